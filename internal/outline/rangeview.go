// This file renders a structured line range: the lines of a
// range as they are, except that each symbol is a stub naming the target
// that reads it; with collapse, imports, exports, comments and directives
// are stubs too, and only gaps stay as they are.

package outline

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
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
		sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Range.Start < sorted[j].Range.Start })
		var cur *block
		for _, e := range sorted {
			if cur != nil && e.Range.Start <= cur.end+1 {
				cur.end = max(cur.end, e.Range.End)
				cur.items++
				continue
			}
			cur = &block{cat: cat, start: e.Range.Start, end: e.Range.End, items: 1}
			blocks = append(blocks, cur)
		}
	}
	add("import", f.Imports)
	add("export", f.Exports)
	add("comment", f.OrphanComments)
	add("directive", f.Directives)
	for _, g := range f.Gaps {
		blocks = append(blocks, &block{cat: "gap", start: g.Start, end: g.End})
	}
	for _, b := range blocks {
		for l := max(b.start, 1); l <= b.end && l < len(own); l++ {
			own[l].blk = b
		}
	}
	for _, s := range f.Symbols {
		for l := max(s.Range.StartLine, 1); l <= s.Range.EndLine && l < len(own); l++ {
			if own[l].sym == nil {
				own[l] = owner{sym: s}
			}
		}
	}
	return own
}

// Snap widens start..end so that no non-symbol block is cut: a range that
// touches a line of a block takes the whole block. Symbols are not
// widened: they become stubs whatever part of them the range holds.
func Snap(f *File, start, end int) (int, int) {
	own := owners(f)
	if b := own[start].blk; b != nil && own[start].sym == nil {
		start = b.start
	}
	if b := own[end].blk; b != nil && own[end].sym == nil {
		end = b.end
	}
	return start, end
}

// StructuredRange renders lines start..end (already snapped, inside the
// file) of f: raw lines, and a stub for each symbol, set off by blank
// lines. With collapse, the import, export, comment and directive blocks
// are stubs as well.
// hint says how to read a symbol stubbed by its target (nil: MCPReadHint).
func StructuredRange(f *File, text []byte, start, end int, collapse bool, hint func(target string) string) string {
	lines := strings.Split(string(text), "\n")
	own := owners(f)
	var out []string
	afterStub := false
	raw := func(l string) {
		if strings.TrimSpace(l) == "" && afterStub {
			return
		}
		out = append(out, l)
		afterStub = false
	}
	stub := func(s ...string) {
		for len(out) > 0 && strings.TrimSpace(out[len(out)-1]) == "" {
			out = out[:len(out)-1]
		}
		if len(out) > 0 {
			out = append(out, "")
		}
		out = append(out, s...)
		out = append(out, "")
		afterStub = true
	}
	// Symbols in the order they start; next is the first not yet passed.
	syms := append([]*Symbol(nil), f.Symbols...)
	sort.SliceStable(syms, func(i, j int) bool { return syms[i].Range.StartLine < syms[j].Range.StartLine })
	next := 0
	for l := start; l <= end && l <= len(lines); l++ {
		o := own[l]
		switch {
		case o.sym != nil:
			last := l
			for ; next < len(syms) && syms[next].Range.StartLine <= l; next++ {
				if s := syms[next]; s.Range.EndLine >= l { // every symbol on or over this line
					stub(SymbolStub(s, s.QualifiedName(), hint)...)
					last = max(last, s.Range.EndLine)
				}
			}
			l = min(last, end)
		case collapse && o.blk != nil && o.blk.cat != "gap":
			out = append(out, blockStub(o.blk)) // block stubs stand line after line
			afterStub = false
			l = min(o.blk.end, end)
		default:
			raw(strings.TrimSuffix(lines[l-1], "\r"))
		}
	}
	for len(out) > 0 && strings.TrimSpace(out[len(out)-1]) == "" {
		out = out[:len(out)-1]
	}
	for len(out) > 0 && strings.TrimSpace(out[0]) == "" {
		out = out[1:]
	}
	return strings.Join(out, "\n") + "\n"
}

// SymbolStub is the two lines that stand for a symbol: the target that
// names it, its kind and lines, and how to read it, as hint says (nil:
// MCPReadHint).
func SymbolStub(s *Symbol, name string, hint func(target string) string) []string {
	if hint == nil {
		hint = MCPReadHint
	}
	return []string{
		fmt.Sprintf("--- symbol: %s (%s, %s) ---", name, s.Kind, linesWord(s.Range.StartLine, s.Range.EndLine)),
		hint(name),
	}
}

// MCPReadHint is how a model reads a stubbed symbol: file_read's target
// argument.
func MCPReadHint(target string) string {
	return fmt.Sprintf("Use { target: %s } to read this symbol", strconv.Quote(target))
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
