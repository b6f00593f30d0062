package textpos

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/locus-dev/locus/internal/fault"
)

// cmpOpts shows Lines and Columns as their 1-based numbers in diffs.
var cmpOpts = cmp.Options{
	cmp.AllowUnexported(Position{}, LineRange{}),
	cmp.Transformer("Line", Line.Int),
	cmp.Transformer("Column", Column.Int),
}

// checkErr fails t unless err is nil when wantErr is false, or an
// INVALID_ARGUMENT *fault.Error when wantErr is true.
func checkErr(t *testing.T, what string, err error, wantErr bool) {
	t.Helper()
	switch {
	case wantErr && err == nil:
		t.Errorf("%s: got no error, want INVALID_ARGUMENT", what)
	case !wantErr && err != nil:
		t.Errorf("%s: unexpected error: %v", what, err)
	case wantErr && fault.CodeOf(err) != fault.InvalidArgument:
		t.Errorf("%s: got error %v, want code INVALID_ARGUMENT", what, err)
	}
}

func mustLine(t testing.TB, n int) Line {
	t.Helper()
	l, err := NewLine(n)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func mustPos(t testing.TB, line, col int) Position {
	t.Helper()
	p, err := NewPosition(line, col)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func mustLines(t testing.TB, start, end int) LineRange {
	t.Helper()
	r, err := LinesOf(start, end)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
