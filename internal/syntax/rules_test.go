package syntax

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	ts "github.com/tree-sitter/go-tree-sitter"
)

// TestRulesNameRealNodes catches misspelt node types and fields in the data
// files: every one must exist in the language's grammar.
func TestRulesNameRealNodes(t *testing.T) {
	for _, name := range Names() {
		l := Lookup(name)
		r := l.Rules
		node := func(what, typ string) {
			if typ == "ERROR" || typ == "*" || typ == "=" || typ == "default" || typ == "static" {
				return
			}
			if !l.hasNodeType(typ) {
				t.Errorf("%s: %s names node type %q, which the grammar does not have", name, what, typ)
			}
		}
		path := func(what, p string) {
			for _, alt := range strings.Split(p, ",") {
				for _, step := range strings.Split(alt, "/") {
					switch {
					case step == "" || step == ".":
					case strings.HasPrefix(step, "@") || strings.HasPrefix(step, "="):
						for _, typ := range strings.Split(step[1:], "|") {
							node(what, typ)
						}
					default:
						if f := strings.TrimRight(step, "+*"); !l.hasField(f) {
							t.Errorf("%s: %s names field %q, which the grammar does not have", name, what, f)
						}
					}
				}
			}
		}
		for _, typ := range r.Blocks {
			node("blocks", typ)
		}
		for _, typ := range r.Clauses {
			node("clauses", typ)
		}
		for _, typ := range r.Scopes.Blocks {
			node("scopes blocks", typ)
		}
		for _, typ := range r.Scopes.FunctionScoped {
			node("scopes functionScoped", typ)
		}
		for _, typ := range r.Scopes.After {
			node("scopes after", typ)
		}
		for _, typ := range r.Lists {
			node("lists", typ)
		}
		for typ, p := range r.Named {
			node("named", typ)
			path("named "+typ, p)
		}
		for _, typ := range r.Continuations {
			node("continuations", typ)
		}
		for _, typ := range slices.Concat(r.Strings.Literals, r.Strings.Concatenations, r.Strings.Interpolations) {
			node("strings", typ)
		}
		if r.Strings.Statement != "" {
			node("strings statement", r.Strings.Statement)
		}
		for _, m := range r.Markers {
			if _, err := regexp.Compile(m[1]); err != nil {
				t.Errorf("%s: marker %q: %v", r.Name, m[0], err)
			}
		}
		if r.Annotations != "" {
			if _, err := regexp.Compile(r.Annotations); err != nil {
				t.Errorf("%s: annotations: %v", r.Name, err)
			}
		}
		for typ, s := range r.Symbols {
			node("symbols", typ)
			path("symbol "+typ+" name", s.Name)
			path("symbol "+typ+" body", s.Body)
			path("symbol "+typ+" receiver", s.Receiver)
			if s.Receiver != "" {
				node("symbol "+typ+" receiverType", s.ReceiverType)
			}
			for _, nt := range s.NameTypes {
				node("symbol "+typ+" nameTypes", nt)
			}
			if s.KindBy != nil {
				path("symbol "+typ+" kindBy", s.KindBy.Path)
				for nt, k := range s.KindBy.Map {
					node("symbol "+typ+" kindBy", nt)
					kind(t, name, k)
				}
			}
			kind(t, name, s.Kind)
			for _, k := range s.InParent {
				kind(t, name, k)
			}
			for _, k := range s.NameKinds {
				kind(t, name, k)
			}
		}
		for typ := range r.Wrappers {
			node("wrappers", typ)
		}
		for _, m := range append(append([]MatchRule{}, r.Imports...), r.Directives...) {
			node("imports/directives", m.Node)
		}
		for _, p := range append(append([][2]string{}, r.ImportKinds...), r.ExportKinds...) {
			node("import/export kinds", p[0])
		}
		for k := range r.KindKeywords {
			kind(t, name, k)
		}
		for _, c := range append(append([]string{}, r.Comments...), r.Attributes...) {
			node("comments/attributes", c)
		}
	}
}

func kind(t *testing.T, lang, k string) {
	t.Helper()
	if _, ok := KindWords[k]; !ok {
		t.Errorf("%s: kind word %q is not in KindWords", lang, k)
	}
}

// TestLanguageIDs: an extension's LSP language id is its language's, or
// the one languageIds gives it; languageIds names only the language's own
// extensions.
func TestLanguageIDs(t *testing.T) {
	for _, name := range Names() {
		r := Lookup(name).Rules
		for x := range r.LanguageIDs {
			if !slices.Contains(r.Extensions, x) || r.LanguageID == "" {
				t.Errorf("%s: languageIds names %s, which is not one of its extensions, or it has no languageId", name, x)
			}
		}
	}
	for _, c := range []struct{ lang, ext, want string }{
		{"javascript", ".js", "javascript"},
		{"javascript", ".jsx", "javascriptreact"},
		{"tsx", ".tsx", "typescriptreact"},
		{"c", ".h", "c"},
		{"python", ".pyi", "python"},
		{"markdown", ".md", ""},
	} {
		if got := LanguageIDs(c.lang)[c.ext]; got != c.want {
			t.Errorf("LanguageIDs(%q)[%q] = %q, want %q", c.lang, c.ext, got, c.want)
		}
	}
	if LanguageIDs("cobol") != nil {
		t.Errorf("LanguageIDs of an unknown language is not nil")
	}
}

