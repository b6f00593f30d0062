// Package structure implements the structure operations: read,
// replace, delete, insert and move the structures that targets name, and
// replace text inside them.
//
// Every write is planned on the file's normalised text, checked by parsing
// the result, and written through the workspace (atomic, FILE_CHANGED,
// BOM, CRLF and mode kept, journalled for undo), or returned as a unified
// diff on a dry run. An operation that fails leaves every file as it was.
// A batch (batch.go) runs several operations against the texts the ones
// before it planned and writes them all as one transaction.
package structure

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/textedit"
	"github.com/locus-dev/locus/internal/textpos"
	"github.com/locus-dev/locus/internal/workspace"
)

// MaxContent is the largest content or new text an operation accepts: 1 MB.
const MaxContent = 1 << 20

// Editor runs structure operations inside one workspace root.
type Editor struct {
	Root *workspace.Root
	// Context bounds the parses of a call: when it ends (the request is
	// cancelled) a parse under way stops, and nothing is written. Nil
	// means none.
	Context context.Context
	// Trees keeps the trees of the files edited, so that checking a
	// result parses only what the edit changed: the workspace session's.
	// Nil keeps none.
	Trees *target.Cache

	// plan, in the editor of a batch, holds the texts its edits have
	// planned so far: reads see them, commits add to them, and nothing
	// is written until the batch writes them all (see batch.go).
	plan *overlay
}

// Options are the switches every write takes.
type Options struct {
	// DryRun returns the unified diff and writes nothing.
	DryRun bool
	// RejectSyntaxErrors refuses an edit whose result does not parse
	// (PARSER_FAILED) instead of writing it with a SYNTAX_BROKEN warning.
	RejectSyntaxErrors bool
}

// Warning is something a caller should know about an operation that was applied.
type Warning struct {
	Type    string         `json:"type"`
	Message string         `json:"message"`
	Details map[string]any `json:"details,omitempty"`
}

// The warning types.
const (
	SyntaxBroken            = "SYNTAX_BROKEN"
	StructureEmpty          = "STRUCTURE_EMPTY"
	IndentationInconsistent = "INDENTATION_INCONSISTENT"
)

// lineRange is the lines start through end that an operation counted; an
// end before the start (content of no lines) is the start's line alone.
func lineRange(start, end int) textpos.LineRange {
	r, err := textpos.LinesOf(start, max(start, end))
	if err != nil { // a start below 1: the operations count from 1
		return textpos.LineRange{}
	}
	return r
}

// lineRangeOf is lineRange for a field that may be absent.
func lineRangeOf(start, end int) *textpos.LineRange {
	r := lineRange(start, end)
	return &r
}

// Match is one structure read_structure found.
type Match struct {
	Path  string            `json:"path"`
	Text  string            `json:"text"`
	Lines textpos.LineRange `json:"line_range_inclusive"`
}

// Result is what an operation reports. Each operation fills the fields
// that describe what it did; the rest stay empty.
type Result struct {
	Op string `json:"-"`

	Matches  []Match `json:"matches,omitempty"`
	Fallback bool    `json:"fallback,omitempty"`
	// More counts the matches not returned: the read stopped past
	// target.ReadBudget bytes.
	More int `json:"more,omitempty"`

	Lines *textpos.LineRange `json:"lines,omitempty"`
	// KeptDocComment: the lines of the doc comment a replacement kept,
	// since its content brought none.
	KeptDocComment            *textpos.LineRange `json:"kept_doc_comment_lines,omitempty"`
	DeletedLineRange          *textpos.LineRange `json:"deleted_line_range_inclusive,omitempty"`
	AffectedLines             *textpos.LineRange `json:"affected_lines,omitempty"`
	TotalReplacements         *int               `json:"total_replacements,omitempty"`
	InsertedAtLine            int                `json:"inserted_at_line,omitempty"`
	TargetNowAtLine           int                `json:"target_now_at_line,omitempty"`
	SourceOriginalLineRange   *textpos.LineRange `json:"source_original_line_range,omitempty"`
	DestinationFinalLineRange *textpos.LineRange `json:"destination_final_line_range,omitempty"`
	// ImportsAdded are the imports a move added to its destination, as
	// written there; ImportsRemoved those it removed from its source,
	// which nothing there uses any more.
	ImportsAdded   []string `json:"imports_added,omitempty"`
	ImportsRemoved []string `json:"imports_removed,omitempty"`

	Warnings []Warning `json:"warnings,omitempty"`
	// DryRun: nothing was written; Diff is what would have changed.
	DryRun bool   `json:"dry_run,omitempty"`
	Diff   string `json:"diff,omitempty"`
	// Files are the workspace-relative paths the operation wrote or would write.
	Files []string `json:"files,omitempty"`
	// Unchanged are the files that already held the text the operation
	// planned (an edit applied again), when it changed none: nothing was
	// written, and Files is empty.
	Unchanged []string `json:"unchanged,omitempty"`
}

