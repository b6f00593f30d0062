// Package target resolves targets: paths of levels, from the
// file root down, that name a file's structures. It is the one resolver
// behind structure operations, file_read targets and Locate's symbol scope.
//
// A file's structures are its symbols (from the outline model) plus the
// statement-level nodes of its syntax tree: if/else chains, loops, try
// blocks, switch cases, module-level statements, and in Markdown the list
// items, code blocks and block quotes inside the sections. Body and block
// nodes (a function's body, a class body) are transparent: the statements in
// a function's body are the function's children.
package target

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/locus-dev/locus/internal/outline"
	"github.com/locus-dev/locus/internal/textpos"
)

// HeadRunes is how many characters of a structure's own text a level may match as a prefix.
const HeadRunes = 50

// Structure is one targetable part of a file. Offsets index Tree.Text.
type Structure struct {
	// Name is a symbol's name, a code block's language tag, or "" for a
	// statement, which is matched by its text.
	Name string
	// Aliases are the names of the other symbols the same declaration
	// makes (`var a, b int` is one structure, a, also named b).
	Aliases []string
	// Receiver is a Go method's receiver type: the method is also T.M.
	Receiver string
	// Kind is the symbol's kind word, or the syntax node type of a statement.
	Kind string
	// Start and End delimit the whole structure, doc comment, decorators and
	// attributes included; End is just past its last non-blank character.
	Start, End int
	// Heads are the offsets where the structure's own text starts (its first
	// keyword, after doc comment and decorators; the line of its name). A
	// level that is a prefix of the first HeadRunes characters at one of them matches.
	Heads []int
	// Group: a grouped declaration (`type ( ... )`), whose members are
	// named as if they stood at its level.
	Group bool
	// List: the structure is an element of a comma-separated list (JSON
	// members and array elements, enum constants and variants). SepStart
	// and SepEnd delimit the "," after it, when one follows (-1 otherwise);
	// a ";" that ends the list (a Java enum's constants) is not part of
	// the last element.
	List             bool
	SepStart, SepEnd int
	// ListAt is where the list holding the element starts: lists flattened
	// under one parent (the objects of a JSON array) are told apart by it.
	ListAt int
	// Symbol is the outline symbol, nil for statements.
	Symbol   *outline.Symbol
	Parent   *Structure
	Children []*Structure

	tree *Tree
}

// Tree is a file's structures: Root is the file itself (the empty target).
type Tree struct {
	Path  string
	Text  []byte
	Model *outline.File
	Root  *Structure
	// IndentTabs: the language is always indented with tabs.
	IndentTabs bool

	lineStarts []int
	cache      *Cache // the Cache that built it (nil: none), which keeps its syntax tree
	// bySymbol is the structure of each outline symbol that has one (the
	// names of `var a, b int` share one).
	bySymbol map[*outline.Symbol]*Structure
}

// Of returns the structure of an outline symbol of t.Model, or nil when
// the symbol is none of the structures.
func (t *Tree) Of(s *outline.Symbol) *Structure { return t.bySymbol[s] }

// IsRoot reports whether s is the file root.
func (s *Structure) IsRoot() bool { return s.Parent == nil }

// Label is how the structure is named in a path: its name (T.M for a Go
// method at the top level), else the first line of its own text, cut to
// HeadRunes characters.
func (s *Structure) Label() string {
	if s.Name != "" {
		if s.Receiver != "" && s.Parent != nil && s.namingParent().IsRoot() {
			return s.Receiver + "." + s.Name
		}
		return s.Name
	}
	if len(s.Heads) == 0 {
		return ""
	}
	head := s.tree.headText(s.Heads[0], s.End)
	if i := strings.IndexByte(head, '\n'); i >= 0 {
		head = head[:i]
	}
	return strings.TrimSpace(head)
}

// indexedLabel is the last level of the structure's path.
func (s *Structure) indexedLabel() string {
	if s.Parent == nil {
		return ""
	}
	return s.level(nil)
}

// level is the structure's label, with its index when the label names
// several structures at its level: its place among the structures that
// matchLevel finds for the label. A symbol's name is found among its
// siblings' names through n (nil: a level of its own).
func (s *Structure) level(n *Namer) string {
	label := s.Label()
	var found []*Structure
	if _, idx := splitIndex(label); s.Name != "" && idx == 0 {
		// The label is the name, and a name wins over text prefixes: the
		// structures matchLevel finds are those the name names.
		found = n.named(s.namingParent())[label]
	} else {
		for _, st := range matchLevel(visible(s.namingParent().Children), []string{label}, 0, false) {
			found = append(found, st.s)
		}
	}
	if len(found) > 1 {
		for i, st := range found {
			if st == s {
				return label + "[" + strconv.Itoa(i+1) + "]"
			}
		}
	}
	return label
}

// Namer gives structures their targets, as Target does, and keeps the
// names of each level it has read: naming the thousands of symbols of one
// level (a range read's stubs) reads their siblings once, not once each.
// A Namer is used by one goroutine at a time; its zero value is ready.
type Namer struct {
	levels map[*Structure]map[string][]*Structure
}

