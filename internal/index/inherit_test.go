package index

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
)

// refLinesOf returns "path:line" for every reference to query.
func refLinesOf(t *testing.T, x *Index, query string) map[string]bool {
	t.Helper()
	res, err := x.References(context.Background(), RefQuery{Name: query, IncludeDecl: true, Max: 1 << 30})
	if err != nil {
		t.Fatalf("References(%q): %v", query, err)
	}
	got := map[string]bool{}
	for _, f := range res.Files {
		for _, r := range f.Refs {
			got[fmt.Sprintf("%s:%d", f.Path, r.Line)] = true
		}
	}
	return got
}

// this.M and super.M follow the class's ancestry, on rxjs's classes
// (BehaviorSubject, ReplaySubject and AsyncSubject extend Subject, which
// extends Observable): super.next in a subclass is Subject's next, not
// the subclass's own; this.M in a class that defines M is its own M or a
// subclass's override, not a base class's; this.M in a class that
// defines none is the nearest base's, not a sibling's.
func TestClassReceivers(t *testing.T) {
	x := openIndex(t, corpus.RxJS(), Options{})
	const (
		behaviorSuper = "src/internal/BehaviorSubject.ts:35" // super.next(...) in BehaviorSubject.next
		replaySuper   = "src/internal/ReplaySubject.ts:65"   // super.next(value) in ReplaySubject.next
		asyncSuper    = "src/internal/AsyncSubject.ts:35"    // super.next(_value!) in AsyncSubject.complete
		subjectSuper  = "src/internal/Subject.ts:112"        // super._trySubscribe in Subject._trySubscribe
		observableUse = "src/internal/Observable.ts:225"     // this._trySubscribe in Observable.subscribe
		replayThis    = "src/internal/ReplaySubject.ts:83"   // this._checkFinalizedStatuses in ReplaySubject
		subjectThis   = "src/internal/Subject.ts:118"        // this._checkFinalizedStatuses in Subject
		subscriberOwn = "src/internal/Subscriber.ts:120"     // this.unsubscribe() in Subscriber, which has its own
		subscriberUp  = "src/internal/Subscriber.ts:107"     // super.unsubscribe() in Subscriber.unsubscribe
	)
	for _, c := range []struct {
		query     string
		want, not []string
	}{
		{"Subject.next", []string{behaviorSuper, replaySuper, asyncSuper}, nil},
		{"BehaviorSubject.next", nil, []string{behaviorSuper, replaySuper, asyncSuper}},
		{"ReplaySubject.next", nil, []string{behaviorSuper, replaySuper, asyncSuper}},
		{"Observable._trySubscribe", []string{subjectSuper, observableUse}, nil},
		// Observable's this may be a Subject: the override is reached
		{"Subject._trySubscribe", []string{observableUse}, []string{subjectSuper}},
		{"Subject._checkFinalizedStatuses", []string{replayThis, subjectThis}, nil},
		{"AsyncSubject._checkFinalizedStatuses", []string{subjectThis}, []string{replayThis}},
		{"Subscriber.unsubscribe", []string{subscriberOwn}, []string{subscriberUp}},
		{"Subscription.unsubscribe", []string{subscriberUp}, []string{subscriberOwn}},
	} {
		checkRefLines(t, x, c.query, c.want, c.not)
	}

	// asked at this.M or super.M, the query is the member it reaches
	for _, c := range []struct {
		path      string
		line, col int
		want      string
	}{
		{"src/internal/BehaviorSubject.ts", 35, 11, "src.internal.Subject.Subject.next"},
		{"src/internal/Subject.ts", 112, 18, "src.internal.Observable.Observable._trySubscribe"},
		{"src/internal/ReplaySubject.ts", 83, 10, "src.internal.Subject.Subject._checkFinalizedStatuses"},
		{"src/internal/ReplaySubject.ts", 58, 3, "src.internal.ReplaySubject.ReplaySubject.next"},
	} {
		sp, err := x.At(context.Background(), c.path, c.line, c.col)
		if err != nil {
			t.Fatal(err)
		}
		if sp.Query != c.want {
			t.Errorf("At(%s:%d:%d) = %s (%s), want the query %s", c.path, c.line, c.col, sp.Query, sp.Name, c.want)
		}
	}
}

