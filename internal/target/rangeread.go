// This file names the symbols of a structured range read by their
// structures' targets.

package target

import (
	"github.com/locus-dev/locus/internal/outline"
	"github.com/locus-dev/locus/internal/textpos"
)

// SymbolTargets returns, for outline.RangeOptions.Name, the target of
// each symbol of t.Model and the lines it reads: its structure's target,
// each level indexed as the resolver indexes it ("timeout[3]"), so that
// it resolves to exactly that structure, and the structure's lines; no
// target for a symbol that is no structure. The function is for one
// goroutine.
func (t *Tree) SymbolTargets() func(*outline.Symbol) (string, textpos.LineRange) {
	var n Namer
	type named struct {
		target string
		lines  textpos.LineRange
	}
	seen := map[*outline.Symbol]named{}
	return func(s *outline.Symbol) (string, textpos.LineRange) {
		if got, ok := seen[s]; ok {
			return got.target, got.lines
		}
		var got named
		if st := t.Of(s); st != nil {
			got = named{n.Target(st), st.Lines()}
		}
		seen[s] = got
		return got.target, got.lines
	}
}
