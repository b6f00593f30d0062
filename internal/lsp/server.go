// This file owns one language server's life: its process and the pipes to
// it, the initialize handshake, shutdown, and the end of the process. What
// the server is asked is in call.go and the files of the features, what it
// asks of locus in client.go, what it notifies in notify.go, and when it is
// ready to be asked in ready.go.

package lsp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/textpos"
)

// Server is one running language server for one workspace root.
type Server struct {
	Spec *Spec
	dir  string // the workspace root, absolute

	cmd    *exec.Cmd
	conn   jsonrpc2.Conn
	exited chan struct{}
	stderr *tail
	enc    textpos.Encoding
	caps   capabilities

	// syncMu serialises document sync (sync.go); applyMu is held while a
	// code action runs, and document sync waits for it.
	syncMu, applyMu sync.Mutex
	// pendingEdits counts the workspace/applyEdit requests read from the
	// server and not yet handled (notify.go, client.ApplyEdit). A request
	// the protocol library answers without calling the handler (it could
	// not decode it) is never taken off: each command starts from zero.
	pendingEdits atomic.Int32

	mu       sync.Mutex
	changed  chan struct{} // closed and replaced when diagnostics or progress change
	docs     map[uri.URI]*document
	versions int32 // the last document version sent
	diags    map[uri.URI]*published
	progress map[string]*work // work-done progress begun and not ended, by token
	// status is rust-analyzer's experimental/serverStatus: whether it has
	// loaded the workspace (quiescent), and its message; nil from others.
	status   *serverStatus
	statusAt time.Time
	pubSeq   int // counts publishDiagnostics notifications
	// lastEvent is when the server last published diagnostics or reported
	// progress or status; lastCheck when it last began the progress of
	// Spec.SaveCheck.
	lastEvent, lastCheck time.Time
	// checksOnSave starts as the spec says and turns false when a save was
	// followed by no check (the user turned the server's check off).
	checksOnSave bool
	applier      func(*protocol.WorkspaceEdit) error
	// silent is whether the server published no diagnostics for the first
	// file it was given (see firstLook).
	silent bool
}

// published is the last diagnostics a server sent for a file.
type published struct {
	diags   []protocol.Diagnostic
	version int32 // -1 when the server gave none
	seq     int
}

// start runs the server's program in dir and initializes it, within
// startLimit. A write to the server that takes longer than writeLimit (it
// stopped reading) kills it, so that no call waits on it for ever.
func start(ctx context.Context, spec *Spec, dir string, prog string, startLimit, writeLimit time.Duration) (*Server, error) {
	s := &Server{
		Spec: spec, dir: dir, exited: make(chan struct{}), stderr: &tail{max: 8 << 10},
		changed: make(chan struct{}), docs: map[uri.URI]*document{}, diags: map[uri.URI]*published{}, progress: map[string]*work{},
		checksOnSave: spec.SaveCheck != "",
	}
	cmd := exec.Command(prog, spec.Command[1:]...)
	cmd.Dir = dir
	cmd.Stderr = s.stderr
	// A child of the server's still holding its stderr must not keep Wait
	// (and so the server's death) from being seen.
	cmd.WaitDelay = time.Second
	detach(cmd)
	// Its stdin is a pipe of ours, not exec's, for the write deadlines.
	childIn, stdin, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	cmd.Stdin = childIn
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		childIn.Close()
		stdin.Close()
		return nil, err
	}
	err = cmd.Start()
	childIn.Close()
	if err != nil {
		stdin.Close()
		return nil, fault.Wrap(err, fault.LSPError, "%s (%s) did not start: %v; check that `%s` runs in a shell", spec.Name, prog, err, strings.Join(spec.Command, " "))
	}
	s.cmd = cmd
	go func() {
		_ = cmd.Wait()
		close(s.exited)
	}()
	in := &deadlineWriter{f: stdin, limit: writeLimit, stuck: func() { killTree(cmd) }}
	stream := ordered{Stream: jsonrpc2.NewHeaderStream(pipe{stdout, in}), s: s}
	_, conn, _ := protocol.NewClient(context.Background(), &client{s: s}, stream)
	s.conn = conn

	// Not the caller's context: a call given up on must not kill a server
	// half started, which the next call would need again.
	ictx, cancel := context.WithTimeout(context.WithoutCancel(ctx), startLimit)
	defer cancel()
	if err := s.initialize(ictx); err != nil {
		s.terminate()
		if errors.Is(err, context.DeadlineExceeded) {
			return nil, fault.Wrap(err, fault.LSPError, "%s did not finish starting (initialize) within %s%s; raise LOCUS_LSP_START_TIMEOUT, or run `%s` in %s to see why",
				spec.Name, startLimit, s.stderr.last(), strings.Join(spec.Command, " "), dir).With("server", spec.Name)
		}
		return nil, s.failure("initialize", startLimit, err)
	}
	return s, nil
}

