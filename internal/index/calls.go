// This file defines Callers and Callees, the call hierarchy by name.

package index

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/xref"
)

// CallNode is one function of a call hierarchy.
type CallNode struct {
	// Symbol is the function; nil for calls outside any function (Callers)
	// or for a callee the index does not define (Callees).
	Symbol *Symbol `json:"symbol,omitempty"`
	// Name is the symbol's qualified name, or the callee as written
	// (x.Close) when the index does not define it.
	Name string `json:"name"`
	Path string `json:"path,omitempty"`
	// Lines are where the calls are: in this caller's file (Callers), or in
	// the parent's file (Callees).
	Lines []int `json:"lines,omitempty"`
	// Calls is the next level: this function's callers (Callers) or
	// callees (Callees).
	Calls []*CallNode `json:"calls,omitempty"`
	// Cycle is set on a function already on the path from the root; it is
	// not expanded again.
	Cycle bool `json:"cycle,omitempty"`
	// Truncated is set when the depth ends here and there is more.
	Truncated bool `json:"truncated,omitempty"`
	// Limited is set on a function not looked into because the hierarchy
	// reached maxCallNodes functions first.
	Limited bool `json:"limited,omitempty"`
	// Builtins are the language's built-in functions the function calls
	// by their bare names and the workspace does not define (Go's len and
	// append, Python's print), in the order of their first call: listed
	// apart from its callees (Callees), being none of the workspace's.
	Builtins []string `json:"builtins,omitempty"`

	builtin bool // a callee that is a built-in function, moved to its caller's Builtins
}

// MaxCallDepth bounds the depth of Callers and Callees.
const MaxCallDepth = 8

// MaxCallNodes bounds the functions of one hierarchy (about 30 KB of
// text): levels are filled one after the other, so the limit cuts the
// deepest level first.
const MaxCallNodes = 300

// Callers returns, for each definition of name (as Definitions finds
// them), the functions that call it, depth levels up (1 when depth < 1):
// the calls are the references of role call that References keeps, each
// placed in its enclosing function.
func (x *Index) Callers(ctx context.Context, name string, depth int) ([]*CallNode, error) {
	return x.hierarchy(ctx, name, depth, x.callers)
}

// Callees returns, for each definition of name, the functions it calls,
// depth levels down: the calls inside its range, each resolved by name to
// the definitions References' rules would connect it to (a method call
// x.M to methods M, pkg.F through the import of pkg, a bare f to the f of
// the same package or an imported one), or left unresolved; a call of
// one of the language's built-in functions that resolves to none (Go's
// len, Python's print) is no callee, but named in the caller's Builtins.
func (x *Index) Callees(ctx context.Context, name string, depth int) ([]*CallNode, error) {
	return x.hierarchy(ctx, name, depth, x.callees)
}

type expandFunc func(ctx context.Context, s Symbol) ([]*CallNode, error)

func (x *Index) hierarchy(ctx context.Context, name string, depth int, expand expandFunc) (out []*CallNode, err error) {
	err = x.retry(ctx, func() (e error) { out, e = x.hierarchyOnce(ctx, name, depth, expand); return })
	return
}

func (x *Index) hierarchyOnce(ctx context.Context, name string, depth int, expand expandFunc) ([]*CallNode, error) {
	qual, base := splitQuery(name)
	if base == "" {
		return nil, fault.New(fault.InvalidArgument, "the name is empty; pass a function name such as Serve or Server.Serve")
	}
	depth = min(max(depth, 1), MaxCallDepth)
	if err := x.fresh(ctx); err != nil {
		return nil, err
	}
	_, defs, err := x.named(ctx, qual, base)
	if err != nil {
		return nil, err
	}
	if len(defs) == 0 {
		return nil, fault.New(fault.TargetNotFound, "the index holds no definition of %s; check the name with workspace_symbols", name).With("name", name)
	}
	var roots []*CallNode
	for _, d := range Bodies(defs) { // a prototype's callers are its definition's
		roots = append(roots, nodeOf(d))
	}
	return roots, x.grow(ctx, roots, depth, expand)
}

func nodeOf(s Symbol) *CallNode {
	return &CallNode{Symbol: &s, Name: s.QName, Path: s.Path}
}

