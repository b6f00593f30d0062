// This file checks which servers are installed, for `locus doctor`.

package lsp

import (
	"context"
	"errors"
	"os/exec"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/locus-dev/locus/internal/workspace"
)

// Check is what doctor found out about one server.
type Check struct {
	Name       string   `json:"name"`
	Extensions []string `json:"extensions"`
	// Program is the path of the server's program, "" when it is missing.
	Program string `json:"program"`
	Version string `json:"version,omitempty"`
	// Problem says why a found program does not serve: it did not tell
	// its version, or did not answer LSP's initialize.
	Problem string `json:"problem,omitempty"`
	// Answers is whether the server started and answered initialize: the
	// servers that count as found.
	Answers bool   `json:"answers"`
	Install string `json:"install"`
}

// Doctor checks every server a workspace may use: whether its program is
// found, the version it reports, and whether it starts in the workspace
// and answers initialize (then it is shut down). langs gives the
// extensions of the built-in servers' languages.
func Doctor(ctx context.Context, root *workspace.Root, langs Languages) ([]Check, error) {
	specs, err := Specs(root, langs)
	if err != nil {
		return nil, err
	}
	out := make([]Check, len(specs))
	var wg sync.WaitGroup
	for i := range specs {
		s := &specs[i]
		exts := make([]string, 0, len(s.Languages))
		for e := range s.Languages {
			exts = append(exts, e)
		}
		sort.Strings(exts)
		out[i] = Check{Name: s.Name, Extensions: exts, Program: s.Program(), Install: s.Install}
		if s.Untrusted {
			out[i].Problem = "named by " + ConfigFile + ", which is not trusted: nothing of it runs until `locus trust`"
			continue
		}
		if out[i].Program == "" {
			continue
		}
		wg.Add(1)
		go func(c *Check) {
			defer wg.Done()
			c.Version, c.Problem = version(ctx, s, c.Program)
			if c.Problem != "" {
				return
			}
			srv, err := start(ctx, s, root.Dir(), c.Program, doctorStartLimit, doctorStartLimit)
			if err != nil {
				c.Problem = "does not start: " + startProblem(err)
				return
			}
			srv.shutdown()
			c.Answers = true
		}(&out[i])
	}
	wg.Wait()
	return out, nil
}

// startProblem says why a server did not start: for one that exited, its
// last words, not how the pipe to it broke (which varies from run to run).
func startProblem(err error) string {
	msg := oneLine(err.Error())
	if !errors.Is(err, errDied) {
		return msg
	}
	if i := strings.Index(msg, "its last words:"); i >= 0 {
		return "it exited during initialize; " + msg[i:]
	}
	return "it exited during initialize"
}

// doctorStartLimit is how long doctor waits for a server to answer
// initialize.
const doctorStartLimit = 20 * time.Second

// version runs the spec's version command (the program with --version
// when it names none) and returns its first line.
func version(ctx context.Context, s *Spec, prog string) (string, string) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	args := []string{"--version"}
	name := prog
	if len(s.Version) > 0 {
		if s.Version[0] != s.Command[0] {
			if name = findProgram(s.Version[0], "", nil); name == "" {
				name = prog
			}
		}
		args = s.Version[1:]
	}
	out, err := exec.CommandContext(ctx, name, args...).CombinedOutput()
	first := strings.TrimSpace(strings.SplitN(strings.TrimSpace(string(out)), "\n", 2)[0])
	if err != nil {
		if first == "" {
			first = err.Error()
		}
		return "", "does not run: " + first
	}
	return first, ""
}
