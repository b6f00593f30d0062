package outline_test

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/outline"
)

// TestUnpairedRegions: NUnit's CollectionAssert.cs has no syntax error,
// its first #region on line 19 closed on line 45; without the
// #endregion the #region is a syntax error of the file, and without the
// #region the #endregion is, as C#'s compiler says (CS1038, CS1028).
func TestUnpairedRegions(t *testing.T) {
	name := "CollectionAssert.cs"
	orig, err := os.ReadFile(filepath.Join(corpus.NUnit(), name))
	if err != nil {
		t.Fatal(err)
	}
	lines := bytes.SplitAfter(orig, []byte("\n"))
	without := func(n int) []byte { return bytes.Join(slices.Delete(slices.Clone(lines), n-1, n), nil) }
	for _, c := range []struct {
		what string
		text []byte
		want []int
	}{
		{"the file", orig, []int{}},
		{"without its #endregion", without(45), []int{19}},
		{"without its #region", without(19), []int{44}},
	} {
		f, err := outline.Parse(name, c.text)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(f.ParseErrors, c.want) {
			t.Errorf("%s: syntax errors on lines %v, want %v", c.what, f.ParseErrors, c.want)
		}
		if len(f.ErrorSpans) != len(c.want) {
			t.Errorf("%s: error spans %v, want %d", c.what, f.ErrorSpans, len(c.want))
		}
	}
}
