package xref_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/tools/txtar"

	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/xref"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestGolden extracts the first file of each testdata/golden/*.txtar archive
// and compares the result with the archive's occurrences.txt (one line per
// occurrence: line:col role name, and [qualifier] when there is one) and
// imports.txt. -update rewrites them.
func TestGolden(t *testing.T) {
	archives, _ := filepath.Glob("testdata/golden/*.txtar")
	if len(archives) == 0 {
		t.Fatal("no golden archives")
	}
	for _, path := range archives {
		t.Run(filepath.Base(path), func(t *testing.T) {
			ar, err := txtar.ParseFile(path)
			if err != nil {
				t.Fatal(err)
			}
			input := ar.Files[0]
			occs, imps := extract(t, input.Name, input.Data)
			got := map[string]string{
				"occurrences.txt": formatOccurrences(occs),
				"imports.txt":     formatImports(imps),
			}
			names := []string{"occurrences.txt", "imports.txt"}
			if *update {
				ar.Files = []txtar.File{input}
				for _, name := range names {
					ar.Files = append(ar.Files, txtar.File{Name: name, Data: []byte(got[name])})
				}
				if err := os.WriteFile(path, txtar.Format(ar), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			found := 0
			for _, file := range ar.Files[1:] {
				want, ok := got[file.Name]
				if !ok {
					t.Errorf("unknown golden file %s", file.Name)
					continue
				}
				found++
				if diff := cmp.Diff(string(file.Data), want); diff != "" {
					t.Errorf("%s differs (-golden +got; run with -update to accept):\n%s", file.Name, diff)
				}
			}
			if found != len(got) {
				t.Errorf("archive has %d of %d golden files; run with -update", found, len(got))
			}
		})
	}
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
		b.WriteByte('\n')
	}
	return b.String()
}
