package cli

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A server busy with a long parse ends within a second or so of SIGTERM,
// and of its stdio client going away, instead of parsing on (up to the
// parse's own limit of 10 s and more).
func TestMCPStopsDuringLongParse(t *testing.T) {
	for _, how := range []string{"SIGTERM", "stdin closed"} {
		t.Run(how, func(t *testing.T) {
			dir := t.TempDir()
			// Markdown whose emphasis tree-sitter takes many seconds over.
			write(t, dir, "slow.md", strings.Repeat("*", 50000)+"a"+strings.Repeat("*", 50000)+"\n")
			cmd := exec.Command(os.Args[0], "mcp", "--root", dir)
			cmd.Env = append(os.Environ(), "LOCUS_AS_MAIN=1")
			stdin, err := cmd.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			cmd.Stdout = &out
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			io.WriteString(stdin, `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`+"\n")
			io.WriteString(stdin, `{"jsonrpc":"2.0","method":"notifications/initialized"}`+"\n")
			io.WriteString(stdin, `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"file_read","arguments":{"path":"slow.md","skeleton":true}}}`+"\n")
			time.Sleep(700 * time.Millisecond) // the parse is under way
			start := time.Now()
			if how == "SIGTERM" {
				cmd.Process.Signal(syscall.SIGTERM)
			} else {
				stdin.Close()
			}
			exited := make(chan error, 1)
			go func() { exited <- cmd.Wait() }()
			select {
			case <-exited:
			case <-time.After(5 * time.Second):
				cmd.Process.Kill()
				t.Fatalf("still running 5 s after %s", how)
			}
			if d := time.Since(start); d > 2500*time.Millisecond {
				t.Errorf("ended %v after %s, want about a second", d.Round(time.Millisecond), how)
			}
		})
	}
}

// TestMCPStdinClosedExitsZero: a client that ends the session by closing
// standard input is the normal end of `locus mcp`: exit status 0 and
// nothing on standard error.
func TestMCPStdinClosedExitsZero(t *testing.T) {
	cmd := exec.Command(os.Args[0], "mcp", "--root", t.TempDir())
	cmd.Env = append(os.Environ(), "LOCUS_AS_MAIN=1")
	cmd.Stdin = strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}` + "\n")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil || stderr.Len() > 0 {
		t.Errorf("%v, stderr %q", err, stderr.String())
	}
}
