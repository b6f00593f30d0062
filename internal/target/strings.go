// This file finds the lines of a text that lie inside multi-line string
// literals, which re-indenting must not rewrite.

package target

import (
	"context"
	"strings"

	"github.com/locus-dev/locus/internal/syntax"
)

// StringLines returns the 1-based lines of text, parsed in the language of
// path, that lie inside a multi-line string literal (raw strings, template
// literals, triple-quoted strings, heredocs), after the line where the
// literal starts: re-indenting them would change the string's value. A
// string that stands alone as a statement (a Python docstring) is left out:
// it is indented with the code around it. It returns nil for a text in no
// known language.
func StringLines(path string, text []byte) map[int]bool {
	lang, _, err := language(context.Background(), path, text)
	if err != nil {
		return nil
	}
	lines := map[int]bool{}
	var walk func(n syntax.Node, statement bool)
	walk = func(n syntax.Node, statement bool) {
		if n.EndRow() == n.StartRow() {
			return
		}
		if t := n.Type(); strings.Contains(t, "string") || strings.Contains(t, "heredoc") {
			if !statement {
				for r := n.StartRow() + 1; r <= n.EndRow(); r++ {
					lines[r+1] = true
				}
			}
			return
		}
		alone := n.Type() == "expression_statement" && n.NamedChildCount() == 1
		for _, c := range n.Children() {
			walk(c, alone)
		}
	}
	_ = lang.Parse(text, func(root syntax.Node) error { walk(root, false); return nil })
	return lines
}
