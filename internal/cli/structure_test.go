package cli

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

const pySrc = "class A:\n    def m(self):\n        return 1\n\n    def n(self):\n        return 2\n"

// TestStruct runs each kind of structure command through the command line:
// content from a flag, standard input and a file; text, JSON and dry runs;
// errors with their codes and exit codes.
func TestStruct(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.py", pySrc)
	write(t, dir, "new.txt", "def m(self):\n    return 10\n")

	out, errOut, code := run(t, dir, "", "struct", "read", "a.py", "A.m")
	if code != 0 || out != "== A.m (lines 2-3)\n    def m(self):\n        return 1\n" {
		t.Errorf("read: exit %d, %q %q", code, out, errOut)
	}

	out, _, code = run(t, dir, "", "struct", "replace", "a.py", "A.m", "--content-file", "new.txt", "--dry-run")
	if code != 0 || !strings.Contains(out, "would write a.py; lines 2-3\n") || !strings.Contains(out, "+        return 10\n") {
		t.Errorf("dry run: exit %d, %q", code, out)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "a.py")); string(b) != pySrc {
		t.Errorf("a dry run wrote the file: %q", b)
	}

	out, _, code = run(t, dir, "def n(self):\n    return 20\n", "replace_structure", "a.py", "A.n")
	if code != 2 {
		t.Errorf("a tool name is not a command: exit %d %q", code, out)
	}
	out, _, code = run(t, dir, "def n(self):\n    return 20\n", "struct", "replace_structure", "a.py", "A.n", "--content", "-", "--json")
	var res map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &res) != nil || res["lines"] == nil {
		t.Errorf("replace from stdin, --json: exit %d, %q", code, out)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "a.py")); !strings.Contains(string(b), "return 20") {
		t.Errorf("replace did not write: %q", b)
	}

	out, _, code = run(t, dir, "", "struct", "replace-all-text", "a.py", "A", "--old", "return", "--new", "yield", "--expected-count", "2")
	if code != 0 || !strings.Contains(out, "2 replacements") {
		t.Errorf("replace-all-text: exit %d, %q", code, out)
	}

	out, errOut, code = run(t, dir, "", "struct", "delete", "a.py", "A.nope")
	if code != 1 || out != "" || !strings.HasPrefix(errOut, "TARGET_NOT_FOUND: no structure matches `nope` inside A;") {
		t.Errorf("not found: exit %d, %q %q", code, out, errOut)
	}
	out, _, code = run(t, dir, "", "struct", "delete", "a.py", "A.nope", "--json")
	if code != 1 || !strings.Contains(out, `"error": "TARGET_NOT_FOUND"`) || !strings.Contains(out, `"state": "FILE_UNCHANGED"`) {
		t.Errorf("not found, --json: exit %d, %q", code, out)
	}

	out, _, code = run(t, dir, "", "struct", "move-to-file-end", "a.py", "A.m", "sub/b.py")
	if code != 0 || !strings.Contains(out, "wrote sub/b.py and a.py") {
		t.Errorf("move to a new file: exit %d, %q", code, out)
	}

	for _, args := range [][]string{
		{"struct"},
		{"struct", "frobnicate", "a.py", "A"},
		{"struct", "read", "a.py"},
		{"struct", "replace", "a.py", "A", "--content", "x", "--content-file", "new.txt"},
		{"struct", "replace", "a.py", "A", "--content-file", "missing.txt"},
	} {
		if _, errOut, code := run(t, dir, "", args...); code != 2 || errOut == "" {
			t.Errorf("%q: exit %d, stderr %q; want a usage error", args, code, errOut)
		}
	}
}

