// This file defines the reference graph and its PageRank, which rank the
// files and symbols a repository map shows first.

package index

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/locus-dev/locus/internal/xref"
)

// Graph is the reference graph of the workspace: an edge from file A to
// file B weighs how much A's code refers to names B defines. Each name a
// file mentions (its declarations aside) adds sqrt(times mentioned) shared
// among the files defining it; a name defined in more than five files
// counts a tenth (Close, String, New say little about which one is
// meant), and a file's references to its own names are left out.
type Graph struct {
	Files []string            // node i is Files[i], a path
	Edges []map[int32]float64 // Edges[i][j]: the weight from file i to file j
	// SymbolEdges[i] are the weights from file i to the symbols it refers
	// to (by symbols.id), for ranking symbols.
	SymbolEdges []map[int64]float64

	epoch, gen int64
	ids        []int64 // files.id of node i
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
	t, err := x.table(ctx)
	if err != nil {
		return nil, err
	}
	if x.graph != nil && x.graph.epoch == t.epoch && x.graph.gen == t.gen {
		return x.graph, nil
	}
	g, err := buildGraph(ctx, x.st, t)
	if err != nil {
		return nil, err
	}
	x.graph = g
	return g, nil
}

// defSite is a definition a name leads to.
type defSite struct {
	file int32 // node
	sym  int64
}

func buildGraph(ctx context.Context, st *store, t *symTable) (*Graph, error) {
	g := &Graph{epoch: t.epoch, gen: t.gen}
	node := map[int64]int32{}
	ids := make([]int64, 0, len(t.files))
	for id := range t.files {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return t.files[ids[i]].path < t.files[ids[j]].path })
	for i, id := range ids {
		node[id] = int32(i)
		g.Files = append(g.Files, t.files[id].path)
	}
	g.ids = ids
	g.Edges = make([]map[int32]float64, len(ids))
	g.SymbolEdges = make([]map[int64]float64, len(ids))

	// the definitions of each name, by the names table's id
	byText := map[string][]defSite{}
	for _, s := range t.slots {
		for _, r := range s.refs {
			if !rankedKind(t.kinds[r.kind]) {
				continue
			}
			if n, ok := node[r.file]; ok {
				byText[s.name] = append(byText[s.name], defSite{n, r.id})
			}
		}
	}
	defs := map[int64][]defSite{}
	if err := st.eachName(ctx, func(id int64, name string) {
		if d := byText[name]; d != nil {
			defs[id] = d
		}
	}); err != nil {
		return nil, err
	}

	rows, err := st.db.QueryContext(ctx, "SELECT file, data FROM occurrences")
	if err != nil {
		return nil, fmt.Errorf("index: read the occurrences: %w", err)
	}
	defer rows.Close()
	counts := map[int64]int{}
	for rows.Next() {
		var file int64
		var blob []byte
		if err := rows.Scan(&file, &blob); err != nil {
			return nil, fmt.Errorf("index: read the occurrences: %w", err)
		}
		from, ok := node[file]
		if !ok {
			continue
		}
		clear(counts)
		if err := decodeOccs(blob, 0, func(o occ) {
			if o.role != xref.Decl && o.role != xref.Imported && defs[o.name] != nil {
				counts[o.name]++
			}
		}); err != nil {
			return nil, fmt.Errorf("index: file %d: %w", file, err)
		}
		edges := map[int32]float64{}
		symEdges := map[int64]float64{}
		for name, n := range counts {
			ds := defs[name]
			var others int
			for _, d := range ds {
				if d.file != from {
					others++
				}
			}
			if others == 0 {
				continue
			}
			w := math.Sqrt(float64(n)) / float64(others)
			if len(ds) > 5 {
				w *= 0.1
			}
			for _, d := range ds {
				if d.file == from {
					continue
				}
				edges[d.file] += w
				symEdges[d.sym] += w
			}
		}
		g.Edges[from] = edges
		g.SymbolEdges[from] = symEdges
	}
	return g, rows.Err()
}

