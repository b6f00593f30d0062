// Command tokens measures how many model tokens locus's compact symbol table
// costs next to the LSP DocumentSymbol JSON that language servers and most
// MCP servers return for the same symbols.
//
// It reads paths from standard input, one a line, builds each file's outline
// with outline.Parse, and counts o200k_base tokens (the GPT-4o/o-series
// encoding, offline via github.com/tiktoken-go/tokenizer) of five renderings
// of the same symbols, with every nested symbol included (Children yes):
//
//	table        outline.Table, IndexBase 1, no hover
//	table+hover  outline.Table, IndexBase 1, with HOVER_INFO
//	                (signature and doc comment, cut at 200 characters)
//	lsp          compact JSON of outline.DocSymbols, IndexBase 0, detail
//	                cleared: pure LSP DocumentSymbol (name, kind, range,
//	                selectionRange, children)
//	lsp-pretty   the same JSON indented by two spaces, as MCP servers
//	                commonly return it
//	lsp+detail   compact LSP JSON with detail (the signature)
//
// Each file is rendered and counted on its own, as one tool answer would be,
// and the counts are summed. JSON is encoded without HTML escaping (as
// JavaScript's JSON.stringify and Python's json.dumps do), so "<-chan" and
// "&&" cost the JSON side no extra tokens. It prints a markdown table of the
// totals and tokens per symbol, and the ratios table/LSP-JSON of the pairings
// table vs lsp, table vs lsp-pretty and table+hover vs lsp+detail.
//
// Usage:
//
//	tokens [-dump] < LIST
//
// With -dump it prints the five renderings of each file instead, to check
// what is being counted.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tiktoken-go/tokenizer"

	"github.com/locus-dev/locus/bench/internal/pathlist"
	"github.com/locus-dev/locus/internal/outline"
)

// The renderings, in the order they are printed.
const (
	table = iota
	tableHover
	lsp
	lspPretty
	lspDetail
	nForms
)

var formNames = [nForms]string{
	table:      "table (a)",
	tableHover: "table+hover (b)",
	lsp:        "LSP JSON compact (c)",
	lspPretty:  "LSP JSON indent 2 (d)",
	lspDetail:  "LSP JSON + detail (e)",
}

var formNotes = [nForms]string{
	table:      "Table, Children yes, IndexBase 1",
	tableHover: "Table, Children yes, IndexBase 1, Hover",
	lsp:        "DocSymbols, IndexBase 0, no detail",
	lspPretty:  "as (c), indented 2 spaces",
	lspDetail:  "as (c) with detail = signature",
}

type totals struct {
	files, failed, symbols, srcBytes int64
	bytes, tokens                    [nForms]int64
}

func main() {
	dump := flag.Bool("dump", false, "print the renderings of each file instead of counting")
	flag.Parse()
	paths := pathlist.FromStdin("tokens")

	if *dump {
		for _, p := range paths {
			out, err := render(p)
			if err != nil {
				fmt.Fprintln(os.Stderr, "tokens:", err)
				continue
			}
			for k, s := range out.forms {
				fmt.Printf("==== %s: %s\n%s\n", p, formNames[k], s)
			}
		}
		return
	}

	start := time.Now()
	var (
		next atomic.Int64
		mu   sync.Mutex
		sum  totals
		wg   sync.WaitGroup
	)
	for range runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// A codec of its own per goroutine; the vocabulary is shared.
			enc, err := tokenizer.Get(tokenizer.O200kBase)
			if err != nil {
				fmt.Fprintln(os.Stderr, "tokens:", err)
				os.Exit(1)
			}
			var t totals
			for {
				i := int(next.Add(1)) - 1
				if i >= len(paths) {
					break
				}
				if err := measure(enc, paths[i], &t); err != nil {
					fmt.Fprintf(os.Stderr, "tokens: %v\n", err)
					t.failed++
				}
			}
			mu.Lock()
			sum.add(&t)
			mu.Unlock()
		}()
	}
	wg.Wait()
	report(&sum, time.Since(start))
}

