package journal

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// entry is a transaction of files named "f0", "f1", ... each changed from
// "old N" to "new N" (created when i is odd).
func entry(op string, files int, size int) *Entry {
	e := &Entry{Op: op}
	for i := range files {
		c := &Change{Path: fmt.Sprintf("f%d", i)}
		if i%2 == 0 {
			c.Before = Version{Exists: true, Mode: 0o644, Data: []byte(fmt.Sprintf("old %d %s", i, strings.Repeat("x", size)))}
		}
		c.After = Version{Exists: true, Mode: 0o644, Data: []byte(fmt.Sprintf("new %d %s", i, strings.Repeat("y", size)))}
		e.Files = append(e.Files, c)
	}
	return e
}

func begin(t *testing.T, j *Journal, e *Entry, done bool) int64 {
	t.Helper()
	p, err := j.Begin(e)
	if err != nil {
		t.Fatal(err)
	}
	if done {
		if err := p.Done(); err != nil {
			t.Fatal(err)
		}
	}
	return p.ID
}

func ids(t *testing.T, j *Journal) []int64 {
	t.Helper()
	es, err := j.List()
	if err != nil {
		t.Fatal(err)
	}
	out := []int64{}
	for _, e := range es {
		out = append(out, e.ID)
	}
	return out
}

// TestRoundTrip: an entry lists without its bytes and loads with them,
// equal to what was written; created files have no before.
func TestRoundTrip(t *testing.T) {
	j := Open(t.TempDir(), "/ws", Default)
	want := entry("edit_batch", 3, 1000)
	want.Files[2].MadeDirs = []string{"a", "a/b"}
	id := begin(t, j, want, true)
	if id != 1 {
		t.Fatalf("the first entry is %d, want 1", id)
	}
	es, err := j.List()
	if err != nil || len(es) != 1 {
		t.Fatalf("List = %v, %v; want one entry", es, err)
	}
	got := es[0]
	if got.Op != "edit_batch" || got.Interrupted || got.Files[0].Before.Data != nil || time.Since(got.Time) > time.Minute {
		t.Fatalf("listed %+v", got)
	}
	if err := j.Load(got); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want.Files, got.Files); diff != "" {
		t.Errorf("loaded files differ (-want +got):\n%s", diff)
	}
	if !got.Files[0].After.Same(want.Files[0].After) || got.Files[1].Before.Same(want.Files[0].Before) {
		t.Error("Same is wrong")
	}
}

// TestInterruptedAndUndone: an entry not Done is interrupted; an undo
// entry marks what it undid, unless it was interrupted itself.
func TestInterruptedAndUndone(t *testing.T) {
	j := Open(t.TempDir(), "/ws", Default)
	begin(t, j, entry("a", 1, 0), true)                        // 1
	begin(t, j, entry("b", 1, 0), true)                        // 2
	begin(t, j, &Entry{Op: "undo", Undoes: []int64{2}}, true)  // 3
	begin(t, j, &Entry{Op: "undo", Undoes: []int64{1}}, false) // 4: killed
	begin(t, j, entry("c", 1, 0), false)                       // 5: killed
	p, err := j.Begin(entry("d", 1, 0))                        // 6: rolled back
	if err != nil {
		t.Fatal(err)
	}
	p.Abort()
	es, _ := j.List()
	type row struct {
		ID          int64
		Interrupted bool
		UndoneBy    int64
	}
	var got []row
	for _, e := range es {
		got = append(got, row{e.ID, e.Interrupted, e.UndoneBy})
	}
	want := []row{{5, true, 0}, {4, true, 0}, {3, false, 0}, {2, false, 3}, {1, false, 0}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("List (-want +got):\n%s", diff)
	}
	if id := begin(t, j, entry("e", 1, 0), true); id != 6 {
		t.Errorf("the entry after an aborted one is %d, want 6 (the number is free again)", id)
	}
}

// TestDamagedEntries: an entry cut short, or changed, is left out of the
// list or refused by Load; the entries around it are kept.
func TestDamagedEntries(t *testing.T) {
	dir := t.TempDir()
	j := Open(dir, "/ws", Default)
	begin(t, j, entry("a", 2, 100), true)
	begin(t, j, entry("b", 2, 100), true)
	begin(t, j, entry("c", 2, 100), true)
	name := filepath.Join(dir, entryName(2, extDone))
	b, _ := os.ReadFile(name)
	os.WriteFile(name, b[:len(b)-10], 0o600) // cut short, as by a crash while written
	if diff := cmp.Diff([]int64{3, 1}, ids(t, j)); diff != "" {
		t.Errorf("a cut entry is listed (-want +got):\n%s", diff)
	}
	name = filepath.Join(dir, entryName(3, extDone))
	b, _ = os.ReadFile(name)
	b[len(b)-1] ^= 1
	os.WriteFile(name, b, 0o600)
	es, _ := j.List()
	if err := j.Load(es[0]); err == nil || !strings.Contains(err.Error(), "damaged") {
		t.Errorf("Load of a changed entry = %v, want damaged", err)
	}
	os.WriteFile(filepath.Join(dir, "0000000000000009.txn"), []byte("not an entry"), 0o600)
	if err := j.Load(es[1]); err != nil {
		t.Errorf("Load of a sound entry: %v", err)
	}
	if got := ids(t, j); len(got) != 2 {
		t.Errorf("List = %v, want the two readable entries", got)
	}
}

