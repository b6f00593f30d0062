// This file defines single-file writes and the disk steps every write is made
// of. Root.Write and Root.Create are transactions of one file (tx.go), so one
// code path checks, writes, cleans up and reports.

package workspace

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"unicode/utf8"

	"github.com/locus-dev/locus/internal/fault"
)

// createMode is the permission of a file made by Create.
const createMode fs.FileMode = 0o644

// Fault-injection points: the disk steps of a write that tests make fail.
// Production code calls them and nothing else for these steps. Each works
// relative to a directory handle (see handle.go), never by a path name.
var (
	createTemp = createIn
	writeTemp  = (*os.File).Write
	syncTemp   = (*os.File).Sync
	renameFile = (*os.Root).Rename
	linkFile   = (*os.Root).Link
)

// Write replaces the file f was read from (see ReadFile) with text, given in
// the normalised form of File.Text ("\n" line endings, no BOM).
//
// The bytes written are f.Restore(text): the BOM and CRLF line endings of f
// are kept, a Mixed file gets its dominant ending, and the final newline is
// whatever text has. The file keeps f.Mode's permission bits; through a
// symlink inside the root the target is written and the link stays a link.
//
// Write first checks that the file is still the one f describes and refuses
// with FILE_CHANGED when it was modified, replaced, deleted, chmod-ed, or its
// path now leads elsewhere (a retargeted symlink). A different size or mode is
// enough; otherwise the bytes on disk are compared with f.Raw. The mtime is not
// compared: an edit within the file system's timestamp granularity would slip
// past it, and a touch that leaves the bytes alone loses nothing when
// overwritten. The check is repeated just before the rename.
//
// The write is atomic: a dot-named temp file in the same directory is
// written, fsynced and renamed over the target, then the directory is synced
// (best effort: after the rename the file is already replaced). On any error
// the file is byte-for-byte as it was and no temp file is left. Restored
// content over MaxFileSize is FILE_TOO_LARGE; a directory that cannot be
// written is PERMISSION_DENIED, as is every write on a read-only Root.
// Ownership is not carried over: the file is owned by the writing process.
//
// f is not updated: to edit the file again, read it again.
func (r *Root) Write(f *File, text []byte) error {
	tx := r.Begin()
	_ = tx.Write(f, text) // Commit reports a staging error, after the read-only check
	return tx.Commit()
}

// Create makes a new file at p (see Resolve) holding text as it is: LF line
// endings, no BOM, mode 0644 whatever the umask. The parent directory must
// exist (FILE_NOT_FOUND otherwise), and p must not: an existing file,
// directory or symlink, dangling ones included, is INVALID_ARGUMENT. The file
// appears whole or not at all (a temp file hard-linked into place, which
// cannot overwrite a file created meanwhile).
func (r *Root) Create(p string, text []byte) error {
	tx := r.Begin()
	_ = tx.Create(p, text)
	return tx.Commit()
}

// readOnlyError is the error every write on a read-only Root gets.
func (r *Root) readOnlyError(p string) *fault.Error {
	e := fault.New(fault.PermissionDenied, "locus runs read-only (--read-only), so no file was written; restart it without --read-only to edit files")
	if p != "" {
		e = e.With("path", p)
	}
	return e
}

