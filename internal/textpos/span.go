package textpos

import (
	"unicode/utf8"

	"github.com/locus-dev/locus/internal/fault"
)

// A Span is a stretch of a file from one Position to another, Start() <=
// End(). Its end is exclusive in columns: End().Column() is the column just
// past the last character, as in LSP, so a span's last character is on
// End().Line(). The zero Span is the empty span at 1:1.
//
// Build one with NewSpan or Mapper.OffsetSpan. It marshals to
// {"start": {"line": n, "column": n}, "end": {...}}.
type Span struct {
	start, end Position
}

// NewSpan returns the span from start to end, or an INVALID_ARGUMENT error
// when end comes before start.
func NewSpan(start, end Position) (Span, error) {
	if end.Before(start) {
		return Span{}, fault.New(fault.InvalidArgument,
			"span %s-%s ends before it starts; send the earlier position first, as %s-%s", start, end, end, start)
	}
	return Span{start: start, end: end}, nil
}

// Start returns the position where s starts.
func (s Span) Start() Position { return s.start }

// End returns the position just past the last character of s.
func (s Span) End() Position { return s.end }

// Equal says whether o is the same span.
func (s Span) Equal(o Span) bool { return s == o }

// Lines returns the lines s touches, from its start's to its end's.
func (s Span) Lines() LineRange { return LineRange{start: s.start.line, end: s.end.line} }

// Cover returns the smallest span that holds both s and o.
func (s Span) Cover(o Span) Span {
	if o.start.Before(s.start) {
		s.start = o.start
	}
	if s.end.Before(o.end) {
		s.end = o.end
	}
	return s
}

// String formats s as START-END, each LINE:COLUMN, e.g. "3:1-5:2".
func (s Span) String() string { return s.start.String() + "-" + s.end.String() }

// OffsetSpan converts the bytes [start, end) to a Span. An end at column 1
// of a line after the start's is taken as the end of the line before it, so
// a span of whole lines ends on its last line, not at the start of the
// next. An offset inside a UTF-8 sequence moves back to the sequence's first
// byte. Offsets outside [0, len(content)], or start > end, are an
// INVALID_ARGUMENT error.
func (m *Mapper) OffsetSpan(start, end int) (Span, error) {
	if start > end {
		return Span{}, fault.New(fault.InvalidArgument,
			"byte span %d-%d ends before it starts; send the smaller offset first", start, end)
	}
	s, err := m.offsetPositionBefore(start)
	if err != nil {
		return Span{}, err
	}
	e, err := m.offsetPositionBefore(end)
	if err != nil {
		return Span{}, err
	}
	if e.col.i == 0 && s.line.Before(e.line) {
		prev := Line{i: e.line.i - 1}
		if e, err = m.LineEndPosition(prev); err != nil {
			return Span{}, err
		}
	}
	return Span{start: s, end: e}, nil
}

// offsetPositionBefore is OffsetPosition for an offset that may fall inside
// a multi-byte character: it moves back to the character's first byte.
func (m *Mapper) offsetPositionBefore(off int) (Position, error) {
	p, err := m.OffsetPosition(off)
	for back := off - 1; err != nil && off >= 0 && off <= len(m.content) && back >= 0 && back >= off-utf8.UTFMax; back-- {
		p, err = m.OffsetPosition(back)
	}
	return p, err
}

// LineEndPosition returns the position of the end of line l: the column
// just past its last character.
func (m *Mapper) LineEndPosition(l Line) (Position, error) {
	end, err := m.LineEnd(l)
	if err != nil {
		return Position{}, err
	}
	return m.OffsetPosition(end)
}
