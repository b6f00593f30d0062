package locus

import (
	"bytes"
	"encoding/json"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// clientBlock is a JSON configuration of the README for one MCP client.
type clientBlock struct {
	client string
	text   string
}

// readmeClientBlocks returns the JSON blocks of README.md that follow a
// "<!-- client: NAME -->" line.
func readmeClientBlocks(t *testing.T) []clientBlock {
	t.Helper()
	raw, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile("(?s)<!-- client: ([a-z-]+) -->\n```json\n(.*?)\n```")
	var out []clientBlock
	for _, m := range re.FindAllStringSubmatch(string(raw), -1) {
		out = append(out, clientBlock{m[1], m[2]})
	}
	return out
}

// The shapes of each client's configuration file, as their documentation
// gives them (fields beyond these are refused, so a misspelt or misplaced
// key fails):
//   - Claude Code's .mcp.json: {"mcpServers": {NAME: {"type": "stdio",
//     "command", "args", "env"} or {"type": "http" | "sse", "url",
//     "headers"}}} (https://docs.claude.com/en/docs/claude-code/mcp);
//   - Cursor's mcp.json: {"mcpServers": {NAME: {"command", "args", "env"}
//     or {"url", "headers"}}}, no type (https://cursor.com/docs/context/mcp);
//   - VS Code's .vscode/mcp.json: {"servers": {NAME: {"type": "stdio",
//     "command", "args", "env", "envFile"} or {"type": "http", "url",
//     "headers"}}, "inputs": [...]}
//     (https://code.visualstudio.com/docs/copilot/customization/mcp-servers);
//   - Claude Desktop's claude_desktop_config.json: {"mcpServers": {NAME:
//     {"command", "args", "env"}}}, stdio only
//     (https://modelcontextprotocol.io/quickstart/user).
type server struct {
	Type    string            `json:"type"`
	Command string            `json:"command"`
	Args    []string          `json:"args"`
	Env     map[string]string `json:"env"`
	EnvFile string            `json:"envFile"`
	URL     string            `json:"url"`
	Headers map[string]string `json:"headers"`
}

type clientRule struct {
	key        string // the top-level key of the servers
	types      map[string]bool
	typeNeeded bool
	http       bool
	fields     map[string]bool // the server fields the client reads
}

var clientRules = map[string]clientRule{
	"claude-code":    {"mcpServers", map[string]bool{"stdio": true, "http": true, "sse": true}, false, true, fieldSet("type command args env url headers")},
	"cursor":         {"mcpServers", nil, false, true, fieldSet("command args env url headers")},
	"vscode":         {"servers", map[string]bool{"stdio": true, "http": true, "sse": true}, true, true, fieldSet("type command args env envFile url headers")},
	"claude-desktop": {"mcpServers", nil, false, false, fieldSet("command args env")},
}

func fieldSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, f := range strings.Fields(s) {
		m[f] = true
	}
	return m
}

// mcpFlags are the flags of `locus mcp` that take a value, and those that
// do not.
var mcpFlags = map[string]bool{"--root": true, "--http": true, "--token": true, "--index-db": true, "--tools": true, "--read-only": false}

