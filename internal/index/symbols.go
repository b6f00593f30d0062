// This file defines Symbols, the ranked search of symbol names, and
// Definitions.

package index

import (
	"context"
	"database/sql"
	"fmt"
	"maps"
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync/atomic"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/ignore"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/textpos"
	"github.com/locus-dev/locus/internal/xref"
)

// Symbol is a symbol of the index.
type Symbol struct {
	Path  string `json:"path"`
	Name  string `json:"name"`
	QName string `json:"qualified_name"` // Recv.Method, pkg.Func (Go), Class.method
	Kind  string `json:"kind"`
	// Range is the symbol's lines, doc comment and decorators included;
	// Selection is where its name starts.
	Range     textpos.LineRange `json:"range"`
	Selection textpos.Position  `json:"selection"`
	Signature string            `json:"signature"`
	Doc       string            `json:"doc,omitempty"` // the first line of the doc comment
	// Container is the qualified name of the type or symbol the symbol is a
	// member of (a Go method's receiver), "" at the top level.
	Container string `json:"container,omitempty"`
	Language  string `json:"language"`
	Package   string `json:"package,omitempty"` // the file's package, where the language declares one
	// Match says how a Symbols query matched the name: exact, prefix,
	// initials, substring or fuzzy.
	Match string `json:"match,omitempty"`

	id, file, parent int64
	parentKind       string // the kind of the symbol it is nested in
}

// inNamespace reports whether a symbol is declared in a C# or C++
// namespace: a top-level symbol of the namespace's scope, which a bare
// name or the namespace's path reaches, not a member reached through a
// value.
func (s Symbol) inNamespace() bool {
	return s.parentKind == "namespace" && (s.Language == "csharp" || s.Language == "cpp") &&
		!(s.Kind == "method" && scopesOf(s.Language).Receivers) // C++'s void DBImpl::Get() {...}
}

// The match tiers of Symbols, best first.
const (
	tierExact = iota
	tierPrefix
	tierInitials
	tierSubstring
	tierFuzzy
	tierNone
)

var tierNames = [...]string{"exact", "prefix", "initials", "substring", "fuzzy"}

// SymbolQuery is a Symbols question.
type SymbolQuery struct {
	// Query is a name, or a qualified name: "Serve", "Server.Serve",
	// "http.Serve" ("::" and "#" work as ".").
	Query string
	// Kinds keeps the symbols of these kinds (outline kind words:
	// function, method, class, struct...); empty keeps all.
	Kinds []string
	// Path keeps the symbols of files it matches: a gitignore-style
	// pattern ("net/http", "*_test.go", "src/**/*.py") matching the file
	// or a folder above it.
	Path string
	// Max is the most symbols returned; 0 means 50.
	Max int
}

// Symbols finds symbols by name, best match first: the exact name, then
// names that start with the query, names whose words' initials spell it
// (camelCase and snake_case: "ss" and "SeSo" find ServeSomething and
// serve_something), names that contain it, and names that hold its letters
// in order. Matching ignores case; the same case ranks first within a
// tier, then types and functions before variables and fields, shorter
// names, files outside tests, path and line. A qualified query keeps the
// symbols whose container (Server in Server.Serve), package, folder or
// file name is the qualifier.
func (x *Index) Symbols(ctx context.Context, q SymbolQuery) (out []Symbol, err error) {
	err = x.retry(ctx, func() (e error) { out, e = x.symbolsOnce(ctx, q); return })
	return
}

