// This file holds the layout rules of the operations: which bytes a
// structure occupies, how content is re-indented for its destination, and
// how many blank lines separate siblings.

package structure

import (
	"bytes"
	"regexp"
	"strings"

	"github.com/locus-dev/locus/internal/target"
)

// text is a file's normalised text ("\n" line endings) with line helpers.
type text []byte

func (t text) lineStart(off int) int {
	for off > 0 && t[off-1] != '\n' {
		off--
	}
	return off
}

// lineEnd returns the offset of the "\n" that ends off's line, or len(t).
func (t text) lineEnd(off int) int {
	for off < len(t) && t[off] != '\n' {
		off++
	}
	return off
}

// nextLine returns the offset of the line after off's line (len(t) at the end).
func (t text) nextLine(off int) int { return min(t.lineEnd(off)+1, len(t)) }

func (t text) blank(from, to int) bool {
	for _, b := range t[from:to] {
		if b != ' ' && b != '\t' && b != '\r' {
			return false
		}
	}
	return true
}

func (t text) indentAt(lineStart int) string {
	i := lineStart
	for i < len(t) && (t[i] == ' ' || t[i] == '\t') {
		i++
	}
	return string(t[lineStart:i])
}

// dashed reports whether the text before a structure on its line is the
// dashes of sequence items and white space only (`  - `, `- - `).
func dashed(lead string) bool {
	return strings.Contains(lead, "- ") && strings.Trim(lead, " -") == "" && strings.HasSuffix(lead, " ")
}

// region is the bytes a structure occupies. When only white space stands
// before it on its first line, the region starts at the line start (Whole
// start); when only white space follows it on its last line, the region ends
// after the newline (Whole end). Indent is the indentation of its first line.
type region struct {
	Start, End           int
	WholeStart, WholeEnd bool
	Indent               string
}

func (t text) region(s *target.Structure) region {
	if s.IsRoot() {
		return region{Start: 0, End: len(t), WholeStart: true, WholeEnd: true}
	}
	r := region{Start: s.Start, End: s.End}
	ls := t.lineStart(s.Start)
	r.Indent = t.indentAt(ls)
	if lead := string(t[ls:s.Start]); dashed(lead) {
		// The first key of a YAML sequence item (`- name: x`): its
		// siblings stand under it, past the dash.
		r.Indent = strings.Repeat(" ", len(lead))
	}
	if t.blank(ls, s.Start) {
		r.Start, r.WholeStart = ls, true
	}
	if le := t.lineEnd(s.End); t.blank(s.End, le) {
		r.End, r.WholeEnd = t.nextLine(s.End), true
		if le == len(t) {
			r.End = len(t)
		}
	}
	return r
}

// besideIndent is the indentation of content placed beside s: s's own,
// unless s is a statement set one step out of the symbols of its level,
// which all share a deeper indentation (Ruby's `private` and `protected`
// among methods): then theirs, since the content joins the symbols.
func (t text) besideIndent(s *target.Structure, r region) string {
	if s.Symbol != nil || !r.WholeStart || s.Parent == nil {
		return r.Indent
	}
	level, n := "", 0
	for _, c := range s.Parent.Children {
		if c.Symbol == nil {
			continue
		}
		cr := t.region(c)
		if !cr.WholeStart || n > 0 && cr.Indent != level {
			return r.Indent
		}
		level, n = cr.Indent, n+1
	}
	if n < 2 || len(level) <= len(r.Indent) || !strings.HasPrefix(level, r.Indent) {
		return r.Indent
	}
	return level
}

// blankLinesBefore counts the blank lines just above the line at off.
func (t text) blankLinesBefore(off int) int {
	n := 0
	for ls := t.lineStart(off); ls > 0; n++ {
		prev := t.lineStart(ls - 1)
		if !t.blank(prev, ls-1) {
			break
		}
		ls = prev
	}
	return n
}

