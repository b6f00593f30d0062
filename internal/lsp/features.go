// This file asks the questions about one position: definition,
// references, hover and rename (complete.go: what may come there).

package lsp

import (
	"context"
	"encoding/json"
	"runtime"
	"slices"
	"strings"
	"time"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
	"golang.org/x/sync/errgroup"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/textpos"
	"github.com/locus-dev/locus/internal/workspace"
)

// Definition modes, and the request, capability and parameters of each.
var definitionModes = map[string]struct {
	method     string
	capability func(*capabilities) json.RawMessage
	params     func(protocol.TextDocumentPositionParams) any
}{
	"definition": {protocol.MethodTextDocumentDefinition, func(c *capabilities) json.RawMessage { return c.Definition },
		func(at protocol.TextDocumentPositionParams) any {
			return &protocol.DefinitionParams{TextDocumentPositionParams: at}
		}},
	"declaration": {protocol.MethodTextDocumentDeclaration, func(c *capabilities) json.RawMessage { return c.Declaration },
		func(at protocol.TextDocumentPositionParams) any {
			return &protocol.DeclarationParams{TextDocumentPositionParams: at}
		}},
	"type_definition": {protocol.MethodTextDocumentTypeDefinition, func(c *capabilities) json.RawMessage { return c.TypeDefinition },
		func(at protocol.TextDocumentPositionParams) any {
			return &protocol.TypeDefinitionParams{TextDocumentPositionParams: at}
		}},
	"implementation": {protocol.MethodTextDocumentImplementation, func(c *capabilities) json.RawMessage { return c.Implementation },
		func(at protocol.TextDocumentPositionParams) any {
			return &protocol.ImplementationParams{TextDocumentPositionParams: at}
		}},
}

// Definition returns where the symbol at p is defined (or declared, or
// where its type is defined, or its implementations, by mode).
func (w *Workspace) Definition(ctx context.Context, path string, p textpos.Position, mode string) ([]Location, error) {
	if mode == "" {
		mode = "definition"
	}
	m, ok := definitionModes[mode]
	if !ok {
		return nil, fault.New(fault.InvalidArgument, "mode is %q; send definition, declaration, type_definition or implementation", mode)
	}
	var out []Location
	err := w.request(ctx, path, p, m.capability, m.method, m.params, func(s *Server, _ *workspace.File, raw jsonrpc2.RawMessage) error {
		var err error
		out, err = s.locations(w, raw)
		return err
	})
	return out, err
}

// References returns the places that refer to the symbol at p.
func (w *Workspace) References(ctx context.Context, path string, p textpos.Position, includeDeclaration bool) ([]Location, error) {
	var out []Location
	build := func(at protocol.TextDocumentPositionParams) any {
		return &protocol.ReferenceParams{TextDocumentPositionParams: at, Context: protocol.ReferenceContext{IncludeDeclaration: includeDeclaration}}
	}
	err := w.request(ctx, path, p, func(c *capabilities) json.RawMessage { return c.References }, protocol.MethodTextDocumentReferences, build,
		func(s *Server, _ *workspace.File, raw jsonrpc2.RawMessage) error {
			var err error
			out, err = s.locations(w, raw)
			return err
		})
	return out, err
}

