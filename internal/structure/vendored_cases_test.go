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

// TestReplaceKeepsBlankLineSpace: a class whose blank line holds spaces
// (NUnit's TestDetails, in a file with a byte-order mark) replaced with its
// own text, as read_structure gives it, leaves the file byte-identical; the
// same text dedented is re-indented, and its blank line comes out empty.
func TestReplaceKeepsBlankLineSpace(t *testing.T) {
	e, name, orig := vendoredCopy(t, corpus.NUnit(), "TestDetails.cs")
	const tgt = `["#if CLR_2_0 || CLR_4_0","NUnit.Framework","TestDetails"]`
	spaced := "\n        \n"
	if !strings.HasPrefix(string(orig), "\uFEFF") || strings.Count(string(orig), spaced) != 1 {
		t.Fatalf("%s: want a byte-order mark and one blank line holding spaces", name)
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
	if want := strings.Replace(string(orig), spaced, "\n\n", 1); string(now) != want {
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

// TestReplaceKeepsMixedIndentation: in NUnit files that indent some lines
// with tabs and others with spaces, a structure replaced with its own text
// leaves the file byte-identical: a method indented with tabs in a file
// mostly of spaces, a block of spaces in a file mostly of tabs, and a
// namespace whose lines mix the two.
func TestReplaceKeepsMixedIndentation(t *testing.T) {
	for _, c := range []struct{ file, tgt string }{
		{"TextMessageWriter.cs", `["NUnit.Framework","TextMessageWriter","WriteExpectedLine[3]"]`},
		{"AsyncInvocationRegion.cs", `["#if CLR_2_0 || CLR_4_0","NUnit.Framework","AsyncInvocationRegion","PreserveStackTrace","if (PreserveStackTraceMethod != null)"]`},
		{"TestState.cs", `["NUnit.Framework"]`},
	} {
		e, name, orig := vendoredCopy(t, corpus.NUnit(), c.file)
		if !strings.Contains(string(orig), "\n\t\t") || !strings.Contains(string(orig), "\n        ") {
			t.Fatalf("%s: want lines indented with tabs and lines indented with spaces", name)
		}
		read, err := e.Read(name, c.tgt)
		if err != nil || len(read.Matches) != 1 {
			t.Fatalf("read_structure %s %s: %v", name, c.tgt, err)
		}
		if _, err := e.Replace(name, c.tgt, read.Matches[0].Text, structure.Options{}); err != nil {
			t.Fatal(err)
		}
		if now, _ := os.ReadFile(filepath.Join(e.Root.Dir(), name)); string(now) != string(orig) {
			t.Errorf("%s: replace_structure %s with its own text changed the file:\n%s", name, c.tgt, snippet(orig, now))
		}
	}
}

// TestReplaceInlineStructure: the `if` of NUnit's `else if (val is double)`
// starts inside its line and runs over several. Replaced with its text as
// the file holds it (the first line bare, the others at the file's
// indentation, one of them with tabs), the file is unchanged; replaced
// with new text at zero indent, the text takes the line's indentation and
// the file still compiles (when mcs is installed).
func TestReplaceInlineStructure(t *testing.T) {
	const tgt = `["NUnit.Framework","TextMessageWriter","WriteValue","if (val == null)","if (val.GetType().IsArray)","if (val is string)","if (val is IEnumerable)","if (val is char)","if (val is double)"]`
	e, name, orig := vendoredCopy(t, corpus.NUnit(), "TextMessageWriter.cs")
	const head, tail = "else if (val is double)\n", "Write(Fmt_Default, val);"
	start := strings.Index(string(orig), head)
	end := strings.Index(string(orig), tail)
	if start < 0 || end < start {
		t.Fatalf("%s: no `else if (val is double)` chain", name)
	}
	span := string(orig[start+len("else ") : end+len(tail)])
	if !strings.Contains(span, "\n\t\t\telse if (val is DateTime)") {
		t.Fatalf("%s: the chain has no line indented with tabs", name)
	}
	path := filepath.Join(e.Root.Dir(), name)
	if _, err := e.Replace(name, tgt, span, structure.Options{}); err != nil {
		t.Fatal(err)
	}
	if now, _ := os.ReadFile(path); string(now) != string(orig) {
		t.Fatalf("replace_structure with its own text changed the file:\n%s", snippet(orig, now))
	}
	const fresh = "if (val is double)\n    WriteDouble((double)val);\nelse\n    Write(Fmt_Default, val);\n"
	if _, err := e.Replace(name, tgt, fresh, structure.Options{}); err != nil {
		t.Fatal(err)
	}
	now, _ := os.ReadFile(path)
	want := string(orig[:start]) + "else if (val is double)\n                WriteDouble((double)val);\n            else\n                Write(Fmt_Default, val);" + string(orig[end+len(tail):])
	if string(now) != want {
		t.Fatalf("replace_structure with text at zero indent:\n%s", snippet([]byte(want), now))
	}
	if _, err := exec.LookPath("mcs"); err == nil {
		if out, err := exec.Command("mcs", "--parse", path).CombinedOutput(); err != nil {
			t.Errorf("mcs --parse refuses the result: %v\n%s", err, out)
		}
	}
}
