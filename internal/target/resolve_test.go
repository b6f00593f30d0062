package target

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/golden"
)

func TestLevels(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"  \n ", nil},
		{"UserAuth", []string{"UserAuth"}},
		{"UserAuth.validate", []string{"UserAuth", "validate"}},
		{"T.M[2]", []string{"T", "M[2]"}},
		{"UserAuth\n  validate  \n\nif user.is_active\n", []string{"UserAuth", "validate", "if user.is_active"}},
		{"if user.is_active", []string{"if user.is_active"}},
		{"print(x.y)", []string{"print(x.y)"}},
		{`["A", "if x.y:"]`, []string{"A", "if x.y:"}},
		{`[not json`, []string{"[not json"}},
		{"é.ü", []string{"é", "ü"}},
	} {
		got, err := Levels(c.in)
		if err != nil {
			t.Errorf("Levels(%q): %v", c.in, err)
			continue
		}
		if !cmp.Equal(got, c.want) {
			t.Errorf("Levels(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if _, err := Levels(`["A", " "]`); fault.CodeOf(err) != fault.InvalidArgument {
		t.Errorf("an empty JSON level: %v, want INVALID_ARGUMENT", err)
	}
	for _, levels := range [][]string{{"A", "b"}, {"A", "if x:"}, {"a.b"}, {"x[2]"}} {
		back, _ := Levels(Format(levels))
		if !cmp.Equal(back, levels) {
			t.Errorf("Levels(Format(%q)) = %q", levels, back)
		}
	}
}

func treeOf(t *testing.T, archive string) *Tree {
	t.Helper()
	src := golden.Read(t, "testdata/trees/"+archive).Files[0]
	tree, err := Build(context.Background(), src.Name, src.Data)
	if err != nil {
		t.Fatal(err)
	}
	return tree
}

// TestResolve pins how targets resolve: names, prefixes of the own text,
// indexes, Go methods as T.M, and what failures report.
func TestResolve(t *testing.T) {
	for _, c := range []struct {
		archive, target string
		want            []string // paths of the matches, or the error code
		fallback        bool
	}{
		{"a-py.txtar", "", []string{``}, false},
		{"a-py.txtar", "UserAuth.validate", []string{"UserAuth.validate"}, false},
		{"a-py.txtar", "UserAuth\nvalidate\nif user.is_active", []string{`["UserAuth","validate","if user.is_active:"]`}, false},
		{"a-py.txtar", `["UserAuth", "validate", "if user"]`, []string{`["UserAuth","validate","if user.is_active:"]`}, false},
		{"a-py.txtar", "UserAuth\nvalidate\nif user.is_active\nelse", []string{`["UserAuth","validate","if user.is_active:","else:"]`}, false},
		{"a-py.txtar", "class UserAuth", []string{"UserAuth"}, false},
		{"a-py.txtar", "def process", []string{"process"}, false},
		{"a-py.txtar", "@staticmethod", nil, false}, // the own text starts after decorators
		{"a-py.txtar", "UserAuth.@staticmethod", nil, false},
		{"a-py.txtar", "UserAuth\ndef validate(user):", []string{"UserAuth.validate"}, false},
		{"a-py.txtar", "validate", []string{"UserAuth.validate"}, true},
		{"a-py.txtar", "return result", []string{`["process","return result"]`}, true},
		{"a-go.txtar", "T.M", []string{"T.M"}, false},
		{"a-go.txtar", "M", []string{"T.M"}, false},
		{"a-go.txtar", "T", []string{"T"}, false},
		{"a-go.txtar", "T.A", []string{"T.A"}, false},
		{"a-go.txtar", "y", []string{"x"}, false}, // var x, y = 1, 2: one structure
		{"a-go.txtar", "V", []string{"V"}, false}, // a member of a type group is top level, as in the outline
		{"a-go.txtar", "T.M\nswitch t.A\ncase 1", []string{`["T.M","switch t.A {","case 1:"]`}, false},
		{"a-ts.txtar", "over", []string{"over[1]", "over[2]", "over[3]"}, false},
		{"a-ts.txtar", "over[2]", []string{"over[2]"}, false},
		{"a-ts.txtar", "over[4]", nil, false},
		{"a-ts.txtar", "Foo.bar", []string{"Foo.bar"}, false},
		{"a-ts.txtar", "export class Foo", []string{"Foo"}, false},
		{"a-rs.txtar", "Point.new", []string{"Point[2].new"}, false},
		{"a-rs.txtar", "Point", []string{"Point[1]", "Point[2]"}, false},
		{"a-md.txtar", "Title.Install", []string{"Title.Install"}, false},
		{"a-md.txtar", "Title\nInstall\nsecond", []string{`["Title","Install","second item"]`}, false},
		{"a-md.txtar", "Title\nInstall\nbash", []string{"Title.Install.bash"}, false},
		{"a-md.txtar", "Title\nInstall\nmake install", []string{"Title.Install.bash"}, false},
		{"a-md.txtar", "Title\nInstall\nquoted", []string{`["Title","Install","quoted line"]`}, false},
		{"a-md.txtar", "Title.Setext", []string{"Title.Setext"}, false},
		// A header's include guard is a group: what it holds is top level,
		// as in the outline, and the guard itself a structure.
		{"a-h.txtar", "scale", []string{"scale"}, false},
		{"a-h.txtar", "circle.r", []string{"circle.r"}, false},
		{"a-h.txtar", "nodbg", []string{"nodbg"}, false},
		{"a-h.txtar", "#ifndef SHAPES_H", []string{`["#ifndef SHAPES_H"]`}, false},
	} {
		tree := treeOf(t, c.archive)
		res, err := tree.Find(c.target)
		var got []string
		if err == nil {
			for _, m := range res.Matches {
				got = append(got, m.Target())
			}
			if got[0] == `""` {
				got[0] = ""
			}
			if res.Fallback != c.fallback {
				t.Errorf("%s %q: fallback %v, want %v", c.archive, c.target, res.Fallback, c.fallback)
			}
		} else if fault.CodeOf(err) != fault.TargetNotFound {
			t.Errorf("%s %q: %v", c.archive, c.target, err)
		}
		if !cmp.Equal(got, c.want) {
			t.Errorf("%s %q matches %q, want %q", c.archive, c.target, got, c.want)
		}
	}
}

func TestResolveErrors(t *testing.T) {
	py := treeOf(t, "a-py.txtar")
	_, err := py.Resolve("UserAuth.validat")
	f, ok := fault.As(err)
	if !ok || f.Code != fault.TargetNotFound {
		t.Fatalf("got %v, want TARGET_NOT_FOUND", err)
	}
	details, _ := json.Marshal(f.Details)
	want := `{"elsewhere":[],"levels_matched":1,"parent_found":"UserAuth","searched_path":["UserAuth","validat"],"similar":[],"state":"FILE_UNCHANGED","suggestions":["validate"]}`
	if string(details) != want {
		t.Errorf("details\n got %s\nwant %s", details, want)
	}
	_, err = py.Resolve("validate")
	if f, _ := fault.As(err); f == nil || !strings.Contains(f.Message, "elsewhere in the file: UserAuth.validate") {
		t.Errorf("a name at another depth: %v", err)
	}
	ts := treeOf(t, "a-ts.txtar")
	_, err = ts.Resolve("over")
	f, _ = fault.As(err)
	if f == nil || f.Code != fault.TargetAmbiguous {
		t.Fatalf("got %v, want TARGET_AMBIGUOUS", err)
	}
	details, _ = json.Marshal(f.Details["matches"])
	want = `[{"path":"over[1]","lines":[19,19]},{"path":"over[2]","lines":[20,20]},{"path":"over[3]","lines":[21,21]}]`
	if string(details) != want {
		t.Errorf("matches\n got %s\nwant %s", details, want)
	}
	if s, err := ts.Resolve("over[3]"); err != nil || s.Symbol == nil {
		t.Errorf("over[3]: %v", err)
	}
}

// TestLabelTakesItsColon: C++'s `private:` is one structure with its
// colon (cpp.json's labels), which its grammar leaves out of the node; a
// one-word statement of another language followed by ":" is not a label.
func TestLabelTakesItsColon(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"a.cc", "class A {\n private:\n  int x;\n};\n", "private:"},
		{"a.cc", "class A {\n public :\n  int x;\n};\n", "public :"},
		{"a.py", "def f():\n    pass\n", "pass"},
	} {
		tree, err := Build(context.Background(), c.name, []byte(c.src))
		if err != nil {
			t.Fatal(err)
		}
		word := strings.Fields(c.want)[0]
		var found *Structure
		var walk func(s *Structure)
		walk = func(s *Structure) {
			for _, k := range s.Children {
				if strings.HasPrefix(string(tree.Text[k.Start:k.End]), word) {
					found = k
				}
				walk(k)
			}
		}
		walk(tree.Root)
		if found == nil {
			t.Errorf("%s %q: no structure starts with %q", c.name, c.src, c.want)
			continue
		}
		if got := string(tree.Text[found.Start:found.End]); got != c.want {
			t.Errorf("%s %q: the structure is %q, want %q", c.name, c.src, got, c.want)
		}
	}
}

