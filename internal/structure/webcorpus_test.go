package structure_test

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/structure"
	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/workspace"
)

// webCorpus is a corpus of real files of one of the web's languages kept
// under internal/corpus/testdata, and the checker that reads its results.
type webCorpus struct {
	lang, dir string
	// files picks the corpus's files by their path in dir
	files func(rel string) bool
	// checker is how a result is read: "json" (Python's json module),
	// "toml" (Python's tomllib), "js", "ts", "jsonc" (webcheck.js: V8 and
	// the TypeScript compiler) or "markdown" (the grammar and the headings)
	checker string
	least   int // the fewest files the corpus must have
}

func suffix(ext string) func(string) bool {
	return func(rel string) bool { return strings.HasSuffix(rel, ext) }
}

// webCorpora: npm packages' package.json files and JSON schemas, rxjs's
// tsconfig files, express's JavaScript, rxjs's TypeScript, React
// Navigation's TSX, crates' and Python projects' TOML, npm's
// documentation.
func webCorpora() []webCorpus {
	tsconfig := func(rel string) bool { return strings.HasPrefix(filepath.Base(rel), "tsconfig") }
	return []webCorpus{
		{lang: "json", dir: corpus.JSON(), checker: "json", least: 15,
			files: func(rel string) bool { return strings.HasSuffix(rel, ".json") && !tsconfig(rel) }},
		{lang: "jsonc", dir: corpus.JSON(), checker: "jsonc", least: 5,
			files: func(rel string) bool { return strings.HasSuffix(rel, ".json") && tsconfig(rel) }},
		{lang: "javascript", dir: corpus.Express(), checker: "js", least: 20, files: suffix(".js")},
		{lang: "typescript", dir: corpus.RxJS(), checker: "ts", least: 20, files: suffix(".ts")},
		{lang: "tsx", dir: corpus.ReactNavigation(), checker: "ts", least: 20, files: suffix(".tsx")},
		{lang: "toml", dir: corpus.TOML(), checker: "toml", least: 20, files: suffix(".toml")},
		{lang: "markdown", dir: corpus.NpmDocs(), checker: "markdown", least: 20,
			files: func(rel string) bool { return strings.HasPrefix(rel, "content/") && strings.HasSuffix(rel, ".md") }},
	}
}

// webStats counts what TestWebCorpora found in one corpus.
type webStats struct {
	files, structures, resolved, replaced, inline int
	spacing                                       spacingStats // statements and symbols deleted and put back
	list                                          spacingStats // elements of comma-separated lists
}

