// This file defines the extractor: the one walk, the same for every
// language, that reads a syntax tree through the language's rules and fills
// a File.

package outline

import (
	"slices"
	"sort"
	"strings"

	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/textpos"
)

type extractor struct {
	rules  *syntax.Rules
	src    []byte
	m      *textpos.Mapper
	file   *File
	claims []claim
	// preproc: the language has a preprocessor (its directives are
	// preproc_ nodes), whose lines a signature leaves out.
	preproc bool
	// unread: the spans the parse read as blanks (an #if group read as
	// its first branch), which a signature leaves out too
	unread [][2]int
}

func newExtractor(lang *syntax.Language, path string, src []byte) *extractor {
	m := textpos.NewMapper(src)
	total := textpos.LineTotal(src)
	preproc := slices.ContainsFunc(lang.Rules.Directives, func(d syntax.MatchRule) bool { return strings.HasPrefix(d.Node, "preproc_") })
	return &extractor{
		rules:   &lang.Rules,
		src:     src,
		m:       m,
		preproc: preproc,
		file: &File{
			Path:        path,
			Language:    lang.Name(),
			TotalLines:  total,
			ParseErrors: []int{},
			Symbols:     []*Symbol{},
		},
	}
}

func (x *extractor) run(root syntax.Node) {
	x.unread = root.Unread()
	if root.HasError() {
		x.file.ParseErrors = ErrorLines(root)
		x.file.ErrorSpans = ErrorSpans(root)
	}
	// a lone #region or #endregion the grammar takes and C#'s compiler refuses
	x.file.ParseErrors, x.file.ErrorSpans = withRegions(x.file.ParseErrors, x.file.ErrorSpans, root)
	if x.rules.Sections {
		x.file.Symbols = x.sections(root)
	} else {
		x.file.Symbols = x.level(root.Children(), nil, true)
	}
	if x.file.Language == "python" {
		x.markOverloads(x.file.Symbols)
	}
	x.resolve()
}

// level extracts the symbols among sibling nodes. At top level it also
// claims the lines of imports, exports, comments and directives.
func (x *extractor) level(nodes []syntax.Node, parent *Symbol, top bool) []*Symbol {
	var out []*Symbol
	var pending []syntax.Node // comments and attributes waiting for the next symbol
	prevEnd := -1
	var prev *syntax.Node // the last node that is not a comment or attribute
	flush := func() {
		if top {
			for _, p := range pending {
				if x.isComment(p.Type()) {
					x.claimComment(p)
				}
			}
		}
		pending = pending[:0]
	}
	for i := 0; i < len(nodes); i++ {
		at, n := i, nodes[i]
		if !n.IsNamed() && !n.IsError() {
			continue
		}
		t := n.Type()
		start, end := x.rows(n)
		switch {
		case x.isComment(t):
			if x.headerDirective(n) {
				// a shebang or an encoding line is no symbol's doc
				flush()
				if top {
					x.claimComment(n)
				}
				prevEnd = end
				continue
			}
			if start == prevEnd || !x.rules.DocComments {
				if top {
					x.claimComment(n)
				}
				continue
			}
			if len(pending) > 0 && start > x.lastRow(pending)+1 {
				flush()
			}
			pending = append(pending, n)
			continue
		case slices.Contains(x.rules.Attributes, t):
			pending = append(pending, n)
			continue
		}
		if top && x.claimMatch(n, x.rules.Directives, CatDirective) {
			flush()
			prevEnd = end
			continue
		}
		syms := x.nodeSymbols(n, parent, top)
		if len(syms) > 0 {
			_, named := x.rules.Named[t]
			if prev != nil && x.rules.DocComments && !named {
				// A grammar may end the node before with the comments
				// above this one (TOML's tables hold the comment above the
				// next table; Python's blocks some of those above the next
				// method): directly above it, they are its doc too.
				row := start
				if len(pending) > 0 {
					row, _ = x.rows(pending[0])
				}
				if tail := x.trailingComments(*prev, row, x.column(n.StartByte())); len(tail) > 0 {
					pending = append(tail, pending...)
				}
			}
			// The comments above a named statement (a YAML sequence item)
			// are its doc, which the structure tree gives it, not its first
			// key's.
			if len(pending) > 0 && !named && start <= x.lastRow(pending)+1 && sameStart(syms) && syms[0].Extent.Start().Line().Int() == start+1 {
				x.attach(syms, pending)
				pending = pending[:0]
			}
			flush()
			for ; i+1 < len(nodes) && x.continues(nodes[i+1], end); i++ {
				_, end = x.rows(nodes[i+1])
				e := x.span(nodes[i+1].EndByte(), nodes[i+1].EndByte())
				for _, s := range syms {
					s.Extent = s.Extent.Cover(e)
					s.Range = s.Extent.Lines()
				}
			}
			out = append(out, syms...)
		} else {
			flush()
			if top {
				x.classify(n)
			}
		}
		prevEnd = end
		prev = &nodes[at] // not &n, which would put every n on the heap
	}
	flush()
	if out == nil {
		out = []*Symbol{}
	}
	return out
}