func (x *Index) symbolsOnce(ctx context.Context, q SymbolQuery) ([]Symbol, error) {
	qual, name := splitQuery(q.Query)
	if name == "" {
		return nil, fault.New(fault.InvalidArgument, "the symbol query is empty; pass a name such as Serve or Server.Serve")
	}
	if q.Max <= 0 {
		q.Max = 50
	}
	for _, list := range q.Kinds {
		for _, k := range strings.Split(list, ",") {
			if k = strings.TrimSpace(k); k != "" && syntax.KindWords[k] == 0 {
				words := slices.Sorted(maps.Keys(syntax.KindWords))
				return nil, fault.New(fault.InvalidArgument, "kind %q is not a kind of symbol; use one of %s", k, strings.Join(words, ", ")).With("kinds", words)
			}
		}
	}
	pathFilter := patterns(q.Path) // nil for none
	if err := x.fresh(ctx); err != nil {
		return nil, err
	}
	x.mu.Lock()
	t, err := x.table(ctx)
	if err != nil {
		x.mu.Unlock()
		return nil, err
	}
	cands := t.search(name, q.Kinds, pathFilter, qual == "", q.Max)
	if len(cands) == 0 && len(name) > 1 && name[0] == '#' { // Ruby's #m (named)
		cands = t.search(name[1:], q.Kinds, pathFilter, qual == "", q.Max)
	}
	st := x.st
	x.mu.Unlock()

	var out []Symbol
	for start := 0; start < len(cands) && len(out) < q.Max; start += 256 {
		batch := cands[start:min(start+256, len(cands))]
		ids := make([]int64, len(batch))
		for i, c := range batch {
			ids[i] = c.ref.id
		}
		syms, err := st.symbolsByID(ctx, ids)
		if err != nil {
			return nil, err
		}
		for _, c := range batch {
			s, ok := syms[c.ref.id]
			if !ok || (qual != "" && !qualifies(s, qual)) {
				continue
			}
			s.Match = tierNames[c.tier]
			out = append(out, s)
			if len(out) == q.Max {
				break
			}
		}
	}
	return out, nil
}

// splitQuery splits a query into its qualifier and name.
func splitQuery(q string) (qual, name string) {
	q = strings.TrimSpace(q)
	q = strings.ReplaceAll(q, "::", ".")
	// Ruby's Class#method is Class.method; JavaScript's #private starts a
	// name (Queue.#process, #count)
	b := []byte(q)
	for i, c := range b {
		if c == '#' && i > 0 && b[i-1] != '.' {
			b[i] = '.'
		}
	}
	q = strings.Trim(string(b), ".")
	if i := strings.LastIndexByte(q, '.'); i >= 0 {
		return q[:i], q[i+1:]
	}
	return "", q
}

// qualifies reports whether a symbol is reached by the qualifier q: its
// container or its end, its package (or the package's last element), the
// package with the container; at the top level, its folder, or where a
// file is a module (Python, JavaScript, TypeScript) the name of its file or
// its module's dotted path from the root, or that path's end (email.utils,
// utils).
func qualifies(s Symbol, q string) bool {
	return qualifiesWith(s, q, strings.EqualFold, hasSuffixFold)
}

// qualifiesExact is qualifies with the qualifier's case kept: url.User is
// the function User of package url, not the field URL.User.
func qualifiesExact(s Symbol, q string) bool {
	return qualifiesWith(s, q, func(a, b string) bool { return a == b }, strings.HasSuffix)
}

func qualifiesWith(s Symbol, q string, eq func(a, b string) bool, hasSuffixFold func(s, suffix string) bool) bool {
	// The query's "::" are dots (splitQuery): so are the container's, and
	// a name written with its path (Ruby's class RDoc::Markup::ToHtml,
	// indexed as ToHtml; C++'s SkipList<Key>::Iterator::Prev) is
	// qualified by that path too, after its container.
	s.Container = strings.ReplaceAll(s.Container, "::", ".")
	if c, ok := strings.CutSuffix(s.Container, ".self"); ok && s.Language == "ruby" {
		// a method of Ruby's class << self is the class's: Base.route
		t := s
		t.Container = c
		if qualifiesWith(t, q, eq, hasSuffixFold) {
			return true
		}
	}
	written := ""
	if i := strings.LastIndex(s.Name, "::"); i > 0 {
		written = syntax.WithoutTemplateArgs(s.Name[:i])
	} else if s.Container == "" && strings.HasSuffix(s.QName, "::"+s.Name) {
		written = strings.TrimSuffix(s.QName, "::"+s.Name)
	}
	if written != "" {
		c := strings.ReplaceAll(written, "::", ".")
		if s.Container != "" {
			c = s.Container + "." + c
		}
		if eq(c, q) || hasSuffixFold(c, "."+q) {
			return true
		}
	}
	if s.Container != "" && (eq(s.Container, q) || hasSuffixFold(s.Container, "."+q)) {
		return true
	}
	pkg := s.Package
	if pkg != "" {
		last := pkg[strings.LastIndexByte(pkg, '.')+1:]
		if s.Container == "" && (eq(pkg, q) || eq(last, q)) {
			return true
		}
		if s.Container != "" && (eq(pkg+"."+s.Container, q) || eq(last+"."+s.Container, q)) {
			return true
		}
	}
	if s.Container != "" {
		// a member of a module's class: email.message.Message
		if !scopesOf(s.Language).Module {
			return false
		}
		mod := modulePath(s.Path) + "." + s.Container
		return eq(mod, q) || hasSuffixFold(mod, "."+q)
	}
	if mod, ok := rustModule(s.Path); ok && s.Language == "rust" {
		m := mod.dotted() // util.helper, literal.imp.LiteralSearcher
		if m != "" && (eq(m, q) || hasSuffixFold(m, "."+q) || eq("crate."+m, q)) {
			return true
		}
		if m == "" && eq("crate", q) {
			return true // crate::area: an item of a crate's root
		}
	}
	dir := path.Dir(s.Path)
	if eq(path.Base(dir), q) || eq(strings.ReplaceAll(dir, "/", "."), q) || hasSuffixFold(strings.ReplaceAll(dir, "/", "."), "."+q) {
		return true
	}
	if !scopesOf(s.Language).Module {
		return false
	}
	base := path.Base(s.Path)
	if eq(strings.TrimSuffix(base, path.Ext(base)), q) {
		return true
	}
	mod := modulePath(s.Path)
	return eq(mod, q) || hasSuffixFold(mod, "."+q)
}

