// This file defines the walk: one syntax.Scan over the tree, and for each
// name the role, qualifier and position its rules give.

package xref

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/locus-dev/locus/internal/syntax"
)

// maxQualifier is the longest qualifier kept, in bytes.
const maxQualifier = 64

// extractor is the state of one Extract call.
type extractor struct {
	t    *table
	text []byte
	s    string // text as a string: names and qualifiers are cut from it
	occs []Occurrence
	imps []Import

	// The last position computed, for the next in the same row.
	row, start, col int

	// types are the types typing rules found, by the start of the name.
	types map[int]string
	// imported is the end of the last import statement read: the import
	// nodes inside it are its parts.
	imported int
	// found, names and values are readTyping's room for the nodes it
	// reads, kept from one declaration to the next
	found, names, values []syntax.Node
	// decl is the start of the last declaration read whose locals come
	// into scope at its end (syntax.ScopeRules.After), and visible that
	// end's line and column: its names come before anything nested in
	// it, so the last one read is theirs.
	decl    int
	visible [2]int
	// unordered: occurrences were added ahead of the walk (bashWrite),
	// and are sorted by their start at its end
	unordered bool
}

func (x *extractor) hit(h syntax.Hit) {
	if x.t.lexed[h.Kind()] {
		x.lex(h)
		return
	}
	if x.t.after[h.Kind()] {
		x.decl, x.visible = h.Start(), x.endOf(h)
		if x.t.typing[h.Kind()] == nil {
			return
		}
	}
	if tr := x.t.typing[h.Kind()]; tr != nil {
		x.readTyping(h.Node(), tr)
		if ir := x.t.imports[h.Kind()]; ir != nil {
			x.importAt(h.Node(), ir) // const x = require("m") types x and imports m
		}
		return
	}
	if x.t.names[h.Kind()] == noRole {
		// Not a name, so an import statement: the only other hits.
		n := h.Node()
		if x.t.lang.Name() == "bash" {
			x.bashAssigned(n) // read NAME, printf -v NAME: a command, as source is
		}
		x.importAt(n, x.t.imports[h.Kind()])
		return
	}
	start, end := h.Start(), h.End()
	if end <= start || end > len(x.s) {
		return // a missing node, inserted by error recovery
	}
	name := x.s[start:end]
	if len(name) <= x.t.maxIgn && x.t.ignore[name] {
		return
	}
	role := x.role(h)
	if role == dropped {
		return
	}
	if role == Decl && h.Ups() > 0 && len(name) > 1 && name[0] >= 'A' && name[0] <= 'Z' {
		if parent, _, _, _ := h.Up(0); int(parent) < len(x.t.constants) && x.t.constants[parent] {
			role = Ref // Up => 1: the variant Up, not a new binding
		}
	}
	o := Occurrence{
		Name:      name,
		Start:     start,
		Line:      h.Row() + 1,
		Col:       x.column(h.Row(), h.Column(), start),
		Role:      role,
		Qualifier: x.qualifier(h),
		Type:      x.types[start],
	}
	if o.Qualifier == "" && len(x.t.subjects) > 0 {
		if role == Decl {
			// Rust's let Point { x, y } = p: the local x, and the field x
			if typ := x.subject(h, "", Key); strings.HasPrefix(typ, CallOf) {
				k := o
				k.Role, k.Type = Key, typ
				x.occs = append(x.occs, k)
			}
		}
		o.Type = x.subject(h, o.Type, role)
	}
	if parent, _, _, _ := h.Up(0); h.Ups() > 0 && int(parent) < len(x.t.textual) && x.t.textual[parent] && o.Role == Ref {
		o.Qualifier, o.Role = x.textual(start, end)
	}
	if role == Decl && x.property(h) {
		o.Member = true
	} else if role == Decl {
		if first, last, ok := h.Scope(); ok {
			o.Scope = [2]int{first + 1, last + 1}
			o.Visible = x.visibleAt(h)
		}
	}
	x.occs = append(x.occs, o)
}

