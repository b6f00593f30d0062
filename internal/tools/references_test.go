package tools

import (
	"testing"

	"github.com/locus-dev/locus/internal/lsp"
	"github.com/locus-dev/locus/internal/textpos"
)

// TestLinesByFile renders a language server's references with
// lines_only: one line per file, each line once however many references
// it holds.
func TestLinesByFile(t *testing.T) {
	loc := func(path string, line, col int) lsp.Location {
		p, err := textpos.NewPosition(line, col)
		if err != nil {
			t.Fatal(err)
		}
		sp, err := textpos.NewSpan(p, p)
		if err != nil {
			t.Fatal(err)
		}
		return lsp.Location{Path: path, Range: sp, Code: "x := f(f(1))"}
	}
	got := linesByFile([]lsp.Location{loc("a.go", 3, 1), loc("a.go", 17, 6), loc("a.go", 17, 8), loc("b/c.go", 2, 4)})
	want := "a.go: 3, 17\nb/c.go: 2\n"
	if got != want {
		t.Errorf("linesByFile = %q, want %q", got, want)
	}
	if got := linesByFile(nil); got != "" {
		t.Errorf("linesByFile(nil) = %q, want nothing", got)
	}
}
