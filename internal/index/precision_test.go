package index

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// refsIn indexes files and returns "path:line role" for each reference to
// name.
func refsIn(t *testing.T, files map[string]string, name string) []string {
	t.Helper()
	dir := t.TempDir()
	writeFiles(t, dir, files)
	x := openIndex(t, dir, Options{})
	res, err := x.References(context.Background(), RefQuery{Name: name, Max: 1000})
	if err != nil {
		t.Fatal(err)
	}
	out := []string{}
	for _, f := range res.Files {
		for _, r := range f.Refs {
			out = append(out, fmt.Sprintf("%s:%d %s", r.Path, r.Line, r.Role))
		}
	}
	return out
}

func wantRefs(t *testing.T, files map[string]string, name string, want ...string) {
	t.Helper()
	if want == nil {
		want = []string{}
	}
	if got := refsIn(t, files, name); !slices.Equal(got, want) {
		t.Errorf("References(%s) = %q, want %q", name, got, want)
	}
}

// The qualifier's case counts when a definition matches it exactly:
// url.User is the function, not the field URL.User.
func TestQualifierCase(t *testing.T) {
	files := map[string]string{
		"go.mod":     "module m\n",
		"url/url.go": "package url\n\ntype URL struct {\n\tUser string\n}\n\nfunc User() string { return \"\" }\n",
		"app/app.go": "package app\n\nimport \"m/url\"\n\nfunc f(u *url.URL) string {\n\t_ = u.User\n\treturn url.User()\n}\n",
	}
	wantRefs(t, files, "url.User", "app/app.go:7 call")
	wantRefs(t, files, "URL.User", "app/app.go:6 ref")
	// with no exact match, case is ignored
	wantRefs(t, files, "Url.User", "app/app.go:6 ref", "app/app.go:7 call")
}

// A struct literal's key names a field, not the type of the same name; a
// map's or an array's keys are values.
func TestLiteralKeys(t *testing.T) {
	files := map[string]string{
		"go.mod": "module m\n",
		"h/h.go": "package h\n\ntype Header map[string]string\n\ntype Response struct {\n\tHeader Header\n}\n\n" +
			"var r = Response{Header: make(Header)}\n\nvar rs = []Response{{Header: nil}}\n\n" +
			"const Key = 1\n\nvar m = map[int]string{Key: \"a\"}\n\nvar a = [...]string{Key: \"b\"}\n",
	}
	wantRefs(t, files, "h.Header", "h/h.go:6 type", "h/h.go:9 type")
	wantRefs(t, files, "Response.Header", "h/h.go:9 key", "h/h.go:11 key")
	wantRefs(t, files, "h.Key", "h/h.go:15 ref", "h/h.go:17 ref")
}

// At a module-level declaration of a language whose files are modules, the
// query names the module: the references are those of this definition,
// not of every function or method of the name.
func TestAtModuleLevel(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"email/base64mime.py": "def decode(s):\n    return s\n",
		"email/quoprimime.py": "def decode(s):\n    return s\n",
		"email/header.py":     "from email import base64mime, quoprimime\n\nclass C:\n    def decode(self):\n        return base64mime.decode('x') + quoprimime.decode('y') + self.decode()\n",
	})
	x := openIndex(t, dir, Options{})
	ctx := context.Background()
	sp, err := x.At(ctx, "email/base64mime.py", 1, 5)
	if err != nil {
		t.Fatal(err)
	}
	if sp.Query != "email.base64mime.decode" {
		t.Errorf("At's query = %q, want email.base64mime.decode", sp.Query)
	}
	res, err := x.References(ctx, RefQuery{Name: sp.Query})
	if err != nil {
		t.Fatal(err)
	}
	if got := refLines(res); len(got) != 1 || !strings.HasPrefix(got[0], "email/header.py:5 call") || len(res.Definitions) != 1 {
		t.Errorf("References(%s) = %q with %d definitions", sp.Query, got, len(res.Definitions))
	}
}

