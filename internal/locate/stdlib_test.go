package locate_test

import (
	"bytes"
	"context"
	"encoding/json"
	"github.com/locus-dev/locus/internal/corpus"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/locus-dev/locus/internal/locate"
	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/workspace"
)

// TestLocateOnStandardLibraries checks Locate on real code: symbols of files
// of the Go and the Python standard libraries, chosen with a fixed seed. For
// each symbol whose target names it alone it checks that
//
//  1. `path:TARGET` is the symbol's name (its selection range's start);
//  2. `path:TARGET@find`, where find is the trimmed text of a line inside
//     the symbol with `<|>` before one of its words, is that word's line and
//     column (1-based code points) and LSP position (0-based line, UTF-16
//     character); when the find also matches earlier in the symbol, the
//     object form with the right find_index is used instead;
//  3. the same find with the white space beside punctuation removed
//     ("a = b(c, d)" -> "a=b(c,d)"), and with a space added after each
//     comma that has none ("f(a,b)" -> "f(a, b)"), is the same position:
//     the matching is token-aware (see compile in pattern.go).
//
// Earlier matches are computed by an independent matcher (refPattern) that
// follows the rules of the token-aware find: words match exactly, and
// white space may be added or left out anywhere except between two words,
// where the find's white space requires some in the source.
func TestLocateOnStandardLibraries(t *testing.T) {
	perLang, perFile := 150, 6
	if testing.Short() {
		perLang, perFile = 20, 4
	}
	corpora := corpus.Standard(t)

	dir := t.TempDir()
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	loc := &locate.Locator{Root: root}
	var stats locStats
	for _, c := range corpora {
		files := c.Files()
		if len(files) == 0 {
			t.Errorf("no %s files under %s", c.Ext, c.Dir)
			continue
		}
		// Choose the files, symbols, lines and words in order with the
		// fixed seed; then check the files in parallel.
		rng := rand.New(rand.NewSource(1))
		var chosen []*locFile
		picked := 0
		for n, i := range rng.Perm(len(files)) {
			if picked >= perLang {
				break
			}
			f := copyLocFile(t, root, c, files[i], n)
			if f == nil {
				continue
			}
			f.pick(rng, min(perFile, perLang-picked))
			if len(f.cases) == 0 {
				continue
			}
			picked += len(f.cases)
			chosen = append(chosen, f)
		}
		t.Logf("%s: %d symbols in %d files of %d under %s", c.Lang, picked, len(chosen), len(files), c.Dir)
		if picked == 0 {
			t.Errorf("no usable %s symbols under %s", c.Ext, c.Dir)
			continue
		}
		t.Run(c.Lang, func(t *testing.T) {
			for _, f := range chosen {
				t.Run(f.rel, func(t *testing.T) {
					t.Parallel()
					for _, cs := range f.cases {
						f.check(t, loc, cs, &stats)
					}
				})
			}
		})
	}
	t.Logf("checked %d symbols: %d names, %d finds (%d with find_index), %d without spaces beside punctuation, %d with spaces after commas; %d finds skipped (overlapping matches)",
		stats.symbols, stats.names, stats.finds, stats.indexed, stats.tight, stats.spaced, stats.skipped)
}

type locStats struct {
	mu                                                     sync.Mutex
	symbols, names, finds, indexed, tight, spaced, skipped int
}

func (s *locStats) add(n *int) {
	s.mu.Lock()
	*n++
	s.mu.Unlock()
}

const maxLocCorpusFile = 200 << 10

// locFile is one corpus file copied into the workspace.
type locFile struct {
	name  string // the copy's workspace-relative path
	rel   string // the corpus file's path in its corpus
	desc  string // the corpus file, for messages
	text  []byte // the text Locate sees (no BOM, LF line ends)
	tree  *target.Tree
	cases []*locCase
}

// locCase is one symbol to check, and the line and word inside it to find.
type locCase struct {
	target          string
	start, end      int // the structure's byte range: the scope
	selLine, selCol int
	// line is 0 when the symbol has no usable line besides its first.
	line      int
	lineStart int    // offset of the line
	trimAt    int    // offset of the line's first non-blank character
	trimmed   string // the line without surrounding white space
	word      int    // index in tokens(trimmed) of the word to mark
}

