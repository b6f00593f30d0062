// This file defines the tools that answer from the workspace index, with
// no language server: workspace_symbols, and definition and references by
// name (source "index", or when no server is installed for the language).

package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/index"
	"github.com/locus-dev/locus/internal/locate"
)

type workspaceSymbolsIn struct {
	Query    string `json:"query" jsonschema:"a name, part, initials or Server.Serve"`
	Kind     string `json:"kind,omitempty" jsonschema:"e.g. function,method"`
	Path     string `json:"path,omitempty" jsonschema:"a folder or glob"`
	MaxItems *int   `json:"max_items,omitempty"`
	Source   string `json:"source,omitempty" jsonschema:"index or lsp"`
}

func init() {
	register(Index, Define("workspace_symbols",
		"Find symbols in the workspace by name, exact to fuzzy, best first.",
		Annotations{ReadOnly: true, Idempotent: true}, runWorkspaceSymbols))
}

// indexOf returns env's workspace index, brought up to date (with
// progress, and a note for the answer saying how long it took) on the
// session's first question.
func indexOf(ctx context.Context, env *Env) (*index.Index, error) {
	var progress func(done, total int)
	if env.Progress != nil {
		progress = func(done, total int) { env.Progress(done, total, "indexing the workspace") }
	}
	idx, note, err := env.session().Ready(ctx, progress)
	if note != "" { // a call may ask twice (*:NAME, then the name there): keep the first's
		env.note = note
	}
	return idx, err
}

func runWorkspaceSymbols(ctx context.Context, env *Env, in workspaceSymbolsIn) (*Result, error) {
	limit := intOr(in.MaxItems, 50)
	if limit < 1 {
		return nil, fault.New(fault.InvalidArgument, "max_items is %d; send at least 1", limit)
	}
	switch in.Source {
	case "lsp":
		return lspWorkspaceSymbols(ctx, env, in, limit)
	case "", "index":
	default:
		return nil, fault.New(fault.InvalidArgument, "source is %q; send index or lsp", in.Source)
	}
	if strings.TrimSpace(in.Query) == "" {
		return nil, fault.New(fault.InvalidArgument, "the query is empty; send a name or part of one")
	}
	if err := scopeExists(env, in.Path); err != nil {
		return nil, err
	}
	idx, err := indexOf(ctx, env)
	if err != nil {
		return nil, err
	}
	q := index.SymbolQuery{Query: in.Query, Path: in.Path, Max: limit}
	for _, k := range strings.Split(in.Kind, ",") {
		if k = strings.TrimSpace(k); k != "" {
			q.Kinds = append(q.Kinds, k)
		}
	}
	syms, err := idx.Symbols(ctx, q)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s matching %q", plural(len(syms), "symbol"), in.Query)
	if len(syms) == 0 {
		b.WriteString("; try part of the name, or its initials\n")
	} else {
		b.WriteString(":\n")
	}
	for _, s := range syms {
		b.WriteString(symbolLine(s) + "\n")
	}
	if len(syms) == limit {
		fmt.Fprintf(&b, "(the first %d; raise %s or narrow the query, kind or path)\n", limit, env.arg("max_items"))
	}
	return &Result{Text: b.String(), Structured: map[string]any{"query": in.Query, "source": "index", "symbols": nonNil(syms)}}, nil
}

// symbolLine prints a symbol as path:line kind qualified-name - signature.
func symbolLine(s index.Symbol) string {
	line := fmt.Sprintf("%s:%d %s %s", s.Path, s.Selection.Line().Int(), s.Kind, s.QName)
	if s.Signature != "" {
		line += " - " + s.Signature
	}
	return line
}

// fromIndex reports whether a definition, references or rename call goes to
// the index: asked so, or (source "") when no language server is
// installed for the file's language, which err from the server says.
func fromIndex(source string, lspErr error) (bool, error) {
	switch source {
	case "index":
		return true, nil
	case "lsp":
		return false, nil
	case "":
		return fault.CodeOf(lspErr) == fault.LSPUnavailable, nil
	}
	return false, fault.New(fault.InvalidArgument, "source is %q; send index, lsp, or leave it out (the language server, else the index)", source)
}

