// This file defines the language-server tools that change files or read
// whole files and the workspace: rename (which the index answers without
// a server, rename.go), code_actions, format, diagnostics,
// workspace_symbols.

package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/lsp"
	"github.com/locus-dev/locus/internal/textedit"
)

type renameIn struct {
	Locate  any    `json:"locate"`
	NewName string `json:"new_name"`
	Apply   bool   `json:"apply,omitempty"`
	Source  string `json:"source,omitempty" jsonschema:"lsp or index"`
}

type codeActionsIn struct {
	Locate any    `json:"locate"`
	Apply  string `json:"apply,omitempty" jsonschema:"index or title"`
}

type formatIn struct {
	Path   string `json:"path"`
	Locate any    `json:"locate,omitempty" jsonschema:"a range (default: the file)"`
	Apply  bool   `json:"apply,omitempty"`
}

type diagnosticsIn struct {
	Path string `json:"path,omitempty"`
}

func init() {
	withLocate(Edit, Define("rename",
		"Rename the symbol at a place everywhere (language server, else index by name): a diff, or written with apply.",
		Annotations{Destructive: true}, runRename))
	withLocate(LSP, Define("code_actions",
		"The language server's quick fixes and refactorings for a range (path:Symbol, path:10-14), numbered; apply runs one.",
		Annotations{Destructive: true}, runCodeActions))
	withLocate(LSP, Define("format",
		"Format a file or a range with the language server: a diff, or written with apply.",
		Annotations{Destructive: true, Idempotent: true}, runFormat))
	register(LSP, Define("diagnostics",
		"The language server's errors and warnings for a file, or for every file it reports on.",
		Annotations{ReadOnly: true, Idempotent: true}, runDiagnostics))
}

func runRename(ctx context.Context, env *Env, in renameIn) (*Result, error) {
	if err := writable(env, in.Apply, "rename"); err != nil {
		return nil, err
	}
	if _, err := fromIndex(in.Source, nil); err != nil {
		return nil, err // before a server is asked, or started
	}
	res, p, err := at(ctx, env, in.Locate)
	if err != nil {
		return nil, err
	}
	var edits []*lsp.FileEdit
	if in.Source != "index" {
		edits, err = env.session().LSP().Rename(ctx, res.Path, p, in.NewName)
	}
	if ok, serr := fromIndex(in.Source, err); serr != nil {
		return nil, serr
	} else if ok {
		return indexRename(ctx, env, res, in, noServer(err))
	}
	if err != nil {
		return nil, err
	}
	diff, files, err := writeEdits(env, "rename", edits, in.Apply)
	if err != nil {
		return nil, err
	}
	n := 0
	for _, e := range edits {
		n += len(e.Edits)
	}
	verb := "would change"
	if in.Apply {
		verb = "changed"
	}
	text := fmt.Sprintf("rename of the symbol at %s to %s %s %s in %s: %s\n", place(res), in.NewName, verb, plural(n, "place"), plural(len(files), "file"), strings.Join(files, ", "))
	if !in.Apply {
		text += "(a preview: send apply: true to write it)\n"
	}
	return &Result{Text: text + diff, Structured: map[string]any{"at": res, "new_name": in.NewName, "applied": in.Apply, "files": nonNil(files), "edits": n, "diff": diff}}, nil
}

