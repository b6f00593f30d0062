package syntax

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	ts "github.com/tree-sitter/go-tree-sitter"

	"github.com/locus-dev/locus/internal/corpus"
)

// TestScanMatchesCursor holds Scan's walk of tree-sitter's subtrees (scan.c)
// to the bindings' tree cursor, on real files of every language: the same
// nodes in the same order, with the same kinds, spans, rows, fields,
// ancestors, probes, contexts and scopes, and a Node of each hit that
// reads as the bindings' node (a MarkNode kind's read in the walk, a
// MarkLeaf kind's after it). The marks are mixed by kind so that hits,
// leaves, skipped nodes, probes, contexts, scopes and unscoping all occur.
func TestScanMatchesCursor(t *testing.T) {
	files := scanSamples(t)
	if len(files) == 0 {
		t.Skip("no sample files")
	}
	langs := map[string]int{}
	for i, f := range withBroken(files) {
		path, src := f.path, f.data
		l := ForPath(path, headOf(src))
		if l == nil {
			continue
		}
		l.init()
		langs[l.Name()]++
		marks := mixedMarks(l, i%3)
		p := l.getParser()
		tree := p.Parse(src, nil)
		l.putParser(p, nil)
		root := tree.RootNode()
		want := cursorWalk(l, root, marks)
		var got []string
		info := infoOf(root)
		Node{r: &rec{info: info}, t: &source{lang: l, src: src}}.Scan(marks, func(h Hit) {
			got = append(got, describeHit(h))
		})
		tree.Close()
		if len(got) != len(want) {
			t.Errorf("%s: Scan made %d hits, the cursor %d", path, len(got), len(want))
		}
		for i := range min(len(got), len(want)) {
			if got[i] != want[i] {
				t.Errorf("%s: hit %d:\n got %s\nwant %s", path, i, got[i], want[i])
				break
			}
		}
	}
	t.Logf("files walked per language: %v", langs)
	if os.Getenv("CI") == "true" && len(langs) < 12 {
		t.Errorf("only %d languages walked (%v): the samples are missing", len(langs), langs)
	}
}

// mixedMarks marks the kinds of l by their number, so that every mark
// occurs: anonymous kinds are the probes' tokens. shift moves the kinds
// that are skipped or not walked into, which another file's walk then
// goes through.
func mixedMarks(l *Language, shift int) []Mark {
	marks := make([]Mark, l.KindCount())
	for k := range marks {
		m := MarkNode
		switch {
		case (k+shift)%11 == 0:
			m = MarkSkip
		case (k+shift)%5 == 0:
			m = MarkLeaf
		}
		if k%2 == 0 {
			m |= MarkScope
		}
		if k%3 == 0 {
			m |= MarkContext | MarkProbe
		}
		if k%7 == 0 {
			m |= MarkUnscope
		}
		if !l.ts.NodeKindIsNamed(uint16(k)) {
			m |= MarkToken
		}
		marks[k] = m
	}
	return marks
}

// cursorWalk is Scan's walk done with the bindings' cursor, as the hits
// describeHit writes.
func cursorWalk(l *Language, root *ts.Node, marks []Mark) []string {
	type entry struct {
		kind, field uint16
		start       uint
		ctx, scope  int
		first, last uint
		probed      bool
	}
	var stack []entry
	var out []string
	markOf := func(k uint16) Mark {
		if int(k) < len(marks) {
			return marks[k]
		}
		return 0
	}
	c := root.Walk()
	defer c.Close()
	for {
		n := c.Node()
		kind := n.KindId()
		m := markOf(kind)
		field := c.FieldId()
		descend := m&(MarkLeaf|MarkSkip) == 0 && n.ChildCount() > 0
		if m&MarkUnscope != 0 && len(stack) > 0 {
			stack[len(stack)-1].scope = -1
		}
		if m&(MarkLeaf|MarkNode) != 0 {
			var b strings.Builder
			fmt.Fprintf(&b, "%d %s %d-%d %d:%d field=%d", kind, n.Kind(), n.StartByte(), n.EndByte(), n.StartPosition().Row, n.StartPosition().Column, field)
			fmt.Fprintf(&b, " node(%d-%d %d-%d:%d %v %v %v %v %d %d)", n.StartByte(), n.EndByte(), n.StartPosition().Row, n.EndPosition().Row, n.EndPosition().Column,
				n.IsNamed(), n.IsError(), n.IsMissing(), n.HasError(), n.ChildCount(), n.NamedChildCount())
			for i := 0; i < len(stack) && i < UpDepth; i++ {
				e := stack[len(stack)-1-i]
				f := field
				if i > 0 {
					f = stack[len(stack)-i].field
				}
				fmt.Fprintf(&b, " up(%d,%d,%d,%t)", e.kind, f, e.start, e.probed)
			}
			if len(stack) > 0 && stack[len(stack)-1].ctx >= 0 {
				fmt.Fprintf(&b, " ctx=%d", stack[stack[len(stack)-1].ctx].kind)
			}
			if len(stack) > 0 && stack[len(stack)-1].scope >= 0 {
				sc := stack[stack[len(stack)-1].scope]
				fmt.Fprintf(&b, " scope=%d-%d", sc.first, sc.last)
			}
			fmt.Fprintf(&b, " node=%s/%d/%d", n.Kind(), n.EndByte(), n.NamedChildCount())
			out = append(out, b.String())
		}
		if descend {
			e := entry{kind: kind, field: field, start: n.StartByte(), ctx: -1, scope: -1}
			if len(stack) > 0 {
				e.ctx, e.scope = stack[len(stack)-1].ctx, stack[len(stack)-1].scope
			}
			if m&MarkContext != 0 {
				e.ctx = len(stack)
			}
			if m&MarkScope != 0 {
				e.scope = len(stack)
				a, z := n.StartPosition(), n.EndPosition()
				e.first, e.last = a.Row, z.Row
				if z.Column == 0 && z.Row > a.Row {
					e.last = z.Row - 1
				}
			}
			if m&MarkProbe != 0 {
				for i := range n.ChildCount() {
					if markOf(n.Child(i).KindId())&MarkToken != 0 {
						e.probed = true
						break
					}
				}
			}
			stack = append(stack, e)
			c.GotoFirstChild()
			continue
		}
		for !c.GotoNextSibling() {
			if len(stack) == 0 || !c.GotoParent() {
				return out
			}
			stack = stack[:len(stack)-1]
		}
	}
}