// TestBounds: the oldest entries go past the count, the bytes and the
// age; an entry larger than the whole budget is kept without its bytes.
func TestBounds(t *testing.T) {
	t.Run("count", func(t *testing.T) {
		j := Open(t.TempDir(), "/ws", Limits{Entries: 3, Bytes: 1 << 20, Age: time.Hour})
		for range 7 {
			begin(t, j, entry("w", 1, 10), true)
		}
		if diff := cmp.Diff([]int64{7, 6, 5}, ids(t, j)); diff != "" {
			t.Errorf("kept (-want +got):\n%s", diff)
		}
	})
	t.Run("bytes", func(t *testing.T) {
		j := Open(t.TempDir(), "/ws", Limits{Entries: 50, Bytes: 10_000, Age: time.Hour})
		for range 5 {
			begin(t, j, entry("w", 2, 1500), true) // about 4.5 kB each
		}
		if diff := cmp.Diff([]int64{5, 4}, ids(t, j)); diff != "" {
			t.Errorf("kept (-want +got):\n%s", diff)
		}
		total := int64(0)
		fs, _ := os.ReadDir(j.Dir())
		for _, f := range fs {
			if fi, _ := f.Info(); strings.HasSuffix(f.Name(), extDone) {
				total += fi.Size()
			}
		}
		if total > 10_000 {
			t.Errorf("the entries hold %d bytes, over the bound", total)
		}
	})
	t.Run("age", func(t *testing.T) {
		j := Open(t.TempDir(), "/ws", Limits{Entries: 50, Bytes: 1 << 20, Age: time.Hour})
		for range 3 {
			begin(t, j, entry("w", 1, 10), true)
		}
		old := time.Now().Add(-2 * time.Hour)
		for _, id := range []int64{1, 2} {
			os.Chtimes(filepath.Join(j.Dir(), entryName(id, extDone)), old, old)
		}
		begin(t, j, entry("w", 1, 10), true)
		if diff := cmp.Diff([]int64{4, 3}, ids(t, j)); diff != "" {
			t.Errorf("kept (-want +got):\n%s", diff)
		}
	})
	t.Run("too-large", func(t *testing.T) {
		j := Open(t.TempDir(), "/ws", Limits{Entries: 50, Bytes: 1000, Age: time.Hour})
		begin(t, j, entry("small", 1, 10), true)
		begin(t, j, entry("big", 2, 800), true)
		es, _ := j.List()
		if len(es) != 2 || es[0].Dropped == "" || es[1].Dropped != "" {
			t.Fatalf("List = %+v, want the big entry dropped and the small one kept", es)
		}
		if err := j.Load(es[0]); err == nil || !strings.Contains(err.Error(), "not kept") {
			t.Errorf("Load of a dropped entry = %v", err)
		}
		if fi, _ := os.Stat(es[0].file); fi.Size() > 1000 {
			t.Errorf("the dropped entry's file holds %d bytes", fi.Size())
		}
	})
}

// TestFolder: the journal's folder follows $LOCUS_STATE_DIR, then
// $XDG_STATE_HOME, one folder per root; "off" turns it off.
func TestFolder(t *testing.T) {
	t.Setenv(EnvStateDir, "/state")
	a, _ := Folder("/ws/a")
	b, _ := Folder("/ws/b")
	if filepath.Dir(a) != "/state/journal" || a == b || len(filepath.Base(a)) != 16 {
		t.Errorf("Folder = %s and %s", a, b)
	}
	t.Setenv(EnvStateDir, "")
	t.Setenv("XDG_STATE_HOME", "/xdg")
	if a, _ := Folder("/ws/a"); !strings.HasPrefix(a, "/xdg/locus/journal/") {
		t.Errorf("with XDG_STATE_HOME, Folder = %s", a)
	}
	t.Setenv(EnvStateDir, "off")
	if _, err := Folder("/ws/a"); err != ErrOff {
		t.Errorf("with LOCUS_STATE_DIR=off, Folder gives %v", err)
	}
}

// TestSweepRoots: the journals of workspaces untouched past the age bound
// are removed, the others kept.
func TestSweepRoots(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"0123456789abcdef", "fedcba9876543210", "not-a-journal"} {
		os.MkdirAll(filepath.Join(dir, name), 0o700)
	}
	old := time.Now().Add(-48 * time.Hour)
	os.Chtimes(filepath.Join(dir, "0123456789abcdef"), old, old)
	os.Chtimes(filepath.Join(dir, "not-a-journal"), old, old)
	sweepRoots(dir, 24*time.Hour)
	var left []string
	des, _ := os.ReadDir(dir)
	for _, de := range des {
		left = append(left, de.Name())
	}
	if diff := cmp.Diff([]string{"fedcba9876543210", "not-a-journal"}, left); diff != "" {
		t.Errorf("left (-want +got):\n%s", diff)
	}
}

// BenchmarkBegin writes the entry of a one-file edit of a 150 kB file.
func BenchmarkBegin(b *testing.B) {
	j := Open(b.TempDir(), "/ws", Default)
	e := entry("replace_structure", 1, 150<<10)
	for b.Loop() {
		p, err := j.Begin(e)
		if err != nil {
			b.Fatal(err)
		}
		p.Done()
	}
}