// blankLinesAfter counts the blank lines just below the line at off.
func (t text) blankLinesAfter(off int) int {
	n := 0
	for next := t.nextLine(off); next < len(t); next = t.nextLine(next) {
		le := t.lineEnd(next)
		if !t.blank(next, le) {
			break
		}
		n++
		if le == len(t) {
			break
		}
	}
	return n
}

// siblings returns the structures before and after s under its parent. A
// list item's siblings are the items of its list, not the paragraph after
// it; an element of a comma-separated list has the elements of its own list
// as siblings (the members of one object of a JSON array, not the next one's).
func siblings(s *target.Structure) (prev, next *target.Structure) {
	if s.IsRoot() {
		return nil, nil
	}
	kids := s.Parent.Children
	for i, c := range kids {
		if c == s {
			if i > 0 {
				prev = kids[i-1]
			}
			if i+1 < len(kids) {
				next = kids[i+1]
			}
		}
	}
	if s.List {
		if prev != nil && prev.ListAt != s.ListAt {
			prev = nil
		}
		if next != nil && next.ListAt != s.ListAt {
			next = nil
		}
	}
	if s.Kind == "list_item" {
		if prev != nil && prev.Kind != s.Kind {
			prev = nil
		}
		if next != nil && next.Kind != s.Kind {
			next = nil
		}
	}
	return prev, next
}

// spacing is how content inserted next to s is set off: near is the
// blank lines between s and the content; far, those between the content
// and the sibling beyond it (-1 when there is none). Both come from the
// neighbours at the insertion point first: the blank lines already
// between s and that sibling, on both sides of the content; but content
// like s (one line each, or several each) and unlike the sibling beyond
// joins the group of s, spaced as s is from its other neighbour when that
// one is alike too (never wider than the blank lines already there). The
// elements of a comma-separated list are one group.
//
// At the start of its level, content takes the place of s as the first,
// spaced from s as s is from the next. At the end, it takes the spacing
// between s and the one before when the three are alike (one line each,
// or several each); else the file's most common spacing between siblings
// of its kind (two blocks, a block and a one-line structure, or two
// one-line structures), at the level of s, then at the top level: a
// function appended after the statements that end a script is spaced as
// the script's functions are. With nothing to learn from, it is the blank
// lines on that side of s (on the other side at the start or end of the
// file), at least one for a block at the file's edge or inside a class or
// function. It also says whether the content spans several lines.
func (t text) spacing(s *target.Structure, after bool, content string) (near, far int, multi bool) {
	prev, next := siblings(s)
	multi = strings.Contains(strings.TrimSpace(content), "\n")
	if s.Kind == "list_item" && !listItem.MatchString(content) {
		// A paragraph, a heading or a code block beside a Markdown list item
		// is no item of its list: it is set off from the list as the list
		// is from its neighbour on that side, by a blank line at least (a
		// paragraph right after an item would continue it).
		near, beyond := t.blankLinesBefore(s.Start), s.Parent.Children[0] != s
		if after {
			near, beyond = t.blankLinesAfter(s.End), s.Parent.Children[len(s.Parent.Children)-1] != s
		}
		near = max(near, 1)
		if !beyond {
			return near, -1, multi
		}
		return near, near, multi
	}
	beyond, other := next, prev // the sibling past the insertion point, and the one on the other side of s
	gapOther := func() int { return t.blankLinesBefore(s.Start) }
	existing := func() int { return t.blankLinesAfter(s.End) }
	if !after {
		beyond, other = prev, next
		gapOther, existing = existing, gapOther
	}
	// the elements of a list are one group whatever their lines
	group := other != nil && (s.List || spans(s) == multi && spans(other) == multi)
	switch {
	case beyond != nil && group && !s.List && spans(beyond) != multi:
		return min(gapOther(), existing()), existing(), multi
	case beyond != nil:
		return existing(), existing(), multi
	case group, !after && other != nil:
		// content put first in its level takes the place of s, spaced
		// from it as s is from the next
		return gapOther(), -1, multi
	}
	block := multi || spans(s)
	nested := datum(s) && !s.Parent.IsRoot() // a nested key or item of data
	if other != nil {
		if n, ok := t.levelSpacing(s.Parent, block); ok {
			return n, -1, multi
		}
		// data nests without the blank lines between top-level keys
		if root := s.Parent; !root.IsRoot() && !nested {
			for !root.IsRoot() {
				root = root.Parent
			}
			if n, ok := t.levelSpacing(root, block); ok {
				return n, -1, multi
			}
		}
	}
	// Nothing to learn from: the blank lines on that side of s, or, where
	// that side is the start or end of the file, on the other; a block gets
	// at least one there, and inside a class or function (not a key or item
	// of data). A nested key or item of data with no sibling gets none: the
	// blank lines beside it are its parent's spacing (the blank line after a
	// job's last key).
	near, far = t.blankLinesBefore(s.Start), t.blankLinesAfter(s.End)
	edge := len(bytes.TrimSpace(t[:t.lineStart(s.Start)])) == 0
	if after {
		near, far = far, near
		edge = len(bytes.TrimSpace(t[t.lineEnd(s.End):])) == 0
	}
	if edge || other != nil {
		near = far
	}
	if nested && other == nil {
		near = 0
	}
	if block && (edge || !s.Parent.IsRoot()) && !s.List && !datum(s) {
		near = max(near, 1)
	}
	return near, -1, multi
}

