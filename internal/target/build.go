// This file builds a file's structure tree from one parse: the outline
// model gives the symbols, the syntax tree the statements around them.

package target

import (
	"bytes"
	"context"
	"io/fs"
	"slices"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/outline"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/textpos"
)

// Build parses text, in the language of path, and returns its structures.
// Text uses "\n" line endings, as workspace.File.Text does.
//
// Build keeps nothing: a caller that builds the same files again and again
// (a workspace's tools) builds through its session's Cache instead. When
// ctx ends (the request is cancelled) a parse under way stops.
func Build(ctx context.Context, path string, text []byte) (*Tree, error) {
	return build(ctx, nil, path, text)
}

// build is Build through c (nil: none).
func build(ctx context.Context, c *Cache, path string, text []byte) (*Tree, error) {
	lang, why, err := language(ctx, path, text)
	if err != nil {
		return nil, err
	}
	if t := c.cached(path, text, lang.Name(), why); t != nil {
		return t, nil
	}
	text = bytes.Clone(text) // the tree is kept and shared: it owns its text
	t := &Tree{Path: path, Text: text, lineStarts: lineStarts(text), IndentTabs: lang.Rules.IndentTabs, cache: c,
		bySymbol: map[*outline.Symbol]*Structure{}}
	err = c.trees().Parse(ctx, lang, path, text, func(root syntax.Node) error {
		t.Model = outline.FromTree(lang, path, text, root)
		t.Model.LanguageWhy = why
		b := newBuilder(t, &lang.Rules)
		t.Root = &Structure{Kind: "file", End: len(text), tree: t}
		syms := t.Model.Symbols
		if lang.Rules.Sections {
			syms = flatten(syms)
		}
		t.Root.Children = b.container(root, b.refs(syms), t.Root)
		if lang.Rules.Sections {
			nest(t.Root)
		}
		return nil
	})
	if err != nil {
		return nil, fault.Wrap(err, fault.ParserFailed, "%s could not be parsed as %s: %v", path, lang.Name(), err)
	}
	c.remember(t)
	return t, nil
}

// Model returns the outline model of text in the language of path, as
// Build's tree holds it: the model of the tree c keeps for exactly this
// text, or else the model alone, parsed without the structures around it
// (a skeleton needs no more). Model keeps no tree of its own.
func (c *Cache) Model(ctx context.Context, path string, text []byte) (*outline.File, error) {
	lang, why, err := language(ctx, path, text)
	if err != nil {
		return nil, err
	}
	if t := c.cached(path, text, lang.Name(), why); t != nil {
		return t.Model, nil
	}
	var m *outline.File
	err = c.trees().Parse(ctx, lang, path, text, func(root syntax.Node) error {
		m = outline.FromTree(lang, path, text, root)
		m.LanguageWhy = why
		return nil
	})
	if err != nil {
		return nil, fault.Wrap(err, fault.ParserFailed, "%s could not be parsed as %s: %v", path, lang.Name(), err)
	}
	return m, nil
}

// ParseErrors returns the lines each syntax error of text, in the language
// of path, spans; none is an empty list. It parses as Build does, and no more.
func ParseErrors(ctx context.Context, path string, text []byte) ([]textpos.LineRange, error) {
	return parseErrors(ctx, nil, path, text)
}

// parseErrors is ParseErrors through c (nil: none).
func parseErrors(ctx context.Context, c *Cache, path string, text []byte) ([]textpos.LineRange, error) {
	lang, _, err := language(ctx, path, text)
	if err != nil {
		return nil, err
	}
	var lines []textpos.LineRange
	err = c.trees().Parse(ctx, lang, path, text, func(root syntax.Node) error {
		lines = outline.ErrorSpansWithRegions(root)
		return nil
	})
	if err != nil {
		return nil, fault.Wrap(err, fault.ParserFailed, "%s could not be parsed as %s: %v", path, lang.Name(), err)
	}
	return lines, nil
}

