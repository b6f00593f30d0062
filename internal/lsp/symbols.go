// This file searches the symbols of the workspace (workspace/symbol).

package lsp

import (
	"context"
	"encoding/json"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// Symbol is a symbol a workspace symbol search found.
type Symbol struct {
	Name      string `json:"name"`
	Kind      int    `json:"kind"`
	Container string `json:"container,omitempty"`
	Location
}

// WorkspaceSymbols searches the symbols of the workspace for query, with
// every running server; when none runs, it starts the servers for the
// languages of the workspace's files first.
func (w *Workspace) WorkspaceSymbols(ctx context.Context, query string, limit int) ([]Symbol, error) {
	if len(w.m.Running()) == 0 {
		if err := w.startForWorkspace(ctx); err != nil {
			return nil, err
		}
	}
	var out []Symbol
	for _, s := range w.m.Running() {
		if !has(s.caps.WorkspaceSymbol) {
			continue
		}
		var raw jsonrpc2.RawMessage
		if err := s.call(ctx, w.m.Timeout, protocol.MethodWorkspaceSymbol, &protocol.WorkspaceSymbolParams{Query: query}, &raw); err != nil {
			return nil, err
		}
		var list []struct {
			Name          string          `json:"name"`
			Kind          int             `json:"kind"`
			ContainerName string          `json:"containerName"`
			Location      json.RawMessage `json:"location"`
		}
		if len(raw) > 0 && string(raw) != "null" {
			if err := json.Unmarshal(raw, &list); err != nil {
				return nil, s.malformed("workspace symbols", err)
			}
		}
		t := s.texts(w.root)
		for _, it := range list {
			var l struct {
				URI   uri.URI         `json:"uri"`
				Range *protocol.Range `json:"range"`
			}
			_ = json.Unmarshal(it.Location, &l)
			if _, ok := inside(w.root.Dir(), l.URI.FsPath()); !ok {
				continue // the workspace's own symbols, not its dependencies'
			}
			sym := Symbol{Name: it.Name, Kind: it.Kind, Container: it.ContainerName, Location: Location{Path: l.URI.FsPath()}}
			if rel, ok := inside(w.root.Dir(), l.URI.FsPath()); ok {
				sym.Path = rel
			}
			if l.Range != nil {
				loc, err := s.location(t, l.URI, *l.Range)
				if err != nil {
					continue
				}
				sym.Location = loc
			}
			out = append(out, sym)
			if limit > 0 && len(out) >= limit {
				return out, nil
			}
		}
	}
	return out, nil
}

// symbolKinds name the kinds of symbol, in snake case.
var symbolKinds = map[protocol.SymbolKind]string{
	protocol.SymbolKindFile: "file", protocol.SymbolKindModule: "module", protocol.SymbolKindNamespace: "namespace",
	protocol.SymbolKindPackage: "package", protocol.SymbolKindClass: "class", protocol.SymbolKindMethod: "method",
	protocol.SymbolKindProperty: "property", protocol.SymbolKindField: "field", protocol.SymbolKindConstructor: "constructor",
	protocol.SymbolKindEnum: "enum", protocol.SymbolKindInterface: "interface", protocol.SymbolKindFunction: "function",
	protocol.SymbolKindVariable: "variable", protocol.SymbolKindConstant: "constant", protocol.SymbolKindString: "string",
	protocol.SymbolKindNumber: "number", protocol.SymbolKindBoolean: "boolean", protocol.SymbolKindArray: "array",
	protocol.SymbolKindObject: "object", protocol.SymbolKindKey: "key", protocol.SymbolKindNull: "null",
	protocol.SymbolKindEnumMember: "enum_member", protocol.SymbolKindStruct: "struct", protocol.SymbolKindEvent: "event",
	protocol.SymbolKindOperator: "operator", protocol.SymbolKindTypeParameter: "type_parameter",
}

// SymbolKind names an LSP SymbolKind number; "symbol" for one the protocol
// does not define.
func SymbolKind(k int) string {
	if name, ok := symbolKinds[protocol.SymbolKind(k)]; ok {
		return name
	}
	return "symbol"
}
