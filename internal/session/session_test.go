package session

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/locus-dev/locus/internal/lsp"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/workspace"
)

// TestServersLanguages: every language a built-in server serves is one the
// syntax layer knows, with an LSP language id for each of its extensions,
// which is what the session hands its Manager.
func TestServersLanguages(t *testing.T) {
	root, err := workspace.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	specs, err := lsp.Specs(root, syntax.LanguageIDs)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range specs {
		for _, name := range s.Serves {
			if len(syntax.LanguageIDs(name)) == 0 {
				t.Errorf("%s serves %q, which has no languageId in the syntax layer's rules", s.Name, name)
			}
		}
	}
	for path, want := range map[string]string{"a.go": "gopls", "b.pyi": "pyright", "c.jsx": "typescript-language-server", "d.h": "clangd", "e.hpp": "clangd", "f.rs": "rust-analyzer"} {
		if s, _, ok := lsp.ForFile(specs, path); !ok || s.Name != want {
			t.Errorf("%s: served by %v, want %s", path, s, want)
		}
	}
	if _, id, _ := lsp.ForFile(specs, "c.jsx"); id != "javascriptreact" {
		t.Errorf("c.jsx: language id %q, want javascriptreact", id)
	}
}

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
