package index

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/xref"
)

// ownExports reads what the export statements of a file export apart from
// the definitions, and only that: an object, a member, a call or an
// anonymous class after export default or export = is no name of the
// file (""); the names of an export clause are exported under their
// alias; an export ... from exports the name it binds, and so does
// export * as ns from, while export * from exports no name of its own
// (its import says it); a name in an object literal or a declaration is
// no export of a clause.
func TestOwnExports(t *testing.T) {
	for _, c := range []struct {
		src  string
		want []xref.Import
	}{
		{"function f () {}\nexport default f;\n", []xref.Import{{Symbol: "default", Name: "f", Line: 2}}},
		{"function f () {}\nexport default f // the parser\n", []xref.Import{{Symbol: "default", Name: "f", Line: 2}}},
		{"function f(){}export default f;function g(){}", []xref.Import{{Symbol: "default", Name: "f", Line: 1}}},
		{"function f () {}\nexport default f;\nconst x = { default: f }\n", []xref.Import{{Symbol: "default", Name: "f", Line: 2}}},
		{"function f () {}\nexport { f as default }\n", []xref.Import{{Symbol: "default", Name: "f", Line: 2}}},
		{"function f () {}\nfunction g () {}\nexport {\n  g,\n  f as\n    default,\n}\n",
			[]xref.Import{{Symbol: "g", Name: "g", Line: 4}, {Symbol: "default", Name: "f", Line: 5}}},
		{"function f () {}\nexport default { f }\n", []xref.Import{{Symbol: "default", Line: 2}}},
		{"const o = {}\nexport default o.f\n", []xref.Import{{Symbol: "default", Line: 2}}},
		{"function f () {}\nexport default f()\n", []xref.Import{{Symbol: "default", Line: 2}}},
		{"export default class {}\n", []xref.Import{{Symbol: "default", Line: 1}}},
		{"function f () {}\nexport { f as defaults }\n", []xref.Import{{Symbol: "defaults", Name: "f", Line: 2}}},
		{"function f () {}\nconst g = 1\nexport { f, g as h }\nconst o = { f, g }\n",
			[]xref.Import{{Symbol: "f", Name: "f", Line: 3}, {Symbol: "h", Name: "g", Line: 3}}},
		{"import { f } from './g'\nexport function h () { return { f } }\n", nil},
		{"export { f as default } from './g'\n", []xref.Import{{Symbol: "default", Name: "default", Line: 1}}},
		{"export { f, g as h } from './g'\n", []xref.Import{{Symbol: "f", Name: "f", Line: 1}, {Symbol: "h", Name: "h", Line: 1}}},
		{"export * from './g'\nexport * as ns from './n'\n", []xref.Import{{Symbol: "ns", Name: "ns", Line: 2}}},
		{"function f () {}\nexport = f;\n", []xref.Import{{Symbol: "=", Name: "f", Line: 2}}},
		{"const o = { f () {} }\nexport = o.f\n", []xref.Import{{Symbol: "=", Line: 2}}},
		{"export default function f () {}\n", nil}, // the definition itself: its symbol says so
	} {
		for _, file := range []string{"m.js", "m.ts"} {
			if strings.Contains(c.src, "export =") && file == "m.js" {
				continue // TypeScript's
			}
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
