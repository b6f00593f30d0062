package locate

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/workspace"
)

func TestParseString(t *testing.T) {
	files := map[string]bool{"foo.py": true, "a:b.py": true, "x@y.ts": true, "dir/v1.2@beta.py": true}
	exists := func(p string) bool { return files[p] }
	type want struct {
		path   string
		lines  string // "" or "A-B"
		symbol []string
		find   string
		hasF   bool
	}
	for _, c := range []struct {
		in string
		want
	}{
		// Every example of the locate syntax's specification.
		{"foo.py@self.<|>", want{path: "foo.py", find: "self.<|>", hasF: true}},
		{"foo.py:42@return <|>result", want{path: "foo.py", lines: "42-42", find: "return <|>result", hasF: true}},
		{"foo.py:10,20@if <|>condition", want{path: "foo.py", lines: "10-20", find: "if <|>condition", hasF: true}},
		{"foo.py:10-20@if <|>condition", want{path: "foo.py", lines: "10-20", find: "if <|>condition", hasF: true}},
		{"foo.py:L10-20@if <|>condition", want{path: "foo.py", lines: "10-20", find: "if <|>condition", hasF: true}},
		{"foo.py:MyClass.my_method@self.<|>", want{path: "foo.py", symbol: []string{"MyClass", "my_method"}, find: "self.<|>", hasF: true}},
		{"foo.py:MyClass", want{path: "foo.py", symbol: []string{"MyClass"}}},
		{"foo.py:MyClass.method@return <|>result", want{path: "foo.py", symbol: []string{"MyClass", "method"}, find: "return <|>result", hasF: true}},
		{"models.py@class <|>MyClass", want{path: "models.py", find: "class <|>MyClass", hasF: true}},
		// Three levels, and a find holding '@' and ':'.
		{"foo.py:A.B.c@@decorator(x=1): <|>y", want{path: "foo.py", symbol: []string{"A", "B", "c"}, find: "@decorator(x=1): <|>y", hasF: true}},
		{"foo.py@", want{path: "foo.py", find: "", hasF: true}},
		// Paths holding ':' and '@' exist, so the longest existing prefix wins.
		{"a:b.py:3@x", want{path: "a:b.py", lines: "3-3", find: "x", hasF: true}},
		{"x@y.ts@z", want{path: "x@y.ts", find: "z", hasF: true}},
		{"dir/v1.2@beta.py:F", want{path: "dir/v1.2@beta.py", symbol: []string{"F"}}},
		// No such file: the path ends at the first ':' or '@', not at a drive letter's colon.
		{"missing.py:7", want{path: "missing.py", lines: "7-7"}},
		// A position, as locus prints places: line 9, column 6.
		{"foo.py:9:6", want{path: "foo.py", lines: "9-9"}},
		{"foo.py:L9:6", want{path: "foo.py", lines: "9-9"}},
		{`C:\proj\main.go:12@x`, want{path: `C:\proj\main.go`, lines: "12-12", find: "x", hasF: true}},
		{"C:/proj/main.go@fmt.<|>", want{path: "C:/proj/main.go", find: "fmt.<|>", hasF: true}},
	} {
		got, err := ParseString(c.in, exists)
		if err != nil {
			t.Errorf("ParseString(%q): %v", c.in, err)
			continue
		}
		lines := ""
		if got.Scope.Lines != nil {
			lines = got.Scope.Lines.Start().String() + "-" + got.Scope.Lines.End().String()
		}
		g := want{got.Path, lines, got.Scope.Symbol, got.Find, got.HasFind}
		if !cmp.Equal(g, c.want, cmp.AllowUnexported(want{})) {
			t.Errorf("ParseString(%q) = %+v, want %+v", c.in, g, c.want)
		}
	}
	if got, _ := ParseString("foo.py:9:6", exists); got.Scope.Column != 6 {
		t.Errorf("ParseString(foo.py:9:6) has column %d, want 6", got.Scope.Column)
	}
	for _, bad := range []string{"", "foo.py:", "foo.py:@x", "foo.py:0@x", "foo.py:L0", "foo.py:9:6@x", "foo.py:0:1", "foo.py:3:0"} {
		if _, err := ParseString(bad, exists); fault.CodeOf(err) != fault.InvalidArgument {
			t.Errorf("ParseString(%q): %v, want INVALID_ARGUMENT", bad, err)
		}
	}
}

