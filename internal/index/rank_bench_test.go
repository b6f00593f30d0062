package index

import (
	"context"
	"testing"
	"time"
)

// BenchmarkRank is Rank of the whole bench tree (the first 100 files with
// 8 symbols each) as a fresh process sees it, the walk spared: "build"
// builds the graph and its PageRank from the database each time, "stored"
// reads the ranks a build left in the database. Both report the CPU
// seconds beside the wall clock.
func BenchmarkRank(b *testing.B) {
	x := warmIndex(b)
	x.opt.Window = time.Hour
	defer func() { x.opt.Window = 0 }()
	refresh(b, x)
	forget := func(stored bool) {
		x.mu.Lock()
		x.graph, x.ranks, x.syms = nil, nil, nil
		if !stored {
			if _, err := x.st.db.Exec("DELETE FROM meta WHERE key = 'ranks'"); err != nil {
				b.Fatal(err)
			}
		}
		x.mu.Unlock()
		x.st.files.Lock()
		x.st.files.m = nil
		x.st.files.Unlock()
	}
	for _, stored := range []bool{false, true} {
		name := "build"
		if stored {
			name = "stored"
		}
		b.Run(name, func(b *testing.B) {
			start := cpuTime()
			for b.Loop() {
				forget(stored)
				if _, err := x.Rank(context.Background(), RankOptions{MaxFiles: 100, MaxSymbols: 8}); err != nil {
					b.Fatal(err)
				}
			}
			reportCPU(b, start)
		})
	}
}
