// This file keeps the models of the files read most recently, for callers
// that come back to the same files again and again: the enclosing symbols
// of every reference a language server finds.

package outline

import (
	"bytes"
	"sync"
)

// modelCacheSize is how many models a Models keeps, the least recently
// used going first.
const modelCacheSize = 512

// Models keeps the models of a workspace's files read most recently. A
// workspace's session owns one; the zero value is empty and ready, and a
// Models is safe for concurrent use.
type Models struct {
	mu     sync.Mutex
	byPath map[string]*cachedModel
	clock  uint64
}

type cachedModel struct {
	text []byte
	file *File
	used uint64
}

// Parse is the package's Parse, answered from memory when path was parsed
// with exactly this text before. The model is shared: callers must not
// change it. A nil Models keeps nothing.
func (c *Models) Parse(path string, text []byte) (*File, error) {
	if c == nil {
		return Parse(path, text)
	}
	c.mu.Lock()
	if m := c.byPath[path]; m != nil && bytes.Equal(m.text, text) {
		c.clock++
		m.used = c.clock
		c.mu.Unlock()
		return m.file, nil
	}
	c.mu.Unlock()
	f, err := Parse(path, text)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byPath == nil {
		c.byPath = map[string]*cachedModel{}
	}
	c.clock++
	c.byPath[path] = &cachedModel{text: bytes.Clone(text), file: f, used: c.clock}
	if len(c.byPath) > modelCacheSize {
		var oldest string
		var at uint64
		for p, m := range c.byPath {
			if oldest == "" || m.used < at {
				oldest, at = p, m.used
			}
		}
		delete(c.byPath, oldest)
	}
	return f, nil
}
