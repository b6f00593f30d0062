// This file defines the structure operations as tools.

package tools

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/structure"
)

// writeOpts are the switches every write takes.
type writeOpts struct {
	DryRun             bool `json:"dry_run,omitempty"`
	RejectSyntaxErrors bool `json:"reject_syntax_errors,omitempty"`
}

func (w writeOpts) options() structure.Options {
	return structure.Options{DryRun: w.DryRun, RejectSyntaxErrors: w.RejectSyntaxErrors}
}

type readIn struct {
	Path   string    `json:"path" jsonschema:"a file, or * for the one defining target"`
	Target targetArg `json:"target"`
}

type contentIn struct {
	Path    string    `json:"path"`
	Target  targetArg `json:"target"`
	Content string    `json:"content" jsonschema:"at zero indent"`
	writeOpts
}

type pathTargetIn struct {
	Path   string    `json:"path"`
	Target targetArg `json:"target"`
	writeOpts
}

type textIn struct {
	Path    string    `json:"path"`
	Target  targetArg `json:"target"`
	OldText string    `json:"old_text" jsonschema:"exact text"`
	NewText string    `json:"new_text"`
	writeOpts
}

type textAllIn struct {
	textIn
	ExpectedCount *int `json:"expected_count,omitempty" jsonschema:"fail unless this many"`
}

type moveIn struct {
	SourcePath   string    `json:"source_path"`
	SourceTarget targetArg `json:"source_target"`
	DestPath     string    `json:"dest_path"`
	DestTarget   targetArg `json:"dest_target"`
	writeOpts
}

type moveFileIn struct {
	SourcePath   string    `json:"source_path"`
	SourceTarget targetArg `json:"source_target"`
	DestPath     string    `json:"dest_path"`
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
	return &structure.Editor{Root: env.Root, Context: ctx, Trees: env.session().Trees()}
}

func done(res *structure.Result, err error) (*Result, error) {
	if err != nil {
		return nil, err
	}
	return &Result{Text: res.Text(), Structured: res}, nil
}

// anyPath is read_structure's path for "the file that defines the
// target", found through the workspace index.
const anyPath = "*"

func runReadStructure(ctx context.Context, env *Env, in readIn) (*Result, error) {
	if in.Path != anyPath {
		return done(editor(ctx, env).Read(in.Path, string(in.Target)))
	}
	sym := strings.TrimSpace(string(in.Target))
	if sym == "" || strings.Contains(sym, "\n") || strings.HasPrefix(sym, "[") {
		return nil, fault.New(fault.InvalidArgument, "path \"*\" reads the symbol target names wherever it is defined; give the target as one name, such as Server.Serve, or give the file's path")
	}
	d, err := definitionOf(ctx, env, sym, "its file as path", "give its file as path, qualify the name, or pick one of these by its place, with path \"*\": target ")
	if err != nil {
		return nil, err
	}
	res, err := editor(ctx, env).Read(d.Path, targetName(d))
	if fault.CodeOf(err) == fault.TargetNotFound {
		// a name written with its scope (RDoc::Markup::ToHtml) is a
		// target by its last part
		res, err = editor(ctx, env).Read(d.Path, d.Name)
	}
	if err != nil {
		return nil, err
	}
	res.Files = []string{d.Path}
	return &Result{Text: "in " + d.Path + "\n" + res.Text(), Structured: res}, nil
}

func init() {
	register(Read, Define("read_structure",
		"Read by target every match (function, class, block, Markdown section) with its lines.",
		readOnly, runReadStructure))
	register(Edit, Define("replace_structure",
		"Replace a structure, decorators and doc comment included (kept if content has none), with content.",
		edits, func(ctx context.Context, env *Env, in contentIn) (*Result, error) {
			return done(editor(ctx, env).Replace(in.Path, string(in.Target), in.Content, in.options()))
		}))
	register(Edit, Define("delete_structure",
		"Delete a structure and the blank lines setting it apart.",
		edits, func(ctx context.Context, env *Env, in pathTargetIn) (*Result, error) {
			return done(editor(ctx, env).Delete(in.Path, string(in.Target), in.options()))
		}))
	register(Edit, Define("replace_text_in_structure",
		"Replace old_text, found exactly once inside a structure, with new_text.",
		edits, func(ctx context.Context, env *Env, in textIn) (*Result, error) {
			return done(editor(ctx, env).ReplaceText(in.Path, string(in.Target), in.OldText, in.NewText, in.options()))
		}))
	register(Edit, Define("replace_all_text_in_structure",
		"Replace every old_text inside a structure with new_text.",
		edits, func(ctx context.Context, env *Env, in textAllIn) (*Result, error) {
			return done(editor(ctx, env).ReplaceAllText(in.Path, string(in.Target), in.OldText, in.NewText, in.ExpectedCount, in.options()))
		}))
	register(Edit, Define("insert_before_structure",
		"Insert content before a structure, spaced like its siblings; target \"\": after the imports.",
		adds, func(ctx context.Context, env *Env, in contentIn) (*Result, error) {
			return done(editor(ctx, env).InsertBefore(in.Path, string(in.Target), in.Content, in.options()))
		}))
	register(Edit, Define("insert_after_structure",
		"Insert content after a structure, spaced like its siblings; target \"\": the file's end.",
		adds, func(ctx context.Context, env *Env, in contentIn) (*Result, error) {
			return done(editor(ctx, env).InsertAfter(in.Path, string(in.Target), in.Content, in.options()))
		}))
	for _, m := range []struct {
		name, what string
		where      structure.Where
	}{
		{"move_structure_to_before", "before", structure.Before},
		{"move_structure_to_after", "after", structure.After},
	} {
		register(Edit, Define(m.name,
			"Move source_target of source_path "+m.what+" dest_target of dest_path (any file); both written or neither.",
			edits, func(ctx context.Context, env *Env, in moveIn) (*Result, error) {
				return done(editor(ctx, env).Move(in.SourcePath, string(in.SourceTarget), in.DestPath, string(in.DestTarget), m.where, in.options()))
			}))
	}
	for _, m := range []struct {
		name, what string
		where      structure.Where
	}{
		{"move_structure_to_file_start", "the start of dest_path, after its imports", structure.FileStart},
		{"move_structure_to_file_end", "the end of dest_path", structure.FileEnd},
	} {
		register(Edit, Define(m.name,
			"Move source_target of source_path to "+m.what+" (any file, created if missing); both written or neither.",
			edits, func(ctx context.Context, env *Env, in moveFileIn) (*Result, error) {
				return done(editor(ctx, env).Move(in.SourcePath, string(in.SourceTarget), in.DestPath, "", m.where, in.options()))
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
