// This file reads syntax nodes in C, a level at a time.
//
// Reading a node through the Go bindings costs a cgo call (and often an
// allocation) for each of its type, position and each child; the outline
// reads a few fields of every node of every level it walks. The helpers
// below fill a whole level's worth of nodeInfo in one call. They declare
// tree-sitter's node and cursor structs under names of their own, with
// tree-sitter's layout (api.h of the pinned bindings), and
// TestFastParseMatchesBindings checks the results against the bindings.

package syntax

/*
#include <stdint.h>
#include <stdbool.h>
#include <stdlib.h>

// The pointers of TSNode are declared as uintptr_t: the same size and ABI,
// and a struct without pointers is not walked by cgo's pointer checks each
// time a buffer of them is passed.
typedef struct { uint32_t context[4]; uintptr_t id; uintptr_t tree; } LNode;
typedef struct { const void *tree; const void *id; uint32_t context[3]; } LCursor;
typedef struct { uint32_t row; uint32_t column; } LPoint;

uint16_t ts_node_symbol(LNode);
bool ts_node_is_named(LNode);
bool ts_node_is_missing(LNode);
bool ts_node_is_error(LNode);
bool ts_node_has_error(LNode);
bool ts_node_is_null(LNode);
uint32_t ts_node_start_byte(LNode);
uint32_t ts_node_end_byte(LNode);
LPoint ts_node_start_point(LNode);
LPoint ts_node_end_point(LNode);
uint32_t ts_node_child_count(LNode);
uint32_t ts_node_named_child_count(LNode);
LNode ts_node_named_child(LNode, uint32_t);
LNode ts_node_child_by_field_id(LNode, uint16_t);
LNode ts_node_child(LNode, uint32_t);
LCursor ts_tree_cursor_new(LNode);
void ts_tree_cursor_reset(LCursor *, LNode);
bool ts_tree_cursor_goto_first_child(LCursor *);
bool ts_tree_cursor_goto_next_sibling(LCursor *);
LNode ts_tree_cursor_current_node(const LCursor *);
uint16_t ts_tree_cursor_current_field_id(const LCursor *);

typedef struct {
	LNode node;
	uint32_t start_byte, end_byte;
	uint32_t start_row, end_row, end_col;
	uint32_t child_count, named_child_count;
	uint16_t symbol, field;
	uint8_t flags;
} LInfo;

enum { L_NAMED = 1, L_ERROR = 2, L_MISSING = 4, L_HAS_ERROR = 8 };

static void l_fill(LNode n, uint16_t field, LInfo *out) {
	out->node = n;
	out->start_byte = ts_node_start_byte(n);
	out->end_byte = ts_node_end_byte(n);
	out->start_row = ts_node_start_point(n).row;
	LPoint e = ts_node_end_point(n);
	out->end_row = e.row;
	out->end_col = e.column;
	out->child_count = ts_node_child_count(n);
	out->named_child_count = ts_node_named_child_count(n);
	out->symbol = ts_node_symbol(n);
	out->field = field;
	out->flags = (ts_node_is_named(n) ? L_NAMED : 0) | (ts_node_is_error(n) ? L_ERROR : 0) |
		(ts_node_is_missing(n) ? L_MISSING : 0) | (ts_node_has_error(n) ? L_HAS_ERROR : 0);
}

// l_cursor returns this thread's cursor, set on n. A cgo call runs on one
// thread to its end and these helpers call no Go, so the cursor is never
// shared; it keeps its stack from call to call, where a cursor of each
// call's own is a malloc and a free.
static __thread LCursor l_cur;
static __thread bool l_cur_made;

static LCursor *l_cursor(LNode n) {
	if (!l_cur_made) {
		l_cur = ts_tree_cursor_new(n);
		l_cur_made = true;
	} else {
		ts_tree_cursor_reset(&l_cur, n);
	}
	return &l_cur;
}

// l_children fills out with up to cap children of n and returns how many.
static uint32_t l_children(LNode n, LInfo *out, uint32_t cap) {
	LCursor *c = l_cursor(n);
	uint32_t i = 0;
	if (ts_tree_cursor_goto_first_child(c)) {
		do {
			if (i == cap) break;
			l_fill(ts_tree_cursor_current_node(c), ts_tree_cursor_current_field_id(c), &out[i++]);
		} while (ts_tree_cursor_goto_next_sibling(c));
	}
	return i;
}

// l_field_children fills out with up to cap of the named children of n in
// field and returns how many there are in all.
static uint32_t l_field_children(LNode n, uint16_t field, LInfo *out, uint32_t cap) {
	LCursor *c = l_cursor(n);
	uint32_t i = 0;
	if (ts_tree_cursor_goto_first_child(c)) {
		do {
			if (ts_tree_cursor_current_field_id(c) != field) continue;
			LNode k = ts_tree_cursor_current_node(c);
			if (!ts_node_is_named(k)) continue;
			if (i < cap) l_fill(k, field, &out[i]);
			i++;
		} while (ts_tree_cursor_goto_next_sibling(c));
	}
	return i;
}

static bool l_field(LNode n, uint16_t field, LInfo *out) {
	LNode c = ts_node_child_by_field_id(n, field);
	if (ts_node_is_null(c)) return false;
	l_fill(c, field, out);
	return true;
}

static bool l_last_child(LNode n, LInfo *out) {
	uint32_t count = ts_node_child_count(n);
	if (count == 0) return false;
	l_fill(ts_node_child(n, count - 1), 0, out);
	return true;
}

static bool l_named_child(LNode n, uint32_t i, LInfo *out) {
	LNode c = ts_node_named_child(n, i);
	if (ts_node_is_null(c)) return false;
	l_fill(c, 0, out);
	return true;
}
*/
import "C"

