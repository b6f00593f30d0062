package index

import (
	"math"
	"runtime"
	"runtime/debug"
	"testing"
)

// TestBulkCollector: a refresh of manyFiles files or more raises the
// collector's percent and sets its soft limit above the live heap (and
// raises it with the live heap), and runs with one P more;
// refreshes running at once share the settings, and the last to end puts
// back the ones it found. A small refresh leaves them alone.
func TestBulkCollector(t *testing.T) {
	if bulkGC.userTuned || bulkGC.userProcs {
		t.Skip("GOGC, GOMEMLIMIT or GOMAXPROCS is set: the runtime is the user's")
	}
	procs := runtime.GOMAXPROCS(0)
	prev := debug.SetGCPercent(100)
	prevLimit := debug.SetMemoryLimit(math.MaxInt64)
	defer func() {
		debug.SetGCPercent(prev)
		debug.SetMemoryLimit(prevLimit)
	}()
	settings := func() (int, int64) {
		p := debug.SetGCPercent(-1)
		debug.SetGCPercent(p)
		return p, debug.SetMemoryLimit(-1)
	}

	bulkCollector(manyFiles - 1)()
	if p, l := settings(); p != 100 || l != math.MaxInt64 {
		t.Fatalf("a refresh of %d files set the collector to %d%%, limit %d", manyFiles-1, p, l)
	}
	defer func(h int64) { bulkHeadroom = h }(bulkHeadroom)
	bulkHeadroom = 128 << 20        // the test's heap stays small
	ballast := make([]byte, 64<<20) // a live heap the limit is set above
	runtime.GC()
	live := liveHeap()
	first := bulkCollector(manyFiles)
	second := bulkCollector(10 * manyFiles)
	p, l := settings()
	if live < 64<<20 || p != bulkGCPercent || l != live+bulkHeadroom {
		t.Fatalf("during a bulk refresh with %d MB live the collector is at %d%%, limit %d; want %d%%, limit %d MB over the live heap", live>>20, p, l, bulkGCPercent, bulkHeadroom>>20)
	}
	// The heap grows during the refresh: a commit leaves the limit while
	// the live heap is short of half the headroom under it, and raises it
	// after.
	more := make([]byte, 32<<20)
	runtime.GC()
	bulkRebase()
	if _, l2 := settings(); l2 != l {
		t.Fatalf("after the live heap grew by 32 MB the limit is %d, want it left at %d", l2, l)
	}
	evenMore := make([]byte, bulkHeadroom/2)
	runtime.GC()
	bulkRebase()
	if _, l2 := settings(); l2 != liveHeap()+bulkHeadroom {
		t.Fatalf("after the live heap grew by %d MB the limit is %d, want %d", (32<<20+bulkHeadroom/2)>>20, l2, liveHeap()+bulkHeadroom)
	}
	runtime.KeepAlive(evenMore)
	runtime.KeepAlive(ballast)
	runtime.KeepAlive(more)
	if n := runtime.GOMAXPROCS(0); n != procs+1 {
		t.Fatalf("during a bulk refresh GOMAXPROCS is %d, want %d", n, procs+1)
	}
	first()
	first() // a second call changes nothing
	if p, _ := settings(); p != bulkGCPercent {
		t.Fatalf("with one bulk refresh still running the collector is at %d%%, want %d%%", p, bulkGCPercent)
	}
	second()
	if p, l := settings(); p != 100 || l != math.MaxInt64 {
		t.Fatalf("after the bulk refreshes the collector is at %d%%, limit %d; want 100%%, no limit", p, l)
	}
	if n := runtime.GOMAXPROCS(0); n != procs {
		t.Fatalf("after the bulk refreshes GOMAXPROCS is %d, want %d", n, procs)
	}
}
