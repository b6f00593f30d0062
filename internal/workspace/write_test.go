package workspace

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/locus-dev/locus/internal/fault"
)

var errInjected = errors.New("injected failure")

// failRename makes the given calls (1-based, counted from now) of renameFile
// fail with errInjected, until the test ends.
func failRename(t *testing.T, calls ...int) {
	t.Helper()
	orig := renameFile
	t.Cleanup(func() { renameFile = orig })
	n := 0
	renameFile = func(dir *os.Root, from, to string) error {
		n++
		if slices.Contains(calls, n) {
			return &os.LinkError{Op: "rename", Old: from, New: to, Err: errInjected}
		}
		return orig(dir, from, to)
	}
}

// failWrite makes the given calls of writeTemp fail with errInjected.
func failWrite(t *testing.T, calls ...int) {
	t.Helper()
	orig := writeTemp
	t.Cleanup(func() { writeTemp = orig })
	n := 0
	writeTemp = func(f *os.File, b []byte) (int, error) {
		n++
		if slices.Contains(calls, n) {
			return 0, &fs.PathError{Op: "write", Path: f.Name(), Err: errInjected}
		}
		return orig(f, b)
	}
}

// failCreateTemp makes every call of createTemp fail with err.
func failCreateTemp(t *testing.T, err error) {
	t.Helper()
	orig := createTemp
	t.Cleanup(func() { createTemp = orig })
	createTemp = func(dir *os.Root, pattern string) (*os.File, error) {
		return nil, &fs.PathError{Op: "open", Path: filepath.Join(dir.Name(), pattern), Err: err}
	}
}

// entries lists the names in dir, sorted.
func entries(t *testing.T, dir string) []string {
	t.Helper()
	des, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, de := range des {
		names = append(names, de.Name())
	}
	return names
}

func wantEntries(t *testing.T, dir string, want ...string) {
	t.Helper()
	if diff := cmp.Diff(want, entries(t, dir)); diff != "" {
		t.Errorf("entries of %s (-want +got):\n%s", dir, diff)
	}
}

func wantFile(t *testing.T, path, want string, mode os.FileMode) {
	t.Helper()
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("%s holds %q, want %q", filepath.Base(path), got, want)
	}
	fi, err := os.Lstat(path)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode() != mode {
		t.Errorf("%s mode = %v, want %v", filepath.Base(path), fi.Mode(), mode)
	}
}

// wantFault checks that err is a *fault.Error with code that reports no file touched.
func wantFault(t *testing.T, err error, code fault.Code) *fault.Error {
	t.Helper()
	e, ok := fault.As(err)
	if !ok || e.Code != code {
		t.Fatalf("error = %v, want code %s", err, code)
	}
	if e.Details["state"] != fault.StateUnchanged {
		t.Errorf("error details lack state %s: %v", fault.StateUnchanged, e.Details)
	}
	return e
}

func readFile(t *testing.T, r *Root, p string) *File {
	t.Helper()
	f, err := r.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func TestWriteRoundTrip(t *testing.T) {
	raws := map[string]string{
		"lf": "a\nb\n", "crlf": "a\r\nb\r\n", "bom lf": "\ufeffa\nb\n", "bom crlf": "\ufeffa\r\nb\r\n",
		"lf no final newline": "a\nb", "crlf no final newline": "a\r\nb", "empty": "", "bom only": "\ufeff",
		"lone cr": "a\rb\n", "cr cr lf": "a\r\r\nb\r\n",
	}
	for name, raw := range raws {
		for _, mode := range []os.FileMode{0o644, 0o755, 0o600} {
			t.Run(name+" "+mode.String(), func(t *testing.T) {
				r := newRoot(t, map[string]string{"f.txt": raw})
				path := filepath.Join(r.Dir(), "f.txt")
				if err := os.Chmod(path, mode); err != nil {
					t.Fatal(err)
				}
				f := readFile(t, r, "f.txt")
				if err := r.Write(f, f.Text); err != nil {
					t.Fatal(err)
				}
				wantFile(t, path, raw, mode)
				wantEntries(t, r.Dir(), "f.txt")
			})
		}
	}
}

func TestWriteNewText(t *testing.T) {
	tests := []struct{ name, raw, text, want string }{
		{"lf", "a\nb\n", "a\nx\nb\n", "a\nx\nb\n"},
		{"crlf", "a\r\nb\r\n", "a\nx\nb\n", "a\r\nx\r\nb\r\n"},
		{"bom crlf", "\ufeffa\r\n", "x\ny\n", "\ufeffx\r\ny\r\n"},
		{"bom lf", "\ufeffa\n", "x\n", "\ufeffx\n"},
		{"caller drops the final newline", "a\r\n", "a", "a"},
		{"caller adds a final newline", "a\r\nb", "a\nb\n", "a\r\nb\r\n"},
		{"mixed becomes its dominant ending", "a\r\nb\r\nc\n", "a\nb\nc\n", "a\r\nb\r\nc\r\n"},
		{"emptied", "a\r\n", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := newRoot(t, map[string]string{"f.txt": tt.raw, "other.txt": tt.raw})
			path := filepath.Join(r.Dir(), "f.txt")
			if err := os.Chmod(path, 0o750); err != nil {
				t.Fatal(err)
			}
			f := readFile(t, r, "f.txt")
			text := []byte(tt.text)
			if err := r.Write(f, text); err != nil {
				t.Fatal(err)
			}
			wantFile(t, path, tt.want, 0o750)
			wantFile(t, filepath.Join(r.Dir(), "other.txt"), tt.raw, 0o644)
			wantEntries(t, r.Dir(), "f.txt", "other.txt")
			if string(f.Raw) != tt.raw || string(text) != tt.text {
				t.Errorf("Write changed its arguments: Raw %q, text %q", f.Raw, text)
			}
			// f is stale now: writing it again is refused.
			if err := r.Write(f, f.Text); fault.CodeOf(err) != fault.FileChanged {
				t.Errorf("second Write with the stale File: error = %v, want FILE_CHANGED", err)
			}
		})
	}
}

