// This file defines the check of C#'s #region and #endregion lines, which
// tree-sitter's grammar reads one by one: the compiler wants each #region
// closed by an #endregion (CS1038) and each #endregion opened (CS1028).

package outline

import (
	"bytes"
	"sort"
	"sync"

	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/textpos"
)

// UnpairedRegions returns the lines of the #region lines no #endregion
// closes and of the #endregion lines no #region opens, in order; none
// when the text has no such directive (the tree is then not walked).
func UnpairedRegions(root syntax.Node) []int {
	marks := regionMarks(root.Language())
	if marks == nil || !bytes.Contains(root.Bytes(), []byte("region")) {
		return nil
	}
	var open, lone []int
	root.Scan(marks, func(h syntax.Hit) {
		if marks[h.Kind()]&regionOpen != 0 {
			open = append(open, h.Row()+1)
		} else if len(open) == 0 {
			lone = append(lone, h.Row()+1)
		} else {
			open = open[:len(open)-1]
		}
	})
	lone = append(lone, open...)
	sort.Ints(lone)
	return lone
}

// regionOpen marks #region among the kinds regionMarks reports; the other
// marked kinds are #endregion's. It is a bit Scan does not read.
const regionOpen syntax.Mark = 1 << 7

// regionMarks returns the Scan marks of a grammar's region directives,
// computed once a language; nil when the grammar has none (every language
// but C#), so that no tree of theirs is walked for them.
func regionMarks(lang *syntax.Language) []syntax.Mark {
	if m, ok := regionMarksOf.Load(lang); ok {
		return m.([]syntax.Mark)
	}
	var marks []syntax.Mark
	opens, closes := lang.Kinds("preproc_region"), lang.Kinds("preproc_endregion")
	if len(opens) > 0 && len(closes) > 0 {
		marks = make([]syntax.Mark, lang.KindCount())
		for _, k := range opens {
			marks[k] = syntax.MarkLeaf | regionOpen
		}
		for _, k := range closes {
			marks[k] = syntax.MarkLeaf
		}
	}
	regionMarksOf.Store(lang, marks)
	return marks
}

var regionMarksOf sync.Map // *syntax.Language -> []syntax.Mark

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
