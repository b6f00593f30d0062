// This file defines the structure operations as tools.

package tools

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/locus-dev/locus/internal/structure"
)

const targetHelp = "the structure, as a path of levels from the file root: \"Class.method\", one level per line (\"UserAuth\\nvalidate\\nif user.is_active\"), or a JSON array; " +
	"a level is a name (Go methods also T.M) or the start of the structure's own text as written; name[2] picks the second of several; \"\" is the whole file"

// writeOpts are the switches every write takes.
type writeOpts struct {
	DryRun             bool `json:"dry_run,omitempty" jsonschema:"return the unified diff and write nothing"`
	RejectSyntaxErrors bool `json:"reject_syntax_errors,omitempty" jsonschema:"the safe choice: refuse (PARSER_FAILED, file unchanged) an edit whose result has new syntax errors, instead of writing it with a SYNTAX_BROKEN warning"`
}

func (w writeOpts) options() structure.Options {
	return structure.Options{DryRun: w.DryRun, RejectSyntaxErrors: w.RejectSyntaxErrors}
}

type readIn struct {
	Path   string `json:"path" jsonschema:"the file, relative to the workspace root"`
	Target string `json:"target" jsonschema:"the structure (see the write tools); every match is returned"`
}

type contentIn struct {
	Path    string `json:"path" jsonschema:"the file, relative to the workspace root"`
	Target  string `json:"target" jsonschema:"the structure"`
	Content string `json:"content" jsonschema:"the code, at zero indent: it is re-indented to its place with the file's tabs or spaces"`
	writeOpts
}

type pathTargetIn struct {
	Path   string `json:"path" jsonschema:"the file, relative to the workspace root"`
	Target string `json:"target" jsonschema:"the structure"`
	writeOpts
}

type textIn struct {
	Path    string `json:"path" jsonschema:"the file, relative to the workspace root"`
	Target  string `json:"target" jsonschema:"the structure to search in"`
	OldText string `json:"old_text" jsonschema:"the exact text to replace, white space included"`
	NewText string `json:"new_text" jsonschema:"the replacement"`
	writeOpts
}

type textAllIn struct {
	textIn
	ExpectedCount *int `json:"expected_count,omitempty" jsonschema:"how many occurrences there must be; COUNT_MISMATCH otherwise"`
}

type moveIn struct {
	SourcePath   string `json:"source_path" jsonschema:"the file the structure is in"`
	SourceTarget string `json:"source_target" jsonschema:"the structure to move"`
	DestPath     string `json:"dest_path" jsonschema:"the file to move it to (the same file, or another)"`
	DestTarget   string `json:"dest_target" jsonschema:"the structure to put it next to"`
	writeOpts
}

type moveFileIn struct {
	SourcePath   string `json:"source_path" jsonschema:"the file the structure is in"`
	SourceTarget string `json:"source_target" jsonschema:"the structure to move"`
	DestPath     string `json:"dest_path" jsonschema:"the file to move it to; it is created, with its folders, if it does not exist"`
	writeOpts
}

var (
	readOnly = Annotations{ReadOnly: true, Idempotent: true}
	edits    = Annotations{Destructive: true}
	adds     = Annotations{}
)

// editor is the structure editor of a call: its parses stop when the
// call's ctx ends (the client cancelled it or went away).
func editor(ctx context.Context, env *Env) *structure.Editor {
	return &structure.Editor{Root: env.Root, Context: ctx}
}

func done(res *structure.Result, err error) (*Result, error) {
	if err != nil {
		return nil, err
	}
	return &Result{Text: res.Text(), Structured: res}, nil
}

