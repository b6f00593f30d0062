package structure_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/structure"
	"github.com/locus-dev/locus/internal/workspace"
)

// vendoredCopy copies a file of a vendored corpus into a new workspace and
// returns the editor, the file's name there and its bytes.
func vendoredCopy(t *testing.T, dir, rel string) (*structure.Editor, string, []byte) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, rel))
	if err != nil {
		t.Fatal(err)
	}
	ws := t.TempDir()
	name := filepath.Base(rel)
	if err := os.WriteFile(filepath.Join(ws, name), data, 0o644); err != nil {
		t.Fatal(err)
	}
	root, err := workspace.Open(ws)
	if err != nil {
		t.Fatal(err)
	}
	return &structure.Editor{Root: root}, name, data
}

// TestReplaceKeepsBlankLineSpace: a method whose blank line holds a space
// (Command Line Parser's ReflectionExtensions.AutoDefault, CRLF line ends)
// replaced with its own text, as read_structure gives it, leaves the file
// byte-identical; the same text dedented is re-indented, and its blank
// line comes out empty.
func TestReplaceKeepsBlankLineSpace(t *testing.T) {
	e, name, orig := vendoredCopy(t, corpus.CommandLine(), "Core/ReflectionExtensions.cs")
	const tgt = `["CommandLine.Core","ReflectionExtensions","AutoDefault"]`
	spaced := "\r\n \r\n"
	if !strings.Contains(string(orig), spaced) {
		t.Fatalf("%s has no blank line holding a space", name)
	}
	read, err := e.Read(name, tgt)
	if err != nil || len(read.Matches) != 1 {
		t.Fatalf("read_structure %s: %v", tgt, err)
	}
	text := read.Matches[0].Text
	if _, err := e.Replace(name, tgt, text, structure.Options{}); err != nil {
		t.Fatal(err)
	}
	now, _ := os.ReadFile(filepath.Join(e.Root.Dir(), name))
	if string(now) != string(orig) {
		t.Fatalf("replace_structure with its own text changed the file:\n%s", snippet(orig, now))
	}
	lines := strings.Split(text, "\n")
	indent := lines[0][:len(lines[0])-len(strings.TrimLeft(lines[0], " "))]
	for i, l := range lines {
		lines[i] = strings.TrimPrefix(l, indent)
	}
	if _, err := e.Replace(name, tgt, strings.Join(lines, "\n"), structure.Options{}); err != nil {
		t.Fatal(err)
	}
	now, _ = os.ReadFile(filepath.Join(e.Root.Dir(), name))
	if want := strings.Replace(string(orig), spaced, "\r\n\r\n", 1); string(now) != want {
		t.Fatalf("replace_structure with its text dedented: want the blank line emptied, and nothing else changed:\n%s", snippet([]byte(want), now))
	}
}

// TestInsertBesideOutdentedModifier: in Thor's create_file.rb, `protected`
// stands one step out of the methods around it. A method inserted before
// or after it takes the methods' indentation, not the modifier's, and the
// file still compiles (when ruby is installed).
func TestInsertBesideOutdentedModifier(t *testing.T) {
	const method = "def extra\n  1\nend\n"
	for _, after := range []bool{false, true} {
		e, name, orig := vendoredCopy(t, corpus.Thor(), "lib/thor/actions/create_file.rb")
		if !strings.Contains(string(orig), "\n    protected\n") || !strings.Contains(string(orig), "\n      def invoke!\n") {
			t.Fatalf("%s: no `protected` one step out of its methods", name)
		}
		var err error
		if after {
			_, err = e.InsertAfter(name, "Thor.Actions.CreateFile.protected", method, structure.Options{})
		} else {
			_, err = e.InsertBefore(name, "Thor.Actions.CreateFile.protected", method, structure.Options{})
		}
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(e.Root.Dir(), name)
		now, _ := os.ReadFile(path)
		if !strings.Contains(string(now), "\n      def extra\n        1\n      end\n") {
			t.Errorf("after %v: the method is not indented as its neighbours are:\n%s", after, snippet(orig, now))
		}
		if _, err := exec.LookPath("ruby"); err == nil {
			if out, err := exec.Command("ruby", "-c", path).CombinedOutput(); err != nil {
				t.Errorf("ruby -c refuses the result: %v\n%s", err, out)
			}
		}
	}
}
