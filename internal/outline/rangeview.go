// This file renders a structured line range: the lines of a range as
// they are, except that each symbol the range holds whole is a stub
// naming the target that reads it. A symbol the range cuts (it starts
// before the range or ends after it) is read inside, cut to the range,
// under a line naming it; a range inside one symbol is read inside it.
// At the top level, with collapse, imports, exports, comments and
// directives are stubs too, and only gaps stay as they are.

package outline

import (
	"fmt"
	"sort"
	"strings"

	"github.com/locus-dev/locus/internal/textpos"
)

// block is a run of non-symbol lines of one category: consecutive
// imports, exports, comments or directives, or one gap.
type block struct {
	cat        string // "import", "export", "comment", "directive", "gap"
	start, end int
	items      int
}

// owner is what a line belongs to: a top-level symbol or a block.
type owner struct {
	sym *Symbol
	blk *block
}

// owners maps each line (1-based) of f to its owner.
func owners(f *File) []owner {
	own := make([]owner, f.TotalLines+2)
	var blocks []*block
	add := func(cat string, list []Entry) {
		sorted := append([]Entry(nil), list...)
		sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Range.Start().Before(sorted[j].Range.Start()) })
		var cur *block
		for _, e := range sorted {
			start, end := e.Range.Start().Int(), e.Range.End().Int()
			if cur != nil && start <= cur.end+1 {
				cur.end = max(cur.end, end)
				cur.items++
				continue
			}
			cur = &block{cat: cat, start: start, end: end, items: 1}
			blocks = append(blocks, cur)
		}
	}
	add("import", f.Imports)
	add("export", f.Exports)
	add("comment", f.OrphanComments)
	add("directive", f.Directives)
	for _, g := range f.Gaps {
		blocks = append(blocks, &block{cat: "gap", start: g.Range.Start().Int(), end: g.Range.End().Int()})
	}
	for _, b := range blocks {
		for l := max(b.start, 1); l <= b.end && l < len(own); l++ {
			own[l].blk = b
		}
	}
	for _, s := range f.Symbols {
		for l := s.Range.Start().Int(); l <= s.Range.End().Int() && l < len(own); l++ {
			if own[l].sym == nil {
				own[l] = owner{sym: s}
			}
		}
	}
	return own
}

// Snap widens r, lines of f, so that no non-symbol block is cut: a range
// that touches a line of a block takes the whole block. Symbols are not
// widened: a symbol the range cuts is read inside, cut to the range.
func Snap(f *File, r textpos.LineRange) textpos.LineRange {
	start, end := r.Ints()
	own := owners(f)
	if b := own[start].blk; b != nil && own[start].sym == nil {
		start = b.start
	}
	if b := own[end].blk; b != nil && own[end].sym == nil {
		end = b.end
	}
	return linesOf(start, end)
}

// RangeOptions says how StructuredRange folds a range.
type RangeOptions struct {
	// Collapse folds the import, export, comment and directive blocks
	// of the top level into stubs as well.
	Collapse bool
	// Name gives the target that reads a symbol and the lines that
	// target reads, which the symbol's stub says; a symbol no target
	// reads alone (an empty one) is shown as it is. Nil: the symbol's
	// qualified name and range.
	Name func(*Symbol) (string, textpos.LineRange)
	// Hint, when set, is a line under each stub saying how to read the
	// symbol by its target (a command to paste); nil: the stub alone,
	// whose target is file_read's.
	Hint func(target string) string
}

// Within returns the symbols that hold every line of r, from the top
// level in: each is a member of the one before. The range is read inside
// the last of them; none is the file.
func Within(f *File, r textpos.LineRange) []*Symbol {
	start, end := r.Ints()
	var chain []*Symbol
	for syms := f.Symbols; ; {
		var in *Symbol
		for _, s := range syms {
			if s.Range.Start().Int() <= start && end <= s.Range.End().Int() {
				in = s
				break
			}
		}
		if in == nil {
			return chain
		}
		chain = append(chain, in)
		syms = in.Children
	}
}

