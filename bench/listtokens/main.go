// Command listtokens measures what an MCP server costs a model before its
// first call: the o200k_base tokens of its tools/list result, as the
// server writes it on stdio, and of its instructions.
//
// It starts the command it is given as an MCP server over stdio, connects
// the official Go SDK client to it, copies every line the server writes,
// and counts the tools/list result's line (compact JSON, as sent) and the
// instructions of the initialize result. internal/mcpserver's
// TestToolListTokens counts locus's list the same way, in process.
//
// Usage:
//
//	listtokens [-v] COMMAND [ARG...]
//
// for example `listtokens locus mcp --tools read,index` or `listtokens
// gopls mcp`. With -v it prints each tool's tokens too.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/tiktoken-go/tokenizer"
)

func main() {
	verbose := flag.Bool("v", false, "print each tool's tokens")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: listtokens [-v] COMMAND [ARG...]")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() == 0 {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(flag.Args(), *verbose); err != nil {
		fmt.Fprintln(os.Stderr, "listtokens:", err)
		os.Exit(1)
	}
}

// wire keeps what the server wrote, for the client's reader and for us.
type wire struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (w *wire) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.Write(p)
}

func (w *wire) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}

func run(args []string, verbose bool) error {
	enc, err := tokenizer.Get(tokenizer.O200kBase)
	if err != nil {
		return err
	}
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stderr = io.Discard
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	defer func() {
		stdin.Close()
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(2 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	}()
	var copied wire
	in := struct {
		io.Reader
		io.Closer
	}{io.TeeReader(stdout, &copied), stdout}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	client := mcp.NewClient(&mcp.Implementation{Name: "listtokens", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &mcp.IOTransport{Reader: in, Writer: stdin}, nil)
	if err != nil {
		return err
	}
	defer cs.Close()
	res, err := cs.ListTools(ctx, nil)
	if err != nil {
		return err
	}
	if res.NextCursor != "" {
		return fmt.Errorf("the server pages its tools/list; only the first page was counted")
	}
	line, err := listLine(copied.String())
	if err != nil {
		return err
	}
	var msg struct {
		Result struct {
			Tools []json.RawMessage `json:"tools"`
		} `json:"result"`
	}
	if err := json.Unmarshal([]byte(line), &msg); err != nil {
		return err
	}
	result, err := json.Marshal(map[string]any{"tools": msg.Result.Tools})
	if err != nil {
		return err
	}
	instr := cs.InitializeResult().Instructions
	count := func(s string) int { n, _ := enc.Count(s); return n }
	listTokens, instrTokens := count(string(result)), count(instr)
	fmt.Printf("%s: %d tools; tools/list %d bytes, %d tokens; instructions %d bytes, %d tokens; total %d tokens\n",
		strings.Join(args, " "), len(msg.Result.Tools), len(result), listTokens, len(instr), instrTokens, listTokens+instrTokens)
	if verbose {
		type cost struct {
			name   string
			tokens int
		}
		var each []cost
		for _, raw := range msg.Result.Tools {
			var tool struct{ Name string }
			json.Unmarshal(raw, &tool)
			each = append(each, cost{tool.Name, count(string(raw))})
		}
		sort.Slice(each, func(i, j int) bool { return each[i].tokens > each[j].tokens })
		for _, c := range each {
			fmt.Printf("  %-32s %5d\n", c.name, c.tokens)
		}
	}
	return nil
}

// listLine finds the line of the tools/list result among what the server
// wrote.
func listLine(out string) (string, error) {
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(nil, 1<<26)
	for sc.Scan() {
		var msg struct {
			Result *struct {
				Tools json.RawMessage `json:"tools"`
			} `json:"result"`
		}
		if json.Unmarshal(sc.Bytes(), &msg) == nil && msg.Result != nil && msg.Result.Tools != nil {
			return sc.Text(), nil
		}
	}
	return "", fmt.Errorf("no tools/list result among the server's %d bytes", len(out))
}
