// This file defines what the index knows of Ruby's mixins: the modules a
// class or module mixes in (include Helpers, prepend Sinatra::Delegator,
// extend Loader), which the ancestry of inherit.go follows as it follows
// base classes, and what a bare name outside any class reaches (the
// blocks of a spec or a Rakefile, a top-level def): the members of the
// modules the file mixes in at its top level, and a member that is the
// one definition of its name.

package index

import (
	"strings"

	"github.com/locus-dev/locus/internal/xref"
)

// mixinCalls are the calls that mix a module into the class or module
// whose body writes them: include and prepend give its methods to the
// instances, extend to the class itself. The index does not tell class
// methods from instance methods (no more than it does for a base class's),
// so it follows the three alike.
var mixinCalls = [...]string{"include", "extend", "prepend"}

// mixins returns the modules that the file's classes and modules mix in,
// by the id of the class or module whose body writes the call (0 for the
// file's top level; a class << self's are its class's), each by the last
// part of its name (Helpers of include Sinatra::Helpers) as baseNames
// names a base class. A call inside a method, or in a block a constant is
// assigned (Class.new do include M end), mixes into no class of the file
// and is left out. In a Go file, they are the types its structs and
// interfaces embed (embeds). Remembered for the query.
func (c *moduleCache) mixins(st *store, file int64) map[int64][]string {
	if m, ok := c.mixed[file]; ok {
		return m
	}
	var m map[int64][]string
	c.readGen(st)
	if fc, err := st.loadFileAt(c.ctx, c.epoch, c.gen, file); err == nil && fc != nil {
		switch fc.lang {
		case "ruby":
			m = fc.mixins()
		case "go":
			m = fc.embeds() // a Go struct's embedded types are its mixins
		}
	}
	if c.mixed == nil {
		c.mixed = map[int64]map[int64][]string{}
	}
	c.mixed[file] = m
	return m
}

// mixins reads the file's mixin calls from its occurrences: a bare call
// of include, extend or prepend, and the constants after it on its line
// that are no part of a longer path (Sinatra of Sinatra::Helpers).
func (fc *fileCtx) mixins() map[int64][]string {
	calls := map[int64]bool{}
	for _, n := range mixinCalls {
		if id := fc.nameID(n); id >= 0 {
			calls[id] = true
		}
	}
	if len(calls) == 0 {
		return nil
	}
	var out map[int64][]string
	call := occ{}  // the mixin call of the line being read, line 0 for none
	var args []occ // the constants after it
	flush := func() {
		if call.line == 0 || len(args) == 0 {
			return
		}
		holder, ok := fc.mixinHolder(call.line, call.col)
		if !ok {
			return
		}
		for i, a := range args {
			name := fc.names[a.name]
			end := a.col + len(name) + 2 // where a name after a's :: starts
			if i+1 < len(args) && args[i+1].qual != 0 && args[i+1].col == end {
				continue // a part of the path: Sinatra of Sinatra::Helpers
			}
			if out == nil {
				out = map[int64][]string{}
			}
			out[holder] = append(out[holder], name)
		}
	}
	_ = decodeOccs(fc.blob, 0, func(o occ) {
		if o.line != call.line {
			flush()
			call, args = occ{}, args[:0]
		}
		switch {
		case calls[o.name] && o.qual == 0 && o.role == xref.Call:
			flush()
			call, args = o, args[:0]
		case call.line != 0 && o.col > call.col && o.role == xref.Ref && isConstantName(fc.names[o.name]):
			args = append(args, o)
		}
	})
	flush()
	return out
}

