// This file defines what a file that a move creates holds before the moved
// structure: a Go file needs its package clause, which the structure
// never carries, or the compiler refuses the file.

package structure

import (
	"go/token"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// packageLine finds a Go file's package clause and its name.
var packageLine = regexp.MustCompile(`(?m)^package[ \t]+([\p{L}_][\p{L}\p{N}_]*)`)

// maxPackageFiles bounds how many Go files of a folder are read for its
// package name.
const maxPackageFiles = 20

// newFileHeader is the text a move puts in a file it creates, before the
// structure: for a Go file, its line "package NAME", NAME being
// the package of the Go files already in its folder (test files for a
// test file, others for others, when both are there), else the source's
// package when the source is in that folder or no folder name serves,
// else the folder's name. Other languages need no header.
func (e *Editor) newFileHeader(src, dest *doc) string {
	if path.Ext(dest.path) != ".go" {
		return ""
	}
	name := e.folderPackage(dest.path)
	if name == "" && path.Dir(src.path) != path.Dir(dest.path) {
		name = identifier(path.Base(path.Dir(dest.path)))
	}
	if name == "" {
		if m := packageLine.FindSubmatch(src.text); m != nil {
			name = string(m[1])
		}
	}
	if name == "" {
		return ""
	}
	return "package " + name + "\n"
}

// folderPackage is the package name of the Go files in the folder of rel,
// preferring those that are test files when rel is one and those that are
// not when it is not; "" when the folder has none.
func (e *Editor) folderPackage(rel string) string {
	dir := path.Dir(rel)
	entries, err := os.ReadDir(filepath.Join(e.Root.Dir(), filepath.FromSlash(dir)))
	if err != nil {
		return ""
	}
	test := strings.HasSuffix(rel, "_test.go")
	var alike, other []string
	for _, en := range entries {
		n := en.Name()
		if en.IsDir() || !strings.HasSuffix(n, ".go") || n == path.Base(rel) {
			continue
		}
		if strings.HasSuffix(n, "_test.go") == test {
			alike = append(alike, n)
		} else {
			other = append(other, n)
		}
	}
	sort.Strings(alike)
	sort.Strings(other)
	for i, n := range append(alike, other...) {
		if i == maxPackageFiles {
			break
		}
		f, err := e.Root.ReadFile(path.Join(dir, n))
		if err != nil {
			continue
		}
		if m := packageLine.FindSubmatch(f.Text); m != nil {
			return string(m[1])
		}
	}
	return ""
}

// identifier makes a folder's name a Go package name: "-" and "." become
// "_"; "" when that is no identifier (a keyword, a leading digit).
func identifier(folder string) string {
	s := strings.NewReplacer("-", "_", ".", "_").Replace(folder)
	if !token.IsIdentifier(s) {
		return ""
	}
	return s
}
