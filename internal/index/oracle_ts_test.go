package index

// The TypeScript reference oracle: References against the compiler's
// LanguageService.findReferences (testdata/oracle/tsrefs.js) on rxjs's
// TypeScript sources.
//
// Measured (typescript 6.0.3, rxjs 7.8.2, seed 11; 150 symbols, 30 under
// -short):
//
//	kind                symbols  oracle  index  both  recall   precision
//	function                 60     417    417   416   99.76%  99.76%
//	class                    30     858    858   858  100.00%  100.00%
//	method                   60    1031   1852   926   89.82%  50.00%
//	method, own              60     502   1852   500   99.60%  27.00%
//	function as mod.f        60     417    433   416   99.76%  96.07%
//	class as mod.C           30     858    858   858  100.00%  100.00%
//
// ("method" counts what findReferences groups with a method: calls through
// the interface member it implements and its overrides; "method, own" only
// the method's own references. The index follows a class's ancestry for
// this.M and super.M, which findReferences does not: super.next in
// BehaviorSubject is Subject's next alone, so "method" misses what it
// groups with the subclasses' next. 106 {@link} in comments left out.)

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// tsSym is a symbol as tsrefs.js prints it.
type tsSym struct {
	Kind, Label, Name, Path string
	Line, Column            int
	// Truth are the references to the symbol and its aliases, Related
	// those to the symbols findReferences groups with it (the interface
	// members a method implements, its overrides).
	Truth, Related []string
}

// TestReferencesOracleTypeScript compares References with findReferences
// of the TypeScript compiler (test/lsp-servers pins it) on the src/ of
// rxjs (testdata/oracle/ts pins it; npm ci installs it in a temporary
// folder). Without node, npm, the typescript package or the registry the
// test is skipped, except under CI=true. Bars: the figures measured, less a
// margin, so that a regression fails.
func TestReferencesOracleTypeScript(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		needTool(t, "node is not installed")
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		needTool(t, "npm is not installed")
	}
	tsDir, err := filepath.Abs(filepath.Join("..", "..", "test", "lsp-servers", "node_modules", "typescript"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(tsDir, "package.json")); err != nil {
		needTool(t, "the typescript package is missing (cd test/lsp-servers && npm ci)")
	}

	// rxjs, installed from the lock file, its src/ copied to be the workspace
	install := t.TempDir()
	for _, f := range []string{"package.json", "package-lock.json"} {
		data, err := os.ReadFile(filepath.Join("testdata", "oracle", "ts", f))
		if err != nil {
			t.Fatal(err)
		}
		writeFiles(t, install, map[string]string{f: string(data)})
	}
	cmd := exec.Command(npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error")
	cmd.Dir = install
	if out, err := cmd.CombinedOutput(); err != nil {
		needTool(t, "npm ci of testdata/oracle/ts failed: %v\n%s", err, out)
	}
	src := filepath.Join(install, "node_modules", "rxjs", "src")
	dir := t.TempDir()
	err = filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".ts") {
			return err
		}
		r, _ := filepath.Rel(src, p)
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		writeFiles(t, dir, map[string]string{filepath.ToSlash(r): string(data)})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}

	n := []int{60, 30, 60}
	if testing.Short() {
		n = []int{10, 10, 10}
	}
	script, err := filepath.Abs(filepath.Join("testdata", "oracle", "tsrefs.js"))
	if err != nil {
		t.Fatal(err)
	}
	cmd = exec.Command(node, script, tsDir, dir, "11", strconv.Itoa(n[0]), strconv.Itoa(n[1]), strconv.Itoa(n[2]))
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("tsrefs.js: %v", err)
	}
	var res struct {
		Symbols  []tsSym
		Files    int
		Comments int
		NotName  int
	}
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatal(err)
	}
	if len(res.Symbols) != n[0]+n[1]+n[2] {
		t.Fatalf("tsrefs.js drew %d symbols, want %d", len(res.Symbols), n[0]+n[1]+n[2])
	}

	x := openIndex(t, dir, Options{Window: 1 << 62})
	refresh(t, x)
	tallies := map[string]*refTally{}
	var order []*refTally
	for _, kind := range []string{"function", "class", "method", "method, own", "function as mod.f", "class as mod.C"} {
		tallies[kind] = &refTally{kind: kind}
		order = append(order, tallies[kind])
	}
	for _, s := range res.Symbols {
		k := tallies[s.Kind]
		truth, own := map[string]bool{}, map[string]bool{}
		for _, p := range s.Truth {
			truth[p], own[p] = true, true
		}
		for _, p := range s.Related {
			truth[p] = true
		}
		query, got, ok := indexRefs(t, x, s.Path, s.Line, s.Column, s.Name)
		if !ok {
			k.noSpot++
			query = s.Label
		}
		k.add(query, truth, got)
		if s.Kind == "method" {
			// the same against the references to the method itself
			tallies["method, own"].add(query, own, got)
			continue
		}
		q := strings.TrimSuffix(filepath.Base(s.Path), ".ts") + "." + s.Name
		tallies[map[string]string{"function": "function as mod.f", "class": "class as mod.C"}[s.Kind]].add(q, truth, refsOf(t, x, q))
	}
	t.Logf("References against findReferences on %d files of rxjs 7.8.2's src (seed 11; left out: %d {@link} in comments, %d references not by the name):\n%s", res.Files, res.Comments, res.NotName, refReport("typescript", order, 8))
	checkBars(t, tallies["function"], 0.99, 0.99, "")
	checkBars(t, tallies["class"], 0.99, 0.99, "")
	checkBars(t, tallies["method"], 0.88, 0.49, "x.next counts for Subject.next wherever the file does not type x as a type outside Subject's family with its own next (a parameter typed by an interface of the family, an untyped callback's argument), and this.M and super.M count for the member the class's ancestry reaches, not for the whole family findReferences groups (super.next in BehaviorSubject is not BehaviorSubject.next)")
	checkBars(t, tallies["method, own"], 0.99, 0.26, "as for method, against the references to the method alone: an override's references count (x.next where x is a Subscriber)")
	checkBars(t, tallies["function as mod.f"], 0.99, 0.95, "")
	checkBars(t, tallies["class as mod.C"], 0.99, 0.99, "")
}
