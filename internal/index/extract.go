// This file defines what the index keeps of one file, and how it is taken
// from one parse.

package index

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/binary"
	"strings"
	"time"

	"github.com/locus-dev/locus/internal/outline"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/xref"
)

// fileData is what the index holds of one parsed file.
type fileData struct {
	lang    string
	pkg     string
	lines   int
	symbols []symbolRow // parents before their children
	imports []xref.Import
	// occs are the identifier occurrences, encoded but for their words'
	// ids: the writer looks each word up in the names table once, not
	// once an occurrence
	occs *occBody
}

// symbolRow is a symbol as the symbols table holds it. parent is the index
// of the parent in the file's list, or -1.
type symbolRow struct {
	name, qname, kind string
	start, end        int
	selLine, selCol   int
	signature, doc    string
	parent            int
}

// parseTime bounds the CPU time of the parse of a file being indexed:
// shorter than an interactive read's bound, since every question waits for
// the files changed since the last one. Real files parse at a megabyte a
// second or more; one past the bound is recorded PARSER_FAILED and read
// again only when it changes. The bound is CPU time, not the clock's, so
// that a busy machine does not record a large file as failed for good.
func parseTime(n int) time.Duration { return 2*time.Second + time.Duration(n)*(2*time.Second)/(1<<20) }

