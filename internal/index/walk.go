// This file defines the walk: which files of the workspace the index holds,
// found with one stat per file.

package index

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"github.com/locus-dev/locus/internal/ignore"
	"github.com/locus-dev/locus/internal/syntax"
)

// DefaultExcludes are the gitignore patterns the walk applies below every
// .gitignore of the workspace: hidden folders (.git, .venv, .idea...),
// dependencies vendored or installed into the tree, caches, and minified
// JavaScript. A .gitignore's "!" pattern, or "include" in .locus/index.json,
// takes a folder back.
var DefaultExcludes = []string{
	".*/",
	"node_modules/",
	"bower_components/",
	"vendor/",
	"third_party/",
	"__pycache__/",
	"site-packages/",
	"*.min.js",
	"package-lock.json",
}

// cacheTag marks a folder as a cache of generated files (the Cache
// Directory Tagging Specification; cargo's target/ has one): the walk
// leaves it out, unless "include" in the configuration takes it back.
const cacheTag = "CACHEDIR.TAG"

// ConfigFile is the project's index configuration, relative to the root:
//
//	{"exclude": ["gen/", "*.pb.go"], "include": ["vendor/"]}
//
// Both hold gitignore patterns relative to the root. "exclude" leaves out
// what it matches, whatever the .gitignore files say; "include" takes back
// what anything else leaves out (a default, a .gitignore, "exclude"). The
// walk never enters a folder that is left out, so to index something in an
// excluded folder include the folder itself.
const ConfigFile = ".locus/index.json"

// Config is the content of ConfigFile.
type Config struct {
	Exclude []string `json:"exclude,omitempty"`
	Include []string `json:"include,omitempty"`
}

// entry is a file the walk found: its path, as the files table holds it,
// and its stat.
type entry struct {
	path  string // slash-separated, relative to the root
	size  int64
	mtime int64 // ns
	link  bool  // a symlink to a file elsewhere in the root
	// excluded marks a symlink the walk does not take (its target is
	// missing, outside, not a file, not a script): reported all the same,
	// since its target may change where no watch sees it.
	excluded bool
}

// walker finds the files to index under a root.
type walker struct {
	dir     string          // the root, absolute and symlink-free
	exclude *ignore.Matcher // "exclude" of the config
	include *ignore.Matcher // "include" of the config
	base    *ignore.Matcher // the defaults and .git/info/exclude
	watch   *watcher        // when set, watches every folder the walk reads
}

// newWalker reads the configuration of the workspace at dir.
func newWalker(dir string) (*walker, error) {
	w := &walker{dir: dir, base: patterns(DefaultExcludes...)}
	if data, err := os.ReadFile(filepath.Join(dir, ".git", "info", "exclude")); err == nil {
		w.base = w.base.Push(ignore.Parse("", data))
	}
	data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(ConfigFile)))
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return nil, fmt.Errorf("index: read %s: %w", ConfigFile, err)
	default:
		var c Config
		if err := json.Unmarshal(data, &c); err != nil {
			return nil, fmt.Errorf("index: %s is not valid: %w; it takes {\"exclude\": [patterns], \"include\": [patterns]}", ConfigFile, err)
		}
		w.exclude, w.include = patterns(c.Exclude...), patterns(c.Include...)
	}
	return w, nil
}

// walk calls fn for every file to index, and every symlinked file it does
// not take (entry.excluded), one call at a time, in no particular order:
// folders are read on several goroutines. Symlinked
// directories are not entered; a symlinked file is taken when its target
// is a regular file inside the root, with the target's stat. Files and
// folders that vanish during the walk are skipped, and so are folders that
// cannot be read.
func (w *walker) walk(ctx context.Context, fn func(entry)) error {
	var (
		mu  sync.Mutex
		wg  sync.WaitGroup
		sem = make(chan struct{}, 2*runtime.NumCPU())
	)
	var visit func(rel string, m *ignore.Matcher)
	visit = func(rel string, m *ignore.Matcher) {
		defer wg.Done()
		if ctx.Err() != nil {
			return
		}
		sem <- struct{}{}
		files, dirs := w.readDir(rel, m)
		<-sem
		mu.Lock()
		for _, f := range files {
			fn(f)
		}
		mu.Unlock()
		for _, d := range dirs {
			wg.Add(1)
			go visit(d.rel, d.m)
		}
	}
	wg.Add(1)
	visit("", w.base)
	wg.Wait()
	return ctx.Err()
}

// subdir is a folder to walk, with the patterns that apply in it.
type subdir struct {
	rel string
	m   *ignore.Matcher
}

