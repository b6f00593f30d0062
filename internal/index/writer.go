// This file defines the writer: the one goroutine that writes results, in
// batches of a few hundred files, each file whole, a transaction a batch
// (several in a cold build).

package index

import (
	"cmp"
	"context"
	"database/sql"
	"database/sql/driver"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync/atomic"
	"time"

	"github.com/locus-dev/locus/internal/xref"
)

// writer batches results into transactions, and writes them on a
// goroutine of its own while the next batch is gathered: the parsing
// workers do not wait for a commit.
type writer struct {
	x       *Index
	ctx     context.Context
	pending []result
	spare   []posting // sortPostings's room, from one batch to the next
	paths   map[string]bool
	bytes   int

	conn *sql.Conn // the connection every batch is written on
	db   handle    // its sqlite3 handle, for the rows written in C (bulk.go)
	bulk bool      // conn has bulkPragmas set (a cold build)
	// dropped: the secondary indexes were dropped for the build (the
	// files table was empty); flush creates them.
	dropped bool

	open    *txn          // the transaction being written, on the goroutine that writes
	batches chan []result // to the goroutine that writes
	done    chan struct{} // closed when that goroutine ends
	failed  atomic.Bool   // err is set
	err     error         // the first batch that failed, read after done or failed
}

// newWriter starts the goroutine that writes. Its batches are written
// whole even when ctx ends (what was parsed is kept); flush must be
// called to wait for them. bulk sets bulkPragmas on the writer's
// connection for the time of the build.
func (x *Index) newWriter(ctx context.Context, bulk bool) (*writer, error) {
	ctx = context.WithoutCancel(ctx)
	conn, err := x.st.db.Conn(ctx)
	if err != nil {
		return nil, fmt.Errorf("index: begin writing: %w", err)
	}
	w := &writer{x: x, ctx: ctx, conn: conn, paths: map[string]bool{},
		batches: make(chan []result), done: make(chan struct{})}
	if err := conn.Raw(func(dc any) (err error) { w.db, err = handleOf(dc, x.st.path); return }); err != nil {
		conn.Close()
		return nil, err
	}
	if bulk {
		if err := w.pragmas(bulkPragmas); err != nil {
			conn.Close()
			return nil, err
		}
		w.bulk = true
		var noFiles bool
		if err := conn.QueryRowContext(ctx, "SELECT NOT EXISTS (SELECT 1 FROM files)").Scan(&noFiles); err != nil {
			w.pragmas(normalPragmas)
			conn.Close()
			return nil, fmt.Errorf("index: read the files: %w", err)
		}
		if noFiles {
			// an index is built faster once over all the rows than row by
			// row; flush creates them again, and so does the next Open
			// should this process be killed before
			if err := x.st.dropIndexes(ctx, conn); err != nil {
				w.pragmas(normalPragmas)
				conn.Close()
				return nil, err
			}
			w.dropped = true
		}
	}
	go func() {
		defer close(w.done)
		for b := range w.batches {
			if w.failed.Load() {
				continue // drain
			}
			if err := w.write(b); err != nil {
				w.err = err
				w.failed.Store(true)
			}
		}
		if w.failed.Load() {
			return
		}
		if err := w.commit(); err != nil { // a cold build's last transaction
			w.err = err
			w.failed.Store(true)
		}
	}()
	return w, nil
}

// bulkPragmas are the settings of a cold build's connection, and
// normalPragmas those it is given back with. A cold build does not wait
// for the disk (synchronous OFF: a killed process still leaves whole
// transactions, only a crash of the machine may not, and a database
// SQLite then finds damaged is rebuilt), lets the write-ahead log grow to
// 64 MB before copying it into the database (pages written by many
// transactions are copied once). It keeps the 16,000 KiB of pages in
// memory that every connection keeps, a bound that does not grow with the
// workspace: with 64 MiB a cold index of the benchmark's corpus took
// about 5% more CPU time, not less.
var (
	bulkPragmas   = []string{"PRAGMA synchronous = OFF", "PRAGMA wal_autocheckpoint = 16384", "PRAGMA cache_size = -16000"}
	normalPragmas = []string{"PRAGMA synchronous = NORMAL", "PRAGMA wal_autocheckpoint = 1000", "PRAGMA cache_size = -16000"}
)

