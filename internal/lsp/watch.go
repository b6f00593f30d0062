// This file tells servers about files changed on disk that they do not
// hold open: at once for locus's own writes (workspace.Observe), and by a
// poll of the workspace for other programs' writes.

package lsp

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"go.lsp.dev/protocol"

	"github.com/locus-dev/locus/internal/workspace"
)

// pollEvery is how often the workspace is scanned for changes; maxWatched
// bounds the files a scan looks at.
const (
	pollEvery  = 2 * time.Second
	maxWatched = 50000
)

var observeOnce sync.Once

// watch makes sure srv hears of file changes: it starts m's poll on the
// first server, and hooks locus's own writes once per process.
func (m *Manager) watch(srv *Server) {
	observeOnce.Do(func() { workspace.Observe(written) })
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.watcher == nil {
		m.watcher = &watcher{m: m, done: make(chan struct{}), seen: map[string]stamp{}}
		go m.watcher.run()
	}
}

// written passes locus's own writes to the servers of the workspaces they
// are in.
func written(paths []string) {
	shared.Lock()
	ms := make([]*Manager, 0, len(shared.m))
	for _, m := range shared.m {
		ms = append(ms, m)
	}
	shared.Unlock()
	for _, m := range ms {
		var changes []fileChange
		for _, p := range paths {
			if _, ok := inside(m.dir, p); ok {
				changes = append(changes, fileChange{abs: p, kind: protocol.FileChangeTypeChanged})
			}
		}
		if len(changes) > 0 {
			go m.notify(changes) // a commit must not wait on a server
		}
	}
}

// notify tells each running server about the changes: all of them, since
// what matters to a server is more than its source files (go.mod,
// tsconfig.json, pyproject.toml, Cargo.toml, compile_commands.json).
func (m *Manager) notify(changes []fileChange) {
	for _, s := range m.Running() {
		s.watched(context.Background(), changes)
	}
}

type stamp struct {
	mod  time.Time
	size int64
}

// watcher polls a workspace for files created, changed or deleted.
type watcher struct {
	m        *Manager
	done     chan struct{}
	stopOnce sync.Once
	mu       sync.Mutex // held by a scan
	seen     map[string]stamp
}

func (w *watcher) stop() { w.stopOnce.Do(func() { close(w.done) }) }

func (w *watcher) run() {
	w.scan() // the baseline
	t := time.NewTicker(pollEvery)
	defer t.Stop()
	for {
		select {
		case <-w.done:
			return
		case <-t.C:
			if changes := w.scan(); len(changes) > 0 {
				w.m.notify(changes)
			}
		}
	}
}

// rescan looks for changes at once and tells the servers, for when a
// server's command may have written files itself. It returns the changed
// paths, relative to the workspace.
func (m *Manager) rescan() []string {
	m.mu.Lock()
	w := m.watcher
	m.mu.Unlock()
	if w == nil {
		return nil
	}
	changes := w.scan()
	m.notify(changes)
	var paths []string
	for _, c := range changes {
		if rel, ok := inside(m.dir, c.abs); ok {
			paths = append(paths, rel)
		}
	}
	sort.Strings(paths)
	return paths
}

// scan walks the workspace (skipping hidden folders, node_modules and
// __pycache__) and returns what changed since the last scan.
func (w *watcher) scan() []fileChange {
	w.mu.Lock()
	defer w.mu.Unlock()
	now := make(map[string]stamp, len(w.seen))
	var changes []fileChange
	n := 0
	_ = filepath.WalkDir(w.m.dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		name := d.Name()
		if d.IsDir() {
			if p != w.m.dir && (strings.HasPrefix(name, ".") || name == "node_modules" || name == "__pycache__") {
				return filepath.SkipDir
			}
			return nil
		}
		if n++; n > maxWatched {
			return filepath.SkipAll
		}
		if !d.Type().IsRegular() {
			return nil
		}
		fi, err := d.Info()
		if err != nil {
			return nil
		}
		st := stamp{fi.ModTime(), fi.Size()}
		now[p] = st
		if old, ok := w.seen[p]; !ok {
			changes = append(changes, fileChange{abs: p, kind: protocol.FileChangeTypeCreated})
		} else if old != st {
			changes = append(changes, fileChange{abs: p, kind: protocol.FileChangeTypeChanged})
		}
		return nil
	})
	for p := range w.seen {
		if _, ok := now[p]; !ok {
			if _, err := os.Lstat(p); err != nil {
				changes = append(changes, fileChange{abs: p, kind: protocol.FileChangeTypeDeleted})
			}
		}
	}
	w.seen = now
	return changes
}
