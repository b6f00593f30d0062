// This file defines `locus symbols`, a view of document_symbols.

package cli

import "github.com/locus-dev/locus/internal/tools"

// symbolsViews is `locus symbols`: the table with hovers by default, and
// no line on where they came from (the command line asks no server).
var symbolsViews = &family{
	views: []view{{command: "symbols", tool: "document_symbols", params: []string{"path"},
		synopsis: "[--root DIR] [--children no|yes|auto] [--format table|json] [--hover=true|false] [--index-base 1|0] PATH",
		give:     "symbols: name exactly one file",
		defaults: map[string]any{"return_children": "no", "format": "table", "include_hover": true, "index_base": 1}}},
	guessRoot: true,
	choices:   []choice{{"children", []string{"no", "yes", "auto"}}, {"format", []string{"table", "json"}}, {"index-base", []string{"1", "0"}}},
	env:       func(e *tools.Env) { e.NoSourceNote = true },
}

func runSymbols(env *Env, args []string) error {
	return symbolsViews.run(env, &symbolsViews.views[0], args)
}
