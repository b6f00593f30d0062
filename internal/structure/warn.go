// This file defines the warnings an applied operation may carry besides
// SYNTAX_BROKEN: STRUCTURE_EMPTY and INDENTATION_INCONSISTENT.

package structure

import (
	"fmt"
	"strconv"

	"github.com/locus-dev/locus/internal/target"
)

// warnIndent reports content whose indentation did not follow its first
// line or mixed tabs and spaces.
func warnIndent(res *Result, in reindented) {
	is := in.Inconsistent
	if is == nil {
		return
	}
	msg := fmt.Sprintf("line %d of the content is indented with %s, less than its first line (%s); check the result's indentation",
		is.Line, strconv.Quote(is.Actual), strconv.Quote(is.Expected))
	if is.mixed {
		msg = fmt.Sprintf("line %d of the content mixes tabs and spaces in its indentation (%s); check the result's indentation",
			is.Line, strconv.Quote(is.Actual))
	}
	res.Warnings = append(res.Warnings, Warning{Type: IndentationInconsistent, Message: msg,
		Details: map[string]any{"line": is.Line, "expected_indent": is.Expected, "actual_indent": is.Actual}})
}

// warnEmptied reports a parent left without structures when s leaves it.
func warnEmptied(res *Result, s *target.Structure) {
	p := s.Parent
	if p == nil || p.IsRoot() || len(p.Children) != 1 {
		return
	}
	start, end := p.Lines().Ints()
	label := p.Target()
	res.Warnings = append(res.Warnings, Warning{Type: StructureEmpty,
		Message: fmt.Sprintf("%s now contains no code; add to it or delete it", label),
		Details: map[string]any{"structure": label, "lines": lineRange(start, end)}})
}

// warnEmptiedBody reports a structure that had structures inside it and,
// after a text replacement, has none.
func warnEmptiedBody(res *Result, d *doc, text []byte, s *target.Structure) {
	if len(s.Children) == 0 {
		return
	}
	tree, err := d.trees.Build(d.ctx, d.path, text)
	if err != nil {
		return
	}
	var now *target.Structure
	var find func(x *target.Structure)
	find = func(x *target.Structure) {
		for _, k := range x.Children {
			if k.Start == s.Start && k.Kind == s.Kind {
				now = k
				return
			}
			if k.Start <= s.Start && s.Start < k.End {
				find(k)
				return
			}
		}
	}
	find(tree.Root)
	if now == nil || len(now.Children) > 0 {
		return
	}
	start, end := now.Lines().Ints()
	label := now.Target()
	res.Warnings = append(res.Warnings, Warning{Type: StructureEmpty,
		Message: fmt.Sprintf("%s now contains no code; check that this is what you meant", label),
		Details: map[string]any{"structure": label, "lines": lineRange(start, end)}})
}
