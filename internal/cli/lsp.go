// This file defines `locus lsp TOOL ...`, the language-server tools from
// the command line, and `locus doctor`, which says which servers are there.

package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/locus-dev/locus/internal/lsp"
	"github.com/locus-dev/locus/internal/tools"
)

// lspCommand is one `locus lsp` subcommand: its positional arguments, and
// how they and its flags become the tool's arguments.
type lspCommand struct {
	tool     string
	synopsis string
	args     func(fs *lspFlags, rest []string) (map[string]any, error)
}

// lspFlags are the flags every lsp subcommand accepts; each uses those it
// needs.
type lspFlags struct {
	mode, apply, locate         string
	max, offset                 int
	noDeclaration, applyChanges bool
}

func one(tool string, rest []string, what string) error {
	if len(rest) != 1 {
		return usagef("lsp %s: give %s", tool, what)
	}
	return nil
}

var lspCommands = []lspCommand{
	{"definition", "SPEC [--mode definition|declaration|type_definition|implementation]", func(f *lspFlags, rest []string) (map[string]any, error) {
		if err := one("definition", rest, "one SPEC, such as 'main.go:run@<|>helper('"); err != nil {
			return nil, err
		}
		return map[string]any{"locate": rest[0], "mode": f.mode}, nil
	}},
	{"references", "SPEC [--no-declaration] [--max N] [--offset N]", func(f *lspFlags, rest []string) (map[string]any, error) {
		if err := one("references", rest, "one SPEC, such as 'models.py:User.save'"); err != nil {
			return nil, err
		}
		a := map[string]any{"locate": rest[0], "include_declaration": !f.noDeclaration, "offset": f.offset}
		if f.max > 0 {
			a["max_items"] = f.max
		}
		return a, nil
	}},
	{"hover", "SPEC", func(_ *lspFlags, rest []string) (map[string]any, error) {
		if err := one("hover", rest, "one SPEC"); err != nil {
			return nil, err
		}
		return map[string]any{"locate": rest[0]}, nil
	}},
	{"completion", "SPEC [--max N]", func(f *lspFlags, rest []string) (map[string]any, error) {
		if err := one("completion", rest, "one SPEC, such as 'service.py@self.<|>'"); err != nil {
			return nil, err
		}
		a := map[string]any{"locate": rest[0]}
		if f.max > 0 {
			a["max_items"] = f.max
		}
		return a, nil
	}},
	{"signature_help", "SPEC", func(_ *lspFlags, rest []string) (map[string]any, error) {
		if err := one("signature_help", rest, "one SPEC inside a call's parentheses, such as 'main.go@Printf(<|>'"); err != nil {
			return nil, err
		}
		return map[string]any{"locate": rest[0]}, nil
	}},
	{"rename", "SPEC NEW_NAME [--apply]", func(f *lspFlags, rest []string) (map[string]any, error) {
		if len(rest) != 2 {
			return nil, usagef("lsp rename: give SPEC and NEW_NAME")
		}
		return map[string]any{"locate": rest[0], "new_name": rest[1], "apply": f.applyChanges}, nil
	}},
	{"code_actions", "SPEC [--action N|TITLE]", func(f *lspFlags, rest []string) (map[string]any, error) {
		if err := one("code_actions", rest, "one SPEC naming a range, such as main.go:10-14 or main.go:run (apply an action with --action N or --action TITLE)"); err != nil {
			return nil, err
		}
		return map[string]any{"locate": rest[0], "apply": f.apply}, nil
	}},
	{"format", "PATH [--locate SPEC] [--apply]", func(f *lspFlags, rest []string) (map[string]any, error) {
		if err := one("format", rest, "one PATH"); err != nil {
			return nil, err
		}
		a := map[string]any{"path": rest[0], "apply": f.applyChanges}
		if f.locate != "" {
			a["locate"] = f.locate
		}
		return a, nil
	}},
	{"diagnostics", "[PATH]", func(_ *lspFlags, rest []string) (map[string]any, error) {
		switch len(rest) {
		case 0:
			return map[string]any{}, nil
		case 1:
			return map[string]any{"path": rest[0]}, nil
		}
		return nil, usagef("lsp diagnostics: give at most one PATH")
	}},
	{"workspace_symbols", "QUERY [--max N]", func(f *lspFlags, rest []string) (map[string]any, error) {
		if err := one("workspace_symbols", rest, "one QUERY"); err != nil {
			return nil, err
		}
		a := map[string]any{"query": rest[0]}
		if f.max > 0 {
			a["max_items"] = f.max
		}
		return a, nil
	}},
}

