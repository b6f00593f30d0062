// This file compiles the rules' paths (see Rules) once per language: a
// path is read on every node a rule looks at, and splitting its text and
// looking its field names up each time cost more than following it.

package syntax

import "strings"

// pathStep is one step of a path, compiled.
type pathStep struct {
	op    byte     // '.', '=', '@', '+', '*', or 'f' for a plain field
	field uint16   // the field's id; 0 when the grammar has no such field
	types []string // the types of '=' and '@'
}

// compiledPath returns the steps of path, compiling it on first use.
func (l *Language) compiledPath(path string) []pathStep {
	if v, ok := l.paths.Load(path); ok {
		return v.([]pathStep)
	}
	parts := strings.Split(path, "/")
	steps := make([]pathStep, len(parts))
	for i, s := range parts {
		switch {
		case s == "." || s == "":
			steps[i] = pathStep{op: '.'}
		case strings.HasPrefix(s, "="):
			steps[i] = pathStep{op: '=', types: strings.Split(s[1:], "|")}
		case strings.HasPrefix(s, "@"):
			steps[i] = pathStep{op: '@', types: strings.Split(s[1:], "|")}
		case strings.HasSuffix(s, "+") || strings.HasSuffix(s, "*"):
			steps[i] = pathStep{op: s[len(s)-1], field: l.fields[s[:len(s)-1]]}
		default:
			steps[i] = pathStep{op: 'f', field: l.fields[s]}
		}
	}
	v, _ := l.paths.LoadOrStore(path, steps)
	return v.([]pathStep)
}

// fieldByID returns the first child in a field; false for id 0, no field.
func (n Node) fieldByID(id uint16) (Node, bool) {
	if id == 0 || n.stopped() {
		return Node{}, false
	}
	if n.r.info.child_count == 0 {
		return Node{}, false
	}
	lv := n.level()
	if id < 128 && lv.fields[id/64]&(1<<(id%64)) == 0 {
		return Node{}, false // the production gives no child this field
	}
	for k := range lv.kids {
		if uint16(lv.kids[k].info.field) == id {
			return n.kid(lv, k), true
		}
	}
	// A field a production passes on from a visible child (markdown's
	// section, its heading's heading_content): tree-sitter's own answer.
	info, ok := fieldInfo(&n.r.info, id)
	if !ok {
		return Node{}, false
	}
	c := n.child(info)
	c.depth++ // a grandchild
	return c, true
}

// fieldAllByID returns every named child in a field.
func (n Node) fieldAllByID(id uint16) []Node { return n.appendField(nil, id) }

// appendField appends to dst every named child in a field.
func (n Node) appendField(dst []Node, id uint16) []Node {
	if id == 0 || n.stopped() {
		return dst
	}
	lv := n.level()
	for k := range lv.kids {
		if uint16(lv.kids[k].info.field) == id && lv.kids[k].info.flags&flagNamed != 0 {
			dst = append(dst, n.kid(lv, k))
		}
	}
	return dst
}

// follow takes one compiled step from n; see Path.
func (n Node) follow(st *pathStep, all bool) []Node { return n.appendStep(nil, st, all) }

// appendStep appends to dst the nodes that one compiled step from n finds.
func (n Node) appendStep(dst []Node, st *pathStep, all bool) []Node {
	switch st.op {
	case '.':
		return append(dst, n)
	case '=':
		if contains(st.types, n.Type()) {
			return append(dst, n)
		}
		return dst
	case '@':
		if n.stopped() {
			return dst
		}
		lv := n.level()
		for k := range lv.kids {
			if c := n.kid(lv, k); c.IsNamed() && contains(st.types, c.Type()) {
				dst = append(dst, c)
				if !all {
					return dst
				}
			}
		}
		return dst
	case '+', '*':
		if c, ok := n.one(st); ok {
			return append(dst, c)
		}
		return dst
	}
	if all {
		return n.appendField(dst, st.field)
	}
	if c, ok := n.fieldByID(st.field); ok {
		return append(dst, c)
	}
	return dst
}

// FollowFirst is Follow with all false, answering its one node: the first
// node each step gives, without the lists Follow makes.
func (n Node) FollowFirst(p CompiledPath) (Node, bool) {
	cur := n
	for i := range p.steps {
		next, ok := cur.one(&p.steps[i])
		if !ok {
			return Node{}, false
		}
		cur = next
	}
	return cur, true
}

// one is follow of st with all false: its one node, or false.
func (n Node) one(st *pathStep) (Node, bool) {
	switch st.op {
	case '.':
		return n, true
	case '=':
		return n, contains(st.types, n.Type())
	case '@':
		for _, c := range n.Children() {
			if c.IsNamed() && contains(st.types, c.Type()) {
				return c, true
			}
		}
		return Node{}, false
	case '+', '*':
		cur, ok := n.fieldByID(st.field)
		if !ok {
			return n, st.op == '*'
		}
		for {
			next, ok := cur.fieldByID(st.field)
			if !ok {
				return cur, true
			}
			cur = next
		}
	}
	return n.fieldByID(st.field)
}