// Target is s.Target(), with the levels read through n.
func (n *Namer) Target(s *Structure) string { return s.target(n) }

// named returns the visible children of p by each name that names them in
// matchText (the name, T.M for a Go method, the aliases), in order.
func (n *Namer) named(p *Structure) map[string][]*Structure {
	if n != nil {
		if m, ok := n.levels[p]; ok {
			return m
		}
	}
	m := map[string][]*Structure{}
	add := func(key string, c *Structure) {
		if l := m[key]; len(l) == 0 || l[len(l)-1] != c {
			m[key] = append(l, c)
		}
	}
	for _, c := range visible(p.Children) {
		if c.Name == "" {
			continue
		}
		add(c.Name, c)
		if c.Receiver != "" {
			add(c.Receiver+"."+c.Name, c)
		}
		for _, a := range c.Aliases {
			add(a, c)
		}
	}
	if n != nil {
		if n.levels == nil {
			n.levels = map[*Structure]map[string][]*Structure{}
		}
		n.levels[p] = m
	}
	return m
}

// Path is the structure's levels from the root, each a label. When its
// label names several structures at that level (the same name, or a text
// that starts the same), the label carries the 1-based index that the
// resolver gives it among them: "name[2]". Groups are not levels: their
// members are named at the group's level.
func (s *Structure) Path() []string { return s.path(nil) }

func (s *Structure) path(n *Namer) []string {
	var levels []string
	for c := s; c.Parent != nil; c = c.Parent {
		if c.Group && c != s {
			continue
		}
		levels = append(levels, c.level(n))
	}
	for i, j := 0, len(levels)-1; i < j; i, j = i+1, j-1 {
		levels[i], levels[j] = levels[j], levels[i]
	}
	return levels
}

// namingParent is the structure whose level s is named at: its parent, or
// the parent of the groups around it.
func (s *Structure) namingParent() *Structure {
	p := s.Parent
	for p.Group && p.Parent != nil {
		p = p.Parent
	}
	return p
}

// visible lists structures as a level sees them: each, and the members of
// the groups among them.
func visible(list []*Structure) []*Structure {
	grouped := false
	for _, c := range list {
		grouped = grouped || c.Group
	}
	if !grouped {
		return list
	}
	var out []*Structure
	for _, c := range list {
		out = append(out, c)
		if c.Group {
			out = append(out, visible(c.Children)...)
		}
	}
	return out
}

// Target is the structure's path as a target string: dotted when every
// level is a plain identifier (a Go method's T.M included), else a JSON array.
func (s *Structure) Target() string { return s.target(nil) }

func (s *Structure) target(n *Namer) string {
	levels := s.path(n)
	parts := levels
	if len(levels) > 0 && s.topLevel().Receiver != "" {
		parts = append(strings.Split(levels[0], "."), levels[1:]...)
	}
	if joined := strings.Join(parts, "."); len(parts) > 0 && dotted().MatchString(joined) && len(strings.Split(joined, ".")) == len(parts) {
		return joined
	}
	return Format(levels)
}

func (s *Structure) topLevel() *Structure {
	for s.Parent != nil && !s.namingParent().IsRoot() {
		s = s.namingParent()
	}
	return s
}

// Lines returns the lines of the structure (the file root's: every line).
func (s *Structure) Lines() textpos.LineRange {
	first, last := 1, max(s.tree.LineOf(len(s.tree.Text)-1), 1)
	if !s.IsRoot() {
		first, last = s.tree.LineOf(s.Start), s.tree.LineOf(max(s.End-1, s.Start))
	}
	r, err := textpos.LinesOf(first, last) // LineOf counts from 1, and End > Start
	if err != nil {
		return textpos.LineRange{}
	}
	return r
}

// LineOf returns the 1-based line of a byte offset.
func (t *Tree) LineOf(off int) int {
	lo, hi := 0, len(t.lineStarts)
	for lo+1 < hi {
		mid := (lo + hi) / 2
		if t.lineStarts[mid] <= off {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo + 1
}

// LineStart returns the offset where 1-based line l starts; a line past the
// last is the end of the text.
func (t *Tree) LineStart(l int) int {
	if l-1 >= len(t.lineStarts) {
		return len(t.Text)
	}
	return t.lineStarts[max(l-1, 0)]
}

func lineStarts(text []byte) []int {
	starts := []int{0}
	for i, b := range text {
		if b == '\n' && i+1 < len(text) {
			starts = append(starts, i+1)
		}
	}
	return starts
}

// headText is the first HeadRunes characters of the text at off, not past end.
func (t *Tree) headText(off, end int) string {
	b := t.Text[off:end]
	n := 0
	for i := 0; i < len(b); {
		if n == HeadRunes {
			return string(b[:i])
		}
		_, w := utf8.DecodeRune(b[i:])
		i += w
		n++
	}
	return string(b)
}