import (
	"unsafe"

	ts "github.com/tree-sitter/go-tree-sitter"
)

// nodeInfo is what the outline reads of a node, filled in one C call.
type nodeInfo = C.LInfo

// The bits of nodeInfo.flags.
const (
	flagNamed    = C.L_NAMED
	flagError    = C.L_ERROR
	flagMissing  = C.L_MISSING
	flagHasError = C.L_HAS_ERROR
)

// infoOf reads a node of the bindings.
func infoOf(n *ts.Node) nodeInfo {
	var info nodeInfo
	C.l_fill(*(*C.LNode)(unsafe.Pointer(n)), 0, &info)
	return info
}

// fillInfo reads a node given as a pointer to a TSNode.
func fillInfo(node unsafe.Pointer) nodeInfo {
	var info nodeInfo
	C.l_fill(*(*C.LNode)(node), 0, &info)
	return info
}

// childInfos reads all children of a node.
func childInfos(info *nodeInfo) []nodeInfo {
	count := info.child_count
	if count == 0 {
		return nil
	}
	out := make([]nodeInfo, count)
	got := C.l_children(info.node, &out[0], C.uint32_t(count))
	return out[:got]
}

// fieldChildInfos reads the named children in a field.
func fieldChildInfos(info *nodeInfo, field uint16) []nodeInfo {
	if info.child_count == 0 {
		return nil
	}
	out := make([]nodeInfo, min(info.child_count, 4))
	got := C.l_field_children(info.node, C.uint16_t(field), &out[0], C.uint32_t(len(out)))
	if int(got) > len(out) {
		out = make([]nodeInfo, got)
		got = C.l_field_children(info.node, C.uint16_t(field), &out[0], C.uint32_t(len(out)))
	}
	return out[:got]
}

// fieldInfo reads the first child in a field.
func fieldInfo(info *nodeInfo, field uint16) (nodeInfo, bool) {
	var out nodeInfo
	ok := C.l_field(info.node, C.uint16_t(field), &out)
	return out, bool(ok)
}

// lastChildInfo reads the last child.
func lastChildInfo(info *nodeInfo) (nodeInfo, bool) {
	var out nodeInfo
	ok := C.l_last_child(info.node, &out)
	return out, bool(ok)
}

// namedChildInfo reads the i-th named child.
func namedChildInfo(info *nodeInfo, i int) (nodeInfo, bool) {
	var out nodeInfo
	ok := C.l_named_child(info.node, C.uint32_t(i), &out)
	return out, bool(ok)
}
