// scan.c is Scan's walk (scan.go): the whole tree under a node, in document
// order, handing back only the nodes of marked kinds, in batches.
//
// It walks tree-sitter's subtrees themselves, not through a TSTreeCursor:
// the cursor finds each node again from its stack (its alias, its field,
// its visibility, at every step and again for every question asked of
// it), which cost the index about a fifth of the parse's time on top of
// it. The walk below keeps what it learned of a node's children in a
// frame and reads each child once. It reads tree-sitter's internal
// headers (tsinternal/, copied from the pinned go-tree-sitter module) and
// answers as the cursor would: TestScanMatchesCursor holds it to the
// bindings' cursor on real files of every language.

#include <stdlib.h>
#include <string.h>

#include "scan.h"
#include "tsread.h"

// An entry of the ancestor stack: a visible node the walk is inside.
struct SEntry {
	uint32_t start;
	uint16_t symbol, field;
	int32_t ctx;          // index of the nearest entry marked S_CONTEXT, this one included; -1 for none
	int32_t scope;        // index of the nearest entry marked S_SCOPE, this one included; -1 for none
	uint32_t first, last; // an S_SCOPE entry's first row and the row of its last byte
	uint8_t probed;       // a probe node with a child of a S_TOKEN kind
};

// A node whose children the walk is going through: a visible node (its
// entry is the top of the ancestor stack) or a hidden one, whose visible
// descendants are children of the nearest visible node.
struct SFrame {
	const Subtree *children;
	uint32_t count, index;   // children[index] is the next child
	uint32_t structural;     // its index among the children that are not extras
	Length pos;              // where it starts
	const TSSymbol *aliases; // the node's production's alias sequence, or NULL
	uint32_t production;
	bool hidden;
	// a hidden node's own field: what its visible descendants are in when
	// the productions below give them none (as the cursor's field is)
	TSFieldId field;
};

SScan *s_new(SNode root) {
	SScan *s = calloc(1, sizeof(SScan));
	s_reset(s, root);
	return s;
}

// s_reset makes s a new walk of root: its stacks are kept.
void s_reset(SScan *s, SNode root) {
	s->root = root;
	s->depth = 0;
	s->nframes = 0;
	s->started = false;
	s->done = false;
}

void s_free(SScan *s) {
	free(s->stack);
	free(s->frames);
	free(s);
}

static inline const TSLanguage *s_language(const SScan *s) {
	return ((const TSTree *)s->root.tree)->language;
}

// s_push_frame starts going through the children of t, which starts at
// pos.
static void s_push_frame(SScan *s, Subtree t, Length pos, bool hidden, TSFieldId field) {
	if (s->nframes == s->fcap) {
		s->fcap = s->fcap ? 2 * s->fcap : 64;
		s->frames = realloc(s->frames, s->fcap * sizeof(SFrame));
	}
	const TSLanguage *l = s_language(s);
	SFrame *f = &s->frames[s->nframes++];
	f->children = ts_subtree_children(t);
	f->count = t.ptr->child_count;
	f->index = 0;
	f->structural = 0;
	f->pos = pos;
	f->production = t.ptr->production_id;
	f->aliases = ts_language_alias_sequence(l, f->production);
	f->hidden = hidden;
	f->field = field;
}

// s_probe reports whether t has a visible child of a S_TOKEN kind, looking
// through its hidden children.
static bool s_probe(const TSLanguage *l, Subtree t, const uint8_t *marks, uint32_t nmarks) {
	if (ts_subtree_child_count(t) == 0) {
		return false;
	}
	const Subtree *kids = ts_subtree_children(t);
	const TSSymbol *aliases = ts_language_alias_sequence(l, t.ptr->production_id);
	uint32_t structural = 0;
	for (uint32_t i = 0; i < t.ptr->child_count; i++) {
		Subtree c = kids[i];
		bool extra = ts_subtree_extra(c);
		TSSymbol alias = !extra && aliases ? aliases[structural] : 0;
		if (!extra) {
			structural++;
		}
		if (ts_subtree_visible(c) || alias) {
			TSSymbol sym = tsr_public(l, alias ? alias : ts_subtree_symbol(c));
			if (sym < nmarks && (marks[sym] & S_TOKEN)) {
				return true;
			}
		} else if (ts_subtree_visible_child_count(c) > 0 && s_probe(l, c, marks, nmarks)) {
			return true;
		}
	}
	return false;
}

