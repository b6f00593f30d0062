package target

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/tools/txtar"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestTreeGolden builds the structure tree of the first file of each
// testdata/trees/*.txtar archive and compares its dump, one structure a
// line with its label, kind and lines, with the archive's "tree" file.
func TestTreeGolden(t *testing.T) {
	archives, _ := filepath.Glob("testdata/trees/*.txtar")
	if len(archives) == 0 {
		t.Fatal("no archives")
	}
	for _, path := range archives {
		t.Run(filepath.Base(path), func(t *testing.T) {
			ar, err := txtar.ParseFile(path)
			if err != nil {
				t.Fatal(err)
			}
			in := ar.Files[0]
			tree, err := Build(context.Background(), in.Name, in.Data)
			if err != nil {
				t.Fatal(err)
			}
			got := dump(tree)
			if *update {
				ar.Files = []txtar.File{in, {Name: "tree", Data: []byte(got)}}
				if err := os.WriteFile(path, txtar.Format(ar), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if len(ar.Files) < 2 {
				t.Fatal("no tree file; run with -update")
			}
			if diff := cmp.Diff(string(ar.Files[1].Data), got); diff != "" {
				t.Errorf("tree differs (-golden +got; -update to accept):\n%s", diff)
			}
		})
	}
}
