package syntax

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/locus-dev/locus/internal/corpus"
)

// TestStoppedParsesLeaveNoParser stops parses of a long file (one
// statement repeated, whose repetition tree-sitter balances) at 40 times
// spread over the first 40% of the parse, and parses again after each: a
// parser stopped while balancing resumed the balancing at its next parse,
// with no tree left, and aborted the process (seen in CI; on the old code
// this test aborts within 14 s). It runs in a child process, so that an
// abort fails this test alone.
func TestStoppedParsesLeaveNoParser(t *testing.T) {
	corpus.Isolated(t, func(t *testing.T) {
		l := Lookup("python")
		src := bytes.Repeat([]byte("a = [1, 2, 3]\n"), 100000)
		start := time.Now()
		if err := l.Parse(src, func(Node) error { return nil }); err != nil {
			t.Fatal(err)
		}
		full := time.Since(start)
		for i := 1; i <= 40; i++ {
			ctx, cancel := context.WithTimeout(context.Background(), full*time.Duration(i)/100)
			_ = l.ParseContext(ctx, src, func(Node) error { return nil })
			cancel()
			if err := l.Parse([]byte("# a\n"), func(Node) error { return nil }); err != nil {
				t.Fatalf("a parse after one stopped at %d%% of the whole: %v", i, err)
			}
		}
	})
}
