// This file defines rename from the workspace index, by name: with no
// language server for the file's language, or when asked (source
// "index"), the symbol at a place is renamed at every occurrence the
// index's references give for it, its declarations included, and where
// the comment lines of those files name it.

package tools

import (
	"bytes"
	"context"
	"fmt"
	"maps"
	"path"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/index"
	"github.com/locus-dev/locus/internal/locate"
	"github.com/locus-dev/locus/internal/structure"
	"github.com/locus-dev/locus/internal/textpos"
)

// maxRenamed is the most occurrences a rename from the index changes.
const maxRenamed = 100_000

func indexRename(ctx context.Context, env *Env, res *locate.Result, in renameIn, why string) (*Result, error) {
	idx, sp, err := spotAt(ctx, env, res)
	if err != nil {
		return nil, err
	}
	if sp.Local {
		return nil, fault.New(fault.InvalidArgument, "%s at %s declares a local variable or a parameter, which a rename from the index (of symbols, by name) cannot tell from the other names %s; rename it with a language server (source: lsp)", sp.Written, place(res), sp.Name)
	}
	defs, err := idx.Definitions(ctx, sp.Query)
	if err != nil {
		return nil, err
	}
	defs = index.OfFile(defs, res.Path)
	if len(defs) == 0 {
		return nil, fault.New(fault.InvalidArgument, "%s at %s is not defined in the workspace (it comes from outside it, or is no symbol locus lists), so it cannot be renamed here; locate a name the workspace defines", sp.Written, place(res))
	}
	defs, ctors, err := constructorsOf(ctx, idx, defs)
	if err != nil {
		return nil, err
	}
	if err := oneSymbol(sp, defs); err != nil {
		return nil, err
	}
	if err := checkNewName(defs[0].Language, defs[0].Kind, sp.Name, in.NewName); err != nil {
		return nil, err
	}
	// a method's overrides, above and below it, are renamed with it: an
	// override left behind overrides nothing
	var overrides []index.Symbol
	for _, d := range defs {
		os, err := idx.Overrides(ctx, d)
		if err != nil {
			return nil, err
		}
		for _, o := range os {
			same := func(s index.Symbol) bool { return s.Path == o.Path && s.Selection == o.Selection }
			if !slices.ContainsFunc(defs, same) && !slices.ContainsFunc(overrides, same) {
				overrides = append(overrides, o)
			}
		}
	}
	if len(overrides) > maxOverrides {
		return nil, fault.New(fault.InvalidArgument, "%s has %d overrides, over the %d a rename from the index changes with it; rename it with a language server", sp.Written, len(overrides), maxOverrides)
	}
	places := map[string][]textpos.Position{}
	bare := map[string][]textpos.Position{}   // the places a member of the enclosing class would capture
	labels := map[string][]textpos.Position{} // Rust's shorthand fields, Point { x }: x becomes new: x
	texts := fileTexts{}
	total := 0
	for _, q := range append([]string{sp.Query}, queriesOf(overrides)...) {
		rr, err := idx.References(ctx, index.RefQuery{Name: q, IncludeDecl: true, Max: maxRenamed, From: res.Path})
		if err != nil {
			return nil, err
		}
		if total += rr.Total; total > maxRenamed {
			return nil, fault.New(fault.InvalidArgument, "%s has %d references, over the %d a rename from the index changes; rename it with a language server", sp.Written, total, maxRenamed)
		}
		for _, f := range rr.Files {
			var ps []textpos.Position
			for _, r := range f.Refs {
				if r.Via != "" {
					continue // a use under an import's alias: the alias stays
				}
				p, err := textpos.NewPosition(r.Line, r.Col)
				if err != nil {
					return nil, fault.Wrap(err, fault.InvalidArgument, "the index places a reference of %s at %s:%d:%d, no position of the file; run locus index and try again", sp.Written, f.Path, r.Line, r.Col)
				}
				ps = append(ps, p)
				if capturable(r.Qualifier) {
					bare[f.Path] = unionOf(bare[f.Path], []textpos.Position{p})
				}
				if r.Role == "key" && defs[0].Language == "rust" && texts.shorthand(env, f.Path, p, sp.Name) {
					labels[f.Path] = append(labels[f.Path], p)
				}
			}
			if len(ps) > 0 { // a file with uses under an alias alone changes nowhere
				places[f.Path] = unionOf(places[f.Path], ps)
			}
		}
	}
	defs = append(defs, overrides...)
	var unlisted []index.Reference
	if d := defs[0]; isMethod(d) && d.Language == "java" {
		if unlisted, err = idx.Unlisted(ctx, d.Name, d.Language); err != nil {
			return nil, err
		}
	}
	for _, c := range ctors {
		places[c.Path] = unionOf(places[c.Path], []textpos.Position{c.Selection})
		bare[c.Path] = unionOf(bare[c.Path], []textpos.Position{c.Selection})
	}
	code := maps.Clone(places)  // the places in code, where a name binds
	docs := map[string][2]int{} // the lines of each file's doc comment of the symbol
	for _, d := range defs {
		if first, at := d.Range.Start().Int(), d.Selection.Line().Int(); first < at {
			docs[d.Path] = [2]int{first, at}
		}
	}
	for p := range places {
		ps, err := commentMentions(ctx, env, p, sp.Name, docs[p])
		if err != nil {
			return nil, err
		}
		places[p] = unionOf(places[p], ps)
	}
	if err := clash(ctx, idx, defs, in.NewName, places, bare); err != nil {
		return nil, err
	}
	if err := shadowsImport(ctx, idx, defs, in.NewName, places); err != nil {
		return nil, err
	}
	if err := captures(ctx, idx, defs, in.NewName, places, code); err != nil {
		return nil, err
	}
	var files []structure.WordPlaces
	for p, ps := range places {
		files = append(files, structure.WordPlaces{Path: p, Starts: ps, Labels: labels[p]})
	}
	sort.Slice(files, func(i, j int) bool { return files[i].Path < files[j].Path })
	ed := editor(ctx, env)
	out, err := ed.ReplaceWords("rename", sp.Name, in.NewName, files, structure.Options{DryRun: !in.Apply, RejectSyntaxErrors: true})
	if err != nil {
		if f, ok := fault.As(err); ok && f.Code == fault.ParserFailed {
			lines, _ := f.Details["parse_errors"].([]int)
			return nil, fault.Wrap(err, fault.ParserFailed, "renaming %s to %s would leave syntax errors in %v%s; choose another name", sp.Written, in.NewName, f.Details["path"], atLines(lines))
		}
		return nil, err
	}
	if in.Apply {
		_ = idx.Update(ctx, out.Files...) // the next question refreshes it anyway
	}
	lines, n := renamedLines(files)
	structured := map[string]any{"at": res, "source": "index", "name": sp, "new_name": in.NewName, "applied": in.Apply, "files": nonNil(out.Files), "edits": n}
	if len(overrides) > 0 {
		structured["overrides"] = overrides
	}
	if len(unlisted) > 0 {
		structured["unlisted"] = unlisted
	}
	var b strings.Builder
	if in.Apply {
		fmt.Fprintf(&b, "renamed %s%s to %s at %s in %s, %s:\n%s", sp.Written, withOverrides(overrides), in.NewName, plural(n, "place"), plural(len(files), "file"), byName(why), lines)
		b.WriteString(leftAlone(sp.Name, unlisted))
		return &Result{Text: b.String(), Structured: structured}, nil
	}
	fmt.Fprintf(&b, "rename of %s%s at %s to %s, %s, would change %s in %s: %s\n(a preview: send apply: true to write it)\n%s%s",
		sp.Written, withOverrides(overrides), place(res), in.NewName, byName(why), plural(n, "place"), plural(len(files), "file"), strings.Join(out.Files, ", "),
		leftAlone(sp.Name, unlisted), out.Diff)
	structured["diff"] = out.Diff
	return &Result{Text: b.String(), Structured: structured}, nil
}

