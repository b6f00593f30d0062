// This file defines the language-server tools that read: definition,
// references, hover, completion and signature_help. Each takes a locate
// (see package locate) and asks the server for the file's language.

package tools

import (
	"cmp"
	"context"
	"fmt"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/locate"
	"github.com/locus-dev/locus/internal/lsp"
	"github.com/locus-dev/locus/internal/textpos"
)

type definitionIn struct {
	Locate any    `json:"locate"`
	Mode   string `json:"mode,omitempty" jsonschema:"definition, declaration, type_definition or implementation"`
	Source string `json:"source,omitempty" jsonschema:"lsp or index"`
}

type referencesIn struct {
	Locate             any    `json:"locate"`
	IncludeDeclaration *bool  `json:"include_declaration,omitempty"`
	MaxItems           *int   `json:"max_items,omitempty" jsonschema:"default 100"`
	Offset             *int   `json:"offset,omitempty" jsonschema:"for the next page"`
	Source             string `json:"source,omitempty" jsonschema:"lsp or index"`
	LinesOnly          bool   `json:"lines_only,omitempty"`
}

type positionIn struct {
	Locate any `json:"locate"`
}

type completionIn struct {
	Locate   any  `json:"locate"`
	MaxItems *int `json:"max_items,omitempty"`
}

func init() {
	readOnly := Annotations{ReadOnly: true, Idempotent: true}
	withLocate(Index, Define("definition",
		"Where the symbol at a place is defined (language server, else index by name).",
		readOnly, runDefinition))
	withLocate(Index, Define("references",
		"References to the symbol at a place (path:Symbol names its declaration), by file "+
			"(language server, else index by name).",
		readOnly, runReferences))
	withLocate(LSP, Define("hover",
		"The language server's type and docs for the symbol at a place.",
		readOnly, runHover))
	withLocate(LSP, Define("completion",
		"The language server's completions at a place (path@obj.<|>), best first.",
		readOnly, runCompletion))
	withLocate(LSP, Define("signature_help",
		"The language server's signature of the call at a place (path@f(<|>), the current parameter in [brackets].",
		readOnly, runSignatureHelp))
}

// at resolves a locate argument to a file and a position in it.
func at(ctx context.Context, env *Env, arg any) (*locate.Result, textpos.Position, error) {
	res, err := resolveLocate(ctx, env, arg, false)
	if err != nil {
		return nil, textpos.Position{}, err
	}
	p, err := textpos.NewPosition(res.Start.Line, res.Start.Column)
	return res, p, err
}

// span resolves a locate argument to a file and a range.
func span(ctx context.Context, env *Env, arg any) (res *locate.Result, start, end textpos.Position, err error) {
	res, err = resolveLocate(ctx, env, arg, true)
	if err != nil {
		return nil, start, end, err
	}
	if start, err = textpos.NewPosition(res.Start.Line, res.Start.Column); err != nil {
		return nil, start, end, err
	}
	end = start
	if res.End != nil {
		end, err = textpos.NewPosition(res.End.Line, res.End.Column)
	}
	return res, start, end, err
}

func place(res *locate.Result) string {
	return fmt.Sprintf("%s:%d:%d", res.Path, res.Start.Line, res.Start.Column)
}

func runDefinition(ctx context.Context, env *Env, in definitionIn) (*Result, error) {
	res, p, err := at(ctx, env, in.Locate)
	if err != nil {
		return nil, err
	}
	mode := cmp.Or(in.Mode, "definition")
	var locs []lsp.Location
	if in.Source != "index" {
		locs, err = env.session().LSP().Definition(ctx, res.Path, p, mode)
	}
	if ok, serr := fromIndex(in.Source, err); serr != nil {
		return nil, serr
	} else if ok {
		if mode != "definition" {
			return nil, fault.New(fault.InvalidArgument, "the index answers mode definition only, not %s; leave mode out or install the language server", mode)
		}
		return indexDefinition(ctx, env, res, noServer(err))
	}
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s of the symbol at %s (%s):\n", strings.ReplaceAll(mode, "_", " "), place(res), strings.TrimSpace(res.SourceLine))
	if len(locs) == 0 {
		b.WriteString("none found; locate the identifier itself (<|> just before it)\n")
	}
	for _, l := range locs {
		fmt.Fprintf(&b, "%s\n", locationLine(l))
	}
	return &Result{Text: b.String(), Structured: map[string]any{"at": res, "mode": mode, "locations": nonNil(locs)}}, nil
}

