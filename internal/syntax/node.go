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
	r     *rec
	t     *source
	depth int32 // levels below the root (or below a Scan hit)
}

// rec is a node as read in C, and its children once a walk asked for
// them: the outline and the cross references ask one node for its
// children, a field, another field and its last child, and each was a
// cgo call and a walk in C. A node's children, their fields and the
// fields its production gives are read in one call and kept here, where
// every copy of the Node finds them, as long as the parse holds fewer
// than maxHeld of them.
type rec struct {
	info nodeInfo
	lv   *level // its children, once read
}

// level is the children of a node as read in C.
type level struct {
	kids   []rec
	nodes  []Node    // the kids' Nodes, once Children made them
	fields [2]uint64 // l_children's fields
}

// noKids is the level of a node without children.
var noKids = &level{}

// maxHeld is how many children's recs one parse keeps (about 8 MB with
// their levels and Nodes): past it, a walk of a huge tree reads its
// nodes' children again each time, and they go with the walk's garbage.
// With four times as many, the large files two workers of a cold index
// read at once took its live heap from about 40 MB to 75 MB at a moment,
// and its peak RSS (the collector lets the heap grow to five times the
// live one) from about 490 MB to 600 MB.
const maxHeld = 1 << 16

// source is what every node of one parse shares.
type source struct {
	lang *Language
	src  []byte
	// unread are the spans of src the parser read as blanks: the
	// directive lines and other branches of the #if groups read as their
	// first branch (firstBranches), in order
	unread [][2]int
	deep   atomic.Bool // a walk went past maxDepth
	// held counts the recs kept in the recs of the tree; buf is where C
	// writes a level of children before they are copied into recs. A
	// parse's nodes are read by one goroutine at a time, the one that
	// visits the tree.
	held int
	buf  []nodeInfo
}

// Unread returns the spans of the text that the parse read as blanks: the
// directive lines and the other branches of the #if groups that a parse
// meeting syntax errors read as their first branch (see mask.go), in
// order. A node's text still holds them, being the file's; a rendering
// of the code the tree describes (a signature) leaves them out.
func (n Node) Unread() [][2]int { return n.t.unread }

// stopped reports whether n has children that a walk may not take, past
// maxDepth, and notes it for Parse.
func (n Node) stopped() bool {
	if n.depth < maxDepth || n.r.info.child_count == 0 {
		return false
	}
	n.t.deep.Store(true)
	return true
}

// child returns the node of info a level below n.
func (n Node) child(i nodeInfo) Node { return Node{r: &rec{info: i}, t: n.t, depth: n.depth + 1} }

// level returns the children of n: read once and kept in n's rec, or,
// once the parse holds maxHeld recs, read again at each call.
func (n Node) level() *level {
	r := n.r
	if r.lv != nil {
		return r.lv
	}
	if r.info.child_count == 0 {
		r.lv = noKids
		return noKids
	}
	lv := &level{}
	infos := childInfos(&r.info, n.t.buf, &lv.fields)
	if cap(infos) > cap(n.t.buf) {
		n.t.buf = infos[:0]
	}
	lv.kids = make([]rec, len(infos))
	for k := range infos {
		lv.kids[k].info = infos[k]
	}
	if n.t.held < maxHeld {
		n.t.held += len(infos)
		r.lv = lv
	}
	return lv
}

// kid returns the Node of the k-th child in lv, a level below n.
func (n Node) kid(lv *level, k int) Node { return Node{r: &lv.kids[k], t: n.t, depth: n.depth + 1} }

// Language returns the language the node's tree was parsed as.
func (n Node) Language() *Language { return n.t.lang }

// Type returns the node's type name; "ERROR" for error nodes, whose kind id
// lies outside the grammar's table.
func (n Node) Type() string {
	if n.r == nil {
		return ""
	}
	if id := int(n.r.info.symbol); id < len(n.t.lang.names) {
		return n.t.lang.names[id]
	}
	if n.IsError() {
		return "ERROR"
	}
	return ""
}

// Kind returns the node's kind number (see Language.Kinds).
func (n Node) Kind() Kind { return Kind(n.r.info.symbol) }

// IsNamed reports whether the node is a named node (not punctuation or a keyword).
func (n Node) IsNamed() bool { return n.r.info.flags&flagNamed != 0 }

// IsError reports whether the node is an ERROR node.
func (n Node) IsError() bool { return n.r.info.flags&flagError != 0 }

// IsMissing reports whether the parser inserted this node to recover from an error.
func (n Node) IsMissing() bool { return n.r.info.flags&flagMissing != 0 }

// HasError reports whether the node or a descendant is an error or missing node.
func (n Node) HasError() bool { return n.r.info.flags&flagHasError != 0 }

