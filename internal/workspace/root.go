// Package workspace owns confined access to the files of one workspace root.
//
// Every path an agent or user names goes through Root.Resolve, which refuses
// anything that leaves the root: ".." escapes, absolute paths elsewhere and
// symlinks whose target lies outside (OUTSIDE_WORKSPACE). Root.ReadFile reads a
// resolved file and refuses what locus cannot edit safely (too large, binary,
// not UTF-8); the File it returns carries what a writer must preserve: BOM,
// line endings, final newline, mode, and its bytes for change detection.
// Root.Write and Root.Create write atomically and refuse a file that changed
// since it was read; a Tx writes several files all or nothing. Every commit
// is journalled (the files' bytes before and after, in the user's state
// folder: see package journal), and Root.Undo puts the last ones back while
// their files are as locus left them. A Root made by OpenReadOnly refuses
// every write.
package workspace

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/journal"
)

// Root is a workspace root directory. All paths handed out by a Root lie inside it.
type Root struct {
	dir      string // absolute, symlink-free
	given    string // absolute and clean as given to Open, before symlink resolution
	readOnly bool   // every write is refused (--read-only)

	journalOnce sync.Once
	journal     *journal.Journal // nil when there is none: journalErr says why
	journalErr  error

	committed atomic.Pointer[func(paths []string)] // see OnCommit
}

// Open returns the Root for dir. dir is made absolute and its symlinks are
// resolved; it must exist and be a directory.
func Open(dir string) (*Root, error) {
	if dir == "" {
		return nil, fault.New(fault.InvalidArgument, "the workspace root is empty; pass the directory to work in")
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("workspace: make %s absolute: %w", dir, err)
	}
	real, err := filepath.EvalSymlinks(abs)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, fault.Wrap(err, fault.InvalidArgument, "the workspace root %s does not exist; pass an existing directory", abs).With("root", abs)
	case errors.Is(err, fs.ErrPermission):
		return nil, fault.Wrap(err, fault.PermissionDenied, "the workspace root %s cannot be accessed (permission denied); pass a directory you can read", abs).With("root", abs)
	case err != nil:
		return nil, fmt.Errorf("workspace: resolve root %s: %w", abs, err)
	}
	fi, err := os.Stat(real)
	if err != nil {
		return nil, fmt.Errorf("workspace: stat root %s: %w", real, err)
	}
	if !fi.IsDir() {
		return nil, fault.New(fault.InvalidArgument, "the workspace root %s is not a directory; pass a directory", abs).With("root", abs)
	}
	return &Root{dir: real, given: abs}, nil
}

// OpenReadOnly is Open for a Root that refuses every write (Write, Create,
// Tx.Commit) with PERMISSION_DENIED, for a server started with --read-only.
// Reads work as on any Root.
func OpenReadOnly(dir string) (*Root, error) {
	r, err := Open(dir)
	if err != nil {
		return nil, err
	}
	r.readOnly = true
	return r, nil
}

// ReadOnly reports whether the Root refuses writes (see OpenReadOnly).
func (r *Root) ReadOnly() bool { return r.readOnly }

// Dir returns the root's absolute, symlink-resolved directory.
func (r *Root) Dir() string { return r.dir }

// Path is a path inside a Root, made by Root.Resolve.
type Path struct {
	abs  string // lexical absolute path: the root joined with rel
	rel  string // slash-separated, relative to the root; "." for the root
	real string // abs with every symlink resolved; where reads and writes go
}

// Abs returns the absolute path: the root directory joined with Rel. Symlinks
// inside the root are not resolved in it.
func (p Path) Abs() string { return p.abs }

// Rel returns the slash-separated path relative to the root, for display;
// "." is the root itself.
func (p Path) Rel() string { return p.rel }

// String returns Rel.
func (p Path) String() string { return p.rel }

// SameFile reports whether p and q lead to the same file, through symlinks
// inside the root too.
func (p Path) SameFile(q Path) bool { return p.real == q.real }

