package structure_test

import (
	"bytes"
	"context"
	"fmt"
	"github.com/locus-dev/locus/internal/corpus"
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/locus-dev/locus/internal/structure"
	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/textedit"
	"github.com/locus-dev/locus/internal/workspace"
)

// TestPropertiesOnStandardLibraries checks properties of the structure
// operations on real code: files of the Go and the Python standard
// libraries, chosen with a fixed seed. For the top-level structures of each
// file it checks that
//
//  1. replacing a structure with its own text leaves the file byte-identical;
//  2. deleting it and inserting its text before its next sibling restores the
//     file, when the blank lines around it are regular (see regular);
//  3. moving it after its next sibling and back before it restores the file,
//     under the same condition;
//  4. every write leaves a file that parses, and no operation fails or warns
//     SYNTAX_BROKEN.
//
// Where the spacing is irregular, 2 and 3 check only 4. The original bytes
// are written back between checks.
func TestPropertiesOnStandardLibraries(t *testing.T) {
	perLang, perFile := 60, 12
	if testing.Short() {
		perLang = 8
	}
	corpora := corpus.Standard(t)

	// One workspace holds every copy, each under a directory of its own, so
	// that no two copies share a path (the parse cache is keyed on it).
	dir := t.TempDir()
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	var stats propStats
	for _, c := range corpora {
		files := c.Files()
		if len(files) == 0 {
			t.Errorf("no %s files under %s", c.Ext, c.Dir)
			continue
		}
		// Choose the files and their structures in order, with the fixed
		// seed; then check the files in parallel.
		rng := rand.New(rand.NewSource(1))
		var chosen []*propFile
		for _, i := range rng.Perm(len(files)) {
			if len(chosen) == perLang {
				break
			}
			f := copyFile(t, root, c, files[i], len(chosen))
			if f == nil {
				continue
			}
			tree := f.tree()
			for j, s := range tree.Root.Children {
				if resolvesTo(tree, s) {
					f.picks = append(f.picks, j)
				}
			}
			rng.Shuffle(len(f.picks), func(a, b int) { f.picks[a], f.picks[b] = f.picks[b], f.picks[a] })
			f.picks = f.picks[:min(len(f.picks), perFile)]
			sort.Ints(f.picks)
			chosen = append(chosen, f)
		}
		t.Logf("%s: %d files of %d under %s", c.Lang, len(chosen), len(files), c.Dir)
		if len(chosen) == 0 {
			t.Errorf("no usable %s files under %s", c.Ext, c.Dir)
			continue
		}
		t.Run(c.Lang, func(t *testing.T) {
			for _, f := range chosen {
				t.Run(f.rel, func(t *testing.T) {
					t.Parallel()
					f.t = t
					tree := f.tree()
					for _, i := range f.picks {
						stats.add(&stats.structures)
						f.checkReplace(tree, i, &stats)
						f.restore()
						f.checkReinsert(tree, i, &stats)
						f.restore()
						f.checkMove(tree, i, &stats)
						f.restore()
					}
				})
			}
		})
	}
	t.Logf("checked %d structures: %d replaced, %d deleted and reinserted (%d compared byte for byte), %d moved and back (%d compared byte for byte)",
		stats.structures, stats.replaced, stats.reinserted, stats.reinsertedExact, stats.moved, stats.movedExact)
}

type propStats struct {
	mu                                                                   sync.Mutex
	structures, replaced, reinserted, reinsertedExact, moved, movedExact int
}

func (s *propStats) add(n *int) {
	s.mu.Lock()
	*n++
	s.mu.Unlock()
}

const maxCorpusFile = 200 << 10

// propFile is one corpus file copied into the workspace.
type propFile struct {
	t     *testing.T
	e     *structure.Editor
	root  *workspace.Root
	name  string // the copy's workspace-relative path
	abs   string
	rel   string // the corpus file's path in its corpus
	desc  string // the corpus file, for messages
	orig  []byte
	picks []int // the indexes of the top-level structures to check
}

// copyFile copies a corpus file into the workspace as the n-th of its
// language; nil for a file too large, with syntax errors, or whose copy
// cannot be read and parsed.
func copyFile(t *testing.T, root *workspace.Root, c corpus.Corpus, path string, n int) *propFile {
	name, rel, orig, ok := c.Copy(t, root.Dir(), path, n, maxCorpusFile)
	if !ok {
		return nil
	}
	f := &propFile{t: t, e: &structure.Editor{Root: root}, root: root, name: name, abs: filepath.Join(root.Dir(), filepath.FromSlash(name)),
		rel: rel, desc: c.Lang + ":" + rel, orig: orig}
	if tree := f.tree(); tree == nil || len(tree.Model.ParseErrors) > 0 {
		_ = os.Remove(f.abs)
		return nil
	}
	return f
}

