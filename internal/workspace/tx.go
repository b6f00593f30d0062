// This file defines Tx, which writes several files all or nothing.

package workspace

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/journal"
)

// Tx is a set of writes that succeed or fail together, for an operation that
// touches several files (a move across files, a rename). Stage each file with
// Write or Create, then Commit. Staging checks nothing on disk; Commit does.
// A Tx is not safe for concurrent use, and the Files staged must not be
// modified until Commit returns (their Raw bytes are what a rollback writes).
type Tx struct {
	r         *Root
	ops       []*op
	staged    map[string]string // real path -> rel path it was staged as
	err       error             // the first staging error; Commit returns it
	committed bool
	ok        bool // Commit succeeded

	label     string           // the operation, for the journal
	undoes    []int64          // the transactions an undo undoes
	journaled chan struct{}    // closed once the journal's entry is written (or failed)
	pending   *journal.Pending // the commit's journal entry, until it is done
	id        int64            // the journal entry of the committed transaction

	h *handles // the directory handles, while committing
}

// op is one staged file.
type op struct {
	file *File // as read, for a write; nil for a create
	path Path
	data []byte   // the bytes to put on disk
	dir  *os.Root // the handle of the file's directory, while committing
	tmp  string   // a prepared temp file in dir, not yet in place
	done bool     // in place: the file holds data

	mkdir bool     // a create that makes the missing directories on its path
	made  []string // the directories it made, outermost first

	remove bool        // remove the file f was read from (undo of a create)
	exact  bool        // data are bytes as they were on disk once (undo): not checked as new content
	perm   fs.FileMode // the permission of a create, when not createMode
}

// mode is the permission the file gets.
func (o *op) mode() fs.FileMode {
	switch {
	case o.file != nil:
		return o.file.Mode.Perm()
	case o.perm != 0:
		return o.perm
	}
	return createMode
}

// same reports whether o writes a file with the bytes it holds. The bytes
// an undo puts back are written whatever they are, so that the undo is
// journalled and the next one undoes the transaction before.
func (o *op) same() bool {
	return o.file != nil && !o.remove && !o.exact && bytes.Equal(o.data, o.file.Raw)
}

// Begin starts a transaction on r.
func (r *Root) Begin() *Tx { return &Tx{r: r, staged: map[string]string{}} }

// Label names the operation that makes the transaction (a tool's name),
// as the journal lists it for undo.
func (tx *Tx) Label(op string) { tx.label = op }

// ID returns the journal's number of a committed transaction, or 0 when
// it was not journalled (see journal.go).
func (tx *Tx) ID() int64 { return tx.id }

// Write stages replacing the file f was read from with text, as Root.Write
// does. It fails (and Commit will too) when f was not read from this Root or
// its file is already staged, also under another path through a symlink.
func (tx *Tx) Write(f *File, text []byte) error {
	switch {
	case f == nil || f.Path.real == "":
		return tx.fail(fault.New(fault.InvalidArgument, "the file to write was not read with ReadFile; read it first and pass the File that ReadFile returns"))
	case f.Path.abs != filepath.Join(tx.r.dir, filepath.FromSlash(f.Path.rel)):
		return tx.fail(fault.New(fault.InvalidArgument, "%s was read from another workspace root than %s; read it from this one", f.Path.abs, tx.r.dir).
			With("path", f.Path.abs))
	}
	return tx.stage(&op{file: f, path: f.Path, data: f.Restore(text)})
}

// Create stages making a new file at p holding text, as Root.Create does.
func (tx *Tx) Create(p string, text []byte) error {
	path, err := tx.r.Resolve(p)
	if err != nil {
		return tx.fail(err)
	}
	if path.rel == "." {
		return tx.fail(tx.r.exists(path))
	}
	return tx.stage(&op{path: path, data: bytes.Clone(text)})
}

