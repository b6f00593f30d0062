// This file defines Refresh and Update: the walk compared with the files
// table, the parsing workers and the one writer.

package index

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"runtime"
	"slices"
	"sort"
	"sync"
	"time"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/xref"
)

// racyWindow is how close to the read that indexed it a file's
// modification time must be for the next refresh to read it again even
// when its stat is unchanged (see the package comment).
const racyWindow = 2 * time.Second

// checkpointFiles is how many files a refresh writes before it empties the
// write-ahead log into the database at the end.
const checkpointFiles = 100

// batchFiles and batchBytes bound a batch: the files the writer takes at
// once, each batch a transaction but in a cold build (see commitBytes).
const (
	batchFiles = 256
	batchBytes = 8 << 20
)

// RefreshStats reports what a refresh did.
type RefreshStats struct {
	Walked  int           `json:"walked"`  // files the walk found
	Indexed int           `json:"indexed"` // files read and parsed: new or changed
	Touched int           `json:"touched"` // files read again whose content had not changed
	Removed int           `json:"removed"` // files dropped: deleted, or now excluded
	Skipped int           `json:"skipped"` // files read that cannot be indexed (recorded, not read again until they change)
	Took    time.Duration `json:"took_ns"`
}

// known is a files row as the refresh compares it.
type known struct {
	id        int64
	size      int64
	mtime     int64
	hash      int64
	indexedAt int64
	failed    bool // the row records an error
	seen      bool // the walk found the file
}

// knownColumns are the columns of the files table a known row holds, in
// the order of its fields.
const knownColumns = "id, size, mtime_ns, hash, indexed_at, error IS NOT NULL"

// fields are k's fields to scan knownColumns into.
func (k *known) fields() []any {
	return []any{&k.id, &k.size, &k.mtime, &k.hash, &k.indexedAt, &k.failed}
}

// job is a file to read.
type job struct {
	path  string
	size  int64
	mtime int64
	old   *known // nil for a new file
}

// result is what a worker made of a job.
type result struct {
	path    string
	gone    bool // the file vanished (or left the workspace) since the walk
	touched bool // the content is the one indexed: only the stat is new
	size    int64
	mtime   int64
	hash    int64
	errCode string // why the file cannot be indexed, or ""
	// cancelled: the refresh was cancelled while the file was parsed, and
	// nothing is written of it
	cancelled bool
	data      *fileData // the parse, when errCode is "" and not touched
	// bytes is the weight of the result in a batch and a transaction
	// (batchBytes, commitBytes): its text and 64 bytes an occurrence, for
	// the rows, names and pages the writer holds for them until it commits
	bytes int
}

// Refresh brings the index up to date with the disk.
func (x *Index) Refresh(ctx context.Context) (RefreshStats, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.refreshLocked(ctx)
}

// fresh refreshes unless Options.Window allows the last refresh to stand.
func (x *Index) fresh(ctx context.Context) error {
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.opt.Window > 0 && !x.lastRefresh.IsZero() && time.Since(x.lastRefresh) < x.opt.Window && !x.st.moved() {
		return nil
	}
	if x.watched {
		done, err := x.catchUp(ctx)
		if done || err != nil && !isCorrupt(err) {
			return err
		}
	}
	_, err := x.refreshLocked(ctx)
	return err
}

// catchUp brings the index up to date from the watcher's events alone,
// and reports false when that cannot be done and a walk is needed.
func (x *Index) catchUp(ctx context.Context) (bool, error) {
	st, epoch := x.st, x.st.epoch
	if err := x.checkStore(ctx); err != nil {
		x.watched = false
		return false, err
	}
	changed, walk := x.watch.drain()
	if walk || x.st != st || x.st.epoch != epoch {
		x.watched = false
		return false, nil
	}
	if len(changed)+len(x.links) > 0 {
		if err := x.update(ctx, append(changed, x.links...)); err != nil {
			x.watched = false // the events are gone with the failure
			return false, err
		}
	}
	x.lastRefresh = time.Now()
	return true, nil
}

