// This file asks for changes: code actions (listed, then one applied) and
// formatting.

package lsp

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"time"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/textpos"
	"github.com/locus-dev/locus/internal/workspace"
)

// Action is a code action a server offers for a range.
type Action struct {
	Title     string `json:"title"`
	Kind      string `json:"kind,omitempty"`
	Preferred bool   `json:"preferred,omitempty"`
	Disabled  string `json:"disabled,omitempty"`
	// HasEdit and Command say what applying it does: an edit locus makes,
	// a command the server runs (which may send edits back), or both.
	HasEdit bool   `json:"has_edit"`
	Command string `json:"command,omitempty"`
	raw     json.RawMessage
}

// wireAction is a Command or a CodeAction as a server sends it.
type wireAction struct {
	Title       string                   `json:"title"`
	Kind        string                   `json:"kind"`
	IsPreferred bool                     `json:"isPreferred"`
	Disabled    *struct{ Reason string } `json:"disabled"`
	Edit        json.RawMessage          `json:"edit"`
	Command     json.RawMessage          `json:"command"`
	Arguments   []json.RawMessage        `json:"arguments"`
}

// command returns the command to execute: a bare Command's own, or a
// CodeAction's command field.
func (a *wireAction) command() (name string, args []json.RawMessage) {
	var s string
	if json.Unmarshal(a.Command, &s) == nil {
		return s, a.Arguments
	}
	var c struct {
		Command   string            `json:"command"`
		Arguments []json.RawMessage `json:"arguments"`
	}
	if json.Unmarshal(a.Command, &c) == nil {
		return c.Command, c.Arguments
	}
	return "", nil
}

// CodeActions returns the actions a server offers for the range start-end
// of path, with the diagnostics it published there as context.
func (w *Workspace) CodeActions(ctx context.Context, path string, start, end textpos.Position) ([]Action, error) {
	var out []Action
	err := w.at(ctx, path, func(s *Server, f *workspace.File, d *document) error {
		var err error
		out, err = s.codeActions(ctx, w, f, d, start, end)
		return err
	})
	return out, err
}

func (s *Server) codeActions(ctx context.Context, w *Workspace, f *workspace.File, d *document, start, end textpos.Position) ([]Action, error) {
	if !has(s.caps.CodeAction) {
		return nil, s.lacks(protocol.MethodTextDocumentCodeAction)
	}
	ls, err := s.toLSP(f.Text, start)
	if err != nil {
		return nil, fault.Wrap(err, fault.InvalidArgument, "%s is not in %s; locate the range again", start, f.Path.Rel())
	}
	le, err := s.toLSP(f.Text, end)
	if err != nil {
		return nil, fault.Wrap(err, fault.InvalidArgument, "%s is not in %s; locate the range again", end, f.Path.Rel())
	}
	// Quick fixes answer the diagnostics in the range: wait for the ones of
	// this version of the file.
	s.awaitDiagnostics(ctx, d, w.m.Timeout)
	var diags []protocol.Diagnostic
	s.mu.Lock()
	if p := s.diags[d.uri]; p != nil {
		for _, dg := range p.diags {
			if !before(dg.Range.End, ls) && !before(le, dg.Range.Start) {
				diags = append(diags, dg)
			}
		}
	}
	s.mu.Unlock()
	if diags == nil {
		diags = []protocol.Diagnostic{}
	}
	params := &protocol.CodeActionParams{
		TextDocument: protocol.TextDocumentIdentifier{URI: d.uri},
		Range:        protocol.Range{Start: ls, End: le},
		// Every kind, named: some servers (typescript-language-server) offer
		// source actions such as organize imports only when asked for them.
		Context: protocol.CodeActionContext{Diagnostics: diags, TriggerKind: protocol.CodeActionTriggerKindInvoked,
			Only: []protocol.CodeActionKind{protocol.CodeActionKindQuickFix, protocol.CodeActionKindRefactor, protocol.CodeActionKindSource}},
	}
	var raw []json.RawMessage
	var answer jsonrpc2.RawMessage
	if err := s.call(ctx, w.m.Timeout, protocol.MethodTextDocumentCodeAction, params, &answer); err != nil {
		return nil, err
	}
	if len(answer) > 0 && string(answer) != "null" {
		if err := json.Unmarshal(answer, &raw); err != nil {
			return nil, s.malformed("code actions", err)
		}
	}
	out := make([]Action, 0, len(raw))
	for _, r := range raw {
		var wa wireAction
		if err := json.Unmarshal(r, &wa); err != nil {
			return nil, s.malformed("a code action", err)
		}
		cmd, _ := wa.command()
		a := Action{Title: wa.Title, Kind: wa.Kind, Preferred: wa.IsPreferred, HasEdit: has(wa.Edit), Command: cmd, raw: r}
		if wa.Disabled != nil {
			a.Disabled = wa.Disabled.Reason
		}
		out = append(out, a)
	}
	return out, nil
}

