package target

import (
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestTargetsResolveToThemselves: on real files of the Go and Python
// standard libraries, the target locus prints for each structure resolves
// to that structure and no other, so a path copied from any answer edits
// what it named.
func TestTargetsResolveToThemselves(t *testing.T) {
	var files []string
	if out, err := exec.Command("go", "env", "GOROOT").Output(); err == nil {
		files = append(files, sample(t, filepath.Join(strings.TrimSpace(string(out)), "src"), ".go", 150)...)
	}
	if out, err := exec.Command("python3", "-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])").Output(); err == nil {
		files = append(files, sample(t, strings.TrimSpace(string(out)), ".py", 150)...)
	}
	if len(files) == 0 {
		if os.Getenv("CI") == "true" {
			t.Fatal("no Go or Python standard library found (CI=true: they are required)")
		}
		t.Skip("no Go or Python standard library found")
	}
	checked, failed := 0, 0
	for _, path := range files {
		text, err := os.ReadFile(path)
		if err != nil || len(text) > 300_000 {
			continue
		}
		tree, err := Build(path, text)
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
						start, _ := c.Lines()
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

// sample returns n files with the extension under dir, chosen with a fixed
// seed (a quarter as many under -short).
func sample(t *testing.T, dir, ext string, n int) []string {
	var all []string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && d.IsDir() && (d.Name() == "testdata" || d.Name() == "site-packages") {
			return filepath.SkipDir
		}
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ext) {
			all = append(all, p)
		}
		return nil
	})
	sort.Strings(all)
	if testing.Short() {
		n /= 4
	}
	rng := rand.New(rand.NewSource(1))
	rng.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	return all[:min(n, len(all))]
}
