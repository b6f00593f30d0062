package index

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// rankTree is a small Go module and Python package where names are
// shared the way they are in real code: a builtin len beside methods
// named len, fields, test files with helpers of their own.
var rankTree = map[string]string{
	"go.mod": "module example.com/m\n",
	"srv/server.go": `package srv

// Handler answers requests.
type Handler interface{ ServeHTTP(w Writer, r *Request) }

// Writer writes answers.
type Writer interface{ Write(p []byte) (int, error) }

// Request is a request.
type Request struct {
	Path string
	br   *Reader
}

// Reader reads.
type Reader struct{ buf []byte }

// Server serves.
type Server struct {
	Handler Handler
	br      *Reader
}

func (s *Server) len() int { return len(s.br.buf) }

// NewServer makes a server.
func NewServer(h Handler) *Server { return &Server{Handler: h} }
`,
	"srv/queue.go": `package srv

type queue struct{ items []int }

func (q *queue) len() int { return len(q.items) }

func (q *queue) push(n int) { q.items = append(q.items, n) }
`,
	"srv/server_test.go": `package srv

import "testing"

func newTestServer(h Handler) *Server { return NewServer(h) }

func TestServer(t *testing.T) {
	s := newTestServer(nil)
	_ = s
}
`,
	"srv/more_test.go": `package srv

import "testing"

func TestMore(t *testing.T) {
	a := newTestServer(nil)
	b := newTestServer(nil)
	c := newTestServer(nil)
	_, _, _ = a, b, c
	var q queue
	q.push(1)
}
`,
	"app/main.go": `package main

import "example.com/m/srv"

type h struct{}

func (h) ServeHTTP(w srv.Writer, r *srv.Request) {
	n := len(r.Path) + len(r.Path) + len(r.Path)
	_ = n
}

func handlers() []srv.Handler { return []srv.Handler{h{}, h{}} }

func main() {
	var x srv.Handler = h{}
	s := srv.NewServer(x)
	_ = s.br
	_ = s.br
	_ = len("a") + len("b") + len("c")
}
`,
	"app/other.go": `package main

import "example.com/m/srv"

func use(h srv.Handler, w srv.Writer) srv.Handler { return h }
`,
	"py/core.py": `class Message:
    def __init__(self):
        self.headers = {}

    def get(self, key):
        return self.headers.get(key)


def parse(text):
    return Message()
`,
	"py/util.py": `from .core import Message, parse


def load(text):
    m = parse(text)
    m.get("a")
    return Message()
`,
	"py/tests/test_core.py": `from py.core import Message, parse


def test_parse():
    assert parse("x").get("a") is None
    assert Message()
`,
}

func TestRankQuality(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, rankTree)
	x := openIndex(t, dir, Options{})
	ctx := context.Background()
	files, err := x.Rank(ctx, RankOptions{})
	if err != nil {
		t.Fatal(err)
	}
	pos := map[string]int{}
	var lines []string
	for i, f := range files {
		pos[f.Path] = i
		var syms []string
		for _, s := range f.Symbols {
			syms = append(syms, s.QName+" "+s.Kind)
			switch {
			case s.Kind == "field" || s.Kind == "property":
				t.Errorf("%s: a %s ranked: %s", f.Path, s.Kind, s.QName)
			case s.Name == "len":
				t.Errorf("%s: %s ranked though only the builtin len is called", f.Path, s.QName)
			case s.Container != "" && (s.Kind == "variable" || s.Kind == "constant"):
				t.Errorf("%s: a member %s ranked: %s", f.Path, s.Kind, s.QName)
			}
		}
		lines = append(lines, fmt.Sprintf("%s %.3f: %s", f.Path, f.Score, strings.Join(syms, ", ")))
	}
	t.Logf("ranked:\n%s", strings.Join(lines, "\n"))

	// the most referenced type leads its file, and its file leads
	if f := files[0]; f.Path != "srv/server.go" || len(f.Symbols) == 0 || f.Symbols[0].Name != "Handler" {
		t.Errorf("first: %s %v; want srv/server.go led by Handler", f.Path, f.Symbols)
	}
	// test files rank below the code they test, though tests refer to
	// their helpers more than anything refers to queue.go
	for _, test := range []string{"srv/server_test.go", "srv/more_test.go", "py/tests/test_core.py"} {
		for _, code := range []string{"srv/server.go", "srv/queue.go", "py/core.py"} {
			if pos[test] < pos[code] {
				t.Errorf("%s ranks above %s", test, code)
			}
		}
	}
	// Python: the class leads, its method reached through m.get and
	// parse(...).get counts
	core := files[pos["py/core.py"]]
	var coreSyms []string
	for _, s := range core.Symbols {
		coreSyms = append(coreSyms, s.QName)
	}
	if len(coreSyms) < 3 || !strings.HasSuffix(coreSyms[0], "Message") || !strings.Contains(strings.Join(coreSyms, " "), "Message.get") {
		t.Errorf("py/core.py symbols: %v", coreSyms)
	}

	// a map of a test folder ranks its files by themselves: nothing damped
	tests, err := x.Rank(ctx, RankOptions{Under: "py/tests"})
	if err != nil || len(tests) != 1 || tests[0].Score <= 0 {
		t.Errorf("Under py/tests: %+v %v", tests, err)
	}
	// the ranks a process leaves in the database answer another the same
	var stored int
	if err := x.st.db.QueryRow("SELECT count(*) FROM meta WHERE key = 'ranks'").Scan(&stored); err != nil || stored != 1 {
		t.Errorf("ranks stored: %d %v", stored, err)
	}
	y := openIndex(t, dir, Options{})
	again, err := y.Rank(ctx, RankOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(again) != len(files) || again[0].Path != files[0].Path || again[0].Symbols[0].Name != files[0].Symbols[0].Name {
		t.Errorf("another process ranks differently: %v", again[:min(3, len(again))])
	}
}

// Java's files of one folder with no package line are its unnamed
// package: a class they use ranks, with its methods, as one a package
// shares would.
func TestRankUnnamedPackage(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"Core.java":  "public class Core {\n  public String render(String s) { return s; }\n}\n",
		"User1.java": "class User1 {\n  String a(Core c) { return c.render(\"x\"); }\n}\n",
		"User2.java": "class User2 {\n  String a(Core c) { return c.render(\"y\"); }\n}\n",
	})
	x := openIndex(t, dir, Options{})
	files, err := x.Rank(context.Background(), RankOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 || files[0].Path != "Core.java" || len(files[0].Symbols) < 2 {
		t.Fatalf("first: %+v; want Core.java with Core and Core.render", files[:min(1, len(files))])
	}
}
