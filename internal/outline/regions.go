// This file defines the check of C#'s #region and #endregion lines, which
// tree-sitter's grammar reads one by one: the compiler wants each #region
// closed by an #endregion (CS1038) and each #endregion opened (CS1028).

package outline

import (
	"bytes"
	"sort"

	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/textpos"
)

// UnpairedRegions returns the lines of the #region lines no #endregion
// closes and of the #endregion lines no #region opens, in order; none
// when the text has no such directive (the tree is then not walked).
func UnpairedRegions(root syntax.Node) []int {
	if !bytes.Contains(root.Bytes(), []byte("region")) {
		return nil
	}
	var open, lone []int
	var walk func(n syntax.Node)
	walk = func(n syntax.Node) {
		switch n.Type() {
		case "preproc_region":
			open = append(open, n.StartRow()+1)
			return
		case "preproc_endregion":
			if len(open) == 0 {
				lone = append(lone, n.StartRow()+1)
			} else {
				open = open[:len(open)-1]
			}
			return
		}
		for _, c := range n.Children() {
			walk(c)
		}
	}
	walk(root)
	lone = append(lone, open...)
	sort.Ints(lone)
	return lone
}

// withRegions adds the lines of unpaired region directives to a file's
// syntax errors, lines and spans, each sorted and without repeats.
func withRegions(lines []int, spans []textpos.LineRange, root syntax.Node) ([]int, []textpos.LineRange) {
	for _, l := range UnpairedRegions(root) {
		i := sort.SearchInts(lines, l)
		if i < len(lines) && lines[i] == l {
			continue // a syntax error of the grammar's on that line already
		}
		lines = append(lines[:i], append([]int{l}, lines[i:]...)...)
		spans = append(spans, linesOf(l, l))
	}
	sort.SliceStable(spans, func(a, b int) bool { return spans[a].Start().Int() < spans[b].Start().Int() })
	return lines, spans
}

// ErrorSpansWithRegions is ErrorSpans (when the tree has errors) and the
// lines of unpaired region directives.
func ErrorSpansWithRegions(root syntax.Node) []textpos.LineRange {
	var lines []int
	var spans []textpos.LineRange
	if root.HasError() {
		lines, spans = ErrorLines(root), ErrorSpans(root)
	}
	_, spans = withRegions(lines, spans, root)
	if spans == nil {
		spans = []textpos.LineRange{}
	}
	return spans
}