// modulePath is the dotted path of the module a file is, from the
// workspace root: email/utils.py is email.utils, email/__init__.py and
// src/index.ts are email and src.
func modulePath(p string) string {
	noExt := strings.TrimSuffix(p, path.Ext(p))
	noExt = strings.TrimSuffix(noExt, ".d") // a TypeScript declaration file
	switch path.Base(noExt) {
	case "__init__", "index", "mod":
		noExt = path.Dir(noExt)
	}
	if noExt == "." {
		return ""
	}
	return strings.ReplaceAll(noExt, "/", ".")
}

// scopesOf returns how far the names of a language reach, as its rules say
// (syntax.ScopeRules); nothing beyond their file for a language locus does
// not know.
func scopesOf(lang string) syntax.ScopeRules {
	if e := lastScopes.Load(); e != nil && e.lang == lang {
		return e.rules // the queries ask it for each occurrence and definition
	}
	var rules syntax.ScopeRules
	if l := syntax.Lookup(lang); l != nil {
		rules = l.Rules.Scopes
	}
	lastScopes.Store(&langScopes{lang, rules})
	return rules
}

// lastScopes is the language scopesOf answered last, and its rules.
var lastScopes atomic.Pointer[langScopes]

type langScopes struct {
	lang  string
	rules syntax.ScopeRules
}

// UnnamedPackage reports whether the files of a folder of lang that
// declare no package are one package (Java's unnamed one), whose files
// see each other's top-level names.
func UnnamedPackage(lang string) bool { return scopesOf(lang).UnnamedPackage }

// GlobalNames reports whether the top-level names of a file of lang are
// visible from every file of the language (C and C++ through headers,
// C#'s namespaces, Ruby, Bash).
func GlobalNames(lang string) bool { return scopesOf(lang).Global }

func hasSuffixFold(s, suffix string) bool {
	return len(s) >= len(suffix) && strings.EqualFold(s[len(s)-len(suffix):], suffix)
}

// lastPart is the part of a name written with its path after the last
// "::" (ToHtml of RDoc::Markup::ToHtml), else the name.
func lastPart(name string) string {
	if i := strings.LastIndex(name, "::"); i >= 0 {
		return name[i+2:]
	}
	return name
}

// cand is a symbol of the table with how it matched and what orders it.
type cand struct {
	ref       tabRef
	slot      int32
	tier      int
	caseExact bool
	kind      int // kindRank
	test      bool
	path      string
}

