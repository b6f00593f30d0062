// This file defines batches: several operations, across any files, planned
// one after the other against the texts the ones before left, checked
// together, and written as one transaction or not at all.
//
// A batch runs the operations themselves in an Editor whose plan is an
// overlay of the files' texts: each operation reads a file through it (as
// the edits before left it, or from disk the first time), and its commit
// puts the new text into it instead of writing. Only the batch writes.

package structure

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/workspace"
)

// MaxEdits is the largest number of edits a batch takes.
const MaxEdits = 200

// Edit is one operation of a batch: Op is its tool name, and the fields
// it takes are set, as the operation's own parameters.
type Edit struct {
	Op            string
	Path, Target  string
	Content       string
	OldText       string
	NewText       string
	ExpectedCount *int
	SourcePath    string
	SourceTarget  string
	DestPath      string
	DestTarget    string
}

// BatchOps are the operations a batch runs, by tool name.
var BatchOps = []string{
	"replace_structure", "delete_structure", "insert_before_structure", "insert_after_structure",
	"replace_text_in_structure", "replace_all_text_in_structure",
	Before.op(), After.op(), FileStart.op(), FileEnd.op(),
}

// String names the edit for a message: its operation and what it targets.
func (ed Edit) String() string {
	if strings.HasPrefix(ed.Op, "move_") {
		s := fmt.Sprintf("%s %s %s -> %s", ed.Op, ed.SourcePath, strconv.Quote(ed.SourceTarget), ed.DestPath)
		if ed.DestTarget != "" {
			s += " " + strconv.Quote(ed.DestTarget)
		}
		return s
	}
	return fmt.Sprintf("%s %s %s", ed.Op, ed.Path, strconv.Quote(ed.Target))
}

// BatchResult is what a batch reports.
type BatchResult struct {
	// Edits are the results of the edits, in order; their lines are
	// those of the texts each left, before the edits after it.
	Edits []EditResult `json:"edits"`
	// Files are the files the batch wrote, or would write.
	Files []string `json:"files"`
	// Warnings are about the final texts (SYNTAX_BROKEN); the edits'
	// own are in theirs.
	Warnings []Warning `json:"warnings,omitempty"`
	DryRun   bool      `json:"dry_run,omitempty"`
	Diff     string    `json:"diff,omitempty"`
}

// EditResult is the result of one edit of a batch, with its operation.
type EditResult struct {
	Op string `json:"op"`
	*Result
}

// Batch applies the edits in order, each to the texts the ones before it
// left, in any files, then checks the final texts as a single operation
// checks its own (syntax errors: SYNTAX_BROKEN, or PARSER_FAILED with
// RejectSyntaxErrors) and writes every changed file as one transaction,
// or none; a dry run returns one diff of the whole batch. When an edit
// fails, nothing is written, and the error keeps the edit's code and says
// which edit (numbered from 1) failed and why.
func (e *Editor) Batch(edits []Edit, o Options) (*BatchResult, error) {
	switch {
	case len(edits) == 0:
		return nil, fault.New(fault.InvalidArgument, "edits is empty; give the operations to apply, in order")
	case len(edits) > MaxEdits:
		return nil, fault.New(fault.InvalidArgument, "%d edits are over the %d a batch takes; split them into several batches", len(edits), MaxEdits).
			With("limit", MaxEdits)
	}
	b := &Editor{Root: e.Root, Context: e.Context, Trees: e.Trees, plan: &overlay{}}
	res := &BatchResult{Edits: []EditResult{}, Files: []string{}}
	for i, ed := range edits {
		b.plan.edit = fmt.Sprintf("edit %d, %s", i+1, ed.Op)
		r, err := b.run(ed)
		if err != nil {
			return nil, failed(i+1, len(edits), ed, err)
		}
		res.Edits = append(res.Edits, EditResult{Op: r.Op, Result: r})
	}
	changes := b.plan.changes(b)
	warns, err := check(changes, o)
	if err != nil {
		return nil, err
	}
	res.Warnings = warns
	for _, c := range changes {
		res.Files = append(res.Files, c.d.path)
	}
	if o.DryRun {
		res.DryRun, res.Diff = true, diff(changes)
		return res, nil
	}
	if len(changes) == 0 {
		return res, nil
	}
	if err := e.write(changes, "edit_batch"); err != nil {
		return nil, err
	}
	return res, nil
}

