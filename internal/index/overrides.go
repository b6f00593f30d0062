// This file defines the overrides of a method: the methods of its name
// that the classes above and below its class define, which a rename must
// change with it (a subclass's override left behind no longer overrides,
// and Java's @Override no longer compiles).

package index

import (
	"context"
	"path"
	"slices"
	"strings"

	"github.com/locus-dev/locus/internal/xref"
)

// Overrides returns the methods that override the method d or that it
// overrides, through any level, and theirs in turn (the whole family a
// call through the base class may reach), with the overloads of their
// classes, which a name does not tell apart: the methods of d's name, in
// d's language, of the classes related to d's class by their
// declarations' bases, each base resolved where its class names it (two
// classes named Base in two modules are two classes). A method declared
// outside any class body (a Go method, C++'s void Sub::run() {...}) is
// related by its class's name. A Bash function's are its other
// definitions (redefinitions). None for a symbol that is no method of a
// class. A TypeScript or C# property has the properties of its name of
// the related classes and interfaces (overridableProperty).
func (x *Index) Overrides(ctx context.Context, d Symbol) (out []Symbol, err error) {
	err = x.retry(ctx, func() (e error) { out, e = x.overridesOnce(ctx, d); return })
	return
}

func (x *Index) overridesOnce(ctx context.Context, d Symbol) ([]Symbol, error) {
	if d.Language == "bash" && d.Kind == "function" {
		return x.redefinitions(ctx, d)
	}
	if d.Container == "" || !isCallable(d.Kind) && !overridableProperty(d) || d.Kind == "constructor" || d.inNamespace() {
		return nil, nil
	}
	if err := x.fresh(ctx); err != nil {
		return nil, err
	}
	st := x.store()
	fam := &family{st: st, mods: &moduleCache{ctx: ctx}, up: map[int64]map[int64]bool{}}
	var cands []Symbol
	for _, m := range fam.mods.defsNamed(st, d.Name) {
		if m.id != d.id && m.Kind == d.Kind && m.Language == d.Language && m.Container != "" && !m.inNamespace() {
			cands = append(cands, m)
		}
	}
	if len(cands) == 0 {
		return nil, nil
	}
	var parents []int64
	for _, m := range append([]Symbol{d}, cands...) {
		if m.parent != 0 {
			parents = append(parents, m.parent)
		}
	}
	classes, err := st.symbolsByID(ctx, parents)
	if err != nil {
		return nil, err
	}
	fam.classes = classes
	members := []Symbol{d}
	in := map[int64]bool{d.id: true}
	for i := 0; i < len(members); i++ {
		for _, m := range cands {
			if !in[m.id] && (fam.related(members[i], m) || fam.implements(members[i], m) || fam.implements(m, members[i])) {
				in[m.id] = true
				members = append(members, m)
			}
		}
	}
	return members[1:], nil
}

// overridableProperty reports whether d is a property that a class's
// property of the name implements or overrides: TypeScript's and C#'s,
// which an interface may list (Shape.name, IPriced.Total).
func overridableProperty(d Symbol) bool {
	return d.Kind == "property" && (isJS(d.Language) || d.Language == "csharp")
}

// Related returns the first of others that belongs to the class of the
// member a, or to a class one of which is the other's ancestor (see
// Overrides): a method renamed to the name of that one would override
// it, or be overridden or hidden by it. False for none.
func (x *Index) Related(ctx context.Context, a Symbol, others []Symbol) (found Symbol, ok bool, err error) {
	err = x.retry(ctx, func() error {
		found, ok = Symbol{}, false
		if a.Container == "" {
			return nil
		}
		if err := x.fresh(ctx); err != nil {
			return err
		}
		st := x.store()
		parents := []int64{a.parent}
		for _, b := range others {
			parents = append(parents, b.parent)
		}
		classes, err := st.symbolsByID(ctx, parents)
		if err != nil {
			return err
		}
		fam := &family{st: st, mods: &moduleCache{ctx: ctx}, up: map[int64]map[int64]bool{}, classes: classes}
		for _, b := range others {
			if b.Container != "" && b.Language == a.Language && fam.related(a, b) {
				found, ok = b, true
				return nil
			}
		}
		return nil
	})
	return
}

