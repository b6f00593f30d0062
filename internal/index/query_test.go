package index

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/locus-dev/locus/internal/corpus"
)

// tree is a small workspace of Go packages and Python modules where a
// name-based answer must use the syntax to be right.
var tree = map[string]string{
	"go.mod": "module example.com/m\n",
	"srv/server.go": `package srv

// Server serves.
type Server struct{ Addr string }

// Serve runs the server.
func (s *Server) Serve() error { return helper() }

func helper() error { return nil }

// Serve is the package-level one.
func Serve(addr string) error {
	s := &Server{Addr: addr}
	return s.Serve()
}

func ServeSomething()   {}
func serve_something()  {}
func observeSomething() {}
`,
	"srv/more.go": `package srv

func useBare() { Serve("x"); helper() }

func shadow() {
	Serve := 3
	_ = Serve
}
`,
	"app/main.go": `package main

import (
	"example.com/m/srv"
	other "example.com/m/other"
)

func main() {
	srv.Serve(":80")
	var s srv.Server
	s.Serve()
	other.Serve()
	Serve()
}

func Serve() {}
`,
	"srv/cycle.go": `package srv

func ping(n int) {
	if n > 0 {
		pong(n - 1)
	}
}

func pong(n int) { ping(n) }
`,
	"other/other.go": `package other

func Serve() {}
`,
	"py/util.py": `def run(x):
    return x


class Runner:
    def run(self):
        return run(1)
`,
	"py/app.py": `from util import run
import util as u


def main():
    run(2)
    u.run(3)
    r = Runner()
    r.run()
`,
	"py/third.py": `def f():
    run(4)
`,
	"notes.txt":           "Serve Serve Serve\n",
	"vendor/v/v.go":       "package v\n\nfunc Serve() {}\n",
	"node_modules/m/m.js": "function Serve() {}\n",
	".hidden/h.go":        "package h\n\nfunc Serve() {}\n",
	"gen/.gitignore":      "*.pb.go\n",
	"gen/api.pb.go":       "package gen\n\nfunc Serve() {}\n",
	"gen/api.go":          "package gen\n\nfunc Generated() {}\n",
	".locus/index.json":   `{"exclude": ["other/skip.go"], "include": ["vendor/"]}`,
	"other/skip.go":       "package other\n\nfunc Skipped() {}\n",
}

func refLines(res *RefResult) []string {
	var out []string
	for _, f := range res.Files {
		for _, r := range f.Refs {
			out = append(out, fmt.Sprintf("%s:%d %s %s in %s", r.Path, r.Line, r.Role, r.Text, r.Enclosing))
		}
	}
	return out
}

