// This file follows a definition through a module that passes it on under
// another name: a Python package's __init__.py that binds
// from .core import Engine as Motor, which from pkg import Motor then
// imports, and a TypeScript barrel's export { sum as add } from './sum'.

package index

import (
	"context"
	"fmt"

	"github.com/locus-dev/locus/internal/xref"
)

// passes reports whether the module fc gives the modules that import
// from it the name alias that one of its imports binds: a Python module
// gives every name it binds; a JavaScript or TypeScript module the names
// its export statements export as they are.
func (fc *fileCtx) passes(alias string) bool {
	switch {
	case fc.lang == "python":
		return true
	case isJS(fc.lang):
		for _, e := range fc.exports {
			if e.Local == alias && e.As == alias {
				return true
			}
		}
	}
	return false
}

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
	if r.parts == nil || len(r.parts.top) == 0 {
		return nil
	}
	var out []passer
	for i, imp := range r.fc.imports {
		if imp.member(r.fc.lang) == name && imp.Name != "" && imp.Name != name && r.fc.passes(imp.Name) && r.leadsToTop(i) {
			out = append(out, passer{r.fc, imp.Name})
		}
	}
	return out
}

// passedUses returns the references in other files that reach the
// definitions through the module p passes them on from: the bare uses of
// the name an import of p's alias binds (from pkg import Motor, then
// Motor()), each with that name as its Via. Its resolvers share mods.
func (x *Index) passedUses(ctx context.Context, p passer, defs []Symbol, mods *moduleCache) ([]Reference, error) {
	st := x.store()
	parts := partition(defs)
	var out []Reference
	err := st.eachMention(ctx, p.alias, func(fc *fileCtx, _ int64) error {
		if fc.id == p.fc.id || xref.Family(fc.lang) != xref.Family(p.fc.lang) {
			return nil
		}
		for _, imp := range fc.imports {
			if imp.member(fc.lang) != p.alias || imp.Name == "" || !importLeadsTo(imp, fc, p.fc.asModule(), nil) {
				continue
			}
			id := fc.nameID(imp.Name)
			if id < 0 {
				continue
			}
			occs, err := fc.occurrencesOf(id)
			if err != nil {
				return err
			}
			r := resolver{st: st, fc: fc, defs: defs, parts: parts, occs: occs, mods: mods}
			for _, o := range occs {
				if o.qual != 0 || o.line == imp.Line || o.role == xref.Decl || o.role == xref.Imported || r.localAt(o, imp.Name) {
					continue
				}
				ref := Reference{Path: fc.path, Line: o.line, Col: o.col, Role: o.role.String(), Via: imp.Name}
				if encl := fc.enclosingOf(o); encl != nil {
					ref.Enclosing, ref.enclosingID = encl.qname, encl.id
				}
				out = append(out, ref)
			}
		}
		return nil
	})
	return out, err
}

// passedDef is the one top-level definition that the import of fc binding
// name reaches through a module that passes it on under that name (its
// __init__.py's from .core import Engine as Motor, for Motor of
// from pkg import Motor); nil when there is none or several.
func passedDef(ctx context.Context, st *store, fc *fileCtx, name string) *Symbol {
	var found *Symbol
	var modules []*fileCtx // read once, for every import of the name
	read := false
	for _, imp := range fc.imports {
		if imp.Name != name || imp.member(fc.lang) != name {
			continue
		}
		if !read {
			read = true
			var err error
			if modules, err = st.passersOf(ctx, name); err != nil {
				return nil
			}
		}
		for _, m := range modules {
			if m.id == fc.id || !m.passes(name) || !importLeadsTo(imp, fc, m.asModule(), nil) {
				continue
			}
			d := aliasedDef(ctx, st, m, name)
			if d == nil {
				continue
			}
			if found != nil && found.id != d.id {
				return nil
			}
			found = d
		}
	}
	return found
}

// passersOf returns the files with an import that binds name to a member
// of another name: the modules that may pass a definition on as name.
func (s *store) passersOf(ctx context.Context, name string) ([]*fileCtx, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT DISTINCT file FROM imports WHERE name = ?1 AND path <> '' AND symbol NOT IN (?1, '', '*', 'default', '=')", name)
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
