// This file defines the imports a move carries: a Go or Python structure
// moved to another file brings along the imports its code uses that the
// destination lacks, and a Go source file gives up the imports nothing of
// it uses any more (the compiler refuses a file with an unused import).

package structure

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/textedit"
	"github.com/locus-dev/locus/internal/xref"
)

// uses is what a parse tells of a file's names: its imports and the
// identifier occurrences of its code.
type uses struct {
	imports []xref.Import
	occs    []xref.Occurrence
}

// usesOf parses text as the language of rel; ok is false for a language
// whose imports a move does not carry, or a text that does not parse.
func usesOf(rel string, text []byte) (u uses, ok bool) {
	switch path.Ext(rel) {
	case ".go", ".py", ".pyi":
	default:
		return uses{}, false
	}
	lang := syntax.ForPath(rel, nil)
	if lang == nil {
		return uses{}, false
	}
	err := lang.Parse(text, func(root syntax.Node) error {
		u.occs, u.imports = xref.Extract(lang, text, root)
		return nil
	})
	return u, err == nil
}

// bound reports whether an import binds a name a move can carry: not a
// wildcard, Go's blank or dot import, or cgo's "C".
func bound(imp xref.Import) bool {
	return imp.Name != "" && imp.Name != "_" && imp.Name != "." && imp.Symbol != "*" && imp.Path != "C"
}

// namesUsed returns the names the occurrences between start and end use
// as an import would bind them: the first part of a qualifier (os in
// os.path.join), and in Python a bare name (a from-import binds one).
func namesUsed(occs []xref.Occurrence, start, end int, python bool) map[string]bool {
	used := map[string]bool{}
	for _, o := range occs {
		if o.Start < start || o.Start >= end {
			continue
		}
		if q := o.Qualifier; q != "" {
			if i := strings.IndexAny(q, ".(["); i >= 0 {
				q = q[:i]
			}
			used[q] = true
		} else if python {
			used[o.Name] = true
		}
	}
	return used
}

// importEdit is an import added or removed: the edit, and the import as
// the result names it.
type importEdit struct {
	edit  textedit.Edit
	spec  string   // one import (a removal)
	specs []string // the imports an addition adds
}

// carriedImports returns the edit that adds to dest (whose text is to)
// the imports of src (whose text is from) that the moved bytes
// [start, end) use and dest does not have; ok is false when there are
// none or the languages carry none. A name the moved code uses that dest
// binds to another import is an error: carried, the code would use the
// other import.
func carriedImports(srcPath string, from []byte, start, end int, destPath string, to []byte) (ie importEdit, ok bool, err error) {
	if path.Ext(srcPath) != path.Ext(destPath) {
		return importEdit{}, false, nil
	}
	su, ok := usesOf(srcPath, from)
	if !ok {
		return importEdit{}, false, nil
	}
	du, ok := usesOf(destPath, to)
	if !ok {
		return importEdit{}, false, nil
	}
	python := path.Ext(srcPath) != ".go"
	used := namesUsed(su.occs, start, end, python)
	have := map[string]xref.Import{}
	modules := map[string]bool{} // the modules dest imports whole
	for _, imp := range du.imports {
		if _, dup := have[imp.Name]; !dup {
			have[imp.Name] = imp
		}
		if imp.Symbol == "" {
			modules[imp.Path] = true
		}
	}
	startLine, endLine := lineOf(from, start), lineOf(from, end)
	var needed []xref.Import
	for _, imp := range su.imports {
		if bound(imp) && used[imp.Name] && (imp.Line < startLine || imp.Line > endLine) {
			needed = append(needed, imp)
		}
	}
	if python {
		needed = submodulesUsed(needed, su.occs, start, end)
		for i := range needed {
			needed[i].Path = relocated(needed[i].Path, path.Dir(srcPath), path.Dir(destPath))
		}
	}
	var lines []string
	for _, imp := range needed {
		if d, dup := have[imp.Name]; dup {
			if !sameBinding(d, imp) {
				return importEdit{}, false, fault.New(fault.InvalidArgument,
					"the moved code uses %s, which %s binds to %s and %s to %s; rename one of the two imports first, or move the code to another file",
					imp.Name, destPath, importText(d), srcPath, importText(imp))
			}
			if !python || imp.Symbol != "" || modules[imp.Path] {
				continue
			}
		}
		have[imp.Name] = imp
		modules[imp.Path] = true
		if python {
			lines = append(lines, pythonImport(imp))
		} else {
			lines = append(lines, goImportSpec(from, imp))
		}
	}
	if len(lines) == 0 {
		return importEdit{}, false, nil
	}
	if python {
		return importEdit{edit: pythonImportEdit(to, du.imports, lines), specs: lines}, true, nil
	}
	return importEdit{edit: goImportEdit(to, lines), specs: lines}, true, nil
}

