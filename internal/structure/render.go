// This file renders a Result and a BatchResult as the compact text an
// agent reads.

package structure

import (
	"fmt"
	"strings"

	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/textpos"
)

// Text renders the result: the matches of a read, or one line saying what
// was written where, then the warnings, then the diff of a dry run.
func (r *Result) Text() string {
	var b strings.Builder
	if r.Op == "read_structure" {
		if r.Fallback {
			b.WriteString("(the full path matched nothing; these match its last level elsewhere in the file)\n")
		}
		for i, m := range r.Matches {
			if i > 0 {
				b.WriteByte('\n')
			}
			fmt.Fprintf(&b, "== %s (lines %d-%d)\n%s\n", m.Path, m.Lines.Start().Int(), m.Lines.End().Int(), m.Text)
		}
		if r.More > 0 {
			fmt.Fprintf(&b, "\n(%d more matches not shown: the answer stops past %d KB; name one by its full path)\n", r.More, target.ReadBudget>>10)
		}
		return b.String()
	}
	verb := "wrote"
	if r.DryRun {
		verb = "would write"
	}
	if len(r.Files) == 0 {
		fmt.Fprintf(&b, "%s: nothing to change", r.Op)
	} else {
		fmt.Fprintf(&b, "%s: %s %s", r.Op, verb, strings.Join(r.Files, " and "))
	}
	r.details(&b)
	b.WriteByte('\n')
	if k := r.KeptDocComment; k != nil {
		fmt.Fprintf(&b, "kept the doc comment (lines %d-%d): the content has none; give one to replace it\n", k.Start().Int(), k.End().Int())
	}
	for _, w := range r.Warnings {
		fmt.Fprintf(&b, "warning %s: %s\n", w.Type, w.Message)
	}
	if r.DryRun {
		if r.Diff == "" {
			b.WriteString("(no change)\n")
		}
		b.WriteString(r.Diff)
	}
	return b.String()
}

// details writes where the operation put things: "; lines 4-9", ...
func (r *Result) details(b *strings.Builder) {
	lines := func(name string, rg *textpos.LineRange) {
		if rg != nil {
			fmt.Fprintf(b, "; %s %d-%d", name, rg.Start().Int(), rg.End().Int())
		}
	}
	lines("lines", r.Lines)
	lines("deleted lines", r.DeletedLineRange)
	if r.TotalReplacements != nil {
		fmt.Fprintf(b, "; %d replacement%s", *r.TotalReplacements, map[bool]string{true: "s"}[*r.TotalReplacements != 1])
	}
	lines("affected lines", r.AffectedLines)
	if r.InsertedAtLine > 0 {
		fmt.Fprintf(b, "; inserted at line %d", r.InsertedAtLine)
	}
	if r.TargetNowAtLine > 0 {
		fmt.Fprintf(b, "; target now at line %d", r.TargetNowAtLine)
	}
	lines("moved from lines", r.SourceOriginalLineRange)
	lines("now at lines", r.DestinationFinalLineRange)
}

// Text renders a batch's result: one line for the batch, one for each
// edit with its own warnings under it, the warnings about the final texts,
// then the diff of a dry run.
func (r *BatchResult) Text() string {
	var b strings.Builder
	edits := fmt.Sprintf("%d edits", len(r.Edits))
	if len(r.Edits) == 1 {
		edits = "1 edit"
	}
	switch {
	case len(r.Files) == 0:
		fmt.Fprintf(&b, "edit_batch: nothing to change (%s)\n", edits)
	case r.DryRun:
		fmt.Fprintf(&b, "edit_batch: would write %s (%s, as one transaction)\n", join(r.Files), edits)
	default:
		fmt.Fprintf(&b, "edit_batch: wrote %s (%s, as one transaction)\n", join(r.Files), edits)
	}
	for i, e := range r.Edits {
		fmt.Fprintf(&b, "%d. %s", i+1, e.Op)
		if len(e.Files) > 0 {
			fmt.Fprintf(&b, " %s", strings.Join(e.Files, " and "))
		}
		e.details(&b)
		b.WriteByte('\n')
		for _, w := range e.Warnings {
			fmt.Fprintf(&b, "   warning %s: %s\n", w.Type, w.Message)
		}
	}
	for _, w := range r.Warnings {
		fmt.Fprintf(&b, "warning %s: %s\n", w.Type, w.Message)
	}
	if r.DryRun {
		if r.Diff == "" {
			b.WriteString("(no change)\n")
		}
		b.WriteString(r.Diff)
	}
	return b.String()
}

// join lists names as "a", "a and b", "a, b and c".
func join(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
