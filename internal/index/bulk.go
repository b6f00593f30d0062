// This file writes the rows of a batch in C, a table's rows in one call.
//
// Through database/sql each value of each row is a boxed Go value, a
// conversion and a cgo call to bind it: a cold build binds tens of
// millions of values, and that cost was as large as SQLite's own work of
// inserting them. bulkRows packs a table's rows into two buffers without
// pointers (the values, and the bytes of the texts and blobs), and one
// call to C binds and steps them all through one prepared statement on
// the writer's connection, inside the transaction database/sql began on
// it.
//
// The connection's sqlite3 handle is read from the driver's connection
// through its layout (go-sqlite3's SQLiteConn: a sync.Mutex, then the
// handle), as the syntax package does for the tree-sitter bindings;
// handleOf checks the handle by asking SQLite for the connection's file
// before it is used, and TestBulkHandle guards the layout.

package index

/*
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct sqlite3 sqlite3;
typedef struct sqlite3_stmt sqlite3_stmt;
typedef int64_t sqlite3_int64;

int sqlite3_prepare_v2(sqlite3 *, const char *, int, sqlite3_stmt **, const char **);
int sqlite3_bind_int64(sqlite3_stmt *, int, sqlite3_int64);
int sqlite3_bind_null(sqlite3_stmt *, int);
int sqlite3_bind_text(sqlite3_stmt *, int, const char *, int, void (*)(void *));
int sqlite3_bind_blob(sqlite3_stmt *, int, const void *, int, void (*)(void *));
int sqlite3_step(sqlite3_stmt *);
int sqlite3_reset(sqlite3_stmt *);
int sqlite3_finalize(sqlite3_stmt *);
int sqlite3_changes(sqlite3 *);
sqlite3_int64 sqlite3_column_int64(sqlite3_stmt *, int);
sqlite3_int64 sqlite3_last_insert_rowid(sqlite3 *);
const char *sqlite3_errmsg(sqlite3 *);
const char *sqlite3_db_filename(sqlite3 *, const char *);

#define B_OK 0
#define B_ROW 100
#define B_DONE 101

// The kinds of a cell.
enum { B_INT = 0, B_NULL = 1, B_TEXT = 2, B_BLOB = 3 };

// b_error copies the connection's last error message into out (cap bytes).
static int b_error(sqlite3 *db, int rc, char *out, int cap) {
	const char *msg = sqlite3_errmsg(db);
	strncpy(out, msg ? msg : "", cap - 1);
	out[cap - 1] = 0;
	return rc;
}

// b_rows runs sql, a statement of ncols parameters, once for each of
// nrows rows. Cell i (row i / ncols) is kinds[i]: an integer cells[2i], a
// NULL, or the text or blob of cells[2i+1] bytes at arena + cells[2i].
// When returned is not NULL, the statement answers a row (RETURNING) whose
// first column goes to returned[row]. It returns SQLite's code of the
// first failure (0 for none), with its message in err.
static int b_rows(sqlite3 *db, const char *sql, int ncols, int nrows, const uint8_t *kinds,
                  const int64_t *cells, const char *arena, int64_t *returned, char *err, int errcap) {
	sqlite3_stmt *st;
	int rc = sqlite3_prepare_v2(db, sql, -1, &st, NULL);
	if (rc != B_OK) return b_error(db, rc, err, errcap);
	for (int r = 0; r < nrows; r++) {
		for (int c = 0; c < ncols; c++) {
			int i = r * ncols + c;
			int64_t a = cells[2 * i], n = cells[2 * i + 1];
			switch (kinds[i]) {
			case B_INT: rc = sqlite3_bind_int64(st, c + 1, a); break;
			case B_NULL: rc = sqlite3_bind_null(st, c + 1); break;
			case B_TEXT: rc = sqlite3_bind_text(st, c + 1, arena + a, (int)n, NULL); break;
			default: rc = sqlite3_bind_blob(st, c + 1, arena + a, (int)n, NULL); break;
			}
			if (rc != B_OK) goto fail;
		}
		rc = sqlite3_step(st);
		if (rc != B_DONE && rc != B_ROW) goto fail;
		if (returned) {
			if (rc != B_ROW) {
				strncpy(err, "the statement answered no row", errcap - 1);
				err[errcap - 1] = 0;
				sqlite3_finalize(st);
				return 1;
			}
			returned[r] = sqlite3_column_int64(st, 0);
		}
		sqlite3_reset(st);
	}
	sqlite3_finalize(st);
	return B_OK;
fail:
	b_error(db, rc, err, errcap);
	sqlite3_finalize(st);
	return rc;
}

// b_names finds or adds each of n names (name i is the lens[i] bytes at
// arena + offs[i]) in the names table and writes its id to ids[i]. With
// lookup set it looks a name up before it tries to add it (most names
// are there already); else it adds it first (most are new: a cold build).
static int b_names(sqlite3 *db, int n, const int64_t *offs, const int64_t *lens, const char *arena,
                   int lookup, int64_t *ids, char *err, int errcap) {
	sqlite3_stmt *ins, *sel;
	int rc = sqlite3_prepare_v2(db, "INSERT INTO names(name) VALUES (?) ON CONFLICT(name) DO NOTHING", -1, &ins, NULL);
	if (rc != B_OK) return b_error(db, rc, err, errcap);
	rc = sqlite3_prepare_v2(db, "SELECT id FROM names WHERE name = ?", -1, &sel, NULL);
	if (rc != B_OK) {
		b_error(db, rc, err, errcap);
		sqlite3_finalize(ins);
		return rc;
	}
	for (int i = 0; i < n; i++) {
		const char *s = arena + offs[i];
		if (lookup) {
			if ((rc = sqlite3_bind_text(sel, 1, s, (int)lens[i], NULL)) != B_OK) goto fail;
			rc = sqlite3_step(sel);
			if (rc == B_ROW) {
				ids[i] = sqlite3_column_int64(sel, 0);
				sqlite3_reset(sel);
				continue;
			}
			sqlite3_reset(sel);
			if (rc != B_DONE) goto fail;
		}
		if ((rc = sqlite3_bind_text(ins, 1, s, (int)lens[i], NULL)) != B_OK) goto fail;
		if ((rc = sqlite3_step(ins)) != B_DONE) goto fail;
		sqlite3_reset(ins);
		if (sqlite3_changes(db) == 1) {
			ids[i] = sqlite3_last_insert_rowid(db);
			continue;
		}
		// there already: another process added it, or the cache let it go
		if ((rc = sqlite3_bind_text(sel, 1, s, (int)lens[i], NULL)) != B_OK) goto fail;
		rc = sqlite3_step(sel);
		if (rc != B_ROW) {
			if (rc == B_DONE) {
				strncpy(err, "the names table has no row for a name it refused as a duplicate", errcap - 1);
				err[errcap - 1] = 0;
				rc = 1;
				sqlite3_reset(sel);
				goto done;
			}
			goto fail;
		}
		ids[i] = sqlite3_column_int64(sel, 0);
		sqlite3_reset(sel);
	}
	rc = B_OK;
	goto done;
fail:
	b_error(db, rc, err, errcap);
done:
	sqlite3_finalize(ins);
	sqlite3_finalize(sel);
	return rc;
}

// b_lookup runs sql, a query of one parameter, for each of n texts (text
// i is the lens[i] bytes at arena + offs[i]) and writes the first ncols
// integer columns of its first row to out[i * ncols ...], zeros when it
// answers no row.
static int b_lookup(sqlite3 *db, const char *sql, int n, const int64_t *offs, const int64_t *lens,
                    const char *arena, int ncols, int64_t *out, char *err, int errcap) {
	sqlite3_stmt *st;
	int rc = sqlite3_prepare_v2(db, sql, -1, &st, NULL);
	if (rc != B_OK) return b_error(db, rc, err, errcap);
	for (int i = 0; i < n; i++) {
		if ((rc = sqlite3_bind_text(st, 1, arena + offs[i], (int)lens[i], NULL)) != B_OK) goto fail;
		rc = sqlite3_step(st);
		for (int c = 0; c < ncols; c++) {
			out[i * ncols + c] = rc == B_ROW ? sqlite3_column_int64(st, c) : 0;
		}
		if (rc != B_ROW && rc != B_DONE) goto fail;
		sqlite3_reset(st);
	}
	sqlite3_finalize(st);
	return B_OK;
fail:
	b_error(db, rc, err, errcap);
	sqlite3_finalize(st);
	return rc;
}

static const char *b_filename(sqlite3 *db) { return sqlite3_db_filename(db, "main"); }
*/
import "C"

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"unsafe"

	sqlite3 "github.com/mattn/go-sqlite3"
)