// redefinitions are the other definitions of the Bash function d in its
// file, in the files that source its file and in those its file sources
// (by the sourced file's name): a function defined again (a test's mock
// of a function it sources) takes its place from there on, as an
// override does. Another script's function of the name is its own.
func (x *Index) redefinitions(ctx context.Context, d Symbol) ([]Symbol, error) {
	if err := x.fresh(ctx); err != nil {
		return nil, err
	}
	defs, err := x.store().definitionsNamed(ctx, d.Name)
	if err != nil {
		return nil, err
	}
	st := x.store()
	sources := func(file int64, target string) bool {
		fc, err := st.loadFile(ctx, file)
		if err != nil || fc == nil {
			return false
		}
		for _, imp := range fc.imports {
			if path.Base(strings.Trim(imp.Path, `"'`)) == path.Base(target) {
				return true
			}
		}
		return false
	}
	var out []Symbol
	for _, o := range defs {
		if o.id == d.id || o.Language != "bash" || o.Kind != "function" || o.Container != "" {
			continue
		}
		if o.Path == d.Path || sources(o.file, d.Path) || sources(d.file, o.Path) {
			out = append(out, o)
		}
	}
	return out, nil
}

// family tells which methods' classes are related.
type family struct {
	st      *store
	mods    *moduleCache
	classes map[int64]Symbol         // the classes the methods are declared in, by id
	up      map[int64]map[int64]bool // a class's ancestors by id, itself included
}

// related reports whether the classes of the methods a and b are one, or
// one is the other's ancestor.
func (f *family) related(a, b Symbol) bool {
	ca, okA := f.classes[a.parent]
	cb, okB := f.classes[b.parent]
	if !okA || !okB || a.parentKind == "namespace" || b.parentKind == "namespace" {
		// declared outside a class body (C++'s void Store::Put() {...},
		// in a namespace or not): by the classes' names
		oa, ob := ownerName(a), ownerName(b)
		return oa == ob || f.mods.ancestors(f.st, oa)[ob] || f.mods.ancestors(f.st, ob)[oa]
	}
	return ca.id == cb.id || f.ancestors(ca)[cb.id] || f.ancestors(cb)[ca.id]
}

// implements reports whether the Go method m is of a type that
// satisfies the interface whose method i is (moduleCache.satisfies), so
// that a call through the interface may reach m, and a rename of one
// left the other behind (*Mux does not implement Router).
func (f *family) implements(m, i Symbol) bool {
	if m.Language != "go" || i.Language != "go" {
		return false
	}
	iface, ok := f.classes[i.parent]
	if !ok || iface.Kind != "interface" {
		return false
	}
	if c, ok := f.classes[m.parent]; ok && c.Kind == "interface" {
		return false // an interface's method: interfaces are related through their types' methods
	}
	return f.mods.ownerSatisfies(f.st, m, iface)
}

// ownerSatisfies reports whether the type of the Go method d satisfies
// the interface iface.
func (c *moduleCache) ownerSatisfies(st *store, d, iface Symbol) bool {
	for _, t := range c.defsNamed(st, ownerName(d)) {
		if t.Container == "" && isTypeLike(t) && t.Package == d.Package && path.Dir(t.Path) == path.Dir(d.Path) && c.satisfies(st, t, iface) {
			return true
		}
	}
	return false
}

// satisfies reports whether the Go type t has a method of each name the
// interface iface lists (its embedded interfaces are not read).
// Remembered for the query.
func (c *moduleCache) satisfies(st *store, t, iface Symbol) bool {
	if t.Language != "go" || iface.Kind != "interface" || t.id == iface.id {
		return false
	}
	k := [2]int64{t.id, iface.id}
	if v, ok := c.sat[k]; ok {
		return v
	}
	v := c.satisfiesOnce(st, t, iface)
	if c.sat == nil {
		c.sat = map[[2]int64]bool{}
	}
	c.sat[k] = v
	return v
}

