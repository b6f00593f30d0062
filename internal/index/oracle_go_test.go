package index

// The Go reference oracle: References against go/types on a sample of the
// standard library.
//
// Measured (go1.26.8, seed 11; 400 symbols, 65 under -short):
//
//	kind      symbols  go/types  index  both  recall   precision
//	function      120       210    210   210  100.00%  100.00%
//	type           80      1316   1317  1316  100.00%   99.92%
//	method        200       426    662   422   99.06%   63.75%
//
// (A method's query is At's, pinned to its package: mail.Header.Get, not
// every Header.Get. What a method still counts wrongly is x.M where the
// syntax does not type x: a map's or slice's element, a type switch's
// variable, a method value.)

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/locus-dev/locus/internal/corpus"
)

// goRefPatterns is the sample: net/http with the packages under it, the
// packages it is built on that the sample's other packages use too, and
// the standard library's importers of net/http and net/rpc. Only their
// files for linux/amd64 without cgo are copied, so that the index sees
// what go/types checks.
var goRefPatterns = []string{
	"net/http/...", "net/url", "net/textproto", "net/mail", "net/smtp",
	"mime/...", "net/rpc/...", "expvar",
}

// goSym is a symbol of the sample: its key (package path, receiver, name),
// kind and declaration.
type goSym struct {
	key, kind, name string
	path            string // slash-separated, relative to GOROOT/src
	pos             token.Position
}

// TestReferencesOracleGo compares References with go/types on the sample:
// for exported package-level functions, types and concrete methods drawn
// with a fixed seed, the references are the identifiers that go/types
// resolves to the symbol (types.Info.Uses, the declaration left out) in
// every package of the sample, and the index's are References of the
// query At gives at the declaration's name, as the tools ask. The issue's
// bars: recall >= 97% for every kind; precision >= 90% for functions and
// types, >= 60% for methods, whose receiver a name-based answer guesses.
func TestReferencesOracleGo(t *testing.T) {
	goroot := corpus.GoRoot()
	if goroot == "" {
		needTool(t, "the Go source tree cannot be found")
	}
	src := filepath.Join(goroot, "src")
	pkgs := goLoad(t, src, goRefPatterns)

	// the sample's files, copied
	dir := t.TempDir()
	rel := func(p string) string {
		r, err := filepath.Rel(src, p)
		if err != nil {
			t.Fatal(err)
		}
		return filepath.ToSlash(r)
	}
	texts := map[string][]byte{}
	for _, p := range pkgs {
		for _, f := range p.files {
			r := rel(f)
			texts[r] = p.texts[f]
			writeFiles(t, dir, map[string]string{r: string(p.texts[f])})
		}
	}
	// col converts a go/token column (bytes) to code points.
	col := func(pos token.Position) int {
		text := texts[rel(pos.Filename)]
		start := pos.Offset - (pos.Column - 1)
		return utf8.RuneCount(text[start:pos.Offset]) + 1
	}

	// the candidates, in a stable order
	var cands []goSym
	for _, p := range pkgs {
		scope := p.types.Scope()
		for _, name := range scope.Names() {
			obj := scope.Lookup(name)
			if !obj.Exported() {
				continue
			}
			pos := goOracleFset.Position(obj.Pos())
			switch o := obj.(type) {
			case *types.Func:
				cands = append(cands, goSym{key: goKey(o), kind: "function", name: name, path: rel(pos.Filename), pos: pos})
			case *types.TypeName:
				if o.IsAlias() {
					continue
				}
				cands = append(cands, goSym{key: goKey(o), kind: "type", name: name, path: rel(pos.Filename), pos: pos})
				named, ok := o.Type().(*types.Named)
				if !ok {
					continue
				}
				for m := range named.Methods() {
					if !m.Exported() {
						continue
					}
					mpos := goOracleFset.Position(m.Pos())
					cands = append(cands, goSym{key: goKey(m), kind: "method", name: m.Name(), path: rel(mpos.Filename), pos: mpos})
				}
			}
		}
	}
	sort.Slice(cands, func(i, j int) bool { return cands[i].key < cands[j].key })
	want := map[string]int{"function": 120, "type": 80, "method": 200}
	if testing.Short() {
		want = map[string]int{"function": 20, "type": 15, "method": 30}
	}
	rng := rand.New(rand.NewPCG(11, 11))
	rng.Shuffle(len(cands), func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })
	var sample []goSym
	taken := map[string]int{}
	for _, c := range cands {
		if taken[c.kind] < want[c.kind] {
			taken[c.kind]++
			sample = append(sample, c)
		}
	}
	for kind, n := range want {
		if taken[kind] < n {
			t.Fatalf("the sample has %d %ss, want %d", taken[kind], kind, n)
		}
	}

	// the truth: every use of a sampled symbol in every package
	truth := map[string]map[string]bool{}
	for _, c := range sample {
		truth[c.key] = map[string]bool{}
	}
	for _, p := range pkgs {
		for id, obj := range p.info.Uses {
			if obj.Pkg() == nil {
				continue
			}
			set := truth[goKey(obj)]
			if set == nil {
				continue
			}
			pos := goOracleFset.Position(id.Pos())
			set[posKey(rel(pos.Filename), pos.Line, col(pos))] = true
		}
	}

	x := openIndex(t, dir, Options{Window: 1 << 62})
	refresh(t, x)
	tallies := map[string]*refTally{}
	order := []*refTally{}
	for _, kind := range []string{"function", "type", "method"} {
		tallies[kind] = &refTally{kind: kind}
		order = append(order, tallies[kind])
	}
	for _, c := range sample {
		k := tallies[c.kind]
		query, got, ok := indexRefs(t, x, c.path, c.pos.Line, col(c.pos), c.name)
		if !ok {
			k.noSpot++
			query = c.key
		}
		k.add(query, truth[c.key], got)
	}
	t.Logf("References against go/types on %d files of %s (seed 11):\n%s", len(texts), strings.Join(goRefPatterns, " "), refReport("go", order, 8))
	checkBars(t, tallies["function"], 0.97, 0.99, "")
	checkBars(t, tallies["type"], 0.97, 0.99, "")
	checkBars(t, tallies["method"], 0.97, 0.60, "")
}