// language chooses the language of path (see syntax.Choose), and says why
// when its extension alone did not decide.
func language(ctx context.Context, path string, text []byte) (*syntax.Language, string, error) {
	c := syntax.Choose(ctx, path, text)
	if c.Lang == nil {
		return nil, "", fault.New(fault.LanguageUnsupported,
			"%s is not in a language with structures (%s); read or edit it as plain text instead",
			path, strings.Join(syntax.Names(), ", ")).With("file", path).With("supported", syntax.Names())
	}
	return c.Lang, c.Why, nil
}

// WithWorkspace returns a context in which the language of a file whose
// extension two languages share (a ".h" header) may be chosen by the
// workspace's settings and folders as well as by the file's text; fsys is
// the workspace root, and paths are relative to it.
func WithWorkspace(ctx context.Context, fsys fs.FS) context.Context {
	return syntax.WithProject(ctx, fsys)
}

type builder struct {
	t       *Tree
	m       *textpos.Mapper
	rules   *syntax.Rules
	blocks  map[string]bool
	clauses map[string]bool
	skip    map[string]bool // comments, attributes and continuations: never structures of their own
	cont    map[string]bool // continuations: parts of the statement before them
	elems   map[string]bool // lists whose every named child is an element (a JSON array)
	inElem  bool            // the node being made a structure is inside an element of such a list
	inList  bool            // the node being made a structure is an element of a comma-separated list
	lead    []syntax.Node   // the comments directly before the block being walked, in its parent
}

func newBuilder(t *Tree, r *syntax.Rules) *builder {
	set := func(lists ...[]string) map[string]bool {
		m := map[string]bool{}
		for _, l := range lists {
			for _, s := range l {
				m[s] = true
			}
		}
		return m
	}
	return &builder{t: t, m: textpos.NewMapper(t.Text), rules: r,
		blocks: set(r.Blocks), clauses: set(r.Clauses), skip: set(r.Comments, r.Attributes, r.Continuations),
		cont: set(r.Continuations), elems: set(r.Elements)}
}

// symRef is an outline symbol with its byte offsets, waiting for its node.
type symRef struct {
	s                *outline.Symbol
	start, end, name int
	used             bool
}

// refs returns the symbols of one level, ordered by their names' offsets,
// which item searches.
func (b *builder) refs(syms []*outline.Symbol) []*symRef {
	out := make([]*symRef, 0, len(syms))
	for _, s := range syms {
		out = append(out, &symRef{s: s,
			start: b.offset(s.Extent.Start()),
			end:   b.offset(s.Extent.End()),
			name:  b.offset(s.SelectionRange.Start())})
	}
	slices.SortStableFunc(out, func(a, b *symRef) int { return a.name - b.name })
	return out
}

func (b *builder) offset(p textpos.Position) int {
	off, err := b.m.PositionOffset(p)
	if err != nil {
		return len(b.t.Text)
	}
	return off
}

// container returns the structures among the children of a block node: each
// named child is one (or, through a block inside the block, its children are).
func (b *builder) container(n syntax.Node, syms []*symRef, parent *Structure) []*Structure {
	var out []*Structure
	kids := n.Children()
	list := slices.Contains(b.rules.Lists, n.Type()) || slices.ContainsFunc(kids, isComma)
	elems := b.elems[n.Type()]
	attrs := -1 // where the attributes just before kids[i] start
	for i, c := range kids {
		if slices.Contains(b.rules.Attributes, c.Type()) {
			if attrs < 0 {
				attrs = c.StartByte()
			}
			continue
		}
		if !c.IsNamed() || slices.Contains(b.rules.Comments, c.Type()) {
			continue
		}
		statementAttrs := attrs
		attrs = -1
		if b.skip[c.Type()] {
			continue
		}
		if !elems && (b.blocks[c.Type()] || b.elems[c.Type()]) {
			out = append(out, b.block(kids, i, syms, parent)...)
			continue
		}
		outer := b.inList
		b.inList = list
		var made []*Structure
		if elems {
			made = []*Structure{b.element(c, syms, parent)}
		} else {
			made = b.itemAt(kids, i, syms, parent)
		}
		b.inList = outer
		for _, s := range made {
			// `#[cfg(…)] compile_error!(…);`: a statement's attributes
			// are its own, as a symbol's are
			if statementAttrs >= 0 && s.Symbol == nil && statementAttrs < s.Start {
				s.Start = statementAttrs
			}
		}
		for _, s := range made {
			s.List, s.SepStart, s.SepEnd, s.ListAt = list, -1, -1, n.StartByte()
		}
		if len(made) > 0 && list {
			if sep, ok := b.separatorAfter(kids[i+1:]); ok {
				last := made[len(made)-1]
				last.SepStart, last.SepEnd = sep.StartByte(), sep.EndByte()
			}
		}
		out = append(out, made...)
	}
	return out
}