// handle is a connection's sqlite3 handle.
type handle = *C.sqlite3

// handleOf returns the sqlite3 handle of a go-sqlite3 connection, which
// must be the connection of the database at path.
func handleOf(driverConn any, path string) (handle, error) {
	c, ok := driverConn.(*sqlite3.SQLiteConn)
	if !ok || c == nil {
		return nil, fmt.Errorf("index: the driver's connection is a %T, not go-sqlite3's", driverConn)
	}
	db := *(*handle)(unsafe.Add(unsafe.Pointer(c), unsafe.Sizeof(sync.Mutex{})))
	if db == nil {
		return nil, errors.New("index: the connection is closed")
	}
	got := C.GoString(C.b_filename(db))
	if !sameFile(got, path) {
		return nil, fmt.Errorf("index: the connection's handle names %q, not %q: go-sqlite3's layout changed", got, path)
	}
	return db, nil
}

// sameFile reports whether SQLite's name of the database file is path.
func sameFile(sqliteName, path string) bool {
	if sqliteName == path {
		return true
	}
	a, errA := filepath.EvalSymlinks(sqliteName)
	b, errB := filepath.EvalSymlinks(path)
	return errA == nil && errB == nil && a == b
}

// bulkRows are rows to insert, packed for b_rows.
type bulkRows struct {
	cols  int
	kinds []C.uint8_t
	cells []C.int64_t // two a cell
	arena []byte
}

