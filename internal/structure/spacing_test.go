package structure_test

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"math/rand"
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

// TestSpacingOnRealFiles deletes structures of real files and inserts each
// back where it was: before the structure that followed it, or after the
// one before it when it was the last of its level. Where the spacing
// around it is regular (see spacingRegular), the file must come back byte
// for byte; every result must be accepted by the language's own parser
// where the machine has one (Python's ast, gofmt -e, bash -n), and by the
// grammar without a syntax error. The files: 30 each of the Python and the
// Go standard libraries and of java.base's java/util (the JDK's src.zip),
// and the shell scripts of Bats-core kept as test data (bash -n reads
// them all; corpus.Bats), chosen with a fixed seed; up to 12 structures of each, at the top level and inside its
// classes and types.
func TestSpacingOnRealFiles(t *testing.T) {
	perLang, perFile := 30, 12
	if testing.Short() {
		perLang = 6
	}
	dir := t.TempDir()
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	results := t.TempDir() // every edit's result, for the parsers
	langs := spacingCorpora(t, perLang)
	names := make([]string, 0, len(langs))
	for l := range langs {
		names = append(names, l)
	}
	sort.Strings(names)
	for _, lang := range names {
		var st spacingStats
		for n, lf := range langs[lang] {
			name := fmt.Sprintf("%s/%04d/%s", lang, n, filepath.Base(lf.name))
			f := &propFile{t: t, e: &structure.Editor{Root: root}, root: root, name: name,
				abs: filepath.Join(dir, filepath.FromSlash(name)), rel: lf.name, desc: lang + ":" + lf.name, orig: lf.data}
			if err := os.MkdirAll(filepath.Dir(f.abs), 0o755); err != nil {
				t.Fatal(err)
			}
			f.restore()
			tree := f.tree()
			if tree == nil || len(tree.Model.ParseErrors) > 0 {
				continue
			}
			st.files++
			picks := spacingPicks(tree.Root, nil)
			rng := rand.New(rand.NewSource(int64(n)))
			rng.Shuffle(len(picks), func(a, b int) { picks[a], picks[b] = picks[b], picks[a] })
			for _, path := range picks[:min(len(picks), perFile)] {
				f.checkSpacing(tree, path, &st, filepath.Join(results, lang))
				f.restore()
			}
		}
		t.Logf("%s: %d files, %d structures deleted and inserted back; %d with regular spacing, %d of them restored byte for byte; %d irregular (%d restored all the same): %s",
			lang, st.files, st.checked, st.regular, st.restored, st.checked-st.regular, st.irregularRestored, st.reasons())
		if st.checked == 0 {
			t.Errorf("%s: no structure was checked", lang)
		}
	}
	checkParsers(t, results)
}

type spacingStats struct {
	files, checked, regular, restored, irregularRestored int
	why                                                  map[string]int
}