func init() {
	register(Define("read_structure",
		"Read structures by target: functions, classes, methods, if-blocks, loops, cases, Markdown sections, list items, code blocks. "+
			"Returns every match with its lines; when the full path matches nothing, the matches of its last level anywhere, saying so. Target: "+targetHelp+".",
		readOnly, func(ctx context.Context, env *Env, in readIn) (*Result, error) {
			return done(editor(ctx, env).Read(in.Path, in.Target))
		}))
	register(Define("replace_structure",
		"Replace one structure (doc comment and decorators included; content without a doc comment keeps the structure's) with content given at zero indent. The empty target replaces the whole file. Target: "+targetHelp+".",
		edits, func(ctx context.Context, env *Env, in contentIn) (*Result, error) {
			return done(editor(ctx, env).Replace(in.Path, in.Target, in.Content, in.options()))
		}))
	register(Define("delete_structure",
		"Delete one structure and the blank lines that separated it from its neighbours. Target: "+targetHelp+".",
		edits, func(ctx context.Context, env *Env, in pathTargetIn) (*Result, error) {
			return done(editor(ctx, env).Delete(in.Path, in.Target, in.options()))
		}))
	register(Define("replace_text_in_structure",
		"Replace old_text, which must occur exactly once inside the structure, with new_text. Target: "+targetHelp+".",
		edits, func(ctx context.Context, env *Env, in textIn) (*Result, error) {
			return done(editor(ctx, env).ReplaceText(in.Path, in.Target, in.OldText, in.NewText, in.options()))
		}))
	register(Define("replace_all_text_in_structure",
		"Replace every occurrence of old_text inside one structure with new_text; expected_count, when given, must equal the count. Target: "+targetHelp+".",
		edits, func(ctx context.Context, env *Env, in textAllIn) (*Result, error) {
			return done(editor(ctx, env).ReplaceAllText(in.Path, in.Target, in.OldText, in.NewText, in.ExpectedCount, in.options()))
		}))
	register(Define("insert_before_structure",
		"Insert content (zero indent) before a structure and its doc comment, at its indentation, spaced as the file spaces its neighbours. "+
			"The empty target inserts at the file's start, after its package clause and imports. Target: "+targetHelp+".",
		adds, func(ctx context.Context, env *Env, in contentIn) (*Result, error) {
			return done(editor(ctx, env).InsertBefore(in.Path, in.Target, in.Content, in.options()))
		}))
	register(Define("insert_after_structure",
		"Insert content (zero indent) after a structure, at its indentation, spaced as the file spaces its neighbours. The empty target inserts at the end of the file. Target: "+targetHelp+".",
		adds, func(ctx context.Context, env *Env, in contentIn) (*Result, error) {
			return done(editor(ctx, env).InsertAfter(in.Path, in.Target, in.Content, in.options()))
		}))
	for _, m := range []struct {
		name, what string
		where      structure.Where
	}{
		{"move_structure_to_before", "before the structure dest_target names", structure.Before},
		{"move_structure_to_after", "after the structure dest_target names", structure.After},
	} {
		register(Define(m.name,
			"Move a structure "+m.what+", in the same file or another, re-indented for its new place. Both files are checked before either is written, and written together or not at all. Targets: "+targetHelp+".",
			edits, func(ctx context.Context, env *Env, in moveIn) (*Result, error) {
				return done(editor(ctx, env).Move(in.SourcePath, in.SourceTarget, in.DestPath, in.DestTarget, m.where, in.options()))
			}))
	}
	for _, m := range []struct {
		name, what string
		where      structure.Where
	}{
		{"move_structure_to_file_start", "to the start of a file (after its package clause and imports)", structure.FileStart},
		{"move_structure_to_file_end", "to the end of a file", structure.FileEnd},
	} {
		register(Define(m.name,
			"Move a structure "+m.what+", the same file or another (created if missing). Both files are checked before either is written, and written together or not at all. Target: "+targetHelp+".",
			edits, func(ctx context.Context, env *Env, in moveFileIn) (*Result, error) {
				return done(editor(ctx, env).Move(in.SourcePath, in.SourceTarget, in.DestPath, "", m.where, in.options()))
			}))
	}
}

// jsonText is v as indented JSON, for a text result that is JSON.
func jsonText(v any) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	_ = enc.Encode(v)
	return b.String()
}
