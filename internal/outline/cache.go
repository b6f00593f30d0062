// This file keeps the models of the files read most recently, for callers
// that come back to the same files again and again: the enclosing symbols
// of every reference a language server finds.

package outline

import (
	"bytes"
	"sync"
)

// modelCacheSize is how many models ParseCached keeps, the least recently
// used going first.
const modelCacheSize = 512

var models = struct {
	sync.Mutex
	byPath map[string]*cachedModel
	clock  uint64
}{byPath: map[string]*cachedModel{}}

type cachedModel struct {
	text []byte
	file *File
	used uint64
}

// ParseCached is Parse, answered from memory when path was parsed with
// exactly this text before. The model is shared: callers must not change it.
func ParseCached(path string, text []byte) (*File, error) {
	models.Lock()
	if c := models.byPath[path]; c != nil && bytes.Equal(c.text, text) {
		models.clock++
		c.used = models.clock
		models.Unlock()
		return c.file, nil
	}
	models.Unlock()
	f, err := Parse(path, text)
	if err != nil {
		return nil, err
	}
	models.Lock()
	defer models.Unlock()
	models.clock++
	models.byPath[path] = &cachedModel{text: bytes.Clone(text), file: f, used: models.clock}
	if len(models.byPath) > modelCacheSize {
		var oldest string
		var at uint64
		for p, c := range models.byPath {
			if oldest == "" || c.used < at {
				oldest, at = p, c.used
			}
		}
		delete(models.byPath, oldest)
	}
	return f, nil
}
