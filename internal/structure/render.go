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
// was written where (the caller knows the operation it asked for), then the warnings, then the diff of a dry run;
// or, for an edit its files already held, one line saying so.
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
	if len(r.Unchanged) > 0 {
		verb := "holds"
		if len(r.Unchanged) > 1 {
			verb = "hold"
		}
		return fmt.Sprintf("no change: %s already %s this text\n", strings.Join(r.Unchanged, " and "), verb)
	}
	verb := "wrote"
	if r.DryRun {
		verb = "would write"
	}
	if len(r.Files) == 0 {
		b.WriteString("nothing to change")
	} else {
		fmt.Fprintf(&b, "%s %s", verb, strings.Join(r.Files, " and "))
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
			fmt.Fprintf(b, "; %s", span(name, rg))
		}
	}
	lines("lines", r.Lines)
	lines("deleted lines", r.DeletedLineRange)
	if r.TotalReplacements != nil {
		fmt.Fprintf(b, "; %d replacement%s", *r.TotalReplacements, map[bool]string{true: "s"}[*r.TotalReplacements != 1])
	}
	lines("lines", r.AffectedLines)
	if r.InsertedAtLine > 0 {
		fmt.Fprintf(b, "; inserted at line %d", r.InsertedAtLine)
	}
	if r.TargetNowAtLine > 0 {
		fmt.Fprintf(b, "; target now at line %d", r.TargetNowAtLine)
	}
	lines("moved from lines", r.SourceOriginalLineRange)
	lines("now at lines", r.DestinationFinalLineRange)
	if len(r.ImportsAdded) > 0 {
		fmt.Fprintf(b, "; imports added: %s", strings.Join(r.ImportsAdded, ", "))
	}
	if len(r.ImportsRemoved) > 0 {
		fmt.Fprintf(b, "; imports removed from the source: %s", strings.Join(r.ImportsRemoved, ", "))
	}
}

// span is "lines 4-9", or "line 4" for one line, under name, which ends
// in "lines".
func span(name string, rg *textpos.LineRange) string {
	start, end := rg.Ints()
	if start == end {
		return fmt.Sprintf("%s %d", strings.TrimSuffix(name, "s"), start)
	}
	return fmt.Sprintf("%s %d-%d", name, start, end)
}

// Text renders a batch's result: one line for the batch, one for each
// edit (where it put things, numbered in the order the edits were sent;
// the files of an edit that moved between files) with its own warnings under it, the warnings about the
// final texts, then the diff of a dry run.
func (r *BatchResult) Text() string {
	var b strings.Builder
	edits := fmt.Sprintf("%d edits", len(r.Edits))
	if len(r.Edits) == 1 {
		edits = "1 edit"
	}
	verb := "wrote"
	if r.DryRun {
		verb = "would write"
	}
	switch {
	case len(r.Files) == 0:
		fmt.Fprintf(&b, "nothing to change (%s)\n", edits)
	case len(r.Files) == 1:
		fmt.Fprintf(&b, "%s 1 file (%s, one transaction)\n", verb, edits)
	default:
		fmt.Fprintf(&b, "%s %d files (%s, one transaction)\n", verb, len(r.Files), edits)
	}
	for i, e := range r.Edits {
		// An edit of one file is known by its number; one that moved
		// between files names them.
		fmt.Fprintf(&b, "%d.", i+1)
		var d strings.Builder
		e.details(&d)
		switch {
		case len(e.Unchanged) > 0:
			b.WriteString(" " + strings.TrimSuffix(e.Result.Text(), "\n"))
		case len(e.Files) == 0:
			b.WriteString(" nothing to change" + d.String())
		case len(e.Files) > 1:
			b.WriteString(" " + strings.Join(e.Files, " and ") + d.String())
		case d.Len() == 0:
			b.WriteString(" wrote " + e.Files[0])
		default:
			b.WriteString(" " + strings.TrimPrefix(d.String(), "; "))
		}
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
