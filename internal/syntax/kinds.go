// This file defines the one kind vocabulary shared by every language.

package syntax

// KindWords maps each kind word locus uses to its LSP SymbolKind number.
// Words beyond LSP's own names map to the nearest LSP kind: "type" (a type
// alias or named type) to TypeParameter as rust-analyzer does, "section" (a
// Markdown heading) to String as VS Code does, "macro" to Constant, "trait"
// to Interface, "impl" and "table" to Object.
var KindWords = map[string]int{
	"file":           1,
	"module":         2,
	"namespace":      3,
	"package":        4,
	"class":          5,
	"method":         6,
	"property":       7,
	"field":          8,
	"constructor":    9,
	"enum":           10,
	"interface":      11,
	"function":       12,
	"variable":       13,
	"constant":       14,
	"string":         15,
	"number":         16,
	"boolean":        17,
	"array":          18,
	"object":         19,
	"key":            20,
	"null":           21,
	"enum_member":    22,
	"struct":         23,
	"event":          24,
	"operator":       25,
	"type_parameter": 26,
	"type":           26,
	"section":        15,
	"macro":          14,
	"trait":          11,
	"impl":           19,
	"table":          19,
}

// LSPKind returns the LSP SymbolKind number of a kind word, 0 if unknown.
func LSPKind(word string) int { return KindWords[word] }

// IsCallable reports whether symbols of this kind have local scopes whose
// symbols are locals rather than members.
func IsCallable(word string) bool {
	return word == "function" || word == "method" || word == "constructor"
}