// property reports whether the declared name of h is a member
// (Properties): its parent is of a Properties type, or its declarators
// are (C's int *count; in a struct).
func (x *extractor) property(h syntax.Hit) bool {
	for i := range min(h.Ups(), 4) {
		k, _, _, _ := h.Up(i)
		if int(k) >= len(x.t.props) {
			return false
		}
		if x.t.props[k] {
			return true
		}
		if !x.t.declarator[k] {
			return false
		}
	}
	return false
}

// textual reads the qualifier and role of the name at s[start:end] in a
// node the grammar leaves unparsed (Textual): x.m and self.m are m with
// the qualifier x or self, m( and m!( are calls.
func (x *extractor) textual(start, end int) (qualifier string, role Role) {
	role = x.callRole(end)
	before := strings.TrimRight(x.s[max(0, start-maxQualifier):start], " \t\r\n")
	if !strings.HasSuffix(before, ".") || strings.HasSuffix(before, "..") {
		return "", role
	}
	return identBefore(strings.TrimRight(before[:len(before)-1], " \t\r\n")), role
}

// callRole is Call when the text after end opens a call: f(, and a
// Rust macro's m!(, m![ or m!{ (not x != y); else Ref.
func (x *extractor) callRole(end int) Role {
	after := strings.TrimLeft(x.s[end:min(len(x.s), end+64)], " \t\r\n")
	if strings.HasPrefix(after, "(") || strings.HasPrefix(after, "!(") || strings.HasPrefix(after, "![") || strings.HasPrefix(after, "!{") {
		return Call
	}
	return Ref
}

// identBefore is the identifier that ends text, "" for none (or a number).
func identBefore(text string) string {
	i := len(text)
	for i > 0 {
		r, size := utf8.DecodeLastRuneInString(text[:i])
		if r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			break
		}
		i -= size
	}
	if q := text[i:]; q != "" && !unicode.IsDigit(rune(q[0])) {
		return q
	}
	return ""
}

// subject is the Type the subjects rules give the bare name h of the
// role, or typ. A call's subject is a key's alone (the x of let Point
// { x } = p declares a local, which keeps its own type).
func (x *extractor) subject(h syntax.Hit, typ string, role Role) string {
	parent, _, parentStart, _ := h.Up(0)
	if int(parent) >= len(x.t.canon) {
		return typ
	}
	for _, sr := range x.t.subjects {
		if sr.parent != x.t.canon[parent] || h.Ups() <= sr.Up || sr.Prefix == "call" && role != Key {
			continue
		}
		of, _, from, _ := h.Up(sr.Up)
		if int(of) >= len(x.t.canon) || x.t.canon[of] != sr.of {
			continue
		}
		if sr.field != 0 {
			_, in, _, _ := h.Up(0)
			_, above, _, _ := h.Up(1)
			if in != sr.field && above != sr.field {
				return typ
			}
		}
		// the first parentheses (or Open) of Of, which start before the name
		text := x.s[from:h.Start()]
		open := strings.Index(text, sr.Open)
		if open < 0 {
			return typ
		}
		if sr.Prefix == "call" {
			if h.Start() != parentStart {
				return typ // the argument's value (x of limit=x), not its name
			}
			callee := strings.TrimSpace(text[:open])
			if i := strings.Index(callee, "::<"); i >= 0 {
				callee = callee[:i] // Point::<T> { x: y }
			}
			if i := strings.LastIndex(callee, "::"); i >= 0 {
				callee = callee[i+2:] // shapes::Square { side }: the type Square
			}
			if chain, ok := CallChain(callee); ok {
				return CallOf + chain
			}
			return typ
		}
		depth := 0
		for i := open; i < len(text); i++ {
			switch text[i] {
			case '(':
				depth++
			case ')':
				if depth--; depth == 0 {
					if chain, ok := CallChain(text[open+1 : i]); ok {
						return CaseOf + chain
					}
					return typ
				}
			}
		}
		return typ
	}
	return typ
}

// importAt reads the import statement n, unless an import read before
// holds it: the require("m") of const x = require("m") is that one
// import, not a second one that binds nothing.
func (x *extractor) importAt(n syntax.Node, r *importRule) {
	if n.StartByte() < x.imported {
		return
	}
	before := len(x.imps)
	x.readImport(n, r, importContext{})
	if len(x.imps) > before {
		x.imported = n.EndByte()
	}
}