// locations converts an answer that is null, a Location, a list of them,
// or a list of LocationLinks, sorted by path and position. The files are
// read and converted in parallel, and w.Enclosing names each location's
// symbol from the text just read.
func (s *Server) locations(w *Workspace, raw jsonrpc2.RawMessage) ([]Location, error) {
	type wire struct {
		URI                  uri.URI         `json:"uri"`
		Range                protocol.Range  `json:"range"`
		TargetURI            uri.URI         `json:"targetUri"`
		TargetSelectionRange *protocol.Range `json:"targetSelectionRange"`
	}
	var list []wire
	trimmed := strings.TrimSpace(string(raw))
	switch {
	case trimmed == "" || trimmed == "null":
		return nil, nil
	case trimmed[0] == '{':
		var one wire
		if err := json.Unmarshal(raw, &one); err != nil {
			return nil, s.malformed("a location", err)
		}
		list = []wire{one}
	default:
		if err := json.Unmarshal(raw, &list); err != nil {
			return nil, s.malformed("locations", err)
		}
	}
	byFile := map[uri.URI][]protocol.Range{}
	var files []uri.URI
	for _, l := range list {
		u, r := l.URI, l.Range
		if l.TargetURI != "" {
			u = l.TargetURI
			if l.TargetSelectionRange != nil {
				r = *l.TargetSelectionRange
			}
		}
		if byFile[u] == nil {
			files = append(files, u)
		}
		byFile[u] = append(byFile[u], r)
	}
	t := s.texts(w.root)
	converted := make([][]Location, len(files))
	var g errgroup.Group
	g.SetLimit(runtime.GOMAXPROCS(0))
	for i, u := range files {
		g.Go(func() error {
			locs := make([]Location, 0, len(byFile[u]))
			for _, r := range byFile[u] {
				locs = append(locs, s.locationOrRaw(t, u, r))
			}
			if ft, _ := t.get(u); ft != nil && ft.file != nil && w.Enclosing != nil {
				lines := make([]int, len(locs))
				for j, l := range locs {
					lines[j] = l.Start().Line().Int()
				}
				for j, name := range w.Enclosing(ft.display, ft.text, lines) {
					locs[j].Symbol = name
				}
			}
			converted[i] = locs
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	var out []Location
	seen := map[Location]bool{}
	for _, locs := range converted {
		for _, loc := range locs {
			if !seen[loc] {
				seen[loc] = true
				out = append(out, loc)
			}
		}
	}
	slices.SortStableFunc(out, Location.compare)
	return out, nil
}

// Hover is what a server says about the symbol at a position.
type Hover struct {
	Text  string    `json:"text"`
	Range *Location `json:"range,omitempty"`
}

// Hover returns the server's hover text at p, nil when it has none.
func (w *Workspace) Hover(ctx context.Context, path string, p textpos.Position) (*Hover, error) {
	var out *Hover
	err := w.at(ctx, path, func(s *Server, f *workspace.File, d *document) error {
		if !has(s.caps.Hover) {
			return s.lacks(protocol.MethodTextDocumentHover)
		}
		var err error
		out, err = s.hover(ctx, w, f, d, p, true)
		return err
	})
	return out, err
}

// hover asks for the hover at p, and converts its range when withRange.
func (s *Server) hover(ctx context.Context, w *Workspace, f *workspace.File, d *document, p textpos.Position, withRange bool) (*Hover, error) {
	at, err := s.positionParams(d, f, p)
	if err != nil {
		return nil, err
	}
	var raw jsonrpc2.RawMessage
	if err := s.call(ctx, w.m.Timeout, protocol.MethodTextDocumentHover, &protocol.HoverParams{TextDocumentPositionParams: at}, &raw); err != nil {
		return nil, err
	}
	var h struct {
		Contents json.RawMessage `json:"contents"`
		Range    *protocol.Range `json:"range"`
	}
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	if err := json.Unmarshal(raw, &h); err != nil {
		return nil, s.malformed("a hover", err)
	}
	text := markup(h.Contents)
	if text == "" {
		return nil, nil
	}
	out := &Hover{Text: text}
	if withRange && h.Range != nil {
		if loc, err := s.location(s.texts(w.root), uri.File(f.Path.Abs()), *h.Range); err == nil {
			out.Range = &loc
		}
	}
	return out, nil
}

// markup returns the text of a hover's contents or a documentation field:
// a string, MarkupContent, a MarkedString, or a list of them.
func markup(raw json.RawMessage) string {
	s := strings.TrimSpace(string(raw))
	if s == "" || s == "null" {
		return ""
	}
	switch s[0] {
	case '"':
		var str string
		_ = json.Unmarshal(raw, &str)
		return strings.TrimSpace(str)
	case '[':
		var parts []json.RawMessage
		_ = json.Unmarshal(raw, &parts)
		var out []string
		for _, p := range parts {
			if t := markup(p); t != "" {
				out = append(out, t)
			}
		}
		return strings.Join(out, "\n\n")
	}
	var mc struct {
		Kind     string `json:"kind"`
		Language string `json:"language"`
		Value    string `json:"value"`
	}
	_ = json.Unmarshal(raw, &mc)
	if mc.Language != "" {
		return "```" + mc.Language + "\n" + strings.TrimSpace(mc.Value) + "\n```"
	}
	return strings.TrimSpace(mc.Value)
}

// Rename returns the edits that rename the symbol at p to newName.
func (w *Workspace) Rename(ctx context.Context, path string, p textpos.Position, newName string) ([]*FileEdit, error) {
	if strings.TrimSpace(newName) == "" {
		return nil, fault.New(fault.InvalidArgument, "new_name is empty; send the name the symbol should have")
	}
	var out []*FileEdit
	build := func(at protocol.TextDocumentPositionParams) any {
		return &protocol.RenameParams{TextDocumentPositionParams: at, NewName: newName}
	}
	err := w.request(ctx, path, p, func(c *capabilities) json.RawMessage { return c.Rename }, protocol.MethodTextDocumentRename, build,
		func(s *Server, _ *workspace.File, raw jsonrpc2.RawMessage) error {
			if len(raw) == 0 || string(raw) == "null" {
				return fault.New(fault.LSPError, "%s found nothing to rename at %s:%s; locate the symbol's name itself (PATH:Symbol locates its declaration)", s.Spec.Name, path, p)
			}
			var we protocol.WorkspaceEdit
			if err := protocol.Unmarshal(raw, &we); err != nil {
				return s.malformed("a rename edit", err)
			}
			var err error
			out, err = s.edits(s.texts(w.root), &we)
			return err
		})
	return out, err
}

// Hovers returns the server's hover text at each of ps in path ("" where
// it has none, or did not answer), asking up to eight at a time, all within
// limit.
func (w *Workspace) Hovers(ctx context.Context, path string, ps []textpos.Position, limit time.Duration) ([]string, error) {
	out := make([]string, len(ps))
	ctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	err := w.at(ctx, path, func(s *Server, f *workspace.File, d *document) error {
		if !has(s.caps.Hover) {
			return s.lacks(protocol.MethodTextDocumentHover)
		}
		var g errgroup.Group
		g.SetLimit(8)
		for i, p := range ps {
			g.Go(func() error {
				if h, err := s.hover(ctx, w, f, d, p, false); err == nil && h != nil {
					out[i] = h.Text
				}
				return nil
			})
		}
		return g.Wait()
	})
	return out, err
}
