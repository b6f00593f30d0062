package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/golden"
)

// renameFiles are a Go package whose helper is used in two files.
var renameFiles = map[string]string{
	"go.mod": "module example.com/shop\n\ngo 1.22\n",
	"a.go":   "package shop\n\n// helper doubles n.\nfunc helper(n int) int { return 2 * n }\n\nfunc Twice(n int) int { return helper(n) }\n",
	"b.go":   "package shop\n\nfunc Four(n int) int { return helper(helper(n)) }\n\nfunc assist() {}\n",
}

func writeRenameFiles(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range renameFiles {
		write(t, dir, name, text)
	}
	return dir
}

// unchangedFiles fails the test when a file of renameFiles changed.
func unchangedFiles(t *testing.T, dir, after string) {
	t.Helper()
	for name, text := range renameFiles {
		if b, _ := os.ReadFile(filepath.Join(dir, name)); string(b) != text {
			t.Errorf("after %s, %s is\n%s", after, name, b)
		}
	}
}

// TestRenameByIndex: `locus lsp rename --source index` previews the diff,
// refuses a name that is no identifier and one defined where it would
// clash (exit 1, no file changed), writes with --apply and prints the
// places by file; `locus undo` puts the files back byte for byte.
func TestRenameByIndex(t *testing.T) {
	dir := writeRenameFiles(t)
	var b strings.Builder
	step := func(args ...string) int {
		out, errOut, code := run(t, dir, "", args...)
		fmt.Fprintf(&b, "$ locus %s\n%s%s(exit %d)\n", strings.Join(args, " "), out, errOut, code)
		return code
	}
	if step("lsp", "rename", "a.go:helper", "double", "--source", "index") != 0 {
		t.Error("the preview failed")
	}
	unchangedFiles(t, dir, "the preview")
	for _, name := range []string{"double-it", "assist"} {
		if step("lsp", "rename", "a.go:helper", name, "--source", "index", "--apply") != 1 {
			t.Errorf("rename to %s did not fail", name)
		}
		unchangedFiles(t, dir, "a refused rename to "+name)
	}
	if step("lsp", "rename", "a.go:helper", "double", "--source", "index", "--apply") != 0 {
		t.Error("the rename failed")
	}
	for name, want := range map[string]string{
		"a.go": "package shop\n\n// double doubles n.\nfunc double(n int) int { return 2 * n }\n\nfunc Twice(n int) int { return double(n) }\n",
		"b.go": "package shop\n\nfunc Four(n int) int { return double(double(n)) }\n\nfunc assist() {}\n",
	} {
		if got, _ := os.ReadFile(filepath.Join(dir, name)); string(got) != want {
			t.Errorf("renamed, %s is\n%s\nwant\n%s", name, got, want)
		}
	}
	if step("undo") != 0 {
		t.Error("undo failed")
	}
	unchangedFiles(t, dir, "undo")
	out := regexp.MustCompile(`\d{4}-\d\d-\d\d \d\d:\d\d:\d\d`).ReplaceAllString(b.String(), "TIME")
	golden.File(t, "testdata/rename.txt", out)
}

// TestMCPRenameByIndex: rename over MCP (a real `locus mcp` process)
// with source index and apply writes both files and answers with the
// places by file, no diff.
func TestMCPRenameByIndex(t *testing.T) {
	dir := writeRenameFiles(t)
	cs := connect(t, "--root", dir)
	text, isErr, st := call(t, cs, "rename", map[string]any{"locate": "a.go:helper", "new_name": "double", "source": "index", "apply": true})
	want := "renamed shop.helper to double at 5 places in 2 files, by name, from the index:\na.go: 3, 4, 6\nb.go: 3\n"
	if isErr || text != want || st["source"] != "index" {
		t.Errorf("rename over MCP: %v %q, want %q (structured %v)", isErr, text, want, st)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "b.go")); !strings.Contains(string(got), "return double(double(n))") {
		t.Errorf("b.go after the rename:\n%s", got)
	}
}
