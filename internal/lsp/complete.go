// This file asks what may come at a position: completion and signature
// help.

package lsp

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"golang.org/x/sync/errgroup"

	"github.com/locus-dev/locus/internal/textpos"
	"github.com/locus-dev/locus/internal/workspace"
)

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
			return s.lacks(protocol.MethodTextDocumentCompletion)
		}
		at, err := s.positionParams(d, f, p)
		if err != nil {
			return err
		}
		before := textBefore(f.Text, p)
		prefix := wordBefore(before)
		params := &protocol.CompletionParams{TextDocumentPositionParams: at, Context: protocol.CompletionContext{TriggerKind: protocol.CompletionTriggerKindInvoked}}
		if prefix == "" && before != "" {
			last, _ := utf8.DecodeLastRuneInString(before)
			if triggers := s.triggerCharacters(); strings.ContainsRune(triggers, last) {
				params.Context = protocol.CompletionContext{TriggerKind: protocol.CompletionTriggerKindTriggerCharacter, TriggerCharacter: ptr(string(last))}
			}
		}
		var raw jsonrpc2.RawMessage
		if err := s.call(ctx, w.m.Timeout, protocol.MethodTextDocumentCompletion, params, &raw); err != nil {
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
	Label      string                      `json:"label"`
	Kind       protocol.CompletionItemKind `json:"kind"`
	Detail     string                      `json:"detail"`
	Doc        json.RawMessage             `json:"documentation"`
	SortText   string                      `json:"sortText"`
	FilterText string                      `json:"filterText"`
	InsertText string                      `json:"insertText"`
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
			if protocol.Call(ctx, s.conn, protocol.MethodCompletionItemResolve, jsonrpc2.RawMessage(items[i].raw), &raw) != nil {
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

// completionKinds name the kinds of completion item, in snake case.
var completionKinds = map[protocol.CompletionItemKind]string{
	protocol.CompletionItemKindText: "text", protocol.CompletionItemKindMethod: "method", protocol.CompletionItemKindFunction: "function",
	protocol.CompletionItemKindConstructor: "constructor", protocol.CompletionItemKindField: "field", protocol.CompletionItemKindVariable: "variable",
	protocol.CompletionItemKindClass: "class", protocol.CompletionItemKindInterface: "interface", protocol.CompletionItemKindModule: "module",
	protocol.CompletionItemKindProperty: "property", protocol.CompletionItemKindUnit: "unit", protocol.CompletionItemKindValue: "value",
	protocol.CompletionItemKindEnum: "enum", protocol.CompletionItemKindKeyword: "keyword", protocol.CompletionItemKindSnippet: "snippet",
	protocol.CompletionItemKindColor: "color", protocol.CompletionItemKindFile: "file", protocol.CompletionItemKindReference: "reference",
	protocol.CompletionItemKindFolder: "folder", protocol.CompletionItemKindEnumMember: "enum_member", protocol.CompletionItemKindConstant: "constant",
	protocol.CompletionItemKindStruct: "struct", protocol.CompletionItemKindEvent: "event", protocol.CompletionItemKindOperator: "operator",
	protocol.CompletionItemKindTypeParameter: "type_parameter",
}

// completionKind names a completion item's kind; "" for none, or one the
// protocol does not define.
func completionKind(k protocol.CompletionItemKind) string {
	return completionKinds[k]
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
	build := func(at protocol.TextDocumentPositionParams) any {
		return &protocol.SignatureHelpParams{TextDocumentPositionParams: at,
			Context: protocol.SignatureHelpContext{TriggerKind: protocol.SignatureHelpTriggerKindInvoked, IsRetrigger: false}}
	}
	err := w.request(ctx, path, p, func(c *capabilities) json.RawMessage { return c.SignatureHelp }, protocol.MethodTextDocumentSignatureHelp, build,
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
