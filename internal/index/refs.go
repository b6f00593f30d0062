// This file defines References: the occurrences of a name across the
// workspace, kept or left by what the syntax tells.

package index

import (
	"cmp"
	"context"
	"database/sql"
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/syntax"
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
	// From is the file the name was found in, when the question was
	// asked there: a name of a C static function of that file means it
	// alone (OfFile).
	From string
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
	// Via is the name an import binds the definition to in the file, for
	// a use under that name (g of import { f as g }; f2 of from .util
	// import fmt as f2): a reference that a rename leaves alone, with the
	// alias.
	Via string `json:"via,omitempty"`

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
//     the type's own range in Java, C++, C# and Ruby (their implicit this)
//     or in a subclass that inherits it (class A < B, class A : B), or in
//     a file whose import binds the member itself (Java's import static
//     a.B.m); a Ruby class, module or constant nested in a module is also
//     reached bare inside that module (its lexical constant lookup), and a
//     C# extension method through a value of any type.
//   - For a top-level symbol ("Serve", "http.Serve"), a bare occurrence
//     counts in the defining file, in files of the same package (Go: the
//     same folder and package clause; Java: the same package), in files that
//     import the name itself (Python's from-import, JavaScript's named
//     imports, or all its names: Go's dot import, wildcards) from a module
//     that defines it or re-exports it (export { map } from './map',
//     export * from './map', import map then export { map }, a Python
//     package's from .map import map, up to three modules deep, five for
//     JavaScript's), and anywhere
//     in C, C++, C#, Ruby and Bash, which share one
//     name space; a qualified one counts when the qualifier is the local
//     name of an import whose path leads to the definition's folder,
//     package or module (http.Serve with "net/http" imported).
//   - A name an import statement writes counts, with the role import, when
//     the import takes the definition: the name it binds (const f =
//     require('./f'), import f from './f', from m import f) when the uses
//     of that name count, a default import only of what the module
//     exports as a whole when the index sees it (module.exports = f,
//     export = f, export default function f, or what a module on the way
//     passes on as its default: export { f as default } from './f',
//     export { default } from './f'), import * as f only of f that is
//     the module itself (export = f, module.exports = f); the member
//     taken under another name (f of import { f as g }, of const { f: g }
//     = require('./m')), and the bare uses of the alias, which say so
//     (Reference.Via) and which a rename leaves alone; an element
//     of an import's path that leads to the definition (Strings of Java's
//     import a.b.Strings).
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
	name, defs, err := x.named(ctx, qual, name)
	if err != nil {
		return nil, err
	}
	defs = OfFile(defs, q.From)
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
	// a language's names refer to its own family's definitions only (C's
	// and C++'s, JavaScript's and TypeScript's share theirs): Python's
	// x.run() is no reference of a Java method run
	families := map[string]bool{}
	for _, d := range defs {
		families[xref.Family(d.Language)] = true
	}
	var out []Reference
	var passers []passer // the modules that pass a definition on under another name
	mods := &moduleCache{ctx: ctx}
	parts := partition(defs)
	err := st.eachMention(ctx, name, func(fc *fileCtx, nameID int64) error {
		if len(defs) > 0 && !families[xref.Family(fc.lang)] {
			return nil
		}
		occs, err := fc.occurrencesOf(nameID)
		if err != nil {
			return err
		}
		r := resolver{st: st, fc: fc, defs: defs, parts: parts, qual: qual, occs: occs, mods: mods}
		passers = append(passers, r.passersIn(name)...) // whatever the path filter: its uses may pass it
		if pathFilter != nil && !pathFilter.Ignored(fc.path, false) {
			return nil
		}
		first := len(out)
		add := func(o occ, via string) {
			if roleOK != nil && !roleOK[o.role] {
				return
			}
			ref := Reference{Path: fc.path, Line: o.line, Col: o.col, Role: o.role.String(), Qualifier: fc.names[o.qual], Via: via}
			if encl := fc.enclosingOf(o); encl != nil {
				ref.Enclosing, ref.enclosingID = encl.qname, encl.id
			}
			out = append(out, ref)
		}
		for _, o := range occs {
			if part, bound := r.importPart(o); part {
				if !bound {
					continue
				}
				o.role = xref.Imported
			} else if !r.keep(o, q.IncludeDecl) {
				continue
			}
			add(o, "")
		}
		if uses := r.aliasUses(name); len(uses) > 0 {
			for _, a := range uses {
				add(a.occ, a.alias)
			}
			slices.SortFunc(out[first:], func(a, b Reference) int { return cmp.Or(cmp.Compare(a.Line, b.Line), cmp.Compare(a.Col, b.Col)) })
		}
		return nil
	})
	if err != nil || len(passers) == 0 {
		return out, err
	}
	importers := map[string][]*fileCtx{}
	for _, p := range passers {
		uses, err := x.passedUses(ctx, p, defs, mods, importers)
		if err != nil {
			return nil, err
		}
		for _, u := range uses {
			if (roleOK == nil || roleOK[roleOf(u.Role)]) && (pathFilter == nil || pathFilter.Ignored(u.Path, false)) {
				out = append(out, u)
			}
		}
	}
	slices.SortStableFunc(out, func(a, b Reference) int {
		return cmp.Or(cmp.Compare(a.Path, b.Path), cmp.Compare(a.Line, b.Line), cmp.Compare(a.Col, b.Col))
	})
	return slices.CompactFunc(out, func(a, b Reference) bool { return a.Path == b.Path && a.Line == b.Line && a.Col == b.Col }), nil
}

// roleOf is the role a Reference's Role names.
func roleOf(name string) xref.Role {
	for i, n := range roleNames {
		if n == name {
			return xref.Role(i)
		}
	}
	return xref.Ref
}

// aliasUse is a use of a definition under the name an import binds it to.
type aliasUse struct {
	occ
	alias string
}

// aliasUses returns the file's bare uses of the names its imports bind
// one of the top-level definitions (named name) to under another name:
// f2 of from .util import fmt as f2, g of import { f as g }, fetch of
// Rust's use store::{load as fetch}. The alias's own place in the import
// is not one, nor a use where a local of the alias's name answers.
func (r *resolver) aliasUses(name string) []aliasUse {
	fc := r.fc
	if r.parts == nil || len(r.parts.top) == 0 {
		return nil
	}
	var out []aliasUse
	for i, imp := range fc.imports {
		symbol := imp.member(fc.lang)
		if symbol != name || imp.Name == "" || imp.Name == name || !r.leadsToTop(i) {
			continue
		}
		for _, o := range r.usesUnder(imp) {
			out = append(out, aliasUse{o, imp.Name})
		}
	}
	return out
}

