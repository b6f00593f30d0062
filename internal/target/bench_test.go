package target

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// BenchmarkBuildWide builds the structures of Python files of 10,000 and
// 40,000 top-level functions and reports the time per function, which
// stays flat as the file grows (each node once looked at every symbol of
// its level: 170,000 functions took 35 s to read one).
func BenchmarkBuildWide(b *testing.B) {
	for _, n := range []int{10000, 40000} {
		var sb strings.Builder
		for i := range n {
			fmt.Fprintf(&sb, "def func_%d(a, b):\n    return a + b + %d\n\n", i, i)
		}
		text := []byte(sb.String())
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for b.Loop() {
				if _, err := Build(context.Background(), "wide.py", text); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/function")
		})
	}
}
