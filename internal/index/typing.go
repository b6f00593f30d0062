// This file defines the typing of receivers: which definitions of the
// workspace the x of x.M may be, by what the files tell of x's type.
//
// A type is known by a hint, its text as a file writes it ("Server",
// "http.Server", "NewServer" for a function's result), and the file that
// writes it: a hint is resolved where it is written, so that the field
// `Header Header` of net/http names http.Header and not mail.Header, and
// `rwc net.Conn` names no type of the workspace when package net is not
// in it.

package index

import (
	"path"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/xref"
)

// hint is a type as a file writes it.
type hint struct {
	text string
	fc   *fileCtx
}

// typeSet is what a hint resolves to: the workspace's types it may name.
// known is false when the syntax does not tell (the receiver may be
// anything); known with no types is a type from outside the workspace
// (an imported package's, a built-in one).
type typeSet struct {
	types []Symbol
	known bool
}

// maxResultDepth bounds how many function results a hint is followed
// through (f returns what g returns ...).
const maxResultDepth = 4

// receiverMayBe reports whether x.M (x the qualifier q of o) may be the
// member d, by what the file tells of x's type: x declared or assigned
// with a type, or the result of a function whose signature gives one
// (var s Server, s := &Server{}, s := NewServer(), (s *Server), x =
// Server() in Python, new Server()), or a field of a typed value
// (s.conn); this, self and super in a class reach members along its
// ancestry (classMayBe). x.M is left out when that type is another
// type of the workspace that defines a member M of its own and is no
// relative of d's type, or a type from outside the workspace; kept when
// the type is d's, or unknown, or a type of the workspace without its own
// M (it may embed or inherit d). A field or property is judged so only
// where classes declare theirs (declaredFields); elsewhere it is kept.
func (r *resolver) receiverMayBe(o occ, q string, d Symbol) bool {
	if !isCallable(d.Kind) && !declaredFields(d.Language) {
		return true
	}
	if o.role == xref.Write && d.Language == "go" {
		return false // x.M = v sets a field: a Go method is never assigned
	}
	if cls, kind := r.classReceiver(o, q); kind != valueReceiver {
		if o.role == xref.Write && isCallable(d.Kind) && d.parent != cls.id &&
			!r.mods.classAncestors(r.st, cls)[ownerName(d)] && !r.mods.ancestors(r.st, ownerName(d))[cls.name] {
			return false // self.request = r sets an attribute: no method of an unrelated class
		}
		return r.classMayBe(cls, kind, d)
	}
	ts := r.receiverTypes(o, q)
	if !ts.known {
		return true
	}
	if isExtension(d) {
		// x.M of any type, unless the type has an M of its own
		for _, t := range ts.types {
			if !r.mods.hasMember(r.st, t, d.Name) {
				return true
			}
		}
		return len(ts.types) == 0
	}
	for _, t := range ts.types {
		if memberOf(d, t) {
			return true
		}
	}
	owner := ownerName(d)
	for _, t := range ts.types {
		switch {
		case d.Language == "go" && t.Name != owner && r.mods.hasMember(r.st, t, d.Name):
			// a Go type's own method hides the one it embeds (no dispatch)
		case r.mods.related(r.st, t.Name, owner):
			return true
		case r.mods.hasMember(r.st, t, d.Name), r.mods.inheritsOther(r.st, t.Name, owner, d.Name):
		case !isCallable(d.Kind) && isClassLike(t.Kind) && r.mods.ancestryKnown(r.st, t.Name):
			// a class that declares its fields, of bases all the
			// workspace's, none of them d's: no field d (C#'s static
			// class Either beside the class Either<TLeft, TRight>)
		default:
			return true
		}
	}
	return false
}

// inheritsOther reports whether the type t, which has no member m of its
// own, inherits one from a base class other than owner: x.m of a t is
// that base's m (Name : Token, and Token's Tag), not owner's.
func (c *moduleCache) inheritsOther(st *store, t, owner, m string) bool {
	up := c.ancestors(st, t)
	if up[owner] {
		return false
	}
	for base := range up {
		if base != t && c.definesMember(st, base, m) {
			return true
		}
	}
	return false
}

// isExtension reports whether d is a C# extension method, static M(this
// T x), which x.M calls on a value of T, a type from outside the
// workspace as well as one of it.
func isExtension(d Symbol) bool {
	return d.Language == "csharp" && strings.Contains(d.Signature, "(this ")
}

// declaredFields reports whether a class or struct of the language
// declares every field and property it has (C#, Java, Go, Rust, C, C++):
// x.P of a receiver typed with a type is judged as x.M is (Go's o.Name of
// an o *Other is Other's Name, f.Name() of an *os.File no field of the
// workspace). Elsewhere a field may be set on any object (Python's,
// JavaScript's), and x.f of any receiver counts.
func declaredFields(lang string) bool {
	switch lang {
	case "csharp", "java", "go", "rust", "c", "cpp":
		return true
	}
	return false
}