// isMethod reports whether d is a method of a class, which overrides may
// share a name with.
func isMethod(d index.Symbol) bool { return d.Kind == "method" && d.Container != "" }

// maxOverrides is the most overrides a rename from the index changes with
// a method (each is asked for its references): a name every type of a
// large workspace defines (String) is a language server's to rename.
const maxOverrides = 100

// maxLeftAlone is how many unlisted declarations a rename's answer shows.
const maxLeftAlone = 5

// leftAlone says which declarations of the name a rename leaves alone
// because the index lists them as no symbol: "" for none.
func leftAlone(name string, unlisted []index.Reference) string {
	if len(unlisted) == 0 {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "left alone: %s of %s that locus lists as no symbol (methods of anonymous classes), which may override it; rename those that do by hand, or with a language server (source lsp):\n",
		plural(len(unlisted), "declaration"), name)
	for _, r := range unlisted[:min(maxLeftAlone, len(unlisted))] {
		fmt.Fprintf(&b, "  %s:%d:%d: %s\n", r.Path, r.Line, r.Col, r.Text)
	}
	if len(unlisted) > maxLeftAlone {
		fmt.Fprintf(&b, "  and %d more\n", len(unlisted)-maxLeftAlone)
	}
	return b.String()
}

// queriesOf names each symbol for the index's queries.
func queriesOf(defs []index.Symbol) []string {
	out := make([]string, len(defs))
	for i, d := range defs {
		out[i] = index.MemberQuery(d)
	}
	return out
}

