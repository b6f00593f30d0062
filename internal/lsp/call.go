// This file sends the requests of the features: a request about a
// position, within a time limit, cancelled when it runs out, asked again
// when the server says the answer is out of date, and failures turned into
// the errors an agent reads.

package lsp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/textpos"
	"github.com/locus-dev/locus/internal/workspace"
	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
)

// errDied marks a request that failed because the server's process ended;
// the manager restarts the server and asks again.
var errDied = errors.New("the language server exited")

// call sends a request and waits for the answer, for at most timeout. A
// request that times out is cancelled with $/cancelRequest (protocol.Call
// sends it when the context ends). Answers the server marks as invalidated
// by a change (content modified) are asked again.
func (s *Server) call(ctx context.Context, timeout time.Duration, method string, params, result any) error {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	if err := s.waitIdle(ctx); err != nil {
		var b *busyError
		if errors.As(err, &b) && errors.Is(b.err, context.DeadlineExceeded) {
			return fault.Wrap(err, fault.LSPError, "%s was still busy with %s after %s, so locus did not ask it %s; call again when it has loaded, or raise LOCUS_LSP_TIMEOUT",
				s.Spec.Name, b.doing, timeout, method).With("server", s.Spec.Name)
		}
		return s.failure(method, timeout, err)
	}
	for attempt := 1; ; attempt++ {
		err := protocol.Call(ctx, s.conn, method, params, result)
		var rpcErr *jsonrpc2.Error
		if err != nil && errors.As(err, &rpcErr) && (rpcErr.Code == protocol.CodeContentModified || rpcErr.Code == jsonrpc2.Code(protocol.LSPErrorCodesServerCancelled)) && attempt < 5 {
			select {
			case <-time.After(time.Duration(attempt) * 100 * time.Millisecond):
				continue
			case <-ctx.Done():
			}
		}
		if err != nil {
			return s.failure(method, timeout, err)
		}
		return nil
	}
}

// failure turns a failed request into the error an agent reads.
func (s *Server) failure(method string, timeout time.Duration, err error) error {
	var rpcErr *jsonrpc2.Error
	if !errors.As(err, &rpcErr) && !errors.Is(err, context.DeadlineExceeded) {
		// A broken connection: the process is likely ending; let it.
		select {
		case <-s.exited:
		case <-time.After(500 * time.Millisecond):
		}
	}
	if !s.alive() {
		return fmt.Errorf("%w: %s exited during %s (%v)%s", errDied, s.Spec.Name, method, err, s.stderr.last())
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return fault.Wrap(err, fault.LSPError, "%s did not answer %s within %s, so locus cancelled the request; call again (a server still loading a large workspace answers later) or raise LOCUS_LSP_TIMEOUT",
			s.Spec.Name, method, timeout).With("server", s.Spec.Name)
	}
	if errors.As(err, &rpcErr) {
		return fault.Wrap(err, fault.LSPError, "%s answered %s with an error: %s; fix what it names and call again",
			s.Spec.Name, method, oneLine(rpcErr.Message)).With("server", s.Spec.Name).With("lsp_code", int(rpcErr.Code))
	}
	return fault.Wrap(err, fault.LSPError, "%s failed during %s: %v%s; call again", s.Spec.Name, method, err, s.stderr.last()).With("server", s.Spec.Name)
}

// lacks is the error for a request the server does not answer.
func (s *Server) lacks(method string) error {
	return fault.New(fault.LSPUnavailable, "%s does not answer %s; use another tool, or name a server that does in %s", s.Spec.Name, method, ConfigFile).
		With("server", s.Spec.Name)
}

// positionParams is the textDocument and position most requests take.
func (s *Server) positionParams(d *document, f *workspace.File, p textpos.Position) (protocol.TextDocumentPositionParams, error) {
	lp, err := s.toLSP(f.Text, p)
	if err != nil {
		return protocol.TextDocumentPositionParams{}, fault.Wrap(err, fault.InvalidArgument, "position %s is not in %s: %v; locate it again", p, f.Path.Rel(), err)
	}
	return protocol.TextDocumentPositionParams{TextDocument: protocol.TextDocumentIdentifier{URI: d.uri}, Position: lp}, nil
}

// request sends a request about a position in path: the capability must be
// there, the file open and current. build makes the request's parameters
// from the position's.
func (w *Workspace) request(ctx context.Context, path string, p textpos.Position, capability func(*capabilities) json.RawMessage, method string,
	build func(protocol.TextDocumentPositionParams) any, handle func(s *Server, f *workspace.File, raw jsonrpc2.RawMessage) error) error {
	return w.at(ctx, path, func(s *Server, f *workspace.File, d *document) error {
		if capability != nil && !has(capability(&s.caps)) {
			return s.lacks(method)
		}
		at, err := s.positionParams(d, f, p)
		if err != nil {
			return err
		}
		params := build(at)
		var raw jsonrpc2.RawMessage
		if err := s.call(ctx, w.m.Timeout, method, params, &raw); err != nil {
			return err
		}
		return handle(s, f, raw)
	})
}

func (s *Server) malformed(what string, err error) error {
	return fault.Wrap(err, fault.LSPError, "%s sent %s locus cannot read (%v); ask again, or report it with the server's version", s.Spec.Name, what, err)
}