// receiverTypes is the typeSet of the qualifier q where o is, remembered
// for the occurrence (every definition of a name asks about it).
func (r *resolver) receiverTypes(o occ, q string) typeSet {
	k := [2]int{o.line, o.col}
	if ts, ok := r.recv[k]; ok {
		return ts
	}
	ts := r.mods.resolve(r.st, r.typeOf(o, q), 0)
	if r.recv == nil {
		r.recv = map[[2]int]typeSet{}
	}
	r.recv[k] = ts
	return ts
}

// memberOf reports whether d is a member of the type t: nested in it (in
// Ruby, in any class of its path, the class reopened, or in its class <<
// self), or (a Go method) declared for it in its package, or (a Rust
// method) in an impl of a type of t's name, or (a C++ method defined
// outside its class) of t's qualified name.
func memberOf(d, t Symbol) bool {
	if d.parent == t.id && d.parent != 0 {
		return true
	}
	if d.Language == "ruby" && t.Language == "ruby" {
		// a class reopened (class Sinatra::Base in another file), and its
		// class << self: Base.mime_type
		qname := strings.ReplaceAll(t.QName, "::", ".")
		if c := strings.ReplaceAll(d.Container, "::", "."); c == qname || c == qname+".self" {
			return true
		}
	}
	if d.Language == "rust" && t.Language == "rust" && d.parent != 0 && t.parent == 0 {
		owner, _, _ := strings.Cut(d.Container, "<") // impl<'t> Match<'t>
		return strings.TrimSpace(owner) == t.Name
	}
	if d.Kind == "method" && d.Language == "cpp" && t.Language == "cpp" && d.Container != "" && d.Container == t.QName {
		return true // defined outside its class: void DBImpl::Get() {...}
	}
	if d.parent != 0 {
		return false
	}
	return ownerName(d) == t.Name && d.Language == t.Language && d.Package == t.Package &&
		path.Dir(d.Path) == path.Dir(t.Path)
}

// ownerName is the last element of a member's container, after its dots
// and colons (the class Test of a Ruby class Minitest::Test's method).
func ownerName(d Symbol) string { return d.Container[strings.LastIndexAny(d.Container, ".:")+1:] }

// outside is the hint of a value whose type is from outside the
// workspace (a field or method result of such a type).
const outside = "\x00outside"

// maxChain bounds how many declarations a receiver's type is followed
// through (c := d.next(); d := e.get() ...).
const maxChain = 16

// typeOf is the hint the file gives the qualifier q where o is: q is a
// name, declared or assigned with a type before o; self, this or cls in a
// class; or a chain of fields and calls from one (c.rwc,
// c.RemoteAddr(), http.NewRequest(), f()), typed element by element.
func (r *resolver) typeOf(o occ, q string) hint {
	fc := r.fc
	if i := strings.Index(q, ".("); i > 0 && strings.HasSuffix(q, ")") {
		return hint{strings.TrimLeft(q[i+2:len(q)-1], "*"), fc} // x.(T), x.(*T): a type assertion
	}
	switch fc.lang {
	case "go":
		// Half{}.Get(), (&Half{x}).Get(): the composite literal's type
		if i := strings.IndexByte(q, '{'); i > 0 && strings.HasSuffix(q, "}") {
			if t := strings.TrimLeft(q[:i], "(&"); t != "" && !strings.ContainsAny(t, "[]{}() \t*") {
				return hint{t, fc}
			}
		}
	case "rust":
		if h, ok := r.rustPathType(o, q); ok {
			return h
		}
	case "ruby":
		if h, ok := r.rubyConstType(q); ok {
			return h
		}
	}
	if l := syntax.Lookup(fc.lang); l != nil {
		if typ, _ := xref.StringLiteral(l, q); typ != "" {
			return hint{xref.Builtin + typ, fc} // ", ".join: a str
		}
	}
	if typ := literalType(fc.lang, q); typ != "" {
		return hint{xref.Builtin + typ, fc} // [1, 2].map, new[] { 1m }.Sum()
	}
	if typ, rest, ok := newExpression(q); ok {
		// new Other().peek(): the class made, then the chain after it
		h := hint{typ, fc}
		if rest == "" {
			return h
		}
		chain, ok := xref.CallChain(rest)
		if !ok || r.depth > maxChain {
			return hint{}
		}
		r.depth++
		defer func() { r.depth-- }()
		return r.fieldsType(h, strings.Split(chain, "."))
	}
	chain, ok := xref.CallChain(q)
	if !ok || r.depth > maxChain {
		return hint{}
	}
	r.depth++
	defer func() { r.depth-- }()
	elems := strings.Split(chain, ".")
	first, rest := elems[0], elems[1:]
	var h hint
	switch {
	case len(rest) > 0 && fc.isImportName(first):
		// a package's name first: pkg.F(), pkg.T{}; Python's dotted modules
		// up to the first call
		n := 1
		if fc.lang == "python" {
			for n < len(rest) && !strings.HasSuffix(rest[n-1], "()") {
				n++
			}
		}
		h = hint{first + "." + strings.TrimSuffix(strings.Join(rest[:n], "."), "()"), fc}
		rest = rest[n:]
	case first == "super()" || first == "super":
		return hint{} // the base class's member: by name
	case strings.HasSuffix(first, "()"):
		h = hint{strings.TrimSuffix(first, "()"), fc} // f().M: what f returns
	case first == "self" || first == "this" || first == "cls":
		var cls *fileSym
		for _, s := range fc.syms {
			if s.start <= o.line && o.line <= s.end && (isClassLike(s.kind) || s.kind == "impl" && fc.lang == "rust") {
				cls = s
			}
		}
		if cls == nil {
			if owner := fc.definedOutsideIn(o.line); owner != "" {
				h = hint{owner, fc} // this in C++'s void Foo::bar() {...}
				break
			}
			return hint{}
		}
		name, _, _ := strings.Cut(cls.name, "<") // impl<T> Stack<T>: self is a Stack
		h = hint{strings.TrimSpace(name), fc}
	default:
		h = r.varType(o, first)
		if h.text != "" {
			break
		}
		if v, ok := r.importedValueAt(o, first); ok {
			h = r.mods.variableType(r.st, v) // from pkg import app, where app = App()
			break
		}
		if r.namesClass(o, first) {
			h = hint{first, fc} // Other.create(), Sub.create(): the class's own, or a base's
			break
		}
		if owner := fc.definedOutsideIn(o.line); owner != "" {
			// a field of the class, declared in its body in another file
			// (the header): versions_ in void DBImpl::Get() {...}
			h = r.fieldsType(hint{owner, fc}, []string{first})
		}
	}
	return r.fieldsType(h, rest)
}

