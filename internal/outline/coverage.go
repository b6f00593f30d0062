// This file defines claims, the resolution that gives every line of a file
// exactly one top-level category, and the gaps left over.

package outline

import (
	"bytes"
	"sort"

	"github.com/locus-dev/locus/internal/syntax"
)

// claim is a top-level entry's wish for its lines. Fill claims (the lines
// of an export or preprocessor wrapper) take only lines nobody else took.
type claim struct {
	cat        Category
	start, end int // 1-based, inclusive
	fill       bool
	entry      Entry
}

var priority = map[Category]int{CatImport: 1, CatExport: 2, CatDirective: 3, CatComment: 4}

func (x *extractor) addClaim(cat Category, n syntax.Node, kind string, fill bool) {
	start, end := x.rows(n)
	name := ""
	if !fill || cat == CatExport {
		name = x.entryName(n, cat, kind)
	}
	x.claims = append(x.claims, claim{cat: cat, start: start + 1, end: end + 1, fill: fill,
		entry: Entry{Name: name, Kind: kind}})
}

// resolve gives each line one owner: symbols first, then imports, exports,
// directives, comments, and fill claims last. A claim whose lines are all
// taken is dropped; one partly taken keeps its first run of free lines.
// Lines nobody owns become gaps.
func (x *extractor) resolve() {
	total := x.file.TotalLines
	taken := make([]bool, total+2) // a line has its owner
	for _, s := range x.file.Symbols {
		for l := s.Range.Start().Int(); l <= min(s.Range.End().Int(), total); l++ {
			taken[l] = true
		}
	}
	sort.SliceStable(x.claims, func(i, j int) bool {
		a, b := x.claims[i], x.claims[j]
		if a.fill != b.fill {
			return !a.fill
		}
		if priority[a.cat] != priority[b.cat] {
			return priority[a.cat] < priority[b.cat]
		}
		return a.start < b.start
	})
	var kept []claim
	for _, c := range x.claims {
		if c.fill {
			kept = append(kept, x.fillRuns(c, taken)...)
			continue
		}
		start, end := c.start, c.end
		for start <= end && taken[start] {
			start++
		}
		if start > end {
			continue
		}
		stop := start
		for stop < end && !taken[stop+1] {
			stop++
		}
		for l := start; l <= stop; l++ {
			taken[l] = true
		}
		c.start, c.end = start, stop
		kept = append(kept, c)
	}
	sort.SliceStable(kept, func(i, j int) bool { return kept[i].start < kept[j].start })
	f := x.file
	f.Imports, f.Exports, f.OrphanComments, f.Directives = []Entry{}, []Entry{}, []Entry{}, []Entry{}
	for _, c := range kept {
		e := c.entry
		e.Range = linesOf(c.start, c.end)
		switch c.cat {
		case CatImport:
			f.Imports = append(f.Imports, e)
		case CatExport:
			f.Exports = append(f.Exports, e)
		case CatDirective:
			f.Directives = append(f.Directives, e)
		case CatComment:
			f.OrphanComments = mergeComment(f.OrphanComments, e)
		}
	}
	f.Gaps = x.gaps(taken)
}

// fillRuns claims the free non-blank lines of a wrapper, one entry per run.
func (x *extractor) fillRuns(c claim, taken []bool) []claim {
	var out []claim
	for l := c.start; l <= c.end; l++ {
		if taken[l] || isBlank(x.lineBytes(l)) {
			continue
		}
		if n := len(out); n > 0 && out[n-1].end == l-1 {
			out[n-1].end = l
		} else {
			e := c.entry
			if e.Name == "" || l != c.start {
				e.Name = truncate(string(bytes.TrimSpace(x.lineBytes(l))), 120)
			}
			out = append(out, claim{cat: c.cat, start: l, end: l, entry: e})
		}
		taken[l] = true
	}
	return out
}

// mergeComment appends a comment entry, joining it to the previous one when
// their lines touch.
func mergeComment(list []Entry, e Entry) []Entry {
	if n := len(list); n > 0 && list[n-1].Range.End().Int()+1 == e.Range.Start().Int() {
		list[n-1].Range = list[n-1].Range.Cover(e.Range)
		return list
	}
	return append(list, e)
}

func (x *extractor) gaps(taken []bool) []Gap {
	gaps := []Gap{}
	for l := 1; l <= x.file.TotalLines; l++ {
		if taken[l] {
			continue
		}
		t := GapUnknown
		if isBlank(x.lineBytes(l)) {
			t = GapBlank
		}
		if n := len(gaps); n > 0 && gaps[n-1].Range.End().Int() == l-1 && gaps[n-1].Type == t {
			gaps[n-1].Range = linesOf(gaps[n-1].Range.Start().Int(), l)
			continue
		}
		gaps = append(gaps, Gap{Range: linesOf(l, l), Type: t})
	}
	return gaps
}

func isBlank(line []byte) bool { return len(bytes.TrimSpace(line)) == 0 }
