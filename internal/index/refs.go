// This file defines References: the occurrences of a name across the
// workspace, kept or left by what the syntax tells.

package index

import (
	"context"
	"database/sql"
	"fmt"
	"path"
	"slices"
	"strings"
	"unicode"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/textpos"
	"github.com/locus-dev/locus/internal/xref"
)

// RefQuery is a References question.
type RefQuery struct {
	// Name is the name referred to, or a qualified name: "Serve",
	// "Server.Serve" (the method), "http.Serve" (the function of package
	// http).
	Name string
	// IncludeDecl adds the declarations of the definitions themselves.
	IncludeDecl bool
	// Roles keeps only occurrences of these roles ("call", "type",
	// "write", "ref", "import", "decl", "key"); empty keeps all.
	Roles []string
	// Path keeps the files it matches (as SymbolQuery.Path).
	Path string
	// Max is the page size; 0 means 100. Offset skips that many references.
	Max, Offset int
}

// Reference is one occurrence of the name.
type Reference struct {
	Path      string `json:"path"`
	Line      int    `json:"line"`
	Col       int    `json:"column"`
	Role      string `json:"role"`
	Qualifier string `json:"qualifier,omitempty"` // x in x.Serve
	// Enclosing is the qualified name of the innermost symbol holding the
	// reference (a function, or the type whose member it is), "" at file
	// level.
	Enclosing string `json:"enclosing,omitempty"`
	Text      string `json:"text"` // the line of code, trimmed

	enclosingID int64
}

// FileRefs are the references in one file.
type FileRefs struct {
	Path string      `json:"path"`
	Refs []Reference `json:"references"`
}

// RefResult is the answer to References: a page of references grouped by
// file in path order.
type RefResult struct {
	Name        string     `json:"name"`
	Definitions []Symbol   `json:"definitions"`
	Total       int        `json:"total"`  // references in all, over all pages
	Offset      int        `json:"offset"` // of the page's first reference
	Files       []FileRefs `json:"files"`
}

// References finds the occurrences of a name across the workspace. The
// answer is by name, made precise where the syntax tells, against the
// definitions the index holds for the name (Definitions):
//
//   - A declaration is a reference only when IncludeDecl is set and it is
//     the declaration of one of the definitions.
//   - For a member (a method, a field, a nested symbol; "Server.Serve"), an
//     occurrence counts when it is reached through a qualifier (x.Serve,
//     self.serve) that is not an imported package's name, or is bare inside
//     the type's own range in Java, C++, C# and Ruby (their implicit this).
//   - For a top-level symbol ("Serve", "http.Serve"), a bare occurrence
//     counts in the defining file, in files of the same package (Go: the
//     same folder and package clause; Java: the same package), in files that
//     import the name itself (Python's from-import, JavaScript's named
//     imports, or all its names: Go's dot import, wildcards) from a module
//     that defines it or re-exports it (export { map } from './map', a
//     Python package's from .map import map, up to three modules deep),
//     and anywhere
//     in C, C++, C#, Ruby and Bash, which share one
//     name space; a qualified one counts when the qualifier is the local
//     name of an import whose path leads to the definition's folder,
//     package or module (http.Serve with "net/http" imported).
//   - The key of a literal's element that names a field (Go's
//     Response{Header: h}) refers to fields only, never to a method or a
//     top-level symbol of the same name (the type Header).
//   - A bare occurrence inside a function that declares a local of the same
//     name (a variable or parameter shadowing it; in Python, any assignment
//     to it in the function, unless global or nonlocal names it) does not
//     count.
//   - With no definition in the index (a name from outside the workspace),
//     every occurrence counts, and a qualified query keeps those whose
//     qualifier is the query's qualifier or the local name of an import
//     whose path ends with it.
func (x *Index) References(ctx context.Context, q RefQuery) (res *RefResult, err error) {
	err = x.retry(ctx, func() (e error) { res, e = x.referencesOnce(ctx, q); return })
	return
}