func TestWriteFileChanged(t *testing.T) {
	tests := []struct {
		name   string
		change func(t *testing.T, dir string, f *File)
		after  string // what f.txt holds after the change, "" when it is gone
	}{
		{"same size, mtime kept", func(t *testing.T, dir string, f *File) {
			path := filepath.Join(dir, "f.txt")
			write(t, path, "one\nTWO\n")
			if err := os.Chtimes(path, time.Time{}, f.ModTime); err != nil {
				t.Fatal(err)
			}
		}, "one\nTWO\n"},
		{"grown", func(t *testing.T, dir string, f *File) {
			write(t, filepath.Join(dir, "f.txt"), "one\ntwo\nthree\n")
		}, "one\ntwo\nthree\n"},
		{"replaced", func(t *testing.T, dir string, f *File) {
			write(t, filepath.Join(dir, "new"), "other\n")
			if err := os.Rename(filepath.Join(dir, "new"), filepath.Join(dir, "f.txt")); err != nil {
				t.Fatal(err)
			}
		}, "other\n"},
		{"deleted", func(t *testing.T, dir string, f *File) {
			if err := os.Remove(filepath.Join(dir, "f.txt")); err != nil {
				t.Fatal(err)
			}
		}, ""},
		{"chmod", func(t *testing.T, dir string, f *File) {
			if err := os.Chmod(filepath.Join(dir, "f.txt"), 0o755); err != nil {
				t.Fatal(err)
			}
		}, "one\ntwo\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := newRoot(t, map[string]string{"f.txt": "one\ntwo\n"})
			f := readFile(t, r, "f.txt")
			tt.change(t, r.Dir(), f)
			e := wantFault(t, r.Write(f, []byte("edited\n")), fault.FileChanged)
			if e.Details["path"] != "f.txt" || !strings.Contains(e.Message, "read it again") {
				t.Errorf("error = %v %v, want it to name f.txt and say to read it again", e, e.Details)
			}
			if tt.after == "" {
				wantEntries(t, r.Dir())
				return
			}
			if got, _ := os.ReadFile(filepath.Join(r.Dir(), "f.txt")); string(got) != tt.after {
				t.Errorf("f.txt holds %q, want %q", got, tt.after)
			}
			wantEntries(t, r.Dir(), "f.txt")
		})
	}
}