func runCodeActions(ctx context.Context, env *Env, in codeActionsIn) (*Result, error) {
	// A code action's command may change files itself (go.mod, generated
	// files): it is not even asked for on a read-only workspace.
	if err := writable(env, in.Apply != "", "apply a code action"); err != nil {
		return nil, err
	}
	res, start, end, err := span(ctx, env, in.Locate)
	if err != nil {
		return nil, err
	}
	w := env.session().LSP()
	all, err := w.CodeActions(ctx, res.Path, start, end)
	if err != nil {
		return nil, err
	}
	// Disabled actions (refactorings that do not fit the range) are left
	// out, and the rest numbered as listed, which is what apply: N counts.
	var actions []lsp.Action
	for _, a := range all {
		if a.Disabled == "" {
			actions = append(actions, a)
		}
	}
	where := fmt.Sprintf("%s:%s-%s", res.Path, start, end)
	if in.Apply == "" {
		var b strings.Builder
		fmt.Fprintf(&b, "%s for %s", plural(len(actions), "code action"), where)
		if disabled := len(all) - len(actions); disabled > 0 {
			fmt.Fprintf(&b, " (and %d that do not apply here, left out)", disabled)
		}
		b.WriteString(":\n")
		for i, a := range actions {
			fmt.Fprintf(&b, "%d. %s", i+1, a.Title)
			if a.Kind != "" {
				fmt.Fprintf(&b, " [%s]", a.Kind)
			}
			if a.Preferred {
				b.WriteString(" (preferred)")
			}
			b.WriteString("\n")
		}
		if len(actions) > 0 {
			b.WriteString("apply one with apply: N or its title\n")
		}
		return &Result{Text: b.String(), Structured: map[string]any{"range": res, "actions": nonNil(actions)}}, nil
	}
	a, err := lsp.Pick(actions, in.Apply)
	if err != nil {
		return nil, err
	}
	var diff string
	var files []string
	others, err := w.Apply(ctx, res.Path, a, func(edits []*lsp.FileEdit) error {
		var err error
		diff, files, err = writeEdits(env, "code_actions", edits, true)
		return err
	})
	if err != nil {
		return nil, err
	}
	text := fmt.Sprintf("applied %q to %s; changed %s", a.Title, where, plural(len(files), "file"))
	if len(files) > 0 {
		text += ": " + strings.Join(files, ", ")
	}
	if len(others) > 0 {
		text += fmt.Sprintf("; its command changed %s on disk itself: %s", plural(len(others), "file"), strings.Join(others, ", "))
	}
	return &Result{Text: text + "\n" + diff, Structured: map[string]any{"range": res, "applied": a, "files": nonNil(files), "command_changed": nonNil(others), "diff": diff}}, nil
}

func runFormat(ctx context.Context, env *Env, in formatIn) (*Result, error) {
	if err := writable(env, in.Apply, "format"); err != nil {
		return nil, err
	}
	w := env.session().LSP()
	path, what := in.Path, in.Path
	var fe *lsp.FileEdit
	var err error
	if in.Locate != nil {
		res, start, end, lerr := span(ctx, env, in.Locate)
		if lerr != nil {
			return nil, lerr
		}
		if p, q := env.Root.Resolve(res.Path); q == nil {
			if r, perr := env.Root.Resolve(path); perr != nil || !p.SameFile(r) {
				return nil, fault.New(fault.InvalidArgument, "locate names %s but path is %s; locate a range of the file you format", res.Path, path)
			}
		}
		what = fmt.Sprintf("%s:%d-%d", res.Path, start.Line().Int(), end.Line().Int())
		fe, err = w.FormatRange(ctx, res.Path, start, end)
	} else {
		fe, err = w.Format(ctx, path)
	}
	if err != nil {
		return nil, err
	}
	if fe == nil {
		return &Result{Text: what + " is formatted already\n", Structured: map[string]any{"path": path, "applied": false, "diff": ""}}, nil
	}
	diff, _, err := writeEdits(env, "format", []*lsp.FileEdit{fe}, in.Apply)
	if err != nil {
		return nil, err
	}
	head := "formatting " + what + " would change it (send apply: true to write it):\n"
	if in.Apply {
		head = "formatted " + what + ":\n"
	}
	return &Result{Text: head + diff, Structured: map[string]any{"path": path, "applied": in.Apply, "diff": diff}}, nil
}

