package mcpserver

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A message over the limit is answered with an error under its id, and the
// server goes on answering the next ones.
func TestStdioMessageTooLarge(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := New(Options{Root: t.TempDir()})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go s.Run(ctx, &mcp.IOTransport{Reader: newLineLimiter(inR, 4096), Writer: outW, MaxLineLength: -1})
	answers := bufio.NewScanner(outR)
	answers.Buffer(nil, 1<<20)
	send := func(msg string) {
		t.Helper()
		if _, err := io.WriteString(inW, msg+"\n"); err != nil {
			t.Fatal(err)
		}
	}
	answer := func() map[string]any {
		t.Helper()
		done := make(chan bool)
		go func() { done <- answers.Scan() }()
		select {
		case ok := <-done:
			if !ok {
				t.Fatalf("the server stopped: %v", answers.Err())
			}
		case <-time.After(10 * time.Second):
			t.Fatal("no answer")
		}
		var m map[string]any
		if err := json.Unmarshal(answers.Bytes(), &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`)
	answer()
	send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	big := strings.Repeat("x", 100000)
	send(`{"jsonrpc":"2.0","id":"big-1","method":"tools/call","params":{"name":"replace_structure","arguments":{"path":"a.py","target":"f","content":"` + big + `"}}}`)
	a := answer()
	res, _ := a["result"].(map[string]any)
	text, _ := json.Marshal(res["content"])
	if a["id"] != "big-1" || res["isError"] != true || !strings.Contains(string(text), "over the") {
		t.Errorf("the answer to a message too large: %v", a)
	}
	send(`{"jsonrpc":"2.0","id":3,"method":"tools/list"}`)
	if a := answer(); a["id"] != float64(3) || a["result"] == nil {
		t.Errorf("the next request: %v", a)
	}
	inW.Close()
}
