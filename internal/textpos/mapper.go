package textpos

import (
	"bytes"
	"encoding/binary"
	"math"
	"sort"
	"unicode/utf8"

	"github.com/locus-dev/locus/internal/fault"
)

// A Mapper converts between the coordinate systems of one file's content:
// byte offsets, Positions and LSPPositions (see the package comment for the
// rules on lines, "\r\n" and invalid UTF-8). Build it once per content with
// NewMapper; it is immutable and safe for concurrent use.
//
// Conversion methods are named FromTo: OffsetPosition converts a byte offset
// to a Position, LSPPosition an LSPPosition to a Position. Inputs that do not
// exist in the content return INVALID_ARGUMENT errors; nothing panics.
//
// The zero Mapper maps empty content.
type Mapper struct {
	content    []byte
	lineStarts []int // byte offset of the start of each line; never empty once built
	ascii      bool  // content has no byte >= utf8.RuneSelf
}

// NewMapper returns a Mapper over content. The Mapper keeps content without
// copying it: the caller must not modify it afterwards.
func NewMapper(content []byte) *Mapper {
	starts := make([]int, 1, bytes.Count(content, []byte("\n"))+1)
	for i := 0; ; {
		j := bytes.IndexByte(content[i:], '\n')
		if j < 0 {
			break
		}
		i += j + 1
		starts = append(starts, i)
	}
	return &Mapper{content: content, lineStarts: starts, ascii: isASCII(content)}
}

