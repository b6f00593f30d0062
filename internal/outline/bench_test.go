package outline_test

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/outline"
)

// BenchmarkParseGoStd outlines a fixed sample of the Go standard library
// (every 10th non-testdata file) per iteration; see bench/ for the
// whole-corpus comparison with ctags and the parse floor.
func BenchmarkParseGoStd(b *testing.B) {
	root := filepath.Join(goRoot(b), "src")
	var files []string
	filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".go") && !strings.Contains(p, "/testdata/") {
			files = append(files, p)
		}
		return nil
	})
	sort.Strings(files)
	var texts [][]byte
	var size int64
	for i := 0; i < len(files); i += 10 {
		data, err := os.ReadFile(files[i])
		if err != nil {
			b.Fatal(err)
		}
		texts = append(texts, data)
		size += int64(len(data))
	}
	b.SetBytes(size)
	b.ResetTimer()
	for range b.N {
		for i, text := range texts {
			if _, err := outline.Parse(files[i*10], text); err != nil {
				b.Fatal(err)
			}
		}
	}
}