func (x *Index) referencesOnce(ctx context.Context, q RefQuery) (*RefResult, error) {
	qual, name := splitQuery(q.Name)
	if name == "" {
		return nil, fault.New(fault.InvalidArgument, "the name is empty; pass a name such as Serve or Server.Serve")
	}
	if q.Max <= 0 {
		q.Max = 100
	}
	if err := x.fresh(ctx); err != nil {
		return nil, err
	}
	defs, err := x.definitions(ctx, qual, name)
	if err != nil {
		return nil, err
	}
	refs, err := x.references(ctx, qual, name, defs, q)
	if err != nil {
		return nil, err
	}
	res := &RefResult{Name: q.Name, Definitions: defs, Total: len(refs), Offset: q.Offset}
	if q.Offset < len(refs) {
		page := refs[q.Offset:min(len(refs), q.Offset+q.Max)]
		x.fillText(page)
		for _, r := range page {
			if n := len(res.Files); n == 0 || res.Files[n-1].Path != r.Path {
				res.Files = append(res.Files, FileRefs{Path: r.Path})
			}
			f := &res.Files[len(res.Files)-1]
			f.Refs = append(f.Refs, r)
		}
	}
	return res, nil
}

// references lists every reference to name kept by the rules of
// References, in path and position order, without their text.
func (x *Index) references(ctx context.Context, qual, name string, defs []Symbol, q RefQuery) ([]Reference, error) {
	st := x.store()
	var roleOK map[xref.Role]bool
	if len(q.Roles) > 0 {
		roleOK = map[xref.Role]bool{}
		for _, r := range q.Roles {
			for _, r := range strings.Split(r, ",") {
				for i, n := range roleNames {
					if n == strings.TrimSpace(r) {
						roleOK[xref.Role(i)] = true
					}
				}
			}
		}
	}
	pathFilter := patterns(q.Path) // nil for none
	var out []Reference
	mods := &moduleCache{ctx: ctx}
	err := st.eachMention(ctx, name, func(fc *fileCtx, nameID int64) error {
		if pathFilter != nil && !pathFilter.Ignored(fc.path, false) {
			return nil
		}
		occs, err := fc.occurrencesOf(nameID)
		if err != nil {
			return err
		}
		r := resolver{st: st, fc: fc, defs: defs, qual: qual, occs: occs, mods: mods}
		for _, o := range occs {
			if roleOK != nil && !roleOK[o.role] {
				continue
			}
			if !r.keep(o, q.IncludeDecl) {
				continue
			}
			encl := fc.enclosing(o.line)
			ref := Reference{Path: fc.path, Line: o.line, Col: o.col, Role: o.role.String(), Qualifier: fc.names[o.qual]}
			if encl != nil {
				ref.Enclosing, ref.enclosingID = encl.qname, encl.id
			}
			out = append(out, ref)
		}
		return nil
	})
	return out, err
}

var roleNames = [...]string{"ref", "decl", "call", "type", "write", "import", "key"}

// resolver decides which occurrences in one file refer to the definitions.
type resolver struct {
	st    *store
	fc    *fileCtx
	defs  []Symbol
	qual  string
	occs  []occ // every occurrence of the name in the file
	memo  map[[2]int64]bool
	alias map[int64]bool // aliased, by definition
	mods  *moduleCache   // shared by the resolvers of one query
	ids   map[string]int64
	qoccs map[int64][]occ  // the occurrences of qualifiers, by name id
	named map[string]named // lookup's answers for qualified names
}

func (r *resolver) keep(o occ, includeDecl bool) bool {
	if o.role == xref.Decl {
		if !includeDecl {
			return false
		}
		if len(r.defs) == 0 {
			return true
		}
		for _, d := range r.defs {
			if d.file == r.fc.id && d.SelLine == o.line {
				return true
			}
		}
		return false
	}
	if len(r.defs) == 0 {
		return r.keepUndefined(o)
	}
	for _, d := range r.defs {
		if r.refersTo(o, d) {
			return true
		}
	}
	return false
}

// keepUndefined judges an occurrence of a name the workspace does not
// define: all count, or for a qualified query those reached through the
// qualifier.
func (r *resolver) keepUndefined(o occ) bool {
	if r.qual == "" {
		return true
	}
	q := r.fc.names[o.qual]
	if q == "" {
		return false
	}
	if q == r.qual {
		return true
	}
	for _, imp := range r.fc.imports {
		if imp.Name == q && (imp.Path == r.qual || strings.HasSuffix(imp.Path, "/"+r.qual) || strings.HasSuffix(imp.Path, "."+r.qual)) {
			return true
		}
	}
	return false
}

// refersTo applies the rules of References to one definition.
func (r *resolver) refersTo(o occ, d Symbol) bool {
	fc := r.fc
	q := fc.names[o.qual]
	if o.role == xref.Key {
		return d.Container != "" && !isCallable(d.Kind) // a field's name
	}
	if d.Container != "" {
		if q != "" {
			return !r.packageQualifier(q, d) && r.receiverMayBe(o, q, d)
		}
		if fc.id != d.file || !implicitThis[d.Language] {
			return false
		}
		c := fc.symbol(d.parent)
		return c != nil && c.start <= o.line && o.line <= c.end
	}
	if q != "" {
		return r.qualifiedLeadsTo(q, d)
	}
	if !r.visibleBare(d) {
		return false
	}
	return !r.shadowed(o, d)
}