func (s *spacingStats) reasons() string {
	var out []string
	for w, n := range s.why {
		out = append(out, fmt.Sprintf("%d %s", n, w))
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}

// tally counts the structure tgt, deleted and put back, by what the file
// is now: kept for the parsers when it differs from the original,
// counted as irregular (for why) or regular, and a regular one not
// restored byte for byte is an error.
func (s *spacingStats) tally(t *testing.T, f *propFile, results, tgt, why string) {
	t.Helper()
	now, _ := os.ReadFile(f.abs)
	same := bytes.Equal(now, f.orig)
	if !same {
		f.keep(results, "delete_structure "+tgt+" and inserted back")
	}
	if why != "" {
		if s.why == nil {
			s.why = map[string]int{}
		}
		s.why[why]++
		if same {
			s.irregularRestored++
		}
		return
	}
	s.regular++
	if same {
		s.restored++
		return
	}
	t.Errorf("%s: delete_structure %q then inserting it back changed the file:\n%s", f.desc, tgt, snippet(f.orig, now))
}

// spacingPicks returns the paths (child indexes from the root) of the
// structures to check: those at the top level, and those inside a symbol
// that is not a function (a class's members, a struct's fields).
func spacingPicks(s *target.Structure, path []int) [][]int {
	var out [][]int
	for i, c := range s.Children {
		p := append(append([]int{}, path...), i)
		if !c.List && c.Kind != "package_clause" { // a Go file needs its package clause
			out = append(out, p)
		}
		if c.Symbol != nil && c.Kind != "function" && c.Kind != "method" && !c.Group {
			out = append(out, spacingPicks(c, p)...)
		}
	}
	return out
}

// checkSpacing deletes the structure at path and inserts it back.
func (f *propFile) checkSpacing(tree *target.Tree, path []int, st *spacingStats, results string) {
	t := f.t
	s := at(tree.Root, path)
	parent := at(tree.Root, path[:len(path)-1])
	i := path[len(path)-1]
	if !resolvesTo(tree, s) || !wholeLines(tree, s) {
		return
	}
	tgt := s.Target()
	text, ok := f.read(tgt)
	if !ok {
		return
	}
	why := spacingRegular(tree, parent.Children, i)
	if why == "alone" {
		return
	}
	if why == "" && againstIndent(tree, s) {
		why = "indented with tabs where its file indents with spaces, or the other way"
	}
	if why == "" && (indentedUnlike(tree, parent.Children, i) ||
		i > 0 && indentedUnlike(tree, parent.Children, i-1) || i+1 < len(parent.Children) && indentedUnlike(tree, parent.Children, i+1)) {
		why = "it or a neighbour indented unlike most of its level"
	}
	st.checked++
	res, err := f.e.Delete(f.name, tgt, structure.Options{})
	after := f.ok("delete_structure", tgt, res, err)
	if after == nil {
		return
	}
	f.keep(results, "delete_structure "+tgt)
	p := at(after.Root, path[:len(path)-1])
	switch {
	case i < len(p.Children) && i+1 < len(parent.Children) && own(after, p.Children[i]) == own(tree, parent.Children[i+1]):
		nt := p.Children[i].Target()
		if !resolvesTo(after, p.Children[i]) {
			st.checked--
			return
		}
		res, err = f.e.InsertBefore(f.name, nt, text, structure.Options{})
		if f.ok("insert_before_structure", nt, res, err) == nil {
			return
		}
	case i > 0 && i-1 < len(p.Children) && own(after, p.Children[i-1]) == own(tree, parent.Children[i-1]):
		pt := p.Children[i-1].Target()
		if !resolvesTo(after, p.Children[i-1]) {
			st.checked--
			return
		}
		res, err = f.e.InsertAfter(f.name, pt, text, structure.Options{})
		if f.ok("insert_after_structure", pt, res, err) == nil {
			return
		}
	default:
		now, _ := os.ReadFile(f.abs)
		t.Errorf("%s: after delete_structure %q its neighbours are not where they were:\n%s", f.desc, tgt, snippet(f.orig, now))
		return
	}
	st.tally(t, f, results, tgt, why)
}

// keep copies the file as it is now into dir, for checkParsers.
func (f *propFile) keep(dir, what string) {
	now, err := os.ReadFile(f.abs)
	if err != nil {
		f.t.Fatal(err)
	}
	n := 0
	entries, _ := os.ReadDir(dir)
	n = len(entries)
	ext := filepath.Ext(f.name)
	if ext == "" {
		ext = ".sh"
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		f.t.Fatal(err)
	}
	name := filepath.Join(dir, fmt.Sprintf("%05d%s", n, ext))
	if err := os.WriteFile(name, now, 0o644); err != nil {
		f.t.Fatal(err)
	}
	_ = os.WriteFile(name+".what", []byte(f.desc+" "+what), 0o644)
}

// againstIndent reports whether a line of s is indented with the
// character most of the file's indented lines do not start with (a tab in
// a file of spaces), or the file indents a fifth or more of its lines the
// other way: re-indented content takes one style, the file's. A
// language always indented with tabs has no such lines, nor has a file
// with no indented line (a Cargo.toml, most Markdown pages).
func againstIndent(tree *target.Tree, s *target.Structure) bool {
	if tree.IndentTabs {
		return false
	}
	count := func(text string) (tabs, spaces int) {
		for _, l := range strings.Split(text, "\n") {
			switch {
			case strings.HasPrefix(l, "\t"):
				tabs++
			case strings.HasPrefix(l, " ") && strings.TrimSpace(l) != "":
				spaces++
			}
		}
		return tabs, spaces
	}
	tabs, spaces := count(string(tree.Text))
	if tabs+spaces > 0 && 5*min(tabs, spaces) >= tabs+spaces {
		return true // a file that indents a fifth of its lines the other way: re-indenting picks one
	}
	own := string(tree.Text[tree.LineStart(tree.LineOf(s.Start)):s.End])
	ownTabs, ownSpaces := count(own)
	if tabs >= spaces {
		return ownSpaces > 0
	}
	return ownTabs > 0
}

// indentedUnlike reports whether kids[i] is indented unlike most of the
// structures of its level (Ruby's `private` one step out among methods, a
// method one space short of its siblings): put back beside them, it takes
// their indentation.
func indentedUnlike(tree *target.Tree, kids []*target.Structure, i int) bool {
	indent := func(s *target.Structure) string {
		ls := tree.LineStart(tree.LineOf(s.Start))
		return string(tree.Text[ls:s.Start])
	}
	own, same := indent(kids[i]), 0
	for _, k := range kids {
		if indent(k) == own {
			same++
		}
	}
	return 2*same <= len(kids)
}

// wholeLines reports whether s stands on lines of its own.
func wholeLines(tree *target.Tree, s *target.Structure) bool {
	ls := tree.LineStart(tree.LineOf(s.Start))
	if strings.TrimSpace(string(tree.Text[ls:s.Start])) != "" {
		return false
	}
	rest := tree.Text[s.End:]
	if i := bytes.IndexByte(rest, '\n'); i >= 0 {
		rest = rest[:i]
	}
	return strings.TrimSpace(string(rest)) == ""
}

// spacingRegular says why the spacing around kids[i] is irregular, "" when
// it is regular: the lines between it and its neighbours are empty (no
// comment, no white space), as many on both sides; a first or last
// structure is spaced from its one neighbour as that neighbour is from the
// next, and the three are alike (each on one line, or each on several).
// It returns "alone" for a structure with no neighbour.
func spacingRegular(tree *target.Tree, kids []*target.Structure, i int) string {
	lines := strings.Split(string(tree.Text), "\n")
	gap := func(a, b *target.Structure) (int, string) {
		_, end := a.Lines().Ints()
		start, _ := b.Lines().Ints()
		if start <= end {
			return 0, "sharing a line with a neighbour"
		}
		for l := end + 1; l < start; l++ {
			switch {
			case strings.TrimSpace(lines[l-1]) != "":
				return 0, "a comment or code between it and a neighbour"
			case lines[l-1] != "":
				return 0, "white space on a blank line next to it"
			}
		}
		return start - end - 1, ""
	}
	multi := func(s *target.Structure) bool { a, b := s.Lines().Ints(); return a != b }
	s := kids[i]
	switch {
	case i > 0 && i+1 < len(kids):
		a, why := gap(kids[i-1], s)
		if why != "" {
			return why
		}
		b, why := gap(s, kids[i+1])
		if why != "" {
			return why
		}
		if a != b {
			return "different blank lines before and after it"
		}
		if c, why := 0, ""; i+2 < len(kids) && !multi(s) && !multi(kids[i+1]) {
			// put back before the run, a line joins it as the run's lines
			// join each other
			if c, why = gap(kids[i+1], kids[i+2]); why == "" && c != b && !multi(kids[i+2]) {
				return "one line set apart from the run of lines after it"
			}
		}
		return ""
	case i+2 < len(kids):
		if first, _ := s.Lines().Ints(); i == 0 && s.Parent.IsRoot() && first > 1 && strings.TrimSpace(lines[first-2]) != "" &&
			!strings.HasSuffix(strings.TrimSpace(lines[first-2]), "{") { // not the brace that opens a JSON file's object
			// taken out, the comment above it goes to the next structure
			return "a comment directly above it that is not its own"
		}
		return edgeRegular(gap, multi, s, kids[i+1], kids[i+2])
	case i > 1 && i+1 == len(kids):
		swapped := func(a, b *target.Structure) (int, string) { return gap(b, a) }
		return edgeRegular(swapped, multi, s, kids[i-1], kids[i-2])
	case len(kids) == 2:
		return "one of two at its level"
	}
	return "alone"
}

// edgeRegular is spacingRegular for a structure s at an edge of its level,
// n its neighbour and m the neighbour's other neighbour; gap measures
// outwards from the edge.
func edgeRegular(gap func(a, b *target.Structure) (int, string), multi func(*target.Structure) bool, s, n, m *target.Structure) string {
	a, why := gap(s, n)
	if why != "" {
		return why
	}
	b, why := gap(n, m)
	if why != "" {
		return why
	}
	if multi(s) != multi(n) || multi(n) != multi(m) {
		return "first or last, its neighbours unlike it"
	}
	if a != b {
		return "first or last, spaced unlike its neighbours"
	}
	return ""
}

// spacingCorpora returns the files of each language, perLang of each.
func spacingCorpora(t *testing.T, perLang int) map[string][]listFile {
	out := map[string][]listFile{}
	for _, c := range corpus.Standard(t) {
		files := c.Files()
		rng := rand.New(rand.NewSource(1))
		for _, i := range rng.Perm(len(files)) {
			if len(out[c.Lang]) == perLang {
				break
			}
			if data, err := os.ReadFile(files[i]); err == nil && len(data) <= maxCorpusFile {
				rel, _ := filepath.Rel(c.Dir, files[i])
				out[c.Lang] = append(out[c.Lang], listFile{filepath.ToSlash(rel), data})
			}
		}
	}
	if java := jdkUtil(t); len(java) > 0 {
		rng := rand.New(rand.NewSource(1))
		for _, i := range rng.Perm(len(java))[:min(perLang, len(java))] {
			out["java"] = append(out["java"], java[i])
		}
	}
	var scripts []listFile
	_ = filepath.WalkDir(corpus.Bats(), func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		if data, err := os.ReadFile(p); err == nil && shellScript(data) {
			rel, _ := filepath.Rel(corpus.Bats(), p)
			scripts = append(scripts, listFile{filepath.ToSlash(rel), data})
		}
		return nil
	})
	rng := rand.New(rand.NewSource(1))
	for _, i := range rng.Perm(len(scripts)) {
		if len(out["bash"]) == perLang {
			break
		}
		lf := scripts[i]
		if ext := filepath.Ext(lf.name); ext != ".sh" && ext != ".bash" {
			lf.name += ".sh" // most of Bats's scripts have no extension
		}
		out["bash"] = append(out["bash"], lf)
	}
	return out
}