// describeHit writes a hit as cursorWalk does.
func describeHit(h Hit) string {
	var b strings.Builder
	n := h.Node()
	_, field, _, _ := h.Up(0)
	if h.Ups() == 0 {
		field = 0
	}
	fmt.Fprintf(&b, "%d %s %d-%d %d:%d field=%d", h.Kind(), n.Type(), h.Start(), h.End(), h.Row(), h.Column(), field)
	fmt.Fprintf(&b, " node(%d-%d %d-%d:%d %v %v %v %v %d %d)", n.StartByte(), n.EndByte(), n.StartRow(), n.EndRow(), n.EndColumn(),
		n.IsNamed(), n.IsError(), n.IsMissing(), n.HasError(), n.r.info.child_count, n.NamedChildCount())
	for i := range h.Ups() {
		kind, f, start, probed := h.Up(i)
		fmt.Fprintf(&b, " up(%d,%d,%d,%t)", kind, f, start, probed)
	}
	if k := h.Context(); k != 0 {
		fmt.Fprintf(&b, " ctx=%d", k)
	}
	if first, last, ok := h.Scope(); ok {
		fmt.Fprintf(&b, " scope=%d-%d", first, last)
	}
	fmt.Fprintf(&b, " node=%s/%d/%d", n.Type(), n.EndByte(), n.NamedChildCount())
	return b.String()
}

type sample struct {
	path string
	data []byte
}

// withBroken returns the samples and, for each, copies cut short at two
// thirds and with a bracket dropped in the middle, whose trees hold
// ERROR and MISSING nodes.
func withBroken(files []sample) []sample {
	out := slices.Clone(files)
	for _, f := range files {
		cut := len(f.data) * 2 / 3
		out = append(out, sample{f.path, f.data[:cut]})
		mid := len(f.data) / 2
		if i := bytes.IndexAny(f.data[mid:], "({["); i >= 0 {
			broken := slices.Concat(f.data[:mid+i], f.data[mid+i+1:])
			out = append(out, sample{f.path, broken})
		}
	}
	return out
}

// scanSamples returns a few real files of each language the corpora hold:
// the Go and Python standard libraries, the projects in
// internal/corpus/testdata, and Java from the JDK's src.zip.
func scanSamples(t *testing.T) []sample {
	var dirs []string
	for _, c := range corpus.Standard(t) {
		dirs = append(dirs, c.Dir)
	}
	dirs = append(dirs, corpus.Musl(), corpus.LevelDB(), corpus.NUnit(), corpus.Thor(), corpus.Anyhow(), corpus.Bats(),
		corpus.JSON(), corpus.Express(), corpus.RxJS(), corpus.ReactNavigation(), corpus.TOML(), corpus.NpmDocs())
	const perLang = 12
	var out []sample
	for _, dir := range dirs {
		byLang := map[string][]string{}
		filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return nil
			}
			if l := ForPath(path, nil); l != nil {
				byLang[l.Name()] = append(byLang[l.Name()], path)
			}
			return nil
		})
		for _, paths := range byLang {
			sort.Strings(paths)
			step := max(1, len(paths)/perLang)
			for i := 0; i < len(paths) && i/step < perLang; i += step {
				data, err := os.ReadFile(paths[i])
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, sample{paths[i], data})
			}
		}
	}
	return append(out, jdkSamples(t, perLang)...)
}

// jdkSamples reads n files of java.base's java/util from the newest JDK's
// src.zip, without unpacking it.
func jdkSamples(t *testing.T, n int) []sample {
	var out []sample
	kept := 0
	for _, f := range corpus.JDK(t, func(name string, _ uint64) bool {
		if kept == n || !strings.HasPrefix(name, "java.base/java/util/") || !strings.HasSuffix(name, ".java") {
			return false
		}
		kept++
		return true
	}) {
		out = append(out, sample{f.Name, f.Data})
	}
	return out
}

// headOf returns a text's first line, which may name its interpreter.
func headOf(src []byte) []byte {
	if i := strings.IndexByte(string(src[:min(len(src), 256)]), '\n'); i >= 0 {
		return src[:i]
	}
	return src[:min(len(src), 256)]
}

// TestInternalHeadersPinned: scan.c reads tree-sitter's subtrees through the
// headers in tsinternal/, which must be those of the library linked in.
func TestInternalHeadersPinned(t *testing.T) {
	const copied = "v0.25.0" // tsinternal/README.md
	mod, err := os.ReadFile("../../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	var uses []string
	for _, line := range strings.Split(string(mod), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && strings.Contains(line, "github.com/tree-sitter/go-tree-sitter") {
			uses = append(uses, strings.TrimSpace(line))
		}
	}
	if len(uses) != 1 || !strings.HasSuffix(uses[0], "go-tree-sitter "+copied) {
		t.Fatalf("go.mod has %q; tsinternal/ holds the headers of go-tree-sitter %s: copy the module's src/ and include/ there (tsinternal/README.md)", uses, copied)
	}
}