// noServer says why the index answered: no server is installed (err says
// which), or "" when asked.
func noServer(err error) string {
	if f, ok := fault.As(err); ok && f.Code == fault.LSPUnavailable {
		if name, ok := f.Details["server"].(string); ok {
			return " (" + name + " is not installed)"
		}
		return " (no language server is installed for this language)"
	}
	return ""
}

// spotAt is the name at a located place, as the index knows it.
func spotAt(ctx context.Context, env *Env, res *locate.Result) (*index.Index, *index.Spot, error) {
	idx, err := indexOf(ctx, env)
	if err != nil {
		return nil, nil, err
	}
	sp, err := idx.At(ctx, res.Path, res.Start.Line, res.Start.Column)
	return idx, sp, err
}

// refLines is a file's references as one line: its path and their
// lines, "a.go: 3, 17".
func refLines(f index.FileRefs) string {
	var b strings.Builder
	b.WriteString(f.Path + ":")
	for i, r := range f.Refs {
		if i > 0 && f.Refs[i-1].Line == r.Line {
			continue
		}
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, " %d", r.Line)
	}
	b.WriteString("\n")
	return b.String()
}

// byName says how an answer from the index was made.
func byName(why string) string {
	return "by name, from the index" + why
}

func indexDefinition(ctx context.Context, env *Env, res *locate.Result, why string) (*Result, error) {
	idx, sp, err := spotAt(ctx, env, res)
	if err != nil {
		return nil, err
	}
	defs, err := idx.Definitions(ctx, sp.Query)
	if err != nil {
		return nil, err
	}
	defs = index.OfFile(defs, res.Path)
	var b strings.Builder
	fmt.Fprintf(&b, "definition of %s at %s (%s), %s:\n", sp.Written, place(res), strings.TrimSpace(res.SourceLine), byName(why))
	if len(defs) == 0 {
		b.WriteString("none in the workspace (defined outside it, or not a symbol locus lists)\n")
	}
	for _, d := range defs {
		b.WriteString(symbolLine(d) + "\n")
	}
	return &Result{Text: b.String(), Structured: map[string]any{"at": res, "mode": "definition", "source": "index", "name": sp, "definitions": nonNil(defs)}}, nil
}

func indexReferences(ctx context.Context, env *Env, res *locate.Result, in referencesIn, include bool, limit, offset int, why string) (*Result, error) {
	idx, sp, err := spotAt(ctx, env, res)
	if err != nil {
		return nil, err
	}
	rr, err := idx.References(ctx, index.RefQuery{Name: sp.Query, IncludeDecl: include, Max: limit, Offset: offset, From: res.Path})
	if err != nil {
		return nil, err
	}
	shown := 0
	for _, f := range rr.Files {
		shown += len(f.Refs)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s to %s", plural(rr.Total, "reference"), sp.Written)
	switch {
	case shown == 0 && offset > 0 && rr.Total > 0:
		fmt.Fprintf(&b, ", %s; none past offset %d (the last page starts at %d)", byName(why), offset, max(rr.Total-limit, 0))
	case shown < rr.Total:
		fmt.Fprintf(&b, ", %s; showing %d-%d", byName(why), offset+1, offset+shown)
	default:
		fmt.Fprintf(&b, " in %s, %s", plural(len(rr.Files), "file"), byName(why))
	}
	b.WriteString(":\n")
	for _, f := range rr.Files {
		if in.LinesOnly {
			b.WriteString(refLines(f))
			continue
		}
		fmt.Fprintf(&b, "%s (%d)\n", f.Path, len(f.Refs))
		for _, r := range f.Refs {
			fmt.Fprintf(&b, "  %d:%d", r.Line, r.Col)
			if r.Role != "ref" {
				fmt.Fprintf(&b, " %s", r.Role)
			}
			if r.Enclosing != "" {
				fmt.Fprintf(&b, " in %s", r.Enclosing)
			}
			if r.Via != "" {
				fmt.Fprintf(&b, " (as %s)", r.Via)
			}
			fmt.Fprintf(&b, ": %s\n", r.Text)
		}
	}
	if next := offset + shown; next < rr.Total {
		fmt.Fprintf(&b, "%d more: call again with %s %d\n", rr.Total-next, env.arg("offset"), next)
	}
	return &Result{Text: b.String(), Structured: map[string]any{"at": res, "source": "index", "name": sp, "total": rr.Total, "offset": offset, "definitions": nonNil(rr.Definitions), "files": nonNil(rr.Files)}}, nil
}
