//go:build !unix

package journal

import (
	"sync"
	"time"
)

// locks serialises the journal writers of this process per folder where
// flock is missing; other processes are not excluded there.
var locks sync.Map // lock file -> *sync.Mutex

// lock takes this process's lock of name and returns its release.
func lock(name string, _ time.Duration) (func(), error) {
	mu, _ := locks.LoadOrStore(name, new(sync.Mutex))
	mu.(*sync.Mutex).Lock()
	return mu.(*sync.Mutex).Unlock, nil
}
