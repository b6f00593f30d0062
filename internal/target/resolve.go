// This file resolves a target's levels to structures and explains failures.

package target

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/textpos"
)

// ReadBudget bounds the text a read of several matches returns: the
// matches after the one that passes it are counted, not shown. A read
// that names structures nested thousands deep, each holding all the
// deeper ones, would otherwise answer text quadratic in the file.
const ReadBudget = 1 << 20

// Resolution is what a target named.
type Resolution struct {
	Levels  []string
	Matches []*Structure
	// Fallback: the full path matched nothing, and Matches are the
	// structures at any depth that match its last level.
	Fallback bool
}

// Find resolves a target for reading: every structure the full path names,
// or, when it names none, every structure at any depth that its last level
// names (Fallback). Nothing at all is TARGET_NOT_FOUND.
func (t *Tree) Find(target string) (*Resolution, error) {
	r, matches, err := t.readings(target)
	if err != nil {
		return nil, err
	}
	res := &Resolution{Levels: r.levels, Matches: matches}
	if len(res.Matches) > 0 {
		return res, nil
	}
	res.Matches = t.anywhere(r.levels[len(r.levels)-1])
	if parts := split(target); len(res.Matches) == 0 && parts != nil {
		res.Levels, res.Matches = parts, t.anywhere(parts[len(parts)-1])
	}
	if len(res.Matches) == 0 {
		return nil, r.notFound()
	}
	res.Fallback = true
	return res, nil
}

// Resolve resolves a target for writing: it must name exactly one
// structure. None is TARGET_NOT_FOUND, several TARGET_AMBIGUOUS.
func (t *Tree) Resolve(target string) (*Structure, error) {
	r, matches, err := t.readings(target)
	if err != nil {
		return nil, err
	}
	return one(target, r, matches)
}

// one is the one structure of matches, the readings of target by r.
func one(target string, r *resolver, matches []*Structure) (*Structure, error) {
	switch len(matches) {
	case 1:
		return matches[0], nil
	case 0:
		return nil, r.notFound()
	}
	return nil, ambiguous(target, matches)
}

// ResolvePlace resolves a target for a place in the code (a position to
// ask about, a scope to find text in): as Resolve, except that the
// declarations of one function count as one. TypeScript's overload
// signatures and C's prototypes, of one name under one parent and
// without a body, declare the one function that the match with a body
// (at most one) defines; Python's overloads, decorated with @overload,
// declare the one function that the match without it defines. That
// match is the place, or the first when there is none (an interface's
// overloads, a stub's). Elsewhere, where declarations of one name may be
// distinct functions (C++, Java, C#), several matches stay
// TARGET_AMBIGUOUS.
func (t *Tree) ResolvePlace(target string) (*Structure, error) {
	r, matches, err := t.readings(target)
	if err != nil {
		return nil, err
	}
	if len(matches) < 2 || !t.oneFunction(matches) {
		return one(target, r, matches)
	}
	for _, m := range matches {
		if t.defines(m) {
			return m, nil
		}
	}
	return matches[0], nil
}

// oneFunction reports whether matches, two or more, are declarations of
// one function: symbols of one name and kind under one parent, at most
// one of them its definition (defines).
func (t *Tree) oneFunction(matches []*Structure) bool {
	switch t.Model.Language {
	case "typescript", "tsx", "c", "python":
	default:
		return false
	}
	defined := 0
	first := matches[0]
	for _, m := range matches {
		if m.Symbol == nil || m.Name != first.Name || m.Kind != first.Kind || m.Parent != first.Parent {
			return false
		}
		switch m.Kind {
		case "function", "method", "constructor":
		default:
			return false
		}
		if t.defines(m) {
			defined++
		}
	}
	return len(matches) > 1 && defined <= 1
}

// defines reports whether m, a declaration of a function, defines it: in
// Python, it is not an @overload; elsewhere, it has a body.
func (t *Tree) defines(m *Structure) bool {
	if t.Model.Language == "python" {
		return !m.Symbol.Overload()
	}
	return m.Symbol.HasBody()
}