// CreateAll stages making a new file at p, as Create does, and the
// directories on its path that do not exist yet; a Commit that fails removes
// the directories it made.
func (tx *Tx) CreateAll(p string, text []byte) error {
	path, err := tx.r.Resolve(p)
	if err != nil {
		return tx.fail(err)
	}
	if path.rel == "." {
		return tx.fail(tx.r.exists(path))
	}
	return tx.stage(&op{path: path, data: bytes.Clone(text), mkdir: true})
}

func (tx *Tx) stage(o *op) error {
	if o.exact {
		// Bytes that were on disk once are put back as they were.
	} else if err := readable(o.path.rel, o.data); err != nil {
		return tx.fail(err)
	}
	if tx.committed {
		return tx.fail(fault.New(fault.InvalidArgument, "the transaction was already committed, so %s was not staged; begin a new one", o.path.rel).With("path", o.path.rel))
	}
	if prev, ok := tx.staged[o.path.real]; ok {
		return tx.fail(fault.New(fault.InvalidArgument, "%s is staged twice in one transaction (first as %s); stage each file once, with its final text", o.path.rel, prev).
			With("path", o.path.rel))
	}
	tx.staged[o.path.real] = o.path.rel
	tx.ops = append(tx.ops, o)
	return nil
}

// fail records the first staging error, for Commit, and returns err.
func (tx *Tx) fail(err error) error {
	if tx.err == nil {
		tx.err = err
	}
	return err
}

// Commit writes every staged file or none. It refuses on a read-only Root,
// after a staging error, and when called twice. It first checks every file:
// size (FILE_TOO_LARGE), unchanged since read (FILE_CHANGED naming the first
// that changed), creatable; then writes every temp file, and only then
// renames them into place in staging order, checking each file once more
// just before. When a step fails after some files were put in place, those
// are restored from their Raw bytes (created ones removed), atomically, and
// the error names the file that failed and says every file is as it was; it
// keeps the failure's code. If a restore fails too, the error is a
// *RollbackError naming the files left changed. A file staged with the
// bytes it holds is checked but not written; a transaction of such files
// alone writes nothing and is not journalled (ID is 0).
func (tx *Tx) Commit() error {
	if tx.committed {
		return fault.New(fault.InvalidArgument, "the transaction was already committed; begin a new one")
	}
	tx.committed = true
	if tx.r.readOnly {
		first := ""
		if len(tx.ops) > 0 {
			first = tx.ops[0].path.rel
		}
		return tx.r.readOnlyError(first)
	}
	if tx.err != nil {
		return tx.err
	}
	for _, o := range tx.ops {
		if len(o.data) > MaxFileSize {
			return fault.New(fault.FileTooLarge, "the new content of %s would be %d bytes, over the %d-byte (10 MB) limit; make the edit smaller", o.path.rel, len(o.data), MaxFileSize).
				With("path", o.path.rel).With("size", len(o.data)).With("limit", MaxFileSize)
		}
	}
	unlock, err := tx.lock()
	if err != nil {
		return err
	}
	defer unlock()
	defer tx.cleanup()
	for _, o := range tx.ops {
		if err := tx.check(o); err != nil {
			return err
		}
	}
	// A file whose new bytes are those on disk is not written, nor
	// journalled: an edit that is already there is no step to undo.
	tx.ops = slices.DeleteFunc(tx.ops, (*op).same)
	if len(tx.ops) == 0 {
		tx.ok = true
		return nil
	}
	for _, o := range tx.ops {
		if o.mkdir && o.dir == nil {
			made, err := tx.r.makeDirs(tx.h.root, filepath.Dir(o.path.real))
			o.made = made
			if err == nil {
				o.dir, err = tx.h.dir(filepath.Dir(o.path.real))
			}
			if err != nil {
				return tx.r.writeError(o.path, err)
			}
		}
	}
	// The journal's entry is written while the temp files are, and is on
	// disk before the first rename.
	tx.journalStart()
	for _, o := range tx.ops {
		if o.remove {
			continue
		}
		tmp, err := prepare(o.dir, filepath.Base(o.path.real), o.data, o.mode())
		if err != nil {
			tx.journalAbort()
			return tx.r.writeError(o.path, err)
		}
		o.tmp = tmp
	}
	tx.journalWait()
	for i, o := range tx.ops {
		err := tx.check(o)
		if err == nil {
			err = tx.place(o)
		}
		if err != nil {
			err = tx.rollback(i, err)
			var rb *RollbackError
			if !errors.As(err, &rb) { // every file is as it was
				tx.journalAbort()
			}
			return err
		}
	}
	tx.syncDirs()
	tx.ok = true
	tx.journalDone()
	tx.sweep()
	tx.announce()
	return nil
}