// rendered is one file's text and its five renderings.
type rendered struct {
	text    []byte
	symbols int
	forms   [nForms]string
}

// render builds the outline of one file and renders it five ways.
func render(path string) (*rendered, error) {
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	f, err := outline.Parse(path, text)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	r := &rendered{text: text}
	r.forms[table] = outline.Table(f, text, outline.TableOptions{Children: outline.ChildrenYes, IndexBase: 1})
	r.forms[tableHover] = outline.Table(f, text, outline.TableOptions{Children: outline.ChildrenYes, Hover: true, IndexBase: 1})

	syms := outline.DocSymbols(f, text, outline.TableOptions{Children: outline.ChildrenYes, IndexBase: 0})
	r.symbols = countSymbols(syms)
	if r.forms[lspDetail], err = marshal(syms, false); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	bare := clearDetail(syms)
	if r.forms[lsp], err = marshal(bare, false); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if r.forms[lspPretty], err = marshal(bare, true); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return r, nil
}

// measure renders one file and adds its counts to t.
func measure(enc tokenizer.Codec, path string, t *totals) error {
	r, err := render(path)
	if err != nil {
		return err
	}
	for k, s := range r.forms {
		n, err := enc.Count(s)
		if err != nil {
			return fmt.Errorf("%s: counting tokens: %v", path, err)
		}
		t.bytes[k] += int64(len(s))
		t.tokens[k] += int64(n)
	}
	t.files++
	t.srcBytes += int64(len(r.text))
	t.symbols += int64(r.symbols)
	return nil
}

// marshal encodes v as JSON without HTML escaping and without the encoder's
// trailing newline, compact or indented by two spaces.
func marshal(v any, pretty bool) (string, error) {
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	if pretty {
		e.SetIndent("", "  ")
	}
	if err := e.Encode(v); err != nil {
		return "", err
	}
	return strings.TrimSuffix(b.String(), "\n"), nil
}

// clearDetail returns a copy of syms with every Detail and Hover empty.
func clearDetail(syms []outline.DocSymbol) []outline.DocSymbol {
	out := make([]outline.DocSymbol, len(syms))
	for i, s := range syms {
		s.Detail, s.Hover = "", ""
		if s.Children != nil {
			s.Children = clearDetail(s.Children)
		}
		out[i] = s
	}
	return out
}

func countSymbols(syms []outline.DocSymbol) int {
	n := len(syms)
	for _, s := range syms {
		n += countSymbols(s.Children)
	}
	return n
}

func (t *totals) add(u *totals) {
	t.files += u.files
	t.failed += u.failed
	t.symbols += u.symbols
	t.srcBytes += u.srcBytes
	for k := range t.bytes {
		t.bytes[k] += u.bytes[k]
		t.tokens[k] += u.tokens[k]
	}
}

func report(t *totals, took time.Duration) {
	fmt.Printf("o200k_base tokens over %d files (%.1f MB of source), %d symbols, %d failed; %.1f s\n\n",
		t.files, float64(t.srcBytes)/1e6, t.symbols, t.failed, took.Seconds())
	fmt.Println("| rendering | what | bytes | tokens | tokens/symbol |")
	fmt.Println("|---|---|---:|---:|---:|")
	for k := range nForms {
		fmt.Printf("| %s | %s | %d | %d | %.2f |\n", formNames[k], formNotes[k],
			t.bytes[k], t.tokens[k], per(t.tokens[k], t.symbols))
	}
	fmt.Println()
	fmt.Println("| pairing | table tokens | LSP JSON tokens | table / LSP JSON |")
	fmt.Println("|---|---:|---:|---:|")
	for _, p := range [][2]int{{table, lsp}, {table, lspPretty}, {tableHover, lspDetail}} {
		fmt.Printf("| %s vs %s | %d | %d | %.3f |\n", formNames[p[0]], formNames[p[1]],
			t.tokens[p[0]], t.tokens[p[1]], per(t.tokens[p[0]], t.tokens[p[1]]))
	}
	if t.failed > 0 {
		os.Exit(1)
	}
}

func per(a, b int64) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}
