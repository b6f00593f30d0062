package xref_test

import (
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/golden"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/textpos"
	"github.com/locus-dev/locus/internal/xref"
)

// FuzzExtract parses any bytes as any language and checks what Extract
// returns: it never panics, occurrences are in source order, each name is
// the text at its offset, and its line and column are the ones textpos
// gives that offset (xref counts them on as it walks, in one pass).
// The seeds are the golden inputs, each tried in every language.
func FuzzExtract(f *testing.F) {
	names := syntax.Names()
	for _, path := range golden.Glob(f, "testdata/golden/*.txtar") {
		ar := golden.Read(f, path)
		for i := range names {
			f.Add(uint8(i), ar.Files[0].Data)
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, text []byte) {
		lang := syntax.Lookup(names[int(which)%len(names)])
		var occs []xref.Occurrence
		var imps []xref.Import
		lang.Parse(text, func(root syntax.Node) error {
			occs, imps = xref.Extract(lang, text, root)
			return nil
		})
		checkOccurrences(t, lang.Name(), text, occs)
		lines := strings.Count(string(text), "\n") + 1
		for _, imp := range imps {
			if imp.Line < 1 || imp.Line > lines {
				t.Errorf("%s: import %+v: line out of 1..%d", lang.Name(), imp, lines)
			}
		}
	})
}

// checkOccurrences checks the invariants of Extract's occurrences.
func checkOccurrences(t *testing.T, lang string, text []byte, occs []xref.Occurrence) {
	t.Helper()
	m := textpos.NewMapper(text)
	last, lastRole := -1, xref.Ref
	for _, o := range occs {
		// one name may be two occurrences, a key and then the local it
		// declares (Rust's let Point { x } = p), never more
		twice := o.Start == last && lastRole == xref.Key && o.Role == xref.Decl
		if o.Start < last || o.Start == last && !twice || o.Start+len(o.Name) > len(text) || o.Name == "" {
			t.Fatalf("%s: occurrence %+v out of order or bounds (last start %d, text %d bytes)", lang, o, last, len(text))
		}
		last, lastRole = o.Start, o.Role
		if string(text[o.Start:o.Start+len(o.Name)]) != o.Name {
			t.Fatalf("%s: occurrence %+v is not the text at its offset", lang, o)
		}
		if p, err := m.OffsetPosition(o.Start); err == nil && (o.Line != p.Line().Int() || o.Col != p.Column().Int()) {
			t.Fatalf("%s: occurrence %+v: textpos says %s", lang, o, p)
		}
		if len(o.Qualifier) > 64 {
			t.Fatalf("%s: occurrence %+v: qualifier over 64 bytes", lang, o)
		}
	}
}
