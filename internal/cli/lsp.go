// This file defines `locus lsp TOOL ...`, the language-server tools from
// the command line, and `locus doctor`, which says which servers are there.

package cli

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"strings"

	"github.com/locus-dev/locus/internal/lsp"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/tools"
)

// toolCommand is a command that is a view of one tool (`locus lsp TOOL`,
// and the index's commands of workspace.go): the tool's parameters that its
// positional arguments give, in order (a last one ending in "?" may be left
// out), and what to give, for a wrong command line. Its flags give the
// other parameters (lspFlagParams).
type toolCommand struct {
	tool, synopsis string
	params         []string
	give           string
	command        string         // the command's name when it is not `lsp TOOL`
	defaults       map[string]any // arguments given unless a flag sets them
}

// name is the command line's name of c.
func (c *toolCommand) name() string {
	if c.command != "" {
		return c.command
	}
	return "lsp " + c.tool
}

var toolCommands = []toolCommand{
	{"definition", "SPEC [--mode definition|declaration|type_definition|implementation] [--source lsp|index]", []string{"locate"}, "one SPEC, such as 'main.go:run@<|>helper('", "", nil},
	{"references", "SPEC [--no-declaration] [--max N] [--offset N] [--source lsp|index]", []string{"locate"}, "one SPEC, such as 'models.py:User.save'", "", nil},
	{"hover", "SPEC", []string{"locate"}, "one SPEC", "", nil},
	{"completion", "SPEC [--max N]", []string{"locate"}, "one SPEC, such as 'service.py@self.<|>'", "", nil},
	{"signature_help", "SPEC", []string{"locate"}, "one SPEC inside a call's parentheses, such as 'main.go@Printf(<|>'", "", nil},
	{"rename", "SPEC NEW_NAME [--apply]", []string{"locate", "new_name"}, "SPEC and NEW_NAME", "", nil},
	{"code_actions", "SPEC [--action N|TITLE]", []string{"locate"}, "one SPEC naming a range, such as main.go:10-14 or main.go:run (apply an action with --action N or --action TITLE)", "", nil},
	{"format", "PATH [--locate SPEC] [--apply]", []string{"path"}, "one PATH", "", nil},
	{"diagnostics", "[PATH]", []string{"path?"}, "at most one PATH", "", nil},
	{"workspace_symbols", "QUERY [--max N]", []string{"query"}, "one QUERY", "", map[string]any{"source": "lsp"}},
}

// lspFlagParams maps the flags of `locus lsp` to the tool parameters they
// set; a flag not given leaves its parameter to the tool's default, and one
// the tool does not have is an INVALID_ARGUMENT from the tool.
var lspFlagParams = map[string]string{
	"mode": "mode", "max": "max_items", "offset": "offset", "no-declaration": "include_declaration",
	"apply": "apply", "action": "apply", "locate": "locate", "source": "source",
	"kind": "kind", "path": "path", "depth": "depth", "tokens": "max_tokens",
}

// toolArg names a tool's parameter as the command line writes it, for the
// hints of an answer ("call again with --offset 4"): its flag, or locus
// read for the tool file_read.
func toolArg(param string) string {
	if param == "file_read" {
		return "locus read"
	}
	for flag, p := range lspFlagParams {
		if p == param && flag != "action" {
			return "--" + flag
		}
	}
	return param
}

// toolArgs turns the positional arguments and the flags given into the
// tool's arguments.
func (c *toolCommand) toolArgs(fs *flag.FlagSet, rest []string) (map[string]any, error) {
	need := len(c.params)
	if need > 0 && strings.HasSuffix(c.params[need-1], "?") {
		need--
	}
	if len(rest) < need || len(rest) > len(c.params) {
		return nil, usagef("%s: give %s", c.name(), c.give)
	}
	a := map[string]any{}
	for k, v := range c.defaults {
		a[k] = v
	}
	for i, v := range rest {
		a[strings.TrimSuffix(c.params[i], "?")] = v
	}
	fs.Visit(func(f *flag.Flag) {
		param, ok := lspFlagParams[f.Name]
		if !ok {
			return
		}
		v := f.Value.(flag.Getter).Get()
		if f.Name == "no-declaration" {
			v = !v.(bool)
		}
		a[param] = v
	})
	return a, nil
}

func runLSP(env *Env, args []string) error {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return usagef("lsp: give a tool: %s", lspToolNames())
	}
	name := strings.ReplaceAll(args[0], "-", "_")
	var cmd *toolCommand
	for i := range toolCommands {
		if toolCommands[i].tool == name {
			cmd = &toolCommands[i]
		}
	}
	if cmd == nil {
		return usagef("lsp: there is no tool %q; give one of %s", args[0], lspToolNames())
	}
	return runToolCommand(env, "lsp "+cmd.tool, cmd, args[1:])
}