// A base class named through an import under another name is the class
// the import leads to, as npm's commands write it (const
// ArboristWorkspaceCmd = require('../arborist-cmd.js'), class LS extends
// ArboristWorkspaceCmd): super.exec is that class's exec, not every exec.
func TestImportedBaseClass(t *testing.T) {
	files := map[string]string{
		"lib/arborist-cmd.js": "class ArboristCmd {\n  exec (args) { return args }\n}\nmodule.exports = ArboristCmd\n",
		"lib/other.js":        "class Other {\n  exec (args) { return args }\n}\nmodule.exports = Other\n",
		"lib/ls.js": "const ArboristWorkspaceCmd = require('./arborist-cmd.js')\n\n" +
			"class LS extends ArboristWorkspaceCmd {\n  exec (args) {\n    return super.exec(args)\n  }\n}\nmodule.exports = LS\n",
		"lib/es.mjs": "import { Other as O } from './other.js'\n\nclass E extends O {\n  exec () {\n    return super.exec()\n  }\n}\n",
	}
	wantRefs(t, files, "ArboristCmd.exec", "lib/ls.js:5 call")
	wantRefs(t, files, "Other.exec", "lib/es.mjs:5 call")
}

// checkRefLines checks that the references of query hold every line of
// want and none of not.
func checkRefLines(t *testing.T, x *Index, query string, want, not []string) {
	t.Helper()
	got := refLinesOf(t, x, query)
	for _, w := range want {
		if !got[w] {
			t.Errorf("References(%s) misses %s", query, w)
		}
	}
	for _, n := range not {
		if got[n] {
			t.Errorf("References(%s) holds %s", query, n)
		}
	}
}

// A bare name in a class reaches the members the class inherits (the
// implicit this of Ruby, C# and Java), as its declaration writes its bases
// (class A < B, class A : B, I, class A extends B): the subclass's calls
// are references of the base's member; a class that is no subclass, or
// that defines the member itself, does not reach it.
func TestInheritedBareMembers(t *testing.T) {
	files := map[string]string{
		"helper.rb": "class Minitest::Test\n  def mock_app(base = nil)\n    base\n  end\nend\n",
		"routing_test.rb": "class RoutingTest < Minitest::Test\n  it 'gets' do\n    mock_app { }\n  end\n\n  def test_post\n    mock_app do\n    end\n  end\nend\n\n" +
			"class Other\n  def run\n    mock_app\n  end\nend\n\nclass Own < Minitest::Test\n  def mock_app\n  end\n\n  def run\n    mock_app\n  end\nend\n",
		"Error.cs": "namespace N\n{\n    public abstract class Error\n    {\n        public int Tag { get; }\n    }\n\n" +
			"    public abstract class TokenError : Error, IEquatable<TokenError>\n    {\n        public override int GetHashCode() { return Tag; }\n    }\n\n" +
			"    public sealed class BadToken : TokenError\n    {\n        public int Get() { return Tag + 1; }\n    }\n\n" +
			"    public class Other : IEquatable<Other>\n    {\n        public int Get() { return Tag; }\n    }\n}\n",
		"Base.java": "class Base {\n    void reset() {}\n}\n\nclass Sub extends Base {\n    void run() {\n        reset();\n    }\n}\n",
	}
	wantRefs(t, files, "Test.mock_app", "routing_test.rb:3 call", "routing_test.rb:7 call")
	wantRefs(t, files, "Error.Tag", "Error.cs:10 ref", "Error.cs:15 ref")
	wantRefs(t, files, "Base.reset", "Base.java:7 call")

	// asked at the bare name, the query is the member it reaches
	dir := t.TempDir()
	writeFiles(t, dir, files)
	x := openIndex(t, dir, Options{})
	for _, c := range []struct {
		path      string
		line, col int
		want      string
	}{
		{"routing_test.rb", 3, 5, "helper.Minitest::Test.mock_app"},
		{"routing_test.rb", 23, 5, "routing_test.Own.mock_app"},
		{"routing_test.rb", 14, 5, "mock_app"},
		{"Error.cs", 15, 35, "N.Error.Tag"},
		{"Base.java", 7, 9, "Base.reset"},
	} {
		sp, err := x.At(context.Background(), c.path, c.line, c.col)
		if err != nil {
			t.Fatal(err)
		}
		if sp.Query != c.want {
			t.Errorf("At(%s:%d:%d) = %s (%s), want the query %s", c.path, c.line, c.col, sp.Query, sp.Name, c.want)
		}
	}
}

