// This file defines how the garbage collector is set while many files are
// indexed.

package index

import (
	"math"
	"os"
	"runtime/debug"
	"sync"
)

// A cold build allocates a few short-lived values a node (symbols,
// occurrences, the words of a file) while its live heap stays small: with
// the default GOGC of 100 the collector ran every few files and took a
// tenth of the build's CPU time. While a refresh indexes at least
// manyFiles files, the collector lets the heap grow to bulkGCPercent over
// the live heap, under a soft limit of bulkMemoryLimit so that a large live
// heap (the symbols of a big workspace) does not grow five-fold. A GOGC or
// GOMEMLIMIT the user set is left as it is.
const (
	manyFiles       = 256
	bulkGCPercent   = 400
	bulkMemoryLimit = 768 << 20
)

var bulkGC struct {
	sync.Mutex
	holders   int   // refreshes under the bulk settings
	percent   int   // the GC percent before the first of them
	limit     int64 // and the memory limit
	userTuned bool  // GOGC or GOMEMLIMIT is set: leave the collector alone
}

func init() {
	bulkGC.userTuned = os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != ""
}

// bulkCollector sets the collector for a refresh of files files and returns
// the function that sets it back. Refreshes running at once share the
// settings: the last to end restores them.
func bulkCollector(files int) (restore func()) {
	if files < manyFiles || bulkGC.userTuned {
		return func() {}
	}
	bulkGC.Lock()
	defer bulkGC.Unlock()
	if bulkGC.holders == 0 {
		bulkGC.percent = debug.SetGCPercent(bulkGCPercent)
		bulkGC.limit = debug.SetMemoryLimit(-1)
		if bulkGC.limit == math.MaxInt64 {
			debug.SetMemoryLimit(bulkMemoryLimit)
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
				debug.SetGCPercent(bulkGC.percent)
				debug.SetMemoryLimit(bulkGC.limit)
			}
		})
	}
}