// copyLocFile copies a corpus file into the workspace as the n-th of its
// language; nil for a file too large, with syntax errors, or whose copy
// cannot be read and parsed.
func copyLocFile(t *testing.T, root *workspace.Root, c corpus.Corpus, path string, n int) *locFile {
	name, rel, _, ok := c.Copy(t, root.Dir(), path, n, maxLocCorpusFile)
	if !ok {
		return nil
	}
	abs := filepath.Join(root.Dir(), filepath.FromSlash(name))
	wf, err := root.ReadFile(name)
	if err != nil {
		_ = os.Remove(abs)
		return nil
	}
	tree, err := target.Build(context.Background(), name, wf.Text)
	if err != nil || len(tree.Model.ParseErrors) > 0 {
		_ = os.Remove(abs)
		return nil
	}
	return &locFile{name: name, rel: rel, desc: c.Lang + ":" + rel, text: wf.Text, tree: tree}
}

// pick chooses up to n symbols whose dotted target names them alone, and
// for each a line and a word inside it.
func (f *locFile) pick(rng *rand.Rand, n int) {
	var syms []*target.Structure
	var walk func(s *target.Structure)
	walk = func(s *target.Structure) {
		for _, c := range s.Children {
			if c.Symbol != nil {
				tg := c.Target()
				if !strings.HasPrefix(tg, "[") {
					if r, err := f.tree.Resolve(tg); err == nil && r.Start == c.Start {
						syms = append(syms, c)
					}
				}
			}
			walk(c)
		}
	}
	walk(f.tree.Root)
	rng.Shuffle(len(syms), func(a, b int) { syms[a], syms[b] = syms[b], syms[a] })
	for _, s := range syms[:min(len(syms), n)] {
		cs := &locCase{target: s.Target(), start: s.Start, end: s.End,
			selLine: s.Symbol.SelectionRange.Start().Line().Int(), selCol: s.Symbol.SelectionRange.Start().Column().Int()}
		f.pickLine(rng, s, cs)
		f.cases = append(f.cases, cs)
	}
}

// pickLine chooses a line of s after its first, not blank, not only a
// comment, wholly inside s, holding a word of two characters or more that
// the find can mark; and one of those words.
func (f *locFile) pickLine(rng *rand.Rand, s *target.Structure, cs *locCase) {
	first, last := s.Lines().Ints()
	var lines []int
	for l := first + 1; l <= last; l++ {
		lines = append(lines, l)
	}
	rng.Shuffle(len(lines), func(a, b int) { lines[a], lines[b] = lines[b], lines[a] })
	for _, l := range lines {
		ls := f.tree.LineStart(l)
		le := ls
		for le < len(f.text) && f.text[le] != '\n' {
			le++
		}
		raw := string(f.text[ls:le])
		trimmed := strings.TrimSpace(raw)
		if trimmed == "" || strings.HasPrefix(trimmed, "#") || strings.HasPrefix(trimmed, "//") || strings.HasPrefix(trimmed, "/*") {
			continue
		}
		if strings.Contains(trimmed, "<|") || strings.Contains(trimmed, "|>") {
			continue // the marker would not be unique
		}
		at := ls + strings.Index(raw, trimmed)
		if at < s.Start || at+len(trimmed) > s.End {
			continue
		}
		var words []int
		for i, tk := range refTokenize(trimmed) {
			if tk.kind == refWord && utf8.RuneCountInString(tk.text) >= 2 {
				words = append(words, i)
			}
		}
		if len(words) == 0 {
			continue
		}
		cs.line, cs.lineStart, cs.trimAt, cs.trimmed = l, ls, at, trimmed
		cs.word = words[rng.Intn(len(words))]
		return
	}
}

