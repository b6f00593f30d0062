// This file defines defaultExports: the names a JavaScript or TypeScript
// module exports as a whole, which its default imports and
// const x = require('./m') bind; and ownExports, which finds what its
// export statements export apart from the definitions.

package index

import (
	"bytes"
	"slices"
	"sort"
	"strings"

	"github.com/locus-dev/locus/internal/outline"
	"github.com/locus-dev/locus/internal/xref"
)

// moduleExports is what the index sees of how a JavaScript or
// TypeScript module exports: defaultExports' names, those of them that are
// the module itself (export =, module.exports =), and whether it exports
// by ES module statements.
type moduleExports struct {
	defaults, whole []string
	esm             bool
}

// defaultExports returns the names of what the module file exports as a
// whole, as far as the index sees it: a top-level declaration written
// export default function f, export = or module.exports = function f (its
// name; "exports" for module.exports = { ... } or an arrow function, no
// symbol of the workspace), the name an export statement of its own makes
// the default or the module (export default f, export { f as default },
// export = f; "" for another expression), and the name assigned alone on
// a module.exports = f line. known is false when the file writes none of
// these: the default is then any name.
func (c *moduleCache) defaultExports(st *store, file int64) (names []string, known bool) {
	e := c.exportsOf(st, file)
	return e.defaults, e.defaults != nil
}

// exportsModule reports whether d is what its module exports as the
// module itself (export = d, module.exports = d), which import * as m
// binds; not when the index does not see it.
func (r *resolver) exportsModule(d Symbol) bool {
	return slices.Contains(r.mods.exportsOf(r.st, d.file).whole, d.Name)
}

// exportsOf reads how a module exports, remembered by file for the query.
func (c *moduleCache) exportsOf(st *store, file int64) *moduleExports {
	if v, ok := c.exports[file]; ok {
		return v
	}
	v := c.exportsOnce(st, file)
	if c.exports == nil {
		c.exports = map[int64]*moduleExports{}
	}
	c.exports[file] = v
	return v
}

func (c *moduleCache) exportsOnce(st *store, file int64) *moduleExports {
	var e moduleExports
	fc, err := st.loadFile(c.ctx, file)
	if err != nil || fc == nil {
		return &e
	}
	if len(fc.syms) > 0 {
		// the file's symbols have consecutive ids (files.first_symbol)
		first, last := fc.syms[0].id, fc.syms[0].id
		for _, s := range fc.syms {
			first, last = min(first, s.id), max(last, s.id)
		}
		rows, err := st.db.QueryContext(c.ctx, `SELECT name, signature FROM symbols WHERE id BETWEEN ? AND ? AND parent IS NULL
			AND (signature LIKE 'export %' OR signature LIKE 'module.exports =%')`, first, last)
		if err != nil {
			return &e
		}
		for rows.Next() {
			var n, sig string
			if rows.Scan(&n, &sig) != nil {
				rows.Close()
				return &moduleExports{esm: true} // unread: the default is any name, not a partial list
			}
			whole := strings.HasPrefix(sig, "export =") || strings.HasPrefix(sig, "module.exports =")
			e.esm = e.esm || !strings.HasPrefix(sig, "module.exports")
			if whole || strings.HasPrefix(sig, "export default ") {
				e.defaults = append(e.defaults, n)
			}
			if whole {
				e.whole = append(e.whole, n)
			}
		}
		rows.Close()
		if rows.Err() != nil {
			return &moduleExports{esm: true}
		}
	}
	e.esm = e.esm || len(fc.exports) > 0 || fc.lang != "javascript"
	e.defaults = append(e.defaults, fc.defaults...)
	for _, x := range fc.exports {
		if x.As == "=" {
			e.whole = append(e.whole, x.Local)
		}
	}
	for _, imp := range fc.imports {
		e.esm = e.esm || imp.Symbol == "*" && imp.Name == "" && imp.Path != "" // export * from
	}
	exports, module := fc.nameID("exports"), fc.nameID("module")
	if exports < 0 || module < 0 {
		return &e
	}
	occs, err := fc.occurrencesOf(0)
	if err != nil {
		return &e
	}
	for i, o := range occs {
		if o.name != exports || o.qual != module || o.role != xref.Write {
			continue
		}
		// module.exports = f: one bare name after it on the line, and no
		// symbol starts there (an object, a function)
		if i+1 < len(occs) && occs[i+1].line == o.line && occs[i+1].qual == 0 && occs[i+1].role == xref.Ref &&
			(i+2 == len(occs) || occs[i+2].line != o.line) && !startsSymbol(fc, o.line) {
			e.defaults = append(e.defaults, fc.names[occs[i+1].name])
			e.whole = append(e.whole, fc.names[occs[i+1].name])
		} else if i >= 2 && occs[i-2].line == o.line && occs[i-2].role == xref.Decl && occs[i-2].qual == 0 && occs[i-1].name == module {
			// var res = module.exports = {}: the object res is the module,
			// whose properties (res.send = function ...) its importers call
			e.defaults = append(e.defaults, fc.names[occs[i-2].name])
			e.whole = append(e.whole, fc.names[occs[i-2].name])
		} else if !startsSymbol(fc, o.line) {
			e.defaults = append(e.defaults, "") // something else: a call, a member
		}
	}
	return &e
}

