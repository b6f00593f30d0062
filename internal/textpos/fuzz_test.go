package textpos

import (
	"bytes"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/locus-dev/locus/internal/fault"
)

func FuzzParseLineRange(f *testing.F) {
	for _, s := range []string{
		"12", "10-20", "10:20", "10,20", "L10-20", "l10-20", "L10-L20", "L12", "7:3",
		" 3 - 7 ", "\t3,\t7\n", "0", "-3", "3--5", "", "abc", "2147483647", "2147483648",
		"1-99999999999999999999", "007", "٣", "L", "3-", "+3",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseLineRange(s)
		if err != nil {
			if fault.CodeOf(err) != fault.InvalidArgument {
				t.Fatalf("ParseLineRange(%q): error %v has no INVALID_ARGUMENT code", s, err)
			}
			return
		}
		if r.Start().Int() < 1 || r.End().Before(r.Start()) || r.End().Int() > MaxLine {
			t.Fatalf("ParseLineRange(%q) = %v: not a valid range", s, r)
		}
		back, err := ParseLineRange(r.String())
		if err != nil || back != r {
			t.Fatalf("ParseLineRange(%q) = %v, but ParseLineRange(%q) = %v, %v", s, r, r.String(), back, err)
		}
		if again, err := LinesOf(r.Start().Int(), r.End().Int()); err != nil || again != r {
			t.Fatalf("LinesOf(%d, %d) = %v, %v; want %v", r.Start().Int(), r.End().Int(), again, err, r)
		}
	})
}

func FuzzMapper(f *testing.F) {
	for _, c := range contents {
		f.Add([]byte(c), 3, uint32(0), uint32(2))
	}
	f.Add([]byte("x😀\r\n\r\n中é\xed\xa0\x80\xf0\x9f"), 5, uint32(1), uint32(1))
	f.Add([]byte("\r\r\n\n"), 2, uint32(2), uint32(0))
	f.Add([]byte("a😀b"), -1, uint32(1<<32-1), uint32(1<<32-1))
	f.Fuzz(func(t *testing.T, content []byte, off int, line, char uint32) {
		m := NewMapper(content)
		checkOffset(t, m, content, off)
		checkOffset(t, m, content, int(uint(off)%uint(len(content)+1)))
		for _, enc := range []Encoding{UTF16, UTF8, UTF32} {
			checkLSP(t, m, LSPPosition{Line: line, Character: char}, enc, nil)
			checkLSP(t, m, LSPPosition{Line: line % uint32(m.LineCount()), Character: char % 8}, enc, nil)
		}
		checkPosition(t, m, int(line)+1, int(char)+1, nil)
		checkPosition(t, m, int(line%uint32(m.LineCount()))+1, int(char%8)+1, nil)
		if len(content) <= 48 { // exhaustive checks are quadratic; keep fuzzing fast
			checkMapper(t, "fuzz", content)
		}
	})
}

// oracleResult is what naive code says about one offset: its position, its
// LSP character in each encoding (indexed by Encoding) and the offset its
// position maps back to.
type oracleResult struct {
	line, col int
	units     [3]uint32
	back      int
}

// oracle computes the position of off in content the slow, obvious way. It
// reports false when off is not a valid offset.
func oracle(content []byte, off int) (oracleResult, bool) {
	if off < 0 || off > len(content) {
		return oracleResult{}, false
	}
	if off < len(content) && content[off] == '\n' && off > 0 && content[off-1] == '\r' {
		off-- // the "\n" of "\r\n" is the end of the line, like the "\r"
	}
	ls := bytes.LastIndexByte(content[:off], '\n') + 1
	i := ls
	for i < off {
		_, w := utf8.DecodeRune(content[i:])
		i += w
	}
	if i != off {
		return oracleResult{}, false // inside a UTF-8 sequence
	}
	prefix := content[ls:off]
	n := utf8.RuneCount(prefix)
	return oracleResult{
		line:  bytes.Count(content[:off], []byte("\n")) + 1,
		col:   n + 1,
		units: [3]uint32{UTF16: uint32(len(utf16.Encode([]rune(string(prefix))))), UTF8: uint32(len(prefix)), UTF32: uint32(n)},
		back:  off,
	}, true
}

