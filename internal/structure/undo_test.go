package structure_test

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/structure"
	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/workspace"
)

// TestUndoOnStandardLibraries: on files of the Go and Python standard
// libraries (25 of each, chosen with a fixed seed), replacing, deleting and
// moving a top-level structure, and a batch of all three, are each undone
// to the original bytes; so are the three single operations at once (undo
// of 3 steps); and an undo after another program changed the file refuses
// with FILE_CHANGED and leaves the file as that program left it.
func TestUndoOnStandardLibraries(t *testing.T) {
	perLang := 25
	if testing.Short() {
		perLang = 5
	}
	t.Setenv("LOCUS_STATE_DIR", t.TempDir())
	root, err := workspace.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	probe := map[string]string{
		"go":     "// undoProbe stands in for the structure.\nfunc undoProbe() int {\n\treturn 42\n}\n",
		"python": "def undo_probe():\n    \"\"\"Stands in for the structure.\"\"\"\n    return 42\n",
	}
	checked := 0
	for _, c := range corpus.Standard(t) {
		files := c.Files()
		rng := rand.New(rand.NewSource(3))
		n := 0
		for _, i := range rng.Perm(len(files)) {
			if n == perLang {
				break
			}
			f := copyFile(t, root, c, files[i], n)
			if f == nil {
				continue
			}
			tree := f.tree()
			var picks []int
			for j, s := range tree.Root.Children {
				// Targets without an index ("name[2]"), which the edits
				// before would shift.
				if j+1 < len(tree.Root.Children) && plain(tree, s) && plain(tree, tree.Root.Children[j+1]) {
					picks = append(picks, j)
				}
			}
			if len(picks) == 0 {
				os.Remove(f.abs)
				continue
			}
			n++
			f.t = t
			kids := tree.Root.Children
			j := picks[rng.Intn(len(picks))]
			tgt, next := kids[j].Target(), kids[j+1].Target()
			edits := []structure.Edit{
				{Op: "replace_structure", Path: f.name, Target: tgt, Content: probe[c.Lang]},
				{Op: "move_structure_to_file_end", SourcePath: f.name, SourceTarget: next, DestPath: f.name},
				{Op: "delete_structure", Path: f.name, Target: "undoProbe"},
			}
			if c.Lang == "python" {
				edits[2].Target = "undo_probe"
			}
			undoBack := func(what string, steps int) {
				t.Helper()
				if _, err := root.Undo(steps, false); err != nil {
					t.Fatalf("%s: undo of %s: %v", f.desc, what, err)
				}
				f.same("undo of " + what)
			}
			run := func(what string, op func() (*structure.Result, error)) {
				t.Helper()
				if _, err := op(); err != nil {
					t.Fatalf("%s: %s: %v", f.desc, what, err)
				}
			}
			e := f.e
			r := fmt.Sprintf("replace_structure %q", tgt)
			run(r, func() (*structure.Result, error) { return e.Replace(f.name, tgt, probe[c.Lang], structure.Options{}) })
			undoBack(r, 1)
			d := fmt.Sprintf("delete_structure %q", tgt)
			run(d, func() (*structure.Result, error) { return e.Delete(f.name, tgt, structure.Options{}) })
			undoBack(d, 1)
			m := fmt.Sprintf("move_structure_to_after %q %q", tgt, next)
			run(m, func() (*structure.Result, error) {
				return e.Move(f.name, tgt, f.name, next, structure.After, structure.Options{})
			})
			undoBack(m, 1)
			if _, err := e.Batch(edits, structure.Options{}); err != nil {
				t.Fatalf("%s: the batch: %v", f.desc, err)
			}
			undoBack("the batch", 1)
			// An edit that leaves the file as it is (the last structure
			// moved to the file's end) is no transaction to undo.
			last := newestID(t, root)
			for _, ed := range edits {
				sequential(t, e, []structure.Edit{ed})
			}
			undoBack("three operations", int(newestID(t, root)-last))

			// Another program's change since: undo refuses and keeps it.
			run(d, func() (*structure.Result, error) { return e.Delete(f.name, tgt, structure.Options{}) })
			theirs := append(readAll(t, f.abs), "\n// changed by another program\n"...)
			if err := os.WriteFile(f.abs, theirs, 0o644); err != nil {
				t.Fatal(err)
			}
			if _, err := root.Undo(1, false); fault.CodeOf(err) != fault.FileChanged {
				t.Fatalf("%s: undo after another program's change: %v, want FILE_CHANGED", f.desc, err)
			}
			if !bytes.Equal(readAll(t, f.abs), theirs) {
				t.Fatalf("%s: a refused undo changed the file", f.desc)
			}
			f.restore()
			checked++
		}
	}
	t.Logf("%d files: each replaced, deleted, moved, batched, and all three at once, undone byte for byte", checked)
}

// plain reports whether s's target names s alone, without an index.
func plain(tree *target.Tree, s *target.Structure) bool {
	return resolvesTo(tree, s) && !strings.Contains(s.Target(), "[")
}

// newestID is the number of the journal's newest transaction.
func newestID(t *testing.T, root *workspace.Root) int64 {
	t.Helper()
	h, err := root.History()
	if err != nil || len(h) == 0 {
		t.Fatalf("the journal: %d entries, %v", len(h), err)
	}
	return h[0].ID
}

func readAll(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Clean(path))
	if err != nil {
		t.Fatal(err)
	}
	return b
}
