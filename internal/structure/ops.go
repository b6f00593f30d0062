// This file defines the single-file operations: read, replace, delete,
// insert, and replace text inside a structure.

package structure

import (
	"fmt"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/outline"
	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/textedit"
	"github.com/locus-dev/locus/internal/textpos"
)

// Read returns every structure the target names, each as the whole lines it
// occupies. When the full path names nothing, it returns the structures its
// last level names at any depth, with Fallback set. Past target.ReadBudget
// bytes, the rest are counted in More.
func (e *Editor) Read(path, tgt string) (*Result, error) {
	d, err := e.read(path)
	if err != nil {
		return nil, err
	}
	found, err := d.tree.Find(tgt)
	if err != nil {
		return nil, err
	}
	res := &Result{Op: "read_structure", Fallback: found.Fallback, Matches: []Match{}}
	size := 0
	for i, s := range found.Matches {
		if size > target.ReadBudget {
			res.More = len(found.Matches) - i
			break
		}
		r := d.text.region(s)
		start, end := s.Lines().Ints()
		m := Match{Path: s.Target(), Text: string(d.text[d.text.lineStart(r.Start):d.text.lineEnd(max(r.End-1, r.Start))]), Lines: lineRange(start, end)}
		res.Matches = append(res.Matches, m)
		size += len(m.Path) + len(m.Text)
	}
	return res, nil
}

// resolve loads a file for editing and resolves a target that must name one structure.
func (e *Editor) resolve(path, tgt string) (*doc, *target.Structure, error) {
	d, err := e.load(path)
	if err != nil {
		return nil, nil, err
	}
	s, err := d.tree.Resolve(tgt)
	if err != nil {
		return nil, nil, err
	}
	if err := d.clear(s); err != nil {
		return nil, nil, err
	}
	return d, s, nil
}

// standsAlone refuses a structure that shares its first line with the code
// before it (`} else if b {`, `} catch (e) {`) where an operation needs it
// on lines of its own: such a clause cannot be moved, or have code put
// before it, without breaking the statement it belongs to.
func (d *doc) standsAlone(s *target.Structure, what string) error {
	if s.IsRoot() || d.text.region(s).WholeStart || d.afterDash(s) {
		return nil
	}
	start, _ := s.Lines().Ints()
	return fault.New(fault.InvalidArgument,
		"%s starts in the middle of line %d, after code it belongs with, so it cannot be %s; target the whole statement it is part of",
		s.Target(), start, what)
}

// afterDash reports whether s is the first key of a sequence item, after
// its dash: it stands alone as a line at its column would.
func (d *doc) afterDash(s *target.Structure) bool {
	t := d.text
	return !s.IsRoot() && dashed(string(t[t.lineStart(s.Start):s.Start]))
}

// resolveFor is resolve for an operation that writes content: content
// over the limit or empty is refused (empty with the advice given).
func (e *Editor) resolveFor(path, tgt, content, ifEmpty string) (*doc, *target.Structure, error) {
	if err := checkContent("content", content); err != nil {
		return nil, nil, err
	}
	if strings.TrimSpace(content) == "" {
		return nil, nil, fault.New(fault.InvalidArgument, "content is empty; %s", ifEmpty)
	}
	return e.resolve(path, tgt)
}

// Replace replaces a structure, doc comment and decorators included, with
// content re-indented to the structure's place. The empty target replaces
// the whole file.
func (e *Editor) Replace(path, tgt, content string, o Options) (*Result, error) {
	d, s, err := e.resolveFor(path, tgt, content, "to remove the structure use delete_structure")
	if err != nil {
		return nil, err
	}
	res := &Result{Op: "replace_structure"}
	if s.List {
		content = elementContent(content) // the list keeps its own separators
	}
	r := d.text.region(s)
	if kept := d.keepDoc(s, &r, content); kept != nil {
		res.KeptDocComment = kept
	}
	if !r.WholeStart {
		content = inlineContent(content, r.Indent)
	}
	in := d.reindent(content, r.Indent)
	warnIndent(res, in)
	repl := d.place(r, in)
	line := d.tree.LineOf(r.Start)
	if s.IsRoot() {
		line = 1
	}
	res.Lines = lineRangeOf(line, line+in.Lines-1)
	out, err := apply(d.text, textedit.Edit{Start: r.Start, End: r.End, New: repl})
	if err != nil {
		return nil, err
	}
	return e.commitOne(d, out, o, res)
}

