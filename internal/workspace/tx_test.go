package workspace

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/locus-dev/locus/internal/fault"
)

// txFiles is the content every transaction test starts from.
var txFiles = map[string]string{"a.txt": "a\n", "b.txt": "\ufeffb\r\n", "c.txt": "c"}

// stageABC reads a.txt, b.txt and c.txt and stages new text for each, in that order.
func stageABC(t *testing.T, r *Root) *Tx {
	t.Helper()
	tx := r.Begin()
	for _, name := range []string{"a.txt", "b.txt", "c.txt"} {
		if err := tx.Write(readFile(t, r, name), []byte("new "+name+"\n")); err != nil {
			t.Fatal(err)
		}
	}
	return tx
}

// wantTxFiles checks the three files against txFiles, except those in changed.
func wantTxFiles(t *testing.T, r *Root, changed map[string]string) {
	t.Helper()
	for name, raw := range txFiles {
		if c, ok := changed[name]; ok {
			raw = c
		}
		wantFile(t, filepath.Join(r.Dir(), name), raw, 0o644)
	}
	wantEntries(t, r.Dir(), "a.txt", "b.txt", "c.txt")
}

func TestTxCommit(t *testing.T) {
	r := newRoot(t, txFiles)
	tx := stageABC(t, r)
	if err := tx.Create("d.txt", []byte("d\n")); err != nil {
		t.Fatal(err)
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	wantFile(t, filepath.Join(r.Dir(), "a.txt"), "new a.txt\n", 0o644)
	wantFile(t, filepath.Join(r.Dir(), "b.txt"), "\ufeffnew b.txt\r\n", 0o644)
	wantFile(t, filepath.Join(r.Dir(), "c.txt"), "new c.txt\n", 0o644)
	wantFile(t, filepath.Join(r.Dir(), "d.txt"), "d\n", 0o644)
	wantEntries(t, r.Dir(), "a.txt", "b.txt", "c.txt", "d.txt")
	wantFault(t, tx.Commit(), fault.InvalidArgument)
	if err := tx.Write(readFile(t, r, "a.txt"), nil); fault.CodeOf(err) != fault.InvalidArgument {
		t.Errorf("Write after Commit: error = %v, want INVALID_ARGUMENT", err)
	}
	if err := r.Begin().Commit(); err != nil {
		t.Errorf("empty Commit: %v", err)
	}
}

func TestTxFileChangedFirst(t *testing.T) {
	r := newRoot(t, txFiles)
	tx := stageABC(t, r)
	write(t, filepath.Join(r.Dir(), "b.txt"), "theirs\n")
	write(t, filepath.Join(r.Dir(), "c.txt"), "theirs\n")
	e := wantFault(t, tx.Commit(), fault.FileChanged)
	if e.Details["path"] != "b.txt" {
		t.Errorf("FILE_CHANGED details = %v, want path b.txt, the first that changed", e.Details)
	}
	wantTxFiles(t, r, map[string]string{"b.txt": "theirs\n", "c.txt": "theirs\n"})
}

// A failure while writing the temp files comes before any rename: nothing to roll back.
func TestTxWriteFails(t *testing.T) {
	r := newRoot(t, txFiles)
	tx := stageABC(t, r)
	failWrite(t, 2)
	err := tx.Commit()
	if !errors.Is(err, errInjected) || !strings.Contains(err.Error(), "b.txt") {
		t.Errorf("error = %v, want the injected failure naming b.txt", err)
	}
	wantTxFiles(t, r, nil)
}

func TestTxRollback(t *testing.T) {
	r := newRoot(t, txFiles)
	if err := os.Chmod(filepath.Join(r.Dir(), "a.txt"), 0o755); err != nil {
		t.Fatal(err)
	}
	tx := stageABC(t, r)
	failRename(t, 3) // c.txt; a.txt and b.txt are in place by then
	err := tx.Commit()
	if !errors.Is(err, errInjected) {
		t.Fatalf("error = %v, want the injected failure", err)
	}
	for _, want := range []string{"c.txt could not be written", "a.txt, b.txt, were restored", "every file is as it was"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
	wantFile(t, filepath.Join(r.Dir(), "a.txt"), "a\n", 0o755)
	wantFile(t, filepath.Join(r.Dir(), "b.txt"), "\ufeffb\r\n", 0o644)
	wantFile(t, filepath.Join(r.Dir(), "c.txt"), "c", 0o644)
	wantEntries(t, r.Dir(), "a.txt", "b.txt", "c.txt")
}

// A file that changes between the first check and its rename stops the
// commit with FILE_CHANGED after the files before it were written.
func TestTxRollbackFileChanged(t *testing.T) {
	r := newRoot(t, txFiles)
	tx := stageABC(t, r)
	orig := renameFile
	t.Cleanup(func() { renameFile = orig })
	renameFile = func(dir *os.Root, from, to string) error {
		if filepath.Base(to) == "a.txt" && strings.Contains(from, ".locus-") {
			write(t, filepath.Join(r.Dir(), "b.txt"), "theirs\n")
		}
		return orig(dir, from, to)
	}
	e := wantFault(t, tx.Commit(), fault.FileChanged)
	if diff := cmp.Diff([]string{"a.txt"}, e.Details["restored"]); diff != "" || e.Details["path"] != "b.txt" {
		t.Errorf("details = %v, want path b.txt, restored [a.txt]", e.Details)
	}
	if !strings.Contains(e.Message, "read it again") || !strings.Contains(e.Message, "every file is as it was") {
		t.Errorf("message %q does not say to read again and that every file is as it was", e.Message)
	}
	wantTxFiles(t, r, map[string]string{"b.txt": "theirs\n"})
}

func TestTxRollbackCreate(t *testing.T) {
	r := newRoot(t, txFiles)
	tx := r.Begin()
	if err := tx.Create("new.txt", []byte("n\n")); err != nil {
		t.Fatal(err)
	}
	if err := tx.Write(readFile(t, r, "a.txt"), []byte("x\n")); err != nil {
		t.Fatal(err)
	}
	failRename(t, 1) // the create links; a.txt is the first rename
	if err := tx.Commit(); !errors.Is(err, errInjected) || !strings.Contains(err.Error(), "new.txt, were restored") {
		t.Errorf("error = %v, want the injected failure saying new.txt was undone", err)
	}
	wantTxFiles(t, r, nil)
}

func TestTxRollbackFails(t *testing.T) {
	r := newRoot(t, txFiles)
	tx := stageABC(t, r)
	// Renames 1 and 2 put a.txt and b.txt in place, 3 (c.txt) fails, then
	// the rollback restores b.txt (4, fails) and a.txt (5).
	failRename(t, 3, 4)
	err := tx.Commit()
	var re *RollbackError
	if !errors.As(err, &re) {
		t.Fatalf("error = %v, want a *RollbackError", err)
	}
	if fault.CodeOf(err) != "" {
		t.Errorf("a RollbackError reads as a fault with code %s, whose state FILE_UNCHANGED would be false", fault.CodeOf(err))
	}
	got := struct {
		Failed               string
		Restored, Unrestored []string
		Errs                 int
	}{re.Failed, re.Restored, re.Unrestored, len(re.RestoreErrs)}
	want := got
	want.Failed, want.Restored, want.Unrestored, want.Errs = "c.txt", []string{"a.txt"}, []string{"b.txt"}, 1
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("RollbackError (-want +got):\n%s", diff)
	}
	if !errors.Is(re.Err, errInjected) || !errors.Is(re.RestoreErrs[0], errInjected) {
		t.Errorf("RollbackError causes = %v, %v, want the injected failures", re.Err, re.RestoreErrs)
	}
	msg := err.Error()
	for _, want := range []string{"ROLLBACK FAILED", "writing c.txt failed", "restoring b.txt failed", "restore them by hand"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q does not say %q", msg, want)
		}
	}
	wantTxFiles(t, r, map[string]string{"b.txt": "\ufeffnew b.txt\r\n"})
}