// qualifiedLeadsTo reports whether the qualifier q of an occurrence names
// the module or package where the top-level d is defined, through an
// import: its local name (http in http.Serve with "net/http" imported); a
// module taken from a package by name (base64mime with from email import
// base64mime: email.base64mime, not email); or a dotted path from it
// (urllib.parse with import urllib.parse, p.sub with import pkg as p).
func (r *resolver) qualifiedLeadsTo(q string, d Symbol) bool {
	fc := r.fc
	first, rest, dotted := strings.Cut(q, ".")
	for i, imp := range fc.imports {
		switch {
		case dotted && imp.Name == first && imp.Symbol == "":
			module := q // import urllib.parse binds urllib: q is the module's path
			if pathFirst, _, _ := strings.Cut(imp.Path, "."); pathFirst != imp.Name {
				module = imp.Path + "." + rest // import a.b as c: c.d is a.b.d
			}
			if importLeadsTo(fileImport{Path: module}, fc, d) {
				return true
			}
		case imp.Name != q:
		case imp.Symbol != "" && imp.Symbol != "*" && imp.Symbol != "default":
			// a member import whose member is used as a module
			if importLeadsTo(fileImport{Path: memberPath(imp, fc.lang)}, fc, d) {
				return true
			}
		case r.leadsTo(i, d):
			return true
		}
	}
	return false
}

// memberPath is the path of the module a member import names when its
// member is a module itself (from email import base64mime).
func memberPath(imp fileImport, lang string) string {
	switch {
	case lang != "python":
		return strings.TrimSuffix(imp.Path, "/") + "/" + imp.Symbol
	case strings.HasSuffix(imp.Path, "."):
		return imp.Path + imp.Symbol // from . import x, from .. import x
	}
	return imp.Path + "." + imp.Symbol
}

// packageQualifier reports whether q is the local name of an imported
// package or module rather than of a value or type: x.M is then a
// package's M, not the member d (unless the import names d's container,
// as Java's import of a class does).
func (r *resolver) packageQualifier(q string, d Symbol) bool {
	if !r.fc.isImportName(q) {
		return false
	}
	owner := d.Container[strings.LastIndexByte(d.Container, '.')+1:]
	for _, imp := range r.fc.imports {
		if imp.Name == q && (imp.Symbol == owner || strings.HasSuffix(imp.Path, "."+owner) || strings.HasSuffix(imp.Path, "/"+owner) || imp.Path == owner) {
			return false
		}
	}
	return true
}

// visibleBare reports whether a top-level definition is visible by its bare
// name in the file.
func (r *resolver) visibleBare(d Symbol) bool {
	fc := r.fc
	switch {
	case fc.id == d.file:
		return true
	case globalNames[fc.lang] && globalNames[d.Language]:
		return true
	case d.Package != "" && fc.pkg == d.Package && fc.lang == d.Language &&
		(d.Language != "go" || path.Dir(fc.path) == path.Dir(d.Path)):
		return true
	}
	for i, imp := range fc.imports {
		if imp.Name == d.Name && r.leadsTo(i, d) {
			return true
		}
		if (imp.Name == "." || imp.Symbol == "*" || strings.HasSuffix(imp.Path, ".*")) && r.leadsTo(i, d) {
			return true // Go's dot import, Python's and Java's wildcards
		}
	}
	return r.aliased(d)
}

// aliased reports whether the file assigns d to its own name at the top
// level, the value reached through an import (Charset = _charset.Charset).
func (r *resolver) aliased(d Symbol) bool {
	if v, ok := r.alias[d.id]; ok {
		return v
	}
	v := false
	for _, o := range r.occs {
		if o.qual != 0 || (o.role != xref.Write && o.role != xref.Decl) {
			continue
		}
		if e := r.fc.enclosing(o.line); e != nil && (e.parent != 0 || e.selLine != o.line || e.name != d.Name) {
			continue // not at the top level (the variable's own symbol is)
		}
		for _, val := range r.occs {
			if val.line == o.line && val.qual != 0 && r.qualifiedLeadsTo(r.fc.names[val.qual], d) {
				v = true
			}
		}
	}
	if r.alias == nil {
		r.alias = map[int64]bool{}
	}
	r.alias[d.id] = v
	return v
}

