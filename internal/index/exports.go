// This file defines defaultExports: the names a JavaScript or TypeScript
// module exports as a whole, which its default imports and
// const x = require('./m') bind; and ownDefaults, which finds those its
// export statements write apart from the definition.

package index

import (
	"bytes"
	"slices"
	"sort"
	"strings"

	"github.com/locus-dev/locus/internal/outline"
	"github.com/locus-dev/locus/internal/xref"
)

// defaultExports returns the names of what the module file exports as a
// whole, as far as the index sees it: a top-level declaration written
// export default function f, export = or module.exports = function f (its
// name; "exports" for module.exports = { ... } or an arrow function, no
// symbol of the workspace), the name an export statement of its own makes
// the default (export default f, export { f as default }; "" for another
// expression), and the name assigned alone on a module.exports = f line.
// known is false when the file writes none of these: the default is then
// any name. Remembered by file for the query.
func (c *moduleCache) defaultExports(st *store, file int64) (names []string, known bool) {
	if v, ok := c.defaults[file]; ok {
		return v, v != nil
	}
	names = c.defaultExportsOnce(st, file)
	if c.defaults == nil {
		c.defaults = map[int64][]string{}
	}
	c.defaults[file] = names
	return names, names != nil
}

func (c *moduleCache) defaultExportsOnce(st *store, file int64) []string {
	var names []string
	rows, err := st.db.QueryContext(c.ctx, `SELECT name FROM symbols WHERE file = ? AND parent IS NULL
		AND (signature LIKE 'export default %' OR signature LIKE 'export =%' OR signature LIKE 'module.exports =%')`, file)
	if err != nil {
		return nil
	}
	for rows.Next() {
		var n string
		if rows.Scan(&n) != nil {
			rows.Close()
			return nil // unread: the default is any name, not a partial list
		}
		names = append(names, n)
	}
	rows.Close()
	if rows.Err() != nil {
		return nil
	}
	fc, err := st.loadFile(c.ctx, file)
	if err != nil || fc == nil {
		return names
	}
	names = append(names, fc.defaults...)
	exports, module := fc.nameID("exports"), fc.nameID("module")
	if exports < 0 || module < 0 {
		return names
	}
	occs, err := fc.occurrencesOf(0)
	if err != nil {
		return names
	}
	for i, o := range occs {
		if o.name != exports || o.qual != module || o.role != xref.Write {
			continue
		}
		// module.exports = f: one bare name after it on the line, and no
		// symbol starts there (an object, a function)
		if i+1 < len(occs) && occs[i+1].line == o.line && occs[i+1].qual == 0 && occs[i+1].role == xref.Ref &&
			(i+2 == len(occs) || occs[i+2].line != o.line) && !startsSymbol(fc, o.line) {
			names = append(names, fc.names[occs[i+1].name])
		} else if !startsSymbol(fc, o.line) {
			names = append(names, "") // something else: a call, a member
		}
	}
	return names
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
	switch d.Language {
	case "javascript", "typescript", "tsx":
	default:
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

// ownDefaults returns what the export statements of a JavaScript or
// TypeScript file make the module's default export, apart from the
// definition, as rows of the imports table with no path: Symbol "default"
// and Name the file's name exported, for export default f and
// export { f as default } (a name of the file: one taken from another
// module has the role Imported), or "" for another export default
// statement the outline found (an object, a call, an anonymous class).
// Module resolution skips such rows; loading a file takes them out of its
// imports (fileCtx.defaults). occs are the file's occurrences in source
// order; the names are copies, not slices of the file's text.
func ownDefaults(lang string, exports []outline.Entry, occs []xref.Occurrence, text []byte) []xref.Import {
	switch lang {
	case "javascript", "typescript", "tsx":
	default:
		return nil
	}
	if !bytes.Contains(text, []byte("default")) {
		return nil
	}
	var out []xref.Import
	for _, o := range occs {
		if o.Role == xref.Ref && o.Qualifier == "" && (exportedDefault(text, o) || asDefault(text[o.Start+len(o.Name):])) {
			out = append(out, xref.Import{Symbol: "default", Name: strings.Clone(o.Name), Line: o.Line})
		}
	}
	named := len(out)
	for _, e := range exports {
		first, last := e.Range.Start().Int(), e.Range.End().Int()
		if e.Kind != "default-export" || slices.ContainsFunc(out[:named], func(imp xref.Import) bool { return first <= imp.Line && imp.Line <= last }) {
			continue
		}
		out = append(out, xref.Import{Symbol: "default", Line: first})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Line < out[j].Line })
	return out
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
	after := bytes.TrimLeft(text[o.Start+len(o.Name):], " \t")
	return len(after) == 0 || after[0] == ';' || after[0] == '\n' || after[0] == '\r' || bytes.HasPrefix(after, []byte("//")) || bytes.HasPrefix(after, []byte("/*"))
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

// isIdentByte reports whether c may continue a JavaScript identifier
// (ASCII letters, digits, _ and $; any byte of a multi-byte character).
func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || c >= 0x80 || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}