func TestSplitMarker(t *testing.T) {
	for _, c := range []struct {
		in, text string
		at       int
	}{
		{"self.<|>value", "self.value", 5},
		{"x = <|> + y <<|>> z", "x = <|> + y  z", 12},
		{"a <|> b <<|>> c <<<|>>> d", "a <|> b <<|>> c  d", 16},
		{"a <|> b <|> c", "a <|> b <|> c", -1},
		{"no marker", "no marker", -1},
		{`s = "<|>" + <<|>>x`, `s = "<|>" + x`, 12},
		{"<|>", "", 0},
		{"<<<<<<<<<<|>>>>>>>>>>x", "x", 0},
		{"<<<<<<<<<<<|>>>>>>>>>>>x", "<>x", 1}, // level 11 does not exist: level 10 is inside it
	} {
		text, at := splitMarker(c.in)
		if text != c.text || at != c.at {
			t.Errorf("splitMarker(%q) = %q, %d; want %q, %d", c.in, text, at, c.text, c.at)
		}
	}
}

// TestWhitespace is the table of the white-space rules of a find, and more.
func TestWhitespace(t *testing.T) {
	for _, c := range []struct {
		pattern string
		matches []string
		rejects []string
	}{
		{"int a", []string{"int a", "int  a", "int\ta", "int\n  a"}, []string{"inta", "i n t a"}},
		{"a+b", []string{"a+b", "a + b", "a +\n b"}, []string{"ab", "a b"}},
		{"foo.bar", []string{"foo.bar", "foo . bar"}, []string{"foobar", "fo o.bar"}},
		{"foo(x, y)", []string{"foo(x, y)", "foo( x,y )", "foo (x,\n\ty)"}, []string{"foo(xy)", "foo(x y)"}},
		{"a  =  1", []string{"a = 1", "a\t=\t1", "a=1"}, []string{"a==1"}},
		{"return x", []string{"return x", "return\n\tx"}, []string{"returnx"}},
		{"x->y", []string{"x->y", "x - > y"}, []string{"xy"}},
		{"$el.é_1", []string{"$el . é_1"}, []string{"$ el.é_1"}},
	} {
		p := compile(c.pattern, -1)
		for _, m := range c.matches {
			if !p.re.MatchString(m) {
				t.Errorf("%q does not match %q", c.pattern, m)
			}
		}
		for _, r := range c.rejects {
			if p.re.MatchString(r) {
				t.Errorf("%q matches %q", c.pattern, r)
			}
		}
	}
}

const pySource = `import os


class MyClass:
    def __init__(self, value):
        self.value = value

    def method(self, x):
        result = self.value + x
        if result > 10:
            return result
        return result * 2


def process(items):
    result = [i for i in items]
    return result
`

func locator(t *testing.T) *Locator {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "utils.py"), []byte(pySource), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "uni.go"), []byte("package p\n\nvar s = \"héllo 𝄞\" + name\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	return &Locator{Root: root}
}