// namesClass reports whether the bare name where o is names a class
// itself, in Python, JavaScript and TypeScript, whose class names are
// values too: a top-level class of the file, or one its import binds,
// that no local of the name hides.
func (r *resolver) namesClass(o occ, name string) bool {
	fc := r.fc
	if fc.lang != "python" && !isJS(fc.lang) || r.localAt(o, name) {
		return false
	}
	for _, s := range fc.top {
		if s.name == name {
			return isClassLike(s.kind)
		}
	}
	for _, imp := range fc.imports {
		if m := imp.member(fc.lang); imp.Name == name && m != "" && m != "*" && r.importedClass(imp, m, "") {
			return true
		}
	}
	return false
}

// importedClass reports whether imp binds a top-level class of the
// workspace named name, of the file's family, in the module imp leads to;
// with base set, one that extends base.
func (r *resolver) importedClass(imp fileImport, name, base string) bool {
	for _, t := range r.mods.defsNamed(r.st, name) {
		if isClassLike(t.Kind) && t.Container == "" && sameFamily(t.Language, r.fc.lang) &&
			importLeadsTo(fileImport{Path: imp.Path}, r.fc, t, nil) && (base == "" || r.mods.ancestors(r.st, t.Name)[base]) {
			return true
		}
	}
	return false
}

// rustPathType is the hint of a Rust path's qualifier that names a type:
// T::new() and a::b::T::new() are associated functions of T, whatever
// the file imports (Box::new is no ExecBuilder::new), and Self:: is the
// type of the enclosing impl. A type's name is capitalised and not all
// capitals (a constant's); a local variable of that name is a value.
func (r *resolver) rustPathType(o occ, q string) (hint, bool) {
	fc := r.fc
	if q == "Self" {
		var cls *fileSym
		for _, s := range fc.syms {
			if s.start <= o.line && o.line <= s.end && (isClassLike(s.kind) || s.kind == "impl") {
				cls = s
			}
		}
		if cls == nil {
			return hint{}, false
		}
		return hint{cls.name, fc}, true
	}
	if typ, fn, ok := strings.Cut(q, "."); ok && !strings.Contains(q, "(") && !strings.Contains(fn, ".") && typeName(typ[strings.LastIndex(typ, ":")+1:]) {
		// let w = Worker::new(): what the associated function returns
		if typ == "Self" {
			self, ok := r.rustPathType(o, typ)
			if !ok {
				return hint{}, false
			}
			typ = self.text
		}
		return hint{typ[strings.LastIndex(typ, ":")+1:] + "." + fn, fc}, true
	}
	last := q
	if i := strings.LastIndex(q, "::"); i >= 0 {
		last = q[i+2:]
	}
	if !typeName(last) {
		return hint{}, false
	}
	if !strings.Contains(q, "::") && r.varType(o, q).text != "" {
		return hint{}, false
	}
	return hint{last, fc}, true
}

// rubyConstType is the hint of a Ruby qualifier that is a constant naming
// a class or module of the workspace: RDoc::TokenStream.to_html is
// TokenStream's, not ToHtml's to_html. A class may be named with its path
// (class RDoc::TokenStream) or nested in modules; a constant that names
// none of the workspace's types tells nothing (it may be reopened or
// aliased elsewhere).
func (r *resolver) rubyConstType(q string) (hint, bool) {
	last := q
	if i := strings.LastIndex(q, "::"); i >= 0 {
		last = q[i+2:]
	}
	if !typeName(last) {
		return hint{}, false
	}
	for _, name := range []string{q, last} {
		for _, d := range r.mods.defsNamed(r.st, name) {
			if isClassLike(d.Kind) || d.Kind == "module" {
				return hint{name, r.fc}, true
			}
		}
	}
	return hint{}, false
}

