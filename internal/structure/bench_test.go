package structure_test

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/structure"
	"github.com/locus-dev/locus/internal/workspace"
)

// benchFile writes a Go file of about 5,000 lines: the first lines of the
// runtime's proc.go, cut at a top-level declaration.
func benchFile(b *testing.B) (*structure.Editor, string) {
	src, err := os.ReadFile(filepath.Join(runtime.GOROOT(), "src", "runtime", "proc.go"))
	if err != nil {
		b.Skip("no Go source tree:", err)
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
	return &structure.Editor{Root: root}, "proc.go"
}

// BenchmarkReplace5000 replaces a function in a 5,000-line Go file: read,
// parse, resolve, re-indent, parse the result, write atomically.
func BenchmarkReplace5000(b *testing.B) {
	for _, dry := range []bool{false, true} {
		name := "write"
		if dry {
			name = "dry-run"
		}
		b.Run(name, func(b *testing.B) {
			e, path := benchFile(b)
			bodies := []string{"func main() {\n\tprintln(1)\n}\n", "func main() {\n\tprintln(2)\n}\n"}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := e.Replace(path, "main", bodies[i%2], structure.Options{DryRun: dry}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
