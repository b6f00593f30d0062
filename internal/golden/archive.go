// This file defines Archive, a txtar archive of golden files: reading one,
// running a test on each archive of a folder, and checking (or, under
// -update, writing) an archive against the files a run rendered.

package golden

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/tools/txtar"
)

// Archive is one txtar archive as read from disk.
type Archive struct {
	Path    string
	Comment string
	Files   []txtar.File
	// Inputs are the files that are neither steps nor their outputs; Steps
	// sets them before it hands the archive to its start function.
	Inputs []txtar.File
	raw    []byte
}

// Read reads the archive at path.
func Read(t testing.TB, path string) *Archive {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ar := txtar.Parse(raw)
	return &Archive{Path: path, Comment: string(ar.Comment), Files: ar.Files, raw: raw}
}

// Glob lists the archives matching pattern; a pattern that matches none
// fails the test, which would otherwise check nothing.
func Glob(t testing.TB, pattern string) []string {
	t.Helper()
	paths, err := filepath.Glob(pattern)
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatalf("no archives match %s", pattern)
	}
	return paths
}

// each runs fn on each archive matching pattern, in a subtest named by the
// archive's file name without ".txtar".
func each(t *testing.T, pattern string, fn func(t *testing.T, a *Archive)) {
	t.Helper()
	for _, path := range Glob(t, pattern) {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txtar"), func(t *testing.T) {
			fn(t, Read(t, path))
		})
	}
}

// check compares the archive with rendered, its files as the run rendered
// them: every file of either by name, then the archive's bytes with what
// -update would write, so that a passing test is one -update leaves alone.
// Under -update it writes the archive as rendered instead.
func (a *Archive) check(t testing.TB, rendered []txtar.File) {
	t.Helper()
	data := txtar.Format(&txtar.Archive{Comment: []byte(a.Comment), Files: rendered})
	if *update {
		write(t, a.Path, data)
		return
	}
	want := map[string][]byte{}
	for _, f := range a.Files {
		want[f.Name] = f.Data
	}
	failed := false
	got := map[string]bool{}
	for _, f := range rendered {
		got[f.Name] = true
		w, ok := want[f.Name]
		if !ok {
			t.Errorf("%s: no file %q; run with -update to add it", a.Path, f.Name)
			failed = true
			continue
		}
		if diff := cmp.Diff(string(w), string(f.Data)); diff != "" {
			t.Errorf("%s: %s differs (-golden +got; run with -update to accept):\n%s", a.Path, f.Name, diff)
			failed = true
		}
	}
	for _, f := range a.Files {
		if !got[f.Name] {
			t.Errorf("%s: the test renders no file %q; run with -update to remove it", a.Path, f.Name)
			failed = true
		}
	}
	if !failed && !bytes.Equal(data, a.raw) {
		t.Errorf("%s: the files are right but not in the order -update writes them (or a file's final newline is missing); run with -update", a.Path)
	}
}