func runReferences(ctx context.Context, env *Env, in referencesIn) (*Result, error) {
	res, p, err := at(ctx, env, in.Locate)
	if err != nil {
		return nil, err
	}
	include := in.IncludeDeclaration == nil || *in.IncludeDeclaration
	limit, offset := intOr(in.MaxItems, 100), intOr(in.Offset, 0)
	if limit < 1 || offset < 0 {
		return nil, fault.New(fault.InvalidArgument, "max_items must be at least 1 and offset at least 0; got %d and %d", limit, offset)
	}
	var locs []lsp.Location
	if in.Source != "index" {
		locs, err = env.session().LSP().References(ctx, res.Path, p, include)
	}
	if ok, serr := fromIndex(in.Source, err); serr != nil {
		return nil, serr
	} else if ok {
		return indexReferences(ctx, env, res, in, include, limit, offset, noServer(err))
	}
	if err != nil {
		return nil, err
	}
	total := len(locs)
	page := locs[min(offset, total):min(offset+limit, total)]
	files := map[string]bool{}
	for _, l := range locs {
		files[l.Path] = true
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s to the symbol at %s (%s) in %s", plural(total, "reference"), place(res), strings.TrimSpace(res.SourceLine), plural(len(files), "file"))
	switch {
	case len(page) == 0 && offset > 0 && total > 0:
		fmt.Fprintf(&b, "; none past offset %d (the last page starts at %d)", offset, max(total-limit, 0))
	case len(page) < total:
		fmt.Fprintf(&b, "; showing %d-%d", offset+1, offset+len(page))
	}
	b.WriteString(":\n")
	if in.LinesOnly {
		b.WriteString(linesByFile(page))
	} else {
		b.WriteString(groupByFile(page))
	}
	if next := offset + len(page); next < total {
		fmt.Fprintf(&b, "%d more: call again with %s %d\n", total-next, env.arg("offset"), next)
	}
	return &Result{Text: b.String(), Structured: map[string]any{"at": res, "total": total, "offset": offset, "references": nonNil(page)}}, nil
}

func runHover(ctx context.Context, env *Env, in positionIn) (*Result, error) {
	res, p, err := at(ctx, env, in.Locate)
	if err != nil {
		return nil, err
	}
	h, err := env.session().LSP().Hover(ctx, res.Path, p)
	if err != nil {
		return nil, err
	}
	if h == nil {
		return &Result{Text: fmt.Sprintf("no hover at %s (%s); locate an identifier", place(res), strings.TrimSpace(res.SourceLine)), Structured: map[string]any{"at": res}}, nil
	}
	return &Result{Text: fmt.Sprintf("hover at %s:\n%s\n", place(res), h.Text), Structured: map[string]any{"at": res, "hover": h}}, nil
}

func runCompletion(ctx context.Context, env *Env, in completionIn) (*Result, error) {
	res, p, err := at(ctx, env, in.Locate)
	if err != nil {
		return nil, err
	}
	limit := intOr(in.MaxItems, 20)
	if limit < 1 {
		return nil, fault.New(fault.InvalidArgument, "max_items is %d; send at least 1", limit)
	}
	c, err := env.session().LSP().Completion(ctx, res.Path, p, limit)
	if err != nil {
		return nil, err
	}
	items := c.Items[:min(limit, len(c.Items))]
	var b strings.Builder
	fmt.Fprintf(&b, "%s at %s", plural(c.Total, "completion"), place(res))
	if c.Prefix != "" {
		fmt.Fprintf(&b, " starting with %q", c.Prefix)
	}
	if len(items) < c.Total {
		fmt.Fprintf(&b, ", the first %d", len(items))
	}
	b.WriteString(":\n")
	for _, it := range items {
		line := it.Label
		if it.Kind != "" {
			line += "  " + it.Kind
		}
		if it.Detail != "" {
			line += "  " + it.Detail
		}
		if it.Doc != "" {
			line += "  - " + it.Doc
		}
		b.WriteString(line + "\n")
	}
	return &Result{Text: b.String(), Structured: map[string]any{"at": res, "total": c.Total, "prefix": c.Prefix, "incomplete": c.Incomplete, "items": nonNil(items)}}, nil
}

func runSignatureHelp(ctx context.Context, env *Env, in positionIn) (*Result, error) {
	res, p, err := at(ctx, env, in.Locate)
	if err != nil {
		return nil, err
	}
	sg, err := env.session().LSP().SignatureHelp(ctx, res.Path, p)
	if err != nil {
		return nil, err
	}
	if sg == nil {
		return &Result{Text: fmt.Sprintf("no call around %s (%s); locate a place inside the parentheses: file@call(<|>", place(res), strings.TrimSpace(res.SourceLine)), Structured: map[string]any{"at": res}}, nil
	}
	return &Result{Text: fmt.Sprintf("signature at %s:\n%s", place(res), sg), Structured: map[string]any{"at": res, "signature_help": sg}}, nil
}

func intOr(p *int, def int) int {
	if p == nil {
		return def
	}
	return *p
}

// nonNil keeps an empty list a list in JSON.
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// locationLine prints a location as path:line:column, the enclosing symbol
// and the line of code.
func locationLine(l lsp.Location) string {
	s := fmt.Sprintf("%s:%s", l.Path, l.Start())
	if l.Symbol != "" {
		s += " in " + l.Symbol
	}
	return s + ": " + l.Code
}

// groupByFile prints locations under their file, each as line:column, the
// enclosing symbol and the line of code.
// linesByFile is locations as one line per file: its path and the lines
// of its locations, "a.go: 3, 17".
func linesByFile(locs []lsp.Location) string {
	var b strings.Builder
	for i, l := range locs {
		if i == 0 || locs[i-1].Path != l.Path {
			if i > 0 {
				b.WriteString("\n")
			}
			fmt.Fprintf(&b, "%s: %s", l.Path, l.Start().Line())
		} else if locs[i-1].Start().Line() != l.Start().Line() {
			fmt.Fprintf(&b, ", %s", l.Start().Line())
		}
	}
	if len(locs) > 0 {
		b.WriteString("\n")
	}
	return b.String()
}

func groupByFile(locs []lsp.Location) string {
	var b strings.Builder
	for i, l := range locs {
		if i == 0 || locs[i-1].Path != l.Path {
			n := 0
			for _, o := range locs[i:] {
				if o.Path != l.Path {
					break
				}
				n++
			}
			fmt.Fprintf(&b, "%s (%d)\n", l.Path, n)
		}
		fmt.Fprintf(&b, "  %s", l.Start())
		if l.Symbol != "" {
			fmt.Fprintf(&b, " in %s", l.Symbol)
		}
		fmt.Fprintf(&b, ": %s\n", l.Code)
	}
	return b.String()
}