// nodeSymbols returns the symbols a node declares, looking through wrappers.
// A wrapper that declares one symbol (or several from one declaration, as
// in `const a, b = 1, 2`) lends it its whole range when its rule says Expand.
func (x *extractor) nodeSymbols(n syntax.Node, parent *Symbol, top bool) []*Symbol {
	t := n.Type()
	if rule, ok := x.rules.Symbols[t]; ok {
		if syms := x.symbols(n, &rule, parent); len(syms) > 0 {
			return syms
		}
	}
	w, ok := x.rules.Wrappers[t]
	if !ok && !n.IsError() {
		return nil
	}
	kids := n.Children()
	within := parent
	if w.Callable {
		within = &Symbol{Kind: "function"} // Locals apply inside a callback
	}
	inner := x.level(kids, within, top)
	if w.Callable {
		for _, s := range inner {
			s.local = true
		}
	}
	grouped := w.Group != "" && slices.ContainsFunc(kids, func(c syntax.Node) bool { return c.Type() == w.Group })
	local := slices.ContainsFunc(inner, func(s *Symbol) bool { return s.local })
	if w.Expand && !grouped && !local && len(inner) > 0 && sameStart(inner) {
		for _, s := range inner {
			x.expand(s, n, kids)
		}
	}
	if top && (w.Category == "export" || w.Category == "directive") {
		kind := w.Kind
		if k := x.childKind(n, x.rules.ExportKinds); k != "" && len(inner) == 0 {
			kind = k
		}
		if kind == "" {
			kind = t
		}
		x.addClaim(Category(w.Category), n, kind, true)
	}
	return inner
}

// classify claims a top-level node that declares no symbol.
func (x *extractor) classify(n syntax.Node) {
	if x.claimMatch(n, x.rules.Imports, CatImport) {
		return
	}
	if x.rules.Docstrings && x.isStringStatement(n) {
		x.addClaim(CatComment, n, "docstring", false)
	}
}

// isStringStatement reports whether n is a statement of one string, a
// literal or a concatenation of literals (Rules.Strings).
func (x *extractor) isStringStatement(n syntax.Node) bool {
	str := &x.rules.Strings
	if str.Statement == "" || n.Type() != str.Statement || n.NamedChildCount() != 1 {
		return false
	}
	c, _ := n.NamedChild(0)
	return str.IsLiteral(c.Type()) || str.IsConcatenation(c.Type())
}

func (x *extractor) isComment(t string) bool { return slices.Contains(x.rules.Comments, t) }

func sameStart(syms []*Symbol) bool {
	for _, s := range syms[1:] {
		if s.Extent.Start().Line() != syms[0].Extent.Start().Line() {
			return false
		}
	}
	return true
}

