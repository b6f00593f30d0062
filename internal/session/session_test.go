package session

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
