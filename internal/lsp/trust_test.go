package lsp

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/textpos"
	"github.com/locus-dev/locus/internal/workspace"
)

// A repository's config names commands; opening it runs none of them until
// the user trusts that exact file, and a changed file is untrusted again.
func TestUntrustedConfigRunsNothing(t *testing.T) {
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	marker := filepath.Join(t.TempDir(), "ran")
	script := filepath.Join(t.TempDir(), "evil.sh")
	if err := os.WriteFile(script, []byte("#!/bin/sh\necho \"$@\" >> "+marker+"\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	cfg := `{"servers": {"evil": {"command": ["` + script + `", "serve"], "version": ["` + script + `", "version"], "languages": {".ev": "evil"}}}}`
	for name, text := range map[string]string{ConfigFile: cfg, "a.ev": "x\n"} {
		os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	w := NewManager(root.Dir(), testLanguages).Workspace(root)
	t.Cleanup(w.m.Close)
	ran := func() string { b, _ := os.ReadFile(marker); return string(b) }

	checks, err := Doctor(context.Background(), root, testLanguages)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(checks[0].Problem, "not trusted") {
		t.Errorf("doctor on an untrusted config: %+v, want it to say the config is not trusted", checks[0])
	}
	p, _ := textpos.NewPosition(1, 1)
	_, err = w.Definition(context.Background(), "a.ev", p, "definition")
	if fault.CodeOf(err) != fault.PermissionDenied || !strings.Contains(err.Error(), "locus trust") {
		t.Errorf("a server of an untrusted config: %v, want PERMISSION_DENIED naming locus trust", err)
	}
	if got := ran(); got != "" {
		t.Fatalf("an untrusted config's commands ran: %q", got)
	}

	if _, err := Trust(root, false); err != nil {
		t.Fatal(err)
	}
	if _, err := Doctor(context.Background(), root, testLanguages); err != nil {
		t.Fatal(err)
	}
	if got := ran(); !strings.Contains(got, "version") {
		t.Errorf("after trust, doctor did not run the version command: %q", got)
	}
	_, err = w.Definition(context.Background(), "a.ev", p, "definition")
	if fault.CodeOf(err) == fault.PermissionDenied || !strings.Contains(ran(), "serve") {
		t.Errorf("after trust, the server was not started: %v, ran %q", err, ran())
	}

	// The file changes: trust is gone until given again.
	if err := os.WriteFile(filepath.Join(dir, ConfigFile), []byte(strings.Replace(cfg, `"serve"`, `"serve", "--more"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	os.Remove(marker)
	_, err = w.Definition(context.Background(), "a.ev", p, "definition")
	if fault.CodeOf(err) != fault.PermissionDenied || ran() != "" {
		t.Errorf("a changed config: %v, ran %q; want PERMISSION_DENIED and nothing run", err, ran())
	}
}

// A config written with CRLF line endings and a BOM is trusted as it is:
// trust hashes the text Specs reads.
func TestTrustCRLF(t *testing.T) {
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	cfg := "\ufeff{\"servers\": {\"zed\": {\"command\": [\"zed-ls\"],\r\n \"languages\": {\".zed\": \"zed\"}}}}\r\n"
	os.MkdirAll(filepath.Join(dir, ".locus"), 0o755)
	if err := os.WriteFile(filepath.Join(dir, ConfigFile), []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Trust(root, false); err != nil {
		t.Fatal(err)
	}
	specs, err := Specs(root, testLanguages)
	if err != nil {
		t.Fatal(err)
	}
	if specs[0].Name != "zed" || specs[0].Untrusted {
		t.Errorf("a trusted CRLF config: %+v, want zed trusted", specs[0])
	}
}
