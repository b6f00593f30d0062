package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/locus-dev/locus/bench/internal/measure"
)

// connect runs an MCP server over stdio with gopls's directory first on
// PATH, and returns the session and its tools by name.
func connect(c config, name, bin string, args ...string) (*mcp.ClientSession, map[string]*mcp.Tool, error) {
	log, err := logFile(c, name)
	if err != nil {
		return nil, nil, err
	}
	defer log.Close() // the server has its own copy once started
	cmd := exec.Command(bin, args...)
	cmd.Dir, cmd.Stderr = c.root, log
	cmd.Env = append(os.Environ(), "PATH="+filepath.Dir(c.gopls)+string(os.PathListSeparator)+os.Getenv("PATH"))
	client := mcp.NewClient(&mcp.Implementation{Name: "locus-lspbench", Version: "1"}, nil)
	ctx, cancel := context.WithTimeout(context.Background(), c.ready)
	defer cancel()
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd, TerminateDuration: time.Second}, nil)
	if err != nil {
		return nil, nil, err
	}
	tools := map[string]*mcp.Tool{}
	for t, err := range cs.Tools(ctx, nil) {
		if err != nil {
			cs.Close()
			return nil, nil, fmt.Errorf("tools/list: %v", err)
		}
		tools[t.Name] = t
	}
	return cs, tools, nil
}

// hasArg reports whether the tool exists and its input schema has the property.
func hasArg(t *mcp.Tool, prop string) bool {
	if t == nil {
		return false
	}
	b, err := json.Marshal(t.InputSchema)
	if err != nil {
		return false
	}
	var schema struct {
		Properties map[string]json.RawMessage `json:"properties"`
	}
	return json.Unmarshal(b, &schema) == nil && schema.Properties[prop] != nil
}

// toolAsker calls a tool; a tool error is an error.
func toolAsker(cs *mcp.ClientSession, tool string, args map[string]any) asker {
	return func(ctx context.Context) (any, error) {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tool, Arguments: args})
		if err != nil {
			return nil, err
		}
		if res.IsError {
			return nil, fmt.Errorf("%s: tool error: %.300s", tool, measure.Text(res))
		}
		return res, nil
	}
}

// startMLS runs mcp-language-server on the workspace with the same gopls.
func startMLS(c config) (*server, error) {
	cs, tools, err := connect(c, "mcp-language-server", c.mls, "--workspace", c.root, "--lsp", c.gopls)
	if err != nil {
		return nil, err
	}
	for _, q := range questions {
		if !hasArg(tools[q], "symbolName") {
			cs.Close()
			return nil, fmt.Errorf("no %s tool taking symbolName", q)
		}
	}
	s := &server{stop: func() { cs.Close() }, weigh: weighMLS}
	for q, name := range questions {
		args := map[string]any{"symbolName": c.symName}
		s.forms[q], s.ask[q] = form(name, args), toolAsker(cs, name, args)
	}
	return s, nil
}

var refsInFile = regexp.MustCompile(`(?m)^References in File: (\d+)$`)

// weighMLS counts mcp-language-server's answers in their text: a
// definition is a block starting "Symbol: ", and each file of references
// says how many it holds.
func weighMLS(q int, res any) answer {
	text := measure.Text(res.(*mcp.CallToolResult))
	n := 0
	if q == definition {
		n = strings.Count("\n"+text, "\nSymbol: ")
	} else {
		for _, m := range refsInFile.FindAllStringSubmatch(text, -1) {
			k, _ := strconv.Atoi(m[1])
			n += k
		}
	}
	return answer{results: n, bytes: len(text)}
}

// startLocus runs `locus mcp --root WORKSPACE`. References are asked as
// the others answer them: without the declaration, all on one page.
func startLocus(c config) (*server, error) {
	cs, _, err := connect(c, "locus", c.locus, "mcp", "--root", c.root)
	if err != nil {
		return nil, err
	}
	locate := filepath.ToSlash(c.file) + ":" + c.symbol
	s := &server{stop: func() { cs.Close() }, weigh: weighLocus}
	for q, name := range questions {
		args := map[string]any{"locate": locate}
		if q == references {
			args["include_declaration"] = false
			args["max_items"] = 100000
		}
		s.forms[q], s.ask[q] = form(name, args), toolAsker(cs, name, args)
	}
	return s, nil
}

// weighLocus counts the results of a locus answer: the locations of a
// definition, the references of references, in its structured content.
func weighLocus(q int, res any) answer {
	r := res.(*mcp.CallToolResult)
	a := answer{results: -1, bytes: len(measure.Text(r))}
	b, err := json.Marshal(r.StructuredContent)
	if err != nil {
		return a
	}
	var st struct {
		Locations  []json.RawMessage `json:"locations"`
		References []json.RawMessage `json:"references"`
	}
	if json.Unmarshal(b, &st) == nil {
		a.results = len(st.Locations)
		if q == references {
			a.results = len(st.References)
		}
	}
	return a
}

// form renders a tool call for the report.
func form(tool string, args map[string]any) string {
	b, _ := json.Marshal(args)
	return fmt.Sprintf("`%s %s`", tool, b)
}
