package outline_test

// Oracle tests: outline's symbols for real code (the Go tree's own sources
// and Python's standard library) against the declarations the languages'
// own parsers (go/parser, Python's ast) see. Nothing is read from golden
// files; the oracles run on the sources each time.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/outline"
)

var oracleMisses = flag.Int("oracle.misses", 40, "how many misses the oracle tests list")

const (
	oracleRecallBar = 0.999
	oracleShortStep = 25 // with -short, every 25th file
	oracleMaxErrors = 20
)

// oracleDef is one declaration: what an oracle expects or what outline gave.
type oracleDef struct {
	Name, Recv, Kind string
	Start, End       int
}

func (d oracleDef) qualified() string {
	if d.Recv != "" {
		return d.Recv + "." + d.Name
	}
	return d.Name
}

// oracleFile is the outcome for one source file.
type oracleFile struct {
	rel      string      // path relative to the tree's root, for reports
	skip     string      // why the oracle has no answer (comparison skipped), or ""
	expected []oracleDef // what the oracle saw, in source order
	got      []oracleDef // outline's symbols of the compared kinds
	all      []oracleDef // all outline symbols at any depth, for miss reports
	parseErr error       // outline.Parse failed or panicked
	checkErr error       // outline.Check failed or panicked
}

// safeParse runs outline.Parse and outline.Check, turning panics into errors.
func safeParse(path string, text []byte) (f *outline.File, parseErr, checkErr error) {
	func() {
		defer func() {
			if r := recover(); r != nil {
				parseErr = fmt.Errorf("outline.Parse panicked: %v [at %s]", r, panicSite(debug.Stack()))
			}
		}()
		f, parseErr = outline.Parse(path, text)
	}()
	if parseErr != nil || f == nil {
		if parseErr == nil {
			parseErr = errors.New("outline.Parse returned nil file and nil error")
		}
		return nil, parseErr, nil
	}
	func() {
		defer func() {
			if r := recover(); r != nil {
				checkErr = fmt.Errorf("outline.Check panicked: %v", r)
			}
		}()
		checkErr = outline.Check(f)
	}()
	return f, nil, checkErr
}

// panicSite lists the first few frames of a panic's stack inside locus,
// as file:line.
func panicSite(stack []byte) string {
	lines := strings.Split(string(stack), "\n")
	afterPanic := false
	var sites []string
	for i := 0; i+1 < len(lines) && len(sites) < 3; i++ {
		if strings.HasPrefix(lines[i], "panic(") {
			afterPanic = true
		}
		if !afterPanic || !strings.Contains(lines[i], "locus-dev/locus/") || strings.Contains(lines[i], "_test.") {
			continue
		}
		loc := strings.TrimSpace(lines[i+1])
		if j := strings.LastIndex(loc, " +0x"); j >= 0 {
			loc = loc[:j]
		}
		if j := strings.Index(loc, "/internal/"); j >= 0 {
			loc = loc[j+1:]
		}
		sites = append(sites, loc)
	}
	return strings.Join(sites, " <- ")
}

// readOracleFile reads a file of a standard library as the workspace would
// give it (see normalizeLF); an unreadable file comes back marked skipped.
func readOracleFile(root, path string) (of oracleFile, text []byte, lfOnly bool) {
	rel, _ := filepath.Rel(root, path)
	of = oracleFile{rel: rel}
	raw, err := os.ReadFile(path)
	if err != nil {
		of.skip = "unreadable"
		return of, nil, false
	}
	text, lfOnly = normalizeLF(raw)
	return of, text, lfOnly
}

// normalizeLF turns CRLF into LF, as workspace.File.Text does; line numbers
// do not change. It reports false if a lone CR (a line break for Python but
// not for outline) remains.
func normalizeLF(text []byte) ([]byte, bool) {
	if !bytes.Contains(text, []byte("\r")) {
		return text, true
	}
	text = bytes.ReplaceAll(text, []byte("\r\n"), []byte("\n"))
	return text, !bytes.Contains(text, []byte("\r"))
}

// flatten lists outline's symbols: top-level only, or at any depth.
func flatten(syms []*outline.Symbol, deep bool, out []oracleDef) []oracleDef {
	for _, s := range syms {
		out = append(out, oracleDef{Name: s.Name, Recv: s.Receiver, Kind: s.Kind, Start: s.Range.Start().Int(), End: s.Range.End().Int()})
		if deep {
			out = flatten(s.Children, true, out)
		}
	}
	return out
}

