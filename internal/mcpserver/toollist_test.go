package mcpserver

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/tiktoken-go/tokenizer"

	"github.com/locus-dev/locus/internal/tools"
)

// toolListBudget is what a session's start may cost a model: the tools/list
// result and the server's instructions, in o200k tokens.
const toolListBudget = 4000

// lockedBuffer is a bytes.Buffer written by the client's reading goroutine
// and read by the test.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// listed connects a Go SDK client to s over a pipe and returns the tools of
// its tools/list result as the server wrote them on the wire, and its
// instructions.
func listed(t *testing.T, s *mcp.Server) ([]json.RawMessage, string) {
	t.Helper()
	ctx := context.Background()
	toServer, fromClient := io.Pipe()
	toClient, fromServer := io.Pipe()
	ss, err := s.Connect(ctx, &mcp.IOTransport{Reader: toServer, Writer: fromServer}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	var wire lockedBuffer
	in := struct {
		io.Reader
		io.Closer
	}{io.TeeReader(toClient, &wire), toClient}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil).Connect(ctx, &mcp.IOTransport{Reader: in, Writer: fromClient}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	res, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(strings.NewReader(wire.String()))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var msg struct {
			Result struct {
				Tools []json.RawMessage `json:"tools"`
			} `json:"result"`
		}
		if json.Unmarshal(sc.Bytes(), &msg) == nil && msg.Result.Tools != nil {
			if len(msg.Result.Tools) != len(res.Tools) {
				t.Fatalf("the wire holds %d tools, the client read %d", len(msg.Result.Tools), len(res.Tools))
			}
			return msg.Result.Tools, cs.InitializeResult().Instructions
		}
	}
	t.Fatalf("no tools/list result on the wire:\n%s", wire.String())
	return nil, ""
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