// runToolCommand runs the tool of cmd with the command line args (after
// the command's name), named as a command by name.
func runToolCommand(env *Env, name string, cmd *toolCommand, args []string) error {
	fs := newFlags(env, name, "[--root DIR] [--read-only] [--json] "+cmd.synopsis)
	root := fs.String("root", env.Dir, "workspace `DIR`ectory; no path may leave it")
	readOnly := fs.Bool("read-only", false, "refuse every write")
	asJSON := fs.Bool("json", false, "print the structured result (or the error object) as JSON")
	fs.String("mode", "definition", "definition: definition, declaration, type_definition or implementation")
	fs.Int("max", 0, "references, completion, workspace_symbols: at most `N` items")
	fs.Int("offset", 0, "references: skip `N` first")
	fs.Bool("no-declaration", false, "references: leave out the declaration")
	fs.Bool("apply", false, "rename, format: write the change (default: print the diff)")
	fs.String("action", "", "code_actions: apply the action with this index or `TITLE`")
	fs.String("locate", "", "format: only the range this `SPEC` names")
	fs.String("source", "", "definition, references: `lsp` or index (default: the server if installed, else the index); workspace_symbols: index or lsp")
	fs.String("kind", "", "workspace_symbols: only these `KINDS`, comma-separated")
	fs.String("path", "", "workspace_symbols: only files under this folder or matching this `GLOB`")
	fs.Int("depth", 0, "callers, callees: how many levels (`N`)")
	fs.Int("tokens", 0, "repo_map: the budget in `N` o200k tokens")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	toolArgs, err := cmd.toolArgs(fs, rest)
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
	res, err := tools.Lookup(cmd.tool).Call(context.Background(), &tools.Env{Root: ws, Arg: toolArg}, raw)
	return printResult(env, *asJSON, err, func() (string, any) { return res.Text, res.Structured })
}

func lspToolNames() string {
	names := make([]string, len(toolCommands))
	for i, c := range toolCommands {
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
	report, err := lsp.Doctor(context.Background(), ws, syntax.LanguageIDs)
	return printResult(env, *asJSON, err, func() (string, any) { return doctorText(report), report })
}

// doctorText is doctor's report: a server per entry, then how many answer.
// Only a server that started and answered initialize counts as found.
func doctorText(report []lsp.Check) string {
	var b strings.Builder
	answer, missing := 0, 0
	for _, c := range report {
		var status string
		switch {
		case c.Program == "":
			status = "missing; install: " + c.Install
			missing++
		case !c.Answers:
			status = c.Program + ": " + c.Problem + "; reinstall: " + c.Install
		default:
			status = "ok  " + c.Version + "  " + c.Program
			answer++
		}
		fmt.Fprintf(&b, "%-27s %s\n%-27s for %s\n", c.Name, status, "", strings.Join(c.Extensions, " "))
	}
	fmt.Fprintf(&b, "\n%d of %d language servers answer (%d missing, %d there but not answering); programs are looked for on PATH, then in %s (set LOCUS_TOOLS to change it), where `locus install-servers` puts them.\n",
		answer, len(report), missing, len(report)-answer-missing, lsp.ToolsDir())
	fmt.Fprintf(&b, "A project names other servers in %s: {\"servers\": {\"NAME\": {\"command\": [\"prog\", \"arg\"], \"languages\": {\".ext\": \"languageId\"}, \"install\": \"...\"}}}\n", lsp.ConfigFile)
	return b.String()
}

// runInstallServers installs language servers into locus's tools folder.
func runInstallServers(env *Env, args []string) error {
	fs := newFlags(env, "install-servers", "[SERVER|LANGUAGE...]")
	names, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	return lsp.Install(context.Background(), names, env.Stdout, env.Stderr)
}

// runTrust records that the user trusts the project's config file, whose
// servers (commands) it lists, or with --revoke no longer trusts it.
func runTrust(env *Env, args []string) error {
	fs := newFlags(env, "trust", "[--root DIR] [--revoke]")
	root := fs.String("root", env.Dir, "workspace `DIR`ectory, whose "+lsp.ConfigFile+" is trusted")
	revoke := fs.Bool("revoke", false, "no longer trust it")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return usagef("trust takes no arguments")
	}
	ws, err := openRoot(env, *root)
	if err != nil {
		return err
	}
	specs, err := lsp.Trust(ws, *revoke)
	if err != nil {
		return err
	}
	if *revoke {
		fmt.Fprintf(env.Stdout, "%s of %s is no longer trusted: locus runs none of its commands\n", lsp.ConfigFile, ws.Dir())
		return nil
	}
	fmt.Fprintf(env.Stdout, "trusted %s of %s as it is now; locus may run these commands (a change to the file needs trust again):\n", lsp.ConfigFile, ws.Dir())
	for _, s := range specs {
		fmt.Fprintf(env.Stdout, "  %s: %s\n", s.Name, strings.Join(s.Command, " "))
		if len(s.Version) > 0 {
			fmt.Fprintf(env.Stdout, "  %s (version): %s\n", s.Name, strings.Join(s.Version, " "))
		}
	}
	return nil
}
