// This file defines the top level of a skeleton: its declaration groups
// and its open ranges. A group is a block of specs under one keyword,
// Go's `var (` ... `)`, shown as one line with its range and keyword, its
// specs under it as members (their first lines, without the keyword),
// instead of its opening and closing lines shown as gap text and the
// keyword repeated on each spec. An open range, "N-", is a top-level
// symbol's that runs to the next top-level line over nothing but blank
// lines: its end is that line's start, less one.

package outline

import (
	"slices"
	"strings"

	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/textpos"
)

// group is a declaration block: its lines from the one that opens it
// (`var (`) to the one that closes it (`)`), its keyword, and the
// top-level symbols it holds, syms[from:to].
type group struct {
	lines    textpos.LineRange
	keyword  string
	from, to int
}

// findGroups finds the declaration blocks of f: an unknown gap line
// that is a keyword of rules.KindKeywords and "(", the next unknown gap
// line that is ")", no other unknown line between them, and the top-level
// symbols between them, at least one. lines are the file's lines.
func findGroups(f *File, lines []string, rules *syntax.Rules) []group {
	if rules == nil || len(rules.KindKeywords) == 0 {
		return nil
	}
	var unknown []int
	for _, g := range f.Gaps {
		if g.Type != GapUnknown {
			continue
		}
		for l := g.Range.Start().Int(); l <= g.Range.End().Int() && l <= len(lines); l++ {
			unknown = append(unknown, l)
		}
	}
	var groups []group
	for k := 0; k+1 < len(unknown); k++ {
		open, close := unknown[k], unknown[k+1]
		keyword, ok := strings.CutSuffix(strings.TrimSpace(lines[open-1]), " (")
		if !ok || !isKindKeyword(rules, keyword) || strings.TrimSpace(lines[close-1]) != ")" {
			continue
		}
		from, _ := slices.BinarySearchFunc(f.Symbols, open, func(s *Symbol, l int) int { return s.Range.Start().Int() - l })
		to, _ := slices.BinarySearchFunc(f.Symbols, close, func(s *Symbol, l int) int { return s.Range.Start().Int() - l })
		if from == to || f.Symbols[to-1].Range.End().Int() >= close {
			continue
		}
		r, err := textpos.LinesOf(open, close)
		if err != nil {
			continue
		}
		groups = append(groups, group{lines: r, keyword: keyword, from: from, to: to})
		k++
	}
	return groups
}

// isKindKeyword reports whether word is the keyword of a kind in rules.
func isKindKeyword(rules *syntax.Rules, word string) bool {
	for _, w := range rules.KindKeywords {
		if w == word {
			return true
		}
	}
	return false
}

// writeTopLevel writes the top-level symbols, each group as its line with
// its specs under it; a spec's line has no keyword, its group's gives it.
func writeTopLevel(b *strings.Builder, syms []*Symbol, groups []group, rules *syntax.Rules, open map[*Symbol]bool, blank []bool) {
	var inGroup *syntax.Rules
	if rules != nil {
		copied := *rules
		copied.KindKeywords = nil
		inGroup = &copied
	}
	at := 0
	for _, g := range groups {
		writeLevel(b, syms[at:g.from], 0, rules, open, blank)
		b.WriteString(g.lines.String())
		b.WriteString(" " + g.keyword + " (\n")
		writeLevel(b, syms[g.from:g.to], 1, inGroup, nil, blank)
		at = g.to
	}
	writeLevel(b, syms[at:], 0, rules, open, blank)
}

// inGroupLines reports whether line l opens or closes one of groups: its
// group's line shows it.
func inGroupLines(groups []group, l int) bool {
	for _, g := range groups {
		if g.lines.Start().Int() == l || g.lines.End().Int() == l {
			return true
		}
	}
	return false
}

// openEnds are the top-level symbols outside groups whose range a skeleton
// writes open, "N-": those of more than one line followed by nothing but
// blank lines up to the next top-level line (a symbol's or a group's) or
// the file's end. Such a range runs to the line before that line, or to
// the last line; it holds the symbol's blank lines after it, and costs a
// model a number less to read.
func openEnds(f *File, groups []group, blank []bool, folded map[*Symbol]bool) map[*Symbol]bool {
	// The starts of the top-level lines, in order: a symbol's, or a group's.
	type entry struct {
		start int
		sym   *Symbol
	}
	var entries []entry
	at := 0
	for _, g := range groups {
		for _, s := range f.Symbols[at:g.from] {
			entries = append(entries, entry{s.Range.Start().Int(), s})
		}
		entries = append(entries, entry{start: g.lines.Start().Int()})
		at = g.to
	}
	for _, s := range f.Symbols[at:] {
		entries = append(entries, entry{s.Range.Start().Int(), s})
	}
	open := map[*Symbol]bool{}
	for i, e := range entries {
		if e.sym == nil || e.sym.Range.Len() == 1 || folded[e.sym] {
			continue
		}
		end := e.sym.Range.End().Int()
		next := f.TotalLines + 1
		for _, n := range entries[i+1:] {
			if n.start > end {
				next = n.start
				break
			}
		}
		if onlyBlank(blank, end+1, next) {
			open[e.sym] = true
		}
	}
	return open
}
