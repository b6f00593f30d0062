package outline_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/outline"
	"github.com/locus-dev/locus/internal/syntax"
)

// TestSkeletonAccountsForEveryLine renders large files of the Go and
// Python standard libraries and reads the skeleton back as a model would:
// every line of the file is named by some line or range the skeleton
// shows (an open range, "N-", running to the line before the next
// unindented line of the symbols, or to the file's end) or is blank; the
// skeleton's count of blank lines is the number of blank lines outside
// every symbol, import, export, comment and directive; and every symbol
// has a line that starts with its range, closed or open and holding it
// and nothing but blank lines after it (a member's with its first line),
// and holds its name (a Go method its receiver type too), or, a value
// member, is named on its parent's line or held by its parent's range,
// so that it can be read by range or by target.
func TestSkeletonAccountsForEveryLine(t *testing.T) {
	files := map[string][]string{
		"go":     {"net/http/server.go", "go/ast/ast.go", "runtime/proc.go", "encoding/json/encode.go", "syscall/zerrors_linux_amd64.go"},
		"python": {"argparse.py", "typing.py", "email/_header_value_parser.py", "textwrap.py"},
	}
	for _, c := range corpus.Standard(t) {
		for _, rel := range files[c.Lang] {
			t.Run(rel, func(t *testing.T) {
				path := filepath.Join(c.Dir, filepath.FromSlash(rel))
				text, err := os.ReadFile(path)
				if err != nil {
					t.Skipf("%v", err)
				}
				f, err := outline.ParseAs(syntax.ForPath(path, text), rel, text)
				if err != nil {
					t.Fatal(err)
				}
				if len(f.Symbols) < 10 {
					t.Fatalf("%d top-level symbols: the file is no test of the skeleton", len(f.Symbols))
				}
				checkSkeleton(t, f, text, outline.Skeleton(f, text))
			})
		}
	}
}

var (
	spanRE  = regexp.MustCompile(`^(\d+)(?:-(\d*))?(?: |$)`)
	listRE  = regexp.MustCompile(`^(?:imports|exports|comments) ([\d,-]+?)(?::|$)`)
	blankRE = regexp.MustCompile(`^(\d+)(?:-(\d+))?$`)
	headRE  = regexp.MustCompile(`^\w+, \d+ lines?(?:, (\d+) blank)?`)
)

// checkSkeleton reads skel back: the lines it covers, and the lines of the
// symbols by their ranges.
func checkSkeleton(t *testing.T, f *outline.File, text []byte, skel string) {
	t.Helper()
	covered := make([]bool, f.TotalLines+1)
	cover := func(start, end int) {
		for l := start; l <= end && l <= f.TotalLines; l++ {
			covered[l] = true
		}
	}
	atoi := func(s string) int { n, _ := strconv.Atoi(s); return n }
	// A symbol line's span, "40", "40-43" or "40-", and its text; an open
	// span's end is found at the next unindented line of the symbols.
	type spanLine struct {
		start, end int
		open       bool
		member     bool // indented: a member, or a spec of a group
		text       string
	}
	bySpan := map[int][]*spanLine{}
	var spans []*spanLine
	var pending *spanLine
	section := ""
	for _, line := range strings.Split(skel, "\n") {
		if m := listRE.FindStringSubmatch(line); m != nil {
			for _, s := range strings.Split(m[1], ",") {
				if n := blankRE.FindStringSubmatch(s); n != nil {
					end := atoi(n[1])
					if n[2] != "" {
						end = atoi(n[2])
					}
					cover(atoi(n[1]), end)
				}
			}
			continue
		}
		if line != "" && !strings.HasPrefix(line, " ") && spanRE.FindString(line) == "" {
			section = line
		}
		trimmed := strings.TrimLeft(line, " ")
		m := spanRE.FindStringSubmatch(trimmed)
		if m == nil {
			continue
		}
		sl := &spanLine{start: atoi(m[1]), end: atoi(m[1]), member: trimmed != line, text: trimmed[len(m[0]):]}
		switch {
		case m[2] != "":
			sl.end = atoi(m[2])
		case strings.HasPrefix(m[0], m[1]+"-"):
			sl.open = true
		}
		if trimmed == line && strings.HasPrefix(section, "symbols") {
			if pending != nil {
				pending.end = sl.start - 1
				cover(pending.start, pending.end)
			}
			pending = nil
			if sl.open {
				pending = sl
			}
		}
		if !sl.open {
			cover(sl.start, sl.end)
		}
		bySpan[sl.start] = append(bySpan[sl.start], sl)
		spans = append(spans, sl)
	}
	if pending != nil {
		pending.end = f.TotalLines
		cover(pending.start, pending.end)
	}
	lines := strings.Split(string(text), "\n")
	isBlank := func(l int) bool { return strings.TrimSpace(lines[l-1]) == "" }
	for l := 1; l <= f.TotalLines; l++ {
		if !covered[l] && !isBlank(l) {
			t.Fatalf("line %d, %q, is in no line or range of the skeleton and not blank", l, lines[l-1])
		}
	}
	claimed := make([]bool, f.TotalLines+1)
	claim := func(start, end int) {
		for l := start; l <= end && l <= f.TotalLines; l++ {
			claimed[l] = true
		}
	}
	for _, s := range f.Symbols {
		claim(s.Range.Ints())
	}
	for _, list := range [][]outline.Entry{f.Imports, f.Exports, f.OrphanComments, f.Directives} {
		for _, e := range list {
			claim(e.Range.Ints())
		}
	}
	blank := 0
	for l := 1; l <= f.TotalLines; l++ {
		if !claimed[l] && isBlank(l) {
			blank++
		}
	}
	head := headRE.FindStringSubmatch(skel)
	if head == nil || atoi(head[1]) != blank {
		t.Fatalf("%d lines are blank outside every symbol and entry; the skeleton's first line says %q", blank, head)
	}
	// A top-level symbol's line starts with its range, or an open range
	// that holds it and only blank lines after it, or with its first line
	// under its group's; a member's with its first line. A value member (no members of its own, no parameters)
	// may instead be named on its parent's line, or be held by its
	// parent's range. A variable or constant may be named on the line of
	// a folded run, whose range holds its lines.
	holds := func(sl *spanLine, s *outline.Symbol) bool {
		_, end := s.Range.Ints()
		if sl.member {
			return true // a spec of a group, whose range holds it
		}
		if !sl.open {
			return sl.end == end
		}
		for l := end + 1; l <= sl.end; l++ {
			if !isBlank(l) {
				return false
			}
		}
		return sl.end >= end
	}
	var walk func(syms []*outline.Symbol, top bool, parent []string)
	walk = func(syms []*outline.Symbol, top bool, parent []string) {
		for _, s := range syms {
			start, end := s.Range.Ints()
			var texts []string
			for _, sl := range bySpan[start] {
				if top && !holds(sl, s) {
					continue
				}
				if word(sl.text, s.Name) && (s.Receiver == "" || word(sl.text, s.Receiver)) {
					texts = append(texts, sl.text)
				}
			}
			if len(texts) == 0 && len(s.Children) == 0 {
				// A folded run: a closed range that holds the symbol's and
				// names it among others.
				for _, sl := range spans {
					if !sl.open && sl.start <= start && sl.end >= end && word(sl.text, s.Name) {
						texts = append(texts, sl.text)
						break
					}
				}
			}
			if len(texts) == 0 && !top && len(s.Children) == 0 && len(parent) > 0 {
				texts = parent
			}
			if len(texts) == 0 {
				var near []string
				for _, sl := range bySpan[start] {
					near = append(near, fmt.Sprintf("%d-%d %s", sl.start, sl.end, sl.text))
				}
				t.Errorf("%s %s (lines %s): no skeleton line names it, nor its parent's; lines from %d: %q", s.Kind, s.QualifiedName(), s.Range, start, near)
			}
			walk(s.Children, false, texts)
		}
	}
	walk(f.Symbols, true, nil)
}

