package syntax

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/locus-dev/locus/internal/corpus"
)

// TestScannerStateOverflow parses the files that made a grammar's scanner
// write past tree-sitter's state buffer, which aborted the process: each
// must parse, fresh and incrementally after an edit, in a child process
// so that an abort fails this test alone.
func TestScannerStateOverflow(t *testing.T) {
	for _, c := range corpus.ScannerCases() {
		t.Run(strings.ReplaceAll(c.Name, " ", "_"), func(t *testing.T) {
			corpus.Isolated(t, func(t *testing.T) {
				l := ForPath(c.Path, nil)
				whole := func(root Node) error {
					if root.Type() == "" || root.EndByte() > len(c.Text) {
						t.Errorf("the tree is a %q ending at %d, past the text's %d bytes", root.Type(), root.EndByte(), len(c.Text))
					}
					return nil
				}
				if err := l.Parse(c.Text, whole); err != nil {
					t.Fatal(err)
				}
				key := t.Name()
				if err := trees.Parse(context.Background(), l, key, c.Text, whole); err != nil {
					t.Fatal(err)
				}
				c.Text = append(c.Text, "x\n"...)
				if err := trees.Parse(context.Background(), l, key, c.Text, whole); err != nil {
					t.Fatal(err)
				}
			})
		})
	}
}

// TestParseLimits stops a parse past its time and past its memory: the
// parse answers an error, and the parser, reset and back in the pool,
// parses the next text afresh instead of resuming the stopped parse.
func TestParseLimits(t *testing.T) {
	defaultTime, defaultMemory := parseTime, parseMemory
	defer func() { parseTime, parseMemory = defaultTime, defaultMemory }()
	l := Lookup("json")
	deep := corpus.Nest("json", []byte{0, 1}, 20000, 0)
	small := []byte(`{"a": [1, 2]}`)
	want := dumpOf(t, func(fn func(Node) error) error { return l.Parse(small, fn) })

	for _, c := range []struct {
		name string
		set  func()
		msg  string
	}{
		{"time", func() { parseTime = func(int) time.Duration { return time.Millisecond } }, "of CPU time"},
		{"memory", func() { parseMemory = func(int) int64 { return 1 << 20 } }, "needed more than"},
	} {
		t.Run(c.name, func(t *testing.T) {
			c.set()
			err := l.Parse(deep, func(Node) error {
				t.Fatal("a parse past its limits gave a tree")
				return nil
			})
			if err == nil || !strings.Contains(err.Error(), c.msg) {
				t.Fatalf("got %v, want an error saying %q", err, c.msg)
			}
			if err := trees.Parse(context.Background(), l, t.Name(), deep, func(Node) error { return nil }); err == nil {
				t.Fatal("Trees.Parse: a parse past its limits gave a tree")
			}
			parseTime, parseMemory = defaultTime, defaultMemory
			if got := dumpOf(t, func(fn func(Node) error) error { return l.Parse(small, fn) }); got != want {
				t.Errorf("the next parse gives\n%s\nwant\n%s", got, want)
			}
		})
	}
}

// TestMaxDepth walks a tree deeper than maxDepth: the nodes at that depth
// have no children to give, and Parse and Trees.Parse answer an error, as
// they do not for a walk that stays above it.
func TestMaxDepth(t *testing.T) {
	defer func(d int32) { maxDepth = d }(maxDepth)
	maxDepth = 1000
	l := Lookup("json")
	deep := corpus.Nest("json", []byte{0}, 1200, 1200) // [[[...]]]: a level a bracket
	var walk func(n Node, depth int) int
	walk = func(n Node, depth int) int {
		most := depth
		for _, c := range n.Children() {
			most = max(most, walk(c, depth+1))
		}
		return most
	}
	var most int
	err := l.Parse(deep, func(root Node) error { most = walk(root, 0); return nil })
	if err == nil || !strings.Contains(err.Error(), "nests more than 1000 levels deep") {
		t.Errorf("Parse: got %v, want an error saying the text nests too deep", err)
	}
	if most != int(maxDepth) {
		t.Errorf("the walk went %d levels deep, want %d", most, maxDepth)
	}
	if err := trees.Parse(context.Background(), l, t.Name(), deep, func(root Node) error { walk(root, 0); return nil }); err == nil {
		t.Error("Trees.Parse: no error for a walk past maxDepth")
	}
	shallow := func(root Node) error {
		for range 10 {
			kids := root.Children()
			if len(kids) == 0 {
				break
			}
			root = kids[0]
		}
		return nil
	}
	if err := l.Parse(deep, shallow); err != nil {
		t.Errorf("a walk above maxDepth: %v", err)
	}
}