// StructuredRange renders the lines r (already snapped, inside the file)
// of f, at the depth that shows them (see Within).
//
// A range that no one symbol holds shows the top level: raw lines, and a
// stub for each symbol the range holds whole, set off by blank lines;
// with Collapse, the import, export, comment and directive blocks are
// stubs as well.
//
// A range inside a symbol shows it as a target read of that symbol would,
// cut to the range: each member of several lines that the range holds
// whole is a stub (indented as the member is), every other line is as it
// is. So a range inside a function body with no nested symbol there is
// its lines, as they are.
//
// A symbol the range cuts, at either level, is read inside as well, cut
// to the range, under a line naming it as a target read does:
// "== target (lines a-b)", as read_structure names a match. So a range
// over the end of one function
// and the start of the next shows those lines, each part under its
// function's name.
//
// Nothing is hidden: every line of the range is shown, or is in a stub
// that names its lines.
func StructuredRange(f *File, text []byte, r textpos.LineRange, opt RangeOptions) string {
	if opt.Name == nil {
		opt.Name = func(s *Symbol) (string, textpos.LineRange) { return s.QualifiedName(), s.Range }
	}
	w := &rangeWriter{lines: strings.Split(string(text), "\n"), opt: opt}
	start, end := r.Ints()
	if chain := Within(f, r); len(chain) > 0 {
		w.inside(chain[len(chain)-1], start, end)
	} else {
		w.top(f, start, end)
	}
	return w.text()
}

// rangeWriter collects the lines of a structured range.
type rangeWriter struct {
	lines     []string
	opt       RangeOptions
	out       []string
	afterStub bool
}

// raw adds line l as it is (a blank line just after a stub is left out:
// the stub is set off by one already).
func (w *rangeWriter) raw(l int) {
	line := strings.TrimSuffix(w.lines[l-1], "\r")
	if strings.TrimSpace(line) == "" && w.afterStub {
		return
	}
	w.out = append(w.out, line)
	w.afterStub = false
}

// stub adds, at line l, the stubs of syms, set off by one blank line
// above and below; symbols that have no target, or whose target's lines
// end before l (a Markdown section's are the blank lines that end it),
// are left out. It returns the last line the stubs say, 0 for none.
func (w *rangeWriter) stub(l int, indent string, syms []*Symbol) int {
	var stubs [][]string
	seen := map[string]bool{}
	last := 0
	for _, s := range syms {
		name, lines := w.opt.Name(s)
		if name == "" || lines.End().Int() < l || seen[name] { // the names of `var a, b int` share a target
			continue
		}
		seen[name] = true
		last = max(last, lines.End().Int())
		stubs = append(stubs, SymbolStub(s.Kind, name, lines, w.opt.Hint))
	}
	for _, st := range stubs {
		for len(w.out) > 0 && strings.TrimSpace(w.out[len(w.out)-1]) == "" {
			w.out = w.out[:len(w.out)-1]
		}
		if len(w.out) > 0 {
			w.out = append(w.out, "")
		}
		for _, l := range st {
			w.out = append(w.out, indent+l)
		}
		w.out = append(w.out, "")
		w.afterStub = true
	}
	return last
}

func (w *rangeWriter) text() string {
	out := w.out
	for len(out) > 0 && strings.TrimSpace(out[len(out)-1]) == "" {
		out = out[:len(out)-1]
	}
	for len(out) > 0 && strings.TrimSpace(out[0]) == "" {
		out = out[1:]
	}
	return strings.Join(out, "\n") + "\n"
}

