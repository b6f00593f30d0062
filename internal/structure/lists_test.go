package structure_test

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/structure"
	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/workspace"
)

// TestListSeparatorsOnRealFiles deletes every element of every
// comma-separated list locus addresses in real files: the members of npm's
// own package.json files and the constants of the JDK's enums (java.base
// java/util and java/lang, from src.zip). Each deletion must leave a file
// its language accepts: Python's json module for JSON (one python3 run
// reads every result), the grammar with no syntax error for Java. Then
// the element is inserted back (before the element after it, else after
// the one before it), and the file must be byte-identical to the original.
func TestListSeparatorsOnRealFiles(t *testing.T) {
	var files []listFile
	files = append(files, npmJSON(t)...)
	files = append(files, jdkEnums(t)...)
	if len(files) == 0 {
		if os.Getenv("CI") == "true" {
			t.Fatal("neither npm's package.json files nor the JDK's src.zip are on this machine (CI=true: required)")
		}
		t.Skip("neither npm's package.json files nor the JDK's src.zip are on this machine")
	}
	dir := t.TempDir()
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	results := t.TempDir() // the JSON results, checked by python3 at the end
	e := &structure.Editor{Root: root}
	counts := map[string]*[4]int{} // language -> elements, deletions accepted, restored byte for byte, irregular (not compared)
	nJSON := 0
	for n, lf := range files {
		name := fmt.Sprintf("f%03d/%s", n, filepath.Base(lf.name))
		abs := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(abs), 0o755); err != nil {
			t.Fatal(err)
		}
		write := func() {
			if err := os.WriteFile(abs, lf.data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		write()
		tree, err := target.Build(context.Background(), name, lf.data)
		if err != nil || len(tree.Model.ParseErrors) > 0 {
			continue
		}
		lang := tree.Model.Language
		if counts[lang] == nil {
			counts[lang] = &[4]int{}
		}
		for _, path := range listElements(tree.Root, nil) {
			s := at(tree.Root, path)
			tgt := s.Target()
			if r, err := tree.Resolve(tgt); err != nil || r != s {
				continue // not addressable alone
			}
			counts[lang][0]++
			// the element's own text, from its line's start when it starts the line
			from := s.Start
			for from > 0 && (lf.data[from-1] == ' ' || lf.data[from-1] == '\t') {
				from--
			}
			if from > 0 && lf.data[from-1] != '\n' {
				from = s.Start
			}
			text := string(lf.data[from:s.End])
			// a comment after the element on its last line is not part of
			// it: the file cannot come back byte for byte
			lineEnd := bytes.IndexByte(lf.data[s.End:], '\n')
			if lineEnd < 0 {
				lineEnd = len(lf.data) - s.End
			}
			rest := string(lf.data[s.End : s.End+lineEnd])
			irregular := strings.Contains(rest, "//") || strings.Contains(rest, "/*") || strings.TrimRight(rest, " \t") != rest
			// nor can the blank lines between the two elements of a list of two
			if els := siblingsIn(at(tree.Root, path[:len(path)-1]), s.ListAt); len(els) == 2 && (blankBetween(tree, at(tree.Root, path[:len(path)-1]), s.ListAt) ||
				!bytes.Contains(tree.Text[els[0].End:els[1].Start], []byte("\n")) && string(tree.Text[els[0].End:els[1].Start]) != ", ") {
				irregular = true
			}
			res, err := e.Delete(name, tgt, structure.Options{})
			if err != nil {
				t.Errorf("%s: delete_structure %q: %v", lf.name, tgt, err)
				write()
				continue
			}
			deleted, _ := os.ReadFile(abs)
			if broken(res) {
				t.Errorf("%s: delete_structure %q warned %v:\n%s", lf.name, tgt, res.Warnings, snippet(lf.data, deleted))
			} else {
				counts[lang][1]++
			}
			if lang == "json" {
				nJSON++
				out := filepath.Join(results, fmt.Sprintf("%06d.json", nJSON))
				if err := os.WriteFile(out, deleted, 0o644); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(out+".what", []byte(lf.name+" without "+tgt), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			i, kids := path[len(path)-1], at(tree.Root, path[:len(path)-1]).Children
			next := i+1 < len(kids) && kids[i+1].List && kids[i+1].ListAt == s.ListAt
			prev := i > 0 && kids[i-1].List && kids[i-1].ListAt == s.ListAt
			// comments that stand between it and the next element belong
			// to neither: inserting it back before the next puts it after them
			if next && s.SepEnd >= 0 && bytes.Contains(lf.data[s.SepEnd:kids[i+1].Start], []byte("//")) {
				irregular = true
			}
			if reinsert(t, e, name, path, text, next, prev) {
				now, _ := os.ReadFile(abs)
				if irregular {
					counts[lang][3]++
				} else if bytes.Equal(now, lf.data) {
					counts[lang][2]++
				} else {
					t.Errorf("%s: delete_structure %q then insert back changed the file:\n%s", lf.name, tgt, snippet(lf.data, now))
				}
			}
			write()
		}
	}
	if nJSON > 0 {
		checkJSON(t, results)
	}
	langs := make([]string, 0, len(counts))
	for l := range counts {
		langs = append(langs, l)
	}
	sort.Strings(langs)
	for _, l := range langs {
		c := counts[l]
		t.Logf("%s: %d list elements; %d deletions accepted by the parser, %d restored byte for byte by inserting them back, %d irregular, not compared (a comment or trailing spaces after them on their line, or comment lines between them and the next, which are not theirs; one of two elements set apart by a blank line, or by a comma and no space or several, whose spacing the other cannot teach)", l, c[0], c[1], c[2], c[3])
		if c[0] == 0 {
			t.Errorf("%s: no list element was checked", l)
		}
	}
}

// reinsert inserts text where the element at path was: before the element
// now in its place when the element after it was in its list (next), else
// after the one before it (prev); it reports whether it could.
func reinsert(t *testing.T, e *structure.Editor, name string, path []int, text string, next, prev bool) bool {
	t.Helper()
	f, err := e.Root.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	tree, err := target.Build(context.Background(), name, f.Text)
	if err != nil {
		t.Errorf("%s: after the deletion: %v", name, err)
		return false
	}
	parent := at(tree.Root, path[:len(path)-1])
	i := path[len(path)-1]
	var res *structure.Result
	switch {
	case next:
		res, err = e.InsertBefore(name, parent.Children[i].Target(), text, structure.Options{})
	case prev:
		res, err = e.InsertAfter(name, parent.Children[i-1].Target(), text, structure.Options{})
	default:
		return false // the list's only element
	}
	if err != nil {
		t.Errorf("%s: inserting back %q: %v", name, text, err)
		return false
	}
	if broken(res) {
		t.Errorf("%s: inserting back %q warned %v", name, text, res.Warnings)
	}
	return true
}

// siblingsIn returns the elements of the list at listAt among parent's children.
func siblingsIn(parent *target.Structure, listAt int) []*target.Structure {
	var out []*target.Structure
	for _, c := range parent.Children {
		if c.List && c.ListAt == listAt {
			out = append(out, c)
		}
	}
	return out
}

// blankBetween reports whether a blank line stands between two elements of
// the list at listAt.
func blankBetween(tree *target.Tree, parent *target.Structure, listAt int) bool {
	els := siblingsIn(parent, listAt)
	for i := 1; i < len(els); i++ {
		if bytes.Contains(tree.Text[els[i-1].End:els[i].Start], []byte("\n\n")) {
			return true
		}
	}
	return false
}

// broken reports whether res warns SYNTAX_BROKEN (STRUCTURE_EMPTY, for
// the last member of an object, is as it should be).
func broken(res *structure.Result) bool {
	for _, w := range res.Warnings {
		if w.Type == structure.SyntaxBroken {
			return true
		}
	}
	return false
}

// listElements returns the paths (child indexes from the root) of the list
// elements under s.
func listElements(s *target.Structure, path []int) [][]int {
	var out [][]int
	for i, c := range s.Children {
		p := append(append([]int(nil), path...), i)
		if c.List {
			out = append(out, p)
		}
		out = append(out, listElements(c, p)...)
	}
	return out
}

func at(s *target.Structure, path []int) *target.Structure {
	for _, i := range path {
		s = s.Children[i]
	}
	return s
}

// checkJSON has python3's json module read every result in dir.
func checkJSON(t *testing.T, dir string) {
	py, err := exec.LookPath("python3")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("python3 is not installed (CI=true: required)")
		}
		t.Log("python3 is not installed: the JSON results are not checked by its json module")
		return
	}
	script := `
import json, pathlib, sys
bad = 0
for p in sorted(pathlib.Path(sys.argv[1]).glob("*.json")):
    try:
        json.loads(p.read_text())
    except ValueError as e:
        bad += 1
        print(pathlib.Path(str(p) + ".what").read_text(), "->", e)
print("checked")
`
	out, err := exec.Command(py, "-c", script, dir).CombinedOutput()
	if err != nil || strings.TrimSpace(string(out)) != "checked" {
		t.Errorf("python3's json module refused results (%v):\n%s", err, out)
	}
}

type listFile struct {
	name string
	data []byte
}

// npmJSON returns npm's own package.json and tsconfig files.
func npmJSON(t *testing.T) []listFile {
	var out []listFile
	root := "/usr/lib/node_modules/npm" // npm's own install; Debian's nodejs puts it under /usr/share/nodejs
	if _, err := os.Stat(root); err != nil {
		root = "/usr/share/nodejs/npm"
	}
	_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		if b := d.Name(); b != "package.json" && !strings.HasPrefix(b, "tsconfig") || !strings.HasSuffix(p, ".json") {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil || len(data) > 64<<10 {
			return nil
		}
		out = append(out, listFile{p, data})
		return nil
	})
	limit := 80 // of about 180: a minute on two cores
	if testing.Short() {
		limit = 20
	}
	return out[:min(len(out), limit)]
}

// jdkEnums returns the files of java.base's java/util and java/lang in the
// newest readable src.zip that declare an enum.
func jdkEnums(t *testing.T) []listFile {
	var out []listFile
	for _, f := range corpus.JDK(t, func(name string, size uint64) bool {
		return (strings.HasPrefix(name, "java.base/java/util/") || strings.HasPrefix(name, "java.base/java/lang/")) &&
			strings.HasSuffix(name, ".java") && size <= 200<<10
	}) {
		if bytes.Contains(f.Data, []byte(" enum ")) {
			out = append(out, listFile{f.Path(), f.Data})
		}
	}
	return out
}
