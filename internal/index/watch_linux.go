// This file defines the file watcher of Options.Watch on Linux: one
// inotify instance with a watch on every folder the walk enters, read
// without blocking at the start of each query.

package index

import (
	"errors"
	"path"
	"path/filepath"
	"sync"
	"unsafe"

	"golang.org/x/sys/unix"
)

// watchMask is what a folder's watch reports: its entries created,
// deleted, moved, written and touched, and the folder itself going.
const watchMask = unix.IN_CREATE | unix.IN_DELETE | unix.IN_MOVED_FROM | unix.IN_MOVED_TO |
	unix.IN_MODIFY | unix.IN_CLOSE_WRITE | unix.IN_ATTRIB |
	unix.IN_DELETE_SELF | unix.IN_MOVE_SELF |
	unix.IN_ONLYDIR | unix.IN_DONT_FOLLOW | unix.IN_EXCL_UNLINK

// remote are the file systems whose changes made on other machines
// inotify does not see (NFS, SMB/CIFS, FUSE, 9p): no watcher there.
var remote = map[int64]bool{0x6969: true, 0x517b: true, 0xff534d42: true, 0xfe534d42: true, 0x65735546: true, 0x01021997: true}

// watcher reports the files changed under a root since it was last read.
type watcher struct {
	fd  int
	dir string // the root, absolute

	mu     sync.Mutex
	dirs   map[int32]string // watch descriptor -> folder relative to the root ("" the root)
	config map[int32]bool   // folders of configuration: any event there asks for a walk
	failed bool             // a watch could not be added: the next query walks
}

// newWatcher starts watching nothing yet under dir; nil when the system
// or the file system cannot tell every change.
func newWatcher(dir string) *watcher {
	var fs unix.Statfs_t
	if unix.Statfs(dir, &fs) != nil || remote[int64(fs.Type)] {
		return nil
	}
	fd, err := unix.InotifyInit1(unix.IN_NONBLOCK | unix.IN_CLOEXEC)
	if err != nil {
		return nil
	}
	return &watcher{fd: fd, dir: dir, dirs: map[int32]string{}, config: map[int32]bool{}}
}

// add watches the folder rel (relative to the root), before it is read so
// that no change made after the read goes unreported. config marks a
// folder the walk does not enter but whose files configure it. It reports
// whether the folder is watched.
func (w *watcher) add(rel string, config bool) bool {
	wd, err := unix.InotifyAddWatch(w.fd, filepath.Join(w.dir, filepath.FromSlash(rel)), watchMask)
	w.mu.Lock()
	defer w.mu.Unlock()
	switch {
	case err == nil:
		w.dirs[int32(wd)] = rel
		if config {
			w.config[int32(wd)] = true
		}
		return true
	case config && errors.Is(err, unix.ENOENT):
		// no such configuration: its creation shows in its parent
	case errors.Is(err, unix.ENOENT), errors.Is(err, unix.ENOTDIR), errors.Is(err, unix.EACCES):
		// gone or unreadable since it was listed: the walk skips it too,
		// and its parent's watch reports its return
	default:
		w.failed = true // ENOSPC: no more watches for this user
	}
	return false
}

// ok reports whether every watch asked for was added.
func (w *watcher) ok() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return !w.failed
}

// reset forgets the folders watched, before a walk adds them again: a
// folder removed since keeps no entry whose descriptor the kernel reuses.
func (w *watcher) reset() {
	w.mu.Lock()
	defer w.mu.Unlock()
	for wd := range w.dirs {
		_, _ = unix.InotifyRmWatch(w.fd, uint32(wd))
	}
	w.dirs, w.config, w.failed = map[int32]string{}, map[int32]bool{}, false
	w.discard()
}

// discard reads and drops the events pending.
func (w *watcher) discard() {
	var buf [64 << 10]byte
	for {
		n, err := unix.Read(w.fd, buf[:])
		if n <= 0 || err != nil {
			return
		}
	}
}

// drain reads every event pending, without blocking: every change made
// before the call is among them. It returns the files changed (relative
// to the root) and whether the changes need a walk: a folder created,
// removed or moved, an ignore file, a CACHEDIR.TAG or the configuration
// changed, a watch lost, or events dropped by the kernel.
func (w *watcher) drain() (changed []string, walk bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.failed {
		return nil, true
	}
	seen := map[string]bool{}
	var buf [64 << 10]byte
	for {
		n, err := unix.Read(w.fd, buf[:])
		switch {
		case errors.Is(err, unix.EINTR):
			continue
		case errors.Is(err, unix.EAGAIN):
			return changed, walk
		case err != nil || n <= 0:
			w.failed = true
			return nil, true
		}
		for off := 0; off+unix.SizeofInotifyEvent <= n; {
			ev := (*unix.InotifyEvent)(unsafe.Pointer(&buf[off]))
			name := buf[off+unix.SizeofInotifyEvent : off+unix.SizeofInotifyEvent+int(ev.Len)]
			off += unix.SizeofInotifyEvent + int(ev.Len)
			for len(name) > 0 && name[len(name)-1] == 0 {
				name = name[:len(name)-1]
			}
			dir, ok := w.dirs[ev.Wd]
			switch {
			case ev.Mask&unix.IN_Q_OVERFLOW != 0, !ok, w.config[ev.Wd]:
				walk = true
			case ev.Mask&(unix.IN_IGNORED|unix.IN_DELETE_SELF|unix.IN_MOVE_SELF|unix.IN_UNMOUNT) != 0:
				walk = true
			case ev.Mask&unix.IN_ISDIR != 0:
				walk = true // a folder created, removed, moved, or its mode changed
			case string(name) == ".gitignore" || string(name) == ".ignore" || string(name) == cacheTag:
				walk = true // the walk's rules for the folder changed
			case len(name) > 0:
				p := path.Join(dir, string(name))
				if !seen[p] {
					seen[p] = true
					changed = append(changed, p)
				}
			}
		}
	}
}

// close stops watching.
func (w *watcher) close() {
	if w != nil {
		unix.Close(w.fd)
	}
}