// startsSymbol reports whether a top-level symbol of fc starts on line.
func startsSymbol(fc *fileCtx, line int) bool {
	for _, s := range fc.top {
		if s.start == line || s.selLine == line {
			return true
		}
	}
	return false
}

// exportsWhole reports whether d is what its module exports as a whole,
// or may be: the index sees no such export of its module.
func (r *resolver) exportsWhole(d Symbol) bool {
	if !isJS(d.Language) {
		return true
	}
	names, known := r.mods.defaultExports(r.st, d.file)
	if !known {
		return true
	}
	for _, n := range names {
		if n == d.Name {
			return true
		}
	}
	return false
}

// ownExports returns what the export statements of a JavaScript or
// TypeScript file export apart from the definitions, as rows of the
// imports table with no path: Symbol the name exported ("default" for the
// default export, "=" for TypeScript's export =, which is the module as a
// whole) and Name the file's name it exports (the local name), or "" for
// something else (an object, a call, an anonymous class after export
// default or export =). They are export default f and
// export { f as default } (a name of the file: one taken from another
// module has the role Imported), export = f, export { f, g as h }, and the
// names an export ... from passes on (export { x as y } from './m' is
// also the import of x as y: the row exports y). Module resolution skips
// such rows; loading a file takes them out of its imports
// (fileCtx.exports). occs are the file's occurrences in source order; the
// names are copies, not slices of the file's text.
func ownExports(lang string, exports []outline.Entry, occs []xref.Occurrence, imports []xref.Import, text []byte) []xref.Import {
	if !isJS(lang) || !bytes.Contains(text, []byte("export")) {
		return nil
	}
	var out []xref.Import
	clauses := exportClauses(text)
	inClause := func(at int) bool {
		for len(clauses) > 0 && clauses[0][1] < at {
			clauses = clauses[1:]
		}
		return len(clauses) > 0 && clauses[0][0] < at
	}
	for _, o := range occs {
		if o.Role != xref.Ref || o.Qualifier != "" {
			continue
		}
		switch {
		case exportedDefault(text, o) || asDefault(text[o.Start+len(o.Name):]):
			out = append(out, xref.Import{Symbol: "default", Name: strings.Clone(o.Name), Line: o.Line})
		case exportAssigned(text, o):
			out = append(out, xref.Import{Symbol: "=", Name: strings.Clone(o.Name), Line: o.Line})
		case inClause(o.Start):
			as := strings.Clone(o.Name)
			if alias, ok := exportAlias(text[o.Start+len(o.Name):]); ok {
				as = alias
			}
			out = append(out, xref.Import{Symbol: as, Name: strings.Clone(o.Name), Line: o.Line})
		}
	}
	named := len(out)
	for _, e := range exports {
		first, last := e.Range.Start().Int(), e.Range.End().Int()
		symbol := "default"
		switch e.Kind {
		case "default-export":
		case "export-assignment":
			symbol = "="
		default:
			continue
		}
		if slices.ContainsFunc(out[:named], func(imp xref.Import) bool {
			return imp.Symbol == symbol && first <= imp.Line && imp.Line <= last
		}) {
			continue
		}
		out = append(out, xref.Import{Symbol: symbol, Line: first})
	}
	for _, imp := range imports {
		if imp.Export && imp.Name != "" {
			out = append(out, xref.Import{Symbol: imp.Name, Name: imp.Name, Line: imp.Line})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Line < out[j].Line })
	return out
}

// isJS reports whether lang is JavaScript, TypeScript or TSX, whose
// modules export by statements.
func isJS(lang string) bool {
	switch lang {
	case "javascript", "typescript", "tsx":
		return true
	}
	return false
}