func TestReferencesRules(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, tree)
	x := openIndex(t, dir, Options{})
	ctx := context.Background()
	for _, c := range []struct {
		name string
		want []string
	}{
		// the package-level function: bare in its package (not where a local
		// shadows it), through the import's name elsewhere; not s.Serve, not
		// other.Serve, not main's own Serve
		{"srv.Serve", []string{
			`app/main.go:9 call srv.Serve(":80") in main.main`,
			`srv/more.go:3 call func useBare() { Serve("x"); helper() } in srv.useBare`,
		}},
		// the method: only through a value, never through a package's name
		{"Server.Serve", []string{
			"app/main.go:11 call s.Serve() in main.main",
			"srv/server.go:14 call return s.Serve() in srv.Serve",
		}},
		// Python: the module function, bare where defined or imported by
		// name, and through the module's import alias
		{"util.run", []string{
			"py/app.py:1 import from util import run in ",
			"py/app.py:6 call run(2) in main",
			"py/app.py:7 call u.run(3) in main",
			"py/util.py:7 call return run(1) in Runner.run",
		}},
		// the method: through a value, not the module alias, and not the
		// bare call inside the class (Python needs self.)
		{"Runner.run", []string{
			"py/app.py:9 call r.run() in main",
		}},
		// excluded files are not looked at: vendor is included again by the
		// config, the ignored generated file and node_modules are not
		{"v.Serve", []string{}},
	} {
		res, err := x.References(ctx, RefQuery{Name: c.name})
		if err != nil {
			t.Fatal(err)
		}
		got := refLines(res)
		if got == nil {
			got = []string{}
		}
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("References(%s) (-want +got):\n%s", c.name, diff)
		}
		if res.Total != len(c.want) {
			t.Errorf("References(%s).Total = %d, want %d", c.name, res.Total, len(c.want))
		}
	}

	// declarations, when asked, are those of the definitions only
	res, err := x.References(ctx, RefQuery{Name: "srv.Serve", IncludeDecl: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := refLines(res); len(got) != 3 || !strings.Contains(got[2], "srv/server.go:12 decl") {
		t.Errorf("with declarations: %q", got)
	}

	// pagination: a page of one, and the total over all pages
	res, err = x.References(ctx, RefQuery{Name: "Server.Serve", Max: 1, Offset: 1})
	if err != nil {
		t.Fatal(err)
	}
	if got := refLines(res); res.Total != 2 || len(got) != 1 || !strings.HasPrefix(got[0], "srv/server.go:14") || res.Files[0].Path != "srv/server.go" {
		t.Errorf("page 2 of 1: total %d, %q", res.Total, got)
	}
}

func TestWalkExcludes(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, tree)
	x := openIndex(t, dir, Options{})
	refresh(t, x)
	rows, err := x.store().db.Query("SELECT path FROM files ORDER BY path")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for rows.Next() {
		var p string
		rows.Scan(&p)
		got = append(got, p)
	}
	rows.Close()
	want := []string{"app/main.go", "gen/api.go", "other/other.go", "py/app.py", "py/third.py", "py/util.py", "srv/cycle.go", "srv/more.go", "srv/server.go", "vendor/v/v.go"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("indexed files (-want +got):\n%s", diff)
	}
}

func TestSymbolsRanking(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, tree)
	x := openIndex(t, dir, Options{})
	ctx := context.Background()
	for _, c := range []struct {
		q    SymbolQuery
		want []string
	}{
		{SymbolQuery{Query: "Serve"}, []string{
			"exact app/main.go main.Serve", "exact other/other.go other.Serve", "exact srv/server.go Server.Serve", "exact srv/server.go srv.Serve", "exact vendor/v/v.go v.Serve",
			"prefix srv/server.go srv.Server", "prefix srv/server.go srv.ServeSomething", "prefix srv/server.go srv.serve_something",
			"substring srv/server.go srv.observeSomething",
		}},
		{SymbolQuery{Query: "ss"}, []string{"initials srv/server.go srv.ServeSomething", "initials srv/server.go srv.serve_something", "fuzzy srv/server.go srv.observeSomething"}},
		{SymbolQuery{Query: "SeSo"}, []string{"initials srv/server.go srv.ServeSomething", "initials srv/server.go srv.serve_something", "fuzzy srv/server.go srv.observeSomething"}},
		{SymbolQuery{Query: "Server.Serve"}, []string{"exact srv/server.go Server.Serve"}},
		{SymbolQuery{Query: "srv.Serve", Max: 2}, []string{"exact srv/server.go srv.Serve", "prefix srv/server.go srv.Server"}},
		{SymbolQuery{Query: "util.run"}, []string{"exact py/util.py run", "prefix py/util.py Runner"}},
		{SymbolQuery{Query: "serve", Kinds: []string{"method"}}, []string{"exact srv/server.go Server.Serve"}},
		{SymbolQuery{Query: "Serve", Path: "srv", Max: 3}, []string{"exact srv/server.go Server.Serve", "exact srv/server.go srv.Serve", "prefix srv/server.go srv.Server"}},
		{SymbolQuery{Query: "Serve", Path: "*.py"}, []string{}},
	} {
		got := symbolMatches(ctx, t, x, c.q)
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("Symbols(%+v) (-want +got):\n%s", c.q, diff)
		}
	}
}

