package syntax

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCConditionals holds the directive lines C's lexical rules find: none
// inside comments and string literals (raw strings too), continued lines
// part of their directive, and no include guard (its one branch is the
// whole file).
func TestCConditionals(t *testing.T) {
	for _, c := range []struct {
		name, src string
		want      [][]int
	}{
		{"if endif", "#if A\nx\n#endif\n", [][]int{{1, 3}}},
		{"ifdef, ifndef, elif, else", "#ifdef A\n#elif B\n#else\n#endif\n#ifndef C\nint c;\n#endif\n", [][]int{{1, 2, 3, 4}, {5, 7}}},
		{"indented, spaced", "void f() {\n  #  if A\n\t# else\n  #endif\n}\n", [][]int{{2, 3, 4}}},
		{"nested, inner first", "#if A\n#if B\n#else\n#endif\n#endif\n", [][]int{{2, 3, 4}, {1, 5}}},
		{"continued directive", "#if A && \\\n    B\nx\n#endif\n#if C\n#endif\n", [][]int{{1, 4}, {5, 6}}},
		{"continued line comment", "// a \\\n#if A\n#endif\n#if B\n#endif\n", [][]int{{4, 5}}},
		{"not at line start", "x = 1; #if A\n#endif\n", nil},
		{"after a comment", "/* x */ #if A\n#endif\n", [][]int{{1, 2}}},
		{"block comment", "/*\n#if A\n#endif\n*/\n#if B\n#endif\n", [][]int{{5, 6}}},
		{"string", "s = \"\\\"#if\";\n#if A\n#endif\n", [][]int{{2, 3}}},
		{"char", "c = '\"';\nd = '\\'';\n#if A\n#endif\n", [][]int{{3, 4}}},
		{"raw string", "s = R\"x(\n#if A\n)\"\n#endif\n)x\";\n#if B\n#endif\n", [][]int{{6, 7}}},
		{"u8 raw string", "s = u8R\"(\n#if A\n#endif\n)\";\n#if B\n#endif\n", [][]int{{5, 6}}},
		{"an R ending a name", "FOOR\"a\";\n#if A\n#endif\n", [][]int{{2, 3}}},
		{"include guard", "#ifndef A_H\n#define A_H\n#if B\n#endif\nint a;\n#endif  // A_H\n", [][]int{{3, 4}}},
		{"ifndef with an else", "#ifndef A\n#define A 1\n#else\n#endif\n", [][]int{{1, 3, 4}}},
		{"ifndef of another name", "#ifndef A\n#define B\n#endif\n", [][]int{{1, 3}}},
		{"no #if", "#endif\n#else\n#if A\n", nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := []byte(c.src)
			if diff := cmp.Diff(c.want, groupLines(src, cConditionals(src))); diff != "" {
				t.Errorf("groups (-want +got):\n%s", diff)
			}
		})
	}
}

// cConditionalShapes are C and C++ #if groups the grammars have no place
// for, each a syntax error when parsed as it stands.
var cConditionalShapes = map[string]struct{ lang, src string }{
	"member initializer": {"cpp", "class Limiter {\n public:\n  Limiter(int max)\n      :\n#if !defined(NDEBUG)\n        max_(max),\n#endif\n        allowed_(max) {}\n\n private:\n  int max_;\n  int allowed_;\n};\n"},
	"argument":           {"c", "int f(int a, int b);\nint g(void) {\n  return f(1,\n#ifdef WIDE\n           2\n#else\n           3\n#endif\n  );\n}\n"},
}

// TestCConditionalShapes: each shape parses with errors as it stands, and
// without any once the groups the errors touch are read as their first
// branch; the functions and classes around them are found.
func TestCConditionalShapes(t *testing.T) {
	for name, c := range cConditionalShapes {
		t.Run(name, func(t *testing.T) {
			l := Lookup(c.lang)
			p := l.getParser()
			tree, err := parseString(t.Context(), p, nil, l.mask([]byte(c.src)), 0)
			l.putParser(p, err)
			if err != nil {
				t.Fatal(err)
			}
			if root := infoOf(tree.RootNode()); root.flags&flagHasError == 0 {
				t.Errorf("no syntax error as it stands: the shape tests nothing")
			}
			tree.Close()
			err = l.Parse([]byte(c.src), func(root Node) error {
				if root.HasError() {
					t.Errorf("syntax errors in:\n%s", c.src)
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
		})
	}
}

// FuzzCConditionals holds cConditionals's contract on any text: each
// group's directive lines are whole lines, in order, and its first line
// is an #if.
func FuzzCConditionals(f *testing.F) {
	for _, c := range cConditionalShapes {
		f.Add([]byte(c.src))
	}
	f.Add([]byte("s = R\"x(\n#if A\n)x\";\n#if B \\\n C\n#else\n#endif"))
	f.Add([]byte("#ifndef A\n#define A\n#if B\n#endif\n#endif\n/*"))
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, g := range cConditionals(src) {
			for k, l := range g.lines {
				if l[0] > l[1] || l[1] > len(src) || l[0] > 0 && src[l[0]-1] != '\n' || l[1] < len(src) && src[l[1]] != '\n' ||
					k > 0 && l[0] <= g.lines[k-1][1] {
					t.Fatalf("group %v: line %v is no whole line after the one before", g.lines, l)
				}
			}
			if len(g.lines) < 2 {
				t.Fatalf("group %v: no #endif", g.lines)
			}
		}
	})
}
