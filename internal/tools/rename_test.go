package tools

import (
	"context"
	"encoding/json"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/session"
	"github.com/locus-dev/locus/internal/workspace"
)

// renameCase is a function of a standard library used in several files,
// renamed from the index: the workspace is a copy of its package.
type renameCase struct {
	lang       string
	pkg        string // the package's folder in the corpus
	under      string // where the copy's files go in the workspace
	locate     string
	old, new   string
	clash, bad string // a name defined where it would clash; a keyword
}

var renameCases = []renameCase{
	{lang: "go", pkg: "encoding/json", locate: "fold.go:foldName", old: "foldName", new: "asciiFoldName", clash: "foldRune", bad: "func"},
	{lang: "python", pkg: "email", under: "email", locate: "email/utils.py:_has_surrogates", old: "_has_surrogates", new: "_contains_surrogates", clash: "formatdate", bad: "class"},
}

// TestRenameFromIndex renames, from the index, encoding/json's foldName
// (used in decode.go and encode.go, and named in its doc comment) and
// email.utils's _has_surrogates (imported by name or called through the
// module in six other files). The result is what replacing the name as
// a whole word in every file gives, and the package still builds (go vet,
// py_compile); undo puts every file back byte for byte. A preview, a
// name already defined where it would clash, a keyword and a name that
// is no identifier change no file.
func TestRenameFromIndex(t *testing.T) {
	corpora := map[string]corpus.Corpus{}
	for _, c := range corpus.Standard(t) {
		corpora[c.Lang] = c
	}
	for _, rc := range renameCases {
		t.Run(rc.lang, func(t *testing.T) {
			c, ok := corpora[rc.lang]
			if !ok {
				t.Skipf("no %s standard library", rc.lang)
			}
			dir := t.TempDir()
			before := copyPackage(t, filepath.Join(c.Dir, rc.pkg), filepath.Join(dir, rc.under), c.Ext)
			if rc.lang == "go" {
				writeGoMod(t, dir)
			}
			root, err := workspace.Open(dir)
			if err != nil {
				t.Fatal(err)
			}
			env := &Env{Root: root, Session: session.For(root, session.Options{DB: filepath.Join(t.TempDir(), "index.db")})}
			rename := func(name string, apply bool) (*Result, error) {
				args, _ := json.Marshal(map[string]any{"locate": rc.locate, "new_name": name, "apply": apply, "source": "index"})
				return Lookup("rename").Call(context.Background(), env, args)
			}
			unchanged := func(what string) {
				t.Helper()
				if got := readPackage(t, dir, rc.under, c.Ext); !maps.Equal(got, before) {
					t.Errorf("%s changed the files", what)
				}
			}

			res, err := rename(rc.new, false)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(res.Text, "by name, from the index") || !strings.Contains(res.Text, "+++ b/") {
				t.Errorf("the preview reads\n%s\nwant the diff, said to be by name from the index", res.Text)
			}
			unchanged("the preview")

			for _, name := range []string{rc.clash, rc.bad, "no-name", "9lives", rc.old} {
				_, err := rename(name, true)
				if fault.CodeOf(err) != fault.InvalidArgument || !strings.Contains(err.Error(), name) {
					t.Errorf("rename to %s: %v, want INVALID_ARGUMENT naming it", name, err)
				}
				unchanged("a refused rename to " + name)
			}

			res, err = rename(rc.new, true)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(res.Text, "renamed ") || strings.Contains(res.Text, "@@") {
				t.Errorf("the applied rename reads\n%s\nwant one line and the lines by file, no diff", res.Text)
			}
			word := regexp.MustCompile(`\b` + regexp.QuoteMeta(rc.old) + `\b`)
			want := map[string]string{}
			changed := 0
			for p, text := range before {
				want[p] = word.ReplaceAllString(text, rc.new)
				if want[p] != text {
					changed++
				}
			}
			got := readPackage(t, dir, rc.under, c.Ext)
			for p := range want {
				if got[p] != want[p] {
					t.Errorf("%s differs from the name replaced as a word", p)
				}
			}
			if changed < 3 {
				t.Errorf("the rename changed %d files; the case wants a name used in several", changed)
			}
			builds(t, rc.lang, dir, rc.under)

			if _, err := Lookup("undo").Call(context.Background(), env, json.RawMessage(`{}`)); err != nil {
				t.Fatal(err)
			}
			unchanged("undo")
		})
	}
}

// copyPackage copies the source files (not the tests) of the folder src,
// not its subfolders, into dst, and returns their texts by name.
func copyPackage(t *testing.T, src, dst, ext string) map[string]string {
	t.Helper()
	entries, err := os.ReadDir(src)
	if err != nil {
		t.Skip(err)
	}
	if err := os.MkdirAll(dst, 0o755); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, e := range entries {
		n := e.Name()
		if !e.Type().IsRegular() || !strings.HasSuffix(n, ext) || strings.HasSuffix(n, "_test.go") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(src, n))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dst, n), b, 0o644); err != nil {
			t.Fatal(err)
		}
		out[n] = string(b)
	}
	return out
}

// readPackage reads the files of the copy back, by name.
func readPackage(t *testing.T, dir, under, ext string) map[string]string {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, under, "*"+ext))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, p := range names {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		out[filepath.Base(p)] = string(b)
	}
	return out
}

// writeGoMod makes dir a module of the go command's language version, so
// that the copy builds as the standard library does.
func writeGoMod(t *testing.T, dir string) {
	t.Helper()
	out, err := exec.Command("go", "env", "GOVERSION").Output()
	if err != nil {
		t.Skip("no go command:", err)
	}
	v := strings.TrimPrefix(strings.TrimSpace(string(out)), "go")
	if parts := strings.Split(v, "."); len(parts) > 2 {
		v = parts[0] + "." + parts[1]
	}
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example.com/renamed\n\ngo "+v+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}

// builds checks that the renamed package compiles: go vet for Go,
// py_compile of every file for Python.
func builds(t *testing.T, lang, dir, under string) {
	t.Helper()
	var cmd *exec.Cmd
	if lang == "go" {
		cmd = exec.Command("go", "vet", ".")
	} else {
		names, _ := filepath.Glob(filepath.Join(dir, under, "*.py"))
		cmd = exec.Command("python3", append([]string{"-m", "py_compile"}, names...)...)
	}
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("the renamed package does not build: %v\n%s", err, out)
	}
}
