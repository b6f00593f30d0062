package tools

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/tools/txtar"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/lsp"
	"github.com/locus-dev/locus/internal/workspace"
)

// TestLSPGolden runs the sessions of testdata/lsp/*.txtar against real
// language servers. An archive's comment names the server it needs
// ("server: gopls") and the programs its checks run ("needs: go"). Its
// files named "step NN ..." are the session, run in order on one copy of
// the other files:
//
//	step NN TOOL          a tool call: JSON arguments; "step NN TOOL.out" holds
//	                      the text the model reads (or "CODE: message")
//	step NN write PATH    writes the file's data to PATH, as another program would
//	step NN run CMD ARG.. runs a command in the workspace, which must succeed;
//	                      the file's data is what its output must contain
//
// A missing server or program fails the test when CI=true and skips it
// otherwise. -update rewrites the .out files.
func TestLSPGolden(t *testing.T) {
	archives, _ := filepath.Glob("testdata/lsp/*.txtar")
	if len(archives) == 0 {
		t.Fatal("no archives")
	}
	for _, path := range archives {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txtar"), func(t *testing.T) {
			t.Parallel()
			ar, err := txtar.ParseFile(path)
			if err != nil {
				t.Fatal(err)
			}
			requireFor(t, string(ar.Comment))
			var inputs, steps []txtar.File
			outs := map[string]string{}
			for _, f := range ar.Files {
				switch {
				case strings.HasPrefix(f.Name, "step ") && strings.HasSuffix(f.Name, ".out"):
					outs[strings.TrimSuffix(f.Name, ".out")] = string(f.Data)
				case strings.HasPrefix(f.Name, "step "):
					steps = append(steps, f)
				default:
					inputs = append(inputs, f)
				}
			}
			dir := writeTree(t, inputs)
			root, err := workspace.Open(dir)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(lsp.Shared(root.Dir()).Close)
			env := &Env{Root: root}
			files := append([]txtar.File{}, inputs...)
			for _, st := range steps {
				files = append(files, st)
				fields := strings.Fields(st.Name)
				if len(fields) < 3 {
					t.Fatalf("%s: a step is named 'step NN TOOL', 'step NN write PATH' or 'step NN run CMD'", st.Name)
				}
				switch fields[2] {
				case "write":
					p := filepath.Join(dir, fields[3])
					if err := os.WriteFile(p, st.Data, 0o644); err != nil {
						t.Fatal(err)
					}
					continue
				case "run":
					runCheck(t, dir, st.Name, fields[3:], string(st.Data))
					continue
				}
				got := lspCall(t, env, fields[2], st)
				files = append(files, txtar.File{Name: st.Name + ".out", Data: []byte(got)})
				if !*update {
					if diff := cmp.Diff(outs[st.Name], got); diff != "" {
						t.Errorf("%s differs (-golden +got; -update to accept):\n%s", st.Name, diff)
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

// requireFor checks the server and programs an archive's comment names.
func requireFor(t *testing.T, comment string) {
	t.Helper()
	empty, err := workspace.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	specs, _ := lsp.Specs(empty)
	for _, line := range strings.Split(comment, "\n") {
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		for _, name := range strings.Fields(val) {
			switch strings.TrimSpace(key) {
			case "server":
				found := false
				for i := range specs {
					if specs[i].Name == name {
						found = specs[i].Program() != ""
					}
				}
				if !found {
					missing(t, "language server "+name)
				}
			case "needs":
				if _, err := exec.LookPath(name); err != nil {
					missing(t, name)
				}
			}
		}
	}
}

// missing fails the test under CI, where everything must be installed, and
// skips it elsewhere.
func missing(t *testing.T, what string) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatalf("%s is not installed; scripts/test.sh installs it", what)
	}
	t.Skipf("%s is not installed (scripts/test.sh installs it)", what)
}

func writeTree(t *testing.T, files []txtar.File) string {
	t.Helper()
	// A folder of a fixed name: servers print the names of folders
	// (packages, projects), and t.TempDir's differ from run to run.
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

// lspCall runs one tool step and returns its text with the machine's paths
// replaced by $ROOT and $GOROOT.
func lspCall(t *testing.T, env *Env, tool string, st txtar.File) string {
	t.Helper()
	tl := Lookup(tool)
	if tl == nil {
		t.Fatalf("%s: no tool %q", st.Name, tool)
	}
	res, err := tl.Call(context.Background(), env, json.RawMessage(st.Data))
	if err != nil {
		if _, ok := fault.As(err); !ok {
			t.Fatalf("%s: an error without a code: %v", st.Name, err)
		}
		res = ErrorResult(err)
	}
	out := strings.ReplaceAll(res.Text, env.Root.Dir(), "$ROOT")
	if goroot, err := exec.Command("go", "env", "GOROOT").Output(); err == nil && len(bytes.TrimSpace(goroot)) > 0 {
		out = strings.ReplaceAll(out, string(bytes.TrimSpace(goroot)), "$GOROOT")
	}
	if !strings.HasSuffix(out, "\n") {
		out += "\n"
	}
	return out
}

// runCheck runs a check command in dir; it must succeed and print want.
func runCheck(t *testing.T, dir, name string, argv []string, want string) {
	t.Helper()
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", name, err, out)
	}
	if w := strings.TrimSpace(want); w != "" && !strings.Contains(string(out), w) {
		t.Errorf("%s: the output does not contain %q:\n%s", name, w, out)
	}
}