// pragmas runs settings on the writer's connection.
func (w *writer) pragmas(settings []string) error {
	for _, p := range settings {
		if _, err := w.conn.ExecContext(w.ctx, p); err != nil {
			return fmt.Errorf("index: %s: %w", p, err)
		}
	}
	return nil
}

// add queues r and hands the batch to the goroutine that writes when it is
// full. A path already in the batch (Update named it twice) hands the
// batch over first. It returns the error of a batch written before.
func (w *writer) add(r result) error {
	if w.failed.Load() {
		return w.err
	}
	if w.paths[r.path] {
		w.send()
	}
	w.pending = append(w.pending, r)
	w.paths[r.path] = true
	w.bytes += r.bytes
	if len(w.pending) >= batchFiles || w.bytes >= batchBytes {
		w.send()
	}
	return nil
}

// send hands the pending results to the goroutine that writes.
func (w *writer) send() {
	if len(w.pending) == 0 {
		return
	}
	w.batches <- w.pending
	w.pending = nil
	w.paths = map[string]bool{}
	w.bytes = 0
}

// flush writes what is pending, waits for every batch to be written,
// gives the connection back and returns the first error.
func (w *writer) flush() error {
	if !w.failed.Load() {
		w.send()
	}
	close(w.batches)
	<-w.done
	err := w.err
	if w.dropped {
		// even after a failed batch: the rows written are kept, and read
		err = cmp.Or(err, w.x.st.createIndexes(w.ctx, w.conn))
	}
	if w.bulk {
		if perr := w.pragmas(normalPragmas); perr != nil {
			w.conn.Raw(func(any) error { return driver.ErrBadConn }) // not pooled with the bulk settings
			err = cmp.Or(err, perr)
		}
	}
	w.conn.Close()
	return err
}

// maxCachedNames bounds Index.names, the names the writer knows the ids
// of without asking the names table: the table grows with the workspace
// (a million names for a few hundred MB of source), the cache must not.
var maxCachedNames = 1 << 17 // a variable for the tests

// delta is what a transaction changed in the symbols, for the in-memory
// table of Symbols.
type delta struct {
	cleared []int64 // files whose symbols were deleted
	files   map[int64]fileMeta
	added   []symRef
}

// batch is the work of one batch of results in its transaction: the
// rows it inserts many at a time at the end.
type batch struct {
	tx       *sql.Tx
	ctx      context.Context
	stmts    map[string]*sql.Stmt
	nextSym  int64
	names    map[string]int64 // the transaction's names, resolved (txn.names)
	symbols  []symbolIns
	imports  []importIns
	postings []posting
	occs     []occsIns
	d        *delta
	now      int64
}

// The rows a batch inserts at its end, each table's in a slice of values
// (not one slice of arguments a row, which the writer would allocate).
type (
	symbolIns struct {
		id, file, parent int64 // parent 0: none
		s                *symbolRow
	}
	importIns struct {
		file int64
		imp  *xref.Import
	}
	posting struct{ name, file, count int64 }
	occsIns struct {
		file  int64
		count int
		data  []byte
	}
)

// stmt prepares a statement once per transaction.
func (b *batch) stmt(q string) (*sql.Stmt, error) {
	if s, ok := b.stmts[q]; ok {
		return s, nil
	}
	s, err := b.tx.PrepareContext(b.ctx, q)
	if err != nil {
		return nil, fmt.Errorf("prepare %q: %w", q, err)
	}
	b.stmts[q] = s
	return s, nil
}

