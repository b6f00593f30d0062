// This file defines At: the name at a place of a file, as the index knows
// it, and how to ask the index about it.

package index

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/xref"
)

// Spot is the identifier occurrence at a place.
type Spot struct {
	Path      string `json:"path"`
	Line      int    `json:"line"`
	Col       int    `json:"column"`
	Name      string `json:"name"`
	Qualifier string `json:"qualifier,omitempty"`
	Role      string `json:"role"`
	// Enclosing is the qualified name of the symbol around the place.
	Enclosing string `json:"enclosing,omitempty"`
	// Query is the name to ask Definitions, References, Callers and
	// Callees with: the qualified name of the symbol the place declares
	// (Server.Serve, http.Serve; a module-level name of Python, JavaScript
	// and TypeScript by its module's dotted path, email.utils.quote), the
	// import's name and the name for a
	// name reached through an imported package (http.Serve), else the
	// name itself.
	Query string `json:"query"`
	// Local says the place declares a name that is no symbol of the
	// index: a local variable or a parameter (x of fn make(x: i32)).
	Local bool `json:"local,omitempty"`
	// Written is the name as its language writes it, for an answer's
	// header: Query, but where no file qualifies a language's names
	// (Ruby's, whose files are modules of Query only so that a name is
	// found in its file: RDoc::Markup::ToHtml.convert, not
	// to_html.RDoc::Markup::ToHtml.convert) the symbol's qualified name.
	Written string `json:"written"`
}

// At returns the identifier occurrence at line:col (1-based, col in code
// points) of path: the one that starts there, or the first of the line
// that covers or follows col. A place with no identifier on its line is
// LOCATE_NOT_FOUND.
func (x *Index) At(ctx context.Context, path string, line, col int) (*Spot, error) {
	if err := x.fresh(ctx); err != nil {
		return nil, err
	}
	rel, ok := x.rel(path)
	if !ok {
		return nil, fault.New(fault.InvalidArgument, "%s is not a file of the workspace; pass a path inside it", path)
	}
	st := x.store()
	var id int64
	err := st.db.QueryRowContext(ctx, "SELECT id FROM files WHERE path = ? AND error IS NULL", rel).Scan(&id)
	if err == sql.ErrNoRows {
		return nil, fault.New(fault.LanguageUnsupported, "%s is not in the index (not a language locus parses, or left out by .gitignore or .locus/index.json); ask about a file of a language locus parses", rel).
			With("path", rel)
	}
	if err != nil {
		return nil, fmt.Errorf("index: look up %s: %w", rel, err)
	}
	fc, err := st.loadFile(ctx, id)
	if err != nil {
		return nil, err
	}
	if fc == nil {
		return nil, fault.New(fault.FileNotFound, "%s left the index meanwhile; ask again", rel).With("path", rel)
	}
	occs, err := fc.occurrencesOf(0)
	if err != nil {
		return nil, err
	}
	var best *occ
	for i := range occs {
		o := &occs[i]
		if o.line != line {
			continue
		}
		end := o.col + utf8.RuneCountInString(fc.names[o.name])
		if col < end {
			best = o
			break
		}
	}
	if best == nil {
		return nil, fault.New(fault.LocateNotFound, "there is no identifier at or after %s:%d:%d; locate a name (put <|> just before it)", rel, line, col).
			With("path", rel)
	}
	sp := &Spot{Path: rel, Line: best.line, Col: best.col, Name: fc.names[best.name], Qualifier: fc.names[best.qual], Role: best.role.String()}
	if enc := fc.enclosing(best.line); enc != nil {
		sp.Enclosing = enc.qname
	}
	sp.Query = sp.Name
	sp.Written = sp.Name
	switch {
	case best.role == xref.Decl || fc.symbolAt(best.line, sp.Name):
		sp.Local = true
		for _, s := range fc.syms {
			if s.selLine == best.line && s.name == sp.Name {
				sp.Query = declQuery(fc, s)
				sp.Written = written(fc.lang, sp.Query, s.qname)
				sp.Local = false
				break
			}
		}
	case sp.Qualifier != "" && fc.isImportName(sp.Qualifier):
		sp.Query = sp.Qualifier + "." + sp.Name
		sp.Written = sp.Query
		if d := importedDef(ctx, st, fc, sp.Qualifier, "", sp.Name); d != nil {
			sp.Query = topQuery(*d) // u.Helper of import u ".../util": util.Helper
			sp.Written = written(d.Language, sp.Query, d.QName)
		}
	case sp.Qualifier == "" && fc.isImportName(sp.Name):
		d := aliasedDef(ctx, st, fc, sp.Name)
		if d == nil {
			d = passedDef(ctx, st, fc, sp.Name) // Motor of from pkg import Motor, where pkg binds from .core import Engine as Motor
		}
		if d != nil {
			sp.Query = topQuery(*d) // f2 of from .util import fmt as f2: pkg.util.fmt
			sp.Written = written(d.Language, sp.Query, d.QName)
		}
	case sp.Qualifier != "":
		if d := memberQuery(ctx, st, fc, *best, sp.Qualifier, sp.Name); d != nil {
			sp.Query = memberName(d.Language, d.Package, d.Path, d.QName)
			sp.Written = written(d.Language, sp.Query, d.QName)
		}
	default:
		if d := bareMember(ctx, st, fc, occs, *best, sp.Name); d != nil {
			sp.Query = memberName(d.Language, d.Package, d.Path, d.QName)
			sp.Written = written(d.Language, sp.Query, d.QName)
		}
	}
	return sp, nil
}

