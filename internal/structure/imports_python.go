// This file defines the Python side of the imports a move carries: the
// statement that binds a name as the source does, from the destination's
// folder, and where it goes in the destination.

package structure

import (
	"slices"
	"strings"

	"github.com/locus-dev/locus/internal/textedit"
	"github.com/locus-dev/locus/internal/xref"
)

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
