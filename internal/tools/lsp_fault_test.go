package tools

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/locus-dev/locus/internal/session"
	"github.com/locus-dev/locus/internal/workspace"
)

// TestServerKilled kills gopls in the middle of a session: the next call
// starts it again and answers.
func TestServerKilled(t *testing.T) {
	requireFor(t, "server: gopls")
	dir := writeTree(t, []txtar.File{
		{Name: "go.mod", Data: []byte("module example.com/k\n\ngo 1.22\n")},
		{Name: "k.go", Data: []byte("package k\n\n// Half returns n/2.\nfunc Half(n int) int { return n / 2 }\n\nvar x = Half(4)\n")},
	})
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	env := &Env{Root: root, Session: session.For(root, session.Options{})}
	t.Cleanup(env.Session.Close)
	m := env.Session.LSP()
	hover := func() string {
		t.Helper()
		res, err := Lookup("hover").Call(context.Background(), env, json.RawMessage(`{"locate": "k.go@x = <|>Half"}`))
		if err != nil {
			t.Fatal(err)
		}
		return res.Text
	}
	if got := hover(); !strings.Contains(got, "func Half(n int) int") {
		t.Fatalf("hover: %q", got)
	}
	first := m.Servers()
	if len(first) != 1 {
		t.Fatalf("%d servers run, want 1", len(first))
	}
	if err := first[0].Kill(); err != nil {
		t.Fatal(err)
	}
	if got := hover(); !strings.Contains(got, "func Half(n int) int") {
		t.Fatalf("hover after the kill: %q", got)
	}
	if again := m.Servers(); len(again) != 1 || again[0].Pid() == first[0].Pid() {
		t.Fatalf("gopls was not started again")
	}
}
