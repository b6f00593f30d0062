// This file reads what a server sends a client before its first call, as
// it is written on the wire: what the tool list costs a model.

package mcpserver

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// WireToolList connects a Go SDK client to s over a pipe and returns the
// tools of its tools/list result as the server wrote them, and the
// instructions of its initialize result.
func WireToolList(ctx context.Context, s *mcp.Server) ([]json.RawMessage, string, error) {
	toServer, fromClient := io.Pipe()
	toClient, fromServer := io.Pipe()
	ss, err := s.Connect(ctx, &mcp.IOTransport{Reader: toServer, Writer: fromServer}, nil)
	if err != nil {
		return nil, "", err
	}
	defer ss.Close()
	var wire lockedBuffer
	in := struct {
		io.Reader
		io.Closer
	}{io.TeeReader(toClient, &wire), toClient}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "locus-wire", Version: "1"}, nil).Connect(ctx, &mcp.IOTransport{Reader: in, Writer: fromClient}, nil)
	if err != nil {
		return nil, "", err
	}
	defer cs.Close()
	res, err := cs.ListTools(ctx, nil)
	if err != nil {
		return nil, "", err
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
				return nil, "", fmt.Errorf("the wire holds %d tools, the client read %d", len(msg.Result.Tools), len(res.Tools))
			}
			return msg.Result.Tools, cs.InitializeResult().Instructions, nil
		}
	}
	return nil, "", fmt.Errorf("no tools/list result on the wire")
}

// lockedBuffer is a bytes.Buffer written by the client's reading goroutine
// and read once it is done.
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
