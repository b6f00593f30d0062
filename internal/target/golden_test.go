package target

import (
	"context"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/locus-dev/locus/internal/golden"
)

// TestTreeGolden builds the structure tree of the first file of each
// testdata/trees/*.txtar archive and compares its dump, one structure a
// line with its label, kind and lines, with the archive's "tree" file.
func TestTreeGolden(t *testing.T) {
	golden.Outputs(t, "testdata/trees/*.txtar", func(t *testing.T, input txtar.File) []golden.Output {
		tree, err := Build(context.Background(), input.Name, input.Data)
		if err != nil {
			t.Fatal(err)
		}
		return []golden.Output{{Name: "tree", Got: dump(tree)}}
	})
}
