package main

// The corpus: the files locus parses from the Go standard library, the
// Python standard library, a JDK's src.zip and the TypeScript of a few npm
// packages, copied once into a folder outside the repository.

import (
	"archive/zip"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/ignore"
	"github.com/locus-dev/locus/internal/index"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/workspace"
)

// Manifest describes a corpus; it is written beside the corpus folder (DIR.json),
// not inside it, so that no tool measured reads it.
type Manifest struct {
	Created time.Time `json:"created"`
	Sources []Source  `json:"sources"`
	Files   int       `json:"files"`
	Bytes   int64     `json:"bytes"`
	// Dropped counts the files copied and then removed because the index
	// would not take them (not UTF-8, binary, too large), by reason.
	Dropped map[string]int `json:"dropped,omitempty"`
}

// Source is one part of the corpus, under its folder Dir of the corpus.
type Source struct {
	Dir     string `json:"dir"`
	From    string `json:"from"`
	Version string `json:"version,omitempty"`
	Files   int    `json:"files"`
	Bytes   int64  `json:"bytes"`
}

func corpusMain(args []string) error {
	fl := flag.NewFlagSet("corpus", flag.ExitOnError)
	out := fl.String("out", "", "the corpus `DIR` to make (kept when it exists with its DIR.json)")
	goDir := fl.String("go", "", "the Go standard library: `DIR` (GOROOT/src)")
	goVer := fl.String("go-version", "", "what to record as the Go sources' version")
	pyDir := fl.String("python", "", "the Python standard library `DIR`")
	pyVer := fl.String("python-version", "", "what to record as the Python sources' version")
	jdkZip := fl.String("jdk", "", "a JDK's src.zip `FILE`")
	jdkVer := fl.String("jdk-version", "", "what to record as the JDK's version")
	npmDir := fl.String("npm", "", "a `DIR` holding node_modules with the packages")
	pkgs := fl.String("packages", "", "the npm packages to take TypeScript from, comma-separated")
	force := fl.Bool("force", false, "make the corpus again even if it exists")
	fl.Parse(args)
	if *out == "" {
		return errors.New("-out is required")
	}
	dir, err := filepath.Abs(*out)
	if err != nil {
		return err
	}
	if !*force {
		if m, err := readManifest(dir); err == nil {
			fmt.Fprintf(os.Stderr, "corpus: reusing %s (%d files, %.0f MB, made %s)\n",
				dir, m.Files, float64(m.Bytes)/1e6, m.Created.Format(time.DateOnly))
			return nil
		}
	}
	tmp := fmt.Sprintf("%s.tmp-%d", dir, os.Getpid())
	if err := os.MkdirAll(tmp, 0o755); err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	c := &copier{dst: tmp}
	for _, p := range index.DefaultExcludes {
		c.excludes.Add(p)
	}
	c.match = c.match.Push(&c.excludes)

	m := Manifest{Created: time.Now().UTC(), Dropped: map[string]int{}}
	add := func(s Source, err error) error {
		if err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "corpus: %s: %d files copied from %s\n", s.Dir, s.Files, s.From)
		m.Sources = append(m.Sources, s)
		return nil
	}
	if *goDir != "" {
		if err := add(c.copyDir(*goDir, "go", *goVer)); err != nil {
			return err
		}
	}
	if *pyDir != "" {
		if err := add(c.copyDir(*pyDir, "python", *pyVer)); err != nil {
			return err
		}
	}
	if *jdkZip != "" {
		if err := add(c.copyZip(*jdkZip, "java", *jdkVer)); err != nil {
			return err
		}
	}
	if *pkgs != "" {
		for _, p := range strings.Split(*pkgs, ",") {
			if err := add(c.copyNpm(*npmDir, strings.TrimSpace(p))); err != nil {
				return err
			}
		}
	}
	if len(m.Sources) == 0 {
		return errors.New("no source given")
	}

	// keep only what the index takes, as it reads files
	root, err := workspace.Open(tmp)
	if err != nil {
		return err
	}
	for i := range m.Sources {
		m.Sources[i].Files, m.Sources[i].Bytes = 0, 0
	}
	err = filepath.WalkDir(tmp, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(tmp, p)
		rel = filepath.ToSlash(rel)
		f, err := root.ReadFile(rel)
		if err != nil {
			code := string(fault.CodeOf(err))
			if code == "" {
				code = "UNREADABLE"
			}
			m.Dropped[code]++
			return os.Remove(p)
		}
		if syntax.ForPath(rel, headLine(f.Text)) == nil {
			m.Dropped["no grammar"]++
			return os.Remove(p)
		}
		top := rel[:strings.IndexByte(rel, '/')]
		for i := range m.Sources {
			if m.Sources[i].Dir == top || strings.HasPrefix(rel, m.Sources[i].Dir+"/") {
				m.Sources[i].Files++
				m.Sources[i].Bytes += f.Size
				break
			}
		}
		m.Files++
		m.Bytes += f.Size
		return nil
	})
	if err != nil {
		return err
	}
	os.RemoveAll(dir)
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return err
	}
	if err := os.Rename(tmp, dir); err != nil {
		return err
	}
	data, _ := json.MarshalIndent(m, "", "  ")
	if err := os.WriteFile(dir+".json", append(data, '\n'), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "corpus: %s: %d files, %.0f MB (dropped: %v)\n", dir, m.Files, float64(m.Bytes)/1e6, m.Dropped)
	return nil
}

func readManifest(dir string) (*Manifest, error) {
	data, err := os.ReadFile(dir + ".json")
	if err != nil {
		return nil, err
	}
	var m Manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, err
	}
	if _, err := os.Stat(dir); err != nil {
		return nil, err
	}
	return &m, nil
}

