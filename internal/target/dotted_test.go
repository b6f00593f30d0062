package target

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/locus-dev/locus/internal/fault"
)

// TestDottedParts pins how a single line with a "." that is no plain
// dotted path resolves: as one level (a name or a text prefix), and as its
// parts between the dots, each matched by name; names win over text.
func TestDottedParts(t *testing.T) {
	files := map[string]string{
		"ci.yml":       "jobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - name: Build\n        run: make\n      - name: Build\n        run: make all\n",
		"package.json": "{\n  \"devDependencies\": {\"@types/node\": \"^20\"},\n  \"scripts\": {\"build.prod\": \"tsc\", \"build\": {\"prod\": 1}}\n}\n",
		"files.json":   "{\n  \"name\": \"x\",\n  \"files\": [\"lib\", \"index.js\", \"name\", \"lib\"],\n  \"c\": [{\"name\": \"build\", \"run\": \"make\"}, {\"run\": [\"a\"]}]\n}\n",
		"a.py":         "class A:\n    def f(self):\n        self.x = 1\n        self.y = 2\n",
		"view.rb":      "class View\n  def html?\n    true\n  end\nend\n",
		"doc.md":       "# Demo\n\n## v1.2 notes\n\nText.\n\n## Getting started\n\n### Quick start\n\nRun.\n",
	}
	for _, c := range []struct {
		file, target string
		want         []string // the matches' targets, or the error code of a write
	}{
		{"ci.yml", "jobs.test.runs-on", []string{`["jobs","test","runs-on"]`}},
		{"ci.yml", "jobs.test.steps.actions/checkout@v4", []string{`["jobs","test","steps","actions/checkout@v4"]`}},
		{"ci.yml", "jobs.test.steps.Build", []string{"jobs.test.steps.Build[1]", "jobs.test.steps.Build[2]"}},
		{"ci.yml", "jobs.test.steps.Build[2].run", []string{"jobs.test.steps.Build[2].run"}},
		{"ci.yml", "jobs.test.steps.[1]", []string{`["jobs","test","steps","actions/checkout@v4"]`}},
		{"ci.yml", "jobs.test.steps.[4]", []string{string(fault.TargetNotFound)}},
		// A part is matched by name only, never by the start of a text.
		{"ci.yml", "jobs.test.steps.- uses", []string{string(fault.TargetNotFound)}},
		{"package.json", "devDependencies.@types/node", []string{`["devDependencies","@types/node"]`}},
		// A plain dotted path is split as ever; the key holding a "." is
		// reached with a JSON array.
		{"package.json", "scripts.build.prod", []string{"scripts.build.prod"}},
		{"package.json", `["scripts","build.prod"]`, []string{`["scripts","build.prod"]`}},
		// The elements of a JSON array are named by their scalar text or
		// their first member's value, and by their place; a member's name
		// still names the member.
		{"files.json", "name", []string{"name"}},
		{"files.json", "files.[2]", []string{`["files","index.js"]`}},
		{"files.json", `["files","index.js"]`, []string{`["files","index.js"]`}},
		{"files.json", "files.name", []string{"files.name"}},
		{"files.json", "files.lib", []string{"files.lib[1]", "files.lib[2]"}},
		{"files.json", "files.lib[2]", []string{"files.lib[2]"}},
		{"files.json", "c.build.run", []string{"c.build.run"}},
		{"files.json", "c.[2].run.a", []string{`["c","{\"run\": [\"a\"]}","run","a"]`}},
		// The statement's own text wins when no name reads it.
		{"a.py", "A\nf\nself.x = 1", []string{`["A","f","self.x = 1"]`}},
		{"a.py", "self.y = 2", []string{`["A","f","self.y = 2"]`}},
		{"view.rb", "View.html?", []string{`["View","html?"]`}},
		{"doc.md", "Demo.Getting started.Quick start", []string{`["Demo","Getting started","Quick start"]`}},
		{"doc.md", "Demo.v1.2 notes", []string{string(fault.TargetNotFound)}},
		{"doc.md", `["Demo","v1.2 notes"]`, []string{`["Demo","v1.2 notes"]`}},
		// A level that names a structure whole wins: "v1.2 notes" at the top
		// would be a name, and its parts are no names.
		{"doc.md", "v1.2 notes", []string{`["Demo","v1.2 notes"]`}},
	} {
		tree, err := Build(context.Background(), c.file, []byte(files[c.file]))
		if err != nil {
			t.Fatal(err)
		}
		got := matchedTargets(tree, c.target, strings.HasPrefix(c.want[0], "TARGET_"))
		if !cmp.Equal(got, c.want) {
			t.Errorf("%s %q matches %q, want %q", c.file, c.target, got, c.want)
		}
	}
}

