package tools

import (
	"flag"
	"path/filepath"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/workspace"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestGolden runs the calls of each testdata/*.txtar archive: files named
// "call NAME" hold a tool name on their first line and its JSON arguments
// after it; "call NAME.out" holds what the model would read (the text, or
// "CODE: message"). Every call runs on a fresh copy of the archive's other
// files. -update rewrites the .out files.
func TestGolden(t *testing.T) {
	archives, _ := filepath.Glob("testdata/*.txtar")
	if len(archives) == 0 {
		t.Fatal("no archives")
	}
	for _, path := range archives {
		t.Run(filepath.Base(path), func(t *testing.T) {
			g := readGolden(t, path, "call ")
			for _, c := range g.steps {
				g.step(c)
				root, err := workspace.Open(writeTree(t, g.inputs))
				if err != nil {
					t.Fatal(err)
				}
				name, args, _ := strings.Cut(string(c.Data), "\n")
				g.check(t, c, callText(t, &Env{Root: root}, c.Name, name, []byte(args)))
			}
			g.save(t)
		})
	}
}