// search ranks the table's symbols against name and returns the best,
// filtered by kind and path: all that may be needed when a qualifier
// filters more (unlimited), else max.
func (t *symTable) search(name string, kinds []string, pathFilter *ignore.Matcher, limited bool, max int) []cand {
	lower := strings.ToLower(name)
	var kindOK []bool
	if len(kinds) > 0 {
		kindOK = make([]bool, len(t.kinds))
		for _, k := range kinds {
			for _, k := range strings.Split(k, ",") {
				if i, ok := t.kindIdx[strings.TrimSpace(k)]; ok {
					kindOK[i] = true
				}
			}
		}
	}
	var tiers [tierNone][]cand
	found := 0
	keep := func(i int32, tier int, caseExact bool) {
		for _, r := range t.slots[i].refs {
			if kindOK != nil && !kindOK[r.kind] {
				continue
			}
			m, ok := t.files[r.file]
			if !ok || pathFilter != nil && !pathFilter.Ignored(m.path, false) {
				continue
			}
			tiers[tier] = append(tiers[tier], cand{ref: r, slot: i, tier: tier, caseExact: caseExact,
				kind: kindRank(t.kinds[r.kind]), test: isTestPath(m.path), path: m.path})
			found++
		}
	}
	fuzzyNeeded := true
	qmask := charMask(lower)
	for pass := 0; pass < 2 && fuzzyNeeded; pass++ {
		for i, m := range t.masks {
			if m&qmask != qmask {
				continue // a letter of the query is missing
			}
			s := &t.slots[i]
			if len(s.refs) == 0 || s.lower == "" {
				continue
			}
			tier := tierNone
			caseExact := false
			if pass == 0 {
				// a name written with its path (RDoc::Markup::ToHtml) is
				// also matched by its last part
				last, lastName := lastPart(s.lower), lastPart(s.name)
				switch {
				case s.lower == lower || last == lower:
					tier, caseExact = tierExact, s.name == name || lastName == name
				case strings.HasPrefix(s.lower, lower) || strings.HasPrefix(last, lower):
					tier, caseExact = tierPrefix, strings.HasPrefix(s.name, name) || strings.HasPrefix(lastName, name)
				case s.lower[0] == lower[0] && initials(s.name, lower),
					last != s.lower && last != "" && last[0] == lower[0] && initials(lastName, lower):
					tier = tierInitials
				case strings.Contains(s.lower, lower):
					tier, caseExact = tierSubstring, strings.Contains(s.name, name)
				}
			} else if last := lastPart(s.lower); subsequence(last, lower) && !strings.Contains(s.lower, lower) &&
				!(s.lower[0] == lower[0] && initials(s.name, lower)) &&
				!(last != "" && last[0] == lower[0] && initials(lastPart(s.name), lower)) {
				tier = tierFuzzy
			}
			if tier != tierNone {
				keep(int32(i), tier, caseExact)
			}
		}
		fuzzyNeeded = !limited || found < max
	}
	var cands []cand
	for _, c := range tiers {
		if limited && len(cands) >= max {
			break
		}
		sort.Slice(c, func(i, j int) bool { return t.less(c[i], c[j]) })
		cands = append(cands, c...)
	}
	if limited && len(cands) > max {
		cands = cands[:max]
	}
	return cands
}

// less orders candidates: tier, same case, kind, test files last, name
// length, name, path, id (declaration order within a file).
func (t *symTable) less(a, b cand) bool {
	if a.tier != b.tier {
		return a.tier < b.tier
	}
	if a.caseExact != b.caseExact {
		return a.caseExact
	}
	if a.kind != b.kind {
		return a.kind < b.kind
	}
	if a.test != b.test {
		return b.test
	}
	na, nb := t.slots[a.slot].name, t.slots[b.slot].name
	if len(na) != len(nb) {
		return len(na) < len(nb)
	}
	if na != nb {
		return na < nb
	}
	if a.path != b.path {
		return a.path < b.path
	}
	return a.ref.id < b.ref.id
}

// kindRank puts types and functions first, then other declarations, then
// members, then the keys and sections of data and documents.
func kindRank(kind string) int {
	switch kind {
	case "class", "struct", "interface", "type", "trait", "enum", "function", "method", "constructor", "macro":
		return 0
	case "constant", "variable", "module", "namespace", "package", "impl":
		return 1
	case "field", "property", "enum_member", "event", "operator":
		return 2
	}
	return 3
}

// isTestPath reports whether a path looks like a test file or folder.
func isTestPath(p string) bool {
	base := path.Base(p)
	return strings.Contains(base, "_test.") || strings.HasPrefix(base, "test_") || strings.Contains(base, ".test.") ||
		strings.Contains(base, ".spec.") || strings.Contains(p, "/test/") || strings.Contains(p, "/tests/") ||
		strings.HasPrefix(p, "test/") || strings.HasPrefix(p, "tests/") || strings.Contains(p, "testdata/")
}

// initials reports whether the lower-case query q spells name by the
// starts of its words (camelCase, snake_case, kebab-case, digits): each
// piece of q is the start of a word, from the first word on, none skipped
// (the words after the last piece may be left).
func initials(name, q string) bool {
	lower := strings.ToLower(name)
	if len(lower) != len(name) {
		return initialsWords(splitWords(name), q)
	}
	var buf [64]int
	bounds := wordBounds(name, buf[:0])
	if len(bounds) < 4 {
		return false // one word: a prefix, not initials
	}
	var try func(qi, wi int) bool
	try = func(qi, wi int) bool {
		if qi == len(q) {
			return true
		}
		if wi >= len(bounds) {
			return false
		}
		word := lower[bounds[wi]:bounds[wi+1]]
		for k := min(len(word), len(q)-qi); k >= 1; k-- {
			if word[:k] == q[qi:qi+k] && try(qi+k, wi+2) {
				return true
			}
		}
		return false
	}
	return try(0, 0)
}