func TestTxStagingErrors(t *testing.T) {
	r := newRoot(t, txFiles)
	symlink(t, "a.txt", filepath.Join(r.Dir(), "alias.txt"))
	other := newRoot(t, map[string]string{"a.txt": "a\n"})
	tests := []struct {
		name  string
		stage func(tx *Tx) error
	}{
		{"same file twice", func(tx *Tx) error {
			f := readFile(t, r, "a.txt")
			tx.Write(f, []byte("1\n"))
			return tx.Write(f, []byte("2\n"))
		}},
		{"same file through a symlink", func(tx *Tx) error {
			tx.Write(readFile(t, r, "a.txt"), []byte("1\n"))
			return tx.Write(readFile(t, r, "alias.txt"), []byte("2\n"))
		}},
		{"create twice", func(tx *Tx) error {
			tx.Create("new.txt", []byte("1\n"))
			return tx.Create("./new.txt", []byte("2\n"))
		}},
		{"nil file", func(tx *Tx) error { return tx.Write(nil, nil) }},
		{"zero file", func(tx *Tx) error { return tx.Write(&File{}, nil) }},
		{"file of another root", func(tx *Tx) error { return tx.Write(readFile(t, other, "a.txt"), nil) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tx := r.Begin()
			if err := tx.Write(readFile(t, r, "b.txt"), []byte("x\n")); err != nil {
				t.Fatal(err)
			}
			err := tt.stage(tx)
			wantFault(t, err, fault.InvalidArgument)
			if got := tx.Commit(); got != err {
				t.Errorf("Commit after a staging error = %v, want that error %v", got, err)
			}
			for name, raw := range txFiles {
				wantFile(t, filepath.Join(r.Dir(), name), raw, 0o644)
			}
			wantEntries(t, r.Dir(), "a.txt", "alias.txt", "b.txt", "c.txt")
		})
	}
}

// TestTxCreateAll makes the missing directories of a new file, and a
// failed Commit removes them again with the rest of its work.
func TestTxCreateAll(t *testing.T) {
	r := newRoot(t, txFiles)
	tx := r.Begin()
	if err := tx.CreateAll("x/y/new.txt", []byte("n\n")); err != nil {
		t.Fatal(err)
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	wantFile(t, filepath.Join(r.Dir(), "x", "y", "new.txt"), "n\n", 0o644)

	r = newRoot(t, txFiles)
	failRename(t, 1)
	tx = stageABC(t, r)
	if err := tx.CreateAll("p/q/new.txt", []byte("n\n")); err != nil {
		t.Fatal(err)
	}
	if err := tx.Commit(); err == nil {
		t.Fatal("Commit succeeded with a failing rename")
	}
	wantTxFiles(t, r, nil)

	r = newRoot(t, txFiles)
	tx = r.Begin()
	if err := tx.CreateAll("a.txt/new.txt", []byte("n\n")); err != nil {
		t.Fatal(err)
	}
	wantFault(t, tx.Commit(), fault.InvalidArgument)
	wantTxFiles(t, r, nil)
}