// run runs one edit of a batch.
func (e *Editor) run(ed Edit) (*Result, error) {
	var o Options // a batch's edits are checked and written together
	switch ed.Op {
	case "replace_structure":
		return e.Replace(ed.Path, ed.Target, ed.Content, o)
	case "delete_structure":
		return e.Delete(ed.Path, ed.Target, o)
	case "insert_before_structure":
		return e.InsertBefore(ed.Path, ed.Target, ed.Content, o)
	case "insert_after_structure":
		return e.InsertAfter(ed.Path, ed.Target, ed.Content, o)
	case "replace_text_in_structure":
		return e.ReplaceText(ed.Path, ed.Target, ed.OldText, ed.NewText, o)
	case "replace_all_text_in_structure":
		return e.ReplaceAllText(ed.Path, ed.Target, ed.OldText, ed.NewText, ed.ExpectedCount, o)
	}
	for w := Before; w <= FileEnd; w++ {
		if ed.Op == w.op() {
			return e.Move(ed.SourcePath, ed.SourceTarget, ed.DestPath, ed.DestTarget, w, o)
		}
	}
	return nil, fault.New(fault.InvalidArgument, "%q is not an operation a batch runs; use one of %s", ed.Op, strings.Join(BatchOps, ", "))
}

// failed is the error of edit n of a batch of total: the edit's own code
// and details, and a message that says which edit failed.
func failed(n, total int, ed Edit, err error) error {
	fe, ok := fault.As(err)
	if !ok {
		return fmt.Errorf("edit %d of %d (%s) failed, so nothing was written: %w", n, total, ed, err)
	}
	e := fault.Wrap(err, fe.Code, "edit %d of %d (%s) failed, so nothing was written: %s", n, total, ed, fe.Message)
	for k, v := range fe.Details {
		e = e.With(k, v)
	}
	which := map[string]any{"index": n, "op": ed.Op}
	if strings.HasPrefix(ed.Op, "move_") {
		which["source_path"], which["source_target"], which["dest_path"] = ed.SourcePath, ed.SourceTarget, ed.DestPath
		if ed.DestTarget != "" {
			which["dest_target"] = ed.DestTarget
		}
	} else {
		which["path"], which["target"] = ed.Path, ed.Target
	}
	return e.With("failed_edit", which)
}

// overlay is the plan of a batch: each file it has read, with the text the
// edits so far left in it. Files are found by identity, so two spellings
// of one path (or a symlink inside the workspace) are one file.
type overlay struct {
	files []*planned
	edit  string // the edit being planned, as messages name it
}

// planned is one file of a batch.
type planned struct {
	f    *workspace.File // as read from disk; nil for a file the batch creates
	p    workspace.Path
	text []byte // the text now
	by   string // the edit that last changed it; "" for none
}

func (ov *overlay) find(p workspace.Path) *planned {
	for _, pf := range ov.files {
		if pf.p.SameFile(p) {
			return pf
		}
	}
	return nil
}

// read returns the file at path as the batch's edits have left it: read
// from disk the first time, and kept, so that every edit sees the same
// file and the commit checks it against what they saw.
func (ov *overlay) read(e *Editor, path string) (*doc, error) {
	p, err := e.Root.Resolve(path)
	if err != nil {
		return nil, err
	}
	pf := ov.find(p)
	if pf == nil {
		f, err := e.Root.ReadFile(path)
		if err != nil {
			return nil, err
		}
		pf = &planned{f: f, p: f.Path, text: f.Text}
		ov.files = append(ov.files, pf)
	}
	d, err := e.build(pf.f, pf.p, pf.text)
	if err != nil {
		return nil, err
	}
	d.by = pf.by
	return d, nil
}

// put records the texts an edit planned.
func (ov *overlay) put(changes []*change) {
	for _, c := range changes {
		pf := ov.find(c.d.p)
		if pf == nil {
			pf = &planned{f: c.d.f, p: c.d.p}
			ov.files = append(ov.files, pf)
		}
		pf.text, pf.by = c.text, ov.edit
	}
}

// changes are the files whose text the batch changed (or made), each
// against its text on disk.
func (ov *overlay) changes(e *Editor) []*change {
	var out []*change
	for _, pf := range ov.files {
		d := &doc{ctx: e.ctx(), trees: e.Trees, f: pf.f, p: pf.p, path: pf.p.Rel(), by: pf.by}
		if pf.f != nil {
			if bytes.Equal(pf.text, pf.f.Text) {
				continue
			}
			d.text = pf.f.Text
		}
		out = append(out, &change{d: d, text: pf.text})
	}
	return out
}
