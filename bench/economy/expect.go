// This file computes what a task expects without locus: declarations'
// lines from go/ast for Go and from Python's ast module for Python, the
// callers of a function the same way, and the checks that a file parses
// (gofmt -e, Python's ast.parse).

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// decl is a declaration's lines (1-based, inclusive): its doc comment or
// first decorator, its start, its end, and its body's.
type decl struct {
	Doc, Start, End    int
	BodyStart, BodyEnd int
}

// goDecls returns the top-level functions and methods ("Recv.Name") and
// types of a Go file, by name.
func goDecls(path string) (map[string]decl, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	out := map[string]decl{}
	line := func(p token.Pos) int { return fset.Position(p).Line }
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			name := d.Name.Name
			if d.Recv != nil {
				name = recvName(d) + "." + name
			}
			x := decl{Doc: line(d.Pos()), Start: line(d.Pos()), End: line(d.End())}
			if d.Doc != nil {
				x.Doc = line(d.Doc.Pos())
			}
			if d.Body != nil {
				x.BodyStart, x.BodyEnd = line(d.Body.Lbrace)+1, line(d.Body.Rbrace)-1
			}
			out[name] = x
		case *ast.GenDecl:
			if d.Tok != token.TYPE {
				continue
			}
			for _, s := range d.Specs {
				ts := s.(*ast.TypeSpec)
				out[ts.Name.Name] = decl{Doc: line(d.Pos()), Start: line(d.Pos()), End: line(d.End())}
			}
		}
	}
	return out, nil
}

// recvName is the name of a method's receiver type, without its pointer
// or type parameters.
func recvName(d *ast.FuncDecl) string {
	t := d.Recv.List[0].Type
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	switch x := t.(type) {
	case *ast.IndexExpr:
		t = x.X
	case *ast.IndexListExpr:
		t = x.X
	}
	return t.(*ast.Ident).Name
}

// goCallers returns the functions ("Recv.Name" or "Name") of the Go files
// in dir that call the package's function name (not a local variable of
// that name).
func goCallers(dir, name string) ([]string, error) {
	files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	set := map[string]bool{}
	for _, p := range files {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			return nil, err
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			caller := fd.Name.Name
			if fd.Recv != nil {
				caller = recvName(fd) + "." + caller
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				if c, ok := n.(*ast.CallExpr); ok {
					// The parser resolves a file's local names: a call of
					// a local variable of that name is not a call of the
					// function (Obj is nil for a package-level name).
					if id, ok := c.Fun.(*ast.Ident); ok && id.Name == name && (id.Obj == nil || id.Obj.Kind == ast.Fun) {
						set[caller] = true
					}
				}
				return true
			})
		}
	}
	return sorted(set), nil
}

// pyScript answers for Python files, as JSON by path: with "decls" the
// qualified names of each file's classes and functions with their lines;
// with "callers NAME" the qualified functions that call NAME (as a name or
// an attribute).
const pyScript = `
import ast, json, sys
cmd, args = sys.argv[1], sys.argv[2:]
name = None
if cmd == "callers":
    name, args = args[0], args[1:]
out = {}
for path in args:
    tree = ast.parse(open(path, encoding="utf-8").read(), path)
    decls, callers = {}, set()
    def walk(node, prefix):
        for n in ast.iter_child_nodes(node):
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                q = prefix + n.name
                first = min([d.lineno for d in n.decorator_list] + [n.lineno])
                decls[q] = {"Doc": first, "Start": n.lineno, "End": n.end_lineno,
                            "BodyStart": n.body[0].lineno, "BodyEnd": n.end_lineno}
                if name and not isinstance(n, ast.ClassDef):
                    for c in ast.walk(n):
                        if isinstance(c, ast.Call):
                            f = c.func
                            if (isinstance(f, ast.Name) and f.id == name) or (isinstance(f, ast.Attribute) and f.attr == name):
                                callers.add(q)
                walk(n, q + ".")
    walk(tree, "")
    out[path] = sorted(callers) if name else decls
print(json.dumps(out))
`

// python runs pyScript with args and decodes its answer into v.
func python(v any, args ...string) error {
	out, err := exec.Command("python3", append([]string{"-c", pyScript}, args...)...).Output()
	if err != nil {
		return fmt.Errorf("python3 reading %v: %w", args, err)
	}
	return json.Unmarshal(out, v)
}

// pyDecls returns a Python file's classes and functions, methods and
// nested functions as "Class.method".
func pyDecls(path string) (map[string]decl, error) {
	var m map[string]map[string]decl
	if err := python(&m, "decls", path); err != nil {
		return nil, err
	}
	return m[path], nil
}

// pyFiles lists the .py files under dir.
func pyFiles(dir string) ([]string, error) {
	var files []string
	err := filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() && strings.HasSuffix(p, ".py") {
			files = append(files, p)
		}
		return err
	})
	return files, err
}

// pyCallers returns the qualified functions of the Python files under dir
// that call name. A nested function's call counts for it and for the
// functions around it, as ast.walk sees it; the tasks avoid such nesting.
func pyCallers(dir, name string) ([]string, error) {
	files, err := pyFiles(dir)
	if err != nil {
		return nil, err
	}
	var m map[string][]string
	if err := python(&m, append([]string{"callers", name}, files...)...); err != nil {
		return nil, err
	}
	set := map[string]bool{}
	for _, qs := range m {
		for _, q := range qs {
			set[q] = true
		}
	}
	return sorted(set), nil
}

// declsOf returns the declarations of a file of either language.
func declsOf(path string) (map[string]decl, error) {
	if strings.HasSuffix(path, ".py") {
		return pyDecls(path)
	}
	return goDecls(path)
}

// parses checks that a file is valid Go (gofmt -e) or Python (ast.parse).
func parses(path string) error {
	var cmd *exec.Cmd
	if strings.HasSuffix(path, ".py") {
		cmd = exec.Command("python3", "-c", "import ast,sys; ast.parse(open(sys.argv[1], encoding='utf-8').read(), sys.argv[1])", path)
	} else {
		cmd = exec.Command("gofmt", "-e", "-l", path)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s does not parse: %v: %s", path, err, strings.TrimSpace(stderr.String()))
	}
	return nil
}

// lines splits a file's text into lines without their ends.
func lines(text string) []string {
	return strings.Split(strings.TrimSuffix(text, "\n"), "\n")
}

// joinLines is the text of lines, each ended by "\n".
func joinLines(ls []string) string {
	if len(ls) == 0 {
		return ""
	}
	return strings.Join(ls, "\n") + "\n"
}

func sorted(set map[string]bool) []string {
	out := make([]string, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