// typeName reports whether a Rust name is written as a type's: an
// identifier that starts with a capital and is not all capitals.
func typeName(s string) bool {
	lower := false
	for i, c := range s {
		switch {
		case i == 0 && !unicode.IsUpper(c):
			return false
		case unicode.IsLower(c):
			lower = true
		case c != '_' && !unicode.IsLetter(c) && !unicode.IsDigit(c):
			return false
		}
	}
	return lower
}

// newExpression reads q as new T(...) and what follows it: the class's
// name (its type arguments left out) and the rest after the arguments'
// ")." (peek() of new Other().peek()); ok is false for anything else.
func newExpression(q string) (typ, rest string, ok bool) {
	body, found := strings.CutPrefix(q, "new ")
	if !found {
		return "", "", false
	}
	open := strings.IndexByte(body, '(')
	if open < 0 {
		return "", "", false
	}
	typ = strings.TrimSpace(syntax.WithoutTemplateArgs(body[:open]))
	if typ == "" || strings.ContainsAny(typ, " []{}") {
		return "", "", false
	}
	depth := 0
	for i := open; i < len(body); i++ {
		switch body[i] {
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				rest := strings.TrimSpace(body[i+1:])
				if rest == "" {
					return typ, "", true
				}
				if after, dot := strings.CutPrefix(rest, "."); dot {
					return typ, after, true
				}
				return "", "", false
			}
		}
	}
	return "", "", false
}

// definesName reports whether the workspace defines a symbol named name
// in lang's family (a namespace, a class).
func (c *moduleCache) definesName(st *store, lang, name string) bool {
	return slices.ContainsFunc(c.defsNamed(st, name), func(d Symbol) bool { return sameFamily(d.Language, lang) })
}

// literalType is the built-in type of a receiver written as a literal
// array or object ([1, 2].map(...) in JavaScript, new[] { 1, 2 }.Sum()
// in C#), "" for any other text.
func literalType(lang, q string) string {
	switch lang {
	case "javascript", "typescript", "tsx":
		switch {
		case enclosed(q, '[', ']'):
			return "Array"
		case enclosed(q, '{', '}'):
			return "Object"
		}
	case "python":
		switch {
		case enclosed(q, '[', ']'):
			return "list"
		case enclosed(q, '{', '}'):
			return "dict"
		}
	case "java", "csharp":
		// new int[] { 1 }, new[] { 1m }: an array
		if rest, ok := strings.CutPrefix(q, "new"); ok && strings.HasSuffix(q, "}") {
			if i := strings.IndexAny(rest, "[{("); i >= 0 && rest[i] == '[' {
				return "Array"
			}
		}
	}
	return ""
}

// enclosed reports whether q is one bracketed literal: its first byte
// open, and the close that matches it its last ([A, B][i] is an index
// into one, no literal).
func enclosed(q string, open, close byte) bool {
	if len(q) < 2 || q[0] != open || q[len(q)-1] != close {
		return false
	}
	depth := 0
	for i := 0; i < len(q); i++ {
		switch q[i] {
		case open:
			depth++
		case close:
			depth--
			if depth == 0 {
				return i == len(q)-1
			}
		}
	}
	return false
}

// orderFree are the languages whose classes may declare a field after
// the methods that use it.
var orderFree = map[string]bool{"java": true, "csharp": true, "c": true, "cpp": true}

// declaredOnly are the languages where a variable keeps the type its
// declaration gives it: an assignment (ac = 0 after aconn *ac;) types
// nothing.
var declaredOnly = map[string]bool{"go": true, "java": true, "csharp": true, "c": true, "cpp": true, "rust": true}

// varType is the hint of the variable name where o is: its declaration or
// assignment before o in the same function, else at the top level (in
// the languages of orderFree, after o too, as a class's field).
func (r *resolver) varType(o occ, name string) hint {
	fc := r.fc
	qid := fc.nameID(name)
	if qid <= 0 {
		return hint{}
	}
	occs := r.occsNamed(qid)
	encl := fc.function(o.line)
	var inScope, atTop *occ
	for i := range occs {
		x := &occs[i]
		if x.qual != 0 || x.role != xref.Decl && (x.role != xref.Write || declaredOnly[fc.lang]) {
			continue // in Go or C, an assignment keeps the type the declaration gave
		}
		after := x.line > o.line || x.line == o.line && x.col >= o.col
		if after && (atTop != nil || !orderFree[fc.lang]) {
			break
		}
		if x.scope != [2]int{} && (o.line < x.scope[0] || o.line > x.scope[1]) {
			continue // declared in a block o is not in: if y := B{}; ... { }, func(x B) { }
		}
		switch e := fc.function(x.line); {
		case e == encl && encl != nil && !after:
			inScope = x
		case e == nil:
			atTop = x
		}
	}
	decl := inScope
	if decl == nil {
		decl = atTop
	}
	if decl == nil {
		return hint{}
	}
	text, nth := splitResult(fc.names[decl.typ])
	first, _, dotted := strings.Cut(text, ".")
	if !dotted && !strings.Contains(text, "()") {
		return hint{fc.names[decl.typ], fc} // a type's or a function's name
	}
	if nth == 0 {
		// x := v.f, x := v.m(), x := pkg.F(): the chain, typed where x is
		// declared
		h := r.typeOf(*decl, text)
		if h.text == "" && fc.lang == "cpp" && !strings.Contains(text, "()") {
			return hint{text, fc} // kv::Store s: a type of a namespace
		}
		return h
	}
	// the nth result of the chain's last call
	call, ok := strings.CutSuffix(text, "()")
	if !ok {
		return hint{}
	}
	i := strings.LastIndexByte(call, '.')
	if i < 0 || fc.isImportName(first) && !strings.Contains(call, "()") {
		return hint{call + "#" + strconv.Itoa(nth), fc} // f#1, pkg.F#1
	}
	from := r.typeOf(*decl, call[:i])
	return r.fieldsType(from, []string{call[i+1:] + "#" + strconv.Itoa(nth) + "()"})
}

