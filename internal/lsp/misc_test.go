package lsp

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/locus-dev/locus/internal/fault"
)

// TestPick names an action by index, exact title or the one title that
// contains the choice, and refuses the rest with a way out.
func TestPick(t *testing.T) {
	actions := []Action{{Title: "Organize imports"}, {Title: "Extract function"}, {Title: "Extract variable"}, {Title: "Extract"}}
	for choice, want := range map[string]string{"2": "Extract function", " 1 ": "Organize imports", "Extract": "Extract", "organize": "Organize imports", "VARIABLE": "Extract variable"} {
		a, err := Pick(actions, choice)
		if err != nil || a.Title != want {
			t.Errorf("Pick %q: %v, %v; want %q", choice, a, err, want)
		}
	}
	for choice, says := range map[string]string{"0": "from 1 to 4", "5": "from 1 to 4", "inline": "no code action here", "extract ": "3 code actions contain"} {
		_, err := Pick(actions, choice)
		if fault.CodeOf(err) != fault.InvalidArgument || !strings.Contains(err.Error(), says) {
			t.Errorf("Pick %q: %v, want INVALID_ARGUMENT saying %q", choice, err, says)
		}
	}
}

// TestDiagnosticFields converts the severities, codes and messages of LSP
// diagnostics.
func TestDiagnosticFields(t *testing.T) {
	for s, want := range map[protocol.DiagnosticSeverity]string{protocol.DiagnosticSeverityError: "error", protocol.DiagnosticSeverityWarning: "warning",
		protocol.DiagnosticSeverityInformation: "info", protocol.DiagnosticSeverityHint: "hint", 0: "error"} {
		if got := severity(s); got != want {
			t.Errorf("severity %d: %s, want %s", s, got, want)
		}
	}
	if code(protocol.String("E1")) != "E1" || code(protocol.Integer(42)) != "42" || code(nil) != "" {
		t.Errorf("codes E1, 42, none read as %q, %q, %q", code(protocol.String("E1")), code(protocol.Integer(42)), code(nil))
	}
	if tooltip(protocol.String("plain")) != "plain" || tooltip(&protocol.MarkupContent{Value: "*md*"}) != "*md*" || tooltip(nil) != "" {
		t.Errorf("messages plain, markup, none read as %q, %q, %q", tooltip(protocol.String("plain")), tooltip(&protocol.MarkupContent{Value: "*md*"}), tooltip(nil))
	}
}

// TestBusyError says what the server was busy with, and keeps the cause.
func TestBusyError(t *testing.T) {
	s := &Server{progress: map[string]*work{"a": {title: "indexing", message: " 3/10\n files "}, "b": {title: "check"}},
		status: &serverStatus{Quiescent: false, Message: "fetching"}}
	err := &busyError{doing: s.doing(), err: context.DeadlineExceeded}
	if want := "busy with check, indexing (3/10 files), loading the workspace (fetching): context deadline exceeded"; err.Error() != want {
		t.Errorf("got %q, want %q", err.Error(), want)
	}
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Error("the cause is lost")
	}
	if got := (&Server{}).doing(); got != "nothing it reported" {
		t.Errorf("an idle server is busy with %q", got)
	}
}

// TestClient answers what a server asks of locus: its workspace folder,
// and nothing to show or log.
func TestClient(t *testing.T) {
	dir := t.TempDir()
	c := &client{s: &Server{dir: dir}}
	ctx := context.Background()
	folders, err := c.WorkspaceFolders(ctx)
	if err != nil || len(folders) != 1 || folders[0].URI.FsPath() != dir || folders[0].Name != filepath.Base(dir) {
		t.Errorf("workspace folders %v, %v; want %s", folders, err, dir)
	}
	if item, err := c.ShowMessageRequest(ctx, &protocol.ShowMessageRequestParams{Message: "pick"}); item != nil || err != nil {
		t.Errorf("a message request was answered %v, %v; want no choice", item, err)
	}
	for name, call := range map[string]func() error{
		"unregister": func() error { return c.UnregisterCapability(ctx, &protocol.UnregistrationParams{}) },
		"show":       func() error { return c.ShowMessage(ctx, &protocol.ShowMessageParams{}) },
		"trace":      func() error { return c.LogTrace(ctx, &protocol.LogTraceParams{}) },
		"telemetry":  func() error { return c.Telemetry(ctx, nil) },
		"refresh":    func() error { return c.WorkspaceDiagnosticRefresh(ctx) },
		"diagnostic": func() error { return c.DiagnosticRefresh(ctx) },
		"code lens":  func() error { return c.CodeLensRefresh(ctx) },
		"tokens":     func() error { return c.SemanticTokensRefresh(ctx) },
		"hints":      func() error { return c.InlayHintRefresh(ctx) },
		"values":     func() error { return c.InlineValueRefresh(ctx) },
		"folding":    func() error { return c.FoldingRangeRefresh(ctx) },
	} {
		if err := call(); err != nil {
			t.Errorf("%s: %v; a server's notice must not fail", name, err)
		}
	}
}

