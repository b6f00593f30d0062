// This file defines the overrides of a method: the methods of its name
// that the classes above and below its class define, which a rename must
// change with it (a subclass's override left behind no longer overrides,
// and Java's @Override no longer compiles).

package index

import (
	"context"
	"slices"
	"strings"

	"github.com/locus-dev/locus/internal/xref"
)

// Overrides returns the methods that override the method d or that it
// overrides, through any level, and theirs in turn (the whole family a
// call through the base class may reach): the methods of d's name, in
// d's language, of the classes that are d's class's bases or subclasses
// by the ancestry of inherit.go, with as many parameters as d where the
// language overloads methods (Java, C#, C++: run(int) does not override
// run()). None for a symbol that is no method of a class.
func (x *Index) Overrides(ctx context.Context, d Symbol) (out []Symbol, err error) {
	err = x.retry(ctx, func() (e error) { out, e = x.overridesOnce(ctx, d); return })
	return
}

func (x *Index) overridesOnce(ctx context.Context, d Symbol) ([]Symbol, error) {
	if d.Container == "" || !isCallable(d.Kind) || d.Kind == "constructor" || d.inNamespace() {
		return nil, nil
	}
	if err := x.fresh(ctx); err != nil {
		return nil, err
	}
	st := x.store()
	mods := &moduleCache{ctx: ctx}
	all := mods.defsNamed(st, d.Name)
	n := arity(d)
	family := []Symbol{d}
	in := map[int64]bool{d.id: true}
	for i := 0; i < len(family); i++ {
		owner := ownerName(family[i])
		up := mods.ancestors(st, owner)
		for _, m := range all {
			if in[m.id] || m.Kind != d.Kind || m.Language != d.Language || m.Container == "" || m.inNamespace() {
				continue
			}
			o := ownerName(m)
			if o == owner || !up[o] && !mods.ancestors(st, o)[owner] {
				continue // the class's own overload, or no relative's
			}
			if overloads(d.Language) && arity(m) != n {
				continue
			}
			in[m.id] = true
			family = append(family, m)
		}
	}
	return family[1:], nil
}

// overloads reports whether the language tells methods of one name apart
// by their parameters.
func overloads(lang string) bool { return lang == "java" || lang == "csharp" || lang == "cpp" }

// arity is the number of parameters d's signature lists, -1 when the
// signature shows no parameter list after d's name.
func arity(d Symbol) int {
	sig := d.Signature
	i := strings.Index(sig, d.Name+"(")
	if i < 0 {
		return -1
	}
	depth, n, empty := 0, 1, true
	for _, c := range sig[i+len(d.Name)+1:] {
		switch c {
		case '(', '<', '[', '{':
			depth++
		case ')', '>', ']', '}':
			if depth == 0 {
				if empty {
					return 0
				}
				return n
			}
			depth--
		case ',':
			if depth == 0 {
				n++
			}
		}
		if c != ' ' && c != ')' {
			empty = false
		}
	}
	return -1 // cut short
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
			if encl := fc.enclosing(o.line); encl != nil {
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
		if (at == 0 || !isWordByte(text[at-1])) && (end == len(text) || !isWordByte(text[end])) {
			return strings.HasPrefix(strings.TrimLeft(text[end:], " \t"), "(")
		}
		i = end
	}
	return false
}

// isWordByte reports whether b may be part of an identifier.
func isWordByte(b byte) bool {
	return b == '_' || b == '$' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || b >= 0x80
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