func TestInitials(t *testing.T) {
	for _, c := range []struct {
		name, q string
		want    bool
	}{
		{"ServeSomething", "ss", true},
		{"ServeSomething", "seso", true},
		{"ServeSomething", "sesom", true},
		{"serve_something", "ss", true},
		{"HTTPServer", "hs", true},
		{"HTTPServer", "httpse", true},
		{"ServeHTTPSomething", "ss", false}, // no word skipped
		{"Serve", "s", false},               // one word: prefix, not initials
		{"parseURLQuery", "puq", true},
	} {
		if got := initials(c.name, c.q); got != c.want {
			t.Errorf("initials(%q, %q) = %v, want %v (words %q)", c.name, c.q, got, c.want, splitWords(c.name))
		}
	}
}

// renderCalls prints a call hierarchy, one node a line, indented.
func renderCalls(nodes []*CallNode, indent string, b *strings.Builder) {
	for _, n := range nodes {
		fmt.Fprintf(b, "%s%s %s %v", indent, n.Name, n.Path, n.Lines)
		if n.Cycle {
			b.WriteString(" (cycle)")
		}
		if n.Truncated {
			b.WriteString(" ...")
		}
		b.WriteString("\n")
		renderCalls(n.Calls, indent+"  ", b)
	}
}

func TestCallHierarchy(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, tree)
	x := openIndex(t, dir, Options{})
	ctx := context.Background()
	for _, c := range []struct {
		callers bool
		name    string
		depth   int
		want    string
	}{
		{true, "helper", 2, `srv.helper srv/server.go []
  srv.useBare srv/more.go [3]
  Server.Serve srv/server.go [7]
    main.main app/main.go [11]
    srv.Serve srv/server.go [14] ...
`},
		{true, "helper", 1, `srv.helper srv/server.go []
  srv.useBare srv/more.go [3]
  Server.Serve srv/server.go [7] ...
`},
		{false, "srv.Serve", 2, `srv.Serve srv/server.go []
  Server.Serve srv/server.go [14]
    srv.helper srv/server.go [7]
`},
		{false, "main.main", 1, `main.main app/main.go []
  srv.Serve srv/server.go [9] ...
  Server.Serve srv/server.go [11] ...
  other.Serve other/other.go [12]
  main.Serve app/main.go [13]
`},
		{false, "useBare", 1, `srv.useBare srv/more.go []
  srv.Serve srv/server.go [3] ...
  srv.helper srv/server.go [3]
`},
		{false, "ping", 5, `srv.ping srv/cycle.go []
  srv.pong srv/cycle.go [5]
    srv.ping srv/cycle.go [9] (cycle)
`},
	} {
		var nodes []*CallNode
		var err error
		if c.callers {
			nodes, err = x.Callers(ctx, c.name, c.depth)
		} else {
			nodes, err = x.Callees(ctx, c.name, c.depth)
		}
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		renderCalls(nodes, "", &b)
		if diff := cmp.Diff(c.want, b.String()); diff != "" {
			t.Errorf("callers=%v %s depth %d (-want +got):\n%s", c.callers, c.name, c.depth, diff)
		}
	}
	if _, err := x.Callers(ctx, "NoSuchThing", 1); err == nil {
		t.Error("Callers of an unknown name: no error")
	}
}

