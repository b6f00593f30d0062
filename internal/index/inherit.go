// This file defines what the index knows of classes' ancestry, as their
// declarations' signatures say (class A extends B implements I, class
// A(B)), and how this, self and super reach members along it: this.M in
// a class that defines M is its own M or a subclass's override, never a
// base class's; super.M is the M of the nearest base class that defines
// one.

package index

import (
	"slices"
	"strings"
)

// receiverKind tells a qualifier that names the enclosing class's object
// apart from one that names a value.
type receiverKind uint8

const (
	valueReceiver receiverKind = iota // any other qualifier, typed by typeOf
	selfReceiver                      // this, self, cls: the object of the enclosing class
	superReceiver                     // super, super(), super(C, self): its base classes' members
)

// classReceiver returns the class that the qualifier q of o names the
// object of (this, self, cls) or whose base classes it reaches (super in
// JavaScript, TypeScript and Java, super() in Python), with the kind of
// the qualifier; valueReceiver when q is none of those or no class holds
// o.
func (r *resolver) classReceiver(o occ, q string) (*fileSym, receiverKind) {
	kind := valueReceiver
	switch {
	case q == "this" || q == "self" || q == "cls":
		kind = selfReceiver
	case q == "super" || r.fc.lang == "python" && strings.HasPrefix(q, "super(") && strings.HasSuffix(q, ")"):
		kind = superReceiver
	default:
		return nil, valueReceiver
	}
	var cls *fileSym
	for _, s := range r.fc.syms {
		if s.start <= o.line && o.line <= s.end && isClassLike(s.kind) {
			cls = s
		}
	}
	if cls == nil {
		return nil, valueReceiver
	}
	return cls, kind
}

// classMayBe reports whether this.M (super.M for superReceiver) in the
// class cls may be the member d:
//
//   - this.M is cls's own M, or the override of a subclass (the object may
//     be one); when cls defines no M, the M of the nearest base class that
//     defines one; another class's M only when no base of cls defines one,
//     as M may come from what the index does not see (a mixin, a class
//     from outside the workspace);
//   - super.M is the M of the nearest base class that defines one, never
//     cls's own or a subclass's; another class's only when some base of
//     cls is not a class of the workspace.
func (r *resolver) classMayBe(cls *fileSym, kind receiverKind, d Symbol) bool {
	c, st := r.mods, r.st
	if d.parent == cls.id {
		return kind == selfReceiver
	}
	owner := ownerName(d)
	up := c.classAncestors(st, cls)
	switch {
	case owner != cls.name && up[owner]: // a base class's member
		if kind == selfReceiver && cls.hasChild(d.Name) {
			return false // overridden by cls
		}
		return !c.overriddenBelow(st, up, owner, cls.name, d.Name)
	case owner != cls.name && c.ancestors(st, owner)[cls.name]: // a subclass's override
		return kind == selfReceiver
	case kind == selfReceiver && cls.hasChild(d.Name):
		return false
	case kind == selfReceiver:
		// a base of the workspace that defines M answers this.M; with
		// none, M is set where the index does not see (a mixin, a base
		// from outside the workspace)
		for base := range up {
			if base != cls.name && c.definesMember(st, base, d.Name) {
				return false
			}
		}
		return true
	}
	return !c.ancestryKnown(st, cls.name)
}

// classMember is the member M that this.M (super.M) in the class cls
// names where it is written: cls's own M, else the nearest base class's;
// false when that is no one definition of the workspace.
func (r *resolver) classMember(cls *fileSym, kind receiverKind, name string) (Symbol, bool) {
	var found []Symbol
	for _, d := range r.mods.defsNamed(r.st, name) {
		if d.Container == "" || d.inNamespace() {
			continue
		}
		if d.parent == cls.id && kind == selfReceiver {
			return d, true
		}
		owner := ownerName(d)
		if owner != cls.name && r.mods.classAncestors(r.st, cls)[owner] && r.classMayBe(cls, kind, d) {
			found = append(found, d)
		}
	}
	if len(found) != 1 {
		return Symbol{}, false
	}
	return found[0], true
}

// hasChild reports whether the symbol has a member named name.
func (s *fileSym) hasChild(name string) bool {
	for _, k := range s.children {
		if k.name == name {
			return true
		}
	}
	return false
}