// newBulkRows makes room for rows rows of cols columns, with texts of
// about text bytes in all.
func newBulkRows(cols, rows, text int) *bulkRows {
	return &bulkRows{cols: cols, kinds: make([]C.uint8_t, 0, cols*rows), cells: make([]C.int64_t, 0, 2*cols*rows), arena: make([]byte, 0, text)}
}

func (r *bulkRows) int(v int64) {
	r.kinds = append(r.kinds, C.B_INT)
	r.cells = append(r.cells, C.int64_t(v), 0)
}

func (r *bulkRows) null() {
	r.kinds = append(r.kinds, C.B_NULL)
	r.cells = append(r.cells, 0, 0)
}

func (r *bulkRows) text(s string) {
	r.kinds = append(r.kinds, C.B_TEXT)
	r.cells = append(r.cells, C.int64_t(len(r.arena)), C.int64_t(len(s)))
	r.arena = append(r.arena, s...)
}

func (r *bulkRows) blob(b []byte) {
	r.kinds = append(r.kinds, C.B_BLOB)
	r.cells = append(r.cells, C.int64_t(len(r.arena)), C.int64_t(len(b)))
	r.arena = append(r.arena, b...)
}

// insert inserts the rows into table's columns cols.
func (r *bulkRows) insert(db handle, table string, cols []string) error {
	_, err := r.run(db, table, cols, "", false)
	return err
}

// insertReturning inserts the rows with the clauses of suffix after their
// values (ON CONFLICT ..., RETURNING v), and returns each row's v.
func (r *bulkRows) insertReturning(db handle, table string, cols []string, suffix string) ([]int64, error) {
	return r.run(db, table, cols, suffix, true)
}