func TestFilesListing(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, tree)
	writeFiles(t, dir, map[string]string{"bad/latin1.go": "package bad\n// caf\xe9\n"})
	x := openIndex(t, dir, Options{})
	ctx := context.Background()
	l, err := x.Files(ctx, "srv", false)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range l.Files {
		var names []string
		for _, s := range f.Symbols {
			names = append(names, s.QName)
		}
		got = append(got, f.Path+": "+strings.Join(names, " "))
	}
	want := []string{
		"srv/cycle.go: srv.ping srv.pong",
		"srv/more.go: srv.useBare srv.shadow",
		"srv/server.go: srv.Server Server.Serve srv.helper srv.Serve srv.ServeSomething srv.serve_something srv.observeSomething",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Files(srv) (-want +got):\n%s", diff)
	}
	l, err = x.Files(ctx, "", false)
	if err != nil {
		t.Fatal(err)
	}
	var folders []string
	for _, f := range l.Folders {
		folders = append(folders, fmt.Sprintf("%s %d", f.Path, f.Files))
	}
	if diff := cmp.Diff([]string{"app 1", "bad 1", "gen 1", "other 1", "py 3", "srv 3", "vendor 1"}, folders); diff != "" || len(l.Files) != 0 {
		t.Errorf("Files(.) folders (-want +got):\n%s\nfiles %v", diff, l.Files)
	}
	l, err = x.Files(ctx, "bad", true)
	if err != nil || len(l.Files) != 1 || l.Files[0].Error != "ENCODING_ERROR" {
		t.Errorf("Files(bad): %+v %v", l, err)
	}
	if _, err := x.Files(ctx, "nowhere", false); err == nil {
		t.Error("Files(nowhere): no error")
	}
}

func TestRank(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, tree)
	x := openIndex(t, dir, Options{})
	ctx := context.Background()
	files, err := x.Rank(ctx, RankOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var sum float64
	for _, f := range files {
		sum += f.Score
	}
	if sum < 0.99 || sum > 1.01 {
		t.Errorf("scores sum to %f", sum)
	}
	// the files others refer to come first, those nobody refers to last
	pos := map[string]int{}
	for i, f := range files {
		pos[f.Path] = i
	}
	if pos["srv/server.go"] > 1 || pos["py/util.py"] > 1 || files[pos["srv/server.go"]].Symbols == nil {
		t.Errorf("srv/server.go and py/util.py are not first: %v", pos)
	}
	if last := files[len(files)-1]; last.Score > files[pos["srv/server.go"]].Score/2 || last.Symbols != nil {
		t.Errorf("last file %s scores %f", last.Path, last.Score)
	}
	g, err := x.Graph(ctx)
	if err != nil {
		t.Fatal(err)
	}
	at := map[string]int{}
	for i, p := range g.Files {
		at[p] = i
	}
	if w := g.Weight(at["app/main.go"], at["srv/server.go"]); w <= 0 {
		t.Errorf("no edge app/main.go -> srv/server.go")
	}
	// a focus moves the rank towards the files it names
	focused, err := x.Rank(ctx, RankOptions{Focus: []string{"py/app.py"}, Under: "py"})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range focused {
		if !strings.HasPrefix(f.Path, "py/") {
			t.Errorf("Under py: %s", f.Path)
		}
	}
}

// TestWalkSkipsCaches: a folder holding a CACHEDIR.TAG (cargo's target/)
// is left out by the walk and by Update, unless "include" takes it back.
func TestWalkSkipsCaches(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"src/a.go":                      "package a\n",
		"target/CACHEDIR.TAG":           "Signature: 8a477f597d28d172789f06886806bc55\n",
		"target/debug/build/out/gen.go": "package gen\n",
		"kept/CACHEDIR.TAG":             "Signature: 8a477f597d28d172789f06886806bc55\n",
		"kept/k.go":                     "package k\n",
		ConfigFile:                      `{"include": ["kept/"]}`,
	})
	x := openIndex(t, dir, Options{})
	if diff := cmp.Diff([]string{"kept/k.go", "src/a.go"}, indexedPaths(t, x)); diff != "" {
		t.Errorf("indexed files (-want +got):\n%s", diff)
	}
	if err := x.Update(context.Background(), "target/debug/build/out/gen.go"); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := x.store().db.QueryRow("SELECT count(*) FROM files WHERE path LIKE 'target/%'").Scan(&n); err != nil || n != 0 {
		t.Errorf("after Update of a cached file: %d rows under target/ (%v)", n, err)
	}
}