// TestWebCorpora checks the structure operations on real JSON,
// JavaScript, TypeScript, TSX, TOML and Markdown files, as
// TestVendoredCorpora does on C# and Ruby:
//
//  1. every structure, at every depth, is read by the target locus prints
//     for it, and it alone;
//  2. replacing a structure with its own text leaves the file
//     byte-identical (6 structures of each file, at any depth);
//  3. deleting a structure and inserting it back where it was restores the
//     file, byte for byte where the spacing around it is regular (6 of
//     each file, among the structures at the top level and inside
//     non-function symbols and the elements of comma-separated lists, which
//     go out and back in with their commas);
//  4. every file an edit writes parses with the grammar without a syntax
//     error, and is read by the language's own parser: Python's json
//     module (package.json files, JSON schemas), TypeScript's config reader
//     (tsconfig files, which may hold comments), V8 (JavaScript, compiled
//     as node compiles a CommonJS module, not run), the TypeScript
//     compiler's syntactic diagnostics (TSX with its JSX), Python's tomllib; one node and one
//     python3 process read them all. Markdown has no compiler: a result
//     must parse without an error and keep the original's headings, less
//     one run of them after a deletion.
//
// Without python3, node or the typescript package of test/lsp-servers
// the check that needs it is skipped with a note; under CI=true it fails.
func TestWebCorpora(t *testing.T) {
	perFile := 6
	if testing.Short() {
		perFile = 2
	}
	results := t.TempDir()
	origs := map[string][]byte{}    // a file's description -> its bytes, for the Markdown check
	checks := map[string][]string{} // checker -> the original files, which it must accept
	for _, wc := range webCorpora() {
		var paths []string
		_ = filepath.WalkDir(wc.dir, func(p string, d fs.DirEntry, err error) error {
			if rel, _ := filepath.Rel(wc.dir, p); err == nil && !d.IsDir() && wc.files(filepath.ToSlash(rel)) {
				paths = append(paths, p)
			}
			return nil
		})
		sort.Strings(paths)
		if len(paths) < wc.least {
			t.Fatalf("%d %s files under %s, want %d or more", len(paths), wc.lang, wc.dir, wc.least)
		}
		checks[wc.checker] = append(checks[wc.checker], paths...)
		t.Run(wc.lang, func(t *testing.T) {
			dir := t.TempDir()
			root, err := workspace.Open(dir)
			if err != nil {
				t.Fatal(err)
			}
			var st webStats
			// the trees of the files edited, as a session keeps them
			trees := &target.Cache{}
			defer trees.Close()
			for n, p := range paths {
				orig, err := os.ReadFile(p)
				if err != nil {
					t.Fatal(err)
				}
				rel, _ := filepath.Rel(wc.dir, p)
				name := fmt.Sprintf("%s/%04d/%s", wc.lang, n, filepath.Base(p))
				f := &propFile{t: t, e: &structure.Editor{Root: root, Trees: trees}, root: root, name: name,
					abs: filepath.Join(dir, filepath.FromSlash(name)), rel: rel, desc: wc.lang + ":" + filepath.ToSlash(rel), orig: orig}
				origs[f.desc] = orig
				if err := os.MkdirAll(filepath.Dir(f.abs), 0o755); err != nil {
					t.Fatal(err)
				}
				f.restore()
				f.webFile(&st, int64(n), perFile, filepath.Join(results, wc.checker))
			}
			t.Logf("%s: %d files; %d structures, %d read by their target alone; %d of these replaced by their own text (%d sharing lines with other code, by their span's text)",
				wc.lang, st.files, st.structures, st.resolved, st.replaced, st.inline)
			for _, k := range []struct {
				what string
				s    spacingStats
			}{{"statements and symbols", st.spacing}, {"list elements", st.list}} {
				t.Logf("%s: %s deleted and inserted back: %d; %d with regular spacing, %d of them restored byte for byte; %d irregular (%d restored all the same): %s",
					wc.lang, k.what, k.s.checked, k.s.regular, k.s.restored, k.s.checked-k.s.regular, k.s.irregularRestored, k.s.reasons())
			}
			if st.spacing.checked+st.list.checked == 0 {
				t.Errorf("%s: no structure was deleted and inserted back", wc.lang)
			}
		})
	}
	webCheck(t, results, checks, origs)
}

// webFile runs the properties on one file of a corpus.
func (f *propFile) webFile(st *webStats, seed int64, perFile int, results string) {
	t := f.t
	tree := f.tree()
	if tree == nil || len(tree.Model.ParseErrors) > 0 {
		t.Errorf("%s: the grammar does not read the original (syntax errors at %v)", f.desc, parseErrors(tree))
		return
	}
	st.files++
	rng := rand.New(rand.NewSource(seed))
	var resolving []*target.Structure
	for _, s := range allStructures(tree.Root) {
		st.structures++
		if !resolvesTo(tree, s) {
			a, b := s.Lines().Ints()
			t.Errorf("%s: the target %q of the %s at lines %d-%d does not read it alone", f.desc, s.Target(), s.Kind, a, b)
			continue
		}
		resolving = append(resolving, s)
	}
	st.resolved += len(resolving)
	rng.Shuffle(len(resolving), func(a, b int) { resolving[a], resolving[b] = resolving[b], resolving[a] })
	for _, s := range resolving[:min(len(resolving), perFile)] {
		tgt := s.Target()
		text, ok := f.read(tgt)
		if !ok {
			continue
		}
		if !wholeLines(tree, s) {
			st.inline++
			text = spanText(tree, s)
		}
		st.replaced++
		res, err := f.e.Replace(f.name, tgt, text, structure.Options{})
		if f.ok("replace_structure", tgt, res, err) != nil {
			f.same(fmt.Sprintf("replace_structure %q with its own text", tgt))
		}
		f.restore()
	}
	picks := append(spacingPicks(tree.Root, nil), listElements(tree.Root, nil)...)
	rng.Shuffle(len(picks), func(a, b int) { picks[a], picks[b] = picks[b], picks[a] })
	for _, path := range picks[:min(len(picks), perFile)] {
		if at(tree.Root, path).List {
			f.checkListElement(tree, path, &st.list, results)
		} else {
			f.checkSpacing(tree, path, &st.spacing, results)
		}
		f.restore()
	}
}

