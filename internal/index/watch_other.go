//go:build !linux

// Elsewhere than on Linux there is no watcher: every query walks.

package index

type watcher struct{}

func newWatcher(string) *watcher         { return nil }
func (*watcher) add(string, bool) bool   { return false }
func (*watcher) reset()                  {}
func (*watcher) drain() ([]string, bool) { return nil, true }
func (*watcher) ok() bool                { return false }
func (*watcher) close()                  {}
