// Package cli is the command line of locus: subcommands that are views of
// the MCP tools (view.go: their flags derived from the tools' inputs), and
// print the tools' text or JSON; besides them, the MCP server and the
// commands that manage language servers.
//
// Exit codes: 0 success, 1 an operation failed (the error code is printed),
// 2 the command line was wrong.
package cli

import (
	_ "embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime/debug"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/session"
	"github.com/locus-dev/locus/internal/tools"
)

//go:embed usage.txt
var usage string

// Env is what a command may touch: its streams and working directory.
type Env struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	Dir            string // the working directory, the default workspace root
}

type command struct {
	name string
	run  func(env *Env, args []string) error
}

var commands = []command{
	{"find", workspaceCommand("find")},
	{"def", workspaceCommand("def")},
	{"refs", workspaceCommand("refs")},
	{"callers", workspaceCommand("callers")},
	{"callees", workspaceCommand("callees")},
	{"map", workspaceCommand("map")},
	{"index", runIndex},
	{"read", runRead},
	{"outline", runOutline},
	{"symbols", runSymbols},
	{"struct", runStruct},
	{"undo", runUndo},
	{"locate", runLocate},
	{"tools", runTools},
	{"call", runCall},
	{"mcp", runMCP},
	{"lsp", runLSP},
	{"doctor", runDoctor},
	{"install-servers", runInstallServers},
	{"trust", runTrust},
}

// Main runs locus with the arguments after the program name and returns the
// exit code.
func Main(env *Env, args []string) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		fmt.Fprint(env.Stdout, usage)
		return 0
	}
	if args[0] == "version" || args[0] == "--version" {
		info, ok := debug.ReadBuildInfo()
		fmt.Fprint(env.Stdout, versionLine(info, ok))
		return 0
	}
	defer session.CloseAll() // the indexes and language servers a command opened
	for _, c := range commands {
		if c.name == args[0] {
			return exitCode(env, c.run(env, args[1:]))
		}
	}
	if cmd, ok := toolCommands[strings.ReplaceAll(args[0], "-", "_")]; ok {
		fmt.Fprintf(env.Stderr, "locus: unknown command %q; the tool of that name is `locus %s` on the command line, or `locus call %s JSON`\n",
			args[0], cmd, strings.ReplaceAll(args[0], "-", "_"))
		return 2
	}
	fmt.Fprintf(env.Stderr, "locus: unknown command %q; run 'locus help' for the list\n", args[0])
	return 2
}

// toolCommands are the commands that run the tools whose names differ
// from theirs: an MCP user's first guess at a command is a tool's name.
var toolCommands = map[string]string{
	"workspace_symbols":             "find",
	"definition":                    "def",
	"references":                    "refs",
	"repo_map":                      "map",
	"file_read":                     "read",
	"document_symbols":              "symbols",
	"locate_range":                  "locate --range",
	"read_structure":                "struct read",
	"replace_structure":             "struct replace",
	"delete_structure":              "struct delete",
	"replace_text_in_structure":     "struct replace-text",
	"replace_all_text_in_structure": "struct replace-all-text",
	"insert_before_structure":       "struct insert-before",
	"insert_after_structure":        "struct insert-after",
	"move_structure_to_before":      "struct move-before",
	"move_structure_to_after":       "struct move-after",
	"move_structure_to_file_start":  "struct move-to-file-start",
	"move_structure_to_file_end":    "struct move-to-file-end",
	"edit_batch":                    "struct batch",
	"hover":                         "lsp hover",
	"completion":                    "lsp completion",
	"signature_help":                "lsp signature_help",
	"rename":                        "lsp rename",
	"code_actions":                  "lsp code_actions",
	"format":                        "lsp format",
	"diagnostics":                   "lsp diagnostics",
}

// usageError is a mistake on the command line.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error { return &usageError{fmt.Sprintf(format, args...)} }

// ExitSyntaxBroken is the exit status of a write whose result has new
// syntax errors (a SYNTAX_BROKEN warning): the write was made (or, with
// --dry-run, would be), but the file no longer parses where it did.
// --accept-syntax-errors makes it 0.
const ExitSyntaxBroken = 3

// errSyntaxBroken means the result, printed, warned SYNTAX_BROKEN.
var errSyntaxBroken = errors.New("syntax broken")

const syntaxBrokenNote = "SYNTAX_BROKEN: the result has new syntax errors (see the warning); fix them with another edit or `locus undo`, refuse such edits with --reject-syntax-errors, or pass --accept-syntax-errors to exit 0"

// syntaxBroken returns errSyntaxBroken when res warns SYNTAX_BROKEN and
// accept is false.
func syntaxBroken(res *tools.Result, accept bool) error {
	if !accept && res.SyntaxBroken() {
		return errSyntaxBroken
	}
	return nil
}

// errReported means the command already printed what went wrong.
var errReported = errors.New("reported")

func exitCode(env *Env, err error) int {
	var ue *usageError
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.As(err, &ue):
		fmt.Fprintf(env.Stderr, "locus: %s\n", ue.msg)
		return 2
	case errors.Is(err, errReported):
		return 1
	case errors.Is(err, errSyntaxBroken):
		fmt.Fprintf(env.Stderr, "locus: %s\n", syntaxBrokenNote)
		return ExitSyntaxBroken
	}
	if f, ok := fault.As(err); ok {
		fmt.Fprintf(env.Stderr, "%s: %s\n", f.Code, f.Message)
		return 1
	}
	fmt.Fprintf(env.Stderr, "locus: %v\n", err)
	return 1
}

// printResult prints what an operation returned: its text, or with asJSON
// its structured form. A failure with an error code prints, with asJSON,
// as the error object; otherwise it is returned for exitCode to report.
// result is called only when err is nil.
func printResult(env *Env, asJSON bool, err error, result func() (text string, structured any)) error {
	if err != nil {
		if f, ok := fault.As(err); ok && asJSON {
			writeJSON(env.Stdout, f)
			return errReported
		}
		return err
	}
	text, structured := result()
	if asJSON {
		writeJSON(env.Stdout, structured)
		return nil
	}
	_, err = io.WriteString(env.Stdout, text)
	return err
}

// newFlags returns a flag set that reports its errors as usage errors.
func newFlags(env *Env, name, synopsis string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() {
		fmt.Fprintf(env.Stderr, "usage: locus %s %s\n", name, synopsis)
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses flags placed anywhere among the arguments and returns
// the others.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var rest []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, err
			}
			return nil, usagef("%s: %v", fs.Name(), err)
		}
		args = fs.Args()
		if len(args) == 0 {
			return rest, nil
		}
		rest = append(rest, args[0])
		args = args[1:]
	}
}
