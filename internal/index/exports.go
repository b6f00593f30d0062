// This file defines defaultExports: the names a JavaScript or TypeScript
// module exports as a whole, which its default imports and
// const x = require('./m') bind.

package index

import "github.com/locus-dev/locus/internal/xref"

// defaultExports returns the names of what the module file exports as a
// whole, as far as the index sees it: a top-level declaration written
// export default function f, export = or module.exports = function f (its
// name; "exports" for module.exports = { ... } or an arrow function, no
// symbol of the workspace), and the name assigned alone on a
// module.exports = f line. known is false when the file writes none of
// these (export default f is a statement the index keeps no trace of):
// the default is then any name. Remembered by file for the query.
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
