// tsread.h holds what scan.c and cnode.c both read of tree-sitter's
// subtrees through its internal headers (tsinternal/), as its node and
// cursor functions read them.

#ifndef LOCUS_TSREAD_H
#define LOCUS_TSREAD_H

#include "tsinternal/src/language.h"
#include "tsinternal/src/tree.h"

// tsr_public is the symbol a node of symbol sym (its alias, or its
// subtree's) reports: ts_node_symbol's.
static inline TSSymbol tsr_public(const TSLanguage *l, TSSymbol sym) {
	return sym == ts_builtin_sym_error ? sym : l->public_symbol_map[sym];
}

// tsr_named reports whether a node of subtree t and alias (0 for none) is
// named: ts_node_is_named's.
static inline bool tsr_named(const TSLanguage *l, TSSymbol alias, Subtree t) {
	return alias ? ts_language_symbol_metadata(l, alias).named : ts_subtree_named(t);
}

// tsr_field_in returns the field of the child at structural index i of a
// node of production p, as its production's field map gives it (inherited
// entries left out); 0 for none.
static inline TSFieldId tsr_field_in(const TSLanguage *l, uint32_t p, uint32_t i) {
	const TSFieldMapEntry *map, *end;
	ts_language_field_map(l, p, &map, &end);
	for (; map < end; map++) {
		if (!map->inherited && map->child_index == i) {
			return map->field_id;
		}
	}
	return 0;
}

#endif
