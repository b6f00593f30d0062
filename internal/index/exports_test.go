package index

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/xref"
)

// ownDefaults reads the export statements that make a name of the file
// the module's default apart from its definition, and only those: an
// object, a member, a call or an anonymous class after export default is
// no name of the file (""), a re-export from another module and an alias
// other than default are no default of the file's own.
func TestOwnDefaults(t *testing.T) {
	for _, c := range []struct {
		src  string
		want []xref.Import
	}{
		{"function f () {}\nexport default f;\n", []xref.Import{{Symbol: "default", Name: "f", Line: 2}}},
		{"function f () {}\nexport default f // the parser\n", []xref.Import{{Symbol: "default", Name: "f", Line: 2}}},
		{"function f(){}export default f;function g(){}", []xref.Import{{Symbol: "default", Name: "f", Line: 1}}},
		{"function f () {}\nexport default f;\nconst x = { default: f }\n", []xref.Import{{Symbol: "default", Name: "f", Line: 2}}},
		{"function f () {}\nexport { f as default }\n", []xref.Import{{Symbol: "default", Name: "f", Line: 2}}},
		{"function f () {}\nfunction g () {}\nexport {\n  g,\n  f as\n    default,\n}\n", []xref.Import{{Symbol: "default", Name: "f", Line: 5}}},
		{"function f () {}\nexport default { f }\n", []xref.Import{{Symbol: "default", Line: 2}}},
		{"const o = {}\nexport default o.f\n", []xref.Import{{Symbol: "default", Line: 2}}},
		{"function f () {}\nexport default f()\n", []xref.Import{{Symbol: "default", Line: 2}}},
		{"export default class {}\n", []xref.Import{{Symbol: "default", Line: 1}}},
		{"function f () {}\nexport { f as defaults }\n", nil},
		{"export { f as default } from './g'\n", nil},
		{"export default function f () {}\n", nil}, // the definition itself: its symbol says so
	} {
		for _, file := range []string{"m.js", "m.ts"} {
			lang := syntax.ForPath(file, nil)
			var occs []xref.Occurrence
			d, err := extract(context.Background(), lang, file, []byte(c.src), &occs)
			if err != nil {
				t.Fatal(err)
			}
			var got []xref.Import
			for _, imp := range d.imports {
				if imp.Path == "" {
					got = append(got, imp)
				}
			}
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("%s:\n%s\n(-want +got):\n%s", file, c.src, diff)
			}
		}
	}
}