func (r *bulkRows) run(db handle, table string, cols []string, suffix string, returning bool) ([]int64, error) {
	if len(r.kinds) == 0 {
		return nil, nil
	}
	if len(cols) != r.cols || len(r.kinds)%r.cols != 0 {
		return nil, fmt.Errorf("index: %d values for rows of %d columns", len(r.kinds), r.cols)
	}
	q := "INSERT INTO " + table + "(" + strings.Join(cols, ", ") + ") VALUES (?" + strings.Repeat(", ?", r.cols-1) + ") " + suffix
	cq := C.CString(q)
	defer C.free(unsafe.Pointer(cq))
	var msg [256]C.char
	if len(r.arena) == 0 {
		r.arena = append(r.arena, 0) // an empty text points somewhere: NULL would bind NULL
	}
	arena := (*C.char)(unsafe.Pointer(&r.arena[0]))
	rows := len(r.kinds) / r.cols
	var out []int64
	var returned *C.int64_t
	if returning {
		out = make([]int64, rows)
		returned = (*C.int64_t)(unsafe.Pointer(&out[0]))
	}
	if rc := C.b_rows(db, cq, C.int(r.cols), C.int(rows), &r.kinds[0], &r.cells[0], arena, returned, &msg[0], C.int(len(msg))); rc != 0 {
		return nil, fmt.Errorf("insert into %s: %s (%d)", table, C.GoString(&msg[0]), rc)
	}
	return out, nil
}

// packTexts packs texts for C: text i is the lens[i] bytes at
// arena + offs[i]. The arena is never empty: an empty text still points
// somewhere (NULL would bind NULL).
func packTexts(texts []string) (offs, lens []C.int64_t, arena []byte) {
	offs = make([]C.int64_t, len(texts))
	lens = make([]C.int64_t, len(texts))
	for i, t := range texts {
		offs[i], lens[i] = C.int64_t(len(arena)), C.int64_t(len(t))
		arena = append(arena, t...)
	}
	if len(arena) == 0 {
		arena = []byte{0}
	}
	return offs, lens, arena
}

// lookup runs query, of one text parameter, for each of keys and returns
// the first cols integer columns of its first row for each, cols values
// a key, zeros for a key it finds no row for.
func lookup(db handle, query string, keys []string, cols int) ([]int64, error) {
	if len(keys) == 0 {
		return nil, nil
	}
	offs, lens, arena := packTexts(keys)
	out := make([]int64, len(keys)*cols)
	cq := C.CString(query)
	defer C.free(unsafe.Pointer(cq))
	var msg [256]C.char
	if rc := C.b_lookup(db, cq, C.int(len(keys)), &offs[0], &lens[0], (*C.char)(unsafe.Pointer(&arena[0])),
		C.int(cols), (*C.int64_t)(unsafe.Pointer(&out[0])), &msg[0], C.int(len(msg))); rc != 0 {
		return nil, fmt.Errorf("%s: %s (%d)", query, C.GoString(&msg[0]), rc)
	}
	return out, nil
}

// nameIDs finds or adds names in the names table and returns their ids.
// lookup looks each up before adding it: most are there already.
func nameIDs(db handle, names []string, lookup bool) ([]int64, error) {
	if len(names) == 0 {
		return nil, nil
	}
	offs, lens, arena := packTexts(names)
	ids := make([]int64, len(names))
	var msg [256]C.char
	look := C.int(0)
	if lookup {
		look = 1
	}
	if rc := C.b_names(db, C.int(len(names)), &offs[0], &lens[0], (*C.char)(unsafe.Pointer(&arena[0])),
		look, (*C.int64_t)(unsafe.Pointer(&ids[0])), &msg[0], C.int(len(msg))); rc != 0 {
		return nil, fmt.Errorf("names: %s (%d)", C.GoString(&msg[0]), rc)
	}
	return ids, nil
}
