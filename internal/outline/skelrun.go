// This file defines a skeleton's folded runs: three or more top-level
// variables, constants or C #defines without parameters, of one line
// each, of one kind and keyword, with only blank lines between them (a
// comment above one belongs to its range), written as one line: the
// run's range and their names, "76-110 NUL, BLOCKSIZE, RECORDSIZE",
// their values left out (reading the range shows them). A keyword their
// lines open with stays before the names ("3-7 const A, B, C"), so a run
// of Go constants reads apart from a run of variables; a run holds one
// kind only. A Go block's specs fold the same way, under its line.

package outline

import (
	"strings"
	"unicode/utf8"

	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/textpos"
)

// minRun is the fewest symbols a folded run holds: one or two lines cost
// about what their fold does, and keep their values.
const minRun = 3

// run is a folded run: its lines, the text before the names (a keyword,
// or nothing) and its symbols, syms[from:to] of the list it was found in.
type run struct {
	lines    textpos.LineRange
	prefix   string
	from, to int
}

// runKinds are the kinds of symbol a run folds: a macro is C's #define,
// folded when it takes no parameters.
var runKinds = map[string]bool{"variable": true, "constant": true, "macro": true}

// findRuns finds the folded runs of syms, a list of top-level symbols in
// order; blank[l] says whether line l is blank. rules give the keywords
// the symbols' lines are shown with (nil for a file in no known language).
func findRuns(syms []*Symbol, rules *syntax.Rules, blank []bool) []run {
	var runs []run
	for i := 0; i < len(syms); {
		prefix, ok := runPrefix(syms[i], rules)
		if !ok {
			i++
			continue
		}
		j, n := i+1, 1 // j: the next symbol after the run; n: its declarations
		end := syms[i].Range.End().Int()
		for j < len(syms) {
			s := syms[j]
			if !sameDeclaration(syms[j-1], s) {
				p, ok := runPrefix(s, rules)
				if !ok || p != prefix || s.Kind != syms[i].Kind || !onlyBlank(blank, end+1, s.Range.Start().Int()) {
					break
				}
				n++
			}
			end = max(end, s.Range.End().Int())
			j++
		}
		if n >= minRun {
			r, err := textpos.LinesOf(syms[i].Range.Start().Int(), end)
			if err == nil {
				runs = append(runs, run{lines: r, prefix: prefix, from: i, to: j})
				i = j
				continue
			}
		}
		i++
	}
	return runs
}

// runPrefix is the text s's skeleton line has before its name, a keyword
// and a space or nothing, and whether s may be folded in a run: a
// variable or constant with no members whose statement is its name's
// line (comment lines may come before it), and whose line names it as a
// value, not as a macro's parameter list, "SQ(x)".
func runPrefix(s *Symbol, rules *syntax.Rules) (string, bool) {
	if !runKinds[s.Kind] || len(s.Children) > 0 || s.Receiver != "" ||
		s.Range.End().Int() != s.SelectionRange.Start().Line().Int() {
		return "", false
	}
	text := symbolText(s, rules)
	at := wordIndex(text, s.Name)
	if at < 0 || strings.HasPrefix(text[at+len(s.Name):], "(") {
		return "", false
	}
	prefix := text[:at]
	if prefix != "" && (!strings.HasSuffix(prefix, " ") || strings.ContainsAny(prefix, "=(,")) {
		return "", false
	}
	return prefix, true
}

// wordIndex is where name first occurs in s not inside a longer
// identifier, or -1.
func wordIndex(s, name string) int {
	for from := 0; name != ""; {
		i := strings.Index(s[from:], name)
		if i < 0 {
			return -1
		}
		i += from
		end := i + len(name)
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := utf8.DecodeRuneInString(s[end:])
		if (i == 0 || !isIdent(before)) && (end == len(s) || !isIdent(after)) {
			return i
		}
		from = i + 1
	}
	return -1
}

// writeRun writes a folded run of syms: its range, its prefix and the
// names of its symbols, indented by depth spaces.
func writeRun(b *strings.Builder, r run, syms []*Symbol, depth int) {
	b.WriteString(strings.Repeat(" ", min(depth, maxIndent)))
	b.WriteString(r.lines.String())
	b.WriteString(" ")
	b.WriteString(r.prefix)
	for k, s := range syms[r.from:r.to] {
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteString(s.Name)
	}
	b.WriteString("\n")
}

// writeLevel writes syms, a list of top-level symbols (or a group's
// specs) at depth, each run folded on its line, the others as
// writeSymbols writes them.
func writeLevel(b *strings.Builder, syms []*Symbol, depth int, rules *syntax.Rules, open map[*Symbol]bool, blank []bool) {
	at := 0
	for _, r := range findRuns(syms, rules, blank) {
		writeSymbols(b, syms[at:r.from], depth, rules, open)
		writeRun(b, r, syms, depth)
		at = r.to
	}
	writeSymbols(b, syms[at:], depth, rules, open)
}

// foldedSymbols are the top-level symbols of f that runs fold, outside
// groups and in them: their lines have no range of their own.
func foldedSymbols(f *File, groups []group, rules *syntax.Rules, blank []bool) map[*Symbol]bool {
	folded := map[*Symbol]bool{}
	add := func(syms []*Symbol, rules *syntax.Rules) {
		for _, r := range findRuns(syms, rules, blank) {
			for _, s := range syms[r.from:r.to] {
				folded[s] = true
			}
		}
	}
	at := 0
	for _, g := range groups {
		add(f.Symbols[at:g.from], rules)
		at = g.to
	}
	add(f.Symbols[at:], rules)
	return folded
}