// implicitThis are the languages where a bare name inside a class body
// reaches the class's members.
var implicitThis = map[string]bool{"java": true, "cpp": true, "csharp": true, "ruby": true}

// globalNames are the languages whose top-level names are visible from
// every file (C and C++ through headers, C#'s namespaces, Ruby, Bash).
var globalNames = map[string]bool{"c": true, "cpp": true, "csharp": true, "ruby": true, "bash": true}

// shadowed reports whether the function holding o declares a local of the
// same name (not the definition itself).
func (r *resolver) shadowed(o occ, d Symbol) bool {
	encl := r.fc.enclosing(o.line)
	if encl == nil || !isCallable(encl.kind) {
		return false
	}
	assignDeclares := assignScoped[r.fc.lang]
	shadow := false
	for _, other := range r.occs {
		if other.qual != 0 {
			continue
		}
		inFunc := encl.start <= other.line && other.line <= encl.end
		if other.role == xref.Imported && assignDeclares && inFunc {
			return false // global quote, nonlocal quote: the outer name
		}
		if other.role != xref.Decl && !(assignDeclares && other.role == xref.Write) {
			continue
		}
		if r.fc.id == d.file && other.line == d.SelLine {
			continue
		}
		if other.line == encl.selLine && encl.name == d.Name {
			continue // the function's own name (a method run calling the function run)
		}
		if inFunc {
			if e := r.fc.enclosing(other.line); e != nil && e.id == encl.id {
				shadow = true
			}
		}
	}
	return shadow
}

// assignScoped are the languages where a name assigned anywhere in a
// function is a local of that function, unless global or nonlocal says
// otherwise (which xref gives the role import).
var assignScoped = map[string]bool{"python": true}

// leadsTo is importLeadsTo for the file's i-th import, remembered.
func (r *resolver) leadsTo(i int, d Symbol) bool {
	k := [2]int64{int64(i), d.id}
	if v, ok := r.memo[k]; ok {
		return v
	}
	if r.memo == nil {
		r.memo = map[[2]int64]bool{}
	}
	v := importLeadsTo(r.fc.imports[i], r.fc, d) || r.reexports(r.fc.imports[i], r.fc, d, maxReexports)
	r.memo[k] = v
	return v
}

// maxReexports is how many modules a chain of re-exports may pass through.
const maxReexports = 3

// reexports reports whether the module an import names passes d on under
// its name: JavaScript's export { map } from './map' and export * from, a
// Python package's from .map import map, through at most depth modules.
func (r *resolver) reexports(imp fileImport, from *fileCtx, d Symbol, depth int) bool {
	if depth == 0 || imp.Path == "" || imp.Symbol != "" && imp.Symbol != d.Name && imp.Symbol != "*" {
		return false
	}
	for _, mod := range r.mods.files(r.st, imp.Path, from) {
		if mod.id == d.file {
			continue
		}
		for _, next := range mod.imports {
			wild := next.Symbol == "*" || next.Symbol == "" && next.Name == "" // export * from, from m import *
			if next.Name != d.Name && !wild {
				continue
			}
			if importLeadsTo(next, mod, d) || r.reexports(next, mod, d, depth-1) {
				return true
			}
		}
	}
	return false
}

// moduleCache finds the files of modules by import path, and the
// definitions of names, once per query.
type moduleCache struct {
	ctx      context.Context
	m        map[string][]*fileCtx
	definers map[string]map[string]bool // member name -> the types that define it
	names    map[string]named           // lookup's answers
}

// receiverMayBe reports whether x.M (x the qualifier q of o) may be the
// member d, by what the file tells of x's type: x declared or assigned
// with a type, or the result of a function whose signature gives one
// (var s Server, s := &Server{}, s := NewServer(), (s *Server), x =
// Server() in Python, new Server()), or self and this in a class. x.M is
// left out when that type is another type that defines a member M of its
// own, or a type or function result from outside the workspace; kept
// when the type is d's, or unknown, or a type of the workspace without its
// own M (it may embed or inherit d).
func (r *resolver) receiverMayBe(o occ, q string, d Symbol) bool {
	if !isCallable(d.Kind) {
		return true
	}
	h := r.typeOf(o, q)
	if h == "" {
		return true
	}
	owner := d.Container[strings.LastIndexByte(d.Container, '.')+1:]
	hq, h := "", h
	if i := strings.LastIndexByte(h, '.'); i >= 0 {
		hq, h = h[:i], h[i+1:]
	}
	if h == owner {
		return true
	}
	n := r.lookup(hq, h)
	if n.callable && !n.isType {
		if n.result == "" || n.result == owner {
			return true
		}
		h, n = n.result, r.mods.lookup(r.st, n.result)
		if h == owner {
			return true
		}
	}
	if n.isType {
		// a type of the workspace: another's M, unless it has none of its
		// own and may embed or inherit d's, or it extends d's type or d's
		// type extends it (an override)
		return !r.mods.definersOf(r.st, d.Name)[h] || r.mods.related(r.st, h, owner)
	}
	return n.callable // a type, or a function's result, from outside the workspace
}

