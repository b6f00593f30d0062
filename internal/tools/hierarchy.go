// This file defines callers and callees: the call hierarchy of the function
// at a place, by name from the workspace index.

package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/index"
)

type hierarchyIn struct {
	Locate any  `json:"locate"`
	Depth  *int `json:"depth,omitempty" jsonschema:"1 (default) to 8"`
}

func init() {
	for _, dir := range []struct{ name, what string }{
		{"callers", "Who calls the function at a place (with depth, their callers too)"},
		{"callees", "What the function at a place calls (with depth, what those call too)"},
	} {
		name := dir.name
		withLocate(Index, Define(name,
			dir.what+", with the lines of the calls; from the index.",
			Annotations{ReadOnly: true, Idempotent: true},
			func(ctx context.Context, env *Env, in hierarchyIn) (*Result, error) {
				return runHierarchy(ctx, env, name, in)
			}))
	}
}

func runHierarchy(ctx context.Context, env *Env, dir string, in hierarchyIn) (*Result, error) {
	res, err := resolveLocate(ctx, env, in.Locate, false)
	if err != nil {
		return nil, err
	}
	idx, sp, err := spotAt(ctx, env, res)
	if err != nil {
		return nil, err
	}
	depth := intOr(in.Depth, 1)
	if depth < 1 || depth > index.MaxCallDepth {
		return nil, fault.New(fault.InvalidArgument, "depth is %d; give 1 to %d levels", depth, index.MaxCallDepth)
	}
	get := idx.Callers
	if dir == "callees" {
		get = idx.Callees
	}
	roots, err := get(ctx, sp.Query, depth)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s of %s, %s, %s:\n", dir, sp.Written, plural(depth, "level"), byName(""))
	more := false
	for _, r := range roots {
		more = writeCallNode(&b, r, 0, dir) || more
	}
	if more {
		fmt.Fprintf(&b, "(…: more %s past the last level; raise %s)\n", dir, env.arg("depth"))
	}
	return &Result{Text: b.String(), Structured: map[string]any{"at": res, "name": sp, "direction": dir, "depth": depth, "roots": nonNil(roots)}}, nil
}

// writeCallNode prints n and the levels below it, indented two spaces a
// level: the function, where it is, and where the calls are, then the
// built-in functions it calls on one line, apart from its callees; a
// function with more of them past the last level ends in "…", and
// writeCallNode reports whether one did.
func writeCallNode(b *strings.Builder, n *index.CallNode, level int, dir string) bool {
	b.WriteString(strings.Repeat("  ", level))
	b.WriteString(n.Name)
	if n.Symbol != nil {
		fmt.Fprintf(b, "  %s:%d", n.Path, n.Symbol.Selection.Line().Int())
	} else if n.Path != "" {
		fmt.Fprintf(b, "  %s", n.Path)
	}
	if len(n.Lines) > 0 {
		lines := make([]string, len(n.Lines))
		for i, l := range n.Lines {
			lines[i] = fmt.Sprint(l)
		}
		fmt.Fprintf(b, "  (calls at %s)", strings.Join(lines, ", "))
	}
	switch {
	case n.Cycle:
		b.WriteString("  (recursive: already above)")
	case n.Truncated:
		b.WriteString("  …")
	case n.Limited:
		fmt.Fprintf(b, "  (more %s not shown: this answer holds %d functions at most; ask for this one's)", dir, index.MaxCallNodes)
	case level == 0 && len(n.Calls) == 0:
		fmt.Fprintf(b, "  (no %s found)", dir)
	}
	b.WriteString("\n")
	if len(n.Builtins) > 0 {
		fmt.Fprintf(b, "%s(builtins: %s)\n", strings.Repeat("  ", level+1), strings.Join(n.Builtins, ", "))
	}
	more := n.Truncated
	for _, k := range n.Calls {
		more = writeCallNode(b, k, level+1, dir) || more
	}
	return more
}
