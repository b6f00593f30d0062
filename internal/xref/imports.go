// This file reads import statements with the rules of importRule.

package xref

import (
	"cmp"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/locus-dev/locus/internal/syntax"
)

// importContext is what the items of an import list inherit.
type importContext struct {
	module     string
	member     bool
	export     bool
	bind, sep  string
	skip, trim *regexp.Regexp
}

// plainItem reads an item that has no rule of its own.
var plainItem = &importRule{}

// readImport reads the imports of node n with rule r.
func (x *extractor) readImport(n syntax.Node, r *importRule, c importContext) {
	for at, texts := range r.When {
		f, ok := first(n, at)
		if !ok || !slices.Contains(texts, x.textOf(f)) {
			if r.Or != nil {
				x.readImport(n, r.Or, c)
			}
			return
		}
	}
	if r.Bind != "" {
		c.bind = r.Bind
	}
	if r.Sep != "" {
		c.sep = r.Sep
	}
	if r.skip != nil {
		c.skip = r.skip
	}
	if r.trim != nil {
		c.trim = r.trim
	}
	c.member = c.member || r.Member
	c.export = c.export || r.Export
	if r.Module != "" {
		m, ok := first(n, r.Module)
		if !ok {
			return
		}
		c.module = join(c.module, unquote(x.textOf(m)), c.sep)
	}
	if r.Items != "" {
		items := all(n, r.Items)
		for _, item := range items {
			ir := x.t.imports[item.Kind()]
			if ir == nil {
				ir = plainItem
			}
			x.readImport(item, ir, c)
		}
		if len(items) == 0 && c.module != "" {
			imp := Import{Path: c.module, Line: n.StartRow() + 1, Export: c.export}
			if hasChild(n, r.Wildcard) {
				imp.Symbol = "*"
			}
			x.imps = append(x.imps, imp)
		}
		return
	}
	text := x.textOf(n)
	if r.Self || r.Path == "" && r.Module != "" {
		text = "" // the module itself
	} else if r.Path != "" {
		p, ok := first(n, r.Path)
		if !ok {
			return
		}
		text = x.textOf(p)
	}
	text = unquote(text)
	imp := Import{Line: n.StartRow() + 1, Export: c.export}
	if c.member || r.Symbol != nil {
		imp.Path, imp.Symbol = c.module, text
		if r.Symbol != nil {
			imp.Symbol = *r.Symbol
		}
	} else {
		imp.Path = join(c.module, text, c.sep)
	}
	switch {
	case hasChild(n, r.Wildcard):
		imp.Symbol = "*"
	case r.Alias != "":
		if a, ok := first(n, r.Alias); ok {
			if name := x.textOf(a); !x.t.ignore[name] {
				imp.Name = name
			}
			break
		}
		fallthrough
	default:
		if imp.Symbol != "" {
			imp.Name = bind(imp.Symbol, c)
		} else {
			imp.Name = bind(imp.Path, c)
		}
	}
	x.imps = append(x.imps, imp)
}

// bind is the local name an import of path binds by default.
func bind(path string, c importContext) string {
	if path == "*" || c.bind == "none" || c.bind == "" {
		return ""
	}
	var elems []string
	if c.sep == "" {
		elems = []string{path}
	} else {
		elems = strings.Split(path, c.sep)
	}
	if c.bind == "first" {
		return elems[0]
	}
	name := elems[len(elems)-1]
	if c.skip != nil && len(elems) > 1 && c.skip.MatchString(name) {
		name = elems[len(elems)-2]
	}
	if c.trim != nil {
		name = c.trim.ReplaceAllString(name, "")
	}
	return name
}

func join(module, path, sep string) string {
	switch {
	case module == "":
		return path
	case path == "":
		return module
	}
	return module + sep + path
}

// unquote takes the quotes (or <>) off a string literal's text.
func unquote(s string) string {
	if len(s) >= 2 {
		switch s[0] {
		case '"', '\'', '`':
			if s[len(s)-1] == s[0] {
				return s[1 : len(s)-1]
			}
		case '<':
			if s[len(s)-1] == '>' {
				return s[1 : len(s)-1]
			}
		}
	}
	return s
}

// first is the first node that one of the ","-separated paths finds.
func first(n syntax.Node, paths string) (syntax.Node, bool) {
	return pathsFor(n.Language(), paths).first(n)
}

// all is every node the ","-separated paths find, each step taking every
// match, in source order.
func all(n syntax.Node, paths string) []syntax.Node {
	return pathsFor(n.Language(), paths).all(nil, n)
}

// rulePaths are the ","-separated paths of a rule compiled for one
// language, each whole (first) and step by step (all).
type rulePaths struct {
	whole []syntax.CompiledPath
	steps [][]syntax.CompiledPath
}

// compilePaths compiles paths.
func compilePaths(lang *syntax.Language, paths string) rulePaths {
	var out rulePaths
	for _, p := range strings.Split(paths, ",") {
		out.whole = append(out.whole, lang.Compile(p))
		var steps []syntax.CompiledPath
		for _, st := range strings.Split(p, "/") {
			steps = append(steps, lang.Compile(st))
		}
		out.steps = append(out.steps, steps)
	}
	return out
}

// first is the first node that one of the paths finds.
func (ps rulePaths) first(n syntax.Node) (syntax.Node, bool) {
	for _, p := range ps.whole {
		if found, ok := n.FollowFirst(p); ok {
			return found, true
		}
	}
	return syntax.Node{}, false
}

// all appends to dst every node the paths find, each step taking every
// match, in source order.
func (ps rulePaths) all(dst []syntax.Node, n syntax.Node) []syntax.Node {
	base := len(dst)
	for _, steps := range ps.steps {
		if len(steps) == 1 {
			dst = n.AppendFollow(dst, steps[0], true)
			continue
		}
		cur := []syntax.Node{n}
		for _, st := range steps {
			var next []syntax.Node
			for _, c := range cur {
				next = c.AppendFollow(next, st, true)
			}
			cur = next
		}
		dst = append(dst, cur...)
	}
	if len(dst)-base > 1 {
		slices.SortStableFunc(dst[base:], func(a, b syntax.Node) int { return cmp.Compare(a.StartByte(), b.StartByte()) })
	}
	return dst
}

// pathsFor returns paths compiled for lang, compiling them on first use.
func pathsFor(lang *syntax.Language, paths string) rulePaths {
	key := langPaths{lang, paths}
	if v, ok := compiled.Load(key); ok {
		return v.(rulePaths)
	}
	v, _ := compiled.LoadOrStore(key, compilePaths(lang, paths))
	return v.(rulePaths)
}

// compiled holds pathsFor's answers; the rules' paths are few.
var compiled sync.Map

type langPaths struct {
	lang  *syntax.Language
	paths string
}

func hasChild(n syntax.Node, types []string) bool {
	if len(types) == 0 {
		return false
	}
	for _, c := range n.Children() {
		if slices.Contains(types, c.Type()) {
			return true
		}
	}
	return false
}