// typeOf is the type the file gives the qualifier q where o is, or "".
func (r *resolver) typeOf(o occ, q string) string {
	fc := r.fc
	if q == "self" || q == "this" || q == "cls" {
		var cls *fileSym
		for _, s := range fc.syms {
			if s.start <= o.line && o.line <= s.end && isClassLike(s.kind) {
				cls = s
			}
		}
		if cls == nil {
			return ""
		}
		return cls.name
	}
	if first, fields, ok := strings.Cut(q, "."); ok {
		return r.fieldsType(o, first, fields)
	}
	for _, c := range q {
		if !(c == '_' || c == '$' || unicode.IsLetter(c) || unicode.IsDigit(c)) {
			return "" // not a plain name: f(), a[i]
		}
	}
	if r.ids == nil {
		r.ids = make(map[string]int64, len(fc.names))
		for id, t := range fc.names {
			r.ids[t] = id
		}
	}
	qid, ok := r.ids[q]
	if !ok || qid == 0 {
		return ""
	}
	occs, ok := r.qoccs[qid]
	if !ok {
		occs, _ = fc.occurrencesOf(qid)
		if r.qoccs == nil {
			r.qoccs = map[int64][]occ{}
		}
		r.qoccs[qid] = occs
	}
	encl := fc.function(o.line)
	var inScope, atTop *occ
	for i := range occs {
		x := &occs[i]
		if x.qual != 0 || x.role != xref.Decl && x.role != xref.Write {
			continue
		}
		if x.line > o.line || x.line == o.line && x.col > o.col {
			break
		}
		switch e := fc.function(x.line); {
		case e == encl && encl != nil:
			inScope = x
		case e == nil:
			atTop = x
		}
	}
	switch {
	case inScope != nil:
		return fc.names[inScope.typ]
	case atTop != nil:
		return fc.names[atTop.typ]
	}
	return ""
}

// fieldsType is the type of x.f.g (first x, fields f.g) where o is: x's
// type, then each field's as its declaration gives it, or "".
func (r *resolver) fieldsType(o occ, first, fields string) string {
	t := r.typeOf(o, first)
	for _, f := range strings.Split(fields, ".") {
		types := r.resolveType(t)
		if len(types) == 0 {
			return "" // unknown, or a type from outside whose fields the index does not hold
		}
		if m, ok := strings.CutSuffix(f, "()"); ok {
			t = r.mods.methodResult(r.st, types, m)
		} else {
			t = r.mods.fieldType(r.st, types, f)
		}
	}
	return t
}

// methodResult is the type the method m of the workspace types returns,
// as its signature says, or "" when unknown or when they disagree.
func (c *moduleCache) methodResult(st *store, types []Symbol, m string) string {
	defs, _ := st.definitionsNamed(c.ctx, m)
	found := ""
	for _, d := range defs {
		if !isCallable(d.Kind) || d.Container == "" {
			continue
		}
		owner := d.Container[strings.LastIndexByte(d.Container, '.')+1:]
		if !slices.ContainsFunc(types, func(t Symbol) bool {
			return t.id == d.parent || t.Name == owner && path.Dir(t.Path) == path.Dir(d.Path)
		}) {
			continue
		}
		h := resultOf(d.Signature, d.Name)
		if h == "" || found != "" && h != found {
			return ""
		}
		found = h
	}
	return found
}

// resolveType returns the workspace types a type hint may name: the type,
// or what the function it names returns; none when unknown or from
// outside.
func (r *resolver) resolveType(hint string) []Symbol {
	if hint == "" {
		return nil
	}
	hq, h := "", hint
	if i := strings.LastIndexByte(hint, '.'); i >= 0 {
		hq, h = hint[:i], hint[i+1:]
	}
	n := r.lookup(hq, h)
	switch {
	case n.isType:
		return n.types
	case n.callable && n.result != "":
		return r.mods.lookup(r.st, n.result).types
	}
	return nil
}