// grow expands the roots to the given depth, level by level, until the
// hierarchy holds MaxCallNodes functions: the functions left then are
// marked Limited, not looked into. A node at the last level is looked
// into only to say whether there is more (Truncated).
func (x *Index) grow(ctx context.Context, roots []*CallNode, depth int, expand expandFunc) error {
	type item struct {
		n    *CallNode
		left int     // levels still to add below n
		path []int64 // the symbols from the root to n's parent
	}
	var queue []item
	for _, r := range roots {
		queue = append(queue, item{r, depth, nil})
	}
	budget := MaxCallNodes - len(roots)
	for ; len(queue) > 0; queue = queue[1:] {
		it := queue[0]
		n := it.n
		switch {
		case n.Symbol == nil:
			continue
		case slices.Contains(it.path, n.Symbol.id):
			n.Cycle = true
			continue
		case budget <= 0:
			n.Limited = true
			continue
		}
		kids, err := expand(ctx, *n.Symbol)
		if err != nil {
			return err
		}
		kids, builtins := splitBuiltins(kids)
		if it.left == 0 {
			n.Truncated = len(kids) > 0
			continue
		}
		n.Builtins = builtins
		if len(kids) > budget {
			kids, n.Limited = kids[:budget], true
		}
		budget -= len(kids)
		n.Calls = kids
		path := append(slices.Clip(it.path), n.Symbol.id)
		for _, k := range kids {
			queue = append(queue, item{k, it.left - 1, path})
		}
	}
	return nil
}

// splitBuiltins takes the built-in functions out of the callees kids, by
// name.
func splitBuiltins(kids []*CallNode) (out []*CallNode, builtins []string) {
	out = kids[:0]
	for _, k := range kids {
		if k.builtin {
			builtins = append(builtins, k.Name)
			continue
		}
		out = append(out, k)
	}
	return out, builtins
}

// callers groups the calls of s by enclosing symbol.
func (x *Index) callers(ctx context.Context, s Symbol) ([]*CallNode, error) {
	refs, err := x.references(ctx, "", s.Name, []Symbol{s}, RefQuery{Roles: []string{"call"}})
	if err != nil {
		return nil, err
	}
	type key struct {
		path string
		id   int64
	}
	groups := map[key]*CallNode{}
	var order []key
	var ids []int64
	for _, r := range refs {
		k := key{r.Path, r.enclosingID}
		g := groups[k]
		if g == nil {
			g = &CallNode{Name: r.Enclosing, Path: r.Path}
			if g.Name == "" {
				g.Name = "(file level)"
			}
			groups[k] = g
			order = append(order, k)
			if r.enclosingID != 0 {
				ids = append(ids, r.enclosingID)
			}
		}
		g.Lines = append(g.Lines, r.Line)
	}
	syms, err := x.store().symbolsByID(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]*CallNode, 0, len(order))
	for _, k := range order {
		g := groups[k]
		if sym, ok := syms[k.id]; ok {
			g.Symbol = &sym
			g.Name = sym.QName
		}
		out = append(out, g)
	}
	return out, nil
}

