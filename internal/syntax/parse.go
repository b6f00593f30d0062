// This file defines Parse, the one way to get a syntax tree.

package syntax

import (
	"context"
	"fmt"
	"time"

	ts "github.com/tree-sitter/go-tree-sitter"
)

// Parse parses src and calls fn with the root of the tree. The tree and every
// Node taken from it are valid only until fn returns; Parse closes them.
// Parse is safe for concurrent use: each call takes a parser of its own.
func (l *Language) Parse(src []byte, fn func(root Node) error) error {
	return l.ParseContext(context.Background(), src, fn)
}

// ParseContext is Parse stopping when ctx ends: a cancelled request, or a
// caller's own deadline shorter than the parse's bounds.
func (l *Language) ParseContext(ctx context.Context, src []byte, fn func(root Node) error) error {
	return l.ParseWithin(ctx, src, 0, fn)
}

// ParseWithin is ParseContext with the parse's bound of CPU time lowered
// to limit, when limit is above zero and below it: a caller that must not
// wait as long as a read may for one file (an index answering a question).
func (l *Language) ParseWithin(ctx context.Context, src []byte, limit time.Duration, fn func(root Node) error) error {
	l.init()
	p := l.getParser()
	if p == nil {
		return fmt.Errorf("syntax: cannot load the %s grammar", l.Rules.Name)
	}
	tree, _, unread, err := l.parse(ctx, p, nil, nil, src, limit)
	l.putParser(p, err)
	if err != nil {
		return fmt.Errorf("syntax: %s: %w", l.Rules.Name, err)
	}
	defer tree.Close()
	return l.visit(src, unread, tree, fn)
}

// parse parses src with p and returns the tree and the text the parser
// read: src with its annotation macros masked (mask), and, in a language
// whose Rules.Conditionals are set, with the #if groups that syntax errors
// touch read as their first branch (firstBranches), whose spans unread
// lists. A non-nil old is the tree of oldText, the text an earlier parse
// read; it is edited here to the new text and reused where that did not
// change.
func (l *Language) parse(ctx context.Context, p *ts.Parser, old *ts.Tree, oldText, src []byte, limit time.Duration) (tree *ts.Tree, text []byte, unread [][2]int, err error) {
	text = l.mask(src)
	if old != nil {
		edit := spanEdit(oldText, text)
		old.Edit(&edit)
	}
	tree, err = parseString(ctx, p, old, text, limit)
	if err != nil || !l.Rules.Conditionals {
		return tree, text, nil, err
	}
	return firstBranches(ctx, p, tree, text, limit, l.conditionals)
}

// conditionals returns the #if groups of text by the language's lexical
// rules: C#'s, or C's.
func (l *Language) conditionals(text []byte) []conditional {
	if l.Rules.Name == "csharp" {
		return csConditionals(text)
	}
	return cConditionals(text)
}

// visit calls fn with the root of tree, and answers an error in place of
// fn's when a walk went past maxDepth: what fn made of the tree lacks what
// lies deeper.
func (l *Language) visit(src []byte, unread [][2]int, tree *ts.Tree, fn func(root Node) error) error {
	root := infoOf(tree.RootNode())
	s := &source{lang: l, src: src, unread: unread}
	err := fn(Node{r: &rec{info: root}, t: s})
	if s.deep.Load() {
		return fmt.Errorf("syntax: %s: the text nests more than %d levels deep", l.Rules.Name, maxDepth)
	}
	return err
}

func (l *Language) getParser() *ts.Parser {
	select {
	case p := <-l.parsers:
		return p
	default:
	}
	p := ts.NewParser()
	if err := p.SetLanguage(l.ts); err != nil {
		p.Close()
		return nil
	}
	return p
}

// putParser gives p back to the pool, unless its parse failed: a parse
// stopped while tree-sitter balanced the tree leaves the parser resuming
// that balancing at its next parse, even after ts_parser_reset (0.25), and
// with no tree left to balance it asserts and aborts the process.
func (l *Language) putParser(p *ts.Parser, failed error) {
	if failed != nil {
		p.Close()
		return
	}
	select {
	case l.parsers <- p:
	default:
		p.Close()
	}
}