// initialsWords is initials over words already split and lower-cased.
func initialsWords(words []string, q string) bool {
	if len(words) < 2 {
		return false
	}
	var try func(qi, wi int) bool
	try = func(qi, wi int) bool {
		if qi == len(q) {
			return true
		}
		if wi == len(words) {
			return false
		}
		word := words[wi]
		for k := min(len(word), len(q)-qi); k >= 1; k-- {
			if word[:k] == q[qi:qi+k] && try(qi+k, wi+1) {
				return true
			}
		}
		return false
	}
	return try(0, 0)
}

// splitWords splits a name into lower-case words at "_", "-", "$", ".",
// case changes (fooBar, HTTPServer) and digits.
func splitWords(name string) []string {
	bounds := wordBounds(name, nil)
	words := make([]string, 0, len(bounds)/2)
	for i := 0; i+1 < len(bounds); i += 2 {
		words = append(words, strings.ToLower(name[bounds[i]:bounds[i+1]]))
	}
	return words
}

// wordBounds appends the start and end of each word of name to out.
func wordBounds(name string, out []int) []int {
	start := -1
	isUpper := func(c byte) bool { return 'A' <= c && c <= 'Z' }
	isLower := func(c byte) bool { return 'a' <= c && c <= 'z' }
	isDigit := func(c byte) bool { return '0' <= c && c <= '9' }
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c == '_' || c == '-' || c == '$' || c == '.' {
			if start >= 0 {
				out = append(out, start, i)
				start = -1
			}
			continue
		}
		if start >= 0 {
			p := name[i-1]
			switch {
			case isUpper(c) && isLower(p),
				isUpper(c) && isUpper(p) && i+1 < len(name) && isLower(name[i+1]), // HTTPServer: HTTP | Server
				isDigit(c) != isDigit(p):
				out = append(out, start, i)
				start = -1
			}
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, start, len(name))
	}
	return out
}

// subsequence reports whether q's bytes occur in s in order.
func subsequence(s, q string) bool {
	j := 0
	for i := 0; i < len(s) && j < len(q); i++ {
		if s[i] == q[j] {
			j++
		}
	}
	return j == len(q)
}

const symbolColumns = `s.id, s.file, s.name, s.qname, s.kind, s.start_line, s.end_line, s.sel_line, s.sel_col,
	s.signature, s.doc, coalesce(s.parent, 0), f.path, f.language, f.package,
	coalesce((SELECT p.kind FROM symbols p WHERE p.id = s.parent), '')`

func scanSymbol(rows *sql.Rows) (Symbol, error) {
	var s Symbol
	var qname sql.NullString
	var start, end, selLine, selCol int
	err := rows.Scan(&s.id, &s.file, &s.Name, &qname, &s.Kind, &start, &end, &selLine, &selCol,
		&s.Signature, &s.Doc, &s.parent, &s.Path, &s.Language, &s.Package, &s.parentKind)
	if err != nil {
		return s, err
	}
	if err := s.place(start, end, selLine, selCol); err != nil {
		return s, err
	}
	s.QName = qualify(s.Name, qname, s.parent, s.Kind, s.Language, s.Package)
	s.Container = container(s)
	return s, err
}

// place sets the symbol's range and selection from the numbers of its row,
// which the index wrote from the outline's, valid by construction.
func (s *Symbol) place(start, end, selLine, selCol int) error {
	var err error
	if s.Range, err = textpos.LinesOf(start, end); err != nil {
		return fmt.Errorf("index: symbol %s of %s: %w", s.Name, s.Path, err)
	}
	if s.Selection, err = textpos.NewPosition(selLine, selCol); err != nil {
		return fmt.Errorf("index: symbol %s of %s: %w", s.Name, s.Path, err)
	}
	return nil
}

// container is the qualified name of what a symbol is a member of.
func container(s Symbol) string {
	if s.parent == 0 && !(s.Kind == "method" && scopesOf(s.Language).Receivers) {
		return ""
	}
	return strings.TrimSuffix(s.QName, "."+s.Name)
}

