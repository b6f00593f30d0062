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

// document is a file the server has open: the text it was sent, and the
// File that text was read as (whose bytes a write must still find on
// disk). Its fields change under s.syncMu and s.mu both, so that either
// lock is enough to read them.
type document struct {
	uri     uri.URI
	rel     string
	version int32
	file    *workspace.File
	text    []byte
	seq     int       // the diagnostics count when the text was sent
	sent    time.Time // when the text was sent
	saved   time.Time // when a changed text was last sent and saved
	used    time.Time
}

// sync makes the server hold the current text of every file it has open
// and of f, which it opens if needed; it reports whether f was new to it.
// Calls are serialised (s.syncMu), so that texts go out in order and each
// file is opened once, and wait while a code action runs (s.applyMu): the
// server then holds planned texts that are not on disk yet.
func (s *Server) sync(ctx context.Context, root *workspace.Root, f *workspace.File, lang string) (*document, bool, error) {
	s.lockSync()
	defer s.unlockSync()
	if err := s.refresh(ctx, root); err != nil {
		return nil, false, err
	}
	u := uri.File(f.Path.Abs())
	s.mu.Lock()
	d := s.docs[u]
	s.mu.Unlock()
	if d != nil {
		s.mu.Lock()
		d.used, d.file = time.Now(), f
		s.mu.Unlock()
		if bytes.Equal(d.text, f.Text) {
			return d, false, nil
		}
		return d, false, s.change(ctx, d, f.Text)
	}
	if err := s.closeOldest(ctx); err != nil {
		return nil, false, err
	}
	d = &document{uri: u, rel: f.Path.Rel(), version: s.nextVersion(), file: f, text: f.Text, used: time.Now()}
	s.mu.Lock()
	d.seq, d.sent = s.pubSeq, time.Now()
	s.docs[u] = d
	s.mu.Unlock()
	err := s.conn.Notify(ctx, protocol.MethodTextDocumentDidOpen, &protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{
		URI: u, LanguageID: protocol.LanguageKind(lang), Version: d.version, Text: string(f.Text),
	}})
	return d, true, err
}

// lockSync takes the locks under which documents are synced with the disk.
func (s *Server) lockSync() {
	s.applyMu.Lock()
	s.syncMu.Lock()
}

func (s *Server) unlockSync() {
	s.syncMu.Unlock()
	s.applyMu.Unlock()
}

// nextVersion numbers a document's texts: never the same number twice in
// a server, so diagnostics of a closed file's old text never pass for
// those of its new one.
func (s *Server) nextVersion() int32 {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.versions++
	return s.versions
}

// change sends a document's new text: a full-text didChange, then didSave,
// since the text is what is on disk. Call with s.syncMu held.
func (s *Server) change(ctx context.Context, d *document, text []byte) error {
	version := s.nextVersion()
	s.mu.Lock()
	d.version, d.text = version, text
	d.seq, d.sent = s.pubSeq, time.Now()
	d.saved = d.sent
	s.mu.Unlock()
	var ev protocol.TextDocumentContentChangeEvent = &protocol.TextDocumentContentChangeWholeDocument{Text: string(text)}
	err := s.conn.Notify(ctx, protocol.MethodTextDocumentDidChange, &protocol.DidChangeTextDocumentParams{
		TextDocument:   protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: d.uri}, Version: version},
		ContentChanges: []protocol.TextDocumentContentChangeEvent{ev},
	})
	if err != nil {
		return err
	}
	return s.conn.Notify(ctx, protocol.MethodTextDocumentDidSave, &protocol.DidSaveTextDocumentParams{TextDocument: protocol.TextDocumentIdentifier{URI: d.uri}})
}

// refresh sends again every open document that changed on disk since it
// was read, and closes those that are gone. A stat per open file is cheap
// next to a question to the server. Call with s.syncMu held.
func (s *Server) refresh(ctx context.Context, root *workspace.Root) error {
	for _, d := range s.openDocs() {
		fi, err := os.Stat(d.uri.FsPath())
		if err == nil && fi.ModTime().Equal(d.file.ModTime) && fi.Size() == d.file.Size {
			continue
		}
		f, err := root.ReadFile(d.rel)
		if err != nil {
			if err := s.close(ctx, d); err != nil {
				return err
			}
			continue
		}
		s.mu.Lock()
		d.file = f
		s.mu.Unlock()
		if !bytes.Equal(f.Text, d.text) {
			if err := s.change(ctx, d, f.Text); err != nil {
				return err
			}
		}
	}
	return nil
}

// openDocs returns the documents the server holds open.
func (s *Server) openDocs() []*document {
	s.mu.Lock()
	defer s.mu.Unlock()
	docs := make([]*document, 0, len(s.docs))
	for _, d := range s.docs {
		docs = append(docs, d)
	}
	return docs
}

// close tells the server a document is closed, and forgets its
// diagnostics. Call with s.syncMu held.
func (s *Server) close(ctx context.Context, d *document) error {
	s.mu.Lock()
	delete(s.docs, d.uri)
	delete(s.diags, d.uri)
	s.mu.Unlock()
	return s.conn.Notify(ctx, protocol.MethodTextDocumentDidClose, &protocol.DidCloseTextDocumentParams{TextDocument: protocol.TextDocumentIdentifier{URI: d.uri}})
}

func (s *Server) closeOldest(ctx context.Context) error {
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
		return s.close(ctx, oldest)
	}
	return nil
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
		_ = s.conn.Notify(ctx, protocol.MethodWorkspaceDidChangeWatchedFiles, &protocol.DidChangeWatchedFilesParams{Changes: events})
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
