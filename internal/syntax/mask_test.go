package syntax

import (
	"bytes"
	"context"
	"math/rand"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// groupLines returns the 1-based lines of each group's directives.
func groupLines(src []byte, groups []conditional) [][]int {
	var out [][]int
	for _, g := range groups {
		var lines []int
		for _, l := range g.lines {
			lines = append(lines, bytes.Count(src[:l[0]], []byte("\n"))+1)
		}
		out = append(out, lines)
	}
	return out
}

// TestCSConditionals holds the directive lines C#'s lexical rules find:
// none inside comments and string literals, whatever quotes those hold.
func TestCSConditionals(t *testing.T) {
	for _, c := range []struct {
		name, src string
		want      [][]int
	}{
		{"if endif", "#if A\nx\n#endif\n", [][]int{{1, 3}}},
		{"indented, spaced", "  class C {\n\t#  if A\n  #elif B\n  # else\n\t#endif // end\n}\n", [][]int{{2, 3, 4, 5}}},
		{"nested, inner first", "#if A\n#if B\n#else\n#endif\n#endif\n", [][]int{{2, 3, 4}, {1, 5}}},
		{"no #if", "#endif\n#else\n#if A\n", nil},
		{"other directives", "#region Foo's \"bar\n#if A\n#pragma warning disable\n#endif\n#endregion\n", [][]int{{2, 4}}},
		{"not at line start", "x = 1; #if A\n#endif\n", nil},
		{"words", "#iffy\n#endifx\n#if A\n#endif\n", [][]int{{3, 4}}},
		{"line comment", "// \" '\n#if A\n#endif\n", [][]int{{2, 3}}},
		{"block comment", "/*\n#if A\n#endif\n*/ #if B\n#if C\n#endif\n", [][]int{{5, 6}}},
		{"string", "s = \"\\\"#if\";\n#if A\n#endif\n", [][]int{{2, 3}}},
		{"char", "c = '\"';\nd = '\\'';\n#if A\n#endif\n", [][]int{{3, 4}}},
		{"verbatim", "s = @\"\n#if A\n\"\"\n#endif\n\";\n#if B\n#endif\n", [][]int{{6, 7}}},
		{"verbatim identifier", "@class = 1;\n#if A\n#endif\n", [][]int{{2, 3}}},
		{"raw", "s = \"\"\"\n  \"\" \"\n#if A\n#endif\n  \"\"\";\n#if B\n#endif\n", [][]int{{6, 7}}},
		{"raw, longer quotes", "s = \"\"\"\"\n\"\"\"\n#if A\n#endif\n\"\"\"\";\n#if B\n#endif\n", [][]int{{6, 7}}},
		{"empty strings", "s = \"\" + @\"\";\n#if A\n#endif\n", [][]int{{2, 3}}},
		{"interpolated verbatim with a string in a hole", "s = $@\"{(a ? \"x\" : \"y\")}\n#if A\n#endif\n\";\n#if B\n#endif\n", [][]int{{5, 6}}},
		{"interpolated braces", "s = $\"{{\" + $@\"}}{{\n#if A\n\";\n#if B\n#endif\n", [][]int{{4, 5}}},
		{"interpolated raw", "s = $$\"\"\"\n{x} {{y}}\n#if A\n\"\"\";\n#if B\n#endif\n", [][]int{{5, 6}}},
		{"nested holes", strings.Repeat("$\"{", 50) + strings.Repeat("}\"", 50) + "\n#if A\n#endif\n", [][]int{{2, 3}}},
		{"unterminated string ends at its line", "s = \"abc\n#if A\n#endif\n", [][]int{{2, 3}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := []byte(c.src)
			if diff := cmp.Diff(c.want, groupLines(src, csConditionals(src))); diff != "" {
				t.Errorf("groups (-want +got):\n%s", diff)
			}
		})
	}
}

// TestCSConditionalsDeep scans holes nested far deeper than maxHoles: the
// scan's recursion stops there, and it ends.
func TestCSConditionalsDeep(t *testing.T) {
	src := strings.Repeat("$\"{", 1_000_000) + "\n#if A\n#endif\n"
	csConditionals([]byte(src))
}

// conditionalShapes are #if groups where C#'s grammar has no place for
// them, each inside a declaration that parses without it.
var conditionalShapes = map[string]string{
	"modifier":             "namespace N\n{\n    public\n#if NETSTANDARD2_0\n        sealed\n#endif\n        class Parser { void F() { } }\n}\n",
	"modifiers with #else": "namespace N\n{\n#if X\n    public\n#else\n    internal\n#endif\n    static class A { }\n}\n",
	"argument":             "class A\n{\n    void F()\n    {\n        var x = Foo(a,\n#if DEBUG\n            b,\n#endif\n            c);\n    }\n}\n",
	"half an expression":   "class A\n{\n    void F()\n    {\n        Func<Type> t =\n            () =>\n#if !SKIP_FSHARP\n                isFs\n                    ? Helper.Get(c) :\n#endif\n                    Nullable.Get(c);\n    }\n}\n",
	"parameter":            "class A\n{\n    static int F(int a,\n#if DEBUG\n        int b,\n#endif\n        int c) => a;\n}\n",
	"base list":            "class B\n#if NET45\n    : IDisposable\n#endif\n{\n    void G() { }\n}\n",
	"enum member":          "enum E\n{\n    A,\n#if X\n    B,\n#endif\n    C,\n}\nclass K { }\n",
	"switch arm":           "class A\n{\n    string F(int x) => x switch\n    {\n        1 => \"a\",\n#if DEBUG\n        2 => \"b\",\n#endif\n        _ => \"c\",\n    };\n}\n",
	"return type":          "class C\n{\n#if NET45\n    public async Task<int>\n#else\n    public int\n#endif\n    H() => 1;\n}\n",
	"accessor":             "class C\n{\n    public int P { get;\n#if X\n        private\n#endif\n        set; }\n}\n",
}

// TestConditionalShapes parses each shape without a syntax error, and
// parses a group the grammar takes (members between #if and #else) as it
// stands, both branches kept, when an error elsewhere touches no line of it.
func TestConditionalShapes(t *testing.T) {
	l := Lookup("csharp")
	for name, src := range conditionalShapes {
		t.Run(name, func(t *testing.T) {
			err := l.Parse([]byte(src), func(root Node) error {
				if root.HasError() {
					t.Errorf("syntax errors in:\n%s", src)
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
		})
	}
	src := "class A\n{\n    public\n#if X\n        sealed\n#endif\n    class B { }\n\n#if NET40\n    void F(int a) { }\n#else\n    void F() { }\n#endif\n}\n"
	var methods, branches int
	err := l.Parse([]byte(src), func(root Node) error {
		var walk func(n Node)
		walk = func(n Node) {
			switch n.Type() {
			case "method_declaration":
				methods++
			case "preproc_else":
				branches++
			}
			for _, c := range n.Children() {
				walk(c)
			}
		}
		walk(root)
		if root.HasError() {
			t.Errorf("syntax errors in:\n%s", src)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if methods != 2 || branches != 1 {
		t.Errorf("%d methods, %d #else nodes; want both methods and the #else kept", methods, branches)
	}
}

// TestTreesMatchParseConditionals edits C# text with conditional groups at
// random: the incremental parse of each version, which starts from a tree
// of a masked text, gives the tree a fresh parse gives.
func TestTreesMatchParseConditionals(t *testing.T) {
	lang := Lookup("csharp")
	var b strings.Builder
	for _, name := range []string{"modifier", "argument", "half an expression", "enum member", "return type"} {
		b.WriteString(conditionalShapes[name])
	}
	src := []byte(b.String())
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < 40; i++ {
		a := rng.Intn(len(src))
		e := min(len(src), a+rng.Intn(40))
		var next []byte
		switch i % 4 {
		case 0:
			next = append(append([]byte{}, src[:a]...), src[e:]...)
		case 1:
			next = append(append(append([]byte{}, src[:a]...), src[a:e]...), src[a:]...)
		case 2:
			next = append(append(append([]byte{}, src[:a]...), "\n#if Y\n  static\n#endif\n"...), src[a:]...)
		default:
			next = append(append(append([]byte{}, src[:a]...), "\n#endif\n"...), src[a:]...)
		}
		src = next
		fresh := dumpOf(t, func(fn func(Node) error) error { return lang.Parse(src, fn) })
		cached := dumpOf(t, func(fn func(Node) error) error {
			return trees.Parse(context.Background(), lang, "conditionals.cs", src, fn)
		})
		if fresh != cached {
			t.Fatalf("edit %d: the incremental tree differs from a fresh parse of:\n%s", i, src)
		}
	}
}

// FuzzBlankConditionals holds the mask's contract on any text: the same
// length, the newlines where they were, and every other byte its own or a
// space; and each group's directive lines are whole lines, in order.
func FuzzBlankConditionals(f *testing.F) {
	for _, src := range conditionalShapes {
		f.Add([]byte(src))
	}
	f.Add([]byte("s = $@\"{(a ? \"x\" : \"y\")}\n#if A\n#endif\n\";\n#if B\n#else\n#endif"))
	f.Add([]byte("s = $$\"\"\"\n{{x\n#if A\n\"\"\";\n#if B\n#endif\n/*"))
	f.Fuzz(func(t *testing.T, src []byte) {
		groups := csConditionals(src)
		all := make([]bool, len(groups))
		for i := range all {
			all[i] = true
		}
		out := blankConditionals(src, groups, all)
		if len(out) != len(src) {
			t.Fatalf("length %d, want %d", len(out), len(src))
		}
		for i := range src {
			if (src[i] == '\n') != (out[i] == '\n') || out[i] != src[i] && out[i] != ' ' {
				t.Fatalf("byte %d: %q became %q", i, src[i], out[i])
			}
		}
		for _, g := range groups {
			for k, l := range g.lines {
				if l[0] > l[1] || l[0] > 0 && src[l[0]-1] != '\n' || l[1] < len(src) && src[l[1]] != '\n' ||
					k > 0 && l[0] <= g.lines[k-1][1] {
					t.Fatalf("group %v: line %v is no whole line after the one before", g.lines, l)
				}
			}
		}
	})
}