func TestWriteFileChangedPath(t *testing.T) {
	r := newRoot(t, map[string]string{"a.txt": "a\n", "b.txt": "b\n", "dir/c.txt": "c\n"})
	symlink(t, "a.txt", filepath.Join(r.Dir(), "link.txt"))
	f := readFile(t, r, "link.txt")
	if err := os.Remove(filepath.Join(r.Dir(), "link.txt")); err != nil {
		t.Fatal(err)
	}
	symlink(t, "b.txt", filepath.Join(r.Dir(), "link.txt"))
	wantFault(t, r.Write(f, []byte("x\n")), fault.FileChanged)

	// A file replaced by a directory.
	g := readFile(t, r, "dir/c.txt")
	if err := os.RemoveAll(filepath.Join(r.Dir(), "dir")); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(r.Dir(), "dir", "c.txt", "inner"), "")
	wantFault(t, r.Write(g, []byte("x\n")), fault.FileChanged)

	// A link retargeted outside the root is refused as outside.
	h := readFile(t, r, "b.txt")
	outside := realTempDir(t)
	write(t, filepath.Join(outside, "b.txt"), "b\n")
	if err := os.Rename(filepath.Join(r.Dir(), "b.txt"), filepath.Join(r.Dir(), "b.old")); err != nil {
		t.Fatal(err)
	}
	symlink(t, filepath.Join(outside, "b.txt"), filepath.Join(r.Dir(), "b.txt"))
	wantFault(t, r.Write(h, []byte("x\n")), fault.OutsideWorkspace)
	wantFile(t, filepath.Join(outside, "b.txt"), "b\n", 0o644)
	wantFile(t, filepath.Join(r.Dir(), "a.txt"), "a\n", 0o644)
	wantFile(t, filepath.Join(r.Dir(), "b.old"), "b\n", 0o644)
}

// The mtime is not compared: only the bytes (and size and mode) decide.
func TestWriteMtimeOnlyChange(t *testing.T) {
	r := newRoot(t, map[string]string{"f.txt": "one\n", "same": "one\n"})
	path := filepath.Join(r.Dir(), "f.txt")
	f := readFile(t, r, "f.txt")
	later := f.ModTime.Add(time.Hour)
	if err := os.Chtimes(path, later, later); err != nil {
		t.Fatal(err)
	}
	if err := r.Write(f, []byte("two\n")); err != nil {
		t.Fatalf("Write after a touch: %v", err)
	}
	wantFile(t, path, "two\n", 0o644)

	// Replaced by a new file with the same bytes: nothing is lost, so it is written.
	g := readFile(t, r, "f.txt")
	if err := os.Rename(filepath.Join(r.Dir(), "same"), path); err != nil {
		t.Fatal(err)
	}
	write(t, path, "two\n")
	if err := r.Write(g, []byte("three\n")); err != nil {
		t.Fatalf("Write after a same-bytes replace: %v", err)
	}
	wantFile(t, path, "three\n", 0o644)
}

func TestWriteSymlink(t *testing.T) {
	r := newRoot(t, map[string]string{"sub/target.txt": "a\r\nb\r\n"})
	link := filepath.Join(r.Dir(), "link.txt")
	symlink(t, "sub/target.txt", link)
	f := readFile(t, r, "link.txt")
	if err := r.Write(f, []byte("x\n")); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Lstat(link)
	if err != nil {
		t.Fatal(err)
	}
	if target, _ := os.Readlink(link); fi.Mode()&fs.ModeSymlink == 0 || target != "sub/target.txt" {
		t.Errorf("link.txt is %v to %q after Write, want a symlink to sub/target.txt", fi.Mode(), target)
	}
	wantFile(t, filepath.Join(r.Dir(), "sub", "target.txt"), "x\r\n", 0o644)
	wantEntries(t, r.Dir(), "link.txt", "sub")
	wantEntries(t, filepath.Join(r.Dir(), "sub"), "target.txt")
}

func TestWriteLongName(t *testing.T) {
	for _, name := range []string{strings.Repeat("a", 255), "a" + strings.Repeat("é", 127)} {
		r := newRoot(t, map[string]string{name: "a\n"})
		f := readFile(t, r, name)
		if err := r.Write(f, []byte("b\n")); err != nil {
			t.Fatalf("Write(%d-byte name): %v", len(name), err)
		}
		wantFile(t, filepath.Join(r.Dir(), name), "b\n", 0o644)
		wantEntries(t, r.Dir(), name)
	}
}

func TestWriteTooLarge(t *testing.T) {
	r := newRoot(t, map[string]string{"f.txt": "a\r\n"})
	path := filepath.Join(r.Dir(), "f.txt")
	f := readFile(t, r, "f.txt")
	over := bytes.Repeat([]byte("\n"), MaxFileSize/2+1) // doubled by CRLF
	e := wantFault(t, r.Write(f, over), fault.FileTooLarge)
	if e.Details["size"] != MaxFileSize+2 {
		t.Errorf("details = %v, want size %d", e.Details, MaxFileSize+2)
	}
	wantFile(t, path, "a\r\n", 0o644)
	wantEntries(t, r.Dir(), "f.txt")

	if err := r.Write(f, over[:MaxFileSize/2]); err != nil {
		t.Fatalf("Write of exactly MaxFileSize bytes: %v", err)
	}
	if fi, _ := os.Stat(path); fi.Size() != MaxFileSize {
		t.Errorf("size = %d, want %d", fi.Size(), MaxFileSize)
	}
}

