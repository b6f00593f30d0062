// This file asks the questions about one position: definition,
// references, hover, rename, completion and signature help.

package lsp

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"runtime"
	"sort"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
	"golang.org/x/sync/errgroup"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/textpos"
	"github.com/locus-dev/locus/internal/workspace"
)

// lacks is the error for a request the server does not answer.
func (s *Server) lacks(method string) error {
	return fault.New(fault.LSPUnavailable, "%s does not answer %s; use another tool, or name a server that does in %s", s.Spec.Name, method, ConfigFile).
		With("server", s.Spec.Name)
}

// positionParams is the textDocument and position most requests take.
func (s *Server) positionParams(d *document, f *workspace.File, p textpos.Position) (map[string]any, error) {
	lp, err := s.toLSP(f.Text, p)
	if err != nil {
		return nil, fault.Wrap(err, fault.InvalidArgument, "position %s is not in %s: %v; locate it again", p, f.Path.Rel(), err)
	}
	return map[string]any{"textDocument": map[string]any{"uri": d.uri}, "position": lp}, nil
}

// request sends a request about a position in path: the capability must be
// there, the file open and current.
func (w *Workspace) request(ctx context.Context, path string, p textpos.Position, capability func(*capabilities) json.RawMessage, method string,
	extra map[string]any, handle func(s *Server, f *workspace.File, raw jsonrpc2.RawMessage) error) error {
	return w.at(ctx, path, func(s *Server, f *workspace.File, d *document) error {
		if capability != nil && !has(capability(&s.caps)) {
			return s.lacks(method)
		}
		params, err := s.positionParams(d, f, p)
		if err != nil {
			return err
		}
		for k, v := range extra {
			params[k] = v
		}
		var raw jsonrpc2.RawMessage
		if err := s.call(ctx, w.m.Timeout, method, params, &raw); err != nil {
			return err
		}
		return handle(s, f, raw)
	})
}

// Definition modes, and the request and capability of each.
var definitionModes = map[string]struct {
	method     string
	capability func(*capabilities) json.RawMessage
}{
	"definition":      {"textDocument/definition", func(c *capabilities) json.RawMessage { return c.Definition }},
	"declaration":     {"textDocument/declaration", func(c *capabilities) json.RawMessage { return c.Declaration }},
	"type_definition": {"textDocument/typeDefinition", func(c *capabilities) json.RawMessage { return c.TypeDefinition }},
	"implementation":  {"textDocument/implementation", func(c *capabilities) json.RawMessage { return c.Implementation }},
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
	err := w.request(ctx, path, p, m.capability, m.method, nil, func(s *Server, _ *workspace.File, raw jsonrpc2.RawMessage) error {
		var err error
		out, err = s.locations(w, raw)
		return err
	})
	return out, err
}

// References returns the places that refer to the symbol at p.
func (w *Workspace) References(ctx context.Context, path string, p textpos.Position, includeDeclaration bool) ([]Location, error) {
	var out []Location
	extra := map[string]any{"context": map[string]bool{"includeDeclaration": includeDeclaration}}
	err := w.request(ctx, path, p, func(c *capabilities) json.RawMessage { return c.References }, "textDocument/references", extra,
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
					lines[j] = l.Line
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
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Path != b.Path {
			return a.Path < b.Path
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	})
	return out, nil
}

func (s *Server) malformed(what string, err error) error {
	return fault.Wrap(err, fault.LSPError, "%s sent %s locus cannot read (%v); ask again, or report it with the server's version", s.Spec.Name, what, err)
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
			return s.lacks("textDocument/hover")
		}
		var err error
		out, err = s.hover(ctx, w, f, d, p, true)
		return err
	})
	return out, err
}

