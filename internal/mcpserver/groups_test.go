package mcpserver

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/locus-dev/locus/internal/tools"
)

// connectGroups starts a server of the groups on dir and connects a client.
func connectGroups(t *testing.T, dir string, groups []tools.Group) *mcp.ClientSession {
	t.Helper()
	ct, st := mcp.NewInMemoryTransports()
	ss, err := New(Options{Root: dir, NoClientRoots: true, Groups: groups}).Connect(context.Background(), st, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ss.Close() })
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil).Connect(context.Background(), ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// someArgs are arguments each tool could run with on the file a.py, so
// that a refusal is the server's, not the arguments'.
var someArgs = map[string]map[string]any{
	"replace_structure": {"path": "a.py", "target": "f", "content": "def f():\n    return 2\n"},
	"delete_structure":  {"path": "a.py", "target": "f"},
	"edit_batch":        {"edits": []any{map[string]any{"op": "delete_structure", "path": "a.py", "target": "f"}}},
	"undo":              {},
	"file_read":         {"path": "a.py"},
	"workspace_symbols": {"query": "f"},
	"hover":             {"locate": "a.py:f"},
	"rename":            {"locate": "a.py:f", "new_name": "g", "apply": true},
}

// TestGroups: a server started with some groups of tools lists exactly
// their tools, tells the model only of them, and answers a call of any
// other tool with INVALID_ARGUMENT naming its group, changing no file.
func TestGroups(t *testing.T) {
	dir := t.TempDir()
	const src = "def f():\n    return 1\n"
	file := filepath.Join(dir, "a.py")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, groups := range [][]tools.Group{{tools.Read}, {tools.Index}, {tools.Edit}, {tools.LSP}, {tools.Read, tools.Index, tools.LSP}} {
		name := ""
		for _, g := range groups {
			name += string(g) + ","
		}
		t.Run(strings.TrimSuffix(name, ","), func(t *testing.T) {
			cs := connectGroups(t, dir, groups)
			res, err := cs.ListTools(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			var listed []string
			for _, tl := range res.Tools {
				listed = append(listed, tl.Name)
			}
			var want []string
			for _, tl := range tools.All() {
				if slices.Contains(groups, tl.Group) {
					want = append(want, tl.Name)
				}
			}
			if !slices.Equal(listed, want) {
				t.Errorf("listed %v, want %v", listed, want)
			}
			if err := namesServed(cs.InitializeResult().Instructions, listed); err != "" {
				t.Error(err)
			}
			for tool, args := range someArgs {
				if slices.Contains(listed, tool) {
					continue
				}
				r, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tool, Arguments: args})
				if err != nil {
					t.Fatalf("%s: %v", tool, err)
				}
				text := r.Content[0].(*mcp.TextContent).Text
				group := string(tools.Lookup(tool).Group)
				if !r.IsError || !strings.HasPrefix(text, "INVALID_ARGUMENT: ") || !strings.Contains(text, "--tools naming "+group) {
					t.Errorf("%s, left out: %v %q, want INVALID_ARGUMENT naming its group %s", tool, r.IsError, text, group)
				}
			}
			if b, _ := os.ReadFile(file); string(b) != src {
				t.Fatalf("a tool left out changed a.py: %q", b)
			}
		})
	}
}

// TestInstructionsNameServedTools: the instructions of every server, all
// groups or one, name only tools that server lists, and the instructions
// of all groups name the tools a model starts from.
func TestInstructionsNameServedTools(t *testing.T) {
	sets := [][]tools.Group{nil}
	for _, g := range tools.Groups {
		sets = append(sets, []tools.Group{g})
	}
	for _, groups := range sets {
		var served []string
		for _, tl := range tools.In(groups) {
			served = append(served, tl.Name)
		}
		if err := namesServed(instructionsFor(groups), served); err != "" {
			t.Errorf("groups %v: %s", groups, err)
		}
	}
	all := instructionsFor(nil)
	for _, name := range []string{"repo_map", "file_read", "read_structure", "edit_batch", "undo", "diagnostics"} {
		if !strings.Contains(all, "`"+name+"`") {
			t.Errorf("the instructions do not name %s:\n%s", name, all)
		}
	}
	if regexp.MustCompile(`(?m)^\{`).MatchString(all) {
		t.Errorf("a group marker is left in the instructions:\n%s", all)
	}
}

// namesServed checks that every tool the text names in backquotes is
// served; it returns what is wrong, or "".
func namesServed(text string, served []string) string {
	for _, m := range regexp.MustCompile("`([a-z_]+)`").FindAllStringSubmatch(text, -1) {
		if tools.Lookup(m[1]) != nil && !slices.Contains(served, m[1]) {
			return "the instructions name " + m[1] + ", which is not served:\n" + text
		}
	}
	return ""
}
