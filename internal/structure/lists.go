// This file owns the separators of comma-separated lists (JSON members and
// array elements, Java enum constants, Rust and TypeScript enum variants):
// a delete takes the right "," with the element, an insert adds one, and a
// replacement keeps the list valid whatever separator its content ends
// with. The ";" that ends a Java enum's constants stays where it is.

package structure

import (
	"strings"

	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/textedit"
)

// take is the edits that take s out of its file: a list element with its
// separator (see listRemoval), any other structure as removal says.
func (d *doc) take(s *target.Structure) []textedit.Edit {
	if s.List {
		return d.listRemoval(s)
	}
	return []textedit.Edit{d.removal(s)}
}

// beside places content before or after s: next to a list element with
// the separators the list needs (see listNextTo), else as nextTo says.
func (d *doc) beside(s *target.Structure, content string, after bool) insertion {
	if s.List {
		return d.listNextTo(s, content, after)
	}
	return d.nextTo(s, content, after)
}

// elementContent is content for a list element without the separators it
// may end with: the list's own "," and ";" stay where they are.
func elementContent(content string) string {
	t := strings.TrimRight(content, " \t\r\n")
	for strings.HasSuffix(t, ",") || strings.HasSuffix(t, ";") {
		t = strings.TrimRight(t[:len(t)-1], " \t\r\n")
	}
	return t + content[len(strings.TrimRight(content, " \t\r\n")):]
}

// prevElement returns the element before s in its list, with the "," that
// separates them, or nil.
func prevElement(s *target.Structure) *target.Structure {
	prev, _ := siblings(s)
	if prev == nil || !prev.List || prev.ListAt != s.ListAt || prev.SepStart < 0 || prev.SepEnd > s.Start {
		return nil
	}
	return prev
}

// listRemoval is the edit that takes list element s out: with the "," after
// it, or, for the last element, with the "," before it, so the list stays
// valid and what ends it (a "}" or a ";") stays.
func (d *doc) listRemoval(s *target.Structure) []textedit.Edit {
	t := d.text
	r := t.region(s)
	if s.SepStart >= 0 {
		after := t.lineEnd(s.SepEnd)
		if r.WholeStart && (t.blank(s.SepEnd, after) || d.commentFrom(s.SepEnd, after)) {
			// the element and its "," own their lines, with the comment
			// after them
			return []textedit.Edit{d.wholeLines(s, r.Start, t.nextLine(s.SepEnd))}
		}
		end := s.SepEnd
		for end < len(t) && (t[end] == ' ' || t[end] == '\t') {
			end++
		}
		return []textedit.Edit{{Start: s.Start, End: end}}
	}
	prev := prevElement(s)
	if prev == nil {
		return []textedit.Edit{d.removal(s)}
	}
	if t.blank(prev.SepEnd, t.lineEnd(prev.SepEnd)) && strings.TrimSpace(string(t[prev.SepEnd:s.Start])) == "" {
		// `B,\n  C` -> `B`: what follows C (`;`, `\n}`) follows B now
		return []textedit.Edit{{Start: prev.SepStart, End: s.End}}
	}
	// a comment after the "," or the list on one line: the "," alone, and
	// the element as any other structure
	rem := d.removal(s)
	if !r.WholeStart {
		rem = textedit.Edit{Start: prev.SepEnd, End: s.End}
	}
	return []textedit.Edit{{Start: prev.SepStart, End: prev.SepEnd}, rem}
}

// listNextTo places content, a new element, before or after list element
// s, with the separators the list needs: "," after the new element when
// one follows it, "," after s when s was the last.
func (d *doc) listNextTo(s *target.Structure, content string, after bool) insertion {
	t := d.text
	content = elementContent(content)
	r := t.region(s)
	if !after {
		if !r.WholeStart || d.sharesLine(s) { // `[1, 2]`: before 2; `A, B;`: before A
			in := d.reindent(content, "")
			return insertion{textedit.Edit{Start: s.Start, End: s.Start, New: strings.TrimSuffix(in.Text, "\n") + "," + d.gap(s)}, d.tree.LineOf(s.Start), in}
		}
		return d.nextTo(s, withComma(content), false)
	}
	n, _, _ := t.spacing(s, true, content)
	blank := strings.Repeat("\n", n)
	_, endLine := s.Lines().Ints()
	if s.SepStart >= 0 {
		le := t.lineEnd(s.SepEnd)
		if !r.WholeStart || !t.blank(s.SepEnd, le) && !d.commentFrom(s.SepEnd, le) {
			in := d.reindent(content, "")
			return insertion{textedit.Edit{Start: s.SepEnd, End: s.SepEnd, New: d.gap(s) + strings.TrimSuffix(in.Text, "\n") + ","}, d.tree.LineOf(s.SepEnd), in}
		}
		in := d.reindent(withComma(content), r.Indent)
		at := t.nextLine(s.SepEnd)
		nl := ""
		if at == len(t) && (len(t) == 0 || t[len(t)-1] != '\n') {
			nl = "\n"
		}
		return insertion{textedit.Edit{Start: at, End: at, New: nl + blank + in.Text}, d.tree.LineOf(s.SepEnd) + 1 + n, in}
	}
	if !r.WholeStart {
		in := d.reindent(content, "")
		return insertion{textedit.Edit{Start: s.End, End: s.End, New: "," + d.gap(s) + strings.TrimSuffix(in.Text, "\n")}, endLine, in}
	}
	in := d.reindent(content, r.Indent)
	return insertion{textedit.Edit{Start: s.End, End: s.End, New: ",\n" + blank + strings.TrimSuffix(in.Text, "\n")}, endLine + 1 + n, in}
}

// sharesLine reports whether the element after s starts on the line of
// s's ",".
func (d *doc) sharesLine(s *target.Structure) bool {
	if s.SepStart < 0 {
		return false
	}
	le := d.text.lineEnd(s.SepEnd)
	return !d.text.blank(s.SepEnd, le) && !d.commentFrom(s.SepEnd, le)
}

// gap is the white space the list of s puts after a "," on a line it
// shares with the next element: what follows s's own ",", else the one
// before s; one space when neither tells.
func (d *doc) gap(s *target.Structure) string {
	t := d.text
	sep := s.SepEnd
	if s.SepStart < 0 {
		prev := prevElement(s)
		if prev == nil {
			return " "
		}
		sep = prev.SepEnd
	}
	i := sep
	for i < len(t) && (t[i] == ' ' || t[i] == '\t') {
		i++
	}
	if i < len(t) && t[i] == '\n' {
		return " "
	}
	return string(t[sep:i])
}

// withComma is content with "," after its last character.
func withComma(content string) string {
	t := strings.TrimRight(content, " \t\r\n")
	return t + "," + content[len(t):]
}

// commentFrom reports whether text from off to end is white space then a
// comment (`, // why`).
func (d *doc) commentFrom(off, end int) bool {
	rest := strings.TrimSpace(string(d.text[off:end]))
	return strings.HasPrefix(rest, "//") || strings.HasPrefix(rest, "#") || strings.HasPrefix(rest, "/*")
}
