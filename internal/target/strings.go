// This file finds the lines of a text that lie inside multi-line string
// literals, which re-indenting must not rewrite.

package target

import (
	"strings"

	"github.com/locus-dev/locus/internal/syntax"
)

// StringLines returns the 1-based lines of text, parsed in the language of
// path, that lie inside a multi-line string literal (raw strings, template
// literals, triple-quoted strings, heredocs), after the line where the
// literal starts. It returns nil for a text in no known language.
func StringLines(path string, text []byte) map[int]bool {
	lang, err := language(path, text)
	if err != nil {
		return nil
	}
	lines := map[int]bool{}
	var walk func(n syntax.Node)
	walk = func(n syntax.Node) {
		if n.EndRow() == n.StartRow() {
			return
		}
		if t := n.Type(); strings.Contains(t, "string") || strings.Contains(t, "heredoc") {
			for r := n.StartRow() + 1; r <= n.EndRow(); r++ {
				lines[r+1] = true
			}
			return
		}
		for _, c := range n.Children() {
			walk(c)
		}
	}
	_ = lang.Parse(text, func(root syntax.Node) error { walk(root); return nil })
	return lines
}
