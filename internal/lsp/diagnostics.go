// This file reads the diagnostics servers publish for a file or the whole
// workspace (ready.go: waiting for them to settle).

package lsp

import (
	"context"
	"os"
	"slices"
	"strconv"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/locus-dev/locus/internal/workspace"
)

// Diagnostic is a problem a server reports in a file.
type Diagnostic struct {
	Location
	Severity string `json:"severity"`
	Message  string `json:"message"`
	Source   string `json:"source,omitempty"`
	Code     string `json:"code,omitempty"`
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
