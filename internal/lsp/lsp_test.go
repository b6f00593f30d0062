package lsp

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/textpos"
	"github.com/locus-dev/locus/internal/workspace"
)

// fakeWorkspace makes a workspace whose .txt files are served by the test
// binary playing a server (see TestMain), with files written into it.
func fakeWorkspace(t *testing.T, mode, encoding string, files map[string]string) (*Workspace, string) {
	t.Helper()
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	cfg := map[string]any{"servers": map[string]any{"fake": map[string]any{
		"command": []string{os.Args[0]}, "languages": map[string]string{".txt": "plaintext"}, "install": "build the fake server",
		"save_check": map[bool]string{true: "check"}[mode == "check" || mode == "nocheck"],
	}}}
	files[ConfigFile] = mustJSON(t, cfg)
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	log := filepath.Join(t.TempDir(), "fake.log")
	t.Setenv("LOCUS_FAKE_LSP", mode)
	t.Setenv("LOCUS_FAKE_ENCODING", encoding)
	t.Setenv("LOCUS_FAKE_LOG", log)
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Trust(root, false); err != nil {
		t.Fatal(err)
	}
	w := NewManager(root.Dir(), testLanguages).Workspace(root)
	t.Cleanup(w.m.Close)
	return w, log
}

func mustJSON(t *testing.T, v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func pos(t *testing.T, line, col int) textpos.Position {
	p, err := textpos.NewPosition(line, col)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestEncodings sends a position after characters of 1 to 4 UTF-8 bytes
// and 1 or 2 UTF-16 units under each encoding a server may pick, and
// checks what the server received and what came back.
func TestEncodings(t *testing.T) {
	const text = "first line\nhé 😀 wörld\n"
	col := 6 // the w of wörld: h é space 😀 space
	for enc, want := range map[string]string{"": `"character":6`, "utf-16": `"character":6`, "utf-8": `"character":9`, "utf-32": `"character":5`} {
		t.Run("encoding="+enc, func(t *testing.T) {
			w, log := fakeWorkspace(t, "echo", enc, map[string]string{"a.txt": text})
			locs, err := w.Definition(context.Background(), "a.txt", pos(t, 2, col), "")
			if err != nil {
				t.Fatal(err)
			}
			if len(locs) != 1 || locs[0].Start().Line().Int() != 2 || locs[0].Start().Column().Int() != col || locs[0].Path != "a.txt" || locs[0].Code != "hé 😀 wörld" {
				t.Fatalf("got %+v, want a.txt:2:%d", locs, col)
			}
			if b, _ := os.ReadFile(log); !strings.Contains(string(b), want) {
				t.Errorf("the server was asked %s, want %s", b, want)
			}
			got := w.m.Running()[0].enc.String()
			if enc != "" && got != enc || enc == "" && got != "utf-16" {
				t.Errorf("negotiated %s, the server picked %q", got, enc)
			}
		})
	}
}

// TestTimeoutCancels: a server that does not answer gets $/cancelRequest
// and the caller LSP_ERROR, in the time given.
func TestTimeoutCancels(t *testing.T) {
	w, log := fakeWorkspace(t, "hang", "", map[string]string{"a.txt": "x\n"})
	w.m.Timeout = 300 * time.Millisecond
	start := time.Now()
	_, err := w.Definition(context.Background(), "a.txt", pos(t, 1, 1), "")
	if fault.CodeOf(err) != fault.LSPError || !strings.Contains(err.Error(), "did not answer textDocument/definition within 300ms") {
		t.Fatalf("got %v, want LSP_ERROR saying it timed out", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the call took %v", d)
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		b, _ := os.ReadFile(log)
		if strings.Contains(string(b), "cancel") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no $/cancelRequest reached the server; its log:\n%s", b)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestRestart: a server killed between calls is started again by the next
// call, which succeeds; one that dies on every request ends in LSP_ERROR.
func TestRestart(t *testing.T) {
	w, _ := fakeWorkspace(t, "echo", "", map[string]string{"a.txt": "x\n"})
	ctx := context.Background()
	if _, err := w.Definition(ctx, "a.txt", pos(t, 1, 1), ""); err != nil {
		t.Fatal(err)
	}
	first := w.m.Running()[0]
	if err := first.cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	<-first.exited
	if _, err := w.Definition(ctx, "a.txt", pos(t, 1, 1), ""); err != nil {
		t.Fatalf("after the kill: %v", err)
	}
	if again := w.m.Running(); len(again) != 1 || again[0].Pid() == first.Pid() {
		t.Fatalf("the server was not started again: %v", again)
	}

	w, _ = fakeWorkspace(t, "exit", "", map[string]string{"a.txt": "x\n"})
	_, err := w.Definition(ctx, "a.txt", pos(t, 1, 1), "")
	if fault.CodeOf(err) != fault.LSPError || !strings.Contains(err.Error(), "restarted once and exited again") {
		t.Fatalf("got %v, want LSP_ERROR after one restart", err)
	}
}

// TestUnavailable: a server that is not installed, and a file no server
// serves, answer LSP_UNAVAILABLE saying what to do.
func TestUnavailable(t *testing.T) {
	dir := t.TempDir()
	cfg := `{"servers": {"gopls": {"command": ["locus-test-no-such-gopls"]}}}`
	for name, text := range map[string]string{"a.go": "package a\n", "a.xyz": "x\n", ConfigFile: cfg} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
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
	_, err = w.Hover(context.Background(), "a.go", pos(t, 1, 9))
	if fault.CodeOf(err) != fault.LSPUnavailable || !strings.Contains(err.Error(), "install it with: locus install-servers gopls (or: go install golang.org/x/tools/gopls@v0.23.0)") {
		t.Errorf("missing server: got %v, want LSP_UNAVAILABLE with the install command", err)
	}
	_, err = w.Hover(context.Background(), "a.xyz", pos(t, 1, 1))
	if fault.CodeOf(err) != fault.LSPUnavailable || !strings.Contains(err.Error(), ConfigFile) {
		t.Errorf("unknown language: got %v, want LSP_UNAVAILABLE naming %s", err, ConfigFile)
	}
}

// testLanguages stands in for the syntax layer's languages (the session
// hands a Manager syntax.LanguageIDs), as its rules files give them.
func testLanguages(name string) map[string]string {
	return map[string]map[string]string{
		"go":         {".go": "go"},
		"python":     {".py": "python", ".pyi": "python", ".pyw": "python"},
		"typescript": {".ts": "typescript", ".mts": "typescript", ".cts": "typescript"},
		"tsx":        {".tsx": "typescriptreact"},
		"javascript": {".js": "javascript", ".mjs": "javascript", ".cjs": "javascript", ".jsx": "javascriptreact"},
		"c":          {".c": "c", ".h": "c"},
		"cpp":        {".cc": "cpp", ".cpp": "cpp", ".cxx": "cpp", ".hpp": "cpp", ".hh": "cpp", ".hxx": "cpp"},
		"rust":       {".rs": "rust"},
	}[name]
}

// TestSpecs: a config entry replaces a built-in server or adds one; a bad
// config is an error that says what is wrong.
func TestSpecs(t *testing.T) {
	dir := t.TempDir()
	write := func(cfg string) {
		if err := os.MkdirAll(filepath.Join(dir, ".locus"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, ConfigFile), []byte(cfg), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(`{"servers": {"pyright": {"command": ["pylsp"]}, "solargraph": {"command": ["solargraph", "stdio"], "languages": {".rb": "ruby"}}}}`)
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	specs, err := Specs(root, testLanguages)
	if err != nil {
		t.Fatal(err)
	}
	if s, id, _ := ForFile(specs, "x/y.py"); s.Command[0] != "pylsp" || id != "python" || s.Install == "" {
		t.Errorf("pyright replaced: got %+v %q", s, id)
	}
	if s, id, _ := ForFile(specs, "lib/a.RB"); s == nil || s.Name != "solargraph" || id != "ruby" {
		t.Errorf("solargraph added: got %+v %q", s, id)
	}
	for _, bad := range []string{`{"servers": {"x": {"command": []}}}`, `{"servers": {"x": {"command": ["x"]}}}`, `{"servers": {"x": {"cmd": ["x"]}}}`, `{`} {
		write(bad)
		if _, err := Specs(root, testLanguages); err == nil || !strings.Contains(err.Error(), ConfigFile) {
			t.Errorf("%s: got %v, want an error naming %s", bad, err, ConfigFile)
		}
	}
}

// TestSpecsFollowConfig: the servers are read again when the config file
// changes, and not otherwise.
func TestSpecsFollowConfig(t *testing.T) {
	dir := t.TempDir()
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	w := NewManager(root.Dir(), testLanguages).Workspace(root)
	t.Cleanup(w.m.Close)
	if _, _, err := w.specFor("a.zed"); fault.CodeOf(err) != fault.LSPUnavailable {
		t.Fatalf("before the config: %v", err)
	}
	if err := os.MkdirAll(filepath.Join(dir, ".locus"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, ConfigFile), []byte(`{"servers": {"zed": {"command": ["zed-ls"], "languages": {".zed": "zed"}}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if spec, _, err := w.specFor("a.zed"); err != nil || spec.Name != "zed" {
		t.Fatalf("after the config: %v %v", spec, err)
	}
}

// TestDiagnosticsWaitForCheck asks for a file's diagnostics right after it
// changed, from a server that publishes its own empty list at once and
// its check's error only when the check it begins 600 ms later ends (as
// rust-analyzer): the answer is the check's. A server configured so whose
// check never comes is waited for once, up to checkStart, and then no more.
func TestDiagnosticsWaitForCheck(t *testing.T) {
	ctx := context.Background()
	for _, mode := range []string{"check", "nocheck"} {
		t.Run(mode, func(t *testing.T) {
			w, _ := fakeWorkspace(t, mode, "", map[string]string{"a.txt": "one\n"})
			if _, _, err := w.Diagnostics(ctx, "a.txt"); err != nil {
				t.Fatal(err)
			}
			for _, text := range []string{"two\n", "three\n"} {
				if err := os.WriteFile(filepath.Join(w.root.Dir(), "a.txt"), []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
				diags, stale, err := w.Diagnostics(ctx, "a.txt")
				if err != nil {
					t.Fatal(err)
				}
				var got []string
				for _, d := range diags {
					got = append(got, d.Message)
				}
				want := []string{"checked: " + strings.TrimSpace(text)}
				if mode == "nocheck" {
					want = nil
				}
				if !slices.Equal(got, want) || len(stale) > 0 {
					t.Errorf("after writing %q: diagnostics %q (stale %v), want %q", text, got, stale, want)
				}
			}
			checks := false
			for _, s := range w.m.Running() {
				s.mu.Lock()
				checks = s.checksOnSave
				s.mu.Unlock()
			}
			if checks != (mode == "check") {
				t.Errorf("the server counts as checking on save: %v", checks)
			}
		})
	}
}
