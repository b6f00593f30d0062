// Package textedit owns edits over the bytes of a text: applying a set of
// them strictly, computing them as a line diff between two texts, and
// printing a change as a unified diff. Structural edits are expressed as
// Edits and applied here; they never splice strings themselves.
package textedit

import (
	"errors"
	"fmt"
	"sort"
)

// Edit replaces the bytes [Start, End) of a text with New. An insertion has
// Start == End. Offsets are byte offsets into the text the edit was made for.
type Edit struct {
	Start, End int
	New        string
}

// The errors Apply wraps.
var (
	ErrBounds  = errors.New("edit out of bounds")
	ErrOverlap = errors.New("overlapping edits")
)

// Apply applies edits, all made for src, and returns the new text. The edits
// are applied in the order of (Start, End); insertions at one offset keep the
// order they are given in, and an insertion at the start of a replacement
// goes before it. An edit outside src, or two edits that overlap, is an
// error that wraps ErrBounds or ErrOverlap. src and edits are not modified.
func Apply(src []byte, edits []Edit) ([]byte, error) {
	idx := make([]int, len(edits))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool {
		ea, eb := edits[idx[a]], edits[idx[b]]
		if ea.Start != eb.Start {
			return ea.Start < eb.Start
		}
		return ea.End < eb.End
	})
	size := len(src)
	for _, i := range idx {
		e := edits[i]
		if e.Start < 0 || e.Start > e.End || e.End > len(src) {
			return nil, fmt.Errorf("edit %d [%d,%d) on a text of %d bytes: %w", i, e.Start, e.End, len(src), ErrBounds)
		}
		size += len(e.New) - (e.End - e.Start)
	}
	out := make([]byte, 0, max(size, 0))
	pos, prev := 0, -1
	for _, i := range idx {
		e := edits[i]
		if e.Start < pos {
			return nil, fmt.Errorf("edit %d [%d,%d) and edit %d [%d,%d): %w",
				prev, edits[prev].Start, edits[prev].End, i, e.Start, e.End, ErrOverlap)
		}
		out = append(out, src[pos:e.Start]...)
		out = append(out, e.New...)
		pos, prev = e.End, i
	}
	return append(out, src[pos:]...), nil
}