// submodulesUsed keeps, of Python's imports of a dotted module that bind
// its first name (import email.charset, import email.errors: email), those
// whose module the code in [start, end) names (email.errors.HeaderDefect),
// or the first of them when it names none; the other imports it keeps all.
func submodulesUsed(imps []xref.Import, occs []xref.Occurrence, start, end int) []xref.Import {
	dotted := func(imp xref.Import) bool {
		first, _, ok := strings.Cut(imp.Path, ".")
		return ok && imp.Symbol == "" && imp.Name == first
	}
	named := func(imp xref.Import) bool {
		for _, o := range occs {
			if o.Start >= start && o.Start < end && (o.Qualifier == imp.Path || strings.HasPrefix(o.Qualifier, imp.Path+".")) {
				return true
			}
		}
		return false
	}
	found := map[string]bool{} // the names some import of theirs is named by the code
	for _, imp := range imps {
		if !dotted(imp) || named(imp) {
			found[imp.Name] = true
		}
	}
	var out []xref.Import
	for _, imp := range imps {
		switch {
		case !dotted(imp), named(imp):
		case !found[imp.Name]:
			found[imp.Name] = true // the first, when the code names none
		default:
			continue
		}
		out = append(out, imp)
	}
	return out
}

// relocated returns a Python module path as a file in the folder to names
// the module that a file in the folder from names by it: a relative path
// (.encoder, ..) counts its dots again from to, or, when the two folders
// share no folder, a package at the workspace's top, becomes absolute
// (json.encoder). Other paths, and ones that climb above the workspace,
// are returned as they are.
func relocated(mod, from, to string) string {
	dots := len(mod) - len(strings.TrimLeft(mod, "."))
	if dots == 0 || from == to {
		return mod
	}
	segs := func(p string) []string {
		if p == "." || p == "" {
			return nil
		}
		return strings.Split(p, "/")
	}
	base := segs(from)
	if dots-1 > len(base) {
		return mod
	}
	target := slices.Clone(base[:len(base)-(dots-1)])
	if rest := mod[dots:]; rest != "" {
		target = append(target, strings.Split(rest, ".")...)
	}
	dest := segs(to)
	common := 0
	for common < len(dest) && common < len(target) && dest[common] == target[common] {
		common++
	}
	if common == 0 {
		return strings.Join(target, ".")
	}
	return strings.Repeat(".", len(dest)-common+1) + strings.Join(target[common:], ".")
}

// sameBinding reports whether two imports that bind one name bind it to
// the same thing: one package or module, or one member of it. Python's
// import a.b and import a.c both bind the package a.
func sameBinding(d, s xref.Import) bool {
	if d.Path == s.Path && d.Symbol == s.Symbol {
		return true
	}
	top := func(imp xref.Import) bool {
		first, _, _ := strings.Cut(imp.Path, ".")
		return imp.Symbol == "" && imp.Name == first
	}
	return top(d) && top(s)
}

// importText names an import in an error: its path, and its member.
func importText(imp xref.Import) string {
	if imp.Symbol != "" {
		return fmt.Sprintf("%s of %q", imp.Symbol, imp.Path)
	}
	return fmt.Sprintf("%q", imp.Path)
}

