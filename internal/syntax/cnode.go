// This file reads syntax nodes in C, a level at a time.
//
// Reading a node through the Go bindings costs a cgo call (and often an
// allocation) for each of its type, position and each child; the outline
// reads a few fields of every node of every level it walks. The helpers of
// cnode.c fill a whole level's worth of nodeInfo in one call, and
// TestNodesMatchBindings checks the results against the bindings.

package syntax

/*
#include "cnode.h"
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
