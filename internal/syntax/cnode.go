// This file reads syntax nodes in C, a level at a time.
//
// Reading a node through the Go bindings costs a cgo call (and often an
// allocation) for each of its type, position and each child; the outline
// reads a few fields of every node of every level it walks. The helpers of
// cnode.c fill a whole level's worth of nodeInfo in one call, which Node
// keeps (rec), and TestNodesMatchBindings checks the results against the
// bindings.

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

// childInfos reads all children of a node into buf (grown as needed),
// and into fields the fields its production gives them (l_children's).
func childInfos(info *nodeInfo, buf []nodeInfo, fields *[2]uint64) []nodeInfo {
	count := int(info.child_count)
	if count == 0 {
		*fields = [2]uint64{}
		return nil
	}
	if cap(buf) < count {
		buf = make([]nodeInfo, count)
	}
	buf = buf[:count]
	got := C.l_children(info.node, &buf[0], C.uint32_t(count), (*C.uint64_t)(unsafe.Pointer(&fields[0])))
	return buf[:got]
}

// fieldInfo reads the child in a field as tree-sitter's
// ts_node_child_by_field_id finds it.
func fieldInfo(info *nodeInfo, field uint16) (nodeInfo, bool) {
	var out nodeInfo
	ok := C.l_field(info.node, C.uint16_t(field), &out)
	return out, bool(ok)
}
