//go:build unix

package workspace

import (
	"errors"
	"os"
	"syscall"
	"time"
)

// lockDir takes an exclusive flock on the directory d (named dir), waiting
// at most timeout for another holder, and returns its release. flock locks
// belong to an open file description, so two descriptions of one directory
// exclude each other within one process too; the lock goes when its holder
// dies, so a killed writer leaves nothing to clean.
func lockDir(d *os.Root, dir string, timeout time.Duration) (func(), error) {
	f, err := d.Open(".")
	if err != nil {
		return nil, err
	}
	fd := int(f.Fd())
	deadline := time.Now().Add(timeout)
	wait := 50 * time.Microsecond
	for {
		err := syscall.Flock(fd, syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			return func() { f.Close() }, nil
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) && !errors.Is(err, syscall.EINTR) {
			f.Close()
			return nil, err
		}
		if time.Now().After(deadline) {
			f.Close()
			return nil, errLockTimeout
		}
		time.Sleep(wait)
		wait = min(2*wait, 5*time.Millisecond)
	}
}
