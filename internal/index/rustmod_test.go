package index

import (
	"context"
	"fmt"
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

// cargoWorkspace is a Cargo workspace whose crates code names as their
// Cargo.toml files do: the root package bookish (src/lib.rs, with tests/
// and examples/ of its own), crates/core-lib named book-core, and
// crates/render whose [lib] name is render_html.
var cargoWorkspace = map[string]string{
	"Cargo.toml":                    "[workspace]\nmembers = [\".\", \"crates/*\"]\n\n[package]\nname = \"bookish\"\nversion = \"0.1.0\"\n\n[dependencies]\nbook-core = { path = \"crates/core-lib\" }\nbook-render = { path = \"crates/render\" }\n",
	"src/lib.rs":                    "pub mod book;\npub mod utils;\n\npub use crate::book::Book;\n",
	"src/main.rs":                   "use bookish::book::Book;\n\nfn main() {\n    let b = Book::new();\n    let _ = bookish::utils::slug(&b.title);\n}\n",
	"src/book/mod.rs":               "mod book;\n\npub use self::book::Book;\n",
	"src/book/book.rs":              "use book_core::config::Config;\n\npub struct Book {\n    pub title: String,\n}\n\nimpl Book {\n    pub fn new() -> Book {\n        let c = Config::default();\n        Book { title: render_html::render(&c.title) }\n    }\n}\n",
	"src/utils.rs":                  "pub fn slug(s: &str) -> String {\n    s.to_lowercase()\n}\n",
	"tests/build.rs":                "use bookish::book::Book;\nuse bookish::utils;\n\n#[test]\nfn builds() {\n    let b: Book = Book::new();\n    let _ = utils::slug(&b.title);\n}\n",
	"examples/demo.rs":              "fn main() {\n    let _ = bookish::Book::new();\n}\n",
	"crates/core-lib/Cargo.toml":    "[package]\nname = \"book-core\"\nversion = \"0.1.0\"\n",
	"crates/core-lib/src/lib.rs":    "pub mod config;\n",
	"crates/core-lib/src/config.rs": "#[derive(Default)]\npub struct Config {\n    pub title: String,\n}\n",
	"crates/render/Cargo.toml":      "[package]\nname = \"book-render\"\nversion = \"0.1.0\"\n\n[lib]\nname = \"render_html\"\n",
	"crates/render/src/lib.rs":      "pub fn render(s: &str) -> String {\n    s.to_string()\n}\n",
	"crates/render/tests/render.rs": "use render_html::render;\n\n#[test]\nfn renders() {\n    render(\"a\");\n}\n",
	"crates/other/src/lib.rs":       "use core_lib::config::Config;\n\npub fn f(c: Config) {}\n",
}

// A Rust path reaches a crate of the workspace by the name its Cargo.toml
// gives it (package.name with "_" for "-", or [lib] name), the root
// package included; a package's tests, examples and binary reach its
// library by that name. A crate's folder name is no longer one of its
// names once its Cargo.toml names it.
func TestRustCargoNames(t *testing.T) {
	wantRefs(t, cargoWorkspace, "book.Book",
		"examples/demo.rs:2 ref",
		"src/book/book.rs:7 type", "src/book/book.rs:8 type", "src/book/book.rs:10 type",
		"src/book/mod.rs:3 import", "src/lib.rs:4 import",
		"src/main.rs:1 import", "src/main.rs:4 ref",
		"tests/build.rs:1 import", "tests/build.rs:6 type", "tests/build.rs:6 ref")
	wantRefs(t, cargoWorkspace, "utils.slug", "src/main.rs:5 call", "tests/build.rs:7 call")
	wantRefs(t, cargoWorkspace, "config.Config", "src/book/book.rs:1 import", "src/book/book.rs:9 ref")
	wantRefs(t, cargoWorkspace, "render", "crates/render/tests/render.rs:1 import", "crates/render/tests/render.rs:5 call", "src/book/book.rs:10 call")
	wantRanked(t, cargoWorkspace, "src/book/book.rs", "src/utils.rs", "crates/core-lib/src/config.rs", "crates/render/src/lib.rs")
}

// The names follow the Cargo.toml files: a package renamed in its
// Cargo.toml is reached by its new name after a refresh, no longer by
// its old one.
func TestRustCargoNameChanges(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, cargoWorkspace)
	x := openIndex(t, dir, Options{})
	refs := func() []string {
		t.Helper()
		res, err := x.References(context.Background(), RefQuery{Name: "config.Config", Max: 100})
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, f := range res.Files {
			for _, r := range f.Refs {
				out = append(out, fmt.Sprintf("%s:%d %s", r.Path, r.Line, r.Role))
			}
		}
		return out
	}
	if got, want := refs(), []string{"src/book/book.rs:1 import", "src/book/book.rs:9 ref"}; !cmp.Equal(got, want) {
		t.Errorf("References(config.Config) = %q, want %q", got, want)
	}
	writeFiles(t, dir, map[string]string{"crates/core-lib/Cargo.toml": "[package]\nname = \"core-lib\"\nversion = \"0.1.0\"\n"})
	refresh(t, x)
	if got, want := refs(), []string{"crates/other/src/lib.rs:1 import", "crates/other/src/lib.rs:3 type"}; !cmp.Equal(got, want) {
		t.Errorf("after the rename, References(config.Config) = %q, want %q", got, want)
	}
}

// A path's first segment enters the crates of that library name, the
// file's own package first when two packages name their libraries alike;
// a folder no Cargo.toml names is reached by its folder's name, and a
// package without a library by none.
func TestRustCratesReach(t *testing.T) {
	c := newRustCrates(map[string]string{"": "bookish", "crates/core-lib": "book_core", "crates/cli": "", "vendor/a": "shared", "vendor/b": "shared"})
	for _, tc := range []struct {
		name, from, crate string
		want              bool
	}{
		{"bookish", "tests/build.rs", "", true},
		{"book_core", "src/lib.rs", "crates/core-lib", true},
		{"core_lib", "src/lib.rs", "crates/core-lib", false},
		{"cli", "src/lib.rs", "crates/cli", false},
		{"tool", "src/lib.rs", "crates/tool", true},
		{"shared", "vendor/a/tests/t.rs", "vendor/a", true},
		{"shared", "vendor/a/tests/t.rs", "vendor/b", false},
		{"shared", "src/lib.rs", "vendor/b", true},
	} {
		if got := c.reaches(tc.name, tc.from, tc.crate); got != tc.want {
			t.Errorf("reaches(%s from %s, %q) = %v, want %v", tc.name, tc.from, tc.crate, got, tc.want)
		}
	}
	for line, want := range map[string]string{`name = "mdbook"`: "mdbook", `name = 'a-b' # x`: "a-b", `name.workspace = true`: ""} {
		if got := tomlString(line); got != want {
			t.Errorf("tomlString(%s) = %q, want %q", line, got, want)
		}
	}
}
