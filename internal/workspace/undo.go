// This file defines Undo: the last transactions of the journal put back,
// as one transaction, when their files are still as locus left them.

package workspace

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/journal"
)

// Undo is what Root.Undo did, or would do on a dry run.
type Undo struct {
	// Undone are the transactions undone, newest first.
	Undone []*journal.Entry
	// Files are the files put back, in the order the transactions list them.
	Files []Restored
	// ID is the undo's own entry in the journal (0 on a dry run, or when
	// it could not be journalled).
	ID int64
	// Next is the transaction the next undo would undo, or nil.
	Next *journal.Entry
}

// Action is what an undo does to a file.
type Action string

// The actions of an undo.
const (
	Restore  Action = "restored"  // its content before the transactions is back
	Remove   Action = "removed"   // the transactions created it
	Recreate Action = "recreated" // the transactions deleted it
	Keep     Action = "unchanged" // it already held its content before them
)

// Restored is one file of an undo.
type Restored struct {
	Path   string
	Action Action
	// Now and Then are the file's bytes now and after the undo; nil for a
	// file that does not exist.
	Now, Then []byte
}

// noJournal is the error of an undo without a journal.
func noJournal(why error) error {
	return fault.Wrap(why, fault.InvalidArgument, "undo is not available: %v", why)
}

// Undo puts back the files of the last steps transactions of the journal
// that are not undone yet (newest first; undo's own transactions are not
// among them, so a second Undo undoes the transaction before), as one
// transaction, journalled as an undo of them. Each file must hold what the
// newest of them left in it, or what it held before them (then it is left
// alone); between two of them it must not have been changed by another
// program. Otherwise Undo refuses with FILE_CHANGED naming every such file,
// and changes nothing. A file the transactions created is removed (and the
// folders they made for it, when empty); one they deleted is made again.
// On a dry run Undo says what it would do and writes nothing.
func (r *Root) Undo(steps int, dryRun bool) (*Undo, error) {
	if steps < 1 {
		return nil, fault.New(fault.InvalidArgument, "steps is %d; give how many transactions to undo, 1 or more", steps)
	}
	if r.readOnly && !dryRun {
		return nil, r.readOnlyError("")
	}
	j, err := r.theJournal()
	if err != nil {
		return nil, noJournal(err)
	}
	entries, err := j.List()
	if err != nil {
		return nil, ioError(j.Dir(), "read", err)
	}
	picked, next, err := undoable(entries, steps, j.Limits())
	if err != nil {
		return nil, err
	}
	for _, e := range picked {
		if err := j.Load(e); err != nil {
			return nil, fault.Wrap(err, fault.IOError, "transaction %d cannot be undone: %v; nothing was changed", e.ID, err).With("transaction", e.ID)
		}
	}
	u := &Undo{Undone: picked, Next: next}
	plans, err := r.planUndo(picked)
	if err != nil {
		return nil, err
	}
	tx := r.Begin()
	tx.Label("undo")
	for _, p := range plans {
		u.Files = append(u.Files, p.Restored)
		if p.op != nil {
			tx.stage(p.op)
		}
	}
	if dryRun {
		return u, nil
	}
	for _, e := range picked {
		tx.undoes = append(tx.undoes, e.ID)
	}
	if err := tx.Commit(); err != nil {
		return nil, err
	}
	u.ID = tx.ID()
	for _, p := range plans {
		if p.Action == Remove {
			r.removeEmptyDirs(p.madeDirs)
		}
	}
	return u, nil
}

// undoable picks the last steps transactions that can be undone, newest
// first, and the one after them.
func undoable(entries []*journal.Entry, steps int, lim journal.Limits) (picked []*journal.Entry, next *journal.Entry, err error) {
	for _, e := range entries {
		if len(e.Undoes) > 0 || e.UndoneBy != 0 {
			continue
		}
		if e.Dropped != "" {
			if len(picked) < steps {
				return nil, nil, fault.New(fault.InvalidArgument,
					"transaction %d (%s of %s, %s) cannot be undone, nor those before it: %s; undo fewer steps, or edit the files back by hand",
					e.ID, e.Op, strings.Join(e.Paths(), ", "), e.Time.Local().Format("2006-01-02 15:04:05"), e.Dropped).
					With("transaction", e.ID).With("undoable", len(picked))
			}
			break
		}
		if len(picked) == steps {
			next = e
			break
		}
		picked = append(picked, e)
	}
	switch {
	case len(picked) == 0:
		return nil, nil, fault.New(fault.InvalidArgument,
			"there is nothing to undo: the journal of this workspace holds no transaction of locus's that is not undone yet (it keeps %s)", lim)
	case len(picked) < steps:
		return nil, nil, fault.New(fault.InvalidArgument,
			"only %d transaction(s) can be undone, not %d; ask for steps: %d or fewer (undo with list: true shows them)", len(picked), steps, len(picked)).
			With("undoable", len(picked))
	}
	return picked, next, nil
}

