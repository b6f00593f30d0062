// This file defines `locus undo`, a view of the undo tool.

package cli

// undoViews is `locus undo`: it undoes the last transactions locus wrote
// in the workspace, or lists them.
var undoViews = &family{
	views: []view{{command: "undo", tool: "undo", synopsis: "[--root DIR] [--json] [--steps N] [--list] [--dry-run]",
		give: "undo takes no arguments; --steps N undoes several transactions", defaults: map[string]any{"steps": 1}}},
	asJSON: true,
	help:   map[string]string{"json": "print the result (or the error) as JSON", "dry-run": "print the unified diff of the undo and change nothing"},
}

func runUndo(env *Env, args []string) error { return undoViews.run(env, &undoViews.views[0], args) }