// overriddenBelow reports whether a class between cls and its base class
// base (an ancestor of cls, in up, that base is an ancestor of, cls
// itself left out) defines a member m of its own, which hides base's.
// Remembered for the query, as every occurrence of m in cls asks.
func (c *moduleCache) overriddenBelow(st *store, up map[string]bool, base, cls, m string) bool {
	k := [3]string{base, cls, m}
	if v, ok := c.below[k]; ok {
		return v
	}
	v := false
	for x := range up {
		if x != cls && x != base && c.ancestors(st, x)[base] && c.definesMember(st, x, m) {
			v = true
			break
		}
	}
	if c.below == nil {
		c.below = map[[3]string]bool{}
	}
	c.below[k] = v
	return v
}

// definesMember reports whether a type of the name cls defines a member
// m; remembered for the query (m may have thousands of definitions).
func (c *moduleCache) definesMember(st *store, cls, m string) bool {
	k := [2]string{cls, m}
	if v, ok := c.defines[k]; ok {
		return v
	}
	v := false
	for _, d := range c.defsNamed(st, m) {
		if d.Container != "" && !d.inNamespace() && ownerName(d) == cls {
			v = true
			break
		}
	}
	if c.defines == nil {
		c.defines = map[[2]string]bool{}
	}
	c.defines[k] = v
	return v
}

// ancestryKnown reports whether every class a class extends or implements
// (or Ruby module it mixes in), through every level, is one of the
// workspace: then super.M can be no member of another class.
func (c *moduleCache) ancestryKnown(st *store, cls string) bool {
	for name := range c.ancestors(st, cls) {
		if name == cls {
			continue
		}
		known := false
		for _, t := range c.defsNamed(st, name) {
			if isClassLike(t.Kind) || t.Kind == "type" || isRubyModule(t) {
				known = true
				break
			}
		}
		if !known {
			return false
		}
	}
	return true
}

// related reports whether the types a and b are of one family, as their
// declarations' signatures say (class A extends B implements I, class
// A(B)): one extends the other, or both a third of the workspace (their
// methods of one name override one another). Two classes that share only
// a base from outside it (C#'s IEquatable<T>) are not: an A's M is A's
// own or that base's, never B's.
func (c *moduleCache) related(st *store, a, b string) bool {
	if a == b {
		return false // two types of one name (typed apart by where they are), not one type
	}
	k := [2]string{a, b}
	if v, ok := c.kin[k]; ok {
		return v
	}
	v := false
	up := c.ancestors(st, a)
	for t := range c.ancestors(st, b) {
		if up[t] && (t == a || t == b || c.isClass(st, t)) {
			v = true
			break
		}
	}
	if c.kin == nil {
		c.kin = map[[2]string]bool{}
	}
	c.kin[k] = v
	return v
}

// isClass reports whether a type of the workspace has the name.
func (c *moduleCache) isClass(st *store, name string) bool {
	for _, t := range c.defsNamed(st, name) {
		if isClassLike(t.Kind) || t.Kind == "type" {
			return true
		}
	}
	return false
}

// ancestors returns a type's name with those of the types it extends or
// implements, through at most 8 levels.
func (c *moduleCache) ancestors(st *store, a string) map[string]bool {
	if up, ok := c.up[a]; ok {
		return up
	}
	seen := map[string]bool{a: true}
	c.eachLevelUp(st, a, func(level []string) bool {
		for _, name := range level {
			seen[name] = true
		}
		return true
	})
	if c.up == nil {
		c.up = map[string]map[string]bool{}
	}
	c.up[a] = seen
	return seen
}

// eachLevelUp calls fn with the names of a's bases, then of theirs, a
// level at a time, each name once, through at most 8 levels or until fn
// returns false.
func (c *moduleCache) eachLevelUp(st *store, a string, fn func(level []string) bool) {
	seen := map[string]bool{a: true}
	level := []string{a}
	for depth := 0; depth < 8 && len(level) > 0; depth++ {
		var next []string
		for _, name := range level {
			for _, base := range c.bases(st, name) {
				if !seen[base] {
					seen[base] = true
					next = append(next, base)
				}
			}
		}
		if len(next) == 0 || !fn(next) {
			return
		}
		level = next
	}
}

// bases are the names of the types that the types named name extend or
// implement, one level up (basesOf); remembered for the query.
func (c *moduleCache) bases(st *store, name string) []string {
	if bs, ok := c.direct[name]; ok {
		return bs
	}
	var bs []string
	for _, t := range c.defsNamed(st, name) {
		bs = c.basesOf(st, t, bs)
	}
	if c.direct == nil {
		c.direct = map[string][]string{}
	}
	c.direct[name] = bs
	return bs
}

