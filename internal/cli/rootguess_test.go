package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// A file outside the working directory, named without --root, is read
// with its repository's root (or its folder) as the workspace root, and
// the command says so; with --root it stays outside, and a file inside the
// working directory changes nothing.
func TestFileOutsideWorkingDirectory(t *testing.T) {
	cwd := t.TempDir()
	repo := t.TempDir()
	write(t, repo, ".git/HEAD", "ref: refs/heads/main\n")
	write(t, repo, "p/a.go", goSrc)
	loose := t.TempDir()
	write(t, loose, "b.go", goSrc)
	file := filepath.Join(repo, "p", "a.go")

	out, errOut, code := run(t, cwd, "", "outline", file)
	if code != 0 || !strings.Contains(out, "\n3-6 F() int\n") {
		t.Errorf("outline: exit %d, %q %q", code, out, errOut)
	}
	if want := "locus: " + file + " is outside the working directory; reading it with " + repo + " as the workspace root (--root chooses another)\n"; errOut != want {
		t.Errorf("stderr %q, want %q", errOut, want)
	}
	rel, _ := filepath.Rel(cwd, filepath.Join(loose, "b.go"))
	out, errOut, code = run(t, cwd, "", "symbols", rel)
	if code != 0 || !strings.Contains(out, "F | 12 |") || !strings.Contains(errOut, "reading it with "+loose+" as") {
		t.Errorf("symbols of a relative path outside: exit %d, %q %q", code, out, errOut)
	}
	out, errOut, code = run(t, cwd, "", "read", "--skeleton", file)
	if code != 0 || !strings.Contains(out, "\n3-6 F() int\n") || !strings.Contains(errOut, "reading it with "+repo+" as") {
		t.Errorf("read: exit %d, %q %q", code, out, errOut)
	}
	_, errOut, code = run(t, cwd, "", "outline", "--root", cwd, file)
	if code != 1 || !strings.HasPrefix(errOut, "OUTSIDE_WORKSPACE") {
		t.Errorf("with --root: exit %d, %q", code, errOut)
	}
	_, errOut, code = run(t, repo, "", "outline", "p/a.go")
	if code != 0 || errOut != "" {
		t.Errorf("inside: exit %d, %q", code, errOut)
	}
}

// The command line's hints name its own flags, ready to paste, where a
// model is told file_read's arguments.
func TestReadHintsNameTheCommand(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "p/a.go", goSrc)
	out, _, code := run(t, dir, "", "read", "--start", "1", "--end", "10", "p/a.go")
	if code != 0 || !strings.Contains(out, "Read it with: locus read --target F p/a.go\n") || strings.Contains(out, "Use {") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	write(t, dir, "b.py", "class A:\n    def m(self):\n        return 1\n\n    def n(self):\n        return 2\n")
	out, _, code = run(t, dir, "", "read", "--target", "A", "b.py")
	if code != 0 || !strings.Contains(out, "Read it with: locus read --target A.m b.py") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	out, _, _ = run(t, dir, "", "call", "file_read", `{"path": "p/a.go", "start_line": 1, "end_line": 10}`)
	if !strings.Contains(out, "--- F (function, lines 3-6) ---\n") || strings.Contains(out, "Read it with") {
		t.Errorf("the tool's stub is not its line alone:\n%s", out)
	}
}

// The workspace commands' hints name their flags (--max, --offset,
// --tokens, locus read), not the tools' arguments.
func TestIndexHintsNameTheFlags(t *testing.T) {
	t.Setenv("LOCUS_INDEX_DB", filepath.Join(t.TempDir(), "index.db"))
	dir := t.TempDir()
	write(t, dir, "p/a.go", "package p\n\nfunc F() {}\n\nfunc G() { F(); F(); F() }\n\nfunc FF() {}\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"find", "F", "--max", "1"}, "raise --max or narrow"},
		{[]string{"refs", "p/a.go:F", "--max", "1"}, "call again with --offset 1"},
		{[]string{"read", "p"}, "read one with locus read"},
	} {
		out, stderr, code := run(t, dir, "", c.args...)
		if code != 0 || !strings.Contains(out, c.want) {
			t.Errorf("%v: exit %d, want %q in:\n%s%s", c.args, code, c.want, out, stderr)
		}
	}
}