// unchanged checks that the file f was read from is still there as read, in
// the directory d that a write would replace it in (its handle: see
// handle.go). The path must still lead to the same file through the root's
// symlinks, and d must hold it under the same name.
func (r *Root) unchanged(f *File, d *os.Root) error {
	p, err := r.Resolve(f.Path.rel)
	if err != nil {
		return err
	}
	if p.real != f.Path.real {
		return changed(f, "its path now leads to "+r.display(p.real))
	}
	base := filepath.Base(p.real)
	fi, err := d.Lstat(base)
	switch {
	case errors.Is(err, fs.ErrNotExist), errors.Is(err, syscall.ENOTDIR):
		return changed(f, "it was deleted")
	case err != nil:
		return r.openError(f.Path.rel, err)
	case !fi.Mode().IsRegular():
		return changed(f, "it is no longer a regular file")
	case fi.Size() != f.Size:
		return changed(f, fmt.Sprintf("its size went from %d to %d bytes", f.Size, fi.Size()))
	case fi.Mode().Perm() != f.Mode.Perm():
		return changed(f, fmt.Sprintf("its mode went from %v to %v", f.Mode.Perm(), fi.Mode().Perm()))
	}
	h, err := d.OpenFile(base, os.O_RDONLY|syscall.O_NONBLOCK|syscall.O_NOFOLLOW, 0)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return changed(f, "it was deleted")
		}
		if errors.Is(err, syscall.ELOOP) {
			return changed(f, "it is no longer a regular file")
		}
		return r.openError(f.Path.rel, err)
	}
	defer h.Close()
	if fi, err = h.Stat(); err != nil || !fi.Mode().IsRegular() {
		return changed(f, "it is no longer a regular file")
	}
	raw, err := readAll(h, fi.Size())
	if err != nil {
		return ioError(f.Path.rel, "read", err)
	}
	if !bytes.Equal(raw, f.Raw) {
		return changed(f, "its content differs")
	}
	return nil
}

func changed(f *File, why string) *fault.Error {
	return fault.New(fault.FileChanged, "%s changed on disk since it was read (%s); read it again and redo the edit", f.Path.rel, why).
		With("path", f.Path.rel).With("reason", why)
}

// absent checks that p can be created in d, the handle of its directory: it
// does not exist there, nor under its name before symlinks were resolved.
func (r *Root) absent(p Path, d *os.Root) error {
	_, err := d.Lstat(filepath.Base(p.real))
	if err == nil {
		return r.exists(p)
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return r.openError(p.rel, err)
	}
	if _, err := os.Lstat(p.abs); err == nil {
		return r.exists(p)
	} else if !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, syscall.ENOTDIR) {
		return r.openError(p.rel, err)
	}
	return nil
}

func (r *Root) exists(p Path) error {
	return fault.New(fault.InvalidArgument, "%s already exists; read it and edit it, or pass a path that does not exist yet", p.rel).
		With("path", p.rel)
}

// noDir is the error for a create whose directory is missing or not one.
func (r *Root) noDir(p Path, err error) error {
	dir := filepath.Dir(p.real)
	switch {
	case errors.Is(err, fs.ErrNotExist), errors.Is(err, syscall.ENOTDIR):
		if fi, serr := os.Stat(dir); serr == nil && !fi.IsDir() {
			return r.noDir(p, errNotDir)
		}
		return fault.Wrap(err, fault.FileNotFound, "the directory %s does not exist, so %s cannot be created; create the directory first or pass a path in an existing one", r.display(dir), p.rel).
			With("path", p.rel)
	case errors.Is(err, errNotDir):
		return fault.New(fault.InvalidArgument, "%s is not a directory, so %s cannot be created; pass a path in a directory", r.display(dir), p.rel).
			With("path", p.rel)
	}
	return r.pathError(p.rel, err)
}

// missingDirs reports whether a directory on p's path is missing. The
// nearest one that exists must be a directory.
func (r *Root) missingDirs(p Path) (bool, error) {
	for dir := filepath.Dir(p.real); ; {
		fi, err := os.Stat(dir)
		switch {
		case err == nil && fi.IsDir():
			return dir != filepath.Dir(p.real), nil
		case err == nil:
			return false, fault.New(fault.InvalidArgument, "%s is not a directory, so %s cannot be created; pass another path", r.display(dir), p.rel).
				With("path", p.rel)
		case !errors.Is(err, fs.ErrNotExist):
			return false, r.openError(p.rel, err)
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return false, nil
		}
		dir = parent
	}
}

// makeDirs makes dir (absolute, inside the root) and its missing parents
// with mode 0755, through root, the root's handle, so that no symlink made
// meanwhile leads outside, and returns the directories it made, outermost
// first.
func (r *Root) makeDirs(root *os.Root, dir string) ([]string, error) {
	var missing []string
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(d); err == nil || filepath.Dir(d) == d {
			break
		}
		missing = append(missing, d)
	}
	var made []string
	for i := len(missing) - 1; i >= 0; i-- {
		rel, ok := within(r.dir, missing[i])
		if !ok {
			return made, errEscapes()
		}
		if err := root.Mkdir(rel, 0o755); err != nil {
			return made, err
		}
		made = append(made, missing[i])
	}
	return made, nil
}