// mixinHolder is the class or module whose body holds a mixin call at
// line and col, 0 at the top level; false inside a method, a block a
// constant is assigned, or a block in the class's body (describe 'x' do
// include Helpers end: the block's class, which contest and RSpec make,
// mixes it in, not the class around it).
func (fc *fileCtx) mixinHolder(line, col int) (int64, bool) {
	var in *fileSym
	fc.holding(line, func(s *fileSym) bool {
		in = s
		return true
	})
	switch {
	case in == nil:
		return 0, true
	case in.kind == "class" && in.name == "self": // class << self
		return in.parent, in.parent != 0
	case in.kind == "class" || in.kind == "module":
		return in.id, col <= bodyIndent(in)
	}
	return 0, false
}

// bodyIndent is the column where the statements of a Ruby class's or
// module's body start: that of its least indented method's def, or two
// past its keyword when it has no method.
func bodyIndent(s *fileSym) int {
	keyword := s.selCol - len("class ")
	if s.kind == "module" {
		keyword = s.selCol - len("module ")
	}
	indent := 0
	for _, c := range s.children {
		if c.kind == "method" && (indent == 0 || c.selCol-len("def ") < indent) {
			indent = c.selCol - len("def ")
		}
	}
	if indent <= keyword {
		return keyword + 2
	}
	return indent
}

// isRubyModule reports whether d is a Ruby module, which the ancestry
// follows as a class (a module may mix in another).
func isRubyModule(d Symbol) bool { return d.Language == "ruby" && d.Kind == "module" }

// outsideClasses reports whether no class or module of the Ruby file
// holds line: the code of a script, a spec's blocks, a top-level def.
func (fc *fileCtx) outsideClasses(line int) bool {
	if fc.lang != "ruby" {
		return false
	}
	out := true
	fc.holding(line, func(s *fileSym) bool {
		out = !isClassLike(s.kind) && s.kind != "module"
		return out
	})
	return out
}

// reachedAtTop reports whether the bare name o, in Ruby code outside any
// class or module, is the member d: d is of a module the file mixes in at
// its top level (include Rack::Test::Methods), or one those mix in; or d
// is the one definition of its name in the workspace's Ruby, which a
// block evaluated in an object reaches (mock_app { get '/' }), in a file
// that names its class or module (namesOwner) and declares nothing of the
// name (a def in a spec's block is no symbol of the index, and a call of
// the name there is that def's). A name
// the file binds outside its functions before o (boundAtTop) may be
// that local, and reaches no member.
func (r *resolver) reachedAtTop(o occ, d Symbol) bool {
	if d.Language != "ruby" || !r.fc.outsideClasses(o.line) || r.boundAtTop(o) || o.role != xref.Call && r.shadowed(o, d) {
		return false
	}
	if r.topAncestors()[ownerName(d)] {
		return true
	}
	if specWords[d.Name] {
		return false
	}
	only, ok := r.mods.onlyRubyDef(r.st, d.Name)
	return ok && only.id == d.id && r.namesOwner(d) && !r.fc.declaresBare(d.Name)
}

// namesOwner reports whether the file names the class or module of the
// member d, or one it is nested in below the outermost (Namespace of
// Sinatra::Namespace::SharedMethods; Sinatra names every part of the
// project): a block of the file may be evaluated in it (describe
// Sinatra::Cookies ... mock_app { register Sinatra::Cookies; cookies }),
// where a file that names none calls a name of its own framework's (a
// Rakefile's namespace, a spec's before and context are Rake's and
// RSpec's, though Sinatra::Base and a test helper define one).
func (r *resolver) namesOwner(d Symbol) bool {
	parts := strings.FieldsFunc(d.Container, func(c rune) bool { return c == '.' || c == ':' })
	if n := len(parts); n > 0 && parts[n-1] == "self" {
		parts = parts[:n-1]
	}
	if len(parts) > 1 {
		parts = parts[1:]
	}
	for _, p := range parts {
		if r.fc.nameID(p) >= 0 {
			return true
		}
	}
	return false
}

