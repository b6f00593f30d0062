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
	"sort"
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

// staleProgress is how long work in progress may go without news before it
// counts as abandoned (a server that never ends a progress it began must
// not hold questions back); busyWait is how long a question waits for a
// busy server at most: past it, the server is asked anyway, and answers
// from what it has (clangd while it indexes a large project).
const (
	staleProgress = 15 * time.Second
	busyWait      = 10 * time.Second
)

// waitIdle waits, for busyWait at most, while the server is loading or
// indexing (it reports work in progress, or, rust-analyzer, that it is not
// quiescent), so that a question is not answered from half a model (tsserver
// answers from the open file alone until its project is loaded). When the
// caller's context ends first, the error says what the server was doing.
func (s *Server) waitIdle(ctx context.Context) error {
	giveUp := time.Now().Add(busyWait)
	for {
		s.mu.Lock()
		quiet, ch := s.busy(), s.changed
		s.mu.Unlock()
		if quiet <= 0 || !time.Now().Before(giveUp) {
			return nil
		}
		timer := time.NewTimer(min(quiet, time.Until(giveUp)))
		select {
		case <-ch:
		case <-timer.C:
		case <-s.exited:
			timer.Stop()
			return errDied
		case <-ctx.Done():
			timer.Stop()
			return &busyError{doing: s.doing(), err: ctx.Err()}
		}
		timer.Stop()
	}
}

// busyError is a wait for a busy server that ran out of time.
type busyError struct {
	doing string
	err   error
}

func (e *busyError) Error() string { return "busy with " + e.doing + ": " + e.err.Error() }
func (e *busyError) Unwrap() error { return e.err }

// busy returns how long to wait, at most, before the server's state may
// count as idle; 0 or less when it is idle. Call with s.mu held.
func (s *Server) busy() time.Duration {
	if st := s.status; st != nil && !st.Quiescent && time.Since(s.statusAt) < staleProgress {
		return staleProgress - time.Since(s.statusAt)
	}
	var latest time.Time
	for token, w := range s.progress {
		if time.Since(w.last) > staleProgress {
			delete(s.progress, token) // abandoned: never ended
			continue
		}
		if w.last.After(latest) {
			latest = w.last
		}
	}
	if latest.IsZero() {
		return 0
	}
	return staleProgress - time.Since(latest)
}

// doing says what the server reports it is busy with.
func (s *Server) doing() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	if st := s.status; st != nil && !st.Quiescent {
		out = append(out, "loading the workspace"+suffix(st.Message))
	}
	for _, w := range s.progress {
		out = append(out, strings.TrimSpace(w.title+suffix(w.message)))
	}
	sort.Strings(out)
	if len(out) == 0 {
		return "nothing it reported"
	}
	return strings.Join(out, ", ")
}

func suffix(msg string) string {
	if msg = oneLine(msg); msg != "" {
		return " (" + msg + ")"
	}
	return ""
}
