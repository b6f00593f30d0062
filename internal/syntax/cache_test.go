package syntax

import (
	"context"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
)

// dumpTree writes every node's type, span and flags, one per line.
func dumpTree(n Node, b *strings.Builder, depth int) {
	fmt.Fprintf(b, "%*s%s %d-%d %v %v\n", depth, "", n.Type(), n.StartByte(), n.EndByte(), n.IsError(), n.IsMissing())
	for _, c := range n.Children() {
		dumpTree(c, b, depth+1)
	}
}

func dumpOf(t *testing.T, parse func(fn func(Node) error) error) string {
	var b strings.Builder
	if err := parse(func(root Node) error { dumpTree(root, &b, 0); return nil }); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// trees keeps the tests' trees, as a session keeps a workspace's.
var trees = &Trees{}

// TestTreesMatchParse edits real files at random (deletions,
// insertions, duplicated lines) and checks that the incremental parse of
// each version gives the tree a fresh parse gives.
func TestTreesMatchParse(t *testing.T) {
	goroot := corpus.GoRoot()
	if goroot == "" {
		t.Skip("no go command to find the Go source tree")
	}
	files := []string{
		filepath.Join(goroot, "src", "strings", "strings.go"),
		filepath.Join(goroot, "src", "net", "http", "cookie.go"),
	}
	lang := Lookup("go")
	rng := rand.New(rand.NewSource(1))
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Skip("no Go source tree:", err)
		}
		key := "test:" + path
		for i := 0; i < 30; i++ {
			a := rng.Intn(len(src))
			b := min(len(src), a+rng.Intn(200))
			var next []byte
			switch i % 3 {
			case 0:
				next = append(append([]byte{}, src[:a]...), src[b:]...)
			case 1:
				next = append(append(append([]byte{}, src[:a]...), src[a:b]...), src[a:]...)
			default:
				next = append(append(append([]byte{}, src[:a]...), "\n\tx := 1 + (\n"...), src[a:]...)
			}
			src = next
			fresh := dumpOf(t, func(fn func(Node) error) error { return lang.Parse(src, fn) })
			cached := dumpOf(t, func(fn func(Node) error) error { return trees.Parse(context.Background(), lang, key, src, fn) })
			if fresh != cached {
				t.Fatalf("%s, edit %d: the incremental tree differs from a fresh parse", path, i)
			}
			again := dumpOf(t, func(fn func(Node) error) error { return trees.Parse(context.Background(), lang, key, src, fn) })
			if again != fresh {
				t.Fatalf("%s, edit %d: the cached tree differs from a fresh parse", path, i)
			}
		}
	}
}

// TestTreesConcurrent parses two versions of one file under one key
// from several goroutines: every tree matches a fresh parse of its text.
func TestTreesConcurrent(t *testing.T) {
	lang := Lookup("python")
	texts := [][]byte{
		[]byte("def f():\n    return 1\n\n\nclass A:\n    x = 1\n"),
		[]byte("def f():\n    return [1,\n\n\nclass A:\n    x = 2\n"),
	}
	want := make([]string, len(texts))
	for i, src := range texts {
		want[i] = dumpOf(t, func(fn func(Node) error) error { return lang.Parse(src, fn) })
	}
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 50; i++ {
				k := (g + i) % len(texts)
				var b strings.Builder
				err := trees.Parse(context.Background(), lang, "concurrent.py", texts[k], func(root Node) error { dumpTree(root, &b, 0); return nil })
				if err != nil || b.String() != want[k] {
					t.Errorf("goroutine %d, parse %d: the tree differs from a fresh parse (%v)", g, i, err)
					return
				}
			}
		}()
	}
	wg.Wait()
}
