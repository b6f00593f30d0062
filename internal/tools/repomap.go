// This file defines repo_map: an overview of the workspace or a folder
// within a token budget, its files and their symbols ranked by how much the
// rest of the code refers to them (a PageRank over the index's reference
// graph, as aider's map does), with the signatures of the top symbols.

package tools

import (
	"context"
	"fmt"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/tiktoken-go/tokenizer"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/index"
	"github.com/locus-dev/locus/internal/outline"
)

type repoMapIn struct {
	Path      string `json:"path,omitempty" jsonschema:"a folder"`
	MaxTokens *int   `json:"max_tokens,omitempty" jsonschema:"default 1024"`
}

func init() {
	register(Index, Define("repo_map",
		"An overview of the workspace or a folder within max_tokens: the most referenced files and their most referenced symbols' signatures.",
		Annotations{ReadOnly: true, Idempotent: true}, runRepoMap))
}

// o200k counts tokens as OpenAI's o200k_base encoding does.
var o200k = sync.OnceValues(func() (tokenizer.Codec, error) { return tokenizer.Get(tokenizer.O200kBase) })

// countTokens returns the o200k tokens of s.
func countTokens(s string) (int, error) {
	enc, err := o200k()
	if err != nil {
		return 0, err
	}
	return enc.Count(s)
}

// mapSymbols is how many symbols of a file the map shows at most.
const mapSymbols = 8

// defaultMapTokens is the map's budget when the call gives none: a first
// look that asks for more when it needs it, as aider's map's 1,024.
const defaultMapTokens = 1024

func runRepoMap(ctx context.Context, env *Env, in repoMapIn) (*Result, error) {
	budget := intOr(in.MaxTokens, defaultMapTokens)
	if budget < 50 {
		return nil, fault.New(fault.InvalidArgument, "max_tokens is %d; send at least 50", budget)
	}
	if err := scopeExists(env, in.Path); err != nil {
		return nil, err
	}
	idx, err := indexOf(ctx, env)
	if err != nil {
		return nil, err
	}
	dir := strings.Trim(in.Path, "/")
	if dir == "." {
		dir = ""
	}
	// a block takes more than 3 tokens (a path and a line break): no more
	// files than budget/3 can show, and only theirs need symbols
	detail := budget/3 + 1
	ranked, err := idx.Rank(ctx, index.RankOptions{Under: dir, MaxSymbols: mapSymbols, Detail: detail})
	if err != nil {
		return nil, err
	}
	where := "the workspace"
	if dir != "" {
		where = dir
	}
	m := repoMap{budget: budget, budgetArg: env.arg("max_tokens")}
	for _, f := range ranked[:min(len(ranked), detail)] {
		if err := m.add(f); err != nil {
			return nil, err
		}
	}
	if !m.full && len(m.shown) == len(ranked) {
		if err := m.fill(ctx, idx); err != nil {
			return nil, err
		}
	}
	text, err := m.render(where, ranked)
	if err != nil {
		return nil, err
	}
	return &Result{Text: text, Structured: map[string]any{"path": dir, "max_tokens": budget, "tokens": m.tokens, "files_shown": len(m.shown), "files": len(ranked), "shown": nonNil(m.shown)}}, nil
}

// repoMap fills a token budget with file blocks, best ranked first.
type repoMap struct {
	budget    int
	budgetArg string // how the answer names the budget to its reader
	blocks    []string
	shown     []index.RankedFile
	used      int  // tokens of the blocks, counted block by block
	full      bool // a block did not fit: the rest is left out
	tokens    int  // of the final text
}

// trailerReserve is kept free for the header and the line about what was
// left out.
const trailerReserve = 60

// add appends f's block, with as many of its symbols as fit, or marks the
// map full.
func (m *repoMap) add(f index.RankedFile) error {
	if m.full {
		return nil
	}
	syms := f.Symbols
	for n := len(syms); n >= 0; n-- {
		block := fileBlock(f.Path, syms[:n])
		t, err := countTokens(block)
		if err != nil {
			return err
		}
		if m.used+t <= m.budget-trailerReserve {
			m.blocks = append(m.blocks, block)
			kept := f
			kept.Symbols = syms[:n]
			m.shown = append(m.shown, kept)
			m.used += t
			if n < len(syms) {
				m.full = true
			}
			return nil
		}
	}
	m.full = true
	return nil
}

