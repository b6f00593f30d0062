// This file defines RefreshWith, a refresh that reports its progress to
// the caller that waits for it (an MCP client's progress token), whatever
// Options.Progress says.

package index

import "context"

// RefreshWith is Refresh reporting progress to fn (done, total) instead of
// Options.Progress; fn nil reports nothing.
func (x *Index) RefreshWith(ctx context.Context, fn func(done, total int)) (RefreshStats, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	saved := x.opt.Progress
	x.opt.Progress = fn
	defer func() { x.opt.Progress = saved }()
	return x.refreshLocked(ctx)
}
