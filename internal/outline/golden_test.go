package outline_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/tools/txtar"

	"github.com/locus-dev/locus/internal/outline"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestGolden parses the first file of each testdata/golden/*.txtar archive
// and compares the renderings with the archive's other files:
// outline.json (the model), skeleton.txt, table.txt (children auto, hover)
// and table0.txt (index base 0, no hover). -update rewrites them.
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
			text := input.Data
			f, err := outline.Parse(input.Name, text)
			if err != nil {
				t.Fatal(err)
			}
			if err := outline.Check(f); err != nil {
				t.Errorf("coverage: %v", err)
			}
			var model strings.Builder
			enc := json.NewEncoder(&model)
			enc.SetEscapeHTML(false)
			enc.SetIndent("", "  ")
			if err := enc.Encode(f); err != nil {
				t.Fatal(err)
			}
			got := map[string]string{
				"outline.json": model.String(),
				"skeleton.txt": outline.Skeleton(f, text),
				"table.txt":    outline.Table(f, text, outline.TableOptions{Children: outline.ChildrenAuto, Hover: true, IndexBase: 1}),
				"table0.txt":   outline.Table(f, text, outline.TableOptions{Children: outline.ChildrenYes, IndexBase: 0}),
			}
			if *update {
				ar.Files = []txtar.File{input}
				for _, name := range []string{"skeleton.txt", "table.txt", "table0.txt", "outline.json"} {
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

// TestGoldenInputsEndInNewline guards against archives whose input lost its
// final newline, which would change every range.
func TestGoldenInputsEndInNewline(t *testing.T) {
	archives, _ := filepath.Glob("testdata/golden/*.txtar")
	for _, path := range archives {
		ar, err := txtar.ParseFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if d := ar.Files[0].Data; len(d) > 0 && !bytes.HasSuffix(d, []byte("\n")) || strings.Contains(string(d), "\r") {
			t.Errorf("%s: input must end in a newline and use LF", path)
		}
	}
}