// undoPlan is one file of an undo: what happens to it, and the staged op.
type undoPlan struct {
	Restored
	op       *op
	madeDirs []string
}

// planUndo checks each file of the transactions (newest first) against the
// disk and plans putting back what it held before the oldest of them.
func (r *Root) planUndo(picked []*journal.Entry) ([]*undoPlan, error) {
	type chain struct {
		path    string
		changes []*journal.Change
		ids     []int64
		ops     []string
	}
	var chains []*chain
	byPath := map[string]*chain{}
	for _, e := range picked {
		for _, c := range e.Files {
			ch := byPath[c.Path]
			if ch == nil {
				ch = &chain{path: c.Path}
				byPath[c.Path] = ch
				chains = append(chains, ch)
			}
			ch.changes = append(ch.changes, c)
			ch.ids = append(ch.ids, e.ID)
			ch.ops = append(ch.ops, e.Op)
		}
	}
	var plans []*undoPlan
	var conflicts []string
	var details []map[string]any
	for _, ch := range chains {
		f, now, err := r.current(ch.path)
		if err != nil {
			return nil, err
		}
		state, ok := now, true
		for k, c := range ch.changes {
			if state.Same(c.After) || state.Same(c.Before) {
				state = c.Before
				continue
			}
			ok = false
			var why string
			if k == 0 {
				why = fmt.Sprintf("%s changed since transaction %d (%s) wrote it (%s)", ch.path, ch.ids[0], ch.ops[0], difference(now, c.After))
			} else {
				why = fmt.Sprintf("%s was changed by another program between transactions %d and %d", ch.path, ch.ids[k], ch.ids[k-1])
			}
			conflicts = append(conflicts, why)
			details = append(details, map[string]any{"path": ch.path, "reason": why})
			break
		}
		if !ok {
			continue
		}
		then := ch.changes[len(ch.changes)-1].Before
		p := &undoPlan{Restored: Restored{Path: ch.path, Now: now.Data, Then: then.Data}}
		if !then.Exists {
			p.Then = nil
			for _, c := range ch.changes {
				p.madeDirs = append(p.madeDirs, c.MadeDirs...)
			}
		}
		switch {
		case now.Same(then):
			p.Action = Keep
		case then.Exists && now.Exists:
			p.Action = Restore
			p.op = &op{file: f, path: f.Path, data: then.Data, exact: true}
		case now.Exists:
			p.Action = Remove
			p.op = &op{file: f, path: f.Path, remove: true}
		default:
			path, err := r.Resolve(ch.path)
			if err != nil {
				return nil, err
			}
			p.Action = Recreate
			p.op = &op{path: path, data: then.Data, exact: true, mkdir: true, perm: then.Mode.Perm()}
		}
		plans = append(plans, p)
	}
	if len(conflicts) > 0 {
		return nil, fault.New(fault.FileChanged,
			"undo refused, nothing was changed: %s; undo puts back only files that are as locus left them (or as they were before), so edit them back by hand",
			strings.Join(conflicts, "; ")).With("files", details)
	}
	return plans, nil
}

// current reads the file at rel as it is now: the File (nil when it does
// not exist) and its version.
func (r *Root) current(rel string) (*File, journal.Version, error) {
	f, err := r.ReadFile(rel)
	switch fault.CodeOf(err) {
	case "":
		return f, journal.Version{Exists: true, Mode: f.Mode.Perm(), Data: f.Raw}, nil
	case fault.FileNotFound:
		return nil, journal.Version{}, nil
	case fault.EncodingError, fault.FileTooLarge:
		// Not a file locus wrote: it differs from every version.
		raw, rerr := os.ReadFile(filepath.Join(r.dir, filepath.FromSlash(rel)))
		if rerr != nil {
			return nil, journal.Version{}, err
		}
		return nil, journal.Version{Exists: true, Data: raw}, nil
	}
	return nil, journal.Version{}, err
}

// difference says how a file now differs from what a transaction left.
func difference(now, left journal.Version) string {
	switch {
	case !now.Exists:
		return "it was deleted"
	case !left.Exists:
		return "it was created since"
	case len(now.Data) != len(left.Data):
		return fmt.Sprintf("its size went from %d to %d bytes", len(left.Data), len(now.Data))
	}
	return "its content differs"
}

// removeEmptyDirs removes the folders (relative to the root) that an undone
// transaction made, innermost first, where they are empty now.
func (r *Root) removeEmptyDirs(dirs []string) {
	for i := len(dirs) - 1; i >= 0; i-- {
		p, err := r.Resolve(dirs[i])
		if err != nil || p.rel == "." {
			continue
		}
		os.Remove(p.real) // only an empty folder goes
	}
}
