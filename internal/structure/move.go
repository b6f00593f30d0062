// This file defines the moves: a structure taken out of one place and put
// at another, in the same file or in another, as one all-or-nothing change.

package structure

import (
	"strings"

	"github.com/locus-dev/locus/internal/fault"
)

// Where a move puts its structure.
type Where int

// The destinations of a move.
const (
	Before Where = iota
	After
	FileStart
	FileEnd
)

func (w Where) op() string {
	return [...]string{"move_structure_to_before", "move_structure_to_after",
		"move_structure_to_file_start", "move_structure_to_file_end"}[w]
}

// Move moves the structure srcTarget names in srcPath to destPath: before or
// after the structure destTarget names there, or to the file's start (before
// its first declaration) or end, where destTarget is not used. The moved
// text is re-indented for its destination. Both files are read, planned and
// checked before either is written; the writes are one transaction, so a
// failure leaves both as they were. Moving to the start or end of a file that
// does not exist creates it.
func (e *Editor) Move(srcPath, srcTarget, destPath, destTarget string, where Where, o Options) (*Result, error) {
	src, s, err := e.resolve(srcPath, srcTarget)
	if err != nil {
		return nil, err
	}
	if s.IsRoot() {
		return nil, fault.New(fault.InvalidArgument, "the empty source target is the whole file; name the structure to move")
	}
	dest, err := e.destination(src, destPath, where)
	if err != nil {
		return nil, err
	}
	if err := src.standsAlone(s, "moved"); err != nil {
		return nil, err
	}
	res := &Result{Op: where.op()}
	// standsAlone held: the structure starts its line, and its text moves
	// from the line's start, indentation and all; the first key of a
	// sequence item moves as if it stood at its column.
	r := src.text.region(s)
	moved := string(src.text[r.Start:s.End])
	if !r.WholeStart {
		moved = r.Indent + moved
	}
	// place is where the structure goes: dest, or for a file the move
	// creates, the header that file needs (see newFileHeader).
	place := dest
	var ins insertion
	created := false
	if dest.f == nil && len(dest.text) == 0 {
		if h := e.newFileHeader(src, dest); h != "" {
			if place, err = e.build(nil, dest.p, []byte(h)); err != nil {
				return nil, err
			}
		}
		ins, created = src.memberDocument(s, moved, dest.path)
	}
	var su *uses // the source's imports and names, for a move to another file
	if dest != src {
		su = usesOf(src.path, src.text)
		carried, err := e.withImports(src, su, place, r.Start, s.End, res)
		if err != nil {
			return nil, err
		}
		if dest == place {
			dest = carried
		}
		place = carried
	}
	switch {
	case created:
	case where == FileStart:
		ins = place.atStart(moved)
	case where == FileEnd:
		ins = place.atEnd(moved)
	default:
		t, err := dest.tree.Resolve(destTarget)
		if err != nil {
			return nil, err
		}
		if err := dest.clear(t); err != nil {
			return nil, err
		}
		if t.IsRoot() {
			return nil, fault.New(fault.InvalidArgument,
				"the empty destination target is the whole file; use move_structure_to_file_start or move_structure_to_file_end")
		}
		if dest == src && t.Start >= s.Start && t.End <= s.End {
			return nil, fault.New(fault.InvalidArgument,
				"the destination %s is the structure being moved or inside it; choose a structure outside it",
				t.Target())
		}
		if where == Before {
			if err := dest.standsAlone(t, "a destination"); err != nil {
				return nil, err
			}
		}
		ins = dest.beside(t, moved, where == After)
	}
	warnIndent(res, ins.in)
	warnEmptied(res, s)
	start, end := s.Lines().Ints()
	res.SourceOriginalLineRange = lineRangeOf(start, end)
	rems := src.take(s)
	if dest != src {
		for _, p := range prunedImports(src.path, src.text, su, r.Start, s.End) {
			rems = append(rems, p.edit)
			res.ImportsRemoved = append(res.ImportsRemoved, p.named()...)
		}
	}
	line := ins.line
	var changes []*change
	if dest == src {
		for _, rem := range rems {
			if rem.Start < ins.edit.Start && ins.edit.Start < rem.End {
				return nil, fault.New(fault.InvalidArgument,
					"the destination is where the structure already is; choose another place")
			}
			if rem.End <= ins.edit.Start {
				line -= strings.Count(string(src.text[rem.Start:rem.End]), "\n")
			}
		}
		out, err := apply(src.text, append(rems, ins.edit)...)
		if err != nil {
			return nil, err
		}
		changes = []*change{{d: src, text: out}}
	} else {
		to, err := apply(place.text, ins.edit)
		if err != nil {
			return nil, err
		}
		from, err := apply(src.text, rems...)
		if err != nil {
			return nil, err
		}
		changes = []*change{{d: dest, text: to}, {d: src, text: from}}
	}
	res.DestinationFinalLineRange = lineRangeOf(line, line+ins.in.Lines-1)
	if err := e.commit(changes, o, res); err != nil {
		return nil, err
	}
	return res, nil
}

// withImports returns place, the destination of a move from src (whose
// uses are su), or the header of a file the move creates, with the
// imports that the moved bytes [start, end) of src use and it lacks
// added, and names them in res; place itself when there are none.
func (e *Editor) withImports(src *doc, su *uses, place *doc, start, end int, res *Result) (*doc, error) {
	imp, ok, err := carriedImports(src.path, src.text, su, start, end, place.path, place.text)
	if err != nil || !ok {
		return place, err
	}
	text, err := apply(place.text, imp.edit)
	if err != nil {
		return nil, err
	}
	carried, err := e.build(place.f, place.p, text)
	if err != nil {
		return nil, err
	}
	res.ImportsAdded = imp.specs
	return carried, nil
}

// destination loads the file a move goes to: the source itself, another
// file, or, for a move to a file's start or end, a file to be created.
func (e *Editor) destination(src *doc, destPath string, where Where) (*doc, error) {
	p, err := e.Root.Resolve(destPath)
	if err != nil {
		return nil, err
	}
	if p.SameFile(src.p) {
		return src, nil
	}
	dest, err := e.load(destPath)
	if fault.CodeOf(err) != fault.FileNotFound || where == Before || where == After {
		return dest, err
	}
	return e.build(nil, p, nil)
}