// importedDef is the one top-level definition named name that the import
// of fc binding bound (with the member symbol, "" for a package or
// module) leads to; nil when that is none or several.
func importedDef(ctx context.Context, st *store, fc *fileCtx, bound, symbol, name string) *Symbol {
	defs, err := st.definitionsNamed(ctx, name)
	if err != nil {
		return nil
	}
	var found *Symbol
	for _, imp := range fc.imports {
		if imp.Name != bound || imp.Symbol != symbol {
			continue
		}
		for i, d := range defs {
			if d.Container != "" || !sameFamily(d.Language, fc.lang) || !importLeadsTo(fileImport{Path: imp.Path}, fc, d, nil) {
				continue
			}
			if found != nil && found.id != d.id {
				return nil
			}
			found = &defs[i]
		}
	}
	return found
}

// aliasedDef is the one top-level definition that an import of fc binds
// to alias under another name (fmt of from .util import fmt as f2, for
// f2); nil when there is none or several.
func aliasedDef(ctx context.Context, st *store, fc *fileCtx, alias string) *Symbol {
	for _, imp := range fc.imports {
		symbol := imp.member(fc.lang)
		if imp.Name != alias || symbol == "" || symbol == alias || symbol == "*" || symbol == "default" {
			continue
		}
		if d := importedDef(ctx, st, fc, alias, imp.Symbol, symbol); d != nil {
			return d // else another import of the alias (try: ... except ImportError: ...)
		}
	}
	return nil
}

// topQuery is the query that names the top-level definition d and no
// other of its name (see declQuery).
func topQuery(d Symbol) string {
	switch {
	case scopesOf(d.Language).Module:
		if mod := modulePath(d.Path); mod != "" {
			return mod + "." + d.Name
		}
	case d.Language == "rust":
		if mod, ok := rustModule(d.Path); ok {
			return rustItemQuery(mod, d.Name)
		}
	}
	return d.QName
}

// rustItemQuery is the query of the item name of a Rust module:
// utils.fs.read_to_string, or crate.area at a crate's root (crate::area),
// which no method area answers.
func rustItemQuery(mod rustMod, name string) string {
	if mod.dotted() == "" {
		return "crate." + name
	}
	return mod.dotted() + "." + name
}

