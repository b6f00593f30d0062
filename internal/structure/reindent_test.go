package structure_test

import (
	"encoding/json"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/structure"
	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/workspace"
)

// TestReplaceDedentedOnRealFiles replaces every function and method of 40
// files of the Python standard library (chosen with a fixed seed) with its
// own text, as read_structure gives it, dedented to zero indent: the
// re-indent must give the file back byte for byte. Continuation lines,
// implicit string concatenations, multi-line strings and comments inside
// nested definitions are all there. The lines inside multi-line strings
// are Python's own answer (testdata/pystrings.py: its tokenizer), and keep
// their bytes in the dedented text, as the string's value; every other
// line loses the first line's indentation. A definition with a code line
// less indented than its first (a comment at column 0 inside a method) is
// not compared: at zero indent that line cannot say where it was.
func TestReplaceDedentedOnRealFiles(t *testing.T) {
	var py *corpus.Corpus
	for _, c := range corpus.Standard(t) {
		if c.Lang == "python" {
			py = &c
		}
	}
	if py == nil {
		t.Skip("no Python standard library on this machine")
	}
	dir := t.TempDir()
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	e := &structure.Editor{Root: root}
	files := py.Files()
	rng := rand.New(rand.NewSource(1))
	var chosen []*propFile
	var paths []string
	for _, i := range rng.Perm(len(files)) {
		if len(chosen) == 40 {
			break
		}
		if f := copyFile(t, root, *py, files[i], len(chosen)); f != nil {
			chosen = append(chosen, f)
			paths = append(paths, files[i])
		}
	}
	inString := pythonStringLines(t, paths)
	checked, defs, outdented := 0, 0, 0
	for k, f := range chosen {
		checked++
		tree := f.tree()
		var walk func(s *target.Structure)
		walk = func(s *target.Structure) {
			for _, c := range s.Children {
				walk(c)
			}
			if s.Symbol == nil || s.Kind != "function" && s.Kind != "method" || !resolvesTo(tree, s) {
				return
			}
			defs++
			tgt := s.Target()
			text, ok := f.read(tgt)
			if !ok {
				return
			}
			first, _ := s.Lines().Ints()
			content, ok := dedent(text, first, inString[paths[k]])
			if !ok {
				outdented++
				return
			}
			res, err := e.Replace(f.name, tgt, content, structure.Options{DryRun: true})
			switch {
			case err != nil:
				t.Errorf("%s: replace_structure %q with its own text at zero indent: %v", f.desc, tgt, err)
			case len(res.Warnings) > 0:
				t.Errorf("%s: replace_structure %q with its own text at zero indent warned %v", f.desc, tgt, res.Warnings)
			case res.Diff != "":
				t.Errorf("%s: replace_structure %q with its own text at zero indent changed the file:\n%s", f.desc, tgt, res.Diff)
			}
		}
		f.t = t
		walk(tree.Root)
		_ = os.Remove(f.abs)
	}
	t.Logf("%d functions and methods of %d files replaced with their own text at zero indent; %d not compared (a code line less indented than the first)", defs, checked, outdented)
	if defs == 0 {
		t.Error("no function or method was checked")
	}
}

// dedent takes the first line's indentation off every line of text (its
// first line is line first of the file) that is not inside a string (the
// lines of the file inString names); false when a line that is not blank
// and not inside a string lacks that indentation.
func dedent(text string, first int, inString map[int]bool) (string, bool) {
	lines := strings.Split(text, "\n")
	indent := lines[0][:len(lines[0])-len(strings.TrimLeft(lines[0], " \t"))]
	for i, l := range lines {
		if inString[first+i] {
			continue
		}
		cut, ok := strings.CutPrefix(l, indent)
		if !ok && strings.TrimSpace(l) != "" {
			return "", false
		}
		lines[i] = cut
	}
	return strings.Join(lines, "\n"), true
}

// pythonStringLines runs testdata/pystrings.py once over paths: for each,
// the lines inside its multi-line strings.
func pythonStringLines(t *testing.T, paths []string) map[string]map[int]bool {
	t.Helper()
	cmd := exec.Command("python3", filepath.Join("testdata", "pystrings.py"))
	cmd.Stdin = strings.NewReader(strings.Join(paths, "\n") + "\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pystrings.py: %v", err)
	}
	res := map[string]map[int]bool{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		var r struct {
			Path  string `json:"path"`
			Lines []int  `json:"lines"`
			Error string `json:"error"`
		}
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatalf("pystrings.py: %v: %.200s", err, line)
		}
		if r.Error != "" {
			t.Fatalf("pystrings.py cannot read %s: %s", r.Path, r.Error)
		}
		res[r.Path] = map[int]bool{}
		for _, l := range r.Lines {
			res[r.Path][l] = true
		}
	}
	return res
}