// inlineContent is content for a structure that starts inside a line
// (`else if (x)` after `else `), given as the file holds such a structure:
// its first line bare, the others indented as the file indents them, at
// or under the indentation of the line it starts on (a line indented in
// the other of tabs and spaces, in a file that mixes them, is not
// compared). That line's indentation is put before the first line, so
// that the others keep their place relative to it. Content indented
// otherwise is returned as it is.
func inlineContent(content, indent string) string {
	if indent == "" {
		return content
	}
	lines := strings.Split(strings.ReplaceAll(content, "\r\n", "\n"), "\n")
	if len(lines) < 2 || leading(lines[0]) != "" || strings.TrimSpace(lines[0]) == "" {
		return content
	}
	under := false
	for _, l := range lines[1:] {
		if strings.TrimSpace(l) == "" {
			continue
		}
		switch lead := leading(l); {
		case strings.HasPrefix(lead, indent):
			under = true
		case lead == "" || lead[0] == indent[0]:
			return content
		}
	}
	if !under {
		return content
	}
	return indent + content
}

// keepDoc keeps the doc comment of s when the content that replaces it
// brings none: the region then starts on the line after the doc, and the
// doc's lines are returned. Content that starts with a comment replaces
// the doc with its own.
func (d *doc) keepDoc(s *target.Structure, r *region, content string) *textpos.LineRange {
	if s.List || !r.WholeStart {
		return nil
	}
	end := d.tree.DocEnd(d.ctx, s)
	if end < 0 || target.StartsWithComment(d.ctx, d.path, []byte(content)) {
		return nil
	}
	next := d.text.nextLine(end)
	if next >= r.End {
		return nil
	}
	first, _ := s.Lines().Ints()
	r.Start = next
	return lineRangeOf(first, d.tree.LineOf(end))
}

// place fits re-indented content into a region: inline starts lose the
// indentation of their first line, inline ends their final newline, and a
// file that ends without a newline keeps ending so.
func (d *doc) place(r region, in reindented) string {
	t := in.Text
	if !r.WholeStart {
		t = strings.TrimPrefix(t, r.Indent)
	}
	if !r.WholeEnd || r.End == len(d.text) && len(d.text) > 0 && d.text[len(d.text)-1] != '\n' {
		t = strings.TrimSuffix(t, "\n")
	}
	return t
}

// Delete removes a structure and the blank lines that separated it from its
// next sibling (from its previous one when it is the last).
func (e *Editor) Delete(path, tgt string, o Options) (*Result, error) {
	d, s, err := e.resolve(path, tgt)
	if err != nil {
		return nil, err
	}
	if s.IsRoot() {
		return nil, fault.New(fault.InvalidArgument, "the empty target is the whole file; name the structure to delete")
	}
	res := &Result{Op: "delete_structure"}
	start, end := s.Lines().Ints()
	res.DeletedLineRange = lineRangeOf(start, end)
	out, err := apply(d.text, d.take(s)...)
	if err != nil {
		return nil, err
	}
	warnEmptied(res, s)
	return e.commitOne(d, out, o, res)
}

// removal is the edit that takes a structure out of its file. A structure
// on lines of its own goes with its lines and one of the blank runs around
// it: the one after it when it has blank lines before it too (or is first),
// the one before it when it is last; a structure that shares its lines goes
// alone, with the space and the `else` that led to it.
func (d *doc) removal(s *target.Structure) textedit.Edit {
	t := d.text
	r := t.region(s)
	if !r.WholeStart || !r.WholeEnd {
		return d.inlineRemoval(s, r)
	}
	return d.wholeLines(s, r.Start, r.End)
}

// wholeLines is the removal of the whole lines [start, end) that s
// occupies, with one of the blank runs around them (see removal).
func (d *doc) wholeLines(s *target.Structure, start, end int) textedit.Edit {
	t := d.text
	prev, next := siblings(s)
	switch {
	case next != nil && (prev == nil || t.blankLinesBefore(s.Start) > 0):
		for n := t.blankLinesAfter(s.End); n > 0 && end < len(t); n-- {
			end = t.nextLine(end)
		}
	case next == nil:
		for n := t.blankLinesBefore(s.Start); n > 0 && start > 0; n-- {
			start = t.lineStart(start - 1)
		}
		if end == len(t) && start > 0 && (len(t) == 0 || t[len(t)-1] != '\n') {
			start-- // the line before now ends the file: drop its newline too
		}
	}
	return textedit.Edit{Start: start, End: end}
}

