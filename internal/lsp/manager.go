// This file owns the running servers: one per (server, workspace root),
// started on first use (or, for a question about the whole workspace, for
// each of its languages), restarted when it dies, shared by every caller
// in the process.

package lsp

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/workspace"
)

// Manager runs the servers of one workspace directory. A workspace's
// session owns one, so that every caller on that workspace (every MCP
// session of an HTTP server) shares its servers; Close stops them.
type Manager struct {
	dir   string
	langs Languages
	// Timeout bounds one request (and one write to a server); StartTimeout
	// bounds starting a server (its initialize).
	Timeout, StartTimeout time.Duration

	mu         sync.Mutex
	slots      map[string]*slot
	specs      []Spec // the servers of the config file as last read
	specsStamp configStamp
	watcher    *watcher
	closed     bool
}

// slot holds one server of a Manager and the times it was started.
type slot struct {
	mu     sync.Mutex // held while the server starts
	srv    atomic.Pointer[Server]
	starts []time.Time
}

// NewManager returns a Manager for the workspace directory dir, with no
// server running: each starts on first use. langs gives the extensions of
// the languages the built-in servers serve.
func NewManager(dir string, langs Languages) *Manager {
	return &Manager{dir: dir, langs: langs, Timeout: envDuration("LOCUS_LSP_TIMEOUT", 30*time.Second), StartTimeout: envDuration("LOCUS_LSP_START_TIMEOUT", 60*time.Second), slots: map[string]*slot{}}
}

func envDuration(name string, def time.Duration) time.Duration {
	if d, err := time.ParseDuration(os.Getenv(name)); err == nil && d > 0 {
		return d
	}
	return def
}

// Close stops the Manager's servers.
func (m *Manager) Close() {
	m.mu.Lock()
	m.closed = true
	slots := m.slots
	m.slots = map[string]*slot{}
	w := m.watcher
	m.mu.Unlock()
	if w != nil {
		w.stop()
	}
	var wg sync.WaitGroup
	for _, sl := range slots {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sl.mu.Lock()
			defer sl.mu.Unlock()
			if s := sl.srv.Load(); s != nil {
				s.shutdown()
			}
		}()
	}
	wg.Wait()
}

// Running returns the servers that run now, by name.
func (m *Manager) Running() []*Server {
	m.mu.Lock()
	slots := make([]*slot, 0, len(m.slots))
	for _, sl := range m.slots {
		slots = append(slots, sl)
	}
	m.mu.Unlock()
	var out []*Server
	for _, sl := range slots {
		if s := sl.srv.Load(); s != nil && s.alive() {
			out = append(out, s)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Spec.Name < out[j].Spec.Name })
	return out
}

// restartLimit is how many times a server may start within restartWindow
// before locus stops restarting it.
const (
	restartLimit  = 4
	restartWindow = time.Minute
)

// server returns the running server of spec, starting it (again) if needed.
func (m *Manager) server(ctx context.Context, spec *Spec) (*Server, error) {
	m.mu.Lock()
	if m.closed {
		m.mu.Unlock()
		return nil, fault.New(fault.LSPError, "the language servers of %s are shut down; start locus again", m.dir)
	}
	sl := m.slots[spec.Name]
	if sl == nil {
		sl = &slot{}
		m.slots[spec.Name] = sl
	}
	m.mu.Unlock()

	sl.mu.Lock()
	defer sl.mu.Unlock()
	old := sl.srv.Load()
	if old != nil && old.alive() {
		return old, nil
	}
	if old != nil {
		old.terminate() // it died: release its connection before starting anew
	}
	now := time.Now()
	recent := sl.starts[:0]
	for _, t := range sl.starts {
		if now.Sub(t) < restartWindow {
			recent = append(recent, t)
		}
	}
	sl.starts = recent
	if len(recent) >= restartLimit {
		last := ""
		if old != nil {
			last = old.stderr.last()
		}
		return nil, fault.New(fault.LSPError, "%s exited %d times within a minute, so locus stopped restarting it%s; check that `%s` runs in %s",
			spec.Name, len(recent), last, strings.Join(spec.Command, " "), m.dir).With("server", spec.Name)
	}
	prog := spec.Program()
	if prog == "" {
		return nil, unavailable(spec)
	}
	if spec.Untrusted {
		return nil, untrusted(spec, m.dir)
	}
	sl.starts = append(sl.starts, now)
	srv, err := start(ctx, spec, m.dir, prog, m.StartTimeout, m.Timeout)
	if err != nil {
		if errors.Is(err, errDied) {
			err = fault.Wrap(err, fault.LSPError, "%s exited while starting: %v; run `%s` in %s to see why", spec.Name, err, strings.Join(spec.Command, " "), m.dir).With("server", spec.Name)
		}
		return nil, err
	}
	sl.srv.Store(srv)
	m.watch(srv)
	return srv, nil
}

// unavailable is the error for a server that is not installed.
func unavailable(spec *Spec) error {
	where := "PATH"
	if d := ToolsDir(); d != "" {
		where += " and " + d
	}
	return fault.New(fault.LSPUnavailable, "%s is not installed (locus looked on %s); install it with: %s", spec.Name, where, spec.Install).
		With("server", spec.Name).With("install", spec.Install)
}

// Workspace is a Manager seen through one workspace.Root: files are read
// (and edits planned) through the Root, so its confinement and read-only
// state hold.
type Workspace struct {
	m    *Manager
	root *workspace.Root
	// Enclosing, when set, names the innermost symbol around each of lines
	// (1-based) in a file of the workspace ("" for none), so that
	// locations say where they are. It is called from several goroutines.
	Enclosing func(path string, text []byte, lines []int) []string
}

// Workspace returns m seen through root, a root of m's directory.
func (m *Manager) Workspace(root *workspace.Root) *Workspace {
	return &Workspace{m: m, root: root}
}