// A module reached through a dotted import, a submodule taken from its
// package by name, and a same-named from-import from elsewhere.
func TestPythonModules(t *testing.T) {
	files := map[string]string{
		"urllib/__init__.py":   "",
		"urllib/parse.py":      "def quote(s):\n    return s\n\nclass Charset:\n    pass\n",
		"email/__init__.py":    "",
		"email/_parseaddr.py":  "def quote(s):\n    return s\n",
		"email/base64mime.py":  "def decode(s):\n    return s\n",
		"email/_ew.py":         "def decode(s):\n    return s\n",
		"app/dotted.py":        "import urllib.parse\nimport urllib.parse as up\n\nurllib.parse.quote('a')\nup.quote('b')\n",
		"app/member.py":        "from email import _ew as ew\n\new.decode('x')\n",
		"app/samename.py":      "from email._parseaddr import quote\n\nquote('c')\n",
		"app/alias.py":         "from urllib import parse as _p\nCharset = _p.Charset\n\nCharset()\n",
		"app/frompackage.py":   "from urllib.parse import quote\n\nquote('d')\n",
		"email/uses_parent.py": "from . import base64mime\n\nbase64mime.decode('y')\n",
	}
	wantRefs(t, files, "urllib.parse.quote", "app/dotted.py:4 call", "app/dotted.py:5 call", "app/frompackage.py:1 import", "app/frompackage.py:3 call")
	wantRefs(t, files, "email.base64mime.decode", "email/uses_parent.py:3 call")
	wantRefs(t, files, "email._ew.decode", "app/member.py:3 call")
	wantRefs(t, files, "email._parseaddr.quote", "app/samename.py:1 import", "app/samename.py:3 call")
	wantRefs(t, files, "urllib.parse.Charset", "app/alias.py:2 write", "app/alias.py:2 ref", "app/alias.py:4 call")

	dir := t.TempDir()
	writeFiles(t, dir, files)
	x := openIndex(t, dir, Options{})
	defs, err := x.Definitions(context.Background(), "urllib.parse.Charset")
	if err != nil || len(defs) != 1 {
		t.Errorf("Definitions(urllib.parse.Charset) = %v, %v", defs, err)
	}
}

// In Python a name assigned in a function is local to it, unless global
// names it.
func TestPythonAssignShadows(t *testing.T) {
	files := map[string]string{
		"m.py": "def quote(s):\n    return s\n\ndef f(x):\n    quote = False\n    return quote\n\n" +
			"def g(x):\n    global quote\n    quote = x\n    return quote(x)\n\ndef h(x):\n    return quote(x)\n",
	}
	wantRefs(t, files, "m.quote", "m.py:9 import", "m.py:10 write", "m.py:11 call", "m.py:14 call")
}

// A re-export is an import of the name and an export of it: the files that
// import from the re-exporting module reach the definition.
func TestReexports(t *testing.T) {
	files := map[string]string{
		"src/internal/operators/map.ts": "export function map(x: number) { return x }\n",
		"src/other/map.ts":              "export function map(x: number) { return x }\n",
		"src/operators/index.ts":        "export { map } from '../internal/operators/map';\n",
		"src/index.ts":                  "export * from './operators';\n",
		"src/app.ts":                    "import { map } from './operators';\n\nmap(1);\n",
		"src/app2.ts":                   "import { map } from '.';\n\nmap(2);\n",
		"src/app3.ts":                   "import { map } from './other/map';\n\nmap(3);\n",
		"pkg/__init__.py":               "from ._impl import parse\n",
		"pkg/_impl.py":                  "def parse(s):\n    return s\n",
		"use.py":                        "from pkg import parse\n\nparse('x')\n",
	}
	wantRefs(t, files, "src.internal.operators.map.map",
		"src/app.ts:1 import", "src/app.ts:3 call", "src/app2.ts:1 import", "src/app2.ts:3 call", "src/operators/index.ts:1 import")
	wantRefs(t, files, "pkg._impl.parse", "pkg/__init__.py:1 import", "use.py:1 import", "use.py:3 call")
}