// textOf is the text of n, cut from the one copy of the file's text.
func (x *extractor) textOf(n syntax.Node) string { return x.s[n.StartByte():n.EndByte()] }

// readTyping records the types a declaration or assignment gives its
// names, for the names' hits that follow.
func (x *extractor) readTyping(n syntax.Node, r *typing) {
	if r.Names == "" {
		return
	}
	x.found = r.names.all(x.found[:0], n)
	x.names = x.expand(x.names[:0], x.found, r.List)
	names := x.names
	if len(names) == 0 {
		return
	}
	var types []string
	if r.Type != "" {
		if t, ok := r.typ.first(n); ok && !x.t.infer[x.textOf(t)] {
			if name := x.declaredType(x.textOf(t)); name != "" {
				for range names {
					types = append(types, name)
				}
			}
		}
	}
	if types == nil && r.Values != "" {
		x.found = r.values.all(x.found[:0], n)
		x.values = x.expand(x.values[:0], x.found, r.List)
		for _, v := range x.values {
			types = append(types, x.valueType(v))
		}
		if len(types) == 1 && len(names) > 1 && types[0] != "" {
			// a, b := f(): the i-th name is the i-th of f's results, f#i
			for i := 1; i < len(names); i++ {
				types = append(types, types[0]+"#"+strconv.Itoa(i))
			}
		}
	}
	for i, name := range names {
		if i < len(types) && types[i] != "" {
			if x.types == nil {
				x.types = map[int]string{}
			}
			x.types[name.StartByte()] = types[i]
		}
	}
}

// expand appends to dst the nodes, each of the list type replaced by its
// named children.
func (x *extractor) expand(dst, nodes []syntax.Node, list string) []syntax.Node {
	for _, n := range nodes {
		if list == "" || n.Type() != list {
			dst = append(dst, n)
			continue
		}
		for _, c := range n.Children() {
			if c.IsNamed() {
				dst = append(dst, c)
			}
		}
	}
	return dst
}

// valueType is the type a value tells by the rules of Values, Literals
// and Builtins, or "".
func (x *extractor) valueType(v syntax.Node) string {
	if b, ok := x.t.literal[v.Type()]; ok {
		return Builtin + b
	}
	steps, call := 0, false
	for depth := 0; depth < 8; depth++ {
		vr, ok := x.t.values[v.Type()]
		if !ok || !strings.HasPrefix(x.textOf(v), vr.prefix) {
			break
		}
		call = vr.field == "function"
		next, ok := v.Field(vr.field)
		if !ok {
			return ""
		}
		if x.t.newFunc[x.textOf(next)] {
			// new(T): the type is the first argument
			args, ok := v.Field("arguments")
			if !ok {
				return ""
			}
			found := false
			for _, c := range args.Children() {
				if c.IsNamed() {
					next, found = c, true
					break
				}
			}
			if !found {
				return ""
			}
			call = false
		}
		v = next
		steps++
	}
	if steps == 0 {
		if x.t.chains[v.Type()] {
			// a field of a value: pconn.conn, r.Context().Done
			if chain, ok := CallChain(x.textOf(v)); ok && len(chain) <= maxQualifier && strings.Contains(chain, ".") {
				return chain
			}
		}
		return "" // a bare name or a literal tells no type
	}
	if call {
		// a call of a chain: t.dial(), c.rwc.RemoteAddr(), http.NewRequest()
		if chain, ok := CallChain(x.textOf(v)); ok && len(chain)+2 <= maxQualifier && strings.ContainsAny(chain, ".()") {
			return chain + "()"
		}
	}
	name := typeName(x.textOf(v))
	if x.t.builtin[name] {
		return Builtin + name
	}
	return name
}

// declaredType is the type name a declared type's text gives the names
// (typeName), read as a Rust type where the language lists Derefs.
func (x *extractor) declaredType(text string) string {
	if len(x.t.derefs) == 0 {
		return typeName(text)
	}
	return rustTypeName(text, x.t.derefs)
}