// rows returns a node's first and last 0-based row. A node that ends at
// column 0 ends on the row before.
func (x *extractor) rows(n syntax.Node) (int, int) {
	start, end := n.StartRow(), n.EndRow()
	if n.EndColumn() == 0 && end > start {
		end--
	}
	if last := x.file.TotalLines - 1; end > last {
		end = max(last, 0)
	}
	if start > end {
		start = end
	}
	return start, end
}

// trailingComments returns the comments that end node n (or the block that
// ends it) on lines of their own, one after the other, the last directly
// above row (0-based), none indented deeper than col: the doc of what
// starts at row. A comment indented deeper is the end of the block.
func (x *extractor) trailingComments(n syntax.Node, row, col int) []syntax.Node {
	for {
		kids := n.Children()
		i := len(kids)
		for i > 0 && x.isComment(kids[i-1].Type()) {
			i--
		}
		if i == len(kids) {
			if i == 0 || !kids[i-1].IsNamed() || kids[i-1].EndRow() < row-1 {
				return nil
			}
			n = kids[i-1] // the comments may end a block inside n
			continue
		}
		if i == 0 {
			return nil
		}
		run := kids[i:]
		_, contentEnd := x.rows(kids[i-1])
		next := row
		for j := len(run) - 1; j >= 0; j-- {
			s, e := x.rows(run[j])
			if e != next-1 || x.column(run[j].StartByte()) > col {
				run = run[j+1:]
				break
			}
			next = s
		}
		if len(run) == 0 || run[0].StartRow() <= contentEnd {
			return nil
		}
		return slices.Clone(run) // the node's own children: level appends to the list it returns
	}
}

// continues reports whether n belongs to the statement before it, which
// ends on row end: a continuation (a heredoc's body) that starts there.
func (x *extractor) continues(n syntax.Node, end int) bool {
	return n.StartRow() == end && slices.Contains(x.rules.Continuations, n.Type())
}

// headerDirective reports whether n is a directive that only the first
// lines of a file hold (a rule with MaxLine: a shebang, an encoding line,
// a magic comment), unlike those that go with a declaration (`//go:noinline`).
func (x *extractor) headerDirective(n syntax.Node) bool {
	for _, r := range x.rules.Directives {
		if r.MaxLine > 0 {
			if _, ok := match(n, []syntax.MatchRule{r}); ok {
				return true
			}
		}
	}
	return false
}

// column returns the 0-based column (in characters) of an offset.
func (x *extractor) column(off int) int {
	p, err := x.m.OffsetPosition(off)
	if err != nil {
		return 0
	}
	return p.Column().Int() - 1
}

func (x *extractor) lastRow(nodes []syntax.Node) int {
	_, end := x.rows(nodes[len(nodes)-1])
	return end
}

// ErrorSpans returns the lines each error node spans, in the order of the
// tree, nested ones left out: an error starting on one line may hold code
// down to another.
func ErrorSpans(root syntax.Node) []textpos.LineRange {
	var spans []textpos.LineRange
	var walk func(n syntax.Node)
	walk = func(n syntax.Node) {
		if n.IsError() || n.IsMissing() {
			spans = append(spans, linesOf(n.StartRow()+1, n.EndRow()+1))
			return
		}
		for _, c := range n.Children() {
			if c.HasError() {
				walk(c)
			}
		}
	}
	walk(root)
	return spans
}

// ErrorLines lists the 1-based lines where error or missing nodes start.
func ErrorLines(root syntax.Node) []int {
	seen := map[int]bool{}
	var walk func(n syntax.Node)
	walk = func(n syntax.Node) {
		if n.IsError() || n.IsMissing() {
			seen[n.StartRow()+1] = true
		}
		for _, c := range n.Children() {
			if c.HasError() {
				walk(c)
			}
		}
	}
	walk(root)
	lines := make([]int, 0, len(seen))
	for l := range seen {
		lines = append(lines, l)
	}
	sort.Ints(lines)
	return lines
}