// TestResolution covers each row of the resolution table (scope, find, marker), find_index,
// ranges, and LSP positions beyond ASCII.
func TestResolution(t *testing.T) {
	l := locator(t)
	for _, c := range []struct {
		spec    string
		rng     bool
		want    string // line:col[-line:col] matches/index
		lsp     string
		message string // for errors: the code
	}{
		// Symbol scope: no find, the declared name; with and without a marker.
		{spec: "utils.py:MyClass", want: "4:7 0/0", lsp: "3:6"},
		{spec: "utils.py:MyClass.method", want: "8:9 0/0"},
		{spec: "utils.py:MyClass.method@self.<|>value", want: "9:23 1/1"},
		{spec: "utils.py:MyClass.method@return result", want: "11:13 2/1"},
		{spec: "utils.py:process@return <|>result", want: "17:12 1/1"},
		// Line scope: no find, the first non-blank character; with marker; without.
		{spec: "utils.py:10", want: "10:9 0/0"},
		{spec: "utils.py:10@result <|>>", want: "10:19 1/1"},
		{spec: "utils.py:9-12@return", want: "11:13 2/1"},
		// No scope: global search, with and without marker.
		{spec: "utils.py@self.<|>", want: "6:14 2/1"},
		{spec: "utils.py@def process", want: "15:1 1/1"},
		// Empty find with a marker: the scope's start; white space only: at least one white-space character.
		{spec: "utils.py:MyClass.method@<|>", want: "8:5 1/1"},
		{spec: "utils.py:16@ <|>", want: "16:5 7/1"},
		// Ranges: the match, a symbol's whole range, the lines.
		{spec: "utils.py:MyClass.method@self.value + x", rng: true, want: "9:18-9:32 1/1"},
		{spec: "utils.py:process", rng: true, want: "15:1-17:18 0/0"},
		{spec: "utils.py:10-11", rng: true, want: "10:1-11:26 0/0"},
		// Code points and UTF-16.
		{spec: "uni.go@<|>name", want: "3:21 1/1", lsp: "2:21"},
		// A position: that line and column, in code points, as locus
		// prints places; one past the line's last character is its end.
		{spec: "utils.py:10:19", want: "10:19 0/0"},
		{spec: "uni.go:3:21", want: "3:21 0/0", lsp: "2:21"},
		{spec: "utils.py:10:24", want: "10:24 0/0"},
		{spec: "utils.py:10:25", message: "INVALID_ARGUMENT"},
		// Errors.
		{spec: "utils.py", message: "INVALID_ARGUMENT"},
		{spec: "utils.py:99", message: "INVALID_ARGUMENT"},
		{spec: "utils.py:Nope", message: "TARGET_NOT_FOUND"},
		{spec: "utils.py:MyClass@no_such_text", message: "LOCATE_NOT_FOUND"},
		{spec: "nope.py@x", message: "FILE_NOT_FOUND"},
		{spec: "../x.py@x", message: "OUTSIDE_WORKSPACE"},
	} {
		spec, err := l.Parse(c.spec)
		var res *Result
		if err == nil {
			if c.rng {
				res, err = l.LocateRange(spec)
			} else {
				res, err = l.Locate(spec)
			}
		}
		if c.message != "" {
			if got := string(fault.CodeOf(err)); got != c.message {
				t.Errorf("%s: error %v, want %s", c.spec, err, c.message)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.spec, err)
			continue
		}
		got := pos(res.Start)
		if res.End != nil {
			got += "-" + pos(*res.End)
		}
		got += " " + itoa(res.Matches) + "/" + itoa(res.Index)
		if got != c.want {
			t.Errorf("%s: %s, want %s", c.spec, got, c.want)
		}
		if c.lsp != "" && res.Start.LSP.String() != c.lsp {
			t.Errorf("%s: LSP %s, want %s", c.spec, res.Start.LSP, c.lsp)
		}
	}
}

func pos(p Point) string { return itoa(p.Line) + ":" + itoa(p.Column) }

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