// check runs the checks of one symbol.
func (f *locFile) check(t *testing.T, loc *locate.Locator, cs *locCase, stats *locStats) {
	t.Helper()
	stats.add(&stats.symbols)
	spec := f.name + ":" + cs.target
	res, err := locateString(loc, spec)
	stats.add(&stats.names)
	if err != nil {
		t.Errorf("%s: target %s: Locate(%q) failed: %v", f.desc, cs.target, spec, err)
	} else if res.Start.Line != cs.selLine || res.Start.Column != cs.selCol {
		t.Errorf("%s: target %s: Locate(%q) = %d:%d, want the name at %d:%d",
			f.desc, cs.target, spec, res.Start.Line, res.Start.Column, cs.selLine, cs.selCol)
	}
	if cs.line == 0 {
		return
	}
	toks := refTokenize(cs.trimmed)
	want := cs.trimAt + toks[cs.word].start // offset of the marked word
	type variant struct {
		what string
		n    *int
		find string
	}
	find := buildFind(toks, cs.word, 0)
	variants := []variant{{"find", &stats.finds, find}}
	if tight := buildFind(toks, cs.word, 1); tight != find {
		variants = append(variants, variant{"find without spaces beside punctuation", &stats.tight, tight})
	}
	if spaced := buildFind(toks, cs.word, 2); spaced != find {
		variants = append(variants, variant{"find with spaces after commas", &stats.spaced, spaced})
	}
	for _, v := range variants {
		f.checkFind(t, loc, cs, v.what, v.find, want, v.n, stats)
	}
}

// checkFind locates find in the symbol and compares with the offset want.
func (f *locFile) checkFind(t *testing.T, loc *locate.Locator, cs *locCase, what, find string, want int, n *int, stats *locStats) {
	t.Helper()
	index, ok := refIndex(f.text[cs.start:cs.end], find, cs.trimAt-cs.start, want-cs.start)
	if !ok {
		stats.add(&stats.skipped)
		return
	}
	stats.add(n)
	var (
		res  *locate.Result
		err  error
		spec string
	)
	if index == 1 {
		spec = f.name + ":" + cs.target + "@" + find
		res, err = locateString(loc, spec)
	} else {
		stats.add(&stats.indexed)
		b, _ := json.Marshal(map[string]any{"path": f.name, "scope": map[string]any{"symbol_path": cs.target}, "find": find, "find_index": index})
		spec = string(b)
		res, err = locateString(loc, spec)
	}
	line, col, lsp := f.position(want)
	if err != nil {
		t.Errorf("%s: target %s: %s %q: Locate(%s) failed: %v; want %d:%d (line %d: %q)",
			f.desc, cs.target, what, find, spec, err, line, col, cs.line, cs.trimmed)
		return
	}
	if res.Start.Line != line || res.Start.Column != col {
		t.Errorf("%s: target %s: %s %q: Locate(%s) = %d:%d, want %d:%d (match %d; line %d: %q; got line: %q)",
			f.desc, cs.target, what, find, spec, res.Start.Line, res.Start.Column, line, col, index, cs.line, cs.trimmed, res.SourceLine)
		return
	}
	if int(res.Start.LSP.Line) != line-1 || int(res.Start.LSP.Character) != lsp {
		t.Errorf("%s: target %s: %s %q: Locate(%s) LSP position = %s, want %d:%d",
			f.desc, cs.target, what, find, spec, res.Start.LSP, line-1, lsp)
	}
	if index > 1 && res.Index != index {
		t.Errorf("%s: target %s: %s %q: Locate(%s) says match %d, want %d", f.desc, cs.target, what, find, spec, res.Index, index)
	}
}

// position is the 1-based line and code-point column of off, and its
// UTF-16 character.
func (f *locFile) position(off int) (line, col, utf16col int) {
	line = strings.Count(string(f.text[:off]), "\n") + 1
	ls := strings.LastIndexByte(string(f.text[:off]), '\n') + 1
	prefix := string(f.text[ls:off])
	return line, utf8.RuneCountInString(prefix) + 1, len(utf16.Encode([]rune(prefix)))
}

func locateString(loc *locate.Locator, s string) (*locate.Result, error) {
	spec, err := loc.Parse(s)
	if err != nil {
		return nil, err
	}
	return loc.Locate(spec)
}

