package index

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/locus-dev/locus/internal/workspace"
)

// TestMain lets the test binary play a second locus process (see child).
func TestMain(m *testing.M) {
	if mode := os.Getenv("LOCUS_INDEX_CHILD"); mode != "" {
		os.Exit(child(mode))
	}
	os.Exit(m.Run())
}

// child indexes $LOCUS_INDEX_ROOT into $LOCUS_INDEX_DB. In mode "slow" it
// prints each progress report and pauses after it, so that a parent can
// kill it in the middle.
func child(mode string) int {
	ctx := context.Background()
	root, err := workspace.Open(os.Getenv("LOCUS_INDEX_ROOT"))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	opt := Options{DB: os.Getenv(EnvDB)}
	if mode == "slow" {
		opt.Workers = 1
		opt.Progress = func(done, total int) {
			fmt.Printf("progress %d %d\n", done, total)
			time.Sleep(2 * time.Millisecond)
		}
	}
	x, err := Open(ctx, root, opt)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer x.Close()
	if _, err := x.Refresh(ctx); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Println("done")
	return 0
}

// writeFiles writes files (slash-separated paths to contents) under dir.
func writeFiles(t testing.TB, dir string, files map[string]string) {
	t.Helper()
	for p, content := range files {
		abs := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(abs), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(abs, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// openIndex opens the index of dir with its database in a temporary folder.
func openIndex(t testing.TB, dir string, opt Options) *Index {
	t.Helper()
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if opt.DB == "" {
		opt.DB = filepath.Join(t.TempDir(), "index.db")
	}
	x, err := Open(context.Background(), root, opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { x.Close() })
	return x
}

func refresh(t testing.TB, x *Index) RefreshStats {
	t.Helper()
	rs, err := x.Refresh(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// indexedPaths refreshes x and returns the paths of the files table, in
// order.
func indexedPaths(t testing.TB, x *Index) []string {
	t.Helper()
	refresh(t, x)
	rows, err := x.store().db.Query("SELECT path FROM files ORDER BY path")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var paths []string
	for rows.Next() {
		var p string
		if err := rows.Scan(&p); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	return paths
}

// dump describes everything an index holds, in a stable order, to
// compare two indexes of one tree.
func dump(t testing.TB, x *Index) string {
	t.Helper()
	ctx := context.Background()
	db := x.store().db
	var b strings.Builder
	for _, q := range []string{
		"SELECT path || ' ' || size || ' ' || hash || ' ' || language || ' ' || package || ' ' || lines || ' ' || coalesce(error, '') FROM files",
		"SELECT f.path || ' ' || coalesce(s.qname, s.name) || ' ' || s.kind || ' ' || s.start_line || '-' || s.end_line || ' ' || s.sel_line || ':' || s.sel_col || ' ' || coalesce((SELECT coalesce(qname, name) FROM symbols p WHERE p.id = s.parent), '') FROM symbols s JOIN files f ON f.id = s.file",
		"SELECT f.path || ' ' || i.path || ' ' || i.name || ' ' || i.line FROM imports i JOIN files f ON f.id = i.file",
		"SELECT f.path || ' ' || n.name || ' ' || p.count FROM postings p JOIN files f ON f.id = p.file JOIN names n ON n.id = p.name",
		"SELECT f.path || ' ' || o.count FROM occurrences o JOIN files f ON f.id = o.file",
	} {
		rows, err := db.QueryContext(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		var lines []string
		for rows.Next() {
			var s string
			if err := rows.Scan(&s); err != nil {
				t.Fatal(err)
			}
			lines = append(lines, s)
		}
		rows.Close()
		sort.Strings(lines)
		b.WriteString(strings.Join(lines, "\n"))
		b.WriteString("\n--\n")
	}
	// the occurrences decoded, file by file
	rows, err := db.QueryContext(ctx, "SELECT f.id FROM files f WHERE error IS NULL ORDER BY path")
	if err != nil {
		t.Fatal(err)
	}
	var ids []int64
	for rows.Next() {
		var id int64
		rows.Scan(&id)
		ids = append(ids, id)
	}
	rows.Close()
	for _, id := range ids {
		fc, err := x.store().loadFile(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		occs, err := fc.occurrencesOf(0)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s:", fc.path)
		for _, o := range occs {
			fmt.Fprintf(&b, " %s@%d:%d/%s/%s", fc.names[o.name], o.line, o.col, o.role, fc.names[o.qual])
		}
		b.WriteString("\n")
	}
	return b.String()
}
