// This file finds the lines of a text that lie inside multi-line string
// literals, which re-indenting must not rewrite.

package target

import (
	"context"

	"github.com/locus-dev/locus/internal/syntax"
)

// StringLines returns the 1-based lines of text, parsed in the language of
// path, that lie inside a multi-line string literal (raw strings, template
// literals, triple-quoted strings, heredocs): lines whose line break before
// them is inside the literal, where re-indenting would change the string's
// value. A line that starts a new literal (the second part of an implicit
// concatenation) is code, and so are the lines of an interpolation that
// spans lines (`${` ... `}`). A string that stands alone as a statement (a
// Python docstring) is left out: it is indented with the code around it.
// The language's rules (syntax.StringRules) say which nodes are literals.
// It returns nil for a text in no known language.
func StringLines(path string, text []byte) map[int]bool {
	lang, _, err := language(context.Background(), path, text)
	if err != nil {
		return nil
	}
	str := &lang.Rules.Strings
	lines := map[int]bool{}
	var walk func(n syntax.Node, statement bool)
	walk = func(n syntax.Node, statement bool) {
		if n.EndRow() == n.StartRow() {
			return
		}
		t := n.Type()
		if str.IsLiteral(t) {
			if !statement {
				for r := n.StartRow() + 1; r <= n.EndRow(); r++ {
					lines[r+1] = true
				}
				code(str, n, lines)
			}
			return
		}
		alone := str.Statement != "" && t == str.Statement && n.NamedChildCount() == 1 || statement && str.IsConcatenation(t)
		for _, c := range n.Children() {
			walk(c, alone)
		}
	}
	_ = lang.Parse(text, func(root syntax.Node) error { walk(root, false); return nil })
	return lines
}

// code takes out of lines those that start inside an interpolation of a
// string literal (`${` ... `}` over several lines): they are code.
func code(str *syntax.StringRules, n syntax.Node, lines map[int]bool) {
	for _, c := range n.Children() {
		if c.EndRow() == c.StartRow() {
			continue
		}
		if str.IsInterpolation(c.Type()) {
			for r := c.StartRow() + 1; r <= c.EndRow(); r++ {
				delete(lines, r+1)
			}
			continue
		}
		code(str, c, lines)
	}
}