// TestCallersLimit: a hierarchy holds MaxCallNodes functions at most,
// filled level by level: 400 callers of one function, each called twice,
// give the first level cut at the limit and marked Limited, not a deep
// first branch and the rest told to raise the depth.
func TestCallersLimit(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	b.WriteString("package p\n\nfunc Leaf() {}\n")
	for i := range 400 {
		fmt.Fprintf(&b, "\nfunc Mid%d() { Leaf() }\n\nfunc TopA%d() { Mid%d() }\n\nfunc TopB%d() { Mid%d() }\n", i, i, i, i, i)
	}
	writeFiles(t, dir, map[string]string{"p.go": b.String()})
	x := openIndex(t, dir, Options{})
	roots, err := x.Callers(context.Background(), "Leaf", 3)
	if err != nil {
		t.Fatal(err)
	}
	count := 0
	var walk func([]*CallNode)
	walk = func(ns []*CallNode) {
		for _, n := range ns {
			count++
			walk(n.Calls)
		}
	}
	walk(roots)
	if count > MaxCallNodes {
		t.Errorf("%d functions in the hierarchy, over %d", count, MaxCallNodes)
	}
	if len(roots) != 1 || !roots[0].Limited || len(roots[0].Calls) != MaxCallNodes-1 {
		t.Fatalf("the root: limited %v with %d callers, want limited with %d", roots[0].Limited, len(roots[0].Calls), MaxCallNodes-1)
	}
	for _, n := range roots[0].Calls {
		if len(n.Calls) > 0 || !n.Limited {
			t.Fatalf("%s: %d callers, limited %v: the second level was filled before the first", n.Name, len(n.Calls), n.Limited)
		}
	}
}

// TestSymbolsScopedNames: a name written with its path (Ruby's class
// RDoc::Markup::ToHtml, C++'s out-of-line SkipList<K>::Iterator::Prev) is
// found by its last part, exactly, by prefix and by initials, and its path
// qualifies it and its members, "::" or "." alike.
func TestSymbolsScopedNames(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"lib/to_html.rb": "class RDoc::Markup::ToHtml < RDoc::Markup::Formatter\n  def accept_paragraph paragraph\n  end\n\n  def to_html item\n  end\nend\n",
		"skiplist.h": "namespace leveldb {\ntemplate <typename Key>\nclass SkipList {\n public:\n  class Iterator {\n   public:\n    void Prev();\n    bool Valid() const;\n  };\n};\n\n" +
			"template <typename Key>\ninline void SkipList<Key>::Iterator::Prev() {}\n\ntemplate <typename Key>\ninline bool SkipList<Key>::Iterator::Valid() const { return true; }\n}\n",
	})
	x := openIndex(t, dir, Options{})
	ctx := context.Background()
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"ToHtml", []string{"exact lib/to_html.rb RDoc::Markup::ToHtml", "initials lib/to_html.rb RDoc::Markup::ToHtml.to_html"}},
		{"TH", []string{"initials lib/to_html.rb RDoc::Markup::ToHtml", "initials lib/to_html.rb RDoc::Markup::ToHtml.to_html", "fuzzy lib/to_html.rb RDoc::Markup::ToHtml.accept_paragraph"}},
		{"RDoc::Markup::ToHtml", []string{"exact lib/to_html.rb RDoc::Markup::ToHtml"}},
		{"ToHtml.accept_paragraph", []string{"exact lib/to_html.rb RDoc::Markup::ToHtml.accept_paragraph"}},
		{"Markup::ToHtml.accept_paragraph", []string{"exact lib/to_html.rb RDoc::Markup::ToHtml.accept_paragraph"}},
		{"Iterator.Prev", []string{"exact skiplist.h leveldb.SkipList.Iterator.Prev", "exact skiplist.h leveldb.SkipList.Iterator.Prev"}},
		{"SkipList::Iterator::Prev", []string{"exact skiplist.h leveldb.SkipList.Iterator.Prev", "exact skiplist.h leveldb.SkipList.Iterator.Prev"}},
	} {
		got := symbolMatches(ctx, t, x, SymbolQuery{Query: c.q})
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("Symbols(%q) (-want +got):\n%s", c.q, diff)
		}
	}
}