// TestClientConfigs: every client configuration in the README has its
// client's documented shape, and runs `locus mcp` with flags it has, or
// names the URL that `locus mcp --http` prints.
func TestClientConfigs(t *testing.T) {
	blocks := readmeClientBlocks(t)
	seen := map[string]int{}
	for _, b := range blocks {
		rule, ok := clientRules[b.client]
		if !ok {
			t.Errorf("a block for an unknown client %q", b.client)
			continue
		}
		seen[b.client]++
		var top map[string]json.RawMessage
		if err := json.Unmarshal([]byte(b.text), &top); err != nil {
			t.Errorf("%s: not JSON: %v\n%s", b.client, err, b.text)
			continue
		}
		for k := range top {
			if k != rule.key && !(b.client == "vscode" && k == "inputs") {
				t.Errorf("%s: top-level key %q; the client reads %q", b.client, k, rule.key)
			}
		}
		var servers map[string]map[string]json.RawMessage
		if err := json.Unmarshal(top[rule.key], &servers); err != nil || len(servers) == 0 {
			t.Errorf("%s: no servers under %q: %v", b.client, rule.key, err)
			continue
		}
		for name, fields := range servers {
			for f := range fields {
				if !rule.fields[f] {
					t.Errorf("%s: server %s has %q, which the client does not read", b.client, name, f)
				}
			}
			var s server
			dec := json.NewDecoder(bytes.NewReader(mustJSON(fields)))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&s); err != nil {
				t.Errorf("%s: %v", b.client, err)
				continue
			}
			if rule.typeNeeded && s.Type == "" {
				t.Errorf("%s: server %s names no type", b.client, name)
			}
			if s.Type != "" && !rule.types[s.Type] {
				t.Errorf("%s: type %q", b.client, s.Type)
			}
			switch {
			case s.URL != "":
				if !rule.http {
					t.Errorf("%s: the client takes no URL", b.client)
				}
				if s.Command != "" || (s.Type != "" && s.Type == "stdio") {
					t.Errorf("%s: a URL with a command or type stdio", b.client)
				}
				u, err := url.Parse(s.URL)
				if err != nil || u.Path != "/mcp" || u.Host != "127.0.0.1:8765" {
					t.Errorf("%s: URL %q is not the one `locus mcp --http 8765` prints", b.client, s.URL)
				}
			case s.Command != "":
				if !strings.HasSuffix(s.Command, "locus") {
					t.Errorf("%s: command %q", b.client, s.Command)
				}
				checkMCPArgs(t, b.client, s.Args)
			default:
				t.Errorf("%s: server %s has neither command nor url", b.client, name)
			}
		}
	}
	for _, c := range []string{"claude-code", "cursor", "vscode", "claude-desktop"} {
		if seen[c] == 0 {
			t.Errorf("the README has no configuration for %s", c)
		}
	}
	// `claude mcp add NAME -- COMMAND ARGS...` and its HTTP form.
	raw, _ := os.ReadFile("README.md")
	adds := regexp.MustCompile(`(?m)^claude mcp add .*$`).FindAllString(string(raw), -1)
	if len(adds) < 2 {
		t.Errorf("the README shows %d `claude mcp add` lines; want the stdio and the HTTP one", len(adds))
	}
	for _, line := range adds {
		if cmd, args, ok := strings.Cut(line, " -- "); ok {
			words := strings.Fields(args)
			if !strings.HasSuffix(cmd, " locus") || words[0] != "locus" {
				t.Errorf("%q: want claude mcp add [OPTIONS] locus -- locus mcp ...", line)
			}
			checkMCPArgs(t, "claude mcp add", words[1:])
		} else if !strings.Contains(line, "--transport http") || !strings.HasSuffix(line, " locus http://127.0.0.1:8765/mcp") {
			t.Errorf("%q: want --transport http ... locus http://127.0.0.1:8765/mcp", line)
		}
	}
}