// basesOf appends to bs the names of the types that the type t extends
// or implements, as importedClass names them (object and Object,
// everyone's, left out), and the modules a Ruby class or module mixes in
// (mixins), each once.
func (c *moduleCache) basesOf(st *store, t Symbol, bs []string) []string {
	if t.Language == "ruby" && (t.Kind == "class" || t.Kind == "module") || t.Language == "go" && (t.Kind == "struct" || t.Kind == "interface") {
		for _, m := range c.mixins(st, t.file)[t.id] {
			if !slices.Contains(bs, m) {
				bs = append(bs, m)
			}
		}
	}
	if !isClassLike(t.Kind) && t.Kind != "type" && t.Kind != "impl" {
		return bs
	}
	for _, base := range baseNames(t.Language, t.Signature) {
		base = c.importedClass(st, t, base)
		if base != "object" && base != "Object" && !slices.Contains(bs, base) {
			bs = append(bs, base)
		}
	}
	return bs
}

// classAncestors is ancestors for the class cls of a file: its own bases
// are those of the definitions of its qualified name (A::Base reopened in
// two files is one class; B::Base is another, whose mixins are not
// A::Base's), and theirs are read by name, as ancestors reads them.
// Remembered for the query.
func (c *moduleCache) classAncestors(st *store, cls *fileSym) map[string]bool {
	if up, ok := c.upClass[cls.qname]; ok {
		return up
	}
	var direct []string
	found := false
	for _, t := range c.defsNamed(st, cls.name) {
		if t.QName == cls.qname {
			found = true
			direct = c.basesOf(st, t, direct)
		}
	}
	if !found {
		return c.ancestors(st, cls.name) // a class the index does not hold as it is named here
	}
	up := map[string]bool{cls.name: true}
	for _, b := range direct {
		for a := range c.ancestors(st, b) {
			up[a] = true
		}
	}
	if c.upClass == nil {
		c.upClass = map[string]map[string]bool{}
	}
	c.upClass[cls.qname] = up
	return up
}

// importedClass is the name of the class that the base name base of the
// class t stands for: base itself when a class of the workspace has that
// name, else the class an import of t's file binds to it under another
// name (const Cmd = require('../arborist-cmd.js') where that module's one
// class is ArboristCmd; import { Base as B } from './base').
func (c *moduleCache) importedClass(st *store, t Symbol, base string) string {
	k := importedKey{t.file, base}
	if v, ok := c.imported[k]; ok {
		return v
	}
	v := c.importedClassOnce(st, t, base)
	if c.imported == nil {
		c.imported = map[importedKey]string{}
	}
	c.imported[k] = v
	return v
}

// importedKey is a base name as a file writes it.
type importedKey struct {
	file int64
	base string
}

func (c *moduleCache) importedClassOnce(st *store, t Symbol, base string) string {
	for _, d := range c.defsNamed(st, base) {
		if isClassLike(d.Kind) {
			return base
		}
	}
	c.readGen(st)
	fc, err := st.loadFileAt(c.ctx, c.epoch, c.gen, t.file)
	if err != nil || fc == nil {
		return base
	}
	for _, imp := range fc.imports {
		if imp.Name != base || imp.Symbol == "*" {
			continue
		}
		found := ""
		for _, mod := range c.files(st, imp.Path, fc) {
			for _, s := range mod.top {
				if !isClassLike(s.kind) || imp.Symbol != "" && imp.Symbol != "default" && s.name != imp.Symbol {
					continue
				}
				if found != "" && found != s.name {
					return base // a module of several classes: which one it exports is unknown
				}
				found = s.name
			}
		}
		if found != "" {
			return found
		}
	}
	return base
}

