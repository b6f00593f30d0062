// This file renders a Result as the text an agent reads.

package locate

import (
	"fmt"
	"strings"
)

// Text renders the result: `path:line:column` (a range adds
// `-line:column`), the source line, and a caret under the column; then,
// for a find, which of its matches this is.
func (r *Result) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s:%d:%d", r.Path, r.Start.Line, r.Start.Column)
	if r.End != nil {
		fmt.Fprintf(&b, "-%d:%d", r.End.Line, r.End.Column)
	}
	b.WriteByte('\n')
	b.WriteString(r.SourceLine)
	b.WriteByte('\n')
	col := 0
	for _, c := range r.SourceLine {
		if col == r.Start.Column-1 {
			break
		}
		if c == '\t' {
			b.WriteByte('\t')
		} else {
			b.WriteByte(' ')
		}
		col++
	}
	b.WriteString("^\n")
	if r.Matches > 0 {
		fmt.Fprintf(&b, "match %d of %d in %s\n", r.Index, r.Matches, r.Scope)
	}
	return b.String()
}
