package tools

import (
	"regexp"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/locus-dev/locus/internal/golden"
	"github.com/locus-dev/locus/internal/journal"
	"github.com/locus-dev/locus/internal/workspace"
)

// stampRE matches the times the journal's answers print.
var stampRE = regexp.MustCompile(`\d{4}-\d\d-\d\d \d\d:\d\d:\d\d`)

// TestSessionGolden runs the sessions of testdata/session/*.txtar: tools
// whose answers depend on the calls before them (undo). As in
// TestIndexGolden, the files named "step NN ..." (see sessionStep) run in
// order on one copy of the other files. Each session has a journal of its
// own, and the times in answers are written TIME. -update rewrites the
// .out files.
func TestSessionGolden(t *testing.T) {
	golden.Steps(t, "testdata/session/*.txtar", "step ", func(t *testing.T, a *golden.Archive) golden.Step {
		t.Setenv(journal.EnvStateDir, t.TempDir())
		dir := writeTree(t, a.Inputs)
		root, err := workspace.Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		env := &Env{Root: root}
		return func(t *testing.T, st txtar.File) (string, bool) {
			got, ok := sessionStep(t, env, dir, st)
			return stampRE.ReplaceAllString(got, "TIME"), ok
		}
	})
}