// symbolRows packs the symbols rows.
func symbolRows(rows []symbolIns) *bulkRows {
	out := newBulkRows(12, len(rows), 64*len(rows))
	for _, r := range rows {
		s := r.s
		out.int(r.id)
		out.int(r.file)
		out.text(s.name)
		if s.qname != s.name {
			out.text(s.qname)
		} else {
			out.null()
		}
		out.text(s.kind)
		out.int(int64(s.start))
		out.int(int64(s.end))
		out.int(int64(s.selLine))
		out.int(int64(s.selCol))
		out.text(s.signature)
		out.text(s.doc)
		if r.parent != 0 {
			out.int(r.parent)
		} else {
			out.null()
		}
	}
	return out
}

// txn is the transaction batches are written in: one a batch, but in a
// cold build one for several (see commitBytes).
type txn struct {
	tx    *sql.Tx
	stmts map[string]*sql.Stmt // prepared once a transaction
	// names are the names its batches resolved, which Index.names learns
	// only when it commits
	names  map[string]int64
	deltas []*delta // each batch's, in order
	bytes  int      // the source bytes written in it
	began  time.Time
}

// A cold build writes its batches in transactions of commitBytes of
// source, or of what it wrote in commitAfter, whichever comes first. Each
// commit writes every page the transaction changed, and the new rows of
// the postings and names land all over their key ranges: with a
// transaction a batch, most of those pages were written again a batch
// (the commits took twice the time they take now). A bigger batch
// would do the same but hold more parsed files in memory; a longer
// transaction does not. The time bound keeps another process's writes
// from waiting long for the lock.
const (
	commitBytes = 64 << 20
	commitAfter = 10 * time.Second
)

// write writes a batch of results in the open transaction, beginning one
// if none is, and commits it unless a cold build may add more to it.
func (w *writer) write(pending []result) error {
	t, err := w.begin()
	if err != nil {
		return err
	}
	if err := w.writeBatch(t, pending); err != nil {
		w.rollback()
		return err
	}
	for _, r := range pending {
		t.bytes += r.bytes
	}
	if w.bulk && t.bytes < commitBytes && time.Since(t.began) < commitAfter {
		return nil
	}
	return w.commit()
}

// begin returns the open transaction, or begins one.
func (w *writer) begin() (*txn, error) {
	if w.open != nil {
		return w.open, nil
	}
	tx, err := w.conn.BeginTx(w.ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("index: begin writing: %w", err)
	}
	w.open = &txn{tx: tx, stmts: map[string]*sql.Stmt{}, names: map[string]int64{}, began: time.Now()}
	return w.open, nil
}

// rollback gives up the open transaction, if any.
func (w *writer) rollback() {
	if w.open != nil {
		w.open.tx.Rollback()
		w.open = nil
	}
}

// commit counts the open transaction's generation, commits it, and then
// tells the in-memory tables what it wrote.
func (w *writer) commit() error {
	t, x := w.open, w.x
	if t == nil {
		return nil
	}
	defer w.rollback() // after a commit, only forgets it
	var gen int64
	if err := t.tx.QueryRowContext(w.ctx, "UPDATE meta SET value = value + 1 WHERE key = 'generation' RETURNING value").Scan(&gen); err != nil {
		return fmt.Errorf("index: count the generation: %w", err)
	}
	if _, err := t.tx.ExecContext(w.ctx, "UPDATE meta SET value = ? WHERE key = 'refreshed_at'", time.Now().UnixNano()); err != nil {
		return fmt.Errorf("index: write the refresh time: %w", err)
	}
	if err := t.tx.Commit(); err != nil {
		return fmt.Errorf("index: commit: %w", err)
	}
	if len(x.names)+len(t.names) > maxCachedNames {
		x.names = make(map[string]int64, min(len(t.names), maxCachedNames)) // bounded: the names table is on disk
	}
	for n, id := range t.names {
		if len(x.names) >= maxCachedNames {
			break
		}
		x.names[n] = id
	}
	x.syms = x.syms.apply(x.st.epoch, gen, t.deltas)
	bulkRebase()
	return nil
}

// writeBatch writes a batch of results in t.
func (w *writer) writeBatch(t *txn, pending []result) error {
	ctx := w.ctx
	b := &batch{tx: t.tx, ctx: ctx, stmts: t.stmts, names: t.names, d: &delta{files: map[int64]fileMeta{}}, now: time.Now().UnixNano()}
	t.deltas = append(t.deltas, b.d)
	if err := t.tx.QueryRowContext(ctx, "SELECT coalesce(max(id), 0) + 1 FROM symbols").Scan(&b.nextSym); err != nil {
		return fmt.Errorf("index: read the symbols' last id: %w", err)
	}
	if err := w.resolveNames(b, pending); err != nil {
		return err
	}
	b.reserve(pending)
	if err := w.writeFiles(b, pending); err != nil {
		return err
	}
	// postings are keyed by (name, file): in that order each page of the
	// table is written once a transaction, not once a row
	b.postings, w.spare = sortPostings(b.postings, w.spare)
	imports := newBulkRows(5, len(b.imports), 48*len(b.imports))
	for _, r := range b.imports {
		imports.int(r.file)
		imports.text(r.imp.Path)
		imports.text(r.imp.Name)
		imports.text(r.imp.Symbol)
		imports.int(int64(r.imp.Line))
	}
	blobs := 0
	for _, r := range b.occs {
		blobs += len(r.data)
	}
	occs := newBulkRows(3, len(b.occs), blobs)
	for _, r := range b.occs {
		occs.int(r.file)
		occs.int(int64(r.count))
		occs.blob(r.data)
	}
	postings := newBulkRows(3, len(b.postings), 0)
	for _, r := range b.postings {
		postings.int(r.name)
		postings.int(r.file)
		postings.int(r.count)
	}
	for _, t := range []struct {
		table string
		cols  []string
		rows  *bulkRows
	}{
		{"symbols", []string{"id", "file", "name", "qname", "kind", "start_line", "end_line", "sel_line", "sel_col", "signature", "doc", "parent"}, symbolRows(b.symbols)},
		{"imports", []string{"file", "path", "name", "symbol", "line"}, imports},
		{"occurrences", []string{"file", "count", "data"}, occs},
		{"postings", []string{"name", "file", "count"}, postings},
	} {
		if err := t.rows.insert(w.db, t.table, t.cols); err != nil {
			return fmt.Errorf("index: %w", err)
		}
	}
	return nil
}

// resolveNames finds or adds the names, qualifiers and types of the
// batch's occurrences in the names table, and gives each result's words
// their ids (occBody.ids).
func (w *writer) resolveNames(b *batch, pending []result) error {
	words := 0
	for _, r := range pending {
		if r.data != nil {
			words += len(r.data.occs.words)
		}
	}
	var want []string                          // the names neither cache knows
	wanted := make(map[string]int, words/4+16) // their places in want: sized once, not rehashed as it fills
	for _, r := range pending {
		if r.data == nil {
			continue
		}
		e := r.data.occs
		e.ids = make([]int64, len(e.words))
		for i, n := range e.words {
			if id, ok := w.x.names[n]; ok {
				e.ids[i] = id
			} else if id, ok := b.names[n]; ok { // resolved by an earlier batch of the transaction
				e.ids[i] = id
			} else {
				k, ok := wanted[n]
				if !ok {
					k = len(want)
					wanted[n] = k
					want = append(want, n)
				}
				e.ids[i] = -1 - int64(k) // filled below
			}
		}
	}
	// in the order of the names' index, and a cold build's names are
	// mostly new, a refresh's mostly known
	order := make([]int, len(want))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(i, j int) int { return strings.Compare(want[i], want[j]) })
	sorted := make([]string, len(want))
	for i, k := range order {
		sorted[i] = want[k]
	}
	ids, err := nameIDs(w.db, sorted, !w.bulk)
	if err != nil {
		return fmt.Errorf("index: %w", err)
	}
	added := make([]int64, len(want))
	for i, k := range order {
		added[k] = ids[i]
		// a copy: the name is cut from its file's text, which the map would keep
		b.names[strings.Clone(want[k])] = ids[i]
	}
	for _, r := range pending {
		if r.data == nil {
			continue
		}
		for i, id := range r.data.occs.ids {
			if id < 0 {
				r.data.occs.ids[i] = added[-1-id]
			}
		}
	}
	return nil
}

// writeFiles writes the results: each file's rows replace whatever the
// table held for its path, whoever wrote that. The rows already there are
// read, and the new files' rows written, in one call each for the batch.
func (w *writer) writeFiles(b *batch, pending []result) error {
	var paths []string
	for _, r := range pending {
		if !r.touched {
			paths = append(paths, r.path)
		}
	}
	old, err := lookup(w.db, "SELECT id, first_symbol, symbol_count FROM files WHERE path = ?", paths, 3)
	if err != nil {
		return fmt.Errorf("index: read the files: %w", err)
	}
	rows := newBulkRows(len(fileColumns), len(pending), 0)
	type written struct {
		r     *result
		first int64
		syms  []symbolRow
	}
	var files []written
	for i := range pending {
		r := &pending[i]
		if r.touched {
			if err := b.touchFile(r); err != nil {
				return fmt.Errorf("index: write %s: %w", r.path, err)
			}
			continue
		}
		id, first, count := old[0], old[1], old[2]
		old = old[3:]
		if id != 0 {
			if err := b.clear(id, first, count); err != nil {
				return fmt.Errorf("index: write %s: %w", r.path, err)
			}
		}
		if r.gone {
			if id != 0 {
				if err := b.deleteFile(id); err != nil {
					return fmt.Errorf("index: write %s: %w", r.path, err)
				}
			}
			continue
		}
		lang, pkg, lines := "", "", 0
		var syms []symbolRow
		if r.errCode == "" {
			lang, pkg, lines, syms = r.data.lang, r.data.pkg, r.data.lines, r.data.symbols
		}
		first = b.nextSym
		b.nextSym += int64(len(syms))
		rows.text(r.path)
		rows.int(r.size)
		rows.int(r.mtime)
		rows.int(r.hash)
		rows.text(lang)
		rows.text(pkg)
		rows.int(int64(lines))
		rows.int(b.now)
		if r.errCode != "" {
			rows.text(r.errCode)
		} else {
			rows.null()
		}
		rows.int(first)
		rows.int(int64(len(syms)))
		files = append(files, written{r, first, syms})
	}
	ids, err := rows.insertReturning(w.db, "files", fileColumns, fileUpsert)
	if err != nil {
		return fmt.Errorf("index: %w", err)
	}
	for i, f := range files {
		if f.r.data != nil {
			b.addFile(ids[i], f.first, f.syms, f.r)
		}
	}
	return nil
}

// The columns of a files row, and what a row of a path already there
// changes.
var fileColumns = []string{"path", "size", "mtime_ns", "hash", "language", "package", "lines", "indexed_at", "error", "first_symbol", "symbol_count"}

const fileUpsert = `ON CONFLICT(path) DO UPDATE SET size = excluded.size, mtime_ns = excluded.mtime_ns,
	hash = excluded.hash, language = excluded.language, package = excluded.package,
	lines = excluded.lines, indexed_at = excluded.indexed_at, error = excluded.error,
	first_symbol = excluded.first_symbol, symbol_count = excluded.symbol_count
RETURNING id`

// touchFile writes the new size and time of a file whose bytes did not
// change.
func (b *batch) touchFile(r *result) error {
	s, err := b.stmt("UPDATE files SET size = ?, mtime_ns = ?, indexed_at = ? WHERE path = ? AND hash = ?")
	if err != nil {
		return err
	}
	_, err = s.ExecContext(b.ctx, r.size, r.mtime, b.now, r.path, r.hash)
	return err
}

// deleteFile deletes a file's row (clear has deleted its other rows).
func (b *batch) deleteFile(id int64) error {
	s, err := b.stmt("DELETE FROM files WHERE id = ?")
	if err != nil {
		return err
	}
	_, err = s.ExecContext(b.ctx, id)
	return err
}