// readings resolves a target as Levels reads it and, for a single line
// with a "." that is no plain dotted path, also as its parts between the
// dots, each matched by name (see split): `jobs.test.runs-on` is the key
// runs-on in test in jobs, unless some structure's name or text is the
// whole line. Names win over text prefixes, so the parts' matches replace
// matches of the whole line by text, and join matches of it by name. A
// target of one level per line that names nothing is read again with
// some of its plain dotted lines split at the dots (see splitLines). It
// returns the resolver whose reading explains a miss: the one that got
// deeper. Only when every reading names nothing are C++ definitions
// written with their class's path (void DBImpl::Get() {...}) named by
// that path's parts as levels too (DBImpl.Get): a target of the
// declaration in the class's body stays the declaration's alone.
func (t *Tree) readings(target string) (*resolver, []*Structure, error) {
	r, matches, err := t.readingsBy(target, false)
	if err != nil || len(matches) > 0 || len(r.levels) == 0 {
		return r, matches, err
	}
	if p, found, err := t.readingsBy(target, true); err == nil && len(found) > 0 {
		return p, found, nil
	}
	return r, nil, nil
}

// readingsBy is readings with paths, or without, the parts of a name
// written with its path read as levels.
func (t *Tree) readingsBy(target string, paths bool) (*resolver, []*Structure, error) {
	r, matches, err := t.fromRoot(target, paths)
	if err != nil || len(matches) > 0 || len(r.levels) == 0 {
		return r, matches, err
	}
	readings := [][]string{r.levels}
	if parts := split(target); parts != nil {
		readings = append(readings, parts)
	}
	for _, levels := range readings {
		if p, found := t.throughWrappers(levels, r.namesOnly, paths); len(found) > 0 {
			return p, found, nil
		}
	}
	return r, nil, nil
}

// wrapper reports whether a structure only wraps the code of a file: a
// namespace (C#'s NUnit.Framework, C++'s leveldb) or a preprocessor
// conditional (#if, #ifdef) around it.
func wrapper(s *Structure) bool {
	return s.Kind == "namespace" || strings.HasPrefix(s.Kind, "preproc_if") || s.Kind == "preproc_else" || s.Kind == "preproc_elif"
}

// throughWrappers resolves levels from each namespace and preprocessor
// conditional that the file's root reaches through such wrappers alone: a
// target that names nothing from the root (CollectionAssert.IsEmpty) names
// the structure under `#if CLR_2_0`, then `namespace NUnit.Framework`. The
// matches are filtered as run filters them.
func (t *Tree) throughWrappers(levels []string, namesOnly, paths bool) (*resolver, []*Structure) {
	p := &resolver{t: t, levels: levels, namesOnly: namesOnly, paths: paths}
	var visit func(s *Structure, depth int)
	visit = func(s *Structure, depth int) {
		if depth > maxWrapperDepth {
			return
		}
		for _, c := range s.Children {
			if wrapper(c) {
				p.walk(c, 0, 0)
				visit(c, depth+1)
			}
		}
	}
	visit(t.Root, 0)
	if len(p.matches) < 2 {
		return p, p.matches
	}
	fewest := slices.Min(p.guesses)
	var out []*Structure
	for i, m := range p.matches {
		if p.guesses[i] == fewest {
			out = append(out, m)
		}
	}
	return p, out
}

// maxWrapperDepth bounds how deep throughWrappers looks: namespaces
// nested thousands deep would make it quadratic.
const maxWrapperDepth = 16