// occsNamed returns the file's occurrences of a name, decoded once per
// name: a file's resolver asks for a few of its names (receivers, their
// declarations), so decoding all of them costs more than a pass for each.
func (r *resolver) occsNamed(id int64) []occ {
	if occs, ok := r.byName[id]; ok {
		return occs
	}
	occs, _ := r.fc.occurrencesOf(id) // a malformed blob: none, as before
	if r.byName == nil {
		r.byName = map[int64][]occ{}
	}
	r.byName[id] = occs
	return occs
}

// fieldsType types the fields and method calls of a chain (rwc,
// RemoteAddr()) one after another from the hint h of the value they start
// from.
func (r *resolver) fieldsType(h hint, fields []string) hint {
	for _, f := range fields {
		ts := r.mods.resolve(r.st, h, 0)
		if ts.known && len(ts.types) == 0 && r.fc.lang == "go" {
			// a field or method of a type from outside: outside too in Go,
			// where such a type is rarely generic (it may hold the
			// workspace's types elsewhere: Map<K, V>.get())
			return hint{outside, r.fc}
		}
		if len(ts.types) == 0 {
			return hint{} // unknown
		}
		h = r.mods.member(r.st, ts.types, f)
	}
	return h
}

// member is the hint of the field f, or of what the method m() returns,
// of the workspace types, remembered for the query.
func (c *moduleCache) member(st *store, types []Symbol, f string) hint {
	var k strings.Builder
	for _, t := range types {
		k.WriteString(strconv.FormatInt(t.id, 36))
		k.WriteByte(',')
	}
	k.WriteString(f)
	if h, ok := c.members[k.String()]; ok {
		return h
	}
	var h hint
	if m, ok := strings.CutSuffix(f, "()"); ok {
		h = c.methodResult(st, types, m)
	} else {
		h = c.fieldType(st, types, f)
	}
	if c.members == nil {
		c.members = map[string]hint{}
	}
	c.members[k.String()] = h
	return h
}

// resolve returns the workspace's types a hint names, resolved in the
// file that writes it: through an import's name, only the definitions
// the import leads to (none for a package from outside the workspace:
// os.File); a bare name, the definitions the file sees by that name (its
// own, its package's, its imports'), else every definition of the name; a
// function, the types its result names, resolved in its own file.
func (c *moduleCache) resolve(st *store, h hint, depth int) typeSet {
	if h.text == "" || h.fc == nil || depth > maxResultDepth {
		return typeSet{}
	}
	if h.text == outside {
		return typeSet{known: true}
	}
	k := hintKey{h.fc.id, h.text}
	if ts, ok := c.hints[k]; ok {
		return ts
	}
	if c.hints == nil {
		c.hints = map[hintKey]typeSet{}
	}
	c.hints[k] = typeSet{} // a hint that leads back to itself tells nothing
	ts := c.resolveOnce(st, h, depth)
	c.hints[k] = ts
	return ts
}

type hintKey struct {
	file int64
	text string
}

