// This file runs a server on stdio or on streamable HTTP.

package mcpserver

import (
	"context"
	"crypto/subtle"
	"errors"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ServeStdio serves one client on standard input and output until it
// leaves; gone, when not nil, is called as soon as standard input ends. A
// message over maxMessage is answered with an error, and the server goes
// on.
func ServeStdio(ctx context.Context, s *mcp.Server, gone func()) error {
	in := newLineLimiter(os.Stdin, maxMessage)
	in.atEOF = gone
	return s.Run(ctx, &mcp.IOTransport{Reader: in, Writer: nopCloser{os.Stdout}, MaxLineLength: -1})
}

type nopCloser struct{ io.Writer }

func (nopCloser) Close() error { return nil }

// The bounds of HTTP serving: how long a session may stay idle before it is
// closed (a client that went away does not keep its session forever), and
// how long a client may take to send a request's headers (one that opens a
// connection and sends them slowly, or never, is cut off instead of holding
// a descriptor). Variables for the tests.
var (
	sessionTimeout    = 30 * time.Minute
	readHeaderTimeout = 10 * time.Second
)

// Handler serves streamable HTTP. A request whose Origin header names
// another site than the server's own host or this machine is refused
// (403), as MCP asks of servers, so that a web page cannot drive locus
// through the user's browser. With a token, every request must carry
// "Authorization: Bearer TOKEN" (the scheme in any case).
//
// A call stops (its parse with it) when the client cancels it
// (notifications/cancelled), or, under the protocol of 2026-07-28 where a
// POST is the whole call, when the client goes away. Under older versions
// a dropped connection is not a cancellation, as MCP says (the client may
// resume the stream): the call runs to its end or its parse's bound.
//
// It answers at Path and, for configurations written before that path
// existed, at the root; anything else is 404. Clients of the protocol of
// 2026-07-28 and later (their requests carry that Mcp-Protocol-Version) are
// served without sessions, as that protocol is; earlier clients with the
// sessions of their protocol.
func Handler(s *mcp.Server, token string) http.Handler {
	getServer := func(*http.Request) *mcp.Server { return s }
	sessions := mcp.NewStreamableHTTPHandler(getServer,
		&mcp.StreamableHTTPOptions{SessionTimeout: sessionTimeout, PropagateRequestCancellation: true})
	stateless := mcp.NewStreamableHTTPHandler(getServer,
		&mcp.StreamableHTTPOptions{Stateless: true, PropagateRequestCancellation: true})
	want := []byte(token)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != Path && r.URL.Path != "/" {
			http.Error(w, "locus: MCP is served at "+Path, http.StatusNotFound)
			return
		}
		if !originAllowed(r) {
			http.Error(w, "locus: requests from the web origin "+r.Header.Get("Origin")+" are refused; MCP clients send no Origin or their own host's", http.StatusForbidden)
			return
		}
		if token != "" {
			scheme, got, _ := strings.Cut(r.Header.Get("Authorization"), " ")
			if !strings.EqualFold(scheme, "Bearer") || subtle.ConstantTimeCompare([]byte(strings.TrimSpace(got)), want) != 1 {
				w.Header().Set("WWW-Authenticate", "Bearer")
				http.Error(w, "locus: a bearer token is required (Authorization: Bearer TOKEN)", http.StatusUnauthorized)
				return
			}
		}
		if r.Header.Get("Mcp-Protocol-Version") >= statelessProtocol {
			stateless.ServeHTTP(w, r)
			return
		}
		sessions.ServeHTTP(w, r)
	})
}

// Path is where streamable HTTP is served, the URL's path that `locus mcp
// --http` prints.
const Path = "/mcp"

// statelessProtocol is the first protocol version without sessions (a
// client discovers the server with server/discover and every request
// carries its version), which the SDK serves only on a stateless handler.
const statelessProtocol = "2026-07-28"

// CheckToken refuses a token that protects nothing: empty once trimmed, or
// holding white space or control characters that no header carries intact.
func CheckToken(token string) error {
	if strings.TrimSpace(token) == "" {
		return errors.New("the token is blank; set a token of at least 16 characters, or leave it unset to serve on 127.0.0.1 only")
	}
	for _, c := range token {
		if c <= ' ' || c == 0x7f {
			return errors.New("the token holds white space or a control character; use printable characters only")
		}
	}
	return nil
}

// originAllowed reports whether a request's Origin may reach the server:
// none (every MCP client that is not a browser), the server's own host, or
// a page of this machine (such as the MCP Inspector on localhost).
func originAllowed(r *http.Request) bool {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true
	}
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" {
		return false
	}
	if strings.EqualFold(u.Host, r.Host) {
		return true
	}
	switch host := u.Hostname(); {
	case strings.EqualFold(host, "localhost"):
		return true
	default:
		ip := net.ParseIP(host)
		return ip != nil && ip.IsLoopback()
	}
}

// ListenAddr is addr with the loopback host when it names only a port
// (":8080" or "8080"): locus serves other hosts only when told to.
func ListenAddr(addr string) string {
	if !strings.Contains(addr, ":") {
		addr = ":" + addr
	}
	host, port, err := net.SplitHostPort(addr)
	if err == nil && host == "" {
		return net.JoinHostPort("127.0.0.1", port)
	}
	return addr
}

// ServeHTTP serves on l until ctx ends.
func ServeHTTP(ctx context.Context, l net.Listener, h http.Handler) error {
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: readHeaderTimeout,
		IdleTimeout:       2 * time.Minute,
	}
	go func() {
		<-ctx.Done()
		srv.Close()
	}()
	if err := srv.Serve(l); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
