// This file defines Outputs, the archives of one input and its renderings.

package golden

import (
	"testing"

	"golang.org/x/tools/txtar"
)

// Output is one rendering of an archive's input: the archive's file Name
// holds its golden text.
type Output struct {
	Name string
	Got  string
}

// Outputs runs render on the first file of each archive matching pattern
// and compares the outputs it returns with the files after that one, which
// -update writes in render's order.
func Outputs(t *testing.T, pattern string, render func(t *testing.T, input txtar.File) []Output) {
	t.Helper()
	each(t, pattern, func(t *testing.T, a *Archive) {
		if len(a.Files) == 0 {
			t.Fatalf("%s holds no input file", a.Path)
		}
		input := a.Files[0]
		rendered := []txtar.File{input}
		for _, o := range render(t, input) {
			rendered = append(rendered, txtar.File{Name: o.Name, Data: []byte(o.Got)})
		}
		a.check(t, rendered)
	})
}
