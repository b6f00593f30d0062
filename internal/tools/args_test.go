package tools

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/session"
	"github.com/locus-dev/locus/internal/workspace"
)

// Arguments that JSON decoding would silently turn into U+FFFD are refused,
// so that no replacement character is written into a file; whole surrogate
// pairs and escaped backslashes are text like any other.
func TestArgumentsText(t *testing.T) {
	root, err := workspace.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	env := &Env{Root: root}
	tool := Lookup("replace_structure")
	for _, tt := range []struct {
		raw  string
		code fault.Code
	}{
		{`{"path": "a.py", "target": "f", "content": "x = '\ud800'"}`, fault.InvalidArgument},
		{`{"path": "a.py", "target": "f", "content": "x = '\udc00\ud83d'"}`, fault.InvalidArgument},
		{"{\"path\": \"a.py\", \"target\": \"f\", \"content\": \"x = '\xff'\"}", fault.InvalidArgument},
		{`{"path": "a.py", "target": "f", "content": "x = '\ud83d\ude00 \\ud800'"}`, fault.FileNotFound},
	} {
		_, err := tool.Call(context.Background(), env, []byte(tt.raw))
		if got := fault.CodeOf(err); got != tt.code {
			t.Errorf("%s: %v, want %s", tt.raw, err, tt.code)
		}
	}
}

// Filters that name nothing are errors with a code, not empty answers that
// read as "no such symbol": an unknown kind, a folder the workspace does
// not hold, a depth out of range.
func TestArgumentsScope(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{"a.go": "package a\n\nfunc Serve() { Serve() }\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	env := &Env{Root: root, Session: session.For(root, session.Options{DB: filepath.Join(t.TempDir(), "index.db")})}
	for _, tt := range []struct {
		tool, raw string
		code      fault.Code
	}{
		{"workspace_symbols", `{"query": "Serve", "kind": "bogus"}`, fault.InvalidArgument},
		{"workspace_symbols", `{"query": "Serve", "path": "nowhere/"}`, fault.FileNotFound},
		{"workspace_symbols", `{"query": "Serve", "path": "*.go"}`, ""},
		{"workspace_symbols", `{"query": "Serve", "kind": "function", "path": "a.go"}`, ""},
		{"repo_map", `{"path": "nowhere"}`, fault.FileNotFound},
		{"callers", `{"locate": "a.go:Serve", "depth": 0}`, fault.InvalidArgument},
		{"callers", `{"locate": "a.go:Serve", "depth": 9}`, fault.InvalidArgument},
		{"callers", `{"locate": "a.go:Serve", "depth": 8}`, ""},
	} {
		_, err := Lookup(tt.tool).Call(context.Background(), env, []byte(tt.raw))
		if got := fault.CodeOf(err); got != tt.code || tt.code == "" && err != nil {
			t.Errorf("%s %s: %v, want %q", tt.tool, tt.raw, err, tt.code)
		}
	}
}