func (c *moduleCache) resolveOnce(st *store, h hint, depth int) typeSet {
	r := c.resolverFor(st, h.fc)
	if name, ok := strings.CutPrefix(h.text, xref.Builtin); ok {
		if !h.fc.bindsTop(name) {
			return typeSet{known: true} // a list, a dict, an Array: no type of the workspace
		}
		h.text = name // the file's own list
	}
	text, nth := splitResult(h.text)
	if h.fc.lang == "cpp" || h.fc.lang == "rust" {
		text = strings.ReplaceAll(text, "::", ".") // kv::Store, Worker::new
	}
	hq, name := "", text
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		hq, name = name[:i], name[i+1:]
	}
	if hq == "" && h.fc.lang == "go" && goPredeclared[name] {
		if nth > 0 {
			return typeSet{}
		}
		return typeSet{known: true} // error, string, ...
	}
	// a type of the file's own language family: C#'s List is no
	// TypeScript class List
	all := slices.DeleteFunc(slices.Clone(c.defsNamed(st, name)), func(d Symbol) bool { return !sameFamily(d.Language, h.fc.lang) })
	var defs []Symbol
	switch {
	case hq != "" && h.fc.isImportName(strings.SplitN(hq, ".", 2)[0]):
		for _, d := range all {
			if d.Container == "" && r.qualifiedLeadsTo(hq, d) {
				defs = append(defs, d)
			}
		}
		if len(defs) == 0 {
			return typeSet{known: true} // a package's type from outside the workspace
		}
	case hq != "":
		// Outer.Inner, or a value's field: the types of the name that
		// belong to a type named hq
		for _, d := range all {
			if d.Container != "" && ownerName(d) == hq[strings.LastIndexByte(hq, '.')+1:] {
				defs = append(defs, d)
			}
		}
		if len(defs) == 0 && (h.fc.lang == "cpp" || h.fc.lang == "c") && !c.definesName(st, h.fc.lang, strings.SplitN(hq, ".", 2)[0]) {
			return typeSet{known: true} // std::string: a namespace from outside the workspace
		}
		if len(defs) == 0 {
			return typeSet{}
		}
	case len(all) == 0 && h.fc.declaresBare(name):
		return typeSet{} // a type parameter (T of f<T>(x: T)): any type
	case len(all) == 0 && h.fc.lang == "rust" && !typeName(name) && !rustPrimitive[name]:
		return typeSet{} // make() of a use from another crate or a glob: it may be generic
	default:
		for _, d := range all {
			if d.Container == "" && (isTypeLike(d) || isCallable(d.Kind)) && r.visibleBare(d) {
				defs = append(defs, d)
			}
		}
		if len(defs) == 0 {
			// by name alone: the types of that name if there are any
			// (a C++ or Java class in a namespace or package, not also
			// its constructors), else every symbol of the name
			for _, d := range all {
				if isTypeLike(d) {
					defs = append(defs, d)
				}
			}
			if len(defs) == 0 {
				defs = all
			}
		}
	}
	ts := typeSet{known: true}
	results := false
	for _, d := range Bodies(defs) { // a C++ class's forward declarations are the class
		switch {
		case goAlias(d) != "" && depth < maxResultDepth:
			// type BoolFlag = FlagBase[bool]: the type it names
			fc, err := st.loadFile(c.ctx, d.file)
			if err != nil || fc == nil {
				return typeSet{}
			}
			at := c.resolve(st, hint{goAlias(d), fc}, depth+1)
			if !at.known {
				return typeSet{}
			}
			ts.types = append(ts.types, at.types...)
		case isTypeLike(d):
			if nth > 0 {
				return typeSet{} // ok of v, ok := x.(T)
			}
			ts.types = append(ts.types, d)
		case isCallable(d.Kind):
			res := signatureResult(d, nth)
			if res == "" {
				return typeSet{} // a function whose result the signature does not tell
			}
			fc, err := st.loadFile(c.ctx, d.file)
			if err != nil || fc == nil {
				return typeSet{}
			}
			rt := c.resolve(st, hint{res, fc}, depth+1)
			if !rt.known {
				return typeSet{}
			}
			results = true
			ts.types = append(ts.types, rt.types...)
		}
	}
	if len(ts.types) == 0 && !results && len(defs) > 0 {
		return typeSet{} // a name that is no type (a variable, a field): unknown
	}
	return ts
}

// goAlias is the type a Go alias declaration names, without its type
// arguments or pointer (FlagBase of type BoolFlag = FlagBase[bool]); ""
// for another declaration.
func goAlias(d Symbol) string {
	if d.Language != "go" || d.Kind != "type" {
		return ""
	}
	_, aliased, ok := strings.Cut(d.Signature, " = ")
	if !ok {
		return ""
	}
	aliased = strings.TrimLeft(strings.TrimSpace(aliased), "*")
	if i := strings.IndexAny(aliased, "[ "); i >= 0 {
		aliased = aliased[:i]
	}
	return aliased
}

// goAliasNamed reports whether a Go alias of the workspace is named name
// (StringFlag{...} of type StringFlag = FlagBase[string] makes a FlagBase).
func (c *moduleCache) goAliasNamed(st *store, name string) bool {
	return slices.ContainsFunc(c.defsNamed(st, name), func(d Symbol) bool { return goAlias(d) != "" })
}

// rustPrimitive are Rust's primitive types, which have no methods of the
// workspace (but for a trait's, which its impl names).
var rustPrimitive = map[string]bool{
	"bool": true, "char": true, "str": true, "f32": true, "f64": true,
	"i8": true, "i16": true, "i32": true, "i64": true, "i128": true, "isize": true,
	"u8": true, "u16": true, "u32": true, "u64": true, "u128": true, "usize": true,
}

// resolverFor returns a resolver of the file fc for typing, one per file
// and query.
func (c *moduleCache) resolverFor(st *store, fc *fileCtx) *resolver {
	if r, ok := c.resolvers[fc.id]; ok {
		return r
	}
	if c.resolvers == nil {
		c.resolvers = map[int64]*resolver{}
	}
	r := &resolver{st: st, fc: fc, mods: c}
	c.resolvers[fc.id] = r
	return r
}

