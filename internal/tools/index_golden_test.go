package tools

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/journal"
	"github.com/locus-dev/locus/internal/lsp"
	"github.com/locus-dev/locus/internal/session"
	"github.com/locus-dev/locus/internal/workspace"
)

// TestMain keeps the indexes that tests open out of the user's cache, and
// the journal of their writes out of the user's state folder.
func TestMain(m *testing.M) {
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
// TestLSPGolden, the files named "step NN TOOL" are calls run in order on
// one copy of the other files, and "step NN write PATH" writes a file as
// another program would (the next answer must see it). -update rewrites
// the .out files.
func TestIndexGolden(t *testing.T) {
	t.Setenv("PATH", "")                 // no language server: the index answers
	t.Setenv("LOCUS_TOOLS", t.TempDir()) // nor one that install-servers put in the tools folder
	archives, _ := filepath.Glob("testdata/index/*.txtar")
	if len(archives) == 0 {
		t.Fatal("no archives")
	}
	for _, path := range archives {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txtar"), func(t *testing.T) {
			g := readGolden(t, path, "step ")
			dir := writeTree(t, g.inputs)
			root, err := workspace.Open(dir)
			if err != nil {
				t.Fatal(err)
			}
			env := &Env{Root: root, Session: session.For(root, session.Options{DB: filepath.Join(t.TempDir(), "index.db")})}
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
				g.check(t, st, callText(t, env, st.Name, fields[2], st.Data))
			}
			g.save(t)
		})
	}
}
