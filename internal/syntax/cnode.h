// cnode.h declares the node readers of cnode.c to the Go side (cnode.go).
// It names no tree-sitter type, so that the Go side's declarations and
// tree-sitter's own never meet in one file.

#ifndef LOCUS_CNODE_H
#define LOCUS_CNODE_H

#include <stdbool.h>
#include <stdint.h>

// A TSNode, with tree-sitter's layout (api.h); its pointers as uintptr_t,
// the same size and ABI, so that cgo's pointer checks do not walk a buffer
// of them each time one is passed.
typedef struct { uint32_t context[4]; uintptr_t id; uintptr_t tree; } LNode;

// What the Go side reads of a node, in one call.
typedef struct {
	LNode node;
	uint32_t start_byte, end_byte;
	uint32_t start_row, end_row, end_col;
	uint32_t child_count, named_child_count;
	uint16_t symbol, field;
	uint8_t flags;
} LInfo;

enum { L_NAMED = 1, L_ERROR = 2, L_MISSING = 4, L_HAS_ERROR = 8 };

void l_fill(LNode n, uint16_t field, LInfo *out);
uint32_t l_children(LNode n, LInfo *out, uint32_t cap, uint64_t fields[2]);
bool l_field(LNode n, uint16_t field, LInfo *out);

#endif