// inlineRemoval removes a structure that shares a line with other code:
// `} else { ... }` loses " else { ... }", and a separator after it ("," or
// ";") goes when nothing else follows on the line.
func (d *doc) inlineRemoval(s *target.Structure, r region) textedit.Edit {
	t := d.text
	start, end := s.Start, s.End
	if _, next := siblings(s); next != nil && !r.WholeStart && r.WholeEnd && dashed(string(t[t.lineStart(start):start])) &&
		strings.TrimSpace(string(t[end:next.Start])) == "" && next.Start-t.lineStart(next.Start) == start-t.lineStart(start) {
		// The first key of a sequence item: the next key takes its place
		// after the dash (`- name: a` + `  run: b` is `- run: b`).
		return textedit.Edit{Start: start, End: next.Start}
	}
	if le := t.lineEnd(end); t.blank(end, le) || strings.TrimSpace(string(t[end:le])) == "," {
		if r.WholeStart {
			return textedit.Edit{Start: r.Start, End: t.nextLine(end)}
		}
		end = le
		lead := strings.TrimRight(string(t[t.lineStart(start):start]), " \t")
		if strings.HasSuffix(lead, "else") {
			lead = strings.TrimRight(strings.TrimSuffix(lead, "else"), " \t")
		}
		start = t.lineStart(start) + len(lead)
	}
	return textedit.Edit{Start: start, End: end}
}

// InsertBefore inserts content before a structure (before its doc comment
// and decorators), at its indentation, separated from it as the file
// separates siblings there. The empty target inserts at the file's start:
// before its first declaration.
func (e *Editor) InsertBefore(path, tgt, content string, o Options) (*Result, error) {
	return e.insert(path, tgt, content, false, o)
}

// InsertAfter inserts content after a structure, as InsertBefore does. The
// empty target inserts at the end of the file.
func (e *Editor) InsertAfter(path, tgt, content string, o Options) (*Result, error) {
	return e.insert(path, tgt, content, true, o)
}

func (e *Editor) insert(path, tgt, content string, after bool, o Options) (*Result, error) {
	d, s, err := e.resolveFor(path, tgt, content, "give the code to insert")
	if err != nil {
		return nil, err
	}
	res := &Result{Op: "insert_before_structure"}
	if after {
		res.Op = "insert_after_structure"
	}
	if !after && !s.List { // an element of a list on one line takes a new one before it
		if err := d.standsAlone(s, "the target of an insert before it"); err != nil {
			return nil, err
		}
	}
	var ins insertion
	switch {
	case s.IsRoot() && after:
		ins = d.atEnd(content)
	case s.IsRoot():
		ins = d.atStart(content)
	default:
		ins = d.beside(s, content, after)
	}
	warnIndent(res, ins.in)
	res.InsertedAtLine = ins.line
	if !after && !s.IsRoot() {
		start, _ := s.Lines().Ints()
		res.TargetNowAtLine = start + strings.Count(ins.edit.New, "\n")
	}
	out, err := apply(d.text, ins.edit)
	if err != nil {
		return nil, err
	}
	return e.commitOne(d, out, o, res)
}

// reindent prepares content for a place in d indented by indent.
func (d *doc) reindent(content, indent string) reindented {
	content = strings.ReplaceAll(content, "\r\n", "\n")
	st := d.text.style(d.tree.IndentTabs).under(indent, d.tree.IndentTabs)
	return reindent(content, indent, st, target.StringLines(d.path, []byte(content)))
}

// insertion is content placed in a file: the edit, and the line (in the new
// text) where the content starts.
type insertion struct {
	edit textedit.Edit
	line int
	in   reindented
}

