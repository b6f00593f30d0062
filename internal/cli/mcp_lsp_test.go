package cli

import (
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/locus-dev/locus/internal/lsp"
	"github.com/locus-dev/locus/internal/mcpserver"
	"github.com/locus-dev/locus/internal/session"
	"github.com/locus-dev/locus/internal/workspace"
)

const goMod = "module example.com/m\n\ngo 1.22\n"

const goA = `package m

// Double returns twice n.
func Double(n int) int { return 2 * n }
`

const goB = `package m

func Quadruple(n int) int { return Double(Double(n)) }
`

// needGopls skips the test without gopls, and fails it under CI, where
// scripts/test.sh installs it.
func needGopls(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("gopls"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("gopls is not installed; scripts/test.sh installs it")
		}
		t.Skip("gopls is not installed (scripts/test.sh installs it)")
	}
}

func goWorkspace(t *testing.T) string {
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	write(t, dir, "go.mod", goMod)
	write(t, dir, "a.go", goA)
	write(t, dir, "b.go", goB)
	return dir
}

// TestMCPLanguageServer asks gopls through a real MCP client over stdio,
// with `locus mcp` a separate process.
func TestMCPLanguageServer(t *testing.T) {
	needGopls(t)
	cs := connect(t, "--root", goWorkspace(t))
	text, isErr, st := call(t, cs, "definition", map[string]any{"locate": "b.go:Quadruple@Double(<|>Double(n))"})
	if isErr || !strings.Contains(text, "a.go:4:6 in Double: func Double(n int) int { return 2 * n }") {
		t.Errorf("definition: %v %q %v", isErr, text, st)
	}
	text, isErr, st = call(t, cs, "references", map[string]any{"locate": "a.go:Double", "include_declaration": false})
	if isErr || !strings.HasPrefix(text, "2 references to the symbol at a.go:4:6") || !strings.Contains(text, "3:36 in Quadruple") {
		t.Errorf("references: %v %q %v", isErr, text, st)
	}
	refs, _ := st["references"].([]any)
	if len(refs) != 2 {
		t.Errorf("structured references: %v", st)
	}
}

// TestMCPHTTPSharesServers: two MCP sessions over HTTP on one workspace
// use one gopls.
func TestMCPHTTPSharesServers(t *testing.T) {
	needGopls(t)
	dir := goWorkspace(t)
	s := mcpserver.New(mcpserver.Options{Root: dir, Version: Version})
	srv := httptest.NewServer(mcpserver.Handler(s, ""))
	defer srv.Close()
	t.Cleanup(session.CloseAll)
	var pids []int
	for i := 0; i < 2; i++ {
		client := mcp.NewClient(&mcp.Implementation{Name: "locus-test", Version: "1"}, nil)
		cs, err := client.Connect(t.Context(), &mcp.StreamableClientTransport{Endpoint: srv.URL}, nil)
		if err != nil {
			t.Fatal(err)
		}
		text, isErr, _ := call(t, cs, "hover", map[string]any{"locate": "b.go:Quadruple@<|>Double(Double"})
		if isErr || !strings.Contains(text, "func Double(n int) int") {
			t.Errorf("session %d: hover: %v %q", i+1, isErr, text)
		}
		cs.Close()
		running := serversOf(t, dir)
		if len(running) != 1 {
			t.Fatalf("session %d: %d servers run, want 1", i+1, len(running))
		}
		pids = append(pids, running[0].Pid())
	}
	if pids[0] != pids[1] {
		t.Errorf("the sessions used two servers: pids %v", pids)
	}
}

// serversOf returns the language servers that run for the workspace dir
// in this process: its session's.
func serversOf(t *testing.T, dir string) []*lsp.Server {
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	return session.For(root, session.Options{}).LSP().Servers()
}

// TestLSPCommandLine: `locus lsp` turns its arguments into the tool's, and
// says what is wrong with a command line; `locus doctor` reports a server
// of the config file that is not installed.
func TestLSPCommandLine(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.xyz", "x\n")
	write(t, dir, ".locus/lsp.json", `{"servers": {"zed": {"command": ["locus-test-no-such-server"], "languages": {".zed": "zed"}, "install": "get zed-ls"}}}`)
	write(t, dir, "a.zed", "x\n")
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"lsp"}, 2, "lsp: give a tool: definition, references"},
		{[]string{"lsp", "goto"}, 2, `there is no tool "goto"`},
		{[]string{"lsp", "definition"}, 2, "give one SPEC"},
		{[]string{"lsp", "rename", "a.xyz:1"}, 2, "give SPEC and NEW_NAME"},
		{[]string{"lsp", "hover", "a.xyz:1"}, 1, "LSP_UNAVAILABLE: no language server is known for .xyz files"},
		{[]string{"lsp", "signature-help", "a.zed:1"}, 1, "LSP_UNAVAILABLE: zed is not installed (locus looked on PATH"},
		{[]string{"lsp", "hover", "missing.go:1"}, 1, "FILE_NOT_FOUND"},
	} {
		out, errOut, code := run(t, dir, "", c.args...)
		if code != c.code || !strings.Contains(out+errOut, c.want) {
			t.Errorf("%v: exit %d, %q%q; want exit %d and %q", c.args, code, out, errOut, c.code, c.want)
		}
	}
	out, _, code := run(t, dir, "", "doctor", "--json")
	if code != 0 || !strings.Contains(out, `"name": "zed"`) || !strings.Contains(out, `"program": ""`) || !strings.Contains(out, `"install": "get zed-ls"`) {
		t.Errorf("doctor: exit %d, %s", code, out)
	}
}

// locus trust lists what it trusts; --revoke takes it back.
func TestTrust(t *testing.T) {
	dir := t.TempDir()
	_, errOut, code := run(t, dir, "", "trust")
	if code != 1 || !strings.Contains(errOut, "nothing to trust") {
		t.Errorf("trust without a config: exit %d, %q", code, errOut)
	}
	write(t, dir, ".locus/lsp.json", `{"servers": {"zed": {"command": ["zed-ls", "--stdio"], "languages": {".zed": "zed"}}}}`)
	out, _, code := run(t, dir, "", "trust")
	if code != 0 || !strings.Contains(out, "zed: zed-ls --stdio") {
		t.Errorf("trust: exit %d, %q", code, out)
	}
	out, _, code = run(t, dir, "", "trust", "--revoke")
	if code != 0 || !strings.Contains(out, "no longer trusted") {
		t.Errorf("trust --revoke: exit %d, %q", code, out)
	}
}
