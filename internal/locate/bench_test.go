package locate

import (
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/workspace"
)

// BenchmarkLocate5000 locates with a symbol scope and a marker in a Go file
// of about 5,000 lines (the start of the runtime's proc.go), warm: the
// file's structure tree is cached, as in a running server; each call still
// reads the file and compares it with the cached text.
func BenchmarkLocate5000(b *testing.B) {
	dir, _ := corpus.LargeGoFile(b)
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
