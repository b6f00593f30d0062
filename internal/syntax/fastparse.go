// This file parses a whole buffer in one call to the C library, with the
// C library's own allocator.
//
// The Go bindings install an allocator that calls back into Go for every
// malloc and free inside tree-sitter, several million C-to-Go calls on a
// large corpus; init puts libc's functions back. Memory from either is
// libc's, so trees made before and after mix safely.
//
// The Go bindings' Parser.Parse reads the source through a callback that
// copies the rest of the file into C memory every time the lexer asks for
// text at a new position, and takes a global lock to find its payload: on
// the Go standard library that makes parsing several times slower and
// serial. The C library's ts_parser_parse_string reads the buffer in place.
// The bindings keep their C pointers in unexported fields; this file reaches
// them through the fields' layout, which TestFastParseMatchesBindings guards.

package syntax

/*
#include <stdint.h>
#include <stdlib.h>
typedef struct TSParser TSParser;
typedef struct TSTree TSTree;
TSTree *ts_parser_parse_string(TSParser *self, const TSTree *old_tree, const char *string, uint32_t length);
void ts_set_allocator(void *(*new_malloc)(size_t), void *(*new_calloc)(size_t, size_t),
                      void *(*new_realloc)(void *, size_t), void (*new_free)(void *));
static void locus_libc_allocator(void) { ts_set_allocator(malloc, calloc, realloc, free); }
*/
import "C"

import (
	"math"
	"unsafe"

	ts "github.com/tree-sitter/go-tree-sitter"
)

func init() { C.locus_libc_allocator() }

// parseString parses src with p and returns the tree, or nil. The tree does
// not keep src: tree-sitter copies what it needs. A non-nil old tree, edited
// to match src, is reused where src did not change.
func parseString(p *ts.Parser, old *ts.Tree, src []byte) *ts.Tree {
	if len(src) > math.MaxUint32 {
		return nil
	}
	inner := *(**C.TSParser)(unsafe.Pointer(p))
	var text *C.char
	if len(src) > 0 {
		text = (*C.char)(unsafe.Pointer(&src[0]))
	}
	var oldInner *C.TSTree
	if old != nil {
		oldInner = *(**C.TSTree)(unsafe.Pointer(old))
	}
	tree := C.ts_parser_parse_string(inner, oldInner, text, C.uint32_t(len(src)))
	if tree == nil {
		return nil
	}
	t := new(ts.Tree)
	*(**C.TSTree)(unsafe.Pointer(t)) = tree
	return t
}
