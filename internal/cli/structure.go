// This file defines `locus struct OP`, the structure operations.

package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/locus-dev/locus/internal/session"
	"github.com/locus-dev/locus/internal/structure"
	"github.com/locus-dev/locus/internal/tools"
)

// structOp is one operation: its names, its positional arguments and how it runs.
type structOp struct {
	name, tool string
	args       []string
	run        func(e *structure.Editor, a []string, in *structInput) (*structure.Result, error)
}

type structInput struct {
	content, old, new string
	expected          *int
	opt               structure.Options
}

func move(w structure.Where) func(*structure.Editor, []string, *structInput) (*structure.Result, error) {
	return func(e *structure.Editor, a []string, in *structInput) (*structure.Result, error) {
		dest := ""
		if len(a) > 3 {
			dest = a[3]
		}
		return e.Move(a[0], a[1], a[2], dest, w, in.opt)
	}
}

var structOps = []structOp{
	{"read", "read_structure", []string{"PATH", "TARGET"}, func(e *structure.Editor, a []string, in *structInput) (*structure.Result, error) {
		return e.Read(a[0], a[1])
	}},
	{"replace", "replace_structure", []string{"PATH", "TARGET"}, func(e *structure.Editor, a []string, in *structInput) (*structure.Result, error) {
		return e.Replace(a[0], a[1], in.content, in.opt)
	}},
	{"delete", "delete_structure", []string{"PATH", "TARGET"}, func(e *structure.Editor, a []string, in *structInput) (*structure.Result, error) {
		return e.Delete(a[0], a[1], in.opt)
	}},
	{"replace-text", "replace_text_in_structure", []string{"PATH", "TARGET"}, func(e *structure.Editor, a []string, in *structInput) (*structure.Result, error) {
		return e.ReplaceText(a[0], a[1], in.old, in.new, in.opt)
	}},
	{"replace-all-text", "replace_all_text_in_structure", []string{"PATH", "TARGET"}, func(e *structure.Editor, a []string, in *structInput) (*structure.Result, error) {
		return e.ReplaceAllText(a[0], a[1], in.old, in.new, in.expected, in.opt)
	}},
	{"insert-before", "insert_before_structure", []string{"PATH", "TARGET"}, func(e *structure.Editor, a []string, in *structInput) (*structure.Result, error) {
		return e.InsertBefore(a[0], a[1], in.content, in.opt)
	}},
	{"insert-after", "insert_after_structure", []string{"PATH", "TARGET"}, func(e *structure.Editor, a []string, in *structInput) (*structure.Result, error) {
		return e.InsertAfter(a[0], a[1], in.content, in.opt)
	}},
	{"move-before", "move_structure_to_before", []string{"SOURCE_PATH", "SOURCE_TARGET", "DEST_PATH", "DEST_TARGET"}, move(structure.Before)},
	{"move-after", "move_structure_to_after", []string{"SOURCE_PATH", "SOURCE_TARGET", "DEST_PATH", "DEST_TARGET"}, move(structure.After)},
	{"move-to-file-start", "move_structure_to_file_start", []string{"SOURCE_PATH", "SOURCE_TARGET", "DEST_PATH"}, move(structure.FileStart)},
	{"move-to-file-end", "move_structure_to_file_end", []string{"SOURCE_PATH", "SOURCE_TARGET", "DEST_PATH"}, move(structure.FileEnd)},
}

func runStruct(env *Env, args []string) error {
	if len(args) == 0 {
		return usagef("struct: name an operation: %s", structOpNames())
	}
	if args[0] == "batch" || args[0] == "edit_batch" {
		return runBatch(env, args[1:])
	}
	var op *structOp
	for i := range structOps {
		if args[0] == structOps[i].name || args[0] == structOps[i].tool {
			op = &structOps[i]
		}
	}
	if op == nil {
		return usagef("struct: unknown operation %q; the operations are %s", args[0], structOpNames())
	}
	fs := newFlags(env, "struct "+op.name, "[flags] "+strings.Join(op.args, " "))
	root := fs.String("root", env.Dir, "workspace `DIR`ectory; no path may leave it")
	asJSON := fs.Bool("json", false, "print the result (or the error) as JSON")
	dry := fs.Bool("dry-run", false, "print the unified diff and write nothing")
	reject := fs.Bool("reject-syntax-errors", false, "refuse an edit whose result has syntax errors instead of writing it with a warning")
	accept := fs.Bool("accept-syntax-errors", false, "exit 0, not 3, when the edit is written with new syntax errors")
	content := fs.String("content", "", "the new code, at zero indent (\"-\" reads standard input)")
	contentFile := fs.String("content-file", "", "read the new code from `FILE`")
	old := fs.String("old", "", "the exact text to replace")
	oldFile := fs.String("old-file", "", "read the text to replace from `FILE`")
	newText := fs.String("new", "", "the replacement text")
	newFile := fs.String("new-file", "", "read the replacement text from `FILE`")
	expected := fs.Int("expected-count", -1, "replace-all-text: the number of occurrences expected")
	pos, err := parseFlags(fs, args[1:])
	if err != nil {
		return err
	}
	if len(pos) != len(op.args) {
		return usagef("struct %s takes %s", op.name, strings.Join(op.args, " "))
	}
	in := &structInput{opt: structure.Options{DryRun: *dry, RejectSyntaxErrors: *reject}}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	stdin := 0
	for _, v := range []string{*content, *old, *newText} {
		if v == "-" {
			stdin++
		}
	}
	if stdin > 1 {
		return usagef("struct: only one of --content, --old and --new can read standard input (-); put the others in files")
	}
	if in.content, err = textArg(env, "content", *content, *contentFile, set); err != nil {
		return err
	}
	if in.old, err = textArg(env, "old", *old, *oldFile, set); err != nil {
		return err
	}
	if in.new, err = textArg(env, "new", *newText, *newFile, set); err != nil {
		return err
	}
	if *expected >= 0 {
		in.expected = expected
	}
	ws, err := openRoot(env, *root)
	if err != nil {
		return err
	}
	res, err := op.run(&structure.Editor{Root: ws, Trees: session.For(ws, session.Options{}).Trees()}, pos, in)
	if err := printResult(env, *asJSON, err, func() (string, any) { return res.Text(), res }); err != nil {
		return err
	}
	return syntaxBroken(res, *accept)
}

// textArg reads a text given inline, as "-" for standard input, or from a file.
func textArg(env *Env, name, inline, file string, set map[string]bool) (string, error) {
	if set[name] && set[name+"-file"] {
		return "", usagef("struct: give --%s or --%s-file, not both", name, name)
	}
	switch {
	case set[name+"-file"]:
		if !filepath.IsAbs(file) {
			file = filepath.Join(env.Dir, file)
		}
		b, err := os.ReadFile(file)
		if err != nil {
			return "", usagef("struct: --%s-file: %v", name, err)
		}
		return string(b), nil
	case inline == "-":
		b, err := io.ReadAll(env.Stdin)
		if err != nil {
			return "", usagef("struct: --%s -: %v", name, err)
		}
		return string(b), nil
	}
	return inline, nil
}

func writeJSON(w io.Writer, v any) {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	_ = enc.Encode(v)
}

func structOpNames() string {
	names := make([]string, len(structOps))
	for i, op := range structOps {
		names[i] = op.name
	}
	return strings.Join(append(names, "batch"), ", ")
}

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
	return syntaxBroken(res.Structured, *accept)
}