// TestNotFoundErrorLinesBounded: a miss in a file with syntax errors names
// the first eight error lines and counts the rest; SQLite's amalgamation
// made the message 28 KB of line numbers.
func TestNotFoundErrorLinesBounded(t *testing.T) {
	var b strings.Builder
	for i := range 30 {
		fmt.Fprintf(&b, "int f%d(void) { return 1 +; }\n\n", i)
	}
	tree, err := Build(context.Background(), "a.c", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	_, err = tree.Resolve("nosuch")
	f, _ := fault.As(err)
	if f == nil || f.Code != fault.TargetNotFound {
		t.Fatalf("got %v, want TARGET_NOT_FOUND", err)
	}
	want := "note that a.c has syntax errors at lines 1, 3, 5, 7, 9, 11, 13, 15, and 22 more, which can hide structures"
	if !strings.Contains(f.Message, want) {
		t.Errorf("message %q does not hold %q", f.Message, want)
	}
}

// TestIdentifierLevelIsWholeWord: a level that is one identifier starts a
// structure's text only as a whole word. In Python's argparse.py, `_`
// (its gettext) named every top-level statement whose text starts with
// an underscore (__version__, __all__, _UNRECOGNIZED_ARGS_ATTR); it names
// none of them now, while `__version__` and `_UNRECOGNIZED_ARGS_ATTR`
// still name their own. `parser` names `parser = Parser()`, not the
// statement `parser_class = Parser` after it; a label cut mid-word at
// HeadRunes characters still names its statement.
func TestIdentifierLevelIsWholeWord(t *testing.T) {
	var argparse string
	for _, c := range corpus.Standard(t) {
		if c.Lang == "python" {
			argparse = filepath.Join(c.Dir, "argparse.py")
		}
	}
	if argparse == "" {
		t.Skip("no Python standard library")
	}
	text, err := os.ReadFile(argparse)
	if err != nil {
		t.Fatal(err)
	}
	tree, err := Build(context.Background(), "argparse.py", text)
	if err != nil {
		t.Fatal(err)
	}
	for target, want := range map[string]string{
		"_":                       "",
		"__version__":             "__version__",
		"_UNRECOGNIZED_ARGS_ATTR": "_UNRECOGNIZED_ARGS_ATTR",
	} {
		s, err := tree.Resolve(target)
		switch {
		case want == "" && fault.CodeOf(err) != fault.TargetNotFound:
			var got string
			if s != nil {
				got = s.Label()
			}
			t.Errorf("argparse.py %q resolved to %q (%v), want TARGET_NOT_FOUND", target, got, err)
		case want != "" && (err != nil || s.Label() != want):
			t.Errorf("argparse.py %q: %v, want the structure %s", target, err, want)
		}
	}

	long := strings.Repeat("a", HeadRunes+10)
	src := "parser = Parser()\nparser_class = Parser\n" + long + " = 1\n"
	tree, err = Build(context.Background(), "p.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for target, want := range map[string][]string{
		"parser":         {"parser = Parser()"},
		"parser_class":   {"parser_class = Parser"},
		"pars":           nil,
		long[:HeadRunes]: {long + " = 1"},
	} {
		res, err := tree.Find(target)
		var got []string
		if err == nil {
			for _, m := range res.Matches {
				got = append(got, string(tree.Text[m.Start:m.End]))
			}
		}
		if !cmp.Equal(got, want) {
			t.Errorf("p.py %q matches %q, want %q", target, got, want)
		}
	}
}
