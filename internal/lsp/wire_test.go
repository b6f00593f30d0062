package lsp

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// oldClientCapabilities are the client capabilities as locus wrote them
// out in JSON before they were a typed value: what servers were told, and
// still must be.
const oldClientCapabilities = `{
  "general": {"positionEncodings": ["utf-8", "utf-32", "utf-16"]},
  "experimental": {"serverStatusNotification": true},
  "window": {"workDoneProgress": true, "showDocument": {"support": false}},
  "workspace": {
    "applyEdit": true,
    "workspaceEdit": {"documentChanges": true, "resourceOperations": ["create"], "failureHandling": "transactional"},
    "didChangeConfiguration": {"dynamicRegistration": false},
    "didChangeWatchedFiles": {"dynamicRegistration": true, "relativePatternSupport": false},
    "symbol": {"dynamicRegistration": false},
    "executeCommand": {"dynamicRegistration": false},
    "configuration": true,
    "workspaceFolders": true
  },
  "textDocument": {
    "synchronization": {"dynamicRegistration": false, "didSave": true, "willSave": false},
    "completion": {"completionItem": {"snippetSupport": false, "documentationFormat": ["plaintext", "markdown"], "labelDetailsSupport": true}, "contextSupport": true},
    "hover": {"contentFormat": ["plaintext", "markdown"]},
    "signatureHelp": {"signatureInformation": {"documentationFormat": ["plaintext", "markdown"], "parameterInformation": {"labelOffsetSupport": true}, "activeParameterSupport": true}, "contextSupport": true},
    "declaration": {"linkSupport": true},
    "definition": {"linkSupport": true},
    "typeDefinition": {"linkSupport": true},
    "implementation": {"linkSupport": true},
    "references": {},
    "documentSymbol": {"hierarchicalDocumentSymbolSupport": true},
    "codeAction": {
      "codeActionLiteralSupport": {"codeActionKind": {"valueSet": ["", "quickfix", "refactor", "refactor.extract", "refactor.inline", "refactor.rewrite", "source", "source.organizeImports", "source.fixAll"]}},
      "isPreferredSupport": true, "disabledSupport": true, "dataSupport": true,
      "resolveSupport": {"properties": ["edit"]}
    },
    "formatting": {}, "rangeFormatting": {},
    "rename": {"prepareSupport": false},
    "publishDiagnostics": {"relatedInformation": true, "versionSupport": true}
  }
}`

// TestInitializeWire: what a server receives in initialize is the same
// JSON, member for member, as before the parameters were typed.
func TestInitializeWire(t *testing.T) {
	w, log := fakeWorkspace(t, "echo", "", map[string]string{"a.txt": "x\n"})
	if _, err := w.Definition(context.Background(), "a.txt", pos(t, 1, 1), ""); err != nil {
		t.Fatal(err)
	}
	got := sent(t, log, "initialize")
	dir := w.root.Dir()
	root := string(uri.File(dir))
	var caps any
	if err := json.Unmarshal([]byte(oldClientCapabilities), &caps); err != nil {
		t.Fatal(err)
	}
	want := map[string]any{
		"processId":        float64(os.Getpid()),
		"clientInfo":       map[string]any{"name": "locus"},
		"rootUri":          root,
		"rootPath":         dir,
		"capabilities":     caps,
		"workspaceFolders": []any{map[string]any{"uri": root, "name": filepath.Base(dir)}},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("initialize (-old +new):\n%s", diff)
	}
}

// TestClientCapabilities: the typed capabilities marshal to the JSON of
// the old constant.
func TestClientCapabilities(t *testing.T) {
	b, err := protocol.Marshal(clientCapabilities())
	if err != nil {
		t.Fatal(err)
	}
	var got, want any
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(oldClientCapabilities), &want); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("client capabilities (-old +new):\n%s", diff)
	}
}

// TestRequestWire: each request's parameters on the wire, as the server
// reads them, are what locus sent before they were typed.
func TestRequestWire(t *testing.T) {
	w, log := fakeWorkspace(t, "full", "", copyFiles(featureFiles))
	ctx := context.Background()
	doc := map[string]any{"uri": string(uri.File(filepath.Join(w.root.Dir(), "a.txt")))}
	at := map[string]any{"line": 1.0, "character": 2.0}
	atParams := map[string]any{"textDocument": doc, "position": at}
	with := func(k string, v any) map[string]any {
		out := map[string]any{k: v}
		for k, v := range atParams {
			out[k] = v
		}
		return out
	}
	here := pos(t, 2, 3)
	calls := []struct {
		method string
		call   func() error
		want   map[string]any
	}{
		{"textDocument/definition", func() error { _, err := w.Definition(ctx, "a.txt", here, ""); return err }, atParams},
		{"textDocument/declaration", func() error { _, err := w.Definition(ctx, "a.txt", here, "declaration"); return err }, atParams},
		{"textDocument/typeDefinition", func() error { _, err := w.Definition(ctx, "a.txt", here, "type_definition"); return err }, atParams},
		{"textDocument/implementation", func() error { _, err := w.Definition(ctx, "a.txt", here, "implementation"); return err }, atParams},
		{"textDocument/hover", func() error { _, err := w.Hover(ctx, "a.txt", here); return err }, atParams},
		{"textDocument/references", func() error { _, err := w.References(ctx, "a.txt", here, false); return err },
			with("context", map[string]any{"includeDeclaration": false})},
		{"textDocument/rename", func() error { _, err := w.Rename(ctx, "a.txt", here, "gamma"); return err }, with("newName", "gamma")},
		{"textDocument/signatureHelp", func() error { _, err := w.SignatureHelp(ctx, "a.txt", here); return err },
			with("context", map[string]any{"triggerKind": 1.0, "isRetrigger": false})},
		{"textDocument/completion", func() error { _, err := w.Completion(ctx, "a.txt", here, 0); return err },
			with("context", map[string]any{"triggerKind": 1.0})},
		{"textDocument/codeAction", func() error { _, err := w.CodeActions(ctx, "a.txt", here, pos(t, 3, 1)); return err },
			map[string]any{"textDocument": doc, "range": map[string]any{"start": at, "end": map[string]any{"line": 2.0, "character": 0.0}},
				"context": map[string]any{"diagnostics": []any{}, "triggerKind": 1.0, "only": []any{"quickfix", "refactor", "source"}}}},
		{"workspace/symbol", func() error { _, err := w.WorkspaceSymbols(ctx, "Q", 0); return err }, map[string]any{"query": "Q"}},
	}
	for _, c := range calls {
		if err := c.call(); err != nil {
			t.Fatalf("%s: %v", c.method, err)
		}
		if diff := cmp.Diff(c.want, sent(t, log, c.method)); diff != "" {
			t.Errorf("%s (-old +new):\n%s", c.method, diff)
		}
	}
	// A command without arguments is sent an empty list of them.
	acts, err := w.CodeActions(ctx, "a.txt", here, here)
	if err != nil || len(acts) == 0 {
		t.Fatalf("code actions: %v, %v", acts, err)
	}
	_, _ = w.Apply(ctx, "a.txt", &acts[0], func([]*FileEdit) error { return nil })
	if diff := cmp.Diff(map[string]any{"command": "then", "arguments": []any{}}, sent(t, log, "workspace/executeCommand")); diff != "" {
		t.Errorf("workspace/executeCommand (-old +new):\n%s", diff)
	}
}
