// This file defines document_symbols: the compact symbol table of a file.

package tools

import (
	"context"
	"strings"
	"time"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/outline"
	"github.com/locus-dev/locus/internal/textpos"
)

type symbolsIn struct {
	Path           string `json:"path" jsonschema:"the file, relative to the workspace root"`
	ReturnChildren string `json:"return_children,omitempty" jsonschema:"nested symbols: no (default, top level only), yes (all, flattened with PARENT), auto (members of types, not locals of functions)"`
	Format         string `json:"format,omitempty" jsonschema:"table (default) or json (LSP DocumentSymbol objects)"`
	IncludeHover   bool   `json:"include_hover,omitempty" jsonschema:"add HOVER_INFO, cut at 200 characters: the language server's hover when one runs for the file, else the parsed signature and doc comment"`
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
			tree, err := env.session().Trees().Build(ctx, f.Path.Rel(), f.Text) // kept while the file is unchanged
			if err != nil {
				return nil, err
			}
			model := tree.Model
			source := ""
			if opt.Hover {
				if source, err = serverHovers(ctx, env, model, &opt); err != nil {
					return nil, err
				}
			}
			symbols := outline.DocSymbols(model, f.Text, opt)
			structured := map[string]any{"path": model.Path, "language": model.Language, "symbols": symbols}
			note := ""
			if opt.Hover {
				structured["hover_source"] = source
				switch {
				case source == "parsed":
					note = "HOVER_INFO parsed from the source (no language server runs for this file)\n"
				case strings.HasPrefix(source, "parsed"):
					note = "HOVER_INFO " + source + "\n"
				default:
					note = "HOVER_INFO from " + source + "\n"
				}
			}
			if in.Format == "json" {
				return &Result{Text: jsonText(symbols) + note, Structured: structured}, nil
			}
			return &Result{Text: outline.Table(model, f.Text, opt) + note, Structured: structured}, nil
		}))
}

// hoverLimit bounds the time document_symbols gives a server for its hovers;
// those it has not answered by then are the parsed ones.
const hoverLimit = 10 * time.Second

// serverHovers sets opt.HoverText to the hovers of the language server
// that runs for the file, if one does (it is not started for this), and
// returns where the hovers come from: the server's name, or "parsed".
// A symbol the server says nothing about keeps its parsed hover.
func serverHovers(ctx context.Context, env *Env, model *outline.File, opt *outline.TableOptions) (string, error) {
	w := env.session().LSP()
	server := w.Running(model.Path)
	if server == "" {
		return "parsed", nil
	}
	rows := outline.Rows(model, opt.Children)
	ps := make([]textpos.Position, 0, len(rows))
	for _, r := range rows {
		sel := r.Symbol.SelectionRange
		p, err := textpos.NewPosition(sel.StartLine, sel.StartColumn)
		if err != nil {
			return "", err
		}
		ps = append(ps, p)
	}
	texts, err := w.Hovers(ctx, model.Path, ps, hoverLimit)
	if err != nil {
		// The table is still worth having: with the parsed hovers.
		return "parsed (" + server + " did not answer: " + oneLine(err.Error()) + ")", nil
	}
	byID := make(map[*outline.Symbol]string, len(rows))
	for i, r := range rows {
		byID[r.Symbol] = texts[i]
	}
	opt.HoverText = func(s *outline.Symbol) string {
		if h := byID[s]; h != "" {
			return h
		}
		return outline.Hover(s)
	}
	return server, nil
}
