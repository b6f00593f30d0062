package index

// Tests of the cold build's settings and of the writer's bounded cache of
// the names table.

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestBulkPragmasGivenBack builds an index from nothing (a bulk build) and
// checks that no connection of the pool is left with the bulk settings:
// the later small writes must wait for the disk again.
func TestBulkPragmasGivenBack(t *testing.T) {
	dir, files := goSample(t, 40)
	if len(files) < checkpointFiles {
		t.Fatalf("the sample has %d files, fewer than a bulk build's %d", len(files), checkpointFiles)
	}
	x := openIndex(t, dir, Options{})
	refresh(t, x)
	ctx := context.Background()
	// hold every connection the pool may open at once, so that the
	// writer's, given back, is among them
	var conns []*sql.Conn
	for range 4 {
		c, err := x.st.db.Conn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		conns = append(conns, c)
	}
	for i, c := range conns {
		var sync, checkpoint, cache int
		if err := c.QueryRowContext(ctx, "PRAGMA synchronous").Scan(&sync); err != nil {
			t.Fatal(err)
		}
		if err := c.QueryRowContext(ctx, "PRAGMA wal_autocheckpoint").Scan(&checkpoint); err != nil {
			t.Fatal(err)
		}
		if err := c.QueryRowContext(ctx, "PRAGMA cache_size").Scan(&cache); err != nil {
			t.Fatal(err)
		}
		if sync != 1 || checkpoint != 1000 || cache != -16000 {
			t.Errorf("connection %d after a bulk build: synchronous %d, wal_autocheckpoint %d, cache_size %d; want 1 (NORMAL), 1000, -16000", i, sync, checkpoint, cache)
		}
	}
	for _, c := range conns {
		c.Close()
	}
}

// TestNamesCacheBounded indexes with a cache of the names table far
// smaller than the workspace's names: the cache stays within its bound and
// the index answers as one built with the cache unbounded.
func TestNamesCacheBounded(t *testing.T) {
	dir, _ := goSample(t, 40)
	defer func(n int) { maxCachedNames = n }(maxCachedNames)
	maxCachedNames = 500
	x := openIndex(t, dir, Options{})
	refresh(t, x)
	if len(x.names) > maxCachedNames {
		t.Errorf("the names cache holds %d names, more than its bound %d", len(x.names), maxCachedNames)
	}
	var total int
	if err := x.st.db.QueryRow("SELECT count(*) FROM names").Scan(&total); err != nil {
		t.Fatal(err)
	}
	if total <= 4*maxCachedNames {
		t.Fatalf("the sample has %d names: too few to overflow a cache of %d many times", total, maxCachedNames)
	}
	maxCachedNames = 1 << 30
	wantAnswers(t, x, dir, "with a cache of 500 names")
}

// TestBulkBuildIndexes builds an index from nothing: the secondary indexes
// are dropped while the rows go in and are there when it ends; a database
// left without them (a build killed before its end) has them again once
// opened.
func TestBulkBuildIndexes(t *testing.T) {
	dir, files := goSample(t, 40)
	if len(files) < checkpointFiles {
		t.Fatalf("the sample has %d files, fewer than a bulk build's %d", len(files), checkpointFiles)
	}
	if len(secondaryIndexes) != 2 {
		t.Fatalf("secondaryIndexes %v: want symbols_name and imports_file read from schema.sql", secondaryIndexes)
	}
	ctx := context.Background()
	indexes := func(x *Index) []string {
		rows, err := x.st.db.QueryContext(ctx, "SELECT name FROM sqlite_schema WHERE type = 'index' AND name NOT LIKE 'sqlite_%' ORDER BY name")
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var out []string
		for rows.Next() {
			var n string
			if err := rows.Scan(&n); err != nil {
				t.Fatal(err)
			}
			out = append(out, n)
		}
		return out
	}
	db := filepath.Join(t.TempDir(), "i.db")
	var x *Index
	var during []string
	asked := false
	x = openIndex(t, dir, Options{DB: db, Progress: func(done, total int) {
		if !asked {
			asked = true
			during = indexes(x)
		}
	}})
	refresh(t, x)
	if !asked || len(during) != 0 {
		t.Errorf("indexes during the build: %v (asked %v), want none", during, asked)
	}
	want := []string{"imports_file", "symbols_name"}
	if got := indexes(x); !slices.Equal(got, want) {
		t.Errorf("indexes after the build: %v, want %v", got, want)
	}
	if err := x.store().dropIndexes(ctx, x.store().db); err != nil {
		t.Fatal(err)
	}
	x.Close()
	x = openIndex(t, dir, Options{DB: db})
	if got := indexes(x); !slices.Equal(got, want) {
		t.Errorf("indexes after opening a database without them: %v, want %v", got, want)
	}
	wantAnswers(t, x, dir, "after the indexes were created again")
}

// TestBulkTransactionKeepsTable builds an index from nothing while its
// symbol table is loaded: the cold build writes several batches in one
// transaction, and the table, brought to the new generation with every
// batch's changes, answers as a table loaded from the database does.
func TestBulkTransactionKeepsTable(t *testing.T) {
	src, files := goSample(t, 8)
	if len(files) < 2*batchFiles {
		t.Fatalf("the sample has %d files, fewer than two batches of %d", len(files), batchFiles)
	}
	dir := t.TempDir()
	x := openIndex(t, dir, Options{})
	refresh(t, x)
	ctx := context.Background()
	if _, err := x.Symbols(ctx, SymbolQuery{Query: "Reader"}); err != nil {
		t.Fatal(err)
	}
	if err := os.CopyFS(dir, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	if rs := refresh(t, x); rs.Indexed != len(files) {
		t.Fatalf("the build indexed %d files, want %d", rs.Indexed, len(files))
	}
	kept := x.syms
	if kept == nil {
		t.Fatal("the build dropped the symbol table instead of applying its changes")
	}
	// names of the first, a middle and the last batch's files
	queries := []string{"Reader", "New", "String", "Close", "Error", "init", "main"}
	var before [][]Symbol
	for _, q := range queries {
		got, err := x.Symbols(ctx, SymbolQuery{Query: q, Max: 1000})
		if err != nil {
			t.Fatal(err)
		}
		before = append(before, got)
	}
	if x.syms != kept {
		t.Fatal("the queries loaded the symbol table again: the build left it at another generation")
	}
	x.syms = nil // load it from the database
	for i, q := range queries {
		got, err := x.Symbols(ctx, SymbolQuery{Query: q, Max: 1000})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.EqualFunc(got, before[i], func(a, b Symbol) bool { return a.Path == b.Path && a.Name == b.Name && a.Range == b.Range }) {
			t.Errorf("Symbols(%q): %d symbols from the table the build kept, %d from the database", q, len(before[i]), len(got))
		}
	}
}
