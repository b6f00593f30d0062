package index

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

func defLines(t *testing.T, x *Index, name string) []string {
	t.Helper()
	defs, err := x.Definitions(context.Background(), name)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, d := range defs {
		out = append(out, d.Path+":"+itoa(d.Selection.Line().Int()))
	}
	return out
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestFreshness asks questions between changes to the files: each answer
// describes the files as they are when it is asked, whether the index
// walks or watches.
func TestFreshness(t *testing.T) {
	t.Run("walk", func(t *testing.T) { testFreshness(t, Options{}) })
	t.Run("watch", func(t *testing.T) { testFreshness(t, Options{Watch: true}) })
}

func testFreshness(t *testing.T, opt Options) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"a.go": "package a\n\nfunc Alpha() {}\n",
		"b.go": "package a\n\nfunc Beta() {}\n",
	})
	x := openIndex(t, dir, opt)
	if got := defLines(t, x, "Alpha"); len(got) != 1 || got[0] != "a.go:3" {
		t.Fatalf("Alpha: %q", got)
	}

	// changed: answered from the new text, at once
	writeFiles(t, dir, map[string]string{"a.go": "package a\n\n// moved down\n\nfunc Alpha() {}\n"})
	if got := defLines(t, x, "Alpha"); len(got) != 1 || got[0] != "a.go:5" {
		t.Errorf("Alpha after the change: %q, want a.go:5", got)
	}

	// changed with the same size and the same modification time: the
	// stat cannot tell, the racy-time rule reads it again
	a := filepath.Join(dir, "a.go")
	fi, _ := os.Stat(a)
	writeFiles(t, dir, map[string]string{"a.go": "package a\n\n// moved down\n\nfunc Gamma() {}\n"})
	if err := os.Chtimes(a, fi.ModTime(), fi.ModTime()); err != nil {
		t.Fatal(err)
	}
	if got := defLines(t, x, "Gamma"); len(got) != 1 {
		t.Errorf("Gamma after a change the stat does not show: %q", got)
	}
	if got := defLines(t, x, "Alpha"); len(got) != 0 {
		t.Errorf("Alpha is gone but found: %q", got)
	}

	// touched, same content: read again, not parsed again (both files
	// are first made old, so that the racy-time rule does not read them)
	old := time.Now().Add(-time.Hour)
	for _, p := range []string{a, filepath.Join(dir, "b.go")} {
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
	refresh(t, x)
	older := old.Add(-time.Hour)
	if err := os.Chtimes(a, older, older); err != nil {
		t.Fatal(err)
	}
	if rs := refresh(t, x); rs.Touched != 1 || rs.Indexed != 0 {
		t.Errorf("touched file: %+v, want 1 touched, 0 indexed", rs)
	}
	if rs := refresh(t, x); rs.Touched != 0 || rs.Indexed != 0 {
		t.Errorf("nothing changed: %+v", rs)
	}

	// renamed: the old path dropped, the new one indexed
	if err := os.Rename(filepath.Join(dir, "b.go"), filepath.Join(dir, "c.go")); err != nil {
		t.Fatal(err)
	}
	if got := defLines(t, x, "Beta"); len(got) != 1 || got[0] != "c.go:3" {
		t.Errorf("Beta after the rename: %q, want c.go:3", got)
	}

	// deleted: dropped
	if err := os.Remove(filepath.Join(dir, "c.go")); err != nil {
		t.Fatal(err)
	}
	if got := defLines(t, x, "Beta"); len(got) != 0 {
		t.Errorf("Beta after the deletion: %q", got)
	}
	syms, err := x.Symbols(context.Background(), SymbolQuery{Query: "Beta"})
	if err != nil || len(syms) != 0 {
		t.Errorf("Symbols(Beta) after the deletion: %v %v", syms, err)
	}

	// a new file, seen by Symbols (whose table lives in memory)
	writeFiles(t, dir, map[string]string{"d/d.go": "package d\n\nfunc Delta() {}\n"})
	syms, err = x.Symbols(context.Background(), SymbolQuery{Query: "Delta"})
	if err != nil || len(syms) != 1 || syms[0].Path != "d/d.go" {
		t.Errorf("Symbols(Delta) after the creation: %v %v", syms, err)
	}
}

// TestUpdate re-indexes named files without a walk, as locus's own writes
// do, and drops those that are gone.
func TestUpdate(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"a.go": "package a\n\nfunc Alpha() {}\n", "b.go": "package a\n\nfunc Beta() {}\n"})
	x := openIndex(t, dir, Options{Window: time.Hour})
	refresh(t, x)
	writeFiles(t, dir, map[string]string{"a.go": "package a\n\nfunc Alpha2() {}\n"})
	os.Remove(filepath.Join(dir, "b.go"))
	ctx := context.Background()
	if err := x.Update(ctx, "a.go", filepath.Join(dir, "b.go")); err != nil {
		t.Fatal(err)
	}
	// the window spares the walk: what the index says now comes from Update
	if got := defLines(t, x, "Alpha2"); len(got) != 1 {
		t.Errorf("Alpha2 after Update: %q", got)
	}
	if got := defLines(t, x, "Beta"); len(got) != 0 {
		t.Errorf("Beta after Update of its deleted file: %q", got)
	}
}

// TestVanished: files deleted or renamed between the walk and the read are
// skipped, not errors.
func TestVanished(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"a.go": "package a\n\nfunc Alpha() {}\n"})
	x := openIndex(t, dir, Options{})
	ctx := context.Background()
	x.mu.Lock()
	rs, err := x.index(ctx, []job{{path: "a.go"}, {path: "gone.go"}, {path: "also/gone.py"}}, nil, RefreshStats{}, false)
	x.mu.Unlock()
	if err != nil {
		t.Fatal(err)
	}
	if rs.Indexed != 1 || rs.Removed != 2 {
		t.Errorf("%+v, want 1 indexed and the 2 vanished files counted as removed", rs)
	}
	if got := defLines(t, x, "Alpha"); len(got) != 1 {
		t.Errorf("Alpha: %q", got)
	}
}