// listItem matches content that starts with a Markdown list item's marker.
var listItem = regexp.MustCompile(`^\s*([-+*]|[0-9]{1,9}[.)])([ \t]|\n|$)`)

// spans reports whether a structure spans several lines.
func spans(s *target.Structure) bool { a, b := s.Lines().Ints(); return a != b }

// levelSpacing is the most common number of blank lines between two
// siblings among the children of parent that stand on lines of their own
// with only blank lines between them: between two blocks (structures over
// several lines) when block is set, else between a block and a one-line
// structure; between two one-line structures when block is not set. The
// fewer lines wins a tie. It is false when no pair is of that kind.
func (t text) levelSpacing(parent *target.Structure, block bool) (int, bool) {
	kinds := [][2]bool{{false, false}} // the pairs counted: whether each spans lines
	if block {
		kinds = [][2]bool{{true, true}, {true, false}}
	}
	for _, k := range kinds {
		if n, ok := t.commonGap(parent.Children, k); ok {
			return n, true
		}
	}
	return 0, false
}

// commonGap is levelSpacing's count over the pairs of kids of one kind.
func (t text) commonGap(kids []*target.Structure, kind [2]bool) (int, bool) {
	counts := map[int]int{}
	for i := 1; i < len(kids); i++ {
		a, b := kids[i-1], kids[i]
		if a.List || b.List || b.Start < a.End {
			continue
		}
		if x, y := spans(a), spans(b); !(x == kind[0] && y == kind[1] || x == kind[1] && y == kind[0]) {
			continue
		}
		from, to := t.nextLine(a.End), t.lineStart(b.Start)
		if from > to || !t.blank(t.lineStart(a.Start), a.Start) || !t.blank(a.End, t.lineEnd(a.End)) {
			continue
		}
		n := 0
		for ls := from; ls < to; ls = t.nextLine(ls) {
			if !t.blank(ls, t.lineEnd(ls)) {
				n = -1
				break
			}
			n++
		}
		if n >= 0 {
			counts[n]++
		}
	}
	best, most := 0, 0
	for n, c := range counts {
		if c > most || c == most && n < best {
			best, most = n, c
		}
	}
	return best, most > 0
}

// datum reports whether s is a key of a data file (JSON, YAML, TOML) or
// an item of a YAML sequence.
func datum(s *target.Structure) bool {
	return s.Kind == "key" || s.Kind == "block_sequence_item"
}

// indentStyle is how a file indents: with tabs, or with Width spaces a level.
type indentStyle struct {
	Tabs  bool
	Width int
	Known bool // the file has indented lines to learn from
}

