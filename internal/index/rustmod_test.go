package index

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestRustModule(t *testing.T) {
	for _, c := range []struct {
		path string
		want []string
		ok   bool
	}{
		{"src/lib.rs", nil, true},
		{"src/main.rs", nil, true},
		{"src/util.rs", []string{"util"}, true},
		{"src/literal/mod.rs", []string{"literal"}, true},
		{"src/literal/imp.rs", []string{"literal", "imp"}, true},
		{"crates/core/src/lib.rs", nil, true},
		{"src/bin/lib.rs", []string{"bin", "lib"}, true},
		{"tests/api.rs", nil, false},
	} {
		got, ok := rustModule(c.path)
		if ok != c.ok || !cmp.Equal(got, c.want) {
			t.Errorf("rustModule(%s) = %q, %v; want %q, %v", c.path, got, ok, c.want, c.ok)
		}
	}
}

// Rust's module paths lead across files: use crate::util::helper, use
// crate::util then util::helper, a path from the module that declares
// mod util, self:: and super::; a same-named item of another module is
// not the one used.
func TestRustModulePaths(t *testing.T) {
	files := map[string]string{
		"src/lib.rs":   "mod a;\nmod util;\nuse crate::util::helper;\n\npub fn run() -> u32 {\n    helper(1) + util::helper(2) + crate::util::helper(3)\n}\n",
		"src/util.rs":  "pub fn helper(n: u32) -> u32 {\n    n\n}\n",
		"src/a/mod.rs": "pub mod b;\nuse self::b::helper;\n\npub fn go() -> u32 {\n    helper(4) + super::util::helper(5)\n}\n",
		"src/a/b.rs":   "pub fn helper(n: u32) -> u32 {\n    n + 1\n}\n",
		"src/other.rs": "use std::collections::helper;\n\nfn f() {\n    helper(6);\n}\n",
	}
	wantRefs(t, files, "util.helper", "src/a/mod.rs:5 call", "src/lib.rs:3 import", "src/lib.rs:6 call", "src/lib.rs:6 call", "src/lib.rs:6 call")
	wantRefs(t, files, "b.helper", "src/a/mod.rs:2 import", "src/a/mod.rs:5 call")

	// the repository map shows the items the others use
	wantRanked(t, files, "src/util.rs")
}

// A Rust type's impl blocks are no other definitions of its name.
func TestRustImplNotADefinition(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"src/lib.rs": "pub struct Builder {\n    n: usize,\n}\n\nimpl Builder {\n    pub fn new() -> Self {\n        Builder { n: 0 }\n    }\n}\n\nimpl Default for Builder {\n    fn default() -> Self {\n        Self::new()\n    }\n}\n",
	})
	x := openIndex(t, dir, Options{})
	defs, err := x.Definitions(context.Background(), "Builder")
	if err != nil {
		t.Fatal(err)
	}
	if len(defs) != 1 || defs[0].Kind != "struct" {
		t.Errorf("Definitions(Builder) = %+v, want the struct alone", defs)
	}
}