// checkListElement deletes the list element at path and inserts it back
// before the element after it, else after the one before it; the file
// must come back byte for byte unless the element's spacing is irregular
// (a comment or trailing white space after it on its line, comment lines
// between it and the next element; one of two elements set apart by a
// blank line, or by other than ", " on one line, whose spacing the other
// cannot teach).
func (f *propFile) checkListElement(tree *target.Tree, path []int, st *spacingStats, results string) {
	t := f.t
	s := at(tree.Root, path)
	if !resolvesTo(tree, s) {
		return
	}
	tgt := s.Target()
	if _, ok := f.read(tgt); !ok {
		return
	}
	i, parent := path[len(path)-1], at(tree.Root, path[:len(path)-1])
	kids := parent.Children
	next := i+1 < len(kids) && kids[i+1].List && kids[i+1].ListAt == s.ListAt
	prev := i > 0 && kids[i-1].List && kids[i-1].ListAt == s.ListAt
	if !next && !prev {
		return // the list's only element
	}
	data := tree.Text
	// its own text, from its line's start when it starts the line
	from := s.Start
	for from > 0 && (data[from-1] == ' ' || data[from-1] == '\t') {
		from--
	}
	if from > 0 && data[from-1] != '\n' {
		from = s.Start
	}
	text := string(data[from:s.End])
	why := ""
	lineEnd := bytes.IndexByte(data[s.End:], '\n')
	if lineEnd < 0 {
		lineEnd = len(data) - s.End
	}
	if rest := string(data[s.End : s.End+lineEnd]); strings.Contains(rest, "//") || strings.Contains(rest, "/*") || strings.TrimRight(rest, " \t") != rest {
		why = "a comment or trailing white space after it on its line"
	}
	if els := siblingsIn(parent, s.ListAt); why == "" && len(els) == 2 && (blankBetween(tree, parent, s.ListAt) ||
		!bytes.Contains(data[els[0].End:els[1].Start], []byte("\n")) && string(data[els[0].End:els[1].Start]) != ", ") {
		why = "one of two elements spaced otherwise than a comma and a line break or a space"
	}
	if els := siblingsIn(parent, s.ListAt); why == "" && len(els) > 2 && blankBetween(tree, parent, s.ListAt) || bytes.Contains(data[els[0].Start:els[len(els)-1].End], []byte("\n")) {
		// a list across lines: the blank lines around it as around a statement
		if w := spacingRegular(tree, els, slices.Index(els, s)); why == "" && w != "alone" {
			why = w
		}
	}
	if why == "" && next && s.SepEnd >= 0 && (bytes.Contains(data[s.SepEnd:kids[i+1].Start], []byte("//")) || bytes.Contains(data[s.SepEnd:kids[i+1].Start], []byte("/*"))) {
		why = "a comment between it and the next element"
	}
	st.checked++
	res, err := f.e.Delete(f.name, tgt, structure.Options{})
	if f.ok("delete_structure", tgt, res, err) == nil {
		return
	}
	f.keep(results, "delete_structure "+tgt)
	if !reinsert(t, f.e, f.name, path, text, next, prev) {
		return
	}
	if f.tree() == nil {
		return
	}
	st.tally(t, f, results, tgt, why)
}

