// cnode.c reads syntax nodes for the Go side (cnode.go): a node's type,
// span, rows, counts and flags in one call, and a whole level of children,
// with their fields, in one call.
//
// A node's facts are read from its subtree, and a node's children by going
// through its subtree's children (hidden ones looked through, as tree-
// sitter's cursor does), through tree-sitter's internal headers
// (tsinternal/): the cursor found each child's alias, field and
// visibility again at every step. TestNodesMatchBindings holds the answers
// to the bindings' on real files of every language.

#include <stdlib.h>
#include <string.h>

#include "cnode.h"
#include "tsread.h"

TSNode ts_node_child_by_field_id(TSNode, TSFieldId);
bool ts_node_is_null(TSNode);

static inline TSNode l_ts(LNode n) {
	TSNode t;
	memcpy(&t, &n, sizeof t);
	return t;
}

static inline LNode l_of(TSNode t) {
	LNode n;
	memcpy(&n, &t, sizeof n);
	return n;
}

static inline const TSLanguage *l_language(LNode n) {
	return ((const TSTree *)n.tree)->language;
}

void l_fill(LNode n, uint16_t field, LInfo *out) {
	const TSLanguage *l = l_language(n);
	Subtree t = *(const Subtree *)n.id;
	TSSymbol alias = (TSSymbol)n.context[3];
	TSSymbol sym = alias ? alias : ts_subtree_symbol(t);
	Length size = ts_subtree_size(t);
	TSPoint start = {n.context[1], n.context[2]};
	TSPoint end = point_add(start, size.extent);
	out->node = n;
	out->start_byte = n.context[0];
	out->end_byte = n.context[0] + size.bytes;
	out->start_row = start.row;
	out->end_row = end.row;
	out->end_col = end.column;
	bool kids = ts_subtree_child_count(t) > 0;
	out->child_count = kids ? t.ptr->visible_child_count : 0;
	out->named_child_count = kids ? t.ptr->named_child_count : 0;
	out->symbol = tsr_public(l, sym);
	out->field = field;
	bool named = tsr_named(l, alias, t);
	out->flags = (named ? L_NAMED : 0) | (out->symbol == ts_builtin_sym_error ? L_ERROR : 0) |
		(ts_subtree_missing(t) ? L_MISSING : 0) | (ts_subtree_error_cost(t) > 0 ? L_HAS_ERROR : 0);
}

// l_kids goes through the children of t, a subtree of n's tree that starts
// at pos, and fills out with the visible ones from the n-th on (up to cap):
// a hidden child's visible children are t's (recursively). hidden says t
// is a hidden node, whose own field its children take when their
// production gives them none (the cursor's rule). It returns the count
// so far.
static uint32_t l_kids(const TSLanguage *l, LNode tree, Subtree t, Length pos, bool hidden, TSFieldId own,
		LInfo *out, uint32_t n, uint32_t cap) {
	const Subtree *kids = ts_subtree_children(t);
	uint32_t count = t.ptr->child_count;
	uint32_t production = t.ptr->production_id;
	const TSSymbol *aliases = ts_language_alias_sequence(l, production);
	uint32_t structural = 0;
	for (uint32_t i = 0; i < count; i++) {
		Subtree c = kids[i];
		bool extra = ts_subtree_extra(c);
		uint32_t si = structural;
		TSSymbol alias = !extra && aliases ? aliases[si] : 0;
		if (!extra) {
			structural++;
		}
		Length start = pos;
		pos = length_add(pos, ts_subtree_size(c));
		if (i + 1 < count) {
			pos = length_add(pos, ts_subtree_padding(kids[i + 1]));
		}
		bool visible = ts_subtree_visible(c) || alias;
		if (!visible && ts_subtree_visible_child_count(c) == 0) {
			continue;
		}
		TSFieldId f = 0;
		if (!extra) {
			f = tsr_field_in(l, production, si);
			if (!f && hidden) {
				f = own;
			}
		}
		if (!visible) {
			n = l_kids(l, tree, c, start, true, f, out, n, cap);
			continue;
		}
		if (n < cap) {
			LNode k = {{start.bytes, start.extent.row, start.extent.column, alias}, (uintptr_t)&kids[i], tree.tree};
			l_fill(k, f, &out[n]);
		}
		n++;
	}
	return n;
}

// l_children fills out with up to cap children of n and returns how many.
// fields gets the field ids that n's production gives a child (inherited
// ones included), a bit an id, every bit set when one is past 127: the
// fields tree-sitter's ts_node_child_by_field_id can find under n.
uint32_t l_children(LNode n, LInfo *out, uint32_t cap, uint64_t fields[2]) {
	fields[0] = fields[1] = 0;
	Subtree t = *(const Subtree *)n.id;
	if (ts_subtree_child_count(t) == 0) {
		return 0;
	}
	const TSLanguage *l = l_language(n);
	const TSFieldMapEntry *map, *end;
	ts_language_field_map(l, t.ptr->production_id, &map, &end);
	for (; map < end; map++) {
		if (map->field_id > 127) {
			fields[0] = fields[1] = ~(uint64_t)0;
			break;
		}
		fields[map->field_id / 64] |= (uint64_t)1 << (map->field_id % 64);
	}
	Length pos = {n.context[0], {n.context[1], n.context[2]}};
	uint32_t got = l_kids(l, n, t, pos, false, 0, out, 0, cap);
	return got < cap ? got : cap;
}

bool l_field(LNode n, uint16_t field, LInfo *out) {
	TSNode c = ts_node_child_by_field_id(l_ts(n), field);
	if (ts_node_is_null(c)) return false;
	l_fill(l_of(c), field, out);
	return true;
}
