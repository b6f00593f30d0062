package xref_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/xref"
)

// netHTTP reads the Go files of net/http (its subpackages too, not test data).
func netHTTP(b testing.TB) [][]byte {
	root := corpus.GoRoot()
	if root == "" {
		b.Skip("no Go source tree")
	}
	var texts [][]byte
	dir := filepath.Join(root, "src", "net", "http")
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && d.IsDir() && d.Name() == "testdata" {
			return filepath.SkipDir
		}
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".go") {
			if data, err := os.ReadFile(p); err == nil {
				texts = append(texts, data)
			}
		}
		return nil
	})
	if len(texts) == 0 {
		b.Skip("no net/http sources")
	}
	return texts
}

// BenchmarkParse is the floor: a bare parse of net/http.
func BenchmarkParse(b *testing.B) { benchmarkNetHTTP(b, false) }

// BenchmarkExtract parses net/http and extracts each file. It reports the
// time spent in Extract as a percentage of the time spent parsing, both
// measured in the same run (a shared machine's load affects both alike).
func BenchmarkExtract(b *testing.B) { benchmarkNetHTTP(b, true) }

func benchmarkNetHTTP(b *testing.B, extract bool) {
	texts := netHTTP(b)
	lang := syntax.Lookup("go")
	var size int64
	for _, t := range texts {
		size += int64(len(t))
	}
	b.SetBytes(size)
	b.ReportAllocs()
	b.ResetTimer()
	occs := 0
	var inExtract time.Duration
	start := time.Now()
	for range b.N {
		for _, text := range texts {
			lang.Parse(text, func(root syntax.Node) error {
				if extract {
					t0 := time.Now()
					o, _ := xref.Extract(lang, text, root)
					inExtract += time.Since(t0)
					occs += len(o)
				}
				return nil
			})
		}
	}
	if extract {
		total := time.Since(start)
		b.ReportMetric(float64(occs)/float64(b.N), "occurrences/op")
		b.ReportMetric(100*float64(inExtract)/float64(total-inExtract), "%parse")
	}
}
