package index

import (
	"bufio"
	"context"
	"database/sql"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/workspace"
	"github.com/locus-dev/locus/internal/xref"
)

// smallTree is a workspace of a few files, made old so that the racy-time
// rule does not read them again.
func smallTree(t *testing.T) string {
	dir := t.TempDir()
	writeFiles(t, dir, tree)
	ageTree(t, dir)
	return dir
}

// ageTree sets every file's modification time an hour back.
func ageTree(t testing.TB, dir string) {
	old := time.Now().Add(-time.Hour)
	filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
		if err == nil && fi.Mode().IsRegular() {
			os.Chtimes(p, old, old)
		}
		return nil
	})
}

// fresh indexes dir into a new database and returns its dump.
func freshDump(t *testing.T, dir string) string {
	x := openIndex(t, dir, Options{})
	refresh(t, x)
	return dump(t, x)
}

// wantAnswers checks that an index answers as one built from nothing.
func wantAnswers(t *testing.T, x *Index, dir, when string) {
	t.Helper()
	got := dump(t, x)
	if diff := cmp.Diff(freshDump(t, dir), got); diff != "" {
		t.Errorf("%s: the index differs from a fresh one (-fresh +got):\n%s", when, diff)
	}
}

func TestSchemaVersionRebuilt(t *testing.T) {
	dir := smallTree(t)
	db := filepath.Join(t.TempDir(), "i.db")
	x := openIndex(t, dir, Options{DB: db})
	refresh(t, x)
	if _, err := x.store().db.Exec("PRAGMA user_version = 999; CREATE TABLE stray(x)"); err != nil {
		t.Fatal(err)
	}
	x.Close()
	y := openIndex(t, dir, Options{DB: db})
	var v int
	y.store().db.QueryRow("PRAGMA user_version").Scan(&v)
	if v != schemaVersion {
		t.Errorf("user_version %d after opening, want %d", v, schemaVersion)
	}
	if rs := refresh(t, y); rs.Indexed == 0 {
		t.Errorf("the rebuilt index was not filled again: %+v", rs)
	}
	wantAnswers(t, y, dir, "after a schema change")
}

// An index written under other language rules (another build of locus,
// whose outline or occurrences differ) is rebuilt as one of another
// schema is: its rows describe files as this build would not read them.
func TestRulesRebuilt(t *testing.T) {
	for _, c := range []struct{ name, spoil string }{
		{"other rules", "UPDATE meta SET value = 'other' WHERE key = 'rules'"},
		{"no rules", "DELETE FROM meta WHERE key = 'rules'"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := smallTree(t)
			db := filepath.Join(t.TempDir(), "i.db")
			x := openIndex(t, dir, Options{DB: db})
			refresh(t, x)
			if _, err := x.store().db.Exec(c.spoil); err != nil {
				t.Fatal(err)
			}
			x.Close()
			y := openIndex(t, dir, Options{DB: db})
			var rules string
			y.store().db.QueryRow("SELECT value FROM meta WHERE key = 'rules'").Scan(&rules)
			if rules != rulesDigest() {
				t.Errorf("rules %q after opening, want %q", rules, rulesDigest())
			}
			if rs := refresh(t, y); rs.Indexed == 0 {
				t.Errorf("the rebuilt index was not filled again: %+v", rs)
			}
			wantAnswers(t, y, dir, "after a change of rules")
		})
	}
}

func TestCorruptRebuilt(t *testing.T) {
	for _, c := range []struct {
		name  string
		spoil func(path string) error
	}{
		{"garbage", func(p string) error { return os.WriteFile(p, []byte(strings.Repeat("not a database ", 500)), 0o644) }},
		{"truncated", func(p string) error {
			fi, err := os.Stat(p)
			if err != nil {
				return err
			}
			return os.Truncate(p, fi.Size()/2)
		}},
		{"pages overwritten", func(p string) error {
			f, err := os.OpenFile(p, os.O_RDWR, 0)
			if err != nil {
				return err
			}
			defer f.Close()
			fi, _ := f.Stat()
			junk := []byte(strings.Repeat("\xff", 4096))
			for off := int64(4096); off < fi.Size(); off += 3 * 4096 {
				f.WriteAt(junk, off)
			}
			return nil
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := smallTree(t)
			db := filepath.Join(t.TempDir(), "i.db")
			x := openIndex(t, dir, Options{DB: db})
			refresh(t, x)
			x.Close() // checkpoints the WAL into the file
			if err := c.spoil(db); err != nil {
				t.Fatal(err)
			}
			root, _ := workspace.Open(dir)
			y, err := Open(context.Background(), root, Options{DB: db})
			if err != nil {
				t.Fatalf("Open of a %s database: %v", c.name, err)
			}
			defer y.Close()
			if got := defLines(t, y, "helper"); len(got) != 1 || got[0] != "srv/server.go:9" {
				t.Errorf("helper in a rebuilt index: %q", got)
			}
			wantAnswers(t, y, dir, "after "+c.name)
		})
	}
}