// A method's references leave out x.M where the file types x as another
// type that has its own M, or as a type from outside the workspace; they
// keep x.M when x's type is the method's, or unknown.
func TestMethodReceivers(t *testing.T) {
	files := map[string]string{
		"go.mod": "module m\n",
		"srv/srv.go": "package srv\n\ntype Server struct{}\n\nfunc (s *Server) Close() error { return nil }\n\n" +
			"func NewServer() *Server { return &Server{} }\n\ntype Conn struct{}\n\nfunc (c *Conn) Close() error { return nil }\n\n" +
			"type Wrapper struct{ *Server }\n",
		"app/app.go": "package app\n\nimport (\n\t\"base64\"\n\t\"m/srv\"\n)\n\nfunc f(c *srv.Conn, unknown interface{ Close() error }, w srv.Wrapper) {\n" +
			"\ts := srv.NewServer()\n\ts.Close()\n\tc.Close()\n\tunknown.Close()\n\tw.Close()\n" +
			"\tt := &srv.Server{}\n\tt.Close()\n\te := base64.NewEncoder()\n\te.Close()\n\tvar z srv.Server\n\tz.Close()\n}\n",
	}
	wantRefs(t, files, "Server.Close", "app/app.go:10 call", "app/app.go:12 call", "app/app.go:13 call", "app/app.go:15 call", "app/app.go:19 call")

	// through fields: req.Header.Get is Header's, resp.Body.Close is not
	// Server's (Body's type is from outside)
	files = map[string]string{
		"go.mod": "module m\n",
		"h/h.go": "package h\n\nimport \"io\"\n\ntype Header map[string]string\n\nfunc (h Header) Get(k string) string { return h[k] }\n\n" +
			"type Request struct {\n\tHeader Header\n\tBody   io.ReadCloser\n}\n\ntype Values map[string]string\n\nfunc (v Values) Get(k string) string { return v[k] }\n\n" +
			"type Server struct{}\n\nfunc (s *Server) Close() error { return nil }\n\n" +
			"func f(req *Request, v Values) {\n\treq.Header.Get(\"a\")\n\tv.Get(\"b\")\n\treq.Body.Close()\n}\n",
	}
	wantRefs(t, files, "Header.Get", "h/h.go:23 call")
	wantRefs(t, files, "Server.Close")

	// an override is of the method's family: Sub extends Base, Other does
	// not; this is the enclosing class
	files = map[string]string{
		"a.ts": "export class Base { next() {} }\nexport class Sub extends Base { next() {} }\n" +
			"export class Other { next() { this.next() } }\nfunction f(s: Sub, o: Other) { s.next(); o.next(); }\n",
	}
	wantRefs(t, files, "Base.next", "a.ts:4 call")
}

// A receiver's type is resolved where it is written: the field Header of
// package h is h.Header, not m.Header; a chain of fields and calls is
// typed element by element; an embedded field is its type; a type from
// outside the workspace, or a second result of error type, is no type of
// it.
func TestReceiverTyping(t *testing.T) {
	files := map[string]string{
		"go.mod": "module m\n",
		"m/m.go": "package m\n\ntype Header map[string]string\n\nfunc (h Header) Get(k string) string { return h[k] }\n\n" +
			"type Conn struct{}\n\nfunc (c *Conn) Close() error { return nil }\n\nfunc Dial() (*Conn, error) { return nil, nil }\n",
		"h/h.go": "package h\n\nimport (\n\t\"io\"\n\t\"net\"\n)\n\ntype Header map[string]string\n\nfunc (h Header) Get(k string) string { return h[k] }\n\n" +
			"type Request struct {\n\tHeader Header\n\tconn   net.Conn\n}\n\ntype body struct {\n\tio.Closer\n}\n\n" +
			"func (r *Request) Ctx() *Request { return r }\n",
		"app/app.go": "package app\n\nimport (\n\t\"m/h\"\n\t\"m/m\"\n)\n\nfunc f(req *h.Request, b h.body) {\n" +
			"\t_ = req.Header.Get(\"a\")\n" + // 9: h.Header.Get
			"\thd := req.Ctx().Header\n" +
			"\t_ = hd.Get(\"b\")\n" + // 11: h.Header.Get
			"\tvar mh m.Header\n" +
			"\t_ = mh.Get(\"c\")\n" + // 13: m.Header.Get
			"\tc, err := m.Dial()\n" +
			"\tc.Close()\n" + // 15: m.Conn.Close
			"\t_ = err.Error()\n" +
			"\tb.Closer.Close()\n" + // 17: io.Closer's
			"\treq.conn.Close()\n" + // 18: net.Conn's
			"}\n",
	}
	wantRefs(t, files, "m.Header.Get", "app/app.go:13 call")
	wantRefs(t, files, "h.Header.Get", "app/app.go:9 call", "app/app.go:11 call")
	wantRefs(t, files, "m.Conn.Close", "app/app.go:15 call")

	// asked at a use, the query is the member of the receiver's type
	dir := t.TempDir()
	writeFiles(t, dir, files)
	x := openIndex(t, dir, Options{})
	for _, c := range []struct {
		line, col int
		want      string
	}{
		{9, 17, "h.Header.Get"}, // req.Header.Get
		{13, 9, "m.Header.Get"}, // mh.Get
		{15, 4, "m.Conn.Close"}, // c.Close
		{18, 11, "Close"},       // req.conn.Close: net.Conn's, no type of the workspace
	} {
		sp, err := x.At(context.Background(), "app/app.go", c.line, c.col)
		if err != nil {
			t.Fatal(err)
		}
		if sp.Query != c.want {
			t.Errorf("At(app/app.go:%d:%d) = %s (%s), want the query %s", c.line, c.col, sp.Query, sp.Name, c.want)
		}
	}
}