// baseNames are the names of the classes a class declaration's signature
// says it extends: after extends or implements (TypeScript, Java), in the
// parentheses of Python's class A(B, C), after Ruby's < (class A <
// Minitest::Test: Test) and C#'s : (class A : B, IEquatable<A>), each by
// its last part, without its type arguments.
func baseNames(lang, sig string) []string {
	var out []string
	add := func(list string) {
		for _, b := range splitTop(list) {
			b = strings.TrimSpace(b)
			if i := strings.IndexAny(b, "<[( \t"); i >= 0 {
				b = b[:i]
			}
			b = b[strings.LastIndexAny(b, ".:")+1:]
			if b != "" && b != "implements" && b != "extends" && !strings.Contains(b, "=") {
				out = append(out, b)
			}
		}
	}
	switch lang {
	case "cpp":
		// class Sub : public Base, private Mixin<T>: the bases after the
		// single colon (not a :: of the class's path), without their
		// access and virtual words
		if _, bases, ok := cutBases(strings.ReplaceAll(sig, "::", "..")); ok {
			for _, w := range []string{"public ", "private ", "protected ", "virtual "} {
				bases = strings.ReplaceAll(bases, w, "")
			}
			add(strings.TrimSuffix(strings.TrimSpace(bases), "{"))
		}
		return out
	case "ruby":
		if _, base, ok := strings.Cut(sig, " < "); ok && strings.HasPrefix(sig, "class ") {
			if i := strings.IndexAny(base, " ;"); i >= 0 {
				base = base[:i]
			}
			if !strings.ContainsAny(base, ".(") { // Struct.new(:a) names no class
				add(base)
			}
		}
		return out
	case "rust":
		// impl<T: Bound> path::Trait<T> for Type: the trait, which the
		// impl's methods implement (an inherent impl has none)
		if rest, ok := strings.CutPrefix(sig, "impl"); ok {
			rest = strings.TrimSpace(skipAngles(rest))
			if trait, _, ok := strings.Cut(rest, " for "); ok && !strings.HasPrefix(trait, "!") {
				add(strings.ReplaceAll(trait, "::", "."))
			}
		}
		return out
	case "csharp":
		if _, bases, ok := cutBases(sig); ok {
			if i := strings.Index(bases, " where "); i >= 0 {
				bases = bases[:i]
			}
			add(strings.TrimSuffix(strings.TrimSpace(bases), "{"))
		}
		return out
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
		for _, part := range strings.Fields(rest) {
			if part != "extends" && part != "implements" {
				add(part)
			}
		}
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

// skipAngles drops the balanced <...> that s starts with (an impl's
// generic parameters), if any.
func skipAngles(s string) string {
	if !strings.HasPrefix(s, "<") {
		return s
	}
	depth := 0
	for i, c := range s {
		switch c {
		case '<':
			depth++
		case '>':
			if depth--; depth == 0 {
				return s[i+1:]
			}
		}
	}
	return s
}

// cutBases cuts a C# type declaration's signature at the colon that opens
// its list of bases, the first outside angle brackets and parentheses
// (class A<T>(int n) : B<T>, I).
func cutBases(sig string) (head, bases string, found bool) {
	depth := 0
	for i, c := range sig {
		switch c {
		case '<', '(':
			depth++
		case '>', ')':
			depth--
		case ':':
			if depth == 0 {
				return sig[:i], sig[i+1:], true
			}
		}
	}
	return sig, "", false
}

// splitTop splits a list at its commas outside angle brackets and
// parentheses (B<K, V>, I).
func splitTop(list string) []string {
	var out []string
	depth, from := 0, 0
	for i, c := range list {
		switch c {
		case '<', '(', '[':
			depth++
		case '>', ')', ']':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, list[from:i])
				from = i + 1
			}
		}
	}
	return append(out, list[from:])
}

// subclassAt returns the innermost class of the file holding line when
// its declaration names a base class, in a language whose bare names
// reach the class's members (Java, C#, Ruby: class A < B), or, in Ruby,
// the innermost class or module when it mixes in a module (include
// Helpers); nil elsewhere. Ruby's class << self is no class of its own
// here: its methods are the class's.
func (r *resolver) subclassAt(line int) *fileSym {
	if cls, ok := r.sub[line]; ok {
		return cls
	}
	cls := r.subclassAtOnce(line)
	if r.sub == nil {
		r.sub = map[int]*fileSym{}
	}
	r.sub[line] = cls
	return cls
}

func (r *resolver) subclassAtOnce(line int) *fileSym {
	fc := r.fc
	if !scopesOf(fc.lang).ImplicitThis {
		return nil
	}
	var cls *fileSym
	fc.holding(line, func(s *fileSym) bool {
		if isClassLike(s.kind) && !(fc.lang == "ruby" && s.name == "self") || fc.lang == "ruby" && s.kind == "module" {
			cls = s
		}
		return true
	})
	if cls == nil || len(r.mods.classAncestors(r.st, cls)) < 2 {
		return nil
	}
	return cls
}

// inherited reports whether the bare name o is the member d that the
// class holding o inherits: d's class is a base of it, through any
// level, and neither the class nor one between them defines a member of
// d's name, which would hide d.
func (r *resolver) inherited(o occ, d Symbol) bool {
	cls := r.subclassAt(o.line)
	if cls == nil {
		return false
	}
	owner := ownerName(d)
	up := r.mods.classAncestors(r.st, cls)
	if owner == cls.name || !up[owner] || cls.hasChild(d.Name) {
		return false
	}
	return !r.mods.overriddenBelow(r.st, up, owner, cls.name, d.Name)
}
