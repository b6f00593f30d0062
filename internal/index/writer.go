// This file defines the writer: the one goroutine that writes results, in
// transactions of a few hundred files, each file whole.

package index

import (
	"context"
	"database/sql"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/locus-dev/locus/internal/xref"
)

// writer batches results into transactions.
type writer struct {
	x       *Index
	pending []result
	paths   map[string]bool
	bytes   int
}

func (x *Index) newWriter() *writer { return &writer{x: x, paths: map[string]bool{}} }

// add queues r and writes the batch when it is full. A path already in the
// batch (Update named it twice) writes the batch first.
func (w *writer) add(ctx context.Context, r result) error {
	if w.paths[r.path] {
		if err := w.flush(ctx); err != nil {
			return err
		}
	}
	w.pending = append(w.pending, r)
	w.paths[r.path] = true
	w.bytes += r.bytes
	if len(w.pending) >= batchFiles || w.bytes >= batchBytes {
		return w.flush(ctx)
	}
	return nil
}

// delta is what a transaction changed in the symbols, for the in-memory
// table of Symbols.
type delta struct {
	cleared []int64 // files whose symbols were deleted
	files   map[int64]fileMeta
	added   []symRef
}

// batch is one transaction's work: its statements, and the rows it
// inserts many at a time at the end.
type batch struct {
	tx       *sql.Tx
	ctx      context.Context
	stmts    map[string]*sql.Stmt
	nextSym  int64
	names    map[string]int64 // the batch's names, resolved
	symbols  [][]any
	imports  [][]any
	postings [][]any
	occs     [][]any
	d        *delta
	now      int64
}

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