// webCheck has each checker read the original files, which it must accept
// (or the corpus is not one it can judge), then the results kept under
// results/CHECKER.
func webCheck(t *testing.T, results string, originals map[string][]string, origs map[string][]byte) {
	kept := func(checker string) []string {
		var out []string
		entries, _ := os.ReadDir(filepath.Join(results, checker))
		for _, e := range entries {
			if !strings.HasSuffix(e.Name(), ".what") {
				out = append(out, filepath.Join(results, checker, e.Name()))
			}
		}
		return out
	}
	missing := func(msg string) {
		if os.Getenv("CI") == "true" {
			t.Error(msg + " (CI=true: the test command installs it)")
			return
		}
		t.Log(msg)
	}
	// Python: json and tomllib
	script := `
import json, sys, tomllib
for p in sys.argv[1:]:
    try:
        if p.endswith(".toml"):
            tomllib.load(open(p, "rb"))
        else:
            json.load(open(p, encoding="utf-8"))
    except ValueError as e:
        print(f"{p}: {e}")
`
	if _, err := exec.LookPath("python3"); err != nil {
		missing("python3 is not installed: the JSON and TOML results are checked by the grammar alone")
	} else {
		run := func(files []string) string {
			out, err := exec.Command("python3", append([]string{"-c", script}, files...)...).CombinedOutput()
			if err != nil && len(out) == 0 {
				return err.Error()
			}
			return string(out)
		}
		orig := append(slices.Clone(originals["json"]), originals["toml"]...)
		res := append(kept("json"), kept("toml")...)
		if out := run(orig); out != "" {
			t.Fatalf("python3 refuses the original files:\n%s", out)
		}
		if out := run(res); out != "" {
			t.Errorf("python3 refuses results:\n%s", withWhat(out, res))
		}
		t.Logf("json: %d results read by Python's json module; toml: %d by its tomllib", len(kept("json")), len(kept("toml")))
	}
	// node: V8 and the TypeScript compiler
	tsDir, _ := filepath.Abs(filepath.Join("..", "..", "test", "lsp-servers", "node_modules", "typescript"))
	if _, err := exec.LookPath("node"); err != nil {
		missing("node is not installed: the JavaScript, TypeScript and tsconfig results are checked by the grammar alone")
	} else if _, err := os.Stat(filepath.Join(tsDir, "package.json")); err != nil {
		missing("the typescript package is missing (cd test/lsp-servers && npm ci): the JavaScript, TypeScript and tsconfig results are checked by the grammar alone")
	} else {
		run := func(files func(string) []string) string {
			args := []string{filepath.Join("testdata", "webcheck.js"), tsDir}
			for _, c := range []string{"js", "ts", "jsonc"} {
				args = append(append(args, "--"+c), files(c)...)
			}
			out, err := exec.Command("node", args...).CombinedOutput()
			if err != nil {
				return fmt.Sprintf("%v\n%s", err, out)
			}
			return string(out)
		}
		if out := run(func(c string) []string { return originals[c] }); out != "" {
			t.Fatalf("node refuses the original files:\n%s", out)
		}
		var all []string
		if out := run(func(c string) []string { all = append(all, kept(c)...); return kept(c) }); out != "" {
			t.Errorf("node refuses results:\n%s", withWhat(out, all))
		}
		tsx := len(slices.DeleteFunc(kept("ts"), func(p string) bool { return !strings.HasSuffix(p, ".tsx") }))
		t.Logf("javascript: %d results compiled by V8; typescript: %d and tsx: %d read by the TypeScript compiler; jsonc: %d by its config reader",
			len(kept("js")), len(kept("ts"))-tsx, tsx, len(kept("jsonc")))
	}
	md := kept("markdown")
	for _, p := range md {
		checkHeadings(t, p, origs)
	}
	t.Logf("markdown: %d results parsed again, their headings compared", len(md))
}

// withWhat adds to a checker's refusals the edit that made each file.
func withWhat(out string, files []string) string {
	var what []string
	for _, r := range files {
		if strings.Contains(out, r+":") {
			b, _ := os.ReadFile(r + ".what")
			what = append(what, filepath.Base(r)+": "+string(b))
		}
	}
	return out + "\n" + strings.Join(what, "\n")
}

// checkHeadings: a Markdown result parses without an error and has the
// original's headings, less one run of them when it is a deletion's.
func checkHeadings(t *testing.T, p string, origs map[string][]byte) {
	t.Helper()
	what, _ := os.ReadFile(p + ".what")
	desc, op, _ := strings.Cut(string(what), " ")
	data, _ := os.ReadFile(p)
	got, errs := headings(data)
	if errs != nil {
		t.Errorf("%s after %s has syntax errors at %v", desc, op, errs)
		return
	}
	want, _ := headings(origs[desc])
	if strings.HasSuffix(op, "inserted back") {
		if !slices.Equal(got, want) {
			t.Errorf("%s after %s: headings %q, want %q", desc, op, got, want)
		}
		return
	}
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	if n := len(want) - len(got); n < 0 || !slices.Equal(got[i:], want[i+n:]) {
		t.Errorf("%s after %s: headings %q, want those of the original (%q) less one run", desc, op, got, want)
	}
}

// headings lists the sections of a Markdown text, depth first, each as
// its level's number of "#" and its name; with its syntax errors.
func headings(text []byte) ([]string, any) {
	tree, err := target.Build(context.Background(), "doc.md", text)
	if err != nil {
		return nil, err.Error()
	}
	if len(tree.Model.ParseErrors) > 0 {
		return nil, tree.Model.ParseErrors
	}
	var out []string
	var walk func(level int, s *target.Structure)
	walk = func(level int, s *target.Structure) {
		for _, c := range s.Children {
			if c.Symbol != nil {
				out = append(out, strings.Repeat("#", level)+" "+c.Name)
				walk(level+1, c)
			}
		}
	}
	walk(1, tree.Root)
	return out, nil
}
