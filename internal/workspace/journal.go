// This file defines how a commit is journalled (see package journal): the
// files' bytes before and after, written while the temp files are (in the
// background) and on disk before the first rename, and marked done after
// the last. The journal is
// a convenience, never a condition: a commit whose entry cannot be written
// goes ahead without one, and cannot be undone.

package workspace

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"

	"github.com/locus-dev/locus/internal/journal"
)

// theJournal returns r's journal, or why it has none: the state folder is
// unknown, turned off, or inside the workspace (where the journal would
// show up among the files it records).
func (r *Root) theJournal() (*journal.Journal, error) {
	r.journalOnce.Do(func() {
		dir, err := journal.Folder(r.dir)
		if err != nil {
			r.journalErr = err
			return
		}
		if _, inside := within(r.dir, realish(dir)); inside {
			r.journalErr = fmt.Errorf("the journal's folder %s would be inside the workspace; set $%s to a folder outside it", dir, journal.EnvStateDir)
			return
		}
		r.journal = journal.Open(dir, r.dir, journal.Default)
	})
	return r.journal, r.journalErr
}

// realish resolves the symlinks of the longest part of p that exists.
func realish(p string) string {
	p = filepath.Clean(p)
	rest := ""
	for {
		if real, err := filepath.EvalSymlinks(p); err == nil {
			return filepath.Join(real, rest)
		} else if !errors.Is(err, fs.ErrNotExist) {
			return filepath.Join(p, rest)
		}
		parent := filepath.Dir(p)
		if parent == p {
			return filepath.Join(p, rest)
		}
		rest = filepath.Join(filepath.Base(p), rest)
		p = parent
	}
}

// journalStart starts writing the transaction's entry, best effort, in
// the background; journalWait waits for it.
func (tx *Tx) journalStart() {
	j, err := tx.r.theJournal()
	if err != nil {
		return
	}
	op := tx.label
	if op == "" {
		op = "write"
	}
	e := &journal.Entry{Op: op, Undoes: tx.undoes}
	for _, o := range tx.ops {
		c := &journal.Change{Path: o.path.rel}
		if o.file != nil {
			c.Before = journal.Version{Exists: true, Mode: o.file.Mode.Perm(), Data: o.file.Raw}
		}
		if !o.remove {
			c.After = journal.Version{Exists: true, Mode: o.mode(), Data: o.data}
		}
		for _, d := range o.made {
			c.MadeDirs = append(c.MadeDirs, tx.r.display(d))
		}
		e.Files = append(e.Files, c)
	}
	tx.journaled = make(chan struct{})
	go func() {
		defer close(tx.journaled)
		if p, err := j.Begin(e); err == nil {
			tx.pending = p
		}
	}()
}

// journalWait waits until the entry journalStart began is written.
func (tx *Tx) journalWait() {
	if tx.journaled != nil {
		<-tx.journaled
	}
}

// journalDone marks the entry of a commit that put every file in place.
func (tx *Tx) journalDone() {
	if tx.pending != nil && tx.pending.Done() == nil {
		tx.id = tx.pending.ID
	}
	tx.pending = nil
}

// journalAbort removes the entry of a commit that put nothing in place,
// or was rolled back.
func (tx *Tx) journalAbort() {
	tx.journalWait()
	if tx.pending != nil {
		tx.pending.Abort()
		tx.pending = nil
	}
}

// History returns the transactions of r's journal, newest first, without
// their files' bytes (see journal.Journal.List).
func (r *Root) History() ([]*journal.Entry, error) {
	j, err := r.theJournal()
	if err != nil {
		return nil, noJournal(err)
	}
	return j.List()
}

// JournalDir returns the folder of r's journal, or why there is none.
func (r *Root) JournalDir() (string, error) {
	j, err := r.theJournal()
	if err != nil {
		return "", noJournal(err)
	}
	return j.Dir(), nil
}

// JournalLimits returns the bounds of r's journal.
func (r *Root) JournalLimits() journal.Limits {
	if j, err := r.theJournal(); err == nil {
		return j.Limits()
	}
	return journal.Default
}
