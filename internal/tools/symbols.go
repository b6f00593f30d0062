// This file defines document_symbols: seed 002's compact symbol table.

package tools

import (
	"context"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/outline"
	"github.com/locus-dev/locus/internal/target"
)

type symbolsIn struct {
	Path           string `json:"path" jsonschema:"the file, relative to the workspace root"`
	ReturnChildren string `json:"return_children,omitempty" jsonschema:"nested symbols: no (default, top level only), yes (all, flattened with PARENT), auto (members of types, not locals of functions)"`
	Format         string `json:"format,omitempty" jsonschema:"table (default) or json (LSP DocumentSymbol objects)"`
	IncludeHover   bool   `json:"include_hover,omitempty" jsonschema:"add HOVER_INFO: the parsed signature and doc comment, cut at 200 characters"`
	IndexBase      *int   `json:"index_base,omitempty" jsonschema:"1 (default): 1-based lines and code-point columns; 0: LSP's 0-based lines and UTF-16 columns"`
}

func init() {
	register(Define("document_symbols",
		"List a file's symbols as a compact table, one row a symbol: NAME | KIND | RANGE | SELECTION | PARENT | HOVER_INFO | EOL. "+
			"KIND is the LSP SymbolKind number; RANGE covers doc comments and decorators, SELECTION is the name. "+
			"Costs a fraction of the tokens of LSP JSON. Use a symbol's name as a target for the *_structure tools.",
		Annotations{ReadOnly: true, Idempotent: true},
		func(ctx context.Context, env *Env, in symbolsIn) (*Result, error) {
			opt := outline.TableOptions{Children: outline.ChildrenNo, Hover: in.IncludeHover, IndexBase: 1}
			if in.ReturnChildren != "" {
				opt.Children = outline.Children(in.ReturnChildren)
			}
			if in.IndexBase != nil {
				opt.IndexBase = *in.IndexBase
			}
			switch {
			case opt.Children != outline.ChildrenNo && opt.Children != outline.ChildrenYes && opt.Children != outline.ChildrenAuto:
				return nil, fault.New(fault.InvalidArgument, "return_children is %q; send no, yes or auto", in.ReturnChildren)
			case opt.IndexBase != 0 && opt.IndexBase != 1:
				return nil, fault.New(fault.InvalidArgument, "index_base is %d; send 1 or 0", opt.IndexBase)
			case in.Format != "" && in.Format != "table" && in.Format != "json":
				return nil, fault.New(fault.InvalidArgument, "format is %q; send table or json", in.Format)
			}
			f, err := env.Root.ReadFile(in.Path)
			if err != nil {
				return nil, err
			}
			tree, err := target.Build(f.Path.Rel(), f.Text) // cached while the file is unchanged
			if err != nil {
				return nil, err
			}
			model := tree.Model
			symbols := outline.DocSymbols(model, f.Text, opt)
			structured := map[string]any{"path": model.Path, "language": model.Language, "symbols": symbols}
			if in.Format == "json" {
				return &Result{Text: jsonText(symbols), Structured: structured}, nil
			}
			return &Result{Text: outline.Table(model, f.Text, opt), Structured: structured}, nil
		}))
}
