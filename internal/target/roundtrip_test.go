package target

import (
	"context"
	"github.com/locus-dev/locus/internal/corpus"
	"math/rand"
	"os"
	"testing"
)

// TestTargetsResolveToThemselves: on real files of the Go and Python
// standard libraries, the target locus prints for each structure resolves
// to that structure and no other, so a path copied from any answer edits
// what it named.
func TestTargetsResolveToThemselves(t *testing.T) {
	var files []string
	for _, c := range corpus.Standard(t) {
		files = append(files, sample(c.Files(), 150)...)
	}
	checked, failed := 0, 0
	for _, path := range files {
		text, err := os.ReadFile(path)
		if err != nil || len(text) > 300_000 {
			continue
		}
		tree, err := Build(context.Background(), path, text)
		if err != nil {
			continue
		}
		var walk func(s *Structure)
		walk = func(s *Structure) {
			for _, c := range s.Children {
				checked++
				got, err := tree.Resolve(c.Target())
				if err != nil || got != c {
					failed++
					if failed <= 10 {
						start, _ := c.Lines().Ints()
						t.Errorf("%s:%d: target %s does not resolve to its structure: %v", path, start, c.Target(), err)
					}
				}
				walk(c)
			}
		}
		walk(tree.Root)
	}
	t.Logf("%d structures in %d files, %d failed", checked, len(files), failed)
}

// sample returns n of the files, chosen with a fixed seed (a quarter as
// many under -short).
func sample(all []string, n int) []string {
	if testing.Short() {
		n /= 4
	}
	rng := rand.New(rand.NewSource(1))
	rng.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	return all[:min(n, len(all))]
}
