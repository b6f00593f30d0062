// Package journal keeps the transactions locus writes in a workspace, so
// that they can be undone after the process that wrote them has gone: for
// each transaction, the operation that made it, when, and each file's bytes
// before and after it (or that the file did not exist).
//
// A workspace's journal is a folder of its own in the user's state folder
// (see Folder), never inside the workspace, holding one file per
// transaction named by its sequence number:
//
//	NNNNNNNNNNNNNNNN.pending  written before the files are put in place
//	NNNNNNNNNNNNNNNN.txn      renamed so once they all are
//
// A .pending entry left behind is a commit that was killed part-way: some
// of its files may hold their new bytes, and undo puts them back. An entry
// file is the line "locus journal 1", a line of JSON (Entry, with each
// version's size and CRC-32C), then the bytes of each file in order, before
// then after, for the versions that exist. Entries are not fsynced: the
// workspace's files are, and an entry cut short by a crash fails its
// checks and is left out, so the journal can lose the last transaction but
// never makes one up.
//
// The journal is bounded (Default): its oldest entries go when there are
// more than 50, when they hold more than 50 MB, or when they are older than
// 7 days; a transaction larger than the whole budget is kept as its
// description only (Dropped), which undo does not go past. A workspace's
// folder untouched for longer than the age bound is removed.
package journal

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"time"
)

// Limits bound a journal: its oldest entries go when there are more than
// Entries, when together they hold more than Bytes, or when they are older
// than Age.
type Limits struct {
	Entries int
	Bytes   int64
	Age     time.Duration
}

// Default are the bounds of every workspace's journal.
var Default = Limits{Entries: 50, Bytes: 50 << 20, Age: 7 * 24 * time.Hour}

func (l Limits) String() string {
	return fmt.Sprintf("the last %d transactions, %d MB, %d days", l.Entries, l.Bytes>>20, int(l.Age/(24*time.Hour)))
}

// EnvStateDir names the folder of locus's state, overriding the user's
// state folder; the value "off" turns the journal off.
const EnvStateDir = "LOCUS_STATE_DIR"

// ErrOff is the error of Folder when $LOCUS_STATE_DIR is "off".
var ErrOff = errors.New("the journal is turned off (LOCUS_STATE_DIR=off)")

// StateDir returns locus's state folder: $LOCUS_STATE_DIR, else
// $XDG_STATE_HOME/locus, else ~/.local/state/locus (on macOS and Windows,
// the user's config folder/locus).
func StateDir() (string, error) {
	if d := os.Getenv(EnvStateDir); d == "off" {
		return "", ErrOff
	} else if d != "" {
		return filepath.Abs(d)
	}
	if d := os.Getenv("XDG_STATE_HOME"); filepath.IsAbs(d) {
		return filepath.Join(d, "locus"), nil
	}
	if runtime.GOOS != "darwin" && runtime.GOOS != "windows" {
		if home, err := os.UserHomeDir(); err == nil {
			return filepath.Join(home, ".local", "state", "locus"), nil
		}
	}
	d, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no user state folder to keep the journal in (set $%s): %w", EnvStateDir, err)
	}
	return filepath.Join(d, "locus"), nil
}

// Folder returns the folder of the journal of the workspace root dir
// (absolute, symlinks resolved): STATE/journal/HASH, HASH the first 16 hex
// digits of the SHA-256 of dir.
func Folder(root string) (string, error) {
	state, err := StateDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(state, "journal", rootHash(root)), nil
}

// Entry is one transaction.
type Entry struct {
	ID    int64     `json:"id"`
	Time  time.Time `json:"time"`
	Op    string    `json:"op"` // the tool or operation that wrote it
	Files []*Change `json:"files"`
	// Undoes lists the transactions this one undid, for an undo.
	Undoes []int64 `json:"undoes,omitempty"`
	// Dropped says why the files' bytes were not kept; such an entry
	// cannot be undone.
	Dropped string `json:"dropped,omitempty"`

	// Interrupted: the commit did not finish (a .pending entry); some of
	// its files may hold their new bytes, others their old.
	Interrupted bool `json:"-"`
	// UndoneBy is the undo that undid this transaction, if one did.
	UndoneBy int64 `json:"-"`

	file string // the entry's file
}

// Change is one file of a transaction.
type Change struct {
	Path   string  `json:"path"` // slash-separated, relative to the root
	Before Version `json:"before"`
	After  Version `json:"after"`
	// MadeDirs are the folders the transaction made for a new file,
	// relative to the root, outermost first.
	MadeDirs []string `json:"made_dirs,omitempty"`
}

// Version is a file as it was before or after a transaction.
type Version struct {
	Exists bool        `json:"exists"`
	Mode   fs.FileMode `json:"mode,omitempty"`
	Size   int64       `json:"size"`
	CRC    uint32      `json:"crc32c"`
	// Data is the file's bytes: set by the writer of an entry, and by
	// Load; List leaves it nil.
	Data []byte `json:"-"`
}

// Same reports whether v and w are the same file content: both missing,
// or both present with equal bytes (Data must be loaded).
func (v Version) Same(w Version) bool {
	if v.Exists != w.Exists {
		return false
	}
	return !v.Exists || string(v.Data) == string(w.Data)
}

// size is the number of bytes e keeps.
func (e *Entry) size() int64 {
	var n int64
	for _, c := range e.Files {
		if c.Before.Exists {
			n += int64(len(c.Before.Data))
		}
		if c.After.Exists {
			n += int64(len(c.After.Data))
		}
	}
	return n
}

// Paths returns the paths of e's files.
func (e *Entry) Paths() []string {
	out := make([]string, len(e.Files))
	for i, c := range e.Files {
		out[i] = c.Path
	}
	return out
}