func isComma(n syntax.Node) bool { return !n.IsNamed() && n.Type() == "," }

// separatorAfter returns the "," that follows an element of a list, past
// comments.
func (b *builder) separatorAfter(rest []syntax.Node) (syntax.Node, bool) {
	for _, n := range rest {
		switch {
		case isComma(n):
			return n, true
		case slices.Contains(b.rules.Comments, n.Type()):
			continue
		}
		break
	}
	return syntax.Node{}, false
}

// itemAt is item for kids[i], with the continuations that start on its
// last line (a heredoc's body), and a comment after it on its last line,
// taken in.
func (b *builder) itemAt(kids []syntax.Node, i int, syms []*symRef, parent *Structure) []*Structure {
	lead := b.lead
	b.lead = nil // the blocks inside kids[i] have comments before them of their own
	made := b.item(kids[i], syms, parent)
	b.lead = lead
	b.namedDoc(made, kids, i)
	j := i + 1
	for ; j < len(kids) && b.cont[kids[j].Type()]; j++ {
		c := kids[j]
		for _, s := range made {
			if c.StartByte() >= s.Start && !bytes.ContainsRune(b.t.Text[min(s.End, c.StartByte()):c.StartByte()], '\n') {
				s.End = max(s.End, b.trimEnd(c.StartByte(), c.EndByte()))
			}
		}
	}
	b.trailingComment(made, kids[j:])
	return made
}

// trailingComment extends structures over a comment that follows them on
// their last line (`x = 1  # why`): the line is theirs. Elements of a
// comma-separated list are left as they are.
func (b *builder) trailingComment(made []*Structure, rest []syntax.Node) {
	if b.inList {
		return // an element's comment follows its ",", and stays out of it as it does there
	}
	if len(made) == 0 || len(rest) == 0 || !slices.Contains(b.rules.Comments, rest[0].Type()) {
		return
	}
	c := rest[0]
	for _, s := range made {
		if c.StartByte() >= s.End && !bytes.ContainsRune(b.t.Text[s.End:c.StartByte()], '\n') {
			s.End = b.trimEnd(c.StartByte(), c.EndByte())
		}
	}
}

