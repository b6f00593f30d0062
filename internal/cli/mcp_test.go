package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/locus-dev/locus/internal/golden"
	"github.com/locus-dev/locus/internal/mcpserver"
	"github.com/locus-dev/locus/internal/tools"
)

// TestToolsList pins the tool list: names, descriptions, annotations and
// schemas, so that a change to what a model sees shows in review.
func TestToolsList(t *testing.T) {
	out, _, code := run(t, t.TempDir(), "", "tools")
	if code != 0 {
		t.Fatalf("tools exited %d", code)
	}
	golden.File(t, "testdata/tools.json", out)
}

// connect starts `locus mcp` as a real process (this test binary acting as
// locus) and connects the Go SDK's client to it over stdio.
func connect(t *testing.T, args ...string) *mcp.ClientSession {
	t.Helper()
	cmd := exec.Command(os.Args[0], append([]string{"mcp"}, args...)...)
	cmd.Env = append(os.Environ(), "LOCUS_AS_MAIN=1")
	client := mcp.NewClient(&mcp.Implementation{Name: "locus-test", Version: "1"}, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// call calls a tool and returns its text and whether it is an error.
func call(t *testing.T, cs *mcp.ClientSession, name string, args any) (string, bool, map[string]any) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var text strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			text.WriteString(tc.Text)
		}
	}
	structured, _ := res.StructuredContent.(map[string]any)
	return text.String(), res.IsError, structured
}

func TestMCPStdio(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.py", pySrc)
	cs := connect(t, "--root", dir)
	ctx := context.Background()

	if !strings.Contains(cs.InitializeResult().Instructions, "document_symbols") {
		t.Errorf("instructions: %q", cs.InitializeResult().Instructions)
	}
	list, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range list.Tools {
		names = append(names, tool.Name)
		if tool.Name == "read_structure" && (tool.Annotations == nil || !tool.Annotations.ReadOnlyHint) {
			t.Errorf("read_structure is not annotated read-only")
		}
		if tool.Name == "delete_structure" && (tool.Annotations == nil || tool.Annotations.ReadOnlyHint || !*tool.Annotations.DestructiveHint) {
			t.Errorf("delete_structure is not annotated destructive")
		}
	}
	sort.Strings(names)
	var want []string
	for _, tl := range tools.All() {
		want = append(want, tl.Name)
	}
	if !slices.Equal(names, want) {
		t.Errorf("tools over MCP: %v, want %v", names, want)
	}

	text, isErr, st := call(t, cs, "document_symbols", map[string]any{"path": "a.py", "return_children": "yes"})
	if isErr || !strings.HasPrefix(text, "NAME | KIND | RANGE") || !strings.Contains(text, "m | 6 | 2:5-3:17") || st["path"] != "a.py" {
		t.Errorf("document_symbols: %v %q %v", isErr, text, st)
	}
	text, isErr, _ = call(t, cs, "read_structure", map[string]any{"path": "a.py", "target": "A.m"})
	if isErr || text != "== A.m (lines 2-3)\n    def m(self):\n        return 1\n" {
		t.Errorf("read_structure: %v %q", isErr, text)
	}
	// A target as an array of levels, unquoted, to a read and a write.
	text, isErr, _ = call(t, cs, "read_structure", map[string]any{"path": "a.py", "target": []string{"A", "n"}})
	if isErr || text != "== A.n (lines 5-6)\n    def n(self):\n        return 2\n" {
		t.Errorf("read_structure, an array target: %v %q", isErr, text)
	}
	text, isErr, _ = call(t, cs, "delete_structure", map[string]any{"path": "a.py", "target": []string{"A", "n"}, "dry_run": true})
	if isErr || !strings.HasPrefix(text, "would write a.py; deleted lines 5-6") {
		t.Errorf("delete_structure, an array target: %v %q", isErr, text)
	}
	text, isErr, st = call(t, cs, "replace_structure", map[string]any{"path": "a.py", "target": "A.m", "content": "def m(self):\n    return 10\n"})
	if isErr || !strings.HasPrefix(text, "wrote a.py; lines 2-3") || st["lines"] == nil {
		t.Errorf("replace_structure: %v %q %v", isErr, text, st)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "a.py")); !strings.Contains(string(b), "return 10") {
		t.Errorf("the replace did not reach the file: %q", b)
	}
	text, isErr, st = call(t, cs, "locate", map[string]any{"locate": "a.py:A.m@return <|>10"})
	lsp, _ := st["start"].(map[string]any)["lsp"].(map[string]any)
	if isErr || !strings.HasPrefix(text, "a.py:3:16\n") || lsp["line"] != 2.0 || lsp["character"] != 15.0 {
		t.Errorf("locate: %v %q %v", isErr, text, st)
	}

	// Bad input: each is a tool error with its code, and the session goes on.
	for _, c := range []struct {
		name string
		args any
		code string
	}{
		{"read_structure", map[string]any{"path": "a.py"}, "INVALID_ARGUMENT"},
		{"read_structure", map[string]any{"path": "a.py", "target": 3}, "INVALID_ARGUMENT"},
		{"read_structure", map[string]any{"path": "../x.py", "target": "A"}, "OUTSIDE_WORKSPACE"},
		{"read_structure", map[string]any{"path": "a.py", "target": "B"}, "TARGET_NOT_FOUND"},
		{"locate", map[string]any{"locate": "a.py"}, "INVALID_ARGUMENT"},
		{"no_such_tool", map[string]any{}, "INVALID_ARGUMENT"},
	} {
		text, isErr, st := call(t, cs, c.name, c.args)
		if !isErr || !strings.HasPrefix(text, c.code+": ") || st["error"] != c.code {
			t.Errorf("%s %v: %v %q %v, want the tool error %s", c.name, c.args, isErr, text, st, c.code)
		}
	}
	if _, isErr, _ := call(t, cs, "read_structure", map[string]any{"path": "a.py", "target": "A"}); isErr {
		t.Errorf("the session did not go on after errors")
	}
}

