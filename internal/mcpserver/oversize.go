// This file keeps a stdio server alive when a client sends a message over
// the size limit: the message is dropped while it is read, and a small
// request in its place makes the server answer its id with an error.

package mcpserver

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"regexp"
	"sync"
)

// maxMessage is the largest message a stdio server reads: far above any
// tool's arguments (content is refused over 1 MB), under the SDK's own cap.
const maxMessage = 8 << 20

// tooLargeTool is the tool name of the request that stands in for a
// message over maxMessage; the server answers it with INVALID_ARGUMENT.
const tooLargeTool = "locus/message-too-large"

// idWindow is how much of a message too large is kept to find its id.
const idWindow = 4096

// idPattern finds a request's id near the start of a message. It is
// compiled on first use: its bounded repetition makes a large program.
var idPattern = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`"id"\s*:\s*("(?:[^"\\]|\\.){0,200}"|-?[0-9]{1,20})`)
})

// lineLimiter passes newline-delimited messages through, replacing each
// one over limit bytes by a tools/call of tooLargeTool with the same id
// (or by nothing, when its first bytes show no id), without holding more
// than the limit in memory.
type lineLimiter struct {
	r     *bufio.Reader
	limit int
	out   bytes.Buffer // what Read hands out next
	err   error
	atEOF func() // called once when the input ends, if set
}

func newLineLimiter(r io.Reader, limit int) *lineLimiter {
	return &lineLimiter{r: bufio.NewReaderSize(r, 64<<10), limit: limit}
}

func (l *lineLimiter) Read(p []byte) (int, error) {
	for l.out.Len() == 0 {
		if l.err != nil {
			return 0, l.err
		}
		l.next()
	}
	return l.out.Read(p)
}

func (l *lineLimiter) Close() error { return nil }

// next reads one message into out, or its stand-in.
func (l *lineLimiter) next() {
	var line []byte
	size := 0
	over := false
	for {
		chunk, err := l.r.ReadSlice('\n')
		size += len(chunk)
		switch {
		case !over && size <= l.limit:
			line = append(line, chunk...)
		case !over:
			over = true
			fallthrough
		default: // past the limit: keep only the start, where the id is
			if len(line) < idWindow {
				line = append(line, chunk[:min(len(chunk), idWindow-len(line))]...)
			} else {
				line = line[:idWindow]
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil {
			l.err = err
			if l.atEOF != nil {
				l.atEOF()
				l.atEOF = nil
			}
		}
		break
	}
	if !over {
		l.out.Write(line)
		return
	}
	m := idPattern().FindSubmatch(line)
	if m == nil {
		return // a notification, or no telling: dropped
	}
	fmt.Fprintf(&l.out, `{"jsonrpc":"2.0","id":%s,"method":"tools/call","params":{"name":%q,"arguments":{"bytes":%d}}}`+"\n", m[1], tooLargeTool, size)
}