// item returns the structures a statement-level node makes: the symbols it
// declares, or else itself as a statement.
func (b *builder) item(n syntax.Node, syms []*symRef, parent *Structure) []*Structure {
	var out []*Structure
	// the symbols named inside n: a search, since a level may hold
	// 170,000 symbols and as many nodes
	first, _ := slices.BinarySearchFunc(syms, n.StartByte(), func(r *symRef, at int) int { return r.name - at })
	for _, r := range syms[first:] {
		if r.name >= n.EndByte() {
			break
		}
		if r.used || !b.covers(r, n) {
			continue
		}
		r.used = true
		if len(out) > 0 && out[len(out)-1].Start == r.start && out[len(out)-1].Symbol.Extent == r.s.Extent {
			// `var a, b int`: one declaration, one structure, named by both.
			prev := out[len(out)-1]
			prev.Aliases = append(prev.Aliases, r.s.Name)
			b.t.bySymbol[r.s] = prev
			continue
		}
		s := &Structure{Name: r.s.Name, Receiver: r.s.Receiver, Kind: r.s.Kind, Symbol: r.s,
			Start: r.start, End: b.terminated(b.trimEnd(r.start, max(r.end, r.start))), Parent: parent, tree: b.t}
		b.t.bySymbol[r.s] = s
		s.Heads = b.heads(n, r)
		s.End = b.lineComment(s.End, n)
		s.Children = b.inside(n, b.refs(r.s.Children), s)
		out = append(out, s)
	}
	if len(out) > 0 {
		return out
	}
	s := &Structure{Kind: n.Type(), Start: n.StartByte(), End: b.labelColon(n, b.terminated(b.trimEnd(n.StartByte(), n.EndByte()))),
		Heads: []int{n.StartByte()}, Parent: parent, tree: b.t}
	if slices.Contains(b.rules.Labels, n.Type()) {
		s.Name = n.Text() // `private`, as before its colon was its own
	}
	if b.inElem && b.rules.ElementKeys != "" {
		s.Name = nameAt(n, b.rules.ElementKeys)
	}
	if path, ok := b.rules.Named[n.Type()]; ok {
		s.Name = nameAt(n, path)
		if b.rules.TrimTrailing {
			// the comments after its last key are the next item's doc or no one's
			s.End = b.lineComment(b.trimEnd(n.StartByte(), b.contentEnd(n)), n)
		}
	}
	if b.rules.Sections {
		s.Name, s.Heads = markdownHeads(n)
		// An empty code block's content lies in the white space trimmed
		// off its end: a head there would start past the structure.
		s.Heads = slices.DeleteFunc(s.Heads, func(h int) bool { return h > s.End })
	}
	// A group (`type ( A int; B string )`) is a structure, and its members
	// are named as if they stood at its level: they are top-level symbols
	// in the outline.
	s.Group = b.grouped(n)
	if b.clauses[n.Type()] {
		s.Children = b.clause(n, syms, s)
	} else {
		s.Children = b.inside(n, syms, s)
	}
	return []*Structure{s}
}

// nameAt is the name the rules' path gives a statement node: the text of
// the first node a path reaches, when it is on one line, without the
// quotes of a quoted scalar; "" when none does.
func nameAt(n syntax.Node, paths string) string {
	for _, p := range strings.Split(paths, ",") {
		found := n.Path(p, false)
		if len(found) == 0 || found[0].EndRow() != found[0].StartRow() {
			continue
		}
		name := found[0].Text()
		if len(name) >= 2 && (name[0] == '"' || name[0] == '\'') && name[len(name)-1] == name[0] {
			name = name[1 : len(name)-1]
		}
		return name
	}
	return ""
}

// clause returns the structures inside a clause. In a clause with a ":"
// (`case 1: a(); b()`, `else:`), each statement after the colon is one; in
// others (`catch (e) { ... }`), they are found as in any structure.
func (b *builder) clause(n syntax.Node, syms []*symRef, parent *Structure) []*Structure {
	kids := n.Children()
	colon := -1
	for i, c := range kids {
		if !c.IsNamed() && c.Type() == ":" {
			colon = i
			break
		}
	}
	if colon < 0 {
		return b.inside(n, syms, parent)
	}
	var out []*Structure
	for i := colon + 1; i < len(kids); i++ {
		c := kids[i]
		switch {
		case !c.IsNamed() || b.skip[c.Type()]:
		case b.blocks[c.Type()]:
			out = append(out, b.block(kids, i, syms, parent)...)
		default:
			out = append(out, b.itemAt(kids, i, syms, parent)...)
		}
	}
	return out
}

// covers reports whether a symbol is declared by node n itself: its name is
// inside n and its range starts no later than n does (doc comments and
// decorators may start before it).
func (b *builder) covers(r *symRef, n syntax.Node) bool {
	return r.start <= n.StartByte() && r.name >= n.StartByte() && r.name < n.EndByte()
}

