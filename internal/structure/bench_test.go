package structure_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/structure"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/workspace"
)

// benchFile is corpus.LargeGoFile in a workspace.
func benchFile(b *testing.B) (*structure.Editor, string) {
	dir, name := corpus.LargeGoFile(b)
	root, err := workspace.Open(dir)
	if err != nil {
		b.Fatal(err)
	}
	return &structure.Editor{Root: root}, name
}

// BenchmarkReplace5000 replaces a function in a 5,000-line Go file: read,
// parse, resolve, re-indent, parse the result, write atomically. Warm: the
// file's tree is cached from the last edit, as in a running server, so the
// parses are incremental. The reference, "full-parse", is one plain parse
// of the same file, which a cold edit pays twice.
func BenchmarkReplace5000(b *testing.B) {
	b.Run("full-parse", func(b *testing.B) {
		e, path := benchFile(b)
		src, err := os.ReadFile(filepath.Join(e.Root.Dir(), path))
		if err != nil {
			b.Fatal(err)
		}
		lang := syntax.Lookup("go")
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			if err := lang.Parse(src, func(syntax.Node) error { return nil }); err != nil {
				b.Fatal(err)
			}
		}
	})
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