func (x *Index) refreshLocked(ctx context.Context) (RefreshStats, error) {
	start := time.Now()
	if err := x.checkStore(ctx); err != nil {
		return RefreshStats{}, err
	}
	rs, err := x.refresh(ctx)
	if isCorrupt(err) {
		if err := x.rebuild(ctx); err != nil {
			return rs, err
		}
		rs, err = x.refresh(ctx)
	}
	rs.Took = time.Since(start)
	if err == nil {
		x.lastRefresh = time.Now()
	}
	return rs, err
}

// retry runs a query, and when it finds the database damaged rebuilds it,
// brings it up to date and runs the query again, once.
func (x *Index) retry(ctx context.Context, query func() error) error {
	err := query()
	if !isCorrupt(err) {
		return err
	}
	x.mu.Lock()
	if err := x.rebuild(ctx); err != nil {
		x.mu.Unlock()
		return err
	}
	_, err = x.refreshLocked(ctx)
	x.mu.Unlock()
	if err != nil {
		return err
	}
	return query()
}

// checkStore opens the database again when its file was deleted or
// replaced under this process.
func (x *Index) checkStore(ctx context.Context) error {
	if !x.st.moved() {
		epoch, _, err := x.st.generation(ctx)
		if err == nil && epoch != x.st.epoch { // created again in place by another process
			x.st.epoch = epoch
			x.reset(x.st)
		}
		if isCorrupt(err) {
			return x.rebuild(ctx)
		}
		return nil
	}
	x.st.close()
	st, err := openStore(ctx, x.path)
	if err != nil {
		return err
	}
	x.reset(st)
	return nil
}

// rebuild deletes a database SQLite cannot read and creates it again.
func (x *Index) rebuild(ctx context.Context) error {
	x.st.close()
	if err := removeDB(x.path); err != nil {
		return err
	}
	st, err := openStore(ctx, x.path)
	if err != nil {
		return err
	}
	x.reset(st)
	return nil
}

// reset takes a new store and forgets what was cached of the old one.
func (x *Index) reset(st *store) {
	st.root = x.root
	x.st = st
	x.names = map[string]int64{}
	x.syms = nil
	x.graph = nil
	x.ranks = nil
	x.known = nil
}

// loadKnown reads the files table.
func (x *Index) loadKnown(ctx context.Context) (map[string]*known, error) {
	rows, err := x.st.db.QueryContext(ctx, "SELECT path, "+knownColumns+" FROM files")
	if err != nil {
		return nil, fmt.Errorf("index: read the files table: %w", err)
	}
	defer rows.Close()
	m := map[string]*known{}
	for rows.Next() {
		k := &known{}
		var p string
		if err := rows.Scan(append([]any{&p}, k.fields()...)...); err != nil {
			return nil, fmt.Errorf("index: read the files table: %w", err)
		}
		m[p] = k
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("index: read the files table: %w", err)
	}
	return m, nil
}

func (x *Index) refresh(ctx context.Context) (RefreshStats, error) {
	var rs RefreshStats
	old, err := x.knownFiles(ctx)
	if err != nil {
		return rs, err
	}
	w, err := newWalker(x.root.Dir())
	if err != nil {
		return rs, err
	}
	x.walks++
	x.watched = false
	if x.watch != nil {
		x.watch.reset()
		x.watch.add(".locus", true)
		if !x.watch.add(".git/info", true) {
			x.watch.add(".git", true) // info/ may come
		}
		w.watch = x.watch
	}
	var jobs []job
	var links []string
	err = w.walk(ctx, func(e entry) {
		if e.link {
			links = append(links, e.path)
		}
		if e.excluded {
			return
		}
		rs.Walked++
		k := old[e.path]
		if k == nil {
			jobs = append(jobs, job{path: e.path, size: e.size, mtime: e.mtime})
			return
		}
		k.seen = true
		if k.size != e.size || k.mtime != e.mtime || k.mtime >= k.indexedAt-int64(racyWindow) {
			jobs = append(jobs, job{path: e.path, size: e.size, mtime: e.mtime, old: k})
		}
	})
	if err != nil {
		return rs, err
	}
	sort.Slice(jobs, func(i, j int) bool { return jobs[i].path < jobs[j].path })
	var removed []string
	for p, k := range old {
		if !k.seen {
			removed = append(removed, p)
		}
	}
	sort.Strings(removed)
	if len(jobs) > 0 || len(removed) > 0 {
		x.known = nil // the files table changes
	}
	rs, err = x.index(ctx, jobs, removed, rs, len(old) == 0 && len(jobs) >= checkpointFiles)
	if err == nil && x.watch != nil {
		if x.watch.ok() {
			x.watched, x.links = true, links
		} else { // out of watches: walk as without a watcher
			x.watch.close()
			x.watch = nil
		}
	}
	return rs, err
}

