package index

// Tests of the cold build's settings and of the writer's bounded cache of
// the names table.

import (
	"context"
	"database/sql"
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