func TestDeletedUnderRunningProcess(t *testing.T) {
	dir := smallTree(t)
	db := filepath.Join(t.TempDir(), "i.db")
	x := openIndex(t, dir, Options{DB: db})
	refresh(t, x)
	if err := removeDB(db); err != nil {
		t.Fatal(err)
	}
	if got := defLines(t, x, "helper"); len(got) != 1 {
		t.Errorf("helper after the database was deleted: %q", got)
	}
	if _, err := os.Stat(db); err != nil {
		t.Errorf("the database was not created again: %v", err)
	}
	syms, err := x.Symbols(context.Background(), SymbolQuery{Query: "ServeSomething"})
	if err != nil || len(syms) == 0 || syms[0].QName != "srv.ServeSomething" {
		t.Errorf("Symbols after the database was deleted: %v %v", syms, err)
	}
	wantAnswers(t, x, dir, "after the deletion")
}

// startChild runs the test binary as a second locus process indexing dir
// into db (see child in helpers_test.go).
func startChild(t *testing.T, mode, dir, db string) (*exec.Cmd, *bufio.Scanner) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "LOCUS_INDEX_CHILD="+mode, "LOCUS_INDEX_ROOT="+dir, EnvDB+"="+db)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd, bufio.NewScanner(out)
}

// TestTwoProcesses indexes one root into one database from two processes
// at once: both finish, and the index is the one a single process makes.
func TestTwoProcesses(t *testing.T) {
	dir, _ := goSample(t, 40)
	ageTree(t, dir)
	db := filepath.Join(t.TempDir(), "i.db")
	var wg sync.WaitGroup
	for range 2 {
		cmd, out := startChild(t, "fast", dir, db)
		wg.Add(1)
		go func() {
			defer wg.Done()
			var last string
			for out.Scan() {
				last = out.Text()
			}
			if err := cmd.Wait(); err != nil || last != "done" {
				t.Errorf("a process failed: %v (last line %q)", err, last)
			}
		}()
	}
	wg.Wait()
	x := openIndex(t, dir, Options{DB: db})
	if rs := refresh(t, x); rs.Indexed+rs.Removed+rs.Touched != 0 {
		t.Errorf("after both: %+v, want nothing left to do", rs)
	}
	wantAnswers(t, x, dir, "after two processes")
}

// TestKilledWhileIndexing kills a process with SIGKILL in the middle of
// indexing; the next refresh completes the index, which then answers as
// one built from nothing.
func TestKilledWhileIndexing(t *testing.T) {
	dir, files := goSample(t, 25)
	ageTree(t, dir)
	db := filepath.Join(t.TempDir(), "i.db")
	cmd, out := startChild(t, "slow", dir, db)
	killAt := min(len(files)/2, batchFiles+40) // after the first transaction, inside the second
	killed := false
	for out.Scan() {
		f := strings.Fields(out.Text())
		if len(f) == 3 && f[0] == "progress" {
			if n, _ := strconv.Atoi(f[1]); n >= killAt {
				cmd.Process.Kill()
				killed = true
				break
			}
		}
	}
	cmd.Wait()
	if !killed {
		t.Fatal("the process finished before it could be killed")
	}
	// some files were written, not all
	raw, err := sql.Open("sqlite3", db)
	if err != nil {
		t.Fatal(err)
	}
	var n int
	raw.QueryRow("SELECT count(*) FROM files").Scan(&n)
	raw.Close()
	t.Logf("%d of %d files were in the index when the process was killed", n, len(files))
	x := openIndex(t, dir, Options{DB: db})
	rs := refresh(t, x)
	if rs.Indexed == 0 {
		t.Errorf("the refresh after the kill indexed nothing: %+v", rs)
	}
	wantAnswers(t, x, dir, "after the kill")
}

