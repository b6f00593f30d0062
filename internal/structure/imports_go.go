// This file defines the Go side of the imports a move carries: where a
// spec goes in the destination, and which of the source's imports nothing
// left uses.

package structure

import (
	"path"
	"strings"

	"github.com/locus-dev/locus/internal/textedit"
	"github.com/locus-dev/locus/internal/xref"
)

// prunedImports returns the edits that delete from a Go source (text,
// and u its uses) the import lines that only the removed bytes
// [start, end) used.
func prunedImports(srcPath string, text []byte, u *uses, start, end int) []importEdit {
	if u == nil || path.Ext(srcPath) != ".go" {
		return nil
	}
	inside := namesUsed(u.occs, start, end, false)
	outside := namesUsed(u.occs, 0, start, false)
	for n := range namesUsed(u.occs, end, len(text), false) {
		outside[n] = true
	}
	var pruned []xref.Import
	for _, imp := range u.imports {
		if !bound(imp) || !inside[imp.Name] || outside[imp.Name] {
			continue
		}
		ls, le := lineBounds(text, imp.Line)
		line := strings.TrimSpace(string(text[ls:le]))
		if !strings.Contains(line, `"`+imp.Path+`"`) || strings.HasPrefix(line, "import (") || strings.Count(line, `"`) != 2 {
			continue // not a line of its own: left as it is
		}
		pruned = append(pruned, imp)
	}
	gone := map[int]bool{} // the lines of the pruned imports
	for _, imp := range pruned {
		gone[imp.Line] = true
	}
	var edits []importEdit
	for _, imp := range pruned {
		_, le := lineBounds(text, imp.Line)
		ls := lineStart(text, ownComment(text, imp.Line, gone))
		edits = append(edits, importEdit{edit: textedit.Edit{Start: ls, End: min(le+1, len(text))}, spec: goImportSpec(text, imp)})
	}
	return emptiedBlocks(text, edits)
}

// ownComment returns the first line of the comment lines directly above
// the import on line (line itself when they are not its own), which go
// with it when it is pruned (gone holds the lines of those pruned). A
// comment between two imports is the one below's; one that opens a run
// of imports (after a blank line, import ( or the package clause) heads
// the run, and goes only when every import of the run goes.
func ownComment(text []byte, line int, gone map[int]bool) int {
	trimmed := func(l int) string {
		ls, le := lineBounds(text, l)
		return strings.TrimSpace(string(text[ls:le]))
	}
	first := line
	for first > 1 && strings.HasPrefix(trimmed(first-1), "//") {
		first--
	}
	if first == line {
		return line
	}
	above := ""
	if first > 1 {
		above = trimmed(first - 1)
	}
	if above != "" && !strings.HasPrefix(above, "import (") && !packageLine.MatchString(above) {
		return first // below another import: the comment is this one's
	}
	lines := strings.Count(string(text), "\n") + 1
	for l := line + 1; l <= lines; l++ {
		t := trimmed(l)
		if t == "" || strings.HasPrefix(t, ")") {
			break
		}
		if !strings.HasPrefix(t, "//") && !gone[l] {
			return line // heads a run some import of which stays
		}
	}
	return first
}

// emptiedBlocks makes the removals of every spec line of an import block
// one removal of the block.
func emptiedBlocks(text []byte, edits []importEdit) []importEdit {
	s := string(text)
	for off := 0; len(edits) > 0; {
		i := strings.Index(s[off:], "import (")
		if i < 0 {
			break
		}
		open := off + i
		close := strings.Index(s[open:], "\n)")
		if close < 0 || (open > 0 && s[open-1] != '\n') {
			off = open + len("import (")
			continue
		}
		end := open + close + 2
		if end < len(s) && s[end] == '\n' {
			end++
		}
		off = end
		specs := 0
		for _, l := range strings.Split(s[open:end], "\n")[1:] {
			if l = strings.TrimSpace(l); l != "" && l != ")" && !strings.HasPrefix(l, "//") {
				specs++
			}
		}
		var in, out []importEdit
		for _, e := range edits {
			if e.edit.Start > open && e.edit.Start < end {
				in = append(in, e)
			} else {
				out = append(out, e)
			}
		}
		if len(in) == 0 || len(in) < specs {
			continue
		}
		block := importEdit{edit: textedit.Edit{Start: open, End: end}}
		for _, e := range in {
			block.specs = append(block.specs, e.spec)
		}
		edits = append(out, block)
	}
	return edits
}

// goImportSpec returns the spec of a Go import as the source writes it
// (`"os"`, `h "net/http"`), without a trailing comment.
func goImportSpec(text []byte, imp xref.Import) string {
	ls, le := lineBounds(text, imp.Line)
	line := strings.TrimSpace(string(text[ls:le]))
	if rest, ok := strings.CutPrefix(line, "import"); ok && (strings.HasPrefix(rest, " ") || strings.HasPrefix(rest, "\t") || strings.HasPrefix(rest, `"`)) {
		line = strings.TrimSpace(rest)
	}
	q := `"` + imp.Path + `"`
	if i := strings.Index(line, q); i >= 0 && !strings.HasPrefix(line, "(") {
		return strings.TrimSpace(line[:i+len(q)])
	}
	return q
}

// goImportEdit adds specs to a Go file: into its first import block,
// after its first run of single imports, or after its package clause.
func goImportEdit(text []byte, specs []string) textedit.Edit {
	block := "import " + specs[0] + "\n"
	if len(specs) > 1 {
		block = "import (\n\t" + strings.Join(specs, "\n\t") + "\n)\n"
	}
	s := string(text)
	pkgEnd, singles := -1, -1
	for off := 0; off < len(s); {
		end := len(s)
		if i := strings.IndexByte(s[off:], '\n'); i >= 0 {
			end = off + i + 1
		}
		line := strings.TrimRight(s[off:end], "\r\n")
		switch {
		case strings.HasPrefix(line, "import ("):
			if close := strings.Index(s[end:], "\n)"); close >= 0 || strings.HasPrefix(s[end:], ")") {
				at := end
				if close >= 0 {
					at = end + close + 1
				}
				return textedit.Edit{Start: at, End: at, New: "\t" + strings.Join(specs, "\n\t") + "\n"}
			}
		case strings.HasPrefix(line, "import "):
			singles = end
		case singles >= 0:
			return textedit.Edit{Start: singles, End: singles, New: block}
		case pkgEnd < 0 && packageLine.MatchString(line):
			pkgEnd = end
		}
		off = end
	}
	switch {
	case singles >= 0:
		return textedit.Edit{Start: singles, End: singles, New: block}
	case pkgEnd < 0:
		return textedit.Edit{Start: 0, End: 0, New: block + "\n"}
	case !strings.HasSuffix(s[:pkgEnd], "\n"):
		return textedit.Edit{Start: pkgEnd, End: pkgEnd, New: "\n\n" + block}
	}
	return textedit.Edit{Start: pkgEnd, End: pkgEnd, New: "\n" + block}
}