// nextTo places content before or after s, set off from s and from the
// sibling beyond it as spacing says.
func (d *doc) nextTo(s *target.Structure, content string, after bool) insertion {
	t := d.text
	r := t.region(s)
	if !after && !r.WholeStart {
		content = inlineContent(content, r.Indent)
	}
	in := d.reindent(content, t.besideIndent(s, r))
	n, far, _ := t.spacing(s, after, content)
	sep := strings.Repeat("\n", n)
	if !after {
		if !r.WholeStart { // an inline structure: `} else {`
			return insertion{textedit.Edit{Start: s.Start, End: s.Start, New: strings.TrimPrefix(in.Text, r.Indent) + r.Indent}, d.tree.LineOf(s.Start), in}
		}
		widen := ""
		if a := t.blankLinesBefore(s.Start); far > a {
			widen = strings.Repeat("\n", far-a)
		}
		return insertion{textedit.Edit{Start: r.Start, End: r.Start, New: widen + in.Text + sep}, d.tree.LineOf(r.Start) + len(widen), in}
	}
	_, endLine := s.Lines().Ints()
	if !r.WholeEnd {
		return insertion{textedit.Edit{Start: s.End, End: s.End, New: "\n" + strings.TrimSuffix(in.Text, "\n")}, endLine + 1, in}
	}
	if r.End == len(t) && (len(t) == 0 || t[len(t)-1] != '\n') {
		return insertion{textedit.Edit{Start: r.End, End: r.End, New: "\n" + sep + strings.TrimSuffix(in.Text, "\n")}, endLine + 1 + len(sep), in}
	}
	widen := ""
	if b := t.blankLinesAfter(s.End); far > b {
		widen = strings.Repeat("\n", far-b)
	}
	return insertion{textedit.Edit{Start: r.End, End: r.End, New: sep + in.Text + widen}, endLine + 1 + len(sep), in}
}

// atStart places content at the file's start: after its header (the
// package clause, imports, directives, and comments or docstrings among
// them) and before everything else; in a file that is all header, at the end.
// Before a list element (a JSON document's first member), with the ","
// the list needs.
func (d *doc) atStart(content string) insertion {
	kids := d.tree.Root.Children
	header := d.headerLines()
	for i, c := range kids {
		if start, _ := c.Lines().Ints(); header[start] {
			continue
		}
		if i == 0 {
			return d.beside(c, content, false)
		}
		return d.afterHeader(kids[i-1], content)
	}
	if len(kids) > 0 {
		return d.afterHeader(kids[len(kids)-1], content)
	}
	return d.atEnd(content)
}

// afterHeader places content after the last line of a file's header; a
// block is set off from the header by a blank line at least.
func (d *doc) afterHeader(last *target.Structure, content string) insertion {
	ins := d.nextTo(last, content, true)
	if strings.Contains(strings.TrimSpace(content), "\n") && !strings.HasPrefix(ins.edit.New, "\n") && d.text.region(last).WholeEnd {
		ins.edit.New = "\n" + ins.edit.New
		ins.line++
	}
	return ins
}

// headerLines are the lines of the file's imports, directives and
// comments, as the outline sees them.
func (d *doc) headerLines() map[int]bool {
	m := d.tree.Model
	lines := map[int]bool{}
	for _, list := range [][]outline.Entry{m.Imports, m.Directives, m.OrphanComments} {
		for _, e := range list {
			for l := e.Range.Start().Int(); l <= e.Range.End().Int(); l++ {
				lines[l] = true
			}
		}
	}
	return lines
}

// atEnd places content at the end of the file, after its last structure;
// after a list element (a JSON document's last member), with the ","
// the list needs.
func (d *doc) atEnd(content string) insertion {
	kids := d.tree.Root.Children
	if len(kids) > 0 {
		return d.beside(kids[len(kids)-1], content, true)
	}
	t := d.text
	in := d.reindent(content, "")
	end := len(t)
	for end > 0 && (t[end-1] == '\n' || t[end-1] == ' ' || t[end-1] == '\t') {
		end--
	}
	lead := ""
	if end > 0 {
		lead = "\n\n"
	}
	line := 1
	if end > 0 {
		line = d.tree.LineOf(end-1) + 2
	}
	return insertion{textedit.Edit{Start: end, End: len(t), New: lead + in.Text}, line, in}
}

// ReplaceText replaces the one occurrence of old inside a structure.
func (e *Editor) ReplaceText(path, tgt, old, new string, o Options) (*Result, error) {
	return e.replaceText(path, tgt, old, new, false, nil, o)
}

// ReplaceAllText replaces every occurrence of old inside a structure; when
// expected is set, the count must equal it.
func (e *Editor) ReplaceAllText(path, tgt, old, new string, expected *int, o Options) (*Result, error) {
	return e.replaceText(path, tgt, old, new, true, expected, o)
}

