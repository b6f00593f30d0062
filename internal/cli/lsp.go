// This file defines `locus lsp TOOL ...`, the language-server tools from
// the command line, and `locus doctor`, which says which servers are there.

package cli

import (
	"context"
	"fmt"
	"strings"

	"github.com/locus-dev/locus/internal/lsp"
	"github.com/locus-dev/locus/internal/session"
)

// lspViews are the language servers' tools as `locus lsp TOOL`: the tool's
// synopsis, the parameters its positional arguments give, and what to
// give, for a wrong command line.
var lspViews = []struct {
	tool, synopsis string
	params         []string
	give           string
	defaults       map[string]any
}{
	{"definition", "SPEC [--mode definition|declaration|type_definition|implementation] [--source lsp|index]", []string{"locate"}, "one SPEC, such as 'main.go:run@<|>helper('", nil},
	{"references", "SPEC [--no-declaration] [--lines-only] [--max N] [--offset N] [--source lsp|index]", []string{"locate"}, "one SPEC, such as 'models.py:User.save'", nil},
	{"hover", "SPEC", []string{"locate"}, "one SPEC", nil},
	{"completion", "SPEC [--max N]", []string{"locate"}, "one SPEC, such as 'service.py@self.<|>'", nil},
	{"signature_help", "SPEC", []string{"locate"}, "one SPEC inside a call's parentheses, such as 'main.go@Printf(<|>'", nil},
	{"rename", "SPEC NEW_NAME [--apply] [--source lsp|index]", []string{"locate", "new_name"}, "SPEC and NEW_NAME", nil},
	{"code_actions", "SPEC [--action N|TITLE]", []string{"locate"}, "one SPEC naming a range, such as main.go:10-14 or main.go:run (apply an action with --action N or --action TITLE)", nil},
	{"format", "PATH [--locate SPEC] [--apply]", []string{"path"}, "one PATH", nil},
	{"diagnostics", "[PATH]", []string{"path?"}, "at most one PATH", nil},
	{"workspace_symbols", "QUERY [--max N]", []string{"query"}, "one QUERY", map[string]any{"source": "lsp"}},
}

// askViews are the commands that ask a tool about the workspace: `locus
// lsp TOOL` and the index's commands (workspace.go), one family: they
// share their flags, and a flag that a command's tool does not take is
// the tool's INVALID_ARGUMENT.
var askViews = func() *family {
	fam := &family{common: "[--root DIR] [--read-only] [--json] ", readOnly: true, asJSON: true}
	for _, v := range lspViews {
		fam.views = append(fam.views, view{command: "lsp " + v.tool, tool: v.tool, synopsis: v.synopsis, params: v.params,
			give: "lsp " + v.tool + ": give " + v.give, defaults: v.defaults})
	}
	fam.views = append(fam.views, workspaceViews...)
	return fam
}()

func runLSP(env *Env, args []string) error {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return usagef("lsp: give a tool: %s", lspToolNames())
	}
	name := strings.ReplaceAll(args[0], "-", "_")
	for i := range askViews.views {
		if v := &askViews.views[i]; v.command == "lsp "+name {
			return askViews.run(env, v, args[1:])
		}
	}
	return usagef("lsp: there is no tool %q; give one of %s", args[0], lspToolNames())
}

func lspToolNames() string {
	names := make([]string, len(lspViews))
	for i, v := range lspViews {
		names[i] = v.tool
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
	report, err := session.Doctor(context.Background(), ws)
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