// fill gives the files shown, when all of them fit with room to spare (a
// small workspace or folder), their top-level symbols that nothing ranks
// (no reference reaches them yet), after the ranked ones and up to
// mapSymbols a file, while the budget holds them.
func (m *repoMap) fill(ctx context.Context, idx *index.Index) error {
	listed := map[string]*index.Listing{}
	for i, f := range m.shown {
		if len(f.Symbols) >= mapSymbols {
			continue
		}
		dir := path.Dir(f.Path)
		l, ok := listed[dir]
		if !ok {
			var err error
			if l, err = idx.Files(ctx, strings.TrimPrefix(dir, "."), false); err != nil {
				return err
			}
			listed[dir] = l
		}
		syms := slices.Clone(f.Symbols)
		for _, e := range l.Files {
			if e.Path != f.Path {
				continue
			}
			for _, s := range e.Symbols {
				ranked := slices.ContainsFunc(syms, func(r index.RankedSymbol) bool { return r.Selection == s.Selection && r.Name == s.Name })
				if !ranked && s.Kind != "impl" && len(syms) < mapSymbols {
					syms = append(syms, index.RankedSymbol{Symbol: s})
				}
			}
		}
		if len(syms) == len(f.Symbols) {
			continue
		}
		old, err := countTokens(m.blocks[i])
		if err != nil {
			return err
		}
		block := fileBlock(f.Path, syms)
		t, err := countTokens(block)
		if err != nil {
			return err
		}
		if m.used-old+t > m.budget-trailerReserve {
			continue
		}
		m.blocks[i], m.shown[i].Symbols, m.used = block, syms, m.used-old+t
	}
	return nil
}

// fileBlock is a file's path and, indented, a line per symbol: its line
// and signature.
func fileBlock(path string, syms []index.RankedSymbol) string {
	var b strings.Builder
	b.WriteString(path + "\n")
	for _, s := range syms {
		sig := outline.ShortSignature(s.Language, s.Kind, s.Signature)
		if sig == "" {
			sig = s.Kind + " " + s.QName
		}
		fmt.Fprintf(&b, "  %d %s\n", s.Selection.Line().Int(), sig)
	}
	return b.String()
}

// render joins the blocks under a header and a line saying what was left
// out, dropping the last blocks until the whole text fits the budget.
func (m *repoMap) render(where string, all []index.RankedFile) (string, error) {
	for {
		var b strings.Builder
		fmt.Fprintf(&b, "map of %s: %d of %d files, most referenced first:\n", where, len(m.blocks), len(all))
		for _, bl := range m.blocks {
			b.WriteString(bl)
		}
		if left := len(all) - len(m.blocks); left > 0 {
			var next []string
			for _, f := range all[len(m.blocks):min(len(all), len(m.blocks)+3)] {
				next = append(next, f.Path)
			}
			fmt.Fprintf(&b, "left out: %s (next: %s); raise %s or map a folder\n", plural(left, "file"), strings.Join(next, ", "), m.budgetArg)
		} else if m.full {
			b.WriteString("left out: some symbols of the last file; raise " + m.budgetArg + " for more\n")
		}
		text := b.String()
		t, err := countTokens(text)
		if err != nil {
			return "", err
		}
		if t <= m.budget {
			m.tokens = t
			return text, nil
		}
		if len(m.blocks) == 0 {
			text = fmt.Sprintf("map of %s: %s, none fits in %d tokens; raise %s or map a folder\n", where, plural(len(all), "file"), m.budget, m.budgetArg)
			if m.tokens, err = countTokens(text); err != nil || m.tokens > m.budget {
				return "", fault.New(fault.InvalidArgument, "max_tokens %d is too small for a map of %s; send a larger budget", m.budget, where)
			}
			return text, nil
		}
		m.blocks = m.blocks[:len(m.blocks)-1]
		m.shown = m.shown[:len(m.shown)-1]
		m.full = true
	}
}
