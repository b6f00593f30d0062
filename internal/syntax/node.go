// This file defines Node, the read-only view of a syntax node that other
// packages use instead of the tree-sitter bindings.

package syntax

import (
	"strings"
	"sync/atomic"
)

// maxDepth is how many levels below the root a walk may go. The walks of
// the outline and the structures recurse a few Go frames a level (about
// 700 bytes of stack), and a goroutine's stack stops at 1 GB, a fatal
// error: nesting a million levels deep (5 MB of `{"a":`) would reach it.
// Past maxDepth a node has no children, and the Parse that handed out the
// root answers an error. Tests lower it.
var maxDepth int32 = 500_000

// Node is a node of a tree being visited inside Parse. Row numbers are
// 0-based, columns are byte offsets within the row, as tree-sitter gives them.
// A Node carries what the outline reads of it, read in one C call.
type Node struct {
	i     *nodeInfo
	t     *source
	depth int32 // levels below the root (or below a Scan hit)
}

// source is what every node of one parse shares.
type source struct {
	lang *Language
	src  []byte
	deep atomic.Bool // a walk went past maxDepth
}

// stopped reports whether n has children that a walk may not take, past
// maxDepth, and notes it for Parse.
func (n Node) stopped() bool {
	if n.depth < maxDepth || n.i.child_count == 0 {
		return false
	}
	n.t.deep.Store(true)
	return true
}

// child returns the node of info a level below n.
func (n Node) child(i nodeInfo) Node { return Node{i: &i, t: n.t, depth: n.depth + 1} }

// Type returns the node's type name; "ERROR" for error nodes, whose kind id
// lies outside the grammar's table.
func (n Node) Type() string {
	if n.i == nil {
		return ""
	}
	if id := int(n.i.symbol); id < len(n.t.lang.names) {
		return n.t.lang.names[id]
	}
	if n.IsError() {
		return "ERROR"
	}
	return ""
}

// Kind returns the node's kind number (see Language.Kinds).
func (n Node) Kind() Kind { return Kind(n.i.symbol) }

// IsNamed reports whether the node is a named node (not punctuation or a keyword).
func (n Node) IsNamed() bool { return n.i.flags&flagNamed != 0 }

// IsError reports whether the node is an ERROR node.
func (n Node) IsError() bool { return n.i.flags&flagError != 0 }

// IsMissing reports whether the parser inserted this node to recover from an error.
func (n Node) IsMissing() bool { return n.i.flags&flagMissing != 0 }

// HasError reports whether the node or a descendant is an error or missing node.
func (n Node) HasError() bool { return n.i.flags&flagHasError != 0 }

// StartByte is the offset of the node's first byte.
func (n Node) StartByte() int { return int(n.i.start_byte) }

// EndByte is the offset just past the node's last byte.
func (n Node) EndByte() int { return int(n.i.end_byte) }

// StartRow is the node's first row (0-based).
func (n Node) StartRow() int { return int(n.i.start_row) }

// EndRow is the row of the node's end point (0-based). A node that ends with
// a newline has its end point at column 0 of the following row.
func (n Node) EndRow() int { return int(n.i.end_row) }

// EndColumn is the byte column of the node's end point.
func (n Node) EndColumn() int { return int(n.i.end_col) }

// Bytes returns the node's source bytes.
func (n Node) Bytes() []byte { return n.t.src[n.i.start_byte:n.i.end_byte] }

// Text returns the node's source text.
func (n Node) Text() string { return string(n.Bytes()) }

// Children returns all children, named and anonymous, in order.
func (n Node) Children() []Node {
	if n.stopped() {
		return nil
	}
	infos := childInfos(n.i)
	out := make([]Node, len(infos))
	for k := range infos {
		out[k] = Node{i: &infos[k], t: n.t, depth: n.depth + 1}
	}
	return out
}

// LastChild returns the node's last child, named or anonymous.
func (n Node) LastChild() (Node, bool) {
	if n.stopped() {
		return Node{}, false
	}
	info, ok := lastChildInfo(n.i)
	return n.child(info), ok
}

// NamedChildCount returns the number of named children.
func (n Node) NamedChildCount() int { return int(n.i.named_child_count) }

// NamedChild returns the i-th named child.
func (n Node) NamedChild(i int) (Node, bool) {
	if n.stopped() {
		return Node{}, false
	}
	info, ok := namedChildInfo(n.i, i)
	return n.child(info), ok
}

// Field returns the first child in the named field.
func (n Node) Field(name string) (Node, bool) {
	id, ok := n.t.lang.fields[name]
	if !ok || n.stopped() {
		return Node{}, false
	}
	info, ok := fieldInfo(n.i, id)
	return n.child(info), ok
}

// FieldAll returns every named child in the named field.
func (n Node) FieldAll(name string) []Node {
	id, ok := n.t.lang.fields[name]
	if !ok {
		return nil
	}
	var out []Node
	for _, c := range n.Children() {
		if uint16(c.i.field) == id && c.IsNamed() {
			out = append(out, c)
		}
	}
	return out
}

// Path follows a rules path (see Rules) from n and returns the nodes it ends
// on: at most one unless the first step is expanded with all, which makes a
// field step every child in the field and a "@type" step every named child
// of the types.
func (n Node) Path(path string, all bool) []Node {
	cur := []Node{n}
	for i, step := range strings.Split(path, "/") {
		var next []Node
		for _, c := range cur {
			next = append(next, c.step(step, all && i == 0)...)
		}
		if len(next) == 0 {
			return nil
		}
		cur = next
	}
	return cur
}

func (n Node) step(step string, all bool) []Node {
	switch {
	case step == "." || step == "":
		return []Node{n}
	case strings.HasPrefix(step, "="):
		if contains(strings.Split(step[1:], "|"), n.Type()) {
			return []Node{n}
		}
		return nil
	case strings.HasPrefix(step, "@"):
		types := strings.Split(step[1:], "|")
		var out []Node
		for _, c := range n.Children() {
			if c.IsNamed() && contains(types, c.Type()) {
				if !all {
					return []Node{c}
				}
				out = append(out, c)
			}
		}
		return out
	case strings.HasSuffix(step, "+") || strings.HasSuffix(step, "*"):
		field := step[:len(step)-1]
		cur, ok := n.Field(field)
		if !ok {
			if step[len(step)-1] == '*' {
				return []Node{n}
			}
			return nil
		}
		for {
			next, ok := cur.Field(field)
			if !ok {
				return []Node{cur}
			}
			cur = next
		}
	case all:
		return n.FieldAll(step)
	default:
		if c, ok := n.Field(step); ok {
			return []Node{c}
		}
		return nil
	}
}

// Chain returns the nodes visited by a path whose steps follow fields,
// including every node a "+" step passes through, or take the first named
// child of some types ("@type|type2"); KindBy looks along it.
func (n Node) Chain(path string) []Node {
	var out []Node
	cur := n
	for _, step := range strings.Split(path, "/") {
		if strings.HasPrefix(step, "@") {
			next := cur.step(step, false)
			if len(next) == 0 {
				return out
			}
			out = append(out, next[0])
			cur = next[0]
			continue
		}
		field, repeat := strings.CutSuffix(strings.TrimSuffix(step, "*"), "+")
		repeat = repeat || strings.HasSuffix(step, "*")
		next, ok := cur.Field(field)
		for ok {
			out = append(out, next)
			cur = next
			if !repeat {
				break
			}
			next, ok = cur.Field(field)
		}
		if !ok && !repeat {
			return out
		}
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