// leadsToTop reports whether the file's i-th import leads to one of the
// top-level definitions.
func (r *resolver) leadsToTop(i int) bool {
	for _, di := range r.parts.top {
		if r.leadsTo(i, r.defs[di]) {
			return true
		}
	}
	return false
}

var roleNames = [...]string{"ref", "decl", "call", "type", "write", "import", "key"}

// resolver decides which occurrences in one file refer to the definitions.
type resolver struct {
	st      *store
	fc      *fileCtx
	defs    []Symbol
	parts   *defParts // defs by the rule that applies to them (keep)
	qual    string
	occs    []occ // every occurrence of the name in the file
	memo    map[[2]int64]bool
	alias   map[int64]bool     // aliased, by definition
	visible map[int64]bool     // visibleBare, by definition
	mods    *moduleCache       // shared by the resolvers of one query
	byName  map[int64][]occ    // the file's occurrences by name id (occsNamed)
	recv    map[[2]int]typeSet // receiverTypes' answers, by line and column
	depth   int                // typeOf's depth of declarations followed
	shadow  map[int64]shadows  // shadowsOf's answers, by definition
	member  map[int64]bool     // importsMember's answers, by definition
	sub     map[int]*fileSym   // subclassAt's answers, by line
	top     map[string]bool    // topAncestors' answer
	bound   [][2]int           // boundAtTop's scopes (localScopes); nil until asked
	locals  map[string][]local // localAt's locals, by name
	values  map[string]Symbol  // importedValue's answers, by name (the zero Symbol: none)
}

// localAt reports whether a local named name answers the bare name at o:
// o lies in the scope of a local its function declares (a parameter, a
// variable from its declaration to the end of its block), as BareUses
// reads scopes.
func (r *resolver) localAt(o occ, name string) bool {
	f := localScope(r.fc, o.line)
	if f == nil {
		return false
	}
	locals, ok := r.locals[name]
	if !ok {
		var occs []occ
		if id := r.fc.nameID(name); id > 0 {
			occs = r.occsNamed(id)
		}
		locals = localsOf(r.fc, name, occs)
		if r.locals == nil {
			r.locals = map[string][]local{}
		}
		r.locals[name] = locals
	}
	for _, l := range locals {
		if l.fn == f.id && (l.whole || l.scope.Holds(o.line, o.col)) {
			return true
		}
	}
	return false
}

func (r *resolver) keep(o occ, includeDecl bool) bool {
	if o.role == xref.Decl {
		if !includeDecl {
			return false
		}
		if len(r.defs) == 0 {
			return true
		}
		onLine := false
		for _, d := range r.defs {
			if d.file == r.fc.id && d.Selection.Line().Int() == o.line {
				if d.Selection.Column().Int() == o.col {
					return true
				}
				onLine = true
			}
		}
		// on a definition's line, but not at its name: the definition's
		// when no declaration of the line is at its name (its selection
		// and the name's place may differ), else another name declared
		// there (a property of a parameter's type: function
		// timeout(o: {timeout?: number}))
		return onLine && !r.declAtSelection(o.line)
	}
	if len(r.defs) == 0 {
		return r.keepUndefined(o)
	}
	if r.parts == nil {
		r.parts = partition(r.defs)
	}
	return r.parts.keep(r, o)
}

// declAtSelection reports whether a declaration of the name on line is
// at the name of one of the definitions.
func (r *resolver) declAtSelection(line int) bool {
	for _, o := range r.occs {
		if o.line != line || o.role != xref.Decl {
			continue
		}
		for _, d := range r.defs {
			if d.file == r.fc.id && d.Selection.Line().Int() == line && d.Selection.Column().Int() == o.col {
				return true
			}
		}
	}
	return false
}

// defParts are the definitions of a query sorted by which of refersTo's
// rules can hold for them, so that an occurrence is judged against only
// those: a name with hundreds of definitions (String, Close) has most of
// them members, and a bare occurrence can refer to a member only in the
// member's own file or in a C++ method defined outside its class.
type defParts struct {
	top     []int            // top-level definitions, by index in defs
	members []int            // members
	inFile  map[int64][]int  // members by file
	byOwner map[string][]int // members by the name of their type (ownerName)
	field   bool             // a member that is not callable (a field)
}

func partition(defs []Symbol) *defParts {
	p := &defParts{inFile: map[int64][]int{}, byOwner: map[string][]int{}}
	for i := range defs {
		d := &defs[i]
		if d.Container == "" || d.inNamespace() {
			p.top = append(p.top, i)
			continue
		}
		p.members = append(p.members, i)
		p.inFile[d.file] = append(p.inFile[d.file], i)
		p.byOwner[ownerName(*d)] = append(p.byOwner[ownerName(*d)], i)
		if !isCallable(d.Kind) {
			p.field = true
		}
	}
	return p
}

// keep is refersTo over every definition, asking only those it can hold
// for: the same answer, in a different order.
func (p *defParts) keep(r *resolver, o occ) bool {
	if o.role == xref.Key {
		if strings.HasPrefix(r.fc.names[o.typ], xref.CallOf) {
			return r.refersToAny(o, p.members)
		}
		return p.field
	}
	if q := r.fc.names[o.qual]; q != "" {
		return r.refersToAny(o, p.members) || r.refersToAny(o, p.top)
	}
	if r.refersToAny(o, p.inFile[r.fc.id]) {
		return true
	}
	if strings.HasPrefix(r.fc.names[o.typ], xref.CaseOf) && r.refersToAny(o, p.members) {
		return true // case BEGIN: an enum's constant (resolver.caseOf)
	}
	if r.fc.lang == "csharp" && len(p.members) > 0 && r.partialMember(o, p) {
		return true
	}
	if r.fc.definedOutsideIn(o.line) != "" || r.fc.isImportName(r.fc.names[o.name]) || r.fc.wildcard ||
		r.fc.lang == "ruby" && isConstantName(r.fc.names[o.name]) {
		if r.refersToAny(o, p.members) {
			return true
		}
	} else if cls := r.subclassAt(o.line); cls != nil {
		// a member the class inherits (resolver.inherited): only those of
		// its bases can be
		for base := range r.mods.classAncestors(r.st, cls) {
			if base != cls.name && r.refersToAny(o, p.byOwner[base]) {
				return true
			}
		}
	} else if r.fc.outsideClasses(o.line) {
		// Ruby outside any class (resolver.reachedAtTop): the members of
		// the modules the file mixes in, or the one definition of the name
		for base := range r.topAncestors() {
			if r.refersToAny(o, p.byOwner[base]) {
				return true
			}
		}
		if d, ok := r.mods.onlyRubyDef(r.st, r.fc.names[o.name]); ok && r.refersToAny(o, p.byOwner[ownerName(d)]) {
			return true
		}
	}
	return r.refersToAny(o, p.top)
}

