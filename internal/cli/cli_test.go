package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/locus-dev/locus/internal/golden"
)

// TestMain lets the test binary act as locus itself when LOCUS_AS_MAIN is
// set, so tests can run the real program with its exit codes.
func TestMain(m *testing.M) {
	if len(os.Args) > 1 && os.Args[1] == "--fake-lsp" {
		fakeLSP(os.Args[2:])
	}
	if os.Getenv("LOCUS_AS_MAIN") != "" {
		dir, _ := os.Getwd()
		os.Exit(Main(&Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Dir: dir}, os.Args[1:]))
	}
	// Indexes, trusted projects and the journal go to folders of the
	// test's, not the user's.
	dir, err := os.MkdirTemp("", "locus-cli-test")
	if err == nil {
		os.Setenv("XDG_CACHE_HOME", dir)
		os.Setenv("LOCUS_CONFIG_DIR", dir)
		os.Setenv("LOCUS_STATE_DIR", dir)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// run calls Main in-process in dir and returns stdout, stderr and the exit code.
func run(t *testing.T, dir, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := Main(&Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errOut, Dir: dir}, args)
	return out.String(), errOut.String(), code
}

func write(t *testing.T, dir, name, content string) {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

const goSrc = "package p\n\n// F does.\nfunc F() int {\n\treturn 1\n}\n\ntype T struct{ A int }\n\nfunc (t *T) M() {}\n"

func TestHelpAndVersion(t *testing.T) {
	out, _, code := run(t, t.TempDir(), "", "help")
	if code != 0 {
		t.Fatalf("help exited %d", code)
	}
	golden.File(t, "testdata/help.txt", out)
	out, _, code = run(t, t.TempDir(), "", "version")
	if code != 0 || !strings.HasPrefix(out, "locus ") {
		t.Errorf("version: %q, exit %d", out, code)
	}
}

func TestOutlineText(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "p/a.go", goSrc)
	out, stderr, code := run(t, dir, "", "outline", "p/a.go")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	golden.File(t, "testdata/outline-a.go.txt", out)
	// a relative root is taken from the working directory, like the paths
	rel, stderr, code := run(t, dir, "", "outline", "--root", "p", "a.go")
	if code != 0 || rel != strings.Replace(out, "p/a.go", "a.go", 1) {
		t.Errorf("outline --root p a.go: exit %d, %s\n%s", code, stderr, rel)
	}
	sym, stderr, code := run(t, dir, "", "symbols", "--children", "auto", "p/a.go")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	golden.File(t, "testdata/symbols-a.go.txt", sym)
}

// TestCRLFAndBOM: a file with CRLF line endings and a BOM has the outline
// of the same file with LF endings.
func TestCRLFAndBOM(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "lf.go", goSrc)
	write(t, dir, "crlf.go", "\uFEFF"+strings.ReplaceAll(goSrc, "\n", "\r\n"))
	lf, _, c1 := run(t, dir, "", "outline", "--json", "lf.go")
	crlf, _, c2 := run(t, dir, "", "outline", "--json", "crlf.go")
	if c1 != 0 || c2 != 0 {
		t.Fatalf("exit codes %d %d", c1, c2)
	}
	if diff := cmp.Diff(lf, strings.Replace(crlf, `"path":"crlf.go"`, `"path":"lf.go"`, 1)); diff != "" {
		t.Errorf("CRLF+BOM outline differs from LF:\n%s", diff)
	}
}

// TestOutlineMany: several files print one JSON line each in input order;
// a failing file gets its error on its line and the others go on.
func TestOutlineMany(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.go", goSrc)
	write(t, dir, "b.py", "def f():\n    pass\n")
	write(t, dir, "list.txt", "b.py\nmissing.go\n\na.go\n")
	for _, args := range [][]string{
		{"outline", "--files-from", "list.txt"},
		{"outline", "b.py", "missing.go", "a.go"},
		{"outline", "--files-from", "-"},
	} {
		out, stderr, code := run(t, dir, "b.py\nmissing.go\na.go\n", args...)
		if code != 1 || !strings.Contains(stderr, "1 of 3 files failed") {
			t.Errorf("%v: exit %d, stderr %q; want 1 and a count of failures", args, code, stderr)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if len(lines) != 3 {
			t.Fatalf("%v: %d lines, want 3:\n%s", args, len(lines), out)
		}
		var got []string
		for _, l := range lines {
			var v struct {
				Path     string
				Language string
				Error    *struct{ Error string }
			}
			if err := json.Unmarshal([]byte(l), &v); err != nil {
				t.Fatalf("line is not JSON: %v\n%s", err, l)
			}
			s := v.Path + ":" + v.Language
			if v.Error != nil {
				s = v.Path + ":" + v.Error.Error
			}
			got = append(got, s)
		}
		want := []string{"b.py:python", "missing.go:FILE_NOT_FOUND", "a.go:go"}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%v: (-want +got)\n%s", args, diff)
		}
	}
}

