// This file follows a definition through a module that passes it on under
// another name: a Python package's __init__.py that binds
// from .core import Engine as Motor, which from pkg import Motor then
// imports, and a TypeScript barrel's export { sum as add } from './sum'.
// It follows one such module, not a chain of them.

package index

import (
	"context"
	"fmt"

	"github.com/locus-dev/locus/internal/xref"
)

// passes reports whether the module fc gives the modules that import
// from it the name its import imp binds: a Python module gives the names
// its imports bind at its top level (not in a function); a JavaScript or
// TypeScript module those its export statements export as they are.
func (fc *fileCtx) passes(imp fileImport) bool {
	switch {
	case fc.lang == "python":
		return fc.enclosing(imp.Line) == nil
	case isJS(fc.lang):
		for _, e := range fc.exports {
			if e.Local == imp.Name && e.As == imp.Name {
				return true
			}
		}
	}
	return false
}

// passing reports whether the language's modules may pass on what they
// import (passes).
func passing(lang string) bool { return lang == "python" || isJS(lang) }

// asModule is the Symbol that stands for the module fc where an import's
// path is matched against a definition's file (importLeadsTo).
func (fc *fileCtx) asModule() Symbol {
	return Symbol{Path: fc.path, Language: fc.lang, Package: fc.pkg}
}

// passer is a module that passes a definition on under the name alias.
type passer struct {
	fc    *fileCtx
	alias string
}

// passersIn returns the names under which the module r.fc passes on one
// of the top-level definitions r.defs, named name there: the names its
// imports bind to them, when it gives them on (passes).
func (r *resolver) passersIn(name string) []passer {
	if r.parts == nil || len(r.parts.top) == 0 || !passing(r.fc.lang) {
		return nil
	}
	var out []passer
	for i, imp := range r.fc.imports {
		if imp.member(r.fc.lang) == name && imp.Name != "" && imp.Name != name && r.fc.passes(imp) && r.leadsToTop(i) {
			out = append(out, passer{r.fc, imp.Name})
		}
	}
	return out
}

// usesUnder returns the file's bare uses of the name its import imp
// binds: not the import's own place, nor a use where a local of the name
// answers.
func (r *resolver) usesUnder(imp fileImport) []occ {
	id := r.fc.nameID(imp.Name)
	if id < 0 {
		return nil
	}
	var out []occ
	for _, o := range r.occsNamed(id) {
		if o.qual != 0 || o.line == imp.Line || o.role == xref.Decl || o.role == xref.Imported || r.localAt(o, imp.Name) {
			continue
		}
		out = append(out, o)
	}
	return out
}

// passedUses returns the references in other files that reach the
// definitions through the module p passes them on from: the bare uses of
// the name an import of p's alias binds (from pkg import Motor, then
// Motor()), each with that name as its Via. Only the files that import a
// member of the alias's name are read, kept in importers by that name for
// the query's other passers. Its resolvers share mods.
func (x *Index) passedUses(ctx context.Context, p passer, defs []Symbol, mods *moduleCache, importers map[string][]*fileCtx) ([]Reference, error) {
	st := x.store()
	files, ok := importers[p.alias]
	if !ok {
		var err error
		if files, err = st.importersOf(ctx, p.alias); err != nil {
			return nil, err
		}
		importers[p.alias] = files
	}
	parts := partition(defs)
	var out []Reference
	for _, fc := range files {
		if fc.id == p.fc.id || xref.Family(fc.lang) != xref.Family(p.fc.lang) {
			continue
		}
		r := resolver{st: st, fc: fc, defs: defs, parts: parts, mods: mods}
		for _, imp := range fc.imports {
			if imp.member(fc.lang) != p.alias || imp.Name == "" || !importLeadsTo(imp, fc, p.fc.asModule(), nil) {
				continue
			}
			for _, o := range r.usesUnder(imp) {
				ref := Reference{Path: fc.path, Line: o.line, Col: o.col, Role: o.role.String(), Via: imp.Name}
				if encl := fc.enclosingOf(o); encl != nil {
					ref.Enclosing, ref.enclosingID = encl.qname, encl.id
				}
				out = append(out, ref)
			}
		}
	}
	return out, nil
}

// passedDef is the one top-level definition that the import of fc binding
// name reaches through a module that passes it on under the name it
// imports (its __init__.py's from .core import Engine as Motor, for Motor
// of from pkg import Motor, or M of from pkg import Motor as M); nil when
// there is none or several, or when the import reaches a definition of
// that name itself.
func passedDef(ctx context.Context, st *store, fc *fileCtx, name string) *Symbol {
	if !passing(fc.lang) {
		return nil
	}
	var found *Symbol
	for _, imp := range fc.imports {
		member := imp.member(fc.lang)
		if imp.Name != name || member == "" || member == "*" || member == "default" {
			continue
		}
		if importedDef(ctx, st, fc, name, imp.Symbol, member) != nil {
			return nil // the module defines it under that name
		}
		modules, err := st.passersOf(ctx, member)
		if err != nil {
			return nil
		}
		for _, m := range modules {
			if m.id == fc.id || !importLeadsTo(imp, fc, m.asModule(), nil) {
				continue
			}
			for _, mi := range m.imports {
				if mi.Name != member || !m.passes(mi) {
					continue
				}
				d := aliasedDef(ctx, st, m, member)
				if d == nil {
					continue
				}
				if found != nil && found.id != d.id {
					return nil
				}
				found = d
				break
			}
		}
	}
	return found
}

// passersOf returns the files that mention name and have an import that
// binds it to a member of another name: the modules that may pass a
// definition on as name. The files are found through the postings of the
// name, and each file's imports through their index.
func (s *store) passersOf(ctx context.Context, name string) ([]*fileCtx, error) {
	return s.filesWhere(ctx, `SELECT DISTINCT i.file FROM postings p JOIN imports i ON i.file = p.file
		WHERE p.name = (SELECT id FROM names WHERE name = ?1) AND i.name = ?1 AND i.path <> ''
		AND i.symbol NOT IN (?1, '', '*', 'default', '=')`, name)
}

// importersOf returns the files that mention name and import a member of
// that name (from pkg import Motor, import { add } from './index').
func (s *store) importersOf(ctx context.Context, name string) ([]*fileCtx, error) {
	return s.filesWhere(ctx, `SELECT DISTINCT i.file FROM postings p JOIN imports i ON i.file = p.file
		WHERE p.name = (SELECT id FROM names WHERE name = ?1) AND i.symbol = ?1 AND i.path <> ''`, name)
}

// filesWhere loads the files whose ids query, given arg, selects.
func (s *store) filesWhere(ctx context.Context, query string, arg any) ([]*fileCtx, error) {
	rows, err := s.db.QueryContext(ctx, query, arg)
	if err != nil {
		return nil, fmt.Errorf("index: read the imports: %w", err)
	}
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return nil, err
		}
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("index: read the imports: %w", err)
	}
	var out []*fileCtx
	for _, id := range ids {
		fc, err := s.loadFile(ctx, id)
		if err != nil {
			return nil, err
		}
		if fc != nil {
			out = append(out, fc)
		}
	}
	return out, nil
}
