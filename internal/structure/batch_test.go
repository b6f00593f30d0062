package structure_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/structure"
	"github.com/locus-dev/locus/internal/workspace"
)

// batchFiles are three files in three languages; b.py has CRLF line
// endings and a BOM, which a batch must keep (and a failed one leave).
var batchFiles = map[string]string{
	"a.go": `package shop

import "fmt"

// Cart holds items.
type Cart struct {
	items []string
}

// Add adds an item.
func (c *Cart) Add(item string) {
	c.items = append(c.items, item)
}

// Total counts the items.
func (c *Cart) Total() int {
	if len(c.items) == 0 {
		return 0
	}
	return len(c.items)
}

func main() {
	fmt.Println("cart")
}
`,
	"b.py": "\ufeff" + strings.ReplaceAll(`"""Billing."""


def price(n):
    return n * 2


class Invoice:
    def __init__(self):
        self.items = []

    def total(self):
        return sum(self.items)

    def render(self):
        return "invoice"
`, "\n", "\r\n"),
	"c.md": `# Shop

## Install

Run it.

## Usage

Call it.
`,
}

// batchEdits is a batch across the three files in which later edits name
// what earlier ones inserted (2 edits Cart.Clear, made by 1; 9 edits
// Invoice.count, made by 4).
func batchEdits() []structure.Edit {
	two := 2
	return []structure.Edit{
		{Op: "insert_after_structure", Path: "a.go", Target: "Cart.Add", Content: "// Clear empties the cart.\nfunc (c *Cart) Clear() {\n\tc.items = nil\n}\n"},
		{Op: "replace_text_in_structure", Path: "a.go", Target: "Cart.Clear", OldText: "nil", NewText: "c.items[:0]"},
		{Op: "replace_structure", Path: "b.py", Target: "price", Content: "def price(n):\n    return n * 3\n"},
		{Op: "insert_before_structure", Path: "b.py", Target: "Invoice.render", Content: "def count(self):\n    return 0\n"},
		{Op: "replace_all_text_in_structure", Path: "a.go", Target: "Cart.Total", OldText: "len(c.items)", NewText: "len(c.items[:])", ExpectedCount: &two},
		{Op: "delete_structure", Path: "c.md", Target: "Shop.Usage"},
		{Op: "insert_after_structure", Path: "c.md", Target: "Shop\nInstall", Content: "## Test\n\nRun the tests.\n"},
		{Op: "move_structure_to_before", SourcePath: "a.go", SourceTarget: "Cart.Total", DestPath: "a.go", DestTarget: "Cart.Add"},
		{Op: "replace_text_in_structure", Path: "b.py", Target: "Invoice.count", OldText: "0", NewText: "len(self.items)"},
	}
}

// batchRoot writes files into a new workspace with its own journal.
func batchRoot(t *testing.T, files map[string]string) *workspace.Root {
	t.Helper()
	t.Setenv("LOCUS_STATE_DIR", t.TempDir())
	dir := t.TempDir()
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// snapshot is every file under dir, by slash path.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(dir, p)
		if d.IsDir() {
			if rel != "." {
				out[filepath.ToSlash(rel)+"/"] = ""
			}
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		out[filepath.ToSlash(rel)] = string(b)
		return nil
	})
	return out
}

// sequential applies the edits one by one, each as a single operation.
func sequential(t *testing.T, e *structure.Editor, edits []structure.Edit) {
	t.Helper()
	var o structure.Options
	for i, ed := range edits {
		var err error
		switch ed.Op {
		case "replace_structure":
			_, err = e.Replace(ed.Path, ed.Target, ed.Content, o)
		case "delete_structure":
			_, err = e.Delete(ed.Path, ed.Target, o)
		case "insert_before_structure":
			_, err = e.InsertBefore(ed.Path, ed.Target, ed.Content, o)
		case "insert_after_structure":
			_, err = e.InsertAfter(ed.Path, ed.Target, ed.Content, o)
		case "replace_text_in_structure":
			_, err = e.ReplaceText(ed.Path, ed.Target, ed.OldText, ed.NewText, o)
		case "replace_all_text_in_structure":
			_, err = e.ReplaceAllText(ed.Path, ed.Target, ed.OldText, ed.NewText, ed.ExpectedCount, o)
		case "move_structure_to_before":
			_, err = e.Move(ed.SourcePath, ed.SourceTarget, ed.DestPath, ed.DestTarget, structure.Before, o)
		case "move_structure_to_after":
			_, err = e.Move(ed.SourcePath, ed.SourceTarget, ed.DestPath, ed.DestTarget, structure.After, o)
		case "move_structure_to_file_start":
			_, err = e.Move(ed.SourcePath, ed.SourceTarget, ed.DestPath, "", structure.FileStart, o)
		case "move_structure_to_file_end":
			_, err = e.Move(ed.SourcePath, ed.SourceTarget, ed.DestPath, "", structure.FileEnd, o)
		default:
			t.Fatalf("no operation %s", ed.Op)
		}
		if err != nil {
			t.Fatalf("edit %d (%s) as a single operation: %v", i+1, ed, err)
		}
	}
}

