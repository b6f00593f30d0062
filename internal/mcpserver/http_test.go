package mcpserver

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

const listTools = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`

// post sends an initialize request with the given headers and returns the status.
func post(t *testing.T, url string, header map[string]string) int {
	t.Helper()
	req, err := http.NewRequest("POST", url, strings.NewReader(listTools))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode
}

func newHTTP(t *testing.T, token string) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(Handler(New(Options{Root: t.TempDir(), NoClientRoots: true}), token))
	t.Cleanup(srv.Close)
	return srv
}

// A browser page of another site cannot drive the server; clients that send
// no Origin, the server's own host and pages of this machine can.
func TestHTTPOrigin(t *testing.T) {
	srv := newHTTP(t, "")
	host := strings.TrimPrefix(srv.URL, "http://")
	for origin, want := range map[string]int{
		"":                        200,
		"http://" + host:          200,
		"http://localhost:6274":   200,
		"http://127.0.0.1:6274":   200,
		"http://[::1]:6274":       200,
		"https://evil.example":    403,
		"http://127.0.0.1.nip.io": 403,
		"null":                    403,
	} {
		h := map[string]string{}
		if origin != "" {
			h["Origin"] = origin
		}
		if got := post(t, srv.URL, h); got != want {
			t.Errorf("Origin %q: status %d, want %d", origin, got, want)
		}
	}
}

// The bearer scheme is case-insensitive, as HTTP says; the token is not.
func TestHTTPBearer(t *testing.T) {
	srv := newHTTP(t, "s3cret-token")
	for auth, want := range map[string]int{
		"Bearer s3cret-token": 200,
		"bearer s3cret-token": 200,
		"BEARER s3cret-token": 200,
		"Bearer S3CRET-TOKEN": 401,
		"Bearer ":             401,
		"":                    401,
		"Basic s3cret-token":  401,
	} {
		if got := post(t, srv.URL, map[string]string{"Authorization": auth}); got != want {
			t.Errorf("Authorization %q: status %d, want %d", auth, got, want)
		}
	}
}

func TestCheckToken(t *testing.T) {
	for token, ok := range map[string]bool{"s3cret-token": true, " ": false, "\t\n": false, "two words": false, "a\x00b": false} {
		if err := CheckToken(token); (err == nil) != ok {
			t.Errorf("CheckToken(%q) = %v, want ok %v", token, err, ok)
		}
	}
}

// A connection that never finishes its headers is closed after the bound.
func TestHTTPSlowHeaders(t *testing.T) {
	old := readHeaderTimeout
	readHeaderTimeout = 200 * time.Millisecond
	t.Cleanup(func() { readHeaderTimeout = old })
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go ServeHTTP(ctx, l, Handler(New(Options{Root: t.TempDir()}), ""))
	conn, err := net.Dial("tcp", l.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	io.WriteString(conn, "POST / HTTP/1.1\r\nHost: x\r\n") // and never the blank line
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	start := time.Now()
	io.Copy(io.Discard, conn) // returns when the server closes the connection
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("the half-open connection was held %v", d)
	}
}

// An idle session is closed after the bound: its id is then unknown.
func TestHTTPSessionExpires(t *testing.T) {
	old := sessionTimeout
	sessionTimeout = 300 * time.Millisecond
	t.Cleanup(func() { sessionTimeout = old })
	srv := newHTTP(t, "")
	client := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil)
	// Sessions are those of the protocols before 2026-07-28.
	cs, err := client.Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: srv.URL + Path}, &mcp.ClientSessionOptions{ProtocolVersion: "2025-11-25"})
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	if _, err := cs.ListTools(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	time.Sleep(time.Second)
	if _, err := cs.ListTools(context.Background(), nil); err == nil {
		t.Errorf("a session idle past the timeout still answers")
	}
}

// Every protocol version the SDK offers is served at Path and at the root
// (configurations written before Path), the newest without sessions, as
// it asks; other paths are 404.
func TestHTTPProtocolVersions(t *testing.T) {
	srv := newHTTP(t, "")
	versions := mcp.SupportedProtocolVersions()
	if versions[0] != statelessProtocol {
		t.Errorf("the SDK's newest protocol is %s; locus serves %s without sessions: check which the new one needs", versions[0], statelessProtocol)
	}
	for _, path := range []string{Path, "/"} {
		for _, v := range versions {
			client := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil)
			cs, err := client.Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: srv.URL + path}, &mcp.ClientSessionOptions{ProtocolVersion: v})
			if err != nil {
				t.Errorf("%s at %s: %v", v, path, err)
				continue
			}
			if got := cs.InitializeResult().ProtocolVersion; got != v {
				t.Errorf("%s at %s: negotiated %s", v, path, got)
			}
			res, err := cs.ListTools(context.Background(), nil)
			if err != nil || len(res.Tools) < 20 {
				t.Errorf("%s at %s: tools/list: %v", v, path, err)
			}
			cs.Close()
		}
	}
	if got := post(t, srv.URL+"/sse", nil); got != http.StatusNotFound {
		t.Errorf("POST /sse: status %d, want 404", got)
	}
}

// Over stdio (here its in-memory twin) too, a client gets the version it
// asks for, the newest by server/discover.
func TestStdioProtocolVersions(t *testing.T) {
	for _, v := range mcp.SupportedProtocolVersions() {
		s := New(Options{Root: t.TempDir(), NoClientRoots: true})
		ct, st := mcp.NewInMemoryTransports()
		ss, err := s.Connect(context.Background(), st, nil)
		if err != nil {
			t.Fatal(err)
		}
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil).Connect(context.Background(), ct, &mcp.ClientSessionOptions{ProtocolVersion: v})
		if err != nil {
			t.Fatalf("%s: %v", v, err)
		}
		if got := cs.InitializeResult().ProtocolVersion; got != v {
			t.Errorf("asked for %s, negotiated %s", v, got)
		}
		cs.Close()
		ss.Close()
	}
}