func TestForPath(t *testing.T) {
	cases := []struct{ path, first, want string }{
		{"a/b.go", "", "go"},
		{"x.PY", "", "python"},
		{"comp.tsx", "", "tsx"},
		{"script", "#!/usr/bin/env python3", "python"},
		{"script", "#!/bin/bash -e", "bash"},
		{"notes.txt", "", ""},
	}
	for _, c := range cases {
		got := ""
		if l := ForPath(c.path, []byte(c.first)); l != nil {
			got = l.Name()
		}
		if got != c.want {
			t.Errorf("ForPath(%q, %q) = %q, want %q", c.path, c.first, got, c.want)
		}
	}
}

// TestFastParseMatchesBindings guards parseString's reach into the bindings'
// unexported fields: its tree must equal the one the bindings' own Parse
// builds, for every language.
func TestFastParseMatchesBindings(t *testing.T) {
	src := []byte("package p\n\nfunc f() { /* é */ }\nclass A: pass\n# h\n{\"k\": [1]}\n")
	for _, name := range Names() {
		l := Lookup(name)
		l.init()
		p := l.getParser()
		slow := p.Parse(src, nil)
		fast, err := parseString(context.Background(), p, nil, src, 0)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		l.putParser(p, nil)
		if got, want := fast.RootNode().ToSexp(), slow.RootNode().ToSexp(); got != want {
			t.Errorf("%s: parseString gives\n%s\nthe bindings give\n%s", name, got, want)
		}
		fast.Close()
		slow.Close()
	}
	l := Lookup("go")
	p := l.getParser()
	defer l.putParser(p, nil)
	tree, err := parseString(context.Background(), p, nil, nil, 0)
	if err != nil || tree.RootNode().ChildCount() != 0 {
		t.Fatalf("empty source: want an empty tree")
	}
	tree.Close()
}

// TestNodesMatchBindings walks trees through Node and through the bindings
// side by side: types, spans, rows, flags, fields and children must agree,
// on a Go file with errors and on real files of every language
// (scanSamples).
func TestNodesMatchBindings(t *testing.T) {
	files := append([]sample{{"broken.go", []byte("package p\n\n// c\nfunc (t *T) M(a, b int) (x int) { if a > b { return } }\nvar v = struct{ A int }{1}\nfunc broken( {\n")}},
		withBroken(scanSamples(t))...)
	for _, f := range files {
		l := ForPath(f.path, headOf(f.data))
		if l == nil {
			continue
		}
		l.init()
		p := l.getParser()
		tree := p.Parse(f.data, nil)
		l.putParser(p, nil)
		info := infoOf(tree.RootNode())
		if !nodesMatch(t, f.path, Node{r: &rec{info: info}, t: &source{lang: l, src: f.data}}, tree.RootNode(), 0, new(int)) {
			t.Errorf("%s: Node differs from the bindings", f.path)
		}
		tree.Close()
	}
}

// nodesMatch compares ours with theirs and their descendants, reporting the
// first difference.
//
// Every node's fields are compared, every fifth node's with -short (a
// node is asked for each field of its grammar).
func nodesMatch(t *testing.T, path string, ours Node, theirs *ts.Node, depth int, seen *int) bool {
	want := fmt.Sprintf("%s/%d %d-%d rows %d-%d:%d named=%v error=%v missing=%v haserror=%v children=%d named-children=%d",
		theirs.Kind(), theirs.KindId(), theirs.StartByte(), theirs.EndByte(), theirs.StartPosition().Row, theirs.EndPosition().Row, theirs.EndPosition().Column,
		theirs.IsNamed(), theirs.IsError(), theirs.IsMissing(), theirs.HasError(), theirs.ChildCount(), theirs.NamedChildCount())
	got := fmt.Sprintf("%s/%d %d-%d rows %d-%d:%d named=%v error=%v missing=%v haserror=%v children=%d named-children=%d",
		ours.Type(), ours.Kind(), ours.StartByte(), ours.EndByte(), ours.StartRow(), ours.EndRow(), ours.EndColumn(),
		ours.IsNamed(), ours.IsError(), ours.IsMissing(), ours.HasError(), int(ours.r.info.child_count), ours.NamedChildCount())
	if got != want {
		t.Errorf("%s: depth %d: got %s, want %s", path, depth, got, want)
		return false
	}
	c := theirs.Walk()
	defer c.Close()
	var kids []ts.Node
	var fields []uint16
	if c.GotoFirstChild() {
		for {
			kids = append(kids, *c.Node())
			fields = append(fields, c.FieldId())
			if !c.GotoNextSibling() {
				break
			}
		}
	}
	*seen++
	if (!testing.Short() || *seen%5 == 0) && !fieldsMatch(t, path, ours, theirs, kids, fields) {
		return false
	}
	mine := ours.Children()
	if !lastAndNamedMatch(t, path, ours, theirs) {
		return false
	}
	if len(kids) != len(mine) {
		t.Errorf("%s: %s: %d children, bindings have %d", path, ours.Type(), len(mine), len(kids))
		return false
	}
	for i := range kids {
		if uint16(mine[i].r.info.field) != fields[i] {
			t.Errorf("%s: %s: child %d is in field %d, the bindings say %d", path, ours.Type(), i, mine[i].r.info.field, fields[i])
			return false
		}
		if !nodesMatch(t, path, mine[i], &kids[i], depth+1, seen) {
			return false
		}
	}
	return true
}