// exportAssigned reports whether o is the whole of a TypeScript
// export = statement: export = f, not export = f.g or export = f().
func exportAssigned(text []byte, o xref.Occurrence) bool {
	rest, ok := bytes.CutSuffix(bytes.TrimRight(text[:o.Start], " \t\r\n"), []byte("="))
	if !ok {
		return false
	}
	head, ok := bytes.CutSuffix(bytes.TrimRight(rest, " \t\r\n"), []byte("export"))
	if !ok || len(head) > 0 && (isIdentByte(head[len(head)-1]) || head[len(head)-1] == '.') {
		return false
	}
	return statementEnds(text[o.Start+len(o.Name):])
}

// statementEnds reports whether the text after a name ends its statement.
func statementEnds(after []byte) bool {
	after = bytes.TrimLeft(after, " \t")
	return len(after) == 0 || after[0] == ';' || after[0] == '\n' || after[0] == '\r' || bytes.HasPrefix(after, []byte("//")) || bytes.HasPrefix(after, []byte("/*"))
}

// exportClauses returns the byte spans of the export clauses of text,
// export { a, b as c } (or export type { T }), each from its "{" to its
// "}", in order.
func exportClauses(text []byte) [][2]int {
	var out [][2]int
	for i := 0; ; {
		j := bytes.Index(text[i:], []byte("export"))
		if j < 0 {
			return out
		}
		at := i + j
		i = at + len("export")
		if at > 0 && (isIdentByte(text[at-1]) || text[at-1] == '.') {
			continue
		}
		rest := bytes.TrimLeft(text[i:], " \t\r\n")
		if r, ok := bytes.CutPrefix(rest, []byte("type")); ok && len(r) > 0 && !isIdentByte(r[0]) {
			rest = bytes.TrimLeft(r, " \t\r\n")
		}
		if len(rest) == 0 || rest[0] != '{' {
			continue
		}
		open := len(text) - len(rest)
		end := bytes.IndexByte(text[open:], '}')
		if end < 0 {
			return out
		}
		out = append(out, [2]int{open, open + end})
		i = open + end
	}
}

// exportAlias is the name after "as" in the text after an export
// clause's item (f as g: g); false when no alias follows, or a string
// does.
func exportAlias(rest []byte) (string, bool) {
	const space = " \t\r\n"
	s, ok := bytes.CutPrefix(bytes.TrimLeft(rest, space), []byte("as"))
	if !ok || len(s) == 0 || bytes.IndexByte([]byte(space), s[0]) < 0 {
		return "", false
	}
	s = bytes.TrimLeft(s, space)
	n := 0
	for n < len(s) && isIdentByte(s[n]) {
		n++
	}
	return string(s[:n]), n > 0
}

// exportedDefault reports whether o is the whole of an export default
// statement: export default before it, and after it the statement ends
// (export default f, not export default { f } or export default f.g).
func exportedDefault(text []byte, o xref.Occurrence) bool {
	// back from the name, not forward from the line's start: a minified
	// file's line is the whole file
	rest, ok := bytes.CutSuffix(bytes.TrimRight(text[:o.Start], " \t"), []byte("default"))
	if !ok {
		return false
	}
	trimmed := bytes.TrimRight(rest, " \t\r\n")
	head, ok := bytes.CutSuffix(trimmed, []byte("export"))
	if !ok || len(trimmed) == len(rest) || len(head) > 0 && (isIdentByte(head[len(head)-1]) || head[len(head)-1] == '.') {
		return false
	}
	return statementEnds(text[o.Start+len(o.Name):])
}

// asDefault reports whether rest, the text after a name, goes on with
// "as default" (an export clause: an import clause writes default as x).
func asDefault(rest []byte) bool {
	const space = " \t\r\n"
	s, ok := bytes.CutPrefix(bytes.TrimLeft(rest, space), []byte("as"))
	if !ok || len(s) == 0 || bytes.IndexByte([]byte(space), s[0]) < 0 {
		return false
	}
	s, ok = bytes.CutPrefix(bytes.TrimLeft(s, space), []byte("default"))
	return ok && (len(s) == 0 || !isIdentByte(s[0]))
}

// isIdentByte reports whether c may continue an identifier of
// JavaScript or Java (ASCII letters, digits, _ and $; any byte of a
// multi-byte character).
func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || c >= 0x80 || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}