// fromRoot resolves a target from the file's root: the readings of
// readings but the one through wrappers.
func (t *Tree) fromRoot(target string, paths bool) (*resolver, []*Structure, error) {
	levels, err := Levels(target)
	if err != nil {
		return nil, nil, err
	}
	r := &resolver{t: t, levels: levels, paths: paths}
	matches := r.run()
	if readings := splitLines(target, levels); readings != nil && len(matches) == 0 {
		deepest := r
		for _, lines := range readings {
			p := &resolver{t: t, levels: lines, paths: paths}
			if named := p.run(); len(named) > 0 {
				return p, named, nil
			}
			if p.depth > deepest.depth {
				deepest = p
			}
		}
		return deepest, nil, nil
	}
	parts := split(target)
	if parts == nil {
		return r, matches, nil
	}
	p := &resolver{t: t, levels: parts, namesOnly: true, paths: paths}
	named := p.run()
	switch {
	case len(named) == 0:
		if len(matches) == 0 && p.depth > r.depth {
			return p, nil, nil
		}
		return r, matches, nil
	case len(matches) == 0 || slices.Min(r.guesses) > 0:
		return p, named, nil
	}
	for _, m := range named {
		if !slices.Contains(matches, m) {
			matches = append(matches, m)
		}
	}
	return r, matches, nil
}

// Past these, an explanation of a failed resolution takes the plain
// labels of the structures at a level, and names only the first of the
// structures elsewhere or of an ambiguous target's matches: files of
// thousands of like statements, or of structures nested thousands deep,
// made each quadratic.
const (
	manyLabels = 1000
	manyPaths  = 20
)

type resolver struct {
	t      *Tree
	levels []string
	// namesOnly: every level must name its structure (the parts of a
	// dotted line, see split); none is taken by a prefix of its text.
	namesOnly bool
	// paths: a name written with its path (C++'s DBImpl::Get) is named by
	// the path's parts as levels too (see readings)
	paths   bool
	matches []*Structure
	// guesses counts, for each match, the levels it took by a prefix of
	// the text rather than by name; only the matches with fewest count.
	guesses []int
	// depth is how many levels the deepest partial match took, and reached
	// every structure it reached there (`Point` may be a struct and an
	// impl); none means the root.
	depth   int
	reached []*Structure
}

// deepest is the first structure the longest matching prefix reached.
func (r *resolver) deepest() *Structure {
	if len(r.reached) == 0 {
		return r.t.Root
	}
	return r.reached[0]
}

func (r *resolver) run() []*Structure {
	r.walk(r.t.Root, 0, 0)
	if len(r.matches) < 2 {
		return r.matches
	}
	fewest := slices.Min(r.guesses)
	var out []*Structure
	for i, m := range r.matches {
		if r.guesses[i] == fewest {
			out = append(out, m)
		}
	}
	return out
}

func (r *resolver) walk(s *Structure, i, guessed int) {
	switch {
	case i > r.depth:
		r.depth, r.reached = i, []*Structure{s}
	case i == r.depth && i > 0:
		r.reached = append(r.reached, s)
	}
	if i == len(r.levels) {
		for k, m := range r.matches {
			if m == s {
				r.guesses[k] = min(r.guesses[k], guessed)
				return
			}
		}
		r.matches = append(r.matches, s)
		r.guesses = append(r.guesses, guessed)
		return
	}
	for _, st := range matchLevel(visible(s.Children), r.levels, i, r.paths) {
		g := guessed
		if st.byText {
			if r.namesOnly {
				continue
			}
			g++
		}
		r.walk(st.s, i+st.n, g)
	}
}

// step is a structure matched by n levels (2 for a Go method named T, M),
// by name or (byText) by a prefix of its text.
type step struct {
	s      *Structure
	n      int
	byText bool
}

