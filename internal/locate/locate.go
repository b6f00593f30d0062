// This file resolves a Spec to a position or a range: a scope without a
// find is its start (or its whole range), a find is the match's start, a
// marker is its place in the match.

package locate

import (
	"bytes"
	"context"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/textpos"
	"github.com/locus-dev/locus/internal/workspace"
)

// Locator resolves Specs against the files of a workspace.
type Locator struct {
	Root *workspace.Root
	// Context bounds the parses of a call: when it ends (the request is
	// cancelled) a parse under way stops. Nil means none.
	Context context.Context
	// Trees keeps the trees of the files located in: the workspace
	// session's. Nil keeps none.
	Trees *target.Cache
}

// Point is a 1-based line and code-point column, with the same position as
// LSP sends it (0-based line, UTF-16 character).
type Point struct {
	Line   int                 `json:"line"`
	Column int                 `json:"column"`
	LSP    textpos.LSPPosition `json:"lsp"`
}

// Result is a located position (Start) or range (Start to End, End just
// past the last character).
type Result struct {
	Path  string `json:"path"`
	Start Point  `json:"start"`
	End   *Point `json:"end,omitempty"`
	// Matches is how many times the find matched in the scope, and Index
	// which match this is (1-based); both 0 without a find.
	Matches int `json:"matches"`
	Index   int `json:"index"`
	// Scope says what the scope was: "file", "lines 10-20", or the symbol's target.
	Scope string `json:"scope"`
	// SourceLine is the line of Start, for the caret display.
	SourceLine string `json:"source_line"`
}

// span is a located place as byte offsets of the file's text.
type span struct {
	start, end     int
	matches, index int
	scope          string
}

// Locate returns the position a Spec names.
func (l *Locator) Locate(spec Spec) (*Result, error) { return l.resolve(spec, false) }

// LocateRange returns the range a Spec names: the matched text, or, for a
// symbol scope without find, the symbol's whole range, and for a line
// scope without find, the lines.
func (l *Locator) LocateRange(spec Spec) (*Result, error) { return l.resolve(spec, true) }

func (l *Locator) resolve(spec Spec, wantRange bool) (*Result, error) {
	if spec.Scope.IsZero() && !spec.HasFind {
		return nil, fault.New(fault.InvalidArgument,
			"locate names neither a scope nor a find; add a symbol or line scope (file.py:MyClass, file.py:42) or a find (file.py@return <|>x)")
	}
	if !utf8.ValidString(spec.Find) {
		return nil, fault.New(fault.InvalidArgument, "find is not valid UTF-8 text; send the text as it is in the file")
	}
	f, err := l.Root.ReadFile(spec.Path)
	if err != nil {
		return nil, err
	}
	text := f.Text
	start, end, label, natural, err := l.scope(f, spec.Scope)
	if err != nil {
		return nil, err
	}
	var sp span
	if findText, at := splitMarker(spec.Find); spec.HasFind && (findText != "" || at >= 0) {
		sp, err = find(text, start, end, findText, at, spec.FindIndex, wantRange)
		if err != nil {
			return nil, notFound(f.Path.Rel(), text, start, end, label, spec.Find, findText, err)
		}
	} else {
		if spec.FindIndex > 1 {
			return nil, fault.New(fault.InvalidArgument, "find_index is %d but there is no find; add a find pattern or leave out find_index", spec.FindIndex)
		}
		sp = span{start: natural, end: natural}
		if wantRange {
			sp.start, sp.end = start, end
		}
	}
	sp.scope = label
	return point(f.Path.Rel(), text, sp, wantRange), nil
}

// columnAt is the offset of the col-th character (1-based) of the line
// text[start:end], or its end (col one past its last character).
func columnAt(text []byte, start, end, col int) (int, bool) {
	at := start
	for i := 1; i < col; i++ {
		if at >= end {
			return 0, false
		}
		_, n := utf8.DecodeRune(text[at:end])
		at += n
	}
	return at, at <= end
}

