package workspace_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/structure"
	"github.com/locus-dev/locus/internal/workspace"
)

// The structure operations write through this package; these tests make
// each disk step fail under them and check that every file is left
// byte-for-byte as it was, with no temp file behind.

var faultFiles = map[string]string{
	"a.py": "import os\n\n\ndef f():\n    return 1\n\n\ndef g():\n    return 2\n",
	"b.py": "\ufeffclass B:\r\n    def m(self):\r\n        return 3\r\n",
}

func faultWorkspace(t *testing.T) (*structure.Editor, string) {
	t.Helper()
	dir := t.TempDir()
	for name, data := range faultFiles {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o640); err != nil {
			t.Fatal(err)
		}
	}
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	return &structure.Editor{Root: root}, dir
}

// unchanged checks that dir holds exactly faultFiles, modes included.
func unchanged(t *testing.T, dir string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != len(faultFiles) {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("directory holds %v, want only the original files", names)
	}
	for name, want := range faultFiles {
		p := filepath.Join(dir, name)
		got, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != want {
			t.Errorf("%s changed:\n%q\nwant\n%q", name, got, want)
		}
		if fi, _ := os.Stat(p); fi.Mode().Perm() != 0o640 {
			t.Errorf("%s mode %v, want 0640", name, fi.Mode().Perm())
		}
	}
}

var errDisk = errors.New("injected disk failure")

// ops are the writes each fault is tried under: one file, and a move across two.
// Each op also names a file it writes and a text the file then holds.
var faultOps = []struct {
	name        string
	run         func(e *structure.Editor) error
	file, holds string
}{
	{"replace", func(e *structure.Editor) error {
		_, err := e.Replace("a.py", "f", "def f():\n    return 10\n", structure.Options{})
		return err
	}, "a.py", "return 10"},
	{"move-across-files", func(e *structure.Editor) error {
		_, err := e.Move("a.py", "g", "b.py", "B", structure.After, structure.Options{})
		return err
	}, "b.py", "def g():"},
	{"move-to-new-file", func(e *structure.Editor) error {
		_, err := e.Move("a.py", "g", "pkg/new.py", "", structure.FileEnd, structure.Options{})
		return err
	}, "pkg/new.py", "def g():"},
	{"batch", func(e *structure.Editor) error {
		_, err := e.Batch([]structure.Edit{
			{Op: "replace_structure", Path: "a.py", Target: "f", Content: "def f():\n    return 10\n"},
			{Op: "insert_after_structure", Path: "b.py", Target: "B.m", Content: "def n(self):\n    return 4\n"},
			{Op: "move_structure_to_file_end", SourcePath: "a.py", SourceTarget: "g", DestPath: "pkg/new.py"},
		}, structure.Options{})
		return err
	}, "pkg/new.py", "def g():"},
}

func TestStructureWritesUnderFaults(t *testing.T) {
	for _, op := range faultOps {
		for _, step := range []string{"create", "write", "sync", "rename", "link"} {
			for nth := 1; nth <= 3; nth++ {
				t.Run(op.name+"/"+step+"/"+string(rune('0'+nth)), func(t *testing.T) {
					e, dir := faultWorkspace(t)
					restore := workspace.FailStep(step, nth, errDisk)
					err := op.run(e)
					restore()
					if err == nil {
						// The step was not reached this often by this
						// operation: it must have done its whole work.
						if b, _ := os.ReadFile(filepath.Join(dir, op.file)); !strings.Contains(string(b), op.holds) {
							t.Errorf("the operation succeeded, but %s does not hold %q: %q", op.file, op.holds, b)
						}
						return
					}
					// A disk failure other than permissions has no code of
					// the contract; its message names the file, and nothing changed.
					if !errors.Is(err, errDisk) {
						t.Errorf("the error does not wrap the disk failure: %v", err)
					}
					unchanged(t, dir)
					if h, _ := e.Root.History(); len(h) != 0 {
						t.Errorf("a failed write was journalled: %+v", h[0])
					}
				})
			}
		}
	}
}

// TestStructureWriteNoPermission: a directory that cannot be written is
// PERMISSION_DENIED, injected (so it runs as root too) and real.
func TestStructureWriteNoPermission(t *testing.T) {
	e, dir := faultWorkspace(t)
	restore := workspace.FailStep("create", 1, &fs.PathError{Op: "open", Path: dir, Err: syscall.EACCES})
	_, err := e.Replace("a.py", "f", "def f():\n    return 10\n", structure.Options{})
	restore()
	if fault.CodeOf(err) != fault.PermissionDenied {
		t.Errorf("got %v, want PERMISSION_DENIED", err)
	}
	unchanged(t, dir)

	if os.Geteuid() == 0 {
		t.Log("running as root: a read-only directory does not stop root; the injected case above stands for it")
		return
	}
	e, dir = faultWorkspace(t)
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dir, 0o755)
	_, err = e.Replace("a.py", "f", "def f():\n    return 10\n", structure.Options{})
	if fault.CodeOf(err) != fault.PermissionDenied {
		t.Errorf("read-only directory: got %v, want PERMISSION_DENIED", err)
	}
	os.Chmod(dir, 0o755)
	unchanged(t, dir)
}

// TestStructureWriteFileChanged: another program writes the file after the
// operation read and planned it; the operation refuses with FILE_CHANGED
// and leaves the other program's bytes alone.
func TestStructureWriteFileChanged(t *testing.T) {
	for _, op := range faultOps[:2] {
		t.Run(op.name, func(t *testing.T) {
			e, dir := faultWorkspace(t)
			theirs := "def f():\n    return 99\n"
			restore := workspace.BeforeWrite(func() {
				if err := os.WriteFile(filepath.Join(dir, "a.py"), []byte(theirs), 0o640); err != nil {
					t.Error(err)
				}
			})
			err := op.run(e)
			restore()
			if fault.CodeOf(err) != fault.FileChanged {
				t.Fatalf("got %v, want FILE_CHANGED", err)
			}
			got, _ := os.ReadFile(filepath.Join(dir, "a.py"))
			if string(got) != theirs {
				t.Errorf("a.py = %q, want the other program's %q", got, theirs)
			}
			b, _ := os.ReadFile(filepath.Join(dir, "b.py"))
			if string(b) != faultFiles["b.py"] {
				t.Errorf("b.py changed: %q", b)
			}
		})
	}
}

// TestStructureReadOnlyRoot: every write on a read-only root is refused.
func TestStructureReadOnlyRoot(t *testing.T) {
	_, dir := faultWorkspace(t)
	root, err := workspace.OpenReadOnly(dir)
	if err != nil {
		t.Fatal(err)
	}
	e := &structure.Editor{Root: root}
	for _, op := range faultOps {
		if err := op.run(e); fault.CodeOf(err) != fault.PermissionDenied {
			t.Errorf("%s on a read-only root: %v, want PERMISSION_DENIED", op.name, err)
		}
	}
	if _, err := e.Read("a.py", "f"); err != nil {
		t.Errorf("read on a read-only root: %v", err)
	}
	unchanged(t, dir)
}
