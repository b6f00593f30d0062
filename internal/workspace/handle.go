// This file defines the handles every disk step goes through. A path is
// checked by Resolve, but a directory on it can be swapped for a symlink
// between that check and the use of the path; so reads open their file, and
// writes open their directory, through an os.Root of the workspace root,
// which refuses to follow any symlink out of it, and every later step of a
// write (temp file, check, rename, link, rollback) works relative to that
// directory handle, never by name.

package workspace

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/locus-dev/locus/internal/fault"
)

// errNotDir means a directory on a path is a file.
var errNotDir = errors.New("not a directory")

// errEscapes returns the error os.Root gives for a name that leads out of
// it. The os package does not export it, so it is taken once from os.Root
// itself.
var errEscapes = sync.OnceValue(func() error {
	root, err := os.OpenRoot(os.TempDir())
	if err != nil {
		return errors.New("path escapes from parent")
	}
	defer root.Close()
	_, err = root.Open("..")
	if e := errors.Unwrap(err); e != nil {
		return e
	}
	return errors.New("path escapes from parent")
})

// escapes reports whether err is os.Root refusing a path that leads out:
// its own error, or ELOOP or EXDEV, which the system may give for the same.
func escapes(err error) bool {
	return errors.Is(err, errEscapes()) || errors.Is(err, syscall.ELOOP) || errors.Is(err, syscall.EXDEV)
}

// rel returns real, a path inside the root, relative to it.
func (r *Root) rel(real string) string {
	rel, ok := within(r.dir, real)
	if !ok {
		return real // os.Root refuses it
	}
	return rel
}

// openIn opens the file at real (inside the root) for reading, through the
// root, without blocking on a FIFO.
func (r *Root) openIn(real string) (*os.File, error) {
	root, err := os.OpenRoot(r.dir)
	if err != nil {
		return nil, err
	}
	defer root.Close()
	return root.OpenFile(r.rel(real), os.O_RDONLY|syscall.O_NONBLOCK, 0)
}

// handles are the directory handles of one commit: the root's, opened
// once, and each directory's, opened through it once and shared by the
// directory's lock and every file the commit writes there.
type handles struct {
	r    *Root
	root *os.Root
	dirs map[string]*os.Root // absolute directory -> its handle (r.dir -> root)
}

// openHandles opens the root's handle for a commit.
func (r *Root) openHandles() (*handles, error) {
	root, err := os.OpenRoot(r.dir)
	if err != nil {
		return nil, err
	}
	return &handles{r: r, root: root, dirs: map[string]*os.Root{r.dir: root}}, nil
}

// dir returns the handle of dir, a directory inside the root, opened
// through the root's handle the first time it is asked for. A file where
// the directory should be is errNotDir.
func (h *handles) dir(dir string) (*os.Root, error) {
	if d, ok := h.dirs[dir]; ok {
		return d, nil
	}
	rel := h.r.rel(dir)
	d, err := h.root.OpenRoot(rel)
	if err != nil {
		if fi, serr := h.root.Stat(rel); serr == nil && !fi.IsDir() {
			return nil, errNotDir
		}
		return nil, err
	}
	h.dirs[dir] = d
	return d, nil
}

// close closes every handle.
func (h *handles) close() {
	for _, d := range h.dirs {
		d.Close()
	}
}

// pathError maps an error from opening p through the root to the
// contract's codes: a path that a symlink made since Resolve leads out of
// the root is OUTSIDE_WORKSPACE.
func (r *Root) pathError(p string, err error) error {
	if escapes(err) {
		if _, rerr := r.Resolve(p); rerr != nil {
			return rerr
		}
		return fault.Wrap(err, fault.OutsideWorkspace, "%s now goes through a symlink that leads outside the workspace root %s (it changed while locus was using it); use a path whose links stay inside the workspace", p, r.dir).
			With("path", p).With("root", r.dir)
	}
	return r.openError(p, err)
}