// sweep removes leftover temp files from the directories written in.
func (tx *Tx) sweep() {
	seen := map[string]bool{}
	for _, o := range tx.ops {
		if dir := filepath.Dir(o.path.real); o.dir != nil && !seen[dir] {
			seen[dir] = true
			sweepTemps(o.dir, dir)
		}
	}
}

// lock takes the write locks of the directories the staged files are in
// (see handles.lock), so that no other locus writer, in this process or
// another, changes them between the checks and the renames, and gives each
// op the handle of its directory when that exists (see handle.go).
func (tx *Tx) lock() (unlock func(), err error) {
	if len(tx.ops) == 0 {
		return func() {}, nil
	}
	var dirs []string
	for _, o := range tx.ops {
		dirs = append(dirs, lockDirOf(o.path.real))
	}
	slices.Sort(dirs)
	dirs = slices.Compact(dirs)
	if tx.h, err = tx.r.openHandles(); err != nil {
		return nil, tx.r.writeError(tx.ops[0].path, err)
	}
	unlock, err = tx.h.lock(dirs)
	if err != nil {
		tx.closeDirs()
		if errors.Is(err, errLockTimeout) {
			return nil, tx.r.lockBusy(dirs[0])
		}
		return nil, tx.r.writeError(tx.ops[0].path, err)
	}
	for _, o := range tx.ops {
		dir := filepath.Dir(o.path.real)
		if o.mkdir && lockDirOf(o.path.real) != dir {
			continue // made by the commit, opened then
		}
		if o.dir, err = tx.h.dir(dir); err != nil {
			tx.closeDirs()
			unlock()
			if o.file == nil {
				return nil, tx.r.noDir(o.path, err)
			}
			return nil, tx.r.writeError(o.path, err)
		}
	}
	return unlock, nil
}

// check is the on-disk check of o: unchanged for a write, absent for a create.
func (tx *Tx) check(o *op) error {
	if o.file != nil {
		return tx.r.unchanged(o.file, o.dir)
	}
	if o.dir == nil { // a create whose directories are made later
		_, err := tx.r.missingDirs(o.path)
		return err
	}
	// The directories on the path may have changed since Resolve (made by
	// us, or by another program): the path must still lead where it did.
	if now, err := tx.r.Resolve(o.path.rel); err != nil {
		return err
	} else if now.real != o.path.real {
		return fault.New(fault.FileChanged, "the path %s now leads elsewhere than when the edit was planned; check the directories on it and redo the edit", o.path.rel).
			With("path", o.path.rel)
	}
	return tx.r.absent(o.path, o.dir)
}

// place moves o's temp file into place, or removes o's file.
func (tx *Tx) place(o *op) error {
	base := filepath.Base(o.path.real)
	var err error
	switch {
	case o.remove:
		err = o.dir.Remove(base)
	case o.file != nil:
		err = renameFile(o.dir, o.tmp, base)
	default:
		err = placeNew(o.dir, o.tmp, base)
		o.tmp = "" // placeNew removed it
	}
	if err != nil {
		return tx.r.writeError(o.path, err)
	}
	o.tmp, o.done = "", true
	return nil
}

