package outline

import (
	"fmt"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/syntax"
)

// TestDeepRenderings renders the model of JSON objects nested 300 deep on
// one line: the skeleton indents no deeper than maxIndent, DocumentSymbols
// nest no deeper than maxDocDepth and still hold every symbol, and the
// signatures stay short, so that none of them grows with the square of the
// depth.
func TestDeepRenderings(t *testing.T) {
	const depth = 300
	text := []byte(strings.Repeat(`{"a":`, depth) + "1" + strings.Repeat("}", depth))
	f, err := ParseAs(syntax.Lookup("json"), "deep.json", text)
	if err != nil {
		t.Fatal(err)
	}
	if n := countSymbols(f.Symbols); n != depth {
		t.Fatalf("%d symbols, want %d", n, depth)
	}
	for _, line := range strings.Split(Skeleton(f, text), "\n") {
		if indent := len(line) - len(strings.TrimLeft(line, " ")); indent > maxIndent {
			t.Fatalf("a skeleton line indented %d columns: %.60q", indent, line)
		}
		if len(line) > 400 {
			t.Fatalf("a skeleton line of %d bytes: %.60q", len(line), line)
		}
	}
	var most, count int
	var walk func(ds []DocSymbol, level int)
	walk = func(ds []DocSymbol, level int) {
		for _, d := range ds {
			count++
			most = max(most, level)
			walk(d.Children, level+1)
		}
	}
	walk(DocSymbols(f, text, TableOptions{Children: ChildrenYes, IndexBase: 1}), 1)
	if count != depth || most != maxDocDepth {
		t.Errorf("DocumentSymbols: %d symbols, %d levels deep; want %d symbols, %d levels", count, most, depth, maxDocDepth)
	}
}

// TestLongCommentBlocks outlines Python files holding 16,000 comment lines
// where they cost the most: after a statement at top level, closing a
// function's body, and at column 0 between two methods. The grammar's
// scanner looked past every comment line after each comment, and the
// trailing comments of a body were walked back one sibling at a time from
// the first: each took minutes, or hit the parse's time limit. Each must
// now give the outline of the same file with 3 comment lines, lines moved.
func TestLongCommentBlocks(t *testing.T) {
	files := map[string]string{
		"top level":         "x = 1\n{C}y = 2\n",
		"closing a body":    "def f():\n    x = 1\n{C    }y = 2\n",
		"between methods":   "class A:\n    def f(self):\n        x = 1\n{C}    def g(self):\n        pass\ny = 2\n",
		"at the end":        "def f():\n    x = 1\n{C    }",
		"opening a body":    "def f():\n{C    }    x = 1\ny = 2\n",
		"after a docstring": "class A:\n    \"\"\"Doc.\"\"\"\n{C}    def g(self):\n        pass\n",
	}
	comments := func(n int, indent string) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "%s# comment line %d\n", indent, i)
		}
		return b.String()
	}
	expand := func(src string, n int) string {
		for _, indent := range []string{"    ", ""} {
			src = strings.ReplaceAll(src, "{C"+indent+"}", comments(n, indent))
		}
		return src
	}
	// describe lists the symbols, with the lines after the comments
	// (from line after on) moved up by shift
	describe := func(f *File, after, shift int) string {
		var b strings.Builder
		var walk func([]*Symbol, string)
		walk = func(ss []*Symbol, in string) {
			for _, s := range ss {
				start, end := s.Range.Start().Int(), s.Range.End().Int()
				if start >= after {
					start -= shift
				}
				if end >= after {
					end -= shift
				}
				fmt.Fprintf(&b, "%s%s %s %d-%d\n", in, s.Kind, s.Name, start, end)
				walk(s.Children, in+"  ")
			}
		}
		walk(f.Symbols, "")
		return b.String()
	}
	const long = 16000
	for name, src := range files {
		t.Run(strings.ReplaceAll(name, " ", "_"), func(t *testing.T) {
			short, err := Parse("short.py", []byte(expand(src, 3)))
			if err != nil {
				t.Fatal(err)
			}
			f, err := Parse("long.py", []byte(expand(src, long)))
			if err != nil {
				t.Fatal(err) // PARSER_FAILED: the time limit
			}
			first := strings.Count(src[:strings.Index(src, "{C")], "\n") + 1 // the first comment's line
			if want, got := describe(short, first+3, 0), describe(f, first+long, long-3); got != want {
				t.Errorf("with %d comment lines (lines shifted back):\n%s\nwith 3:\n%s", long, got, want)
			}
		})
	}
}

// countSymbols counts syms and their descendants.
func countSymbols(syms []*Symbol) int {
	n := len(syms)
	for _, s := range syms {
		n += countSymbols(s.Children)
	}
	return n
}