// callees resolves the calls inside s (inside its definition, for a C++
// method declared in its class and defined outside it).
func (x *Index) callees(ctx context.Context, s Symbol) ([]*CallNode, error) {
	s = x.body(ctx, s)
	st := x.store()
	fc, err := st.loadFile(ctx, s.file)
	if err != nil || fc == nil {
		return nil, err
	}
	occs, err := fc.occurrencesOf(0)
	if err != nil {
		return nil, err
	}
	type call struct {
		name, qual string
	}
	sites := map[call][]occ{}
	var order []call
	byName := map[int64][]occ{} // every occurrence of each name, for the resolvers
	for _, o := range occs {
		byName[o.name] = append(byName[o.name], o)
		if o.role != xref.Call || o.line < s.Range.Start().Int() || o.line > s.Range.End().Int() {
			continue
		}
		c := call{fc.names[o.name], fc.names[o.qual]}
		if sites[c] == nil {
			order = append(order, c)
		}
		sites[c] = append(sites[c], o)
	}
	defsByName := map[string][]Symbol{}
	mods := &moduleCache{ctx: ctx}
	var out []*CallNode
	byID := map[int64]*CallNode{}
	for _, c := range order {
		cands, ok := defsByName[c.name]
		if !ok {
			if cands, err = x.definitions(ctx, "", c.name); err != nil {
				return nil, err
			}
			cands = Bodies(cands) // a C++ method's declaration in its class and its definition are one
			defsByName[c.name] = cands
		}
		r := resolver{st: st, fc: fc, occs: byName[sites[c][0].name], mods: mods, defs: cands}
		resolved := false
		for _, d := range cands {
			if !isCallable(d.Kind) && !isType(d.Kind) {
				continue
			}
			var lines []int
			for _, o := range sites[c] {
				if r.refersTo(o, d) {
					lines = append(lines, o.line)
				}
			}
			if len(lines) == 0 {
				continue
			}
			resolved = true
			n := byID[d.id]
			if n == nil {
				n = nodeOf(d)
				byID[d.id] = n
				out = append(out, n)
			}
			n.Lines = append(n.Lines, lines...)
		}
		if !resolved && c.qual == "" {
			// a call under an import's alias (f2 of from .util import fmt as f2)
			d := aliasedDef(ctx, st, fc, c.name)
			if d == nil {
				d = passedDef(ctx, st, fc, c.name) // Motor() of from pkg import Motor, passed on by pkg
			}
			if d != nil && isCallable(d.Kind) {
				resolved = true
				n := byID[d.id]
				if n == nil {
					n = nodeOf(*d)
					byID[d.id] = n
					out = append(out, n)
				}
				for _, o := range sites[c] {
					n.Lines = append(n.Lines, o.line)
				}
			}
		}
		if !resolved {
			name := c.name
			if c.qual != "" {
				name = receiverName(fc.lang, c.qual) + "." + c.name
			}
			n := &CallNode{Name: name, builtin: c.qual == "" && slices.Contains(scopesOf(fc.lang).Builtins, c.name)}
			for _, o := range sites[c] {
				n.Lines = append(n.Lines, o.line)
			}
			out = append(out, n)
		}
	}
	for _, n := range out {
		sort.Ints(n.Lines)
	}
	return out, nil
}

// body is where a C or C++ member declared by a prototype in its class
// (`void Prune();`) is defined: the definition `Owner::Name` outside the
// class, in the same file first; a Python method's overload or stub, in
// its module; s itself when s has a body or no such definition is
// indexed.
func (x *Index) body(ctx context.Context, s Symbol) Symbol {
	if s.Container == "" || !s.declaration() {
		return s
	}
	defs, err := x.store().definitionsNamed(ctx, s.Name)
	if err != nil {
		return s
	}
	var found *Symbol
	for i, d := range defs {
		if d.Language != s.Language || d.declaration() || d.QName != s.QName || d.Kind != s.Kind {
			continue
		}
		if d.Path == s.Path || s.Language == "python" && pythonModule(d.Path) == pythonModule(s.Path) {
			return d
		}
		if found == nil && s.Language != "python" {
			found = &defs[i] // a C++ method is defined in any file; a Python stub's beside it
		}
	}
	if found != nil {
		return *found
	}
	return s
}

// isType reports whether a kind is a type, whose "call" is a conversion or
// a constructor.
func isType(kind string) bool {
	switch kind {
	case "class", "struct", "type", "interface", "enum":
		return true
	}
	return false
}

// String renders a node on one line, for logs and tests.
func (n *CallNode) String() string {
	return fmt.Sprintf("%s %s %v", n.Name, n.Path, n.Lines)
}

// receiverName returns how an unresolved callee names its receiver q, in
// the language lang: a string literal the index holds cut or written over
// lines by the type it makes ('loadTestsFromModule() takes 1 positional
// argument but {} were given'.format is str.format, not cut mid-string),
// any other on one line.
func receiverName(lang, q string) string {
	if l := syntax.Lookup(lang); l != nil {
		if typ, whole := xref.StringLiteral(l, q); typ != "" && !whole {
			return typ
		}
	}
	return oneLine(q)
}

// oneLine returns a receiver written over lines on one: each line break
// goes with the white space around it ([...edges]\n    .filter(f) is
// [...edges].filter(f)), so that a callee is named on its own line.
func oneLine(q string) string {
	if !strings.Contains(q, "\n") {
		return q
	}
	lines := strings.Split(q, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	return strings.Join(lines, "")
}
