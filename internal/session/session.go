// Package session holds what locus keeps for one workspace root while a
// process runs: the root, its workspace index, the trees of the files being
// read and edited, the outlines of the files language servers answer about,
// and its language servers. Every tool call of the process on that root,
// over stdio, HTTP (every MCP session of the server) or the command line,
// gets the same Session, so that one place knows what is parsed, what
// changed and what runs. No other package keeps any of these for the
// process.
//
// The index is opened on first use, in the database that Options.DB names
// (or the default: see index.DefaultPath). locus's own writes through any
// Root of the session are handed, as they commit, to the index and to the
// language servers. A long-lived process (locus mcp) asks for
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
	"github.com/locus-dev/locus/internal/outline"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/workspace"
)

// Session is one workspace root of the process.
type Session struct {
	root   *workspace.Root
	opt    Options
	lsp    *lsp.Manager
	trees  target.Cache   // the structure and syntax trees of files read and edited
	models outline.Models // the outlines of the files servers' locations are in

	mu     sync.Mutex
	idx    *index.Index
	warmed bool // the first question's refresh is done
}

// sessions are the open sessions of the process, by root directory and
// read-only state.
var sessions = struct {
	sync.Mutex
	m map[key]*Session
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

// For returns the session of root's directory, made on first use with opt.
// The commits made through root are the session's from now on.
func For(root *workspace.Root, opt Options) *Session {
	sessions.Lock()
	defer sessions.Unlock()
	k := key{root.Dir(), root.ReadOnly()}
	s := sessions.m[k]
	if s == nil {
		s = &Session{root: root, opt: opt, lsp: lsp.NewManager(root.Dir(), syntax.LanguageIDs)}
		sessions.m[k] = s
	}
	root.OnCommit(s.committed)
	return s
}

// Root returns the workspace root.
func (s *Session) Root() *workspace.Root { return s.root }

// Trees returns the trees of the files the session reads and edits: build
// a file's structures through it, so that a file built again, unchanged or
// edited, is not parsed again whole.
func (s *Session) Trees() *target.Cache { return &s.trees }

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

// LSP returns the language servers of the workspace, which name each
// location by its enclosing symbol (from the file's outline, kept: a
// reference search comes back to the same files).
func (s *Session) LSP() *lsp.Workspace {
	w := s.lsp.Workspace(s.root)
	w.Enclosing = func(path string, text []byte, lines []int) []string {
		names := make([]string, len(lines))
		m, err := s.models.Parse(path, text)
		if err != nil {
			return names
		}
		for i, line := range lines {
			names[i] = m.Enclosing(line)
		}
		return names
	}
	return w
}

// committed hands the files a commit of locus's changed to the session's
// language servers and, in the background, to its index: a question
// refreshes the index anyway, so this only spares it the work.
func (s *Session) committed(paths []string) {
	s.lsp.Written(paths)
	s.mu.Lock()
	idx := s.idx
	s.mu.Unlock()
	if idx != nil {
		go idx.Update(context.Background(), paths...)
	}
}

// closeWait bounds how long CloseAll waits for an index busy with a long
// refresh: the process may end without it, as the database is left whole
// by every transaction.
const closeWait = 2 * time.Second

// CloseAll closes every session: their indexes, the language servers they
// started, and the trees they keep.
func CloseAll() {
	sessions.Lock()
	closing := make([]*Session, 0, len(sessions.m))
	for k, s := range sessions.m {
		closing = append(closing, s)
		delete(sessions.m, k)
	}
	sessions.Unlock()
	closeAll(closing)
}

// Close closes s, as CloseAll does every session: the next For of its
// root makes a new one.
func (s *Session) Close() {
	sessions.Lock()
	k := key{s.root.Dir(), s.root.ReadOnly()}
	if sessions.m[k] == s {
		delete(sessions.m, k)
	}
	sessions.Unlock()
	closeAll([]*Session{s})
}

// closeAll closes the indexes of ss, waiting closeWait at most, then
// stops their language servers and frees their trees.
func closeAll(ss []*Session) {
	var open []*index.Index
	for _, s := range ss {
		s.mu.Lock()
		if s.idx != nil {
			open = append(open, s.idx)
			s.idx = nil
		}
		s.mu.Unlock()
	}
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
	var wg sync.WaitGroup
	for _, s := range ss {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.lsp.Close()
			s.trees.Close()
		}()
	}
	wg.Wait()
}

// Doctor checks the language servers locus knows for root, as lsp.Doctor
// does, with the languages' extensions and ids from their rules.
func Doctor(ctx context.Context, root *workspace.Root) ([]lsp.Check, error) {
	return lsp.Doctor(ctx, root, syntax.LanguageIDs)
}
