package outline_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/golden"
	"github.com/locus-dev/locus/internal/outline"
	"github.com/locus-dev/locus/internal/syntax"
)

// TestTreeIntact: the outline only reads the tree. A node keeps the list
// Children answers and hands the same one out again, so an append into a
// part of it would change the tree the readers after the outline see
// (target.Build walks it next): the whole tree, read before and after
// FromTree, is the same, for the first file of each golden archive and a
// YAML file whose comments a block holds (the case that did change it).
func TestTreeIntact(t *testing.T) {
	type input struct {
		name string
		data []byte
	}
	inputs := []input{{"comments.yaml", []byte("server:\n  port: 80\n# The log level.\nlevel: info\n# orphan\n\nother: 1\n")}}
	for _, path := range golden.Glob(t, "testdata/golden/*.txtar") {
		f := golden.Read(t, path).Files[0]
		inputs = append(inputs, input{f.Name, f.Data})
	}
	for _, in := range inputs {
		lang := syntax.ForPath(in.name, in.data)
		if lang == nil {
			continue
		}
		err := lang.Parse(in.data, func(root syntax.Node) error {
			before := describeTree(root)
			outline.FromTree(lang, in.name, in.data, root)
			if after := describeTree(root); after != before {
				t.Errorf("%s: the tree read after the outline differs from the tree read before it", in.name)
			}
			return nil
		})
		if err != nil {
			t.Fatalf("%s: %v", in.name, err)
		}
	}
}

// describeTree writes every node under n, depth first.
func describeTree(n syntax.Node) string {
	var b strings.Builder
	var walk func(n syntax.Node, depth int)
	walk = func(n syntax.Node, depth int) {
		fmt.Fprintf(&b, "%*s%s %d-%d\n", depth, "", n.Type(), n.StartByte(), n.EndByte())
		for _, c := range n.Children() {
			walk(c, depth+1)
		}
	}
	walk(n, 0)
	return b.String()
}