// In C# and Java, whose fields and properties are declared with their
// class, x.P of a receiver typed with another class that declares its
// own P, or inherits one from a class of its own, is that class's P:
// Token's token.Tag, and other.Tag of a Name : Token, are no references
// of Error.Tag, and a rename of Error.Tag leaves them; that both Name and
// Error implement IEquatable<T>, from outside the workspace, makes them no
// relatives, and this.Tag in a Word : Token, IEquatable<Word> is Token's,
// the base of the workspace that defines one. A receiver of a type that
// two classes name (Either<TLeft, TRight> and a static class Either) is
// judged by the one that has the member.
func TestTypedPropertyReceivers(t *testing.T) {
	files := map[string]string{
		"Error.cs": "namespace N\n{\n    public class Error : IEquatable<Error>\n    {\n        public int Tag { get; }\n    }\n\n    public class Token\n    {\n        public int Tag { get; }\n    }\n\n" +
			"    static class E\n    {\n        public static bool IsName(this Token token, Token other, Error e)\n        {\n            return token.Tag == other.Tag && e.Tag == 0;\n        }\n    }\n\n" +
			"    class Name : Token, IEquatable<Name>\n    {\n        public bool Same(Name other) { return other.Tag == 0; }\n    }\n\n" +
			"    class Word : Token, IEquatable<Word>\n    {\n        public bool Same(Word other) { return this.Tag == other.Tag; }\n    }\n}\n",
		"Either.cs": "namespace N\n{\n    abstract class Either<TLeft, TRight>\n    {\n        public int Tag { get; }\n    }\n\n    static class Either\n    {\n    }\n\n" +
			"    static class EitherExtensions\n    {\n        public static bool IsLeft<TLeft, TRight>(this Either<TLeft, TRight> either) { return either.Tag == 0; }\n    }\n}\n",
		"Error.java": "class Error {\n    int tag;\n}\n\nclass Token {\n    int tag;\n\n    boolean same(Token other, Error e) {\n        return other.tag == e.tag;\n    }\n}\n",
	}
	wantRefs(t, files, "Error.Tag", "Error.cs:17 ref")
	wantRefs(t, files, "Token.Tag", "Error.cs:17 ref", "Error.cs:17 ref", "Error.cs:23 ref", "Error.cs:28 ref", "Error.cs:28 ref")
	wantRefs(t, files, "Error.tag", "Error.java:9 ref")
}

// A C# extension method (static M(this T x)) is called as x.M on a value
// of any type, one from outside the workspace (string) included; a type
// of the workspace with an M of its own calls that one.
func TestExtensionMethods(t *testing.T) {
	files := map[string]string{
		"Ext.cs": "namespace N\n{\n    static class StringExtensions\n    {\n        public static string[] SplitArgs(this string command, bool keepQuote = false)\n        {\n            return null;\n        }\n    }\n}\n",
		"Use.cs": "namespace N\n{\n    class Own\n    {\n        public string[] SplitArgs() { return null; }\n    }\n\n    class Use\n    {\n        void Run(string command, Own own)\n        {\n            var a = command.SplitArgs();\n            var b = own.SplitArgs();\n            var c = typeof(Use).Name.SplitArgs(true);\n        }\n    }\n}\n",
	}
	wantRefs(t, files, "StringExtensions.SplitArgs", "Use.cs:12 call", "Use.cs:14 call")
}

