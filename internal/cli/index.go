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

	"github.com/locus-dev/locus/internal/index"
)

func runIndex(env *Env, args []string) error {
	fs := newFlags(env, "index", "[--root DIR] [--index-db FILE] [--json]")
	root := fs.String("root", env.Dir, "workspace `DIR`ectory to index")
	db := fs.String("index-db", "", "the index's database `FILE` (default: $"+index.EnvDB+", else the user's cache folder)")
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
	ctx := context.Background()
	idx, err := index.Open(ctx, ws, index.Options{DB: *db, Progress: bar.report})
	if err != nil {
		return err
	}
	defer idx.Close()
	rs, err := idx.Refresh(ctx)
	bar.finish()
	if err != nil {
		return err
	}
	st, err := idx.Stats(ctx)
	return printResult(env, *asJSON, err, func() (string, any) {
		return summary(rs, st), struct {
			Refresh index.RefreshStats `json:"refresh"`
			Index   index.Stats        `json:"index"`
		}{rs, st}
	})
}

// summary is the one line `locus index` prints.
func summary(rs index.RefreshStats, st index.Stats) string {
	var changes []string
	for _, c := range []struct {
		n    int
		what string
	}{{rs.Indexed, "indexed"}, {rs.Touched, "touched"}, {rs.Removed, "removed"}, {rs.Skipped, "skipped"}} {
		if c.n > 0 {
			changes = append(changes, fmt.Sprintf("%d %s", c.n, c.what))
		}
	}
	change := "up to date"
	if len(changes) > 0 {
		change = strings.Join(changes, ", ")
	}
	return fmt.Sprintf("%d files, %d symbols, %d occurrences (%s) in %.1f s; database %s (%.2fx the source) at %s\n",
		st.Files, st.Symbols, st.Occurrences, change, rs.Took.Seconds(), megabytes(st.DBBytes),
		float64(st.DBBytes)/float64(max(st.SourceBytes, 1)), st.DB)
}

func megabytes(n int64) string { return fmt.Sprintf("%.1f MB", float64(n)/(1<<20)) }

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
