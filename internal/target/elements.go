// This file makes the elements of a list whose every value is one (a JSON
// array) structures: each is an element of the comma-separated list, named
// by its first member's value or by its own short scalar text, and always
// reachable by its place, [N].

package target

import (
	"slices"
	"unicode/utf8"

	"github.com/locus-dev/locus/internal/syntax"
)

// element returns the structure of n, one value of an element list. An
// element that is an object or an array holds its members or elements.
func (b *builder) element(n syntax.Node, syms []*symRef, parent *Structure) *Structure {
	s := &Structure{Kind: n.Type(), Name: b.elementName(n), Start: n.StartByte(),
		End: b.trimEnd(n.StartByte(), n.EndByte()), Heads: []int{n.StartByte()}, Parent: parent, tree: b.t}
	if b.blocks[n.Type()] || b.elems[n.Type()] {
		outer := b.inElem
		b.inElem = true
		s.Children = b.container(n, syms, s)
		b.inElem = outer
	}
	return s
}

// elementName is the name of an element: its text without quotes when it
// is a short scalar (`"index.js"` is index.js, `42` is 42); for an object,
// the value of its first member when that is one (`{"name": "build", …}`
// is build); "" otherwise, and the element is named by its text's start
// or its place.
func (b *builder) elementName(n syntax.Node) string {
	if b.blocks[n.Type()] {
		i := slices.IndexFunc(n.Children(), func(c syntax.Node) bool { return c.IsNamed() && !b.isComment(c) })
		if i < 0 {
			return ""
		}
		v, ok := n.Children()[i].Field("value")
		if !ok {
			return ""
		}
		n = v
	}
	if b.blocks[n.Type()] || b.elems[n.Type()] || n.EndRow() != n.StartRow() {
		return ""
	}
	text := n.Text()
	if len(text) >= 2 && text[0] == '"' && text[len(text)-1] == '"' {
		text = text[1 : len(text)-1]
	}
	if text == "" || utf8.RuneCountInString(text) > HeadRunes {
		return ""
	}
	return text
}
