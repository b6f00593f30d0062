// This file reads what servers say about whole files and the workspace:
// diagnostics and workspace symbols.

package lsp

import (
	"context"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"time"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/workspace"
)

// quiet is how long a file's diagnostics must stay unchanged before they
// count as settled: servers often publish syntax errors first and type
// errors a moment later.
const quiet = 250 * time.Millisecond

// Diagnostic is a problem a server reports in a file.
type Diagnostic struct {
	Location
	Severity string `json:"severity"`
	Message  string `json:"message"`
	Source   string `json:"source,omitempty"`
	Code     string `json:"code,omitempty"`
}

// unrepeated is how long an idle server may say nothing about a file's new
// text before its last diagnostics count as current: some servers do not
// publish a list again when it did not change (rust-analyzer). It is long
// enough for rust-analyzer's cargo check to start on a loaded machine (at
// 1.5 s, a busy machine saw the list before the check's errors).
const unrepeated = 3 * time.Second

// checkStart is how long after a save a server that checks on save
// (Spec.SaveCheck) may take to begin its check; past it, the check
// counts as turned off.
const checkStart = 5 * time.Second

// awaitDiagnostics waits until the server's diagnostics for the text d
// holds now are in and settled: published for this version (or after it
// was sent) with nothing more for a moment, or not published again while
// the server sat idle. It waits for at most limit, and reports whether they
// settled.
func (s *Server) awaitDiagnostics(ctx context.Context, d *document, limit time.Duration) bool {
	deadline := time.Now().Add(limit)
	giveUp := time.Now().Add(busyWait) // as for questions: a busy server is not waited for beyond
	for {
		s.mu.Lock()
		p, ch := s.diags[d.uri], s.changed
		fresh := p != nil && (p.version == d.version || p.version < 0 && p.seq > d.seq)
		busy, last := s.busy(), s.lastEvent
		if !time.Now().Before(giveUp) {
			busy = 0
		}
		quiescent := s.status != nil && s.status.Quiescent
		sent := d.sent
		// A server that checks on save publishes its own list first and
		// the check's errors only after the check it has not begun yet.
		unchecked := s.checksOnSave && !d.saved.IsZero() && !s.lastCheck.After(d.saved)
		now := time.Now()
		if unchecked && !now.Before(d.saved.Add(checkStart)) {
			s.checksOnSave, unchecked = false, false
		}
		checkDue := d.saved.Add(checkStart)
		s.mu.Unlock()
		// A list for an older version is known to be stale, unless the
		// server leaves unchanged lists unrepeated (rust-analyzer, which
		// says when it is quiescent).
		stale := p != nil && p.version >= 0 && p.version < d.version && !quiescent
		var wake time.Time
		switch {
		case busy > 0:
			wake = now.Add(busy)
		case unchecked:
			wake = checkDue
		case fresh:
			wake = last.Add(quiet)
		case stale:
			wake = deadline
		default:
			wake = later(sent, last).Add(unrepeated)
		}
		if !now.Before(wake) && busy <= 0 {
			return true
		}
		if !now.Before(deadline) {
			return false
		}
		timer := time.NewTimer(min(wake.Sub(now), deadline.Sub(now)))
		select {
		case <-ch:
		case <-timer.C:
		case <-ctx.Done():
			timer.Stop()
			return false
		case <-s.exited:
			timer.Stop()
			return false
		}
		timer.Stop()
	}
}

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// Diagnostics returns the diagnostics of path, fresh for its text on disk;
// with path empty, every diagnostic the running servers have published for
// the workspace, after sending them the files changed on disk (when none
// runs, the servers of the workspace's languages are started first). Stale
// lists the servers whose diagnostics did not settle in time.
func (w *Workspace) Diagnostics(ctx context.Context, path string) (diags []Diagnostic, stale []string, err error) {
	if path != "" {
		err = w.at(ctx, path, func(s *Server, f *workspace.File, d *document) error {
			if !s.awaitDiagnostics(ctx, d, w.m.Timeout) {
				stale = append(stale, s.Spec.Name)
			}
			diags = s.collect(s.texts(w.root), d.uri)
			return nil
		})
		return diags, stale, err
	}
	if len(w.m.Running()) == 0 {
		if err := w.startForWorkspace(ctx); err != nil {
			return nil, nil, err
		}
	}
	for _, s := range w.m.Running() {
		s.lockSync()
		err := s.refresh(ctx, w.root)
		s.unlockSync()
		if err != nil {
			return nil, nil, err
		}
		for _, d := range s.openDocs() {
			if !s.awaitDiagnostics(ctx, d, w.m.Timeout) {
				stale = append(stale, s.Spec.Name)
				break
			}
		}
		diags = append(diags, s.collect(s.texts(w.root), "")...)
	}
	slices.SortStableFunc(diags, func(a, b Diagnostic) int { return a.Location.compare(b.Location) })
	return diags, stale, nil
}

