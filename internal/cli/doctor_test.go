package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.lsp.dev/jsonrpc2"

	"github.com/locus-dev/locus/internal/golden"
)

// fakeLSP makes the test binary a language server when it is run as
// `cli.test --fake-lsp [--version]` (see TestMain): it prints a version, or
// answers initialize and shutdown on stdio and exits on exit.
func fakeLSP(args []string) {
	if len(args) > 0 && args[0] == "--version" {
		fmt.Println("fake-ls 1.0.0")
		os.Exit(0)
	}
	conn := jsonrpc2.NewConn(jsonrpc2.NewHeaderStream(stdio{os.Stdin, os.Stdout}))
	conn.Go(context.Background(), func(ctx context.Context, req *jsonrpc2.Request) (any, error) {
		switch req.Method() {
		case "initialize":
			return map[string]any{"capabilities": map[string]any{}}, nil
		case "shutdown":
			return nil, nil
		case "exit":
			os.Exit(0)
		}
		if !req.IsCall() {
			return nil, nil
		}
		return nil, jsonrpc2.ErrMethodNotFound
	})
	<-conn.Done()
	os.Exit(0)
}

type stdio struct {
	io.Reader
	io.Writer
}

func (stdio) Close() error { return nil }

// doctor's report, golden: a server that answers (this test binary playing
// one), one that is missing, one whose program does not run (it exits
// with an error, as a broken install does) and one that tells its version
// but does not start (exits when started, as rustup's stub offline). Only
// the first counts as found. The five built-in servers are replaced by a
// trusted project config, so that the report is the same on every machine.
func TestDoctorGolden(t *testing.T) {
	dir := t.TempDir()
	bin := t.TempDir()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	script := func(name, body string) string {
		p := filepath.Join(bin, name)
		if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body), 0o755); err != nil {
			t.Fatal(err)
		}
		return p
	}
	broken := script("broken-ls", "echo 'broken-ls: error while loading shared libraries: libfoo.so.1' >&2\nexit 127\n")
	stub := script("stub-ls", "if [ \"$1\" = --version ]; then echo 'stub-ls 0.0.1'; exit 0; fi\necho 'error: the toolchain is not installed and the network is off' >&2\nexit 1\n")
	cfg := map[string]any{"servers": map[string]any{
		"gopls":                      map[string]any{"command": []string{self, "--fake-lsp"}, "version": []string{self, "--fake-lsp", "--version"}},
		"pyright":                    map[string]any{"command": []string{"locus-test-no-such-server", "--stdio"}},
		"typescript-language-server": map[string]any{"command": []string{broken, "--stdio"}},
		"clangd":                     map[string]any{"command": []string{stub}},
		"rust-analyzer":              map[string]any{"command": []string{"locus-test-no-such-analyzer"}},
	}}
	raw, _ := json.Marshal(cfg)
	write(t, dir, ".locus/lsp.json", string(raw))
	if _, errOut, code := run(t, dir, "", "trust"); code != 0 {
		t.Fatalf("trust: %s", errOut)
	}
	t.Setenv("LOCUS_TOOLS", filepath.Join(dir, "tools"))
	out, errOut, code := run(t, dir, "", "doctor")
	if code != 0 {
		t.Fatalf("doctor: exit %d: %s", code, errOut)
	}
	out = strings.ReplaceAll(out, self, "$LOCUS_TEST_BINARY")
	out = strings.ReplaceAll(out, bin, "$BIN")
	out = strings.ReplaceAll(out, dir, "$ROOT")
	golden.File(t, "testdata/doctor.txt", out)

	out, _, _ = run(t, dir, "", "doctor", "--json")
	var report []struct {
		Name    string
		Answers bool
	}
	if err := json.Unmarshal([]byte(out), &report); err != nil {
		t.Fatal(err)
	}
	for _, c := range report {
		if c.Answers != (c.Name == "gopls") {
			t.Errorf("--json: %s answers: %v", c.Name, c.Answers)
		}
	}
}

// install-servers builds gopls with go and installs the npm servers with
// npm, into $LOCUS_TOOLS, at the pinned versions; a server it installs
// already there at that version is left alone; clangd and rust-analyzer
// are the system's, and it says how. go and npm are played by scripts
// that log their arguments and put a program where the real ones do.
func TestInstallServers(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "path")
	tools := filepath.Join(dir, "tools")
	log := filepath.Join(dir, "log")
	writeExec := func(name, body string) {
		write(t, bin, name, "#!/bin/sh\n"+body)
		if err := os.Chmod(filepath.Join(bin, name), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// the programs they install print the pinned versions
	writeExec("go", `echo "go $* GOBIN=$GOBIN" >> `+log+`
mkdir -p "$GOBIN" && printf '#!/bin/sh\necho "golang.org/x/tools/gopls v0.23.0"\n' > "$GOBIN/gopls" && chmod +x "$GOBIN/gopls"
`)
	writeExec("npm", `echo "npm $*" >> `+log+`
mkdir -p "$3/node_modules/.bin"
for pkg in "$@"; do
  case $pkg in
  pyright@*) progs="pyright-langserver pyright" ;;
  typescript-language-server@*) progs=typescript-language-server ;;
  *) progs= ;;
  esac
  for p in $progs; do
    printf '#!/bin/sh\necho %s\n' "${pkg#*@}" > "$3/node_modules/.bin/$p"; chmod +x "$3/node_modules/.bin/$p"
  done
done
`)
	t.Setenv("PATH", bin+string(os.PathListSeparator)+"/bin"+string(os.PathListSeparator)+"/usr/bin")
	t.Setenv("LOCUS_TOOLS", tools)
	out, errOut, code := run(t, dir, "", "install-servers", "go", "python")
	if code != 0 {
		t.Fatalf("install-servers: exit %d: %s%s", code, out, errOut)
	}
	logged, _ := os.ReadFile(log)
	want := "go install golang.org/x/tools/gopls@v0.23.0 GOBIN=" + filepath.Join(tools, "bin") + "\n" +
		"npm install --prefix " + tools + " --save-exact --no-audit --no-fund pyright@1.1.414\n"
	if string(logged) != want {
		t.Errorf("ran:\n%s\nwant:\n%s", logged, want)
	}
	if !strings.Contains(out, "gopls installed: "+filepath.Join(tools, "bin", "gopls")) {
		t.Errorf("output: %s", out)
	}
	// again: nothing to do for those; typescript needs its install
	os.Remove(log)
	out, _, code = run(t, dir, "", "install-servers")
	logged, _ = os.ReadFile(log)
	if code != 0 || !strings.Contains(out, "gopls v0.23.0 is installed") || strings.Contains(string(logged), "gopls@") ||
		!strings.Contains(string(logged), "typescript-language-server@5.3.0 typescript@6.0.3") {
		t.Errorf("second run: exit %d\n%s\nran:\n%s", code, out, logged)
	}
	_, errOut, code = run(t, dir, "", "install-servers", "rust")
	if code != 1 || !strings.Contains(errOut, "LSP_UNAVAILABLE: locus does not install rust-analyzer: the system's packages do; rust-analyzer: apt-get install") {
		t.Errorf("rust: exit %d, %s", code, errOut)
	}
	_, errOut, code = run(t, dir, "", "install-servers", "cobol")
	if code != 1 || !strings.Contains(errOut, `INVALID_ARGUMENT: "cobol" is no server`) {
		t.Errorf("cobol: exit %d, %s", code, errOut)
	}
}
