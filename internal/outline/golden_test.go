package outline_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/locus-dev/locus/internal/golden"
	"github.com/locus-dev/locus/internal/outline"
)

// TestGolden parses the first file of each testdata/golden/*.txtar archive
// and compares the renderings with the archive's other files:
// skeleton.txt, table.txt (children auto, hover), table0.txt (index base
// 0, no hover) and outline.json (the model). -update rewrites them.
func TestGolden(t *testing.T) {
	golden.Outputs(t, "testdata/golden/*.txtar", func(t *testing.T, input txtar.File) []golden.Output {
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
		return []golden.Output{
			{Name: "skeleton.txt", Got: outline.Skeleton(f, text)},
			{Name: "table.txt", Got: outline.Table(f, text, outline.TableOptions{Children: outline.ChildrenAuto, Hover: true, IndexBase: 1})},
			{Name: "table0.txt", Got: outline.Table(f, text, outline.TableOptions{Children: outline.ChildrenYes, IndexBase: 0})},
			{Name: "outline.json", Got: model.String()},
		}
	})
}

// TestGoldenInputsEndInNewline guards against archives whose input lost its
// final newline, which would change every range.
func TestGoldenInputsEndInNewline(t *testing.T) {
	for _, path := range golden.Glob(t, "testdata/golden/*.txtar") {
		if d := golden.Read(t, path).Files[0].Data; len(d) > 0 && !bytes.HasSuffix(d, []byte("\n")) || strings.Contains(string(d), "\r") {
			t.Errorf("%s: input must end in a newline and use LF", path)
		}
	}
}
