package textpos

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// contents are the texts the conversion tests run on.
var contents = map[string]string{
	"ascii":      "abc\nde\n",
	"multibyte":  "hé中\n",
	"astral":     "a😀b",
	"emptyLines": "\n\nx",
	"noFinalNL":  "a\nbc",
	"empty":      "",
	"crlf":       "ab\r\ncd\r\n",
	"loneCR":     "a\rb\r",
	"badUTF8":    "a\xffb\xe4\xb8\n",
}

// A point is one place in a content, in every notation.
type point struct {
	content      string
	off          int
	line, col    int
	u16, u8, u32 uint32 // LSP character in each encoding; the LSP line is line-1
	back         int    // PositionOffset of the Position; -1 means off
}

var points = []point{
	{"ascii", 0, 1, 1, 0, 0, 0, -1},
	{"ascii", 2, 1, 3, 2, 2, 2, -1},
	{"ascii", 3, 1, 4, 3, 3, 3, -1}, // the "\n": end of line 1
	{"ascii", 4, 2, 1, 0, 0, 0, -1},
	{"ascii", 6, 2, 3, 2, 2, 2, -1},
	{"ascii", 7, 3, 1, 0, 0, 0, -1}, // EOF after the final "\n": empty line 3
	{"multibyte", 1, 1, 2, 1, 1, 1, -1},
	{"multibyte", 3, 1, 3, 2, 3, 2, -1}, // after é (2 bytes)
	{"multibyte", 6, 1, 4, 3, 6, 3, -1}, // after 中 (3 bytes)
	{"multibyte", 7, 2, 1, 0, 0, 0, -1},
	{"astral", 1, 1, 2, 1, 1, 1, -1},
	{"astral", 5, 1, 3, 3, 5, 2, -1}, // after 😀: 2 UTF-16 units, 4 bytes, 1 code point
	{"astral", 6, 1, 4, 4, 6, 3, -1},
	{"emptyLines", 0, 1, 1, 0, 0, 0, -1},
	{"emptyLines", 1, 2, 1, 0, 0, 0, -1},
	{"emptyLines", 2, 3, 1, 0, 0, 0, -1},
	{"emptyLines", 3, 3, 2, 1, 1, 1, -1},
	{"noFinalNL", 2, 2, 1, 0, 0, 0, -1},
	{"noFinalNL", 4, 2, 3, 2, 2, 2, -1},
	{"empty", 0, 1, 1, 0, 0, 0, -1},
	{"crlf", 2, 1, 3, 2, 2, 2, -1}, // the "\r": end of line 1
	{"crlf", 3, 1, 3, 2, 2, 2, 2},  // the "\n" of "\r\n" rounds down to the end of line 1
	{"crlf", 4, 2, 1, 0, 0, 0, -1},
	{"crlf", 6, 2, 3, 2, 2, 2, -1},
	{"crlf", 7, 2, 3, 2, 2, 2, 6},
	{"crlf", 8, 3, 1, 0, 0, 0, -1},
	{"loneCR", 2, 1, 3, 2, 2, 2, -1}, // a "\r" not before "\n" is a character
	{"loneCR", 4, 1, 5, 4, 4, 4, -1},
	{"badUTF8", 2, 1, 3, 2, 2, 2, -1}, // 0xff is one code point
	{"badUTF8", 4, 1, 5, 4, 4, 4, -1}, // so is each byte of the cut sequence e4 b8
	{"badUTF8", 5, 1, 6, 5, 5, 5, -1},
}

func TestConversions(t *testing.T) {
	for _, pt := range points {
		m := NewMapper([]byte(contents[pt.content]))
		want := mustPos(t, pt.line, pt.col)
		back := pt.back
		if back < 0 {
			back = pt.off
		}
		got, err := m.OffsetPosition(pt.off)
		if err != nil {
			t.Errorf("%s: OffsetPosition(%d): %v", pt.content, pt.off, err)
		} else if diff := cmp.Diff(want, got, cmpOpts); diff != "" {
			t.Errorf("%s: OffsetPosition(%d) (-want +got):\n%s", pt.content, pt.off, diff)
		}
		if off, err := m.PositionOffset(want); err != nil || off != back {
			t.Errorf("%s: PositionOffset(%v) = %d, %v; want %d", pt.content, want, off, err, back)
		}
		for enc, char := range map[Encoding]uint32{UTF16: pt.u16, UTF8: pt.u8, UTF32: pt.u32} {
			lsp := LSPPosition{Line: uint32(pt.line - 1), Character: char}
			if got, err := m.PositionLSP(want, enc); err != nil || got != lsp {
				t.Errorf("%s: PositionLSP(%v, %v) = %v, %v; want %v", pt.content, want, enc, got, err, lsp)
			}
			if got, err := m.OffsetLSP(pt.off, enc); err != nil || got != lsp {
				t.Errorf("%s: OffsetLSP(%d, %v) = %v, %v; want %v", pt.content, pt.off, enc, got, err, lsp)
			}
			if got, err := m.LSPPosition(lsp, enc); err != nil || got != want {
				t.Errorf("%s: LSPPosition(%v, %v) = %v, %v; want %v", pt.content, lsp, enc, got, err, want)
			}
			if got, err := m.LSPOffset(lsp, enc); err != nil || got != back {
				t.Errorf("%s: LSPOffset(%v, %v) = %d, %v; want %d", pt.content, lsp, enc, got, err, back)
			}
		}
	}
}

