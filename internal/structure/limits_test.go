package structure_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/structure"
	"github.com/locus-dev/locus/internal/workspace"
)

// TestContentLimit refuses content and new text over 1 MB, and writes
// content just under it.
func TestContentLimit(t *testing.T) {
	dir := t.TempDir()
	src := "def f():\n    return 1\n"
	if err := os.WriteFile(filepath.Join(dir, "a.py"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	e := &structure.Editor{Root: root}
	big := "def f():\n    return '" + strings.Repeat("x", structure.MaxContent) + "'\n"
	for name, call := range map[string]func() error{
		"replace": func() error { _, err := e.Replace("a.py", "f", big, structure.Options{}); return err },
		"insert":  func() error { _, err := e.InsertAfter("a.py", "f", big, structure.Options{}); return err },
		"text":    func() error { _, err := e.ReplaceText("a.py", "f", "1", big, structure.Options{}); return err },
	} {
		if err := call(); fault.CodeOf(err) != fault.FileTooLarge {
			t.Errorf("%s with content over 1 MB: %v, want FILE_TOO_LARGE", name, err)
		}
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "a.py")); string(b) != src {
		t.Errorf("a refused edit changed the file")
	}
	fits := "def f():\n    return '" + strings.Repeat("x", structure.MaxContent-100) + "'\n"
	if _, err := e.Replace("a.py", "f", fits, structure.Options{}); err != nil {
		t.Errorf("content under 1 MB: %v", err)
	}
}
