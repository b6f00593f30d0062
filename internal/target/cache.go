// This file keeps the last trees built, so that resolving targets in a file
// that has not changed since costs no parse and no walk, and building a new
// version of a file parses only what changed.

package target

import (
	"bytes"
	"context"
	"sync"

	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/textpos"
)

// treeCacheSize is how many trees a Cache keeps, the least recently used
// going first. A Tree is never changed after Build returns it, so callers
// share them.
const treeCacheSize = 8

// Cache keeps the last structure trees built of a workspace's files, and
// the syntax trees they were built from. A workspace's session owns one;
// the zero value is empty and ready, and a Cache is safe for concurrent
// use. A nil *Cache keeps nothing: each Build parses afresh.
type Cache struct {
	mu     sync.Mutex
	list   []*Tree // least recently used first
	syntax syntax.Trees
}

// Build is the package's Build, answered from c when path was built with
// exactly this text, and parsed from the last syntax tree of path when it
// was built with another.
func (c *Cache) Build(ctx context.Context, path string, text []byte) (*Tree, error) {
	return build(ctx, c, path, text)
}

// ParseErrors is the package's ParseErrors, parsing as c's Build does.
func (c *Cache) ParseErrors(ctx context.Context, path string, text []byte) ([]textpos.LineRange, error) {
	return parseErrors(ctx, c, path, text)
}

// Close frees the syntax trees c keeps; c stays usable, and empty.
func (c *Cache) Close() {
	if c == nil {
		return
	}
	c.mu.Lock()
	c.list = nil
	c.mu.Unlock()
	c.syntax.Close()
}

// trees returns the syntax trees of c, nil for a nil c.
func (c *Cache) trees() *syntax.Trees {
	if c == nil {
		return nil
	}
	return &c.syntax
}

// cached returns the tree built for path with exactly this text, in this
// language chosen for this reason, or nil.
func (c *Cache) cached(path string, text []byte, lang, why string) *Tree {
	if c == nil {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, t := range c.list {
		if t.Path == path && t.Model.Language == lang && t.Model.LanguageWhy == why && bytes.Equal(t.Text, text) {
			c.list = append(append(c.list[:i:i], c.list[i+1:]...), t)
			return t
		}
	}
	return nil
}

// remember keeps t, in place of an older tree of the same path. The tree
// owns its text: Build's caller may reuse the slice it passed.
func (c *Cache) remember(t *Tree) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, old := range c.list {
		if old.Path == t.Path {
			c.list = append(c.list[:i:i], c.list[i+1:]...)
			break
		}
	}
	c.list = append(c.list, t)
	if len(c.list) > treeCacheSize {
		c.list = c.list[1:]
	}
}