// doc is a file loaded for an edit: read, parsed, free of syntax errors.
type doc struct {
	ctx   context.Context // the editor's, for the parses of the doc's texts
	trees *target.Cache   // the editor's
	f     *workspace.File // nil for a file a move creates
	p     workspace.Path
	path  string // workspace-relative
	tree  *target.Tree
	text  text
	// by names the edit of a batch that last changed the text, if one did.
	by string
}

// read reads and parses a file: in a batch, as the edits before left it.
func (e *Editor) read(path string) (*doc, error) {
	if e.plan != nil {
		return e.plan.read(e, path)
	}
	f, err := e.Root.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return e.build(f, f.Path, f.Text)
}

// ctx returns e.Context, or the background context.
func (e *Editor) ctx() context.Context {
	if e.Context != nil {
		return e.Context
	}
	return context.Background()
}

// build parses text, the text of f (nil for a file to create) at p.
func (e *Editor) build(f *workspace.File, p workspace.Path, t []byte) (*doc, error) {
	tree, err := e.Trees.Build(e.ctx(), p.Rel(), t)
	if err != nil {
		return nil, err
	}
	return &doc{ctx: e.ctx(), trees: e.Trees, f: f, p: p, path: p.Rel(), tree: tree, text: t}, nil
}

// MaxErrorLines is the most lines with syntax errors a file may have and
// still be edited: past it, or when its error lines are more than one line
// in ten, its structures cannot be trusted (PARSER_FAILED). Below it, an
// edit goes ahead when no error touches the structures it names (see
// clear) and its result adds no error (see check).
const MaxErrorLines = 10

// load reads a file to edit. One whose syntax errors are past the bound
// (see MaxErrorLines) is PARSER_FAILED, since its structures cannot be
// trusted.
func (e *Editor) load(path string) (*doc, error) {
	d, err := e.read(path)
	if err != nil {
		return nil, err
	}
	errs := d.tree.Model.ParseErrors
	if len(errs) == 0 || (len(errs) <= MaxErrorLines && len(errs)*10 <= d.tree.Model.TotalLines) {
		return d, nil
	}
	if d.by != "" {
		return nil, fault.New(fault.ParserFailed,
			"%s has syntax errors at %s after %s; correct the content of that edit (the structures of a file with syntax errors cannot be found reliably)",
			d.path, joinLines(errs), d.by).With("parse_errors", errs)
	}
	return nil, fault.New(fault.ParserFailed,
		"%s has syntax errors at %s, too many to trust its structures (at most %d lines, and one line in ten); fix them first, or edit it as text",
		d.path, joinLines(errs), MaxErrorLines).With("parse_errors", errs)
}

// clear refuses (PARSER_FAILED) a structure that a syntax error of the
// file touches: its lines and an error's overlap, so what the structure
// holds cannot be trusted. The file root is not refused: what an edit of
// the whole file adds, check finds.
func (d *doc) clear(s *target.Structure) error {
	spans := d.tree.Model.ErrorSpans
	if len(spans) == 0 || s.IsRoot() {
		return nil
	}
	start, end := s.Lines().Ints()
	var hit []int
	for _, sp := range spans {
		if sp.Start().Int() <= end && sp.End().Int() >= start {
			hit = append(hit, sp.Start().Int())
		}
	}
	if len(hit) == 0 {
		return nil
	}
	return fault.New(fault.ParserFailed,
		"%s has syntax errors at %s, inside %s (lines %d-%d); fix them first (what that structure holds cannot be found reliably), or edit it as text",
		d.path, joinLines(hit), s.Target(), start, end).With("parse_errors", hit)
}

// change is one file's planned new text.
type change struct {
	d    *doc
	text []byte
	// inLines: every line of text is the line of the text before at its
	// number, changed within it (ReplaceWords): a syntax error on a line
	// that had one before is not new, whatever the line now reads
	inLines bool
}

