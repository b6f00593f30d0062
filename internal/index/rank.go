// This file defines the reference graph and its PageRank, which rank the
// files and symbols a repository map shows first.

package index

import (
	"bytes"
	"context"
	"database/sql/driver"
	"encoding/gob"
	"fmt"
	"math"
	"path"
	"slices"
	"sort"
	"strings"

	"github.com/locus-dev/locus/internal/xref"
)

// Graph is the reference graph of the workspace: an edge from file A to
// file B weighs how much A's code refers to the symbols B defines, and an
// edge from A to a symbol how much A refers to it.
//
// An occurrence leads to the definitions References would give it (its
// rules, without the shadowing by locals): a bare name to the top-level
// symbols visible where it is (the same file, the same package, imported
// by name outside Go or by a dot or wildcard import, or any file in the
// languages that share one name space), a name qualified by an imported package's
// local name (http.Serve) to the top-level symbols of what the import
// leads to, and any other qualified name (x.Serve, self.serve) to the
// members of that name. Only symbols an overview shows are nodes:
// functions, methods, types and classes, top-level constants and
// variables; not fields, locals or parameters.
//
// Each name a file mentions adds sqrt(times mentioned) shared among the
// definitions it leads to (the fields among them take their share and pass
// it to nothing); a name leading to more than five counts a tenth (Close,
// String, New say little about which one is meant), a member reached
// through x.name a quarter (x may be a type from outside the workspace),
// and a name one of whose definitions is in the file itself adds nothing.
// A member counts only in the files of its own package (Go's, Java's) and
// in those that refer to a top-level name of its file (x.Get where the
// file names the type or its package), since any x.Get of a type from
// elsewhere looks the same.
type Graph struct {
	Files []string // node i is Files[i], a path

	// the edges of node i in compressed rows: files edgeTo[edgeAt[i]:edgeAt[i+1]]
	// weighing edgeW, symbols symTo[symAt[i]:symAt[i+1]] (indexes of syms)
	// weighing symW
	edgeAt, symAt []int32
	edgeTo, symTo []int32
	edgeW, symW   []float32

	syms     []rankSym
	fileSyms [][]int32 // the ranked symbols of each node
	test     []bool    // node i is a test file (isTestPath)

	epoch, gen int64
}

// rankSym is a symbol that can be ranked.
type rankSym struct {
	id     int64
	file   int32 // node
	name   int64 // names.id, 0 when no file mentions the name
	text   string
	member bool // a method or other member, reached only through x.name
	ranked bool // a node of the graph; else a field, which only takes its share
}

// Weight returns the weight of the edge from node i to node j, 0 for none.
func (g *Graph) Weight(i, j int) float64 {
	for k := g.edgeAt[i]; k < g.edgeAt[i+1]; k++ {
		if int(g.edgeTo[k]) == j {
			return float64(g.edgeW[k])
		}
	}
	return 0
}

// Graph builds the reference graph of the workspace, after a refresh. It
// is kept in memory until the index changes.
func (x *Index) Graph(ctx context.Context) (g *Graph, err error) {
	err = x.retry(ctx, func() (e error) { g, e = x.graphOnce(ctx); return })
	return
}