// fieldsMatch compares the children ours finds in each field of the
// grammar with the bindings': the first (ts_node_child_by_field_id's, a
// child a production passes on from a visible child included) and the
// named ones, of kids and their fields (the cursor's).
func fieldsMatch(t *testing.T, path string, ours Node, theirs *ts.Node, kids []ts.Node, fields []uint16) bool {
	same := func(g Node, w *ts.Node) bool {
		return g.StartByte() == int(w.StartByte()) && g.EndByte() == int(w.EndByte()) && g.Kind() == Kind(w.KindId())
	}
	for id := uint16(1); id <= uint16(ours.t.lang.ts.FieldCount()); id++ {
		name := ours.t.lang.ts.FieldNameForId(id)
		w := theirs.ChildByFieldId(id)
		g, ok := ours.fieldByID(id)
		if ok != (w != nil) || ok && !same(g, w) {
			t.Errorf("%s: %s at %d: field %s differs from the bindings' (found: %v, theirs %v)", path, ours.Type(), ours.StartByte(), name, ok, w != nil)
			return false
		}
		var want []*ts.Node
		for i := range kids {
			if fields[i] == id && kids[i].IsNamed() {
				want = append(want, &kids[i])
			}
		}
		got := ours.fieldAllByID(id)
		if len(got) != len(want) {
			t.Errorf("%s: %s at %d: %d named children in field %s, the bindings have %d", path, ours.Type(), ours.StartByte(), len(got), name, len(want))
			return false
		}
		for i := range got {
			if !same(got[i], want[i]) {
				t.Errorf("%s: %s at %d: named child %d in field %s differs from the bindings'", path, ours.Type(), ours.StartByte(), i, name)
				return false
			}
		}
	}
	return true
}

// lastAndNamedMatch compares ours's last child and each of its named
// children with the bindings'.
func lastAndNamedMatch(t *testing.T, path string, ours Node, theirs *ts.Node) bool {
	same := func(g Node, ok bool, w *ts.Node) bool {
		return ok == (w != nil) && (!ok || g.StartByte() == int(w.StartByte()) && g.EndByte() == int(w.EndByte()) && g.Kind() == Kind(w.KindId()))
	}
	var last *ts.Node
	if n := theirs.ChildCount(); n > 0 {
		last = theirs.Child(n - 1)
	}
	if g, ok := ours.LastChild(); !same(g, ok, last) {
		t.Errorf("%s: %s at %d: the last child differs from the bindings'", path, ours.Type(), ours.StartByte())
		return false
	}
	for i := 0; i <= int(theirs.NamedChildCount()); i++ { // one past the last: none
		g, ok := ours.NamedChild(i)
		if !same(g, ok, theirs.NamedChild(uint(i))) {
			t.Errorf("%s: %s at %d: named child %d differs from the bindings'", path, ours.Type(), ours.StartByte(), i)
			return false
		}
	}
	return true
}

// TestIsReserved: every keyword a language's data lists is reserved, as
// the outline asks (C++'s typename, C's _Static_assert), and a name that
// is no keyword is not, nor one that differs in case (C's Auto); a Bash
// variable may take a keyword for its name, a Bash function may not.
func TestIsReserved(t *testing.T) {
	for _, name := range Names() {
		r := &Lookup(name).Rules
		for _, w := range r.Reserved {
			if !r.IsReserved(w) {
				t.Errorf("%s: %q is in reserved, and IsReserved says it is not", name, w)
			}
		}
		if r.IsReserved("Unref") {
			t.Errorf("%s: IsReserved(Unref) is true", name)
		}
	}
	if bash := &Lookup("bash").Rules; !bash.ReservedFor("function", "done") || bash.ReservedFor("variable", "done") {
		t.Errorf("bash: ReservedFor(function, done) = %v, ReservedFor(variable, done) = %v; want true, false", bash.ReservedFor("function", "done"), bash.ReservedFor("variable", "done"))
	}
	for lang, words := range map[string][2]string{"cpp": {"typename", "Typename"}, "c": {"_Static_assert", "Auto"}} {
		r := &Lookup(lang).Rules
		if !r.IsReserved(words[0]) || r.IsReserved(words[1]) {
			t.Errorf("%s: IsReserved(%s) = %v, IsReserved(%s) = %v; want true, false", lang, words[0], r.IsReserved(words[0]), words[1], r.IsReserved(words[1]))
		}
	}
}
