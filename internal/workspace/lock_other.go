//go:build !unix

package workspace

import (
	"os"
	"sync"
	"time"
)

// dirLocks serialises the writers of this process per directory where
// flock is missing; other processes are not excluded there.
var dirLocks sync.Map // dir -> *sync.Mutex

// lockDir takes this process's lock of dir and returns its release.
func lockDir(_ *os.Root, dir string, _ time.Duration) (func(), error) {
	mu, _ := dirLocks.LoadOrStore(dir, new(sync.Mutex))
	mu.(*sync.Mutex).Lock()
	return mu.(*sync.Mutex).Unlock, nil
}