// symbolsByID reads symbols by id, 500 a query.
func (s *store) symbolsByID(ctx context.Context, ids []int64) (map[int64]Symbol, error) {
	out := make(map[int64]Symbol, len(ids))
	for len(ids) > 0 {
		chunk := ids[:min(len(ids), 500)]
		ids = ids[len(chunk):]
		args := make([]any, len(chunk))
		for i, id := range chunk {
			args[i] = id
		}
		q := "SELECT " + symbolColumns + " FROM symbols s JOIN files f ON f.id = s.file WHERE s.id IN (?" + strings.Repeat(",?", len(chunk)-1) + ")"
		rows, err := s.db.QueryContext(ctx, q, args...)
		if err != nil {
			return nil, fmt.Errorf("index: read symbols: %w", err)
		}
		for rows.Next() {
			sym, err := scanSymbol(rows)
			if err != nil {
				rows.Close()
				return nil, fmt.Errorf("index: read symbols: %w", err)
			}
			out[sym.id] = sym
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("index: read symbols: %w", err)
		}
	}
	return out, nil
}

// Definitions returns the symbols named exactly name (case-sensitive), or
// for a qualified name ("Server.Serve", "http.Serve") those the qualifier
// reaches (see Symbols), in path and line order. The qualifier's case
// counts when some definition matches it exactly (url.User is not
// URL.User); only when none does is it matched ignoring case.
func (x *Index) Definitions(ctx context.Context, name string) (out []Symbol, err error) {
	err = x.retry(ctx, func() (e error) { out, e = x.definitionsOnce(ctx, name); return })
	return
}

func (x *Index) definitionsOnce(ctx context.Context, name string) ([]Symbol, error) {
	qual, base := splitQuery(name)
	if base == "" {
		return nil, fault.New(fault.InvalidArgument, "the name is empty; pass a name such as Serve or Server.Serve")
	}
	if err := x.fresh(ctx); err != nil {
		return nil, err
	}
	_, defs, err := x.named(ctx, qual, base)
	return defs, err
}

// named returns the definitions of a query's name and the name they have.
// A name written #m is a JavaScript private name when one is defined, and
// otherwise Ruby's way of naming the instance method m (#to_s, Queue#push:
// splitQuery reads the # after a name as a dot).
func (x *Index) named(ctx context.Context, qual, name string) (string, []Symbol, error) {
	defs, err := x.definitions(ctx, qual, name)
	if err == nil && len(defs) == 0 && len(name) > 1 && name[0] == '#' {
		name = name[1:]
		defs, err = x.definitions(ctx, qual, name)
	}
	return name, defs, err
}

func (x *Index) definitions(ctx context.Context, qual, name string) ([]Symbol, error) {
	all, err := x.store().definitionsNamed(ctx, name)
	if err != nil {
		return nil, err
	}
	var out, folded []Symbol
	for _, s := range all {
		switch {
		case qual == "" || qualifiesExact(s, qual):
			out = append(out, s)
		case qualifies(s, qual):
			folded = append(folded, s)
		}
	}
	if len(out) == 0 {
		out = folded // the qualifier's case matched nothing: ignore it
	}
	if len(out) == 0 && qual != "" {
		out = x.inheritedMembers(ctx, all, qual)
	}
	return withoutImpls(out), nil
}

// inheritedMembers returns, of defs (the definitions of one name), the
// members of the nearest bases of the class qual names that define one:
// Flask.route is the route of Scaffold, which Flask inherits through App.
func (x *Index) inheritedMembers(ctx context.Context, defs []Symbol, qual string) []Symbol {
	cls := qual[strings.LastIndexByte(qual, '.')+1:]
	st := x.store()
	mods := &moduleCache{ctx: ctx}
	if !mods.isClass(st, cls) {
		return nil
	}
	var out []Symbol
	mods.eachLevelUp(st, cls, func(level []string) bool {
		for _, d := range defs {
			if d.Container != "" && !d.inNamespace() && slices.Contains(level, ownerName(d)) {
				out = append(out, d)
			}
		}
		return len(out) == 0 // the nearest level that defines one
	})
	return out
}

// withoutImpls drops the Rust impl blocks of a type that is among defs
// itself: impl ExecBuilder is no second definition of ExecBuilder.
func withoutImpls(defs []Symbol) []Symbol {
	types := map[string]bool{}
	for _, d := range defs {
		if d.Language == "rust" && d.Kind != "impl" {
			types[d.Name] = true
		}
	}
	if len(types) == 0 {
		return defs
	}
	return slices.DeleteFunc(defs, func(d Symbol) bool { return d.Language == "rust" && d.Kind == "impl" && types[d.Name] })
}