func before(a, b protocol.Position) bool {
	return a.Line < b.Line || a.Line == b.Line && a.Character < b.Character
}

// Pick returns the action a choice names: a 1-based index, or a title (an
// exact match, else the only one that contains it, ignoring case).
func Pick(actions []Action, choice string) (*Action, error) {
	choice = strings.TrimSpace(choice)
	if n, err := strconv.Atoi(choice); err == nil {
		if n < 1 || n > len(actions) {
			return nil, fault.New(fault.InvalidArgument, "apply is %d but there are %d code actions; send an index from 1 to %d, or a title", n, len(actions), len(actions))
		}
		return &actions[n-1], nil
	}
	var found []*Action
	for i := range actions {
		if actions[i].Title == choice {
			return &actions[i], nil
		}
		if strings.Contains(strings.ToLower(actions[i].Title), strings.ToLower(choice)) {
			found = append(found, &actions[i])
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		return nil, fault.New(fault.InvalidArgument, "no code action here is titled %q; list them (leave out apply) and send an index or title", choice)
	}
	return nil, fault.New(fault.InvalidArgument, "%d code actions contain %q in their titles; send the index or the whole title", len(found), choice)
}

// Apply runs a code action of path (one CodeActions returned): it resolves
// the action's edit if the server defers it, plans that edit, executes the
// action's command, whose edits (workspace/applyEdit) are planned on top,
// and gives every planned change to write at once. write is the caller's,
// so that the transaction stays with the caller. When anything fails, no
// file is written by locus and the server is given back the texts it held.
// It returns the files the action's command wrote itself (a stub, go.mod),
// of which the servers are told at once.
func (w *Workspace) Apply(ctx context.Context, path string, a *Action, write func([]*FileEdit) error) ([]string, error) {
	if a.Disabled != "" {
		return nil, fault.New(fault.InvalidArgument, "the code action %q is disabled: %s; pick another", a.Title, a.Disabled)
	}
	var wrote []string
	err := w.at(ctx, path, func(s *Server, _ *workspace.File, _ *document) error {
		// Held until the plan is written or undone: sync waits for it, so
		// that no other call shows the server the disk's text meanwhile.
		s.applyMu.Lock()
		defer s.applyMu.Unlock()
		var err error
		wrote, err = s.apply(ctx, w, a, write)
		if err != nil && (errors.Is(err, errDied) || !s.alive()) {
			// Not asked again of a new server (the action was this one's), so
			// the error does not wrap errDied.
			return fault.New(fault.LSPError, "%s exited while applying %q (%v), and locus wrote no file%s; list the code actions again and apply one",
				s.Spec.Name, a.Title, err, commandWrote(wrote)).With("server", s.Spec.Name)
		}
		if err != nil && len(wrote) > 0 {
			return fault.Wrap(err, fault.CodeOf(err), "%s%s", strings.TrimPrefix(err.Error(), string(fault.CodeOf(err))+": "), commandWrote(wrote))
		}
		return err
	})
	return wrote, err
}

// commandWrote says which files a command wrote itself, for an error.
func commandWrote(paths []string) string {
	if len(paths) == 0 {
		return ""
	}
	return " (the server's command wrote " + strings.Join(paths, ", ") + " itself)"
}

// apply plans and writes a code action; it returns the files its command
// wrote itself, found by comparing the workspace before and after it.
func (s *Server) apply(ctx context.Context, w *Workspace, a *Action, write func([]*FileEdit) error) ([]string, error) {
	var wa wireAction
	_ = json.Unmarshal(a.raw, &wa)
	if !has(wa.Edit) && !has(wa.Command) && s.caps.CodeActionResolves {
		var resolved jsonrpc2.RawMessage
		if err := s.call(ctx, w.m.Timeout, protocol.MethodCodeActionResolve, jsonrpc2.RawMessage(a.raw), &resolved); err != nil {
			return nil, err
		}
		wa = wireAction{}
		if err := json.Unmarshal(resolved, &wa); err != nil {
			return nil, s.malformed("a resolved code action", err)
		}
	}
	p := s.newPlan(s.texts(w.root))
	done := false
	defer func() {
		if !done {
			p.undo(context.WithoutCancel(ctx))
		}
	}()
	if has(wa.Edit) {
		var we protocol.WorkspaceEdit
		if err := protocol.Unmarshal(wa.Edit, &we); err != nil {
			return nil, s.malformed("a code action's edit", err)
		}
		if err := p.add(ctx, &we); err != nil {
			return nil, err
		}
	}
	var wrote []string
	if name, args := wa.command(); name != "" {
		before := snapshot(w.root.Dir())
		s.pendingEdits.Store(0) // applies take turns (applyMu): what is left is stale
		s.mu.Lock()
		s.applier = func(we *protocol.WorkspaceEdit) error { return p.add(context.WithoutCancel(ctx), we) }
		s.mu.Unlock()
		if args == nil {
			args = []json.RawMessage{}
		}
		err := s.call(ctx, w.m.Timeout, protocol.MethodWorkspaceExecuteCommand, &executeCommandParams{Command: name, Arguments: args}, nil)
		s.awaitEdits(ctx)
		s.mu.Lock()
		s.applier = nil
		s.mu.Unlock()
		changes := snapshot(w.root.Dir()).since(before)
		w.m.notify(changes)
		for _, c := range changes {
			if rel, ok := inside(w.root.Dir(), c.abs); ok {
				wrote = append(wrote, rel)
			}
		}
		if err != nil {
			return wrote, err
		}
	}
	edits, err := p.edits()
	if err == nil {
		err = write(edits)
	}
	if err != nil {
		return wrote, err
	}
	done = true
	return wrote, nil
}

// awaitEdits waits, for a few seconds at most, until every
// workspace/applyEdit request the server sent has been answered: a server
// may send one just before it answers the command that makes it.
func (s *Server) awaitEdits(ctx context.Context) {
	limit := time.NewTimer(5 * time.Second)
	defer limit.Stop()
	for {
		s.mu.Lock()
		ch := s.changed
		s.mu.Unlock()
		if s.pendingEdits.Load() <= 0 {
			return
		}
		select {
		case <-ch:
		case <-limit.C:
			return
		case <-ctx.Done():
			return
		case <-s.exited:
			return
		}
	}
}

// Format returns the edit that formats path; nil when it is formatted
// already.
func (w *Workspace) Format(ctx context.Context, path string) (*FileEdit, error) {
	return w.format(ctx, path, nil)
}

// FormatRange returns the edit that formats the range start-end of path;
// nil when it is formatted already.
func (w *Workspace) FormatRange(ctx context.Context, path string, start, end textpos.Position) (*FileEdit, error) {
	return w.format(ctx, path, &[2]textpos.Position{start, end})
}

func (w *Workspace) format(ctx context.Context, path string, rng *[2]textpos.Position) (*FileEdit, error) {
	var out *FileEdit
	err := w.at(ctx, path, func(s *Server, f *workspace.File, d *document) error {
		doc := protocol.TextDocumentIdentifier{URI: d.uri}
		var params any = &protocol.DocumentFormattingParams{TextDocument: doc, Options: formatOptions(f.Text)}
		method := protocol.MethodTextDocumentFormatting
		if rng != nil {
			if !has(s.caps.RangeFormatting) {
				return fault.New(fault.LSPUnavailable, "%s does not format a range; format the whole file (leave out locate)", s.Spec.Name)
			}
			ls, err := s.toLSP(f.Text, rng[0])
			if err != nil {
				return err
			}
			le, err := s.toLSP(f.Text, rng[1])
			if err != nil {
				return err
			}
			params = &protocol.DocumentRangeFormattingParams{TextDocument: doc, Range: protocol.Range{Start: ls, End: le}, Options: formatOptions(f.Text)}
			method = protocol.MethodTextDocumentRangeFormatting
		} else if !has(s.caps.Formatting) {
			return s.lacks(protocol.MethodTextDocumentFormatting)
		}
		var tes []protocol.TextEdit
		if err := s.call(ctx, w.m.Timeout, method, params, &tes); err != nil {
			return err
		}
		if len(tes) == 0 {
			return nil
		}
		edits, err := s.edits(s.texts(w.root), &protocol.WorkspaceEdit{Changes: map[uri.URI][]protocol.TextEdit{d.uri: tes}})
		if err != nil || len(edits) == 0 {
			return err
		}
		out = edits[0]
		return nil
	})
	return out, err
}

// formatOptions are the formatting options of LSP that the text's own
// indentation implies: tabs, or spaces by the step its lines indent in.
func formatOptions(text []byte) protocol.FormattingOptions {
	tabs, spaces, step := 0, 0, 0
	for _, line := range bytes.Split(text, []byte("\n")) {
		n := len(line) - len(bytes.TrimLeft(line, " "))
		switch {
		case bytes.HasPrefix(line, []byte("\t")):
			tabs++
		case n > 0 && n < len(line):
			spaces++
			if n >= 2 && (step == 0 || n < step) {
				step = n
			}
		}
	}
	if tabs > spaces {
		return protocol.FormattingOptions{TabSize: 4, InsertSpaces: false}
	}
	if step == 0 || step > 8 {
		step = 4
	}
	return protocol.FormattingOptions{TabSize: uint32(step), InsertSpaces: true}
}
