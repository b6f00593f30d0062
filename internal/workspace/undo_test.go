// This file tests the journal of commits and Undo.

package workspace

import (
	"errors"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/journal"
)

// journalRoot is newRoot with a journal of its own.
func journalRoot(t *testing.T, files map[string]string) *Root {
	t.Helper()
	t.Setenv(journal.EnvStateDir, t.TempDir())
	return newRoot(t, files)
}

// rewrite replaces a file's text through r as one labelled transaction.
func rewrite(t *testing.T, r *Root, label string, texts map[string]string) int64 {
	t.Helper()
	tx := r.Begin()
	tx.Label(label)
	for _, name := range slices.Sorted(maps.Keys(texts)) {
		text := texts[name]
		if _, err := os.Lstat(filepath.Join(r.Dir(), name)); err != nil {
			if err := tx.CreateAll(name, []byte(text)); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := tx.Write(readFile(t, r, name), []byte(text)); err != nil {
			t.Fatal(err)
		}
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	if tx.ID() == 0 {
		t.Fatal("the commit was not journalled")
	}
	return tx.ID()
}

func undo(t *testing.T, r *Root, steps int) *Undo {
	t.Helper()
	u, err := r.Undo(steps, false)
	if err != nil {
		t.Fatalf("Undo(%d): %v", steps, err)
	}
	return u
}

func undoneIDs(u *Undo) []int64 {
	var ids []int64
	for _, e := range u.Undone {
		ids = append(ids, e.ID)
	}
	return ids
}

// TestUndoTwice: undo restores the bytes before the last transaction, and
// undo again those before the one before it (an undo is not undone);
// then there is nothing left.
func TestUndoTwice(t *testing.T) {
	r := journalRoot(t, map[string]string{"a.txt": "\ufeffone\r\n"})
	rewrite(t, r, "replace_structure", map[string]string{"a.txt": "two\n"})
	rewrite(t, r, "delete_structure", map[string]string{"a.txt": "three\n"})
	u := undo(t, r, 1)
	wantFile(t, filepath.Join(r.Dir(), "a.txt"), "\ufefftwo\r\n", 0o644)
	if diff := cmp.Diff([]int64{2}, undoneIDs(u)); diff != "" || u.Next == nil || u.Next.ID != 1 || u.ID != 3 {
		t.Errorf("the first undo undid %v (-want +got: %s), next %v, its own id %d", undoneIDs(u), diff, u.Next, u.ID)
	}
	u = undo(t, r, 1)
	wantFile(t, filepath.Join(r.Dir(), "a.txt"), "\ufeffone\r\n", 0o644)
	if diff := cmp.Diff([]int64{1}, undoneIDs(u)); diff != "" || u.Next != nil {
		t.Errorf("the second undo undid %v (-want +got: %s), next %v", undoneIDs(u), diff, u.Next)
	}
	_, err := r.Undo(1, false)
	if e := wantFault(t, err, fault.InvalidArgument); !strings.Contains(e.Message, "nothing to undo") {
		t.Errorf("a third undo: %v", err)
	}
	h, err := r.History()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range h {
		got = append(got, e.Op+" "+strings.Join(e.Paths(), ",")+" undone by "+string(rune('0'+e.UndoneBy)))
	}
	want := []string{"undo a.txt undone by 0", "undo a.txt undone by 0", "delete_structure a.txt undone by 3", "replace_structure a.txt undone by 4"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("history (-want +got):\n%s", diff)
	}
}

// TestUndoSteps: undo of several transactions at once, as one: files
// written twice get their first bytes back, a created file goes with the
// folders made for it, modes stay.
func TestUndoSteps(t *testing.T) {
	r := journalRoot(t, map[string]string{"a.txt": "a\r\n", "b.sh": "#!/bin/sh\n"})
	os.Chmod(filepath.Join(r.Dir(), "b.sh"), 0o755)
	rewrite(t, r, "t1", map[string]string{"a.txt": "a1\n", "b.sh": "#!/bin/sh\necho\n"})
	rewrite(t, r, "t2", map[string]string{"a.txt": "a2\n", "new/dir/c.txt": "c\n"})
	rewrite(t, r, "t3", map[string]string{"new/dir/c.txt": "c3\n"})
	u := undo(t, r, 3)
	if diff := cmp.Diff([]int64{3, 2, 1}, undoneIDs(u)); diff != "" {
		t.Errorf("undone (-want +got):\n%s", diff)
	}
	var actions []string
	for _, f := range u.Files {
		actions = append(actions, f.Path+" "+string(f.Action))
	}
	if diff := cmp.Diff([]string{"new/dir/c.txt removed", "a.txt restored", "b.sh restored"}, actions); diff != "" {
		t.Errorf("actions (-want +got):\n%s", diff)
	}
	wantFile(t, filepath.Join(r.Dir(), "a.txt"), "a\r\n", 0o644)
	wantFile(t, filepath.Join(r.Dir(), "b.sh"), "#!/bin/sh\n", 0o755)
	wantEntries(t, r.Dir(), "a.txt", "b.sh")
}

// TestUndoRefusesChangedFiles: a file changed, deleted or made unreadable
// since locus wrote it stops the undo with FILE_CHANGED naming each, and
// no file changes, not even the ones still as locus left them.
func TestUndoRefusesChangedFiles(t *testing.T) {
	r := journalRoot(t, map[string]string{"a.txt": "a\n", "b.txt": "b\n", "c.txt": "c\n", "d.txt": "d\n"})
	rewrite(t, r, "edit_batch", map[string]string{"a.txt": "A\n", "b.txt": "B\n", "c.txt": "C\n", "d.txt": "D\n"})
	write(t, filepath.Join(r.Dir(), "b.txt"), "B by hand\n")
	os.Remove(filepath.Join(r.Dir(), "c.txt"))
	write(t, filepath.Join(r.Dir(), "d.txt"), "D\x00binary\n")
	_, err := r.Undo(1, false)
	e := wantFault(t, err, fault.FileChanged)
	for _, want := range []string{"b.txt changed since transaction 1 (edit_batch) wrote it (its size went from 2 to 10 bytes)", "c.txt changed since transaction 1 (edit_batch) wrote it (it was deleted)", "d.txt changed"} {
		if !strings.Contains(e.Message, want) {
			t.Errorf("the message lacks %q: %s", want, e.Message)
		}
	}
	if strings.Contains(e.Message, "a.txt") {
		t.Errorf("the message names a.txt, which is as locus left it: %s", e.Message)
	}
	if files, _ := e.Details["files"].([]map[string]any); len(files) != 3 {
		t.Errorf("details.files = %v, want the 3 changed files", e.Details["files"])
	}
	wantFile(t, filepath.Join(r.Dir(), "a.txt"), "A\n", 0o644)
	wantFile(t, filepath.Join(r.Dir(), "b.txt"), "B by hand\n", 0o644)
	wantEntries(t, r.Dir(), "a.txt", "b.txt", "d.txt")
	// Once the files are as locus left them, or as they were before, undo goes ahead.
	write(t, filepath.Join(r.Dir(), "b.txt"), "B\n")
	write(t, filepath.Join(r.Dir(), "c.txt"), "c\n")
	write(t, filepath.Join(r.Dir(), "d.txt"), "D\n")
	u := undo(t, r, 1)
	var actions []string
	for _, f := range u.Files {
		actions = append(actions, f.Path+" "+string(f.Action))
	}
	if diff := cmp.Diff([]string{"a.txt restored", "b.txt restored", "c.txt unchanged", "d.txt restored"}, actions); diff != "" {
		t.Errorf("actions (-want +got):\n%s", diff)
	}
	for name, want := range map[string]string{"a.txt": "a\n", "b.txt": "b\n", "c.txt": "c\n", "d.txt": "d\n"} {
		wantFile(t, filepath.Join(r.Dir(), name), want, 0o644)
	}
}

// TestUndoRefusesChangeBetween: a file another program changed between
// two transactions cannot be taken back past the second.
func TestUndoRefusesChangeBetween(t *testing.T) {
	r := journalRoot(t, map[string]string{"a.txt": "a\n"})
	rewrite(t, r, "t1", map[string]string{"a.txt": "a1\n"})
	write(t, filepath.Join(r.Dir(), "a.txt"), "a1 and more by hand\n")
	rewrite(t, r, "t2", map[string]string{"a.txt": "a2\n"})
	_, err := r.Undo(2, false)
	if e := wantFault(t, err, fault.FileChanged); !strings.Contains(e.Message, "a.txt was changed by another program between transactions 1 and 2") {
		t.Errorf("message: %s", e.Message)
	}
	wantFile(t, filepath.Join(r.Dir(), "a.txt"), "a2\n", 0o644)
	undo(t, r, 1)
	wantFile(t, filepath.Join(r.Dir(), "a.txt"), "a1 and more by hand\n", 0o644)
}

// TestUndoAfterRestart: the journal is on disk: another Root of the same
// folder (a new process) undoes what this one wrote.
func TestUndoAfterRestart(t *testing.T) {
	r := journalRoot(t, map[string]string{"a.txt": "a\n"})
	rewrite(t, r, "replace_structure", map[string]string{"a.txt": "b\n"})
	again, err := Open(r.Dir())
	if err != nil {
		t.Fatal(err)
	}
	undo(t, again, 1)
	wantFile(t, filepath.Join(r.Dir(), "a.txt"), "a\n", 0o644)
}

// TestUndoDryRun says what it would do and changes nothing, the journal
// included.
func TestUndoDryRun(t *testing.T) {
	r := journalRoot(t, map[string]string{"a.txt": "a\n"})
	rewrite(t, r, "t1", map[string]string{"a.txt": "b\n", "c.txt": "c\n"})
	u, err := r.Undo(1, true)
	if err != nil {
		t.Fatal(err)
	}
	got := []string{}
	for _, f := range u.Files {
		got = append(got, f.Path+" "+string(f.Action)+" "+string(f.Now)+"->"+string(f.Then))
	}
	if diff := cmp.Diff([]string{"a.txt restored b\n->a\n", "c.txt removed c\n->"}, got); diff != "" || u.ID != 0 {
		t.Errorf("dry run (-want +got):\n%s (id %d)", diff, u.ID)
	}
	wantEntries(t, r.Dir(), "a.txt", "c.txt")
	undo(t, r, 1)
	wantEntries(t, r.Dir(), "a.txt")
}

// TestUndoReadOnly: a read-only root lists the journal but undoes nothing.
func TestUndoReadOnly(t *testing.T) {
	r := journalRoot(t, map[string]string{"a.txt": "a\n"})
	rewrite(t, r, "t1", map[string]string{"a.txt": "b\n"})
	ro, err := OpenReadOnly(r.Dir())
	if err != nil {
		t.Fatal(err)
	}
	_, err = ro.Undo(1, false)
	wantFault(t, err, fault.PermissionDenied)
	if h, err := ro.History(); err != nil || len(h) != 1 {
		t.Errorf("History = %v, %v", h, err)
	}
	wantFile(t, filepath.Join(r.Dir(), "a.txt"), "b\n", 0o644)
}

// TestJournalBounds: with the default bounds, the journal keeps the last
// 50 transactions; one larger than its byte bound is kept as a description
// that undo does not go past.
func TestJournalBounds(t *testing.T) {
	r := journalRoot(t, map[string]string{"a.txt": "0\n"})
	for i := 1; i <= 55; i++ {
		rewrite(t, r, "w", map[string]string{"a.txt": strings.Repeat("x", i) + "\n"})
	}
	h, err := r.History()
	if err != nil {
		t.Fatal(err)
	}
	if len(h) != 50 || h[0].ID != 55 || h[49].ID != 6 {
		t.Errorf("the journal holds %d entries, %d to %d; want 50, 55 to 6", len(h), h[0].ID, h[len(h)-1].ID)
	}
	if _, err := r.Undo(51, false); fault.CodeOf(err) != fault.InvalidArgument || !strings.Contains(err.Error(), "only 50") {
		t.Errorf("Undo(51) = %v", err)
	}

	small := journalRoot(t, map[string]string{"a.txt": "a\n"})
	j, err := small.theJournal()
	if err != nil {
		t.Fatal(err)
	}
	small.journal = journal.Open(j.Dir(), small.dir, journal.Limits{Entries: 50, Bytes: 1000, Age: time.Hour})
	rewrite(t, small, "small", map[string]string{"a.txt": "b\n"})
	rewrite(t, small, "big", map[string]string{"a.txt": strings.Repeat("big\n", 300)})
	_, err = small.Undo(1, false)
	if e := wantFault(t, err, fault.InvalidArgument); !strings.Contains(e.Message, "transaction 2 (big of a.txt") || !strings.Contains(e.Message, "over the journal's 0 MB") {
		t.Errorf("undo of a dropped transaction: %s", e.Message)
	}
}

// TestJournalNeverFailsACommit: a journal that cannot be written (its
// folder is a file), or would be inside the workspace, or is turned off,
// leaves commits as they are; undo says why it cannot help.
func TestJournalNeverFailsACommit(t *testing.T) {
	for _, c := range []struct {
		name  string
		state func(root string) string
		want  string
	}{
		{"unwritable", func(string) string {
			f := filepath.Join(t.TempDir(), "file")
			write(t, f, "")
			return f
		}, "nothing to undo"},
		{"inside", func(root string) string { return filepath.Join(root, ".state") }, "inside the workspace"},
		{"off", func(string) string { return "off" }, "turned off"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := newRoot(t, map[string]string{"a.txt": "a\n"})
			t.Setenv(journal.EnvStateDir, c.state(r.Dir()))
			if err := r.Write(readFile(t, r, "a.txt"), []byte("b\n")); err != nil {
				t.Fatal(err)
			}
			wantFile(t, filepath.Join(r.Dir(), "a.txt"), "b\n", 0o644)
			wantEntries(t, r.Dir(), "a.txt")
			_, err := r.Undo(1, false)
			if e := wantFault(t, err, fault.InvalidArgument); !strings.Contains(e.Message, c.want) {
				t.Errorf("undo: %s; want it to say %q", e.Message, c.want)
			}
		})
	}
}

// TestJournalRolledBack: a commit that fails and restores its files
// leaves no entry; one whose rollback fails too keeps its entry,
// interrupted, and undo puts back what it left changed.
func TestJournalRolledBack(t *testing.T) {
	r := journalRoot(t, txFiles)
	restore := FailStep("rename", 2, syscall.EIO)
	err := stageABC(t, r).Commit()
	restore()
	wantFault(t, err, fault.IOError)
	wantTxFiles(t, r, nil)
	if h, _ := r.History(); len(h) != 0 {
		t.Errorf("a rolled-back commit is journalled: %v", h)
	}

	r = journalRoot(t, txFiles)
	restoreRename := FailStep("rename", 3, syscall.EIO)    // c.txt is not put in place,
	restoreCreate := FailStep("create", 4, syscall.ENOSPC) // and b.txt cannot be restored
	err = stageABC(t, r).Commit()
	restoreCreate()
	restoreRename()
	var rb *RollbackError
	if !errors.As(err, &rb) || !cmp.Equal(rb.Unrestored, []string{"b.txt"}) {
		t.Fatalf("Commit = %v, want a RollbackError leaving b.txt changed", err)
	}
	h, _ := r.History()
	if len(h) != 1 || !h[0].Interrupted {
		t.Fatalf("history = %+v, want one interrupted entry", h)
	}
	undo(t, r, 1)
	wantTxFiles(t, r, nil)
}

// TestUnchangedNotWritten: a file staged with the text it holds (BOM and
// CRLF kept by the write) is not written, and a transaction of such files
// alone is not journalled, so undo finds no step that does nothing; in a
// transaction with a changed file, the journal lists the changed one only.
// Such a file is still checked: one changed on disk is FILE_CHANGED.
func TestUnchangedNotWritten(t *testing.T) {
	r := journalRoot(t, map[string]string{"a.txt": "\ufeffone\r\n", "b.txt": "b\n"})
	a := filepath.Join(r.Dir(), "a.txt")
	before, err := os.Stat(a)
	if err != nil {
		t.Fatal(err)
	}
	tx := r.Begin()
	tx.Label("replace_structure")
	if err := tx.Write(readFile(t, r, "a.txt"), []byte("one\n")); err != nil {
		t.Fatal(err)
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	if tx.ID() != 0 {
		t.Errorf("a transaction that changes nothing was journalled as %d", tx.ID())
	}
	after, err := os.Stat(a)
	if err != nil {
		t.Fatal(err)
	}
	if !os.SameFile(before, after) {
		t.Error("a.txt was replaced by a file of the same bytes")
	}
	if h, err := r.History(); err != nil || len(h) != 0 {
		t.Errorf("History = %d entries, %v; want none", len(h), err)
	}

	id := rewrite(t, r, "edit_batch", map[string]string{"a.txt": "one\n", "b.txt": "two\n"})
	h, err := r.History()
	if err != nil || len(h) != 1 || h[0].ID != id {
		t.Fatalf("History = %v, %v; want entry %d alone", h, err, id)
	}
	var paths []string
	for _, c := range h[0].Files {
		paths = append(paths, c.Path)
	}
	if diff := cmp.Diff([]string{"b.txt"}, paths); diff != "" {
		t.Errorf("journalled files (-want +got):\n%s", diff)
	}

	f := readFile(t, r, "a.txt")
	if err := os.WriteFile(a, []byte("changed\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	wantFault(t, r.Write(f, []byte("one\n")), fault.FileChanged)
	wantFile(t, a, "changed\n", 0o644)
}