// resolvesTo reports whether s's target names s alone.
func resolvesTo(tree *target.Tree, s *target.Structure) bool {
	r, err := tree.Resolve(s.Target())
	if err != nil {
		return false
	}
	a, b := r.Lines().Ints()
	c, d := s.Lines().Ints()
	return a == c && b == d
}

// tree reads the workspace copy and builds its structures; nil if it cannot.
func (f *propFile) tree() *target.Tree {
	wf, err := f.root.ReadFile(f.name)
	if err != nil {
		return nil
	}
	tree, err := f.e.Trees.Build(context.Background(), f.name, wf.Text) // the editor's cache, when it has one
	if err != nil {
		return nil
	}
	return tree
}

func (f *propFile) restore() {
	if err := os.WriteFile(f.abs, f.orig, 0o644); err != nil {
		f.t.Fatal(err)
	}
}

// ok checks that an operation succeeded without SYNTAX_BROKEN and left a
// file that parses, and returns the file's structures; nil if it did not.
func (f *propFile) ok(op, tgt string, res *structure.Result, err error) *target.Tree {
	f.t.Helper()
	if err != nil {
		f.t.Errorf("%s: %s %q failed: %v", f.desc, op, tgt, err)
		return nil
	}
	for _, w := range res.Warnings {
		if w.Type == structure.SyntaxBroken {
			now, _ := os.ReadFile(f.abs)
			f.t.Errorf("%s: %s %q warned %s: %s\n%s", f.desc, op, tgt, w.Type, w.Message, snippet(f.orig, now))
			return nil
		}
	}
	tree := f.tree()
	if tree == nil {
		f.t.Errorf("%s: after %s %q the file cannot be read or parsed", f.desc, op, tgt)
		return nil
	}
	if errs := tree.Model.ParseErrors; len(errs) > 0 {
		now, _ := os.ReadFile(f.abs)
		f.t.Errorf("%s: after %s %q the file has syntax errors at lines %v:\n%s", f.desc, op, tgt, errs, snippet(f.orig, now))
		return nil
	}
	return tree
}

// same reports an error unless the file is back to its original bytes.
func (f *propFile) same(what string) bool {
	f.t.Helper()
	now, err := os.ReadFile(f.abs)
	if err != nil {
		f.t.Fatal(err)
	}
	if bytes.Equal(now, f.orig) {
		return true
	}
	f.t.Errorf("%s: %s did not restore the file (-original +got):\n%s", f.desc, what, snippet(f.orig, now))
	return false
}

// snippet is the start of the unified diff between two versions of a file,
// with the first differing line named.
func snippet(a, b []byte) string {
	la, lb := strings.SplitAfter(string(a), "\n"), strings.SplitAfter(string(b), "\n")
	first := 1
	for first <= len(la) && first <= len(lb) && la[first-1] == lb[first-1] {
		first++
	}
	d := textedit.Unified("original", "got", a, b, 2)
	if d == "" {
		d = "(the texts differ only in bytes the line diff does not show)\n"
	}
	lines := strings.SplitAfter(d, "\n")
	if len(lines) > 30 {
		lines = append(lines[:30], fmt.Sprintf("... (%d more diff lines)\n", len(lines)-30))
	}
	return fmt.Sprintf("first differing line: %d\n%s", first, strings.Join(lines, ""))
}

// checkReplace: replace_structure with the structure's own text changes nothing.
func (f *propFile) checkReplace(tree *target.Tree, i int, stats *propStats) {
	tgt := tree.Root.Children[i].Target()
	text, ok := f.read(tgt)
	if !ok {
		return
	}
	stats.add(&stats.replaced)
	res, err := f.e.Replace(f.name, tgt, text, structure.Options{})
	if f.ok("replace_structure", tgt, res, err) != nil {
		f.same(fmt.Sprintf("replace_structure %q with its own text", tgt))
	}
}

func (f *propFile) read(tgt string) (string, bool) {
	f.t.Helper()
	res, err := f.e.Read(f.name, tgt)
	if err != nil {
		f.t.Errorf("%s: read_structure %q failed: %v", f.desc, tgt, err)
		return "", false
	}
	if len(res.Matches) != 1 || res.Fallback {
		f.t.Errorf("%s: read_structure %q found %d matches (fallback %v), want the one structure", f.desc, tgt, len(res.Matches), res.Fallback)
		return "", false
	}
	return res.Matches[0].Text, true
}

