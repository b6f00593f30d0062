package tools

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/locus-dev/locus/internal/fault"
)

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

// sessionStep runs one step of a session archive, on the workspace at dir:
//
//	step NN TOOL          a tool call: JSON arguments; "step NN TOOL.out" holds
//	                      the text the model reads (or "CODE: message")
//	step NN write PATH    writes the file's data to PATH, as another program would
//	step NN run CMD ARG.. runs a command in the workspace, which must succeed;
//	                      the file's data is what its output must contain
//
// A call returns its text; the other steps have nothing to compare.
func sessionStep(t *testing.T, env *Env, dir string, st txtar.File) (string, bool) {
	t.Helper()
	fields := strings.Fields(st.Name)
	if len(fields) < 3 || fields[2] == "write" && len(fields) != 4 || fields[2] == "run" && len(fields) < 4 {
		t.Fatalf("%s: a step is named 'step NN TOOL', 'step NN write PATH' or 'step NN run CMD ARG...'", st.Name)
	}
	switch fields[2] {
	case "write":
		if err := os.WriteFile(filepath.Join(dir, fields[3]), st.Data, 0o644); err != nil {
			t.Fatal(err)
		}
		return "", false
	case "run":
		runCheck(t, dir, st.Name, fields[3:], string(st.Data))
		return "", false
	}
	return callText(t, env, st.Name, fields[2], st.Data), true
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
