package textpos

import (
	"cmp"
	"math"
	"strconv"

	"github.com/locus-dev/locus/internal/fault"
)

// MaxLine is the largest line number, and MaxColumn the largest column, that
// a Line or Column can hold. Larger numbers are rejected.
const (
	MaxLine   = math.MaxInt32
	MaxColumn = math.MaxInt32
)

// A Line is a 1-based line number, 1 <= n <= MaxLine.
//
// It stores n-1, so the zero Line is line 1 and no Line is ever invalid.
// Compare Lines with ==, Compare or Before.
type Line struct {
	i int32 // line number minus one
}

// NewLine returns line n, or an INVALID_ARGUMENT error when n is not in
// [1, MaxLine].
func NewLine(n int) (Line, error) {
	if n < 1 || n > MaxLine {
		return Line{}, fault.New(fault.InvalidArgument,
			"line %d does not exist because lines are counted from 1; send a line number from 1 to %d", n, MaxLine)
	}
	return Line{i: int32(n - 1)}, nil
}

// Int returns the 1-based line number.
func (l Line) Int() int { return int(l.i) + 1 }

// String formats the line number in decimal.
func (l Line) String() string { return strconv.Itoa(l.Int()) }

// Compare returns -1, 0 or +1 as l is before, equal to or after o.
func (l Line) Compare(o Line) int { return cmp.Compare(l.i, o.i) }

// Before reports whether l comes before o.
func (l Line) Before(o Line) bool { return l.i < o.i }

// index returns the 0-based line index.
func (l Line) index() int { return int(l.i) }

// A Column is a 1-based column that counts Unicode code points,
// 1 <= n <= MaxColumn. Column n is the place before the n-th character of a
// line; one past the last character is the end of the line.
//
// It stores n-1, so the zero Column is column 1 and no Column is ever invalid.
type Column struct {
	i int32 // column number minus one
}

// NewColumn returns column n, or an INVALID_ARGUMENT error when n is not in
// [1, MaxColumn].
func NewColumn(n int) (Column, error) {
	if n < 1 || n > MaxColumn {
		return Column{}, fault.New(fault.InvalidArgument,
			"column %d does not exist because columns are counted from 1 in characters; send a column from 1 to %d", n, MaxColumn)
	}
	return Column{i: int32(n - 1)}, nil
}

// Int returns the 1-based column number.
func (c Column) Int() int { return int(c.i) + 1 }

// String formats the column number in decimal.
func (c Column) String() string { return strconv.Itoa(c.Int()) }

// Compare returns -1, 0 or +1 as c is before, equal to or after o.
func (c Column) Compare(o Column) int { return cmp.Compare(c.i, o.i) }

// Before reports whether c comes before o.
func (c Column) Before(o Column) bool { return c.i < o.i }