// TestCalleesOutOfLine: the callees of a C++ method declared in its class
// and defined outside it are the calls of the definition.
func TestCalleesOutOfLine(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"cache.cc": "#include <cstdlib>\n\nnamespace db {\n\nvoid Log(int n);\n\nclass Cache {\n public:\n  void Prune();\n  int Size() const { return 0; }\n};\n\n" +
			"void Cache::Prune() {\n  Log(1);\n  free(nullptr);\n}\n\n}  // namespace db\n",
	})
	x := openIndex(t, dir, Options{})
	nodes, err := x.Callees(context.Background(), "Cache.Prune", 1)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	renderCalls(nodes, "", &b)
	want := "db.Cache.Prune cache.cc []\n  db.Log cache.cc [14]\n  free  [15]\n"
	if diff := cmp.Diff(want, b.String()); diff != "" {
		t.Errorf("callees of Cache.Prune (-want +got):\n%s", diff)
	}
}

// TestMemberCallsOutOfLine: in leveldb's util/cache.cc, LRUCache's methods
// are defined outside the class and call its other members bare
// (`Unref(e);`): those calls are references of the members and callees of
// the methods, as the class's scope comes first in C++. A free function
// of the name, where there is one, is not what a bare call in such a
// method names.
func TestMemberCallsOutOfLine(t *testing.T) {
	ctx := context.Background()
	x := openIndex(t, corpus.LevelDB(), Options{})
	res, err := x.References(ctx, RefQuery{Name: "LRUCache.Unref", Roles: []string{"call"}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range res.Files {
		for _, r := range f.Refs {
			got = append(got, fmt.Sprintf("%s:%d %s", r.Path, r.Line, r.Enclosing))
		}
	}
	want := []string{
		"util/cache.cc:213 leveldb.(anonymous).LRUCache.~LRUCache",
		"util/cache.cc:264 leveldb.(anonymous).LRUCache.Release",
		"util/cache.cc:314 leveldb.(anonymous).LRUCache.FinishErase",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("the calls of LRUCache.Unref (-want +got):\n%s", diff)
	}

	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"foo.h":  "class Foo {\n public:\n  void bar();\n  int baz(int x);\n};\nint baz(int x, int y);\n",
		"foo.cc": "#include \"foo.h\"\n\nint Foo::baz(int x) { return x * 2; }\n\nvoid Foo::bar() {\n  baz(1);\n  this->baz(2);\n}\n\nint baz(int x, int y) { return x + y; }\n",
	})
	nodes, err := openIndex(t, dir, Options{}).Callees(ctx, "Foo.bar", 1)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	renderCalls(nodes, "", &b)
	if diff := cmp.Diff("Foo.bar foo.cc []\n  Foo.baz foo.cc [6 7]\n", b.String()); diff != "" {
		t.Errorf("callees of Foo.bar (-want +got):\n%s", diff)
	}
}

