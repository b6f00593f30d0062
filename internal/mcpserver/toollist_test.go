package mcpserver

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/tiktoken-go/tokenizer"

	"github.com/locus-dev/locus/internal/tools"
)

// toolListBudget is what a session's start may cost a model: the tools/list
// result and the server's instructions, in o200k tokens.
const toolListBudget = 4000

// listed returns the tools of s's tools/list result as the server wrote
// them on the wire, and its instructions.
func listed(t *testing.T, s *mcp.Server) ([]json.RawMessage, string) {
	t.Helper()
	list, instr, err := WireToolList(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	return list, instr
}

// tokens counts s in o200k tokens, as repo_map does.
func tokens(t *testing.T, s string) int {
	t.Helper()
	enc, err := tokenizer.Get(tokenizer.O200kBase)
	if err != nil {
		t.Fatal(err)
	}
	n, err := enc.Count(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// cost is what a server's tools/list result and instructions come to.
type cost struct {
	tools                   []json.RawMessage
	instructions            string
	listTokens, instrTokens int
	bytes                   int
}

// measure lists the tools of a server of the groups and counts them.
func measure(t *testing.T, groups []tools.Group) cost {
	t.Helper()
	list, instr := listed(t, New(Options{Root: t.TempDir(), NoClientRoots: true, Groups: groups}))
	whole, err := json.Marshal(map[string]any{"tools": list})
	if err != nil {
		t.Fatal(err)
	}
	return cost{list, instr, tokens(t, string(whole)), tokens(t, instr), len(whole)}
}

// TestToolListTokens: what every session loads before its first call, the
// tools/list result as the server sends it plus the instructions, stays
// within toolListBudget o200k tokens. With -v it logs where they go: each
// tool, and a server of each group alone.
func TestToolListTokens(t *testing.T) {
	all := measure(t, nil)
	type named struct {
		name   string
		tokens int
	}
	var each []named
	for _, raw := range all.tools {
		var tool struct{ Name string }
		json.Unmarshal(raw, &tool)
		each = append(each, named{tool.Name, tokens(t, string(raw))})
	}
	sort.Slice(each, func(i, j int) bool { return each[i].tokens > each[j].tokens })
	var line strings.Builder
	for _, c := range each {
		fmt.Fprintf(&line, " %s %d", c.name, c.tokens)
	}
	t.Logf("tools/list: %d tools, %d bytes, %d tokens; instructions: %d bytes, %d tokens; total %d tokens",
		len(all.tools), all.bytes, all.listTokens, len(all.instructions), all.instrTokens, all.listTokens+all.instrTokens)
	t.Logf("per tool:%s", line.String())
	for _, g := range tools.Groups {
		c := measure(t, []tools.Group{g})
		t.Logf("--tools %s: %d tools, %d tokens; instructions %d tokens; total %d tokens",
			g, len(c.tools), c.listTokens, c.instrTokens, c.listTokens+c.instrTokens)
	}
	if total := all.listTokens + all.instrTokens; total > toolListBudget {
		t.Errorf("tools/list (%d tokens) and the instructions (%d) cost %d o200k tokens, over the budget of %d: shorten descriptions and parameter docs",
			all.listTokens, all.instrTokens, total, toolListBudget)
	}
}