// createIn makes a new temp file in d named by pattern, whose last "*" is
// replaced by a random number, as os.CreateTemp does in a directory named
// by a path (os.Root has no CreateTemp).
func createIn(d *os.Root, pattern string) (*os.File, error) {
	prefix, suffix := pattern, ""
	if i := strings.LastIndexByte(pattern, '*'); i >= 0 {
		prefix, suffix = pattern[:i], pattern[i+1:]
	}
	for try := 0; ; try++ {
		name := prefix + strconv.FormatUint(uint64(rand.Uint32()), 10) + suffix
		f, err := d.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, fs.ErrExist) && try < 10000 {
			continue
		}
		return f, err
	}
}

// lockTimeout bounds the wait for another writer's lock on a directory.
const lockTimeout = 30 * time.Second

// lock takes the write lock of each directory in dirs (absolute, inside
// the root, in a fixed order so that two writers cannot deadlock) and
// returns the function that releases them all. The lock is an advisory
// flock on the directory, which every locus process takes around the check
// and the rename of each file it writes there, and which excludes other
// writers in this process as well as in others (see lock_unix.go).
func (h *handles) lock(dirs []string) (unlock func(), err error) {
	var held []func()
	unlock = func() {
		for i := len(held) - 1; i >= 0; i-- {
			held[i]()
		}
	}
	for _, dir := range dirs {
		d, err := h.dir(dir)
		if err != nil {
			unlock()
			return nil, err
		}
		release, err := lockDir(d, dir, lockTimeout)
		if err != nil {
			unlock()
			return nil, err
		}
		held = append(held, release)
	}
	return unlock, nil
}

// lockBusy is the error of a lock held by another writer past lockTimeout.
func (r *Root) lockBusy(dir string) error {
	return fault.New(fault.FileChanged, "another locus process has been writing in %s for over %v, so nothing was written; retry the edit when it is done", r.display(dir), lockTimeout).
		With("directory", r.display(dir))
}

// lockDirOf returns the directory whose lock guards a write of real: its
// own directory, or, when that does not exist yet, the nearest one that does.
func lockDirOf(real string) string {
	dir := filepath.Dir(real)
	for {
		if fi, err := os.Stat(dir); err == nil && fi.IsDir() {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return dir
		}
		dir = parent
	}
}

var errLockTimeout = fmt.Errorf("workspace: timed out waiting for a directory lock")

// staleAge is the age past which a temp file of locus's is a leftover: a
// writer keeps its temp file for the time of one write, so one this old was
// left by a process killed while writing.
const staleAge = 10 * time.Minute

// sweepEvery is how often one process sweeps a directory: a sweep reads
// every name in it (about 5 ms of CPU in a directory of 10,000 files, more
// than the rest of the commit), and a leftover is rare and harmless until
// swept.
const sweepEvery = time.Minute

// swept holds when this process last swept each directory (absolute).
var swept sync.Map // string -> time.Time

// sweepTemps removes the leftover temp files of locus's (see tempPattern)
// in the directory d, named dir: regular files named like them and older
// than staleAge. It is best effort, done while a commit holds the
// directory's lock, and at most once every sweepEvery per directory.
func sweepTemps(d *os.Root, dir string) {
	now := time.Now()
	if last, ok := swept.Load(dir); ok && now.Sub(last.(time.Time)) < sweepEvery {
		return
	}
	swept.Store(dir, now)
	f, err := d.Open(".")
	if err != nil {
		return
	}
	names, _ := f.Readdirnames(-1)
	f.Close()
	for _, name := range names {
		if !isTempName(name) {
			continue
		}
		fi, err := d.Lstat(name)
		if err == nil && fi.Mode().IsRegular() && time.Since(fi.ModTime()) > staleAge {
			d.Remove(name)
		}
	}
}

// isTempName reports whether name is one tempPattern makes: ".BASE.locus-N.tmp".
func isTempName(name string) bool {
	if !strings.HasPrefix(name, ".") || !strings.HasSuffix(name, ".tmp") {
		return false
	}
	i := strings.LastIndex(name, ".locus-")
	if i <= 0 {
		return false
	}
	digits := name[i+len(".locus-") : len(name)-len(".tmp")]
	if digits == "" {
		return false
	}
	for _, c := range digits {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
