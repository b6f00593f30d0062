package index

import (
	"context"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestBulkHandle guards the layout bulk.go reads go-sqlite3's connection
// through: the handle it finds is the connection of the index's database
// (SQLite names its file), one of another file is refused, and rows
// written through it, a text, a NULL, an empty text and a blob among
// them, read back as written.
func TestBulkHandle(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	x := openIndex(t, dir, Options{DB: filepath.Join(t.TempDir(), "index.db")})
	conn, err := x.st.db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	var db handle
	if err := conn.Raw(func(dc any) (err error) { db, err = handleOf(dc, x.st.path); return }); err != nil {
		t.Fatalf("handleOf: %v", err)
	}
	if err := conn.Raw(func(dc any) error { _, err := handleOf(dc, filepath.Join(dir, "other.db")); return err }); err == nil || !strings.Contains(err.Error(), "layout") {
		t.Errorf("handleOf of another file: %v, want a refusal", err)
	}
	if _, err := conn.ExecContext(ctx, "CREATE TEMP TABLE t (a INTEGER, b TEXT, c BLOB)"); err != nil {
		t.Fatal(err)
	}
	rows := newBulkRows(3, 2, 0)
	rows.int(-7)
	rows.text("")
	rows.blob([]byte{0, 1, 2})
	rows.int(1 << 40)
	rows.null()
	rows.blob([]byte("x"))
	if err := rows.insert(db, "t", []string{"a", "b", "c"}); err != nil {
		t.Fatal(err)
	}
	var got []string
	r, err := conn.QueryContext(ctx, "SELECT a, quote(b), hex(c) FROM t ORDER BY rowid")
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	for r.Next() {
		var a int64
		var b, c string
		if err := r.Scan(&a, &b, &c); err != nil {
			t.Fatal(err)
		}
		got = append(got, strings.Join([]string{strconv.FormatInt(a, 10), b, c}, " "))
	}
	want := []string{"-7 '' 000102", "1099511627776 NULL 78"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("rows read back %q, want %q", got, want)
	}
	ids, err := nameIDs(db, []string{"alpha", "beta", "alpha2"}, false)
	if err != nil {
		t.Fatal(err)
	}
	again, err := nameIDs(db, []string{"beta", "gamma"}, true)
	if err != nil {
		t.Fatal(err)
	}
	if again[0] != ids[1] || again[1] == ids[0] || again[1] == ids[1] || again[1] == ids[2] {
		t.Errorf("names %v then %v: beta must keep its id, gamma get a new one", ids, again)
	}
}