// TestLocate runs locus locate: text with a caret, a range, JSON with the
// LSP position, the object form, and a miss.
func TestLocate(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.py", pySrc)
	out, errOut, code := run(t, dir, "", "locate", "a.py:A.n@return <|>2")
	if code != 0 || out != "a.py:6:16\n        return 2\n               ^\nmatch 1 of 1 in A.n\n" {
		t.Errorf("locate: exit %d, %q %q", code, out, errOut)
	}
	out, _, code = run(t, dir, "", "locate", "--range", "a.py:A.m")
	if code != 0 || !strings.HasPrefix(out, "a.py:2:5-3:17\n") {
		t.Errorf("locate --range: exit %d, %q", code, out)
	}
	out, _, code = run(t, dir, "", "locate", "--json", `{"path": "a.py", "scope": {"line": 3}}`)
	var res struct {
		Start struct {
			Line, Column int
			LSP          struct{ Line, Character int }
		}
	}
	if code != 0 || json.Unmarshal([]byte(out), &res) != nil || res.Start.Line != 3 || res.Start.Column != 9 || res.Start.LSP.Line != 2 || res.Start.LSP.Character != 8 {
		t.Errorf("locate --json object: exit %d, %q", code, out)
	}
	_, errOut, code = run(t, dir, "", "locate", "a.py@nothing here")
	if code != 1 || !strings.HasPrefix(errOut, "LOCATE_NOT_FOUND: ") {
		t.Errorf("a miss: exit %d, %q", code, errOut)
	}
	if _, _, code := run(t, dir, "", "locate"); code != 2 {
		t.Errorf("no spec: exit %d, want 2", code)
	}
}

// locus runs the test binary as locus in dir, a process of its own, and
// returns stdout, stderr and the exit code.
func locus(t *testing.T, dir, stdin string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "LOCUS_AS_MAIN=1")
	cmd.Stdin = strings.NewReader(stdin)
	var out, errOut strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return out.String(), errOut.String(), code
}

// TestBatchAndUndoAcrossProcesses: `locus struct batch` writes several
// files as one transaction, and `locus undo`, each run as a process of its
// own (the journal is on disk), takes back the last transaction, then the
// one before.
func TestBatchAndUndoAcrossProcesses(t *testing.T) {
	t.Setenv("LOCUS_STATE_DIR", t.TempDir())
	dir := t.TempDir()
	write(t, dir, "a.py", pySrc)
	write(t, dir, "b.py", "def f():\n    return 1\n")
	batch := `[
	  {"op": "replace_text_in_structure", "path": "a.py", "target": "A.m", "old_text": "1", "new_text": "11"},
	  {"op": "move_structure_to_file_end", "source_path": "a.py", "source_target": "A.n", "dest_path": "b.py"}
	]`
	write(t, dir, "edits.json", batch)
	out, errOut, code := run(t, dir, "", "struct", "batch", "--dry-run", "edits.json")
	if code != 0 || !strings.Contains(out, "would write 2 files (2 edits, one transaction)\n1. line 3\n2. b.py and a.py; moved") || !strings.Contains(out, "+        return 11") {
		t.Fatalf("batch --dry-run: exit %d, %q %q", code, out, errOut)
	}
	out, errOut, code = locus(t, dir, batch, "struct", "batch")
	if code != 0 || !strings.HasPrefix(out, "wrote 2 files (2 edits, one transaction)\n") {
		t.Fatalf("batch from stdin: exit %d, %q %q", code, out, errOut)
	}
	out, errOut, code = locus(t, dir, "", "struct", "delete", "b.py", "f")
	if code != 0 {
		t.Fatalf("delete: exit %d, %q %q", code, out, errOut)
	}
	for _, steps := range []string{"0", "-1"} {
		_, errOut, code := locus(t, dir, "", "undo", "--steps", steps)
		if code != 1 || !strings.HasPrefix(errOut, "INVALID_ARGUMENT: --steps is "+steps+"; give how many transactions to undo") {
			t.Errorf("undo --steps %s: exit %d, %q", steps, code, errOut)
		}
	}
	out, _, code = locus(t, dir, "", "undo", "--list")
	if code != 0 || !strings.Contains(out, "2 transactions") || strings.Contains(out, "undone by") || !strings.Contains(out, "edit_batch  a.py, b.py") {
		t.Errorf("undo --list: exit %d, %q", code, out)
	}
	out, errOut, code = locus(t, dir, "", "undo")
	if code != 0 || !strings.HasPrefix(out, "undo: undid transaction 2 (delete_structure of b.py") {
		t.Errorf("undo: exit %d, %q %q", code, out, errOut)
	}
	out, _, code = locus(t, dir, "", "undo", "--json")
	var res struct {
		Undone []struct{ ID int64 }
	}
	if code != 0 || json.Unmarshal([]byte(out), &res) != nil || len(res.Undone) != 1 || res.Undone[0].ID != 1 {
		t.Errorf("undo --json: exit %d, %q", code, out)
	}
	for name, want := range map[string]string{"a.py": pySrc, "b.py": "def f():\n    return 1\n"} {
		if b, _ := os.ReadFile(filepath.Join(dir, name)); string(b) != want {
			t.Errorf("after two undos %s = %q, want %q", name, b, want)
		}
	}
	_, errOut, code = locus(t, dir, "", "undo")
	if code != 1 || !strings.HasPrefix(errOut, "INVALID_ARGUMENT: there is nothing to undo") {
		t.Errorf("a third undo: exit %d, %q", code, errOut)
	}
	for _, args := range [][]string{{"undo", "now"}, {"struct", "batch", "a.json", "b.json"}} {
		if _, errOut, code := run(t, dir, "", args...); code != 2 || errOut == "" {
			t.Errorf("%q: exit %d, stderr %q; want a usage error", args, code, errOut)
		}
	}
	if _, errOut, code := run(t, dir, "not json", "struct", "batch"); code != 2 || !strings.Contains(errOut, "give the edits as JSON") {
		t.Errorf("batch of no JSON: exit %d, %q", code, errOut)
	}
}

