// This file reads the types a Go struct or interface embeds, which it
// takes the methods and fields of: its bases, as a class's are.

package index

import "github.com/locus-dev/locus/internal/xref"

// embeds reads the embedded types of the file's Go structs and interfaces
// from its occurrences, by the type's id: a line of the body whose first
// name is a type (Base, *Base), or a package and then its type
// (io.Reader). A field's line starts with its name, a method's with its.
func (fc *fileCtx) embeds() map[int64][]string {
	var types []*fileSym
	for _, s := range fc.syms {
		if (s.kind == "struct" || s.kind == "interface") && s.end > s.selLine {
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
	for _, t := range types {
		line, first := 0, occ{}
		for _, o := range occs {
			if o.line <= t.selLine || o.line > t.end {
				continue
			}
			if o.line != line {
				line, first = o.line, o
				if o.role != xref.Type || o.qual != 0 {
					continue
				}
			} else if o.role != xref.Type || first.role == xref.Type || o.qual != first.name || o.col < first.col {
				continue // not io.Reader's Reader after io
			}
			if out == nil {
				out = map[int64][]string{}
			}
			out[t.id] = append(out[t.id], fc.names[o.name])
		}
	}
	return out
}
