// This file keeps a server's view of the files in step with the disk:
// a file is opened before it is asked about, and a changed file is sent
// again before the next question, whoever changed it.

package lsp

import (
	"bytes"
	"context"
	"os"
	"time"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/locus-dev/locus/internal/workspace"
)

// maxOpen bounds the documents a server holds open; the one asked about
// least recently is closed first.
const maxOpen = 200

// document is a file the server has open, with the text it was sent.
type document struct {
	uri     uri.URI
	rel     string
	lang    string
	version int32
	text    []byte
	mod     time.Time
	size    int64
	seq     int       // the diagnostics count when the text was sent
	sent    time.Time // when the text was sent
	used    time.Time
}

// open makes the server hold f's current text: didOpen the first time,
// didChange and didSave when the text differs from what it was sent.
func (s *Server) open(ctx context.Context, f *workspace.File, lang string) (*document, error) {
	u := uri.File(f.Path.Abs())
	s.mu.Lock()
	d := s.docs[u]
	s.mu.Unlock()
	if d == nil {
		s.closeOldest(ctx)
		d = &document{uri: u, rel: f.Path.Rel(), lang: lang, version: 1, text: f.Text, mod: f.ModTime, size: f.Size, used: time.Now()}
		s.mu.Lock()
		d.seq, d.sent = s.pubSeq, time.Now()
		s.docs[u] = d
		s.mu.Unlock()
		err := s.conn.Notify(ctx, "textDocument/didOpen", &protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{
			URI: u, LanguageID: protocol.LanguageKind(lang), Version: d.version, Text: string(f.Text),
		}})
		if err == nil {
			s.firstLook(ctx, d)
		}
		return d, err
	}
	d.used = time.Now()
	d.mod, d.size = f.ModTime, f.Size
	if bytes.Equal(d.text, f.Text) {
		return d, nil
	}
	return d, s.change(ctx, d, f.Text)
}

// change sends a document's new text: a full-text didChange, then didSave,
// since the text is what is on disk.
func (s *Server) change(ctx context.Context, d *document, text []byte) error {
	s.mu.Lock()
	d.version++
	d.text = text
	d.seq, d.sent = s.pubSeq, time.Now()
	s.mu.Unlock()
	var ev protocol.TextDocumentContentChangeEvent = &protocol.TextDocumentContentChangeWholeDocument{Text: string(text)}
	err := s.conn.Notify(ctx, "textDocument/didChange", &protocol.DidChangeTextDocumentParams{
		TextDocument:   protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: d.uri}, Version: d.version},
		ContentChanges: []protocol.TextDocumentContentChangeEvent{ev},
	})
	if err != nil {
		return err
	}
	return s.conn.Notify(ctx, "textDocument/didSave", &protocol.DidSaveTextDocumentParams{TextDocument: protocol.TextDocumentIdentifier{URI: d.uri}})
}

// refresh sends again every open document that changed on disk since it
// was sent, and closes those that are gone. A stat per open file is cheap
// next to a question to the server.
func (s *Server) refresh(ctx context.Context, root *workspace.Root) {
	s.mu.Lock()
	docs := make([]*document, 0, len(s.docs))
	for _, d := range s.docs {
		docs = append(docs, d)
	}
	s.mu.Unlock()
	for _, d := range docs {
		fi, err := os.Stat(d.uri.FsPath())
		if err == nil && fi.ModTime().Equal(d.mod) && fi.Size() == d.size {
			continue
		}
		f, err := root.ReadFile(d.rel)
		if err != nil {
			s.close(ctx, d)
			continue
		}
		d.mod, d.size = f.ModTime, f.Size
		if !bytes.Equal(f.Text, d.text) {
			_ = s.change(ctx, d, f.Text)
		}
	}
}

func (s *Server) close(ctx context.Context, d *document) {
	s.mu.Lock()
	delete(s.docs, d.uri)
	s.mu.Unlock()
	_ = s.conn.Notify(ctx, "textDocument/didClose", &protocol.DidCloseTextDocumentParams{TextDocument: protocol.TextDocumentIdentifier{URI: d.uri}})
}

func (s *Server) closeOldest(ctx context.Context) {
	s.mu.Lock()
	var oldest *document
	if len(s.docs) >= maxOpen {
		for _, d := range s.docs {
			if oldest == nil || d.used.Before(oldest.used) {
				oldest = d
			}
		}
	}
	s.mu.Unlock()
	if oldest != nil {
		s.close(ctx, oldest)
	}
}

// fileChange is a file created, changed or deleted on disk.
type fileChange struct {
	abs  string
	kind protocol.FileChangeType
}

// watched tells the server about files changed on disk that it does not
// hold open (those it holds are sent again by refresh).
func (s *Server) watched(ctx context.Context, changes []fileChange) {
	var events []protocol.FileEvent
	s.mu.Lock()
	for _, c := range changes {
		u := uri.File(c.abs)
		if _, open := s.docs[u]; open && c.kind != protocol.FileChangeTypeDeleted {
			continue
		}
		events = append(events, protocol.FileEvent{URI: u, Type: c.kind})
	}
	s.mu.Unlock()
	if len(events) > 0 {
		_ = s.conn.Notify(ctx, "workspace/didChangeWatchedFiles", &protocol.DidChangeWatchedFilesParams{Changes: events})
	}
}

// firstLookLimit bounds the wait for a server to have read a file it was
// just given.
const firstLookLimit = 3 * time.Second

// firstLook waits until the server has published diagnostics for a file
// it was just given, its sign of having read it: a question asked before
// gets half an answer from some servers (clangd answers from the text alone
// until it has built the file's preamble). A server that publishes nothing
// in that time is not waited for again.
func (s *Server) firstLook(ctx context.Context, d *document) {
	s.mu.Lock()
	silent := s.silent
	s.mu.Unlock()
	if silent {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, firstLookLimit)
	defer cancel()
	for {
		s.mu.Lock()
		p, ch := s.diags[d.uri], s.changed
		if p != nil && p.seq > d.seq {
			s.mu.Unlock()
			return
		}
		s.mu.Unlock()
		select {
		case <-ch:
		case <-s.exited:
			return
		case <-ctx.Done():
			s.mu.Lock()
			s.silent = s.pubSeq == 0
			s.mu.Unlock()
			return
		}
	}
}