// defsNamed is store.definitionsNamed, remembered by the store while the
// database does not change.
func (c *moduleCache) defsNamed(st *store, name string) []Symbol {
	c.readGen(st)
	if defs, ok := st.defs.get(c.epoch, c.gen, name); ok {
		return defs
	}
	defs, err := st.definitionsNamed(c.ctx, name)
	if err == nil {
		st.defs.put(c.epoch, c.gen, name, defs, maxCachedDefNames)
	}
	return defs
}

// maxCachedDefNames bounds the store's cache of definitionsNamed's
// answers.
const maxCachedDefNames = 16384

// methodResult is the hint of what the method m of the workspace types
// returns, as its signature says, or none when unknown or when they
// disagree.
func (c *moduleCache) methodResult(st *store, types []Symbol, m string) hint {
	m, nth := splitResult(m)
	var found hint
	for _, d := range c.defsNamed(st, m) {
		if !isCallable(d.Kind) || d.Container == "" {
			continue
		}
		if !slices.ContainsFunc(types, func(t Symbol) bool { return memberOf(d, t) }) {
			continue
		}
		res := signatureResult(d, nth)
		fc, err := st.loadFile(c.ctx, d.file)
		if res == "" || err != nil || fc == nil || found.text != "" && (res != found.text || fc.id != found.fc.id) {
			return hint{}
		}
		found = hint{res, fc}
	}
	return found
}

// variableType is the hint of the top-level variable v, as its
// declaration or first assignment gives it in its own file.
func (c *moduleCache) variableType(st *store, v Symbol) hint {
	if h, ok := c.varTypes[v.id]; ok {
		return h
	}
	var h hint
	if fc, err := st.loadFile(c.ctx, v.file); err == nil && fc != nil {
		occs, _ := fc.occurrencesOf(fc.nameID(v.Name))
		for _, o := range occs {
			if o.line == v.Selection.Line().Int() && o.qual == 0 && (o.role == xref.Decl || o.role == xref.Write) && o.typ != 0 {
				h = hint{fc.names[o.typ], fc}
				break
			}
		}
	}
	if c.varTypes == nil {
		c.varTypes = map[int64]hint{}
	}
	c.varTypes[v.id] = h
	return h
}

// fieldType is the hint of the field f of the workspace types, as its
// declaration gives it, or none when unknown or when the types disagree.
func (c *moduleCache) fieldType(st *store, types []Symbol, f string) hint {
	var found hint
	for _, d := range c.defsNamed(st, f) {
		if !slices.ContainsFunc(types, func(t Symbol) bool { return t.id == d.parent }) {
			continue
		}
		fc, err := st.loadFile(c.ctx, d.file)
		if err != nil || fc == nil {
			continue
		}
		occs, _ := fc.occurrencesOf(fc.nameID(f))
		for _, o := range occs {
			if o.line != d.Selection.Line().Int() || o.role != xref.Decl {
				continue
			}
			h := hint{fc.names[o.typ], fc}
			if h.text == "" || found.text != "" && (h.text != found.text || h.fc.id != found.fc.id) {
				return hint{} // unknown, or types of that name whose fields differ
			}
			found = h
		}
	}
	if found.text == "" {
		return c.embedded(st, types, f)
	}
	return found
}

// embedded is the hint of the field f of the Go struct types when f is
// an embedded field (struct { io.Closer } has the field Closer): the
// embedded type as the struct's file writes it.
func (c *moduleCache) embedded(st *store, types []Symbol, f string) hint {
	var found hint
	for _, t := range types {
		if t.Language != "go" || t.Kind != "struct" {
			continue
		}
		fc, err := st.loadFile(c.ctx, t.file)
		if err != nil || fc == nil {
			continue
		}
		occs, _ := fc.occurrencesOf(fc.nameID(f))
		for _, o := range occs {
			if o.line < t.Range.Start().Int() || o.line > t.Range.End().Int() || o.role != xref.Type {
				continue
			}
			if e := fc.enclosing(o.line); e == nil || e.id != t.id && (e.parent != t.id || e.name != f && !strings.HasSuffix(e.name, "."+f)) {
				continue // a field's type, not an embedded one
			}
			text := f
			if q := fc.names[o.qual]; q != "" {
				text = q + "." + f
			}
			if found.text != "" && (found.text != text || found.fc.id != fc.id) {
				return hint{}
			}
			found = hint{text, fc}
		}
	}
	return found
}

// hasMember reports whether the type t defines a member named name itself.
func (c *moduleCache) hasMember(st *store, t Symbol, name string) bool {
	k := hintKey{t.id, name}
	if v, ok := c.has[k]; ok {
		return v
	}
	v := slices.ContainsFunc(c.defsNamed(st, name), func(d Symbol) bool { return d.Container != "" && memberOf(d, t) })
	if c.has == nil {
		c.has = map[hintKey]bool{}
	}
	c.has[k] = v
	return v
}