// copier copies the files the index's walk would keep into dst.
type copier struct {
	dst      string
	excludes ignore.List
	match    *ignore.Matcher
}

// keep reports whether the corpus takes the file at rel (slash-separated,
// relative to the corpus): the index's default excludes, no hidden files
// or ignore files (rg and the index treat those differently), and a name
// that a grammar covers.
func (c *copier) keep(rel string) bool {
	name := path.Base(rel)
	if strings.HasPrefix(name, ".") || c.match.Match(rel, false) {
		return false
	}
	return syntax.ForPath(name, nil) != nil
}

// skipDir reports whether the walk leaves the folder at rel out.
func (c *copier) skipDir(rel string) bool {
	return strings.HasPrefix(path.Base(rel), ".") || c.match.Match(rel, true)
}

func (c *copier) write(rel string, r io.Reader, mtime time.Time) error {
	p := filepath.Join(c.dst, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	f, err := os.Create(p)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, r); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Chtimes(p, mtime, mtime)
}

// copyDir copies the kept files of the tree src into the corpus folder to.
func (c *copier) copyDir(src, to, version string) (Source, error) {
	s := Source{Dir: to, From: src, Version: version}
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil // unreadable: not in the corpus
		}
		rel, _ := filepath.Rel(src, p)
		if rel == "." {
			return nil
		}
		rel = to + "/" + filepath.ToSlash(rel)
		if d.IsDir() {
			if c.skipDir(rel) {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() || !c.keep(rel) {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return nil
		}
		f, err := os.Open(p)
		if err != nil {
			return nil
		}
		defer f.Close()
		s.Files++
		return c.write(rel, f, info.ModTime())
	})
	return s, err
}

// copyZip copies the kept files of a zip archive (a JDK's src.zip).
func (c *copier) copyZip(src, to, version string) (Source, error) {
	s := Source{Dir: to, From: src, Version: version}
	z, err := zip.OpenReader(src)
	if err != nil {
		return s, err
	}
	defer z.Close()
	for _, e := range z.File {
		if e.FileInfo().IsDir() || !e.Mode().IsRegular() {
			continue
		}
		name := path.Clean(strings.TrimPrefix(e.Name, "/"))
		if strings.HasPrefix(name, "../") {
			continue
		}
		rel := to + "/" + name
		skip := false
		for d := path.Dir(rel); d != "." && d != to; d = path.Dir(d) {
			if c.skipDir(d) {
				skip = true
			}
		}
		if skip || !c.keep(rel) {
			continue
		}
		r, err := e.Open()
		if err != nil {
			return s, err
		}
		err = c.write(rel, r, e.Modified)
		r.Close()
		if err != nil {
			return s, err
		}
		s.Files++
	}
	return s, nil
}

// copyNpm copies the TypeScript of an installed npm package: its src/
// folder when it ships one with .ts files, else its .d.ts files.
func (c *copier) copyNpm(npm, pkg string) (Source, error) {
	dir := filepath.Join(npm, "node_modules", filepath.FromSlash(pkg))
	var meta struct{ Version string }
	data, err := os.ReadFile(filepath.Join(dir, "package.json"))
	if err != nil {
		return Source{}, fmt.Errorf("npm package %s: %w", pkg, err)
	}
	json.Unmarshal(data, &meta)
	s := Source{Dir: "typescript/" + pkg, From: "npm " + pkg, Version: meta.Version}
	from, onlyDTS := filepath.Join(dir, "src"), false
	if !hasTS(from) {
		from, onlyDTS = dir, true
	}
	err = filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".") && p != from {
				return filepath.SkipDir
			}
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		rel = s.Dir + "/" + filepath.ToSlash(rel)
		if !d.Type().IsRegular() || !c.keep(rel) || !isTS(d.Name()) {
			return nil
		}
		if onlyDTS && !strings.HasSuffix(d.Name(), ".d.ts") {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return nil
		}
		f, err := os.Open(p)
		if err != nil {
			return nil
		}
		defer f.Close()
		s.Files++
		return c.write(rel, f, info.ModTime())
	})
	return s, err
}

func isTS(name string) bool {
	return strings.HasSuffix(name, ".ts") || strings.HasSuffix(name, ".tsx")
}

// hasTS reports whether dir holds a .ts file that is not a declaration file.
func hasTS(dir string) bool {
	found := errors.New("found")
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && isTS(d.Name()) && !strings.HasSuffix(d.Name(), ".d.ts") {
			return found
		}
		return err
	})
	return err == found
}

// headLine returns the first line of text, for "#!" detection.
func headLine(text []byte) []byte {
	for i, c := range text {
		if c == '\n' {
			return text[:i]
		}
	}
	return text
}

// treeFiles lists the regular files below dir, slash-separated, relative
// to it, in lexical order.
func treeFiles(dir string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Type().IsRegular() {
			rel, _ := filepath.Rel(dir, p)
			files = append(files, filepath.ToSlash(rel))
		}
		return nil
	})
	sort.Strings(files)
	return files, err
}

// linkTree makes dst a tree of hard links to the files of src listed
// (copies where links fail), so that a sample or a copy to edit costs no
// space and leaves src as it is: an edit replaces the link by rename.
func linkTree(src, dst string, files []string) error {
	if err := os.RemoveAll(dst); err != nil {
		return err
	}
	made := map[string]bool{}
	for _, rel := range files {
		from := filepath.Join(src, filepath.FromSlash(rel))
		to := filepath.Join(dst, filepath.FromSlash(rel))
		if d := filepath.Dir(to); !made[d] {
			if err := os.MkdirAll(d, 0o755); err != nil {
				return err
			}
			made[d] = true
		}
		if err := os.Link(from, to); err != nil {
			data, err := os.ReadFile(from)
			if err != nil {
				return err
			}
			if err := os.WriteFile(to, data, 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}
