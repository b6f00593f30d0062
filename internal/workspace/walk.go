package workspace

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// maxLinks bounds the symlinks followed while resolving one path, as the kernel does.
const maxLinks = 40

var (
	errLoop   = errors.New("too many levels of symbolic links")
	errBroken = errors.New("a symlink's target goes through a missing directory and back with \"..\"")
)

// linkError reports a symlink inside the root whose resolved target lies outside it.
type linkError struct {
	link   string // absolute path of the symlink
	target string // its fully resolved target
}

func (e *linkError) Error() string {
	return fmt.Sprintf("symlink %s points to %s, outside the workspace", e.link, e.target)
}

// walker resolves symlinks component by component, like the kernel, but
// tolerates a missing tail so that paths a writer will create can be checked.
type walker struct {
	root  string // the symlink-free workspace root
	links int    // symlinks followed so far
}

// resolve returns the real path of dir joined with comps, following every
// symlink. dir must be symlink-free. When a component does not exist the rest
// is joined lexically and exists is false. A symlink that lies inside the
// root and resolves outside it is a *linkError; symlinks outside the root
// (system links such as /var -> /private/var) are followed without judgement.
func (w *walker) resolve(dir string, comps []string) (real string, exists bool, err error) {
	resolved := dir
	for i, c := range comps {
		switch c {
		case "", ".":
			continue
		case "..":
			resolved = filepath.Dir(resolved) // resolved is symlink-free, so this is the real parent
			continue
		}
		next := filepath.Join(resolved, c)
		fi, err := os.Lstat(next)
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
			return missing(next, comps[i+1:])
		}
		if err != nil {
			return "", false, err
		}
		if fi.Mode()&fs.ModeSymlink == 0 {
			resolved = next
			continue
		}
		w.links++
		if w.links > maxLinks {
			return "", false, errLoop
		}
		target, err := os.Readlink(next)
		if errors.Is(err, syscall.EINVAL) || errors.Is(err, fs.ErrNotExist) {
			// Replaced since the Lstat: walk this component again.
			return w.resolve(resolved, comps[i:])
		}
		if err != nil {
			return "", false, err
		}
		start := resolved
		if filepath.IsAbs(target) {
			start = string(filepath.Separator)
		}
		real, ok, err := w.resolve(start, strings.Split(target, string(filepath.Separator)))
		if err != nil {
			return "", false, err
		}
		if _, in := within(w.root, next); in {
			if _, in := within(w.root, real); !in {
				return "", false, &linkError{link: next, target: real}
			}
		}
		if !ok {
			return missing(real, comps[i+1:])
		}
		resolved = real
	}
	return resolved, true, nil
}

// missing joins the components after a missing one lexically. A ".." among
// them cannot be walked by the kernel (its directory does not exist), so the
// path is reported as broken rather than silently cleaned to somewhere else.
func missing(base string, rest []string) (string, bool, error) {
	for _, c := range rest {
		if c == ".." {
			return "", false, errBroken
		}
	}
	return filepath.Join(append([]string{base}, rest...)...), false, nil
}
