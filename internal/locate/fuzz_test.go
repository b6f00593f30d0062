package locate_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/locate"
	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/textpos"
	"github.com/locus-dev/locus/internal/workspace"
)

// FuzzParseString checks that the string syntax never panics, and that
// what it reads is taken from the input: the path is a prefix of it and
// the find (everything after the "@" that ends the path and scope) a
// suffix.
func FuzzParseString(f *testing.F) {
	files := map[string]bool{"foo.py": true, "a:b.py": true, "x@y.go": true, "dir/v1.2@beta.py": true, `C:\w\m.go`: true}
	exists := func(p string) bool { return files[p] }
	for _, s := range []string{
		"", " ", "\t\n", "foo.py", "foo.py:", "foo.py@", "foo.py:@", "foo.py:42", "foo.py:10,20@if <|>condition",
		"foo.py:10-20@if <|>x", "foo.py:L10-20@x", "foo.py:MyClass.my_method@self.<|>", "foo.py@x = <|> + y <<|>> z",
		"a:b.py:3@x", "x@y.go@a@b", "x@y.go:T.M@<<|>>", "dir/v1.2@beta.py:f@:@", `C:\w\m.go:1@x`, `C:/w/m.go:1@x`,
		"missing.py:a.b[2].c@q", `foo.py:["a", "b"]@x`, "foo.py:0@x", "foo.py:-1", "foo.py:1-", "@find", ":1", "foo.py:\n@x",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		spec, err := locate.ParseString(s, exists)
		if err != nil {
			return
		}
		if !strings.HasPrefix(s, spec.Path) {
			t.Errorf("ParseString(%q): path %q is not a prefix of the input", s, spec.Path)
		}
		if spec.HasFind && !strings.HasSuffix(s, "@"+spec.Find) {
			t.Errorf("ParseString(%q): find %q is not what follows an \"@\" at the end of the input", s, spec.Find)
		}
		if !spec.HasFind && spec.Find != "" {
			t.Errorf("ParseString(%q): find %q without HasFind", s, spec.Find)
		}
	})
}

const fuzzGo = `package demo

import "fmt"

// Point is a point.
type Point struct {
	X, Y int // coordinates
}

// Move moves p.
func (p *Point) Move(dx, dy int) {
	p.X += dx
	p.Y += dy
}

func Hello(name string) string {
	if name == "" {
		return "hello, world"
	}
	s := fmt.Sprintf("hello,%s", name) // greet
	return s
}

var (
	a = 1
	b = "é ünïcode 😀 <|>"
)
`

// fuzzPy has CRLF line ends, a tab and non-ASCII text.
const fuzzPy = "import os\r\n\r\n\r\nclass Greeter:\r\n    \"\"\"Says hello.\"\"\"\r\n\r\n    def __init__(self, name):\r\n        self.name = name\r\n\r\n" +
	"    @property\r\n    def greeting(self):\r\n        return f\"hello, {self.name}\"\r\n\r\n\r\n" +
	"def main(argv=None):\r\n\tg = Greeter(argv[0] if argv else \"wörld\")\r\n    for ch in \"héllo 😀\":\r\n        print(ch, end=\"\")\r\n    return 0\r\n"