// inside returns the structures within a structure's node: the children of
// its blocks, its clauses, and the symbols declared in nested nodes.
func (b *builder) inside(n syntax.Node, syms []*symRef, parent *Structure) []*Structure {
	var out []*Structure
	kids := n.Children()
	for i, c := range kids {
		if !c.IsNamed() || b.skip[c.Type()] {
			continue
		}
		switch {
		case b.blocks[c.Type()] || b.elems[c.Type()]:
			out = append(out, b.block(kids, i, syms, parent)...)
		case b.clauses[c.Type()] || b.declares(c, syms):
			out = append(out, b.itemAt(kids, i, syms, parent)...)
		case c.EndRow() > c.StartRow() && c.NamedChildCount() > 0:
			// Only a node over several lines can hold a block worth naming.
			out = append(out, b.inside(c, syms, parent)...)
		}
	}
	return out
}

func (b *builder) declares(n syntax.Node, syms []*symRef) bool {
	for _, r := range syms {
		if !r.used && b.covers(r, n) {
			return true
		}
	}
	return false
}

// heads returns where a symbol's own text starts: after its doc comment and
// decorators, and the start of the line that holds its name.
func (b *builder) heads(n syntax.Node, r *symRef) []int {
	own := n.StartByte()
	for _, c := range n.Children() {
		if !b.skip[c.Type()] {
			own = c.StartByte()
			break
		}
	}
	text := b.t.Text
	line := r.name
	if line < len(text) {
		// Found in the line table, not by scanning back: a file of
		// symbols nested on one line would take quadratic time.
		line = b.t.LineStart(b.t.LineOf(line))
	}
	for line > 0 && text[line-1] != '\n' {
		line--
	}
	for line < r.name && (text[line] == ' ' || text[line] == '\t') {
		line++
	}
	if line == own {
		return []int{own}
	}
	return []int{own, line}
}

// grouped reports whether n is a wrapper used as a group of declarations.
func (b *builder) grouped(n syntax.Node) bool {
	w, ok := b.rules.Wrappers[n.Type()]
	if !ok || w.Group == "" {
		return false
	}
	for _, c := range n.Children() {
		if c.Type() == w.Group {
			return true
		}
	}
	return false
}

// terminated moves end past a ";" that follows it on its line: a class
// field or interface member is not whole without it. In a comma-separated
// list the ";" ends the list (a Java enum's constants), not the element.
func (b *builder) terminated(end int) int {
	if b.inList {
		return end
	}
	text := b.t.Text
	i := end
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if i < len(text) && text[i] == ';' {
		return i + 1
	}
	return end
}

// labelColon moves end past the ":" that follows a label on its line
// (rules.Labels), which its grammar leaves out of the node.
func (b *builder) labelColon(n syntax.Node, end int) int {
	if b.inList || end != n.EndByte() || !slices.Contains(b.rules.Labels, n.Type()) {
		return end
	}
	text := b.t.Text
	i := end
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if i < len(text) && text[i] == ':' && (i+1 == len(text) || text[i+1] != ':') {
		return i + 1
	}
	return end
}

// lineComment moves end past a comment that follows it on its line inside
// n: the outline ends a Python body where its last statement ends, before
// `  # why` on the same line, which the grammar keeps inside the body.
func (b *builder) lineComment(end int, n syntax.Node) int {
	if b.trimEnd(n.StartByte(), n.EndByte()) <= end {
		return end
	}
	for node := n; ; {
		kids := node.Children()
		if len(kids) == 0 {
			return end
		}
		for _, c := range kids {
			if c.StartByte() >= end && slices.Contains(b.rules.Comments, c.Type()) &&
				!bytes.ContainsRune(b.t.Text[end:c.StartByte()], '\n') {
				return b.trimEnd(c.StartByte(), c.EndByte())
			}
		}
		last := kids[len(kids)-1]
		if last.EndByte() <= end {
			return end
		}
		node = last
	}
}

// trimEnd moves end back over trailing white space, not before start.
func (b *builder) trimEnd(start, end int) int {
	end = min(end, len(b.t.Text))
	for end > start {
		switch b.t.Text[end-1] {
		case ' ', '\t', '\n', '\r':
			end--
			continue
		}
		break
	}
	return end
}

func flatten(syms []*outline.Symbol) []*outline.Symbol {
	var out []*outline.Symbol
	for _, s := range syms {
		out = append(out, s)
		out = append(out, flatten(s.Children)...)
	}
	return out
}