// fieldType is the type hint of the field f of the workspace types, as
// its declaration gives it, or "" when unknown or when the types disagree.
func (c *moduleCache) fieldType(st *store, types []Symbol, f string) string {
	defs, _ := st.definitionsNamed(c.ctx, f)
	found := ""
	for _, d := range defs {
		if !slices.ContainsFunc(types, func(t Symbol) bool { return t.id == d.parent }) {
			continue
		}
		fc, err := st.loadFile(c.ctx, d.file)
		if err != nil || fc == nil {
			continue
		}
		occs, _ := fc.occurrencesOf(fc.nameID(f))
		for _, o := range occs {
			if o.line != d.SelLine || o.role != xref.Decl {
				continue
			}
			h := fc.names[o.typ]
			if h == "" || found != "" && h != found {
				return "" // unknown, or types of that name whose fields differ
			}
			found = h
		}
	}
	return found
}

func isClassLike(kind string) bool {
	switch kind {
	case "class", "struct", "interface", "trait", "enum":
		return true
	}
	return false
}

// related reports whether the types a and b are of one family, as their
// declarations' signatures say (class A extends B implements I, class
// A(B)): one extends the other, or both a third (their methods of one name
// override one another).
func (c *moduleCache) related(st *store, a, b string) bool {
	up := c.ancestors(st, a)
	for t := range c.ancestors(st, b) {
		if up[t] {
			return true
		}
	}
	return false
}

// ancestors returns a type's name with those of the types it extends or
// implements, through at most 8 levels.
func (c *moduleCache) ancestors(st *store, a string) map[string]bool {
	seen := map[string]bool{a: true}
	level := []string{a}
	for depth := 0; depth < 8 && len(level) > 0; depth++ {
		var next []string
		for _, name := range level {
			for _, t := range c.lookup(st, name).types {
				for _, base := range baseNames(t.Signature) {
					if !seen[base] && base != "object" && base != "Object" {
						seen[base] = true
						next = append(next, base)
					}
				}
			}
		}
		level = next
	}
	return seen
}

// baseNames are the names of the classes a class declaration's signature
// says it extends: after extends or implements (TypeScript, Java), in the
// parentheses of Python's class A(B, C).
func baseNames(sig string) []string {
	var out []string
	add := func(list string) {
		for _, b := range strings.FieldsFunc(list, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' }) {
			if i := strings.IndexAny(b, "<[("); i >= 0 {
				b = b[:i]
			}
			b = b[strings.LastIndexByte(b, '.')+1:]
			if b != "" && b != "implements" && b != "extends" && !strings.Contains(b, "=") {
				out = append(out, b)
			}
		}
	}
	i := strings.Index(sig, " extends ")
	if j := strings.Index(sig, " implements "); j >= 0 && (i < 0 || j < i) {
		i = j
	}
	if i >= 0 {
		rest := sig[i+1:]
		if j := strings.IndexByte(rest, '{'); j >= 0 {
			rest = rest[:j]
		}
		add(rest)
		return out
	}
	if strings.HasPrefix(sig, "class ") {
		if i := strings.IndexByte(sig, '('); i >= 0 {
			if j := strings.LastIndexByte(sig, ')'); j > i {
				add(sig[i+1 : j])
			}
		}
	}
	return out
}

// definersOf returns the names of the types that define a member name.
func (c *moduleCache) definersOf(st *store, name string) map[string]bool {
	if t, ok := c.definers[name]; ok {
		return t
	}
	t := map[string]bool{}
	defs, _ := st.definitionsNamed(c.ctx, name)
	for _, d := range defs {
		if d.Container != "" {
			t[d.Container[strings.LastIndexByte(d.Container, '.')+1:]] = true
		}
	}
	if c.definers == nil {
		c.definers = map[string]map[string]bool{}
	}
	c.definers[name] = t
	return t
}

// lookup is moduleCache.lookup for a name the file reaches through the
// qualifier hq: through an import's name, only the definitions the import
// leads to (none for a package from outside the workspace: os.Open).
func (r *resolver) lookup(hq, h string) named {
	if hq == "" || !r.fc.isImportName(hq) {
		return r.mods.lookup(r.st, h)
	}
	key := hq + "." + h
	if n, ok := r.named[key]; ok {
		return n
	}
	defs, _ := r.st.definitionsNamed(r.mods.ctx, h)
	var reached []Symbol
	for _, d := range defs {
		if d.Container == "" && r.qualifiedLeadsTo(hq, d) {
			reached = append(reached, d)
		}
	}
	n := namedOf(reached)
	if r.named == nil {
		r.named = map[string]named{}
	}
	r.named[key] = n
	return n
}

