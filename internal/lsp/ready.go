// This file decides when a server is ready to be asked: idle (no work-done
// progress in flight, or, rust-analyzer, quiescent) before a question, and
// a file's diagnostics in and settled for the text the server holds.

package lsp

import (
	"context"
	"sort"
	"strings"
	"time"
)

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

// quiet is how long a file's diagnostics must stay unchanged before they
// count as settled: servers often publish syntax errors first and type
// errors a moment later.
const quiet = 250 * time.Millisecond

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
