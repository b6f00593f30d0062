// This file defines fileCtx: what the queries read of one file (its
// symbols, imports and occurrences) to judge and place occurrences.

package index

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"sync"

	"github.com/locus-dev/locus/internal/xref"
)

// fileCtx is one indexed file as the queries see it.
type fileCtx struct {
	id          int64
	path, pkg   string
	lang        string
	imports     []fileImport
	defaults    []string     // what its export statements make the module's default or its whole (export =)
	exports     []fileExport // what its export statements export (ownExports)
	syms        []*fileSym   // in start order
	top         []*fileSym   // top-level symbols
	byID        map[int64]*fileSym
	blob        []byte
	names       map[int64]string // qualifier ids -> text, for the occurrences decoded
	importNames map[string]bool
	wildcard    bool // a Java or Rust import takes every name of a class, package or module (import static a.B.*, import a.*, use a::b::*)

	idsOnce sync.Once
	ids     map[string]int64 // names' ids by text (nameID), made on first use
}

type fileImport struct {
	Path, Name, Symbol string
	Line               int // where the name it binds is written
}

// member is the member the import takes from its module: Symbol, or for
// Rust's use, whose path ends with it, the path's last element (load of
// use crate::store::{load as fetch}); "" for a module's import.
func (imp fileImport) member(lang string) string {
	if imp.Symbol == "" && lang == "rust" {
		_, last, _ := cutLast(imp.Path, "::")
		return last
	}
	return imp.Symbol
}

// fileExport is a name a JavaScript or TypeScript module's export
// statements export: the file's name Local (an import's, or its own; ""
// for something else) under the name As ("default", or "=" for
// export =).
type fileExport struct {
	Local, As string
}

type fileSym struct {
	id, parent int64
	name       string
	qname      string
	kind       string
	start, end int
	selLine    int
	selCol     int // where the name starts
	children   []*fileSym
}

// loadFile returns a file's row, symbols, imports and occurrence blob,
// with the text of every name its blob holds; nil when the file is gone
// or not indexed. A fileCtx is never changed once loaded, so the store
// keeps the last ones read while the database does not change.
func (s *store) loadFile(ctx context.Context, id int64) (*fileCtx, error) {
	epoch, gen, err := s.generation(ctx)
	if err != nil {
		return nil, err
	}
	return s.loadFileAt(ctx, epoch, gen, id)
}

// loadFileAt is loadFile when the caller has read the generation.
func (s *store) loadFileAt(ctx context.Context, epoch, gen, id int64) (*fileCtx, error) {
	return s.loadFileKept(ctx, epoch, gen, id, true)
}

// loadFileKept is loadFileAt that leaves a file read from the database
// out of the cache unless keep is set.
func (s *store) loadFileKept(ctx context.Context, epoch, gen, id int64, keep bool) (*fileCtx, error) {
	if fc := s.files.get(epoch, gen, id); fc != nil {
		return fc, nil
	}
	fc, err := s.readFile(ctx, id)
	if err != nil || fc == nil {
		return nil, err
	}
	if isJS(fc.lang) {
		s.packageImports(ctx, epoch, gen, fc)
	}
	if keep {
		s.files.put(epoch, gen, id, fc)
	}
	return fc, nil
}

// packageImports rewrites the imports of a JavaScript or TypeScript file
// that name a package of the workspace (import { f } from "@scope/lib")
// as the relative imports of the modules they lead to, which the rest of
// the index follows as it follows any.
func (s *store) packageImports(ctx context.Context, epoch, gen int64, fc *fileCtx) {
	var pkgs *npmPackages
	for i, imp := range fc.imports {
		if !bareSpecifier(imp.Path) {
			continue
		}
		if pkgs == nil {
			if pkgs = s.npmPackages(ctx, epoch, gen); pkgs.none() {
				return
			}
		}
		if f, ok := pkgs.resolve(fc.path, imp.Path); ok {
			fc.imports[i].Path = relativeImport(fc.path, f)
		}
	}
}

