//go:build unix

package journal

import (
	"errors"
	"os"
	"syscall"
	"time"
)

// lock takes an exclusive flock on the file name (made if missing),
// waiting at most timeout, and returns its release. The lock goes when its
// holder dies, so a killed process leaves nothing to clean.
func lock(name string, timeout time.Duration) (func(), error) {
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	deadline := time.Now().Add(timeout)
	wait := 50 * time.Microsecond
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			return func() { f.Close() }, nil
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) && !errors.Is(err, syscall.EINTR) {
			f.Close()
			return nil, err
		}
		if time.Now().After(deadline) {
			f.Close()
			return nil, errors.New("journal: timed out waiting for another process's lock")
		}
		time.Sleep(wait)
		wait = min(2*wait, 5*time.Millisecond)
	}
}