// TestDottedNameHint: a dotted target that misses where a name holds the
// dots says which name, and the array that reaches it.
func TestDottedNameHint(t *testing.T) {
	tree, err := Build(context.Background(), "doc.md", []byte("# Demo\n\n## v1.2 notes\n\nText.\n"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = tree.Resolve("Demo.v1.2 notes")
	if f, _ := fault.As(err); f == nil || f.Code != fault.TargetNotFound ||
		!strings.Contains(f.Message, "`v1.2 notes` is one name there, which holds a \".\": give the levels as a JSON array, [\"Demo\",\"v1.2 notes\"]") {
		t.Errorf("got %v", err)
	}
}

func TestSplit(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"jobs.test.runs-on", []string{"jobs", "test", "runs-on"}},
		{" Demo.Getting started ", []string{"Demo", "Getting started"}},
		{"leveldb.Block::Iter.Prev", []string{"leveldb", "Block::Iter", "Prev"}},
		{"steps.[2]", []string{"steps", "[2]"}},
		{"A.b", nil},       // a plain dotted path: split by Levels already
		{"runs-on", nil},   // no dot
		{"a..b-c", nil},    // an empty part
		{"a.b-c.", nil},    // an empty last part
		{"A\nb.c-d", nil},  // one level per line
		{`["a.b-c"]`, nil}, // a JSON array
	} {
		if got := split(c.in); !cmp.Equal(got, c.want) {
			t.Errorf("split(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestDottedLines: a target of one level per line whose first line is
// "Class.method" (as the README writes `Ring.Move` for Go) reaches the
// statement under the method in languages whose methods are nested in
// their class, for writes too; a line that names a structure whole still
// wins, and a JSON array's level is never split.
func TestDottedLines(t *testing.T) {
	files := map[string]string{
		"A.java": "class A {\n    int get(int k) {\n        if (k > 0) {\n            return k;\n        }\n        return 0;\n    }\n}\n",
		"a.rb":   "class A\n  def get(k)\n    if k > 0\n      k\n    end\n  end\nend\n",
		"r.go":   "package r\n\ntype R struct{}\n\nfunc (r *R) Get(k int) int {\n\tif k > 0 {\n\t\treturn k\n\t}\n\treturn 0\n}\n",
		"p.json": "{\n  \"scripts\": {\"build.prod\": {\"x\": 1}, \"build\": {\"prod\": {\"y\": 2}}}\n}\n",
		"c.cs":   "namespace NUnit.Framework\n{\n    public class Assert\n    {\n        public static void Fail(string m)\n        {\n            if (m == null) { return; }\n        }\n    }\n}\n",
	}
	for _, c := range []struct {
		file, target string
		want         string // the match's target, or the error code
	}{
		{"A.java", "A.get\nif (k > 0)", `["A","get","if (k > 0) {"]`},
		{"a.rb", "A.get\nif k > 0", `["A","get","if k > 0"]`},
		{"r.go", "R.Get\nif k > 0", `["R.Get","if k > 0 {"]`},
		{"p.json", "scripts\nbuild.prod\nx", `["scripts","build.prod","x"]`},
		{"p.json", "scripts\nbuild.prod\ny", "scripts.build.prod.y"},
		{"p.json", `["scripts","build.prod","y"]`, string(fault.TargetNotFound)},
		{"A.java", "A.put\nif (k > 0)", string(fault.TargetNotFound)},
		// a line whose name holds the "." stays whole where another is split
		{"c.cs", "NUnit.Framework\nAssert.Fail\nif (m == null)", `["NUnit.Framework","Assert","Fail","if (m == null) { return; }"]`},
	} {
		if got := resolvedAs(t, c.file, files[c.file], c.target); got != c.want {
			t.Errorf("%s %q resolves to %s, want %s", c.file, c.target, got, c.want)
		}
	}
}

// TestScopedNameLastPart: a structure named with its path (Ruby's class
// RDoc::Markup::ToHtml) is named by its last part too, for writes, unless
// another structure there has that whole name; two such are ambiguous.
func TestScopedNameLastPart(t *testing.T) {
	files := map[string]string{
		"to_html.rb": "class RDoc::Markup::ToHtml < RDoc::Markup::Formatter\n  def accept_paragraph paragraph\n    @res << paragraph\n  end\nend\n",
		"two.rb":     "class A::B\n  def f\n  end\nend\n\nclass C::B\n  def f\n  end\nend\n",
		"whole.rb":   "class A::B\n  def f\n  end\nend\n\nclass B\n  def f\n  end\nend\n",
	}
	for _, c := range []struct {
		file, target string
		want         string // the match's target, or the error code
	}{
		{"to_html.rb", "ToHtml.accept_paragraph", `["RDoc::Markup::ToHtml","accept_paragraph"]`},
		{"to_html.rb", "RDoc::Markup::ToHtml.accept_paragraph", `["RDoc::Markup::ToHtml","accept_paragraph"]`},
		{"to_html.rb", "Markup.accept_paragraph", string(fault.TargetNotFound)},
		{"two.rb", "B.f", string(fault.TargetAmbiguous)},
		{"whole.rb", "B.f", "B.f"},
	} {
		if got := resolvedAs(t, c.file, files[c.file], c.target); got != c.want {
			t.Errorf("%s %q resolves to %s, want %s", c.file, c.target, got, c.want)
		}
	}
}

// TestThroughWrappers: a target that names nothing from the file's root
// is resolved under the namespaces and preprocessor conditionals that wrap
// the file's code, for writes too; in two namespaces it is ambiguous.
func TestThroughWrappers(t *testing.T) {
	files := map[string]string{
		"a.cs":   "#if NET\nnamespace N.F\n{\n    public class Assert\n    {\n        public static void Fail() { }\n    }\n}\n#endif\n",
		"b.cc":   "namespace a {\nnamespace b {\nclass Cache {\n public:\n  void Prune() {}\n};\n}  // namespace b\n}  // namespace a\n",
		"two.cc": "namespace a {\nvoid f() {}\n}\nnamespace b {\nvoid f() {}\n}\n",
	}
	for _, c := range []struct {
		file, target string
		want         string // the match's target, or the error code
	}{
		{"a.cs", "Assert.Fail", `["#if NET","N.F","Assert","Fail"]`},
		// a name holding a "." is one level (see TestDottedNameHint)
		{"a.cs", "N.F.Assert.Fail", string(fault.TargetNotFound)},
		{"a.cs", `["N.F","Assert","Fail"]`, `["#if NET","N.F","Assert","Fail"]`},
		{"a.cs", "Assert.Pass", string(fault.TargetNotFound)},
		{"b.cc", "Cache.Prune", "a.b.Cache.Prune"},
		{"b.cc", "b.Cache", "a.b.Cache"},
		{"two.cc", "f", string(fault.TargetAmbiguous)},
		{"two.cc", "b.f", "b.f"},
	} {
		if got := resolvedAs(t, c.file, files[c.file], c.target); got != c.want {
			t.Errorf("%s %q resolves to %s, want %s", c.file, c.target, got, c.want)
		}
	}
}

// resolvedAs builds the tree of src (named file) and resolves target in
// it: the match's target, or the error's code.
func resolvedAs(t *testing.T, file, src, target string) string {
	t.Helper()
	tree, err := Build(context.Background(), file, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	s, err := tree.Resolve(target)
	if err != nil {
		return string(fault.CodeOf(err))
	}
	return s.Target()
}

// matchedTargets returns the targets of the structures target names in
// tree, or the error's code. strict resolves it as a write does, with no
// fallback to its last level anywhere (which a read takes).
func matchedTargets(tree *Tree, target string, strict bool) []string {
	res, err := tree.Find(target)
	if strict {
		_, err = tree.Resolve(target)
	}
	if err != nil {
		return []string{string(fault.CodeOf(err))}
	}
	var got []string
	for _, m := range res.Matches {
		got = append(got, m.Target())
	}
	return got
}
