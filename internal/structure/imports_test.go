package structure_test

import (
	"errors"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/structure"
)

// TestMoveCarriesGoImports: encoding/csv's Writer.fieldNeedsQuotes, moved
// to the end of reader.go, takes "strings" along (reader.go has utf8 and
// unicode already), and writer.go gives up "unicode" and "unicode/utf8",
// which nothing else there uses; validDelim, moved to a file the move
// creates, brings "unicode/utf8" into it. After each move the package
// type-checks, as the compiler would read it; without the imports it does
// not (undefined: strings, or "unicode" imported and not used).
func TestMoveCarriesGoImports(t *testing.T) {
	src := filepath.Join(corpus.GoRoot(), "src", "encoding", "csv")
	files := map[string]string{}
	for _, name := range []string{"reader.go", "writer.go"} {
		data, err := os.ReadFile(filepath.Join(src, name))
		if err != nil {
			t.Fatal(err)
		}
		files[name] = string(data)
	}
	root := batchRoot(t, files)
	ws := root.Dir()
	e := &structure.Editor{Root: root}

	res, err := e.Move("writer.go", "Writer.fieldNeedsQuotes", "reader.go", "", structure.FileEnd, structure.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(res.ImportsAdded, []string{`"strings"`}) || !slices.Equal(res.ImportsRemoved, []string{`"unicode"`, `"unicode/utf8"`}) {
		t.Errorf("imports added %q, removed %q; want \"strings\" added to reader.go, \"unicode\" and \"unicode/utf8\" removed from writer.go", res.ImportsAdded, res.ImportsRemoved)
	}
	if !strings.Contains(res.Text(), `; imports added: "strings"; imports removed from the source: "unicode", "unicode/utf8"`) {
		t.Errorf("the result reads %q, want the imports named", res.Text())
	}
	typeCheck(t, ws)

	res, err = e.Move("reader.go", "validDelim", "delim.go", "", structure.FileEnd, structure.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(res.ImportsAdded, []string{`"unicode/utf8"`}) || len(res.ImportsRemoved) != 0 {
		t.Errorf("imports added %q, removed %q; want \"unicode/utf8\" added to delim.go and none removed", res.ImportsAdded, res.ImportsRemoved)
	}
	got, _ := os.ReadFile(filepath.Join(ws, "delim.go"))
	if !strings.HasPrefix(string(got), "package csv\n\nimport \"unicode/utf8\"\n\nfunc validDelim") {
		t.Errorf("delim.go begins\n%s\nwant its package clause, its import and the function", got)
	}
	typeCheck(t, ws)
}

// TestMoveEmptiesImportBlock: a Go file whose every import only the moved
// function used loses its whole import block; the imports go to the
// destination as a block of their own after its single import.
func TestMoveEmptiesImportBlock(t *testing.T) {
	const a = "package demo\n\nimport (\n\t\"fmt\"\n\tstr \"strings\"\n)\n\n// Shout prints s loudly.\nfunc Shout(s string) {\n\tfmt.Println(str.ToUpper(s))\n}\n"
	const b = "package demo\n\nimport \"os\"\n\nfunc Exit() { os.Exit(0) }\n"
	root := batchRoot(t, map[string]string{"a.go": a, "b.go": b})
	if _, err := (&structure.Editor{Root: root}).Move("a.go", "Shout", "b.go", "Exit", structure.Before, structure.Options{}); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"a.go": "package demo\n\n",
		"b.go": "package demo\n\nimport \"os\"\nimport (\n\t\"fmt\"\n\tstr \"strings\"\n)\n\n// Shout prints s loudly.\nfunc Shout(s string) {\n\tfmt.Println(str.ToUpper(s))\n}\n\nfunc Exit() { os.Exit(0) }\n",
	}
	for name, got := range snapshot(t, root.Dir()) {
		if got != want[name] {
			t.Errorf("%s is\n%s\nwant\n%s", name, got, want[name])
		}
	}
	typeCheck(t, root.Dir())
}

// TestMoveCarriesPythonImports: a function moved to a file with a
// docstring and no import gets the imports it uses, in the form the
// source binds them, after the docstring; the source keeps its own.
func TestMoveCarriesPythonImports(t *testing.T) {
	const a = `"""Tools."""
import os.path
import sys as system
from collections import OrderedDict, defaultdict as dd
from json import (
    dumps,
    loads,
)


def where(p):
    return os.path.abspath(p), system.argv, dd(list), dumps(1)


def other():
    return OrderedDict(), loads("1")
`
	const b = `#!/usr/bin/env python3
"""B module.

More.
"""


def keep():
    return 1
`
	root := batchRoot(t, map[string]string{"a.py": a, "b.py": b})
	res, err := (&structure.Editor{Root: root}).Move("a.py", "where", "b.py", "keep", structure.Before, structure.Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantAdded := []string{"import os.path", "import sys as system", "from collections import defaultdict as dd", "from json import dumps"}
	if !slices.Equal(res.ImportsAdded, wantAdded) || len(res.ImportsRemoved) != 0 {
		t.Errorf("imports added %q, removed %q; want %q and none removed", res.ImportsAdded, res.ImportsRemoved, wantAdded)
	}
	files := snapshot(t, root.Dir())
	const want = `#!/usr/bin/env python3
"""B module.

More.
"""

import os.path
import sys as system
from collections import defaultdict as dd
from json import dumps


def where(p):
    return os.path.abspath(p), system.argv, dd(list), dumps(1)


def keep():
    return 1
`
	if files["b.py"] != want {
		t.Errorf("b.py is\n%s\nwant\n%s", files["b.py"], want)
	}
	if !strings.Contains(files["a.py"], "from collections import OrderedDict, defaultdict as dd\n") {
		t.Errorf("a.py lost an import it had:\n%s", files["a.py"])
	}
}

// typeCheck type-checks the Go package in dir as the compiler would: every
// import used, every package a selector names imported.
func typeCheck(t *testing.T, dir string) {
	t.Helper()
	fset := token.NewFileSet()
	names, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	var files []*ast.File
	for _, n := range names {
		f, err := parser.ParseFile(fset, n, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	if _, err := conf.Check("pkg", fset, files, nil); err != nil {
		t.Fatalf("the package does not type-check: %v", err)
	}
}

// TestMoveRefusesImportBoundElsewhere: the moved code uses a name the
// destination binds to another import (math/rand's rand where crypto/rand
// is rand; json as the standard module where the destination's json is a
// package of its own). Carried, the code would call the other import's
// members (Go: undefined: rand.Intn; Python: a different function); the
// move is refused and both files are left as they were.
func TestMoveRefusesImportBoundElsewhere(t *testing.T) {
	cases := []struct{ name, a, b, target string }{
		{"go",
			"package demo\n\nimport \"math/rand\"\n\nfunc Roll() int { return rand.Intn(6) }\n",
			"package demo\n\nimport \"crypto/rand\"\n\nfunc Key(b []byte) { rand.Read(b) }\n",
			"Roll"},
		{"py",
			"import json\n\n\ndef dump(x):\n    return json.dumps(x)\n",
			"from app import json\n\n\ndef keep():\n    return json\n",
			"dump"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a, b := "a."+c.name, "b."+c.name
			files := map[string]string{a: c.a, b: c.b}
			root := batchRoot(t, files)
			_, err := (&structure.Editor{Root: root}).Move(a, c.target, b, "", structure.FileEnd, structure.Options{})
			var fe *fault.Error
			if !errors.As(err, &fe) || fe.Code != fault.InvalidArgument || !strings.Contains(fe.Message, "binds") {
				t.Fatalf("the move returned %v; want INVALID_ARGUMENT naming the name the destination binds", err)
			}
			for name, got := range snapshot(t, root.Dir()) {
				if got != files[name] {
					t.Errorf("%s is\n%s\nwant it as it was\n%s", name, got, files[name])
				}
			}
		})
	}
}

// TestMoveCarriesPythonSubmoduleImports: import email.charset and import
// email.errors both bind email; code that uses email.errors.HeaderDefect
// needs import email.errors (email.contentmanager's _prepare_set), and
// gets it even where the destination imports email.charset already.
func TestMoveCarriesPythonSubmoduleImports(t *testing.T) {
	const a = "import email.charset\nimport email.errors\n\n\ndef check(x):\n    raise email.errors.HeaderDefect(x)\n\n\ndef name(c):\n    return email.charset.ALIASES.get(c)\n"
	for _, c := range []struct{ b, want string }{
		{"def keep():\n    return 1\n", "import email.errors\n\ndef keep():\n    return 1\n\ndef check(x):\n    raise email.errors.HeaderDefect(x)\n"},
		{"import email.charset\n\n\ndef keep():\n    return 1\n", "import email.charset\nimport email.errors\n\n\ndef keep():\n    return 1\n\n\ndef check(x):\n    raise email.errors.HeaderDefect(x)\n"},
	} {
		root := batchRoot(t, map[string]string{"a.py": a, "b.py": c.b})
		res, err := (&structure.Editor{Root: root}).Move("a.py", "check", "b.py", "", structure.FileEnd, structure.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(res.ImportsAdded, []string{"import email.errors"}) {
			t.Errorf("imports added %q, want import email.errors", res.ImportsAdded)
		}
		if got := snapshot(t, root.Dir())["b.py"]; got != c.want {
			t.Errorf("b.py is\n%s\nwant\n%s", got, c.want)
		}
	}
}

// TestMoveRelocatesPythonRelativeImports: a relative import carried to
// another folder names the same module from there (json/__init__.py's
// from .encoder import JSONEncoder, moved with dumps: from ..encoder in
// json/sub/, from json.encoder in a top-level package beside json, whose
// common folder is no package), and stays as written in the same folder.
func TestMoveRelocatesPythonRelativeImports(t *testing.T) {
	const init = "from .encoder import JSONEncoder\nfrom . import scanner\n\n\ndef dumps(o):\n    return JSONEncoder().encode(o), scanner\n"
	for dest, want := range map[string][]string{
		"json/sub/m.py":    {"from ..encoder import JSONEncoder", "from .. import scanner"},
		"other/m.py":       {"from json.encoder import JSONEncoder", "from json import scanner"},
		"json/m.py":        {"from .encoder import JSONEncoder", "from . import scanner"},
		"json/mime/a/m.py": {"from ...encoder import JSONEncoder", "from ... import scanner"},
	} {
		root := batchRoot(t, map[string]string{"json/__init__.py": init})
		res, err := (&structure.Editor{Root: root}).Move("json/__init__.py", "dumps", dest, "", structure.FileEnd, structure.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(res.ImportsAdded, want) {
			t.Errorf("moved to %s: imports added %q, want %q", dest, res.ImportsAdded, want)
		}
	}
}

// TestMoveAddsPythonImportsAfterFuture: the imports a move brings go after
// the destination's from __future__ imports (Python refuses a __future__
// import below another statement) and after its last import when that one
// runs over lines in parentheses.
func TestMoveAddsPythonImportsAfterFuture(t *testing.T) {
	const a = "import os\n\n\ndef f(p):\n    return os.sep + p\n"
	for b, want := range map[string]string{
		"\"\"\"B.\"\"\"\nfrom __future__ import annotations\n\n\ndef h():\n    return 2\n":                                      "\"\"\"B.\"\"\"\nfrom __future__ import annotations\n\nimport os\n\n\ndef h():\n    return 2\n",
		"from __future__ import (\n    annotations,\n)\nfrom typing import (\n    Any,\n)\n\n\ndef h() -> Any:\n    return 2\n": "from __future__ import (\n    annotations,\n)\nfrom typing import (\n    Any,\n)\nimport os\n\n\ndef h() -> Any:\n    return 2\n",
	} {
		root := batchRoot(t, map[string]string{"a.py": a, "b.py": b})
		if _, err := (&structure.Editor{Root: root}).Move("a.py", "f", "b.py", "", structure.FileEnd, structure.Options{}); err != nil {
			t.Fatal(err)
		}
		got := snapshot(t, root.Dir())["b.py"]
		if !strings.HasPrefix(got, want) {
			t.Errorf("b.py is\n%s\nwant it to begin\n%s", got, want)
		}
	}
}

// TestMovePrunesImportComments: a comment directly above an import a move
// prunes from a Go source goes with it. encoding/csv's writer.go, with a
// comment written above "unicode", gives up both when
// Writer.fieldNeedsQuotes moves to reader.go; the package type-checks
// and no line of the comment is left. A comment that heads a run of
// imports stays while an import of the run stays, and goes with the last.
func TestMovePrunesImportComments(t *testing.T) {
	src := filepath.Join(corpus.GoRoot(), "src", "encoding", "csv")
	files := map[string]string{}
	for _, name := range []string{"reader.go", "writer.go"} {
		data, err := os.ReadFile(filepath.Join(src, name))
		if err != nil {
			t.Fatal(err)
		}
		files[name] = string(data)
	}
	if !strings.Contains(files["writer.go"], "\t\"strings\"\n\t\"unicode\"\n") {
		t.Fatal("writer.go has no \"unicode\" below \"strings\"")
	}
	files["writer.go"] = strings.Replace(files["writer.go"], "\t\"unicode\"\n", "\t// for fieldNeedsQuotes:\n\t// unicode.IsSpace\n\t\"unicode\"\n", 1)
	root := batchRoot(t, files)
	if _, err := (&structure.Editor{Root: root}).Move("writer.go", "Writer.fieldNeedsQuotes", "reader.go", "", structure.FileEnd, structure.Options{}); err != nil {
		t.Fatal(err)
	}
	got := snapshot(t, root.Dir())["writer.go"]
	if strings.Contains(got, "fieldNeedsQuotes:") || strings.Contains(got, "unicode.IsSpace") {
		t.Errorf("writer.go keeps the comment of the import it gave up:\n%s", got[:strings.Index(got, "\n)\n")+3])
	}
	typeCheck(t, root.Dir())

	const head = "package demo\n\nimport (\n\t\"os\"\n\n\t// text\n\t\"strings\"\n\t\"unicode\"\n)\n\nfunc Exit() { os.Exit(0) }\n"
	for _, c := range []struct{ code, imports string }{
		{ // strings goes, unicode stays: the heading stays
			"func Up(s string) string { return strings.ToUpper(s) }\n\nfunc Is(r rune) bool { return unicode.IsUpper(r) }\n",
			"import (\n\t\"os\"\n\n\t// text\n\t\"unicode\"\n)\n",
		},
		{ // both go: so does the heading
			"func Up(s string) bool { return unicode.IsUpper(rune(strings.ToUpper(s)[0])) }\n",
			"import (\n\t\"os\"\n\n)\n",
		},
	} {
		root := batchRoot(t, map[string]string{"a.go": head + "\n" + c.code, "b.go": "package demo\n"})
		if _, err := (&structure.Editor{Root: root}).Move("a.go", "Up", "b.go", "", structure.FileEnd, structure.Options{}); err != nil {
			t.Fatal(err)
		}
		got := snapshot(t, root.Dir())["a.go"]
		if !strings.HasPrefix(got, "package demo\n\n"+c.imports+"\n") {
			t.Errorf("after moving Up from\n%s\na.go is\n%s\nwant its imports\n%s", head+"\n"+c.code, got, c.imports)
		}
		typeCheck(t, root.Dir())
	}
}