// word reports whether name occurs in s as a whole word.
func word(s, name string) bool {
	return regexp.MustCompile(`(^|[^\pL\pN_])` + regexp.QuoteMeta(name) + `($|[^\pL\pN_])`).MatchString(s)
}

// TestShortSignature holds repo_map's signatures to the skeleton's form.
func TestShortSignature(t *testing.T) {
	for _, c := range []struct{ lang, kind, sig, want string }{
		{"go", "method", "func (s *Store) Get(id int) (Order, error)", "(*Store) Get(id int) (Order, error)"},
		{"go", "method", "func (cache) Get(id int) int", "(cache) Get(id int) int"},
		{"go", "function", "func New() *Store", "New() *Store"},
		{"go", "constant", `const TimeFormat = "Mon, 02 Jan 2006 15:04:05 GMT"`, `const TimeFormat = "Mon, 02 Jan 2006 15:04:05 GMT"`},
		{"python", "method", "def add_header(self, _name, _value, **_params)", "add_header(self, _name, _value, **_params)"},
		{"python", "class", "class Message", "class Message"},
		{"python", "function", "def f(" + strings.Repeat("a, ", 40) + "b)", "f(" + strings.TrimSuffix(strings.Repeat("a, ", 32), " ") + " …"},
		// Rust's callables lose `fn`, after their modifiers too.
		{"rust", "function", "fn main()", "main()"},
		{"rust", "function", "pub fn new(n: usize) -> Self", "pub new(n: usize) -> Self"},
		{"rust", "method", "pub(crate) async unsafe fn read(&mut self) -> io::Result<usize>", "pub(crate) async unsafe read(&mut self) -> io::Result<usize>"},
		{"rust", "function", `pub(in crate::a) extern "C" fn cb(x: i32)`, `pub(in crate::a) extern "C" cb(x: i32)`},
		{"rust", "method", "fn get(&self) -> Option<u8>;", "get(&self) -> Option<u8>;"},
		{"rust", "function", "pub fnord()", "pub fnord()"},
	} {
		if got := outline.ShortSignature(c.lang, c.kind, c.sig); got != c.want {
			t.Errorf("ShortSignature(%q, %q, %q) = %q, want %q", c.lang, c.kind, c.sig, got, c.want)
		}
	}
}

// TestSkeletonErrorLinesBounded: the first line names the first 20
// syntax error lines and counts the others, so that a file the grammar
// misreads throughout (SQLite's amalgamation: 3,865 error lines) does not
// open with kilobytes of line numbers.
func TestSkeletonErrorLinesBounded(t *testing.T) {
	var b strings.Builder
	for i := range 30 {
		b.WriteString("int f" + strconv.Itoa(i) + "(void) { return 1 +; }\n\n")
	}
	text := []byte(b.String())
	f, err := outline.ParseAs(syntax.ForPath("a.c", text), "a.c", text)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.ParseErrors) != 30 {
		t.Fatalf("%d error lines, want 30: the input is no test", len(f.ParseErrors))
	}
	first, _, _ := strings.Cut(outline.Skeleton(f, text), "\n")
	want := "c, 60 lines, 30 blank, syntax errors on lines 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, and 10 more"
	if first != want {
		t.Errorf("first line\n%s\nwant\n%s", first, want)
	}
}
