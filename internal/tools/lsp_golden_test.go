package tools

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/golden"
	"github.com/locus-dev/locus/internal/lsp"
	"github.com/locus-dev/locus/internal/session"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/workspace"
)

// TestLSPGolden runs the sessions of testdata/lsp/*.txtar against real
// language servers. An archive's comment names the server it needs
// ("server: gopls") and the programs its checks run ("needs: go"). Its
// files named "step NN ..." are the session (see sessionStep: tool calls,
// file writes and checks), run in order on one copy of the other files.
// A missing server or program fails the test when CI=true and skips it
// otherwise. -update rewrites the .out files.
func TestLSPGolden(t *testing.T) {
	golden.Steps(t, "testdata/lsp/*.txtar", "step ", func(t *testing.T, a *golden.Archive) golden.Step {
		t.Parallel()
		requireFor(t, a.Comment)
		dir := writeTree(t, a.Inputs)
		root, err := workspace.Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(filepath.Join(dir, lsp.ConfigFile)); err == nil {
			if _, err := lsp.Trust(root, false); err != nil { // the user trusts the project's servers
				t.Fatal(err)
			}
		}
		env := &Env{Root: root, Session: session.For(root, session.Options{})}
		t.Cleanup(env.Session.Close)
		return func(t *testing.T, st txtar.File) (string, bool) {
			got, ok := sessionStep(t, env, dir, st)
			if goroot := goRoot(); goroot != "" {
				got = strings.ReplaceAll(got, goroot, "$GOROOT")
			}
			return got, ok
		}
	})
}

// requireFor checks the server and programs an archive's comment names.
func requireFor(t *testing.T, comment string) {
	t.Helper()
	empty, err := workspace.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	specs, _ := lsp.Specs(empty, syntax.LanguageIDs)
	for _, line := range strings.Split(comment, "\n") {
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		for _, name := range strings.Fields(val) {
			switch strings.TrimSpace(key) {
			case "server":
				found := false
				for i := range specs {
					if specs[i].Name == name {
						found = specs[i].Program() != ""
					}
				}
				if !found {
					missing(t, "language server "+name)
				}
				notRunning(t, name)
			case "needs":
				if _, err := exec.LookPath(name); err != nil {
					missing(t, name)
				}
			}
		}
	}
}

// missing fails the test under CI, where everything must be installed, and
// skips it elsewhere.
func missing(t *testing.T, what string) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatalf("%s is not installed; scripts/test.sh installs it", what)
	}
	t.Skipf("%s is not installed (scripts/test.sh installs it)", what)
}

// serverChecks are doctor's checks of the built-in servers, once per run.
var serverChecks = sync.OnceValue(func() []lsp.Check {
	empty, err := workspace.Open(os.TempDir())
	if err != nil {
		return nil
	}
	checks, _ := lsp.Doctor(context.Background(), empty, syntax.LanguageIDs)
	return checks
})

// notRunning skips the test, outside CI, when the server's program is
// found but does not run (rustup's rust-analyzer proxy without a
// toolchain): the test would fail on the machine, not on locus. Under CI
// the test goes on and fails.
func notRunning(t *testing.T, name string) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		return
	}
	for _, c := range serverChecks() {
		if c.Name == name && c.Program != "" && c.Version == "" && c.Problem != "" {
			t.Skipf("language server %s: %s %s; install one that runs: %s", name, c.Program, c.Problem, c.Install)
		}
	}
}

// goRoot is the Go installation's root, for answers that name its files.
var goRoot = sync.OnceValue(corpus.GoRoot)