func (c *moduleCache) satisfiesOnce(st *store, t, iface Symbol) bool {
	c.readGen(st)
	fc, err := st.loadFileAt(c.ctx, c.epoch, c.gen, iface.file)
	if err != nil || fc == nil {
		return false
	}
	sym := fc.symbol(iface.id)
	if sym == nil {
		return false
	}
	methods := 0
	for _, want := range sym.children {
		if want.kind == "method" {
			if !c.hasMember(st, t, want.name) {
				return false
			}
			methods++
		}
	}
	return methods > 0
}

// ancestors returns the ids of cls and of the classes its bases resolve
// to, each where the class that names it is written, through 8 levels.
func (f *family) ancestors(cls Symbol) map[int64]bool {
	if up, ok := f.up[cls.id]; ok {
		return up
	}
	up := map[int64]bool{cls.id: true}
	level := []Symbol{cls}
	for depth := 0; depth < 8 && len(level) > 0; depth++ {
		var next []Symbol
		for _, c := range level {
			fc, err := f.st.loadFile(f.mods.ctx, c.file)
			if err != nil || fc == nil {
				continue
			}
			for _, base := range f.mods.basesOf(f.st, c, nil) {
				for _, t := range f.mods.resolve(f.st, hint{base, fc}, 0).types {
					if !up[t.id] && (isClassLike(t.Kind) || t.Kind == "module") {
						up[t.id] = true
						next = append(next, t)
					}
				}
			}
		}
		level = next
	}
	f.up[cls.id] = up
	return up
}

// Unlisted returns the declarations of methods named name, in the files
// of the language lang, that are no symbol's: the methods of
// Java's anonymous classes (new TypeAdapter<T>() { void write(...) {} }),
// which may override a method of the name that a rename changes, and
// which neither Definitions nor Overrides can list.
func (x *Index) Unlisted(ctx context.Context, name, lang string) (out []Reference, err error) {
	err = x.retry(ctx, func() (e error) { out, e = x.unlistedOnce(ctx, name, lang); return })
	return
}

func (x *Index) unlistedOnce(ctx context.Context, name, lang string) ([]Reference, error) {
	if err := x.fresh(ctx); err != nil {
		return nil, err
	}
	var out []Reference
	err := x.store().eachMention(ctx, name, func(fc *fileCtx, nameID int64) error {
		if fc.lang != lang {
			return nil
		}
		occs, err := fc.occurrencesOf(nameID)
		if err != nil {
			return err
		}
		for _, o := range occs {
			if o.role != xref.Decl || o.qual != 0 || fc.symbolAt(o.line, name) {
				continue
			}
			r := Reference{Path: fc.path, Line: o.line, Col: o.col, Role: o.role.String()}
			if encl := fc.enclosingOf(o); encl != nil {
				r.Enclosing, r.enclosingID = encl.qname, encl.id
			}
			out = append(out, r)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	x.fillText(out)
	// a method's declaration: its parameters follow its name (a local's
	// declaration, JsonToken peek = in.peek(), is no method's)
	return slices.DeleteFunc(out, func(r Reference) bool { return !declaresMethod(r.Text, name) }), nil
}

// declaresMethod reports whether the line of code text declares a method
// name: the first whole word name in it is followed by its parameters.
func declaresMethod(text, name string) bool {
	for i := 0; i+len(name) <= len(text); {
		k := strings.Index(text[i:], name)
		if k < 0 {
			return false
		}
		at, end := i+k, i+k+len(name)
		if (at == 0 || !isIdentByte(text[at-1])) && (end == len(text) || !isIdentByte(text[end])) {
			return strings.HasPrefix(strings.TrimLeft(text[end:], " \t"), "(")
		}
		i = end
	}
	return false
}

// symbolAt reports whether a symbol of the file named name has its name
// on the line.
func (fc *fileCtx) symbolAt(line int, name string) bool {
	for _, s := range fc.syms {
		if s.selLine == line && s.name == name {
			return true
		}
	}
	return false
}