// hover asks for the hover at p, and converts its range when withRange.
func (s *Server) hover(ctx context.Context, w *Workspace, f *workspace.File, d *document, p textpos.Position, withRange bool) (*Hover, error) {
	params, err := s.positionParams(d, f, p)
	if err != nil {
		return nil, err
	}
	var raw jsonrpc2.RawMessage
	if err := s.call(ctx, w.m.Timeout, "textDocument/hover", params, &raw); err != nil {
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
	err := w.request(ctx, path, p, func(c *capabilities) json.RawMessage { return c.Rename }, "textDocument/rename", map[string]any{"newName": newName},
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

// CompletionItem is one completion a server offers.
type CompletionItem struct {
	Label  string `json:"label"`
	Kind   string `json:"kind,omitempty"`
	Detail string `json:"detail,omitempty"`
	Doc    string `json:"doc,omitempty"`
	// Insert is the text the completion inserts, when it differs from Label.
	Insert string `json:"insert,omitempty"`
	sort   string
	filter string
	raw    json.RawMessage
}

// Completions is a server's answer to a completion request: Items, the
// best first, and how many there are (Total) once filtered by Prefix, the
// word typed before the place.
type Completions struct {
	Items      []CompletionItem `json:"items"`
	Total      int              `json:"total"`
	Prefix     string           `json:"prefix"`
	Incomplete bool             `json:"incomplete"`
}

// Completion returns the completions at p, filtered by the word typed
// before p and ordered as the server ranks them; the first n are resolved
// when the server sends their details only so.
func (w *Workspace) Completion(ctx context.Context, path string, p textpos.Position, n int) (*Completions, error) {
	var out *Completions
	err := w.at(ctx, path, func(s *Server, f *workspace.File, d *document) error {
		if !has(s.caps.Completion) {
			return s.lacks("textDocument/completion")
		}
		params, err := s.positionParams(d, f, p)
		if err != nil {
			return err
		}
		before := textBefore(f.Text, p)
		prefix := wordBefore(before)
		trigger := map[string]any{"triggerKind": 1}
		if prefix == "" && before != "" {
			last, _ := utf8.DecodeLastRuneInString(before)
			if triggers := s.triggerCharacters(); strings.ContainsRune(triggers, last) {
				trigger = map[string]any{"triggerKind": 2, "triggerCharacter": string(last)}
			}
		}
		params["context"] = trigger
		var raw jsonrpc2.RawMessage
		if err := s.call(ctx, w.m.Timeout, "textDocument/completion", params, &raw); err != nil {
			return err
		}
		if out, err = s.completions(raw, prefix); err != nil {
			return err
		}
		s.resolve(ctx, w.m.Timeout, out.Items, n)
		return nil
	})
	return out, err
}

func (s *Server) triggerCharacters() string {
	var opts struct {
		TriggerCharacters []string `json:"triggerCharacters"`
	}
	_ = json.Unmarshal(s.caps.Completion, &opts)
	return strings.Join(opts.TriggerCharacters, "")
}

// wireItem is a CompletionItem as servers send it.
type wireItem struct {
	Label      string          `json:"label"`
	Kind       int             `json:"kind"`
	Detail     string          `json:"detail"`
	Doc        json.RawMessage `json:"documentation"`
	SortText   string          `json:"sortText"`
	FilterText string          `json:"filterText"`
	InsertText string          `json:"insertText"`
	TextEdit   *struct {
		NewText string `json:"newText"`
	} `json:"textEdit"`
	LabelDetails *struct {
		Detail      string `json:"detail"`
		Description string `json:"description"`
	} `json:"labelDetails"`
}

// item reads a completion item.
func item(raw json.RawMessage) (CompletionItem, error) {
	var it wireItem
	if err := json.Unmarshal(raw, &it); err != nil {
		return CompletionItem{}, err
	}
	c := CompletionItem{Label: strings.TrimSpace(it.Label), Kind: completionKind(it.Kind), Detail: oneLine(it.Detail), Doc: firstParagraph(markup(it.Doc)),
		sort: cmp.Or(it.SortText, strings.TrimSpace(it.Label)), filter: cmp.Or(it.FilterText, strings.TrimSpace(it.Label)), raw: raw}
	if c.Detail == "" && it.LabelDetails != nil {
		c.Detail = oneLine(strings.TrimSpace(it.LabelDetails.Detail + " " + it.LabelDetails.Description))
	}
	insert := it.InsertText
	if it.TextEdit != nil {
		insert = it.TextEdit.NewText
	}
	if insert != "" && insert != it.Label {
		c.Insert = insert
	}
	return c, nil
}

func (s *Server) completions(raw jsonrpc2.RawMessage, prefix string) (*Completions, error) {
	var list struct {
		Incomplete bool              `json:"isIncomplete"`
		Items      []json.RawMessage `json:"items"`
	}
	trimmed := strings.TrimSpace(string(raw))
	switch {
	case trimmed == "" || trimmed == "null":
	case trimmed[0] == '[':
		if err := json.Unmarshal(raw, &list.Items); err != nil {
			return nil, s.malformed("completions", err)
		}
	default:
		if err := json.Unmarshal(raw, &list); err != nil {
			return nil, s.malformed("completions", err)
		}
	}
	out := &Completions{Prefix: prefix, Incomplete: list.Incomplete}
	lower := strings.ToLower(prefix)
	for _, r := range list.Items {
		c, err := item(r)
		if err != nil {
			return nil, s.malformed("a completion", err)
		}
		if lower != "" && !strings.HasPrefix(strings.ToLower(c.filter), lower) {
			continue
		}
		out.Items = append(out.Items, c)
	}
	sort.SliceStable(out.Items, func(i, j int) bool { return out.Items[i].sort < out.Items[j].sort })
	out.Total = len(out.Items)
	return out, nil
}

// resolve fills in the detail and documentation of the first n items that
// lack both, from completionItem/resolve (pyright and tsserver send them
// only so), within the request limit; an item that fails keeps what it has.
func (s *Server) resolve(ctx context.Context, timeout time.Duration, items []CompletionItem, n int) {
	var opts struct {
		ResolveProvider bool `json:"resolveProvider"`
	}
	if json.Unmarshal(s.caps.Completion, &opts) != nil || !opts.ResolveProvider {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	var g errgroup.Group
	g.SetLimit(8)
	for i := range items[:min(n, len(items))] {
		if items[i].Detail != "" || items[i].Doc != "" {
			continue
		}
		g.Go(func() error {
			var raw jsonrpc2.RawMessage
			if protocol.Call(ctx, s.conn, "completionItem/resolve", jsonrpc2.RawMessage(items[i].raw), &raw) != nil {
				return nil
			}
			if c, err := item(json.RawMessage(raw)); err == nil {
				items[i].Detail, items[i].Doc = c.Detail, c.Doc
			}
			return nil
		})
	}
	_ = g.Wait()
}

// textBefore returns the text of p's line before p.
func textBefore(text []byte, p textpos.Position) string {
	m := textpos.NewMapper(text)
	off, err := m.PositionOffset(p)
	if err != nil {
		return ""
	}
	start, _ := m.LineStart(p.Line())
	return string(text[start:off])
}

// wordBefore returns the identifier characters that end s.
func wordBefore(s string) string {
	i := len(s)
	for i > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:i])
		if r != '_' && r != '$' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			break
		}
		i -= n
	}
	return s[i:]
}

