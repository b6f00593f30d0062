package textpos

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestNewLineAndColumn(t *testing.T) {
	for _, tc := range []struct {
		n       int
		wantErr bool
	}{
		{1, false}, {2, false}, {1000, false}, {MaxLine, false},
		{0, true}, {-1, true}, {MaxLine + 1, true}, {-1 << 40, true},
	} {
		l, err := NewLine(tc.n)
		checkErr(t, "NewLine", err, tc.wantErr)
		if err == nil && l.Int() != tc.n {
			t.Errorf("NewLine(%d).Int() = %d", tc.n, l.Int())
		}
		c, err := NewColumn(tc.n)
		checkErr(t, "NewColumn", err, tc.wantErr)
		if err == nil && c.Int() != tc.n {
			t.Errorf("NewColumn(%d).Int() = %d", tc.n, c.Int())
		}
	}
}

func TestZeroValues(t *testing.T) {
	got := []string{Line{}.String(), Column{}.String(), Position{}.String(), LineRange{}.String()}
	want := []string{"1", "1", "1:1", "1"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("zero values (-want +got):\n%s", diff)
	}
	if (Line{}) != mustLine(t, 1) || (Position{}) != mustPos(t, 1, 1) || (LineRange{}) != mustLines(t, 1, 1) {
		t.Error("zero values differ from line 1, position 1:1, range 1-1")
	}
}

func TestNewPosition(t *testing.T) {
	for _, tc := range []struct {
		line, col int
		want      string
		wantErr   bool
	}{
		{1, 1, "1:1", false},
		{3, 7, "3:7", false},
		{0, 1, "", true},
		{1, 0, "", true},
		{-2, 5, "", true},
		{5, MaxColumn + 1, "", true},
	} {
		p, err := NewPosition(tc.line, tc.col)
		checkErr(t, "NewPosition", err, tc.wantErr)
		if err != nil {
			continue
		}
		if p.String() != tc.want || p.Line().Int() != tc.line || p.Column().Int() != tc.col {
			t.Errorf("NewPosition(%d, %d) = %v, want %s", tc.line, tc.col, p, tc.want)
		}
		if PositionAt(p.Line(), p.Column()) != p {
			t.Errorf("PositionAt(%v, %v) != %v", p.Line(), p.Column(), p)
		}
	}
}

func TestCompare(t *testing.T) {
	l2, l5 := mustLine(t, 2), mustLine(t, 5)
	got := []any{l2.Compare(l5), l5.Compare(l2), l2.Compare(l2), l2.Before(l5), l5.Before(l2), l2.Before(l2)}
	want := []any{-1, 1, 0, true, false, false}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Line compare (-want +got):\n%s", diff)
	}
	c2, c5 := Column{i: 1}, Column{i: 4}
	got = []any{c2.Compare(c5), c5.Compare(c2), c2.Compare(c2), c2.Before(c5), c5.Before(c2)}
	want = []any{-1, 1, 0, true, false}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Column compare (-want +got):\n%s", diff)
	}
	p := []Position{mustPos(t, 1, 9), mustPos(t, 2, 1), mustPos(t, 2, 3)}
	got = []any{p[0].Compare(p[1]), p[1].Compare(p[2]), p[2].Compare(p[1]), p[2].Compare(p[2]), p[0].Before(p[2]), p[2].Before(p[0])}
	want = []any{-1, -1, 1, 0, true, false}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Position compare (-want +got):\n%s", diff)
	}
}

func TestLineRangeConstructors(t *testing.T) {
	for _, tc := range []struct {
		start, end int
		want       string
		wantErr    bool
	}{
		{1, 1, "1", false},
		{3, 7, "3-7", false},
		{12, 12, "12", false},
		{1, MaxLine, "1-2147483647", false},
		{7, 3, "", true}, // reversed: only the parser normalises
		{0, 3, "", true},
		{3, 0, "", true},
		{-1, 3, "", true},
		{1, MaxLine + 1, "", true},
	} {
		r, err := LinesOf(tc.start, tc.end)
		checkErr(t, "LinesOf", err, tc.wantErr)
		if err == nil && r.String() != tc.want {
			t.Errorf("LinesOf(%d, %d) = %v, want %s", tc.start, tc.end, r, tc.want)
		}
		if tc.start < 1 || tc.end < 1 || tc.start > MaxLine || tc.end > MaxLine {
			continue
		}
		r2, err := NewLineRange(mustLine(t, tc.start), mustLine(t, tc.end))
		checkErr(t, "NewLineRange", err, tc.wantErr)
		if diff := cmp.Diff(r, r2, cmpOpts); diff != "" {
			t.Errorf("NewLineRange differs from LinesOf (-LinesOf +NewLineRange):\n%s", diff)
		}
	}
	if diff := cmp.Diff(mustLines(t, 4, 4), OneLine(mustLine(t, 4)), cmpOpts); diff != "" {
		t.Errorf("OneLine (-want +got):\n%s", diff)
	}
}

func TestLineRangeMethods(t *testing.T) {
	r := mustLines(t, 3, 7)
	type result struct {
		Start, End, Len int
		Contains        []bool
	}
	got := result{Start: r.Start().Int(), End: r.End().Int(), Len: r.Len()}
	for _, n := range []int{1, 2, 3, 5, 7, 8} {
		got.Contains = append(got.Contains, r.Contains(mustLine(t, n)))
	}
	want := result{Start: 3, End: 7, Len: 5, Contains: []bool{false, false, true, true, true, false}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("LineRange 3-7 (-want +got):\n%s", diff)
	}
	if n := OneLine(mustLine(t, 9)).Len(); n != 1 {
		t.Errorf("OneLine(9).Len() = %d, want 1", n)
	}

	for _, tc := range []struct {
		a, b LineRange
		want bool
	}{
		{mustLines(t, 3, 7), mustLines(t, 7, 9), true},
		{mustLines(t, 3, 7), mustLines(t, 8, 9), false},
		{mustLines(t, 3, 7), mustLines(t, 1, 2), false},
		{mustLines(t, 3, 7), mustLines(t, 1, 3), true},
		{mustLines(t, 3, 7), mustLines(t, 4, 5), true},
		{mustLines(t, 4, 5), mustLines(t, 3, 7), true},
		{mustLines(t, 5, 5), mustLines(t, 5, 5), true},
	} {
		if got := tc.a.Overlaps(tc.b); got != tc.want {
			t.Errorf("%v.Overlaps(%v) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}