// withOverrides says which overrides a rename changes with its method:
// " with its override Sub.run", " with its 2 overrides A.run, B.run".
func withOverrides(overrides []index.Symbol) string {
	var names []string // each class's once: its overloads go with it
	word := "override"
	for _, o := range overrides {
		name := o.QName
		if o.Container == "" { // a Bash function defined again: by its place
			name, word = fmt.Sprintf("%s:%d", o.Path, o.Selection.Line().Int()), "redefinition"
		}
		if !slices.Contains(names, name) {
			names = append(names, name)
		}
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return " with its " + word + " " + names[0]
	}
	n, more := len(names), ""
	if n > 3 {
		names, more = names[:3], ", ..."
	}
	return fmt.Sprintf(" with its %d %ss %s%s", n, word, strings.Join(names, ", "), more)
}

// constructorsOf splits off the constructors of a class that are named as
// it is (C#, Java, C++: class Price { Price(double net) }): a rename of
// the class renames their declarations too, and they are no second
// symbol of the name. defs are the definitions of the name asked; ctors
// are those of the class, found where defs hold the class alone.
func constructorsOf(ctx context.Context, idx *index.Index, defs []index.Symbol) (rest, ctors []index.Symbol, err error) {
	isCtorOf := func(c, cls index.Symbol) bool {
		return c.Kind == "constructor" && c.Name == cls.Name && c.Path == cls.Path && c.Container == cls.QName
	}
	var classes []index.Symbol
	for _, d := range defs {
		if d.Kind == "class" || d.Kind == "struct" {
			classes = append(classes, d)
		}
	}
	if len(classes) != 1 {
		return defs, nil, nil
	}
	cls := classes[0]
	for _, d := range defs {
		if !isCtorOf(d, cls) {
			rest = append(rest, d)
		}
	}
	all, err := idx.Definitions(ctx, cls.Name)
	if err != nil {
		return nil, nil, err
	}
	for _, c := range all {
		if isCtorOf(c, cls) {
			ctors = append(ctors, c)
		}
	}
	return rest, ctors, nil
}

// oneSymbol refuses a name that leads to several symbols (a function and
// a field, or functions of two modules, named alike): a rename by name
// would rename them all. Definitions of one symbol in several files of a
// package (Go's build-constrained variants) are one, and so are a C or
// C++ function's prototypes and its body (index.Bodies).
func oneSymbol(sp *index.Spot, defs []index.Symbol) error {
	key := func(d index.Symbol) string {
		if d.Package != "" {
			return d.QName + " in " + path.Dir(d.Path)
		}
		return d.QName + " in " + d.Path
	}
	var list []string
	distinct := map[string]bool{}
	for _, d := range index.Bodies(defs) {
		distinct[key(d)] = true
	}
	for _, d := range defs {
		list = append(list, fmt.Sprintf("%s:%d %s %s", d.Path, d.Selection.Line().Int(), d.Kind, d.QName))
	}
	if len(distinct) == 1 {
		return nil
	}
	return fault.New(fault.TargetAmbiguous, "%s names %d symbols (%s), and a rename by name would rename them all; locate the one to rename at its declaration (path:Symbol)",
		sp.Written, len(defs), strings.Join(list, ", "))
}

