package tools

import (
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/locus-dev/locus/internal/golden"
	"github.com/locus-dev/locus/internal/workspace"
)

// TestGolden runs the calls of each testdata/*.txtar archive: files named
// "call NAME" hold a tool name on their first line and its JSON arguments
// after it; "call NAME.out" holds what the model would read (the text, or
// "CODE: message"). Every call runs on a fresh copy of the archive's other
// files. -update rewrites the .out files.
func TestGolden(t *testing.T) {
	golden.Cases(t, "testdata/*.txtar", "call ", func(t *testing.T, inputs []txtar.File, c txtar.File) string {
		root, err := workspace.Open(writeTree(t, inputs))
		if err != nil {
			t.Fatal(err)
		}
		name, args, _ := strings.Cut(string(c.Data), "\n")
		return callText(t, &Env{Root: root}, c.Name, name, []byte(args))
	})
}
