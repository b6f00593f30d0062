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
	Path           string `json:"path"`
	ReturnChildren string `json:"return_children,omitempty" jsonschema:"no (default), yes or auto (members of types)"`
	Format         string `json:"format,omitempty" jsonschema:"table or json"`
	IncludeHover   bool   `json:"include_hover,omitempty"`
	IndexBase      *int   `json:"index_base,omitempty" jsonschema:"1, or 0 as LSP counts"`
}

func init() {
	register(Read, Define("document_symbols",
		"A file's symbols as a compact table: name, kind, range, name's range, parent.",
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
			}
			if opt.Hover && !env.NoSourceNote {
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
		ps = append(ps, r.Symbol.SelectionRange.Start())
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