// checkNewName refuses a new name that is no identifier of lang, a
// keyword of it that a symbol of the kind cannot take, or the old name
// itself.
func checkNewName(lang, kind, old, name string) error {
	if name == old {
		return fault.New(fault.InvalidArgument, "%s is already the name; send another new_name", name)
	}
	extra := "_"
	word := name
	if strings.HasPrefix(lang, "javascript") || lang == "typescript" || lang == "tsx" {
		extra = "_$"
		if strings.HasPrefix(old, "#") != strings.HasPrefix(name, "#") {
			return fault.New(fault.InvalidArgument, "new_name %q and %s differ in their #: a class's private name stays private and a public one public; send a name that %s with #", name, old, map[bool]string{true: "starts", false: "does not start"}[strings.HasPrefix(old, "#")])
		}
		word = strings.TrimPrefix(name, "#") // #count: a private name
	}
	raw := false
	if lang == "rust" && strings.HasPrefix(name, "r#") {
		word, raw = name[2:], true // r#match: a raw identifier, which may be a keyword
		switch word {
		case "crate", "self", "super", "Self":
			return fault.New(fault.InvalidArgument, "new_name %q: Rust takes no raw identifier %s; send another name", name, word)
		}
	}
	ok := word != ""
	for i, r := range word {
		if !(unicode.IsLetter(r) || strings.ContainsRune(extra, r) || i > 0 && unicode.IsDigit(r)) {
			ok = false
		}
	}
	if !ok {
		return fault.New(fault.InvalidArgument, "new_name %q is not an identifier of %s; send a name of letters, digits and underscores that starts with a letter or underscore", name, lang)
	}
	if !raw && structure.IsKeyword(lang, kind, name) {
		return fault.New(fault.InvalidArgument, "new_name %q is a keyword of %s; send another name", name, lang)
	}
	return nil
}

// clash refuses a new name that a definition of the workspace already
// holds where the renamed symbol would meet it: a symbol of the same
// container (the top level, or the same type) in the same file or, for
// a language whose files share a package, the same package; or, where
// files are modules, a top-level symbol of a file that would name the
// renamed one bare. bare are the places of places a member would capture
// (see memberClash).
func clash(ctx context.Context, idx *index.Index, defs []index.Symbol, name string, places, bare map[string][]textpos.Position) error {
	others, err := idx.Definitions(ctx, name)
	if err != nil {
		return err
	}
	for _, o := range others {
		for _, d := range defs {
			if o.Container != d.Container || o.Language != d.Language {
				continue
			}
			samePackage := (d.Package != "" || index.UnnamedPackage(d.Language)) && o.Package == d.Package && path.Dir(o.Path) == path.Dir(d.Path)
			_, touched := places[o.Path]
			moduleFile := touched && d.Container == "" && d.Package == ""
			if o.Path == d.Path || samePackage || moduleFile {
				return fault.New(fault.InvalidArgument, "%s is already defined at %s:%d (%s %s), where the renamed %s would clash with it; choose another name, or rename that one first",
					name, o.Path, o.Selection.Line().Int(), o.Kind, o.QName, d.QName).With("clash", o)
			}
		}
	}
	if err := overridden(ctx, idx, defs, others); err != nil {
		return err
	}
	return memberClash(ctx, idx, defs[0], others, bare)
}

// overridden refuses a method's new name that a method of a class above
// or below the renamed method's class holds: renamed, the method would
// override that one, or be overridden by it, and calls through the base
// class would reach the other.
func overridden(ctx context.Context, idx *index.Index, defs, others []index.Symbol) error {
	for _, d := range defs {
		if !isMethod(d) {
			continue
		}
		var methods []index.Symbol
		for _, o := range others {
			if isMethod(o) && (o.Container != d.Container || o.Path != d.Path) {
				methods = append(methods, o)
			}
		}
		if len(methods) == 0 {
			continue
		}
		o, related, err := idx.Related(ctx, d, methods)
		if err != nil {
			return err
		}
		if related {
			return fault.New(fault.InvalidArgument, "%s is a method of %s at %s:%d (%s), a class above or below %s: the renamed %s would override it or be overridden by it; choose another name, or rename that one first",
				o.Name, o.Container, o.Path, o.Selection.Line().Int(), o.QName, d.Container, d.QName).With("clash", o)
		}
	}
	return nil
}

// fileTexts are the files a rename read, with their mappers, by path.
type fileTexts map[string]*fileText

type fileText struct {
	text []byte
	m    *textpos.Mapper
}

// shorthand reports whether the word name at p in the file at path is a
// Rust shorthand field, Point { x, y: 0 }: the field and a local of its
// name at once, which a rename of the field writes as new: x. A file it
// cannot read holds none (the rename's edit then finds it changed).
func (ft fileTexts) shorthand(env *Env, path string, p textpos.Position, name string) bool {
	t, ok := ft[path]
	if !ok {
		if f, err := env.Root.ReadFile(path); err == nil {
			t = &fileText{text: f.Text, m: textpos.NewMapper(f.Text)}
		}
		ft[path] = t
	}
	if t == nil {
		return false
	}
	off, err := t.m.PositionOffset(p)
	if err != nil || off+len(name) > len(t.text) {
		return false
	}
	before := bytes.TrimRight(t.text[:off], " \t\r\n")
	after := bytes.TrimLeft(t.text[off+len(name):], " \t\r\n")
	return len(before) > 0 && (before[len(before)-1] == '{' || before[len(before)-1] == ',') &&
		len(after) > 0 && (after[0] == ',' || after[0] == '}')
}

