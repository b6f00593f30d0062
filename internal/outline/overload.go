// This file tells Python's overloads by their decorators.

package outline

import (
	"strings"

	"github.com/locus-dev/locus/internal/syntax"
)

// markOverloads marks the Python functions among syms and their children
// that typing's @overload decorates: their decorators are the lines of
// their extent above their name's.
func (x *extractor) markOverloads(syms []*Symbol) {
	for _, s := range syms {
		if syntax.IsCallable(s.Kind) && s.Extent.Start().Line().Before(s.SelectionRange.Start().Line()) {
			start, err1 := x.m.PositionOffset(s.Extent.Start())
			head, err2 := x.m.LineStart(s.SelectionRange.Start().Line())
			s.overload = err1 == nil && err2 == nil && overloadDecorated(x.src[start:head])
		}
		x.markOverloads(s.Children)
	}
}

// overloadDecorated reports whether the decorators of a Python definition
// (the text before its def) hold typing's @overload, by any module name
// (@overload, @typing.overload, @t.overload).
func overloadDecorated(decorators []byte) bool {
	for line := range strings.Lines(string(decorators)) {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "@") {
			continue
		}
		name, _, _ := strings.Cut(line[1:], "#") // @overload  # type: ignore[misc]
		name, _, _ = strings.Cut(name, "(")
		name = strings.TrimSpace(name)
		if name == "overload" || strings.HasSuffix(name, ".overload") {
			return true
		}
	}
	return false
}