// A Ruby class or module reaches the methods of the modules it mixes in
// (include, prepend, extend; through a qualified name, and a module a
// module includes) as it reaches its base class's: a bare call in it is a
// reference of the module's method, unless the class defines its own; a
// class that mixes in no such module, a class whose include is in a block
// of its body (contest's describe 'x' do include M end: the block's
// class mixes it in), and a method of the same name in a class no one
// mixes in, are not reached. Outside any class (a spec's
// blocks, a Rakefile's tasks, a top-level def), a bare name reaches the
// members of the modules the file mixes in at its top level, and a member
// that is the one definition of its name in a file that names its class
// (a spec of it; not a Rakefile's task, Rake's) and declares nothing of
// the name (a def or a parameter in a block), unless the file binds the
// name as a local there, in the block of the binding. A name a method assigns is its local from
// there on, unless called with arguments.
func TestRubyMixins(t *testing.T) {
	files := map[string]string{
		"lib/helpers.rb": "module Sinatra\n  module Helpers\n    def helper\n    end\n  end\nend\n",
		"lib/outer.rb":   "module Outer\n  include Sinatra::Helpers\n\n  def outer\n    helper\n  end\nend\n",
		"lib/app.rb": "class App\n  include Sinatra::Helpers\n\n  def run\n    helper\n    self.helper\n  end\nend\n\n" +
			"class Ext\n  extend Outer\n\n  def self.go\n    helper\n  end\nend\n\n" +
			"class Plain\n  def run\n    helper\n  end\nend\n\n" +
			"class Own\n  prepend Sinatra::Helpers\n\n  def helper\n  end\n\n  def run\n    helper\n  end\nend\n",
		"lib/other.rb":       "class Other\n  def helper\n  end\nend\n\nclass Builder\n  def compile_assets\n  end\nend\n",
		"spec/app_spec.rb":   "include Sinatra::Helpers\n\ndescribe 'app' do\n  it 'helps' do\n    mock_app { helper }\n  end\nend\n",
		"spec/plain_spec.rb": "describe 'plain' do\n  it 'helps' do\n    helper\n  end\nend\n",
		"spec/builder_spec.rb": "describe Builder do\n  it 'compiles' do\n    compile_assets\n  end\n\n  def publish\n    compile_assets\n  end\n\n" +
			"  compile_assets = 2\n  puts compile_assets\n  compile_assets()\nend\n\n" +
			"describe 'later' do\n  it 'compiles' do\n    compile_assets\n  end\nend\n",
		"spec/local_spec.rb":   "describe Builder do\n  [1].each { |compile_assets| compile_assets }\nend\n",
		"spec/own_spec.rb":     "describe Builder do\n  def compile_assets\n  end\n\n  it 'compiles' do\n    compile_assets\n  end\nend\n",
		"Rakefile":             "task :build do\n  compile_assets\nend\n",
		"test/helpers_test.rb": "class HelpersTest < Minitest::Test\n  def body\n  end\n\n  describe 'mime_type' do\n    include Sinatra::Helpers\n\n    it 'helps' do\n      helper\n    end\n  end\n\n  def test_body\n    helper\n  end\nend\n",
		"lib/local.rb":         "class Local\n  include Sinatra::Helpers\n\n  def run(x)\n    helper = x\n    helper\n    helper(1)\n  end\nend\n",
		"lib/base.rb": "class Base\n  include Sinatra::Helpers\n\n  class << self\n    def mime_type\n    end\n  end\nend\n\n" +
			"module Sinatra\n  module Helpers\n    def mime_type\n      Base.mime_type\n    end\n  end\nend\n",
		"test/test_helper.rb": "class Base\n  include Minitest::Assertions\nend\n",
	}
	wantRefs(t, files, "Helpers.helper",
		"lib/app.rb:5 ref", "lib/app.rb:6 call", "lib/app.rb:14 ref", "lib/local.rb:7 call", "lib/outer.rb:5 ref", "spec/app_spec.rb:5 ref")
	// a class << self's method is its class's: Base.mime_type is Base's
	// still, though Base includes a module with a mime_type, and is
	// reopened elsewhere
	wantRefs(t, files, "self.mime_type", "lib/base.rb:13 call")
	wantRefs(t, files, "Other.helper")
	wantRefs(t, files, "Own.helper", "lib/app.rb:31 ref")
	wantRefs(t, files, "Builder.compile_assets", "spec/builder_spec.rb:3 ref", "spec/builder_spec.rb:7 ref", "spec/builder_spec.rb:12 call", "spec/builder_spec.rb:17 ref")

	// asked at the bare name, the query is the member it reaches
	dir := t.TempDir()
	writeFiles(t, dir, files)
	x := openIndex(t, dir, Options{})
	for _, c := range []struct {
		path      string
		line, col int
		want      string
	}{
		{"lib/app.rb", 5, 5, "lib.helpers.Sinatra.Helpers.helper"},
		{"lib/outer.rb", 5, 5, "lib.helpers.Sinatra.Helpers.helper"},
		{"lib/app.rb", 20, 5, "helper"},
		{"spec/app_spec.rb", 5, 16, "lib.helpers.Sinatra.Helpers.helper"},
		{"spec/plain_spec.rb", 3, 5, "helper"},
		{"spec/builder_spec.rb", 3, 5, "lib.other.Builder.compile_assets"},
		{"spec/builder_spec.rb", 11, 8, "compile_assets"},
		{"Rakefile", 2, 3, "compile_assets"},
	} {
		sp, err := x.At(context.Background(), c.path, c.line, c.col)
		if err != nil {
			t.Fatal(err)
		}
		if sp.Query != c.want {
			t.Errorf("At(%s:%d:%d) = %s (%s), want the query %s", c.path, c.line, c.col, sp.Query, sp.Name, c.want)
		}
	}
}

