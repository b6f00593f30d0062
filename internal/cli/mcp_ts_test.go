package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestMCPTypeScriptClient runs the official MCP TypeScript SDK client
// (test/mcp-ts/client.mjs) against `locus mcp` over stdio and over
// streamable HTTP, with this test binary acting as locus. It needs node and
// the npm packages that scripts/test.sh installs; without them it is
// skipped, except in CI.
func TestMCPTypeScriptClient(t *testing.T) {
	for _, mode := range []string{"stdio", "--http"} {
		t.Run(mode, func(t *testing.T) { runTypeScriptClient(t, mode) })
	}
}

func runTypeScriptClient(t *testing.T, mode string) {
	const pkg = "../../test/mcp-ts"
	node, err := exec.LookPath("node")
	missing := ""
	if err != nil {
		missing = "node is not installed"
	} else if _, err := os.Stat(filepath.Join(pkg, "node_modules", "@modelcontextprotocol", "sdk")); err != nil {
		missing = "test/mcp-ts/node_modules is missing"
	}
	if missing != "" {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s: run scripts/test.sh, which installs it", missing)
		}
		t.Skipf("%s (scripts/test.sh installs it)", missing)
	}

	dir := t.TempDir()
	write(t, dir, "a.py", pySrc)
	script, err := filepath.Abs(filepath.Join(pkg, "client.mjs"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, script, os.Args[0], dir, mode)
	cmd.Env = append(os.Environ(), "LOCUS_AS_MAIN=1")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err = cmd.Run()
	t.Logf("client.mjs took %v; stdout: %s", time.Since(start).Round(time.Millisecond), bytes.TrimSpace(stdout.Bytes()))
	if err != nil {
		t.Fatalf("client.mjs: %v\nstderr:\n%s", err, stderr.Bytes())
	}

	var summary struct {
		Server string `json:"server"`
		Tools  int    `json:"tools"`
		Calls  []struct {
			Tool    string `json:"tool"`
			IsError bool   `json:"isError"`
		} `json:"calls"`
		FileRead string `json:"file_read"`
		URL      string `json:"url"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &summary); err != nil {
		t.Fatalf("the summary is not JSON: %v\n%s", err, stdout.Bytes())
	}
	var calls, errs int
	for _, c := range summary.Calls {
		calls++
		if c.IsError {
			errs++
		}
	}
	want := 10
	if summary.FileRead == "called" {
		want++
	}
	if summary.Tools < 14 || calls != want || errs != 1 || (summary.FileRead != "called" && summary.FileRead != "absent") {
		t.Errorf("summary: %s", stdout.Bytes())
	}
	// over HTTP the client was given exactly the URL locus printed: /mcp
	if mode == "--http" && !strings.HasSuffix(summary.URL, "/mcp") {
		t.Errorf("locus mcp --http printed %s; want the URL of /mcp", summary.URL)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "a.py")); string(b) != pySrc {
		t.Errorf("a.py changed: %q", b)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the copy was left in the workspace: %v", entries)
	}
}
