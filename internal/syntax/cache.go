// This file keeps the last trees of the files being edited, so that parsing
// a file again, unchanged or after an edit, reuses the last parse.

package syntax

import (
	"bytes"
	"context"
	"fmt"
	"sync"

	ts "github.com/tree-sitter/go-tree-sitter"
)

// The cache keeps at most cacheEntries trees and cacheBytes bytes of their
// sources, the least recently used going first.
const (
	cacheEntries = 16
	cacheBytes   = 32 << 20
)

type cachedTree struct {
	key  string
	lang *Language
	src  []byte
	tree *ts.Tree
}

var treeCache struct {
	sync.Mutex
	entries []*cachedTree // least recently used first
}

// ParseCached is Parse for a file parsed again and again, as a file being
// edited is; key names the file. When the tree cached under key is for the
// same text, it is used without parsing; when it is for another text, the
// change between the two (the span between their common prefix and common
// suffix) is applied to it and only what changed is parsed again. The new
// tree replaces the cached one. When ctx ends (the request is cancelled)
// the parse stops, and ParseCached returns an error.
func (l *Language) ParseCached(ctx context.Context, key string, src []byte, fn func(root Node) error) error {
	l.init()
	tree, err := l.cachedTree(ctx, key, src)
	if err != nil {
		return err
	}
	defer tree.Close()
	return l.visit(src, tree, fn)
}

// cachedTree returns a tree for src that the caller closes.
func (l *Language) cachedTree(ctx context.Context, key string, src []byte) (*ts.Tree, error) {
	var old *ts.Tree
	var oldSrc []byte
	treeCache.Lock()
	for i, e := range treeCache.entries {
		if e.key != key || e.lang != l {
			continue
		}
		treeCache.entries = append(append(treeCache.entries[:i:i], treeCache.entries[i+1:]...), e)
		if bytes.Equal(e.src, src) {
			t := e.tree.Clone()
			treeCache.Unlock()
			return t, nil
		}
		old, oldSrc = e.tree.Clone(), e.src
		break
	}
	treeCache.Unlock()

	if old != nil {
		edit := spanEdit(l.mask(oldSrc), l.mask(src))
		old.Edit(&edit)
	}
	p := l.getParser()
	if p == nil {
		if old != nil {
			old.Close()
		}
		return nil, fmt.Errorf("syntax: cannot load the %s grammar", l.Rules.Name)
	}
	tree, err := parseString(ctx, p, old, l.mask(src))
	l.putParser(p, err)
	if old != nil {
		old.Close()
	}
	if err != nil {
		return nil, fmt.Errorf("syntax: %s: %w", l.Rules.Name, err)
	}

	treeCache.Lock()
	defer treeCache.Unlock()
	for i, e := range treeCache.entries {
		if e.key == key && e.lang == l {
			e.tree.Close()
			treeCache.entries = append(treeCache.entries[:i:i], treeCache.entries[i+1:]...)
			break
		}
	}
	treeCache.entries = append(treeCache.entries, &cachedTree{key: key, lang: l, src: bytes.Clone(src), tree: tree.Clone()})
	size := 0
	for _, e := range treeCache.entries {
		size += len(e.src)
	}
	for len(treeCache.entries) > 1 && (len(treeCache.entries) > cacheEntries || size > cacheBytes) {
		size -= len(treeCache.entries[0].src)
		treeCache.entries[0].tree.Close()
		treeCache.entries = treeCache.entries[1:]
	}
	return tree, nil
}

// spanEdit describes the change from old to new as one edit: the bytes
// between their common prefix and their common suffix.
func spanEdit(old, new []byte) ts.InputEdit {
	n := min(len(old), len(new))
	prefix := 0
	for prefix < n && old[prefix] == new[prefix] {
		prefix++
	}
	suffix := 0
	for suffix < n-prefix && old[len(old)-1-suffix] == new[len(new)-1-suffix] {
		suffix++
	}
	oldEnd, newEnd := len(old)-suffix, len(new)-suffix
	return ts.InputEdit{
		StartByte:      uint(prefix),
		OldEndByte:     uint(oldEnd),
		NewEndByte:     uint(newEnd),
		StartPosition:  point(old, prefix),
		OldEndPosition: point(old, oldEnd),
		NewEndPosition: point(new, newEnd),
	}
}

// point is the row and byte column of an offset, as tree-sitter counts them.
func point(src []byte, off int) ts.Point {
	row := bytes.Count(src[:off], []byte("\n"))
	col := off - (bytes.LastIndexByte(src[:off], '\n') + 1)
	return ts.Point{Row: uint(row), Column: uint(col)}
}