// goKey names an object across packages checked apart (one package's
// objects are not the objects its importers see): the package path, the
// receiver's type name for a method, and the name.
func goKey(obj types.Object) string {
	key := obj.Pkg().Path() + "." + obj.Name()
	f, ok := obj.(*types.Func)
	if !ok || f.Signature().Recv() == nil {
		if obj.Parent() != obj.Pkg().Scope() {
			return "" // a field, a local: no candidate
		}
		return key
	}
	{
		if recv := f.Signature().Recv(); recv != nil {
			t := recv.Type()
			if p, ok := t.(*types.Pointer); ok {
				t = p.Elem()
			}
			n, ok := t.(*types.Named)
			if !ok {
				return key + "#" // an interface's method: no candidate
			}
			key = obj.Pkg().Path() + "." + n.Obj().Name() + "." + obj.Name()
		}
	}
	return key
}

// goOracleFset holds the positions of every file goLoad parses.
var goOracleFset = token.NewFileSet()

// goPkg is a package of the sample, type-checked.
type goPkg struct {
	path  string
	files []string          // absolute
	texts map[string][]byte // by absolute path
	types *types.Package
	info  *types.Info
}

// goLoad type-checks the packages that patterns match in the Go tree src,
// their dependencies read from the export data the go command builds (for
// linux/amd64 without cgo, as their files are chosen).
func goLoad(t *testing.T, src string, patterns []string) []*goPkg {
	t.Helper()
	type listed struct {
		ImportPath, Dir, Export string
		GoFiles                 []string
		ImportMap               map[string]string
		DepOnly                 bool
		Error                   *struct{ Err string }
	}
	cmd := exec.Command("go", append([]string{"list", "-e", "-export", "-deps", "-json=ImportPath,Dir,Export,GoFiles,ImportMap,DepOnly,Error"}, patterns...)...)
	cmd.Dir = src
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS=linux", "GOARCH=amd64", "GOFLAGS=", "GOWORK=off")
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	exports := map[string]string{}
	var roots []listed
	dec := json.NewDecoder(bytes.NewReader(out))
	for dec.More() {
		var l listed
		if err := dec.Decode(&l); err != nil {
			t.Fatal(err)
		}
		if l.Error != nil {
			t.Fatalf("go list %s: %s", l.ImportPath, l.Error.Err)
		}
		exports[l.ImportPath] = l.Export
		if !l.DepOnly {
			roots = append(roots, l)
		}
	}
	imp := importer.ForCompiler(goOracleFset, "gc", func(path string) (io.ReadCloser, error) {
		f, ok := exports[path]
		if !ok || f == "" {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(f)
	})
	var pkgs []*goPkg
	for _, l := range roots {
		p := &goPkg{path: l.ImportPath, texts: map[string][]byte{}}
		var files []*ast.File
		for _, name := range l.GoFiles {
			abs := filepath.Join(l.Dir, name)
			data, err := os.ReadFile(abs)
			if err != nil {
				t.Fatal(err)
			}
			f, err := parser.ParseFile(goOracleFset, abs, data, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			p.files = append(p.files, abs)
			p.texts[abs] = data
			files = append(files, f)
		}
		p.info = &types.Info{Uses: map[*ast.Ident]types.Object{}}
		conf := types.Config{Importer: importerFunc(func(path string) (*types.Package, error) {
			if m, ok := l.ImportMap[path]; ok {
				path = m // golang.org/x/... vendored in the standard library
			}
			return imp.Import(path)
		})}
		p.types, err = conf.Check(l.ImportPath, goOracleFset, files, p.info)
		if err != nil {
			t.Fatalf("type-check %s: %v", l.ImportPath, err)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }
