// This file defines the writer: the one goroutine that writes results, in
// transactions of a few hundred files, each file whole.

package index

import (
	"context"
	"database/sql"
	"fmt"
	"sort"
	"time"

	"github.com/locus-dev/locus/internal/xref"
)

// writer batches results into transactions.
type writer struct {
	x       *Index
	pending []result
	bytes   int
}

func (x *Index) newWriter() *writer { return &writer{x: x} }

// add queues r and writes the batch when it is full.
func (w *writer) add(ctx context.Context, r result) error {
	w.pending = append(w.pending, r)
	w.bytes += r.bytes
	if len(w.pending) >= batchFiles || w.bytes >= batchBytes {
		return w.flush(ctx)
	}
	return nil
}

// stmts are the statements of one transaction.
type stmts struct {
	fileID, delSymbols, delImports, occBlob, delPosting, delOcc, delFile *sql.Stmt
	upsertFile, touchFile, insSymbol, insImport, insOcc, insPosting      *sql.Stmt
	upsertName                                                           *sql.Stmt
}

var stmtSQL = map[string]string{
	"fileID":     "SELECT id FROM files WHERE path = ?",
	"delSymbols": "DELETE FROM symbols WHERE file = ?",
	"delImports": "DELETE FROM imports WHERE file = ?",
	"occBlob":    "SELECT data FROM occurrences WHERE file = ?",
	"delPosting": "DELETE FROM postings WHERE name = ? AND file = ?",
	"delOcc":     "DELETE FROM occurrences WHERE file = ?",
	"delFile":    "DELETE FROM files WHERE id = ?",
	"upsertFile": `INSERT INTO files(path, size, mtime_ns, hash, language, package, lines, indexed_at, error)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT(path) DO UPDATE SET size = excluded.size, mtime_ns = excluded.mtime_ns,
			hash = excluded.hash, language = excluded.language, package = excluded.package,
			lines = excluded.lines, indexed_at = excluded.indexed_at, error = excluded.error
		RETURNING id`,
	"touchFile":  "UPDATE files SET size = ?, mtime_ns = ?, indexed_at = ? WHERE path = ? AND hash = ?",
	"insSymbol":  "INSERT INTO symbols(file, name, qname, kind, start_line, end_line, sel_line, sel_col, signature, doc, parent) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
	"insImport":  "INSERT INTO imports(file, path, name, symbol, line) VALUES (?, ?, ?, ?, ?)",
	"insOcc":     "INSERT INTO occurrences(file, count, data) VALUES (?, ?, ?)",
	"insPosting": "INSERT INTO postings(name, file, count) VALUES (?, ?, ?)",
	"upsertName": "INSERT INTO names(name) VALUES (?) ON CONFLICT(name) DO UPDATE SET name = excluded.name RETURNING id",
}

func prepare(ctx context.Context, tx *sql.Tx) (*stmts, error) {
	s := &stmts{}
	for name, ptr := range map[string]**sql.Stmt{
		"fileID": &s.fileID, "delSymbols": &s.delSymbols, "delImports": &s.delImports,
		"occBlob": &s.occBlob, "delPosting": &s.delPosting, "delOcc": &s.delOcc, "delFile": &s.delFile,
		"upsertFile": &s.upsertFile, "touchFile": &s.touchFile, "insSymbol": &s.insSymbol,
		"insImport": &s.insImport, "insOcc": &s.insOcc, "insPosting": &s.insPosting,
		"upsertName": &s.upsertName,
	} {
		st, err := tx.PrepareContext(ctx, stmtSQL[name])
		if err != nil {
			return nil, fmt.Errorf("index: prepare %s: %w", name, err)
		}
		*ptr = st
	}
	return s, nil
}

// delta is what a transaction changed in the symbols, for the in-memory
// table of Symbols.
type delta struct {
	cleared []int64 // files whose symbols were deleted
	files   map[int64]fileMeta
	added   []symRef
}

// flush writes the pending results in one transaction. A cancelled
// context does not stop it: what was parsed is kept.
func (w *writer) flush(ctx context.Context) error {
	if len(w.pending) == 0 {
		return nil
	}
	ctx = context.WithoutCancel(ctx)
	x := w.x
	tx, err := x.st.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("index: begin writing: %w", err)
	}
	defer tx.Rollback()
	s, err := prepare(ctx, tx)
	if err != nil {
		return err
	}
	d := &delta{files: map[int64]fileMeta{}}
	newNames := map[string]int64{}
	now := time.Now().UnixNano()
	for _, r := range w.pending {
		if err := w.write(ctx, s, r, now, d, newNames); err != nil {
			return fmt.Errorf("index: write %s: %w", r.path, err)
		}
	}
	var gen int64
	if err := tx.QueryRowContext(ctx, "UPDATE meta SET value = value + 1 WHERE key = 'generation' RETURNING value").Scan(&gen); err != nil {
		return fmt.Errorf("index: count the generation: %w", err)
	}
	if _, err := tx.ExecContext(ctx, "UPDATE meta SET value = ? WHERE key = 'refreshed_at'", now); err != nil {
		return fmt.Errorf("index: write the refresh time: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("index: commit: %w", err)
	}
	for n, id := range newNames {
		x.names[n] = id
	}
	x.syms = x.syms.apply(x.st.epoch, gen, d)
	w.pending = w.pending[:0]
	w.bytes = 0
	return nil
}

// write writes one result: the file's rows replace whatever the table held
// for its path, whoever wrote that.
func (w *writer) write(ctx context.Context, s *stmts, r result, now int64, d *delta, newNames map[string]int64) error {
	if r.touched {
		_, err := s.touchFile.ExecContext(ctx, r.size, r.mtime, now, r.path, r.hash)
		return err
	}
	var id int64
	err := s.fileID.QueryRowContext(ctx, r.path).Scan(&id)
	switch {
	case err == sql.ErrNoRows:
		id = 0
	case err != nil:
		return err
	default:
		if err := w.clear(ctx, s, id); err != nil {
			return err
		}
		d.cleared = append(d.cleared, id)
	}
	if r.gone {
		if id != 0 {
			_, err := s.delFile.ExecContext(ctx, id)
			return err
		}
		return nil
	}
	var errCode any
	lang, pkg, lines := "", "", 0
	if r.errCode != "" {
		errCode = r.errCode
	} else {
		lang, pkg, lines = r.data.lang, r.data.pkg, r.data.lines
	}
	if err := s.upsertFile.QueryRowContext(ctx, r.path, r.size, r.mtime, r.hash, lang, pkg, lines, now, errCode).Scan(&id); err != nil {
		return err
	}
	if r.data == nil {
		return nil
	}
	d.files[id] = fileMeta{path: r.path, pkg: r.data.pkg, lang: r.data.lang}
	ids := make([]int64, len(r.data.symbols))
	for i, sym := range r.data.symbols {
		var parent any
		if sym.parent >= 0 {
			parent = ids[sym.parent]
		}
		res, err := s.insSymbol.ExecContext(ctx, id, sym.name, sym.qname, sym.kind, sym.start, sym.end, sym.selLine, sym.selCol, sym.signature, sym.doc, parent)
		if err != nil {
			return err
		}
		if ids[i], err = res.LastInsertId(); err != nil {
			return err
		}
		d.added = append(d.added, symRef{id: ids[i], file: id, name: sym.name, kind: sym.kind})
	}
	for _, imp := range r.data.imports {
		if _, err := s.insImport.ExecContext(ctx, id, imp.Path, imp.Name, imp.Symbol, imp.Line); err != nil {
			return err
		}
	}
	occs := r.data.occs
	sortOccs(occs)
	nameIDs := make([]int64, len(occs))
	qualIDs := make([]int64, len(occs))
	for i, o := range occs {
		if nameIDs[i], err = w.nameID(ctx, s, o.Name, newNames); err != nil {
			return err
		}
		if o.Qualifier != "" {
			if qualIDs[i], err = w.nameID(ctx, s, o.Qualifier, newNames); err != nil {
				return err
			}
		}
	}
	blob, names, counts := encodeOccs(occs, nameIDs, qualIDs)
	if _, err := s.insOcc.ExecContext(ctx, id, len(occs), blob); err != nil {
		return err
	}
	for i, n := range names {
		if _, err := s.insPosting.ExecContext(ctx, n, id, counts[i]); err != nil {
			return err
		}
	}
	return nil
}

// clear deletes a file's symbols, imports, occurrences and postings.
func (w *writer) clear(ctx context.Context, s *stmts, id int64) error {
	if _, err := s.delSymbols.ExecContext(ctx, id); err != nil {
		return err
	}
	if _, err := s.delImports.ExecContext(ctx, id); err != nil {
		return err
	}
	var blob []byte
	switch err := s.occBlob.QueryRowContext(ctx, id).Scan(&blob); {
	case err == sql.ErrNoRows:
		return nil
	case err != nil:
		return err
	}
	names, err := blobNames(blob)
	if err != nil {
		return err
	}
	for _, n := range names {
		if _, err := s.delPosting.ExecContext(ctx, n, id); err != nil {
			return err
		}
	}
	_, err = s.delOcc.ExecContext(ctx, id)
	return err
}

// nameID returns the id of a name in the names table, adding it.
func (w *writer) nameID(ctx context.Context, s *stmts, name string, newNames map[string]int64) (int64, error) {
	if id, ok := w.x.names[name]; ok {
		return id, nil
	}
	if id, ok := newNames[name]; ok {
		return id, nil
	}
	var id int64
	if err := s.upsertName.QueryRowContext(ctx, name).Scan(&id); err != nil {
		return 0, err
	}
	newNames[name] = id
	return id, nil
}

// sortOccs puts occurrences in source order, which the encoding needs.
func sortOccs(occs []xref.Occurrence) {
	sort.SliceStable(occs, func(i, j int) bool {
		if occs[i].Line != occs[j].Line {
			return occs[i].Line < occs[j].Line
		}
		return occs[i].Col < occs[j].Col
	})
}
