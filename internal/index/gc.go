// This file defines how the garbage collector and the scheduler are set
// while many files are indexed.

package index

import (
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// A cold build allocates a few short-lived values a node (symbols,
// occurrences, the words of a file) while its live heap stays small: with
// the default GOGC of 100 the collector ran every few files and took a
// tenth of the build's CPU time. While a refresh indexes at least
// manyFiles files, the collector lets the heap grow to bulkGCPercent over
// the live heap, under a soft limit of bulkHeadroom over the live heap
// the refresh began with: a moment when large files and a commit's rows
// are live at once (75 MB, against 30-40 MB the rest of a cold build)
// does not grow the heap five-fold, nor does a large live heap (the
// symbols of a big workspace). A live heap that grows within half the
// headroom of the limit raises it at the next commit (bulkRebase), so
// that the collector does not run back to back under a limit the heap
// has outgrown. A GOGC or GOMEMLIMIT the user set is left as it is.
//
// The refresh also runs with one P more than the default (GOMAXPROCS): the
// workers, one a core, spend most of their time in C parsing, and with one
// P a core the writer's goroutine (and the collector's) took the P of a
// worker in a long C call, which then waited for one at its return. With
// the P more, a cold index of a quarter of the benchmark's corpus switched
// threads a fifth less often and took about 3% less CPU. A GOMAXPROCS the
// user set is left as it is.
const (
	manyFiles     = 256
	bulkGCPercent = 400
)

// bulkHeadroom is the bulk limit's room over the live heap (a variable
// for the tests).
var bulkHeadroom int64 = 256 << 20

var bulkGC struct {
	sync.Mutex
	holders   int   // refreshes under the bulk settings
	percent   int   // the GC percent before the first of them
	limit     int64 // and the memory limit
	userTuned bool  // GOGC or GOMEMLIMIT is set: leave the collector alone
	limited   bool  // the holders run under bulkHeadroom's limit
	userProcs bool  // GOMAXPROCS is set: leave the scheduler alone
}

func init() {
	bulkGC.userTuned = os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != ""
	bulkGC.userProcs = os.Getenv("GOMAXPROCS") != ""
}

// bulkCollector sets the collector for a refresh of files files and returns
// the function that sets it back. Refreshes running at once share the
// settings: the last to end restores them.
func bulkCollector(files int) (restore func()) {
	if files < manyFiles || bulkGC.userTuned && bulkGC.userProcs {
		return func() {}
	}
	bulkGC.Lock()
	defer bulkGC.Unlock()
	if bulkGC.holders == 0 {
		if !bulkGC.userTuned {
			bulkGC.percent = debug.SetGCPercent(bulkGCPercent)
			bulkGC.limit = debug.SetMemoryLimit(-1)
			if bulkGC.limit == math.MaxInt64 {
				debug.SetMemoryLimit(liveHeap() + bulkHeadroom)
				bulkGC.limited = true
			}
		}
		if !bulkGC.userProcs {
			runtime.GOMAXPROCS(runtime.GOMAXPROCS(0) + 1)
		}
	}
	bulkGC.holders++
	var once sync.Once
	return func() {
		once.Do(func() {
			bulkGC.Lock()
			defer bulkGC.Unlock()
			bulkGC.holders--
			if bulkGC.holders == 0 {
				if !bulkGC.userTuned {
					debug.SetGCPercent(bulkGC.percent)
					debug.SetMemoryLimit(bulkGC.limit)
					bulkGC.limited = false
				}
				if !bulkGC.userProcs {
					runtime.SetDefaultGOMAXPROCS()
				}
			}
		})
	}
}

// bulkRebase sets the bulk refreshes' memory limit to bulkHeadroom over
// the live heap, when that has come within half the headroom of it.
func bulkRebase() {
	bulkGC.Lock()
	defer bulkGC.Unlock()
	if !bulkGC.limited {
		return
	}
	if live := liveHeap(); debug.SetMemoryLimit(-1)-live < bulkHeadroom/2 {
		debug.SetMemoryLimit(live + bulkHeadroom)
	}
}

// liveHeap is the bytes of the heap the last collection found live.
func liveHeap() int64 {
	m := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(m)
	if m[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(m[0].Value.Uint64())
}
