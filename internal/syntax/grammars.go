// This file binds each language name to its compiled-in tree-sitter grammar.

package syntax

import (
	"unsafe"

	tsmarkdown "github.com/tree-sitter-grammars/tree-sitter-markdown/bindings/go"
	tstoml "github.com/tree-sitter-grammars/tree-sitter-toml/bindings/go"
	tsyaml "github.com/tree-sitter-grammars/tree-sitter-yaml/bindings/go"
	tsbash "github.com/tree-sitter/tree-sitter-bash/bindings/go"
	tscsharp "github.com/tree-sitter/tree-sitter-c-sharp/bindings/go"
	tsc "github.com/tree-sitter/tree-sitter-c/bindings/go"
	tscpp "github.com/tree-sitter/tree-sitter-cpp/bindings/go"
	tsgo "github.com/tree-sitter/tree-sitter-go/bindings/go"
	tsjava "github.com/tree-sitter/tree-sitter-java/bindings/go"
	tsjs "github.com/tree-sitter/tree-sitter-javascript/bindings/go"
	tsjson "github.com/tree-sitter/tree-sitter-json/bindings/go"
	tspython "github.com/tree-sitter/tree-sitter-python/bindings/go"
	tsruby "github.com/tree-sitter/tree-sitter-ruby/bindings/go"
	tsrust "github.com/tree-sitter/tree-sitter-rust/bindings/go"
	tsts "github.com/tree-sitter/tree-sitter-typescript/bindings/go"
)

// grammars maps a language name (the name of its rules file) to its grammar.
var grammars = map[string]func() unsafe.Pointer{
	"go":         tsgo.Language,
	"python":     tspython.Language,
	"javascript": tsjs.Language,
	"typescript": tsts.LanguageTypescript,
	"tsx":        tsts.LanguageTSX,
	"rust":       tsrust.Language,
	"java":       tsjava.Language,
	"c":          tsc.Language,
	"cpp":        tscpp.Language,
	"csharp":     tscsharp.Language,
	"ruby":       tsruby.Language,
	"bash":       tsbash.Language,
	"markdown":   tsmarkdown.Language,
	"json":       tsjson.Language,
	"yaml":       tsyaml.Language,
	"toml":       tstoml.Language,
}