// FuzzLocate checks that Locate and LocateRange never panic on a Go and a
// Python file, whatever the find, scope and find_index, and that a position
// they return lies inside the scope: between the first and last lines of a
// line scope (the file's last line when the range runs past it), inside
// the lines of a symbol scope's structure, and inside the file (its end
// included).
func FuzzLocate(f *testing.F) {
	dir := f.TempDir()
	names := []string{"demo.go", "greet.py"}
	for i, text := range []string{fuzzGo, fuzzPy} {
		if err := os.WriteFile(filepath.Join(dir, names[i]), []byte(text), 0o644); err != nil {
			f.Fatal(err)
		}
	}
	root, err := workspace.Open(dir)
	if err != nil {
		f.Fatal(err)
	}
	loc := &locate.Locator{Root: root}
	type fuzzFile struct {
		name  string
		lines int
		syms  []*target.Structure
	}
	var fz []fuzzFile
	for _, name := range names {
		wf, err := root.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		tree, err := target.Build(context.Background(), name, wf.Text)
		if err != nil {
			f.Fatal(err)
		}
		ff := fuzzFile{name: name, lines: strings.Count(strings.TrimSuffix(string(wf.Text), "\n"), "\n") + 1}
		var walk func(s *target.Structure)
		walk = func(s *target.Structure) {
			for _, c := range s.Children {
				if r, err := tree.Resolve(c.Target()); err == nil && r.Start == c.Start {
					ff.syms = append(ff.syms, c)
				}
				walk(c)
			}
		}
		walk(tree.Root)
		if len(ff.syms) == 0 {
			f.Fatalf("%s has no structures", name)
		}
		fz = append(fz, ff)
	}

	// kind: bits 0-1 the scope (0 none, 1 lines, 2 symbol), bit 2 no find.
	for _, s := range []struct {
		file, kind uint8
		a, b       int
		find       string
		index      int
	}{
		{0, 2, 2, 0, "p.<|>X", 0},
		{0, 2, 3, 0, "return <|>s", 0},
		{0, 1, 13, 16, "<<|>>", 0},
		{0, 0, 0, 0, "<|> <<|>>", 0},
		{0, 0, 0, 0, "\"é ünïcode 😀 <<|>>", 0},
		{0, 1, 20, 20, "hello, <|>%s", 0},
		{0, 2, 1, 0, "", 0},
		{0, 6, 1, 0, "", 0},
		{0, 5, 7, 9, "", 0},
		{0, 1, 30, 40, "x", 0},
		{0, 0, 0, 0, " ", 0},
		{0, 0, 0, 0, " <|> ", 0},
		{0, 0, 0, 0, "<|>", 2},
		{0, 0, 0, 0, "\n\t<|>", 0},
		{0, 2, 4, 0, "<|>", 3},
		{1, 2, 1, 0, "self.<|>name = name", 0},
		{1, 2, 5, 0, "for <|>ch in", 0},
		{1, 1, 16, 18, "héllo <|>😀", 0},
		{1, 1, 16, 16, "g=Greeter(<|>argv[0]", 0},
		{1, 0, 0, 0, "<<|>>x<|>y<|>", 0},
		{1, 0, 0, 0, "print(ch,end=<|>\"\")", 0},
		{1, 0, 0, 0, "   ", 0},
		{1, 0, 0, 0, "", 0},
		{1, 6, 0, 0, "", 0},
		{1, 1, 3, 2, "", 0},
		{1, 1, 0, 0, "", 0},
		{1, 2, -1, 0, "<<<<<<<<<<|>>>>>>>>>>", 0},
	} {
		f.Add(s.file, s.kind, s.a, s.b, s.find, s.index)
	}
	f.Fuzz(func(t *testing.T, file, kind uint8, a, b int, find string, index int) {
		ff := fz[int(file)%len(fz)]
		spec := locate.Spec{Path: ff.name, Find: find, HasFind: kind&4 == 0, FindIndex: index}
		if spec.FindIndex < 0 || spec.FindIndex > 1000 {
			spec.FindIndex = 0
		}
		// The lines a position must lie in; in the file, the end of the file
		// too, after its final newline.
		first, last := 1, ff.lines+1
		scope := "file"
		switch kind & 3 {
		case 1:
			l1 := 1 + mod(a, ff.lines+3)
			l2 := l1 + mod(b, 4)
			r, err := textpos.LinesOf(l1, l2)
			if err != nil {
				t.Fatalf("LinesOf(%d, %d): %v", l1, l2, err)
			}
			spec.Scope.Lines = &r
			first, last = l1, min(l2, ff.lines)
			scope = r.String()
		case 2:
			s := ff.syms[mod(a, len(ff.syms))]
			levels, err := target.Levels(s.Target())
			if err != nil {
				t.Fatalf("target %s: %v", s.Target(), err)
			}
			spec.Scope.Symbol = levels
			first, last = s.Lines().Ints()
			scope = s.Target()
		}
		for _, wantRange := range []bool{false, true} {
			var res *locate.Result
			var err error
			if wantRange {
				res, err = loc.LocateRange(spec)
			} else {
				res, err = loc.Locate(spec)
			}
			if err != nil {
				continue
			}
			check := func(what string, p locate.Point) {
				if p.Line < first || p.Line > last {
					t.Errorf("%s, scope %s, find %q (has find %v, index %d), range %v: %s at %d:%d is outside lines %d-%d",
						ff.name, scope, find, spec.HasFind, spec.FindIndex, wantRange, what, p.Line, p.Column, first, last)
				}
				if p.Column < 1 || int(p.LSP.Line) != p.Line-1 || int(p.LSP.Character) < p.Column-1 {
					t.Errorf("%s, scope %s, find %q: %s position %d:%d has LSP position %s",
						ff.name, scope, find, what, p.Line, p.Column, p.LSP)
				}
			}
			check("start", res.Start)
			if res.End != nil {
				check("end", *res.End)
				if res.End.Line < res.Start.Line || res.End.Line == res.Start.Line && res.End.Column < res.Start.Column {
					t.Errorf("%s, scope %s, find %q: range ends at %d:%d before its start %d:%d",
						ff.name, scope, find, res.End.Line, res.End.Column, res.Start.Line, res.Start.Column)
				}
			}
		}
	})
}

// mod is n modulo m, never negative.
func mod(n, m int) int {
	r := n % m
	if r < 0 {
		r += m
	}
	return r
}