// matchLevel returns the children that level i names. A name written
// with its path (Ruby's class RDoc::Markup::ToHtml, C++'s Block::Iter) is
// named by its last part too, when no name matches whole. Names win over
// text prefixes: when some child is named by the level, children whose text
// merely starts with it are not matches. "name[N]" keeps the N-th match,
// and "[N]" alone the N-th child (a YAML sequence's N-th item), unless the
// level as written, "[N]" included, names something (the statement
// `x = [1]`).
func matchLevel(children []*Structure, levels []string, i int, paths bool) []step {
	level := levels[i]
	base, idx := splitIndex(level)
	if idx > 0 {
		if literal := matchText(children, levels, i, level, paths); len(literal) > 0 {
			return literal
		}
		if base == "" { // "[N]": the N-th structure at the level, whatever its name
			if idx <= len(children) {
				return []step{{children[idx-1], 1, false}}
			}
			return nil
		}
		if found := matchText(children, levels, i, base, paths); idx <= len(found) {
			return found[idx-1 : idx]
		}
		return nil
	}
	return matchText(children, levels, i, level, paths)
}

func matchText(children []*Structure, levels []string, i int, text string, paths bool) []step {
	var byName, byLast, byHead []step
	for _, c := range children {
		named := false
		if c.Receiver != "" && c.Receiver == text && i+1 < len(levels) && levels[i+1] == c.Name {
			byName = append(byName, step{c, 2, false}) // a Go method as T, M
			named = true
		}
		if c.Name != "" && (c.Name == text || c.Receiver != "" && c.Receiver+"."+c.Name == text || slices.Contains(c.Aliases, text)) {
			byName = append(byName, step{c, 1, false})
			named = true
		}
		if parts := pathParts(c.Name); paths && !named && len(parts) > 1 && parts[0] == text && i+len(parts) <= len(levels) && slices.Equal(parts[1:], levels[i+1:i+len(parts)]) {
			byName = append(byName, step{c, len(parts), false}) // C++'s void DBImpl::Get() as DBImpl, Get
			named = true
		}
		if k := strings.LastIndex(c.Name, "::"); !named && k > 0 && c.Name[k+2:] == text {
			byLast = append(byLast, step{c, 1, false}) // Ruby's class A::B as B
			named = true
		}
		if !named && c.headMatches(text) {
			byHead = append(byHead, step{c, 1, true})
		}
	}
	switch {
	case len(byName) > 0:
		return byName
	case len(byLast) > 0:
		return byLast
	}
	return byHead
}

// pathParts splits a name written with its path (DBImpl::Get,
// SkipList<Key, Comparator>::Node::key) into the path's names, template
// arguments left out; nil for a name without one.
func pathParts(name string) []string {
	if !strings.Contains(name, "::") {
		return nil
	}
	return strings.Split(strings.ReplaceAll(syntax.WithoutTemplateArgs(name), " ", ""), "::")
}

// headMatches reports whether text starts the structure's own text at one
// of its heads (white space before the text is not part of it). A text
// that is one identifier starts it as a whole word: `parser` is the start
// of `parser = Parser()`, not of `parser_class = Parser`, and `_` of no
// `_private` name.
func (s *Structure) headMatches(text string) bool {
	word := identifier(text)
	for _, h := range s.Heads {
		for h < s.End && (s.tree.Text[h] == ' ' || s.tree.Text[h] == '\t') {
			h++
		}
		if h >= s.End {
			continue
		}
		head := s.tree.headText(h, s.End)
		if rest, ok := strings.CutPrefix(head, text); ok && (!word || !identStart(rest)) {
			return true
		}
	}
	return false
}

// identifier reports whether text is one identifier: letters, digits and
// underscores.
func identifier(text string) bool {
	if text == "" {
		return false
	}
	for _, r := range text {
		if !identRune(r) {
			return false
		}
	}
	return true
}

// identStart reports whether text starts with a letter, digit or
// underscore: a word that a prefix before it cuts.
func identStart(text string) bool {
	r, _ := utf8.DecodeRuneInString(text)
	return text != "" && identRune(r)
}

func identRune(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }

// splitIndex splits "name[N]" into name and N ("[N]" into "" and N);
// other levels have index 0.
func splitIndex(level string) (string, int) {
	if !strings.HasSuffix(level, "]") {
		return level, 0
	}
	open := strings.LastIndexByte(level, '[')
	if open < 0 {
		return level, 0
	}
	n, err := strconv.Atoi(level[open+1 : len(level)-1])
	if err != nil || n < 1 {
		return level, 0
	}
	return level[:open], n
}

// anywhere returns the structures at any depth that one level names.
func (t *Tree) anywhere(level string) []*Structure {
	var out []*Structure
	var walk func(s *Structure)
	walk = func(s *Structure) {
		for _, st := range matchLevel(s.Children, []string{level}, 0, false) {
			out = append(out, st.s)
		}
		for _, c := range s.Children {
			walk(c)
		}
	}
	walk(t.Root)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	return out
}

// notFound explains a failed resolution: how far the path got, the closest
// names at the level that failed, and where the failing name is elsewhere.
func (r *resolver) notFound() error {
	missing := r.levels[r.depth]
	deepest := r.deepest()
	where := "at the top level of " + r.t.Path
	if !deepest.IsRoot() {
		where = "inside " + deepest.Target()
	}
	var labels []string
	reached := r.reached
	if len(reached) == 0 {
		reached = []*Structure{r.t.Root}
	}
	for _, d := range reached {
		kids := visible(d.Children)
		label := (*Structure).indexedLabel
		if len(kids) > manyLabels {
			label = (*Structure).Label // indexing each of so many is quadratic
		}
		for _, c := range kids {
			labels = append(labels, label(c))
		}
		if d.Name != "" && d.Parent != nil && d.namingParent().IsRoot() {
			for _, c := range visible(d.namingParent().Children) {
				if c.Receiver == d.Name {
					labels = append(labels, c.Name) // Go methods: T.M
				}
			}
		}
	}
	suggestions := closest(missing, labels, 5)
	var elsewhere []string
	others := r.t.anywhere(missing)
	for _, s := range others[:min(len(others), manyPaths)] {
		elsewhere = append(elsewhere, s.Target())
	}
	var similar []string
	if len(elsewhere) == 0 {
		similar = r.t.similar(missing, deepest, 5)
	}
	msg := fmt.Sprintf("no structure matches `%s` %s", missing, where)
	if whole := r.dottedName(reached); whole != nil {
		msg += fmt.Sprintf("; `%s` is one name there, which holds a \".\": give the levels as a JSON array, %s", whole[r.depth], Format(whole))
	}
	switch {
	case len(suggestions) > 0:
		msg += fmt.Sprintf("; the closest there: %s", strings.Join(quoteAll(suggestions), ", "))
	case len(labels) > 0 && len(labels) <= 12:
		msg += fmt.Sprintf("; what is there: %s", strings.Join(quoteAll(labels), ", "))
	}
	if len(elsewhere) > 0 {
		msg += fmt.Sprintf("; it is elsewhere in the file: %s", strings.Join(elsewhere, ", "))
		if len(others) > len(elsewhere) {
			msg += fmt.Sprintf(" and %d more", len(others)-len(elsewhere))
		}
	}
	if len(similar) > 0 {
		msg += fmt.Sprintf("; similar names elsewhere: %s", strings.Join(similar, ", "))
	}
	msg += "; give the full path from the file root, or read the file's outline to find it"
	if errs := r.t.Model.ParseErrors; len(errs) > 0 {
		word := "lines"
		if len(errs) == 1 {
			word = "line"
		}
		msg += fmt.Sprintf("; note that %s has syntax errors at %s %s, which can hide structures", r.t.Path, word, joinInts(errs))
	}
	parentFound := ""
	if !deepest.IsRoot() {
		parentFound = deepest.Target()
	}
	e := fault.New(fault.TargetNotFound, "%s", msg)
	if errs := r.t.Model.ParseErrors; len(errs) > 0 {
		e.With("parse_errors", errs)
	}
	return e.
		With("searched_path", r.levels).
		With("parent_found", parentFound).
		With("levels_matched", r.depth).
		With("suggestions", nonNil(suggestions)).
		With("elsewhere", nonNil(elsewhere)).
		With("similar", nonNil(similar))
}

