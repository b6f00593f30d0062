package cli

import (
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/locus-dev/locus/internal/tools"
)

// families are the tables of the commands that are views of tools.
var families = map[string]*family{
	"ask": askViews, "struct": structViews, "symbols": symbolsViews,
	"read": readViews, "undo": undoViews, "locate": locateViews,
}

// TestEveryToolHasACommand: each registered tool is run by some command
// (edit_batch by `locus struct batch`, which reads its JSON), so that a
// tool added to the list without a command line fails here.
func TestEveryToolHasACommand(t *testing.T) {
	has := map[string]bool{"edit_batch": true}
	for _, fam := range families {
		for _, v := range fam.views {
			has[v.tool] = true
			for _, tool := range v.also {
				has[tool] = true
			}
		}
	}
	for _, tool := range tools.All() {
		if !has[tool.Name] {
			t.Errorf("the tool %s has no command; add a view of it to a family's table", tool.Name)
		}
	}
}

// TestViewsFitTheirTools: a view's positional arguments are parameters of
// its tool, and every parameter its tool requires is a positional argument
// or a flag of its family.
func TestViewsFitTheirTools(t *testing.T) {
	for name, fam := range families {
		flags := fam.flags()
		byParam := map[string]bool{}
		for _, f := range flags {
			byParam[f.param] = true
		}
		for _, v := range fam.views {
			schema := tools.Lookup(v.tool).InputSchema()
			for _, p := range v.params {
				if schema.Properties[strings.TrimSuffix(p, "?")] == nil {
					t.Errorf("%s: %q takes %s, which %s does not have", name, v.command, p, v.tool)
				}
			}
			for _, p := range schema.Required {
				if !slices.Contains(v.params, p) && !byParam[p] {
					t.Errorf("%s: %q cannot give %s, which %s requires", name, v.command, p, v.tool)
				}
			}
		}
	}
}

// TestDerivedFlags holds each family's flags, derived from its tools'
// schemas, to the command line's words for their parameters.
func TestDerivedFlags(t *testing.T) {
	want := map[string][]string{
		"ask": {"action=apply", "apply=apply", "depth=depth", "kind=kind", "lines-only=lines_only", "locate=locate", "max=max_items", "mode=mode",
			"no-declaration=include_declaration", "offset=offset", "path=path", "source=source", "tokens=max_tokens"},
		"struct":  {"content=content", "dry-run=dry_run", "expected-count=expected_count", "new=new_text", "old=old_text", "reject-syntax-errors=reject_syntax_errors"},
		"symbols": {"children=return_children", "format=format", "hover=include_hover", "index-base=index_base"},
		"read":    {"end=end_line", "recursive=recursive", "skeleton=skeleton", "start=start_line", "target=target"},
		"undo":    {"dry-run=dry_run", "list=list", "steps=steps"},
		"locate":  nil,
	}
	for name, fam := range families {
		var got []string
		for flag, p := range fam.flags() {
			got = append(got, flag+"="+p.param)
		}
		sort.Strings(got)
		if diff := cmp.Diff(want[name], got); diff != "" {
			t.Errorf("%s: flags (-want +got)\n%s", name, diff)
		}
	}
}

// TestTextNotUTF8: text that is not UTF-8 is refused before the call (JSON
// would carry it as U+FFFD, which would be written), the file unchanged.
func TestTextNotUTF8(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.go", goSrc)
	write(t, dir, "new.txt", "func F() int { return \"\xe9\" }\n")
	_, stderr, code := run(t, dir, "", "struct", "replace", "a.go", "F", "--content-file", "new.txt")
	if code != 2 || !strings.Contains(stderr, "not UTF-8") {
		t.Errorf("exit %d, stderr %q; want 2 and not UTF-8", code, stderr)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "a.go")); string(b) != goSrc {
		t.Errorf("a.go changed:\n%s", b)
	}
}

// TestLocateAnyFile: locate is a view of the locate tool, so a SPEC that
// names no file (*:SYMBOL) finds it through the index, as its usage says.
func TestLocateAnyFile(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "p/a.go", goSrc)
	out, stderr, code := run(t, dir, "", "locate", "*:T.M")
	if code != 0 || !strings.HasPrefix(out, "p/a.go:") {
		t.Errorf("exit %d, stderr %q, out %q; want p/a.go:LINE:COLUMN", code, stderr, out)
	}
}