// A Rust path names its type: T::new() is T's associated function, not
// another type's new (Cache::new, Box::new, a generic impl's
// Match::new), Self:: is the enclosing impl's type, and a type imported
// with use (a::b::Builder) is the type of that name.
func TestRustPathTypes(t *testing.T) {
	files := map[string]string{
		"src/lib.rs": "pub struct Builder {\n    n: usize,\n}\n\nimpl Builder {\n    pub fn new(n: usize) -> Self {\n        Builder { n }\n    }\n\n" +
			"    pub fn again(&self) -> Self {\n        Self::new(self.n)\n    }\n}\n\npub struct Cache {\n    v: Vec<u8>,\n}\n\n" +
			"impl Cache {\n    pub fn new() -> Self {\n        Cache { v: Vec::new() }\n    }\n\n    pub fn fresh() -> Self {\n        Self::new()\n    }\n}\n\n" +
			"pub struct Match<'t> {\n    t: &'t str,\n}\n\nimpl<'t> Match<'t> {\n    pub fn new(t: &'t str) -> Match<'t> {\n        Match { t }\n    }\n}\n\n" +
			"fn use_them() {\n    let b = Builder::new(1);\n    let c = Cache::new();\n    let m = Match::new(\"x\");\n    let x = Box::new(1);\n    let d = crate::Builder::new(2);\n}\n",
		"src/other.rs": "fn f() {\n    use crate::inner::Builder;\n    let b = Builder::new(3);\n}\n",
	}
	wantRefs(t, files, "Builder.new", "src/lib.rs:11 call", "src/lib.rs:40 call", "src/lib.rs:44 call", "src/other.rs:3 call")
	wantRefs(t, files, "Cache.new", "src/lib.rs:25 call", "src/lib.rs:41 call")
	wantRefs(t, files, "Match.new", "src/lib.rs:42 call")
}

// A Ruby constant names its class or module: RDoc::TokenStream.to_html is
// the module's to_html, not ToHtml's, whether the class is named with its
// path or nested; a constant that names no type of the workspace tells
// nothing.
func TestRubyConstQualifiers(t *testing.T) {
	files := map[string]string{
		"token_stream.rb": "module RDoc::TokenStream\n  def self.to_html token_stream\n    token_stream\n  end\nend\n",
		"to_html.rb":      "class RDoc::Markup::ToHtml\n  def to_html item\n    item\n  end\n\n  def accept text\n    to_html(text)\n    RDoc::TokenStream.to_html text\n    Unknown.to_html text\n  end\nend\n",
	}
	wantRefs(t, files, "ToHtml.to_html", "to_html.rb:7 call", "to_html.rb:9 call")
	wantRefs(t, files, "TokenStream.to_html", "to_html.rb:8 call", "to_html.rb:9 call")
}

// A C# or C++ namespace's symbols are top-level ones of its scope: a bare
// name, a type position and the namespace's path reach them from any file,
// and the repository map ranks them.
func TestNamespaceScope(t *testing.T) {
	files := map[string]string{
		"Helper.cs": "namespace N.F\n{\n    public class Helper\n    {\n        public static int Twice(int n) { return 2 * n; }\n    }\n}\n",
		"App.cs":    "using N.F;\n\nnamespace N.App\n{\n    public class App\n    {\n        public Helper H;\n        public int Run() { return Helper.Twice(1) + N.F.Helper.Twice(2); }\n    }\n}\n",
		"status.h":  "namespace leveldb {\n\nclass Status {\n public:\n  bool ok() const { return true; }\n};\n\n}  // namespace leveldb\n",
		"db.cc":     "#include \"status.h\"\n\nnamespace leveldb {\n\nStatus Open() { return Status(); }\n\n}  // namespace leveldb\n\nleveldb::Status Close() { return leveldb::Status(); }\n",
	}
	wantRefs(t, files, "Helper", "App.cs:7 type", "App.cs:8 ref", "App.cs:8 ref")
	wantRefs(t, files, "Status", "db.cc:5 type", "db.cc:5 call", "db.cc:9 type", "db.cc:9 call")
	wantRanked(t, files, "Helper.cs", "status.h")
}