// readDir reads one folder: the files to index in it, with their stat,
// and the folders to walk.
func (w *walker) readDir(rel string, m *ignore.Matcher) (files []entry, dirs []subdir) {
	abs := w.dir
	if rel != "" {
		abs = filepath.Join(w.dir, filepath.FromSlash(rel))
	}
	if w.watch != nil {
		w.watch.add(rel, false)
	}
	entries, err := os.ReadDir(abs)
	if err != nil {
		return nil, nil // gone, or unreadable: nothing to index there
	}
	if rel != "" && hasEntry(entries, cacheTag) && !w.include.Match(rel, true) {
		return nil, nil // a build cache
	}
	m = w.pushIgnores(m, rel, func(name string) bool { return hasEntry(entries, name) })
	for _, e := range entries {
		p := e.Name()
		if rel != "" {
			p = rel + "/" + p
		}
		typ := e.Type()
		isDir := typ.IsDir()
		if w.skip(m, p, isDir) {
			continue
		}
		if isDir {
			dirs = append(dirs, subdir{p, m})
			continue
		}
		if !candidate(e.Name()) {
			continue
		}
		var fi fs.FileInfo
		link := typ&fs.ModeSymlink != 0
		switch {
		case typ.IsRegular():
			fi, err = e.Info()
		case link:
			fi, err = w.link(filepath.Join(abs, e.Name()))
		default:
			continue // devices, pipes, sockets
		}
		if err != nil || fi == nil || !fi.Mode().IsRegular() || !maybeScript(e.Name(), fi) {
			if link {
				files = append(files, entry{path: p, link: true, excluded: true})
			}
			continue
		}
		files = append(files, entry{path: p, size: fi.Size(), mtime: fi.ModTime().UnixNano(), link: link})
	}
	return files, dirs
}

// patterns returns a matcher of gitignore patterns relative to the root,
// nil when they hold none.
func patterns(ps ...string) *ignore.Matcher {
	l := &ignore.List{}
	for _, p := range ps {
		l.Add(p)
	}
	return (*ignore.Matcher)(nil).Push(l)
}

// pushIgnores returns m with the patterns of the folder rel's .gitignore
// and .ignore on top; has, when not nil, says which files the folder holds
// (a walk that has read the folder does not try to open the others).
func (w *walker) pushIgnores(m *ignore.Matcher, rel string, has func(name string) bool) *ignore.Matcher {
	for _, name := range []string{".gitignore", ".ignore"} {
		if has != nil && !has(name) {
			continue
		}
		if data, err := os.ReadFile(filepath.Join(w.dir, filepath.FromSlash(rel), name)); err == nil {
			m = m.Push(ignore.Parse(rel, data))
		}
	}
	return m
}

// skip reports whether the path is left out of the index.
func (w *walker) skip(m *ignore.Matcher, p string, isDir bool) bool {
	if w.include.Match(p, isDir) {
		return false
	}
	return m.Match(p, isDir) || w.exclude.Match(p, isDir)
}

// link returns the stat of a symlink's target when it is a regular file
// inside the root, and nil otherwise (outside, dangling, a loop, a folder).
func (w *walker) link(abs string) (fs.FileInfo, error) {
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return nil, err
	}
	if r, err := filepath.Rel(w.dir, real); err != nil || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator)) {
		return nil, nil
	}
	fi, err := os.Stat(real)
	if err != nil || !fi.Mode().IsRegular() {
		return nil, err
	}
	return fi, nil
}

// candidate reports whether a file of this name may be in a language locus
// parses: its name or extension says so, or it has no extension and may
// be a script with a "#!" line (decided when it is read).
func candidate(name string) bool {
	if syntax.ForPath(name, nil) != nil {
		return true
	}
	return path.Ext(name) == ""
}

// maybeScript reports false for an extensionless file no language claims
// by name that is not executable: such a file is a script only when it
// can be run.
func maybeScript(name string, fi fs.FileInfo) bool {
	return filepath.Ext(name) != "" || syntax.ForPath(name, nil) != nil || fi.Mode()&0o111 != 0
}

func hasEntry(entries []fs.DirEntry, name string) bool {
	for _, e := range entries {
		if e.Name() == name {
			return true
		}
	}
	return false
}

// stat returns the entry of the file at rel, and whether the walk would
// take it: no folder on the way or the file itself is left out.
func (w *walker) stat(rel string) (entry, bool) {
	m := w.base
	dir := ""
	parts := strings.Split(rel, "/")
	for i, part := range parts {
		m = w.pushIgnores(m, dir, nil)
		p := part
		if dir != "" {
			p = dir + "/" + part
		}
		last := i == len(parts)-1
		if w.skip(m, p, !last) {
			return entry{}, false
		}
		if !last {
			fi, err := os.Lstat(filepath.Join(w.dir, filepath.FromSlash(p)))
			if err != nil || !fi.IsDir() {
				return entry{}, false // gone, or a symlinked folder
			}
			if _, err := os.Lstat(filepath.Join(w.dir, filepath.FromSlash(p), cacheTag)); err == nil && !w.include.Match(p, true) {
				return entry{}, false // in a build cache
			}
		}
		dir = p
	}
	abs := filepath.Join(w.dir, filepath.FromSlash(rel))
	if !candidate(path.Base(rel)) {
		return entry{}, false
	}
	fi, err := os.Lstat(abs)
	if err != nil {
		return entry{}, false
	}
	link := fi.Mode()&fs.ModeSymlink != 0
	if link {
		if fi, err = w.link(abs); err != nil || fi == nil {
			return entry{path: rel, link: true, excluded: true}, false
		}
	}
	if !fi.Mode().IsRegular() || !maybeScript(path.Base(rel), fi) {
		return entry{path: rel, link: link, excluded: true}, false
	}
	return entry{path: rel, size: fi.Size(), mtime: fi.ModTime().UnixNano(), link: link}, true
}