// definitionsNamed returns the symbols named name, in path and line order.
func (s *store) definitionsNamed(ctx context.Context, name string) ([]Symbol, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT "+symbolColumns+" FROM symbols s JOIN files f ON f.id = s.file WHERE s.name = ? ORDER BY f.path, s.start_line, s.id", name)
	if err != nil {
		return nil, fmt.Errorf("index: read definitions: %w", err)
	}
	defer rows.Close()
	var out []Symbol
	for rows.Next() {
		s, err := scanSymbol(rows)
		if err != nil {
			return nil, fmt.Errorf("index: read definitions: %w", err)
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

// store returns the current store.
func (x *Index) store() *store {
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.st
}

// declaration reports whether s is declared apart from its body: a C or
// C++ prototype, a method declared in its class and defined outside it,
// a forward declaration of a class. Its signature ends in ";" (the index
// adds one where the statement ends past the signature's line). (Java's
// abstract methods end so too, but an abstract overload is a method of
// its own.) A TypeScript function or method without a body ends so too:
// an overload signature declares the body of its name in its file, and
// one without such a body (an interface's method) stays a symbol. So do
// Python's @overload functions (their signatures start with
// overloadMark), which declare the function of their name that no
// @overload decorates, and the symbols of a stub (.pyi), which declare
// those of the source beside it.
func (s Symbol) declaration() bool {
	switch s.Language {
	case "c", "cpp", "typescript", "tsx":
		return strings.HasSuffix(strings.TrimSpace(s.Signature), ";")
	case "python":
		return strings.HasPrefix(s.Signature, overloadMark) || path.Ext(s.Path) == ".pyi"
	}
	return false
}

// pythonModule is the module a Python file's path stands for: a stub
// (.pyi) and the source beside it (.py) are one module.
func pythonModule(p string) string {
	return strings.TrimSuffix(strings.TrimSuffix(p, ".pyi"), ".py")
}

// fileLocal reports whether s is seen in its own file alone: a C or C++
// static function or variable at the top level of a source file (a
// header's is its includers' too).
func (s Symbol) fileLocal() bool {
	if s.Language != "c" && s.Language != "cpp" || s.Container != "" || !strings.HasPrefix(s.Signature, "static ") {
		return false
	}
	switch path.Ext(s.Path) {
	case ".h", ".hh", ".hpp", ".hxx", ".inc", ".inl", ".ipp", ".tcc":
		return false
	}
	return true
}

// OfFile returns the definitions of defs that the name means in the
// file at p: those of its language's family when some are (a TypeScript
// file's Sub.create is no Python method); of those, when one is local to
// the file (a C static function there), those in that file alone; else
// all but those local to other files. defs itself for no file.
func OfFile(defs []Symbol, p string) []Symbol {
	if p == "" {
		return defs
	}
	if l := syntax.ForPath(p, nil); l != nil {
		family := xref.Family(l.Name())
		other := func(d Symbol) bool { return xref.Family(d.Language) != family }
		if slices.ContainsFunc(defs, other) {
			if kept := slices.DeleteFunc(slices.Clone(defs), other); len(kept) > 0 {
				defs = kept
			}
		}
	}
	if !slices.ContainsFunc(defs, Symbol.fileLocal) {
		return defs
	}
	if slices.ContainsFunc(defs, func(d Symbol) bool { return d.Path == p && d.fileLocal() }) {
		return slices.DeleteFunc(slices.Clone(defs), func(d Symbol) bool { return d.Path != p })
	}
	return slices.DeleteFunc(slices.Clone(defs), func(d Symbol) bool { return d.Path != p && d.fileLocal() })
}

// cSource reports whether the file at p is a C or C++ source file, which
// a static of another file cannot see (a header, an .inc or .def file
// included by it may).
func cSource(p string) bool {
	switch path.Ext(p) {
	case ".c", ".cc", ".cpp", ".cxx", ".c++", ".m", ".mm":
		return true
	}
	return false
}

// Bodies returns defs without the declarations of a symbol whose body is
// among them: a C function's prototypes (in its header, or ahead of it in
// its file) beside its definition, a C++ method's declaration in its
// class beside its definition outside it. A symbol is its qualified name
// and kind, so an interface's method and a class's stay apart, and so do
// the bodies of two static functions of one name; of overloads (several
// bodies of one name), a declaration goes with the body whose parameters
// have its types. TypeScript's overload signatures and Python's
// @overload functions go with the definition of their name in their
// file (a Python stub's with the source's beside it), whatever their
// parameters, and with none there, with the first of them.
func Bodies(defs []Symbol) []Symbol {
	if !slices.ContainsFunc(defs, Symbol.declaration) {
		return defs // the common case, and every language's but C's, C++'s, TypeScript's and Python's
	}
	type key struct{ qname, kind, file string }
	keyOf := func(d Symbol) key {
		switch d.Language {
		case "typescript", "tsx":
			return key{d.QName, d.Kind, d.Path} // overloads are one module's
		case "python":
			return key{d.QName, d.Kind, pythonModule(d.Path)} // a stub's too
		}
		return key{d.QName, d.Kind, ""}
	}
	bodies := map[key][]string{} // the bodies' parameter types
	for _, d := range defs {
		if !d.declaration() {
			k := keyOf(d)
			bodies[k] = append(bodies[k], paramTypes(d.Signature, d.Name))
		}
	}
	// overloads with no definition among them (an interface's, a
	// Protocol's, a stub's) declare one function too: the first stands for
	// the others, as a file's own target takes it (target.ResolvePlace)
	first := map[key]Symbol{}
	for _, d := range defs {
		k := keyOf(d)
		if k.file == "" || !d.declaration() || len(bodies[k]) > 0 {
			continue
		}
		if f, ok := first[k]; !ok || d.Selection.Before(f.Selection) {
			first[k] = d
		}
	}
	out := make([]Symbol, 0, len(defs))
	for _, d := range defs {
		k := keyOf(d)
		if b := bodies[k]; d.declaration() && (len(b) == 1 || slices.Contains(b, paramTypes(d.Signature, d.Name))) {
			continue
		}
		if f, ok := first[k]; ok && d.declaration() && f.Selection != d.Selection {
			continue
		}
		out = append(out, d)
	}
	return out
}

// Code returns defs without the symbols of documents and data (Markdown's
// sections, the keys of JSON, YAML and TOML files) when some of defs are
// code's: a name that a function and a heading or a key share names the
// function.
func Code(defs []Symbol) []Symbol {
	data := func(d Symbol) bool {
		switch d.Language {
		case "markdown", "json", "yaml", "toml":
			return true
		}
		return false
	}
	if !slices.ContainsFunc(defs, data) || !slices.ContainsFunc(defs, func(d Symbol) bool { return !data(d) }) {
		return defs
	}
	return slices.DeleteFunc(slices.Clone(defs), data)
}

// paramTypes is the list of a C or C++ signature's parameter types, its
// parameters' names and default values left out (int Compare(const
// Slice& a, const Slice& b) const is "const Slice&,const Slice&"), for
// telling overloads apart; "" when the signature has no parameter list.
func paramTypes(sig, name string) string {
	i := strings.Index(sig, name+"(")
	if i < 0 {
		return ""
	}
	rest := sig[i+len(name)+1:]
	depth, end := 0, -1
	var params []string
	from := 0
	for j := 0; j < len(rest) && end < 0; j++ {
		switch rest[j] {
		case '(', '<', '[', '{':
			depth++
		case ')', '>', ']', '}':
			if depth == 0 && rest[j] == ')' {
				end = j // the loop ends here
				params = append(params, rest[from:j])
				continue
			}
			depth--
		case ',':
			if depth == 0 {
				params = append(params, rest[from:j])
				from = j + 1
			}
		}
	}
	if end < 0 {
		return "" // cut short: the signature's first 200 characters
	}
	var types []string
	for _, p := range params {
		if k := strings.IndexByte(p, '='); k >= 0 {
			p = p[:k] // a default value
		}
		p = strings.TrimSpace(blockComments.ReplaceAllString(p, " "))
		if m := namedParam.FindStringSubmatch(p); m != nil {
			p = m[1]
		}
		if p = strings.Join(strings.Fields(p), ""); p != "" && p != "void" {
			types = append(types, p)
		}
	}
	return strings.Join(types, ",")
}

var (
	blockComments = regexp.MustCompile(`/\*.*?\*/`)
	// a parameter's type and name (const Slice& a, char *buf[16]); a type
	// alone (int, Slice) has no name to drop
	namedParam = regexp.MustCompile(`^(.*[\s&*])[A-Za-z_]\w*(\s*\[[^\]]*\])*$`)
)
