// This file defines `locus undo`, a view of the undo tool.

package cli

import (
	"context"
	"encoding/json"

	"github.com/locus-dev/locus/internal/tools"
)

// runUndo undoes the last transactions locus wrote in the workspace, or
// lists them.
func runUndo(env *Env, args []string) error {
	fs := newFlags(env, "undo", "[--root DIR] [--json] [--steps N] [--list] [--dry-run]")
	root := fs.String("root", env.Dir, "workspace `DIR`ectory; no path may leave it")
	asJSON := fs.Bool("json", false, "print the result (or the error) as JSON")
	steps := fs.Int("steps", 1, "undo the last `N` transactions, as one")
	list := fs.Bool("list", false, "list the recent transactions instead")
	dry := fs.Bool("dry-run", false, "print the unified diff of the undo and change nothing")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return usagef("undo takes no arguments; --steps N undoes several transactions")
	}
	raw, err := json.Marshal(map[string]any{"steps": *steps, "list": *list, "dry_run": *dry})
	if err != nil {
		return err
	}
	ws, err := openRoot(env, *root)
	if err != nil {
		return err
	}
	res, err := tools.Lookup("undo").Call(context.Background(), &tools.Env{Root: ws}, raw)
	return printResult(env, *asJSON, err, func() (string, any) { return res.Text, res.Structured })
}