// isTypeLike reports whether a definition is a type a value or a
// qualifier may have: a class-like one, a type, or a Ruby module (whose
// methods RDoc::TokenStream.to_html calls).
func isTypeLike(d Symbol) bool {
	return isClassLike(d.Kind) || d.Kind == "type" || d.Kind == "module" && d.Language == "ruby"
}

func isClassLike(kind string) bool {
	switch kind {
	case "class", "struct", "interface", "trait", "enum":
		return true
	}
	return false
}

// splitResult splits the place among a function's results off a hint
// (f#1: the second), 0 when it names none.
func splitResult(text string) (string, int) {
	base, n, ok := strings.Cut(text, "#")
	if !ok {
		return text, 0
	}
	i, err := strconv.Atoi(n)
	if err != nil || i < 0 {
		return base, -1
	}
	return base, i
}

// goPredeclared are Go's predeclared types: a value of one is no type of
// the workspace.
var goPredeclared = map[string]bool{
	"any": true, "bool": true, "byte": true, "comparable": true, "complex64": true, "complex128": true,
	"error": true, "float32": true, "float64": true, "int": true, "int8": true, "int16": true,
	"int32": true, "int64": true, "rune": true, "string": true, "uint": true, "uint8": true,
	"uint16": true, "uint32": true, "uint64": true, "uintptr": true,
}

// resultOf is the type a function's signature says it returns, the nth
// of Go's results (0 the first), or "": the text after its parameters,
// past ->, : or (.
func resultOf(sig, name string, nth int) string {
	if nth < 0 {
		return ""
	}
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
	rest := strings.TrimLeft(sig[end+1:], " \t")
	switch {
	case strings.HasPrefix(rest, "("):
		// the nth of a parenthesised list of results: (T, error)
		list := rest[1:]
		if k := strings.IndexByte(list, ')'); k >= 0 {
			list = list[:k]
		}
		parts := strings.Split(list, ",")
		if nth >= len(parts) {
			return ""
		}
		rest = strings.TrimSpace(parts[nth])
		if f := strings.Fields(rest); len(f) == 2 {
			rest = f[1] // a named result: (n int, err error)
		}
	case nth > 0:
		return ""
	}
	rest = strings.TrimLeft(rest, " \t-:>(")
	if k := strings.IndexAny(rest, ",){= \t"); k >= 0 {
		rest = rest[:k]
	}
	rest = strings.TrimLeft(rest, "*&")
	if k := strings.IndexAny(rest, "[<"); k >= 0 {
		rest = rest[:k]
	}
	return rest
}

// signatureResult is the type d's signature says it returns, the nth of
// Go's results: resultOf, or resultBefore where the language writes the
// type first.
func signatureResult(d Symbol, nth int) string {
	if typeFirst(d.Language) {
		return resultBefore(d.Signature, d.Name, nth)
	}
	res := resultOf(d.Signature, d.Name, nth)
	if res == "Self" && d.Container != "" {
		return ownerName(d) // Rust's fn new() -> Self, Python's -> Self
	}
	return res
}

// typeFirst reports whether the language writes a function's result type
// before its name (int peek(), Other other()).
func typeFirst(lang string) bool {
	return lang == "java" || lang == "csharp" || lang == "c" || lang == "cpp"
}

// resultBefore is resultOf for a signature that writes the result type
// before the name: the last word before it, its type arguments, pointer
// marks and a C++ class path (Status DBImpl::Get) left out; "" for void,
// a constructor's or a nth result past the first.
func resultBefore(sig, name string, nth int) string {
	i := strings.Index(sig, name+"(")
	if i < 0 || nth != 0 {
		return ""
	}
	before := strings.TrimSpace(syntax.WithoutTemplateArgs(sig[:i]))
	for strings.HasSuffix(before, "::") { // Status DBImpl::Get: the class's path
		before = strings.TrimSpace(before[:len(before)-2])
		if k := strings.LastIndexAny(before, " \t*&>"); k >= 0 {
			before = strings.TrimSpace(before[:k+1])
		} else {
			before = ""
		}
	}
	before = strings.TrimRight(syntax.WithoutTemplateArgs(before), " \t*&")
	if k := strings.LastIndexAny(before, " \t*&"); k >= 0 {
		before = before[k+1:]
	}
	if before == "" || notAType[before] || strings.HasSuffix(before, ">") || strings.ContainsAny(before, "()[]@") {
		return ""
	}
	return before
}

// notAType are the words that stand before a function's name where no
// result type does: a constructor's modifiers, C++'s auto of a trailing
// result type, void.
var notAType = map[string]bool{
	"void": true, "auto": true, "public": true, "private": true, "protected": true, "internal": true,
	"static": true, "explicit": true, "virtual": true, "inline": true, "constexpr": true, "extern": true,
	"abstract": true, "final": true, "synchronized": true, "override": true, "async": true, "unsafe": true,
	"new": true, "friend": true,
}

// sameFamily reports whether two languages' files may name each other's
// types: languages that share their name rules (C and C++, a header read
// as either; JavaScript and TypeScript).
func sameFamily(a, b string) bool { return a == b || xref.Family(a) == xref.Family(b) }
