package tools

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/index"
	"github.com/locus-dev/locus/internal/session"
	"github.com/locus-dev/locus/internal/workspace"
)

// The map never exceeds its budget, on real code and for budgets from tiny
// to large, and says what it left out when it leaves something out.
func TestRepoMapBudget(t *testing.T) {
	src := filepath.Join(corpus.GoRoot(), "src")
	dir := t.TempDir()
	for _, pkg := range []string{"container/list", "container/ring", "sort", "strings", "bufio"} {
		entries, err := os.ReadDir(filepath.Join(src, pkg))
		if err != nil {
			t.Skipf("no Go tree: %v", err)
		}
		for _, e := range entries {
			if !strings.HasSuffix(e.Name(), ".go") {
				continue
			}
			b, err := os.ReadFile(filepath.Join(src, pkg, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			os.MkdirAll(filepath.Join(dir, pkg), 0o755)
			if err := os.WriteFile(filepath.Join(dir, pkg, e.Name()), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	env := &Env{Root: root, Session: session.For(root, session.Options{DB: filepath.Join(t.TempDir(), "index.db")})}
	for _, budget := range []int{50, 80, 200, 1000, 4000, 20000} {
		res, err := runRepoMap(context.Background(), env, repoMapIn{MaxTokens: &budget})
		if err != nil {
			t.Fatal(err)
		}
		n, err := countTokens(res.Text)
		if err != nil {
			t.Fatal(err)
		}
		if n > budget {
			t.Errorf("budget %d: the map has %d tokens", budget, n)
		}
		st := res.Structured.(map[string]any)
		if st["files_shown"].(int) < st["files"].(int) && !strings.Contains(res.Text, "left out: ") && !strings.Contains(res.Text, "none fits") {
			t.Errorf("budget %d: files were left out without saying so:\n%s", budget, res.Text)
		}
		if budget >= 1000 && !strings.Contains(res.Text, "strings/") {
			t.Errorf("budget %d: the map names no file of strings:\n%s", budget, res.Text)
		}
		// what the map shows: declarations, no fields, tests after the code
		seenTest := false
		for _, f := range st["shown"].([]index.RankedFile) {
			if strings.HasSuffix(f.Path, "_test.go") {
				seenTest = true
			} else if seenTest {
				t.Errorf("budget %d: %s after a test file:\n%s", budget, f.Path, res.Text)
			}
			for _, s := range f.Symbols {
				if s.Kind == "field" || s.Container != "" && (s.Kind == "variable" || s.Kind == "constant") {
					t.Errorf("budget %d: %s %s shown", budget, s.Kind, s.QName)
				}
			}
		}
	}
}