// wantRanked checks that the repository map of files shows symbols of
// each of paths, whose symbols other files use.
func wantRanked(t *testing.T, files map[string]string, paths ...string) {
	t.Helper()
	dir := t.TempDir()
	writeFiles(t, dir, files)
	x := openIndex(t, dir, Options{})
	ranked, err := x.Rank(context.Background(), RankOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range ranked {
		if slices.Contains(paths, f.Path) && len(f.Symbols) == 0 {
			t.Errorf("Rank: %s shows no symbol, though other files use it", f.Path)
		}
	}
}

// A Ruby class named with its path (class RDoc::Markup::ToHtml) is
// indexed by its last part: its uses by the whole path, by a path's end
// and asked at its declaration (by its file's module) are its references.
func TestRubyPathNamedClass(t *testing.T) {
	files := map[string]string{
		"to_html.rb": "class RDoc::Markup::ToHtml\n  def go\n  end\nend\n",
		"app.rb":     "class App\n  def run\n    RDoc::Markup::ToHtml.new.go\n    Markup::ToHtml.new\n    Other::ToHtml.new\n  end\nend\n",
	}
	wantRefs(t, files, "RDoc::Markup::ToHtml", "app.rb:3 ref", "app.rb:4 ref")
	wantRefs(t, files, "to_html.ToHtml", "app.rb:3 ref", "app.rb:4 ref")
	wantRefs(t, files, "ToHtml", "app.rb:3 ref", "app.rb:4 ref")

	// Asked at a declaration, the name is queried with its file's module,
	// and written as Ruby writes it, without it.
	dir := t.TempDir()
	writeFiles(t, dir, files)
	x := openIndex(t, dir, Options{})
	for _, c := range []struct {
		path           string
		line, col      int
		query, written string
	}{
		{"to_html.rb", 1, 21, "to_html.ToHtml", "RDoc::Markup::ToHtml"},
		{"to_html.rb", 2, 7, "to_html.RDoc::Markup::ToHtml.go", "RDoc::Markup::ToHtml.go"},
		{"app.rb", 2, 7, "app.App.run", "App.run"},
	} {
		sp, err := x.At(context.Background(), c.path, c.line, c.col)
		if err != nil {
			t.Fatal(err)
		}
		if sp.Query != c.query || sp.Written != c.written {
			t.Errorf("At(%s:%d:%d) = query %s, written %s; want %s, %s", c.path, c.line, c.col, sp.Query, sp.Written, c.query, c.written)
		}
	}
}

// A Ruby module's classes and constants are top-level ones of its scope,
// as a C# namespace's: the uses of Sinatra::Base and of a bare Base reach
// them, and the repository map ranks them. A module's methods stay
// members: a bare get in a class is not MultiRoute's get.
func TestRubyModuleRanked(t *testing.T) {
	files := map[string]string{
		"lib/base.rb":        "module Sinatra\n  class Base\n    def call(env)\n      env\n    end\n  end\n\n  def self.new_app\n    Base.new\n  end\nend\n",
		"app.rb":             "require 'sinatra/base'\n\nclass App < Sinatra::Base\n  def run\n    Sinatra::Base.new.call({})\n    get '/'\n    get '/a'\n  end\nend\n",
		"other.rb":           "module Sinatra\n  class Other < Base\n  end\nend\n",
		"lib/multi_route.rb": "module Sinatra\n  module MultiRoute\n    def get(*args)\n    end\n  end\nend\n",
	}
	wantRanked(t, files, "lib/base.rb")
	dir := t.TempDir()
	writeFiles(t, dir, files)
	x := openIndex(t, dir, Options{})
	ranked, err := x.Rank(context.Background(), RankOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range ranked {
		if f.Path == "lib/multi_route.rb" && len(f.Symbols) > 0 {
			t.Errorf("Rank: %s shows %v, though no file calls its methods through a value of it", f.Path, f.Symbols)
		}
	}
}

// A Ruby constant nested in a module (class Sinatra::IndifferentHash) is
// reached by its bare name inside that module, in any file that opens it
// again (Ruby's lexical constant lookup), not outside it.
func TestRubyNestedConstantBare(t *testing.T) {
	files := map[string]string{
		"lib/hash.rb":   "module Sinatra\n  class IndifferentHash < Hash\n  end\nend\n",
		"lib/base.rb":   "module Sinatra\n  class Base\n    def call(env)\n      @params = IndifferentHash.new\n    end\n  end\nend\n",
		"lib/config.rb": "module Sinatra\n  module ConfigFile\n    def load(hash)\n      IndifferentHash[hash]\n    end\n  end\nend\n",
		"other.rb":      "module Other\n  def run\n    IndifferentHash.new\n  end\nend\n",
	}
	wantRefs(t, files, "IndifferentHash", "lib/base.rb:4 ref", "lib/config.rb:4 ref")
}

// Java keeps methods apart from variables: a local named as a method is
// no reference of it, and a call is no reference of a field of its name.
// A local shadows a field of its name where it is declared, a parameter
// too; this.limit stays the field's.
func TestJavaNamespaces(t *testing.T) {
	files := map[string]string{
		"Reader.java": "public class Reader {\n  public int peek() { return 0; }\n\n  int skip() {\n    char peek = 'a';\n    return peek + peek();\n  }\n}\n",
		"Other.java":  "class Other {\n  int peek() { return 2; }\n}\n",
		"A.java":      "class A {\n  int limit = 10;\n  int f() { return this.limit + limit; }\n  int g(A a) { int limit = 2; return a.limit + limit; }\n  A(int limit) { this.limit = limit; }\n  int h() {\n    int a = limit;\n    for (int limit = 0; limit < 1; limit++) {\n    }\n    return a + limit;\n  }\n}\n",
	}
	wantRefs(t, files, "Reader.peek", "Reader.java:6 call")
	// a local shadows the field in its block alone: h's for loop's limit
	wantRefs(t, files, "A.limit", "A.java:3 ref", "A.java:3 ref", "A.java:4 ref", "A.java:5 write", "A.java:7 ref", "A.java:10 ref")
}

// A receiver made on the spot is of the class it makes: new Other().peek()
// calls Other's peek, not Reader's; in TypeScript too; and the chain
// after it is typed from the class (new Reader().other.peek()), a
// method's result by the type its signature writes before its name
// (Other next()).
func TestNewExpressionReceiver(t *testing.T) {
	files := map[string]string{
		"Reader.java": "class Reader {\n  int peek() { return 0; }\n  Other other;\n  Other next() { return other; }\n}\n",
		"Other.java":  "class Other {\n  int peek() { return 2; }\n}\n",
		"Use.java":    "class Use {\n  int n() { return new Other().peek() + new Reader().other.peek() + new Reader().peek() + new Reader().next().peek(); }\n}\n",
		"a.ts":        "class A { run() {} }\nclass B { run() {} }\nnew A().run();\nnew B<number>().run();\n",
	}
	wantRefs(t, files, "Other.peek", "Use.java:2 call", "Use.java:2 call", "Use.java:2 call")
	wantRefs(t, files, "Reader.peek", "Use.java:2 call")
	wantRefs(t, files, "A.run", "a.ts:3 call")
}

// resultBefore reads the result type a Java, C# or C++ signature writes
// before the function's name.
func TestResultBefore(t *testing.T) {
	for _, c := range []struct{ sig, name, want string }{
		{"Other other()", "other", "Other"},
		{"public static <T> List<T> asList(T x)", "asList", "List"},
		{"int peek()", "peek", "int"},
		{"void run()", "run", ""},
		{"virtual Status Get(const Slice& k)", "Get", "Status"},
		{"Status DBImpl::Get(const Slice& k)", "Get", "Status"},
		{"const leveldb::Snapshot* DBImpl::GetSnapshot()", "GetSnapshot", "leveldb::Snapshot"},
		{"public Task<Result> RunAsync()", "RunAsync", "Task"},
		{"@Override public JsonElement toJsonTree(Object src)", "toJsonTree", "JsonElement"},
		{"const Key& SkipList<Key, Comparator>::Iterator::key() const", "key", "Key"},
		{"typename SkipList<Key, Comparator>::Node* SkipList<Key, Comparator>::NewNode(const Key& key, int height)", "NewNode", "SkipList::Node"},
		{"public Reader(String s)", "Reader", ""},
		{"explicit Arena(size_t n)", "Arena", ""},
		{"auto f() -> T", "f", ""},
	} {
		if got := resultBefore(c.sig, c.name, 0); got != c.want {
			t.Errorf("resultBefore(%q) = %q, want %q", c.sig, got, c.want)
		}
	}
}

// A name imported from a module that assigns it a value is that value,
// not a module: from pkg import app, where pkg's app = App(), makes
// app.route() App's route, even where the import is written inside a
// function, and other.route() Other's.
func TestImportedValue(t *testing.T) {
	files := map[string]string{
		"pkg/__init__.py": "class App:\n    def route(self, rule):\n        pass\n\nclass Other:\n    def route(self, rule):\n        pass\n\napp = App()\nother = Other()\n",
		"use.py":          "from pkg import app, other\n\n@app.route('/')\ndef index():\n    other.route('/x')\n",
		"late.py":         "def setup():\n    from pkg import app\n    app.route('/y')\n",
	}
	wantRefs(t, files, "App.route", "late.py:3 call", "use.py:3 call")
	wantRefs(t, files, "Other.route", "use.py:5 call")
	// an import in another function, or a parameter of the name, types
	// nothing: by name then, as any untyped receiver
	scoped := map[string]string{
		"pkg/__init__.py": "class App:\n    def route(self, rule):\n        pass\n\nclass Other:\n    def route(self, rule):\n        pass\n\napp = Other()\n",
		"use.py":          "def f():\n    from pkg import app\n    app.route('/')\n\ndef g(app):\n    app.route('/x')\n",
	}
	wantRefs(t, scoped, "App.route", "use.py:6 call")
}

// A Java case label in a switch on an enum names the enum's constant, not
// a class's int constant of its name; a Python keyword argument of a
// function that returns a class names the function's parameter, not the
// class's field.
func TestSubjectsPrecision(t *testing.T) {
	files := map[string]string{
		"Token.java": "enum Token { BEGIN, END }\n",
		"Lexer.java": "class Lexer {\n  static final int BEGIN = 1;\n  int f(Token t, int n) {\n    switch (t) { case BEGIN: return 1; default: break; }\n    switch (n) { case BEGIN: return 2; }\n    return 0;\n  }\n}\n",
		"m.py":       "class A:\n    limit: int = 10\n\ndef make(limit) -> A:\n    return A()\n\nmake(limit=3)\nA(limit=4)\n",
	}
	wantRefs(t, files, "Lexer.BEGIN", "Lexer.java:5 ref")
	wantRefs(t, files, "A.limit", "m.py:2 write", "m.py:8 key")
}

// Python's import pkg.sub binds pkg, the package: pkg.func() is the func
// its __init__ passes on, as with import pkg.
func TestPythonDottedImport(t *testing.T) {
	files := map[string]string{
		"pkg/__init__.py": "from .helpers import func as func\n",
		"pkg/helpers.py":  "def func():\n    pass\n",
		"pkg/sub.py":      "X = 1\n",
		"other.py":        "def func():\n    pass\n",
		"use.py":          "import pkg.sub\n\ndef f():\n    pkg.func()\n",
		"use2.py":         "import pkg\n\ndef g():\n    pkg.func()\n",
	}
	wantRefs(t, files, "helpers.func", "pkg/__init__.py:1 import", "pkg/__init__.py:1 import", "use.py:4 call", "use2.py:4 call")
}

// A static method of a Java or C# class is reached through its class's
// name, or bare in its class: x.write() is no call of Streams.write. A C#
// extension method, static too, is called on a value.
func TestStaticMembers(t *testing.T) {
	files := map[string]string{
		"Streams.java": "class Streams {\n  static void write(String s) {}\n  void self() { write(\"x\"); }\n}\n",
		"Use.java":     "class Use {\n  void f(Adapter a) { Streams.write(\"a\"); com.x.Streams.write(\"b\"); a.write(\"c\"); Holder.ADAPTER.write(\"d\"); }\n}\n",
		"Ext.cs":       "static class Ext {\n  public static void Shout(this string s) {}\n}\nclass U {\n  void F(string s) { s.Shout(); Ext.Shout(s); }\n}\n",
	}
	wantRefs(t, files, "Streams.write", "Streams.java:3 call", "Use.java:2 call", "Use.java:2 call")
	wantRefs(t, files, "Ext.Shout", "Ext.cs:5 call", "Ext.cs:5 call")
}
