// scan.h declares Scan's walk (scan.c) to the Go side (scan.go): the marks,
// a hit, and the state of a walk between batches of hits. It names no
// tree-sitter type, so that the Go side's declarations and tree-sitter's
// own never meet in one file.

#ifndef LOCUS_SCAN_H
#define LOCUS_SCAN_H

#include <stdbool.h>
#include <stdint.h>

#include "cnode.h"

// A TSNode, with tree-sitter's layout (api.h); its pointers as uintptr_t,
// the same size and ABI, so that cgo does not check a batch of them.
typedef struct { uint32_t context[4]; uintptr_t id; uintptr_t tree; } SNode;

enum { S_LEAF = 1, S_NODE = 2, S_CONTEXT = 4, S_PROBE = 8, S_TOKEN = 16, S_SKIP = 32, S_SCOPE = 64, S_UNSCOPE = 128 };
#define S_UP 6
#define S_BATCH 128

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
	bool scoped;                      // an ancestor is a scope
	uint32_t scope_first, scope_last; // the nearest one's rows
	bool filled;                      // info is read: the node is of a S_NODE kind
	LInfo info;                       // the node, as l_fill reads it
} SHit;

typedef struct SEntry SEntry;
typedef struct SFrame SFrame;

// The state of a walk between batches, and the batch; in C memory (a Go
// buffer would be allocated on every walk).
typedef struct {
	SNode root;
	SEntry *stack; // the visible nodes the walk is inside, outermost first
	uint32_t depth, cap;
	SFrame *frames; // the nodes whose children the walk is going through
	uint32_t nframes, fcap;
	bool started, done;
	SHit hits[S_BATCH];
} SScan;

SScan *s_new(SNode root);
void s_reset(SScan *s, SNode root);
void s_free(SScan *s);
uint32_t s_scan(SScan *s, const uint8_t *marks, uint32_t nmarks, SHit *out, uint32_t cap);

#endif
