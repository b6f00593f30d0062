package xref_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/xref"
)

// A declared or assigned name records the type its declaration or value
// tells.
func TestTypes(t *testing.T) {
	for _, c := range []struct {
		file, src string
		want      []string
	}{
		{"a.go", "package p\n\nfunc (s *Server) F(a, b *http.Server, c []T) {\n\tvar x Server\n\tvar y = &Server{}\n\tz := new(Server)\n\tw, err := http.NewServeMux()\n\tw = NewServer()\n\tn := -k\n\th := make(textproto.MIMEHeader)\n" +
			"\tconn := pconn.conn\n\te := r.Context().Err()\n\tre, ok := err.(tls.RecordHeaderError)\n\tv := x[0]\n}\n",
			[]string{"s Server", "a http.Server", "b http.Server", "x Server", "y Server", "z Server", "w http.NewServeMux()", "err http.NewServeMux()#1", "w NewServer", "h textproto.MIMEHeader",
				"conn pconn.conn", "e r.Context().Err()", "re tls.RecordHeaderError", "ok tls.RecordHeaderError#1"}},
		{"a.py", "class A:\n    def f(self, s: Server, t: mod.T = None):\n        x = Server(1)\n        y: Server = z\n        w = z\n        c = self.conn\n        m = a.b.make(1)\n",
			[]string{"s Server", "t mod.T", "x Server", "y Server", "c self.conn", "m a.b.make()"}},
		{"b.py", "a = []\nb = {}\nc = {1}\nd = (1, 2)\ne = 'x'\nf = [i for i in a]\ng = dict(k=1)\nh = list\n",
			[]string{"a builtin:list", "b builtin:dict", "c builtin:set", "d builtin:tuple", "e builtin:str", "f builtin:list", "g builtin:dict", "k call:dict"}},
		// a keyword argument's name: the call's function; a case label's
		// bare name: the switch's subject
		{"c.py", "A(limit=3)\nx.make(f(1), key=v)\n", []string{"limit call:A", "key call:x.make"}},
		{"S.java", "class S { int f(T t) { switch (t) { case A: return 1; } return switch (t.kind()) { case B -> 2; default -> 0; }; } }\n",
			[]string{"t T", "A case:t", "B case:t.kind()"}},
		{"b.js", "const a = [], s = `x`, m = new Map(), o = {}\n",
			[]string{"a builtin:Array", "s builtin:String", "m builtin:Map"}},
		{"a.ts", "class A { f(s: Server, t?: pkg.Server<X>) { const x = new Server(); let y: Server = z; let u = make(); let v = z } }\n",
			[]string{"s Server", "t pkg.Server", "x Server", "y Server", "u make"}},
		{"A.java", "class A { Foo f; void m(Bar b, java.util.List<Foo> l) { Baz z = new Baz(), w; var v = new Qux(); var u = make(); for (Foo x : xs) {} try (Res r = open()) {} } }\n",
			[]string{"f Foo", "b Bar", "l util.List", "z Baz", "w Baz", "v Qux", "x Foo", "r Res"}},
		{"A.cs", "class A { Foo f; Foo P {get;set;} void M(Bar b) { Baz z = new Baz(); var v = new Qux(); var u = Make(); foreach (Foo x in xs) {} using (Res r = Open()) {} } }\n",
			[]string{"f Foo", "P Foo", "b Bar", "z Baz", "v Qux", "x Foo", "r Res"}},
		{"a.cc", "class A { HandleTable table_; Foo *p, q; void m(Bar* b, const Baz& c, std::string s) { Qux x = y; auto v = new Quux(); auto u = make(); auto t = std::string(\"y\"); Foo w(1); Foo &r = q; } };\n",
			[]string{"table_ HandleTable", "p Foo", "q Foo", "b Bar", "c Baz", "s std.string", "x Qux", "v Quux", "u make", "t std.string", "w Foo", "r Foo"}},
	} {
		occs, _ := extract(t, c.file, []byte(c.src))
		var got []string
		for _, o := range occs {
			if o.Type != "" {
				got = append(got, fmt.Sprintf("%s %s", o.Name, o.Type))
			}
		}
		if strings.Join(got, ", ") != strings.Join(c.want, ", ") {
			t.Errorf("%s: types %q, want %q", c.file, got, c.want)
		}
	}
}

func TestCallChain(t *testing.T) {
	for in, want := range map[string]string{
		"c.rwc.RemoteAddr":     "c.rwc.RemoteAddr",
		"r.Context( ).Err":     "r.Context().Err",
		"f(x, g(y))":           "f()",
		"a.b(c).d":             "a.b().d",
		"x[0].y":               "",
		"(*p).Close":           "",
		"err.(error)":          "",
		"a.b()c":               "",
		"a..b":                 "",
		"1.5":                  "",
		"self.conn":            "self.conn",
		"http.NewRequest(m, u": "",
		"db->rep->impl()":      "db.rep.impl()",
		"a - >b":               "",
	} {
		got, ok := xref.CallChain(in)
		if ok != (want != "") || got != want {
			t.Errorf("CallChain(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}
