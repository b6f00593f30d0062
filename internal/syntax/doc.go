// Package syntax owns tree-sitter: the compiled-in grammars, the language
// registry, parsing, and the per-language rules: what the outline reads,
// and the rest of locus's knowledge of each language (its string literals,
// how far its names reach, its LSP language id).
//
// It is the only package that imports the tree-sitter bindings, and it owns
// every Close: a tree lives only for the duration of the callback given to
// Parse, and the Node values handed out are valid only inside it. Other
// packages see Node, a small read-only view, and Rules, the per-language
// knowledge kept as data in languages/*.json.
package syntax
