package session

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/locus-dev/locus/internal/workspace"
)

// The first question indexes the workspace with progress and says how long
// it took; the next ones say nothing. A commit of locus's reaches the index.
func TestReady(t *testing.T) {
	noteAfter = 0
	t.Cleanup(func() { noteAfter = 1e9 })
	dir := t.TempDir()
	for _, name := range []string{"a.go", "b.go"} {
		os.WriteFile(filepath.Join(dir, name), []byte("package p\n\nfunc "+strings.TrimSuffix(name, ".go")+"() {}\n"), 0o644)
	}
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	s := For(root, Options{DB: filepath.Join(t.TempDir(), "index.db")})
	t.Cleanup(CloseAll)
	if For(root, Options{}) != s {
		t.Errorf("a second session for one root")
	}
	var last [2]int
	_, note, err := s.Ready(context.Background(), func(done, total int) { last = [2]int{done, total} })
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(note, "(indexed 2 files in ") || last != [2]int{2, 2} {
		t.Errorf("first question: note %q, last progress %v", note, last)
	}
	idx, note, err := s.Ready(context.Background(), nil)
	if err != nil || note != "" {
		t.Errorf("second question: note %q, %v", note, err)
	}
	f, err := root.ReadFile("a.go")
	if err != nil {
		t.Fatal(err)
	}
	if err := root.Write(f, []byte("package p\n\nfunc renamed() {}\n")); err != nil {
		t.Fatal(err)
	}
	defs, err := idx.Definitions(context.Background(), "renamed")
	if err != nil || len(defs) != 1 {
		t.Errorf("after a write, Definitions(renamed) = %v, %v", defs, err)
	}
}

// TestCommitsReachTheSession: a write through another Root of the
// session's directory (another MCP session's, the command line's) is handed
// to the session's index as it commits, with no question asked; the
// session's trees are the ones every Root of it builds through.
func TestCommitsReachTheSession(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.go"), []byte("package p\n\nfunc a() {}\n"), 0o644)
	first, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	s := For(first, Options{DB: filepath.Join(t.TempDir(), "index.db")})
	t.Cleanup(s.Close)
	idx, _, err := s.Ready(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	before, err := idx.Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	second, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if For(second, Options{}) != s {
		t.Fatal("a second Root of the directory got a session of its own")
	}
	if err := second.Create("b.go", []byte("package p\n\nfunc b() {}\n\nfunc c() {}\n")); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		st, err := idx.Stats(context.Background()) // counts; never refreshes
		if err != nil {
			t.Fatal(err)
		}
		if st.Files == before.Files+1 && st.Symbols == before.Symbols+2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the commit did not reach the index: %d files, %d symbols (were %d, %d)", st.Files, st.Symbols, before.Files, before.Symbols)
		}
		time.Sleep(20 * time.Millisecond)
	}

	text := []byte("package p\n\nfunc a() {}\n")
	one, err := For(first, Options{}).Trees().Build(context.Background(), "a.go", text)
	if err != nil {
		t.Fatal(err)
	}
	two, err := For(second, Options{}).Trees().Build(context.Background(), "a.go", text)
	if err != nil || two != one {
		t.Errorf("the session's trees built a.go twice (%v)", err)
	}
}
