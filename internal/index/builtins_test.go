package index

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
)

// A call of a language's built-in function that no definition of the
// workspace answers is no callee but listed apart, on Go's strings
// package (Repeat calls len, panic, min and converts with int and uint),
// Python's email package (body_encode calls range and len) and leveldb's
// cache.cc (LRUCache::Release casts with reinterpret_cast, a C++ keyword
// the grammar reads as a template function's call) and the anyhow crate
// (render calls the macro format_args!, write_str makes Ok and Err).
func TestCalleesBuiltins(t *testing.T) {
	root := corpus.GoRoot()
	if root == "" {
		corpus.Standard(t) // reports the missing tree
		t.SkipNow()
	}
	for _, c := range []struct {
		dir, query string
		builtins   []string // among the root's Builtins
		callee     string   // a callee that stays
	}{
		{filepath.Join(root, "src", "strings"), "strings.Repeat", []string{"len", "panic", "min", "int", "uint"}, "Builder.Grow"},
		{filepath.Join(pythonStdlib(t), "email"), "base64mime.body_encode", []string{"range", "len"}, "b2a_base64"},
		{filepath.Join("..", "corpus", "testdata", "leveldb", "util"), "LRUCache.Release", []string{"reinterpret_cast"}, "leveldb.(anonymous).LRUCache.Unref"},
		{filepath.Join("..", "corpus", "testdata", "anyhow"), "ensure.render", []string{"format_args"}, "Buf.new"},
		{filepath.Join("..", "corpus", "testdata", "anyhow"), "Buf.write_str", []string{"Err", "Ok"}, "ptr.copy_nonoverlapping"},
	} {
		x := openIndex(t, c.dir, Options{})
		roots, err := x.Callees(context.Background(), c.query, 1)
		if err != nil {
			t.Fatal(err)
		}
		if len(roots) != 1 {
			t.Fatalf("Callees(%s) has %d roots, want 1", c.query, len(roots))
		}
		r := roots[0]
		var names []string
		for _, k := range r.Calls {
			names = append(names, k.Name)
			if slices.Contains(c.builtins, k.Name) {
				t.Errorf("Callees(%s) lists the built-in %s as a callee (at %v)", c.query, k.Name, k.Lines)
			}
		}
		if !slices.Contains(names, c.callee) {
			t.Errorf("Callees(%s) = %q, want %s among them", c.query, names, c.callee)
		}
		for _, b := range c.builtins {
			if !slices.Contains(r.Builtins, b) {
				t.Errorf("Callees(%s) builtins %q, want %s among them", c.query, r.Builtins, b)
			}
		}
	}
}

// An unresolved callee whose receiver runs over lines (npm's ls.js chains
// [...edges.values()] then .filter(...) on the next line) is named on one
// line, the receiver's line breaks and their indentation left out.
func TestCalleesChainOnOneLine(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"ls.js": "function kids(node) {\n  return [...node.edgesOut.values()]\n    .filter(byType)\n    .map(toNode)\n}\n"})
	roots, err := openIndex(t, dir, Options{}).Callees(context.Background(), "kids", 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(roots) != 1 {
		t.Fatalf("Callees(kids) has %d roots, want 1", len(roots))
	}
	var names []string
	for _, k := range roots[0].Calls {
		names = append(names, k.Name)
	}
	if !slices.Contains(names, "[...node.edgesOut.values()].filter(byType).map") {
		t.Errorf("Callees(kids) = %q, want the chain [...node.edgesOut.values()].filter(byType).map on one line", names)
	}
}

// A call on a string literal is a call of the literal's type, and the
// callee, unresolved, is named by that type when the index holds the
// literal cut or written over lines: unittest's
// TestLoader.loadTestsFromModule calls .format on a 76-byte literal, which
// callees took for the format of unittest/test's TracebackException
// (with no such method in the workspace, it named it 'loadTestsFromModule()
// takes 1 positional argument but {} were g.format, cut mid-string); it is
// str.format. A short literal keeps its text (", ".join), and a call on
// one's result its receiver ('a'.encode().decode).
func TestCalleesOnStringLiterals(t *testing.T) {
	dir := filepath.Join(pythonStdlib(t), "unittest")
	x := openIndex(t, dir, Options{})
	roots, err := x.Callees(context.Background(), "TestLoader.loadTestsFromModule", 1)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, r := range roots {
		for _, k := range r.Calls {
			names = append(names, k.Name)
		}
	}
	if !slices.Contains(names, "str.format") || slices.ContainsFunc(names, func(n string) bool { return strings.HasPrefix(n, "'loadTestsFromModule()") }) {
		t.Errorf("Callees(TestLoader.loadTestsFromModule) = %q, want str.format and no literal cut mid-string", names)
	}

	dir = t.TempDir()
	writeFiles(t, dir, map[string]string{"m.py": "def f(x):\n    a = \", \".join(x)\n    b = '''\n'''.join(x)\n    return 'a'.encode().decode()\n"})
	roots, err = openIndex(t, dir, Options{}).Callees(context.Background(), "f", 1)
	if err != nil {
		t.Fatal(err)
	}
	names = nil
	for _, r := range roots {
		for _, k := range r.Calls {
			names = append(names, k.Name)
		}
	}
	want := []string{`", ".join`, "str.join", "'a'.encode", "'a'.encode().decode"}
	if !slices.Equal(names, want) {
		t.Errorf("Callees(f) = %q, want %q", names, want)
	}
}