// checkReinsert: delete_structure, then insert_before_structure of the same
// text before the next sibling.
func (f *propFile) checkReinsert(tree *target.Tree, i int, stats *propStats) {
	kids := tree.Root.Children
	if i+1 >= len(kids) {
		return
	}
	s, next := kids[i], kids[i+1]
	tgt := s.Target()
	nextHead := own(tree, next)
	text, ok := f.read(tgt)
	if !ok {
		return
	}
	stats.add(&stats.reinserted)
	res, err := f.e.Delete(f.name, tgt, structure.Options{})
	after := f.ok("delete_structure", tgt, res, err)
	if after == nil {
		return
	}
	// The sibling's target is found again after the deletion: its label may
	// have carried an index that s shared.
	if i >= len(after.Root.Children) || own(after, after.Root.Children[i]) != nextHead {
		now, _ := os.ReadFile(f.abs)
		f.t.Errorf("%s: after delete_structure %q the next sibling is not where it was:\n%s", f.desc, tgt, snippet(f.orig, now))
		return
	}
	nt := after.Root.Children[i].Target()
	if !resolvesTo(after, after.Root.Children[i]) {
		return // a sibling that cannot be targeted alone
	}
	res, err = f.e.InsertBefore(f.name, nt, text, structure.Options{})
	if f.ok("insert_before_structure", nt, res, err) == nil || !regular(tree, i) {
		return
	}
	stats.add(&stats.reinsertedExact)
	f.same(fmt.Sprintf("delete_structure %q then insert_before_structure %q", tgt, nt))
}

// checkMove: move_structure_to_after the next sibling, then
// move_structure_to_before it, each target resolved in the file as it is.
func (f *propFile) checkMove(tree *target.Tree, i int, stats *propStats) {
	kids := tree.Root.Children
	if i+1 >= len(kids) || !resolvesTo(tree, kids[i+1]) {
		return
	}
	s, next := kids[i], kids[i+1]
	tgt, nt := s.Target(), next.Target()
	sHead, nextHead := own(tree, s), own(tree, next)
	stats.add(&stats.moved)
	res, err := f.e.Move(f.name, tgt, f.name, nt, structure.After, structure.Options{})
	moved := f.ok("move_structure_to_after", tgt, res, err)
	if moved == nil {
		return
	}
	mk := moved.Root.Children
	if i+1 >= len(mk) || own(moved, mk[i]) != nextHead || own(moved, mk[i+1]) != sHead {
		now, _ := os.ReadFile(f.abs)
		f.t.Errorf("%s: move_structure_to_after %q %q did not put it right after its sibling:\n%s", f.desc, tgt, nt, snippet(f.orig, now))
		return
	}
	if !resolvesTo(moved, mk[i]) || !resolvesTo(moved, mk[i+1]) {
		return
	}
	tgt2, nt2 := mk[i+1].Target(), mk[i].Target()
	res, err = f.e.Move(f.name, tgt2, f.name, nt2, structure.Before, structure.Options{})
	if f.ok("move_structure_to_before", tgt2, res, err) == nil || !regular(tree, i) {
		return
	}
	stats.add(&stats.movedExact)
	f.same(fmt.Sprintf("move_structure_to_after %q %q then move_structure_to_before %q %q", tgt, nt, tgt2, nt2))
}

// own is a structure's own text, from its first head to its end: what stays
// the same when a comment above it comes to count as its doc comment.
func own(tree *target.Tree, s *target.Structure) string {
	start := s.Start
	if len(s.Heads) > 0 {
		start = s.Heads[0]
	}
	return string(tree.Text[start:s.End])
}

// regular reports whether the blank lines around the i-th top-level
// structure are regular, so that taking it out and putting it back before
// its next sibling must give the file back: as many blank lines before it
// as after it, and as after the next sibling when that has a sibling after
// it; the gaps after it and after its next sibling hold only blank lines.
func regular(tree *target.Tree, i int) bool {
	kids := tree.Root.Children
	lines := strings.SplitAfter(string(tree.Text), "\n")
	blank := func(l int) bool { return strings.TrimSpace(lines[l-1]) == "" }
	before := 0
	for l, _ := kids[i].Lines().Ints(); l > 1 && blank(l-1); l-- {
		before++
	}
	// gap counts the lines between a and b, -1 when one is not blank.
	gap := func(a, b *target.Structure) int {
		_, end := a.Lines().Ints()
		start, _ := b.Lines().Ints()
		if start <= end {
			return -1
		}
		for l := end + 1; l < start; l++ {
			if !blank(l) {
				return -1
			}
		}
		return start - end - 1
	}
	after := gap(kids[i], kids[i+1])
	if after < 0 || after != before {
		return false
	}
	if i+2 < len(kids) && gap(kids[i+1], kids[i+2]) != after {
		return false
	}
	return true
}