// symbolMatches answers q, each symbol as "tier path qualified-name".
func symbolMatches(ctx context.Context, t *testing.T, x *Index, q SymbolQuery) []string {
	t.Helper()
	syms, err := x.Symbols(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	got := []string{}
	for _, s := range syms {
		got = append(got, s.Match+" "+s.Path+" "+s.QName)
	}
	return got
}

// TestSymbolsTOMLArrayTables: the tables of a TOML array of tables (a
// Cargo.lock's [[package]]) are indexed by their name key, so that one
// is found by its crate's name.
func TestSymbolsTOMLArrayTables(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"Cargo.lock": "version = 3\n\n[[package]]\nname = \"anyhow\"\nversion = \"1.0.86\"\n\n[[package]]\nname = \"serde\"\nversion = \"1.0.203\"\n",
	})
	x := openIndex(t, dir, Options{})
	ctx := context.Background()
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"package[serde]", []string{"exact Cargo.lock package[serde]"}},
		{"package[serde].version", []string{"exact Cargo.lock package[serde].version"}},
	} {
		got := symbolMatches(ctx, t, x, SymbolQuery{Query: c.q})
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("Symbols(%q) (-want +got):\n%s", c.q, diff)
		}
	}
}

// TestSymbolsSingletonClass: a method of Ruby's class << self is the
// class's own class method, Base.route as Ruby names it: the class
// qualifies it, with or without the singleton class's level, and so does
// a definition's lookup by that name.
func TestSymbolsSingletonClass(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"lib/base.rb": "module Sinatra\n  class Base\n    def route!(base)\n    end\n\n    class << self\n      def route(verb, path)\n      end\n    end\n  end\nend\n",
	})
	x := openIndex(t, dir, Options{})
	ctx := context.Background()
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"Base.route", []string{"exact lib/base.rb Sinatra.Base.self.route", "prefix lib/base.rb Sinatra.Base.route!"}},
		{"Sinatra::Base.route", []string{"exact lib/base.rb Sinatra.Base.self.route", "prefix lib/base.rb Sinatra.Base.route!"}},
		{"Base.self.route", []string{"exact lib/base.rb Sinatra.Base.self.route"}},
	} {
		got := symbolMatches(ctx, t, x, SymbolQuery{Query: c.q})
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("Symbols(%q) (-want +got):\n%s", c.q, diff)
		}
	}
	defs, err := x.Definitions(ctx, "Base.route")
	if err != nil {
		t.Fatal(err)
	}
	if len(defs) != 1 || defs[0].QName != "Sinatra.Base.self.route" {
		t.Errorf("Definitions(Base.route) = %v, want Sinatra.Base.self.route", defs)
	}
}

// TestFilesListingNamespaces: a file's namespace (C#'s, C++'s) or Ruby
// module that holds types is listed by what it holds, as every file of a
// folder shares it: Token.cs lists Token and Name, not CommandLine.Core;
// a module of methods (a mixin), nested or alone, is listed as itself.
func TestFilesListingNamespaces(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"lib/Token.cs":   "namespace CommandLine.Core\n{\n    abstract class Token\n    {\n        public int Tag { get; }\n    }\n\n    class Name : Token\n    {\n    }\n}\n",
		"lib/base.rb":    "module Sinatra\n  class Request\n  end\n\n  module Helpers\n    class Stream\n    end\n\n    def status\n    end\n  end\n\n  VERSION = '4'\n\n  def self.new\n  end\nend\n",
		"lib/helpers.rb": "module Helpers\n  def status\n  end\nend\n",
		"lib/rack.rb":    "module Rack\n  module Protection\n    class Base\n      def call(env)\n      end\n    end\n  end\nend\n",
	})
	x := openIndex(t, dir, Options{})
	l, err := x.Files(context.Background(), "lib", false)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range l.Files {
		var names []string
		for _, s := range f.Symbols {
			names = append(names, s.QName)
		}
		got = append(got, f.Path+": "+strings.Join(names, " "))
	}
	want := []string{
		"lib/Token.cs: CommandLine.Core.Token CommandLine.Core.Name",
		"lib/base.rb: Sinatra.Request Sinatra.Helpers Sinatra.VERSION Sinatra.new",
		"lib/helpers.rb: Helpers",
		"lib/rack.rb: Rack.Protection.Base",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Files(lib) (-want +got):\n%s", diff)
	}
}