// knownFiles returns the files table, from memory when the database has
// not changed since it was read.
func (x *Index) knownFiles(ctx context.Context) (map[string]*known, error) {
	epoch, gen, err := x.st.generation(ctx)
	if err != nil {
		return nil, err
	}
	if k := x.known; k != nil && k.epoch == epoch && k.gen == gen {
		for _, f := range k.files {
			f.seen = false
		}
		return k.files, nil
	}
	files, err := x.loadKnown(ctx)
	if err != nil {
		return nil, err
	}
	x.known = &knownTable{epoch: epoch, gen: gen, files: files}
	return files, nil
}

// knownOf returns the rows of the files table for paths: from the table in
// memory when the database has not changed since it was read, else read
// one by one. An update after another (the watcher's, locus's own writes)
// reads a few rows, not the table of every file.
func (x *Index) knownOf(ctx context.Context, paths []string) (map[string]*known, error) {
	epoch, gen, err := x.st.generation(ctx)
	if err != nil {
		return nil, err
	}
	if k := x.known; k != nil && k.epoch == epoch && k.gen == gen {
		return k.files, nil
	}
	m := map[string]*known{}
	for _, p := range paths {
		k := &known{}
		err := x.st.db.QueryRowContext(ctx, "SELECT "+knownColumns+" FROM files WHERE path = ?", p).Scan(k.fields()...)
		switch {
		case errors.Is(err, sql.ErrNoRows):
		case err != nil:
			return nil, fmt.Errorf("index: read the files table: %w", err)
		default:
			m[p] = k
		}
	}
	return m, nil
}

// knownTable is the files table as of (epoch, gen).
type knownTable struct {
	epoch, gen int64
	files      map[string]*known
}

// Update indexes the named files at once (paths relative to the root, or
// absolute inside it), as locus's own writes call it after they commit: a
// file that no longer exists, or that the walk would leave out, is
// dropped. Other files are not looked at.
func (x *Index) Update(ctx context.Context, paths ...string) error {
	x.mu.Lock()
	defer x.mu.Unlock()
	if err := x.checkStore(ctx); err != nil {
		return err
	}
	return x.update(ctx, paths)
}

// update is Update with x.mu held and the store checked.
func (x *Index) update(ctx context.Context, paths []string) error {
	var rels []string
	for _, p := range paths {
		if rel, ok := x.rel(p); ok {
			rels = append(rels, rel)
		}
	}
	old, err := x.knownOf(ctx, rels)
	if err != nil {
		if isCorrupt(err) {
			_, err = x.refreshLocked(ctx)
		}
		return err
	}
	w, err := newWalker(x.root.Dir())
	if err != nil {
		return err
	}
	var jobs []job
	var removed []string
	for _, rel := range rels {
		e, keep := w.stat(rel)
		if e.link && !slices.Contains(x.links, rel) {
			x.links = append(x.links, rel)
		}
		switch {
		case keep:
			jobs = append(jobs, job{path: rel, size: e.size, mtime: e.mtime, old: old[rel]})
		case old[rel] != nil:
			removed = append(removed, rel)
		}
	}
	_, err = x.index(ctx, jobs, removed, RefreshStats{}, false)
	return err
}