// collect converts the published diagnostics of u (all files when u is
// empty) that are inside the workspace.
func (s *Server) collect(t *texts, u uri.URI) []Diagnostic {
	s.mu.Lock()
	pubs := map[uri.URI][]protocol.Diagnostic{}
	for pu, p := range s.diags {
		if u == "" || pu == u {
			pubs[pu] = p.diags
		}
	}
	s.mu.Unlock()
	var out []Diagnostic
	for pu, ds := range pubs {
		if _, ok := inside(t.root.Dir(), pu.FsPath()); !ok {
			continue
		}
		if _, err := os.Stat(pu.FsPath()); err != nil {
			continue // a deleted file's last diagnostics
		}
		for _, dg := range ds {
			loc := s.locationOrRaw(t, pu, dg.Range)
			out = append(out, Diagnostic{Location: loc, Severity: severity(dg.Severity), Message: tooltip(dg.Message), Source: optional(dg.Source), Code: code(dg.Code)})
		}
	}
	slices.SortStableFunc(out, func(a, b Diagnostic) int { return a.Location.compare(b.Location) })
	return out
}

func severity(s protocol.DiagnosticSeverity) string {
	switch s {
	case protocol.DiagnosticSeverityWarning:
		return "warning"
	case protocol.DiagnosticSeverityInformation:
		return "info"
	case protocol.DiagnosticSeverityHint:
		return "hint"
	}
	return "error"
}

func tooltip(t protocol.InlayHintTooltip) string {
	switch m := t.(type) {
	case protocol.String:
		return string(m)
	case *protocol.MarkupContent:
		return m.Value
	}
	return ""
}

func optional(o protocol.Optional[string]) string {
	v, _ := o.Get()
	return v
}

func code(c protocol.ProgressToken) string {
	switch v := c.(type) {
	case protocol.String:
		return string(v)
	case protocol.Integer:
		return strconv.Itoa(int(v))
	}
	return ""
}

// Symbol is a symbol a workspace symbol search found.
type Symbol struct {
	Name      string `json:"name"`
	Kind      int    `json:"kind"`
	Container string `json:"container,omitempty"`
	Location
}

// markers name the files that show a workspace uses a server; at least one
// source file of the server's languages must be there too.
var markers = map[string][]string{
	"gopls":                      {"go.mod", "go.work"},
	"typescript-language-server": {"tsconfig.json", "jsconfig.json", "package.json"},
	"pyright":                    {"pyproject.toml", "setup.py", "setup.cfg", "requirements.txt", "pyrightconfig.json"},
	"clangd":                     {"compile_commands.json", "compile_flags.txt", "CMakeLists.txt", "Makefile"},
	"rust-analyzer":              {"Cargo.toml"},
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

// startForWorkspace starts the server of each language whose marker file
// and source files the workspace has, opening one source file in each (some
// servers build their project model from an open file).
func (w *Workspace) startForWorkspace(ctx context.Context) error {
	specs, err := w.specs()
	if err != nil {
		return err
	}
	first := map[string]string{} // server name -> first source file
	walkFiles(w.root.Dir(), 5000, func(p string, _ fs.DirEntry) {
		if spec, _, ok := ForFile(specs, p); ok && first[spec.Name] == "" {
			first[spec.Name] = p
		}
	})
	started := 0
	for name, file := range first {
		if ms, known := markers[name]; known && !hasAny(w.root.Dir(), ms) {
			continue
		}
		rel, _ := inside(w.root.Dir(), file)
		err := w.at(ctx, rel, func(*Server, *workspace.File, *document) error { return nil })
		if err == nil {
			started++
		} else if fault.CodeOf(err) != fault.LSPUnavailable {
			return err
		}
	}
	if started == 0 {
		return fault.New(fault.LSPUnavailable, "no language server runs for %s and none could be started for its files; run `locus doctor` to see which are installed and how to install the others", w.root.Dir())
	}
	return nil
}

func hasAny(dir string, names []string) bool {
	for _, n := range names {
		if _, err := os.Stat(filepath.Join(dir, n)); err == nil {
			return true
		}
	}
	return false
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
