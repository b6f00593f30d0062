// Package golden is the golden-file harness of locus's tests. A test
// supplies only what it renders; this package reads the txtar archives
// (or plain files) that hold the expected text, runs the test's render
// function on each archive or each step of one, compares, and reports
// every difference with the archive, the file and a diff of the golden
// text against what the run rendered. Under -update, the one flag of the
// harness, it writes each archive as the run rendered it instead.
//
// Two shapes of archive are served:
//
//   - Outputs: the first file is the input, the files after it are its
//     renderings by name (outline's skeleton.txt, xref's imports.txt, ...).
//   - Steps: files whose names start with a prefix ("call ", "case ",
//     "step ") are steps, each followed by "STEP.out", what it printed;
//     the other files are the inputs the steps run on, in order on one
//     workspace (Steps) or each on a copy of its own (Cases).
//
// File compares one plain file (the command line's help text). Only
// _test.go files import this package (layers_test.go holds that).
package golden

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files with what the tests render")

// Updating reports whether this run rewrites the golden files (-update).
func Updating() bool { return *update }

// File compares got with the plain file at path; under -update it writes
// got there instead (and the folders above it).
func File(t testing.TB, path, got string) {
	t.Helper()
	if *update {
		write(t, path, []byte(got))
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v; run with -update to create it", err)
		return
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s differs (-golden +got; run with -update to accept):\n%s", path, diff)
	}
}

// write writes data to path unless it holds it already, so that -update
// leaves the files it agrees with untouched.
func write(t testing.TB, path string, data []byte) {
	t.Helper()
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, data) {
		return
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}
