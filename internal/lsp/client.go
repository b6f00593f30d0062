// This file answers what a server asks of locus: its configuration, its
// workspace folders, registrations, and edits to apply while a command
// runs.

package lsp

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// client answers what the server asks of locus.
type client struct {
	protocol.UnimplementedClient
	s *Server
}

func (c *client) WorkDoneProgressCreate(context.Context, *protocol.WorkDoneProgressCreateParams) error {
	return nil
}

// Configuration answers workspace/configuration from the spec's settings:
// an item with a section gets the value at that dotted path of them
// ("python.analysis"), one without gets them all; null (the server's
// defaults) where there is nothing.
func (c *client) Configuration(_ context.Context, p *protocol.ConfigurationParams) ([]protocol.LSPAny, error) {
	out := make([]protocol.LSPAny, len(p.Items))
	for i, item := range p.Items {
		out[i] = protocol.LSPAny("null")
		value := json.RawMessage(c.s.Spec.Settings)
		if item.Section != nil && *item.Section != "" {
			for _, key := range strings.Split(*item.Section, ".") {
				var obj map[string]json.RawMessage
				if json.Unmarshal(value, &obj) != nil {
					value = nil
					break
				}
				value = obj[key]
			}
		}
		if len(value) > 0 {
			out[i] = protocol.LSPAny(value)
		}
	}
	return out, nil
}

func (c *client) WorkspaceFolders(context.Context) ([]protocol.WorkspaceFolder, error) {
	return []protocol.WorkspaceFolder{{URI: uri.File(c.s.dir), Name: filepath.Base(c.s.dir)}}, nil
}

// RegisterCapability accepts what a server registers (file watchers
// among them: locus tells every server about every change, see watch.go).
func (c *client) RegisterCapability(context.Context, *protocol.RegistrationParams) error {
	return nil
}

func (c *client) UnregisterCapability(context.Context, *protocol.UnregistrationParams) error {
	return nil
}

func (c *client) LogMessage(context.Context, *protocol.LogMessageParams) error   { return nil }
func (c *client) ShowMessage(context.Context, *protocol.ShowMessageParams) error { return nil }
func (c *client) LogTrace(context.Context, *protocol.LogTraceParams) error       { return nil }
func (c *client) Telemetry(context.Context, protocol.LSPAny) error               { return nil }

func (c *client) ShowMessageRequest(context.Context, *protocol.ShowMessageRequestParams) (*protocol.MessageActionItem, error) {
	return nil, nil
}

// ApplyEdit plans an edit the server sends while a command locus executes
// runs (a code action's command; see overlay.go); at any other time it
// refuses, since locus changes files only when asked.
func (c *client) ApplyEdit(_ context.Context, p *protocol.ApplyWorkspaceEditParams) (*protocol.ApplyWorkspaceEditResult, error) {
	s := c.s
	defer func() {
		s.pendingEdits.Add(-1) // counted when it was read (notify.go)
		s.mu.Lock()
		s.broadcast()
		s.mu.Unlock()
	}()
	s.mu.Lock()
	apply := s.applier
	s.mu.Unlock()
	if apply == nil {
		reason := "locus applies edits only while it executes a command it was asked to run"
		return &protocol.ApplyWorkspaceEditResult{Applied: false, FailureReason: &reason}, nil
	}
	if err := apply(&p.Edit); err != nil {
		reason := err.Error()
		return &protocol.ApplyWorkspaceEditResult{Applied: false, FailureReason: &reason}, nil
	}
	return &protocol.ApplyWorkspaceEditResult{Applied: true}, nil
}

func (c *client) WorkspaceDiagnosticRefresh(context.Context) error { return nil }
func (c *client) DiagnosticRefresh(context.Context) error          { return nil }
func (c *client) CodeLensRefresh(context.Context) error            { return nil }
func (c *client) SemanticTokensRefresh(context.Context) error      { return nil }
func (c *client) InlayHintRefresh(context.Context) error           { return nil }
func (c *client) InlineValueRefresh(context.Context) error         { return nil }
func (c *client) FoldingRangeRefresh(context.Context) error        { return nil }
