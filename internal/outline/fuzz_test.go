package outline_test

import (
	"testing"

	"github.com/locus-dev/locus/internal/golden"
	"github.com/locus-dev/locus/internal/outline"
	"github.com/locus-dev/locus/internal/syntax"
)

// FuzzParse feeds arbitrary bytes to every language: Parse never panics
// and the model it returns always passes Check.
func FuzzParse(f *testing.F) {
	for _, path := range golden.Glob(f, "testdata/golden/*.txtar") {
		ar := golden.Read(f, path)
		if lang := syntax.ForPath(ar.Files[0].Name, nil); lang != nil {
			f.Add(languageIndex(lang.Name()), ar.Files[0].Data)
		}
	}
	f.Add(uint8(0), []byte("func (\n\x00\xff"))
	names := syntax.Names()
	f.Fuzz(func(t *testing.T, which uint8, text []byte) {
		if len(text) > 1<<14 {
			t.Skip("inputs are kept small so the fuzzer explores rather than parses")
		}
		lang := syntax.Lookup(names[int(which)%len(names)])
		file, err := outline.ParseAs(lang, "fuzz", text)
		if err != nil {
			t.Fatalf("%s: %v", lang.Name(), err)
		}
		if err := outline.Check(file); err != nil {
			t.Fatalf("%s: %v", lang.Name(), err)
		}
	})
}

func languageIndex(name string) uint8 {
	for i, n := range syntax.Names() {
		if n == name {
			return uint8(i)
		}
	}
	return 0
}
