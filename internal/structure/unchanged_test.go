package structure_test

import (
	"bytes"
	"math/rand"
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/structure"
	"github.com/locus-dev/locus/internal/workspace"
)

// TestEditAlreadyThere: on files of the Go and Python standard libraries
// (10 of each, chosen with a fixed seed), an edit whose result is the
// file's text (a structure replaced with the text read_structure gives of
// it, the text inside it replaced with itself, a batch of both, a dry run)
// is no change: the result says the file already holds it, the file is
// the one on disk before (not even replaced by the same bytes), and the
// journal holds no step for undo. An edit that does change the file after
// them is journalled as usual.
func TestEditAlreadyThere(t *testing.T) {
	t.Setenv("LOCUS_STATE_DIR", t.TempDir())
	root, err := workspace.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	e := &structure.Editor{Root: root}
	checked := 0
	for _, c := range corpus.Standard(t) {
		files := c.Files()
		rng := rand.New(rand.NewSource(7))
		n := 0
		for _, i := range rng.Perm(len(files)) {
			if n == 10 {
				break
			}
			f := copyFile(t, root, c, files[i], n)
			if f == nil {
				continue
			}
			kids := f.tree().Root.Children
			s := kids[len(kids)-1]
			if !plain(f.tree(), s) {
				os.Remove(f.abs)
				continue
			}
			n++
			tgt := s.Target()
			read, err := e.Read(f.name, tgt)
			if err != nil {
				t.Fatalf("%s: read %q: %v", f.desc, tgt, err)
			}
			text := read.Matches[0].Text
			before, err := os.Stat(f.abs)
			if err != nil {
				t.Fatal(err)
			}
			same := func(op string, run func() (*structure.Result, error)) {
				t.Helper()
				res, err := run()
				if err != nil {
					t.Fatalf("%s: %s %q: %v", f.desc, op, tgt, err)
				}
				if diff := cmp.Diff([]string{f.name}, res.Unchanged); diff != "" || len(res.Files) > 0 {
					t.Errorf("%s: %s %q: unchanged (-want +got):\n%s; files %v", f.desc, op, tgt, diff, res.Files)
				}
				if want := "no change: " + f.name + " already holds this text\n"; res.Text() != want {
					t.Errorf("%s: %s %q: text %q, want %q", f.desc, op, tgt, res.Text(), want)
				}
			}
			same("replace_structure", func() (*structure.Result, error) {
				return e.Replace(f.name, tgt, text, structure.Options{})
			})
			same("replace_structure dry run", func() (*structure.Result, error) {
				return e.Replace(f.name, tgt, text, structure.Options{DryRun: true})
			})
			same("replace_text_in_structure", func() (*structure.Result, error) {
				return e.ReplaceText(f.name, tgt, text, text, structure.Options{})
			})
			batch, err := e.Batch([]structure.Edit{
				{Op: "replace_structure", Path: f.name, Target: tgt, Content: text},
				{Op: "replace_text_in_structure", Path: f.name, Target: tgt, OldText: text, NewText: text},
			}, structure.Options{})
			if err != nil {
				t.Fatalf("%s: batch: %v", f.desc, err)
			}
			if len(batch.Files) > 0 {
				t.Errorf("%s: a batch that changes nothing wrote %v", f.desc, batch.Files)
			}
			after, err := os.Stat(f.abs)
			if err != nil {
				t.Fatal(err)
			}
			if !os.SameFile(before, after) || !bytes.Equal(readAll(t, f.abs), f.orig) {
				t.Errorf("%s: the file was written", f.desc)
			}
			if h, err := root.History(); err != nil || len(h) > 0 {
				t.Errorf("%s: the journal holds %d entries (%v); want none", f.desc, len(h), err)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no file was checked")
	}
	// A change is still written and journalled.
	f := copyFile(t, root, corpus.Standard(t)[0], corpus.Standard(t)[0].Files()[0], 99)
	if f == nil {
		return
	}
	kids := f.tree().Root.Children
	if _, err := e.Delete(f.name, kids[len(kids)-1].Target(), structure.Options{}); err != nil {
		t.Fatal(err)
	}
	if h, err := root.History(); err != nil || len(h) != 1 {
		t.Errorf("after a delete the journal holds %d entries (%v); want 1", len(h), err)
	}
}