// scope returns the byte range a scope covers in text, its label, and its
// natural position (a symbol's name, a line's first non-blank character).
func (l *Locator) scope(f *workspace.File, sc Scope) (start, end int, label string, natural int, err error) {
	text := f.Text
	switch {
	case sc.Lines != nil:
		m := textpos.NewMapper(text)
		first, last := sc.Lines.Start(), sc.Lines.End()
		total := max(textpos.LineTotal(text), 1)
		if first.Int() > total {
			return 0, 0, "", 0, fault.New(fault.InvalidArgument, "line %d is past the end of %s, which has %d lines; send a line from 1 to %d",
				first.Int(), f.Path.Rel(), total, total)
		}
		if last.Int() > total {
			last, _ = textpos.NewLine(total)
		}
		start, _ = m.LineStart(first)
		end, _ = m.LineEnd(last)
		natural = start
		for natural < end && (text[natural] == ' ' || text[natural] == '\t') {
			natural++
		}
		label = "line " + first.String()
		if sc.Column > 0 {
			at, ok := columnAt(text, start, end, sc.Column)
			if !ok {
				return 0, 0, "", 0, fault.New(fault.InvalidArgument, "column %d is past the end of line %d of %s, which has %d characters; send a column from 1 to %d",
					sc.Column, first.Int(), f.Path.Rel(), utf8.RuneCount(text[start:end]), utf8.RuneCount(text[start:end])+1)
			}
			return start, end, label + ", column " + strconv.Itoa(sc.Column), at, nil
		}
		if last != first {
			label = "lines " + first.String() + "-" + last.String()
		}
		return start, end, label, natural, nil
	case sc.Symbol != nil:
		ctx := l.Context
		if ctx == nil {
			ctx = context.Background()
		}
		tree, err := l.Trees.Build(ctx, f.Path.Rel(), text)
		if err != nil {
			return 0, 0, "", 0, err
		}
		s, err := tree.ResolvePlace(sc.target())
		if err != nil {
			return 0, 0, "", 0, err
		}
		natural = s.Start
		if len(s.Heads) > 0 {
			natural = s.Heads[0]
		}
		if sym := s.Symbol; sym != nil {
			if off, oerr := textpos.NewMapper(text).PositionOffset(sym.SelectionRange.Start()); oerr == nil {
				natural = off
				if i := strings.LastIndex(sym.Name, "::"); i >= 0 && bytes.HasPrefix(text[off:], []byte(sym.Name)) {
					// Foo::bar, RDoc::Markup::ToHtml: the name's last part is
					// the symbol's, the parts before name its scope
					natural = off + i + 2
				}
			}
		}
		return s.Start, s.End, s.Target(), natural, nil
	}
	return 0, len(text), "file", 0, nil
}

// findError is a find that matched nothing: how far it got.
type findError struct {
	matched string // the longest prefix of the pattern that matches
	at      int    // where it matches (byte offset), or -1
	next    string // the token that did not follow
	index   int    // a find_index past the matches
	count   int
}

func (e *findError) Error() string { return "no match" }

// find matches a pattern in text[start:end] and returns the index-th match
// (1-based; 0 is the first).
func find(text []byte, start, end int, findText string, at, index int, wantRange bool) (span, error) {
	if findText == "" { // only a marker: the start of the scope
		if index > 1 {
			return span{}, &findError{at: -1, index: index, count: 1}
		}
		return span{start: start, end: start, matches: 1, index: 1}, nil
	}
	p := compile(findText, at)
	scope := text[start:end]
	all := p.re.FindAllSubmatchIndex(scope, -1)
	if index == 0 {
		index = 1
	}
	if len(all) == 0 || index > len(all) {
		fe := &findError{at: -1, index: index, count: len(all)}
		if len(all) == 0 {
			fe.matched, fe.at, fe.next = longestPrefix(p.tokens, scope)
			if fe.at >= 0 {
				fe.at += start
			}
		}
		return span{}, fe
	}
	m := all[index-1]
	sp := span{start: start + m[0], end: start + m[1], matches: len(all), index: index}
	if !wantRange && p.marked {
		sp.start = start + m[2]
		sp.end = sp.start
	}
	return sp, nil
}

// longestPrefix finds the longest run of the pattern's first tokens that
// matches in scope, and the token after it. A prefix of a matching prefix
// matches too, so a binary search needs few tries.
func longestPrefix(toks []token, scope []byte) (matched string, at int, next string) {
	prefix := func(n int) string {
		var b strings.Builder
		for _, t := range toks[:n] {
			b.WriteString(t.text)
		}
		return b.String()
	}
	lo, hi, loAt := 0, len(toks)-1, -1 // prefix lo matches (0 trivially); hi is the longest to try
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if loc := compile(prefix(mid), -1).re.FindIndex(scope); loc != nil {
			lo, loAt = mid, loc[0]
		} else {
			hi = mid - 1
		}
	}
	if lo == 0 {
		return "", -1, ""
	}
	if loAt < 0 {
		loAt = compile(prefix(lo), -1).re.FindIndex(scope)[0]
	}
	return prefix(lo), loAt, toks[lo].text
}

