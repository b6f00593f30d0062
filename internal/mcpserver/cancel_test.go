package mcpserver

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// slowMarkdown is a file whose emphasis tree-sitter spends its whole time
// limit on (10 s and more).
var slowMarkdown = strings.Repeat("*", 50000) + "a" + strings.Repeat("*", 50000) + "\n"

// cpuTime is the CPU time the process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// idleAfter checks that the process uses almost no CPU in the two seconds
// after a request was given up: its parse stopped, instead of running on
// to its time limit on a core of its own.
func idleAfter(t *testing.T, how string) {
	t.Helper()
	time.Sleep(300 * time.Millisecond) // the stop takes effect
	before := cpuTime()
	time.Sleep(2 * time.Second)
	if used := cpuTime() - before; used > 700*time.Millisecond {
		t.Errorf("%v of CPU in the 2 s after the %s: the parse went on", used.Round(time.Millisecond), how)
	}
}

// giveUp calls file_read with args through cs and ends the call's context
// after 700 ms (the client then sends notifications/cancelled); the
// server must go idle and the session answer on.
func giveUp(t *testing.T, cs *mcp.ClientSession, args map[string]any) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 700*time.Millisecond)
	defer cancel()
	if _, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "file_read", Arguments: args}); err == nil {
		t.Fatal("the call answered before its context ended")
	}
	idleAfter(t, "cancellation")
	if _, err := cs.ListTools(context.Background(), nil); err != nil {
		t.Errorf("the session after the cancellation: %v", err)
	}
}

// TestCancelStopsParse: a client that cancels a call (notifications/
// cancelled), over stdio or HTTP, stops the parse the call started within
// a second, and the session goes on.
func TestCancelStopsParse(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "slow.md"), []byte(slowMarkdown), 0o644); err != nil {
		t.Fatal(err)
	}
	args := map[string]any{"path": "slow.md", "skeleton": true}

	t.Run("cancelled", func(t *testing.T) {
		s := New(Options{Root: dir, NoClientRoots: true})
		ct, st := mcp.NewInMemoryTransports()
		ss, err := s.Connect(context.Background(), st, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer ss.Close()
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil).Connect(context.Background(), ct, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer cs.Close()
		giveUp(t, cs, args)
	})

	t.Run("http sdk client", func(t *testing.T) {
		// the SDK's client over HTTP, whose call's context ends: it sends
		// notifications/cancelled and drops the POST
		srv := httptest.NewServer(Handler(New(Options{Root: dir, NoClientRoots: true}), ""))
		defer srv.Close()
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil).
			Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: srv.URL}, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer cs.Close()
		giveUp(t, cs, args)
	})

	t.Run("http", func(t *testing.T) {
		srv := httptest.NewServer(Handler(New(Options{Root: dir, NoClientRoots: true}), ""))
		defer srv.Close()
		send := func(ctx context.Context, session, body string) (*http.Response, error) {
			req, err := http.NewRequestWithContext(ctx, "POST", srv.URL, strings.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Accept", "application/json, text/event-stream")
			if session != "" {
				req.Header.Set("Mcp-Session-Id", session)
			}
			return http.DefaultClient.Do(req)
		}
		resp, err := send(context.Background(), "", listTools)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		session := resp.Header.Get("Mcp-Session-Id")
		if session == "" {
			t.Fatalf("no session: %s", resp.Status)
		}
		resp, err = send(context.Background(), session, `{"jsonrpc":"2.0","method":"notifications/initialized"}`)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		answered := make(chan string, 1)
		go func() {
			resp, err := send(context.Background(), session, `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"file_read","arguments":{"path":"slow.md","skeleton":true}}}`)
			if err != nil {
				answered <- err.Error()
				return
			}
			b, _ := io.ReadAll(resp.Body) // the answer comes on the stream, if any
			resp.Body.Close()
			answered <- string(b)
		}()
		time.Sleep(700 * time.Millisecond)
		resp, err = send(context.Background(), session, `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":2,"reason":"test"}}`)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		idleAfter(t, "cancellation")
		select {
		case a := <-answered:
			// a JSON-RPC error the client ignores, not a tool result
			if strings.Contains(a, `"result"`) {
				t.Errorf("the cancelled call answered with a tool result: %.300s", a)
			}
		case <-time.After(2 * time.Second): // or no answer at all
		}
		resp, err = send(context.Background(), session, `{"jsonrpc":"2.0","id":3,"method":"tools/list"}`)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if !strings.Contains(string(b), "file_read") {
			t.Errorf("the session after the cancellation: %s %.200s", resp.Status, b)
		}
	})
}
