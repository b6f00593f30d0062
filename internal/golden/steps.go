// This file defines Steps, the archives of inputs and steps run on them.

package golden

import (
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

// Step runs one step of an archive and returns what it printed, or false
// for a step with nothing to compare (a file written, a check run).
type Step func(t *testing.T, step txtar.File) (got string, ok bool)

// Steps runs the archives matching pattern whose files named prefix+"..."
// are steps and prefix+"....out" what each printed; the other files are
// the archive's Inputs. start is called once an archive, in its subtest
// (the place for its workspace, or t.Parallel), and returns the Step that
// runs its steps in order. Each step's output is compared with its ".out"
// file, and -update writes the inputs, then each step and its output.
func Steps(t *testing.T, pattern, prefix string, start func(t *testing.T, a *Archive) Step) {
	t.Helper()
	each(t, pattern, func(t *testing.T, a *Archive) {
		var steps []txtar.File
		for _, f := range a.Files {
			switch {
			case !strings.HasPrefix(f.Name, prefix):
				a.Inputs = append(a.Inputs, f)
			case !strings.HasSuffix(f.Name, ".out"):
				steps = append(steps, f)
			}
		}
		run := start(t, a)
		rendered := append([]txtar.File{}, a.Inputs...)
		for _, st := range steps {
			rendered = append(rendered, st)
			if got, ok := run(t, st); ok {
				rendered = append(rendered, txtar.File{Name: st.Name + ".out", Data: []byte(got)})
			}
		}
		a.check(t, rendered)
	})
}

// Cases is Steps for archives whose steps stand alone: run gets the
// archive's inputs and one case (it makes its own copy of the inputs to
// run on) and returns what the case printed.
func Cases(t *testing.T, pattern, prefix string, run func(t *testing.T, inputs []txtar.File, c txtar.File) string) {
	t.Helper()
	Steps(t, pattern, prefix, func(t *testing.T, a *Archive) Step {
		return func(t *testing.T, c txtar.File) (string, bool) {
			return run(t, a.Inputs, c), true
		}
	})
}