// point converts a span to a Result.
func point(path string, text []byte, sp span, wantRange bool) *Result {
	m := textpos.NewMapper(text)
	res := &Result{Path: path, Start: toPoint(m, sp.start), Matches: sp.matches, Index: sp.index, Scope: sp.scope}
	if wantRange {
		e := toPoint(m, sp.end)
		res.End = &e
	}
	ls := sp.start
	for ls > 0 && text[ls-1] != '\n' {
		ls--
	}
	le := ls
	for le < len(text) && text[le] != '\n' {
		le++
	}
	res.SourceLine = string(text[ls:le])
	return res
}

func toPoint(m *textpos.Mapper, off int) Point {
	p, err := m.OffsetPosition(off)
	if err != nil {
		return Point{Line: 1, Column: 1}
	}
	lsp, _ := m.PositionLSP(p, textpos.UTF16)
	return Point{Line: p.Line().Int(), Column: p.Column().Int(), LSP: lsp}
}

// notFound explains a find that matched nothing: the scope that was
// searched, how far the pattern got, and the lines most like it.
func notFound(path string, text []byte, start, end int, label, rawFind, findText string, err error) error {
	fe, ok := err.(*findError)
	if !ok {
		return err
	}
	lineOf := func(off int) int { return strings.Count(string(text[:off]), "\n") + 1 }
	where := path
	if label != "file" {
		where = label + " in " + path
	}
	if fe.count > 0 {
		return fault.New(fault.LocateNotFound,
			"find %q matches %d times in %s, so there is no match %d; send a find_index from 1 to %d",
			rawFind, fe.count, where, fe.index, fe.count).
			With("path", path).With("scope", label).With("matches", fe.count)
	}
	msg := fmt.Sprintf("find %q does not match in %s", rawFind, where)
	if fe.matched != "" {
		next := fmt.Sprintf("%q", fe.next)
		if strings.TrimSpace(fe.next) == "" {
			next = "white space"
		}
		msg += fmt.Sprintf("; its start %q matches at line %d, but %s does not follow", fe.matched, lineOf(fe.at), next)
	}
	cands := closestLines(text, start, end, findText, 3)
	if len(cands) > 0 {
		var parts []string
		for _, c := range cands {
			parts = append(parts, fmt.Sprintf("%d: %s", c.Line, c.Text))
		}
		msg += "; the closest lines: " + strings.Join(parts, " | ") + "; copy the text from one of them, or widen the scope"
	} else if fe.matched == "" {
		msg += ", and no line there resembles it; widen the scope, or check its lines or the find"
	} else {
		msg += "; widen the scope, or check the find"
	}
	return fault.New(fault.LocateNotFound, "%s", msg).
		With("path", path).With("scope", label).With("matched_prefix", fe.matched).
		With("candidates", cands)
}

// Candidate is a line of the scope that resembles the find.
type Candidate struct {
	Line int    `json:"line"`
	Text string `json:"text"`
}

// closestLines ranks the scope's lines by how many of the find's words
// they hold, then by how close their text is, and returns the best n.
func closestLines(text []byte, start, end int, findText string, n int) []Candidate {
	var words []string
	for _, t := range tokenize(findText) {
		if t.kind == word {
			words = append(words, t.text)
		}
	}
	type scored struct {
		c     Candidate
		score int
	}
	var all []scored
	line := strings.Count(string(text[:start]), "\n") + 1
	for _, l := range strings.Split(string(text[start:end]), "\n") {
		trimmed := strings.TrimSpace(l)
		score := 0
		for _, w := range words {
			if strings.Contains(l, w) {
				score += len(w)
			}
		}
		if score > 0 && trimmed != "" {
			all = append(all, scored{Candidate{line, trimmed}, score})
		}
		line++
	}
	for i := 1; i < len(all); i++ { // insertion sort: stable, by score
		for j := i; j > 0 && all[j].score > all[j-1].score; j-- {
			all[j], all[j-1] = all[j-1], all[j]
		}
	}
	out := []Candidate{}
	for i := 0; i < len(all) && i < n; i++ {
		out = append(out, all[i].c)
	}
	return out
}