func checkMCPArgs(t *testing.T, client string, args []string) {
	t.Helper()
	if len(args) == 0 || args[0] != "mcp" {
		t.Errorf("%s: args %q do not start with mcp", client, args)
		return
	}
	for i := 1; i < len(args); i++ {
		takes, ok := mcpFlags[args[i]]
		if !ok {
			t.Errorf("%s: `locus mcp` has no flag %q", client, args[i])
			continue
		}
		if takes {
			i++
		}
	}
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

// An example block of the README: commands ("$ " lines) each followed by
// the output the README shows for it.
type example struct {
	line     int // of the block's first command
	skip     string
	commands []string
	outputs  [][]string
}

// readmeExamples returns the README's blocks that start with "$ ". A block
// after "<!-- example not run: REASON -->" is returned with its reason.
func readmeExamples(t *testing.T) []example {
	t.Helper()
	raw, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(raw), "\n")
	var out []example
	for i := 0; i < len(lines); i++ {
		if lines[i] != "```" || i+1 >= len(lines) || !strings.HasPrefix(lines[i+1], "$ ") {
			if strings.HasPrefix(lines[i], "```") {
				for i++; i < len(lines) && !strings.HasPrefix(lines[i], "```"); i++ {
				}
			}
			continue
		}
		ex := example{line: i + 2}
		for j := i - 1; j >= 0 && j >= i-2; j-- {
			if r, ok := strings.CutPrefix(lines[j], "<!-- example not run: "); ok {
				ex.skip = strings.TrimSuffix(r, " -->")
			}
		}
		for i++; i < len(lines) && lines[i] != "```"; i++ {
			if c, ok := strings.CutPrefix(lines[i], "$ "); ok {
				ex.commands = append(ex.commands, c)
				ex.outputs = append(ex.outputs, nil)
				continue
			}
			ex.outputs[len(ex.outputs)-1] = append(ex.outputs[len(ex.outputs)-1], lines[i])
		}
		out = append(out, ex)
	}
	return out
}

// TestReadmeExamples runs the README's example blocks as written, in one
// shell per block starting at the repository's root, with the locus that
// LOCUS_README_BIN names first on PATH (scripts/test.sh sets it under CI;
// without it the test is skipped), and compares each command's output
// (standard output and error) with the README's, line by line; a line
// "..." there ends the comparison of that command's output.
func TestReadmeExamples(t *testing.T) {
	bin := os.Getenv("LOCUS_README_BIN")
	if bin == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("LOCUS_README_BIN is not set under CI: scripts/test.sh sets it to the locus it builds")
		}
		t.Skip("set LOCUS_README_BIN to a locus binary to run the README's examples")
	}
	if filepath.Base(bin) != "locus" {
		t.Fatalf("LOCUS_README_BIN is %s; name a binary called locus, as the README's commands do", bin)
	}
	root, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	examples := readmeExamples(t)
	if len(examples) < 5 {
		t.Fatalf("found %d example blocks in README.md", len(examples))
	}
	for _, ex := range examples {
		if ex.skip != "" {
			t.Logf("README.md:%d not run: %s", ex.line, ex.skip)
			continue
		}
		const mark = "\x1e== locus readme command =="
		var script strings.Builder
		for _, c := range ex.commands {
			script.WriteString("printf '%s\\n' '" + mark + "'\n" + c + " 2>&1\n")
		}
		cmd := exec.Command("bash", "-c", script.String())
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "PATH="+filepath.Dir(bin)+string(os.PathListSeparator)+os.Getenv("PATH"))
		got, _ := cmd.Output()
		parts := strings.Split(string(got), mark+"\n")[1:]
		if len(parts) != len(ex.commands) {
			t.Errorf("README.md:%d: %d commands, %d outputs:\n%s", ex.line, len(ex.commands), len(parts), got)
			continue
		}
		for k, c := range ex.commands {
			have := strings.Split(strings.TrimSuffix(parts[k], "\n"), "\n")
			want := ex.outputs[k]
			for n, w := range want {
				if w == "..." {
					break
				}
				if n >= len(have) || have[n] != w {
					t.Errorf("README.md:%d: `%s` printed, at line %d:\n%s\nthe README shows:\n%s\nwhole output:\n%s", ex.line, c, n+1, at(have, n), w, parts[k])
					break
				}
				if n == len(want)-1 && len(have) > len(want) {
					t.Errorf("README.md:%d: `%s` printed more than the README shows:\n%s", ex.line, c, strings.Join(have[len(want):], "\n"))
				}
			}
		}
	}
}

func at(lines []string, n int) string {
	if n < len(lines) {
		return lines[n]
	}
	return "(nothing)"
}
