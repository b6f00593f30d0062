package xref_test

import (
	"fmt"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/locus-dev/locus/internal/golden"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/xref"
)

// TestGolden extracts the first file of each testdata/golden/*.txtar archive
// and compares the result with the archive's occurrences.txt (one line per
// occurrence: line:col role name, and [qualifier] when there is one) and
// imports.txt. -update rewrites them.
func TestGolden(t *testing.T) {
	golden.Outputs(t, "testdata/golden/*.txtar", func(t *testing.T, input txtar.File) []golden.Output {
		occs, imps := extract(t, input.Name, input.Data)
		return []golden.Output{
			{Name: "occurrences.txt", Got: formatOccurrences(occs)},
			{Name: "imports.txt", Got: formatImports(imps)},
		}
	})
}

// extract parses text as the language of name and extracts it.
func extract(t testing.TB, name string, text []byte) ([]xref.Occurrence, []xref.Import) {
	t.Helper()
	lang := syntax.ForPath(name, nil)
	if lang == nil {
		t.Fatalf("no language for %s", name)
	}
	var occs []xref.Occurrence
	var imps []xref.Import
	err := lang.Parse(text, func(root syntax.Node) error {
		occs, imps = xref.Extract(lang, text, root)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return occs, imps
}

func formatOccurrences(occs []xref.Occurrence) string {
	var b strings.Builder
	for _, o := range occs {
		fmt.Fprintf(&b, "%d:%d %s %s", o.Line, o.Col, o.Role, o.Name)
		if o.Qualifier != "" {
			fmt.Fprintf(&b, " [%s]", o.Qualifier)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func formatImports(imps []xref.Import) string {
	var b strings.Builder
	for _, i := range imps {
		fmt.Fprintf(&b, "%d %q as %q", i.Line, i.Path, i.Name)
		if i.Symbol != "" {
			fmt.Fprintf(&b, " symbol %q", i.Symbol)
		}
		if i.Export {
			b.WriteString(" export")
		}
		b.WriteByte('\n')
	}
	return b.String()
}