func TestConversionErrors(t *testing.T) {
	pos := func(line, col int) Position { return mustPos(t, line, col) }
	lsp := func(line, char uint32) LSPPosition { return LSPPosition{Line: line, Character: char} }
	for _, tc := range []struct {
		content, what string
		call          func(m *Mapper) error
	}{
		{"ascii", "offset -1", func(m *Mapper) error { _, err := m.OffsetPosition(-1); return err }},
		{"ascii", "offset past EOF", func(m *Mapper) error { _, err := m.OffsetPosition(8); return err }},
		{"empty", "offset 1 of empty", func(m *Mapper) error { _, err := m.OffsetPosition(1); return err }},
		{"multibyte", "offset inside é", func(m *Mapper) error { _, err := m.OffsetPosition(2); return err }},
		{"multibyte", "offset inside 中", func(m *Mapper) error { _, err := m.OffsetPosition(5); return err }},
		{"astral", "offset inside 😀", func(m *Mapper) error { _, err := m.OffsetLSP(3, UTF16); return err }},
		{"ascii", "line past end", func(m *Mapper) error { _, err := m.PositionOffset(pos(4, 1)); return err }},
		{"ascii", "column past end of line", func(m *Mapper) error { _, err := m.PositionOffset(pos(1, 5)); return err }},
		{"multibyte", "column past end of line", func(m *Mapper) error { _, err := m.PositionOffset(pos(1, 5)); return err }},
		{"crlf", "column on the \\r", func(m *Mapper) error { _, err := m.PositionOffset(pos(1, 4)); return err }},
		{"empty", "column 2 of empty", func(m *Mapper) error { _, err := m.PositionLSP(pos(1, 2), UTF8); return err }},
		{"empty", "line 2 of empty", func(m *Mapper) error { _, err := m.PositionOffset(pos(2, 1)); return err }},
		{"ascii", "LSP line past end", func(m *Mapper) error { _, err := m.LSPPosition(lsp(3, 0), UTF16); return err }},
		{"ascii", "LSP huge line", func(m *Mapper) error { _, err := m.LSPOffset(lsp(1<<32-1, 0), UTF8); return err }},
		{"ascii", "LSP char past end", func(m *Mapper) error { _, err := m.LSPPosition(lsp(0, 4), UTF16); return err }},
		{"crlf", "LSP char on the \\r", func(m *Mapper) error { _, err := m.LSPPosition(lsp(0, 3), UTF8); return err }},
		{"astral", "LSP inside surrogate pair", func(m *Mapper) error { _, err := m.LSPPosition(lsp(0, 2), UTF16); return err }},
		{"astral", "LSP inside UTF-8 of 😀", func(m *Mapper) error { _, err := m.LSPPosition(lsp(0, 3), UTF8); return err }},
		{"multibyte", "LSP inside UTF-8 of é", func(m *Mapper) error { _, err := m.LSPPosition(lsp(0, 2), UTF8); return err }},
		{"astral", "LSP past end in UTF-32", func(m *Mapper) error { _, err := m.LSPPosition(lsp(0, 4), UTF32); return err }},
		{"ascii", "unknown encoding to LSP", func(m *Mapper) error { _, err := m.PositionLSP(pos(1, 1), Encoding(9)); return err }},
		{"ascii", "unknown encoding from LSP", func(m *Mapper) error { _, err := m.LSPPosition(lsp(0, 0), Encoding(9)); return err }},
		{"ascii", "LineStart past end", func(m *Mapper) error { _, err := m.LineStart(mustLine(t, 4)); return err }},
		{"empty", "LineEnd past end", func(m *Mapper) error { _, err := m.LineEnd(mustLine(t, 2)); return err }},
	} {
		checkErr(t, tc.content+": "+tc.what, tc.call(NewMapper([]byte(contents[tc.content]))), true)
	}
}

func TestLines(t *testing.T) {
	type lines struct {
		Count      int
		Start, End []int
	}
	for name, want := range map[string]lines{
		"ascii":      {3, []int{0, 4, 7}, []int{3, 6, 7}},
		"emptyLines": {3, []int{0, 1, 2}, []int{0, 1, 3}},
		"noFinalNL":  {2, []int{0, 2}, []int{1, 4}},
		"empty":      {1, []int{0}, []int{0}},
		"crlf":       {3, []int{0, 4, 8}, []int{2, 6, 8}},
		"loneCR":     {1, []int{0}, []int{4}},
	} {
		m := NewMapper([]byte(contents[name]))
		got := lines{Count: m.LineCount()}
		for n := 1; n <= m.LineCount(); n++ {
			s, err1 := m.LineStart(mustLine(t, n))
			e, err2 := m.LineEnd(mustLine(t, n))
			if err1 != nil || err2 != nil {
				t.Errorf("%s: line %d: %v, %v", name, n, err1, err2)
			}
			got.Start, got.End = append(got.Start, s), append(got.End, e)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: lines (-want +got):\n%s", name, diff)
		}
	}
}

func TestZeroMapper(t *testing.T) {
	var m Mapper
	p, err := m.OffsetPosition(0)
	if m.LineCount() != 1 || err != nil || p != (Position{}) {
		t.Errorf("zero Mapper: LineCount %d, OffsetPosition(0) = %v, %v; want 1, 1:1, nil", m.LineCount(), p, err)
	}
	_, err = m.OffsetPosition(1)
	checkErr(t, "zero Mapper offset 1", err, true)
}

// TestAgainstOracle checks every offset of every content against naive code.
func TestAgainstOracle(t *testing.T) {
	for name, c := range contents {
		checkMapper(t, name, []byte(c))
	}
}