// cleanup removes the temp files not put in place and, when the commit
// failed, the directories it made.
func (tx *Tx) cleanup() {
	for _, o := range tx.ops {
		if o.tmp != "" {
			o.dir.Remove(o.tmp)
			o.tmp = ""
		}
	}
	tx.closeDirs()
	if tx.ok {
		return
	}
	for i := len(tx.ops) - 1; i >= 0; i-- {
		made := tx.ops[i].made
		for j := len(made) - 1; j >= 0; j-- {
			os.Remove(made[j]) // only removes it when empty
		}
	}
}

// closeDirs closes the directory handles of the commit.
func (tx *Tx) closeDirs() {
	for _, o := range tx.ops {
		o.dir = nil
	}
	if tx.h != nil {
		tx.h.close()
		tx.h = nil
	}
}

// syncDirs syncs the directory of every file put in place.
func (tx *Tx) syncDirs() {
	seen := map[string]bool{}
	for _, o := range tx.ops {
		if dir := filepath.Dir(o.path.real); !seen[dir] && o.dir != nil {
			seen[dir] = true
			syncDir(o.dir)
		}
	}
}

// rollback undoes the first n ops, all in place, after cause, a
// *fault.Error of check or place, stopped ops[n].
func (tx *Tx) rollback(n int, cause error) error {
	if n == 0 {
		return cause
	}
	var restored, unrestored []string
	var errs []error
	for i := n - 1; i >= 0; i-- {
		o := tx.ops[i]
		var err error
		if o.file != nil {
			err = replace(o.dir, filepath.Base(o.path.real), o.file.Raw, o.file.Mode.Perm())
		} else {
			err = o.dir.Remove(filepath.Base(o.path.real))
		}
		if err != nil {
			unrestored, errs = append(unrestored, o.path.rel), append(errs, err)
			continue
		}
		o.done = false
		restored = append(restored, o.path.rel)
	}
	tx.syncDirs()
	slices.Reverse(restored)
	slices.Reverse(unrestored)
	slices.Reverse(errs)
	failed := tx.ops[n].path.rel
	if len(unrestored) > 0 {
		return &RollbackError{Failed: failed, Err: cause, Restored: restored, Unrestored: unrestored, RestoreErrs: errs}
	}
	fe, _ := fault.As(cause) // check and place answer faults only
	e := fault.Wrap(cause, fe.Code, "%s (the operation stopped there, and the files it had already written, %s, were restored, so every file is as it was)", fe.Message, strings.Join(restored, ", "))
	for k, v := range fe.Details {
		e = e.With(k, v)
	}
	return e.With("path", failed).With("restored", restored)
}

// RollbackError is the loud failure of a Commit that stopped part-way and
// could not undo everything it had written: each file in Unrestored holds the
// transaction's new content (a created file still exists), not what it held
// before. It is deliberately not a *fault.Error and does not unwrap to one,
// since the contract's state FILE_UNCHANGED would be false; surface its
// message as it is.
type RollbackError struct {
	Failed      string   // the file whose write failed
	Err         error    // why it failed
	Restored    []string // files written and then restored
	Unrestored  []string // files left changed, in staging order
	RestoreErrs []error  // why each Unrestored file could not be restored
}

func (e *RollbackError) Error() string {
	whys := make([]string, len(e.RestoreErrs))
	for i, err := range e.RestoreErrs {
		whys[i] = err.Error()
	}
	left := strings.Join(e.Unrestored, ", ")
	return fmt.Sprintf("workspace: ROLLBACK FAILED, FILES LEFT CHANGED: writing %s failed (%v), then restoring %s failed (%s); the files left changed (%s) hold the operation's new content instead of what they held before, so restore them by hand (for example from version control) before going on",
		e.Failed, e.Err, left, strings.Join(whys, "; "), left)
}
