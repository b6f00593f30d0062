// This file defines `locus struct OP`, the structure operations.

package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/locus-dev/locus/internal/tools"
)

// structViews are the structure operations, `locus struct OP`; an
// operation is named by its command's word or by its tool.
var structViews = func() *family {
	fam := &family{common: "[flags] ", asJSON: true, writes: true, lenient: true, texts: []string{"content", "old", "new"},
		help: map[string]string{"json": "print the result (or the error) as JSON"}}
	for _, op := range []struct {
		name, tool string
		args       []string
	}{
		{"read", "read_structure", []string{"PATH", "TARGET"}},
		{"replace", "replace_structure", []string{"PATH", "TARGET"}},
		{"delete", "delete_structure", []string{"PATH", "TARGET"}},
		{"replace-text", "replace_text_in_structure", []string{"PATH", "TARGET"}},
		{"replace-all-text", "replace_all_text_in_structure", []string{"PATH", "TARGET"}},
		{"insert-before", "insert_before_structure", []string{"PATH", "TARGET"}},
		{"insert-after", "insert_after_structure", []string{"PATH", "TARGET"}},
		{"move-before", "move_structure_to_before", []string{"SOURCE_PATH", "SOURCE_TARGET", "DEST_PATH", "DEST_TARGET"}},
		{"move-after", "move_structure_to_after", []string{"SOURCE_PATH", "SOURCE_TARGET", "DEST_PATH", "DEST_TARGET"}},
		{"move-to-file-start", "move_structure_to_file_start", []string{"SOURCE_PATH", "SOURCE_TARGET", "DEST_PATH"}},
		{"move-to-file-end", "move_structure_to_file_end", []string{"SOURCE_PATH", "SOURCE_TARGET", "DEST_PATH"}},
	} {
		params := make([]string, len(op.args))
		for i, a := range op.args {
			params[i] = strings.ToLower(a)
		}
		args := strings.Join(op.args, " ")
		fam.views = append(fam.views, view{command: "struct " + op.name, tool: op.tool, synopsis: args, params: params,
			give: "struct " + op.name + " takes " + args})
	}
	return fam
}()

func runStruct(env *Env, args []string) error {
	if len(args) == 0 {
		return usagef("struct: name an operation: %s", structOpNames())
	}
	if args[0] == "batch" || args[0] == "edit_batch" {
		return runBatch(env, args[1:])
	}
	v := structViews.lookup(args[0])
	if v == nil {
		return usagef("struct: unknown operation %q; the operations are %s", args[0], structOpNames())
	}
	return structViews.run(env, v, args[1:])
}

func writeJSON(w io.Writer, v any) {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	_ = enc.Encode(v)
}

func structOpNames() string { return structViews.names() + ", batch" }

// runBatch is `locus struct batch [FILE|-]`: the edit_batch tool with its
// edits read as JSON from a file or standard input, either the list of
// edits or the tool's whole arguments ({"edits": [...]}).
func runBatch(env *Env, args []string) error {
	fs := newFlags(env, "struct batch", "[flags] [FILE|-]")
	root := fs.String("root", env.Dir, "workspace `DIR`ectory; no path may leave it")
	asJSON := fs.Bool("json", false, "print the result (or the error) as JSON")
	dry := fs.Bool("dry-run", false, "print the unified diff of the whole batch and write nothing")
	reject := fs.Bool("reject-syntax-errors", false, "refuse a batch whose result has syntax errors instead of writing it with a warning")
	accept := fs.Bool("accept-syntax-errors", false, "exit 0, not 3, when the batch is written with new syntax errors")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 1 {
		return usagef("struct batch takes one FILE of JSON edits, or - (the default) for standard input")
	}
	var in []byte
	if len(pos) == 0 || pos[0] == "-" {
		in, err = io.ReadAll(env.Stdin)
	} else {
		name := pos[0]
		if !filepath.IsAbs(name) {
			name = filepath.Join(env.Dir, name)
		}
		in, err = os.ReadFile(name)
	}
	if err != nil {
		return usagef("struct batch: %v", err)
	}
	var call map[string]json.RawMessage
	switch trimmed := bytes.TrimSpace(in); {
	case bytes.HasPrefix(trimmed, []byte("[")):
		call = map[string]json.RawMessage{"edits": trimmed}
	case bytes.HasPrefix(trimmed, []byte("{")):
		if err := json.Unmarshal(trimmed, &call); err != nil {
			return usagef("struct batch: the input is not JSON: %v", err)
		}
	default:
		return usagef("struct batch: give the edits as JSON: a list of {\"op\": ..., ...} objects, or {\"edits\": [...]}")
	}
	if *dry {
		call["dry_run"] = json.RawMessage("true")
	}
	if *reject {
		call["reject_syntax_errors"] = json.RawMessage("true")
	}
	raw, err := json.Marshal(call)
	if err != nil {
		return err
	}
	ws, err := openRoot(env, *root)
	if err != nil {
		return err
	}
	res, err := tools.Lookup("edit_batch").Call(context.Background(), &tools.Env{Root: ws}, raw)
	if err := printResult(env, *asJSON, err, func() (string, any) { return res.Text, res.Structured }); err != nil {
		return err
	}
	return syntaxBroken(res, *accept)
}
