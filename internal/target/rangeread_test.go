package target

import (
	"archive/zip"
	"context"
	"fmt"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/golden"
	"github.com/locus-dev/locus/internal/outline"
	"github.com/locus-dev/locus/internal/textpos"
)

// TestRangeStubsResolve reads ranges of real files (the Go and Python
// standard libraries, java.util of the JDK's src.zip, the Go tree's
// Markdown, the C# and Ruby projects kept in internal/corpus) and of the
// golden sources of every language as file_read does: the whole file, each
// symbol's lines, each symbol's lines but its first, and random ranges.
// Every stub it prints, and every line naming a symbol the range cuts,
// names a target that resolves to exactly one structure, whose lines are
// the lines it says; and every line of the range that is not blank is shown
// as it is, in order, or lies in a stub's lines.
func TestRangeStubsResolve(t *testing.T) {
	type file struct {
		name string
		text []byte
	}
	var files []file
	read := func(paths []string) {
		for _, p := range paths {
			if text, err := os.ReadFile(p); err == nil && len(text) < 300_000 {
				files = append(files, file{p, text})
			}
		}
	}
	for _, c := range corpus.Standard(t) {
		read(sample(c.Files(), 60))
	}
	if root := corpus.GoRoot(); root != "" {
		md, _ := filepath.Glob(filepath.Join(root, "src", "*", "*.md"))
		more, _ := filepath.Glob(filepath.Join(root, "src", "*", "*", "*.md"))
		read(append(md, more...))
	}
	// The C# and Ruby projects kept as test data, every file.
	for _, dir := range []string{corpus.NUnit(), corpus.Thor()} {
		var paths []string
		_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && (strings.HasSuffix(p, ".cs") || strings.HasSuffix(p, ".rb")) {
				paths = append(paths, p)
			}
			return nil
		})
		read(paths)
	}
	for name, text := range javaFiles(t, 40) {
		files = append(files, file{name, text})
	}
	// Every language: the sources of the outline's and the trees' golden
	// archives, and of file_read's archive of ranges inside symbols.
	archives, _ := filepath.Glob("../outline/testdata/golden/*.txtar")
	trees, _ := filepath.Glob("testdata/trees/*.txtar")
	for _, path := range append(append(archives, trees...), "../tools/testdata/file_read_inside.txtar") {
		for _, f := range golden.Read(t, path).Files {
			if !strings.HasPrefix(f.Name, "call ") && !strings.HasSuffix(f.Name, ".txt") && f.Name != "tree" {
				files = append(files, file{path + "!" + f.Name, f.Data})
			}
		}
	}
	sort.Slice(files, func(i, j int) bool { return files[i].name < files[j].name })
	rng := rand.New(rand.NewSource(1))
	stubs, ranges, inside, symbols, orphans := 0, 0, 0, 0, 0
	for _, f := range files {
		tree, err := Build(context.Background(), f.name, f.text)
		if err != nil {
			continue
		}
		total := tree.Model.TotalLines
		if total == 0 {
			continue
		}
		spans := [][2]int{{1, total}}
		var walk func(ss []*outline.Symbol)
		walk = func(ss []*outline.Symbol) {
			for _, s := range ss {
				symbols++
				if tree.Of(s) == nil {
					orphans++
					if orphans <= 5 {
						t.Logf("%s:%d: symbol %s is no structure", f.name, s.Range.Start().Int(), s.Name)
					}
				}
				first, last := s.Range.Start().Int(), s.Range.End().Int()
				spans = append(spans, [2]int{first, last})
				if last > first {
					spans = append(spans, [2]int{first + 1, last})
				}
				walk(s.Children)
			}
		}
		walk(tree.Model.Symbols)
		for range 10 {
			a, b := 1+rng.Intn(total), 1+rng.Intn(total)
			spans = append(spans, [2]int{min(a, b), max(a, b)})
		}
		failed := 0
		for _, sp := range spans {
			r, err := textpos.LinesOf(max(sp[0], 1), min(sp[1], total))
			if err != nil {
				t.Fatal(err)
			}
			r = outline.Snap(tree.Model, r)
			start, end := r.Ints()
			if len(outline.Within(tree.Model, r)) > 0 {
				inside++
			}
			ranges++
			text := outline.StructuredRange(tree.Model, tree.Text, r,
				outline.RangeOptions{Name: tree.SymbolTargets()})
			n, err := checkRange(tree, start, end, text)
			stubs += n
			if err != nil {
				failed++
				if failed <= 2 {
					t.Errorf("%s, lines %d-%d: %v", f.name, start, end, err)
				}
			}
		}
	}
	if stubs == 0 {
		t.Fatal("no stubs read")
	}
	t.Logf("%d files, %d symbols (%d no structure), %d ranges (%d inside a symbol), %d stubs",
		len(files), symbols, orphans, ranges, inside, stubs)
}

