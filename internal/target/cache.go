// This file keeps the last trees built, so that resolving targets in a file
// that has not changed since costs no parse and no walk.

package target

import (
	"bytes"
	"sync"
)

// treeCacheSize is how many trees Build keeps, the least recently used
// going first. A Tree is never changed after Build returns it, so callers
// share them.
const treeCacheSize = 8

var trees struct {
	sync.Mutex
	list []*Tree // least recently used first
}

// cached returns the tree built for path with exactly this text, in this
// language chosen for this reason, or nil.
func cached(path string, text []byte, lang, why string) *Tree {
	trees.Lock()
	defer trees.Unlock()
	for i, t := range trees.list {
		if t.Path == path && t.Model.Language == lang && t.Model.LanguageWhy == why && bytes.Equal(t.Text, text) {
			trees.list = append(append(trees.list[:i:i], trees.list[i+1:]...), t)
			return t
		}
	}
	return nil
}

// remember keeps t, in place of an older tree of the same path. The tree
// owns its text: Build's caller may reuse the slice it passed.
func remember(t *Tree) {
	trees.Lock()
	defer trees.Unlock()
	for i, old := range trees.list {
		if old.Path == t.Path {
			trees.list = append(trees.list[:i:i], trees.list[i+1:]...)
			break
		}
	}
	trees.list = append(trees.list, t)
	if len(trees.list) > treeCacheSize {
		trees.list = trees.list[1:]
	}
}
