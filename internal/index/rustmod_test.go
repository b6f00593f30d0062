package index

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestRustModule(t *testing.T) {
	for _, c := range []struct {
		path  string
		crate string
		want  []string
		ok    bool
	}{
		{"src/lib.rs", "", nil, true},
		{"src/main.rs", "", nil, true},
		{"src/util.rs", "", []string{"util"}, true},
		{"src/literal/mod.rs", "", []string{"literal"}, true},
		{"src/literal/imp.rs", "", []string{"literal", "imp"}, true},
		{"crates/core/src/lib.rs", "crates/core", nil, true},
		{"crates/core/src/a/b.rs", "crates/core", []string{"a", "b"}, true},
		{"src/bin/lib.rs", "", []string{"bin", "lib"}, true},
		{"tests/api.rs", "", nil, false},
	} {
		got, ok := rustModule(c.path)
		if ok != c.ok || got.crate != c.crate || !cmp.Equal(got.path, c.want) {
			t.Errorf("rustModule(%s) = %q %q, %v; want %q %q, %v", c.path, got.crate, got.path, ok, c.crate, c.want, c.ok)
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

// Each crate of a workspace has a root module and modules of its own:
// super::* in a module of one crate is no glob import of another crate's
// root (a tool's type Result is not the Result a library imports from
// anyhow), and a path through a crate's name leads into that crate.
func TestRustCratesApart(t *testing.T) {
	files := map[string]string{
		"crates/xtask/src/main.rs":       "mod changelog;\n\ntype Result<T> = std::result::Result<T, String>;\n\nfn main() -> Result<()> {\n    changelog::run()\n}\n",
		"crates/xtask/src/changelog.rs":  "use super::Result;\n\npub fn run() -> Result<()> {\n    Ok(())\n}\n",
		"crates/book-core/src/lib.rs":    "pub mod config;\npub mod book;\n",
		"crates/book-core/src/config.rs": "use anyhow::Result;\n\npub fn load() -> Result<()> {\n    Ok(())\n}\n\n#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n    fn loads() -> Result<()> {\n        load()\n    }\n}\n",
		"crates/book-core/src/book.rs":   "pub struct Book {\n    pub title: String,\n}\n",
		"crates/book-html/src/lib.rs":    "use book_core::book::Book;\n\npub fn render(b: &Book) -> String {\n    b.title.clone()\n}\n",
	}
	wantRefs(t, files, "Result", "crates/xtask/src/changelog.rs:1 import", "crates/xtask/src/changelog.rs:3 type", "crates/xtask/src/main.rs:5 type")
	wantRefs(t, files, "Book", "crates/book-html/src/lib.rs:1 import", "crates/book-html/src/lib.rs:3 type")
}

// The place of a Rust item's declaration names it by its module's path:
// references and renames from it leave alone a test's function of the
// same name, while a path through the crate's name reaches the item.
func TestRustDeclarationQuery(t *testing.T) {
	files := map[string]string{
		"crates/core/src/lib.rs":       "pub mod utils;\n",
		"crates/core/src/utils/mod.rs": "pub mod fs;\n",
		"crates/core/src/utils/fs.rs":  "pub fn read_text(p: &str) -> String {\n    p.to_string()\n}\n",
		"tests/suite.rs":               "use core::utils::fs;\n\nfn read_text(p: &str) -> String {\n    fs::read_text(p)\n}\n\n#[test]\nfn reads() {\n    read_text(\"a\");\n}\n",
	}
	dir := t.TempDir()
	writeFiles(t, dir, files)
	x := openIndex(t, dir, Options{})
	sp, err := x.At(context.Background(), "crates/core/src/utils/fs.rs", 1, 8)
	if err != nil {
		t.Fatal(err)
	}
	if sp.Query != "utils.fs.read_text" || sp.Written != "utils::fs::read_text" {
		t.Errorf("At(the declaration) = query %q, written %q; want utils.fs.read_text, utils::fs::read_text", sp.Query, sp.Written)
	}
	wantRefs(t, files, sp.Query, "tests/suite.rs:4 call")
	wantRefs(t, files, "read_text", "tests/suite.rs:4 call", "tests/suite.rs:9 call") // by the bare name: both
}
