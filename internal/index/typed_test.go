package index

import (
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
)

// A Java, C# or C++ receiver is typed by its declaration: a parameter, a
// local variable (var and auto take the type of the new value), a field,
// a field the class declares after the method that uses it. x.M then
// reaches M of x's type only, not every M of the workspace.
func TestDeclaredReceivers(t *testing.T) {
	java := map[string]string{
		"p/Table.java": "package p;\n\nclass Table {\n  void insert(int x) {}\n}\n",
		"p/Other.java": "package p;\n\nclass Other {\n  void insert(int x) {}\n}\n",
		"p/User.java": "package p;\n\nclass User {\n  Table table;\n  void run(Other o) {\n    table.insert(1);\n    o.insert(2);\n" +
			"    var local = new Other();\n    local.insert(3);\n    later.insert(4);\n  }\n  Table later;\n}\n",
	}
	wantRefs(t, java, "Table.insert", "p/User.java:6 call", "p/User.java:10 call")
	wantRefs(t, java, "Other.insert", "p/User.java:7 call", "p/User.java:9 call")

	cs := map[string]string{
		"Table.cs": "namespace P {\n  class Table {\n    public void Insert(int x) {}\n  }\n  class Other {\n    public void Insert(int x) {}\n  }\n}\n",
		"User.cs": "namespace P {\n  class User {\n    void Run(Other o) {\n      table.Insert(1);\n      o.Insert(2);\n" +
			"      var local = new Other();\n      local.Insert(3);\n    }\n    Table table;\n  }\n}\n",
	}
	wantRefs(t, cs, "Table.Insert", "User.cs:4 call")
	wantRefs(t, cs, "Other.Insert", "User.cs:5 call", "User.cs:7 call")

	cpp := map[string]string{
		"table.h": "class Table {\n public:\n  void Insert(int x);\n};\nclass Other {\n public:\n  void Insert(int x);\n};\n",
		"user.cc": "#include \"table.h\"\n\nclass User {\n  void Run(Other* o, const Table& t) {\n    table_.Insert(1);\n    o->Insert(2);\n" +
			"    auto local = new Other();\n    local->Insert(3);\n    t.Insert(4);\n  }\n  Table table_;\n};\n",
	}
	wantRefs(t, cpp, "Table.Insert", "user.cc:5 call", "user.cc:9 call")
	wantRefs(t, cpp, "Other.Insert", "user.cc:6 call", "user.cc:8 call")
}

// On leveldb: LRUCache::Insert's table_.Insert(e) calls its field
// HandleTable table_'s Insert, declared after the method, not
// LRUCache::Insert itself.
func TestDeclaredReceiversLevelDB(t *testing.T) {
	x := openIndex(t, corpus.LevelDB(), Options{})
	checkRefLines(t, x, "LRUCache.Insert", []string{"util/cache.cc:362"}, []string{"util/cache.cc:289"})
	checkRefLines(t, x, "HandleTable.Insert", []string{"util/cache.cc:289"}, nil)
}