func runLSP(env *Env, args []string) error {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return usagef("lsp: give a tool: %s", lspToolNames())
	}
	name := strings.ReplaceAll(args[0], "-", "_")
	var cmd *lspCommand
	for i := range lspCommands {
		if lspCommands[i].tool == name {
			cmd = &lspCommands[i]
		}
	}
	if cmd == nil {
		return usagef("lsp: there is no tool %q; give one of %s", args[0], lspToolNames())
	}
	fs := newFlags(env, "lsp "+cmd.tool, "[--root DIR] [--read-only] [--json] "+cmd.synopsis)
	root := fs.String("root", env.Dir, "workspace `DIR`ectory; no path may leave it")
	readOnly := fs.Bool("read-only", false, "refuse every write")
	asJSON := fs.Bool("json", false, "print the structured result (or the error object) as JSON")
	var f lspFlags
	fs.StringVar(&f.mode, "mode", "definition", "definition: definition, declaration, type_definition or implementation")
	fs.IntVar(&f.max, "max", 0, "references, completion, workspace_symbols: at most `N` items")
	fs.IntVar(&f.offset, "offset", 0, "references: skip `N` first")
	fs.BoolVar(&f.noDeclaration, "no-declaration", false, "references: leave out the declaration")
	fs.BoolVar(&f.applyChanges, "apply", false, "rename, format: write the change (default: print the diff)")
	fs.StringVar(&f.apply, "action", "", "code_actions: apply the action with this index or `TITLE`")
	fs.StringVar(&f.locate, "locate", "", "format: only the range this `SPEC` names")
	rest, err := parseFlags(fs, args[1:])
	if err != nil {
		return err
	}
	toolArgs, err := cmd.args(&f, rest)
	if err != nil {
		return err
	}
	raw, err := json.Marshal(toolArgs)
	if err != nil {
		return err
	}
	ws, err := openWorkspace(env, *root, *readOnly)
	if err != nil {
		return err
	}
	res, err := tools.Lookup(cmd.tool).Call(context.Background(), &tools.Env{Root: ws}, raw)
	return printResult(env, *asJSON, err, func() (string, any) { return res.Text, res.Structured })
}

func lspToolNames() string {
	names := make([]string, len(lspCommands))
	for i, c := range lspCommands {
		names[i] = c.tool
	}
	return strings.Join(names, ", ")
}

func runDoctor(env *Env, args []string) error {
	fs := newFlags(env, "doctor", "[--root DIR] [--json]")
	root := fs.String("root", env.Dir, "workspace `DIR`ectory, whose "+lsp.ConfigFile+" is read")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return usagef("doctor takes no arguments")
	}
	ws, err := openRoot(env, *root)
	if err != nil {
		return err
	}
	report, err := lsp.Doctor(context.Background(), ws)
	return printResult(env, *asJSON, err, func() (string, any) {
		var b strings.Builder
		missing := 0
		for _, c := range report {
			var status string
			switch {
			case c.Program == "":
				status = "missing; install: " + c.Install
				missing++
			case c.Problem != "":
				status = c.Program + ": " + c.Problem
			default:
				status = c.Program + "  " + c.Version
			}
			fmt.Fprintf(&b, "%-27s %s\n%-27s for %s\n", c.Name, status, "", strings.Join(c.Extensions, " "))
		}
		fmt.Fprintf(&b, "\n%d of %d language servers found; programs are looked for in %s (set LOCUS_TOOLS to change it), after PATH.\n",
			len(report)-missing, len(report), lsp.ToolsDir())
		fmt.Fprintf(&b, "A project names other servers in %s: {\"servers\": {\"NAME\": {\"command\": [\"prog\", \"arg\"], \"languages\": {\".ext\": \"languageId\"}, \"install\": \"...\"}}}\n", lsp.ConfigFile)
		return b.String(), report
	})
}