func TestWriteFaults(t *testing.T) {
	tests := []struct {
		name   string
		inject func(t *testing.T)
		code   fault.Code // "" for a plain error wrapping errInjected
	}{
		{"write fails", func(t *testing.T) { failWrite(t, 1) }, ""},
		{"rename fails", func(t *testing.T) { failRename(t, 1) }, ""},
		{"directory not writable", func(t *testing.T) { failCreateTemp(t, syscall.EACCES) }, fault.PermissionDenied},
		{"read-only file system", func(t *testing.T) { failCreateTemp(t, syscall.EROFS) }, fault.PermissionDenied},
		{"rename not permitted", func(t *testing.T) {
			orig := renameFile
			t.Cleanup(func() { renameFile = orig })
			renameFile = func(dir *os.Root, from, to string) error {
				return &os.LinkError{Op: "rename", Old: from, New: to, Err: syscall.EPERM}
			}
		}, fault.PermissionDenied},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := newRoot(t, map[string]string{"f.txt": "\ufeffa\r\n"})
			path := filepath.Join(r.Dir(), "f.txt")
			if err := os.Chmod(path, 0o600); err != nil {
				t.Fatal(err)
			}
			f := readFile(t, r, "f.txt")
			tt.inject(t)
			err := r.Write(f, []byte("b\n"))
			if tt.code == "" {
				if !errors.Is(err, errInjected) || !strings.Contains(err.Error(), "f.txt") {
					t.Errorf("error = %v, want the injected failure naming f.txt", err)
				}
			} else {
				e := wantFault(t, err, tt.code)
				if e.Details["path"] != "f.txt" {
					t.Errorf("details = %v, want path f.txt", e.Details)
				}
			}
			wantFile(t, path, "\ufeffa\r\n", 0o600)
			wantEntries(t, r.Dir(), "f.txt")
		})
	}
}

// TestWritePermissionDeniedReal needs a user that permission bits bind.
func TestWritePermissionDeniedReal(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("running as root, which can write any directory; TestWriteFaults covers this with a fault hook")
	}
	r := newRoot(t, map[string]string{"sub/f.txt": "a\n"})
	dir := filepath.Join(r.Dir(), "sub")
	f := readFile(t, r, "sub/f.txt")
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(dir, 0o755) })
	wantFault(t, r.Write(f, []byte("b\n")), fault.PermissionDenied)
	wantFault(t, r.Create("sub/new.txt", []byte("b\n")), fault.PermissionDenied)
	wantFile(t, filepath.Join(dir, "f.txt"), "a\n", 0o644)
	wantEntries(t, dir, "f.txt")
}

func TestReadOnly(t *testing.T) {
	dir := realTempDir(t)
	write(t, filepath.Join(dir, "f.txt"), "a\n")
	r, err := OpenReadOnly(dir)
	if err != nil {
		t.Fatal(err)
	}
	if w, _ := Open(dir); !r.ReadOnly() || w.ReadOnly() {
		t.Errorf("ReadOnly() = %v for OpenReadOnly and %v for Open, want true and false", r.ReadOnly(), w.ReadOnly())
	}
	f := readFile(t, r, "f.txt")
	tx := r.Begin()
	tx.Write(f, []byte("c\n"))
	for name, err := range map[string]error{
		"Write":     r.Write(f, []byte("b\n")),
		"Write nil": r.Write(nil, []byte("b\n")),
		"Create":    r.Create("new.txt", []byte("b\n")),
		"Commit":    tx.Commit(),
	} {
		e := wantFault(t, err, fault.PermissionDenied)
		if !strings.Contains(e.Message, "read-only") {
			t.Errorf("%s: message %q does not say the server runs read-only", name, e.Message)
		}
	}
	wantFile(t, filepath.Join(dir, "f.txt"), "a\n", 0o644)
	wantEntries(t, dir, "f.txt")
	if _, err := OpenReadOnly(filepath.Join(dir, "missing")); fault.CodeOf(err) != fault.InvalidArgument {
		t.Errorf("OpenReadOnly(missing) error = %v, want INVALID_ARGUMENT", err)
	}
}

