package outline_test

// Recall oracles for the languages without a parser in Go's or Python's
// standard library: TypeScript against the TypeScript compiler's own parser
// (testdata/tsdecls.js), JavaScript, C and C++ against Universal Ctags. A
// declaration counts as recalled when outline has a symbol of its name, at
// any depth and of any kind, whose name is on the oracle's line. The files
// are those the test command installs (test/mcp-ts and test/lsp-servers,
// whose lock files pin them) and the leveldb sources kept in
// internal/corpus; without node, the packages or ctags the tests are
// skipped, except under CI=true.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"unicode"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/outline"
	"github.com/locus-dev/locus/internal/syntax"
)

// The recall each oracle holds outline to: the figures measured, less a
// margin, so that a regression fails (README lists the figures).
const (
	tsRecallBar  = 0.990
	jsRecallBar  = 0.990
	cppRecallBar = 0.990
)

// tagsSample is how many files the TypeScript and JavaScript oracles take,
// spread evenly over the sorted list.
const tagsSample = 300

// needOracle skips the test for want of an oracle, except under CI=true,
// where the test command must have installed it.
func needOracle(t *testing.T, format string, args ...any) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatalf(format+" (CI=true: the test command installs it)", args...)
	}
	t.Skipf(format, args...)
}

// nodeModules lists the files whose names end in one of exts under the
// node_modules folders of the test command's npm packages (test/NAME),
// sorted, and spread to at most n.
func nodeModules(t *testing.T, n int, exts []string, skip func(string) bool, dirs ...string) []string {
	t.Helper()
	var paths []string
	for _, d := range dirs {
		root, err := filepath.Abs(filepath.Join("..", "..", "test", d, "node_modules"))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(root); err != nil {
			needOracle(t, "%s is missing (cd test/%s && npm ci)", root, d)
		}
		if r, err := filepath.EvalSymlinks(root); err == nil {
			root = r // the walk does not enter a linked root
		}
		filepath.WalkDir(root, func(p string, e os.DirEntry, err error) error {
			if err != nil || e.IsDir() || !e.Type().IsRegular() || skip(p) {
				return nil
			}
			for _, ext := range exts {
				if strings.HasSuffix(p, ext) {
					paths = append(paths, p)
					break
				}
			}
			return nil
		})
	}
	return spread(paths, n)
}

// spread returns n paths taken at even steps from the sorted list.
func spread(paths []string, n int) []string {
	if len(paths) <= n {
		return paths
	}
	slices.Sort(paths)
	out := make([]string, 0, n)
	for i := range n {
		out = append(out, paths[i*len(paths)/n])
	}
	return out
}

// tagsOracleFile compares outline's symbols for one file with what an
// oracle expects there.
func tagsOracleFile(root, path string, expected []oracleDef) oracleFile {
	of, text, _ := readOracleFile(root, path)
	if of.skip != "" {
		return of
	}
	of.expected = expected
	f, parseErr, checkErr := safeParse(path, text)
	of.parseErr, of.checkErr = parseErr, checkErr
	if f != nil {
		of.all = flatten(f.Symbols, true, nil)
		of.got = namedLines(f.Symbols, nil)
	}
	return of
}

// namedLines lists outline's symbols at any depth by their last name (a
// C++ `A::B::f` is f; a private `#m` is m) and the line the name is on.
func namedLines(syms []*outline.Symbol, out []oracleDef) []oracleDef {
	for _, s := range syms {
		name := s.Name
		if i := strings.LastIndex(name, "::"); i >= 0 {
			name = name[i+2:]
		}
		name = strings.TrimPrefix(name, "#") // ctags names a private method without its #
		line := s.SelectionRange.Start().Line().Int()
		out = append(out, oracleDef{Name: name, Kind: s.Kind, Start: line, End: line})
		out = namedLines(s.Children, out)
	}
	return out
}

// ---- TypeScript ----

