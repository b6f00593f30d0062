package locate

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/workspace"
)

// BenchmarkLocate5000 locates with a symbol scope and a marker in a Go file
// of about 5,000 lines (the start of the runtime's proc.go), warm: the
// file's structure tree is cached, as in a running server; each call still
// reads the file and compares it with the cached text.
func BenchmarkLocate5000(b *testing.B) {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		b.Skip("no go command:", err)
	}
	src, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "src", "runtime", "proc.go"))
	if err != nil {
		b.Skip(err)
	}
	lines := strings.SplitAfter(string(src), "\n")
	n := 5000
	for n < len(lines) && !strings.HasPrefix(lines[n], "func ") {
		n++
	}
	dir := b.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "proc.go"), []byte(strings.Join(lines[:n], "")), 0o644); err != nil {
		b.Fatal(err)
	}
	root, err := workspace.Open(dir)
	if err != nil {
		b.Fatal(err)
	}
	l := &Locator{Root: root}
	spec, err := l.Parse("proc.go:schedinit@lockInit(&<|>sched.lock")
	if err != nil {
		b.Fatal(err)
	}
	if _, err := l.Locate(spec); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := l.Locate(spec); err != nil {
			b.Fatal(err)
		}
	}
}