static void s_hit(SScan *s, SNode n, uint32_t end, uint16_t sym, uint16_t field, SHit *h) {
	h->node = n;
	h->start = n.context[0];
	h->end = end;
	h->row = n.context[1];
	h->col = n.context[2];
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

// s_field returns the field of a child of f's node, at structural index i
// (an extra has none): its own, or when f's node is hidden and gives it
// none, that of f's node.
static inline TSFieldId s_field(const TSLanguage *l, const SFrame *f, uint32_t i, bool extra) {
	if (f == NULL || extra) {
		return 0;
	}
	TSFieldId field = tsr_field_in(l, f->production, i);
	return !field && f->hidden ? f->field : field;
}

// s_visit handles a visible node: a hit when its kind is marked, and, when
// the walk goes into it, its entry and frame. t is its subtree and n its
// node; it is the child at structural index i of f's node (extra when it
// is an extra), or the root when f is NULL.
static uint32_t s_visit(SScan *s, Subtree t, SNode n, const SFrame *f, uint32_t i, bool extra, const uint8_t *marks, uint32_t nmarks, SHit *out) {
	const TSLanguage *l = s_language(s);
	TSSymbol alias = (TSSymbol)n.context[3];
	uint16_t sym = tsr_public(l, alias ? alias : ts_subtree_symbol(t));
	uint8_t m = sym < nmarks ? marks[sym] : 0;
	bool descend = !(m & (S_LEAF | S_SKIP)) && ts_subtree_visible_child_count(t) > 0;
	TSFieldId field = 0;
	if (descend || (m & (S_LEAF | S_NODE))) {
		field = s_field(l, f, i, extra);
	}
	if ((m & S_UNSCOPE) && s->depth > 0) {
		s->stack[s->depth - 1].scope = -1; // what follows in the parent takes no scope
	}
	Length start = {n.context[0], {n.context[1], n.context[2]}};
	Length size = ts_subtree_size(t);
	uint32_t hits = 0;
	if (m & (S_LEAF | S_NODE)) {
		s_hit(s, n, start.bytes + size.bytes, sym, field, out);
		out->filled = (m & S_NODE) != 0;
		if (out->filled) {
			LNode ln;
			memcpy(&ln, &n, sizeof ln);
			l_fill(ln, 0, &out->info); // the Go side reads these nodes (Hit.Node)
		}
		hits = 1;
	}
	if (!descend) {
		return hits;
	}
	if (s->depth == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 64;
		s->stack = realloc(s->stack, s->cap * sizeof(SEntry));
	}
	SEntry *e = &s->stack[s->depth];
	e->start = start.bytes;
	e->symbol = sym;
	e->field = field;
	e->ctx = (m & S_CONTEXT) ? (int32_t)s->depth : (s->depth > 0 ? s->stack[s->depth - 1].ctx : -1);
	e->scope = (m & S_SCOPE) ? (int32_t)s->depth : (s->depth > 0 ? s->stack[s->depth - 1].scope : -1);
	if (m & S_SCOPE) {
		TSPoint a = start.extent, b = point_add(start.extent, size.extent);
		e->first = a.row;
		// a node that ends with its line's newline ends on that line
		e->last = b.column == 0 && b.row > a.row ? b.row - 1 : b.row;
	}
	e->probed = (m & S_PROBE) ? s_probe(l, t, marks, nmarks) : 0;
	s->depth++;
	s_push_frame(s, t, start, false, 0);
	return hits;
}

// s_scan walks on from where the last call stopped and fills out with up to
// cap hits; it returns how many. s->done is set when the walk is over.
uint32_t s_scan(SScan *s, const uint8_t *marks, uint32_t nmarks, SHit *out, uint32_t cap) {
	uint32_t n = 0;
	if (s->done || cap == 0) {
		return 0;
	}
	if (!s->started) {
		s->started = true;
		n += s_visit(s, *(const Subtree *)s->root.id, s->root, NULL, 0, false, marks, nmarks, out);
	}
	const TSLanguage *l = s_language(s);
	while (s->nframes > 0 && n < cap) {
		SFrame *f = &s->frames[s->nframes - 1];
		if (f->index == f->count) {
			if (!f->hidden) {
				s->depth--;
			}
			s->nframes--;
			continue;
		}
		const Subtree *child = &f->children[f->index];
		Subtree c = *child;
		Length pos = f->pos;
		uint32_t structural = f->structural;
		bool extra = ts_subtree_extra(c);
		TSSymbol alias = !extra && f->aliases ? f->aliases[structural] : 0;
		f->pos = length_add(f->pos, ts_subtree_size(c));
		f->index++;
		if (!extra) {
			f->structural++;
		}
		if (f->index < f->count) {
			f->pos = length_add(f->pos, ts_subtree_padding(f->children[f->index]));
		}
		bool visible = ts_subtree_visible(c) || alias;
		if (!visible && ts_subtree_visible_child_count(c) == 0) {
			continue; // nothing visible below it
		}
		if (!visible) {
			s_push_frame(s, c, pos, true, s_field(l, f, structural, extra)); // f is stale from here
			continue;
		}
		SNode node = {{pos.bytes, pos.extent.row, pos.extent.column, alias}, (uintptr_t)child, s->root.tree};
		n += s_visit(s, c, node, f, structural, extra, marks, nmarks, &out[n]);
	}
	if (s->nframes == 0) {
		s->done = true;
	}
	return n;
}
