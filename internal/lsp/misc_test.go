package lsp

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.lsp.dev/protocol"

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