// initializeParams are the parameters of initialize: locus's process, the
// workspace root as the one folder, the client capabilities and the spec's
// initialization options.
func (s *Server) initializeParams() *protocol.InitializeParams {
	root := uri.File(s.dir)
	return &protocol.InitializeParams{
		ProcessID:             ptr(int32(os.Getpid())),
		ClientInfo:            protocol.ClientInfo{Name: "locus"},
		RootURI:               &root,
		RootPath:              protocol.NewNullable(s.dir),
		Capabilities:          clientCapabilities(),
		InitializationOptions: protocol.LSPAny(s.Spec.InitializationOptions),
		WorkspaceFoldersInitializeParams: protocol.WorkspaceFoldersInitializeParams{
			WorkspaceFolders: protocol.NewNullable([]protocol.WorkspaceFolder{{URI: root, Name: filepath.Base(s.dir)}}),
		},
	}
}

func (s *Server) initialize(ctx context.Context) error {
	var res jsonrpc2.RawMessage
	if err := protocol.Call(ctx, s.conn, protocol.MethodInitialize, s.initializeParams(), &res); err != nil {
		return err
	}
	var init struct {
		Capabilities capabilities `json:"capabilities"`
	}
	if err := json.Unmarshal(res, &init); err != nil {
		return fmt.Errorf("its initialize answer is not LSP: %v", err)
	}
	s.caps = init.Capabilities
	var ca struct {
		ResolveProvider bool `json:"resolveProvider"`
	}
	if json.Unmarshal(s.caps.CodeAction, &ca) == nil {
		s.caps.CodeActionResolves = ca.ResolveProvider
	}
	var err error
	if s.enc, err = textpos.ParseEncoding(s.caps.PositionEncoding); err != nil {
		return err
	}
	if err := s.conn.Notify(ctx, protocol.MethodInitialized, &protocol.InitializedParams{}); err != nil {
		return err
	}
	if len(s.Spec.Settings) > 0 {
		_ = s.conn.Notify(ctx, protocol.MethodWorkspaceDidChangeConfiguration, &protocol.DidChangeConfigurationParams{Settings: protocol.LSPAny(s.Spec.Settings)})
	}
	return nil
}

// alive reports whether the process still runs.
func (s *Server) alive() bool {
	select {
	case <-s.exited:
		return false
	default:
		return true
	}
}

// Pid is the server's process id.
func (s *Server) Pid() int { return s.cmd.Process.Pid }

// shutdown asks the server to stop, and kills it when it does not within a
// second or two.
func (s *Server) shutdown() {
	if s.alive() {
		// A server that does not answer, or no longer reads, is killed when
		// the time is up, whatever the calls below are waiting on.
		deadline := time.AfterFunc(4*time.Second, func() { killTree(s.cmd) })
		defer deadline.Stop()
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		if protocol.Call(ctx, s.conn, "shutdown", nil, nil) == nil {
			_ = s.conn.Notify(ctx, "exit", nil)
		}
		cancel()
		select {
		case <-s.exited:
		case <-time.After(2 * time.Second):
		}
	}
	s.terminate()
}

// terminate kills the process if it still runs and closes the connection.
func (s *Server) terminate() {
	if s.alive() {
		killTree(s.cmd)
		<-s.exited
	}
	closed := make(chan struct{})
	go func() { _ = s.conn.Close(); close(closed) }()
	select {
	case <-closed:
	case <-time.After(time.Second):
	}
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// broadcast wakes everyone waiting on s.changed. Call with s.mu held.
func (s *Server) broadcast() {
	close(s.changed)
	s.changed = make(chan struct{})
}

// pipe joins the server's stdout and stdin into one stream.
type pipe struct {
	io.ReadCloser
	w io.WriteCloser
}

// deadlineWriter writes to the server's stdin, and calls stuck when a write
// takes longer than limit.
type deadlineWriter struct {
	f     *os.File
	limit time.Duration
	stuck func()
}

func (d *deadlineWriter) Write(b []byte) (int, error) {
	_ = d.f.SetWriteDeadline(time.Now().Add(d.limit))
	n, err := d.f.Write(b)
	if errors.Is(err, os.ErrDeadlineExceeded) {
		d.stuck()
		err = fmt.Errorf("the server read nothing for %s, so locus stopped it: %w", d.limit, err)
	}
	return n, err
}

func (d *deadlineWriter) Close() error { return d.f.Close() }

func (p pipe) Write(b []byte) (int, error) { return p.w.Write(b) }
func (p pipe) Close() error {
	err := p.w.Close()
	if e := p.ReadCloser.Close(); err == nil {
		err = e
	}
	return err
}

// tail keeps the last max bytes a server wrote to stderr, for error messages.
type tail struct {
	mu  sync.Mutex
	max int
	b   []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if over := len(t.b) - t.max; over > 0 {
		t.b = append(t.b[:0], t.b[over:]...)
	}
	return len(p), nil
}

// last returns the last line or two of stderr, as a suffix for a message.
func (t *tail) last() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	lines := strings.Split(strings.TrimSpace(string(t.b)), "\n")
	if len(lines) == 0 || lines[0] == "" {
		return ""
	}
	if len(lines) > 2 {
		lines = lines[len(lines)-2:]
	}
	return "; its last words: " + oneLine(strings.Join(lines, " | "))
}

// Kill ends the server's process at once, as a crash would (for tests of
// what follows a crash, and for callers that cannot wait for a shutdown).
func (s *Server) Kill() error {
	err := s.cmd.Process.Kill()
	<-s.exited
	return err
}