func TestFindIndexAndObject(t *testing.T) {
	l := locator(t)
	for i, want := range []int{9, 10, 11} {
		spec, err := l.Parse(`{"path": "utils.py", "scope": {"symbol_path": ["MyClass", "method"]}, "find": "<|>result", "find_index": ` + itoa(i+1) + `}`)
		if err != nil {
			t.Fatal(err)
		}
		res, err := l.Locate(spec)
		if err != nil || res.Start.Line != want || res.Matches != 4 || res.Index != i+1 {
			t.Errorf("find_index %d: %+v %v, want line %d of 4 matches", i+1, res, err, want)
		}
	}
	spec, _ := l.Parse(`{"path": "utils.py", "scope": {"symbol_path": "MyClass.method"}, "find": "result", "find_index": 5}`)
	_, err := l.Locate(spec)
	if f, _ := fault.As(err); f == nil || f.Code != fault.LocateNotFound || !strings.Contains(f.Message, "matches 4 times") {
		t.Errorf("find_index past the matches: %v", err)
	}
	for _, bad := range []string{
		`{"path": "utils.py", "scope": {"line": 3, "lines": "3-4"}, "find": "x"}`,
		`{"path": "utils.py", "scope": {}, "find": "x"}`,
		`{"path": "", "find": "x"}`,
		`{"path": "utils.py", "find": "x", "find_index": -1}`,
		`{"path": "utils.py", "find": "x", "extra": 1}`,
		`{"path": "utils.py", "scope": {"symbol_path": []}}`,
	} {
		if _, err := l.Parse(bad); fault.CodeOf(err) != fault.InvalidArgument {
			t.Errorf("%s: %v, want INVALID_ARGUMENT", bad, err)
		}
	}
}

// TestNotFound: a miss says how far the find got and which lines are closest.
func TestNotFound(t *testing.T) {
	l := locator(t)
	spec, _ := l.Parse("utils.py:MyClass.method@return <|>reslt")
	_, err := l.Locate(spec)
	f, ok := fault.As(err)
	if !ok || f.Code != fault.LocateNotFound {
		t.Fatalf("got %v", err)
	}
	want := `find "return <|>reslt" does not match in MyClass.method in utils.py; its start "return " matches at line 11, but "reslt" does not follow; the closest lines: 11: return result | 12: return result * 2; copy the text from one of them, or widen the scope`
	if f.Message != want {
		t.Errorf("message\n got %s\nwant %s", f.Message, want)
	}
	cands, _ := json.Marshal(f.Details["candidates"])
	if string(cands) != `[{"line":11,"text":"return result"},{"line":12,"text":"return result * 2"}]` {
		t.Errorf("candidates %s", cands)
	}
}

// A scope with no line like the find (a line number off by a few) says
// so, rather than naming closest lines it does not list.
func TestNotFoundNothingClose(t *testing.T) {
	l := locator(t)
	spec, _ := l.Parse("utils.py:2@<|>mock_app")
	_, err := l.Locate(spec)
	f, ok := fault.As(err)
	if !ok || f.Code != fault.LocateNotFound {
		t.Fatalf("got %v", err)
	}
	want := `find "<|>mock_app" does not match in line 2 in utils.py, and no line there resembles it; widen the scope, or check its lines or the find`
	if f.Message != want {
		t.Errorf("message\n got %s\nwant %s", f.Message, want)
	}
}

func TestText(t *testing.T) {
	l := locator(t)
	spec, _ := l.Parse("utils.py:process@return <|>result")
	res, err := l.Locate(spec)
	if err != nil {
		t.Fatal(err)
	}
	want := "utils.py:17:12\n    return result\n           ^\nmatch 1 of 1 in process\n"
	if got := res.Text(); got != want {
		t.Errorf("text\n%q\nwant\n%q", got, want)
	}
}

// TestScopedNameAtItsLastPart: a symbol named with its scope (C++'s
// out-of-line `void LRUCache::Unref(LRUHandle* e)` in leveldb's
// util/cache.cc) is located at its own name, not at the scope's: the
// definitions, references and call hierarchy asked there are Unref's, not
// LRUCache's.
func TestScopedNameAtItsLastPart(t *testing.T) {
	root, err := workspace.Open(corpus.LevelDB())
	if err != nil {
		t.Fatal(err)
	}
	l := &Locator{Root: root}
	spec, err := l.Parse("util/cache.cc:LRUCache::Unref")
	if err != nil {
		t.Fatal(err)
	}
	res, err := l.Locate(spec)
	if err != nil {
		t.Fatal(err)
	}
	if got := pos(res.Start); got != "226:16" {
		t.Errorf("LRUCache::Unref is located at %s (%q), want 226:16, its name Unref", got, res.SourceLine)
	}
}