// TestRubyMixinsByNamespace: two classes of one short name in two
// namespaces are two classes, each with its own mixins: A::Base's bare
// help is the help of the module A::Base includes, not the one of the
// module B::Base includes. A class reopened in another file is one class,
// with the mixins of both.
func TestRubyMixinsByNamespace(t *testing.T) {
	files := map[string]string{
		"lib/a.rb":      "module A\n  module Helpers\n    def help\n    end\n  end\n\n  class Base\n    include Helpers\n\n    def run\n      help\n    end\n  end\nend\n",
		"lib/b.rb":      "module B\n  module Tools\n    def help\n    end\n  end\n\n  class Base\n    include Tools\n\n    def go\n      help\n    end\n  end\nend\n",
		"lib/c.rb":      "module C\n  module Util\n    def tidy\n    end\n  end\nend\n",
		"lib/a_more.rb": "module A\n  class Base\n    include C::Util\n  end\nend\n",
		"lib/b_more.rb": "module B\n  class Base\n    def sweep\n      tidy\n    end\n  end\nend\n",
		"lib/a_use.rb":  "module A\n  class Base\n    def clean\n      tidy\n    end\n  end\nend\n",
	}
	wantRefs(t, files, "Helpers.help", "lib/a.rb:11 ref")
	wantRefs(t, files, "Tools.help", "lib/b.rb:11 ref")
	wantRefs(t, files, "Util.tidy", "lib/a_use.rb:4 ref")
}

// TestOverrides: a method's overrides are the methods of its name in the
// classes above and below its class, through any level, and theirs: from
// one subclass's run, the base's and the other subclass's (a call
// through the base reaches all three), with their classes' overloads.
// Not an unrelated class's run, though it has the base's short name in
// another module.
func TestOverrides(t *testing.T) {
	files := map[string]string{
		"base.py":         "class Base:\n    def run(self):\n        pass\n",
		"a.py":            "from base import Base\n\nclass A(Base):\n    def run(self):\n        pass\n",
		"b.py":            "from a import A\n\nclass B(A):\n    def run(self):\n        pass\n\nclass C:\n    def run(self):\n        pass\n",
		"other/models.py": "class Base:\n    def run(self):\n        pass\n",
		"other/impl.py":   "from other.models import Base\n\nclass Impl(Base):\n    def run(self):\n        pass\n",
		"Reader.java":     "class Reader {\n  int peek() { return 0; }\n}\n",
		"TreeReader.java": "class TreeReader extends Reader {\n  int peek() { return 1; }\n  int peek(int n) { return n; }\n}\n",
		"sub.h":           "class Base {\n public:\n  virtual void run();\n};\nclass Sub : public Base {\n public:\n  void run() override;\n};\n",
	}
	dir := t.TempDir()
	writeFiles(t, dir, files)
	x := openIndex(t, dir, Options{})
	ctx := context.Background()
	for name, want := range map[string][]string{
		"a.A.run":         {"Base.run", "B.run"},
		"Reader.peek":     {"TreeReader.peek", "TreeReader.peek"},
		"impl.Impl.run":   {"Base.run"},
		"Sub.run":         {"Base.run"},
		"TreeReader.peek": nil, // ambiguous: two overloads
	} {
		defs, err := x.Definitions(ctx, name)
		if err != nil {
			t.Fatal(err)
		}
		if len(defs) != 1 {
			if want != nil {
				t.Fatalf("%s: %d definitions", name, len(defs))
			}
			continue
		}
		got, err := x.Overrides(ctx, defs[0])
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, o := range got {
			names = append(names, o.QName)
		}
		slices.Sort(names)
		slices.Sort(want)
		if !slices.Equal(names, want) {
			t.Errorf("Overrides(%s) = %q, want %q", name, names, want)
		}
	}
}

// TestInheritedDefinitions: Class.member names the member a class
// inherits when the class defines none of its own: the nearest base's
// (Flask.route is Scaffold's); a class's own member, or an unknown name,
// as before.
func TestInheritedDefinitions(t *testing.T) {
	files := map[string]string{
		"scaffold.py": "class Scaffold:\n    def route(self):\n        pass\n\n    def run(self):\n        pass\n",
		"app.py":      "from scaffold import Scaffold\n\nclass App(Scaffold):\n    def run(self):\n        pass\n",
		"flask.py":    "from app import App\n\nclass Flask(App):\n    pass\n",
	}
	dir := t.TempDir()
	writeFiles(t, dir, files)
	x := openIndex(t, dir, Options{})
	for query, want := range map[string]string{
		"Flask.route": "Scaffold.route",
		"Flask.run":   "App.run",
		"App.run":     "App.run",
		"Flask.nope":  "",
	} {
		defs, err := x.Definitions(context.Background(), query)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, d := range defs {
			got = append(got, d.QName)
		}
		if strings.Join(got, ",") != want {
			t.Errorf("Definitions(%s) = %q, want %q", query, got, want)
		}
	}
}