// differs reports whether c changes its file: makes it, or gives it
// another text.
func (c *change) differs() bool {
	return c.d.f == nil || !bytes.Equal(c.text, c.d.text)
}

// check parses every planned text. Syntax errors the text before the edit
// did not have (by the text of their lines: errors left where they were,
// or moved with the lines around them, are not new) refuse the edit when
// the options say so and are warnings otherwise.
func check(changes []*change, o Options) ([]Warning, error) {
	var warns []Warning
	for _, c := range changes {
		spans, err := c.d.trees.ParseErrors(c.d.ctx, c.d.path, c.text)
		if err != nil {
			return nil, err
		}
		old, err := oldErrors(c.d)
		if err != nil {
			return nil, err
		}
		errs := newErrors(pin(spans, []byte(c.d.text), c.text), c.text, old, c.d.text)
		if c.inLines {
			errs = slices.DeleteFunc(errs, func(l int) bool { return slices.Contains(old, l) })
		}
		if len(errs) == 0 {
			continue
		}
		what, by := "the edit", ""
		if c.d.by != "" {
			what, by = "the batch", " (last changed by "+c.d.by+")"
		}
		shown := errorLines(errs, c.text)
		if o.RejectSyntaxErrors {
			return nil, fault.New(fault.ParserFailed,
				"%s would leave syntax errors in %s at %s%s; correct the content, or leave out reject_syntax_errors to write it anyway",
				what, c.d.path, shown, by).With("parse_errors", errs).With("path", c.d.path)
		}
		warns = append(warns, Warning{Type: SyntaxBroken,
			Message: fmt.Sprintf("%s %s with new syntax errors at %s%s; fix them with another edit, or undo it (reject_syntax_errors refuses such an edit)", c.d.path, written(o), shown, by),
			Details: map[string]any{"path": c.d.path, "errors": errs, "error_lines": errorTexts(errs, c.text)}})
	}
	return warns, nil
}

func written(o Options) string {
	if o.DryRun {
		return "would be written"
	}
	return "was written"
}

// pin returns the line of each error span of after: its first line, or,
// when it spans lines the edit from before changed, the first changed line
// inside it (a grammar's error may start far above the edit that caused it,
// at the class holding it). Sorted, without repeats.
func pin(spans []textpos.LineRange, before, after []byte) []int {
	pre := 0
	for pre < len(before) && pre < len(after) && before[pre] == after[pre] {
		pre++
	}
	suf := 0
	for suf < len(before)-pre && suf < len(after)-pre && before[len(before)-1-suf] == after[len(after)-1-suf] {
		suf++
	}
	first := bytes.Count(after[:pre], []byte("\n")) + 1
	seen := map[int]bool{}
	var out []int
	for _, sp := range spans {
		l := sp.Start().Int()
		if l < first && sp.End().Int() >= first {
			l = first
		}
		if !seen[l] {
			seen[l] = true
			out = append(out, l)
		}
	}
	sort.Ints(out)
	return out
}

// ErrorLine is a line with a syntax error, and its text.
type ErrorLine struct {
	Line int    `json:"line"`
	Text string `json:"text"`
}

// errorTexts returns the lines of text with their text, trimmed and cut
// to 120 characters.
func errorTexts(lines []int, text []byte) []ErrorLine {
	all := strings.Split(string(text), "\n")
	out := make([]ErrorLine, 0, len(lines))
	for _, l := range lines {
		t := ""
		if l-1 < len(all) {
			t = strings.TrimSpace(all[l-1])
		}
		if r := []rune(t); len(r) > 120 {
			t = string(r[:120]) + "…"
		}
		out = append(out, ErrorLine{l, t})
	}
	return out
}

// errorLines writes error lines with their text, for a message: "line 4
// (`def f(x)`)", the first three with their text.
func errorLines(lines []int, text []byte) string {
	var parts []string
	for i, e := range errorTexts(lines, text) {
		if i == 3 {
			parts = append(parts, fmt.Sprintf("and %d more", len(lines)-i))
			break
		}
		parts = append(parts, fmt.Sprintf("%d (`%s`)", e.Line, e.Text))
	}
	word := "lines "
	if len(lines) == 1 {
		word = "line "
	}
	return word + strings.Join(parts, ", ")
}