// capturable reports whether a reference with this qualifier would reach a
// member of the class it is in, were the member named as it: a bare name,
// or one reached through the object itself (this.f, self.f). One reached
// through another object (db_->CompactRange) is that object's member.
func capturable(qualifier string) bool {
	switch qualifier {
	case "", "this", "self", "super", "base", "Self", "static", "parent":
		return true
	}
	return false
}

// memberClash refuses a new name that a member of a class holds where a
// bare name in the class reaches its members (Java, C#: HelpText's
// property Heading) when a renamed place is inside that class: the bare
// name there would reach the member instead, unless the member is of the
// renamed class's type (C#'s Color Color). places are the renamed places
// such a member would capture: bare names, this.f and self.f.
func memberClash(ctx context.Context, idx *index.Index, d index.Symbol, others []index.Symbol, places map[string][]textpos.Position) error {
	for _, o := range others {
		ps := places[o.Path]
		if o.Container == "" || o.SelectorOnly() || len(ps) == 0 || strings.Contains(o.Signature, d.Name+" "+o.Name) {
			continue // (a member of the renamed class's type, public HeadingInfo Heading, is that class's object: Heading.Empty stays the class's)
		}
		owners, err := idx.Definitions(ctx, o.Container)
		if err != nil {
			return err
		}
		for _, c := range owners {
			first, last := c.Range.Start().Int(), c.Range.End().Int()
			if c.Path != o.Path || first > o.Selection.Line().Int() || o.Selection.Line().Int() > last {
				continue
			}
			for _, p := range ps {
				if l := p.Line().Int(); first <= l && l <= last {
					return fault.New(fault.InvalidArgument, "%s is a member of %s at %s:%d (%s %s), and the renamed %s is named bare inside %s at line %d, where the name would reach the member; choose another name, or rename that one first",
						o.Name, c.QName, o.Path, o.Selection.Line().Int(), o.Kind, o.QName, d.QName, c.QName, l).With("clash", o)
				}
			}
		}
	}
	return nil
}

// shadowsImport refuses a rename to the name an import binds where the
// renamed symbol would be declared or used. An import binds its name in
// its own file (Python's import os and from x import y, JavaScript's
// import x from and const x = require(...), Java's import a.b.C, Rust's
// use a::b::C, a C# using alias), so it collides in the file that declares
// the symbol and in every file the rename changes (a function named os
// hides the module os there). In Go a top-level symbol also collides in
// every file of its package, whose file scope may not declare what its
// package scope does. A member reached only through a selector
// (index.Symbol.SelectorOnly: a Python method, a Go field) shadows
// nothing. Imports that bind no name (Ruby's require, C's #include, a
// wildcard) are not in idx.Importers' answer.
func shadowsImport(ctx context.Context, idx *index.Index, defs []index.Symbol, name string, places map[string][]textpos.Position) error {
	var named []index.Symbol
	for _, d := range defs {
		if !d.SelectorOnly() {
			named = append(named, d)
		}
	}
	if len(named) == 0 {
		return nil
	}
	sites, err := idx.Importers(ctx, name)
	if err != nil {
		return err
	}
	for _, s := range sites {
		_, touched := places[s.File]
		for _, d := range named {
			samePackage := index.SharedPackage(d.Language) && s.Language == d.Language && d.Container == "" && d.Package != "" &&
				s.Package == d.Package && path.Dir(s.File) == path.Dir(d.Path)
			if touched || s.File == d.Path || samePackage {
				return fault.New(fault.InvalidArgument, "%s is the name the import of %s binds at %s:%d, which the renamed %s would collide with there; choose another name",
					name, imported(s), s.File, s.Line, d.QName).With("import", s)
			}
		}
	}
	return nil
}