// shellScript reports whether a file starts with a #! line naming sh or bash.
func shellScript(data []byte) bool {
	line, _, _ := bufio.NewReader(bytes.NewReader(data)).ReadLine()
	l := string(line)
	return strings.HasPrefix(l, "#!") && (strings.HasSuffix(l, "/sh") || strings.HasSuffix(l, "bash") || strings.HasSuffix(l, "/sh -e") || strings.HasSuffix(l, "bash -e"))
}

// jdkUtil returns the files of java.base's java/util in the newest readable
// src.zip, or none.
func jdkUtil(t *testing.T) []listFile {
	var out []listFile
	for _, f := range corpus.JDK(t, func(name string, size uint64) bool {
		return strings.HasPrefix(name, "java.base/java/util/") && strings.Count(name, "/") == 3 &&
			strings.HasSuffix(name, ".java") && size <= maxCorpusFile
	}) {
		out = append(out, listFile{f.Name, f.Data})
	}
	return out
}

// checkParsers has each language's own parser read the results kept under
// dir/LANG: Python's ast (one python3 run), gofmt -e, bash -n. Java has
// only the grammar, which ok checked.
func checkParsers(t *testing.T, dir string) {
	what := func(p string) string { b, _ := os.ReadFile(p + ".what"); return string(b) }
	files := func(lang, ext string) []string {
		m, _ := filepath.Glob(filepath.Join(dir, lang, "*"+ext))
		return m
	}
	if py := files("python", ".py"); len(py) > 0 {
		script := "import ast, sys\nfor p in sys.argv[1:]:\n    try:\n        ast.parse(open(p, encoding='utf-8').read(), p)\n    except SyntaxError as e:\n        print(p, e)\n"
		out, err := exec.Command("python3", append([]string{"-c", script}, py...)...).CombinedOutput()
		if err != nil || len(out) > 0 {
			t.Errorf("Python's ast refused results (%v):\n%s", err, out)
		}
		t.Logf("python: %d results read by Python's ast", len(py))
	}
	if gofiles := files("go", ".go"); len(gofiles) > 0 {
		for _, p := range gofiles {
			if out, err := exec.Command("gofmt", "-e", "-l", p).CombinedOutput(); err != nil {
				t.Errorf("gofmt -e refused %s (%s): %v\n%s", p, what(p), err, out)
			}
		}
		t.Logf("go: %d results read by gofmt -e", len(gofiles))
	}
	if sh := files("bash", ".sh"); len(sh) > 0 {
		for _, p := range sh {
			if out, err := exec.Command("bash", "-n", p).CombinedOutput(); err != nil {
				t.Errorf("bash -n refused %s (%s): %v\n%s", p, what(p), err, out)
			}
		}
		t.Logf("bash: %d results read by bash -n", len(sh))
	}
}
