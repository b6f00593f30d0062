// Package session holds what locus keeps for one workspace root while a
// process runs: the root, its workspace index and its language servers.
// Every tool call of the process on that root, over stdio, HTTP (every MCP
// session of the server) or the command line, gets the same Session, so
// that one place knows what is indexed and what runs.
//
// The index is opened on first use, in the database that Options.DB names
// (or the default: see index.DefaultPath); locus's own writes are handed
// to it as they commit. A long-lived process (locus mcp) asks for
// Options.Watch, so that questions read the file watcher's events instead
// of walking the workspace.
package session

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/locus-dev/locus/internal/index"
	"github.com/locus-dev/locus/internal/lsp"
	"github.com/locus-dev/locus/internal/workspace"
)

// Session is one workspace root of the process.
type Session struct {
	root *workspace.Root
	opt  Options

	mu     sync.Mutex
	idx    *index.Index
	warmed bool // the first question's refresh is done
}

// sessions are the open sessions of the process, by root directory and
// read-only state.
var sessions = struct {
	sync.Mutex
	m        map[key]*Session
	observed bool
}{m: map[key]*Session{}}

type key struct {
	dir      string
	readOnly bool
}

// Options are taken when a session is made.
type Options struct {
	// DB is the index's database file; "" means the default.
	DB string
	// Watch keeps the index fresh with a file watcher (index.Options.Watch).
	Watch bool
}

// For returns the session of root, made on first use with opt.
func For(root *workspace.Root, opt Options) *Session {
	sessions.Lock()
	defer sessions.Unlock()
	if !sessions.observed {
		sessions.observed = true
		workspace.Observe(committed)
	}
	k := key{root.Dir(), root.ReadOnly()}
	s := sessions.m[k]
	if s == nil {
		s = &Session{root: root, opt: opt}
		sessions.m[k] = s
	}
	return s
}

// Root returns the workspace root.
func (s *Session) Root() *workspace.Root { return s.root }

// Index returns the workspace index, opening it on first use. The index
// brings itself up to date before each answer.
func (s *Session) Index(ctx context.Context) (*index.Index, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.idx != nil {
		return s.idx, nil
	}
	idx, err := index.Open(ctx, s.root, index.Options{DB: s.opt.DB, Watch: s.opt.Watch})
	if err != nil {
		return nil, err
	}
	s.idx = idx
	return idx, nil
}

// noteAfter is how long the first question's indexing must take for the
// answer to say so.
var noteAfter = time.Second

// Ready returns the index for a question. The session's first question
// brings it up to date first, reporting progress to progress (nil: none),
// and returns a note saying how long that took when it indexed files for
// a second or more; the index refreshes itself before every answer anyway.
func (s *Session) Ready(ctx context.Context, progress func(done, total int)) (*index.Index, string, error) {
	idx, err := s.Index(ctx)
	if err != nil {
		return nil, "", err
	}
	s.mu.Lock()
	warmed := s.warmed
	s.mu.Unlock()
	if warmed {
		return idx, "", nil
	}
	rs, err := idx.RefreshWith(ctx, progress)
	if err != nil {
		return nil, "", err
	}
	s.mu.Lock()
	s.warmed = true
	s.mu.Unlock()
	note := ""
	if rs.Indexed > 0 && rs.Took >= noteAfter {
		note = fmt.Sprintf("(indexed %d files in %.1f s before answering)\n", rs.Indexed, rs.Took.Seconds())
	}
	return idx, note, nil
}

// LSP returns the language servers of the workspace.
func (s *Session) LSP() *lsp.Workspace { return lsp.For(s.root) }

// committed hands the files a commit of locus's changed to the open
// indexes of their roots, in the background: a question refreshes its
// index anyway, so this only spares it the work.
func committed(paths []string) {
	sessions.Lock()
	var open []*index.Index
	for _, s := range sessions.m {
		s.mu.Lock()
		if s.idx != nil {
			open = append(open, s.idx)
		}
		s.mu.Unlock()
	}
	sessions.Unlock()
	for _, idx := range open {
		var mine []string
		for _, p := range paths {
			if _, err := idx.Root().Resolve(p); err == nil {
				mine = append(mine, p)
			}
		}
		if len(mine) > 0 {
			go idx.Update(context.Background(), mine...)
		}
	}
}

// closeWait bounds how long CloseAll waits for an index busy with a long
// refresh: the process may end without it, as the database is left whole
// by every transaction.
const closeWait = 2 * time.Second

// CloseAll closes every session's index and stops the language servers the
// process started.
func CloseAll() {
	sessions.Lock()
	var open []*index.Index
	for k, s := range sessions.m {
		s.mu.Lock()
		if s.idx != nil {
			open = append(open, s.idx)
			s.idx = nil
		}
		s.mu.Unlock()
		delete(sessions.m, k)
	}
	sessions.Unlock()
	done := make(chan struct{})
	go func() {
		for _, idx := range open {
			idx.Close()
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(closeWait):
	}
	lsp.CloseAll()
}
