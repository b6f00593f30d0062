// This file tests what a write refuses to leave behind: content that would
// make a file unreadable, errors without a code, and stale temp files.

package workspace

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/locus-dev/locus/internal/fault"
)

// Content that ReadFile would refuse is never written: the file could no
// longer be read, nor the edit undone.
func TestWriteRefusesUnreadableContent(t *testing.T) {
	r := newRoot(t, map[string]string{"a.txt": "a\n"})
	for _, content := range []string{"a\x00b\n", "caf\xe9\n", strings.Repeat("x", 9000) + "\x00"} {
		f := readFile(t, r, "a.txt")
		wantFault(t, r.Write(f, []byte(content)), fault.InvalidArgument)
		wantFault(t, r.Create("b.txt", []byte(content)), fault.InvalidArgument)
		wantFile(t, filepath.Join(r.Dir(), "a.txt"), "a\n", 0o644)
		wantEntries(t, r.Dir(), "a.txt")
	}
}

// A failure of the system has a code: IO_ERROR for a full disk, and
// INVALID_ARGUMENT for a name longer than the file system takes.
func TestSystemFailuresHaveCodes(t *testing.T) {
	r := newRoot(t, map[string]string{"a.txt": "a\n"})
	restore := FailStep("write", 1, &os.PathError{Op: "write", Path: "x", Err: syscall.ENOSPC})
	e := wantFault(t, r.Write(readFile(t, r, "a.txt"), []byte("b\n")), fault.IOError)
	restore()
	if !strings.Contains(e.Message, "no space left") {
		t.Errorf("message %q does not name the cause", e.Message)
	}
	wantFile(t, filepath.Join(r.Dir(), "a.txt"), "a\n", 0o644)
	long := strings.Repeat("n", 300) + ".txt"
	if _, err := r.ReadFile(long); fault.CodeOf(err) != fault.InvalidArgument {
		t.Errorf("reading a 300-byte name: %v, want INVALID_ARGUMENT", err)
	}
	wantFault(t, r.Create(long, []byte("x\n")), fault.InvalidArgument)
	wantFault(t, r.Create("sub/"+long+"/x.txt", []byte("x\n")), fault.FileNotFound)
	wantEntries(t, r.Dir(), "a.txt")
}

// A temp file left by a writer killed mid-write is removed by the next write
// in its directory once it is old; a fresh one (a writer at work) is kept.
func TestStaleTempFilesCleaned(t *testing.T) {
	r := newRoot(t, map[string]string{"a.txt": "a\n", "sub/b.txt": "b\n"})
	stale, fresh := ".a.txt.locus-123.tmp", ".a.txt.locus-456.tmp"
	for _, name := range []string{stale, fresh, ".other.tmp", ".x.locus-abc.tmp"} {
		write(t, filepath.Join(r.Dir(), name), "partial")
	}
	old := time.Now().Add(-time.Hour)
	for _, name := range []string{stale, ".other.tmp", ".x.locus-abc.tmp"} {
		if err := os.Chtimes(filepath.Join(r.Dir(), name), old, old); err != nil {
			t.Fatal(err)
		}
	}
	write(t, filepath.Join(r.Dir(), "sub", stale), "partial")
	os.Chtimes(filepath.Join(r.Dir(), "sub", stale), old, old)
	if err := r.Write(readFile(t, r, "a.txt"), []byte("new\n")); err != nil {
		t.Fatal(err)
	}
	wantEntries(t, r.Dir(), fresh, ".other.tmp", ".x.locus-abc.tmp", "a.txt", "sub")
	wantEntries(t, filepath.Join(r.Dir(), "sub"), stale, "b.txt") // not written in: not swept
}
