package tools

import (
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/tools/txtar"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/workspace"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestGolden runs the calls of each testdata/*.txtar archive: files named
// "call NAME" hold a tool name on their first line and its JSON arguments
// after it; "call NAME.out" holds what the model would read (the text, or
// "CODE: message"). Every call runs on a fresh copy of the archive's other
// files. -update rewrites the .out files.
func TestGolden(t *testing.T) {
	archives, _ := filepath.Glob("testdata/*.txtar")
	if len(archives) == 0 {
		t.Fatal("no archives")
	}
	for _, path := range archives {
		t.Run(filepath.Base(path), func(t *testing.T) {
			ar, err := txtar.ParseFile(path)
			if err != nil {
				t.Fatal(err)
			}
			var inputs, calls []txtar.File
			outs := map[string]string{}
			for _, f := range ar.Files {
				switch {
				case strings.HasPrefix(f.Name, "call ") && strings.HasSuffix(f.Name, ".out"):
					outs[strings.TrimSuffix(f.Name, ".out")] = string(f.Data)
				case strings.HasPrefix(f.Name, "call "):
					calls = append(calls, f)
				default:
					inputs = append(inputs, f)
				}
			}
			files := append([]txtar.File{}, inputs...)
			for _, c := range calls {
				got := runCall(t, inputs, c)
				files = append(files, c, txtar.File{Name: c.Name + ".out", Data: []byte(got)})
				if !*update {
					if diff := cmp.Diff(outs[c.Name], got); diff != "" {
						t.Errorf("%s differs (-golden +got; -update to accept):\n%s", c.Name, diff)
					}
				}
			}
			if *update {
				ar.Files = files
				if err := os.WriteFile(path, txtar.Format(ar), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

func runCall(t *testing.T, inputs []txtar.File, c txtar.File) string {
	dir := t.TempDir()
	for _, in := range inputs {
		p := filepath.Join(dir, in.Name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, in.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	name, args, _ := strings.Cut(string(c.Data), "\n")
	tool := Lookup(strings.TrimSpace(name))
	if tool == nil {
		t.Fatalf("%s: no tool %q", c.Name, name)
	}
	res, err := tool.Call(context.Background(), &Env{Root: root}, json.RawMessage(args))
	if err != nil {
		if _, ok := fault.As(err); !ok {
			t.Fatalf("%s: an error without a code: %v", c.Name, err)
		}
		res = ErrorResult(err)
	}
	out := strings.ReplaceAll(res.Text, dir, "$ROOT")
	if !strings.HasSuffix(out, "\n") {
		out += "\n" // as txtar keeps it
	}
	return out
}
