// This file reads the types a Go struct or interface embeds, which it
// takes the methods and fields of: its bases, as a class's are.

package index

import "github.com/locus-dev/locus/internal/xref"

// embeds reads the embedded types of the file's Go structs and interfaces
// from its occurrences, by the type's id. In a body of several lines, an
// embedded type starts a line at the column the body's fields and
// methods start at (Base, or a package and its type, io.Reader), where a
// field's or a method's line starts with its name. A line whose first
// name is a type further right (*Base, or a signature continued on a line
// of its own: the occurrences do not tell which) is a base no type
// answers, which leaves the type's ancestry unknown. On the declaration's
// line (struct{ Base; n int }), a type that follows the struct's name or
// another type, not a field's name. A type qualified by its package keeps
// it (io.Reader): a type from outside the workspace is no base of it.
func (fc *fileCtx) embeds() map[int64][]string {
	const unknownBase = "?" // names no type: the type's ancestry is unknown
	var types []*fileSym
	for _, s := range fc.syms {
		if s.kind == "struct" || s.kind == "interface" {
			types = append(types, s)
		}
	}
	if len(types) == 0 {
		return nil
	}
	occs, err := fc.occurrencesOf(0)
	if err != nil {
		return nil
	}
	var out map[int64][]string
	add := func(t *fileSym, base string) {
		if out == nil {
			out = map[int64][]string{}
		}
		out[t.id] = append(out[t.id], base)
	}
	written := func(o occ) string { // Base, or io.Reader
		if o.qual != 0 {
			return fc.names[o.qual] + "." + fc.names[o.name]
		}
		return fc.names[o.name]
	}
	for _, t := range types {
		// the declaration's line: struct{ Base; n int }
		var prev *occ
		for i := range occs {
			o := &occs[i]
			if o.line != t.selLine || o.col < t.selCol {
				continue
			}
			if o.col > t.selCol && o.role == xref.Type && prev != nil && (prev.role != xref.Decl || prev.col == t.selCol) {
				add(t, written(*o))
			}
			prev = o
		}
		if t.end <= t.selLine {
			continue
		}
		// the body's lines: the first name of each, and the column most
		// of them start at
		var firsts []occ
		line := 0
		for i, o := range occs {
			if o.line <= t.selLine || o.line > t.end || o.line == line {
				continue
			}
			line = o.line
			if o.role == xref.Type || i+1 == len(occs) || occs[i+1].line != o.line {
				firsts = append(firsts, o)
				continue
			}
			// io.Reader: the package, then its type
			if next := occs[i+1]; next.role == xref.Type && next.qual == o.name {
				next.col = o.col
				firsts = append(firsts, next)
				continue
			}
			firsts = append(firsts, o)
		}
		col := 0
		for _, o := range firsts {
			if col == 0 || o.col < col {
				col = o.col
			}
		}
		for _, o := range firsts {
			switch {
			case o.role == xref.Type && o.col == col:
				add(t, written(o))
			case o.role == xref.Type && o.col > col:
				// *Base, or a signature's or a func field's type on a line
				// of its own: which, the occurrences do not tell, and a
				// base no type answers leaves the ancestry unknown
				add(t, unknownBase)
			}
		}
	}
	return out
}
