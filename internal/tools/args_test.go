package tools

import (
	"context"
	"testing"

	"github.com/locus-dev/locus/internal/fault"
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