// TestErrors: each failure a user can cause prints its code and exits 1;
// command-line mistakes exit 2.
func TestErrors(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "bin.go", "package p\x00\n")
	write(t, dir, "latin1.py", "x = '\xe9'\n")
	write(t, dir, "notes.txt", "hello\n")
	write(t, dir, "ok.go", goSrc)
	big := filepath.Join(dir, "big.go")
	f, _ := os.Create(big)
	f.Truncate(10*1024*1024 + 1)
	f.Close()
	outside := t.TempDir()
	write(t, outside, "secret.go", goSrc)
	os.Symlink(filepath.Join(outside, "secret.go"), filepath.Join(dir, "link.go"))
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"outline", "nope.go"}, 1, "FILE_NOT_FOUND"},
		{[]string{"outline", "big.go"}, 1, "FILE_TOO_LARGE"},
		{[]string{"outline", "bin.go"}, 1, "ENCODING_ERROR"},
		{[]string{"outline", "latin1.py"}, 1, "ENCODING_ERROR"},
		// with --root, no path leaves it (without, a file outside the
		// working directory takes its own root: TestFileOutsideWorkingDirectory)
		{[]string{"outline", "--root", ".", "../x.go"}, 1, "OUTSIDE_WORKSPACE"},
		{[]string{"outline", "--root", ".", filepath.Join(outside, "secret.go")}, 1, "OUTSIDE_WORKSPACE"},
		{[]string{"outline", "link.go"}, 1, "OUTSIDE_WORKSPACE"},
		{[]string{"outline", "notes.txt"}, 1, "LANGUAGE_UNSUPPORTED"},
		{[]string{"outline", "."}, 1, "INVALID_ARGUMENT"},
		{[]string{"symbols", "--children", "some", "ok.go"}, 2, "--children takes no, yes or auto"},
		{[]string{"symbols", "--index-base", "2", "ok.go"}, 2, "--index-base takes 1 or 0"},
		{[]string{"symbols", "--format", "xml", "ok.go"}, 2, "--format takes table or json"},
		{[]string{"symbols", "a.go", "b.go"}, 2, "exactly one file"},
		{[]string{"outline"}, 2, "at least one file"},
		{[]string{"outline", "--bogus", "ok.go"}, 2, "flag provided but not defined"},
		{[]string{"frobnicate"}, 2, "unknown command"},
		// a tool's name, as the MCP tools and README's tables spell it
		{[]string{"workspace-symbols", "Serve"}, 2, "the tool of that name is `locus find` on the command line, or `locus call workspace_symbols JSON`"},
		{[]string{"read_structure", "a.go", "A"}, 2, "`locus struct read`"},
	}
	for _, c := range cases {
		out, stderr, code := run(t, dir, "", c.args...)
		if code != c.code || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", c.args, code, stderr, c.code, c.want)
		}
		if out != "" {
			t.Errorf("%v: printed %q on stdout; a failure prints only on stderr", c.args, out)
		}
	}
}

// TestSymbolsJSONIndexBase: the JSON form with index base 0 is LSP's
// DocumentSymbol, 0-based lines and UTF-16 characters.
func TestSymbolsJSONIndexBase(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "u.go", "package p\n\nvar s = \"😀\"; var Name = 1\n")
	out, stderr, code := run(t, dir, "", "symbols", "--format", "json", "--index-base", "0", "--hover=false", "u.go")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var syms []struct {
		Name           string
		SelectionRange struct{ Start, End struct{ Line, Character int } }
	}
	if err := json.Unmarshal([]byte(out), &syms); err != nil {
		t.Fatal(err)
	}
	if len(syms) != 2 || syms[1].Name != "Name" {
		t.Fatalf("symbols: %+v", syms)
	}
	// `var s = "😀"; var ` is 18 UTF-16 units: the emoji takes two.
	if got := syms[1].SelectionRange.Start; got.Line != 2 || got.Character != 18 {
		t.Errorf("Name starts at %+v, want line 2 character 18", got)
	}
}

// TestExitCodesAsProgram runs the test binary as locus to check the real
// process exit codes.
func TestExitCodesAsProgram(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "ok.go", goSrc)
	for _, c := range []struct {
		args []string
		code int
	}{{[]string{"outline", "ok.go"}, 0}, {[]string{"outline", "missing.go"}, 1}, {[]string{"nonsense"}, 2}} {
		cmd := exec.Command(os.Args[0], c.args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "LOCUS_AS_MAIN=1")
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if code != c.code {
			t.Errorf("locus %v exited %d, want %d", c.args, code, c.code)
		}
	}
}
