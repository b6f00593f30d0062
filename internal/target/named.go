// This file gives a named statement (a YAML sequence item) the comments
// of a definition: those directly above it are its doc, and those after
// its content are not its own (Rules.DocComments, Rules.TrimTrailing).
// The grammar may put the comments above an item at the end of the item
// before it; the outline leaves them to the item, not to its first key.

package target

import (
	"slices"

	"github.com/locus-dev/locus/internal/syntax"
)

// contentEnd returns where the content of n ends: before the comments that
// end it, or end a node that ends it.
func (b *builder) contentEnd(n syntax.Node) int {
	for {
		kids := n.Children()
		i := len(kids)
		for i > 0 && b.isComment(kids[i-1]) {
			i--
		}
		if len(kids) == 0 {
			return n.EndByte()
		}
		if i == 0 {
			return n.StartByte()
		}
		if i == len(kids) && kids[i-1].NamedChildCount() == 0 {
			return n.EndByte()
		}
		n = kids[i-1]
	}
}

// trailingComments returns the comments that end n, or end a node that
// ends it, in the order of the text.
func (b *builder) trailingComments(n syntax.Node) []syntax.Node {
	var out []syntax.Node
	for {
		kids := n.Children()
		i := len(kids)
		for i > 0 && b.isComment(kids[i-1]) {
			i--
		}
		out = append(slices.Clone(kids[i:]), out...)
		if i == 0 || !kids[i-1].IsNamed() {
			return out
		}
		n = kids[i-1]
	}
}

// block returns the structures in kids[i], a block, which the comments
// directly before it in its parent stand before too (the comments between
// a YAML key and its sequence).
func (b *builder) block(kids []syntax.Node, i int, syms []*symRef, parent *Structure) []*Structure {
	if !b.namedDocs() {
		return b.container(kids[i], syms, parent)
	}
	j := i
	for j > 0 && b.isComment(kids[j-1]) {
		j--
	}
	outer := b.lead
	switch {
	case j < i:
		b.lead = kids[j:i]
	default:
		// a block that follows a named node has nothing before it; the
		// first of its parent has what stands before the parent
		for k := j - 1; k >= 0; k-- {
			if kids[k].IsNamed() {
				b.lead = nil
				break
			}
		}
	}
	defer func() { b.lead = outer }()
	return b.container(kids[i], syms, parent)
}

// namedDoc starts a named statement, kids[i], at its doc comment: the run
// of comments on lines of their own, one directly above the other and the
// last directly above it, none indented deeper than it, after the content
// of the sibling before it, whether the grammar puts them between the two,
// at the end of that sibling, or, above the first of a block, before the
// block in its parent.
func (b *builder) namedDoc(made []*Structure, kids []syntax.Node, i int) {
	n := kids[i]
	if _, ok := b.rules.Named[n.Type()]; !ok || !b.namedDocs() || len(made) != 1 || made[0].Symbol != nil {
		return
	}
	j := i
	for j > 0 && b.isComment(kids[j-1]) {
		j--
	}
	// the comments between the content before n and n, in the order of the text
	before := slices.Clone(b.lead)
	if j > 0 {
		before = b.trailingComments(kids[j-1])
	}
	before = append(before, kids[j:i]...)
	col := n.StartByte() - b.t.LineStart(b.t.LineOf(n.StartByte()))
	next := b.t.LineOf(n.StartByte())
	k := len(before)
	for k > 0 {
		c := before[k-1]
		first, last := b.t.LineOf(c.StartByte()), b.t.LineOf(max(c.StartByte(), c.EndByte()-1))
		if last != next-1 || c.StartByte()-b.t.LineStart(first) > col ||
			!blank(b.t.Text[b.t.LineStart(first):c.StartByte()]) {
			break
		}
		next, k = first, k-1
	}
	if k < len(before) {
		made[0].Start = before[k].StartByte()
	}
}

// namedDocs reports whether the language's named statements have doc
// comments: its definitions have, and end where their content does.
func (b *builder) namedDocs() bool {
	return len(b.rules.Named) > 0 && b.rules.DocComments && b.rules.TrimTrailing
}

func (b *builder) isComment(n syntax.Node) bool { return slices.Contains(b.rules.Comments, n.Type()) }