func (e *Editor) replaceText(path, tgt, old, new string, all bool, expected *int, o Options) (*Result, error) {
	if err := checkContent("new_text", new); err != nil {
		return nil, err
	}
	old = strings.ReplaceAll(old, "\r\n", "\n")
	new = strings.ReplaceAll(new, "\r\n", "\n")
	if old == "" {
		return nil, fault.New(fault.InvalidArgument, "old_text is empty; give the exact text to replace")
	}
	d, s, err := e.resolve(path, tgt)
	if err != nil {
		return nil, err
	}
	res := &Result{Op: "replace_text_in_structure"}
	if all {
		res.Op = "replace_all_text_in_structure"
	}
	// The structure's lines, as read_structure shows them: text copied from
	// there, indentation and final newline included, is found.
	r := d.text.region(s)
	from, to := s.Start, s.End
	if r.WholeStart {
		from = r.Start
	}
	if r.WholeEnd {
		to = r.End
	}
	at := occurrences(d.text, from, to, old)
	first, last := s.Lines().Ints()
	label := s.Target()
	switch {
	case len(at) == 0 && (expected == nil || *expected != 0):
		return nil, d.textNotFound(s, old, label)
	case all && expected != nil && *expected != len(at):
		return nil, fault.New(fault.CountMismatch,
			"old_text occurs %d times in %s (lines %d-%d), not the expected %d; read the structure and adjust expected_count or old_text",
			len(at), label, first, last, *expected).With("expected", *expected).With("found", len(at))
	case len(at) > 1 && !all:
		lines := make([]int, len(at))
		for i, a := range at {
			lines[i] = d.tree.LineOf(a)
		}
		return nil, fault.New(fault.TextAmbiguous,
			"old_text occurs %d times in %s, at %s; include more surrounding text so it occurs once, or use replace_all_text_in_structure",
			len(at), label, joinLines(lines)).With("occurrences", len(at)).With("lines", lines)
	}
	if len(at) == 0 { // expected_count 0, and none found: nothing to do
		zero := 0
		res.TotalReplacements = &zero
		return res, nil
	}
	edits := make([]textedit.Edit, len(at))
	for i, a := range at {
		edits[i] = textedit.Edit{Start: a, End: a + len(old), New: new}
	}
	newText, err := apply(d.text, edits...)
	if err != nil {
		return nil, err
	}
	shift := (len(new) - len(old)) * (len(at) - 1)
	startLine := d.tree.LineOf(at[0])
	endLine := lineOf(newText, at[len(at)-1]+shift+max(len(new)-1, 0))
	res.AffectedLines = lineRangeOf(startLine, endLine)
	if all {
		n := len(at)
		res.TotalReplacements = &n
	}
	warnEmptiedBody(res, d, newText, s)
	return e.commitOne(d, newText, o, res)
}

// textNotFound explains a missing old_text: where it is outside the
// structure, if anywhere.
func (d *doc) textNotFound(s *target.Structure, old, label string) error {
	lines := s.Lines()
	first, last := lines.Ints()
	elsewhere := []int{}
	for _, at := range occurrences(d.text, 0, len(d.text), old) {
		elsewhere = append(elsewhere, d.tree.LineOf(at))
	}
	msg := fmt.Sprintf("old_text does not occur in %s (lines %d-%d)", label, first, last)
	if len(elsewhere) > 0 {
		msg += fmt.Sprintf("; it occurs outside it at %s: target the structure that holds it", joinLines(elsewhere))
	} else {
		msg += "; read the structure and copy the text exactly, white space included"
	}
	return fault.New(fault.TextNotFound, "%s", msg).
		With("structure_lines", lines).With("structure_matched", label).With("elsewhere_lines", elsewhere)
}

// occurrences returns the offsets where old occurs in t[from:to], not
// overlapping, first to last.
func occurrences(t text, from, to int, old string) []int {
	var at []int
	for i := from; ; {
		j := strings.Index(string(t[i:to]), old)
		if j < 0 {
			return at
		}
		at = append(at, i+j)
		i += j + len(old)
	}
}

// apply applies edits made for t. They are planned not to overlap; should
// two still do, the operation is refused and nothing is written.
func apply(t text, edits ...textedit.Edit) ([]byte, error) {
	out, err := textedit.Apply(t, edits)
	if err != nil {
		return nil, fault.Wrap(err, fault.InvalidArgument,
			"the edit and the removal this operation plans overlap (%v); choose a destination farther from the structure", err)
	}
	return out, nil
}

func lineOf(b []byte, off int) int {
	off = min(off, len(b))
	return strings.Count(string(b[:off]), "\n") + 1
}