func TestMCPReadOnly(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.py", pySrc)
	cs := connect(t, "--root", dir, "--read-only")
	text, isErr, _ := call(t, cs, "delete_structure", map[string]any{"path": "a.py", "target": "A.m"})
	if !isErr || !strings.HasPrefix(text, "PERMISSION_DENIED: ") {
		t.Errorf("a write in read-only mode: %v %q", isErr, text)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "a.py")); string(b) != pySrc {
		t.Errorf("read-only mode wrote the file")
	}
	if _, isErr, _ := call(t, cs, "read_structure", map[string]any{"path": "a.py", "target": "A"}); isErr {
		t.Errorf("a read in read-only mode failed")
	}
}

// TestMCPToolGroups: `locus mcp --tools read,index` lists the tools of
// those groups only, and a call of an edit tool is a tool error naming its
// group that leaves the file as it was; `locus tools --tools` prints the
// same list, and a group that does not exist is a usage error.
func TestMCPToolGroups(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.py", pySrc)
	cs := connect(t, "--root", dir, "--tools", "read,index")
	list, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range list.Tools {
		names = append(names, tool.Name)
	}
	var want []string
	for _, tl := range tools.In([]tools.Group{tools.Read, tools.Index}) {
		want = append(want, tl.Name)
	}
	if !slices.Equal(names, want) || !slices.Contains(names, "file_read") || !slices.Contains(names, "references") {
		t.Errorf("--tools read,index lists %v, want %v", names, want)
	}
	if strings.Contains(cs.InitializeResult().Instructions, "edit_batch") {
		t.Errorf("the instructions name edit tools the server leaves out:\n%s", cs.InitializeResult().Instructions)
	}
	text, isErr, st := call(t, cs, "delete_structure", map[string]any{"path": "a.py", "target": "A.m"})
	if !isErr || !strings.HasPrefix(text, "INVALID_ARGUMENT: ") || !strings.Contains(text, "--tools naming edit") || st["error"] != "INVALID_ARGUMENT" {
		t.Errorf("delete_structure, left out: %v %q %v", isErr, text, st)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "a.py")); string(b) != pySrc {
		t.Errorf("a tool left out wrote the file")
	}
	if _, isErr, _ := call(t, cs, "read_structure", map[string]any{"path": "a.py", "target": "A"}); isErr {
		t.Errorf("read_structure, served, failed")
	}

	out, _, code := run(t, dir, "", "tools", "--tools", "read,index")
	var listed []toolInfo
	if err := json.Unmarshal([]byte(out), &listed); code != 0 || err != nil {
		t.Fatalf("tools --tools read,index: exit %d, %v", code, err)
	}
	names = names[:0]
	for _, tl := range listed {
		names = append(names, tl.Name)
	}
	if !slices.Equal(names, want) {
		t.Errorf("tools --tools read,index lists %v, want %v", names, want)
	}
	for _, args := range [][]string{{"mcp", "--tools", "read,writes"}, {"tools", "--tools", ""}} {
		_, stderr, code := run(t, dir, "", args...)
		if code != 2 || !strings.Contains(stderr, "no group of tools") {
			t.Errorf("%v: exit %d, %q; want a usage error naming the groups", args, code, stderr)
		}
	}
}

