package xref_test

import (
	"fmt"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/locus-dev/locus/internal/golden"
	"github.com/locus-dev/locus/internal/xref"
)

// TestScopesGolden extracts the first file of each
// testdata/scopes/*.txtar archive and compares its declarations with the
// archive's scopes.txt: one line per declaration, line:col name, then the
// lines of the block that bounds its local's scope, and where the local
// comes into scope when its declaration's end says (Go's x := f()).
// -update rewrites them.
func TestScopesGolden(t *testing.T) {
	golden.Outputs(t, "testdata/scopes/*.txtar", func(t *testing.T, input txtar.File) []golden.Output {
		occs, _ := extract(t, input.Name, input.Data)
		var b strings.Builder
		for _, o := range occs {
			if o.Role != xref.Decl {
				continue
			}
			fmt.Fprintf(&b, "%d:%d %s", o.Line, o.Col, o.Name)
			if o.Scope[0] != 0 {
				fmt.Fprintf(&b, " block %d-%d", o.Scope[0], o.Scope[1])
			}
			if o.Visible[0] != 0 {
				fmt.Fprintf(&b, " from %d:%d", o.Visible[0], o.Visible[1])
			}
			b.WriteByte('\n')
		}
		return []golden.Output{{Name: "scopes.txt", Got: b.String()}}
	})
}
