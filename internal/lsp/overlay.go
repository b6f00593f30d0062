// This file plans the edits of a code action: its own edit, then those its
// command sends back (workspace/applyEdit), each against the texts the ones
// before left, shown to the server as they are planned, and written at the
// end as one transaction, or not at all.

package lsp

import (
	"context"
	"slices"
	"sort"
	"sync"
	"time"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/textedit"
	"github.com/locus-dev/locus/internal/textpos"
)

// plan is the texts of the files an action changes, as planned so far.
type plan struct {
	s  *Server
	t  *texts // the current texts: planned ones replace the server's
	mu sync.Mutex
	// changed holds each changed file's text before the action, and
	// created the files the action makes.
	changed map[uri.URI]*fileText
	created map[uri.URI]bool
	// shown are the open documents given planned texts, with the text and
	// File to restore; opened the documents opened to show one.
	shown  map[uri.URI]*fileText
	opened []*document
	// closed is set once the plan is written or undone: an edit the server
	// sends later is refused. refused is the first edit refused.
	closed  bool
	refused error
}

func (s *Server) newPlan(t *texts) *plan {
	return &plan{s: s, t: t, changed: map[uri.URI]*fileText{}, created: map[uri.URI]bool{}, shown: map[uri.URI]*fileText{}}
}

// add plans a workspace edit on top of what is planned, and shows the new
// texts to the server, so that what it computes next starts from them.
func (p *plan) add(ctx context.Context, we *protocol.WorkspaceEdit) (err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return fault.New(fault.LSPError, "the server sent an edit after its command had answered; apply the code action again")
	}
	defer func() {
		if err != nil && p.refused == nil {
			p.refused = err
		}
	}()
	edits, err := p.s.edits(p.t, we)
	if err != nil {
		return err
	}
	for _, fe := range edits {
		var base []byte
		cur, _ := p.t.get(fe.uri)
		if cur != nil && !fe.Create {
			base = cur.text
		}
		text, err := textedit.Apply(base, fe.Edits)
		if err != nil {
			return fault.Wrap(err, fault.LSPError, "the server's edits of %s do not apply (%v); ask again", fe.Path, err)
		}
		if _, seen := p.changed[fe.uri]; !seen {
			p.changed[fe.uri] = cur
			p.created[fe.uri] = fe.Create || cur == nil
		}
		next := &fileText{display: fe.Path, text: text, mapper: textpos.NewMapper(text)}
		if cur != nil {
			next.file = cur.file
		}
		p.t.mu.Lock()
		p.t.files[fe.uri] = next
		p.t.mu.Unlock()
		if next.file != nil {
			if next.version, err = p.show(ctx, fe.uri, next); err != nil {
				return err
			}
		}
	}
	return nil
}

// show makes the server hold a planned text, and returns the version it
// has under. Call with p.mu held.
func (p *plan) show(ctx context.Context, u uri.URI, ft *fileText) (int32, error) {
	s := p.s
	s.syncMu.Lock()
	defer s.syncMu.Unlock()
	s.mu.Lock()
	d := s.docs[u]
	s.mu.Unlock()
	if d == nil {
		rel, _ := inside(p.t.root.Dir(), u.FsPath())
		lang, ok := s.Spec.languageOf(rel)
		if !ok {
			return 0, nil // not a file of this server's: it reads it from disk, if ever
		}
		d = &document{uri: u, rel: rel, version: s.nextVersion(), file: ft.file, text: ft.text, used: time.Now()}
		s.mu.Lock()
		d.seq, d.sent = s.pubSeq, time.Now()
		s.docs[u] = d
		s.mu.Unlock()
		p.opened = append(p.opened, d)
		return d.version, s.conn.Notify(ctx, protocol.MethodTextDocumentDidOpen, &protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{
			URI: u, LanguageID: protocol.LanguageKind(lang), Version: d.version, Text: string(ft.text),
		}})
	}
	if _, saved := p.shown[u]; !saved && !slices.Contains(p.opened, d) {
		p.shown[u] = &fileText{file: d.file, text: d.text}
	}
	err := s.change(ctx, d, ft.text)
	return d.version, err
}

// undo gives the server back the texts it held before the plan, and closes
// the plan.
func (p *plan) undo(ctx context.Context) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closed = true
	s := p.s
	s.syncMu.Lock()
	defer s.syncMu.Unlock()
	for u, was := range p.shown {
		s.mu.Lock()
		d := s.docs[u]
		s.mu.Unlock()
		if d != nil {
			s.mu.Lock()
			d.file = was.file
			s.mu.Unlock()
			_ = s.change(ctx, d, was.text)
		}
	}
	for _, d := range p.opened {
		s.mu.Lock()
		open := s.docs[d.uri] == d
		s.mu.Unlock()
		if open {
			_ = s.close(ctx, d)
		}
	}
}

// edits closes the plan and returns the planned changes, one whole-text
// edit a file, in the order of their paths, or the first edit refused.
func (p *plan) edits() ([]*FileEdit, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closed = true
	if p.refused != nil {
		return nil, p.refused
	}
	var out []*FileEdit
	for u, was := range p.changed {
		now := p.t.files[u]
		fe := &FileEdit{Path: now.display, Create: p.created[u], uri: u}
		if was != nil && was.file != nil && !fe.Create {
			fe.File = was.file
			fe.Edits = []textedit.Edit{{Start: 0, End: len(was.file.Text), New: string(now.text)}}
		} else {
			fe.Edits = []textedit.Edit{{New: string(now.text)}}
		}
		out = append(out, fe)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out, nil
}
