package tools

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/locus-dev/locus/internal/golden"
	"github.com/locus-dev/locus/internal/journal"
	"github.com/locus-dev/locus/internal/lsp"
	"github.com/locus-dev/locus/internal/session"
	"github.com/locus-dev/locus/internal/workspace"
)

// TestMain keeps the indexes that tests open out of the user's cache, and
// the journal of their writes out of the user's state folder. The go
// command's build cache stays the user's (it is under the cache folder
// unless set): the checks that build Go code would build the standard
// library again in an empty one.
func TestMain(m *testing.M) {
	if out, err := exec.Command("go", "env", "GOCACHE").Output(); err == nil && os.Getenv("GOCACHE") == "" {
		os.Setenv("GOCACHE", strings.TrimSpace(string(out)))
	}
	dir, err := os.MkdirTemp("", "locus-tools-cache")
	if err == nil {
		os.Setenv("XDG_CACHE_HOME", dir)
		os.Setenv(lsp.EnvConfigDir, dir) // trusted projects
		os.Setenv(journal.EnvStateDir, dir)
	}
	code := m.Run()
	session.CloseAll()
	if err == nil {
		os.RemoveAll(dir)
	}
	os.Exit(code)
}

// TestIndexGolden runs the sessions of testdata/index/*.txtar: the tools
// that answer from the workspace index, with no language server. As in
// TestLSPGolden, the files named "step NN ..." (see sessionStep) run in
// order on one copy of the other files; a file written as another program
// would must be seen by the next answer. -update rewrites the .out files.
func TestIndexGolden(t *testing.T) {
	t.Setenv("PATH", "")                 // no language server: the index answers
	t.Setenv("LOCUS_TOOLS", t.TempDir()) // nor one that install-servers put in the tools folder
	golden.Steps(t, "testdata/index/*.txtar", "step ", func(t *testing.T, a *golden.Archive) golden.Step {
		dir := writeTree(t, a.Inputs)
		root, err := workspace.Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		env := &Env{Root: root, Session: session.For(root, session.Options{DB: filepath.Join(t.TempDir(), "index.db")})}
		return func(t *testing.T, st txtar.File) (string, bool) {
			got, ok := sessionStep(t, env, dir, st)
			return stampRE.ReplaceAllString(got, "TIME"), ok
		}
	})
}