// partialMember reports whether the bare name o, in a C# class, is a
// member that another file's part of the class declares: a class of one
// name in one namespace in two files is partial (C# allows no other in
// one assembly; two projects of a workspace declaring one such class
// are read as one), and its parts' members are each other's. A local of the name, or a
// member of the part that holds o, answers it first.
func (r *resolver) partialMember(o occ, p *defParts) bool {
	var cls *fileSym
	r.fc.holding(o.line, func(s *fileSym) bool {
		if isClassLike(s.kind) {
			cls = s
		}
		return true
	})
	if cls == nil {
		return false
	}
	for _, i := range p.byOwner[cls.name] {
		d := r.defs[i]
		if d.file != r.fc.id && d.Package == r.fc.pkg && d.Language == "csharp" && !cls.hasChild(d.Name) && !r.localAt(o, d.Name) {
			return true
		}
	}
	return false
}

// refersToAny reports whether o refers to any of the definitions at idx.
func (r *resolver) refersToAny(o occ, idx []int) bool {
	for _, i := range idx {
		if r.refersTo(o, r.defs[i]) {
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
	if fc.id == d.file && o.qual == 0 && o.line == d.Selection.Line().Int() && o.col == d.Selection.Column().Int() {
		return true // the definition's own name (a Python class's limit = 10, which writes it)
	}
	if fc.id != d.file && d.fileLocal() && cSource(fc.path) {
		return false // a C static function of another source file
	}
	if o.role == xref.Key {
		if callee, ok := strings.CutPrefix(fc.names[o.typ], xref.CallOf); ok {
			return r.keywordOf(o, callee, d)
		}
		return d.Container != "" && !isCallable(d.Kind) // a field's name
	}
	if d.Container != "" && !d.inNamespace() {
		if q != "" && o.role == xref.Imported && d.Language == "java" {
			return q == d.Package+"."+d.Container // a path: import static a.B.m names m of a.B alone
		}
		if q != "" && o.role == xref.Imported && isCallable(d.Kind) {
			return false // a path's element (request of from urllib.request import x) names no method
		}
		if q != "" {
			if isJS(fc.lang) && d.parent == 0 && fc.isImportName(q) && r.exportedObjectMember(q, d) {
				return true // res.send of const res = require('./res'), whose module is the object res
			}
			if staticMember(d) && !namesClass(q, ownerName(d)) {
				return false // Streams.write(...), never x.y.write(...)
			}
			if isJS(fc.lang) && jsGlobals[q] && !fc.isImportName(q) && !fc.declaresBare(q) {
				return false // Object.create(...), Math.max(...): the built-in object's
			}
			return !r.packageQualifier(q, d) && r.receiverMayBe(o, q, d)
		}
		if r.importsMember(d) {
			return !r.shadowed(o, d) // Java's import static a.B.m; m(), or import static a.B.*
		}
		if rubyConstant(d) && r.fc.lang == "ruby" && fc.lexicallyIn(o.line, ownerName(d)) {
			return true // Ruby's lexical constant lookup: IndifferentHash inside module Sinatra
		}
		if !scopesOf(d.Language).ImplicitThis {
			return false
		}
		if fc.lang == "ruby" && (o.role == xref.Write || o.role != xref.Call && r.shadowed(o, d) || r.boundAtTop(o)) {
			return false // a local (body = ..., |body|, a parameter); body(x) is a call still
		}
		if d.Language == "java" && javaOtherNamespace(o.role, d.Kind) {
			return false
		}
		if subject, ok := strings.CutPrefix(fc.names[o.typ], xref.CaseOf); ok {
			if d.Kind == "enum_member" {
				return r.caseOf(o, subject, d)
			}
			if r.switchOnEnum(o, subject) {
				return false // case BEGIN: in a switch on an enum is its constant, not an int BEGIN
			}
		}
		if !isCallable(d.Kind) && fc.lang != "ruby" && r.localAt(o, fc.names[o.name]) {
			return false // int limit = 2; ... limit: the local, not the field
		}
		if fc.id == d.file {
			if c := fc.symbol(d.parent); c != nil && c.start <= o.line && o.line <= c.end {
				return true
			}
		}
		if owner := fc.definedOutsideIn(o.line); owner != "" && owner == ownerName(d) {
			return true
		}
		return r.inherited(o, d) || r.reachedAtTop(o, d)
	}
	if q != "" {
		if prefix, ok := strings.CutSuffix(d.QName, "::"+d.Name); ok && d.Language == "ruby" {
			// RDoc::Markup::ToHtml, Markup::ToHtml: the path it is named with
			if q == prefix || strings.HasSuffix(prefix, "::"+q) {
				return true
			}
		}
		if d.inNamespace() {
			// leveldb::Status, N.F.Helper: the namespace's path, or its end
			ns, qd := strings.ReplaceAll(d.Container, "::", "."), strings.ReplaceAll(q, "::", ".")
			if ns == qd || strings.HasSuffix(ns, "."+qd) {
				return true
			}
		}
		if commonJSExports(fc.lang, q) {
			return fc.id == d.file // exports.f = ...: the module's own f
		}
		if isJS(fc.lang) && strings.HasPrefix(q, "require(") {
			// const f = require('./m').f: the member the import takes
			name := fc.names[o.name]
			for i, imp := range fc.imports {
				if imp.Line == o.line && imp.Symbol == name && r.leadsTo(i, d) {
					return true
				}
			}
			return false
		}
		return r.qualifiedLeadsTo(q, d)
	}
	if !r.visibleBare(d) || r.memberHides(o, d) {
		return false
	}
	return !r.shadowed(o, d)
}

// keywordOf reports whether the keyword argument o of a call of callee
// may name the field d: when callee is a class of the workspace (a
// dataclass's A(limit=3)) whose own or inherited field d is; never when
// it is a function's or a method's (a parameter's name, h(limit=3)).
func (r *resolver) keywordOf(o occ, callee string, d Symbol) bool {
	if d.Container == "" || isCallable(d.Kind) {
		return false
	}
	if callee == "Self" && r.fc.lang == "rust" {
		h, ok := r.rustPathType(o, callee) // Self { x, y }: the impl's type
		if !ok {
			return false
		}
		callee = h.text
	}
	ts := r.mods.resolve(r.st, hint{callee, r.fc}, 0)
	name := callee[strings.LastIndexByte(callee, '.')+1:]
	for _, t := range ts.types {
		if t.Kind == "type" && t.Name == name {
			return true // type Q Point, typedef struct p Pt: what Q is, the index does not read
		}
		if !isClassLike(t.Kind) || t.Name != name && !r.mods.goAliasNamed(r.st, name) {
			continue // make(limit=3) -> A: a function's parameter, though it returns an A
		}
		if memberOf(d, t) || r.mods.ancestors(r.st, t.Name)[ownerName(d)] {
			return true
		}
	}
	return false
}

// switchOnEnum reports whether the subject of the switch whose case
// label holds o is of an enum of the workspace.
func (r *resolver) switchOnEnum(o occ, subject string) bool {
	for _, t := range r.receiverTypes(o, subject).types {
		if t.Kind == "enum" {
			return true
		}
	}
	return false
}

// caseOf reports whether the bare name o of a case label, in a switch on
// subject, may be the enum constant d: when the subject's type is known,
// d is a constant of it; when not, any enum's constant of the name may be.
func (r *resolver) caseOf(o occ, subject string, d Symbol) bool {
	ts := r.receiverTypes(o, subject)
	if !ts.known || len(ts.types) == 0 {
		return !ts.known
	}
	for _, t := range ts.types {
		if memberOf(d, t) {
			return true
		}
	}
	return false
}

// staticMember reports whether d is a static method or field of a Java or
// C# class, which code reaches through its class's name (Streams.write),
// not through a value.
func staticMember(d Symbol) bool {
	if d.Language != "java" && d.Language != "csharp" || isExtension(d) {
		return false // a C# extension method: x.M of a value
	}
	i := strings.Index(d.Signature, d.Name)
	return i > 0 && strings.Contains(" "+d.Signature[:i], " static ")
}

// jsGlobals are JavaScript's built-in objects and the globals of its
// hosts, whose members a name qualified by one (Object.create,
// JSON.parse) is, unless the file imports or declares the name.
var jsGlobals = map[string]bool{
	"Object": true, "Array": true, "Math": true, "JSON": true, "Promise": true, "Reflect": true,
	"Number": true, "String": true, "Symbol": true, "Date": true, "Map": true, "Set": true,
	"WeakMap": true, "WeakSet": true, "BigInt": true, "Intl": true, "Atomics": true, "Proxy": true,
	"Error": true, "RegExp": true, "ArrayBuffer": true, "console": true, "process": true,
	"window": true, "document": true, "globalThis": true, "Buffer": true, "navigator": true,
}

// namesClass reports whether the qualifier q names the class cls: cls
// itself, or a path that ends with it (com.google.gson.Streams), type
// arguments aside.
func namesClass(q, cls string) bool {
	q = syntax.WithoutTemplateArgs(q)
	return q == cls || strings.HasSuffix(q, "."+cls)
}

// exportedObjectMember reports whether the import named q binds the
// module that defines d, a method assigned to an object's property
// (res.send = function ...), and the module exports that object as a
// whole (var res = module.exports = {}).
func (r *resolver) exportedObjectMember(q string, d Symbol) bool {
	if !slices.Contains(r.mods.exportsOf(r.st, d.file).whole, ownerName(d)) {
		return false
	}
	for _, imp := range r.fc.imports {
		if imp.Name == q && (imp.Symbol == "" || imp.Symbol == "default") && importLeadsTo(fileImport{Path: imp.Path}, r.fc, d, nil) {
			return true
		}
	}
	return false
}

// javaOtherNamespace reports whether a bare name of the role, in Java,
// cannot name a member of the kind: Java keeps methods apart from
// variables, so a bare name that is not called is a field's or a local's,
// never a method's (a method reference takes a qualifier: this::peek), and
// a call is a method's, never a field's.
func javaOtherNamespace(role xref.Role, kind string) bool {
	switch {
	case isCallable(kind):
		return role == xref.Ref || role == xref.Write
	case kind == "field" || kind == "variable" || kind == "constant" || kind == "property":
		return role == xref.Call
	}
	return false
}

// commonJSExports reports whether q, in a file of the language lang,
// is CommonJS's object of the module's exports: exports.f and
// module.exports.f name the f the module exports, which its importers
// reach as require('./m').f.
func commonJSExports(lang, q string) bool {
	return (q == "exports" || q == "module.exports") && isJS(lang)
}

// importPart reports whether o is a name an import statement writes for
// the definitions' name: the local name it binds (const parseOptions =
// require('./p'), import parseOptions from './p', from m import f), the
// member it takes under another name (parseFlag of import { parseFlag as
// pf }, of const { parseFlag: pf } = require('./p'), f of Python's from m
// import f as g), or an element of the path it names (Strings of Java's
// import a.b.Strings). bound then says whether the import takes one of
// the definitions: the occurrence is a reference, with the role import,
// exactly when the uses of what the import binds are, so that a rename
// changes the import with them; the member's name in an aliased import is
// one even though the alias stays (its uses are aliasUses').
func (r *resolver) importPart(o occ) (part, bound bool) {
	fc := r.fc
	if r.parts == nil {
		r.parts = partition(r.defs)
	}
	if len(r.parts.top) == 0 {
		return false, false
	}
	name, q := fc.names[o.name], fc.names[o.qual]
	if q != "" {
		// a path: it only ever adds, a path that does not lead to the
		// definitions being judged as every qualified name is
		named := (o.role == xref.Imported || o.role == xref.Type) && r.importPathNames(o.line, q, name)
		return named, named
	}
	if o.role != xref.Decl && o.role != xref.Imported && o.role != xref.Ref {
		return false, false
	}
	for i, imp := range fc.imports {
		symbol := imp.member(fc.lang)
		if imp.Line != o.line || imp.Name != name && symbol != name {
			continue
		}
		part = true
		for _, di := range r.parts.top {
			d := r.defs[di]
			if imp.Name == name && r.binds(i, d) || imp.Name != name && r.leadsTo(i, d) {
				return true, true
			}
		}
	}
	return part, false
}

// importPathNames reports whether an import on line writes, along its
// path, the qualifier q and then name (a.b.Strings in import a.b.Strings
// or import static a.b.Strings.trim; crate::util::parse in Rust's use),
// and the path up to name leads to one of the top-level definitions.
func (r *resolver) importPathNames(line int, q, name string) bool {
	for _, imp := range r.fc.imports {
		if imp.Line != line {
			continue
		}
		for _, sep := range []string{".", "::", "/"} {
			prefix := q + sep + name
			if imp.Path != prefix && !strings.HasPrefix(imp.Path, prefix+sep) {
				continue
			}
			for _, di := range r.parts.top {
				if importLeadsTo(fileImport{Path: prefix}, r.fc, r.defs[di], r.mods.rustCrates(r.st, r.fc)) || r.rustReexports(prefix, r.defs[di]) {
					return true
				}
			}
		}
	}
	return false
}

// binds reports whether the file's i-th import binds the top-level d
// under d's own name: it leads to d's module and takes d from it by name,
// or takes what the module exports as a whole (a default import, const x
// = require('./x'), import x = require('./x'); JavaScript's import * as x
// when it is the module itself) when that is d or the index does not see
// what it is (exportsWhole, bindsWhole), or names d by its path (Java's
// import of a class).
func (r *resolver) binds(i int, d Symbol) bool {
	imp := r.fc.imports[i]
	switch {
	case imp.Name != d.Name:
		return false
	case isJS(r.fc.lang) && (imp.Symbol == "" || imp.Symbol == "default" || imp.Symbol == "*"):
		return r.bindsWhole(imp, d)
	case imp.Symbol == "" || imp.Symbol == "default":
		return r.leadsTo(i, d) && r.exportsWhole(d)
	}
	return imp.Symbol == d.Name && r.leadsTo(i, d)
}

// importsMember reports whether an import of the file binds the member d
// by its bare name: the import's path is d's package, container and name
// (Java's import static com.acme.Strings.trim), or, for a file that
// declares no symbol of that name and imports none under it, d's package
// and container with a wildcard (import static com.acme.Strings.*; the
// index does not tell it from import com.acme.Strings.*, which takes the
// nested classes, that no bare call names).
func (r *resolver) importsMember(d Symbol) bool {
	if d.Package == "" && d.Language != "rust" || r.fc.id == d.file {
		return false
	}
	if v, ok := r.member[d.id]; ok {
		return v
	}
	v := r.importsMemberOnce(d)
	if r.member == nil {
		r.member = map[int64]bool{}
	}
	r.member[d.id] = v
	return v
}

func (r *resolver) importsMemberOnce(d Symbol) bool {
	container := d.Package + "." + d.Container
	full := container + "." + d.Name
	wild, named := false, false
	for _, imp := range r.fc.imports {
		switch {
		case imp.Name == d.Name && imp.Symbol == "" && imp.Path == full:
			return true
		case imp.Name == d.Name:
			named = true
		case imp.Symbol == "*" && imp.Path == container && d.Language == "java":
			wild = true
		case imp.Symbol == "*" && d.Language == "rust" && r.fc.lang == "rust":
			// use crate::dir::Dir::*: Dir's variants (and associated items)
			owner := d
			owner.Container, owner.Name = "", ownerName(d)
			if _, typ, ok := cutLast(imp.Path, "::"); ok && typ == owner.Name &&
				importLeadsTo(fileImport{Path: imp.Path}, r.fc, owner, r.mods.rustCrates(r.st, r.fc)) {
				wild = true
			}
		}
	}
	return wild && !named && !r.fc.declares(d.Name)
}

// memberHides reports whether a bare name in a C++ method defined outside
// its class (`void Foo::bar() { baz(); }`) names a member of the class
// among the resolver's definitions rather than d, which is not one: the
// class's scope comes before the namespace's.
func (r *resolver) memberHides(o occ, d Symbol) bool {
	if d.Container != "" && !d.inNamespace() {
		return false
	}
	owner := r.fc.definedOutsideIn(o.line)
	if owner == "" {
		return false
	}
	for _, m := range r.defs {
		if m.Name == d.Name && m.Container != "" && !m.inNamespace() && ownerName(m) == owner && m.Language == r.fc.lang {
			return true
		}
	}
	return false
}

// qualifiedLeadsTo reports whether the qualifier q of an occurrence names
// the module or package where the top-level d is defined, through an
// import: its local name (http in http.Serve with "net/http" imported); a
// module taken from a package by name (base64mime with from email import
// base64mime: email.base64mime, not email); or a dotted path from it
// (urllib.parse with import urllib.parse, p.sub with import pkg as p).
func (r *resolver) qualifiedLeadsTo(q string, d Symbol) bool {
	fc := r.fc
	if fc.lang == "rust" && d.Language == "rust" && (rustLeadsTo(fc.path, q, d, r.mods.rustCrates(r.st, r.fc)) || r.rustReexports(r.rustUnaliased(q)+"::"+d.Name, d)) {
		return true // util::helper, crate::util::helper: a module path; mdbook::book::Book through a pub use
	}
	first, rest, dotted := strings.Cut(q, ".")
	for i, imp := range fc.imports {
		switch {
		case dotted && imp.Name == first && imp.Symbol == "":
			module := q // import urllib.parse binds urllib: q is the module's path
			if pathFirst, _, _ := strings.Cut(imp.Path, "."); pathFirst != imp.Name {
				module = imp.Path + "." + rest // import a.b as c: c.d is a.b.d
			}
			if importLeadsTo(fileImport{Path: module}, fc, d, r.mods.rustCrates(r.st, fc)) {
				return true
			}
		case imp.Name != q:
		case fc.lang == "python" && imp.Symbol == "" && strings.HasPrefix(imp.Path, q+"."):
			// import pkg.sub binds pkg, the package: pkg.func is its
			// __init__'s, or what that passes on
			top := fileImport{Path: q, Name: q, Line: imp.Line}
			if importLeadsTo(top, fc, d, nil) || r.reexports(top, fc, d, maxReexports) || r.leadsTo(i, d) {
				return true
			}
		case imp.Symbol != "" && imp.Symbol != "*" && imp.Symbol != "default":
			// a member import whose member is used as a module
			if importLeadsTo(fileImport{Path: memberPath(imp, fc.lang)}, fc, d, r.mods.rustCrates(r.st, r.fc)) {
				return true
			}
			if isJS(fc.lang) && r.namespaceExport(imp, d) {
				return true
			}
		case r.leadsTo(i, d):
			return true
		}
	}
	return false
}

// namespaceExport reports whether the module imp imports from exports
// the member imp takes as a namespace of the module that defines d:
// math of import { math } from './index', where index has export * as
// math from './lib'.
func (r *resolver) namespaceExport(imp fileImport, d Symbol) bool {
	for _, m := range r.mods.files(r.st, imp.Path, r.fc) {
		for _, e := range m.imports {
			if e.Symbol == "*" && slices.Contains(m.exports, fileExport{Local: e.Name, As: imp.Symbol}) && importLeadsTo(fileImport{Path: e.Path}, m, d, nil) {
				return true
			}
		}
	}
	return false
}

// rustReexports reports whether the Rust path p, written in the file and
// ending in d's name, names d through the pub use of a module on its way
// (mdbook::book::Book, where src/book/mod.rs has pub use
// self::book::Book).
func (r *resolver) rustReexports(p string, d Symbol) bool {
	if r.fc.lang != "rust" || d.Language != "rust" {
		return false
	}
	return r.reexports(fileImport{Path: p, Name: d.Name}, r.fc, d, maxReexports)
}

// rustUnaliased is the Rust path q with its first segment written as
// the path of the use that binds it (book::Book after use mdbook::book is
// mdbook::book::Book).
func (r *resolver) rustUnaliased(q string) string {
	first, rest, _ := strings.Cut(q, "::")
	for _, imp := range r.fc.imports {
		if imp.Name == first && imp.Symbol == "" && imp.Path != first {
			if rest == "" {
				return imp.Path
			}
			return imp.Path + "::" + rest
		}
	}
	return q
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
// as Java's import of a class does, or of a subclass of it: Sub.create()
// of import { Sub } is Base's static create).
func (r *resolver) packageQualifier(q string, d Symbol) bool {
	if !r.fc.isImportName(q) {
		return false
	}
	if _, ok := r.importedValue(q); ok {
		return false // from pkg import app: a value, app = App()
	}
	owner := d.Container[strings.LastIndexByte(d.Container, '.')+1:]
	for _, imp := range r.fc.imports {
		if imp.Name == q && (imp.Symbol == owner || strings.HasSuffix(imp.Path, "."+owner) || strings.HasSuffix(imp.Path, "/"+owner) || strings.HasSuffix(imp.Path, "::"+owner) || imp.Path == owner) {
			return false
		}
	}
	for _, imp := range r.fc.imports {
		if imp.Name == q && imp.Symbol != "" && imp.Symbol != "*" && capitalised(q) && r.importedClass(imp, imp.Symbol, owner) {
			return false
		}
	}
	return true
}

// capitalised reports whether a name starts with a capital letter, as
// the classes' names of most code do (and its modules' do not).
func capitalised(name string) bool { return name != "" && 'A' <= name[0] && name[0] <= 'Z' }

// importedValue returns the top-level variable an import binds under the
// name q (from pkg import app; import { app } from './x'), when the
// module it imports from defines one of that name.
func (r *resolver) importedValue(q string) (Symbol, bool) {
	if v, ok := r.values[q]; ok {
		return v, v.id != 0
	}
	var found Symbol // none: the zero Symbol
	for _, imp := range r.fc.imports {
		if found.id != 0 {
			break
		}
		if imp.Name != q || imp.Symbol == "" || imp.Symbol == "*" || imp.Symbol == "default" {
			continue
		}
		for _, v := range r.mods.defsNamed(r.st, imp.Symbol) {
			if (v.Kind == "variable" || v.Kind == "constant") && v.Container == "" && sameFamily(v.Language, r.fc.lang) &&
				importLeadsTo(fileImport{Path: imp.Path}, r.fc, v, r.mods.rustCrates(r.st, r.fc)) {
				found = v
				break
			}
		}
	}
	if r.values == nil {
		r.values = map[string]Symbol{}
	}
	r.values[q] = found
	return found, found.id != 0
}

// importedValueAt is importedValue for the name q where o is: the import
// is written at the file's top level or in o's function, and no local of
// the name answers o (def g(app): app.run() is its parameter's).
func (r *resolver) importedValueAt(o occ, q string) (Symbol, bool) {
	v, ok := r.importedValue(q)
	if !ok || r.localAt(o, q) {
		return Symbol{}, false
	}
	fn := r.fc.function(o.line)
	for _, imp := range r.fc.imports {
		if imp.Name == q {
			if at := r.fc.function(imp.Line); at == nil || at == fn {
				return v, true
			}
		}
	}
	return Symbol{}, false
}

// visibleBare reports whether a top-level definition is visible by its bare
// name in the file, remembered by definition (every bare occurrence in the
// file asks).
func (r *resolver) visibleBare(d Symbol) bool {
	if v, ok := r.visible[d.id]; ok {
		return v
	}
	v := r.visibleBareOnce(d)
	if r.visible == nil {
		r.visible = map[int64]bool{}
	}
	r.visible[d.id] = v
	return v
}

func (r *resolver) visibleBareOnce(d Symbol) bool {
	fc := r.fc
	switch {
	case fc.id == d.file:
		return true
	case fc.lang == "bash" && d.Kind == "function" && fc.declares(d.Name):
		return false // a script's own function of the name answers its calls
	case scopesOf(fc.lang).Global && scopesOf(d.Language).Global:
		return true
	case d.Kind == "macro" && d.Language == "rust" && fc.lang == "rust":
		return true // macro_rules! is seen past its module (#[macro_use], #[macro_export])
	case d.Package != "" && fc.pkg == d.Package && fc.lang == d.Language &&
		(!scopesOf(d.Language).Package || path.Dir(fc.path) == path.Dir(d.Path)):
		return true
	case d.Package == "" && fc.pkg == "" && fc.lang == d.Language && scopesOf(d.Language).UnnamedPackage &&
		path.Dir(fc.path) == path.Dir(d.Path):
		return true // the unnamed package: the folder's files with no package line
	}
	for i, imp := range fc.imports {
		if r.binds(i, d) {
			return true
		}
		if (imp.Name == "." || imp.Symbol == "*" || strings.HasSuffix(imp.Path, ".*")) && !isJS(fc.lang) && r.leadsTo(i, d) {
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

// shadowed reports whether the function holding o declares a local of the
// same name (not the definition itself). In Ruby an assignment declares
// one too, for the lines from it on (status, headers, body = app.call(env);
// body), where a bare name with no arguments, parentheses or block is the
// local's.
func (r *resolver) shadowed(o occ, d Symbol) bool {
	encl := r.fc.enclosing(o.line)
	if encl == nil || !isCallable(encl.kind) {
		return false
	}
	sh := r.shadowsOf(d)
	if w, ok := sh.written[encl.id]; ok && w <= o.line && o.role != xref.Call {
		return true
	}
	if !sh.funcs[encl.id] {
		return false
	}
	for _, l := range sh.outer {
		if encl.start <= l && l <= encl.end {
			return false // global quote, nonlocal quote: the outer name
		}
	}
	return true
}

// shadows are the functions of a file that declare a local of a
// definition's name, and the lines where global or nonlocal take the
// outer name back (Python).
type shadows struct {
	funcs   map[int64]bool
	outer   []int
	written map[int64]int // Ruby: the first line each function assigns the name bare
}

// shadowsOf reads the file's occurrences of d's name once for d.
func (r *resolver) shadowsOf(d Symbol) shadows {
	if sh, ok := r.shadow[d.id]; ok {
		return sh
	}
	sh := shadows{funcs: map[int64]bool{}}
	assignDeclares := scopesOf(r.fc.lang).AssignLocal
	for _, other := range r.occs {
		if other.qual != 0 || other.member || other.role == xref.Decl && r.fc.bindsImportAt(other.line, r.fc.names[other.name]) {
			continue
		}
		if other.role == xref.Imported && assignDeclares {
			sh.outer = append(sh.outer, other.line)
			continue
		}
		rubyWrite := other.role == xref.Write && r.fc.lang == "ruby"
		if other.role != xref.Decl && !(assignDeclares && other.role == xref.Write) && !rubyWrite {
			continue
		}
		if r.fc.id == d.file && other.line == d.Selection.Line().Int() {
			continue
		}
		e := r.fc.enclosing(other.line)
		if e == nil || !isCallable(e.kind) {
			continue
		}
		if other.line == e.selLine && e.name == d.Name {
			continue // the function's own name (a method run calling the function run)
		}
		if rubyWrite {
			if w, ok := sh.written[e.id]; !ok || other.line < w {
				if sh.written == nil {
					sh.written = map[int64]int{}
				}
				sh.written[e.id] = other.line
			}
			continue
		}
		sh.funcs[e.id] = true
	}
	if r.shadow == nil {
		r.shadow = map[int64]shadows{}
	}
	r.shadow[d.id] = sh
	return sh
}

// leadsTo is importLeadsTo for the file's i-th import, remembered.
func (r *resolver) leadsTo(i int, d Symbol) bool {
	k := [2]int64{int64(i), d.id}
	if v, ok := r.memo[k]; ok {
		return v
	}
	if r.memo == nil {
		r.memo = map[[2]int64]bool{}
	}
	var v bool
	if isJS(r.fc.lang) {
		v = r.jsLeadsTo(r.fc.imports[i], d)
	} else {
		v = importLeadsTo(r.fc.imports[i], r.fc, d, r.mods.rustCrates(r.st, r.fc)) || r.reexports(r.fc.imports[i], r.fc, d, maxReexports)
	}
	r.memo[k] = v
	return v
}

// maxReexports is how many modules a chain of re-exports may pass through.
const maxReexports = 3

// reexports reports whether the module an import names passes d on under
// its name: a Python package's from .map import map, Rust's pub use, a
// CommonJS module's require of it (JavaScript's export statements are
// moduleGives'), through at most depth modules.
func (r *resolver) reexports(imp fileImport, from *fileCtx, d Symbol, depth int) bool {
	if depth == 0 || imp.Path == "" || imp.Symbol != "" && imp.Symbol != d.Name && imp.Symbol != "*" {
		return false
	}
	// the answer depends on the importing file's folder (relative paths),
	// not on the file: remembered for the query
	dir := path.Dir(from.path)
	if from.lang == "rust" {
		dir = from.path // self:: and super:: lead from the file's module
	}
	k := reexportKey{dir, imp.Path, d.id, depth}
	if v, ok := r.mods.reexported[k]; ok {
		return v
	}
	v := r.reexportsOnce(imp, from, d, depth)
	if r.mods.reexported == nil {
		r.mods.reexported = map[reexportKey]bool{}
	}
	r.mods.reexported[k] = v
	return v
}

type reexportKey struct {
	dir, path string
	def       int64
	depth     int
}

func (r *resolver) reexportsOnce(imp fileImport, from *fileCtx, d Symbol, depth int) bool {
	var mods []*fileCtx
	if from.lang == "rust" {
		p, ok := rustReexporter(imp, d)
		if !ok {
			return false
		}
		mods = r.mods.rustFiles(r.st, p, from) // pub use self::book::Book in src/book/mod.rs
	} else {
		mods = r.mods.files(r.st, imp.Path, from)
	}
	for _, mod := range mods {
		if mod.id != d.file && r.passesByName(mod, d, depth-1) {
			return true
		}
	}
	return false
}

// passesByName reports whether the module mod imports d by its name, or
// all the names of a module, from a module that is d's or passes it on
// through at most depth more: Python's and Rust's re-exports, and
// CommonJS's (reexports).
func (r *resolver) passesByName(mod *fileCtx, d Symbol, depth int) bool {
	for _, next := range mod.imports {
		wild := next.Symbol == "*" || next.Symbol == "" && next.Name == "" // from m import *, module.exports = require('./m')
		if next.Name != d.Name && !wild {
			continue
		}
		if importLeadsTo(next, mod, d, r.mods.rustCrates(r.st, mod)) || r.reexports(next, mod, d, depth) {
			return true
		}
	}
	return false
}

// moduleCache finds the files of modules by import path, and the
// definitions of names, once per query.
type moduleCache struct {
	ctx        context.Context
	m          map[string][]*fileCtx
	reexported map[reexportKey]bool // reexports' answers
	epoch      int64                // the database's generation when first asked (readGen)
	gen        int64
	genRead    bool
	exports    map[int64]*moduleExports     // exportsOf's answers, by file
	gives      map[givesKey]bool            // moduleGives' answers
	hints      map[hintKey]typeSet          // resolve's answers
	resolvers  map[int64]*resolver          // by file, for typing
	members    map[string]hint              // member's answers, by types and name
	has        map[hintKey]bool             // hasMember's answers, by type id and name
	up         map[string]map[string]bool   // ancestors' answers
	upClass    map[string]map[string]bool   // classAncestors' answers, by qualified name
	varTypes   map[int64]hint               // variableType's answers, by symbol
	direct     map[string][]string          // bases' answers
	kin        map[[2]string]bool           // related's answers
	imported   map[importedKey]string       // importedClass's answers
	defines    map[[2]string]bool           // definesMember's answers, by class and member
	below      map[[3]string]bool           // overriddenBelow's answers, by base, class and member
	mixed      map[int64]map[int64][]string // mixins' answers, by file
	only       map[string]Symbol            // onlyRubyDef's answers
	sat        map[[2]int64]bool            // satisfies' answers, by type and interface
	crates     *rustCrates                  // rustCrates' answer
	cratesRead bool
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
		if stem, ok := jsStem(base); ok {
			for _, ext := range tsExts {
				exact = append(exact, stem+ext) // import "./en.js" of en.ts
			}
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
	return c.load(st, exact, suffix)
}

// rustFiles returns the indexed files of the modules a Rust path names
// from a file (rustModules).
func (c *moduleCache) rustFiles(st *store, p string, from *fileCtx) []*fileCtx {
	var exact []string
	for _, m := range rustModules(from.path, p, c.rustCrates(st, from)) {
		exact = append(exact, m.files()...)
	}
	if len(exact) == 0 {
		return nil
	}
	return c.load(st, exact, nil)
}

// load returns the indexed files at the exact paths or ending in the
// suffixes, once per query.
func (c *moduleCache) load(st *store, exact, suffix []string) []*fileCtx {
	key := strings.Join(exact, "\x00") + "\x01" + strings.Join(suffix, "\x00")
	if fcs, ok := c.m[key]; ok {
		return fcs
	}
	var fcs []*fileCtx
	for _, id := range c.moduleFiles(st, key, exact, suffix) {
		if fc, err := st.loadFile(c.ctx, id); err == nil && fc != nil {
			fcs = append(fcs, fc)
		}
	}
	if c.m == nil {
		c.m = map[string][]*fileCtx{}
	}
	c.m[key] = fcs
	return fcs
}

// maxCachedModules bounds the store's cache of moduleFiles' answers.
const maxCachedModules = 16384

// moduleFiles returns the ids of the files at the exact paths or ending in
// the suffixes, remembered by the store while the database does not
// change: a suffix is a scan of the files table, and the same modules are
// imported by file after file and question after question.
func (c *moduleCache) moduleFiles(st *store, key string, exact, suffix []string) []int64 {
	c.readGen(st)
	if ids, ok := st.modules.get(c.epoch, c.gen, key); ok {
		return ids
	}
	var conds []string
	var args []any
	for _, e := range exact {
		conds, args = append(conds, "path = ?"), append(args, e)
	}
	for _, s := range suffix {
		conds, args = append(conds, "path = ? OR path LIKE ?"), append(args, s, "%/"+s)
	}
	rows, err := st.db.QueryContext(c.ctx, "SELECT id FROM files WHERE error IS NULL AND ("+strings.Join(conds, " OR ")+")", args...)
	if err != nil {
		return nil
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if rows.Scan(&id) == nil {
			ids = append(ids, id)
		}
	}
	if rows.Err() != nil {
		return ids
	}
	st.modules.put(c.epoch, c.gen, key, ids, maxCachedModules)
	return ids
}

// readGen reads the database's generation once per query: the answers
// the store remembers are for it.
func (c *moduleCache) readGen(st *store) {
	if !c.genRead {
		c.epoch, c.gen, _ = st.generation(c.ctx)
		c.genRead = true
	}
}

// importLeadsTo reports whether an import's path leads to the folder,
// package or module where d is defined; crates are the workspace's Cargo
// packages, whose names Rust's paths write.
func importLeadsTo(imp fileImport, fc *fileCtx, d Symbol, crates *rustCrates) bool {
	p := imp.Path
	if p == "" {
		return false
	}
	if fc.lang == "rust" && d.Language == "rust" && rustLeadsTo(fc.path, p, d, crates) {
		return true
	}
	dir := path.Dir(d.Path)
	noExt := strings.TrimSuffix(d.Path, path.Ext(d.Path))
	var targets []string
	switch {
	case strings.HasPrefix(p, "./") || strings.HasPrefix(p, "../"):
		// a relative module (JavaScript, TypeScript): relative to the importing file
		rel := path.Join(path.Dir(fc.path), p)
		if stem, ok := jsStem(rel); ok && stem == tsStem(d.Path) {
			return true // import "./en.js" of en.ts, as TypeScript resolves it
		}
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
	paths := []string{slashed}
	if fc.lang == "go" {
		// a module's major version may be no folder: example.com/lib/v2
		// is the package at the root of the module example.com/lib/v2,
		// or the folder v2 of a module example.com/lib
		if head, last, ok := cutLast(slashed, "/"); ok && goMajor.MatchString(last) {
			paths = append(paths, head)
		}
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
		for _, slashed := range paths {
			if slashed == t || strings.HasSuffix(slashed, "/"+t) || strings.HasSuffix(t, "/"+slashed) {
				return true
			}
		}
	}
	return false
}

// goMajor is the last element of a Go import path that may name a
// module's major version (v2, v3...; v0 and v1 never do) rather than a
// folder.
var goMajor = regexp.MustCompile(`^v([2-9]|[1-9][0-9]+)$`)

// cutLast cuts s around the last sep.
func cutLast(s, sep string) (before, after string, found bool) {
	if i := strings.LastIndex(s, sep); i >= 0 {
		return s[:i], s[i+len(sep):], true
	}
	return s, "", false
}

// jsStem is a JavaScript module's path without its extension (.js,
// .jsx, .mjs, .cjs), which TypeScript's ES module imports write for the
// .ts, .tsx, .mts, .cts or .d.ts file of that stem; false for another path.
func jsStem(p string) (string, bool) {
	for _, ext := range []string{".js", ".jsx", ".mjs", ".cjs"} {
		if stem, ok := strings.CutSuffix(p, ext); ok {
			return stem, true
		}
	}
	return "", false
}

// tsExts are the extensions of the TypeScript files an import of a .js
// path may name.
var tsExts = []string{".ts", ".tsx", ".mts", ".cts", ".d.ts", ".d.mts", ".d.cts"}

// tsStem is a TypeScript file's path without its extension, "" for
// another file.
func tsStem(p string) string {
	for _, ext := range []string{".d.ts", ".d.mts", ".d.cts", ".ts", ".tsx", ".mts", ".cts"} {
		if stem, ok := strings.CutSuffix(p, ext); ok {
			return stem
		}
	}
	return ""
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
	for i, id := range files {
		if err := ctx.Err(); err != nil {
			return err
		}
		fc, err := s.loadFileKept(ctx, epoch, gen, id, i < maxCachedPerName)
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