func firstParagraph(s string) string {
	if i := strings.Index(s, "\n\n"); i >= 0 {
		s = s[:i]
	}
	s = oneLine(s)
	if utf8.RuneCountInString(s) > 160 {
		s = string([]rune(s)[:157]) + "..."
	}
	return s
}

var completionKinds = []string{"", "text", "method", "function", "constructor", "field", "variable", "class", "interface", "module",
	"property", "unit", "value", "enum", "keyword", "snippet", "color", "file", "reference", "folder", "enum_member", "constant",
	"struct", "event", "operator", "type_parameter"}

func completionKind(k int) string {
	if k > 0 && k < len(completionKinds) {
		return completionKinds[k]
	}
	return ""
}

// Signature is one signature of a call, with its parameters.
type Signature struct {
	Label      string   `json:"label"`
	Doc        string   `json:"doc,omitempty"`
	Parameters []string `json:"parameters,omitempty"`
}

// Signatures is a server's signature help: the call's signatures, the
// active one and the parameter the position is at (-1: none).
type Signatures struct {
	Signatures      []Signature `json:"signatures"`
	ActiveSignature int         `json:"active_signature"`
	ActiveParameter int         `json:"active_parameter"`
}

// SignatureHelp returns the signatures of the call p is inside, nil when
// p is in none.
func (w *Workspace) SignatureHelp(ctx context.Context, path string, p textpos.Position) (*Signatures, error) {
	var out *Signatures
	extra := map[string]any{"context": map[string]any{"triggerKind": 1, "isRetrigger": false}}
	err := w.request(ctx, path, p, func(c *capabilities) json.RawMessage { return c.SignatureHelp }, "textDocument/signatureHelp", extra,
		func(s *Server, _ *workspace.File, raw jsonrpc2.RawMessage) error {
			if len(raw) == 0 || string(raw) == "null" {
				return nil
			}
			var sh struct {
				Signatures []struct {
					Label      string          `json:"label"`
					Doc        json.RawMessage `json:"documentation"`
					Parameters []struct {
						Label json.RawMessage `json:"label"`
					} `json:"parameters"`
					ActiveParameter *int `json:"activeParameter"`
				} `json:"signatures"`
				ActiveSignature int  `json:"activeSignature"`
				ActiveParameter *int `json:"activeParameter"`
			}
			if err := json.Unmarshal(raw, &sh); err != nil {
				return s.malformed("signature help", err)
			}
			if len(sh.Signatures) == 0 {
				return nil
			}
			out = &Signatures{ActiveSignature: sh.ActiveSignature, ActiveParameter: -1}
			if out.ActiveSignature < 0 || out.ActiveSignature >= len(sh.Signatures) {
				out.ActiveSignature = 0
			}
			for i, sig := range sh.Signatures {
				o := Signature{Label: sig.Label, Doc: firstParagraph(markup(sig.Doc))}
				for _, prm := range sig.Parameters {
					o.Parameters = append(o.Parameters, s.parameterLabel(sig.Label, prm.Label))
				}
				out.Signatures = append(out.Signatures, o)
				if i == out.ActiveSignature {
					switch {
					case sig.ActiveParameter != nil:
						out.ActiveParameter = *sig.ActiveParameter
					case sh.ActiveParameter != nil:
						out.ActiveParameter = *sh.ActiveParameter
					}
				}
			}
			return nil
		})
	return out, err
}