// TestMCPRoots: without --root, the workspace is the client's first root,
// for a client on a protocol version that has roots.
func TestMCPRoots(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.py", pySrc)
	cmd := exec.Command(os.Args[0], "mcp")
	cmd.Env = append(os.Environ(), "LOCUS_AS_MAIN=1")
	cmd.Dir = t.TempDir() // not the workspace
	client := mcp.NewClient(&mcp.Implementation{Name: "locus-test", Version: "1"}, nil)
	//lint:ignore SA1019 roots are how clients before protocol 2026-07-28 name their project
	client.AddRoots(&mcp.Root{URI: "file://" + dir, Name: "project"})
	cs, err := client.Connect(context.Background(), &mcp.CommandTransport{Command: cmd}, &mcp.ClientSessionOptions{ProtocolVersion: "2025-06-18"})
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	if text, isErr, _ := call(t, cs, "read_structure", map[string]any{"path": "a.py", "target": "A.n"}); isErr || !strings.Contains(text, "return 2") {
		t.Errorf("read through the client's root: %v %q", isErr, text)
	}
}

// TestMCPHTTP serves streamable HTTP with a bearer token.
func TestMCPHTTP(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.py", pySrc)
	s := mcpserver.New(mcpserver.Options{Root: dir, Version: Version})
	srv := httptest.NewServer(mcpserver.Handler(s, "secret"))
	defer srv.Close()

	resp, err := http.Post(srv.URL, "application/json", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("without the token: %s, want 401", resp.Status)
	}

	client := mcp.NewClient(&mcp.Implementation{Name: "locus-test", Version: "1"}, nil)
	transport := &mcp.StreamableClientTransport{Endpoint: srv.URL, HTTPClient: &http.Client{Transport: bearer{"secret"}}}
	cs, err := client.Connect(context.Background(), transport, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	text, isErr, st := call(t, cs, "locate", map[string]any{"locate": map[string]any{"path": "a.py", "scope": map[string]any{"symbol_path": "A.n"}}})
	if isErr || !strings.HasPrefix(text, "a.py:5:9\n") {
		t.Errorf("locate over HTTP: %v %q %v", isErr, text, st)
	}
	b, _ := json.Marshal(st)
	if !strings.Contains(string(b), `"scope":"A.n"`) {
		t.Errorf("structured content: %s", b)
	}
}

type bearer struct{ token string }

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.token)
	return http.DefaultTransport.RoundTrip(r)
}

