// This file defines BareUses: the places where a name is used bare, which
// a new definition of that name would take over or be hidden by.

package index

import (
	"context"

	"github.com/locus-dev/locus/internal/xref"
)

// BareUse is an occurrence of a name written bare (no qualifier before
// it) that uses it, a use that whatever the name means in its scope
// answers (a built-in, a wildcard import's member, a local), or that
// declares a local of it inside a function. Declarations elsewhere,
// names of fields in a literal and import statements are no BareUse.
type BareUse struct {
	Reference
	// FuncLine and FuncEnd are the line of the name of the innermost
	// function or method holding the occurrence (or the top-level
	// variable whose value holds it, a function literal's) and its last
	// line, both 0 at file or class level: the body is after FuncLine.
	FuncLine, FuncEnd int `json:"-"`
	// Local says that function declares a local of the name (in a
	// language where an assignment declares, assigns one), which answers
	// the uses there; Declares that this occurrence is such a declaration.
	Local    bool `json:"local,omitempty"`
	Declares bool `json:"declares,omitempty"`
	// Hoisted says the local's scope is the whole body, its lines before
	// the declaration included (Python, JavaScript), not the lines from
	// the declaration on.
	Hoisted bool `json:"hoisted,omitempty"`
}

// BareUses lists the bare uses of name, and its locals' declarations, in
// the indexed files that keep accepts (by path, language and package), in
// path and position order, with their lines of code.
func (x *Index) BareUses(ctx context.Context, name string, keep func(path, lang, pkg string) bool) (out []BareUse, err error) {
	err = x.retry(ctx, func() (e error) { out, e = x.bareUsesOnce(ctx, name, keep); return })
	return
}

func (x *Index) bareUsesOnce(ctx context.Context, name string, keep func(path, lang, pkg string) bool) ([]BareUse, error) {
	if err := x.fresh(ctx); err != nil {
		return nil, err
	}
	var out []BareUse
	err := x.store().eachMention(ctx, name, func(fc *fileCtx, nameID int64) error {
		if !keep(fc.path, fc.lang, fc.pkg) {
			return nil
		}
		occs, err := fc.occurrencesOf(nameID)
		if err != nil {
			return err
		}
		locals, decls := localsOf(fc, name, occs)
		hoisted := scopesOf(fc.lang).AssignLocal || scopesOf(fc.lang).Hoisted
		for i, o := range occs {
			if o.qual != 0 || !isUse(o.role, fc.lang) && !decls[i] {
				continue
			}
			u := BareUse{Reference: Reference{Path: fc.path, Line: o.line, Col: o.col, Role: o.role.String()}, Declares: decls[i], Hoisted: hoisted}
			if encl := fc.enclosing(o.line); encl != nil {
				u.Enclosing, u.enclosingID = encl.qname, encl.id
			}
			if f := localScope(fc, o.line); f != nil {
				u.FuncLine, u.FuncEnd, u.Local = f.selLine, f.end, locals[f.id]
			}
			out = append(out, u)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	refs := make([]Reference, len(out))
	for i := range out {
		refs[i] = out[i].Reference
	}
	x.fillText(refs)
	for i := range out {
		out[i].Text = refs[i].Text
	}
	return out, nil
}

// isUse reports whether an occurrence of a bare name in role uses it: a
// read, a call, a type, or (where an assignment does not declare) a write.
func isUse(role xref.Role, lang string) bool {
	switch role {
	case xref.Ref, xref.Call, xref.Type:
		return true
	case xref.Write:
		return !scopesOf(lang).AssignLocal
	}
	return false
}

// localScope returns the symbol whose locals a name at line is among:
// the innermost function holding it, or the top-level variable or
// constant whose value holds it (a function literal's locals); nil at
// file or class level.
func localScope(fc *fileCtx, line int) *fileSym {
	e := fc.enclosing(line)
	if e == nil || isCallable(e.kind) || e.parent == 0 && (e.kind == "variable" || e.kind == "constant") {
		return e
	}
	return nil
}

// localsOf returns the functions of the file that declare a local of
// name, whose occurrences in the file are occs (a parameter, a variable,
// or in Python an assignment, unless global or nonlocal takes the outer
// name back in that function), and which of occs declare them.
func localsOf(fc *fileCtx, name string, occs []occ) (locals map[int64]bool, decls map[int]bool) {
	assignDeclares := scopesOf(fc.lang).AssignLocal
	locals, decls = map[int64]bool{}, map[int]bool{}
	outer := map[int64]bool{}
	for i, o := range occs {
		if o.qual != 0 {
			continue
		}
		f := localScope(fc, o.line)
		if f == nil || o.line == f.selLine && f.name == name {
			continue // at file level, or the function's own name
		}
		switch {
		case o.role == xref.Imported && assignDeclares:
			outer[f.id] = true // global x, nonlocal x
		case o.role == xref.Decl || assignDeclares && o.role == xref.Write:
			locals[f.id], decls[i] = true, true
		}
	}
	for id := range outer {
		delete(locals, id)
	}
	for i, o := range occs {
		if decls[i] && !locals[localScope(fc, o.line).id] {
			delete(decls, i) // global x; x = 1: the outer name's
		}
	}
	return locals, decls
}