// parameterLabel reads a parameter's label: a string, or [start, end]
// offsets (UTF-16) into the signature's label.
func (s *Server) parameterLabel(signature string, raw json.RawMessage) string {
	var str string
	if json.Unmarshal(raw, &str) == nil {
		return str
	}
	var span [2]int
	if json.Unmarshal(raw, &span) != nil || span[0] < 0 || span[0] > span[1] {
		return ""
	}
	// The offsets count units of the position encoding agreed on.
	start, end, units := -1, -1, 0
	for off, r := range signature {
		if units == span[0] && start < 0 {
			start = off
		}
		if units == span[1] {
			end = off
			break
		}
		units += s.enc.Units(r)
	}
	if end < 0 && units == span[1] {
		end = len(signature)
	}
	if start < 0 && units == span[0] {
		start = len(signature)
	}
	if start < 0 || end < start {
		return ""
	}
	return signature[start:end]
}

// String formats a signature with its active parameter in brackets.
func (sg *Signatures) String() string {
	var b strings.Builder
	for i, sig := range sg.Signatures {
		label := sig.Label
		if i == sg.ActiveSignature && sg.ActiveParameter >= 0 && sg.ActiveParameter < len(sig.Parameters) {
			if prm := sig.Parameters[sg.ActiveParameter]; prm != "" {
				if at := strings.Index(label, prm); at >= 0 {
					label = label[:at] + "[" + prm + "]" + label[at+len(prm):]
				}
			}
		}
		mark := "  "
		if i == sg.ActiveSignature {
			mark = "> "
		}
		fmt.Fprintf(&b, "%s%s\n", mark, label)
		if sig.Doc != "" && i == sg.ActiveSignature {
			fmt.Fprintf(&b, "    %s\n", sig.Doc)
		}
	}
	return b.String()
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
			return s.lacks("textDocument/hover")
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