// style learns a file's indentation: tabs when most indented lines start
// with a tab, else the most common step between a line and a deeper one.
// A language whose rules say tabs (Go) is tabs whatever its strings hold.
func (t text) style(alwaysTabs bool) indentStyle {
	if alwaysTabs {
		return indentStyle{Tabs: true, Width: 4, Known: true}
	}
	tabs, spaces := 0, 0
	steps := map[int]int{}
	prev := 0
	for ls := 0; ls < len(t); ls = t.nextLine(ls) {
		le := t.lineEnd(ls)
		if t.blank(ls, le) {
			if le == len(t) {
				break
			}
			continue
		}
		ind := t.indentAt(ls)
		switch {
		case strings.HasPrefix(ind, "\t"):
			tabs++
		case ind != "":
			spaces++
		}
		if w := len(ind); !strings.Contains(ind, "\t") {
			if w > prev {
				steps[w-prev]++
			}
			prev = w
		}
		if le == len(t) {
			break
		}
	}
	st := indentStyle{Tabs: tabs > 0 && tabs >= spaces, Width: 4, Known: tabs+spaces > 0}
	best := 0
	for w, n := range steps {
		if n > best || n == best && w < st.Width {
			st.Width, best = w, n
		}
	}
	return st
}

// under is the style of content nested under a line indented by indent:
// the indentation goes on as that line's does, tabs after tabs and spaces
// after spaces, whatever most of the file uses (a file that mixes the two
// has places of each, and content put back where it was read keeps its
// bytes). A line at the top level, or indented with both, leaves the
// file's style; so does a language whose rules say tabs.
func (st indentStyle) under(indent string, alwaysTabs bool) indentStyle {
	if alwaysTabs || indent == "" {
		return st
	}
	switch strings.Trim(indent, " ") {
	case "": // spaces only
		st.Tabs = false
	case indent: // tabs only
		st.Tabs = true
	}
	return st
}

// reindented is content made ready for a destination.
type reindented struct {
	Text         string // the lines, each ending in "\n"
	Lines        int
	Inconsistent *indentIssue
}

type indentIssue struct {
	Line     int
	Expected string
	Actual   string
	mixed    bool // the content mixes tabs and spaces
}

// reindent prepares content ("\n" line endings) for a destination indented
// by indent in a file indented in style st. Lines in verbatim (1-based) are inside multi-line
// strings and are kept exactly as they are. Content comes at zero indent; should it come
// indented, the first line's indentation is taken off every line first.
// Relative indentation is kept, converted to st's tabs or spaces (the
// destination's, see under), unless the content mixes the two.
// Blank lines at its start and end are dropped; a blank line inside keeps
// its white space only when every other line comes out as it came in
// (content put back where it was read), and is emptied otherwise.
func reindent(content, indent string, st indentStyle, verbatim map[int]bool) reindented {
	lines := strings.Split(content, "\n")
	skipped := 0
	for len(lines) > 0 && strings.TrimSpace(lines[0]) == "" {
		lines = lines[1:]
		skipped++
	}
	for len(lines) > 0 && strings.TrimSpace(lines[len(lines)-1]) == "" {
		lines = lines[:len(lines)-1]
	}
	var out reindented
	if len(lines) == 0 {
		return out
	}
	base := leading(lines[0])
	var code []string // the lines outside multi-line strings
	for i, l := range lines {
		if !verbatim[i+1+skipped] {
			code = append(code, l)
		}
	}
	unit := contentUnit(code, base)
	if contentTabs(code, base) == st.Tabs || mixedIndent(code) {
		// the content indents as the file does, or with tabs on some lines
		// and spaces on others, which no one conversion serves: keep it as
		// it is
		st.Known = false
	}
	var b strings.Builder
	sawTabs, sawSpaces := false, false
	unchanged := true // every line so far is written as it came
	var blanks []int  // the offsets in b where a blank line's white space would go
	for i, l := range lines {
		if strings.TrimSpace(l) == "" && !verbatim[i+1+skipped] {
			blanks = append(blanks, b.Len())
			b.WriteByte('\n')
			continue
		}
		if verbatim[i+1+skipped] {
			// Inside a multi-line string: its text is the string's value.
			b.WriteString(l)
			b.WriteByte('\n')
			continue
		}
		lead := leading(l)
		rel, ok := strings.CutPrefix(lead, base)
		if !ok {
			// Less indented than the first line: the inside of a multi-line
			// string, or a mistake. Either way it is kept as it is.
			if out.Inconsistent == nil {
				out.Inconsistent = &indentIssue{Line: i + 1, Expected: base, Actual: lead}
			}
			b.WriteString(l)
			b.WriteByte('\n')
			continue
		}
		sawTabs = sawTabs || strings.Contains(rel, "\t")
		sawSpaces = sawSpaces || strings.Contains(rel, " ")
		if sawTabs && sawSpaces && out.Inconsistent == nil {
			out.Inconsistent = &indentIssue{Line: i + 1, Expected: "tabs or spaces", Actual: lead, mixed: true}
		}
		now := indent + convert(rel, unit, st)
		unchanged = unchanged && now == lead
		b.WriteString(now)
		b.WriteString(l[len(lead):])
		b.WriteByte('\n')
	}
	out.Text = b.String()
	if unchanged && len(blanks) > 0 {
		out.Text = keepBlanks(out.Text, blanks, lines, skipped, verbatim)
	}
	out.Lines = len(lines)
	return out
}