// TestOracleTypeScript compares outline with the declarations that the
// TypeScript compiler's parser finds (functions with their overload and
// ambient signatures, methods and method signatures, classes, interfaces,
// type aliases) in 300 of the .ts files of the test command's npm packages.
func TestOracleTypeScript(t *testing.T) {
	skipShort(t)
	node, err := exec.LookPath("node")
	if err != nil {
		needOracle(t, "node is not installed")
	}
	tsDir, err := filepath.Abs(filepath.Join("..", "..", "test", "lsp-servers", "node_modules", "typescript"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(tsDir, "package.json")); err != nil {
		needOracle(t, "the typescript package is missing (cd test/lsp-servers && npm ci)")
	}
	paths := nodeModules(t, tagsSample, []string{".ts"}, func(string) bool { return false }, "mcp-ts", "lsp-servers")
	script, err := filepath.Abs(filepath.Join("testdata", "tsdecls.js"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, script, tsDir)
	cmd.Stdin = strings.NewReader(strings.Join(paths, "\n") + "\n")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("tsdecls.js: %v\n%s", err, stderr.String())
	}
	expected := map[string][]oracleDef{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<28)
	for sc.Scan() {
		var r struct {
			Path string
			Defs []struct {
				Name, Kind string
				Line       int
			}
		}
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("tsdecls.js output: %v: %.200s", err, sc.Text())
		}
		defs := []oracleDef{}
		for _, d := range r.Defs {
			defs = append(defs, oracleDef{Name: d.Name, Kind: d.Kind, Start: d.Line, End: d.Line})
		}
		expected[r.Path] = defs
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	compareTags(t, "TypeScript", tsRecallBar, paths, expected)
}

// ---- ctags: JavaScript, C and C++ ----

// TestOracleJavaScript compares outline with Universal Ctags's functions,
// classes, methods and generators in 300 of the .js files of the test
// command's npm packages (minified files left out).
func TestOracleJavaScript(t *testing.T) {
	skipShort(t)
	paths := nodeModules(t, tagsSample, []string{".js"}, func(p string) bool { return strings.HasSuffix(p, ".min.js") }, "mcp-ts")
	compareTags(t, "JavaScript", jsRecallBar, paths, runCtags(t, paths, "--kinds-JavaScript=fcmg"))
}

// TestOracleCpp compares outline with Universal Ctags's functions (their
// definitions), structs, classes and namespaces in the leveldb sources kept
// as test data, read as C++, and logs the recall on 40 headers of the C++
// standard library the machine's g++ installed (libstdc++'s bits/; no bar:
// its macros are many and its own).
func TestOracleCpp(t *testing.T) {
	skipShort(t)
	paths := levelDBPaths()
	compareTags(t, "C++", cppRecallBar, paths, runCtags(t, paths, "--language-force=C++", "--kinds-C++=fscn"))
	std, _ := filepath.Glob("/usr/include/c++/*/bits/*.h")
	if len(std) == 0 {
		t.Log("no libstdc++ headers under /usr/include/c++: the second C++ corpus is not measured")
		return
	}
	std = spread(std, 40)
	compareTags(t, "C++ (libstdc++ bits/)", 0, std, runCtags(t, std, "--language-force=C++", "--kinds-C++=fscn"))
}

// levelDBPaths are the .h and .cc files of the leveldb sources kept as test
// data.
func levelDBPaths() []string {
	var paths []string
	filepath.WalkDir(corpus.LevelDB(), func(p string, e os.DirEntry, err error) error {
		if err == nil && !e.IsDir() && (strings.HasSuffix(p, ".h") || strings.HasSuffix(p, ".cc")) {
			paths = append(paths, p)
		}
		return nil
	})
	return paths
}

// TestCtagsMisreadAnnotations holds the C++ oracle's one exclusion to what
// it is meant to leave out: every ctags function that misreadAnnotation
// drops from leveldb is named by an annotation macro that stands, on its
// line, between a parameter list's ")" and its own "(", on the line of a
// declaration outline lists under its real name, and outline lists no
// symbol by the macro's name; and leveldb has such tags (the oracle's
// exclusion is not idle).
func TestCtagsMisreadAnnotations(t *testing.T) {
	skipShort(t)
	paths := levelDBPaths()
	dropped := 0
	for _, tag := range ctagsJSON(t, paths, "--language-force=C++", "--kinds-C++=fscn") {
		if !misreadAnnotation(tag.Name, tag.Kind, tag.Path, tag.Pattern) {
			continue
		}
		dropped++
		text, err := os.ReadFile(tag.Path)
		if err != nil {
			t.Fatal(err)
		}
		line := strings.Split(string(text), "\n")[tag.Line-1]
		at := regexp.MustCompile(`\)\s*` + regexp.QuoteMeta(tag.Name) + `\s*\(`).FindStringIndex(line)
		if at == nil {
			t.Errorf("%s:%d: %s is not written after a parameter list: %q", tag.Path, tag.Line, tag.Name, line)
			continue
		}
		f, parseErr, checkErr := safeParse(tag.Path, text)
		if f == nil || parseErr != nil || checkErr != nil {
			t.Fatalf("%s: outline fails: %v %v", tag.Path, parseErr, checkErr)
		}
		var decl string
		for _, d := range namedLines(f.Symbols, nil) {
			if d.Name == tag.Name {
				t.Errorf("%s:%d: outline lists a symbol named %s: the macro is a name after all", tag.Path, tag.Line, tag.Name)
			}
			if d.Start == tag.Line && strings.Contains(line[:at[0]], d.Name+"(") {
				decl = d.Name
			}
		}
		if decl == "" {
			t.Errorf("%s:%d: no declaration outline lists stands before %s on its line: %q", tag.Path, tag.Line, tag.Name, line)
			continue
		}
		t.Logf("%s:%d: ctags's function %s is the annotation of %s: %s", filepath.Base(tag.Path), tag.Line, tag.Name, decl, strings.TrimSpace(line))
	}
	if dropped == 0 {
		t.Error("ctags misread no annotation macro in leveldb: the exclusion has nothing to hold")
	}
}

// ctagsTag is one tag of ctags's JSON output.
type ctagsTag struct {
	Type    string `json:"_type"`
	Name    string
	Path    string
	Kind    string
	Line    int
	Extras  string
	Pattern string
}

// ctagsJSON runs ctags over paths with the given options and returns every
// tag it prints.
func ctagsJSON(t *testing.T, paths []string, opts ...string) []ctagsTag {
	t.Helper()
	ctags, err := exec.LookPath("ctags")
	if err != nil {
		needOracle(t, "ctags is not installed (Debian: universal-ctags)")
	}
	if out, err := exec.Command(ctags, "--version").Output(); err != nil || !bytes.Contains(out, []byte("Universal Ctags")) {
		needOracle(t, "%s is not Universal Ctags", ctags)
	}
	args := append([]string{"--output-format=json", "--fields=+nKE", "--sort=no", "-f", "-", "-L", "-"}, opts...)
	cmd := exec.Command(ctags, args...)
	cmd.Stdin = strings.NewReader(strings.Join(paths, "\n") + "\n")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("ctags: %v\n%s", err, stderr.String())
	}
	var tags []ctagsTag
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<26)
	for sc.Scan() {
		var tag ctagsTag
		if err := json.Unmarshal(sc.Bytes(), &tag); err != nil {
			t.Fatalf("ctags output: %v: %.200s", err, sc.Text())
		}
		if tag.Type == "tag" {
			tags = append(tags, tag)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return tags
}

// runCtags runs ctags over paths with the given options and returns the
// tags by path, less those the oracle leaves out.
func runCtags(t *testing.T, paths []string, opts ...string) map[string][]oracleDef {
	t.Helper()
	tags := map[string][]oracleDef{}
	for _, p := range paths {
		tags[p] = []oracleDef{}
	}
	type seenTag struct {
		path, name string
		line       int
	}
	seen := map[seenTag]bool{}
	for _, tag := range ctagsJSON(t, paths, opts...) {
		if strings.Contains(tag.Extras, "anonymous") {
			continue
		}
		if tag.Kind == "class" && strings.HasSuffix(tag.Path, ".js") && !strings.Contains(tag.Pattern, "class") {
			// ctags's JavaScript parser calls an object literal with
			// members, and the object of `X.prototype.m =`, a class
			continue
		}
		if tag.Kind == "method" && strings.HasSuffix(tag.Path, ".js") && !strings.ContainsAny(tag.Pattern, "(") {
			// `P.prototype.m = m;`, `encoder: Encoder,`: ctags takes a
			// name given to a value for a method defined there
			continue
		}
		if misreadAnnotation(tag.Name, tag.Kind, tag.Path, tag.Pattern) {
			// `MutexLock(port::Mutex* mu) EXCLUSIVE_LOCK_FUNCTION(mu) : mu_(mu) {`:
			// ctags names the function after the annotation macro that
			// follows its parameters (see misreadAnnotation)
			continue
		}
		if tag.Name == "exports" && tag.Kind == "function" {
			// `module.exports = function f`: ctags names it twice, exports
			// and f; outline by its own name
			continue
		}
		if op, ok := strings.CutPrefix(tag.Name, "operator "); ok && op != "" && !unicode.IsLetter(rune(op[0])) {
			tag.Name = "operator" + op // ctags's `operator []` is outline's `operator[]`
		}
		k := seenTag{tag.Path, tag.Name, tag.Line}
		if seen[k] {
			continue // `app.init = function init` is a method and a function
		}
		seen[k] = true
		tags[tag.Path] = append(tags[tag.Path], oracleDef{Name: tag.Name, Kind: tag.Kind, Start: tag.Line, End: tag.Line})
	}
	return tags
}

// cppAnnotations matches the names of the C and C++ annotation macros:
// those the C++ rules blank out before parsing (syntax/mask.go).
var cppAnnotations = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:` + syntax.Lookup("cpp").Rules.Annotations + `)$`)
})

// misreadAnnotation reports whether a ctags tag of a C or C++ file is an
// annotation macro that ctags took for a function's name: a function tag
// named by one of the annotation macros, whose line has the name right
// after the ")" that closes a parameter list and before its own "(". That
// is where an annotation stands (`~MutexLock() UNLOCK_FUNCTION() {`) and a
// function's name cannot. TestCtagsMisreadAnnotations shows each such tag
// of leveldb is an annotation on the line of a declaration outline lists.
func misreadAnnotation(name, kind, path, pattern string) bool {
	switch filepath.Ext(path) {
	case ".c", ".h", ".cc", ".cpp", ".hpp", ".cxx", ".hh":
	default:
		return false
	}
	if kind != "function" && kind != "prototype" || !cppAnnotations().MatchString(name) {
		return false
	}
	after := regexp.MustCompile(`\)\s*` + regexp.QuoteMeta(name) + `\s*\(`)
	return after.MatchString(pattern)
}

// compareTags outlines each file and reports the recall of the oracle's
// declarations.
func compareTags(t *testing.T, lang string, bar float64, paths []string, expected map[string][]oracleDef) {
	t.Helper()
	root := commonDir(paths)
	files := make([]oracleFile, len(paths))
	inParallel(len(paths), func(i int) {
		defs, ok := expected[paths[i]]
		if !ok {
			files[i] = oracleFile{rel: paths[i], skip: "no answer from the oracle"}
			return
		}
		slices.SortStableFunc(defs, func(a, b oracleDef) int { return a.Start - b.Start })
		files[i] = tagsOracleFile(root, paths[i], defs)
	})
	reportBar(t, lang, files, false, bar)
}

// commonDir is the longest folder that holds every path.
func commonDir(paths []string) string {
	if len(paths) == 0 {
		return ""
	}
	dir := filepath.Dir(paths[0])
	for _, p := range paths[1:] {
		for !strings.HasPrefix(p, dir+string(filepath.Separator)) && dir != filepath.Dir(dir) {
			dir = filepath.Dir(dir)
		}
	}
	return dir
}

// skipShort skips an oracle whose sample is fixed: the full run compares it.
func skipShort(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("a fixed sample, compared by the full run (without -short)")
	}
}
