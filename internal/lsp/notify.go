// This file takes in the notifications whose order matters: work-done
// progress, diagnostics and server status. The protocol library runs its
// handlers concurrently, so an "end" could overtake its "begin" and an old
// diagnostics list a newer one; these are handled here instead, on the
// connection's read goroutine, in the order the server sent them.

package lsp

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"time"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
)

// ordered is the server's stream with those notifications taken out.
type ordered struct {
	jsonrpc2.Stream
	s *Server
}

func (o ordered) Read(ctx context.Context) (jsonrpc2.Message, int64, error) {
	for {
		msg, n, err := o.Stream.Read(ctx)
		if err != nil {
			return msg, n, err
		}
		if c, ok := msg.(*jsonrpc2.Call); ok && c.Method() == protocol.MethodWorkspaceApplyEdit {
			o.s.pendingEdits.Add(1) // before the command's answer, read after it, is
		}
		if nt, ok := msg.(*jsonrpc2.Notification); ok {
			params := bytes.Clone(nt.Params()) // borrowed until the next Read
			switch nt.Method() {
			case protocol.MethodProgress:
				o.s.onProgress(params)
				continue
			case protocol.MethodTextDocumentPublishDiagnostics:
				o.s.onDiagnostics(params)
				continue
			case "experimental/serverStatus":
				o.s.onStatus(params)
				continue
			}
		}
		return msg, n, err
	}
}

// work is one work-done progress a server reports.
type work struct {
	title, message string
	last           time.Time
}

type serverStatus struct {
	Health    string `json:"health"`
	Quiescent bool   `json:"quiescent"`
	Message   string `json:"message"`
}

func (s *Server) onProgress(raw []byte) {
	var p struct {
		Token json.RawMessage `json:"token"`
		Value struct {
			Kind    string `json:"kind"`
			Title   string `json:"title"`
			Message string `json:"message"`
		} `json:"value"`
	}
	if json.Unmarshal(raw, &p) != nil {
		return
	}
	token := string(p.Token)
	s.mu.Lock()
	defer s.mu.Unlock()
	switch p.Value.Kind {
	case "begin":
		s.progress[token] = &work{title: p.Value.Title, message: p.Value.Message, last: time.Now()}
		if c := s.Spec.SaveCheck; c != "" && (strings.HasPrefix(unquote(p.Token), c) || p.Value.Title == c) {
			s.lastCheck = time.Now()
		}
	case "report":
		w := s.progress[token]
		if w == nil {
			return
		}
		w.last = time.Now()
		if p.Value.Message != "" {
			w.message = p.Value.Message
		}
	case "end":
		delete(s.progress, token)
	default:
		return
	}
	s.lastEvent = time.Now()
	s.broadcast()
}

// unquote returns a progress token that is a string as the string, and
// one that is a number as its digits.
func unquote(token json.RawMessage) string {
	var s string
	if json.Unmarshal(token, &s) == nil {
		return s
	}
	return string(token)
}

func (s *Server) onDiagnostics(raw []byte) {
	var p protocol.PublishDiagnosticsParams
	if protocol.Unmarshal(raw, &p) != nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	version := int32(-1)
	if v, ok := p.Version.Get(); ok {
		version = v
		// A list for a text the document no longer holds (closed, changed,
		// or a planned text given back) describes nothing on disk.
		if d := s.docs[p.URI]; d == nil || d.version != v {
			return
		}
	}
	s.pubSeq++
	s.diags[p.URI] = &published{diags: p.Diagnostics, version: version, seq: s.pubSeq}
	s.lastEvent = time.Now()
	s.broadcast()
}

func (s *Server) onStatus(raw []byte) {
	var st serverStatus
	if json.Unmarshal(raw, &st) != nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.status = &st
	s.statusAt = time.Now()
	s.lastEvent = s.statusAt
	s.broadcast()
}
