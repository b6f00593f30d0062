package xref_test

// The Go oracle: every *ast.Ident that go/parser finds in a sample of the Go
// tree's own sources must be an occurrence at the same offset, and every
// occurrence such an ident, after the exclusions below; the roles go/ast
// can tell must agree.

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/xref"
)

// goOracleFiles is the size of the sample (every n-th file of the tree).
const goOracleFiles = 300

// goNotNames are identifiers to go/ast that locus does not report: Go's
// predeclared constants, which the grammar reads as literals (mostly).
var goNotNames = map[string]bool{"nil": true, "true": true, "false": true, "iota": true}

// oracleTally counts an oracle's agreement.
type oracleTally struct {
	files, skipped           int
	expected, got, matched   int
	rolesChecked, rolesAgree int
	missing, extra, roleDiff []string
	roleCounts               map[string]int // "want->got" for disagreements
}

func (o *oracleTally) note(list *[]string, format string, args ...any) {
	if len(*list) < 30 {
		*list = append(*list, fmt.Sprintf(format, args...))
	}
}

func (o *oracleTally) String() string {
	pct := func(a, b int) float64 {
		if b == 0 {
			return 100
		}
		return 100 * float64(a) / float64(b)
	}
	return fmt.Sprintf("%d files (%d skipped); positions: expected %d, got %d, matched %d: recall %.3f%%, precision %.3f%%; roles: checked %d, agree %d (%.3f%%)",
		o.files, o.skipped, o.expected, o.got, o.matched, pct(o.matched, o.expected), pct(o.matched, o.got),
		o.rolesChecked, o.rolesAgree, pct(o.rolesAgree, o.rolesChecked))
}

// compare adds one file: want maps offsets to the expected name, roles the
// offsets whose role the oracle knows.
func (o *oracleTally) compare(rel string, want map[int]string, roles map[int]xref.Role, occs []xref.Occurrence) {
	o.files++
	o.expected += len(want)
	o.got += len(occs)
	seen := map[int]bool{}
	for _, occ := range occs {
		seen[occ.Start] = true
		name, ok := want[occ.Start]
		if !ok {
			o.note(&o.extra, "%s:%d:%d: %s %s", rel, occ.Line, occ.Col, occ.Role, occ.Name)
			continue
		}
		if name != occ.Name {
			o.note(&o.extra, "%s:%d:%d: %s, the oracle says %s", rel, occ.Line, occ.Col, occ.Name, name)
			continue
		}
		o.matched++
		if r, ok := roles[occ.Start]; ok {
			o.rolesChecked++
			if r == occ.Role {
				o.rolesAgree++
			} else {
				if o.roleCounts == nil {
					o.roleCounts = map[string]int{}
				}
				o.roleCounts[r.String()+"->"+occ.Role.String()]++
				o.note(&o.roleDiff, "%s:%d:%d: %s is %s, the oracle says %s", rel, occ.Line, occ.Col, occ.Name, occ.Role, r)
			}
		}
	}
	var offs []int
	for off := range want {
		if !seen[off] {
			offs = append(offs, off)
		}
	}
	sort.Ints(offs)
	for _, off := range offs {
		o.note(&o.missing, "%s@%d: %s", rel, off, want[off])
	}
}

// check fails the test unless positions agree exactly and roles at least
// rolesBar of the time; it logs the figures.
func (o *oracleTally) check(t *testing.T, lang string, rolesBar float64) {
	t.Helper()
	t.Logf("%s oracle: %s", lang, o)
	if o.files-o.skipped < 100 {
		t.Errorf("%s oracle compared only %d files", lang, o.files-o.skipped)
	}
	if o.matched != o.expected || o.matched != o.got {
		t.Errorf("%s positions differ from the oracle's:\nmissing (first %d):\n  %s\nextra (first %d):\n  %s", lang,
			len(o.missing), strings.Join(o.missing, "\n  "), len(o.extra), strings.Join(o.extra, "\n  "))
	}
	if o.rolesChecked == 0 || float64(o.rolesAgree) < rolesBar*float64(o.rolesChecked) {
		t.Errorf("%s roles agree %d/%d, below %.2f%% (%v); first:\n  %s", lang, o.rolesAgree, o.rolesChecked,
			100*rolesBar, o.roleCounts, strings.Join(o.roleDiff, "\n  "))
	} else if len(o.roleDiff) > 0 {
		t.Logf("%s role disagreements %v; first:\n  %s", lang, o.roleCounts, strings.Join(o.roleDiff, "\n  "))
	}
}

