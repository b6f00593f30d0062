package index

import (
	"context"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
)

// goSample copies every step-th Go file of the standard library (test data
// and vendored code left out) into a temporary tree, keeping their paths,
// and returns the tree and the paths copied.
func goSample(t testing.TB, step int) (string, []string) {
	t.Helper()
	root := corpus.GoRoot()
	if root == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("the Go source tree cannot be found (CI=true: required)")
		}
		t.Skip("the Go source tree cannot be found")
	}
	src := filepath.Join(root, "src")
	files := corpus.Corpus{Lang: "go", Dir: src, Ext: ".go"}.Files()
	dir := t.TempDir()
	var copied []string
	for i, f := range files {
		rel, _ := filepath.Rel(src, f)
		rel = filepath.ToSlash(rel)
		if i%step != 0 || strings.HasPrefix(rel, "vendor/") || strings.Contains(rel, "/vendor/") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		writeFiles(t, dir, map[string]string{rel: string(data)})
		copied = append(copied, rel)
	}
	return dir, copied
}

// TestDefinitionsOracle checks Definitions against go/ast on a sample of
// the standard library: every top-level declaration (functions, methods as
// Recv.Name, types, constants, variables) must be found by its name, in its
// file, at the line of its name.
func TestDefinitionsOracle(t *testing.T) {
	dir, files := goSample(t, 18)
	x := openIndex(t, dir, Options{Window: 1 << 62}) // one refresh for all the questions
	refresh(t, x)
	ctx := context.Background()
	fset := token.NewFileSet()
	total, found := 0, 0
	var missed []string
	for _, rel := range files {
		f, err := parser.ParseFile(fset, filepath.Join(dir, rel), nil, parser.SkipObjectResolution)
		if err != nil {
			continue // a file go/parser refuses (test data of the parser itself) has no oracle
		}
		check := func(query string, id *ast.Ident) {
			if id.Name == "_" {
				return
			}
			total++
			line := fset.Position(id.Pos()).Line
			defs, err := x.Definitions(ctx, query)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range defs {
				if d.Path == rel && d.Selection.Line().Int() == line && d.Name == id.Name {
					found++
					return
				}
			}
			if len(missed) < 20 {
				missed = append(missed, rel+":"+itoa(line)+" "+query)
			}
		}
		for _, decl := range f.Decls {
			switch d := decl.(type) {
			case *ast.FuncDecl:
				q := d.Name.Name
				if d.Recv != nil && len(d.Recv.List) > 0 {
					q = recvName(d.Recv.List[0].Type) + "." + q
				}
				check(q, d.Name)
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					switch s := spec.(type) {
					case *ast.TypeSpec:
						check(s.Name.Name, s.Name)
					case *ast.ValueSpec:
						for _, n := range s.Names {
							check(n.Name, n)
						}
					}
				}
			}
		}
	}
	ratio := float64(found) / float64(total)
	t.Logf("%d of %d top-level declarations found at their lines (%.2f%%) in %d files", found, total, 100*ratio, len(files))
	if total < 3000 || ratio < 0.99 {
		t.Errorf("found %d of %d (%.2f%%), want >= 99%% of >= 3000; missed: %s", found, total, 100*ratio, strings.Join(missed, ", "))
	}
}

// recvName returns the receiver type's name without "*" or type arguments.
func recvName(e ast.Expr) string {
	for {
		switch t := e.(type) {
		case *ast.StarExpr:
			e = t.X
		case *ast.IndexExpr:
			e = t.X
		case *ast.IndexListExpr:
			e = t.X
		case *ast.ParenExpr:
			e = t.X
		case *ast.Ident:
			return t.Name
		default:
			return "?"
		}
	}
}