// TestStructSyntaxBroken holds the exit status of a write whose result has
// new syntax errors: 3 with the warning naming the lines and their text,
// 0 with --accept-syntax-errors, 1 and the file unchanged with
// --reject-syntax-errors; the same through `locus call`.
func TestStructSyntaxBroken(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.py", pySrc)
	broken := "def n(self)\n    return 2\n"

	out, errOut, code := run(t, dir, "", "struct", "replace", "a.py", "A.n", "--content", broken, "--reject-syntax-errors")
	if code != 1 || !strings.HasPrefix(errOut, "PARSER_FAILED: the edit would leave syntax errors in a.py at line") || !strings.Contains(errOut, "(`def n(self)`)") {
		t.Errorf("rejected: exit %d, %q %q", code, out, errOut)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "a.py")); string(b) != pySrc {
		t.Errorf("a rejected edit wrote the file: %q", b)
	}

	out, errOut, code = run(t, dir, "", "struct", "replace", "a.py", "A.n", "--content", broken)
	if code != ExitSyntaxBroken || !strings.Contains(out, "warning SYNTAX_BROKEN: a.py was written with new syntax errors at line 5 (`def n(self)`)") ||
		!strings.HasPrefix(errOut, "locus: SYNTAX_BROKEN:") {
		t.Errorf("written broken: exit %d, %q %q", code, out, errOut)
	}

	write(t, dir, "a.py", pySrc)
	out, errOut, code = run(t, dir, "", "struct", "replace", "a.py", "A.n", "--content", broken, "--accept-syntax-errors")
	if code != 0 || !strings.Contains(out, "warning SYNTAX_BROKEN") || errOut != "" {
		t.Errorf("accepted: exit %d, %q %q", code, out, errOut)
	}

	write(t, dir, "a.py", pySrc)
	args, _ := json.Marshal(map[string]any{"path": "a.py", "target": "A.n", "content": broken})
	out, _, code = run(t, dir, "", "call", "replace_structure", string(args), "--json")
	if code != ExitSyntaxBroken || !strings.Contains(out, `"error_lines"`) {
		t.Errorf("call: exit %d, %q", code, out)
	}
}