// index reads and parses the jobs on the workers and writes the results
// and the removals.
//
// bulk says the database holds no files yet and many are to come: the
// writer writes with bulkPragmas.
func (x *Index) index(ctx context.Context, jobs []job, removed []string, rs RefreshStats, bulk bool) (RefreshStats, error) {
	if len(jobs) == 0 && len(removed) == 0 {
		return rs, nil
	}
	defer bulkCollector(len(jobs))()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	ctx = syntax.WithProject(ctx, os.DirFS(x.root.Dir())) // a header's language may depend on its folder
	workers := x.opt.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	jobc := make(chan job)
	results := make(chan result, 2*workers)
	go func() {
		defer close(jobc)
		for _, j := range jobs {
			select {
			case jobc <- j:
			case <-ctx.Done():
				return
			}
		}
	}()
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var occs []xref.Occurrence // reused file after file
			for j := range jobc {
				r := x.process(ctx, j, &occs)
				select {
				case results <- r:
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	go func() {
		wg.Wait()
		close(results)
	}()

	wr, err := x.newWriter(ctx, bulk)
	if err != nil {
		cancel()
		for range results { // the workers end
		}
		return rs, err
	}
	for _, p := range removed {
		if err = wr.add(result{path: p, gone: true}); err != nil {
			break
		}
		rs.Removed++
	}
	done := 0
	for r := range results {
		if err != nil || r.cancelled {
			continue // drain
		}
		switch {
		case r.gone:
			rs.Removed++
		case r.touched:
			rs.Touched++
		case r.errCode != "":
			rs.Skipped++
		default:
			rs.Indexed++
		}
		if err = wr.add(r); err != nil {
			cancel()
			continue
		}
		done++
		if x.opt.Progress != nil {
			x.opt.Progress(done, len(jobs))
		}
	}
	if ferr := wr.flush(); err == nil {
		err = ferr
	}
	if err == nil && done+len(removed) >= checkpointFiles {
		// give the WAL's pages back to the file system after a large
		// refresh; busy readers elsewhere only make it partial
		_, _ = x.st.db.ExecContext(context.WithoutCancel(ctx), "PRAGMA wal_checkpoint(TRUNCATE)")
	}
	if err == nil {
		err = ctx.Err()
	}
	return rs, err
}

// process reads, hashes and parses one file, its occurrences extracted
// into *occs (see extract). A panic while parsing (a bug in an extractor,
// on one file) records the file as PARSER_FAILED rather than killing the
// process that serves the index.
func (x *Index) process(ctx context.Context, j job, occs *[]xref.Occurrence) (r result) {
	r = result{path: j.path, size: j.size, mtime: j.mtime}
	defer func() {
		if p := recover(); p != nil {
			r.data, r.touched, r.errCode = nil, false, string(fault.ParserFailed)
		}
	}()
	f, err := x.root.ReadFile(j.path)
	if err != nil {
		switch code := fault.CodeOf(err); code {
		case fault.FileNotFound, fault.OutsideWorkspace, fault.InvalidArgument:
			r.gone = true // deleted, renamed, replaced by a folder or a link out since the walk
		case "":
			r.errCode = "UNREADABLE"
		default:
			r.errCode = string(code)
		}
		return r
	}
	r.size, r.mtime = f.Size, f.ModTime.UnixNano()
	r.hash = contentHash(f.Raw)
	if j.old != nil && !j.old.failed && j.old.hash == r.hash {
		r.touched = true
		return r
	}
	lang := syntax.Choose(ctx, j.path, f.Text).Lang
	if lang == nil {
		r.errCode = string(fault.LanguageUnsupported)
		return r
	}
	d, err := extract(ctx, lang, j.path, f.Text, occs)
	if err != nil {
		if ctx.Err() != nil {
			r.cancelled = true // the refresh was: the file is not judged
			return r
		}
		r.errCode = string(fault.ParserFailed)
		return r
	}
	r.data = d
	r.bytes = len(f.Text) + 64*d.occs.count
	return r
}

// rel returns p relative to the root, slash-separated.
func (x *Index) rel(p string) (string, bool) {
	rp, err := x.root.Resolve(p)
	if err != nil || rp.Rel() == "." {
		return "", false
	}
	return rp.Rel(), true
}