// extract parses text once and takes the outline's symbols, the imports
// and the identifier occurrences from the one tree. The occurrences are
// extracted into *occs, a slice a worker reuses file after file (one a
// file would be most of what a build allocates), and encoded before it
// returns. The parse stops when ctx ends.
func extract(ctx context.Context, lang *syntax.Language, path string, text []byte, occs *[]xref.Occurrence) (*fileData, error) {
	d := &fileData{lang: lang.Name()}
	err := lang.ParseWithin(ctx, text, parseTime(len(text)), func(root syntax.Node) error {
		f := outline.FromTree(lang, path, text, root)
		var found []xref.Occurrence
		found, d.imports = xref.ExtractInto((*occs)[:0], lang, text, root)
		sortOccs(found)
		exports := ownExports(lang.Name(), f.Exports, found, d.imports, text)
		d.occs = encodeOccs(found)
		clear(found) // the strings hold the file's text
		*occs = found[:0]
		if cap(found) > maxKeptOccs {
			*occs = nil // a huge file's: not kept for the rest of the build
		}
		d.lines = f.TotalLines
		d.pkg = packageOf(f)
		d.addSymbols(dropImports(f.Symbols, d.imports), -1, "")
		d.imports = append(d.imports, exports...)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return d, nil
}

// maxKeptOccs is the most occurrences a worker's slice keeps room for
// between files (5 MB).
const maxKeptOccs = 1 << 16

// declaresApart reports whether a symbol of kind in lang may be declared
// apart from its body: C's and C++'s functions and classes, TypeScript's
// functions and methods (overload signatures; without a body of their
// own, an interface's methods, abstract and declared ones are marked so
// too).
func declaresApart(lang, kind string) bool {
	switch lang {
	case "c", "cpp":
		return isClassLike(kind) || isCallable(kind)
	case "typescript", "tsx":
		return isCallable(kind)
	}
	return false
}

// dropImports leaves out the top-level variables an import binds on their
// line (JavaScript's const x = require("./x")): like the import statements
// of ES modules, they name a definition of another file, and are no
// definitions of their own.
func dropImports(syms []*outline.Symbol, imports []xref.Import) []*outline.Symbol {
	type binding struct {
		line int
		name string
	}
	bound := map[binding]bool{}
	for _, imp := range imports {
		if imp.Name != "" {
			bound[binding{imp.Line, imp.Name}] = true
		}
	}
	if len(bound) == 0 {
		return syms
	}
	out := syms[:0:0]
	for _, s := range syms {
		if (s.Kind == "variable" || s.Kind == "constant") && bound[binding{s.SelectionRange.Start().Line().Int(), s.Name}] {
			continue
		}
		out = append(out, s)
	}
	return out
}

// addSymbols appends syms and their children. chain is the parent's
// qualified name: the qualified name of a nested symbol is chain.Name, of
// a Go method Recv.Method (the package is added when read: qualify). A
// Ruby class or module named with its path is named by its last part.
func (d *fileData) addSymbols(syms []*outline.Symbol, parent int, chain string) {
	for _, s := range syms {
		qname := s.QualifiedName()
		if chain != "" {
			qname = chain + "." + s.Name
		}
		name, kind := s.Name, s.Kind
		if i := strings.LastIndex(name, "::"); i > 0 {
			switch d.lang {
			case "ruby":
				// class RDoc::Markup::ToHtml: the name ToHtml, the path in its
				// qualified name, as code names it (ToHtml, Markup::ToHtml)
				name = name[i+2:]
			case "cpp":
				name, qname, kind = outOfClass(name, i, chain, kind)
			}
		}
		if parent < 0 && kind == "function" && isJS(d.lang) {
			if owner, ok := assignedMethod(s.Signature, name); ok {
				qname, kind = owner+"."+name, "method"
			}
		}
		sig := s.Signature
		if declaresApart(d.lang, kind) && !s.HasBody() && !strings.HasSuffix(sig, ";") {
			// a forward declaration (class A;), a prototype whose statement
			// ends past its signature's line (f(int a)\n LOCKS_REQUIRED(mu);),
			// a TypeScript function or method without a body (an overload
			// signature; an interface's, an abstract or a declared one):
			// a declaration apart from any body (Symbol.declaration)
			sig += ";"
		}
		if s.Overload() {
			// an overload declares the definition of its name without
			// @overload (Symbol.declaration)
			sig = overloadMark + sig
		}
		d.symbols = append(d.symbols, symbolRow{
			name: name, qname: qname, kind: kind,
			start: s.Range.Start().Int(), end: s.Range.End().Int(),
			selLine: s.SelectionRange.Start().Line().Int(), selCol: s.SelectionRange.Start().Column().Int(),
			signature: sig, doc: firstLine(s.Doc), parent: parent,
		})
		d.addSymbols(s.Children, len(d.symbols)-1, qname)
	}
}

// overloadMark starts the signature of a Python function that typing's
// @overload decorates.
const overloadMark = "@overload "

// outOfClass names a C++ definition written with its class's path
// (void DBImpl::CompactRange() {...}, struct SkipList<K, C>::Node {...},
// the i-th byte of name being the last "::") as a member of that class,
// as its declaration in the class's body is named: the name CompactRange,
// the qualified name chain.DBImpl.CompactRange, and a function is a
// method (the language's receivers rule makes it a member of its class).
func outOfClass(name string, i int, chain, kind string) (string, string, string) {
	path := strings.ReplaceAll(syntax.WithoutTemplateArgs(name[:i]), "::", ".")
	name = name[i+2:]
	qname := path + "." + name
	if chain != "" {
		qname = chain + "." + qname
	}
	if kind == "function" {
		kind = "method"
	}
	return name, qname, kind
}

// assignedMethod reads a JavaScript function assigned to an object's
// property, its signature "View.prototype.lookup = function lookup(n)" or
// "res.send = function send(body)": the object whose method it is (View,
// a constructor's prototype's; res), when the property is name. The
// object is a plain name, not exports or module.exports (a module's
// export). Of res.set = res.header = function header, the assignment of
// the property name is read.
func assignedMethod(sig, name string) (string, bool) {
	for _, left := range strings.Split(sig, " = ") {
		parts := strings.Split(strings.TrimSpace(left), ".")
		n := len(parts)
		if n < 2 || parts[n-1] != name {
			continue
		}
		owner := parts[n-2]
		if owner == "prototype" && n >= 3 {
			owner = parts[n-3]
		} else if n > 2 {
			return "", false // a.b.c = function: a property's property
		}
		if owner == "exports" || owner == "module" || owner == "this" || !isIdentifier(owner) {
			return "", false
		}
		return owner, true
	}
	return "", false
}

// isIdentifier reports whether s is a plain name: letters, digits, _ and
// $, not starting with a digit.
func isIdentifier(s string) bool {
	if s == "" || '0' <= s[0] && s[0] <= '9' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isIdentByte(s[i]) {
			return false
		}
	}
	return true
}

// qualify returns the qualified name of a symbol as the API gives it:
// qname (the name when NULL), with Go's package in front of a top-level
// symbol that is not a method (pkg.Func).
func qualify(name string, qname sql.NullString, parent int64, kind, lang, pkg string) string {
	q := name
	if qname.Valid {
		q = qname.String
	}
	if scopesOf(lang).Package && parent == 0 && kind != "method" && pkg != "" {
		q = pkg + "." + name
	}
	return q
}

// packageOf returns the package a file declares (Go's package clause,
// Java's package declaration): the name, or for a dotted one the whole
// dotted name.
func packageOf(f *outline.File) string {
	for _, e := range f.Directives {
		if e.Kind != "package" {
			continue
		}
		fields := strings.Fields(e.Name)
		if len(fields) < 2 {
			continue
		}
		return strings.TrimSuffix(fields[len(fields)-1], ";")
	}
	return ""
}

// firstLine returns the first non-blank line of s, trimmed.
func firstLine(s string) string {
	for l := range strings.Lines(s) {
		if l = strings.TrimSpace(l); l != "" {
			return l
		}
	}
	return ""
}

// contentHash is the files table's hash: the first 8 bytes of the SHA-256
// of the bytes on disk, as a signed integer for SQLite.
func contentHash(raw []byte) int64 {
	sum := sha256.Sum256(raw)
	return int64(binary.LittleEndian.Uint64(sum[:8]))
}

// headLine returns the first line of text, for the "#!" line.
func headLine(text []byte) []byte {
	if i := bytes.IndexByte(text, '\n'); i >= 0 {
		return text[:i]
	}
	return text
}