// bareMember is the member a bare name in a class reaches where its
// language's bare names reach the class's members (Java, C#, Ruby): the
// class's own, else the one it inherits from the nearest base (or Ruby
// module mixed in) that defines one (mock_app in a RoutingTest <
// Minitest::Test); outside any Ruby class, the one member it reaches
// there (resolver.reachedAtTop); nil when that is no one definition, or
// where a local shadows it; occs are the file's occurrences.
func bareMember(ctx context.Context, st *store, fc *fileCtx, occs []occ, o occ, name string) *Symbol {
	if !scopesOf(fc.lang).ImplicitThis {
		return nil
	}
	var cls *fileSym
	for _, s := range fc.syms {
		if s.start <= o.line && o.line <= s.end && (isClassLike(s.kind) || fc.lang == "ruby" && s.kind == "module") && (cls == nil || s.start >= cls.start) {
			cls = s
		}
	}
	r := (&moduleCache{ctx: ctx}).resolverFor(st, fc)
	for _, x := range occs { // the name's, for its locals (shadowed, boundAtTop)
		if x.name == o.name {
			r.occs = append(r.occs, x)
		}
	}
	if cls == nil {
		return r.topMember(o, name)
	}
	d, ok := r.classMember(cls, selfReceiver, name)
	if !ok || r.shadowed(o, d) {
		return nil
	}
	return &d
}

// written is how a symbol whose query is query and qualified name qname
// is written in lang: by its qualified name where the language's names
// are global (no file qualifies them: Ruby, Bash, C, C++, C#), else by
// its query.
func written(lang, query, qname string) string {
	switch {
	case scopesOf(lang).Global:
		return qname
	case lang == "rust":
		return strings.ReplaceAll(query, ".", "::") // utils::fs::read_to_string
	}
	return query
}

// memberQuery is the member M that x.M at o names when the file types x
// as one type of the workspace that has a member M (http.Header.Get for
// req.Header.Get); for this.M and super.M, the member of the enclosing
// class or of its nearest base class that has one; else nil.
func memberQuery(ctx context.Context, st *store, fc *fileCtx, o occ, qual, name string) *Symbol {
	mods := &moduleCache{ctx: ctx}
	r := mods.resolverFor(st, fc)
	if cls, kind := r.classReceiver(o, qual); kind != valueReceiver {
		if d, ok := r.classMember(cls, kind, name); ok {
			return &d
		}
		return nil
	}
	ts := r.receiverTypes(o, qual)
	if len(ts.types) != 1 {
		return nil
	}
	t := ts.types[0]
	for _, d := range mods.defsNamed(st, name) {
		if d.Container != "" && memberOf(d, t) {
			return &d
		}
	}
	return nil
}

// memberName is the query of a member by its qualified name (Header.Get):
// with its module's dotted path before it where a file is a module
// (email.message.Message.get), with its package in Go (mail.Header.Get).
// MemberQuery is the query that names d, a member, and no other member of
// its name: its qualified name, after its module or package.
func MemberQuery(d Symbol) string { return memberName(d.Language, d.Package, d.Path, d.QName) }

func memberName(lang, pkg, filePath, qname string) string {
	switch {
	case scopesOf(lang).Module:
		if mod := modulePath(filePath); mod != "" {
			return mod + "." + qname
		}
	case scopesOf(lang).Package && pkg != "":
		return pkg + "." + qname
	}
	return qname
}

// declQuery is the query that names the symbol s of fc declares and no
// other of its name: its qualified name, with its module's dotted path
// before it where a file is a module (a top-level name of Python,
// JavaScript or TypeScript, email.utils.quote, or a member,
// email.message.Message.get) and before a top-level item of a Rust
// module (utils.fs.read_to_string), and with its package before a Go
// member (mail.Header.Get: http.Header.Get is another).
func declQuery(fc *fileCtx, s *fileSym) string {
	member := s.parent != 0 || s.kind == "method" || strings.Contains(s.qname, ".") && !strings.HasPrefix(s.qname, fc.pkg+".")
	switch {
	case scopesOf(fc.lang).Module && s.parent == 0 && !member:
		if mod := modulePath(fc.path); mod != "" {
			return mod + "." + s.name
		}
	case fc.lang == "rust" && s.parent == 0 && !member:
		// utils.fs.read_to_string: the item of its module, not another
		// crate's or a test's of that name
		if mod, ok := rustModule(fc.path); ok {
			return rustItemQuery(mod, s.name)
		}
	case member:
		return memberName(fc.lang, fc.pkg, fc.path, s.qname)
	}
	return s.qname
}
