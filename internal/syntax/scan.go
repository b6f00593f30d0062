// This file defines Scan, a walk of a whole tree in C that stops only at
// the nodes a caller marked.
//
// Reading every node of a tree through Node costs a few cgo calls per node;
// a caller that wants one kind of node out of the whole file (the
// identifiers, for cross references) would pay more for the walk than for
// the parse. Scan walks the tree inside C (scan.c), keeps the chain of
// ancestors there, and hands Go a batch of hits at a time: each marked
// node with its nearest ancestors' kinds, fields and start offsets, and
// the rows of the nearest ancestor that is a scope.

package syntax

/*
#cgo CFLAGS: -I${SRCDIR}/tsinternal/include
#include "scan.h"
*/
import "C"

import "unsafe"

// Kind is the number of a node type in one language's grammar. Aliases can
// give one type name several numbers; Language.Kinds lists them.
type Kind uint16

// FieldID is the number of a field name in one language's grammar; 0 is no field.
type FieldID uint16

// Mark says what Scan does at the nodes of a kind; marks combine.
type Mark uint8

const (
	// MarkLeaf: report the node and do not walk into it.
	MarkLeaf Mark = C.S_LEAF
	// MarkNode: report the node and walk into it.
	MarkNode Mark = C.S_NODE
	// MarkContext: a hit inside the node learns its kind (the nearest such
	// node's) from Hit.Context.
	MarkContext Mark = C.S_CONTEXT
	// MarkProbe: on entering the node, look whether one of its children is
	// of a MarkToken kind; Hit.Up reports the answer.
	MarkProbe Mark = C.S_PROBE
	// MarkToken: the kinds a probe looks for (anonymous tokens such as ":=").
	MarkToken Mark = C.S_TOKEN
	// MarkSkip: do not walk into the node (strings, where nothing is marked).
	MarkSkip Mark = C.S_SKIP
	// MarkScope: a hit inside the node learns its rows from Hit.Scope
	// (the nearest such node's), unless a MarkUnscope node hides it.
	MarkScope Mark = C.S_SCOPE
	// MarkUnscope: the nodes that follow it in its parent, and what they
	// hold, are in no scope of the nodes around them: only a MarkScope
	// node inside them gives one (JavaScript's var token, whose names
	// are the function's, not their block's).
	MarkUnscope Mark = C.S_UNSCOPE
)

// UpDepth is how many ancestors a Hit describes.
const UpDepth = C.S_UP

// Hit is a node that Scan stopped at. It is valid only during the callback.
type Hit struct {
	h *C.SHit
	t *source
}

// Kind is the node's kind.
func (h Hit) Kind() Kind { return Kind(h.h.symbol) }

// Start and End are the node's byte offsets.
func (h Hit) Start() int { return int(h.h.start) }

// End is the offset just past the node's last byte.
func (h Hit) End() int { return int(h.h.end) }

// Row is the node's first row (0-based); Column its byte column in that row.
func (h Hit) Row() int { return int(h.h.row) }

// Column is the byte offset of the node's start within its row.
func (h Hit) Column() int { return int(h.h.col) }

// Ups is how many ancestors Up describes: UpDepth, or fewer near the root.
func (h Hit) Ups() int { return int(h.h.ups) }

// Up describes the i-th ancestor (0 is the parent): its kind, the field
// that the node below it on the way to the hit sits in, its start offset,
// and for a MarkProbe kind whether it has a child of a MarkToken kind.
func (h Hit) Up(i int) (kind Kind, field FieldID, start int, probed bool) {
	return Kind(h.h.up_symbol[i]), FieldID(h.h.up_field[i]), int(h.h.up_start[i]), h.h.up_probed[i] != 0
}

// Context is the kind of the nearest ancestor of a MarkContext kind; 0 when
// there is none.
func (h Hit) Context() Kind { return Kind(h.h.ctx_symbol) }

// Scope is the first row of the nearest ancestor of a MarkScope kind and
// the row of its last byte (0-based); ok is false when there is none, or
// a MarkUnscope node hides it.
func (h Hit) Scope() (first, last int, ok bool) {
	if !bool(h.h.scoped) {
		return 0, 0, false
	}
	return int(h.h.scope_first), int(h.h.scope_last), true
}

// Node returns the hit's node, to be read with Node's methods.
func (h Hit) Node() Node {
	if h.h.filled {
		return Node{r: &rec{info: h.h.info}, t: h.t} // a MarkNode kind's, read in the walk
	}
	return Node{r: &rec{info: fillInfo(unsafe.Pointer(&h.h.node))}, t: h.t}
}

// Scan walks the tree under n, n included, in document order, and calls fn
// for each node whose kind's mark (marks[kind]) has MarkLeaf or MarkNode.
// Kinds beyond marks, and error nodes, are walked through unmarked.
func (n Node) Scan(marks []Mark, fn func(Hit)) {
	if len(marks) == 0 {
		return
	}
	root := *(*C.SNode)(unsafe.Pointer(&n.r.info.node))
	var s *C.SScan
	select {
	case s = <-idleScans:
		C.s_reset(s, root)
	default:
		s = C.s_new(root)
	}
	defer func() {
		select {
		case idleScans <- s:
		default:
			C.s_free(s)
		}
	}()
	m := (*C.uint8_t)(unsafe.Pointer(&marks[0]))
	for !s.done {
		got := int(C.s_scan(s, m, C.uint32_t(len(marks)), &s.hits[0], C.S_BATCH))
		for i := range got {
			fn(Hit{h: &s.hits[i], t: n.t})
		}
	}
}

// idleScans keeps the state of finished walks for the next (its batch of
// hits is a large allocation in C, and the walks come one a file).
var idleScans = make(chan *C.SScan, 16)

// Kinds returns the numbers of the node types named name; none when the
// grammar has no such type.
func (l *Language) Kinds(name string) []Kind {
	l.init()
	var out []Kind
	for id, n := range l.names {
		if n == name {
			out = append(out, Kind(id))
		}
	}
	return out
}

// KindCount is the number of node kinds of the grammar; every Kind of a
// tree but the error node's is below it.
func (l *Language) KindCount() int {
	l.init()
	return len(l.names)
}

// KindName is the type name of a kind, "" for a number beyond the grammar.
func (l *Language) KindName(k Kind) string {
	l.init()
	if int(k) < len(l.names) {
		return l.names[k]
	}
	return ""
}

// Field returns the number of a field name; false if the grammar has no such field.
func (l *Language) Field(name string) (FieldID, bool) {
	l.init()
	id, ok := l.fields[name]
	return FieldID(id), ok
}