// named is what the workspace defines under a name, for typing.
type named struct {
	isType   bool     // a class, struct, interface or other type
	types    []Symbol // those types
	callable bool     // a function or method
	result   string   // what the callables return when their signatures say and agree
}

// lookup returns what the workspace defines under name.
func (c *moduleCache) lookup(st *store, name string) named {
	if n, ok := c.names[name]; ok {
		return n
	}
	defs, _ := st.definitionsNamed(c.ctx, name)
	n := namedOf(defs)
	if c.names == nil {
		c.names = map[string]named{}
	}
	c.names[name] = n
	return n
}

// namedOf sums up definitions of one name.
func namedOf(defs []Symbol) named {
	var n named
	results := map[string]bool{}
	for _, d := range defs {
		switch {
		case isCallable(d.Kind):
			n.callable = true
			results[resultOf(d.Signature, d.Name)] = true
		case isClassLike(d.Kind) || d.Kind == "type":
			n.isType = true
			n.types = append(n.types, d)
		}
	}
	if len(results) == 1 {
		for t := range results {
			n.result = t
		}
	}
	return n
}

// resultOf is the type a function's signature says it returns (the first
// of Go's results), or "": the text after its parameters, past ->, : or (.
func resultOf(sig, name string) string {
	i := strings.Index(sig, name+"(")
	if i < 0 {
		i = strings.Index(sig, name+"[") // type parameters
		if i < 0 {
			return ""
		}
	}
	depth, end := 0, -1
	for j := i + len(name); j < len(sig); j++ {
		switch sig[j] {
		case '(', '[', '<':
			depth++
		case ')', ']', '>':
			depth--
			if depth == 0 && sig[j] == ')' {
				end = j
			}
		}
		if end >= 0 {
			break
		}
	}
	if end < 0 {
		return ""
	}
	rest := strings.TrimLeft(sig[end+1:], " \t-:>(")
	if k := strings.IndexAny(rest, ",){= \t"); k >= 0 {
		rest = rest[:k]
	}
	rest = strings.TrimLeft(rest, "*&")
	if k := strings.IndexAny(rest, "[<"); k >= 0 {
		rest = rest[:k]
	}
	return rest[strings.LastIndexByte(rest, '.')+1:]
}

// files returns the indexed files an import path may name from a file:
// relative JavaScript and Python modules, and Python's dotted ones.
func (c *moduleCache) files(st *store, p string, from *fileCtx) []*fileCtx {
	var exact, suffix []string
	switch {
	case from.lang != "python" && (p == "." || p == ".." || strings.HasPrefix(p, "./") || strings.HasPrefix(p, "../")):
		base := path.Join(path.Dir(from.path), p)
		exact = append(exact, base)
		for _, ext := range []string{".ts", ".tsx", ".d.ts", ".js", ".jsx", ".mjs"} {
			exact = append(exact, base+ext, base+"/index"+ext)
		}
	case from.lang != "python":
		return nil
	case strings.HasPrefix(p, "."):
		n := len(p) - len(strings.TrimLeft(p, "."))
		base := path.Dir(from.path)
		for i := 1; i < n; i++ {
			base = path.Dir(base)
		}
		base = path.Join(base, strings.ReplaceAll(p[n:], ".", "/"))
		exact = append(exact, base+".py", base+"/__init__.py")
	default:
		base := strings.ReplaceAll(p, ".", "/")
		suffix = append(suffix, base+".py", base+"/__init__.py")
	}
	key := strings.Join(exact, "\x00") + "\x01" + strings.Join(suffix, "\x00")
	if fcs, ok := c.m[key]; ok {
		return fcs
	}
	var conds []string
	var args []any
	for _, e := range exact {
		conds, args = append(conds, "path = ?"), append(args, e)
	}
	for _, s := range suffix {
		conds, args = append(conds, "path = ? OR path LIKE ?"), append(args, s, "%/"+s)
	}
	var fcs []*fileCtx
	rows, err := st.db.QueryContext(c.ctx, "SELECT id FROM files WHERE error IS NULL AND ("+strings.Join(conds, " OR ")+")", args...)
	if err == nil {
		var ids []int64
		for rows.Next() {
			var id int64
			if rows.Scan(&id) == nil {
				ids = append(ids, id)
			}
		}
		rows.Close()
		for _, id := range ids {
			if fc, err := st.loadFile(c.ctx, id); err == nil && fc != nil {
				fcs = append(fcs, fc)
			}
		}
	}
	if c.m == nil {
		c.m = map[string][]*fileCtx{}
	}
	c.m[key] = fcs
	return fcs
}

