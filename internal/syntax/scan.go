// This file defines Scan, a walk of a whole tree in C that stops only at
// the nodes a caller marked.
//
// Reading every node of a tree through Node costs a few cgo calls per node;
// a caller that wants one kind of node out of the whole file (the
// identifiers, for cross references) would pay more for the walk than for
// the parse. Scan walks with one tree-sitter cursor inside C, keeps the
// chain of ancestors there, and hands Go a batch of hits at a time: each
// marked node with its nearest ancestors' kinds, fields and start offsets,
// and the rows of the nearest ancestor that is a scope.

package syntax

/*
#include <stdint.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

typedef struct { uint32_t context[4]; uintptr_t id; uintptr_t tree; } SNode;
typedef struct { const void *tree; const void *id; uint32_t context[3]; } SCursor;
typedef struct { uint32_t row; uint32_t column; } SPoint;

uint16_t ts_node_symbol(SNode);
uint32_t ts_node_start_byte(SNode);
uint32_t ts_node_end_byte(SNode);
SPoint ts_node_start_point(SNode);
SPoint ts_node_end_point(SNode);
uint32_t ts_node_child_count(SNode);
SCursor ts_tree_cursor_new(SNode);
void ts_tree_cursor_delete(SCursor *);
void ts_tree_cursor_reset(SCursor *, SNode);
bool ts_tree_cursor_goto_first_child(SCursor *);
bool ts_tree_cursor_goto_next_sibling(SCursor *);
bool ts_tree_cursor_goto_parent(SCursor *);
SNode ts_tree_cursor_current_node(const SCursor *);
uint16_t ts_tree_cursor_current_field_id(const SCursor *);

enum { S_LEAF = 1, S_NODE = 2, S_CONTEXT = 4, S_PROBE = 8, S_TOKEN = 16, S_SKIP = 32, S_SCOPE = 64, S_UNSCOPE = 128 };
#define S_UP 6

// An entry of the ancestor stack: a node the walk is inside.
typedef struct {
	uint32_t start;
	uint16_t symbol, field;
	int32_t ctx;    // index of the nearest entry marked S_CONTEXT, this one included; -1 for none
	int32_t scope;  // index of the nearest entry marked S_SCOPE, this one included; -1 for none
	uint32_t first, last; // an S_SCOPE entry's first row and the row of its last byte
	uint8_t probed; // a probe node with a child of a S_TOKEN kind
} SEntry;

// A hit: a marked node and what surrounds it.
typedef struct {
	SNode node;
	uint32_t start, end, row, col;
	uint16_t symbol;
	uint32_t up_start[S_UP];
	uint16_t up_symbol[S_UP], up_field[S_UP];
	uint8_t up_probed[S_UP];
	uint8_t ups;
	uint16_t ctx_symbol;
	bool scoped;                    // an ancestor is a scope
	uint32_t scope_first, scope_last; // the nearest one's rows
} SHit;

#define S_BATCH 128

// The state of a walk between batches, and the batch; in C memory, since it
// holds the cursor (and a Go buffer would be allocated on every walk).
typedef struct {
	SCursor cursor;
	SEntry *stack;
	uint32_t depth, cap;
	bool done;
	SHit hits[S_BATCH];
} SScan;

static SScan *s_new(SNode root) {
	SScan *s = malloc(sizeof(SScan));
	s->stack = NULL;
	s->depth = s->cap = 0;
	s->done = false;
	s->cursor = ts_tree_cursor_new(root);
	return s;
}

// s_reset makes s, a finished walk, a new walk of root: its cursor and
// stack are kept.
static void s_reset(SScan *s, SNode root) {
	ts_tree_cursor_reset(&s->cursor, root);
	s->depth = 0;
	s->done = false;
}

static void s_free(SScan *s) {
	ts_tree_cursor_delete(&s->cursor);
	free(s->stack);
	free(s);
}

// s_probe reports whether the node at the cursor has a child of a S_TOKEN
// kind, and leaves the cursor where it was (a cursor of its own would be
// allocated for every probed node).
static bool s_probe(SCursor *c, const uint8_t *marks, uint32_t nmarks) {
	if (!ts_tree_cursor_goto_first_child(c)) {
		return false;
	}
	bool found = false;
	do {
		uint16_t sym = ts_node_symbol(ts_tree_cursor_current_node(c));
		if (sym < nmarks && (marks[sym] & S_TOKEN)) {
			found = true;
			break;
		}
	} while (ts_tree_cursor_goto_next_sibling(c));
	ts_tree_cursor_goto_parent(c);
	return found;
}

static void s_hit(SScan *s, SNode n, uint16_t sym, uint16_t field, SHit *h) {
	h->node = n;
	h->start = ts_node_start_byte(n);
	h->end = ts_node_end_byte(n);
	SPoint p = ts_node_start_point(n);
	h->row = p.row;
	h->col = p.column;
	h->symbol = sym;
	uint32_t ups = s->depth < S_UP ? s->depth : S_UP;
	for (uint32_t i = 0; i < ups; i++) {
		SEntry *e = &s->stack[s->depth - 1 - i];
		h->up_start[i] = e->start;
		h->up_symbol[i] = e->symbol;
		h->up_probed[i] = e->probed;
		// The field an ancestor's child sits in is the child's own field.
		h->up_field[i] = i == 0 ? field : s->stack[s->depth - i].field;
	}
	h->ups = ups;
	h->ctx_symbol = 0;
	if (s->depth > 0 && s->stack[s->depth - 1].ctx >= 0) {
		h->ctx_symbol = s->stack[s->stack[s->depth - 1].ctx].symbol;
	}
	h->scoped = s->depth > 0 && s->stack[s->depth - 1].scope >= 0;
	if (h->scoped) {
		SEntry *sc = &s->stack[s->stack[s->depth - 1].scope];
		h->scope_first = sc->first;
		h->scope_last = sc->last;
	}
}

// s_scan walks on from where the last call stopped and fills out with up to
// cap hits; it returns how many. s->done is set when the walk is over.
static uint32_t s_scan(SScan *s, const uint8_t *marks, uint32_t nmarks, SHit *out, uint32_t cap) {
	uint32_t n = 0;
	while (!s->done && n < cap) {
		SNode node = ts_tree_cursor_current_node(&s->cursor);
		uint16_t sym = ts_node_symbol(node);
		uint8_t m = sym < nmarks ? marks[sym] : 0;
		bool descend = !(m & (S_LEAF | S_SKIP)) && ts_node_child_count(node) > 0;
		uint16_t field = 0;
		if (descend || (m & (S_LEAF | S_NODE))) {
			field = ts_tree_cursor_current_field_id(&s->cursor);
		}
		if ((m & S_UNSCOPE) && s->depth > 0) {
			s->stack[s->depth - 1].scope = -1; // what follows in the parent takes no scope
		}
		if (m & (S_LEAF | S_NODE)) {
			s_hit(s, node, sym, field, &out[n++]);
		}
		if (descend) {
			if (s->depth == s->cap) {
				s->cap = s->cap ? 2 * s->cap : 64;
				s->stack = realloc(s->stack, s->cap * sizeof(SEntry));
			}
			SEntry *e = &s->stack[s->depth];
			e->start = ts_node_start_byte(node);
			e->symbol = sym;
			e->field = field;
			e->ctx = (m & S_CONTEXT) ? (int32_t)s->depth : (s->depth > 0 ? s->stack[s->depth - 1].ctx : -1);
			e->scope = (m & S_SCOPE) ? (int32_t)s->depth : (s->depth > 0 ? s->stack[s->depth - 1].scope : -1);
			if (m & S_SCOPE) {
				SPoint a = ts_node_start_point(node), b = ts_node_end_point(node);
				e->first = a.row;
				// a node that ends with its line's newline ends on that line
				e->last = b.column == 0 && b.row > a.row ? b.row - 1 : b.row;
			}
			e->probed = (m & S_PROBE) ? s_probe(&s->cursor, marks, nmarks) : 0;
			s->depth++;
			if (ts_tree_cursor_goto_first_child(&s->cursor)) {
				continue;
			}
			s->depth--; // no visible child after all
		}
		while (!ts_tree_cursor_goto_next_sibling(&s->cursor)) {
			if (s->depth == 0 || !ts_tree_cursor_goto_parent(&s->cursor)) {
				s->done = true;
				break;
			}
			s->depth--;
		}
	}
	return n;
}
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
	info := fillInfo(unsafe.Pointer(&h.h.node))
	return Node{i: &info, t: h.t}
}

// Scan walks the tree under n, n included, in document order, and calls fn
// for each node whose kind's mark (marks[kind]) has MarkLeaf or MarkNode.
// Kinds beyond marks, and error nodes, are walked through unmarked.
func (n Node) Scan(marks []Mark, fn func(Hit)) {
	if len(marks) == 0 {
		return
	}
	root := *(*C.SNode)(unsafe.Pointer(&n.i.node))
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
