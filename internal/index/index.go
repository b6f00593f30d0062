// Package index is the workspace index: every file of a workspace that
// locus parses, with its outline's symbols, its imports and its identifier
// occurrences, kept in an SQLite database so that repository-wide
// questions (where is X defined, who refers to it, who calls it, what
// matters most here) are answered in milliseconds without a language
// server.
//
// # Freshness
//
// The index never answers about a file as it no longer is. Every query
// method first calls Refresh, which walks the workspace with one stat per
// file, compares path, size and modification time with the files table,
// reads the new and changed files (a file whose content hash is unchanged
// is not parsed again) and drops the deleted ones; with nothing changed it
// costs about 20 µs a file (a stat, and a read of each folder).
// Options.Window lets a caller that asks many questions in a burst skip
// the walk when the last refresh finished less than that long ago; it is
// 0 (always walk) unless set. Update re-indexes named files at once, for
// locus's own writes.
//
// With Options.Watch (Linux), the walk also puts an inotify watch on every
// folder it reads, before reading it, and on the folders of the
// configuration (.locus, .git/info). A query then reads the events pending
// (without blocking: every change made before the query is among them)
// and re-reads just the files they name, and the symlinked files, whose
// targets change unseen; it walks again when the events cannot say what
// changed: a folder created, removed or moved, an ignore file or the
// configuration changed, events dropped by the kernel, the database
// replaced by another process. With no watch left to add (the user's
// inotify limit), or on a network file system, every query walks.
//
// A file modified within two seconds of the read that indexed it is read
// again (and hashed) by the next refresh even when its stat looks the same,
// since file systems record modification times in coarse ticks.
//
// # Storage
//
// One database per workspace root (DefaultPath: the user's cache
// directory, or $LOCUS_INDEX_DB, or Options.DB), in WAL mode so that
// several locus processes share it; schema.sql describes the tables. Each
// file's rows are written in the transaction that writes its files row, so
// a process killed while indexing leaves whole files or none; two
// processes indexing at once take turns at the write lock. A database of
// another schema version, one SQLite cannot read, and one deleted while
// the index is open are rebuilt from scratch.
//
// # Indexing
//
// Files are read and parsed on runtime.NumCPU() goroutines, each parse
// giving the outline and the occurrences (package xref) from one tree, and
// written by one goroutine in batches of a few hundred files (a batch a
// transaction; a build from nothing puts several in one), so that memory
// stays bounded whatever the size of the workspace.
package index

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/locus-dev/locus/internal/workspace"
)

// Options configure an Index.
type Options struct {
	// DB is the path of the database file; "" means DefaultPath.
	DB string
	// Progress, when set, is called as files are indexed, with the number
	// done and the number to do, from the goroutine that called Refresh or
	// Update, as each file is handed to the writer.
	Progress func(done, total int)
	// Window lets a query skip the walk when the last refresh finished less
	// than Window ago. 0 walks before every query.
	Window time.Duration
	// Workers is the number of parsing goroutines; 0 means runtime.NumCPU().
	Workers int
	// Watch keeps a watch on every folder of the workspace (Linux's
	// inotify), so that a query reads only what changed since the last one
	// instead of walking; see the package comment. For long-lived
	// processes: the first refresh adds a watch per folder.
	Watch bool
}

// Index is the index of one workspace root. Its methods are safe for
// concurrent use.
type Index struct {
	root *workspace.Root
	opt  Options
	path string

	mu          sync.Mutex // held by Refresh and Update; guards what follows
	st          *store
	names       map[string]int64 // names.name -> id, a cache of the names table
	syms        *symTable        // the symbols' names in memory, for Symbols
	graph       *Graph           // the reference graph, for Rank
	ranks       *ranks           // the graph's ranks with no focus
	known       *knownTable      // the files table, for the next refresh
	lastRefresh time.Time        // when the last refresh finished

	watch   *watcher // Options.Watch's, nil when off or unavailable
	watched bool     // the watch holds every change since the last walk
	links   []string // the symlinked files indexed: their targets change unseen
	walks   int      // walks done (for tests)
}

// Open opens (creating or rebuilding as needed) the index of root. It does
// not refresh it: the first query, or Refresh, does.
func Open(ctx context.Context, root *workspace.Root, opt Options) (*Index, error) {
	path := opt.DB
	if path == "" {
		p, err := DefaultPath(root.Dir())
		if err != nil {
			return nil, err
		}
		path = p
	}
	st, err := openStore(ctx, path)
	if err != nil {
		return nil, err
	}
	st.root = root
	x := &Index{root: root, opt: opt, path: path, st: st, names: map[string]int64{}}
	if opt.Watch {
		x.watch = newWatcher(root.Dir())
	}
	return x, nil
}

// Close closes the database and stops the watcher.
func (x *Index) Close() error {
	x.mu.Lock()
	defer x.mu.Unlock()
	x.watch.close()
	x.watch, x.watched = nil, false
	return x.st.close()
}

// Path returns the database file.
func (x *Index) Path() string { return x.path }

// Root returns the workspace root the index describes.
func (x *Index) Root() *workspace.Root { return x.root }

// Stats describes an index.
type Stats struct {
	Files       int       `json:"files"`        // files indexed
	Skipped     int       `json:"skipped"`      // files found but not indexed (not UTF-8, too large, ...)
	Symbols     int       `json:"symbols"`      // symbols, nested ones included
	Occurrences int       `json:"occurrences"`  // identifier occurrences
	SourceBytes int64     `json:"source_bytes"` // the size of the indexed files
	DBBytes     int64     `json:"db_bytes"`     // the database file with its WAL
	RefreshedAt time.Time `json:"refreshed_at"` // when the index was last found up to date, or changed (by any process)
	DB          string    `json:"db"`           // the database file
}

// Stats counts what the index holds. It does not refresh.
func (x *Index) Stats(ctx context.Context) (Stats, error) {
	x.mu.Lock()
	st := x.st
	x.mu.Unlock()
	s := Stats{DB: x.path, DBBytes: st.size()}
	var refreshed int64
	err := st.db.QueryRowContext(ctx, `SELECT
		(SELECT count(*) FROM files WHERE error IS NULL),
		(SELECT count(*) FROM files WHERE error IS NOT NULL),
		(SELECT count(*) FROM symbols),
		(SELECT coalesce(sum(count), 0) FROM occurrences),
		(SELECT coalesce(sum(size), 0) FROM files WHERE error IS NULL),
		(SELECT value FROM meta WHERE key = 'refreshed_at')`).
		Scan(&s.Files, &s.Skipped, &s.Symbols, &s.Occurrences, &s.SourceBytes, &refreshed)
	if err != nil {
		return s, fmt.Errorf("index: count: %w", err)
	}
	if refreshed > 0 {
		s.RefreshedAt = time.Unix(0, refreshed)
	}
	x.mu.Lock()
	if x.lastRefresh.After(s.RefreshedAt) {
		s.RefreshedAt = x.lastRefresh
	}
	x.mu.Unlock()
	return s, nil
}