func (x *Index) graphOnce(ctx context.Context) (*Graph, error) {
	if err := x.fresh(ctx); err != nil {
		return nil, err
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.graphLocked(ctx)
}

func (x *Index) graphLocked(ctx context.Context) (*Graph, error) {
	epoch, gen, err := x.st.generation(ctx)
	if err != nil {
		return nil, err
	}
	if x.graph != nil && x.graph.epoch == epoch && x.graph.gen == gen {
		return x.graph, nil
	}
	g, err := stable(ctx, x.st, epoch, gen, "its graph was built", buildGraph)
	if err == nil {
		x.graph = g
	}
	return g, err
}

// graphKinds are the kinds of symbols the graph reads: those it ranks
// (top-level only for constants and variables) and the members it does not
// (fields and the like), which take their share of an x.name that may be
// them.
const graphKinds = `'class','struct','interface','type','trait','enum','function','method','constructor','macro','constant','variable',
	'field','property','enum_member','event'`

// rankedKind reports whether a symbol of this kind, top-level or not, is a
// node of the graph.
func rankedKind(kind string, member bool) bool {
	switch kind {
	case "field", "property", "enum_member", "event":
		return false
	case "constant", "variable":
		return !member
	}
	return true
}

// graphFile is a node as the builder sees it.
type graphFile struct {
	path, dir, pkg, lang string
	imports              []rankImport
	scope                int32 // the package the file is in (an id), -1 for none
	global               bool  // its language's top-level names are visible everywhere
	wild                 bool  // it has a dot or wildcard import
}

// rankImport is an import of a file.
type rankImport struct {
	fileImport
	name int64 // names.id of the local name, 0 when no file mentions it
	key  int32 // the import's identity for leadsTo: its path, and the importing folder for a relative one
	wild bool  // Go's dot import, Python's and Java's wildcards
}

// leadKey is a question importLeadsTo answers: does import imp lead to
// file (or, where the symbol's name matters, to the symbol sym)?
type leadKey struct{ imp, file, sym int32 }

// graphBuilder holds what buildGraph reads and its memo.
type graphBuilder struct {
	files  []graphFile
	syms   []rankSym
	defsOf [][]int32 // names.id -> ranked symbols of that name
	memo   map[leadKey]bool
	keys   map[string]int32
	crates *rustCrates // the workspace's Cargo packages, for Rust's paths
	byPath map[string]int32
	// constant holds the names.id of the capitalised names: in Ruby, a
	// qualifier that is one is a path of modules and classes (Sinatra::Base)
	constant map[int64]bool
}

func buildGraph(ctx context.Context, st *store, epoch, gen int64) (*Graph, error) {
	g := &Graph{epoch: epoch, gen: gen}
	b := &graphBuilder{memo: map[leadKey]bool{}, keys: map[string]int32{}, byPath: map[string]int32{}}
	node := map[int64]int32{}
	scopes := map[string]int32{}

	rows, err := st.db.QueryContext(ctx, "SELECT id, path, package, language FROM files WHERE error IS NULL ORDER BY path")
	if err != nil {
		return nil, fmt.Errorf("index: read the files: %w", err)
	}
	for rows.Next() {
		var id int64
		var f graphFile
		if err := rows.Scan(&id, &f.path, &f.pkg, &f.lang); err != nil {
			rows.Close()
			return nil, fmt.Errorf("index: read the files: %w", err)
		}
		f.dir = path.Dir(f.path)
		f.scope = -1
		if f.pkg != "" || scopesOf(f.lang).UnnamedPackage {
			key := f.lang + "\x00" + f.pkg
			if scopesOf(f.lang).Package || f.pkg == "" {
				key += "\x00" + f.dir // a Java folder's files with no package line: its unnamed package
			}
			k, ok := scopes[key]
			if !ok {
				k = int32(len(scopes))
				scopes[key] = k
			}
			f.scope = k
		}
		f.global = scopesOf(f.lang).Global
		node[id] = int32(len(b.files))
		b.byPath[f.path] = int32(len(b.files))
		b.files = append(b.files, f)
		g.Files = append(g.Files, f.path)
		g.test = append(g.test, isTestPath(f.path))
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("index: read the files: %w", err)
	}
	if slices.ContainsFunc(b.files, func(f graphFile) bool { return f.lang == "rust" }) {
		b.crates = st.rustCrates(ctx, epoch, gen)
	}
	var npm *npmPackages
	if slices.ContainsFunc(b.files, func(f graphFile) bool { return isJS(f.lang) }) {
		npm = st.npmPackages(ctx, epoch, gen)
	}
	n := len(b.files)
	g.fileSyms = make([][]int32, n)
	byText := map[string][]int32{}

	// the symbols that can be ranked: not locals (a parent that is a
	// function), not a member constant or variable
	rows, err = st.db.QueryContext(ctx, `SELECT s.id, s.file, s.name, s.kind, s.parent IS NOT NULL, coalesce(p.kind, '')
		FROM symbols s LEFT JOIN symbols p ON p.id = s.parent
		WHERE s.kind IN (`+graphKinds+`) AND (p.id IS NULL OR p.kind NOT IN ('function', 'method', 'constructor'))`)
	if err != nil {
		return nil, fmt.Errorf("index: read the symbols: %w", err)
	}
	for rows.Next() {
		var s rankSym
		var file int64
		var kind, parentKind string
		if err := rows.Scan(&s.id, &file, &s.text, &kind, &s.member, &parentKind); err != nil {
			rows.Close()
			return nil, fmt.Errorf("index: read the symbols: %w", err)
		}
		i, ok := node[file]
		if !ok {
			continue
		}
		s.file = i
		if lang := b.files[i].lang; parentKind == "namespace" && (lang == "csharp" || lang == "cpp") || parentKind == "module" && lang == "ruby" && !isCallable(kind) {
			s.member = false // a namespace's symbol (a Ruby module's class or constant) is a top-level one of its scope
		}
		if kind == "method" && scopesOf(b.files[i].lang).Receivers {
			s.member = true
		}
		s.ranked = rankedKind(kind, s.member)
		k := int32(len(b.syms))
		b.syms = append(b.syms, s)
		if s.ranked {
			g.fileSyms[i] = append(g.fileSyms[i], k)
		}
		byText[s.text] = append(byText[s.text], k)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("index: read the symbols: %w", err)
	}
	g.syms = b.syms
	// the names' ids, from the names table
	b.constant = map[int64]bool{}
	if err := st.eachName(ctx, func(id int64, name string) {
		if isConstantName(name) {
			b.constant[id] = true
		}
		ds := byText[name]
		if ds == nil {
			return
		}
		for int64(len(b.defsOf)) <= id {
			b.defsOf = append(b.defsOf, nil)
		}
		b.defsOf[id] = ds
		for _, d := range ds {
			b.syms[d].name = id
		}
	}); err != nil {
		return nil, err
	}

	rows, err = st.db.QueryContext(ctx, "SELECT i.file, i.path, i.name, i.symbol, coalesce(n.id, 0) FROM imports i LEFT JOIN names n ON n.name = i.name")
	if err != nil {
		return nil, fmt.Errorf("index: read the imports: %w", err)
	}
	for rows.Next() {
		var file int64
		var imp rankImport
		if err := rows.Scan(&file, &imp.Path, &imp.Name, &imp.Symbol, &imp.name); err != nil {
			rows.Close()
			return nil, fmt.Errorf("index: read the imports: %w", err)
		}
		i, ok := node[file]
		if !ok || imp.Path == "" {
			continue
		}
		if isJS(b.files[i].lang) && bareSpecifier(imp.Path) {
			if f, ok := npm.resolve(b.files[i].path, imp.Path); ok {
				imp.Path = relativeImport(b.files[i].path, f) // a package of the workspace (packageImports)
			}
		}
		key := imp.Path
		switch {
		case b.files[i].lang == "rust":
			key = b.files[i].path + "\x00" + key // crate::, self:: and a crate's name lead from the file's module and package
		case strings.HasPrefix(key, "."):
			key = b.files[i].dir + "\x00" + key
		}
		k, ok := b.keys[key]
		if !ok {
			k = int32(len(b.keys))
			b.keys[key] = k
		}
		imp.key = k
		imp.wild = imp.Name == "." || imp.Symbol == "*" || strings.HasSuffix(imp.Path, ".*")
		b.files[i].wild = b.files[i].wild || imp.wild
		b.files[i].imports = append(b.files[i].imports, imp)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("index: read the imports: %w", err)
	}

	rows, err = st.db.QueryContext(ctx, "SELECT file, count, data FROM occurrences")
	if err != nil {
		return nil, fmt.Errorf("index: read the occurrences: %w", err)
	}
	defer rows.Close()
	blobs := make([][]byte, n)
	var total int
	for rows.Next() {
		var file int64
		var count int
		var blob []byte
		if err := rows.Scan(&file, &count, &blob); err != nil {
			return nil, fmt.Errorf("index: read the occurrences: %w", err)
		}
		if i, ok := node[file]; ok {
			blobs[i] = blob
			total += count
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("index: read the occurrences: %w", err)
	}
	rows.Close()

	fileW := make([]float64, n)
	symW := make([]float64, len(b.syms))
	var fileTouched, symTouched []int32
	var uses []use
	var cands []int32
	// no more edges than occurrences (pages of the arrays never written
	// are never touched)
	g.edgeAt, g.symAt = make([]int32, 1, n+1), make([]int32, 1, n+1)
	g.edgeTo, g.edgeW = make([]int32, 0, total/4), make([]float32, 0, total/4)
	g.symTo, g.symW = make([]int32, 0, total), make([]float32, 0, total)
	for from := range n {
		if from%256 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		uses = uses[:0]
		if blobs[from] != nil {
			if err := decodeOccs(blobs[from], 0, func(o occ) {
				if o.role != xref.Decl && o.role != xref.Imported && o.name < int64(len(b.defsOf)) && b.defsOf[o.name] != nil {
					uses = append(uses, use{o.name, o.qual, 1})
				}
			}); err != nil {
				return nil, fmt.Errorf("index: %s: %w", b.files[from].path, err)
			}
			blobs[from] = nil
		}
		uses = countUses(uses)
		// the top-level names first, then the members (x.name) of the
		// types of the files those lead to, or of the file's package
		for _, members := range []bool{false, true} {
			for _, u := range uses {
				if b.memberUse(int32(from), u) != members {
					continue
				}
				cands = b.resolve(int32(from), u, cands[:0])
				if members {
					kept := cands[:0]
					for _, c := range cands {
						if to := b.syms[c].file; fileW[to] > 0 || b.files[from].scope >= 0 && b.files[to].scope == b.files[from].scope {
							kept = append(kept, c)
						}
					}
					cands = kept
				}
				if len(cands) == 0 {
					continue
				}
				w := math.Sqrt(float64(u.n)) / float64(len(cands))
				if len(cands) > 5 {
					w *= 0.1
				}
				if members {
					w *= memberWeight
				}
				for _, c := range cands {
					if !b.syms[c].ranked {
						continue
					}
					to := b.syms[c].file
					if fileW[to] == 0 {
						fileTouched = append(fileTouched, to)
					}
					fileW[to] += w
					if symW[c] == 0 {
						symTouched = append(symTouched, c)
					}
					symW[c] += w
				}
			}
		}
		slices.Sort(fileTouched)
		for _, to := range fileTouched {
			g.edgeTo = append(g.edgeTo, to)
			g.edgeW = append(g.edgeW, float32(fileW[to]))
			fileW[to] = 0
		}
		for _, s := range symTouched {
			g.symTo = append(g.symTo, s)
			g.symW = append(g.symW, float32(symW[s]))
			symW[s] = 0
		}
		fileTouched, symTouched = fileTouched[:0], symTouched[:0]
		g.edgeAt = append(g.edgeAt, int32(len(g.edgeTo)))
		g.symAt = append(g.symAt, int32(len(g.symTo)))
	}
	return g, nil
}

// eachName calls fn for every row of the names table.
func (s *store) eachName(ctx context.Context, fn func(id int64, name string)) error {
	rows, err := s.db.QueryContext(ctx, "SELECT id, name FROM names")
	if err != nil {
		return fmt.Errorf("index: read the names: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var name string
		if err := rows.Scan(&id, &name); err != nil {
			return fmt.Errorf("index: read the names: %w", err)
		}
		fn(id, name)
	}
	return rows.Err()
}

// memberWeight is what a member's reference through x.name counts beside
// a reference to a top-level name: x may be of a type from outside the
// workspace (x.append of a Python list, x.Lock of a mutex), where a
// top-level name is resolved through the file's imports.
const memberWeight = 0.25

// use is a name a file mentions n times, bare or through a qualifier.
type use struct {
	name, qual int64
	n          int
}

// countUses sorts uses and merges the equal ones, adding their counts.
func countUses(uses []use) []use {
	slices.SortFunc(uses, func(a, b use) int {
		if a.name != b.name {
			if a.name < b.name {
				return -1
			}
			return 1
		}
		if a.qual < b.qual {
			return -1
		}
		if a.qual > b.qual {
			return 1
		}
		return 0
	})
	out := uses[:0]
	for _, u := range uses {
		if k := len(out) - 1; k >= 0 && out[k].name == u.name && out[k].qual == u.qual {
			out[k].n += u.n
			continue
		}
		out = append(out, u)
	}
	return out
}

// memberUse reports whether a use in file from is of a member: x.name
// where x is not an import's local name.
func (b *graphBuilder) memberUse(from int32, u use) bool {
	if u.qual == 0 || b.constPath(from, u) {
		return false
	}
	for i := range b.files[from].imports {
		if b.files[from].imports[i].name == u.qual {
			return false
		}
	}
	return true
}

// constPath reports whether a use in file from is a name of a Ruby
// module's or class's path (Sinatra::Base, Protection::Base): its
// qualifier is a constant, and it reaches the top-level symbols of the
// name (a module's) as well as the members (a class's).
func (b *graphBuilder) constPath(from int32, u use) bool {
	return u.qual != 0 && b.files[from].lang == "ruby" && b.constant[u.qual]
}

// resolve appends to cands the ranked symbols a use in file from leads
// to, by References' rules; none when one of them is in the file itself.
func (b *graphBuilder) resolve(from int32, u use, cands []int32) []int32 {
	f := &b.files[from]
	defs := b.defsOf[u.name]
	if u.qual != 0 {
		var pkgs []*rankImport
		for i := range f.imports {
			if imp := &f.imports[i]; imp.name == u.qual {
				pkgs = append(pkgs, imp)
			}
		}
		path := b.constPath(from, u)
		for _, d := range defs {
			s := &b.syms[d]
			if len(pkgs) == 0 {
				if s.member || path && b.visible(from, d) {
					cands = append(cands, d)
				}
				continue
			}
			if s.member {
				continue
			}
			for _, imp := range pkgs {
				if b.leads(imp, from, d) {
					cands = append(cands, d)
					break
				}
			}
		}
	} else {
		for _, d := range defs {
			if !b.syms[d].member && b.visible(from, d) {
				cands = append(cands, d)
			}
		}
	}
	for _, d := range cands {
		if b.syms[d].file == from {
			return cands[:0]
		}
	}
	return cands
}

// visible reports whether the top-level symbol d is visible by its bare
// name in file from (visibleBare's rules).
func (b *graphBuilder) visible(from, d int32) bool {
	s := &b.syms[d]
	f, df := &b.files[from], &b.files[s.file]
	switch {
	case s.file == from, f.global && df.global, f.scope >= 0 && f.scope == df.scope:
		return true
	}
	for i := range f.imports {
		imp := &f.imports[i]
		// an import of the name itself (a Go import names a package, never
		// one of its symbols: fmt is not the type fmt of package fmt)
		if imp.name == s.name && !scopesOf(f.lang).Package && (imp.Symbol == s.text || b.leads(imp, from, d)) {
			return true
		}
		if imp.wild && b.leads(imp, from, d) {
			return true
		}
	}
	return false
}

// leads is importLeadsTo, remembered by import and file (and symbol where
// its name matters: a package's import naming a class).
func (b *graphBuilder) leads(imp *rankImport, from, d int32) bool {
	s := &b.syms[d]
	df := &b.files[s.file]
	k := leadKey{imp.key, s.file, -1}
	if df.pkg != "" && !scopesOf(df.lang).Package || df.lang == "rust" {
		k.sym = d // a Rust use names an item of its module
	}
	v, ok := b.memo[k]
	if !ok {
		sym := Symbol{Path: df.path, Package: df.pkg, Name: s.text, Language: df.lang}
		v = importLeadsTo(imp.fileImport, &fileCtx{path: b.files[from].path, lang: b.files[from].lang}, sym, b.crates) ||
			df.lang == "rust" && b.files[from].lang == "rust" && b.rustReexports(imp.fileImport, from, d, maxReexports)
		b.memo[k] = v
	}
	return v
}

// rustReexports reports whether a Rust path written in file from names
// the symbol d through the pub use of a module on its way, through at
// most depth modules (the resolver's reexports for Rust).
func (b *graphBuilder) rustReexports(imp fileImport, from, d int32, depth int) bool {
	s := &b.syms[d]
	p, ok := rustReexporter(imp, Symbol{Name: s.text})
	if depth == 0 || !ok {
		return false
	}
	df := &b.files[s.file]
	sym := Symbol{Path: df.path, Package: df.pkg, Name: s.text, Language: df.lang}
	for _, m := range rustModules(b.files[from].path, p, b.crates) {
		for _, fp := range m.files() {
			mod, ok := b.byPath[fp]
			if !ok || mod == s.file {
				continue
			}
			mf := &b.files[mod]
			for i := range mf.imports {
				next := &mf.imports[i]
				if next.Name != s.text && next.Symbol != "*" {
					continue
				}
				if importLeadsTo(next.fileImport, &fileCtx{path: mf.path, lang: mf.lang}, sym, b.crates) || b.rustReexports(next.fileImport, mod, d, depth-1) {
					return true
				}
			}
		}
	}
	return false
}

// testWeight is the share of the teleport a test file gets, and what its
// rank is multiplied by when the answer is not about tests: test files
// rank below the code they test.
const testWeight = 0.1

// PageRank returns the PageRank of the graph's files (summing to 1), by
// power iteration with damping 0.85. The teleport (and the share of files
// that refer to nothing) goes to every file, a test file a tenth as much;
// personal, when not empty, weighs it by file index instead, to rank
// around the files a question is about.
func (g *Graph) PageRank(personal map[int]float64) []float64 {
	n := len(g.Files)
	if n == 0 {
		return nil
	}
	const damping = 0.85
	tele := make([]float64, n)
	var sum float64
	for i, w := range personal {
		if i >= 0 && i < n && w > 0 {
			tele[i] = w
			sum += w
		}
	}
	if sum == 0 {
		for i := range tele {
			tele[i] = 1
			if g.test[i] {
				tele[i] = testWeight
			}
			sum += tele[i]
		}
	}
	for i := range tele {
		tele[i] /= sum
	}
	out := make([]float64, n)
	for i := range n {
		for k := g.edgeAt[i]; k < g.edgeAt[i+1]; k++ {
			out[i] += float64(g.edgeW[k])
		}
	}
	rank := append([]float64(nil), tele...)
	next := make([]float64, n)
	for iter := 0; iter < 100; iter++ {
		var dangling float64
		clear(next)
		for i := range n {
			if out[i] == 0 {
				dangling += rank[i]
				continue
			}
			r := damping * rank[i] / out[i]
			for k := g.edgeAt[i]; k < g.edgeAt[i+1]; k++ {
				next[g.edgeTo[k]] += r * float64(g.edgeW[k])
			}
		}
		var diff float64
		for i := range next {
			next[i] += (1-damping)*tele[i] + damping*dangling*tele[i]
			diff += math.Abs(next[i] - rank[i])
		}
		rank, next = next, rank
		if diff < 1e-7 {
			break
		}
	}
	return rank
}

// RankOptions shape Rank.
type RankOptions struct {
	// Under keeps the files below this folder in the answer ("" for all);
	// the graph is always the whole workspace's.
	Under string
	// Focus names files (paths) the ranking centres on: the teleport of
	// the PageRank goes to them.
	Focus []string
	// MaxFiles bounds the files returned; 0 means all. MaxSymbols bounds
	// the symbols of each file; 0 means 10.
	MaxFiles, MaxSymbols int
	// Detail is how many of the first files get their symbols; 0 means
	// all the files returned.
	Detail int
}

// RankedFile is a file with its score and its best symbols.
type RankedFile struct {
	Path    string         `json:"path"`
	Score   float64        `json:"score"`
	Symbols []RankedSymbol `json:"symbols,omitempty"`
}

// RankedSymbol is a symbol with its score: the rank its file's referrers
// pass to it, in proportion to how much they refer to it.
type RankedSymbol struct {
	Symbol
	Score float64 `json:"score"`
}

// Rank ranks the files and, within each file, the symbols an overview
// shows (functions, methods, types, top-level constants and variables),
// by how much the rest of the workspace refers to them: the PageRank of
// the reference graph (Graph), each file's rank passed on to the symbols
// it refers to along its edges. Test files rank below the rest (their
// rank a tenth) unless Under is a test folder or Focus names files. Files
// come best first; symbols best first within their file.
func (x *Index) Rank(ctx context.Context, opt RankOptions) (out []RankedFile, err error) {
	err = x.retry(ctx, func() (e error) { out, e = x.rankOnce(ctx, opt); return })
	return
}

func (x *Index) rankOnce(ctx context.Context, opt RankOptions) ([]RankedFile, error) {
	under := strings.Trim(opt.Under, "/")
	if under == "." {
		under = ""
	}
	var r *ranks
	if len(opt.Focus) > 0 {
		g, err := x.graphOnce(ctx)
		if err != nil {
			return nil, err
		}
		personal := map[int]float64{}
		at := map[string]int{}
		for i, p := range g.Files {
			at[p] = i
		}
		for _, p := range opt.Focus {
			if i, ok := at[strings.TrimPrefix(p, "./")]; ok {
				personal[i] = 1
			}
		}
		r = g.ranks(g.PageRank(personal), false)
	} else {
		var err error
		if r, err = x.plainRanks(ctx); err != nil {
			return nil, err
		}
	}
	rank, score := r.Rank, r.Plain
	if len(opt.Focus) == 0 && (under == "" || !isTestPath(under+"/")) {
		rank, score = r.damped(), r.Damped
	}
	var nodes []int
	for i, p := range r.Files {
		if under != "" && !strings.HasPrefix(p, under+"/") && p != under {
			continue
		}
		nodes = append(nodes, i)
	}
	sort.SliceStable(nodes, func(a, b int) bool { return rank[nodes[a]] > rank[nodes[b]] })
	if opt.MaxFiles > 0 && len(nodes) > opt.MaxFiles {
		nodes = nodes[:opt.MaxFiles]
	}
	files := make([]RankedFile, 0, len(nodes))
	for _, i := range nodes {
		files = append(files, RankedFile{Path: r.Files[i], Score: rank[i]})
	}
	maxSyms := opt.MaxSymbols
	if maxSyms <= 0 {
		maxSyms = 10
	}
	detail := len(nodes)
	if opt.Detail > 0 && opt.Detail < detail {
		detail = opt.Detail
	}
	// the best symbols of the first files, read in one go
	var ids []int64
	best := make([][]int, detail)
	for fi, i := range nodes[:detail] {
		var top []int
		for k := r.SymAt[i]; k < r.SymAt[i+1]; k++ {
			if score[k] > 0 {
				top = append(top, int(k))
			}
		}
		sort.SliceStable(top, func(a, b int) bool { return score[top[a]] > score[top[b]] })
		if len(top) > maxSyms {
			top = top[:maxSyms]
		}
		best[fi] = top
		for _, k := range top {
			ids = append(ids, r.IDs[k])
		}
	}
	syms, err := x.store().symbolsByID(ctx, ids)
	if err != nil {
		return nil, err
	}
	for fi := range best {
		for _, k := range best[fi] {
			if s, ok := syms[r.IDs[k]]; ok {
				files[fi].Symbols = append(files[fi].Symbols, RankedSymbol{Symbol: s, Score: score[k]})
			}
		}
	}
	return files, nil
}

// ranks are a PageRank of the graph and the scores of the symbols it
// passes to: what Rank answers from, without the graph. Those with no
// focus are kept in memory and in the meta table (key 'ranks'), for the
// generation they describe, so that a process that did not build the
// graph answers at once.
type ranks struct {
	Version    int // rankVersion when written
	Epoch, Gen int64
	Files      []string
	Test       []bool
	Rank       []float64 // of each file
	// the symbols scoring more than 0, by file: file i's are
	// [SymAt[i], SymAt[i+1]), with their ids and their scores under Rank
	// (Plain) and under the rank with test files damped (Damped)
	SymAt         []int32
	IDs           []int64
	Plain, Damped []float64
}

// rankVersion changes with the way ranks are computed, so that those a
// locus before wrote are not read.
const rankVersion = 7

// ranks computes the ranks of the graph for a PageRank, the symbols'
// scores under the damped rank too when withDamped is set.
func (g *Graph) ranks(rank []float64, withDamped bool) *ranks {
	r := &ranks{Version: rankVersion, Epoch: g.epoch, Gen: g.gen, Files: g.Files, Test: g.test, Rank: rank}
	plain := g.symScores(rank)
	damped := plain
	if withDamped {
		damped = g.symScores(r.damped())
	}
	r.SymAt = make([]int32, 1, len(g.Files)+1)
	for i := range g.Files {
		for _, s := range g.fileSyms[i] {
			if plain[s] > 0 || damped[s] > 0 {
				r.IDs = append(r.IDs, g.syms[s].id)
				r.Plain = append(r.Plain, plain[s])
				r.Damped = append(r.Damped, damped[s])
			}
		}
		r.SymAt = append(r.SymAt, int32(len(r.IDs)))
	}
	if !withDamped {
		r.Damped = r.Plain
	}
	return r
}

// symScores passes each file's rank to the symbols it refers to, in
// proportion to the weights of its edges.
func (g *Graph) symScores(rank []float64) []float64 {
	score := make([]float64, len(g.syms))
	for i := range g.Files {
		var out float64
		for k := g.symAt[i]; k < g.symAt[i+1]; k++ {
			out += float64(g.symW[k])
		}
		for k := g.symAt[i]; k < g.symAt[i+1]; k++ {
			score[g.symTo[k]] += rank[i] * float64(g.symW[k]) / out
		}
	}
	return score
}

// damped returns the ranks with the test files' multiplied by testWeight,
// scaled to sum to 1 again.
func (r *ranks) damped() []float64 {
	out := make([]float64, len(r.Rank))
	var sum float64
	for i, v := range r.Rank {
		if r.Test[i] {
			v *= testWeight
		}
		out[i] = v
		sum += v
	}
	if sum > 0 {
		for i := range out {
			out[i] /= sum
		}
	}
	return out
}

// plainRanks returns the ranks with no focus: kept in memory, or read
// from the meta table, or computed from the graph and written there (best
// effort: a database that cannot be written keeps none).
func (x *Index) plainRanks(ctx context.Context) (*ranks, error) {
	if err := x.fresh(ctx); err != nil {
		return nil, err
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	epoch, gen, err := x.st.generation(ctx)
	if err != nil {
		return nil, err
	}
	if r := x.ranks; r != nil && r.Epoch == epoch && r.Gen == gen {
		return r, nil
	}
	var blob []byte
	if x.st.db.QueryRowContext(ctx, "SELECT value FROM meta WHERE key = 'ranks'").Scan(&blob) == nil {
		var r ranks
		if gob.NewDecoder(bytes.NewReader(blob)).Decode(&r) == nil && r.Version == rankVersion && r.Epoch == epoch && r.Gen == gen && len(r.SymAt) == len(r.Files)+1 {
			x.ranks = &r
			return &r, nil
		}
	}
	g, err := x.graphLocked(ctx)
	if err != nil {
		return nil, err
	}
	r := g.ranks(g.PageRank(nil), true)
	x.ranks = r
	x.st.keepRanks(ctx, r)
	return r, nil
}

// keepRanks writes the ranks to the meta table while the generation is
// still the one ranked, and only if the database can be written at once:
// another process writing it (a refresh) is not waited for, since what it
// writes makes the ranks stale anyway.
func (s *store) keepRanks(ctx context.Context, r *ranks) {
	var buf bytes.Buffer
	if gob.NewEncoder(&buf).Encode(r) != nil {
		return
	}
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return
	}
	defer conn.Close()
	var timeout int
	if conn.QueryRowContext(ctx, "PRAGMA busy_timeout").Scan(&timeout) != nil {
		return
	}
	if _, err := conn.ExecContext(ctx, "PRAGMA busy_timeout = 0"); err != nil {
		return
	}
	conn.ExecContext(ctx, `INSERT INTO meta(key, value) SELECT 'ranks', ?
		WHERE (SELECT value FROM meta WHERE key = 'epoch') = ? AND (SELECT value FROM meta WHERE key = 'generation') = ?
		ON CONFLICT(key) DO UPDATE SET value = excluded.value`, buf.Bytes(), r.Epoch, r.Gen)
	if _, err := conn.ExecContext(ctx, fmt.Sprintf("PRAGMA busy_timeout = %d", timeout)); err != nil {
		conn.Raw(func(any) error { return driver.ErrBadConn }) // not back to the pool without its timeout
	}
}
