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
