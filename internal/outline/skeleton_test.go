package outline_test

import (
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
// shows or is blank, the blank ones as many as the skeleton counts, and
// every symbol has a line that starts with its range (a member's with its
// first line) and holds its name (a Go method its receiver type too), or,
// a value member, is named on its parent's line, so that it can be read
// by range or by target.
func TestSkeletonAccountsForEveryLine(t *testing.T) {
	files := map[string][]string{
		"go":     {"net/http/server.go", "go/ast/ast.go", "runtime/proc.go"},
		"python": {"argparse.py", "typing.py", "email/_header_value_parser.py"},
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
				if len(f.Symbols) < 30 {
					t.Fatalf("%d top-level symbols: the file is no test of the skeleton", len(f.Symbols))
				}
				checkSkeleton(t, f, text, outline.Skeleton(f, text))
			})
		}
	}
}

var (
	spanRE  = regexp.MustCompile(`^(\d+)(?:-(\d+))?(?: |$)`)
	listRE  = regexp.MustCompile(`^(?:imports|exports|comments) ([\d, -]+?)(?::|$)`)
	blankRE = regexp.MustCompile(`^(\d+)(?:-(\d+))?$`)
	gapsRE  = regexp.MustCompile(`(?m)^gaps: (\d+) blank lines?$`)
)

// checkSkeleton reads skel back: the lines it covers, and the lines of the
// symbols by their ranges.
func checkSkeleton(t *testing.T, f *outline.File, text []byte, skel string) {
	t.Helper()
	covered := make([]bool, f.TotalLines+1)
	cover := func(a, b string) {
		start, _ := strconv.Atoi(a)
		end := start
		if b != "" {
			end, _ = strconv.Atoi(b)
		}
		for l := start; l <= end && l <= f.TotalLines; l++ {
			covered[l] = true
		}
	}
	bySpan := map[string][]string{}
	for _, line := range strings.Split(skel, "\n") {
		if m := listRE.FindStringSubmatch(line); m != nil {
			for _, s := range strings.Split(m[1], ", ") {
				if n := blankRE.FindStringSubmatch(s); n != nil {
					cover(n[1], n[2])
				}
			}
			continue
		}
		trimmed := strings.TrimLeft(line, " ")
		if m := spanRE.FindStringSubmatch(trimmed); m != nil {
			cover(m[1], m[2])
			span := strings.TrimSuffix(m[0], " ")
			bySpan[span] = append(bySpan[span], trimmed[len(m[0]):])
		}
	}
	lines := strings.Split(string(text), "\n")
	blank := 0
	for l := 1; l <= f.TotalLines; l++ {
		if covered[l] {
			continue
		}
		if strings.TrimSpace(lines[l-1]) != "" {
			t.Fatalf("line %d, %q, is in no line or range of the skeleton and not blank", l, lines[l-1])
		}
		blank++
	}
	m := gapsRE.FindStringSubmatch(skel)
	if m == nil || m[1] != strconv.Itoa(blank) {
		t.Fatalf("%d lines are blank and in no range; the skeleton says %q", blank, m)
	}
	// A top-level symbol's line starts with its range, a member's with
	// its first line; a value member (no members of its own, no
	// parameters) may instead be named on its parent's line.
	var walk func(syms []*outline.Symbol, top bool, parent []string)
	walk = func(syms []*outline.Symbol, top bool, parent []string) {
		for _, s := range syms {
			span := strconv.Itoa(s.Range.Start().Int())
			if top && s.Range.Len() > 1 {
				span += "-" + strconv.Itoa(s.Range.End().Int())
			}
			var texts []string
			for _, text := range bySpan[span] {
				if word(text, s.Name) && (s.Receiver == "" || word(text, s.Receiver)) {
					texts = append(texts, text)
				}
			}
			if len(texts) == 0 && !top && len(s.Children) == 0 {
				for _, text := range parent {
					if _, names, ok := strings.Cut(text, ": "); ok && word(names, s.Name) {
						texts = append(texts, text)
					}
				}
			}
			if len(texts) == 0 {
				t.Errorf("%s %s (lines %s): no skeleton line %q names it, nor its parent's; lines of that range: %q", s.Kind, s.QualifiedName(), s.Range, span, bySpan[span])
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
	want := "c, 60 lines, 30 symbols, syntax errors on lines 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, and 10 more"
	if first != want {
		t.Errorf("first line\n%s\nwant\n%s", first, want)
	}
}
