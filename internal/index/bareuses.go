// This file defines BareUses: the places where a name is used bare, which
// a new definition of that name would take over or be hidden by.

package index

import (
	"context"
	"slices"

	"github.com/locus-dev/locus/internal/xref"
)

// BareUse is an occurrence of a name written bare (no qualifier before
// it) that uses it, a use that whatever the name means in its scope
// answers (a built-in, a wildcard import's member, a local), or that
// declares a local of it inside a function. Declarations elsewhere,
// names of fields in a literal and import statements are no BareUse.
type BareUse struct {
	Reference
	// Local says a local of the name answers the occurrence: it lies in
	// the scope of one, or declares one (Declares); a use outside every
	// local's scope means what the name means around the function.
	Local    bool `json:"local,omitempty"`
	Declares bool `json:"declares,omitempty"`
	// InType says the use lies in a type (a class, struct, interface,
	// trait, enum or module) or in a method defined outside its class
	// (C++'s void DB::Put() {...}): where a member's name may be bare.
	InType bool `json:"-"`
	// Scope is, for a declaration, where the local it declares answers
	// the name: from the declaration (or where the declaration ends, in
	// Go's x := f(); or where the language hoists, the start of its block)
	// to the end of the innermost block that holds it (its language's
	// ScopeRules.Blocks), or of its function's body where no block bounds
	// it (Python, JavaScript's var).
	Scope LocalScope `json:"-"`
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
		locals := localsOf(fc, name, occs)
		next := 0 // the first of locals not declared before occs[i]
		for i, o := range occs {
			for next < len(locals) && locals[next].at < i {
				next++
			}
			declares := next < len(locals) && locals[next].at == i
			if o.qual != 0 || !isUse(o.role, fc.lang) && !declares {
				continue
			}
			u := BareUse{Reference: Reference{Path: fc.path, Line: o.line, Col: o.col, Role: o.role.String()}, Declares: declares}
			if encl := fc.enclosingOf(o); encl != nil {
				u.Enclosing, u.enclosingID = encl.qname, encl.id
			}
			fc.holding(o.line, func(s *fileSym) bool {
				u.InType = isClassLike(s.kind) || s.kind == "module" || s.kind == "method" || s.kind == "constructor"
				return !u.InType
			})
			if declares {
				u.Local, u.Scope = true, locals[next].scope
			} else if f := localScope(fc, o.line); f != nil {
				for _, l := range locals {
					if l.fn == f.id && (l.whole || l.scope.Holds(o.line, o.col)) {
						u.Local = true
						break
					}
				}
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

// LocalScope is where a local answers its name: the places after From
// (a line and a column) to the end of line Last.
type LocalScope struct {
	From [2]int
	Last int
}

// Holds reports whether a name at line and col lies in the scope.
func (s LocalScope) Holds(line, col int) bool {
	after := line > s.From[0] || line == s.From[0] && col > s.From[1]
	return after && line <= s.Last
}

// local is a local a declaration makes: the function whose local it is,
// and where in it the local answers the name.
type local struct {
	at int // the declaration's index in the name's occurrences
	fn int64
	// scope is where it hides a renamed place (BareUse.Scope) and
	// answers a use of the name; whole, where no block bounds the local,
	// says it answers any use in the function (the function's own
	// assignments, Python's, and JavaScript's var are hoisted).
	scope LocalScope
	whole bool
}

// localsOf returns the locals of name that occs, its occurrences in the
// file, declare in the file's functions, in the order of occs: a
// parameter, a variable, or in Python an assignment, unless global or
// nonlocal takes the outer name back in that function.
func localsOf(fc *fileCtx, name string, occs []occ) []local {
	rules := scopesOf(fc.lang)
	hoisted := rules.AssignLocal || rules.Hoisted
	var locals []local
	outer := map[int64]bool{}
	for i, o := range occs {
		if o.qual != 0 || o.member || o.role == xref.Decl && fc.bindsImportAt(o.line, name) {
			continue
		}
		f := localScope(fc, o.line)
		if f == nil || o.line == f.selLine && f.name == name {
			continue // at file level, or the function's own name
		}
		switch {
		case o.role == xref.Imported && rules.AssignLocal:
			outer[f.id] = true // global x, nonlocal x
		case o.role == xref.Decl || rules.AssignLocal && o.role == xref.Write:
			l := local{at: i, fn: f.id}
			switch {
			case o.scope[0] == 0:
				// the function's body (a name in its signature
				// is no place it takes), from the declaration's
				// line on, or where it is hoisted all of it
				l.whole = true
				l.scope = LocalScope{From: [2]int{f.selLine + 1, 0}, Last: f.end}
				if !hoisted {
					l.scope.From[0] = max(l.scope.From[0], o.line)
				}
			case hoisted:
				l.scope = LocalScope{From: [2]int{o.scope[0], 0}, Last: o.scope[1]}
			case o.visible[0] != 0:
				l.scope = LocalScope{From: o.visible, Last: o.scope[1]}
			default:
				l.scope = LocalScope{From: [2]int{o.line, o.col}, Last: o.scope[1]}
			}
			locals = append(locals, l)
		}
	}
	if len(outer) > 0 {
		// global x; x = 1: the outer name's
		locals = slices.DeleteFunc(locals, func(l local) bool { return outer[l.fn] })
	}
	return locals
}
