// This file defines ReplaceWords: one word replaced by another at places
// found elsewhere (a rename's occurrences, from the workspace index), in
// any number of files, checked and written as every write is.

package structure

import (
	"fmt"
	"sort"
	"unicode"
	"unicode/utf8"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/textedit"
	"github.com/locus-dev/locus/internal/textpos"
)

// WordPlaces are the places of a word in one file: where each occurrence
// starts, 1-based, columns in code points.
type WordPlaces struct {
	Path   string
	Starts []textpos.Position
	// Labels are the places of Starts where the word stays and the new
	// word is written before it as its label, "new: old": Rust's
	// shorthand field Point { x }, whose x is the field and a local.
	Labels []textpos.Position
}

// ReplaceWords replaces the word old with new at each place of files, and
// nowhere else, as the operation op. Each place must hold old as a whole
// word (FILE_CHANGED otherwise: the places are out of date). The results
// are checked as a single operation's are and written as one transaction,
// or none; on a dry run, the result holds their diff.
func (e *Editor) ReplaceWords(op, old, new string, files []WordPlaces, o Options) (*Result, error) {
	if old == "" {
		return nil, fault.New(fault.InvalidArgument, "the word to replace is empty; name the word")
	}
	res := &Result{Op: op}
	var changes []*change
	for _, f := range files {
		d, err := e.read(f.Path)
		if err != nil {
			return nil, err
		}
		m := textpos.NewMapper(d.text)
		var edits []textedit.Edit
		seen := map[int]bool{}
		labels := map[textpos.Position]bool{}
		for _, p := range f.Labels {
			labels[p] = true
		}
		for _, p := range f.Starts {
			off, err := m.PositionOffset(p)
			if err != nil || !wordAt(d.text, off, old) {
				return nil, fault.New(fault.FileChanged, "%s does not hold the word %s at %d:%d (it changed since the places were found); ask again",
					d.path, old, p.Line().Int(), p.Column().Int()).With("path", d.path)
			}
			if !seen[off] {
				seen[off] = true
				if labels[p] {
					edits = append(edits, textedit.Edit{Start: off, End: off, New: new + ": "})
				} else {
					edits = append(edits, textedit.Edit{Start: off, End: off + len(old), New: new})
				}
			}
		}
		sort.Slice(edits, func(i, j int) bool { return edits[i].Start < edits[j].Start })
		text, err := textedit.Apply(d.text, edits)
		if err != nil {
			return nil, fmt.Errorf("structure: replace %s in %s: %w", old, d.path, err)
		}
		changes = append(changes, &change{d: d, text: text, inLines: true})
	}
	if err := e.commit(changes, o, res); err != nil {
		return nil, err
	}
	return res, nil
}

// wordAt reports whether text holds word at off as a whole word: no
// letter, digit or underscore just before or after it.
func wordAt(text []byte, off int, word string) bool {
	if off < 0 || off+len(word) > len(text) || string(text[off:off+len(word)]) != word {
		return false
	}
	if r, _ := utf8.DecodeLastRune(text[:off]); off > 0 && IsWordRune(r) {
		return false
	}
	if r, _ := utf8.DecodeRune(text[off+len(word):]); off+len(word) < len(text) && IsWordRune(r) {
		return false
	}
	return true
}

// IsWordRune reports whether r may be part of an identifier: a letter, a
// digit or an underscore.
func IsWordRune(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r)
}