func TestListenAddr(t *testing.T) {
	for in, want := range map[string]string{"8080": "127.0.0.1:8080", ":8080": "127.0.0.1:8080", "0.0.0.0:80": "0.0.0.0:80", "localhost:9": "localhost:9"} {
		if got := mcpserver.ListenAddr(in); got != want {
			t.Errorf("ListenAddr(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestRead runs locus read: the command line's file_read.
func TestRead(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.py", pySrc)
	out, _, code := run(t, dir, "", "read", "--target", "A", "a.py")
	if code != 0 || !strings.Contains(out, "--- A.m (method, lines 2-3) ---") {
		t.Errorf("read --target: exit %d, %q", code, out)
	}
	out, _, code = run(t, dir, "", "read", "--start", "2", "--end", "6", "a.py")
	if code != 0 || !strings.Contains(out, "lines 2-6 of 6, inside A (lines 1-6)\n    --- A.m (method, lines 2-3) ---\n    Read it with: locus read --target A.m a.py\n") {
		t.Errorf("read --start --end: exit %d, %q", code, out)
	}
	out, _, code = run(t, dir, "", "read", "--skeleton", "--json", "a.py")
	if code != 0 || !strings.Contains(out, `"total_lines": 6`) {
		t.Errorf("read --skeleton --json: exit %d, %q", code, out)
	}
	_, errOut, code := run(t, dir, "", "read", "--target", "A", "--start", "2", "a.py")
	if code != 1 || !strings.HasPrefix(errOut, "INVALID_ARGUMENT: ") {
		t.Errorf("read --target --start: exit %d, %q", code, errOut)
	}
	// Lines count from 1: a line before the first is no range to read.
	for _, args := range [][]string{{"--start", "0"}, {"--start", "-3", "--end", "4"}, {"--end", "0"}} {
		out, errOut, code := run(t, dir, "", append(append([]string{"read"}, args...), "a.py")...)
		want := "INVALID_ARGUMENT: " + args[0] + " is " + args[1] + ", but lines count from 1"
		if code != 1 || out != "" || !strings.HasPrefix(errOut, want) {
			t.Errorf("read %q: exit %d, %q %q; want %q", args, code, out, errOut, want)
		}
	}
}

// TestReadRangeInside runs locus read on ranges that one symbol holds, in
// excerpts of the JDK's ArrayDeque.java and Go's net/http/server.go: a
// class's members as stubs whose targets name one overload each
// (inc[1], remove[1]), a method's and a function's body as its lines.
func TestReadRangeInside(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"ArrayDeque.java", "server.go"} {
		data, err := os.ReadFile(filepath.Join("testdata", "range", name))
		if err != nil {
			t.Fatal(err)
		}
		write(t, dir, name, string(data))
	}
	var b strings.Builder
	for _, args := range [][]string{
		{"read", "--start", "14", "--end", "60", "ArrayDeque.java"},
		{"read", "--start", "110", "--end", "118", "ArrayDeque.java"},
		{"read", "--start", "38", "--end", "46", "server.go"},
		{"read", "--start", "38", "--end", "39", "--json", "server.go"},
	} {
		out, errOut, code := run(t, dir, "", args...)
		if code != 0 || errOut != "" {
			t.Errorf("locus %s: exit %d, %q", strings.Join(args, " "), code, errOut)
		}
		fmt.Fprintf(&b, "$ locus %s\n%s\n", strings.Join(args, " "), out)
	}
	golden.File(t, "testdata/read-range.txt", b.String())
}

// TestMCPHTTPBeyondLoopbackNeedsToken: serving other machines without a
// token is refused before anything listens.
func TestMCPHTTPBeyondLoopbackNeedsToken(t *testing.T) {
	t.Setenv("LOCUS_TOKEN", "")
	_, errOut, code := run(t, t.TempDir(), "", "mcp", "--http", "0.0.0.0:0")
	if code != 2 || !strings.Contains(errOut, "set --token or $LOCUS_TOKEN") {
		t.Errorf("exit %d, %q", code, errOut)
	}
}

// A blank token protects nothing: refused before anything listens.
func TestMCPHTTPBlankToken(t *testing.T) {
	t.Setenv("LOCUS_TOKEN", " ")
	_, errOut, code := run(t, t.TempDir(), "", "mcp", "--http", "0.0.0.0:0")
	if code != 2 || !strings.Contains(errOut, "the token is blank") {
		t.Errorf("exit %d, %q", code, errOut)
	}
}
