// This file defines Check, the coverage invariant of the file model.

package outline

import "fmt"

// Check verifies the file model's invariant: every line from 1 to
// TotalLines belongs to exactly one top-level category. Entries of one
// category may share lines; entries of different categories may not.
func Check(f *File) error {
	owner := make([]Category, f.TotalLines+1)
	claim := func(cat Category, start, end int, what string) error {
		if start < 1 || end > f.TotalLines || start > end {
			return fmt.Errorf("%s: %s lines %d-%d outside 1-%d", f.Path, what, start, end, f.TotalLines)
		}
		for l := start; l <= end; l++ {
			if owner[l] != "" && owner[l] != cat {
				return fmt.Errorf("%s: line %d is both %s and %s (%s)", f.Path, l, owner[l], cat, what)
			}
			owner[l] = cat
		}
		return nil
	}
	for _, s := range f.Symbols {
		if err := claim(CatSymbol, s.Range.Start().Int(), s.Range.End().Int(), "symbol "+s.Name); err != nil {
			return err
		}
	}
	lists := []struct {
		cat     Category
		entries []Entry
	}{{CatImport, f.Imports}, {CatExport, f.Exports}, {CatComment, f.OrphanComments}, {CatDirective, f.Directives}}
	for _, l := range lists {
		for _, e := range l.entries {
			if err := claim(l.cat, e.Range.Start().Int(), e.Range.End().Int(), string(l.cat)+" "+e.Name); err != nil {
				return err
			}
		}
	}
	for _, g := range f.Gaps {
		if err := claim(Category(g.Type), g.Range.Start().Int(), g.Range.End().Int(), "gap"); err != nil {
			return err
		}
	}
	for l := 1; l <= f.TotalLines; l++ {
		if owner[l] == "" {
			return fmt.Errorf("%s: line %d belongs to no category", f.Path, l)
		}
	}
	return nil
}
