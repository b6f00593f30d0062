package lsp

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestPollSkipsCaches: the poll that tells servers of files changed on
// disk leaves out hidden folders, node_modules and build caches marked by a
// CACHEDIR.TAG (cargo's target/), whose changes made rust-analyzer reload
// the workspace after each check it ran, and so run the check again.
func TestPollSkipsCaches(t *testing.T) {
	dir := t.TempDir()
	for _, p := range []string{"Cargo.toml", "src/main.rs", "target/CACHEDIR.TAG", "target/debug/dep-graph.bin",
		".git/index", "node_modules/x/index.js", "build/out.rs"} {
		abs := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(abs), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(abs, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var got []string
	for p := range snapshot(dir) {
		rel, _ := filepath.Rel(dir, p)
		got = append(got, filepath.ToSlash(rel))
	}
	slices.Sort(got)
	if want := []string{"Cargo.toml", "build/out.rs", "src/main.rs"}; !slices.Equal(got, want) {
		t.Errorf("polled %q, want %q", got, want)
	}
}