// rankedKind reports whether symbols of a kind are nodes a reference can
// lead to in the graph: declarations of code, not data keys or sections.
func rankedKind(kind string) bool {
	return kindRank(kind) <= 2
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

// PageRank returns the PageRank of the graph's files (summing to 1), by
// power iteration with damping 0.85. personal, when not empty, weighs the
// teleport (and the share of files that refer to nothing) by file index,
// to rank around the files a question is about.
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
		}
		sum = float64(n)
	}
	for i := range tele {
		tele[i] /= sum
	}
	out := make([]float64, n)
	for i, e := range g.Edges {
		for _, w := range e {
			out[i] += w
		}
	}
	rank := append([]float64(nil), tele...)
	next := make([]float64, n)
	for iter := 0; iter < 100; iter++ {
		var dangling float64
		for i := range next {
			next[i] = 0
		}
		for i, e := range g.Edges {
			if out[i] == 0 {
				dangling += rank[i]
				continue
			}
			for j, w := range e {
				next[j] += damping * rank[i] * w / out[i]
			}
		}
		var diff float64
		for i := range next {
			next[i] += (1-damping)*tele[i] + damping*dangling*tele[i]
			diff += math.Abs(next[i] - rank[i])
		}
		rank, next = next, rank
		if diff < 1e-9 {
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

// Rank ranks the files and, within each file, the top-level and member
// symbols, by how much the rest of the workspace refers to them: the
// PageRank of the reference graph (Graph), each file's rank passed on to
// the symbols it refers to along its edges. Files come best first;
// symbols best first within their file.
func (x *Index) Rank(ctx context.Context, opt RankOptions) (out []RankedFile, err error) {
	err = x.retry(ctx, func() (e error) { out, e = x.rankOnce(ctx, opt); return })
	return
}

func (x *Index) rankOnce(ctx context.Context, opt RankOptions) ([]RankedFile, error) {
	g, err := x.graphOnce(ctx)
	if err != nil {
		return nil, err
	}
	personal := map[int]float64{}
	if len(opt.Focus) > 0 {
		at := map[string]int{}
		for i, p := range g.Files {
			at[p] = i
		}
		for _, p := range opt.Focus {
			if i, ok := at[strings.TrimPrefix(p, "./")]; ok {
				personal[i] = 1
			}
		}
	}
	rank := g.PageRank(personal)
	symScore := map[int64]float64{}
	for i, e := range g.SymbolEdges {
		var out float64
		for _, w := range e {
			out += w
		}
		for s, w := range e {
			symScore[s] += rank[i] * w / out
		}
	}
	under := strings.Trim(opt.Under, "/")
	if under == "." {
		under = ""
	}
	var files []RankedFile
	fileNode := map[string]int{}
	for i, p := range g.Files {
		if under != "" && !strings.HasPrefix(p, under+"/") && p != under {
			continue
		}
		fileNode[p] = i
		files = append(files, RankedFile{Path: p, Score: rank[i]})
	}
	sort.SliceStable(files, func(i, j int) bool { return files[i].Score > files[j].Score })
	if opt.MaxFiles > 0 && len(files) > opt.MaxFiles {
		files = files[:opt.MaxFiles]
	}
	maxSyms := opt.MaxSymbols
	if maxSyms <= 0 {
		maxSyms = 10
	}
	// the symbols of the files kept, with their scores
	st := x.store()
	for fi := range files {
		f := &files[fi]
		fc, err := st.loadFile(ctx, g.ids[fileNode[f.Path]])
		if err != nil {
			return nil, err
		}
		if fc == nil {
			continue
		}
		var ids []int64
		for _, s := range fc.syms {
			if symScore[s.id] > 0 && rankedKind(s.kind) {
				ids = append(ids, s.id)
			}
		}
		sort.SliceStable(ids, func(i, j int) bool { return symScore[ids[i]] > symScore[ids[j]] })
		if len(ids) > maxSyms {
			ids = ids[:maxSyms]
		}
		syms, err := st.symbolsByID(ctx, ids)
		if err != nil {
			return nil, err
		}
		for _, id := range ids {
			if s, ok := syms[id]; ok {
				f.Symbols = append(f.Symbols, RankedSymbol{Symbol: s, Score: symScore[id]})
			}
		}
	}
	return files, nil
}
