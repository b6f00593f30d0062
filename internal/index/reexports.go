// This file defines how an import of a JavaScript or TypeScript module
// reaches a definition of another module: through the export statements
// of the modules on the way, which pass names on (export { x } from './x',
// export * from './x', import x from './x' and export default x).

package index

import (
	"path"

	"github.com/locus-dev/locus/internal/xref"
)

// moduleGives reports whether the JavaScript or TypeScript module that
// the import path p names from the file from gives d under the name as:
// d's name (a named import, or a member of the module), "default" (a
// default import; also const x = require(p) and import x = require(p),
// which the index does not tell from it) or "=" (import * as x: the
// module itself). d's own module gives d under its name, and as "default"
// or "=" when it exports d as a whole (exportsWhole, exportsModule);
// another module gives d when its export statements pass it on under
// that name from a module that gives it (passesOn), through at most depth
// modules.
func (r *resolver) moduleGives(p string, from *fileCtx, as string, d Symbol, depth int) bool {
	// the answer depends on the importing file's folder (relative
	// paths), not on the file: remembered for the query
	k := givesKey{path.Dir(from.path), p, as, d.id, depth}
	if v, ok := r.mods.gives[k]; ok {
		return v
	}
	v := r.moduleGivesOnce(p, from, as, d, depth)
	if r.mods.gives == nil {
		r.mods.gives = map[givesKey]bool{}
	}
	r.mods.gives[k] = v
	return v
}

// maxJSReexports is how many JavaScript or TypeScript modules a chain of
// re-exports may pass through: a package's index passes on the barrels
// of its folders, which pass on their modules' (zod's z.meta passes
// through four).
const maxJSReexports = 5

type givesKey struct {
	dir, path, as string
	def           int64
	depth         int
}

func (r *resolver) moduleGivesOnce(p string, from *fileCtx, as string, d Symbol, depth int) bool {
	if importLeadsTo(fileImport{Path: p}, from, d, nil) {
		switch as {
		case d.Name:
			return true
		case "default":
			return r.exportsWhole(d)
		case "=":
			return r.exportsModule(d)
		}
		return false
	}
	if depth == 0 {
		return false
	}
	for _, mod := range r.mods.files(r.st, p, from) {
		if mod.id != d.file && isJS(mod.lang) && r.passesOn(mod, as, d, depth-1) {
			return true
		}
	}
	return false
}

// passesOn reports whether the module mod, not d's, exports d under the
// name as (moduleGives): an export statement exports under that name a
// name an import of mod binds (export { x as y } from './m' is one, and
// export default x after import x from './m'), and that import takes d
// from its module; or, for d's name, export * from a module that gives
// it, or a variable of the name that takes d through an import
// (aliasedIn). A module that exports by no ES statement (CommonJS, whose exports are
// assignments the index does not follow) passes on every name it imports
// (reexportsOnce).
func (r *resolver) passesOn(mod *fileCtx, as string, d Symbol, depth int) bool {
	if !r.esModule(mod) {
		return r.passesByName(mod, d, depth)
	}
	for _, e := range mod.exports {
		if e.Local == "" || e.As != as && !(as == "default" && e.As == "=") {
			continue
		}
		for _, next := range mod.imports {
			if next.Name == e.Local && next.Path != "" && r.moduleGives(next.Path, mod, importedAs(next), d, depth) {
				return true
			}
		}
	}
	if as == "default" || as == "=" {
		return false // export * passes on no default
	}
	for _, next := range mod.imports {
		if next.Symbol == "*" && next.Name == "" && next.Path != "" && r.moduleGives(next.Path, mod, as, d, depth) {
			return true // export * from
		}
	}
	return as == d.Name && r.aliasedIn(mod, d, depth)
}

// aliasedIn reports whether the module mod declares at its top level a
// variable of d's name whose value is d taken through a namespace import
// (export const describe = core.describe, after import * as core from
// './core'; the value may follow a type over lines), from a module that
// gives it through at most depth modules.
func (r *resolver) aliasedIn(mod *fileCtx, d Symbol, depth int) bool {
	id := mod.nameID(d.Name)
	if id < 0 {
		return false
	}
	occs, err := mod.occurrencesOf(id)
	if err != nil {
		return false
	}
	for _, o := range occs {
		if o.qual != 0 || o.role != xref.Decl {
			continue
		}
		v := topVariable(mod, d.Name, o.line)
		if v == nil {
			continue
		}
		for _, val := range occs {
			if val.line < v.start || val.line > v.end || val.qual == 0 || val.role != xref.Ref {
				continue
			}
			for _, imp := range mod.imports {
				if imp.Name == mod.names[val.qual] && (imp.Symbol == "*" || imp.Symbol == "") && imp.Path != "" &&
					r.moduleGives(imp.Path, mod, d.Name, d, depth) {
					return true
				}
			}
		}
	}
	return false
}

// topVariable is the top-level variable or constant of fc named name
// whose name is on line, or nil.
func topVariable(fc *fileCtx, name string, line int) *fileSym {
	for _, s := range fc.top {
		if s.name == name && s.selLine == line && (s.kind == "variable" || s.kind == "constant") {
			return s
		}
	}
	return nil
}

// importedAs is the name under which a JavaScript import takes what it
// binds from its module (moduleGives' as).
func importedAs(imp fileImport) string {
	switch imp.Symbol {
	case "":
		return "default" // import x = require('./m')
	case "*":
		return "="
	}
	return imp.Symbol
}

// esModule reports whether a JavaScript or TypeScript module exports by
// ES module statements, so that only they pass names on: a TypeScript
// module, or one with an export statement or declaration.
func (r *resolver) esModule(mod *fileCtx) bool {
	if mod.lang != "javascript" || len(mod.exports) > 0 {
		return true
	}
	return r.mods.exportsOf(r.st, mod.id).esm
}

// jsLeadsTo reports whether the JavaScript or TypeScript module the
// file's import imp names gives d by its name, d being what it takes
// (import { d }, import { d as x }) or a member of what it binds (x.d
// after import * as x or import x = require): the module is d's, or
// passes d on.
func (r *resolver) jsLeadsTo(imp fileImport, d Symbol) bool {
	if importLeadsTo(imp, r.fc, d, nil) {
		return true
	}
	switch imp.Symbol {
	case d.Name, "*", "":
		return r.moduleGives(imp.Path, r.fc, d.Name, d, maxJSReexports)
	}
	return false
}

// bindsWhole reports whether the file's JavaScript import imp, a default
// import, import x = require or import * as x, binds d: its module gives
// d as the default or as the module itself.
func (r *resolver) bindsWhole(imp fileImport, d Symbol) bool {
	return r.moduleGives(imp.Path, r.fc, importedAs(imp), d, maxJSReexports)
}