// Resolve turns p, relative to the root or absolute inside it, into a Path.
// It refuses with OUTSIDE_WORKSPACE a path that leaves the root lexically
// (".." or an absolute path elsewhere) or through a symlink in any component,
// dangling ones included. The path need not exist, so a writer can create it.
// An absolute path is judged by its spelling: it must start with the root as
// resolved or as given to Open, even if a symlink elsewhere leads inside.
func (r *Root) Resolve(p string) (Path, error) {
	if p == "" {
		return Path{}, fault.New(fault.InvalidArgument, "the path is empty; pass a file path relative to the workspace root %s", r.dir)
	}
	if strings.IndexByte(p, 0) >= 0 {
		return Path{}, fault.New(fault.InvalidArgument, "the path %q contains a NUL byte; pass a plain file path relative to the workspace root %s", p, r.dir).With("path", p)
	}
	var abs string
	if filepath.IsAbs(p) {
		abs = filepath.Clean(p)
		if rel, ok := within(r.given, abs); ok && r.given != r.dir {
			abs = filepath.Join(r.dir, rel)
		}
	} else {
		abs = filepath.Join(r.dir, p)
	}
	rel, ok := within(r.dir, abs)
	if !ok {
		return Path{}, r.outside(p, "", "")
	}
	w := walker{root: r.dir}
	real, _, err := w.resolve(r.dir, strings.Split(rel, string(filepath.Separator)))
	var le *linkError
	switch {
	case errors.As(err, &le):
		return Path{}, r.outside(p, r.display(le.link), le.target)
	case errors.Is(err, errLoop):
		return Path{}, fault.Wrap(err, fault.InvalidArgument, "%s goes through more than %d symlinks (a loop?); fix the links or pass the real path", p, maxLinks).With("path", p)
	case errors.Is(err, errBroken):
		return Path{}, r.notFound(p, err)
	case errors.Is(err, fs.ErrPermission):
		return Path{}, fault.Wrap(err, fault.PermissionDenied, "%s cannot be reached (permission denied on a directory); fix the permissions or pass another path", p).With("path", p)
	case err != nil:
		return Path{}, ioError(p, "read", err)
	}
	if _, ok := within(r.dir, real); !ok {
		return Path{}, r.outside(p, "", real)
	}
	return Path{abs: abs, rel: filepath.ToSlash(rel), real: real}, nil
}

// outside is the OUTSIDE_WORKSPACE error for p; link and target name the
// symlink that leads out and where it leads, when one does.
func (r *Root) outside(p, link, target string) *fault.Error {
	if link != "" {
		return fault.New(fault.OutsideWorkspace, "%s goes through the symlink %s, which points to %s outside the workspace root %s; use a path whose links stay inside the workspace", p, link, target, r.dir).
			With("path", p).With("root", r.dir).With("symlink", link).With("target", target)
	}
	if target == "" {
		return fault.New(fault.OutsideWorkspace, "%s is outside the workspace root %s; use a path inside it (paths are relative to the workspace root)", p, r.dir).
			With("path", p).With("root", r.dir)
	}
	return fault.New(fault.OutsideWorkspace, "%s goes through a symlink to %s, outside the workspace root %s; use a path whose links stay inside the workspace", p, target, r.dir).
		With("path", p).With("root", r.dir).With("target", target)
}

// notFound is the FILE_NOT_FOUND error for p.
func (r *Root) notFound(p string, cause error) *fault.Error {
	return fault.Wrap(cause, fault.FileNotFound, "%s does not exist in the workspace; check the path (paths are relative to the workspace root %s)", p, r.dir).
		With("path", p)
}

// display returns abs relative to the root when it lies inside, else abs.
func (r *Root) display(abs string) string {
	if rel, ok := within(r.dir, abs); ok {
		return filepath.ToSlash(rel)
	}
	return abs
}

// within reports whether the clean absolute path p lies in dir (or is dir),
// and returns p relative to dir.
func within(dir, p string) (string, bool) {
	rel, err := filepath.Rel(dir, p)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", false
	}
	return rel, true
}
