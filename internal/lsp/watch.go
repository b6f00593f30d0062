// This file tells servers about files changed on disk that they do not
// hold open: at once for locus's own writes (Written, called by the
// workspace's session as each commit lands), and by a poll of the
// workspace for other programs' writes.

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
)

// pollEvery is how often the workspace is scanned for changes; maxWatched
// bounds the files a scan looks at.
const (
	pollEvery  = 2 * time.Second
	maxWatched = 50000
)

// watch makes sure srv hears of file changes made by other programs: it
// starts m's poll on the first server.
func (m *Manager) watch(srv *Server) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.watcher == nil {
		m.watcher = &watcher{m: m, done: make(chan struct{}), seen: stamps{}}
		go m.watcher.run()
	}
}

// Written tells m's running servers about locus's own writes, the absolute
// paths of the files a commit changed or created, without waiting for them:
// a commit must not wait on a server.
func (m *Manager) Written(paths []string) {
	var changes []fileChange
	for _, p := range paths {
		if _, ok := inside(m.dir, p); ok {
			changes = append(changes, fileChange{abs: p, kind: protocol.FileChangeTypeChanged})
		}
	}
	if len(changes) > 0 {
		go m.notify(changes)
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
	seen     stamps
}

func (w *watcher) stop() { w.stopOnce.Do(func() { close(w.done) }) }

// run polls until stopped: every pollEvery, or, in a workspace so large
// that a scan takes long, twenty times a scan's time, so that the poll
// keeps to a small part of a core.
func (w *watcher) run() {
	start := time.Now()
	w.scan() // the baseline
	took := time.Since(start)
	for {
		select {
		case <-w.done:
			return
		case <-time.After(max(pollEvery, 20*took)):
			start = time.Now()
			changes := w.scan()
			took = time.Since(start)
			if len(changes) > 0 {
				w.m.notify(changes)
			}
		}
	}
}

// scan returns what changed in the workspace since the last scan.
func (w *watcher) scan() []fileChange {
	w.mu.Lock()
	defer w.mu.Unlock()
	now := snapshot(w.m.dir)
	changes := now.since(w.seen)
	w.seen = now
	return changes
}

// stamps are the modification times and sizes of a workspace's files.
type stamps map[string]stamp

// snapshot stamps the workspace's files (walkFiles, maxWatched at most).
func snapshot(dir string) stamps {
	now := stamps{}
	walkFiles(dir, maxWatched, func(p string, d fs.DirEntry) {
		if !d.Type().IsRegular() {
			return
		}
		if fi, err := d.Info(); err == nil {
			now[p] = stamp{fi.ModTime(), fi.Size()}
		}
	})
	return now
}

// walkFiles calls fn for the files of the workspace, limit at most,
// skipping hidden folders, node_modules, __pycache__ and build caches (a
// folder holding a CACHEDIR.TAG, as cargo's target/): what servers need to
// hear of is the project's own. (rust-analyzer told of the files a cargo
// check wrote into target/ reloads the workspace, which runs the check
// again: a loop, whose reloads kept clearing the check's diagnostics.)
func walkFiles(dir string, limit int, fn func(path string, d fs.DirEntry)) {
	n := 0
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			name := d.Name()
			if p != dir && (strings.HasPrefix(name, ".") || name == "node_modules" || name == "__pycache__") {
				return filepath.SkipDir
			}
			if _, err := os.Lstat(filepath.Join(p, "CACHEDIR.TAG")); err == nil {
				return filepath.SkipDir
			}
			return nil
		}
		if n++; n > limit {
			return filepath.SkipAll
		}
		fn(p, d)
		return nil
	})
}

// since returns the files created, changed or deleted from old to now, in
// the order of their paths.
func (now stamps) since(old stamps) []fileChange {
	var changes []fileChange
	for p, st := range now {
		if was, ok := old[p]; !ok {
			changes = append(changes, fileChange{abs: p, kind: protocol.FileChangeTypeCreated})
		} else if was != st {
			changes = append(changes, fileChange{abs: p, kind: protocol.FileChangeTypeChanged})
		}
	}
	for p := range old {
		if _, ok := now[p]; !ok {
			changes = append(changes, fileChange{abs: p, kind: protocol.FileChangeTypeDeleted})
		}
	}
	sort.Slice(changes, func(i, j int) bool { return changes[i].abs < changes[j].abs })
	return changes
}
