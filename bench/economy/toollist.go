// This file gets locus's tool list as its MCP server sends it: the
// tools/list result's JSON as written on the wire, and the instructions of
// the initialize result, as internal/mcpserver's TestToolListTokens does.

package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/locus-dev/locus/internal/mcpserver"
	"github.com/locus-dev/locus/internal/tools"
)

// tee keeps what the server writes, for the client and for us.
type tee struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *tee) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *tee) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// locusToolList connects a client to a locus server of the groups of
// tools (nil: all) over a pipe and returns {"tools": [...]} as the server
// wrote it, and the instructions.
func locusToolList(groups []tools.Group) (list, instructions string, err error) {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "economy-list-")
	if err != nil {
		return "", "", err
	}
	defer os.RemoveAll(dir)
	s := mcpserver.New(mcpserver.Options{Root: dir, NoClientRoots: true, Groups: groups})
	toServer, fromClient := io.Pipe()
	toClient, fromServer := io.Pipe()
	ss, err := s.Connect(ctx, &mcp.IOTransport{Reader: toServer, Writer: fromServer}, nil)
	if err != nil {
		return "", "", err
	}
	defer ss.Close()
	var wire tee
	in := struct {
		io.Reader
		io.Closer
	}{io.TeeReader(toClient, &wire), toClient}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "economy", Version: "1"}, nil).Connect(ctx, &mcp.IOTransport{Reader: in, Writer: fromClient}, nil)
	if err != nil {
		return "", "", err
	}
	defer cs.Close()
	if _, err := cs.ListTools(ctx, nil); err != nil {
		return "", "", err
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
			whole, err := json.Marshal(map[string]any{"tools": msg.Result.Tools})
			return string(whole), cs.InitializeResult().Instructions, err
		}
	}
	return "", "", fmt.Errorf("no tools/list result on the wire")
}