// importLeadsTo reports whether an import's path leads to the folder,
// package or module where d is defined.
func importLeadsTo(imp fileImport, fc *fileCtx, d Symbol) bool {
	p := imp.Path
	if p == "" {
		return false
	}
	dir := path.Dir(d.Path)
	noExt := strings.TrimSuffix(d.Path, path.Ext(d.Path))
	var targets []string
	switch {
	case strings.HasPrefix(p, "./") || strings.HasPrefix(p, "../"):
		// a relative module (JavaScript, TypeScript): relative to the importing file
		rel := path.Join(path.Dir(fc.path), p)
		return rel == noExt || rel == dir && path.Base(noExt) == "index" || rel == d.Path
	case strings.HasPrefix(p, "."):
		// a relative Python module: .mod, ..pkg.mod
		n := len(p) - len(strings.TrimLeft(p, "."))
		base := path.Dir(fc.path)
		for i := 1; i < n; i++ {
			base = path.Dir(base)
		}
		rel := path.Join(base, strings.ReplaceAll(p[n:], ".", "/"))
		return rel == noExt || rel == dir
	}
	p = strings.TrimSuffix(p, ".*")
	slashed := toSlashes.Replace(p)
	if strings.Contains(p, "/") {
		slashed = p // a path already: keep its dots (Go's gopkg.in/yaml.v3)
	}
	targets = append(targets, dir, noExt)
	if dir == "." && d.Package != "" {
		targets = append(targets, d.Package) // the workspace root's own package: its import path ends with its name
	}
	if path.Base(noExt) == "__init__" || path.Base(noExt) == "index" || path.Base(noExt) == "mod" {
		targets = append(targets, path.Dir(noExt))
	}
	if d.Package != "" {
		pkgPath := strings.ReplaceAll(d.Package, ".", "/")
		targets = append(targets, pkgPath, pkgPath+"/"+d.Name, pkgPath+"/*")
	}
	for _, t := range targets {
		if t == "." || t == "" {
			continue
		}
		if slashed == t || strings.HasSuffix(slashed, "/"+t) || strings.HasSuffix(t, "/"+slashed) {
			return true
		}
	}
	return false
}

var toSlashes = strings.NewReplacer("::", "/", ".", "/")

// fillText sets the Text of references from their files.
func (x *Index) fillText(refs []Reference) {
	var cur string
	var text []byte
	var lines *textpos.Mapper
	for i := range refs {
		if refs[i].Path != cur {
			cur, text, lines = refs[i].Path, nil, nil
			if f, err := x.root.ReadFile(cur); err == nil {
				text, lines = f.Text, textpos.NewMapper(f.Text)
			}
		}
		if lines == nil {
			continue
		}
		l, err := textpos.NewLine(refs[i].Line)
		if err != nil {
			continue
		}
		if start, err := lines.LineStart(l); err == nil {
			end, _ := lines.LineEnd(l)
			refs[i].Text = strings.TrimSpace(string(text[start:end]))
		}
	}
}

// eachMention calls fn for every file whose occurrences mention name, in
// path order.
func (s *store) eachMention(ctx context.Context, name string, fn func(fc *fileCtx, nameID int64) error) error {
	var nameID int64
	err := s.db.QueryRowContext(ctx, "SELECT id FROM names WHERE name = ?", name).Scan(&nameID)
	if err == sql.ErrNoRows {
		return nil // no file mentions it
	}
	if err != nil {
		return fmt.Errorf("index: read the names: %w", err)
	}
	rows, err := s.db.QueryContext(ctx, "SELECT f.id FROM postings p JOIN files f ON f.id = p.file WHERE p.name = ? ORDER BY f.path", nameID)
	if err != nil {
		return fmt.Errorf("index: read the postings: %w", err)
	}
	var files []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return err
		}
		files = append(files, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("index: read the postings: %w", err)
	}
	epoch, gen, err := s.generation(ctx)
	if err != nil {
		return err
	}
	for _, id := range files {
		if err := ctx.Err(); err != nil {
			return err
		}
		fc, err := s.loadFileAt(ctx, epoch, gen, id)
		if err != nil {
			return err
		}
		if fc == nil {
			continue
		}
		if err := fn(fc, nameID); err != nil {
			return err
		}
	}
	return nil
}
