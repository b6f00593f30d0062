package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

func TestIndexCommand(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.go", "package a\n\nfunc Alpha() {}\n\nfunc Beta() { Alpha() }\n")
	write(t, dir, "b/b.py", "def gamma():\n    return 1\n")
	old := time.Now().Add(-time.Hour) // older than the index's racy window
	for _, p := range []string{"a.go", "b/b.py"} {
		os.Chtimes(filepath.Join(dir, p), old, old)
	}
	db := filepath.Join(t.TempDir(), "idx.db")
	line := regexp.MustCompile(`^2 files, 3 symbols, \d+ occurrences \((.*)\) in \d+\.\d s; database \d+\.\d MB \(\d+\.\d\dx the source\) at (.*)\n$`)
	for _, want := range []string{"2 indexed", "up to date"} {
		out, errOut, code := run(t, dir, "", "index", "--index-db", db)
		m := line.FindStringSubmatch(out)
		if code != 0 || m == nil || m[1] != want || m[2] != db {
			t.Fatalf("locus index: exit %d, %q (want %q), stderr %q", code, out, want, errOut)
		}
		if errOut != "" {
			t.Errorf("stderr is not a terminal, yet: %q", errOut)
		}
	}
	if _, err := os.Stat(db); err != nil {
		t.Errorf("no database at --index-db: %v", err)
	}
	// --root, relative to the working directory; JSON
	out, _, code := run(t, filepath.Dir(dir), "", "index", "--root", filepath.Base(dir), "--index-db", db, "--json")
	if code != 0 || !strings.Contains(out, `"files": 2`) || !strings.Contains(out, `"walked": 2`) {
		t.Errorf("locus index --json: exit %d, %s", code, out)
	}
	if _, _, code := run(t, dir, "", "index", "extra"); code != 2 {
		t.Errorf("locus index extra: exit %d, want 2", code)
	}
}