// specWords are the names RSpec, minitest's specs and Rake give the top
// level of a spec or a Rakefile: a bare before do ... end there is the
// framework's, not the one definition of the workspace (Sinatra::Base's
// filter) a spec of Sinatra names.
var specWords = map[string]bool{
	"describe": true, "context": true, "it": true, "specify": true, "before": true, "after": true,
	"around": true, "let": true, "subject": true, "expect": true, "task": true, "desc": true,
}

// topAncestors are the modules the file mixes in at its top level, with
// those they mix in or extend, through every level. Remembered for the
// file.
func (r *resolver) topAncestors() map[string]bool {
	if r.top != nil {
		return r.top
	}
	r.top = map[string]bool{}
	for _, m := range r.mods.mixins(r.st, r.fc.id)[0] {
		for a := range r.mods.ancestors(r.st, m) {
			r.top[a] = true
		}
	}
	return r.top
}

// boundAtTop reports whether the bare name o, outside any function (in a
// script, a spec's blocks, a block of a class's body), may be a local the
// file binds there: the query's name is declared or assigned bare outside
// the functions (a block's parameter, headers = {...}) on o's line or on
// one before it, within that binding's block (localScopes). A call with
// arguments, parentheses or a block is never a local's.
func (r *resolver) boundAtTop(o occ) bool {
	if o.role == xref.Call || r.fc.function(o.line) != nil {
		return false
	}
	if r.bound == nil {
		r.bound = r.localScopes()
	}
	for _, b := range r.bound {
		if b[0] <= o.line && o.line <= b[1] {
			return true
		}
	}
	return false
}

// localScopes are the lines, first and last, where each bare binding of
// the query's name outside the functions is seen: from its line to the
// line before the first that starts left of it (further left than the
// binding's statement for an assignment; as far left for a block's
// parameter, whose block is indented past it), as a line's first name
// tells where it starts (the index keeps no blocks).
func (r *resolver) localScopes() [][2]int {
	var binds []occ
	for _, b := range r.occs {
		if b.qual != 0 || b.role != xref.Decl && b.role != xref.Write {
			continue
		}
		if e := r.fc.enclosing(b.line); e == nil || !isCallable(e.kind) {
			binds = append(binds, b)
		}
	}
	scopes := [][2]int{}
	if len(binds) == 0 {
		return scopes
	}
	first := map[int]int{} // the column of each line's first name
	_ = decodeOccs(r.fc.blob, 0, func(o occ) {
		if _, ok := first[o.line]; !ok {
			first[o.line] = o.col
		}
	})
	last := 0
	for l := range first {
		last = max(last, l)
	}
	for _, b := range binds {
		indent, end := first[b.line], b.line
		for l := b.line + 1; l <= last; l++ {
			c, ok := first[l]
			if ok && (c < indent || c == indent && b.role == xref.Decl) {
				break
			}
			end = l
		}
		scopes = append(scopes, [2]int{b.line, end})
	}
	return scopes
}

// onlyRubyDef is the one Ruby definition of the name in the workspace;
// false when there are none or several. Remembered for the query.
func (c *moduleCache) onlyRubyDef(st *store, name string) (Symbol, bool) {
	if d, ok := c.only[name]; ok {
		return d, d.id != 0
	}
	var found Symbol
	for _, d := range c.defsNamed(st, name) {
		if d.Language != "ruby" {
			continue
		}
		if found.id != 0 {
			found = Symbol{}
			break
		}
		found = d
	}
	if c.only == nil {
		c.only = map[string]Symbol{}
	}
	c.only[name] = found
	return found, found.id != 0
}

// topMember is the member that the bare name o, in Ruby code outside any
// class, reaches (reachedAtTop); nil when that is no one definition.
func (r *resolver) topMember(o occ, name string) *Symbol {
	if !r.fc.outsideClasses(o.line) {
		return nil
	}
	var found *Symbol
	for _, d := range r.mods.defsNamed(r.st, name) {
		if d.Container == "" || !r.reachedAtTop(o, d) {
			continue
		}
		if found != nil {
			return nil
		}
		found = &d
	}
	return found
}