// rustTypeName is typeName for a Rust type: &'a mut T is T, a path's last
// element names it (io::Error is Error), a type of derefs is its first
// argument (Box<Server> is Server), another generic type its own name
// (Vec<u8> is Vec); dyn and impl traits, Self, tuples, slices, arrays,
// pointers and functions give "" (the syntax does not tell what their
// values' members are).
func rustTypeName(text string, derefs map[string]bool) string {
	for range 8 {
		text = strings.TrimSpace(text)
		switch {
		case strings.HasPrefix(text, "&"):
			text = text[1:]
		case strings.HasPrefix(text, "'"):
			i := strings.IndexAny(text, " \t\n")
			if i < 0 {
				return ""
			}
			text = text[i:]
		case strings.HasPrefix(text, "mut ") || strings.HasPrefix(text, "mut\t") || strings.HasPrefix(text, "mut\n"):
			text = text[3:]
		default:
			head, args, generic := strings.Cut(text, "<")
			head = strings.TrimSpace(head)
			if i := strings.LastIndex(head, "::"); i >= 0 {
				head = head[i+2:]
			}
			if generic && derefs[head] {
				text = firstTypeArg(args)
				continue
			}
			if head == "Self" || head == "" || strings.ContainsAny(head, " ()[]*'") {
				return "" // dyn Trait, impl Trait, (A, B), [T], *const T, fn(T)
			}
			return typeName(head)
		}
	}
	return ""
}

// firstTypeArg is the first type among a generic type's arguments (the
// text after its "<"), lifetimes skipped: str of Cow<'a, str>.
func firstTypeArg(args string) string {
	depth, start := 0, 0
	for i := 0; i <= len(args); i++ {
		if i < len(args) {
			switch args[i] {
			case '<', '(', '[':
				depth++
				continue
			case '>', ')', ']':
				if depth > 0 {
					depth--
					continue
				}
			case ',':
				if depth > 0 {
					continue
				}
			default:
				continue
			}
		}
		if arg := strings.TrimSpace(args[start:i]); arg != "" && arg[0] != '\'' {
			return arg
		}
		start = i + 1
		if i < len(args) && args[i] == '>' {
			break
		}
	}
	return ""
}

// typeName is the name of the type a type's or callee's text names, with
// the qualifier before it (http.Server, os.Open): at most the last two
// elements of a dotted name, without *, & or type arguments; "" for other
// types (slices, maps, unions, functions). C's and C++'s struct, union,
// enum and class keywords before a name are left out (struct stats is
// stats), and so are const and volatile.
func typeName(text string) string {
	text = strings.ReplaceAll(strings.TrimLeft(text, ":*& \t"), "::", ".") // C++'s kv::Store
	for {
		kw, rest, ok := strings.Cut(text, " ")
		if !ok || !elaborated[kw] {
			break
		}
		text = strings.TrimLeft(rest, " \t")
	}
	if i := strings.IndexAny(text, "[<"); i >= 0 {
		text = text[:i]
	}
	text = strings.TrimSpace(text)
	switch text {
	case "", "map", "func", "chan", "struct", "interface":
		return ""
	}
	for _, c := range text {
		if !(c == '_' || c == '.' || c == '$' || unicode.IsLetter(c) || unicode.IsDigit(c)) {
			return ""
		}
	}
	if i := strings.LastIndexByte(text, '.'); i >= 0 {
		if j := strings.LastIndexByte(text[:i], '.'); j >= 0 {
			text = text[j+1:] // the last two elements: a package's or module's type
		}
	}
	return text
}

// elaborated are the words of C and C++ that may come before a type's
// name in a declaration's type.
var elaborated = map[string]bool{"struct": true, "union": true, "enum": true, "class": true, "const": true, "volatile": true}

// role is the role of the name at h: the first Roles entry that matches,
// else the nearest Within node's, else the name type's own.
func (x *extractor) role(h syntax.Hit) Role {
	if h.Ups() > 0 {
		parent, _, _, _ := h.Up(0)
		if int(parent) < len(x.t.roles) {
			if r, ok := x.match(h, x.t.roles[x.t.canon[parent]]); ok {
				return r.role
			}
		}
	}
	if ctx := h.Context(); ctx != 0 {
		if r := x.t.within[ctx]; r != noRole {
			return r
		}
	}
	return x.t.names[h.Kind()]
}