// keepBlanks puts back the white space of the blank lines of lines (those
// outside multi-line strings) at the offsets in text where reindent wrote
// them empty, in order.
func keepBlanks(text string, at []int, lines []string, skipped int, verbatim map[int]bool) string {
	var b strings.Builder
	prev, k := 0, 0
	for i, l := range lines {
		if strings.TrimSpace(l) != "" || verbatim[i+1+skipped] {
			continue
		}
		b.WriteString(text[prev:at[k]])
		b.WriteString(l)
		prev = at[k]
		k++
	}
	b.WriteString(text[prev:])
	return b.String()
}

// contentTabs reports whether the content indents with tabs: its first
// relative indentation starts with one.
func contentTabs(lines []string, base string) bool {
	for _, l := range lines {
		if rel, ok := strings.CutPrefix(leading(l), base); ok && rel != "" && strings.TrimSpace(l) != "" {
			return strings.HasPrefix(rel, "\t")
		}
	}
	return strings.HasPrefix(base, "\t")
}

// mixedIndent reports whether some of the lines are indented with a tab
// and others with a space.
func mixedIndent(lines []string) bool {
	tabs, spaces := false, false
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		switch lead := leading(l); {
		case strings.HasPrefix(lead, "\t"):
			tabs = true
		case lead != "":
			spaces = true
		}
	}
	return tabs && spaces
}

func leading(l string) string { return l[:len(l)-len(strings.TrimLeft(l, " \t"))] }

// contentUnit is the content's own indentation step in spaces.
func contentUnit(lines []string, base string) int {
	unit := 0
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		rel, ok := strings.CutPrefix(leading(l), base)
		if !ok || rel == "" || strings.Contains(rel, "\t") {
			continue
		}
		if unit == 0 || len(rel) < unit {
			unit = len(rel)
		}
	}
	if unit == 0 {
		unit = 4
	}
	return unit
}

// convert rewrites relative indentation in the file's style: spaces become
// tabs in a file indented with tabs, tabs become spaces in one indented with
// spaces. Spaces stay as they are in a file of spaces, whatever their width.
func convert(rel string, unit int, st indentStyle) string {
	if rel == "" || !st.Known {
		return rel
	}
	if st.Tabs {
		if !strings.Contains(rel, " ") {
			return rel
		}
		tabs := strings.Count(rel, "\t")
		spaces := strings.Count(rel, " ")
		return strings.Repeat("\t", tabs+spaces/unit) + strings.Repeat(" ", spaces%unit)
	}
	return strings.ReplaceAll(rel, "\t", strings.Repeat(" ", st.Width))
}
