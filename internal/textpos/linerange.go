package textpos

import "github.com/locus-dev/locus/internal/fault"

// A LineRange is an inclusive run of lines, Start() <= End(). The zero
// LineRange is line 1 alone.
//
// Build one with NewLineRange or LinesOf (which reject start > end), OneLine,
// or ParseLineRange (which normalises reversed input). Whether the lines exist
// in some file is for the caller to check, for example against
// Mapper.LineCount.
type LineRange struct {
	start, end Line
}

// NewLineRange returns the lines start through end, or an INVALID_ARGUMENT
// error when start comes after end.
func NewLineRange(start, end Line) (LineRange, error) {
	if end.Before(start) {
		return LineRange{}, fault.New(fault.InvalidArgument,
			"line range %s-%s ends before it starts; send the smaller line first, as %s-%s", start, end, end, start)
	}
	return LineRange{start: start, end: end}, nil
}

// LinesOf returns the 1-based lines start through end, or an INVALID_ARGUMENT
// error when either is not a valid line or start > end. Unlike ParseLineRange
// it does not reorder reversed bounds.
func LinesOf(start, end int) (LineRange, error) {
	s, err := NewLine(start)
	if err != nil {
		return LineRange{}, err
	}
	e, err := NewLine(end)
	if err != nil {
		return LineRange{}, err
	}
	return NewLineRange(s, e)
}

// OneLine returns the range holding line l alone. It cannot fail.
func OneLine(l Line) LineRange { return LineRange{start: l, end: l} }

// Start returns the first line of r.
func (r LineRange) Start() Line { return r.start }

// End returns the last line of r (inclusive).
func (r LineRange) End() Line { return r.end }

// Len returns the number of lines in r, at least 1.
func (r LineRange) Len() int { return r.end.Int() - r.start.Int() + 1 }

// Contains reports whether l is in r.
func (r LineRange) Contains(l Line) bool { return !l.Before(r.start) && !r.end.Before(l) }

// Overlaps reports whether r and o share at least one line.
func (r LineRange) Overlaps(o LineRange) bool {
	return !r.end.Before(o.start) && !o.end.Before(r.start)
}

// String formats r as "N" for one line and "A-B" otherwise. ParseLineRange
// reads it back to the same range.
func (r LineRange) String() string {
	if r.start == r.end {
		return r.start.String()
	}
	return r.start.String() + "-" + r.end.String()
}

// Cover returns the smallest range that holds both r and o.
func (r LineRange) Cover(o LineRange) LineRange {
	if o.start.Before(r.start) {
		r.start = o.start
	}
	if r.end.Before(o.end) {
		r.end = o.end
	}
	return r
}

// Ints returns the 1-based numbers of the first and last lines of r, for
// arithmetic on lines inside a package.
func (r LineRange) Ints() (start, end int) { return r.start.Int(), r.end.Int() }