// reserve makes room for the rows the results add (addFile), at once
// rather than doubling as they come.
func (b *batch) reserve(pending []result) {
	var syms, imps, posts int
	for _, r := range pending {
		if r.data != nil {
			syms += len(r.data.symbols)
			imps += len(r.data.imports)
			posts += r.data.occs.nNames
		}
	}
	b.symbols = slices.Grow(b.symbols, syms)
	b.d.added = slices.Grow(b.d.added, syms)
	b.imports = slices.Grow(b.imports, imps)
	b.occs = slices.Grow(b.occs, len(pending))
	b.postings = slices.Grow(b.postings, posts)
}

// addFile queues the rows of a file written as id: its symbols (ids from
// first), imports, occurrences and postings.
func (b *batch) addFile(id, first int64, syms []symbolRow, r *result) {
	pkg, lang := r.data.pkg, r.data.lang
	b.d.files[id] = fileMeta{path: r.path, pkg: pkg, lang: lang}
	for i := range syms {
		sym := &syms[i]
		var parent int64 // ids start at 1
		if sym.parent >= 0 {
			parent = first + int64(sym.parent)
		}
		sid := first + int64(i)
		b.symbols = append(b.symbols, symbolIns{id: sid, file: id, parent: parent, s: sym})
		b.d.added = append(b.d.added, symRef{id: sid, file: id, name: sym.name, kind: sym.kind})
	}
	for i := range r.data.imports {
		b.imports = append(b.imports, importIns{file: id, imp: &r.data.imports[i]})
	}
	occs := r.data.occs
	b.occs = append(b.occs, occsIns{file: id, count: occs.count, data: occs.blob()})
	for i, n := range occs.ids[:occs.nNames] {
		b.postings = append(b.postings, posting{name: n, file: id, count: int64(occs.counts[i])})
	}
}

// clear deletes a file's symbols, imports, occurrences and postings.
func (b *batch) clear(id, first, count int64) error {
	b.d.cleared = append(b.d.cleared, id)
	if count > 0 {
		s, err := b.stmt("DELETE FROM symbols WHERE id BETWEEN ? AND ?")
		if err != nil {
			return err
		}
		if _, err := s.ExecContext(b.ctx, first, first+count-1); err != nil {
			return err
		}
	}
	s, err := b.stmt("DELETE FROM imports WHERE file = ?")
	if err != nil {
		return err
	}
	if _, err := s.ExecContext(b.ctx, id); err != nil {
		return err
	}
	s, err = b.stmt("DELETE FROM occurrences WHERE file = ? RETURNING data")
	if err != nil {
		return err
	}
	var blob []byte
	switch err := s.QueryRowContext(b.ctx, id).Scan(&blob); {
	case err == sql.ErrNoRows:
		return nil
	case err != nil:
		return err
	}
	names, err := blobNames(blob)
	if err != nil {
		return err
	}
	const per = 400
	for len(names) > 0 {
		n := min(per, len(names))
		s, err := b.stmt("DELETE FROM postings WHERE file = ? AND name IN (?" + strings.Repeat(",?", n-1) + ")")
		if err != nil {
			return err
		}
		args := make([]any, 0, n+1)
		args = append(args, id)
		for _, name := range names[:n] {
			args = append(args, name)
		}
		if _, err := s.ExecContext(b.ctx, args...); err != nil {
			return err
		}
		names = names[n:]
	}
	return nil
}

// sortOccs puts occurrences in source order, which the encoding needs.
// The walk finds them in that order but for a few (a command's words
// before the command): a file's are sorted only when they are not.
func sortOccs(occs []xref.Occurrence) {
	sorted := true
	for i := 1; i < len(occs) && sorted; i++ {
		a, b := &occs[i-1], &occs[i]
		sorted = a.Line < b.Line || a.Line == b.Line && a.Col <= b.Col
	}
	if sorted {
		return
	}
	sort.SliceStable(occs, func(i, j int) bool {
		if occs[i].Line != occs[j].Line {
			return occs[i].Line < occs[j].Line
		}
		return occs[i].Col < occs[j].Col
	})
}