// qualifier is the text before the member at h, or "".
func (x *extractor) qualifier(h syntax.Hit) string {
	if h.Ups() == 0 {
		return ""
	}
	parent, _, _, _ := h.Up(0)
	if int(parent) >= len(x.t.members) {
		return "" // an error node
	}
	r, ok := x.match(h, x.t.members[x.t.canon[parent]])
	if !ok {
		return ""
	}
	_, _, from, _ := h.Up(len(r.steps) - 1)
	return cutQualifier(x.s[from:h.Start()])
}

// match returns the first rule whose path matches the ancestors of h.
func (x *extractor) match(h syntax.Hit, rules []rule) (*rule, bool) {
	ups := h.Ups()
	leaf := x.t.canon[h.Kind()]
next:
	for i := range rules {
		r := &rules[i]
		if len(r.steps) > ups || r.leaf >= 0 && r.leaf != leaf {
			continue
		}
		for j, st := range r.steps {
			kind, field, _, probed := h.Up(len(r.steps) - 1 - j)
			if st.kind >= 0 && (int(kind) >= len(x.t.canon) || x.t.canon[kind] != st.kind) ||
				st.field >= 0 && int32(field) != st.field ||
				st.probe && !probed {
				continue next
			}
		}
		return r, true
	}
	return nil, false
}

// cutQualifier takes the separator and white space off the end of the
// text before a member, and keeps at most maxQualifier bytes of it.
func cutQualifier(q string) string {
	q = strings.TrimRight(q, " \t\r\n\\")
	for _, sep := range separators {
		if strings.HasSuffix(q, sep) {
			q = strings.TrimRight(q[:len(q)-len(sep)], " \t\r\n\\")
			break
		}
	}
	if len(q) > maxQualifier {
		n := maxQualifier
		for n > 0 && !utf8.RuneStart(q[n]) {
			n--
		}
		q = q[:n]
	}
	return q
}

// separators are the member access operators, longest first.
var separators = []string{"?.", "&.", "->", "::", "."}

// column converts the byte column of a position to code points, counting
// on from the last position when it is in the same row, so that a long
// line is read once (a minified file is one line). textpos defines columns
// and converts one offset at a time; FuzzExtract holds this to it.
func (x *extractor) column(row, byteCol, start int) int {
	from, col := start-byteCol, 1
	if row == x.row && x.start <= start && x.start >= from {
		from, col = x.start, x.col
	}
	col += runeCount(x.text[from:start])
	x.row, x.start, x.col = row, start, col
	return col
}

// visibleAt is where the local a declaration's name at h declares comes
// into scope when that is the end of its declaration: the declaration
// among its ancestors below any scope, read last (Go's x := f(), not the
// parameter of a function literal inside f's arguments); zero otherwise.
func (x *extractor) visibleAt(h syntax.Hit) [2]int {
	for i := range h.Ups() {
		k, _, start, _ := h.Up(i)
		switch {
		case int(k) >= len(x.t.marks): // an error node
		case x.t.marks[k]&syntax.MarkScope != 0:
			return [2]int{}
		case x.t.after[k]:
			if start == x.decl {
				return x.visible
			}
			return [2]int{}
		}
	}
	return [2]int{}
}

// endOf is the line and column (1-based, in code points) where the node
// of h ends, just past its last byte.
func (x *extractor) endOf(h syntax.Hit) [2]int {
	start, end := h.Start(), h.End()
	nl := strings.LastIndexByte(x.s[start:end], '\n')
	if nl < 0 {
		return [2]int{h.Row() + 1, x.column(h.Row(), h.Column(), start) + runeCount(x.text[start:end])}
	}
	return [2]int{h.Row() + 1 + strings.Count(x.s[start:end], "\n"), runeCount(x.text[start+nl+1:end]) + 1}
}

// runeCount is utf8.RuneCount with a quick pass for ASCII.
func runeCount(b []byte) int {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return utf8.RuneCount(b)
		}
	}
	return len(b)
}
