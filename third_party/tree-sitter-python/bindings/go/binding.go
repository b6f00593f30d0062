package tree_sitter_python

// #cgo CFLAGS: -std=c11 -fPIC
// /* The build cache does not see changes to the files included below:
//    this comment names locus's patch of scanner.c (patch 3); change it
//    with the patch. */
// #include "../../src/parser.c"
// #if __has_include("../../src/scanner.c")
// #include "../../src/scanner.c"
// #endif
import "C"

import "unsafe"

// Get the tree-sitter Language for this grammar.
func Language() unsafe.Pointer {
	return unsafe.Pointer(C.tree_sitter_python())
}
