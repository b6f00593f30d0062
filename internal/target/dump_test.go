package target

import (
	"fmt"
	"strings"
)

// dump renders a tree one structure a line: indent, label, kind, lines.
func dump(t *Tree) string {
	var b strings.Builder
	var walk func(s *Structure, depth int)
	walk = func(s *Structure, depth int) {
		for _, c := range s.Children {
			start, end := c.Lines().Ints()
			fmt.Fprintf(&b, "%s%s  (%s %d-%d)\n", strings.Repeat("  ", depth), c.Label(), c.Kind, start, end)
			walk(c, depth+1)
		}
	}
	walk(t.Root, 0)
	return b.String()
}