// dottedName returns the levels with the failing level and the ones after
// it joined by "." where that names a structure the path reached
// (`scripts.build.prod` for the key "build.prod"); nil when none does.
func (r *resolver) dottedName(reached []*Structure) []string {
	for k := len(r.levels); k > r.depth+1; k-- {
		joined := strings.Join(r.levels[r.depth:k], ".")
		for _, d := range reached {
			for _, c := range visible(d.Children) {
				if c.Name == joined {
					return slices.Concat(r.levels[:r.depth], []string{joined}, r.levels[k:])
				}
			}
		}
	}
	return nil
}

// similar returns the full paths of structures outside under whose names
// are close to level.
func (t *Tree) similar(level string, under *Structure, n int) []string {
	byLabel := map[string][]*Structure{}
	var labels []string
	var walk func(s *Structure)
	walk = func(s *Structure) {
		for _, c := range s.Children {
			if c.namingParent() != under && c.Name != "" {
				l := c.Label()
				if byLabel[l] == nil {
					labels = append(labels, l)
				}
				byLabel[l] = append(byLabel[l], c)
			}
			walk(c)
		}
	}
	walk(t.Root)
	var out []string
	for _, l := range closest(level, labels, n) {
		for _, s := range byLabel[l] {
			if len(out) == n {
				return out
			}
			out = append(out, s.Target())
		}
	}
	return out
}

func ambiguous(target string, matches []*Structure) error {
	type match struct {
		Path  string            `json:"path"`
		Lines textpos.LineRange `json:"lines"`
	}
	var list []match
	var parts []string
	for _, m := range matches[:min(len(matches), manyPaths)] {
		lines := m.Lines()
		p := m.Target()
		list = append(list, match{p, lines})
		s, e := lines.Ints()
		parts = append(parts, fmt.Sprintf("%s (lines %d-%d)", p, s, e))
	}
	if len(matches) > len(list) {
		parts = append(parts, fmt.Sprintf("and %d more", len(matches)-len(list)))
	}
	return fault.New(fault.TargetAmbiguous,
		"target `%s` matches %d structures: %s; name one by its full path or its index",
		target, len(matches), strings.Join(parts, ", ")).With("matches", list)
}

// joinInts writes line numbers for a message: the first eight, and how
// many more (a file the grammar misreads throughout has thousands).
func joinInts(xs []int) string {
	parts := make([]string, 0, min(len(xs), 9))
	for i, x := range xs {
		if i == 8 {
			parts = append(parts, fmt.Sprintf("and %d more", len(xs)-i))
			break
		}
		parts = append(parts, strconv.Itoa(x))
	}
	return strings.Join(parts, ", ")
}

func quoteAll(xs []string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = "`" + x + "`"
	}
	return out
}

func nonNil(xs []string) []string {
	if xs == nil {
		return []string{}
	}
	return xs
}

// closest returns up to n labels nearest to s: those that contain it or that
// it contains first, then by edit distance, leaving out the far ones.
func closest(s string, labels []string, n int) []string {
	type cand struct {
		label string
		d     int
	}
	var cs []cand
	seen := map[string]bool{}
	ls := strings.ToLower(s)
	for _, l := range labels {
		if seen[l] || l == "" {
			continue
		}
		seen[l] = true
		ll := strings.ToLower(l)
		d := distance(ls, ll)
		if strings.Contains(ll, ls) || strings.Contains(ls, ll) {
			d = 0
		}
		if d <= max(2, len([]rune(s))/2) {
			cs = append(cs, cand{l, d})
		}
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].d < cs[j].d })
	var out []string
	for i := 0; i < len(cs) && i < n; i++ {
		out = append(out, cs[i].label)
	}
	return out
}

// distance is the Levenshtein distance between a and b, in runes.
func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
