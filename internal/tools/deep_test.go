package tools

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/workspace"
)

// TestScannerStateOverflowTools reads, through the tools, the files that
// made a grammar's scanner write past its state buffer, which aborted the
// process (and, under `locus mcp --http`, every session with it). Each
// runs in a child process.
func TestScannerStateOverflowTools(t *testing.T) {
	t.Setenv("PATH", "")                 // no language server: the hover column comes from the parse
	t.Setenv("LOCUS_TOOLS", t.TempDir()) // nor one that install-servers put in the tools folder
	for _, c := range corpus.ScannerCases() {
		t.Run(strings.ReplaceAll(c.Name, " ", "_"), func(t *testing.T) {
			corpus.Isolated(t, func(t *testing.T) { answerAll(t, c.Path, c.Text) })
		})
	}
}

// TestNestedDeepTools reads, through the tools, the openers of a few
// languages nested 100,000 levels deep (a run of each in turn), unclosed
// and closed, in a child process per language: no answer may grow with the
// square of the depth (a skeleton indenting each symbol by its depth, or
// reads of structures each holding all the deeper ones). internal/target's
// TestNestedDeep builds every language's.
func TestNestedDeepTools(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 8 files of up to a few megabytes")
	}
	t.Setenv("PATH", "")
	t.Setenv("LOCUS_TOOLS", t.TempDir()) // nor one that install-servers put in the tools folder
	for _, name := range []string{"java", "json", "markdown", "python"} {
		t.Run(name, func(t *testing.T) {
			corpus.Isolated(t, func(t *testing.T) {
				var picks []byte
				var inline []int
				for i, op := range corpus.Openers[name] {
					if !op.Line {
						inline = append(inline, i)
					}
				}
				for _, op := range inline {
					picks = append(picks, bytes.Repeat([]byte{byte(op)}, 100000/len(inline))...)
				}
				path := "nested" + syntax.Lookup(name).Rules.Extensions[0]
				answerAll(t, path, corpus.Nest(name, picks, len(picks), 0))
				answerAll(t, path, corpus.Nest(name, picks, len(picks), len(picks)))
			})
		})
	}
}

// answerAll writes a file and calls the reading tools on it: each call
// must answer, with text or a coded error, in text of at most a hundred
// bytes a byte of the file (reads of several matches: and the budget).
func answerAll(t *testing.T, path string, text []byte) {
	t.Helper()
	root, err := workspace.Open(writeTree(t, []txtar.File{{Name: path, Data: text}}))
	if err != nil {
		t.Fatal(err)
	}
	env := &Env{Root: root}
	for _, call := range []struct {
		tool string
		args map[string]any
	}{
		{"file_read", map[string]any{"path": path}},
		{"file_read", map[string]any{"path": path, "skeleton": true}},
		{"file_read", map[string]any{"path": path, "start_line": 1, "end_line": 3}},
		{"file_read", map[string]any{"path": path, "target": "a"}},
		{"file_read", map[string]any{"path": path, "target": "zz\na"}},
		{"document_symbols", map[string]any{"path": path, "return_children": "yes"}},
		{"read_structure", map[string]any{"path": path, "target": "x"}},
		{"read_structure", map[string]any{"path": path, "target": "zz\na"}},
	} {
		args, _ := json.Marshal(call.args)
		res, err := Lookup(call.tool).Call(context.Background(), env, args)
		switch code := fault.CodeOf(err); {
		case err == nil && res.Text == "":
			t.Errorf("%s %s: no text", call.tool, args)
		case err == nil && len(res.Text) > 100*len(text)+2*target.ReadBudget:
			t.Errorf("%s %s: %d bytes of text for a file of %d", call.tool, args, len(res.Text), len(text))
		case err != nil && code != fault.ParserFailed && code != fault.TargetNotFound:
			t.Errorf("%s %s: %v", call.tool, args, err)
		}
	}
}