// TestReadOnlyWorkspace indexes a tree nobody may write, through a
// read-only root.
func TestReadOnlyWorkspace(t *testing.T) {
	dir := smallTree(t)
	filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
		if err == nil {
			os.Chmod(p, fi.Mode().Perm()&^0o222)
		}
		return nil
	})
	t.Cleanup(func() {
		filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
			if err == nil {
				os.Chmod(p, fi.Mode().Perm()|0o200)
			}
			return nil
		})
	})
	root, err := workspace.OpenReadOnly(dir)
	if err != nil {
		t.Fatal(err)
	}
	x, err := Open(context.Background(), root, Options{DB: filepath.Join(t.TempDir(), "i.db")})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	if got := defLines(t, x, "helper"); len(got) != 1 {
		t.Errorf("helper in a read-only workspace: %q", got)
	}
}

// TestSymlinks: links to files inside the root are indexed, links out of
// it and link loops are not, and linked folders are not entered.
func TestSymlinks(t *testing.T) {
	dir := t.TempDir()
	outside := t.TempDir()
	writeFiles(t, dir, map[string]string{"real/in.go": "package real\n\nfunc Inside() {}\n"})
	writeFiles(t, outside, map[string]string{"out.go": "package out\n\nfunc Outside() {}\n", "sub/o.go": "package sub\n\nfunc OutsideDir() {}\n"})
	for link, target := range map[string]string{
		"linked.go":      "real/in.go",
		"out.go":         filepath.Join(outside, "out.go"),
		"outdir":         outside,
		"real/up":        "..",
		"loop.go":        "loop.go",
		"a.go":           "b.go",
		"b.go":           "a.go",
		"dangling.go":    "nowhere.go",
		"real/parent.go": "../linked.go",
	} {
		if err := os.Symlink(target, filepath.Join(dir, link)); err != nil {
			t.Fatal(err)
		}
	}
	x := openIndex(t, dir, Options{})
	got := indexedPaths(t, x)
	if diff := cmp.Diff([]string{"linked.go", "real/in.go", "real/parent.go"}, got); diff != "" {
		t.Errorf("indexed files (-want +got):\n%s", diff)
	}
	if got := defLines(t, x, "Outside"); len(got) != 0 {
		t.Errorf("a file out of the root was indexed: %q", got)
	}
}

// TestSlowFileBounded: a file whose parse runs past the index's own bound
// (2 s plus 2 s a megabyte of CPU time, shorter than a read's) is recorded
// PARSER_FAILED, so that it holds a question up for that long at most and
// only when it changed; a refresh cancelled while it parses records
// nothing of it, and the next refresh judges it.
func TestSlowFileBounded(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"a.go":    "package a\n\nfunc Alpha() {}\n",
		"slow.md": strings.Repeat("*", 50000) + "a" + strings.Repeat("*", 50000) + "\n",
	})
	x := openIndex(t, dir, Options{})
	errorOf := func() (string, bool) {
		var e sql.NullString
		err := x.store().db.QueryRow("SELECT error FROM files WHERE path = 'slow.md'").Scan(&e)
		return e.String, err == nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	if _, err := x.Refresh(ctx); err == nil {
		t.Fatal("a refresh cancelled in the middle of a parse succeeded")
	}
	if e, ok := errorOf(); ok {
		t.Errorf("the cancelled refresh recorded slow.md (error %q)", e)
	}
	refresh(t, x)
	if e, _ := errorOf(); e != "PARSER_FAILED" {
		t.Errorf("slow.md: error %q, want PARSER_FAILED", e)
	}
	// the index's bound for its 100 KB is 2.2 s of CPU time; a read's
	// would be 10.5 s
	if _, err := extract(context.Background(), syntax.Lookup("markdown"), "slow.md", []byte(strings.Repeat("*", 50000)+"a"+strings.Repeat("*", 50000)+"\n"), new([]xref.Occurrence)); err == nil || !strings.Contains(err.Error(), "more than 2s of CPU time") {
		t.Errorf("extract(slow.md): %v, want the index's bound of %v", err, parseTime(100002))
	}
	if got := defLines(t, x, "Alpha"); len(got) != 1 {
		t.Errorf("Alpha: %q", got)
	}
}