// insert writes rows into table, many rows a statement.
func (b *batch) insert(table string, cols []string, rows [][]any) error {
	per := max(1, 500/len(cols))
	one := "(?" + strings.Repeat(",?", len(cols)-1) + ")"
	for len(rows) > 0 {
		n := min(per, len(rows))
		q := "INSERT INTO " + table + "(" + strings.Join(cols, ", ") + ") VALUES " + one + strings.Repeat(","+one, n-1)
		s, err := b.stmt(q)
		if err != nil {
			return err
		}
		args := make([]any, 0, n*len(cols))
		for _, r := range rows[:n] {
			args = append(args, r...)
		}
		if _, err := s.ExecContext(b.ctx, args...); err != nil {
			return fmt.Errorf("insert into %s: %w", table, err)
		}
		rows = rows[n:]
	}
	return nil
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
	b := &batch{tx: tx, ctx: ctx, stmts: map[string]*sql.Stmt{}, d: &delta{files: map[int64]fileMeta{}}, now: time.Now().UnixNano()}
	if err := tx.QueryRowContext(ctx, "SELECT coalesce(max(id), 0) + 1 FROM symbols").Scan(&b.nextSym); err != nil {
		return fmt.Errorf("index: read the symbols' last id: %w", err)
	}
	if err := w.resolveNames(b); err != nil {
		return err
	}
	for _, r := range w.pending {
		if err := w.write(b, r); err != nil {
			return fmt.Errorf("index: write %s: %w", r.path, err)
		}
	}
	for _, t := range []struct {
		table string
		cols  []string
		rows  [][]any
	}{
		{"symbols", []string{"id", "file", "name", "qname", "kind", "start_line", "end_line", "sel_line", "sel_col", "signature", "doc", "parent"}, b.symbols},
		{"imports", []string{"file", "path", "name", "symbol", "line"}, b.imports},
		{"occurrences", []string{"file", "count", "data"}, b.occs},
		{"postings", []string{"name", "file", "count"}, b.postings},
	} {
		if err := b.insert(t.table, t.cols, t.rows); err != nil {
			return fmt.Errorf("index: %w", err)
		}
	}
	var gen int64
	if err := tx.QueryRowContext(ctx, "UPDATE meta SET value = value + 1 WHERE key = 'generation' RETURNING value").Scan(&gen); err != nil {
		return fmt.Errorf("index: count the generation: %w", err)
	}
	if _, err := tx.ExecContext(ctx, "UPDATE meta SET value = ? WHERE key = 'refreshed_at'", b.now); err != nil {
		return fmt.Errorf("index: write the refresh time: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("index: commit: %w", err)
	}
	for n, id := range b.names {
		x.names[n] = id
	}
	x.syms = x.syms.apply(x.st.epoch, gen, b.d)
	w.pending = w.pending[:0]
	w.paths = map[string]bool{}
	w.bytes = 0
	return nil
}

// resolveNames finds or adds the names, qualifiers and types of the
// batch's occurrences in the names table.
func (w *writer) resolveNames(b *batch) error {
	b.names = map[string]int64{}
	var want []string
	seen := map[string]bool{}
	for _, r := range w.pending {
		if r.data == nil {
			continue
		}
		for _, o := range r.data.occs {
			for _, n := range []string{o.Name, o.Qualifier, o.Type} {
				if n == "" || seen[n] {
					continue
				}
				seen[n] = true
				if _, ok := w.x.names[n]; !ok {
					want = append(want, n)
				}
			}
		}
	}
	sort.Strings(want)
	scan := func(rows *sql.Rows, err error) error {
		if err != nil {
			return fmt.Errorf("index: names: %w", err)
		}
		defer rows.Close()
		for rows.Next() {
			var id int64
			var n string
			if err := rows.Scan(&id, &n); err != nil {
				return err
			}
			b.names[n] = id
		}
		return rows.Err()
	}
	const per = 500
	for i := 0; i < len(want); i += per {
		chunk := want[i:min(i+per, len(want))]
		args := make([]any, len(chunk))
		for j, n := range chunk {
			args[j] = n
		}
		if err := scan(b.tx.QueryContext(b.ctx, "SELECT id, name FROM names WHERE name IN (?"+strings.Repeat(",?", len(chunk)-1)+")", args...)); err != nil {
			return err
		}
	}
	var missing []any
	for _, n := range want {
		if _, ok := b.names[n]; !ok {
			missing = append(missing, n)
		}
	}
	for i := 0; i < len(missing); i += per {
		chunk := missing[i:min(i+per, len(missing))]
		if err := scan(b.tx.QueryContext(b.ctx, "INSERT INTO names(name) VALUES (?)"+strings.Repeat(",(?)", len(chunk)-1)+" RETURNING id, name", chunk...)); err != nil {
			return err
		}
	}
	return nil
}

func (b *batch) nameID(w *writer, n string) int64 {
	if id, ok := w.x.names[n]; ok {
		return id
	}
	return b.names[n]
}

// write writes one result: the file's rows replace whatever the table held
// for its path, whoever wrote that.
func (w *writer) write(b *batch, r result) error {
	if r.touched {
		s, err := b.stmt("UPDATE files SET size = ?, mtime_ns = ?, indexed_at = ? WHERE path = ? AND hash = ?")
		if err != nil {
			return err
		}
		_, err = s.ExecContext(b.ctx, r.size, r.mtime, b.now, r.path, r.hash)
		return err
	}
	s, err := b.stmt("SELECT id, first_symbol, symbol_count FROM files WHERE path = ?")
	if err != nil {
		return err
	}
	var id, first, count int64
	switch err := s.QueryRowContext(b.ctx, r.path).Scan(&id, &first, &count); {
	case err == sql.ErrNoRows:
		id = 0
	case err != nil:
		return err
	default:
		if err := b.clear(id, first, count); err != nil {
			return err
		}
	}
	if r.gone {
		if id != 0 {
			s, err := b.stmt("DELETE FROM files WHERE id = ?")
			if err != nil {
				return err
			}
			_, err = s.ExecContext(b.ctx, id)
			return err
		}
		return nil
	}
	var errCode any
	lang, pkg, lines := "", "", 0
	var syms []symbolRow
	if r.errCode != "" {
		errCode = r.errCode
	} else {
		lang, pkg, lines, syms = r.data.lang, r.data.pkg, r.data.lines, r.data.symbols
	}
	first = b.nextSym
	b.nextSym += int64(len(syms))
	s, err = b.stmt(`INSERT INTO files(path, size, mtime_ns, hash, language, package, lines, indexed_at, error, first_symbol, symbol_count)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT(path) DO UPDATE SET size = excluded.size, mtime_ns = excluded.mtime_ns,
			hash = excluded.hash, language = excluded.language, package = excluded.package,
			lines = excluded.lines, indexed_at = excluded.indexed_at, error = excluded.error,
			first_symbol = excluded.first_symbol, symbol_count = excluded.symbol_count
		RETURNING id`)
	if err != nil {
		return err
	}
	if err := s.QueryRowContext(b.ctx, r.path, r.size, r.mtime, r.hash, lang, pkg, lines, b.now, errCode, first, len(syms)).Scan(&id); err != nil {
		return err
	}
	if r.data == nil {
		return nil
	}
	b.d.files[id] = fileMeta{path: r.path, pkg: pkg, lang: lang}
	for i, sym := range syms {
		var parent, qname any
		if sym.parent >= 0 {
			parent = first + int64(sym.parent)
		}
		if sym.qname != sym.name {
			qname = sym.qname
		}
		sid := first + int64(i)
		b.symbols = append(b.symbols, []any{sid, id, sym.name, qname, sym.kind, sym.start, sym.end, sym.selLine, sym.selCol, sym.signature, sym.doc, parent})
		b.d.added = append(b.d.added, symRef{id: sid, file: id, name: sym.name, kind: sym.kind})
	}
	for _, imp := range r.data.imports {
		b.imports = append(b.imports, []any{id, imp.Path, imp.Name, imp.Symbol, imp.Line})
	}
	occs := r.data.occs
	sortOccs(occs)
	nameIDs := make([]int64, len(occs))
	qualIDs := make([]int64, len(occs))
	typeIDs := make([]int64, len(occs))
	for i, o := range occs {
		nameIDs[i] = b.nameID(w, o.Name)
		if o.Qualifier != "" {
			qualIDs[i] = b.nameID(w, o.Qualifier)
		}
		if o.Type != "" {
			typeIDs[i] = b.nameID(w, o.Type)
		}
	}
	blob, names, counts := encodeOccs(occs, nameIDs, qualIDs, typeIDs)
	b.occs = append(b.occs, []any{id, len(occs), blob})
	for i, n := range names {
		b.postings = append(b.postings, []any{n, id, counts[i]})
	}
	return nil
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
func sortOccs(occs []xref.Occurrence) {
	sort.SliceStable(occs, func(i, j int) bool {
		if occs[i].Line != occs[j].Line {
			return occs[i].Line < occs[j].Line
		}
		return occs[i].Col < occs[j].Col
	})
}