// prunedImports returns the edits that delete from a Go source (text)
// the import lines that only the removed bytes [start, end) used.
func prunedImports(srcPath string, text []byte, start, end int) []importEdit {
	if path.Ext(srcPath) != ".go" {
		return nil
	}
	u, ok := usesOf(srcPath, text)
	if !ok {
		return nil
	}
	inside := namesUsed(u.occs, start, end, false)
	outside := namesUsed(u.occs, 0, start, false)
	for n := range namesUsed(u.occs, end, len(text), false) {
		outside[n] = true
	}
	var edits []importEdit
	for _, imp := range u.imports {
		if !bound(imp) || !inside[imp.Name] || outside[imp.Name] {
			continue
		}
		ls, le := lineBounds(text, imp.Line)
		line := strings.TrimSpace(string(text[ls:le]))
		if !strings.Contains(line, `"`+imp.Path+`"`) || strings.HasPrefix(line, "import (") || strings.Count(line, `"`) != 2 {
			continue // not a line of its own: left as it is
		}
		edits = append(edits, importEdit{edit: textedit.Edit{Start: ls, End: min(le+1, len(text))}, spec: goImportSpec(text, imp)})
	}
	return emptiedBlocks(text, edits)
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

// pythonImport returns the statement that binds imp as the source does.
func pythonImport(imp xref.Import) string {
	if imp.Symbol != "" {
		s := "from " + imp.Path + " import " + imp.Symbol
		if imp.Name != imp.Symbol {
			s += " as " + imp.Name
		}
		return s
	}
	s := "import " + imp.Path
	if first, _, _ := strings.Cut(imp.Path, "."); imp.Name != first {
		s += " as " + imp.Name
	}
	return s
}

// pythonImportEdit adds statements to a Python file after its last
// top-level import, or at its start, after a docstring and `from
// __future__` imports.
func pythonImportEdit(text []byte, imports []xref.Import, stmts []string) textedit.Edit {
	last := 0
	for _, imp := range imports {
		if line := topLevelImport(text, imp.Line); line > 0 {
			last = max(last, line)
		}
	}
	add := strings.Join(stmts, "\n") + "\n"
	if last > 0 {
		_, le := statementEnd(text, last)
		return textedit.Edit{Start: le, End: le, New: add}
	}
	at := moduleHeadEnd(text)
	if at < len(text) && text[at] != '\n' {
		add += "\n"
	}
	if at > 0 && !strings.HasSuffix(string(text[:at]), "\n\n") {
		add = "\n" + add
	}
	return textedit.Edit{Start: at, End: at, New: add}
}

// topLevelImport returns the line of the top-level import statement that
// holds line (a name of from m import (\n    a,\n) is on a line of its
// own), or 0 when the import is inside a block.
func topLevelImport(text []byte, line int) int {
	for l := line; l > 0; l-- {
		ls, le := lineBounds(text, l)
		if ls == le || text[ls] == ' ' || text[ls] == '\t' || text[ls] == ')' {
			continue
		}
		if s := string(text[ls:le]); strings.HasPrefix(s, "import ") || strings.HasPrefix(s, "from ") {
			if _, end := statementEnd(text, l); end > lineStart(text, line) {
				return l
			}
		}
		return 0
	}
	return 0
}

// lineStart returns the offset where a 1-based line starts.
func lineStart(text []byte, line int) int {
	start, _ := lineBounds(text, line)
	return start
}

// moduleHeadEnd returns the offset past a Python file's leading comments
// and docstring: where its first import goes.
func moduleHeadEnd(text []byte) int {
	s := string(text)
	off, head, doc := 0, 0, false
	for off < len(s) {
		end := len(s)
		if i := strings.IndexByte(s[off:], '\n'); i >= 0 {
			end = off + i + 1
		}
		line := strings.TrimSpace(s[off:end])
		body := strings.TrimLeft(line, "rRuUbB")
		switch {
		case line == "":
		case strings.HasPrefix(line, "#"):
			head = end
		case strings.HasPrefix(line, "from __future__ "):
			_, end = statementEnd(text, strings.Count(s[:off], "\n")+1)
			head = end
		case !doc && (strings.HasPrefix(body, `"""`) || strings.HasPrefix(body, "'''")):
			doc = true
			quote := body[:3]
			if !strings.Contains(body[3:], quote) {
				close := strings.Index(s[end:], quote)
				if close < 0 {
					return len(s)
				}
				end += close + 3
				if i := strings.IndexByte(s[end:], '\n'); i >= 0 {
					end += i + 1
				} else {
					end = len(s)
				}
			}
			head = end
		default:
			return head
		}
		off = end
	}
	return head
}

// statementEnd returns the bounds of the lines of the statement that
// starts on line (1-based), a parenthesised import running on to its ")":
// end is past the last line's newline.
func statementEnd(text []byte, line int) (start, end int) {
	start, _ = lineBounds(text, line)
	depth := 0
	for i := start; i < len(text); i++ {
		switch text[i] {
		case '(':
			depth++
		case ')':
			depth--
		case '\n':
			if depth <= 0 {
				return start, i + 1
			}
		}
	}
	return start, len(text)
}

// lineBounds returns the offsets of the start and the end (its newline,
// or the text's end) of a 1-based line.
func lineBounds(text []byte, line int) (start, end int) {
	for l := 1; l < line && start < len(text); l++ {
		i := strings.IndexByte(string(text[start:]), '\n')
		if i < 0 {
			return len(text), len(text)
		}
		start += i + 1
	}
	end = start
	for end < len(text) && text[end] != '\n' {
		end++
	}
	return start, end
}