func filterKinds(defs []oracleDef, kinds map[string]bool) []oracleDef {
	var out []oracleDef
	for _, d := range defs {
		if kinds[d.Kind] {
			out = append(out, d)
		}
	}
	return out
}

// inParallel calls fn(i) for i in [0, n) on runtime.NumCPU() workers.
func inParallel(n int, fn func(i int)) {
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < runtime.NumCPU(); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				fn(i)
			}
		}()
	}
	for i := 0; i < n; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
}

// sample keeps every oracleShortStep-th path with -short; paths are sorted.
func sample(paths []string) []string {
	sort.Strings(paths)
	if !testing.Short() {
		return paths
	}
	var out []string
	for i := 0; i < len(paths); i += oracleShortStep {
		out = append(out, paths[i])
	}
	return out
}

// report compares every file's expected and got declarations and fails the
// test below the recall bar, on any Parse error or panic and on any Check
// error. matchRecv says whether the receiver is part of a symbol's identity.
func report(t *testing.T, lang string, files []oracleFile, matchRecv bool) {
	t.Helper()
	reportBar(t, lang, files, matchRecv, oracleRecallBar)
}

// reportBar is report with a recall bar of its own.
func reportBar(t *testing.T, lang string, files []oracleFile, matchRecv bool, bar float64) {
	t.Helper()
	type key struct {
		name, recv string
		start, end int
	}
	keyOf := func(d oracleDef) key {
		k := key{name: d.Name, start: d.Start, end: d.End}
		if matchRecv {
			k.recv = d.Recv
		}
		return k
	}
	sameName := func(a, b oracleDef) bool {
		return a.Name == b.Name && (!matchRecv || a.Recv == b.Recv)
	}
	var (
		expected, recalled, compared int
		misses                       []string
		parseErrs, checkErrs         []string
		nParseErr, nCheckErr         int
		skips                        = map[string]int{}
	)
	for i := range files {
		f := &files[i]
		tag := ""
		if f.skip != "" {
			tag = " (oracle skipped: " + f.skip + ")"
		}
		if f.parseErr != nil {
			nParseErr++
			if len(parseErrs) < oracleMaxErrors {
				parseErrs = append(parseErrs, fmt.Sprintf("%s%s: %v", f.rel, tag, f.parseErr))
			}
		}
		if f.checkErr != nil {
			nCheckErr++
			if len(checkErrs) < oracleMaxErrors {
				checkErrs = append(checkErrs, fmt.Sprintf("%s%s: %v", f.rel, tag, f.checkErr))
			}
		}
		if f.skip != "" {
			skips[f.skip]++
			continue
		}
		compared++
		have := map[key]int{}
		for _, d := range f.got {
			have[keyOf(d)]++
		}
		for _, e := range f.expected {
			expected++
			if k := keyOf(e); have[k] > 0 {
				have[k]--
				recalled++
				continue
			}
			if len(misses) >= *oracleMisses {
				misses = append(misses, "") // counted, not listed
				continue
			}
			misses = append(misses, fmt.Sprintf("%s:%d: %s %s expected %d-%d, outline %s",
				f.rel, e.Start, e.Kind, e.qualified(), e.Start, e.End, closest(e, f.got, f.all, sameName)))
		}
	}
	recall := 1.0
	if expected > 0 {
		recall = float64(recalled) / float64(expected)
	}
	skipped := 0
	var skipNotes []string
	for why, n := range skips {
		skipped += n
		skipNotes = append(skipNotes, fmt.Sprintf("%d %s", n, why))
	}
	sort.Strings(skipNotes)
	var b strings.Builder
	fmt.Fprintf(&b, "%s oracle: %d files, %d compared, %d skipped [%s]; expected %d symbols, recalled %d, missed %d; recall %.4f%% (bar %.1f%%); Parse errors %d, Check errors %d\n",
		lang, len(files), compared, skipped, strings.Join(skipNotes, "; "), expected, recalled, expected-recalled,
		100*recall, 100*bar, nParseErr, nCheckErr)
	if len(misses) > 0 {
		listed := 0
		for _, m := range misses {
			if m != "" {
				listed++
			}
		}
		fmt.Fprintf(&b, "first %d of %d misses:\n", listed, len(misses))
		for _, m := range misses {
			if m != "" {
				fmt.Fprintf(&b, "  %s\n", m)
			}
		}
	}
	failed := recall < bar || nParseErr > 0 || nCheckErr > 0 || expected == 0
	if failed || testing.Verbose() {
		t.Log(strings.TrimSuffix(b.String(), "\n"))
	}
	if expected == 0 {
		t.Errorf("%s oracle expected no symbols at all; the oracle or the file list is broken", lang)
	}
	if recall < bar {
		t.Errorf("%s recall %.4f%% (%d/%d) is below %.1f%%", lang, 100*recall, recalled, expected, 100*bar)
	}
	if nParseErr > 0 {
		t.Errorf("outline.Parse failed on %d %s files; first %d:\n  %s", nParseErr, lang, len(parseErrs), strings.Join(parseErrs, "\n  "))
	}
	if nCheckErr > 0 {
		t.Errorf("outline.Check failed on %d %s files; first %d:\n  %s", nCheckErr, lang, len(checkErrs), strings.Join(checkErrs, "\n  "))
	}
}

