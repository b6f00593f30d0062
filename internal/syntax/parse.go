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
	tree, err := parseString(ctx, p, nil, l.mask(src), limit)
	l.putParser(p, err)
	if err != nil {
		return fmt.Errorf("syntax: %s: %w", l.Rules.Name, err)
	}
	defer tree.Close()
	return l.visit(src, tree, fn)
}

// visit calls fn with the root of tree, and answers an error in place of
// fn's when a walk went past maxDepth: what fn made of the tree lacks what
// lies deeper.
func (l *Language) visit(src []byte, tree *ts.Tree, fn func(root Node) error) error {
	root := infoOf(tree.RootNode())
	s := &source{lang: l, src: src}
	err := fn(Node{i: &root, t: s})
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