// TestBatchEqualsSequence: a batch writes what its edits write one by one
// (each resolved against what the ones before left), as one transaction
// that undo takes back whole.
func TestBatchEqualsSequence(t *testing.T) {
	one := batchRoot(t, batchFiles)
	sequential(t, &structure.Editor{Root: one}, batchEdits())
	want := snapshot(t, one.Dir())

	root := batchRoot(t, batchFiles)
	res, err := (&structure.Editor{Root: root}).Batch(batchEdits(), structure.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, snapshot(t, root.Dir())); diff != "" {
		t.Errorf("the batch wrote otherwise than its edits one by one (-sequence +batch):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"a.go", "b.py", "c.md"}, res.Files); diff != "" || len(res.Edits) != 9 || len(res.Warnings) != 0 {
		t.Errorf("files (-want +got): %s; %d edit results; warnings %v", diff, len(res.Edits), res.Warnings)
	}
	if !strings.HasPrefix(want["b.py"], "\ufeff") || strings.Count(want["b.py"], "\r\n") != strings.Count(want["b.py"], "\n") {
		t.Errorf("b.py lost its BOM or CRLF line endings:\n%q", want["b.py"])
	}
	h, err := root.History()
	if err != nil || len(h) != 1 || h[0].Op != "edit_batch" || !slices.Equal(h[0].Paths(), []string{"a.go", "b.py", "c.md"}) {
		t.Fatalf("history = %v, %v; want one edit_batch of the three files", h, err)
	}
	if _, err := root.Undo(1, false); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(snapshot(t, batchRoot(t, batchFiles).Dir()), snapshot(t, root.Dir())); diff != "" {
		t.Errorf("undo of the batch did not restore the files (-original +got):\n%s", diff)
	}
}

// TestBatchFailureWritesNothing: whichever edit K of the batch fails, for
// whatever reason, the error carries its code and says which edit, and all
// three files stay byte for byte as they were, with nothing journalled.
func TestBatchFailureWritesNothing(t *testing.T) {
	type breakage struct {
		name string
		code fault.Code
		do   func(*structure.Edit)
	}
	missing := breakage{"target", fault.TargetNotFound, func(ed *structure.Edit) {
		if ed.SourceTarget != "" {
			ed.SourceTarget = "NoSuchThing"
		} else {
			ed.Target = "NoSuchThing"
		}
	}}
	cases := map[int][]breakage{}
	for k := 1; k <= len(batchEdits()); k++ {
		cases[k] = []breakage{missing}
	}
	cases[2] = append(cases[2], breakage{"old-text", fault.TextNotFound, func(ed *structure.Edit) { ed.OldText = "absent" }})
	cases[3] = append(cases[3], breakage{"empty-content", fault.InvalidArgument, func(ed *structure.Edit) { ed.Content = " " }})
	cases[5] = append(cases[5], breakage{"count", fault.CountMismatch, func(ed *structure.Edit) { n := 5; ed.ExpectedCount = &n }})
	cases[8] = append(cases[8], breakage{"into-itself", fault.InvalidArgument, func(ed *structure.Edit) { ed.DestTarget = "Cart.Total" }})
	cases[9] = append(cases[9], breakage{"ambiguous", fault.TextAmbiguous, func(ed *structure.Edit) { ed.OldText = "e" }})
	cases[6] = append(cases[6], breakage{"unknown-op", fault.InvalidArgument, func(ed *structure.Edit) { ed.Op = "rename_structure" }})
	for k := 1; k <= len(batchEdits()); k++ {
		for _, b := range cases[k] {
			t.Run(fmt.Sprintf("edit%d-%s", k, b.name), func(t *testing.T) {
				root := batchRoot(t, batchFiles)
				before := snapshot(t, root.Dir())
				edits := batchEdits()
				b.do(&edits[k-1])
				_, err := (&structure.Editor{Root: root}).Batch(edits, structure.Options{})
				e, ok := fault.As(err)
				if !ok || e.Code != b.code {
					t.Fatalf("error = %v, want %s", err, b.code)
				}
				if want := fmt.Sprintf("edit %d of %d (%s", k, len(edits), edits[k-1].Op); !strings.HasPrefix(e.Message, want) {
					t.Errorf("the message does not start with %q: %s", want, e.Message)
				}
				which, _ := e.Details["failed_edit"].(map[string]any)
				if which["index"] != k || which["op"] != edits[k-1].Op || e.Details["state"] != fault.StateUnchanged {
					t.Errorf("details = %v", e.Details)
				}
				if diff := cmp.Diff(before, snapshot(t, root.Dir())); diff != "" {
					t.Errorf("a failed batch changed files (-before +after):\n%s", diff)
				}
				if h, _ := root.History(); len(h) != 0 {
					t.Errorf("a failed batch was journalled: %v", h)
				}
			})
		}
	}
	t.Run("final-syntax", func(t *testing.T) {
		root := batchRoot(t, batchFiles)
		before := snapshot(t, root.Dir())
		edits := append(batchEdits(), structure.Edit{Op: "replace_structure", Path: "a.go", Target: "main", Content: "func main() {\n\tfmt.Println(\n}\n"})
		_, err := (&structure.Editor{Root: root}).Batch(edits, structure.Options{RejectSyntaxErrors: true})
		e, ok := fault.As(err)
		if !ok || e.Code != fault.ParserFailed || !strings.Contains(e.Message, "the batch would leave syntax errors in a.go") || !strings.Contains(e.Message, "last changed by edit 10, replace_structure") {
			t.Fatalf("error = %v", err)
		}
		if diff := cmp.Diff(before, snapshot(t, root.Dir())); diff != "" {
			t.Errorf("a refused batch changed files (-before +after):\n%s", diff)
		}
	})
}

// TestBatchBuildsOnItsEdits: inserts, then a replace of what was inserted,
// then a move of it into a file the batch creates and an edit of it there;
// a dry run shows the whole batch as one diff and writes nothing.
func TestBatchBuildsOnItsEdits(t *testing.T) {
	edits := []structure.Edit{
		{Op: "insert_after_structure", Path: "a.go", Target: "Cart.Add", Content: "func (c *Cart) Clear() {\n\tc.items = nil\n}\n"},
		{Op: "insert_before_structure", Path: "./a.go", Target: "Cart.Clear", Content: "func (c *Cart) Reset() {\n\tc.Clear()\n}\n"},
		{Op: "replace_structure", Path: "a.go", Target: "Cart.Clear", Content: "// Clear empties the cart.\nfunc (c *Cart) Clear() {\n\tc.items = c.items[:0]\n}\n"},
		{Op: "move_structure_to_file_end", SourcePath: "b.py", SourceTarget: "price", DestPath: "lib/prices.py"},
		{Op: "insert_after_structure", Path: "lib/prices.py", Target: "price", Content: "def discount(n):\n    return price(n) - 1\n"},
		{Op: "replace_text_in_structure", Path: "lib/prices.py", Target: "price", OldText: "n * 2", NewText: "n * 4"},
	}
	root := batchRoot(t, batchFiles)
	before := snapshot(t, root.Dir())
	e := &structure.Editor{Root: root}
	res, err := e.Batch(edits, structure.Options{DryRun: true})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(before, snapshot(t, root.Dir())); diff != "" {
		t.Errorf("a dry run changed files:\n%s", diff)
	}
	for _, want := range []string{"--- a/a.go\n+++ b/a.go\n", "--- a/b.py\n", "--- /dev/null\n+++ b/lib/prices.py\n", "+func (c *Cart) Reset() {", "+\tc.items = c.items[:0]"} {
		if !strings.Contains(res.Diff, want) {
			t.Errorf("the dry run's diff lacks %q:\n%s", want, res.Diff)
		}
	}
	if _, err := e.Batch(edits, structure.Options{}); err != nil {
		t.Fatal(err)
	}
	after := snapshot(t, root.Dir())
	wantA := strings.Replace(batchFiles["a.go"], "\tc.items = append(c.items, item)\n}\n", "\tc.items = append(c.items, item)\n}\n\n"+
		"func (c *Cart) Reset() {\n\tc.Clear()\n}\n\n// Clear empties the cart.\nfunc (c *Cart) Clear() {\n\tc.items = c.items[:0]\n}\n", 1)
	if diff := cmp.Diff(wantA, after["a.go"]); diff != "" {
		t.Errorf("a.go (-want +got):\n%s", diff)
	}
	wantLib := "def price(n):\n    return n * 4\n\ndef discount(n):\n    return price(n) - 1\n"
	if diff := cmp.Diff(wantLib, after["lib/prices.py"]); diff != "" {
		t.Errorf("lib/prices.py (-want +got):\n%s", diff)
	}
	if _, err := root.Undo(1, false); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(before, snapshot(t, root.Dir())); diff != "" {
		t.Errorf("undo left (-before +after):\n%s", diff)
	}
}