// TestInstall leaves a server installed at the pinned version alone, names
// the system's packages for servers locus does not install, and refuses a
// name it does not know.
func TestInstall(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("LOCUS_TOOLS", dir)
	if err := os.MkdirAll(filepath.Join(dir, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	gopls := filepath.Join(dir, "bin", "gopls")
	script := "#!/bin/sh\necho golang.org/x/tools/gopls " + installers["gopls"].version + "\n"
	if err := os.WriteFile(gopls, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(Installable(), " "); got != "gopls pyright typescript-language-server" {
		t.Errorf("installable: %s", got)
	}
	var out, log bytes.Buffer
	err := Install(context.Background(), []string{"go", "gopls", "c", "rust"}, &out, &log)
	if want := "gopls v0.23.0 is installed: " + gopls + "\n"; out.String() != want {
		t.Errorf("printed %q, want %q", out.String(), want)
	}
	if fault.CodeOf(err) != fault.LSPUnavailable || !strings.Contains(err.Error(), "locus does not install clangd and rust-analyzer") {
		t.Errorf("clangd and rust-analyzer: %v, want LSP_UNAVAILABLE naming both", err)
	}
	err = Install(context.Background(), []string{"cobol"}, &out, &log)
	if fault.CodeOf(err) != fault.InvalidArgument || !strings.Contains(err.Error(), `"cobol" is no server or language`) {
		t.Errorf("cobol: %v, want INVALID_ARGUMENT", err)
	}
	if log.Len() != 0 {
		t.Errorf("an installer ran: %s", log.String())
	}
}

// TestMalformed: an answer that is not the protocol's is LSP_ERROR naming
// the server and what it sent.
func TestMalformed(t *testing.T) {
	w, _ := fakeWorkspace(t, "full", "", map[string]string{"a.txt": "x\n"})
	_, err := w.WorkspaceSymbols(context.Background(), "malformed", 0)
	if fault.CodeOf(err) != fault.LSPError || !strings.Contains(err.Error(), "fake sent workspace symbols locus cannot read") {
		t.Errorf("got %v, want LSP_ERROR saying the symbols cannot be read", err)
	}
}

// TestKillRestarts: a server killed as a crash would is started again by
// the next question, which it answers.
func TestKillRestarts(t *testing.T) {
	w, _ := fakeWorkspace(t, "echo", "", map[string]string{"a.txt": "x\n"})
	ctx := context.Background()
	if _, err := w.Definition(ctx, "a.txt", pos(t, 1, 1), ""); err != nil {
		t.Fatal(err)
	}
	first := w.Servers()[0]
	if err := first.Kill(); err != nil {
		t.Fatal(err)
	}
	locs, err := w.Definition(ctx, "a.txt", pos(t, 1, 1), "")
	if err != nil || len(locs) != 1 {
		t.Fatalf("after the kill: %v, %v; want the definition", locs, err)
	}
	if s := w.Servers(); len(s) != 1 || s[0] == first || s[0].Pid() == first.Pid() {
		t.Errorf("the server was not started again: %v", s)
	}
}

// TestWritten: locus's own writes reach the running servers as changed
// watched files; a path outside the workspace does not.
func TestWritten(t *testing.T) {
	w, log := fakeWorkspace(t, "echo", "", map[string]string{"a.txt": "x\n", "b.txt": "y\n"})
	if _, err := w.Definition(context.Background(), "a.txt", pos(t, 1, 1), ""); err != nil {
		t.Fatal(err)
	}
	b := filepath.Join(w.root.Dir(), "b.txt")
	w.m.Written([]string{b, filepath.Join(t.TempDir(), "outside.txt")})
	want := map[string]any{"changes": []any{map[string]any{"uri": string(uri.File(b)), "type": float64(protocol.FileChangeTypeChanged)}}}
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(readLog(log), "workspace/didChangeWatchedFiles") {
		if time.Now().After(deadline) {
			t.Fatalf("the server was not told of the write:\n%s", readLog(log))
		}
		time.Sleep(20 * time.Millisecond)
	}
	if diff := cmp.Diff(want, sent(t, log, "workspace/didChangeWatchedFiles")); diff != "" {
		t.Errorf("watched files (-want +got):\n%s", diff)
	}
}

// TestMaxOpen: a server holds at most maxOpen documents open; asking about
// one more closes the one used longest ago.
func TestMaxOpen(t *testing.T) {
	files := map[string]string{}
	for i := range maxOpen + 1 {
		files[fmt.Sprintf("f%03d.txt", i)] = "x\n"
	}
	w, log := fakeWorkspace(t, "echo", "", files)
	ctx := context.Background()
	for i := range maxOpen + 1 {
		if _, err := w.Definition(ctx, fmt.Sprintf("f%03d.txt", i), pos(t, 1, 1), ""); err != nil {
			t.Fatal(err)
		}
	}
	closed := sent(t, log, "textDocument/didClose")
	if diff := cmp.Diff(map[string]any{"textDocument": map[string]any{"uri": string(uri.File(filepath.Join(w.root.Dir(), "f000.txt")))}}, closed); diff != "" {
		t.Errorf("closed (-want +got):\n%s", diff)
	}
	if n := strings.Count(readLog(log), "textDocument/didClose"); n != 1 {
		t.Errorf("%d documents were closed, want 1", n)
	}
}

func readLog(path string) string {
	b, _ := os.ReadFile(path)
	return string(b)
}