// top renders a range at the file's top level.
func (w *rangeWriter) top(f *File, start, end int) {
	own := owners(f)
	// Symbols in the order they start; next is the first not yet passed.
	syms := append([]*Symbol(nil), f.Symbols...)
	sort.SliceStable(syms, func(i, j int) bool { return syms[i].Range.Start().Before(syms[j].Range.Start()) })
	next := 0
	for l := start; l <= end && l <= len(w.lines); l++ {
		o := own[l]
		switch {
		case o.sym != nil:
			var here []*Symbol // every symbol on or over this line
			for ; next < len(syms) && syms[next].Range.Start().Int() <= l; next++ {
				if s := syms[next]; s.Range.End().Int() >= l {
					here = append(here, s)
				}
			}
			// A symbol the range cuts is read inside; the lines of a
			// symbol past its stub's (blank ones) or of one with no
			// target are shown as they are.
			if last := w.cut(l, start, end, here); last >= l {
				l = last
			} else if last := w.stub(l, "", here); last >= l {
				l = min(last, end)
			} else {
				w.raw(l)
			}
		case w.opt.Collapse && o.blk != nil && o.blk.cat != "gap":
			w.out = append(w.out, blockStub(o.blk)) // block stubs stand line after line
			w.afterStub = false
			l = min(o.blk.end, end)
		default:
			w.raw(l)
		}
	}
}

// inside renders a range that symbol c holds: its members of several
// lines (those that start after its first line, as a target read stubs
// them) are stubs, its other lines are as they are.
func (w *rangeWriter) inside(c *Symbol, start, end int) {
	var members []*Symbol
	for _, m := range c.Children {
		ms, me := m.Range.Start().Int(), m.Range.End().Int()
		if me > ms && ms > c.Range.Start().Int() && me >= start && ms <= end {
			members = append(members, m)
		}
	}
	sort.SliceStable(members, func(i, j int) bool { return members[i].Range.Start().Before(members[j].Range.Start()) })
	next := 0
	for l := start; l <= end && l <= len(w.lines); l++ {
		var here []*Symbol
		for ; next < len(members) && members[next].Range.Start().Int() <= l; next++ {
			here = append(here, members[next])
		}
		indent := ""
		if len(here) > 0 {
			first := w.lines[here[0].Range.Start().Int()-1]
			indent = first[:len(first)-len(strings.TrimLeft(first, " \t"))]
		}
		if last := w.cut(l, start, end, here); last >= l {
			l = last
		} else if last := w.stub(l, indent, here); last >= l {
			l = min(last, end)
		} else {
			w.raw(l)
		}
	}
}

// cut reads inside the one symbol of here, at line l, when the range
// start..end cuts it: the line naming it, then its lines in the range.
// It returns the last line read, 0 when here is not one such symbol.
func (w *rangeWriter) cut(l, start, end int, here []*Symbol) int {
	if len(here) != 1 {
		return 0
	}
	s := here[0]
	name, lines := w.opt.Name(s)
	// The target's lines say what is cut (a Markdown section's end
	// before the blank lines that close it).
	if name == "" || lines.End().Int() < l || lines.Start().Int() >= start && lines.End().Int() <= end {
		return 0
	}
	first := w.lines[s.Range.Start().Int()-1]
	indent := first[:len(first)-len(strings.TrimLeft(first, " \t"))]
	w.out = append(w.out, fmt.Sprintf("%s== %s (%s)", indent, name, linesWord(lines.Start().Int(), lines.End().Int())))
	w.afterStub = false
	last := min(s.Range.End().Int(), end)
	w.inside(s, l, last)
	return last
}

// SymbolStub is the line that stands for a symbol: the target that reads
// it, its kind and the lines the target reads; under it, when hint is
// set, the line saying how to read it.
func SymbolStub(kind, target string, lines textpos.LineRange, hint func(target string) string) []string {
	stub := []string{fmt.Sprintf("--- %s (%s, %s) ---", target, kind, linesWord(lines.Start().Int(), lines.End().Int()))}
	if hint != nil {
		stub = append(stub, hint(target))
	}
	return stub
}

func blockStub(b *block) string {
	if b.items > 1 {
		return fmt.Sprintf("--- %ss (%d items, %s) ---", b.cat, b.items, linesWord(b.start, b.end))
	}
	return fmt.Sprintf("--- %s (%s) ---", b.cat, linesWord(b.start, b.end))
}

func linesWord(start, end int) string {
	if start == end {
		return fmt.Sprintf("line %d", start)
	}
	return fmt.Sprintf("lines %d-%d", start, end)
}
