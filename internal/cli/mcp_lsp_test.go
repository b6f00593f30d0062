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
	t.Cleanup(lsp.Shared(dir).Close)
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
		running := lsp.Shared(dir).Running()
		if len(running) != 1 {
			t.Fatalf("session %d: %d servers run, want 1", i+1, len(running))
		}
		pids = append(pids, running[0].Pid())
	}
	if pids[0] != pids[1] {
		t.Errorf("the sessions used two servers: pids %v", pids)
	}
}
