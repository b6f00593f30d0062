// This file defines the journal's folder: writing entries, listing and
// loading them, and keeping the folder within its bounds.

package journal

import (
	"bufio"
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// magic is the first line of every entry file.
const magic = "locus journal 1\n"

const (
	extDone    = ".txn"
	extPending = ".pending"
)

// lockTimeout bounds the wait for another process's lock on a journal;
// past it the transaction is not journalled, rather than delayed.
const lockTimeout = 5 * time.Second

// crcTable is built on first use: a process that writes nothing (locus
// version) does not pay for it.
var crcTable = sync.OnceValue(func() *crc32.Table { return crc32.MakeTable(crc32.Castagnoli) })

// Journal is the journal of one workspace root.
type Journal struct {
	dir  string
	root string
	lim  Limits
}

// Open returns the journal kept in dir for the workspace root root, with
// the bounds lim. Nothing is read or made until it is used.
func Open(dir, root string, lim Limits) *Journal {
	return &Journal{dir: dir, root: root, lim: lim}
}

// Dir returns the journal's folder.
func (j *Journal) Dir() string { return j.dir }

// Limits returns the journal's bounds.
func (j *Journal) Limits() Limits { return j.lim }

// Pending is an entry written by Begin, waiting for its commit to finish.
type Pending struct {
	j  *Journal
	ID int64
}

// Begin writes e as a pending entry, numbered after the last one, and
// returns it; call Done once the transaction's files are in place, or
// Abort when it put nothing in place after all. e's files must carry
// their bytes (Data). An entry larger than the journal's byte bound is
// written without them, Dropped. Begin also drops the entries that the
// bounds no longer keep. An error means the transaction is not journalled.
func (j *Journal) Begin(e *Entry) (*Pending, error) {
	if err := os.MkdirAll(j.dir, 0o700); err != nil {
		return nil, err
	}
	unlock, err := lock(filepath.Join(j.dir, "lock"), lockTimeout)
	if err != nil {
		return nil, err
	}
	defer unlock()
	entries := j.files()
	e.ID = 1
	if n := len(entries); n > 0 {
		e.ID = entries[n-1].id + 1
	}
	e.Time = time.Now().UTC()
	size := e.size()
	if size > j.lim.Bytes {
		e.Dropped = fmt.Sprintf("its files' bytes (%.1f MB before and after) are over the journal's %d MB", float64(size)/(1<<20), j.lim.Bytes>>20)
		size = 0
	}
	name := filepath.Join(j.dir, entryName(e.ID, extPending))
	if err := write(name, e); err != nil {
		os.Remove(name)
		return nil, err
	}
	j.prune(entries, size)
	j.describe()
	sweepOnce.Do(func() { go sweepRoots(filepath.Dir(j.dir), j.lim.Age) })
	return &Pending{j: j, ID: e.ID}, nil
}

// Done marks the entry as committed.
func (p *Pending) Done() error {
	return os.Rename(filepath.Join(p.j.dir, entryName(p.ID, extPending)), filepath.Join(p.j.dir, entryName(p.ID, extDone)))
}

// Abort removes the entry of a transaction that changed nothing.
func (p *Pending) Abort() { os.Remove(filepath.Join(p.j.dir, entryName(p.ID, extPending))) }

func entryName(id int64, ext string) string { return fmt.Sprintf("%016d%s", id, ext) }

// write writes e's file.
func write(name string, e *Entry) error {
	f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	for _, c := range e.Files {
		for _, v := range []*Version{&c.Before, &c.After} {
			if !v.Exists {
				v.Size, v.CRC = 0, 0
				continue
			}
			v.Size, v.CRC = int64(len(v.Data)), crc32.Checksum(v.Data, crcTable())
		}
	}
	head, err := json.Marshal(e)
	if err != nil {
		f.Close()
		return err
	}
	w := bufio.NewWriterSize(f, 64<<10)
	w.WriteString(magic)
	w.Write(head)
	w.WriteByte('\n')
	if e.Dropped == "" {
		for _, c := range e.Files {
			for _, v := range []*Version{&c.Before, &c.After} {
				if v.Exists {
					w.Write(v.Data)
				}
			}
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// entryFile is an entry file found in the folder.
type entryFile struct {
	id      int64
	name    string
	pending bool
	size    int64
	mod     time.Time
}

// files returns the entry files of the folder, oldest first.
func (j *Journal) files() []entryFile {
	des, _ := os.ReadDir(j.dir)
	var out []entryFile
	for _, de := range des {
		name := de.Name()
		base, pending := strings.CutSuffix(name, extPending)
		if !pending {
			var ok bool
			if base, ok = strings.CutSuffix(name, extDone); !ok {
				continue
			}
		}
		id, err := strconv.ParseInt(base, 10, 64)
		if err != nil || id <= 0 {
			continue
		}
		fi, err := de.Info()
		if err != nil {
			continue
		}
		out = append(out, entryFile{id: id, name: name, pending: pending, size: fi.Size(), mod: fi.ModTime()})
	}
	slices.SortFunc(out, func(a, b entryFile) int { return cmp.Compare(a.id, b.id) })
	return out
}

// prune removes the oldest entries the bounds do not keep, counting a new
// entry of newSize bytes that is not among entries.
func (j *Journal) prune(entries []entryFile, newSize int64) {
	count, total := 1, newSize
	now := time.Now()
	for i := len(entries) - 1; i >= 0; i-- {
		e := entries[i]
		count++
		total += e.size
		if count > j.lim.Entries || total > j.lim.Bytes || now.Sub(e.mod) > j.lim.Age {
			for _, old := range entries[:i+1] {
				os.Remove(filepath.Join(j.dir, old.name))
			}
			return
		}
	}
}

// describe writes the file "root" naming the workspace, for a person
// looking at the folder, once.
func (j *Journal) describe() {
	p := filepath.Join(j.dir, "root")
	if _, err := os.Stat(p); err == nil {
		return
	}
	os.WriteFile(p, []byte(j.root+"\n"), 0o600)
}

var sweepOnce sync.Once

// sweepRoots removes the journals of workspaces (the folders in dir) that
// nothing was written to for longer than age.
func sweepRoots(dir string, age time.Duration) {
	des, _ := os.ReadDir(dir)
	for _, de := range des {
		if !de.IsDir() || !isHash(de.Name()) {
			continue
		}
		if fi, err := de.Info(); err == nil && time.Since(fi.ModTime()) > age {
			os.RemoveAll(filepath.Join(dir, de.Name()))
		}
	}
}

// List returns the journal's entries, newest first, without their files'
// bytes, and with Interrupted and UndoneBy set. An entry file that cannot
// be read (cut short by a crash) is left out.
func (j *Journal) List() ([]*Entry, error) {
	files := j.files()
	var out []*Entry
	undone := map[int64]int64{}
	for i := len(files) - 1; i >= 0; i-- {
		e, err := readHeader(filepath.Join(j.dir, files[i].name), files[i].size)
		if err != nil || e.ID != files[i].id {
			continue
		}
		e.Interrupted = files[i].pending
		e.UndoneBy = undone[e.ID]
		// An undo that was killed part-way has not undone its
		// transactions: undoing them again finishes the work.
		for _, id := range e.Undoes {
			if undone[id] == 0 && !e.Interrupted {
				undone[id] = e.ID
			}
		}
		out = append(out, e)
	}
	return out, nil
}

// readHeader reads the header of an entry file of size bytes; a file of
// another size than its header gives was cut short.
func readHeader(name string, size int64) (*Entry, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	e, n, err := parseHeader(bufio.NewReader(f))
	if err != nil {
		return nil, err
	}
	if want := int64(n) + e.stored(); want != size {
		return nil, errDamaged
	}
	e.file = name
	return e, nil
}

// stored is the number of bytes after the header of e's file.
func (e *Entry) stored() int64 {
	if e.Dropped != "" {
		return 0
	}
	var n int64
	for _, c := range e.Files {
		for _, v := range []Version{c.Before, c.After} {
			if v.Exists {
				n += v.Size
			}
		}
	}
	return n
}

func parseHeader(r *bufio.Reader) (*Entry, int, error) {
	line, err := r.ReadString('\n')
	if err != nil || line != magic {
		return nil, 0, errDamaged
	}
	head, err := r.ReadBytes('\n')
	if err != nil {
		return nil, 0, errDamaged
	}
	e := &Entry{}
	if err := json.Unmarshal(head, e); err != nil {
		return nil, 0, errDamaged
	}
	return e, len(magic) + len(head), nil
}

var errDamaged = errors.New("the journal entry is damaged (cut short or changed)")

// Load fills in the bytes of e's files (e from List), checked against the
// sizes and checksums its header records. It fails for a Dropped entry
// and for one whose file was removed or damaged since it was listed.
func (j *Journal) Load(e *Entry) error {
	if e.Dropped != "" {
		return fmt.Errorf("transaction %d was not kept for undo: %s", e.ID, e.Dropped)
	}
	b, err := os.ReadFile(e.file)
	if err != nil {
		return fmt.Errorf("transaction %d is no longer in the journal: %w", e.ID, err)
	}
	got, at, err := parseHeader(bufio.NewReader(bytes.NewReader(b)))
	if err != nil || got.ID != e.ID {
		return fmt.Errorf("transaction %d: %w", e.ID, errDamaged)
	}
	rest := b[at:]
	for _, c := range got.Files {
		for _, v := range []*Version{&c.Before, &c.After} {
			if !v.Exists {
				continue
			}
			if int64(len(rest)) < v.Size {
				return fmt.Errorf("transaction %d: %w", e.ID, errDamaged)
			}
			v.Data, rest = rest[:v.Size:v.Size], rest[v.Size:]
			if crc32.Checksum(v.Data, crcTable()) != v.CRC {
				return fmt.Errorf("transaction %d: %w", e.ID, errDamaged)
			}
		}
	}
	if len(rest) != 0 {
		return fmt.Errorf("transaction %d: %w", e.ID, errDamaged)
	}
	e.Files = got.Files
	return nil
}

// isHash reports whether name is one rootHash makes.
func isHash(name string) bool {
	if len(name) != 16 {
		return false
	}
	_, err := hex.DecodeString(name)
	return err == nil && strings.ToLower(name) == name
}

// rootHash names a workspace's folder.
func rootHash(root string) string {
	sum := sha256.Sum256([]byte(root))
	return hex.EncodeToString(sum[:8])
}
