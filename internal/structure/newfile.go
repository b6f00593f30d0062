// This file defines what a file that a move creates holds around the
// moved structure: a Go file needs its package clause, which the structure
// never carries, and a JSON object's member an object, or the compiler
// or parser refuses the file.

package structure

import (
	"go/token"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/textedit"
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

// memberDocument places a JSON object's member in a file the move
// creates: inside an object of its own, indented one level as the source
// file indents its members, where alone it would be no JSON document (an
// element of an array is one as it is). ok is false for anything else.
func (d *doc) memberDocument(s *target.Structure, moved, destPath string) (ins insertion, ok bool) {
	if path.Ext(destPath) != ".json" || !s.List || s.ListAt < 0 || s.ListAt >= len(d.text) || d.text[s.ListAt] != '{' {
		return insertion{}, false
	}
	unit := "  "
	if kids := d.tree.Root.Children; len(kids) > 0 {
		if in := d.text.region(kids[0]).Indent; in != "" {
			unit = in
		}
	}
	indent := d.text.region(s).Indent
	lines := strings.Split(strings.TrimRight(strings.ReplaceAll(moved, "\r\n", "\n"), "\n"), "\n")
	var body strings.Builder
	for _, l := range lines {
		body.WriteString(unit + strings.TrimPrefix(l, indent) + "\n")
	}
	in := reindented{Text: body.String(), Lines: len(lines)}
	return insertion{textedit.Edit{New: "{\n" + in.Text + "}\n"}, 2, in}, true
}
