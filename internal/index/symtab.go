// This file defines the symbol table kept in memory for Symbols: every
// distinct symbol name with the symbols of that name, loaded once per
// process and kept current by the writer's deltas.

package index

import (
	"context"
	"fmt"
	"strings"
)

// symRef is a symbol as the table holds it.
type symRef struct {
	id, file   int64
	name, kind string
}

// slot is one distinct name.
type slot struct {
	name, lower string
	refs        []tabRef
}

type tabRef struct {
	id, file int64
	kind     uint8 // index in symTable.kinds
}

// fileMeta is what queries need of a file without a database round trip.
type fileMeta struct {
	path, pkg, lang string
}

// symTable is the in-memory name table. It describes the database at
// (epoch, gen); the writer applies its own changes, and anything else
// (another process's writes) makes the next query load it again.
type symTable struct {
	epoch, gen int64
	slots      []slot
	masks      []uint64 // charMask of each slot's lower name, scanned before the slot
	byName     map[string]int32
	byFile     map[int64][]int32 // the slots holding a file's symbols
	files      map[int64]fileMeta
	kinds      []string
	kindIdx    map[string]uint8
}

// generation reads the database's epoch and generation.
func (s *store) generation(ctx context.Context) (epoch, gen int64, err error) {
	err = s.db.QueryRowContext(ctx, "SELECT (SELECT value FROM meta WHERE key = 'epoch'), (SELECT value FROM meta WHERE key = 'generation')").Scan(&epoch, &gen)
	if err != nil {
		err = fmt.Errorf("index: read the generation: %w", err)
	}
	return
}

// table returns the current symbol table, loading it when the database
// changed in a way the writer did not report. x.mu must be held.
func (x *Index) table(ctx context.Context) (*symTable, error) {
	epoch, gen, err := x.st.generation(ctx)
	if err != nil {
		return nil, err
	}
	if x.syms != nil && x.syms.epoch == epoch && x.syms.gen == gen {
		return x.syms, nil
	}
	t, err := stable(ctx, x.st, epoch, gen, "its symbols were loaded", loadTable)
	if err == nil {
		x.syms = t
	}
	return t, err
}

// stable loads a value derived from the database as of one generation
// (epoch, gen as read just before): when a write lands while it loads, it
// loads again, a few times at most.
func stable[T any](ctx context.Context, s *store, epoch, gen int64, what string, load func(context.Context, *store, int64, int64) (T, error)) (T, error) {
	var zero T
	for range 5 {
		v, err := load(ctx, s, epoch, gen)
		if err != nil {
			return zero, err
		}
		e2, g2, err := s.generation(ctx)
		if err != nil {
			return zero, err
		}
		if e2 == epoch && g2 == gen {
			return v, nil
		}
		epoch, gen = e2, g2 // written meanwhile: load again
	}
	return zero, fmt.Errorf("index: the index kept changing while %s", what)
}

func loadTable(ctx context.Context, s *store, epoch, gen int64) (*symTable, error) {
	t := &symTable{epoch: epoch, gen: gen, byName: map[string]int32{}, byFile: map[int64][]int32{},
		files: map[int64]fileMeta{}, kindIdx: map[string]uint8{}}
	rows, err := s.db.QueryContext(ctx, "SELECT id, path, package, language FROM files WHERE error IS NULL")
	if err != nil {
		return nil, fmt.Errorf("index: load the files: %w", err)
	}
	for rows.Next() {
		var id int64
		var m fileMeta
		if err := rows.Scan(&id, &m.path, &m.pkg, &m.lang); err != nil {
			rows.Close()
			return nil, fmt.Errorf("index: load the files: %w", err)
		}
		t.files[id] = m
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("index: load the files: %w", err)
	}
	rows, err = s.db.QueryContext(ctx, "SELECT id, file, name, kind FROM symbols")
	if err != nil {
		return nil, fmt.Errorf("index: load the symbols: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var r symRef
		if err := rows.Scan(&r.id, &r.file, &r.name, &r.kind); err != nil {
			return nil, fmt.Errorf("index: load the symbols: %w", err)
		}
		t.add(r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("index: load the symbols: %w", err)
	}
	return t, nil
}

func (t *symTable) add(r symRef) {
	i, ok := t.byName[r.name]
	if !ok {
		i = int32(len(t.slots))
		lower := strings.ToLower(r.name)
		t.slots = append(t.slots, slot{name: r.name, lower: lower})
		t.masks = append(t.masks, charMask(lower))
		t.byName[r.name] = i
	}
	k, ok := t.kindIdx[r.kind]
	if !ok {
		k = uint8(len(t.kinds))
		t.kinds = append(t.kinds, r.kind)
		t.kindIdx[r.kind] = k
	}
	t.slots[i].refs = append(t.slots[i].refs, tabRef{id: r.id, file: r.file, kind: k})
	byFile := t.byFile[r.file]
	if len(byFile) == 0 || byFile[len(byFile)-1] != i {
		t.byFile[r.file] = append(byFile, i)
	}
}

// charMask sets a bit for each byte of s (lower-case letters, digits and
// '_' have bits of their own, other bytes share the rest): a name can hold
// a query as a prefix, substring, subsequence or initials only when its
// mask holds the query's.
func charMask(s string) uint64 {
	var m uint64
	for i := 0; i < len(s); i++ {
		switch b := s[i]; {
		case 'a' <= b && b <= 'z':
			m |= 1 << (b - 'a')
		case '0' <= b && b <= '9':
			m |= 1 << (26 + b - '0')
		case b == '_':
			m |= 1 << 36
		default:
			m |= 1 << (37 + b%27)
		}
	}
	return m
}

// clear removes a file's symbols.
func (t *symTable) clear(file int64) {
	for _, i := range t.byFile[file] {
		refs := t.slots[i].refs[:0]
		for _, r := range t.slots[i].refs {
			if r.file != file {
				refs = append(refs, r)
			}
		}
		t.slots[i].refs = refs
	}
	delete(t.byFile, file)
	delete(t.files, file)
}

// apply brings the table from gen-1 to gen with the deltas of the
// batches of the transaction that made gen, in order; a table at another
// generation is dropped, to be loaded again.
func (t *symTable) apply(epoch, gen int64, deltas []*delta) *symTable {
	if t == nil || t.epoch != epoch || t.gen != gen-1 {
		return nil
	}
	for _, d := range deltas {
		for _, f := range d.cleared {
			t.clear(f)
		}
		for id, m := range d.files {
			t.files[id] = m
		}
		for _, r := range d.added {
			t.add(r)
		}
	}
	t.gen = gen
	return t
}
