// This file keeps the last trees of the files being edited, so that parsing
// a file again, unchanged or after an edit, reuses the last parse.
// The package keeps no trees of its own: a workspace's session owns one
// Trees value, and whoever parses for it passes that value.

package syntax

import (
	"bytes"
	"context"
	"fmt"
	"sync"

	ts "github.com/tree-sitter/go-tree-sitter"
)

// A Trees keeps at most cacheEntries trees and cacheBytes bytes of their
// sources, the least recently used going first.
const (
	cacheEntries = 16
	cacheBytes   = 32 << 20
)

type cachedTree struct {
	key  string
	lang *Language
	src  []byte
	text []byte // what the parser read (Language.parse), when not src
	// unread are the spans of src the parser read as blanks (#if groups
	// read as their first branch)
	unread [][2]int
	tree   *ts.Tree
}

// parsed returns the text the tree was parsed from.
func (e *cachedTree) parsed() []byte {
	if e.text != nil {
		return e.text
	}
	return e.src
}

// Trees keeps the last trees parsed of files parsed again and again, as
// files being edited are. The zero value is empty and ready; a Trees is safe
// for concurrent use. Close frees its trees.
type Trees struct {
	mu      sync.Mutex
	entries []*cachedTree // least recently used first
}

// Parse is l.ParseContext for a file parsed again and again; key names the
// file. When the tree kept under key is for the same text, it is used
// without parsing; when it is for another text, the change between the two
// (the span between their common prefix and common suffix) is applied to it
// and only what changed is parsed again. The new tree replaces the kept
// one. When ctx ends (the request is cancelled) the parse stops, and Parse
// returns an error. A nil Trees keeps nothing: every call parses afresh.
func (c *Trees) Parse(ctx context.Context, l *Language, key string, src []byte, fn func(root Node) error) error {
	if c == nil {
		return l.ParseContext(ctx, src, fn)
	}
	l.init()
	tree, unread, err := c.tree(ctx, l, key, src)
	if err != nil {
		return err
	}
	defer tree.Close()
	return l.visit(src, unread, tree, fn)
}

// Close frees the trees kept; c stays usable, and empty.
func (c *Trees) Close() {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, e := range c.entries {
		e.tree.Close()
	}
	c.entries = nil
}

// tree returns a tree of l for src that the caller closes, and the spans
// of src its parse read as blanks.
func (c *Trees) tree(ctx context.Context, l *Language, key string, src []byte) (*ts.Tree, [][2]int, error) {
	var old *ts.Tree
	var oldText []byte
	c.mu.Lock()
	for i, e := range c.entries {
		if e.key != key || e.lang != l {
			continue
		}
		c.entries = append(append(c.entries[:i:i], c.entries[i+1:]...), e)
		if bytes.Equal(e.src, src) {
			t := e.tree.Clone()
			c.mu.Unlock()
			return t, e.unread, nil
		}
		old, oldText = e.tree.Clone(), e.parsed()
		break
	}
	c.mu.Unlock()

	p := l.getParser()
	if p == nil {
		if old != nil {
			old.Close()
		}
		return nil, nil, fmt.Errorf("syntax: cannot load the %s grammar", l.Rules.Name)
	}
	tree, text, unread, err := l.parse(ctx, p, old, oldText, src, 0)
	l.putParser(p, err)
	if old != nil {
		old.Close()
	}
	if err != nil {
		return nil, nil, fmt.Errorf("syntax: %s: %w", l.Rules.Name, err)
	}

	c.mu.Lock()
	defer c.mu.Unlock()
	for i, e := range c.entries {
		if e.key == key && e.lang == l {
			e.tree.Close()
			c.entries = append(c.entries[:i:i], c.entries[i+1:]...)
			break
		}
	}
	e := &cachedTree{key: key, lang: l, src: bytes.Clone(src), unread: unread, tree: tree.Clone()}
	if !bytes.Equal(text, src) {
		e.text = bytes.Clone(text)
	}
	c.entries = append(c.entries, e)
	size := 0
	for _, e := range c.entries {
		size += len(e.src) + len(e.text)
	}
	for len(c.entries) > 1 && (len(c.entries) > cacheEntries || size > cacheBytes) {
		size -= len(c.entries[0].src) + len(c.entries[0].text)
		c.entries[0].tree.Close()
		c.entries = c.entries[1:]
	}
	return tree, unread, nil
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