func (s *store) readFile(ctx context.Context, id int64) (*fileCtx, error) {
	fc := &fileCtx{id: id, byID: map[int64]*fileSym{}, importNames: map[string]bool{}}
	var first, count int64
	fileRow, err := s.prepared(ctx, `SELECT f.path, f.package, f.language, f.first_symbol, f.symbol_count, coalesce(o.data, x'0000')
		FROM files f LEFT JOIN occurrences o ON o.file = f.id WHERE f.id = ? AND f.error IS NULL`)
	if err != nil {
		return nil, fmt.Errorf("index: read file %d: %w", id, err)
	}
	err = fileRow.QueryRowContext(ctx, id).Scan(&fc.path, &fc.pkg, &fc.lang, &first, &count, &fc.blob)
	if err == sql.ErrNoRows {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("index: read file %d: %w", id, err)
	}
	if count > 0 {
		symbols, err := s.prepared(ctx, "SELECT id, coalesce(parent, 0), name, qname, kind, start_line, end_line, sel_line, sel_col FROM symbols WHERE id BETWEEN ? AND ? ORDER BY start_line, id")
		if err != nil {
			return nil, fmt.Errorf("index: read the symbols of %s: %w", fc.path, err)
		}
		rows, err := symbols.QueryContext(ctx, first, first+count-1)
		if err != nil {
			return nil, fmt.Errorf("index: read the symbols of %s: %w", fc.path, err)
		}
		for rows.Next() {
			sym := &fileSym{}
			var qname sql.NullString
			if err := rows.Scan(&sym.id, &sym.parent, &sym.name, &qname, &sym.kind, &sym.start, &sym.end, &sym.selLine, &sym.selCol); err != nil {
				rows.Close()
				return nil, err
			}
			sym.qname = qualify(sym.name, qname, sym.parent, sym.kind, fc.lang, fc.pkg)
			fc.syms = append(fc.syms, sym)
			fc.byID[sym.id] = sym
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("index: read the symbols of %s: %w", fc.path, err)
		}
	}
	for _, sym := range fc.syms {
		if p := fc.byID[sym.parent]; p != nil {
			p.children = append(p.children, sym)
		} else {
			fc.top = append(fc.top, sym)
		}
	}
	imports, err := s.prepared(ctx, "SELECT path, name, symbol, line FROM imports WHERE file = ?")
	if err != nil {
		return nil, fmt.Errorf("index: read the imports of %s: %w", fc.path, err)
	}
	rows, err := imports.QueryContext(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("index: read the imports of %s: %w", fc.path, err)
	}
	for rows.Next() {
		var imp fileImport
		if err := rows.Scan(&imp.Path, &imp.Name, &imp.Symbol, &imp.Line); err != nil {
			rows.Close()
			return nil, err
		}
		if imp.Path == "" && isJS(fc.lang) {
			fc.exports = append(fc.exports, fileExport{Local: imp.Name, As: imp.Symbol}) // no import: export { f as g }
			if imp.Symbol == "default" || imp.Symbol == "=" {
				fc.defaults = append(fc.defaults, imp.Name)
			}
			continue
		}
		fc.imports = append(fc.imports, imp)
		fc.wildcard = fc.wildcard || imp.Symbol == "*" && (fc.lang == "java" || fc.lang == "rust")
		if imp.Name != "" {
			fc.importNames[imp.Name] = true
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("index: read the imports of %s: %w", fc.path, err)
	}
	r := blobReader{b: fc.blob}
	if err := r.header(); err != nil {
		return nil, fmt.Errorf("index: %s: %w", fc.path, err)
	}
	if fc.names, err = s.nameTexts(ctx, r.local); err != nil {
		return nil, err
	}
	fc.names[0] = ""
	return fc, nil
}

// occurrencesOf decodes the occurrences of one name (all when nameID is
// 0).
func (fc *fileCtx) occurrencesOf(nameID int64) ([]occ, error) {
	var out []occ
	if err := decodeOccs(fc.blob, nameID, func(o occ) { out = append(out, o) }); err != nil {
		return nil, fmt.Errorf("index: %s: %w", fc.path, err)
	}
	return out, nil
}

// fileCache holds the fileCtx values read at one (epoch, generation).
type fileCache struct {
	sync.Mutex
	epoch, gen int64
	m          map[int64]*fileCtx
}

// maxCachedFiles bounds the fileCache.
const maxCachedFiles = 8192

// maxCachedPerName is how many of the files that mention a name one
// question puts in the fileCache: a name found in thousands of files
// (String, toString) would otherwise push out the files of every other
// question, to be read again by the next.
const maxCachedPerName = maxCachedFiles / 4

func (c *fileCache) get(epoch, gen, id int64) *fileCtx {
	c.Lock()
	defer c.Unlock()
	if c.epoch != epoch || c.gen != gen {
		return nil
	}
	return c.m[id]
}

func (c *fileCache) put(epoch, gen, id int64, fc *fileCtx) {
	c.Lock()
	defer c.Unlock()
	if c.m == nil || c.epoch != epoch || c.gen != gen {
		c.m = map[int64]*fileCtx{}
		c.epoch, c.gen = epoch, gen
	}
	if len(c.m) >= maxCachedFiles {
		// a quarter goes, chosen at random (map order): the files that
		// many questions read stay, as they are read again soon
		n := len(c.m) / 4
		for k := range c.m {
			if n == 0 {
				break
			}
			delete(c.m, k)
			n--
		}
	}
	c.m[id] = fc
}

// symbol returns the file's symbol with this id, or nil.
func (fc *fileCtx) symbol(id int64) *fileSym { return fc.byID[id] }

// definedOutsideIn returns the class whose method, defined outside it
// (C++'s `void Foo::bar() {`, indexed as the method bar of Foo), holds
// line: Foo; "" elsewhere.
func (fc *fileCtx) definedOutsideIn(line int) string {
	if fc.lang != "cpp" {
		return ""
	}
	e := fc.enclosing(line)
	if e == nil || e.kind != "method" {
		return ""
	}
	if p := fc.symbol(e.parent); p != nil && isClassLike(p.kind) {
		return "" // in its class's body
	}
	owner, ok := strings.CutSuffix(e.qname, "."+e.name)
	if !ok {
		return ""
	}
	return owner[strings.LastIndexByte(owner, '.')+1:]
}

// holding calls fn with each symbol holding line, outermost first, until
// fn returns false.
func (fc *fileCtx) holding(line int, fn func(s *fileSym) bool) {
	for level := fc.top; level != nil; {
		var next *fileSym
		for _, s := range level {
			if s.start <= line && line <= s.end {
				next = s
				break
			}
		}
		if next == nil || !fn(next) {
			return
		}
		level = next.children
	}
}

// enclosing returns the innermost symbol holding line, going no deeper
// than a function (whose nested symbols are its locals); nil at file
// level.
func (fc *fileCtx) enclosing(line int) *fileSym {
	var in *fileSym
	fc.holding(line, func(s *fileSym) bool {
		in = s
		return !isCallable(s.kind)
	})
	return in
}

// enclosingOf is the symbol o is in, for a reference's label: the symbol
// that o declares, when it declares one (typedef struct { int err; }
// reader; declares reader on the line its field err is on), else the
// innermost one whose lines hold o's (enclosing).
func (fc *fileCtx) enclosingOf(o occ) *fileSym {
	if o.role == xref.Decl {
		for _, s := range fc.syms {
			if s.selLine == o.line && s.selCol == o.col {
				return s
			}
		}
	}
	return fc.enclosing(o.line)
}

// lexicallyIn reports whether line is inside a class or module of the
// file named name, at any depth (Ruby's module Sinatra, opened in each
// file that adds to it).
func (fc *fileCtx) lexicallyIn(line int, name string) bool {
	in := false
	fc.holding(line, func(s *fileSym) bool {
		in = s.name == name && (isClassLike(s.kind) || s.kind == "module")
		return !in
	})
	return in
}

// rubyConstant reports whether d is a Ruby constant nested in a module or
// class: a class, a module or a constant, which a bare name reaches inside
// them (lexically) as well as through their path (Sinatra::Base).
func rubyConstant(d Symbol) bool {
	return d.Language == "ruby" && (isClassLike(d.Kind) || d.Kind == "module" || d.Kind == "constant")
}

// isConstantName reports whether a Ruby name is a constant's: capitalised.
func isConstantName(name string) bool { return name != "" && 'A' <= name[0] && name[0] <= 'Z' }

// function returns the innermost function or method holding line, nil
// outside any (at file or class level).
func (fc *fileCtx) function(line int) *fileSym {
	if e := fc.enclosing(line); e != nil && isCallable(e.kind) {
		return e
	}
	return nil
}

// bindsTop reports whether the file defines a top-level symbol of the
// name or imports one by it (a class list of its own hides the built-in).
func (fc *fileCtx) bindsTop(name string) bool {
	if fc.isImportName(name) {
		return true
	}
	for _, s := range fc.top {
		if s.name == name {
			return true
		}
	}
	return false
}

// bindsImportAt reports whether an import of the file binds name on line:
// a declaration there is the import's binding (const { HTTPError } =
// await import('./errors'), in a function too), no local that hides it.
func (fc *fileCtx) bindsImportAt(line int, name string) bool {
	for _, imp := range fc.imports {
		if imp.Line == line && imp.Name == name {
			return true
		}
	}
	return false
}

// declaresBare reports whether the file declares name bare somewhere (a
// type parameter, a local, a symbol).
func (fc *fileCtx) declaresBare(name string) bool {
	id := fc.nameID(name)
	if id < 0 {
		return false
	}
	found := false
	_ = decodeOccs(fc.blob, id, func(o occ) { found = found || o.role == xref.Decl && o.qual == 0 && !o.member })
	return found
}

// nameID returns the id of a name the file's occurrences hold, -1 if none
// (0 would ask occurrencesOf for all of them).
func (fc *fileCtx) nameID(name string) int64 {
	fc.idsOnce.Do(func() {
		fc.ids = make(map[string]int64, len(fc.names))
		for id, t := range fc.names {
			if id != 0 {
				fc.ids[t] = id
			}
		}
	})
	if id, ok := fc.ids[name]; ok {
		return id
	}
	return -1
}

// declares reports whether a symbol of the file, at any depth, is named
// name.
func (fc *fileCtx) declares(name string) bool {
	for _, s := range fc.syms {
		if s.name == name {
			return true
		}
	}
	return false
}

// isImportName reports whether name is the local name of an import.
func (fc *fileCtx) isImportName(name string) bool { return fc.importNames[name] }

func isCallable(kind string) bool {
	return kind == "function" || kind == "method" || kind == "constructor"
}

// nameCache maps names.id to text; ids never change meaning within a
// database, so one cache per store serves every query. The ids are the
// names table's rowids, dense from 1, so the texts are a slice by id (a
// map of hundreds of thousands of names costs a cache miss or two per
// look-up, and a file holds hundreds); ids past maxDenseName go to a map.
type nameCache struct {
	sync.Mutex
	texts []string
	known []uint64 // bit id set: texts[id] is read
	m     map[int64]string
}

// maxDenseName bounds the slice of the nameCache (16 MiB of strings).
const maxDenseName = 1 << 20

func (c *nameCache) get(id int64) (string, bool) {
	if id >= 0 && id < int64(len(c.texts)) {
		return c.texts[id], c.known[id/64]&(1<<(id%64)) != 0
	}
	t, ok := c.m[id]
	return t, ok
}

func (c *nameCache) put(id int64, t string) {
	if id < 0 || id >= maxDenseName {
		if c.m == nil {
			c.m = map[int64]string{}
		}
		c.m[id] = t
		return
	}
	if id >= int64(len(c.texts)) {
		n := max(1024, 2*len(c.texts))
		for int64(n) <= id {
			n *= 2
		}
		n = min(n, maxDenseName)
		c.texts = append(c.texts, make([]string, n-len(c.texts))...)
		c.known = append(c.known, make([]uint64, (n+63)/64-len(c.known))...)
	}
	c.texts[id] = t
	c.known[id/64] |= 1 << (id % 64)
}

// nameTexts returns the text of names by id.
func (s *store) nameTexts(ctx context.Context, ids []int64) (map[int64]string, error) {
	out := make(map[int64]string, len(ids)+1)
	s.nameCache.Lock()
	var ask []any
	for _, id := range ids {
		if id == 0 {
			continue
		}
		if t, ok := s.nameCache.get(id); ok {
			out[id] = t
		} else {
			ask = append(ask, id)
		}
	}
	s.nameCache.Unlock()
	for len(ask) > 0 {
		batch := ask[:min(len(ask), 500)]
		ask = ask[len(batch):]
		rows, err := s.db.QueryContext(ctx, "SELECT id, name FROM names WHERE id IN (?"+strings.Repeat(",?", len(batch)-1)+")", batch...)
		if err != nil {
			return nil, fmt.Errorf("index: read names: %w", err)
		}
		for rows.Next() {
			var id int64
			var t string
			if err := rows.Scan(&id, &t); err != nil {
				rows.Close()
				return nil, err
			}
			out[id] = t
			s.nameCache.Lock()
			s.nameCache.put(id, t)
			s.nameCache.Unlock()
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}