// closest describes the outline symbol nearest to a missed declaration:
// same name (and receiver) among the compared kinds, else among all kinds.
func closest(e oracleDef, got, all []oracleDef, sameName func(a, b oracleDef) bool) string {
	for _, pool := range [][]oracleDef{got, all} {
		best, bestDist := -1, 0
		for i, g := range pool {
			if !sameName(e, g) {
				continue
			}
			d := abs(g.Start-e.Start) + abs(g.End-e.End)
			if best < 0 || d < bestDist {
				best, bestDist = i, d
			}
		}
		if best >= 0 {
			g := pool[best]
			return fmt.Sprintf("%d-%d (%s %s)", g.Start, g.End, g.Kind, g.qualified())
		}
	}
	inner := -1 // the smallest symbol holding the expected start line
	for i, g := range all {
		if g.Start <= e.Start && e.Start <= g.End && (inner < 0 || g.End-g.Start < all[inner].End-all[inner].Start) {
			inner = i
		}
	}
	if inner >= 0 {
		g := all[inner]
		return fmt.Sprintf("missing (line %d is in %s %s %d-%d)", e.Start, g.Kind, g.qualified(), g.Start, g.End)
	}
	return "missing"
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// ---- Go ----

var goKinds = map[string]bool{"function": true, "method": true, "struct": true, "interface": true, "type": true}

// listFiles returns the sample (see sample) of the regular files under root
// whose names end in ext, skipping directories with the given names.
func listFiles(t *testing.T, root, ext string, skipDirs ...string) []string {
	t.Helper()
	var paths []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if slices.Contains(skipDirs, d.Name()) {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(p, ext) && d.Type().IsRegular() {
			paths = append(paths, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	paths = sample(paths)
	if len(paths) == 0 {
		t.Fatalf("no %s files under %s", ext, root)
	}
	return paths
}

func TestOracleGo(t *testing.T) {
	root := filepath.Join(goRoot(t), "src")
	paths := listFiles(t, root, ".go", "testdata")
	files := make([]oracleFile, len(paths))
	inParallel(len(paths), func(i int) {
		files[i] = goOracleFile(root, paths[i])
	})
	report(t, "Go", files, true)
}

func goRoot(t testing.TB) string {
	r := corpus.GoRoot()
	if r == "" {
		t.Fatal("cannot find GOROOT: the go command is needed (go env GOROOT)")
	}
	return r
}

func goOracleFile(root, path string) oracleFile {
	of, text, _ := readOracleFile(root, path)
	if of.skip != "" {
		return of
	}
	fset := token.NewFileSet()
	af, perr := parser.ParseFile(fset, path, text, parser.ParseComments)
	if perr != nil {
		of.skip = "rejected by go/parser"
	} else {
		of.expected = goExpected(fset, af)
	}
	f, parseErr, checkErr := safeParse(path, text)
	of.parseErr, of.checkErr = parseErr, checkErr
	if f != nil {
		of.all = flatten(f.Symbols, true, nil)
		of.got = filterKinds(flatten(f.Symbols, false, nil), goKinds)
	}
	return of
}

func goExpected(fset *token.FileSet, af *ast.File) []oracleDef {
	line := func(p token.Pos) int { return fset.Position(p).Line }
	var out []oracleDef
	for _, decl := range af.Decls {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			e := oracleDef{Name: d.Name.Name, Kind: "func", Start: line(d.Pos()), End: line(d.End())}
			if d.Doc != nil {
				e.Start = line(d.Doc.Pos())
			}
			if d.Recv != nil && len(d.Recv.List) > 0 {
				e.Recv = goRecvName(d.Recv.List[0].Type)
				e.Kind = "method"
			}
			out = append(out, e)
		case *ast.GenDecl:
			if d.Tok != token.TYPE {
				continue
			}
			for _, spec := range d.Specs {
				ts := spec.(*ast.TypeSpec)
				e := oracleDef{Name: ts.Name.Name, Kind: "type"}
				if !d.Lparen.IsValid() {
					e.Start, e.End = line(d.TokPos), line(d.End())
					if d.Doc != nil {
						e.Start = line(d.Doc.Pos())
					}
				} else {
					e.Start, e.End = line(ts.Name.Pos()), line(ts.End())
					if ts.Doc != nil {
						e.Start = line(ts.Doc.Pos())
					}
				}
				out = append(out, e)
			}
		}
	}
	return out
}

// goRecvName is the receiver's type name without "*", parentheses or type
// parameters: *T[K, V] -> T.
func goRecvName(x ast.Expr) string {
	for {
		switch y := x.(type) {
		case *ast.StarExpr:
			x = y.X
		case *ast.ParenExpr:
			x = y.X
		case *ast.IndexExpr:
			x = y.X
		case *ast.IndexListExpr:
			x = y.X
		case *ast.Ident:
			return y.Name
		default:
			return fmt.Sprintf("%T", x)
		}
	}
}

// ---- Python ----

var pyKinds = map[string]bool{"function": true, "method": true, "constructor": true, "class": true}

func TestOraclePython(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("python3 is required in CI: %v", err)
		}
		t.Skipf("python3 not found: %v", err)
	}
	out, err := exec.Command(py, "-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])").Output()
	if err != nil {
		t.Fatalf("python3 cannot name its stdlib: %v", err)
	}
	root := strings.TrimSpace(string(out))
	paths := listFiles(t, root, ".py", "site-packages", "dist-packages")
	oracle := runPyAST(t, py, paths)

	files := make([]oracleFile, len(paths))
	inParallel(len(paths), func(i int) {
		files[i] = pyOracleFile(root, paths[i], oracle[paths[i]])
	})
	report(t, "Python", files, false)
}

type pyResult struct {
	Path  string `json:"path"`
	Error string `json:"error"`
	Defs  []struct {
		Name  string `json:"name"`
		Kind  string `json:"kind"`
		Start int    `json:"start"`
		End   int    `json:"end"`
	} `json:"defs"`
}

// runPyAST runs testdata/pyast.py once over all paths.
func runPyAST(t *testing.T, py string, paths []string) map[string]*pyResult {
	t.Helper()
	script, err := filepath.Abs(filepath.Join("testdata", "pyast.py"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(py, script)
	cmd.Stdin = strings.NewReader(strings.Join(paths, "\n") + "\n")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pyast.py: %v\n%s", err, stderr.String())
	}
	res := make(map[string]*pyResult, len(paths))
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<26)
	for sc.Scan() {
		var r pyResult
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("pyast.py output: %v: %.200s", err, sc.Text())
		}
		res[r.Path] = &r
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		if res[p] == nil {
			t.Fatalf("pyast.py gave no answer for %s", p)
		}
	}
	return res
}

func pyOracleFile(root, path string, r *pyResult) oracleFile {
	of, text, lfOnly := readOracleFile(root, path)
	if of.skip != "" {
		return of
	}
	switch {
	case strings.HasPrefix(r.Error, "UnicodeDecodeError"):
		of.skip = "not UTF-8"
	case r.Error != "":
		of.skip = "rejected by ast.parse"
	case !lfOnly:
		of.skip = "lone CR line breaks"
	default:
		for _, d := range r.Defs {
			of.expected = append(of.expected, oracleDef{Name: d.Name, Kind: d.Kind, Start: d.Start, End: d.End})
		}
		slices.SortStableFunc(of.expected, func(a, b oracleDef) int { return a.Start - b.Start })
	}
	f, parseErr, checkErr := safeParse(path, text)
	of.parseErr, of.checkErr = parseErr, checkErr
	if f != nil {
		of.all = flatten(f.Symbols, true, nil)
		of.got = filterKinds(of.all, pyKinds)
	}
	return of
}