// captures refuses a new name already used bare where the renamed symbol
// is seen: such a use means something else today (a built-in such as
// Python's len, a member of a wildcard import, a local), and after the
// rename either the renamed symbol takes it over or, where a local holds
// the name, the renamed uses in that function would reach the local.
// The renamed symbol is seen in the files the rename changes and the
// file that declares it; a top-level one also in the other files of its
// package (Go, Java), or of its language where top-level names are global
// (C, C++, C#, Ruby, Bash). A function that declares a local of the name
// keeps its uses of it and may stay as it is, unless a renamed place lies
// in the local's scope (from its declaration, or from its end in Go's
// x := f(), or where the language hoists from the start of its block, to
// the end of the innermost block that holds it; in Python and for
// JavaScript's var the whole body),
// where the local would take it; a renamed word in a comment (places
// holds them, code does not) binds nothing and is never taken. A member
// reached only through a selector takes no bare use, and another member
// only the bare uses inside a type (index.BareUse.InType).
func captures(ctx context.Context, idx *index.Index, defs []index.Symbol, name string, places, code map[string][]textpos.Position) error {
	var named []index.Symbol
	for _, d := range defs {
		if !d.SelectorOnly() {
			named = append(named, d)
		}
	}
	if len(named) == 0 {
		return nil
	}
	seen := func(p, lang, pkg string) bool {
		if _, touched := places[p]; touched {
			return true
		}
		for _, d := range named {
			switch {
			case p == d.Path:
				return true
			case d.Container != "" || lang != d.Language:
			case index.GlobalNames(lang):
				return true
			case (d.Package != "" || index.UnnamedPackage(lang)) && pkg == d.Package && path.Dir(p) == path.Dir(d.Path):
				return true
			}
		}
		return false
	}
	uses, err := idx.BareUses(ctx, name, seen)
	if err != nil {
		return err
	}
	members := !slices.ContainsFunc(named, func(d index.Symbol) bool { return d.Container == "" })
	for _, u := range uses {
		if members && !u.InType {
			continue // a member's bare name reaches it only in a type
		}
		if u.Local {
			// the local's uses are its own; it hides the renamed places
			// in its scope
			if !u.Declares || !slices.ContainsFunc(code[u.Path], func(p textpos.Position) bool { return u.Scope.Holds(p.Line().Int(), p.Column().Int()) }) {
				continue
			}
			return fault.New(fault.InvalidArgument, "%s is a local of %s at %s:%d (`%s`), which would hide the renamed %s there; choose another name",
				name, u.Enclosing, u.Path, u.Line, u.Text, named[0].QName).With("use", u)
		}
		return fault.New(fault.InvalidArgument, "%s is already used at %s:%d (`%s`) for something else, which the renamed %s would take over; choose another name",
			name, u.Path, u.Line, u.Text, named[0].QName).With("use", u)
	}
	return nil
}

// imported names what an import takes: "os.path", or Decimal from
// "decimal" where it names a member of the module.
func imported(s index.ImportSite) string {
	if s.Symbol == "" || s.Symbol == "default" || s.Symbol == "*" {
		return fmt.Sprintf("%q", s.Path)
	}
	return fmt.Sprintf("%s from %q", s.Symbol, s.Path)
}

// commentMentions are the places of name in the comments of the file at
// p that a rename changes with its code (see structure.CommentMentions).
func commentMentions(ctx context.Context, env *Env, p, name string, doc [2]int) ([]textpos.Position, error) {
	f, err := env.Root.ReadFile(p)
	if err != nil {
		return nil, err
	}
	return structure.CommentMentions(ctx, p, f.Text, name, doc)
}

// unionOf is the places of a and b, each once.
func unionOf(a, b []textpos.Position) []textpos.Position {
	seen := map[textpos.Position]bool{}
	var out []textpos.Position
	for _, p := range append(a, b...) {
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}

// atLines names lines for a message: " at line 4", " at lines 4, 9", or
// "" for none.
func atLines(lines []int) string {
	if len(lines) == 0 {
		return ""
	}
	parts := make([]string, len(lines))
	for i, l := range lines {
		parts[i] = fmt.Sprint(l)
	}
	word := " at lines "
	if len(lines) == 1 {
		word = " at line "
	}
	return word + strings.Join(parts, ", ")
}

// renamedLines lists the places by file, "a.go: 3, 17" (as references
// with lines_only), and counts them.
func renamedLines(files []structure.WordPlaces) (string, int) {
	var b strings.Builder
	n := 0
	for _, f := range files {
		seen := map[textpos.Position]bool{}
		var lines []int
		for _, p := range f.Starts {
			if seen[p] {
				continue
			}
			seen[p] = true
			n++
			lines = append(lines, p.Line().Int())
		}
		sort.Ints(lines)
		lines = slices.Compact(lines)
		b.WriteString(f.Path + ":")
		for i, l := range lines {
			if i > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, " %d", l)
		}
		b.WriteString("\n")
	}
	return b.String(), n
}
