// This file renders a tree as an indented list of node types, for
// debugging rules and in tests.

package syntax

import (
	"fmt"
	"strings"
)

// Dump renders the named nodes under n, one a line, with their 1-based line
// spans and the text of leaves, down to maxDepth levels.
func (n Node) Dump(maxDepth int) string {
	var b strings.Builder
	var walk func(n Node, depth int)
	walk = func(n Node, depth int) {
		if !n.IsNamed() {
			return
		}
		fmt.Fprintf(&b, "%s%s [%d-%d]", strings.Repeat("  ", depth), n.Type(), n.StartRow()+1, n.EndRow()+1)
		if n.i.child_count == 0 {
			fmt.Fprintf(&b, " %q", n.Text())
		}
		b.WriteByte('\n')
		if depth >= maxDepth {
			return
		}
		for _, c := range n.Children() {
			walk(c, depth+1)
		}
	}
	walk(n, 0)
	return b.String()
}