func runDiagnostics(ctx context.Context, env *Env, in diagnosticsIn) (*Result, error) {
	diags, stale, err := env.session().LSP().Diagnostics(ctx, in.Path)
	if err != nil {
		return nil, err
	}
	scope := "the workspace"
	if in.Path != "" {
		scope = in.Path
	}
	var b strings.Builder
	if len(diags) == 0 {
		fmt.Fprintf(&b, "no diagnostics in %s\n", scope)
	} else {
		files := map[string]bool{}
		for _, d := range diags {
			files[d.Path] = true
		}
		fmt.Fprintf(&b, "%s in %s (%s):\n", plural(len(diags), "diagnostic"), scope, plural(len(files), "file"))
	}
	for i, d := range diags {
		if i == 0 || diags[i-1].Path != d.Path {
			fmt.Fprintf(&b, "%s\n", d.Path)
		}
		fmt.Fprintf(&b, "  %s %s", d.Start(), d.Severity)
		if d.Source != "" || d.Code != "" {
			fmt.Fprintf(&b, " [%s]", strings.TrimSpace(d.Source+" "+d.Code))
		}
		fmt.Fprintf(&b, ": %s\n", oneLine(d.Message))
	}
	if len(stale) > 0 {
		fmt.Fprintf(&b, "note: %s did not finish checking in time; these may be incomplete, ask again\n", strings.Join(stale, ", "))
	}
	if in.Path == "" {
		b.WriteString("(the files the running servers have checked; name a path to check one file now)\n")
	}
	return &Result{Text: b.String(), Structured: map[string]any{"path": in.Path, "diagnostics": nonNil(diags), "incomplete": len(stale) > 0}}, nil
}

// lspWorkspaceSymbols is workspace_symbols asked of the language servers.
func lspWorkspaceSymbols(ctx context.Context, env *Env, in workspaceSymbolsIn, limit int) (*Result, error) {
	syms, err := env.session().LSP().WorkspaceSymbols(ctx, in.Query, limit)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s matching %q:\n", plural(len(syms), "symbol"), in.Query)
	for _, s := range syms {
		fmt.Fprintf(&b, "%s  %s  %s:%s", s.Name, lsp.SymbolKind(s.Kind), s.Path, s.Start())
		if s.Container != "" {
			fmt.Fprintf(&b, "  in %s", s.Container)
		}
		b.WriteString("\n")
	}
	if len(syms) == limit {
		fmt.Fprintf(&b, "(the first %d; raise %s or narrow the query)\n", limit, env.arg("max_items"))
	}
	return &Result{Text: b.String(), Structured: map[string]any{"query": in.Query, "source": "lsp", "symbols": nonNil(syms)}}, nil
}

// writeEdits renders edits as one unified diff and, when apply, writes
// them as one transaction of the tool op (for undo). It returns the diff
// and the files changed.
func writeEdits(env *Env, op string, edits []*lsp.FileEdit, apply bool) (string, []string, error) {
	var diff strings.Builder
	var files []string
	tx := env.Root.Begin()
	tx.Label(op)
	for _, fe := range edits {
		text, err := fe.Apply()
		if err != nil {
			return "", nil, fault.Wrap(err, fault.LSPError, "the server's edits of %s do not apply (%v); ask again", fe.Path, err)
		}
		d := textedit.Unified("a/"+fe.Path, "b/"+fe.Path, fe.Old(), text, 3)
		if d == "" && !fe.Create {
			continue
		}
		diff.WriteString(d)
		files = append(files, fe.Path)
		if !apply {
			continue
		}
		if fe.Create {
			err = tx.CreateAll(fe.Path, text)
		} else {
			err = tx.Write(fe.File, text)
		}
		if err != nil {
			return "", nil, err
		}
	}
	if apply && len(files) > 0 {
		if err := tx.Commit(); err != nil {
			return "", nil, err
		}
	}
	return diff.String(), files, nil
}

// plural writes n and a noun, with an s unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// writable refuses, on a read-only workspace, a call that would write.
func writable(env *Env, writes bool, what string) error {
	if writes && env.Root.ReadOnly() {
		return fault.New(fault.PermissionDenied, "locus runs read-only (--read-only), so it does not %s; leave out apply to see the change, or restart locus without --read-only", what)
	}
	return nil
}
