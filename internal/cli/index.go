// This file defines `locus index`, which builds or refreshes the workspace
// index with a progress bar.

package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/locus-dev/locus/internal/session"
	"github.com/locus-dev/locus/internal/tools"
)

func runIndex(env *Env, args []string) error {
	fs := newFlags(env, "index", "[--root DIR] [--index-db FILE] [--json]")
	root := fs.String("root", env.Dir, "workspace `DIR`ectory to index")
	db := fs.String("index-db", "", "the index's database `FILE` (default: $"+tools.IndexEnvDB+", else the user's cache folder)")
	asJSON := fs.Bool("json", false, "print what was done and the index's counts as JSON")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 0 {
		return usagef("index: unexpected arguments %q; name the folder with --root", rest)
	}
	ws, err := openWorkspace(env, *root, true) // the index never writes the workspace
	if err != nil {
		return err
	}
	if *db != "" && !filepath.IsAbs(*db) {
		*db = filepath.Join(env.Dir, *db)
	}
	bar := newProgress(env.Stderr)
	s := session.For(ws, session.Options{DB: *db})
	res, err := tools.Refresh(context.Background(), &tools.Env{Root: ws, Session: s, Progress: func(done, total int, _ string) { bar.report(done, total) }})
	bar.finish()
	return printResult(env, *asJSON, err, func() (string, any) { return res.Text, res.Structured })
}

// progress draws a bar on a terminal, at most ten times a second, and
// nothing when stderr is not a terminal.
type progress struct {
	mu    sync.Mutex
	w     io.Writer
	tty   bool
	last  time.Time
	drawn bool
	start time.Time
}

func newProgress(w io.Writer) *progress {
	p := &progress{w: w, start: time.Now()}
	if f, ok := w.(*os.File); ok {
		if fi, err := f.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
			p.tty = true
		}
	}
	return p
}

func (p *progress) report(done, total int) {
	if !p.tty || total == 0 {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if done < total && time.Since(p.last) < 100*time.Millisecond {
		return
	}
	p.last = time.Now()
	const width = 30
	fill := width * done / total
	fmt.Fprintf(p.w, "\rindexing [%s%s] %d/%d files %.0f s", strings.Repeat("#", fill), strings.Repeat(".", width-fill), done, total, time.Since(p.start).Seconds())
	p.drawn = true
}

// finish clears the bar.
func (p *progress) finish() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.drawn {
		fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", 70))
	}
}