// buildFind writes the tokens with `<|>` before token mark. Variant 1
// leaves out the white space that is not between two words; variant 2 adds
// a space after each comma that the source has none after.
func buildFind(toks []refToken, mark, variant int) string {
	var b strings.Builder
	for i, tk := range toks {
		if i == mark {
			b.WriteString("<|>")
		}
		if variant == 1 && tk.kind == refSpace {
			if !(i > 0 && i+1 < len(toks) && toks[i-1].kind == refWord && toks[i+1].kind == refWord) {
				continue
			}
		}
		b.WriteString(tk.text)
		if variant == 2 && tk.text == "," && i+1 < len(toks) && toks[i+1].kind != refSpace {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// The reference matcher: an independent reading of the token-aware
// matching, used to tell which match of a find is the intended one.

type refKind int

const (
	refWord refKind = iota
	refSpace
	refSymbol
)

type refToken struct {
	text  string
	kind  refKind
	start int
}

func refIsWord(r rune) bool {
	return r == '_' || r == '$' || unicode.IsLetter(r) || unicode.IsDigit(r)
}

// refTokenize splits s into words (letters, digits, _ and $), runs of
// white space, and single other characters.
func refTokenize(s string) []refToken {
	var out []refToken
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		kind := refSymbol
		j := i + w
		if refIsWord(r) || unicode.IsSpace(r) {
			kind = refWord
			same := refIsWord
			if unicode.IsSpace(r) {
				kind, same = refSpace, unicode.IsSpace
			}
			for j < len(s) {
				r2, w2 := utf8.DecodeRuneInString(s[j:])
				if !same(r2) {
					break
				}
				j += w2
			}
		}
		out = append(out, refToken{s[i:j], kind, i})
		i = j
	}
	return out
}

// refPattern is a find without its marker: the non-blank tokens, whether
// white space is required before each, and the token the marker precedes.
type refPattern struct {
	toks     []string
	required []bool
	mark     int
}

func refCompile(find string) refPattern {
	at := strings.Index(find, "<|>")
	text := find[:at] + find[at+3:]
	var p refPattern
	p.mark = -1
	all := refTokenize(text)
	for i, tk := range all {
		if tk.kind == refSpace {
			continue
		}
		if p.mark < 0 && tk.start >= at {
			p.mark = len(p.toks)
		}
		req := i > 0 && all[i-1].kind == refSpace && tk.kind == refWord && i > 1 && all[i-2].kind == refWord
		p.toks = append(p.toks, tk.text)
		p.required = append(p.required, req)
	}
	if p.mark < 0 {
		p.mark = len(p.toks)
	}
	return p
}

// match tries p at offset i of s: the end of the match and the marker's
// offset, or ok false.
func (p refPattern) match(s []byte, i int) (end, mark int, ok bool) {
	pos := i
	mark = -1
	for k, tk := range p.toks {
		if k > 0 {
			sp := pos
			for sp < len(s) {
				r, w := utf8.DecodeRune(s[sp:])
				if !unicode.IsSpace(r) {
					break
				}
				sp += w
			}
			if p.required[k] && sp == pos {
				return 0, 0, false
			}
			pos = sp
		}
		if k == p.mark {
			mark = pos
		}
		if !bytes.HasPrefix(s[pos:], []byte(tk)) {
			return 0, 0, false
		}
		pos += len(tk)
	}
	if mark < 0 {
		mark = pos
	}
	return pos, mark, true
}

// refIndex returns which match of find in scope (counting as FindAll does:
// each match starts after the end of the one before) is the one starting
// at from, with its marker at want; ok false when no match starts there.
func refIndex(scope []byte, find string, from, want int) (int, bool) {
	p := refCompile(find)
	n := 0
	for i := 0; i <= len(scope); {
		end, mark, ok := p.match(scope, i)
		if !ok {
			i++
			continue
		}
		n++
		if i == from {
			return n, mark == want
		}
		if i > from {
			return 0, false
		}
		i = max(end, i+1)
	}
	return 0, false
}