// oldErrors returns the lines where d's text, before the edit, has syntax
// errors: from its tree, or, for the file of a batch, parsed again.
func oldErrors(d *doc) ([]int, error) {
	if d.tree != nil {
		return d.tree.Model.ParseErrors, nil
	}
	if len(d.text) == 0 {
		return nil, nil
	}
	spans, err := d.trees.ParseErrors(d.ctx, d.path, d.text)
	if err != nil {
		return nil, err
	}
	lines := make([]int, len(spans))
	for i, sp := range spans {
		lines[i] = sp.Start().Int()
	}
	return lines, nil
}

// newErrors keeps the error lines of text whose line text is not the text
// of an error line (old) of the text before the edit (each old one excuses
// one new one).
func newErrors(errs []int, text []byte, old []int, before []byte) []int {
	if len(old) == 0 || len(errs) == 0 {
		return errs
	}
	lines := strings.Split(string(before), "\n")
	excused := map[string]int{}
	for _, l := range old {
		if l-1 < len(lines) {
			excused[lines[l-1]]++
		}
	}
	after := strings.Split(string(text), "\n")
	var out []int
	for _, l := range errs {
		t := ""
		if l-1 < len(after) {
			t = after[l-1]
		}
		if excused[t] > 0 {
			excused[t]--
			continue
		}
		out = append(out, l)
	}
	return out
}

// commitOne commits one file's new text and returns the result, or nil
// and the error.
func (e *Editor) commitOne(d *doc, text []byte, o Options, res *Result) (*Result, error) {
	if err := e.commit([]*change{{d: d, text: text}}, o, res); err != nil {
		return nil, err
	}
	return res, nil
}

// commit checks the changes and writes them as one transaction, or on a
// dry run puts their diff in the result; in a batch, it adds them to the
// batch's plan. A change that leaves its file's text as it is is dropped;
// when every change is, nothing is written or journalled and the result
// is Unchanged.
func (e *Editor) commit(changes []*change, o Options, res *Result) error {
	// The workspace refuses a file over the limit when it writes; checking
	// here too makes a dry run say what the write would say.
	for _, c := range changes {
		if len(c.text) > workspace.MaxFileSize {
			return fault.New(fault.FileTooLarge, "the edit would make %s %d bytes, over the %d-byte limit; split the file first",
				c.d.path, len(c.text), workspace.MaxFileSize).With("file_size", len(c.text)).With("limit", workspace.MaxFileSize)
		}
	}
	if !slices.ContainsFunc(changes, (*change).differs) {
		for _, c := range changes {
			res.Unchanged = append(res.Unchanged, c.d.path)
		}
		return nil
	}
	changes = slices.DeleteFunc(changes, func(c *change) bool { return !c.differs() })
	for _, c := range changes {
		res.Files = append(res.Files, c.d.path)
	}
	if e.plan != nil {
		e.plan.put(changes)
		return nil
	}
	warns, err := check(changes, o)
	if err != nil {
		return err
	}
	res.Warnings = append(res.Warnings, warns...)
	if o.DryRun {
		res.DryRun, res.Diff = true, diff(changes)
		return nil
	}
	return e.write(changes, res.Op)
}

// diff is the unified diff of the changes.
func diff(changes []*change) string {
	var b strings.Builder
	for _, c := range changes {
		from := "a/" + c.d.path
		if c.d.f == nil {
			from = "/dev/null"
		}
		b.WriteString(textedit.Unified(from, "b/"+c.d.path, []byte(c.d.text), c.text, 3))
	}
	return b.String()
}

// write writes checked changes as one transaction of the operation op.
func (e *Editor) write(changes []*change, op string) error {
	tx := e.Root.Begin()
	tx.Label(op)
	for _, c := range changes {
		if c.d.f == nil {
			_ = tx.CreateAll(c.d.path, c.text) // Commit reports staging errors
		} else {
			_ = tx.Write(c.d.f, c.text)
		}
	}
	return tx.Commit()
}

func checkContent(name, s string) error {
	if len(s) > MaxContent {
		return fault.New(fault.FileTooLarge, "%s is %d bytes, over the %d-byte limit; edit in smaller parts",
			name, len(s), MaxContent).With("file_size", len(s)).With("limit", MaxContent)
	}
	return nil
}

// joinLines writes line numbers as "line 4" or "lines 4, 9".
func joinLines(lines []int) string {
	parts := make([]string, 0, len(lines))
	for i, l := range lines {
		if i == 8 {
			parts = append(parts, fmt.Sprintf("and %d more", len(lines)-i))
			break
		}
		parts = append(parts, fmt.Sprint(l))
	}
	word := "lines "
	if len(lines) == 1 {
		word = "line "
	}
	return word + strings.Join(parts, ", ")
}
