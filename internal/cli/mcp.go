// This file defines the commands over the tools: `locus tools`, `locus
// call` and `locus mcp`.

package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/locus-dev/locus/internal/mcpserver"
	"github.com/locus-dev/locus/internal/tools"
)

// toolInfo is how `locus tools` lists a tool: as MCP's tools/list does.
type toolInfo struct {
	Name        string            `json:"name"`
	Description string            `json:"description"`
	Annotations tools.Annotations `json:"annotations"`
	InputSchema any               `json:"inputSchema"`
}

// groupsFlag defines --tools, the groups of tools a command serves.
func groupsFlag(fs *flag.FlagSet) *string {
	return fs.String("tools", "all", "serve only these groups of tools, comma-separated: read, index, edit, lsp")
}

// groupsOf reads the value of --tools.
func groupsOf(cmd, list string) ([]tools.Group, error) {
	groups, err := tools.ParseGroups(list)
	if err != nil {
		return nil, usagef("%s: --tools: %v", cmd, err)
	}
	return groups, nil
}

func runTools(env *Env, args []string) error {
	fs := newFlags(env, "tools", "[--tools GROUPS]")
	groupList := groupsFlag(fs)
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	} else if len(rest) > 0 {
		return usagef("tools takes no arguments")
	}
	groups, err := groupsOf("tools", *groupList)
	if err != nil {
		return err
	}
	var list []toolInfo
	for _, t := range tools.In(groups) {
		list = append(list, toolInfo{t.Name, t.Description, t.Annotations, t.InputSchema()})
	}
	writeJSON(env.Stdout, list)
	return nil
}

func runCall(env *Env, args []string) error {
	fs := newFlags(env, "call", "[--root DIR] [--read-only] [--json] [--accept-syntax-errors] TOOL 'JSON'")
	root := fs.String("root", env.Dir, "workspace `DIR`ectory; no path may leave it")
	readOnly := fs.Bool("read-only", false, "refuse every write")
	asJSON := fs.Bool("json", false, "print the structured result (or the error object) as JSON")
	accept := fs.Bool("accept-syntax-errors", false, "exit 0, not 3, when a write is made with new syntax errors")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) < 1 || len(rest) > 2 {
		return usagef("call: give a tool name and its arguments as one JSON object; `locus tools` lists them")
	}
	t := tools.Lookup(rest[0])
	if t == nil {
		return usagef("call: there is no tool %q; `locus tools` lists them", rest[0])
	}
	arg := "{}"
	if len(rest) == 2 {
		arg = rest[1]
	}
	ws, err := openWorkspace(env, *root, *readOnly)
	if err != nil {
		return err
	}
	res, err := t.Call(context.Background(), &tools.Env{Root: ws}, json.RawMessage(arg))
	if err := printResult(env, *asJSON, err, func() (string, any) { return res.Text, res.Structured }); err != nil {
		return err
	}
	return syntaxBroken(res, *accept)
}

func runMCP(env *Env, args []string) error {
	fs := newFlags(env, "mcp", "[--root DIR] [--http ADDR] [--token TOKEN] [--read-only] [--tools GROUPS] [--index-db FILE]")
	root := fs.String("root", "", "workspace `DIR`ectory (default: the client's first MCP root, else the working directory)")
	addr := fs.String("http", "", "serve streamable HTTP on `ADDR` (a port alone binds 127.0.0.1) instead of stdio")
	token := fs.String("token", os.Getenv("LOCUS_TOKEN"), "with --http, require \"Authorization: Bearer TOKEN\" (default $LOCUS_TOKEN)")
	readOnly := fs.Bool("read-only", false, "refuse every write")
	groupList := groupsFlag(fs)
	indexDB := fs.String("index-db", "", "the workspace index's database `FILE` (default $LOCUS_INDEX_DB, else in the user's cache folder)")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return usagef("mcp takes no arguments")
	}
	groups, err := groupsOf("mcp", *groupList)
	if err != nil {
		return err
	}
	dir := *root
	if dir != "" && !filepath.IsAbs(dir) {
		dir = filepath.Join(env.Dir, dir)
	}
	// Over HTTP a caller must not pick the directory: no client roots there.
	s := mcpserver.New(mcpserver.Options{Root: dir, Dir: env.Dir, ReadOnly: *readOnly, Version: Version, NoClientRoots: *addr != "", IndexDB: *indexDB, Groups: groups})
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if *addr == "" {
		// A client that closes standard input is gone: end as on SIGTERM.
		ctx, gone := context.WithCancel(ctx)
		return bounded(ctx, func() error { return mcpserver.ServeStdio(ctx, s, gone) })
	}
	listen := mcpserver.ListenAddr(*addr)
	if *token != "" {
		if err := mcpserver.CheckToken(*token); err != nil {
			return usagef("mcp: --token: %v", err)
		}
	}
	if host, _, err := net.SplitHostPort(listen); err == nil && !loopback(host) && *token == "" {
		return usagef("mcp: serving on %s reaches other machines; set --token or $LOCUS_TOKEN, or serve on 127.0.0.1", listen)
	}
	l, err := net.Listen("tcp", listen)
	if err != nil {
		return fmt.Errorf("mcp: %w", err)
	}
	fmt.Fprintf(env.Stderr, "locus: serving MCP on http://%s%s\n", l.Addr(), mcpserver.Path)
	return bounded(ctx, func() error { return mcpserver.ServeHTTP(ctx, l, mcpserver.Handler(s, *token)) })
}

// shutdownGrace is how long a server that was told to stop (SIGTERM, or
// its stdio client gone) may take to finish the work in flight.
const shutdownGrace = time.Second

// bounded runs serve until it returns, or until shutdownGrace after ctx
// ends: a call still parsing a pathological file then does not keep the
// process. Leaving mid-write is safe: every write is a rename of a whole
// temp file, and temp files left behind are swept by later writes.
// A server told to stop that stops is no failure: the process ends with 0.
func bounded(ctx context.Context, serve func() error) error {
	done := make(chan error, 1)
	go func() { done <- serve() }()
	var err error
	select {
	case err = <-done:
	case <-ctx.Done():
		select {
		case err = <-done:
		case <-time.After(shutdownGrace):
		}
	}
	if ctx.Err() != nil && errors.Is(err, context.Canceled) {
		return nil
	}
	return err
}

// loopback reports whether host names this machine only.
func loopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
