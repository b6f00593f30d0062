package target

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/outline"
	"github.com/locus-dev/locus/internal/syntax"
)

// checkBuild builds the structure tree of text and checks what a caller
// would get: the tree, with a model that passes outline.Check and a
// resolver that answers for its deepest structure, or PARSER_FAILED.
func checkBuild(t *testing.T, path string, text []byte) {
	t.Helper()
	tree, err := Build(context.Background(), path, text)
	if err != nil {
		if fault.CodeOf(err) != fault.ParserFailed {
			t.Fatalf("%s: %v", path, err)
		}
		return
	}
	if err := outline.Check(tree.Model); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	deepest := tree.Root
	for len(deepest.Children) > 0 {
		deepest = deepest.Children[0]
	}
	// The resolver walks the levels of the deepest target. (A nameless
	// structure's target, a prefix of its text, may also be another's name
	// in a broken file: which one it finds is not checked here.)
	if _, err := tree.Resolve(deepest.Target()); err != nil && fault.CodeOf(err) == "" {
		t.Fatalf("%s: the deepest structure's target: %v", path, err)
	}
}

// pathFor names a file in a language.
func pathFor(lang string) string {
	return "nested" + syntax.Lookup(lang).Rules.Extensions[0]
}

// TestScannerStateOverflowBuild builds the structures of the files that
// made a grammar's scanner write past its state buffer and abort the
// process, each in a child process.
func TestScannerStateOverflowBuild(t *testing.T) {
	for _, c := range corpus.ScannerCases() {
		t.Run(strings.ReplaceAll(c.Name, " ", "_"), func(t *testing.T) {
			corpus.Isolated(t, func(t *testing.T) { checkBuild(t, c.Path, c.Text) })
		})
	}
}

// TestNestedDeep builds the structures of each language's openers nested
// 100,000 levels deep, a run of each in turn (1,000 levels for those that
// open an indented line each), closed and unclosed, in a child process per
// language: no walk, in C or Go, may overflow a stack or take quadratic
// time. A parse that runs past its time limit answers PARSER_FAILED.
func TestNestedDeep(t *testing.T) {
	if testing.Short() {
		t.Skip("builds 64 files of up to a few megabytes")
	}
	for _, name := range syntax.Names() {
		t.Run(name, func(t *testing.T) {
			corpus.Isolated(t, func(t *testing.T) {
				var inline, lines []int
				for i, op := range corpus.Openers[name] {
					if op.Line {
						lines = append(lines, i)
					} else {
						inline = append(inline, i)
					}
				}
				for _, c := range []struct {
					ops   []int
					depth int
				}{{inline, 100000}, {lines, 1000}} {
					if len(c.ops) == 0 {
						continue
					}
					var picks []byte
					for _, op := range c.ops {
						picks = append(picks, bytes.Repeat([]byte{byte(op)}, c.depth/len(c.ops))...)
					}
					for _, closed := range []int{0, len(picks)} {
						checkBuild(t, pathFor(name), corpus.Nest(name, picks, len(picks), closed))
					}
				}
			})
		})
	}
}

// FuzzNested builds the structures of random nestings of each language's
// openers, up to a few thousand levels deep (the seeds: 260 levels of each
// opener on a line in turn, up to 520 of those that open lines, and all of
// them in turn 600 deep), past every grammar scanner's state buffer; then, as an edit would, of the text with one byte cut,
// parsed incrementally from the first tree. Each input gets a file of its
// own, so that no tree of an earlier input is reused. When fuzzing, inputs
// run in the fuzzing workers, whose crashes the engine reports and keeps
// in testdata/fuzz; as a test, each seed and kept input runs in a child
// process.
func FuzzNested(f *testing.F) {
	// Texts are kept small so that the fuzzer explores rather than parses:
	// the engine takes a worker that spends 10 s on one input for hung,
	// and some grammars take seconds on a few hundred kilobytes of such
	// nesting (bash: 4 s on 250 KB). 144 KB still holds the 511 nested
	// Python blocks that overflowed its scanner.
	const maxFuzzText = 144 << 10
	names := syntax.Names()
	for i, name := range names {
		var inline, lines, all []byte
		for op, o := range corpus.Openers[name] {
			if o.Line {
				lines = append(lines, byte(op))
			} else {
				inline = append(inline, bytes.Repeat([]byte{byte(op)}, 260)...)
			}
			all = append(all, byte(op))
		}
		f.Add(uint8(i), uint16(len(inline)), uint16(0), uint16(0), inline)
		if len(lines) > 0 {
			depth := 520
			for len(corpus.Nest(name, lines, depth, 0)) > maxFuzzText {
				depth -= 20
			}
			f.Add(uint8(i), uint16(depth), uint16(0), uint16(0), lines)
		}
		f.Add(uint8(i), uint16(600), uint16(600), uint16(1000), all)
	}
	fuzzing := flag.Lookup("test.fuzz").Value.String() != ""
	var files atomic.Int64
	f.Fuzz(func(t *testing.T, lang uint8, depth, closed, cut uint16, picks []byte) {
		name := names[int(lang)%len(names)]
		text := corpus.Nest(name, picks, int(depth)%4000, int(closed))
		if len(text) > maxFuzzText {
			t.Skip("texts are kept under 144 KB")
		}
		check := func(t *testing.T) {
			path := fmt.Sprintf("fuzz%d%s", files.Add(1), syntax.Lookup(name).Rules.Extensions[0])
			checkBuild(t, path, text)
			at := int(cut) % len(text)
			checkBuild(t, path, append(text[:at:at], text[at+1:]...))
		}
		if fuzzing {
			check(t)
			return
		}
		corpus.Isolated(t, check)
	})
}

// TestEmptyCodeBlock resolves a target in a file of an empty code block,
// whose content lies in the white space trimmed off the block's end (found
// by FuzzNested: its label was read from past its end, a panic).
func TestEmptyCodeBlock(t *testing.T) {
	tree, err := Build(context.Background(), "empty.md", []byte("```\n\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tree.Resolve("zz"); fault.CodeOf(err) != fault.TargetNotFound {
		t.Fatalf("got %v, want TARGET_NOT_FOUND", err)
	}
}
