package tools

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/tools/txtar"

	"github.com/locus-dev/locus/internal/fault"
)

// golden is a txtar archive of input files and steps (files whose names
// start with a prefix), each step followed by its expected output, NAME.out.
type golden struct {
	path   string
	ar     *txtar.Archive
	inputs []txtar.File
	steps  []txtar.File
	outs   map[string]string
	files  []txtar.File // the archive as the run writes it back with -update
}

func readGolden(t *testing.T, path, prefix string) *golden {
	t.Helper()
	ar, err := txtar.ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	g := &golden{path: path, ar: ar, outs: map[string]string{}}
	for _, f := range ar.Files {
		switch {
		case strings.HasPrefix(f.Name, prefix) && strings.HasSuffix(f.Name, ".out"):
			g.outs[strings.TrimSuffix(f.Name, ".out")] = string(f.Data)
		case strings.HasPrefix(f.Name, prefix):
			g.steps = append(g.steps, f)
		default:
			g.inputs = append(g.inputs, f)
		}
	}
	g.files = append(g.files, g.inputs...)
	return g
}

// step keeps a step for the archive; check compares what it printed with
// its golden output, and keeps that.
func (g *golden) step(st txtar.File) { g.files = append(g.files, st) }

func (g *golden) check(t *testing.T, st txtar.File, got string) {
	t.Helper()
	g.files = append(g.files, txtar.File{Name: st.Name + ".out", Data: []byte(got)})
	if !*update {
		if diff := cmp.Diff(g.outs[st.Name], got); diff != "" {
			t.Errorf("%s differs (-golden +got; -update to accept):\n%s", st.Name, diff)
		}
	}
}

// save rewrites the archive with what the run printed, under -update.
func (g *golden) save(t *testing.T) {
	t.Helper()
	if *update {
		g.ar.Files = g.files
		if err := os.WriteFile(g.path, txtar.Format(g.ar), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// writeTree writes files into a folder of a fixed name and returns its
// path: servers print the names of folders (packages, projects), and
// t.TempDir's differ from run to run.
func writeTree(t *testing.T, files []txtar.File) string {
	t.Helper()
	tmp, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(tmp, "ws")
	for _, in := range files {
		p := filepath.Join(dir, in.Name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, in.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// callText runs a tool with JSON arguments and returns what the model
// reads: its text, or "CODE: message", with the root written $ROOT and
// ending in a newline (as txtar keeps it).
func callText(t *testing.T, env *Env, step, tool string, args []byte) string {
	t.Helper()
	tl := Lookup(strings.TrimSpace(tool))
	if tl == nil {
		t.Fatalf("%s: no tool %q", step, tool)
	}
	res, err := tl.Call(context.Background(), env, json.RawMessage(args))
	if err != nil {
		if _, ok := fault.As(err); !ok {
			t.Fatalf("%s: an error without a code: %v", step, err)
		}
		res = ErrorResult(err)
	}
	out := strings.ReplaceAll(res.Text, env.Root.Dir(), "$ROOT")
	if !strings.HasSuffix(out, "\n") {
		out += "\n"
	}
	return out
}