// prepare writes data to a new temp file in d standing in for base, with
// permission perm, and returns its name in d. On error nothing is left
// behind.
func prepare(d *os.Root, base string, data []byte, perm fs.FileMode) (name string, err error) {
	t, err := createTemp(d, tempPattern(base))
	if err != nil {
		return "", err
	}
	tmp := filepath.Base(t.Name())
	defer func() {
		if err != nil {
			t.Close()
			d.Remove(tmp)
		}
	}()
	// chmod before the fsync, so that the fsync makes the mode durable too.
	if err := t.Chmod(perm); err != nil {
		return "", err
	}
	if _, err := writeTemp(t, data); err != nil {
		return "", err
	}
	if err := syncTemp(t); err != nil {
		return "", err
	}
	if err := t.Close(); err != nil {
		return "", err
	}
	return tmp, nil
}

// tempPattern is the os.CreateTemp pattern for a temp file standing in for
// base: hidden, recognisable, and short enough for any file name limit.
func tempPattern(base string) string {
	const keep = 64
	if len(base) > keep {
		n := keep
		for n > 0 && !utf8.RuneStart(base[n]) {
			n--
		}
		base = base[:n]
	}
	return "." + base + ".locus-*.tmp"
}

// replace atomically writes data with permission perm over base in d.
func replace(d *os.Root, base string, data []byte, perm fs.FileMode) error {
	tmp, err := prepare(d, base, data, perm)
	if err != nil {
		return err
	}
	if err := renameFile(d, tmp, base); err != nil {
		d.Remove(tmp)
		return err
	}
	return nil
}

// placeNew links tmp to base in d, which must not exist, and removes tmp in
// every case. A file system without hard links gets a rename, after one more
// check that base does not exist.
func placeNew(d *os.Root, tmp, base string) error {
	err := linkFile(d, tmp, base)
	if err == nil || errors.Is(err, fs.ErrExist) {
		d.Remove(tmp)
		return err
	}
	if _, lerr := d.Lstat(base); !errors.Is(lerr, fs.ErrNotExist) {
		d.Remove(tmp)
		if lerr == nil {
			return fs.ErrExist
		}
		return lerr
	}
	if err := renameFile(d, tmp, base); err != nil {
		d.Remove(tmp)
		return err
	}
	return nil
}

// syncDir flushes a directory's entries after a rename, best effort: some
// file systems refuse fsync on directories, and the rename is done already.
func syncDir(d *os.Root) {
	f, err := d.Open(".")
	if err != nil {
		return
	}
	f.Sync()
	f.Close()
}

// writeError maps an error from a disk step writing p to the contract's codes.
func (r *Root) writeError(p Path, err error) error {
	dir := r.display(filepath.Dir(p.real))
	switch {
	case escapes(err):
		return r.pathError(p.rel, err)
	case errors.Is(err, fs.ErrNotExist), errors.Is(err, syscall.ENOTDIR), errors.Is(err, errNotDir):
		return fault.Wrap(err, fault.FileChanged, "the directory of %s was moved or deleted while locus was writing, so nothing was written; check it and redo the edit", p.rel).
			With("path", p.rel)
	case errors.Is(err, fs.ErrExist):
		return fault.Wrap(err, fault.InvalidArgument, "%s was created by someone else meanwhile; read it and edit it, or pass a path that does not exist yet", p.rel).
			With("path", p.rel)
	case errors.Is(err, syscall.EROFS):
		return fault.Wrap(err, fault.PermissionDenied, "%s is on a read-only file system; remount it writable or edit another file", p.rel).
			With("path", p.rel)
	case errors.Is(err, fs.ErrPermission):
		return fault.Wrap(err, fault.PermissionDenied, "%s cannot be written because its directory %s is not writable (permission denied); fix the directory's permissions or edit another file", p.rel, dir).
			With("path", p.rel).With("directory", dir)
	}
	return ioError(p.rel, "written", err)
}
