package tools

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/session"
	"github.com/locus-dev/locus/internal/workspace"
	"golang.org/x/tools/txtar"
)

// keywordCase is a function declared and called in one file, and
// keywords of its language: words a rename to which many parses still
// accept (JavaScript's strict-mode let and static, Java's goto, C#'s
// object, Rust's reserved abstract and become, Ruby's then, Bash's time
// and in, which a command's first word makes a keyword). Rust 2024's gen
// is not among them: the editions before name functions gen (rand's
// Rng::gen), which the outline must keep.
type keywordCase struct {
	path, text, locate string
	keywords           []string
}

var keywordCases = []keywordCase{
	{"app.js", "function total(xs) {\n  return xs.length;\n}\n\nconsole.log(total([1]));\n", "app.js:total",
		[]string{"let", "static", "yield", "await", "enum", "implements", "delete"}},
	{"app.ts", "function total(xs: number[]): number {\n  return xs.length;\n}\n\nconsole.log(total([1]));\n", "app.ts:total",
		[]string{"let", "package", "interface", "private", "void"}},
	{"view.tsx", "function Total(p: {n: number}) {\n  return <b>{p.n}</b>;\n}\n\nexport const v = <Total n={1} />;\n", "view.tsx:Total",
		[]string{"public", "protected", "instanceof"}},
	{"Cart.java", "class Cart {\n  int total() { return 1; }\n  int twice() { return total() * 2; }\n}\n", "Cart.java:Cart.total",
		[]string{"goto", "const", "strictfp", "null", "true", "_"}},
	{"cart.rs", "fn total() -> i32 { 1 }\n\nfn twice() -> i32 { total() * 2 }\n", "cart.rs:total",
		[]string{"abstract", "become", "Self", "async", "dyn", "priv"}},
	{"Cart.cs", "class Cart {\n  int Total() { return 1; }\n  int Twice() { return Total() * 2; }\n}\n", "Cart.cs:Cart.Total",
		[]string{"object", "string", "checked", "fixed", "internal"}},
	{"cart.rb", "def total\n  1\nend\n\ndef twice\n  total * 2\nend\n", "cart.rb:total",
		[]string{"then", "BEGIN", "__FILE__", "undef", "redo"}},
	{"build.sh", "build_all() {\n  echo building\n}\n\nbuild_all\n", "build.sh:build_all",
		[]string{"done", "time", "in", "function", "select", "coproc"}},
}

// TestRenameToKeyword renames, from the index, a function of each
// language with a keyword list of its own to one of its keywords: each
// is refused, INVALID_ARGUMENT naming the word as a keyword, and the
// file is as it was. A rename of the same function to a plain name
// previews, so the refusal is the keyword's.
func TestRenameToKeyword(t *testing.T) {
	for _, kc := range keywordCases {
		t.Run(kc.path, func(t *testing.T) {
			dir := writeTree(t, []txtar.File{{Name: kc.path, Data: []byte(kc.text)}})
			root, err := workspace.Open(dir)
			if err != nil {
				t.Fatal(err)
			}
			env := &Env{Root: root, Session: session.For(root, session.Options{DB: filepath.Join(t.TempDir(), "index.db")})}
			rename := func(name string) (*Result, error) {
				args, _ := json.Marshal(map[string]any{"locate": kc.locate, "new_name": name, "apply": true, "source": "index"})
				return Lookup("rename").Call(context.Background(), env, args)
			}
			args, _ := json.Marshal(map[string]any{"locate": kc.locate, "new_name": "amount", "source": "index"})
			if res, err := Lookup("rename").Call(context.Background(), env, args); err != nil || !strings.Contains(res.Text, "+++ b/") {
				t.Fatalf("a preview of a rename to amount: %v, want a diff", err)
			}
			for _, kw := range kc.keywords {
				_, err := rename(kw)
				if fault.CodeOf(err) != fault.InvalidArgument || !strings.Contains(err.Error(), `"`+kw+`" is a keyword of`) {
					t.Errorf("rename to %s: %v, want INVALID_ARGUMENT naming it a keyword", kw, err)
				}
				if got, err := os.ReadFile(filepath.Join(dir, kc.path)); err != nil || string(got) != kc.text {
					t.Errorf("a refused rename to %s changed %s", kw, kc.path)
				}
			}
		})
	}
}