// checkMapper checks every offset, and every LSP position and Position up to
// a little past each line, against the oracle.
func checkMapper(t *testing.T, name string, content []byte) {
	t.Helper()
	m := NewMapper(content)
	validLSP := map[Encoding]map[LSPPosition]bool{UTF16: {}, UTF8: {}, UTF32: {}}
	validPos := map[Position]bool{}
	for off := -2; off <= len(content)+2; off++ {
		checkOffset(t, m, content, off)
		if r, ok := oracle(content, off); ok {
			validPos[mustPos(t, r.line, r.col)] = true
			for _, enc := range []Encoding{UTF16, UTF8, UTF32} {
				validLSP[enc][LSPPosition{Line: uint32(r.line - 1), Character: r.units[enc]}] = true
			}
		}
	}
	for line := 1; line <= m.LineCount()+1; line++ {
		width := len(content) + 2 // more than any line's length in any unit
		for col := 1; col <= width && col < 40; col++ {
			checkPosition(t, m, line, col, validPos)
			for _, enc := range []Encoding{UTF16, UTF8, UTF32} {
				checkLSP(t, m, LSPPosition{Line: uint32(line - 1), Character: uint32(col - 1)}, enc, validLSP[enc])
			}
		}
	}
	if t.Failed() {
		t.Logf("content %s: %q", name, content)
	}
}

// checkOffset checks OffsetPosition, OffsetLSP and the round trips from off.
func checkOffset(t *testing.T, m *Mapper, content []byte, off int) {
	t.Helper()
	want, ok := oracle(content, off)
	p, err := m.OffsetPosition(off)
	if !ok {
		if err == nil || fault.CodeOf(err) != fault.InvalidArgument {
			t.Fatalf("OffsetPosition(%d) = %v, %v; want INVALID_ARGUMENT", off, p, err)
		}
		return
	}
	if err != nil || p.Line().Int() != want.line || p.Column().Int() != want.col {
		t.Fatalf("OffsetPosition(%d) = %v, %v; want %d:%d", off, p, err, want.line, want.col)
	}
	if back, err := m.PositionOffset(p); err != nil || back != want.back {
		t.Fatalf("PositionOffset(%v) = %d, %v; want %d (from offset %d)", p, back, err, want.back, off)
	}
	for _, enc := range []Encoding{UTF16, UTF8, UTF32} {
		wantLSP := LSPPosition{Line: uint32(want.line - 1), Character: want.units[enc]}
		lp, err := m.PositionLSP(p, enc)
		if err != nil || lp != wantLSP {
			t.Fatalf("PositionLSP(%v, %v) = %v, %v; want %v", p, enc, lp, err, wantLSP)
		}
		if lp2, err := m.OffsetLSP(off, enc); err != nil || lp2 != lp {
			t.Fatalf("OffsetLSP(%d, %v) = %v, %v; want %v", off, enc, lp2, err, lp)
		}
		if q, err := m.LSPPosition(lp, enc); err != nil || q != p {
			t.Fatalf("LSPPosition(%v, %v) = %v, %v; want %v", lp, enc, q, err, p)
		}
		if o, err := m.LSPOffset(lp, enc); err != nil || o != want.back {
			t.Fatalf("LSPOffset(%v, %v) = %d, %v; want %d", lp, enc, o, err, want.back)
		}
	}
}

// checkPosition checks that line:col maps to an offset and back, and when
// valid is not nil, that it maps exactly when valid holds it.
func checkPosition(t *testing.T, m *Mapper, line, col int, valid map[Position]bool) {
	t.Helper()
	p, err := NewPosition(line, col)
	if err != nil {
		return
	}
	off, err := m.PositionOffset(p)
	if valid != nil && (err == nil) != valid[p] {
		t.Fatalf("PositionOffset(%v) = %d, %v; want success %v", p, off, err, valid[p])
	}
	if err != nil {
		if fault.CodeOf(err) != fault.InvalidArgument {
			t.Fatalf("PositionOffset(%v): error %v is not INVALID_ARGUMENT", p, err)
		}
		return
	}
	if q, err := m.OffsetPosition(off); err != nil || q != p {
		t.Fatalf("OffsetPosition(PositionOffset(%v) = %d) = %v, %v", p, off, q, err)
	}
}

// checkLSP checks that lp in enc maps to a Position and back, and when valid
// is not nil, that it maps exactly when valid holds it.
func checkLSP(t *testing.T, m *Mapper, lp LSPPosition, enc Encoding, valid map[LSPPosition]bool) {
	t.Helper()
	p, err := m.LSPPosition(lp, enc)
	if valid != nil && (err == nil) != valid[lp] {
		t.Fatalf("LSPPosition(%v, %v) = %v, %v; want success %v", lp, enc, p, err, valid[lp])
	}
	if err != nil {
		if fault.CodeOf(err) != fault.InvalidArgument {
			t.Fatalf("LSPPosition(%v, %v): error %v is not INVALID_ARGUMENT", lp, enc, err)
		}
		return
	}
	if back, err := m.PositionLSP(p, enc); err != nil || back != lp {
		t.Fatalf("PositionLSP(LSPPosition(%v, %v) = %v) = %v, %v", lp, enc, p, back, err)
	}
}
