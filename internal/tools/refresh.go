// This file defines Refresh, the workspace index brought up to date on
// request: `locus index`. It is no tool of the list, since every tool
// that asks the index brings it up to date first.

package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/locus-dev/locus/internal/index"
)

// IndexEnvDB is the environment variable that names the index's database
// file when the session's options do not.
const IndexEnvDB = index.EnvDB

// Refresh brings the workspace index of env's session up to date,
// reporting its progress to env.Progress, and answers what it did and the
// index's counts: one line of text, and {refresh, index} structured.
func Refresh(ctx context.Context, env *Env) (*Result, error) {
	idx, err := env.session().Index(ctx)
	if err != nil {
		return nil, err
	}
	var progress func(done, total int)
	if env.Progress != nil {
		progress = func(done, total int) { env.Progress(done, total, "indexing the workspace") }
	}
	rs, err := idx.RefreshWith(ctx, progress)
	if err != nil {
		return nil, err
	}
	st, err := idx.Stats(ctx)
	if err != nil {
		return nil, err
	}
	return &Result{Text: refreshSummary(rs, st), Structured: struct {
		Refresh index.RefreshStats `json:"refresh"`
		Index   index.Stats        `json:"index"`
	}{rs, st}}, nil
}

// refreshSummary is the one line of a refresh: the index's counts, what
// changed, how long it took, and the database's size and place.
func refreshSummary(rs index.RefreshStats, st index.Stats) string {
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