var (
	stubLine  = regexp.MustCompile(`^\s*--- (.+) \((\S+), lines? (\d+)(?:-(\d+))?\) ---$`)
	labelLine = regexp.MustCompile(`^\s*== (.+) \(()lines? (\d+)(?:-(\d+))?\)$`)
)

// checkRange checks one structured range read of tree's lines start..end
// and returns how many stubs it holds.
func checkRange(tree *Tree, start, end int, text string) (int, error) {
	lines := strings.Split(string(tree.Text), "\n")
	out := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	covered := map[int]bool{}
	var shown []string
	stubs := 0
	for _, line := range out {
		m := stubLine.FindStringSubmatch(line)
		label := m == nil
		if label {
			m = labelLine.FindStringSubmatch(line)
		}
		if m == nil {
			if strings.TrimSpace(line) != "" {
				shown = append(shown, line)
			}
			continue
		}
		first, _ := strconv.Atoi(m[3])
		last := first
		if m[4] != "" {
			last, _ = strconv.Atoi(m[4])
		}
		s, err := tree.Resolve(m[1])
		if err != nil {
			return stubs, fmt.Errorf("the target of %q does not resolve to one structure: %v", line, err)
		}
		if gotFirst, gotLast := s.Lines().Ints(); gotFirst != first || gotLast != last {
			return stubs, fmt.Errorf("%q resolves to lines %d-%d", line, gotFirst, gotLast)
		}
		if last < start || first > end {
			return stubs, fmt.Errorf("%q is outside the range", line)
		}
		if label {
			// A symbol the range cuts: its lines in the range are shown.
			if first >= start && last <= end {
				return stubs, fmt.Errorf("%q names a symbol the range holds whole, which is a stub", line)
			}
			continue
		}
		stubs++
		for l := first; l <= last; l++ {
			covered[l] = true
		}
	}
	var want []string
	for l := start; l <= end; l++ {
		if !covered[l] && strings.TrimSpace(lines[l-1]) != "" {
			want = append(want, strings.TrimSuffix(lines[l-1], "\r"))
		}
	}
	if strings.Join(shown, "\n") != strings.Join(want, "\n") {
		return stubs, fmt.Errorf("the lines shown are not the range's lines outside the stubs:\n%s\n--- want ---\n%s", text, strings.Join(want, "\n"))
	}
	return stubs, nil
}

// javaFiles returns n files of java/util and java/util/concurrent from the
// newest readable src.zip of a JDK on this machine (none without one),
// chosen with a fixed seed, by their names in the zip.
func javaFiles(t *testing.T, n int) map[string][]byte {
	zips, _ := filepath.Glob("/usr/lib/jvm/*/lib/src.zip")
	for i := len(zips) - 1; i >= 0; i-- {
		r, err := zip.OpenReader(zips[i])
		if err != nil {
			continue // a dangling link
		}
		defer r.Close()
		var names []string
		byName := map[string]*zip.File{}
		for _, f := range r.File {
			dir := filepath.Dir(f.Name)
			if (dir == "java.base/java/util" || dir == "java.base/java/util/concurrent") &&
				strings.HasSuffix(f.Name, ".java") && f.UncompressedSize64 < 300_000 {
				names = append(names, f.Name)
				byName[f.Name] = f
			}
		}
		out := map[string][]byte{}
		for _, name := range sample(names, n) {
			rc, err := byName[name].Open()
			if err != nil {
				t.Fatal(err)
			}
			data, err := io.ReadAll(rc)
			rc.Close()
			if err != nil {
				t.Fatal(err)
			}
			out[name] = data
		}
		return out
	}
	t.Log("no JDK src.zip on this machine: no Java files")
	return nil
}