// StartByte is the offset of the node's first byte.
func (n Node) StartByte() int { return int(n.r.info.start_byte) }

// EndByte is the offset just past the node's last byte.
func (n Node) EndByte() int { return int(n.r.info.end_byte) }

// StartRow is the node's first row (0-based).
func (n Node) StartRow() int { return int(n.r.info.start_row) }

// EndRow is the row of the node's end point (0-based). A node that ends with
// a newline has its end point at column 0 of the following row.
func (n Node) EndRow() int { return int(n.r.info.end_row) }

// EndColumn is the byte column of the node's end point.
func (n Node) EndColumn() int { return int(n.r.info.end_col) }

// Bytes returns the node's source bytes.
func (n Node) Bytes() []byte { return n.t.src[n.r.info.start_byte:n.r.info.end_byte] }

// Text returns the node's source text.
func (n Node) Text() string { return string(n.Bytes()) }

// Children returns all children, named and anonymous, in order. The
// slice is the node's own, made once: a caller must not change its
// elements, nor append to a part of it (kids[:i], or kids[i:] cut back
// to no length), which would write into it; an append to the whole
// slice makes a copy.
func (n Node) Children() []Node {
	if n.stopped() {
		return nil
	}
	lv := n.level()
	if len(lv.kids) == 0 {
		return nil
	}
	if lv.nodes != nil {
		return lv.nodes
	}
	out := make([]Node, len(lv.kids))
	for k := range lv.kids {
		out[k] = n.kid(lv, k)
	}
	lv.nodes = out[:len(out):len(out)]
	return lv.nodes
}

// LastChild returns the node's last child, named or anonymous.
func (n Node) LastChild() (Node, bool) {
	if n.stopped() {
		return Node{}, false
	}
	lv := n.level()
	if len(lv.kids) == 0 {
		return Node{}, false
	}
	return n.kid(lv, len(lv.kids)-1), true
}

// NamedChildCount returns the number of named children.
func (n Node) NamedChildCount() int { return int(n.r.info.named_child_count) }

// NamedChild returns the i-th named child.
func (n Node) NamedChild(i int) (Node, bool) {
	if n.stopped() {
		return Node{}, false
	}
	lv := n.level()
	for k := range lv.kids {
		if lv.kids[k].info.flags&flagNamed == 0 {
			continue
		}
		if i == 0 {
			return n.kid(lv, k), true
		}
		i--
	}
	return Node{}, false
}

// Field returns the first child in the named field.
func (n Node) Field(name string) (Node, bool) {
	return n.fieldByID(n.t.lang.fields[name])
}

// FieldAll returns every named child in the named field.
func (n Node) FieldAll(name string) []Node {
	return n.fieldAllByID(n.t.lang.fields[name])
}

// Path follows a rules path (see Rules) from n and returns the nodes it ends
// on: at most one unless the first step is expanded with all, which makes a
// field step every child in the field and a "@type" step every named child
// of the types.
func (n Node) Path(path string, all bool) []Node {
	return n.Follow(CompiledPath{n.t.lang.compiledPath(path)}, all)
}

// CompiledPath is a rules path compiled for one language (Language.Compile).
type CompiledPath struct{ steps []pathStep }

// Compile compiles a rules path (see Rules) once, for a caller that follows
// it from many nodes of the language's trees.
func (l *Language) Compile(path string) CompiledPath {
	l.init()
	return CompiledPath{l.compiledPath(path)}
}

// Follow is Path with a path compiled for n's language.
func (n Node) Follow(p CompiledPath, all bool) []Node {
	if !all {
		if c, ok := n.FollowFirst(p); ok {
			return []Node{c}
		}
		return nil
	}
	if cur := n.AppendFollow(nil, p, true); len(cur) > 0 {
		return cur
	}
	return nil
}

// AppendFollow appends to dst the nodes Follow(p, all) answers; a path of
// one step (the rules' most) allocates nothing more than dst's growth.
func (n Node) AppendFollow(dst []Node, p CompiledPath, all bool) []Node {
	steps := p.steps
	if !all {
		if c, ok := n.FollowFirst(p); ok {
			return append(dst, c)
		}
		return dst
	}
	if len(steps) == 1 {
		return n.appendStep(dst, &steps[0], true)
	}
	cur := n.follow(&steps[0], true)
	for i := 1; i < len(steps) && len(cur) > 0; i++ {
		var next []Node
		for _, c := range cur {
			next = c.appendStep(next, &steps[i], false)
		}
		cur = next
	}
	return append(dst, cur...)
}

// step takes one step of a path given as text; see Path.
func (n Node) step(step string, all bool) []Node {
	return n.follow(&n.t.lang.compiledPath(step)[0], all)
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