// isASCII reports whether b has no byte >= utf8.RuneSelf, eight bytes at a time.
func isASCII(b []byte) bool {
	for len(b) >= 8 {
		if binary.LittleEndian.Uint64(b)&0x8080808080808080 != 0 {
			return false
		}
		b = b[8:]
	}
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func (m *Mapper) starts() []int {
	if len(m.lineStarts) == 0 {
		return []int{0}
	}
	return m.lineStarts
}

// LineCount returns the number of lines: one more than the number of "\n".
// Content ending in "\n" therefore has an empty last line, and empty content
// has 1 line. Subtract one for such content to get the count of text lines.
func (m *Mapper) LineCount() int { return len(m.starts()) }

// LineStart returns the byte offset of the first character of line l.
func (m *Mapper) LineStart(l Line) (int, error) {
	start, _, err := m.lineBounds(l)
	return start, err
}

// LineEnd returns the byte offset of the end of line l: the offset of its
// "\n", or of the "\r" of its "\r\n", or len(content) for the last line.
// It is the offset of the line's end-of-line column.
func (m *Mapper) LineEnd(l Line) (int, error) {
	_, end, err := m.lineBounds(l)
	return end, err
}

// lineBounds returns the offsets of the start and the end (before any
// "\r\n" or "\n") of line l.
func (m *Mapper) lineBounds(l Line) (start, end int, err error) {
	starts := m.starts()
	if l.index() >= len(starts) {
		return 0, 0, fault.New(fault.InvalidArgument,
			"line %d is past the end of the file, which has %d lines; send a line from 1 to %d", l.Int(), len(starts), len(starts))
	}
	start, end = m.bounds(l.index())
	return start, end, nil
}

// bounds is lineBounds for a valid 0-based line index.
func (m *Mapper) bounds(i int) (start, end int) {
	starts := m.starts()
	start, end = starts[i], len(m.content)
	if i+1 < len(starts) {
		end = starts[i+1] - 1 // the "\n"
		if end > start && m.content[end-1] == '\r' {
			end--
		}
	}
	return start, end
}

// OffsetPosition converts a byte offset to a Position. The offset must be in
// [0, len(content)] and must not split a UTF-8 sequence. The offset of the
// "\n" of a "\r\n" maps to the end of its line, like the offset of the "\r".
func (m *Mapper) OffsetPosition(off int) (Position, error) {
	if off < 0 || off > len(m.content) {
		return Position{}, fault.New(fault.InvalidArgument,
			"byte offset %d is outside the file, which has %d bytes; send an offset from 0 to %d", off, len(m.content), len(m.content))
	}
	starts := m.starts()
	i := sort.Search(len(starts), func(j int) bool { return starts[j] > off }) - 1
	start, end := m.bounds(i)
	if off > end {
		off = end // inside the line end
	}
	col, ok := 0, true
	if m.ascii {
		col = off - start
	} else {
		col, ok = runesUpTo(m.content[start:end], off-start)
	}
	if !ok {
		return Position{}, fault.New(fault.InvalidArgument,
			"byte offset %d falls inside a multi-byte character on line %d; send the offset of the character's first byte", off, i+1)
	}
	return m.position(i, col)
}

// position makes the Position of 0-based line index i and 0-based column col.
func (m *Mapper) position(i, col int) (Position, error) {
	return NewPosition(i+1, col+1)
}

// runesUpTo counts the code points in b[:n] and reports whether n falls
// between two of them.
func runesUpTo(b []byte, n int) (count int, ok bool) {
	for i := 0; i < n; count++ {
		_, w := utf8.DecodeRune(b[i:])
		i += w
		if i > n {
			return 0, false
		}
	}
	return count, true
}

// PositionOffset converts a Position to a byte offset. The line must exist
// and the column must be at most one past the line's last character.
func (m *Mapper) PositionOffset(p Position) (int, error) {
	start, end, err := m.lineBounds(p.Line())
	if err != nil {
		return 0, err
	}
	want := p.Column().Int() - 1
	if m.ascii {
		if want > end-start {
			return 0, m.pastEnd(p, end-start)
		}
		return start + want, nil
	}
	off, n := start, 0
	for ; n < want && off < end; n++ {
		_, w := utf8.DecodeRune(m.content[off:end])
		off += w
	}
	if n < want {
		return 0, m.pastEnd(p, n)
	}
	return off, nil
}

func (m *Mapper) pastEnd(p Position, chars int) error {
	return fault.New(fault.InvalidArgument,
		"column %d is past the end of line %d, which has %d characters; send a column from 1 to %d", p.Column().Int(), p.Line().Int(), chars, chars+1)
}

// PositionLSP converts a Position to an LSPPosition whose Character counts
// units of enc.
func (m *Mapper) PositionLSP(p Position, enc Encoding) (LSPPosition, error) {
	if err := enc.check(); err != nil {
		return LSPPosition{}, err
	}
	off, err := m.PositionOffset(p)
	if err != nil {
		return LSPPosition{}, err
	}
	start, _ := m.bounds(p.Line().index())
	units := 0
	if m.ascii || enc == UTF8 {
		units = off - start
	} else {
		for i := start; i < off; {
			r, w := utf8.DecodeRune(m.content[i:off])
			units += enc.units(r, w)
			i += w
		}
	}
	if units > math.MaxUint32 {
		return LSPPosition{}, fault.New(fault.InvalidArgument,
			"position %s is too far into its line for LSP; send a position within the first %d characters of a line", p, uint32(math.MaxUint32))
	}
	return LSPPosition{Line: uint32(p.Line().index()), Character: uint32(units)}, nil
}

// LSPPosition converts an LSPPosition whose Character counts units of enc to
// a Position. The line must exist, the character must be at most the line's
// length in units, and it must not fall inside a character (between the two
// UTF-16 units of a surrogate pair, or inside a UTF-8 sequence): such
// positions are errors, not rounded.
func (m *Mapper) LSPPosition(p LSPPosition, enc Encoding) (Position, error) {
	if err := enc.check(); err != nil {
		return Position{}, err
	}
	starts := m.starts()
	if uint64(p.Line) >= uint64(len(starts)) {
		return Position{}, fault.New(fault.InvalidArgument,
			"LSP line %d is past the end of the file, which has lines 0 to %d counted from 0; send a line from 0 to %d", p.Line, len(starts)-1, len(starts)-1)
	}
	i := int(p.Line)
	start, end := m.bounds(i)
	want := uint64(p.Character)
	units, col := uint64(0), 0
	for off := start; units < want && off < end; col++ {
		r, w := utf8.DecodeRune(m.content[off:end])
		units += uint64(enc.units(r, w))
		off += w
	}
	switch {
	case units > want:
		return Position{}, fault.New(fault.InvalidArgument,
			"LSP character %d on line %d falls inside a character that takes several %s units; send the character where that character starts or ends", p.Character, p.Line, enc)
	case units < want:
		return Position{}, fault.New(fault.InvalidArgument,
			"LSP character %d is past the end of line %d, which is %d %s units long; send a character from 0 to %d", p.Character, p.Line, units, enc, units)
	}
	return m.position(i, col)
}

// OffsetLSP converts a byte offset to an LSPPosition in enc; it is
// OffsetPosition followed by PositionLSP.
func (m *Mapper) OffsetLSP(off int, enc Encoding) (LSPPosition, error) {
	p, err := m.OffsetPosition(off)
	if err != nil {
		return LSPPosition{}, err
	}
	return m.PositionLSP(p, enc)
}

// LSPOffset converts an LSPPosition in enc to a byte offset; it is
// LSPPosition followed by PositionOffset.
func (m *Mapper) LSPOffset(p LSPPosition, enc Encoding) (int, error) {
	pos, err := m.LSPPosition(p, enc)
	if err != nil {
		return 0, err
	}
	return m.PositionOffset(pos)
}

// LineTotal is how many lines text has, as a reader counts them: a final
// "\n" ends the last line rather than starting an empty one. An empty text
// has none.
func LineTotal(text []byte) int {
	n := bytes.Count(text, []byte("\n"))
	if len(text) > 0 && text[len(text)-1] != '\n' {
		n++
	}
	return n
}
