package mcpserver

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The first question on a workspace indexes it and sends progress
// notifications to a client that gave a progress token.
func TestIndexProgress(t *testing.T) {
	dir := t.TempDir()
	const files = 120
	for i := range files {
		src := fmt.Sprintf("package p\n\n// F%d is one of many.\nfunc F%d() int { return %d }\n", i, i, i)
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%03d.go", i)), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s := New(Options{Root: dir, IndexDB: filepath.Join(t.TempDir(), "index.db")})
	var mu sync.Mutex
	var got []*mcp.ProgressNotificationParams
	client := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, &mcp.ClientOptions{
		ProgressNotificationHandler: func(_ context.Context, req *mcp.ProgressNotificationClientRequest) {
			mu.Lock()
			got = append(got, req.Params)
			mu.Unlock()
		},
	})
	ct, st := mcp.NewInMemoryTransports()
	ctx := context.Background()
	ss, err := s.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	cs, err := client.Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	params := &mcp.CallToolParams{Name: "workspace_symbols", Arguments: map[string]any{"query": "F77"}}
	params.SetProgressToken("tok-1")
	res, err := cs.CallTool(ctx, params)
	if err != nil {
		t.Fatal(err)
	}
	text := res.Content[0].(*mcp.TextContent).Text
	if !strings.Contains(text, "f077.go:4 function p.F77") {
		t.Errorf("the first answer:\n%s", text)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(got) == 0 {
		t.Fatal("no progress notification")
	}
	last := got[len(got)-1]
	if last.ProgressToken != "tok-1" || last.Progress != files || last.Total != files {
		t.Errorf("the last progress: %+v, want %d of %d for tok-1", last, files, files)
	}
	// The next question says nothing of indexing.
	res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "workspace_symbols", Arguments: map[string]any{"query": "F7"}})
	if err != nil {
		t.Fatal(err)
	}
	if text := res.Content[0].(*mcp.TextContent).Text; strings.Contains(text, "indexed") {
		t.Errorf("the second answer speaks of indexing:\n%s", text)
	}
}