func TestCreate(t *testing.T) {
	old := syscall.Umask(0o077)
	t.Cleanup(func() { syscall.Umask(old) })
	r := newRoot(t, map[string]string{"sub/a.txt": "a\n"})
	if err := r.Create("sub/new.txt", []byte("x\ny")); err != nil {
		t.Fatal(err)
	}
	wantFile(t, filepath.Join(r.Dir(), "sub", "new.txt"), "x\ny", 0o644)
	wantEntries(t, filepath.Join(r.Dir(), "sub"), "a.txt", "new.txt")

	// Without hard links, Create falls back to a rename.
	orig := linkFile
	t.Cleanup(func() { linkFile = orig })
	linkFile = func(dir *os.Root, from, to string) error {
		return &os.LinkError{Op: "link", Old: from, New: to, Err: syscall.EPERM}
	}
	if err := r.Create("fallback.txt", []byte("f\n")); err != nil {
		t.Fatal(err)
	}
	wantFile(t, filepath.Join(r.Dir(), "fallback.txt"), "f\n", 0o644)

	// A file created by someone else between the check and the link is kept.
	linkFile = func(dir *os.Root, from, to string) error {
		write(t, filepath.Join(dir.Name(), to), "theirs\n")
		return orig(dir, from, to)
	}
	wantFault(t, r.Create("race.txt", []byte("ours\n")), fault.InvalidArgument)
	wantFile(t, filepath.Join(r.Dir(), "race.txt"), "theirs\n", 0o600) // made by write under umask 077
	wantEntries(t, r.Dir(), "fallback.txt", "race.txt", "sub")
}

func TestCreateErrors(t *testing.T) {
	r := newRoot(t, map[string]string{"a.txt": "a\n", "sub/b.txt": "b\n"})
	outside := realTempDir(t)
	symlink(t, "missing.txt", filepath.Join(r.Dir(), "dangling"))
	symlink(t, outside, filepath.Join(r.Dir(), "out"))
	tests := []struct {
		path string
		code fault.Code
	}{
		{"a.txt", fault.InvalidArgument},
		{"sub", fault.InvalidArgument},
		{"sub/", fault.InvalidArgument},
		{".", fault.InvalidArgument},
		{"dangling", fault.InvalidArgument},
		{"missing/new.txt", fault.FileNotFound},
		{"a.txt/new.txt", fault.InvalidArgument},
		{"../new.txt", fault.OutsideWorkspace},
		{filepath.Join(outside, "new.txt"), fault.OutsideWorkspace},
		{"out/new.txt", fault.OutsideWorkspace},
		{"", fault.InvalidArgument},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			wantFault(t, r.Create(tt.path, []byte("new\n")), tt.code)
			wantEntries(t, r.Dir(), "a.txt", "dangling", "out", "sub")
			wantEntries(t, outside)
			wantFile(t, filepath.Join(r.Dir(), "a.txt"), "a\n", 0o644)
		})
	}
	big := bytes.Repeat([]byte("x"), MaxFileSize+1)
	wantFault(t, r.Create("big.txt", big), fault.FileTooLarge)
	wantEntries(t, r.Dir(), "a.txt", "dangling", "out", "sub")
}

// FuzzWriteRoundTrip writes random bytes to a file and checks that whenever
// ReadFile accepts it and it is not Mixed, Write(f, f.Text) leaves the bytes
// and mode as they were and no temp file behind.
func FuzzWriteRoundTrip(f *testing.F) {
	for _, seed := range fuzzSeeds {
		f.Add([]byte(seed))
	}
	r, err := Open(f.TempDir())
	if err != nil {
		f.Fatal(err)
	}
	name := filepath.Join(r.Dir(), "f")
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := os.WriteFile(name, data, 0o640); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(name, 0o640); err != nil {
			t.Fatal(err)
		}
		file, err := r.ReadFile("f")
		if err != nil || file.LineEnding == Mixed {
			return
		}
		if err := r.Write(file, file.Text); err != nil {
			t.Fatalf("Write(%q) round trip: %v", data, err)
		}
		got, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, data) {
			t.Fatalf("after Write(f, f.Text) the file holds %q, want %q", got, data)
		}
		if fi, err := os.Stat(name); err != nil || fi.Mode() != 0o640 {
			t.Fatalf("mode after Write = %v (%v), want 0640", fi.Mode(), err)
		}
		if names := entries(t, r.Dir()); len(names) != 1 {
			t.Fatalf("directory holds %v after Write, want only f", names)
		}
	})
}
