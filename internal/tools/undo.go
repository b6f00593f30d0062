// This file defines undo: the last transactions locus wrote, put back.

package tools

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/journal"
	"github.com/locus-dev/locus/internal/textedit"
	"github.com/locus-dev/locus/internal/workspace"
)

type undoIn struct {
	Steps  *int `json:"steps,omitempty" jsonschema:"default 1"`
	List   bool `json:"list,omitempty" jsonschema:"list recent writes"`
	DryRun bool `json:"dry_run,omitempty"`
}

// transaction is a journal entry as the tool reports it.
type transaction struct {
	ID          int64     `json:"id"`
	Time        time.Time `json:"time"`
	Op          string    `json:"op"`
	Files       []string  `json:"files"`
	Undoes      []int64   `json:"undoes,omitempty"`
	UndoneBy    int64     `json:"undone_by,omitempty"`
	Interrupted bool      `json:"interrupted,omitempty"`
	Dropped     string    `json:"dropped,omitempty"`
}

func describe(e *journal.Entry) transaction {
	return transaction{ID: e.ID, Time: e.Time, Op: e.Op, Files: e.Paths(), Undoes: e.Undoes, UndoneBy: e.UndoneBy,
		Interrupted: e.Interrupted, Dropped: e.Dropped}
}

// summary is a transaction in a line: "7 (edit_batch of a.go, b.go, 2026-01-02 15:04:05)".
func (t transaction) summary() string {
	return fmt.Sprintf("%d (%s of %s, %s)", t.ID, t.Op, strings.Join(t.Files, ", "), stamp(t.Time))
}

func stamp(t time.Time) string { return t.Local().Format("2006-01-02 15:04:05") }

func init() {
	register(Edit, Define("undo",
		"Undo locus's last write, or the last steps; "+
			"again, the one before. Refused if the files changed since.",
		edits, runUndo))
}

func runUndo(ctx context.Context, env *Env, in undoIn) (*Result, error) {
	if in.List {
		return undoList(env)
	}
	steps := 1
	if in.Steps != nil {
		steps = *in.Steps
	}
	if steps < 1 {
		return nil, fault.New(fault.InvalidArgument, "%s is %d; give how many transactions to undo, 1 or more, or leave it out to undo the last one",
			env.arg("steps"), steps)
	}
	u, err := env.Root.Undo(steps, in.DryRun)
	if err != nil {
		return nil, err
	}
	out := map[string]any{"dry_run": in.DryRun}
	var undone []transaction
	var names []string
	for _, e := range u.Undone {
		t := describe(e)
		undone = append(undone, t)
		names = append(names, t.summary())
	}
	out["undone"] = undone
	var b strings.Builder
	what := "transaction"
	if len(names) > 1 {
		what = "transactions"
	}
	if in.DryRun {
		fmt.Fprintf(&b, "undo would undo %s %s", what, strings.Join(names, ", "))
	} else {
		fmt.Fprintf(&b, "undo: undid %s %s", what, strings.Join(names, ", "))
	}
	byAction := map[workspace.Action][]string{}
	var files []map[string]any
	var diff strings.Builder
	for _, f := range u.Files {
		byAction[f.Action] = append(byAction[f.Action], f.Path)
		files = append(files, map[string]any{"path": f.Path, "action": f.Action})
		if in.DryRun && f.Action != workspace.Keep {
			from, to := "a/"+f.Path, "b/"+f.Path
			if f.Now == nil {
				from = "/dev/null"
			}
			if f.Then == nil {
				to = "/dev/null"
			}
			diff.WriteString(textedit.Unified(from, to, f.Now, f.Then, 3))
		}
	}
	out["files"] = files
	verbs := map[workspace.Action]string{workspace.Restore: "restored", workspace.Remove: "removed", workspace.Recreate: "made again", workspace.Keep: "left as they were"}
	if in.DryRun {
		verbs = map[workspace.Action]string{workspace.Restore: "would restore", workspace.Remove: "would remove", workspace.Recreate: "would make again", workspace.Keep: "would leave as they are"}
	}
	for _, a := range []workspace.Action{workspace.Restore, workspace.Remove, workspace.Recreate, workspace.Keep} {
		if paths := byAction[a]; len(paths) > 0 {
			fmt.Fprintf(&b, "; %s %s", verbs[a], strings.Join(paths, ", "))
		}
	}
	b.WriteString("\n")
	if u.ID != 0 {
		out["transaction"] = u.ID
	}
	if u.Next != nil {
		next := describe(u.Next)
		out["next"] = next
		fmt.Fprintf(&b, "undo again to undo transaction %s\n", next.summary())
	} else {
		b.WriteString("nothing before it can be undone\n")
	}
	if in.DryRun {
		out["diff"] = diff.String()
		b.WriteString(diff.String())
	}
	return &Result{Text: b.String(), Structured: out}, nil
}

func undoList(env *Env) (*Result, error) {
	h, err := env.Root.History()
	if err != nil {
		return nil, err
	}
	lim := env.Root.JournalLimits()
	var b strings.Builder
	list := []transaction{}
	if len(h) == 0 {
		fmt.Fprintf(&b, "no transactions in the journal of this workspace (it keeps %s)\n", lim)
	} else {
		fmt.Fprintf(&b, "%d transactions, newest first (the journal keeps %s); undo takes the first that is not undone:\n", len(h), lim)
	}
	for _, e := range h {
		t := describe(e)
		list = append(list, t)
		fmt.Fprintf(&b, "%d  %s  %s  %s", t.ID, stamp(t.Time), t.Op, strings.Join(t.Files, ", "))
		switch {
		case len(t.Undoes) > 0:
			ids := make([]string, len(t.Undoes))
			for i, id := range t.Undoes {
				ids[i] = fmt.Sprint(id)
			}
			fmt.Fprintf(&b, "  (undid %s)", strings.Join(ids, ", "))
		case t.UndoneBy != 0:
			fmt.Fprintf(&b, "  (undone by %d)", t.UndoneBy)
		case t.Dropped != "":
			fmt.Fprintf(&b, "  (cannot be undone: %s)", t.Dropped)
		}
		if t.Interrupted {
			b.WriteString("  (interrupted: the process was stopped while writing it; undo puts back what it wrote)")
		}
		b.WriteString("\n")
	}
	out := map[string]any{"transactions": list}
	if dir, err := env.Root.JournalDir(); err == nil {
		out["journal"] = dir
	}
	return &Result{Text: b.String(), Structured: out}, nil
}