// Servers returns the servers of the workspace that run now, by name.
func (w *Workspace) Servers() []*Server { return w.m.Running() }

// specs returns the workspace's servers; a config file locus cannot use is
// INVALID_ARGUMENT (its message says what is wrong in it). They are read
// again only when the config file's stat changes: every question needs
// them.
func (w *Workspace) specs() ([]Spec, error) {
	var stamp configStamp
	if fi, err := os.Stat(filepath.Join(w.root.Dir(), ConfigFile)); err == nil {
		stamp = configStamp{fi.ModTime(), fi.Size(), true, time.Time{}}
		if name, err := trustFile(); err == nil { // trusting it changes the specs too
			if fi, err := os.Stat(name); err == nil {
				stamp.trust = fi.ModTime()
			}
		}
	}
	m := w.m
	m.mu.Lock()
	if m.specs != nil && m.specsStamp == stamp {
		specs := m.specs
		m.mu.Unlock()
		return specs, nil
	}
	m.mu.Unlock()
	specs, err := Specs(w.root, m.langs)
	if err != nil {
		if fault.CodeOf(err) == "" {
			err = fault.New(fault.InvalidArgument, "%v", err)
		}
		return nil, err
	}
	m.mu.Lock()
	m.specs, m.specsStamp = specs, stamp
	m.mu.Unlock()
	return specs, nil
}

// configStamp identifies a version of the config file (exists false: none).
type configStamp struct {
	mod    time.Time
	size   int64
	exists bool
	trust  time.Time // of the trust file
}

// specFor returns the spec that serves path, and its language id.
func (w *Workspace) specFor(path string) (*Spec, string, error) {
	specs, err := w.specs()
	if err != nil {
		return nil, "", err
	}
	spec, lang, ok := ForFile(specs, path)
	if !ok {
		ext := filepath.Ext(path)
		if ext == "" {
			ext = filepath.Base(path)
		}
		return nil, "", fault.New(fault.LSPUnavailable, "no language server is known for %s files; name one for %q in %s (see `locus doctor`)", ext, ext, ConfigFile).With("path", path)
	}
	return spec, lang, nil
}

// at runs fn on the server for path, with the file open in it and every
// file it holds current. A server that dies is started again and fn runs
// once more.
func (w *Workspace) at(ctx context.Context, path string, fn func(s *Server, f *workspace.File, d *document) error) error {
	for attempt := 1; ; attempt++ {
		f, err := w.root.ReadFile(path)
		if err != nil {
			return err
		}
		spec, lang, err := w.specFor(f.Path.Rel())
		if err != nil {
			return err
		}
		s, err := w.m.server(ctx, spec)
		if err != nil {
			return err
		}
		d, opened, err := s.sync(ctx, w.root, f, lang)
		if err == nil {
			if opened {
				s.firstLook(ctx, d)
			}
			err = fn(s, f, d)
		}
		if err != nil && fault.CodeOf(err) == "" && !errors.Is(err, errDied) && !s.alive() {
			err = fmt.Errorf("%w: %s exited (%v)%s", errDied, spec.Name, err, s.stderr.last())
		}
		if errors.Is(err, errDied) {
			if attempt < 2 {
				continue
			}
			return fault.Wrap(err, fault.LSPError, "%v; it was restarted once and exited again, so check that it runs in %s", err, w.root.Dir()).With("server", spec.Name)
		}
		return err
	}
}

// Running returns the name of the server for path if one runs now ("" if
// none does; none is started).
func (w *Workspace) Running(path string) string {
	spec, _, err := w.specFor(path)
	if err != nil {
		return ""
	}
	for _, s := range w.m.Running() {
		if s.Spec.Name == spec.Name {
			return s.Spec.Name
		}
	}
	return ""
}

// markers name the files that show a workspace uses a server; at least one
// source file of the server's languages must be there too.
var markers = map[string][]string{
	"gopls":                      {"go.mod", "go.work"},
	"typescript-language-server": {"tsconfig.json", "jsconfig.json", "package.json"},
	"pyright":                    {"pyproject.toml", "setup.py", "setup.cfg", "requirements.txt", "pyrightconfig.json"},
	"clangd":                     {"compile_commands.json", "compile_flags.txt", "CMakeLists.txt", "Makefile"},
	"rust-analyzer":              {"Cargo.toml"},
}

// startForWorkspace starts the server of each language whose marker file
// and source files the workspace has, opening one source file in each (some
// servers build their project model from an open file).
func (w *Workspace) startForWorkspace(ctx context.Context) error {
	specs, err := w.specs()
	if err != nil {
		return err
	}
	first := map[string]string{} // server name -> first source file
	walkFiles(w.root.Dir(), 5000, func(p string, _ fs.DirEntry) {
		if spec, _, ok := ForFile(specs, p); ok && first[spec.Name] == "" {
			first[spec.Name] = p
		}
	})
	started := 0
	for name, file := range first {
		if ms, known := markers[name]; known && !hasAny(w.root.Dir(), ms) {
			continue
		}
		rel, _ := inside(w.root.Dir(), file)
		err := w.at(ctx, rel, func(*Server, *workspace.File, *document) error { return nil })
		if err == nil {
			started++
		} else if fault.CodeOf(err) != fault.LSPUnavailable {
			return err
		}
	}
	if started == 0 {
		return fault.New(fault.LSPUnavailable, "no language server runs for %s and none could be started for its files; run `locus doctor` to see which are installed and how to install the others", w.root.Dir())
	}
	return nil
}

func hasAny(dir string, names []string) bool {
	for _, n := range names {
		if _, err := os.Stat(filepath.Join(dir, n)); err == nil {
			return true
		}
	}
	return false
}