// TestOracleGo compares the occurrences of a sample of the Go tree with go/ast.
// Exclusions: "_" (binds nothing), nil, true, false and iota (literals to
// the grammar) and the "." of a dot import are not reported; files the
// grammar cannot parse without errors, or go/parser not at all, are skipped.
// The roles differ where the grammar misreads (a list of ten parameters
// whose first name it takes for a type) or knows better (new(T), make(T),
// where go/ast has only an identifier).
func TestOracleGo(t *testing.T) {
	var files []string
	for _, c := range corpus.Standard(t) {
		if c.Lang == "go" {
			files = c.Files()
		}
	}
	if len(files) == 0 {
		t.Skip("no Go tree")
	}
	step := max(1, len(files)/goOracleFiles)
	lang := syntax.Lookup("go")
	var o oracleTally
	for i := 0; i < len(files); i += step {
		text, err := os.ReadFile(files[i])
		if err != nil {
			continue
		}
		rel := strings.TrimPrefix(files[i], corpus.GoRoot()+"/src/")
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, files[i], text, parser.SkipObjectResolution)
		var occs []xref.Occurrence
		broken := false
		lang.Parse(text, func(root syntax.Node) error {
			broken = root.HasError()
			occs, _ = xref.Extract(lang, text, root)
			return nil
		})
		if err != nil || broken {
			o.files++
			o.skipped++
			continue
		}
		want, roles := goIdents(fset, f)
		o.compare(rel, want, roles, occs)
	}
	o.check(t, "go", 0.995)
}

// goIdents lists the identifiers of a file by offset and the roles go/ast tells.
func goIdents(fset *token.FileSet, f *ast.File) (map[int]string, map[int]xref.Role) {
	tf := fset.File(f.Pos())
	off := func(id *ast.Ident) int { return tf.Offset(id.Pos()) }
	want := map[int]string{}
	roles := map[int]xref.Role{}
	ast.Inspect(f, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name != "_" && id.Name != "." && !goNotNames[id.Name] {
			want[off(id)] = id.Name
		}
		return true
	})
	set := func(e ast.Expr, r xref.Role) {
		switch e := e.(type) {
		case *ast.Ident:
			roles[off(e)] = r
		case *ast.SelectorExpr:
			roles[off(e.Sel)] = r
		}
	}
	typ := func(e ast.Expr) {
		if s, ok := e.(*ast.StarExpr); ok {
			e = s.X
		}
		set(e, xref.Type)
	}
	fields := func(fl *ast.FieldList) {
		if fl == nil {
			return
		}
		for _, fd := range fl.List {
			for _, n := range fd.Names {
				roles[off(n)] = xref.Decl
			}
			typ(fd.Type)
		}
	}
	roles[off(f.Name)] = xref.Decl
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncDecl:
			roles[off(n.Name)] = xref.Decl
			fields(n.Recv)
		case *ast.FuncType:
			fields(n.TypeParams)
			fields(n.Params)
			fields(n.Results)
		case *ast.StructType:
			fields(n.Fields)
		case *ast.InterfaceType:
			for _, fd := range n.Methods.List {
				for _, m := range fd.Names {
					roles[off(m)] = xref.Decl
				}
			}
		case *ast.TypeSpec:
			roles[off(n.Name)] = xref.Decl
			fields(n.TypeParams)
		case *ast.ValueSpec:
			for _, m := range n.Names {
				roles[off(m)] = xref.Decl
			}
			if n.Type != nil {
				typ(n.Type)
			}
		case *ast.ImportSpec:
			if n.Name != nil && n.Name.Name != "." {
				roles[off(n.Name)] = xref.Decl
			}
		case *ast.LabeledStmt:
			roles[off(n.Label)] = xref.Decl
		case *ast.BranchStmt:
			if n.Label != nil {
				roles[off(n.Label)] = xref.Ref
			}
		case *ast.AssignStmt:
			r := xref.Write
			if n.Tok == token.DEFINE {
				r = xref.Decl
			}
			for _, l := range n.Lhs {
				set(l, r)
			}
		case *ast.IncDecStmt:
			set(n.X, xref.Write)
		case *ast.RangeStmt:
			r := xref.Write
			if n.Tok == token.DEFINE {
				r = xref.Decl
			}
			for _, e := range []ast.Expr{n.Key, n.Value} {
				if e != nil {
					set(e, r)
				}
			}
		case *ast.CallExpr:
			fun := n.Fun
			if p, ok := fun.(*ast.ParenExpr); ok {
				fun = p.X
			}
			set(fun, xref.Call)
			if id, ok := fun.(*ast.Ident); ok && (id.Name == "new" || id.Name == "make") {
				break // the grammar reads their first argument as a type
			}
			for _, a := range n.Args {
				if id, ok := a.(*ast.Ident); ok {
					roles[off(id)] = xref.Ref
				}
			}
		case *ast.CompositeLit:
			if n.Type != nil {
				typ(n.Type)
			}
		case *ast.TypeAssertExpr:
			if n.Type != nil {
				typ(n.Type)
			}
		case *ast.BinaryExpr:
			for _, e := range []ast.Expr{n.X, n.Y} {
				if id, ok := e.(*ast.Ident); ok {
					roles[off(id)] = xref.Ref
				}
			}
		case *ast.ReturnStmt:
			for _, e := range n.Results {
				if id, ok := e.(*ast.Ident); ok {
					roles[off(id)] = xref.Ref
				}
			}
		case *ast.SelectorExpr:
			if id, ok := n.X.(*ast.Ident); ok {
				roles[off(id)] = xref.Ref
			}
		}
		return true
	})
	return want, roles
}
