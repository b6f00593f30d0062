package tools

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/journal"
	"github.com/locus-dev/locus/internal/workspace"
)

// stampRE matches the times the journal's answers print.
var stampRE = regexp.MustCompile(`\d{4}-\d\d-\d\d \d\d:\d\d:\d\d`)

// TestSessionGolden runs the sessions of testdata/session/*.txtar: tools
// whose answers depend on the calls before them (undo). As in
// TestIndexGolden, the files named "step NN TOOL" are calls run in order
// on one copy of the other files, and "step NN write PATH" writes a file
// as another program would. Each session has a journal of its own, and
// the times in answers are written TIME. -update rewrites the .out files.
func TestSessionGolden(t *testing.T) {
	archives, _ := filepath.Glob("testdata/session/*.txtar")
	if len(archives) == 0 {
		t.Fatal("no archives")
	}
	for _, path := range archives {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txtar"), func(t *testing.T) {
			t.Setenv(journal.EnvStateDir, t.TempDir())
			g := readGolden(t, path, "step ")
			dir := writeTree(t, g.inputs)
			root, err := workspace.Open(dir)
			if err != nil {
				t.Fatal(err)
			}
			env := &Env{Root: root}
			for _, st := range g.steps {
				g.step(st)
				fields := strings.Fields(st.Name)
				if len(fields) < 3 {
					t.Fatalf("%s: a step is named 'step NN TOOL' or 'step NN write PATH'", st.Name)
				}
				if fields[2] == "write" {
					if err := os.WriteFile(filepath.Join(dir, fields[3]), st.Data, 0o644); err != nil {
						t.Fatal(err)
					}
					continue
				}
				got := callText(t, env, st.Name, fields[2], st.Data)
				g.check(t, st, stampRE.ReplaceAllString(got, "TIME"))
			}
			g.save(t)
		})
	}
}
