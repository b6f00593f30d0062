// Package mcpserver serves the tools of package tools over the Model
// Context Protocol, on stdio or streamable HTTP, with the official Go SDK.
package mcpserver

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/session"
	"github.com/locus-dev/locus/internal/tools"
	"github.com/locus-dev/locus/internal/workspace"
)

// Options configure a server.
type Options struct {
	// Root is the workspace root. Empty: the client's first MCP root, else Dir.
	Root string
	// Dir is the working directory, the root of last resort.
	Dir string
	// ReadOnly refuses every write (PERMISSION_DENIED).
	ReadOnly bool
	// NoClientRoots ignores the roots a client declares: over HTTP a caller
	// must not choose which directory the server opens.
	NoClientRoots bool
	// Version is reported to clients.
	Version string
	// IndexDB is the workspace index's database file ("" for the default).
	IndexDB string
	// Groups are the groups of tools served; nil serves every tool. A call
	// of a tool left out is an error that names its group.
	Groups []tools.Group
}

// New returns a server with the tools of opts.Groups registered.
func New(opts Options) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "locus", Version: opts.Version}, &mcp.ServerOptions{Instructions: instructionsFor(opts.Groups)})
	roots := &rootCache{opts: opts}
	served := tools.In(opts.Groups)
	for _, t := range served {
		s.AddTool(toolOf(t), handler(t, roots))
	}
	s.AddReceivingMiddleware(unknownTool(served))
	return s
}

// unknownTool answers a call of a tool that is not served as a tool error
// with its code, as every other bad call is, rather than as a protocol
// error: one that does not exist, or one of a group left out.
func unknownTool(served []*tools.Tool) mcp.Middleware {
	var names []string
	for _, t := range served {
		names = append(names, t.Name)
	}
	return func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			call, ok := req.(*mcp.CallToolRequest)
			if !ok || method != "tools/call" {
				return next(ctx, method, req)
			}
			if call.Params.Name == tooLargeTool {
				var args struct {
					Bytes int `json:"bytes"`
				}
				json.Unmarshal(call.Params.Arguments, &args)
				err := fault.New(fault.InvalidArgument, "the request was %d bytes, over the %d-byte limit of a message, so it was not read; send less (content over 1 MB is refused anyway)", args.Bytes, maxMessage)
				return callResult(tools.ErrorResult(err), true), nil
			}
			if slices.Contains(names, call.Params.Name) {
				return next(ctx, method, req)
			}
			var err error
			if t := tools.Lookup(call.Params.Name); t != nil {
				err = fault.New(fault.InvalidArgument, "the tool %s is left out of this server (its group, %s, is not served); use one of %s, or start locus mcp with --tools naming %s",
					t.Name, t.Group, strings.Join(names, ", "), t.Group)
			} else {
				err = fault.New(fault.InvalidArgument, "there is no tool %q; the tools are %s", call.Params.Name, strings.Join(names, ", "))
			}
			return callResult(tools.ErrorResult(err), true), nil
		}
	}
}

// toolOf is a tool as tools/list shows it. destructiveHint is left out of
// a read-only tool's annotations, where MCP gives it no meaning.
func toolOf(t *tools.Tool) *mcp.Tool {
	open := false
	ann := &mcp.ToolAnnotations{
		ReadOnlyHint:   t.Annotations.ReadOnly,
		IdempotentHint: t.Annotations.Idempotent,
		OpenWorldHint:  &open,
	}
	if !t.Annotations.ReadOnly {
		destructive := t.Annotations.Destructive
		ann.DestructiveHint = &destructive
	}
	return &mcp.Tool{Name: t.Name, Description: t.Description, InputSchema: t.InputSchema(), Annotations: ann}
}

// handler runs a tool for a call. A failure is a tool result with
// isError set, its text "CODE: message" and the error object as
// structured content, so the model sees it and the session goes on. A call
// the client cancelled ends with a JSON-RPC error instead (the SDK answers
// every request; the client ignores the answer to a cancelled one), not
// with a result the model could mistake for one.
func handler(t *tools.Tool, roots *rootCache) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		root, err := roots.root(ctx, req.Session)
		var res *tools.Result
		if err == nil {
			env := &tools.Env{Root: root, Session: session.For(root, session.Options{DB: roots.opts.IndexDB, Watch: true}), Progress: progress(ctx, req)}
			res, err = t.Call(ctx, env, req.Params.Arguments)
		}
		if err != nil && ctx.Err() != nil {
			return nil, fmt.Errorf("the call was cancelled: %w", context.Cause(ctx))
		}
		if err != nil {
			res = tools.ErrorResult(err)
		}
		return callResult(res, err != nil), nil
	}
}

// progress reports a call's long work to its client as progress
// notifications, when the client gave a progress token; nil otherwise.
func progress(ctx context.Context, req *mcp.CallToolRequest) func(done, total int, what string) {
	tok := req.Params.GetProgressToken()
	if tok == nil || req.Session == nil {
		return nil
	}
	var last time.Time
	return func(done, total int, what string) {
		if done < total && time.Since(last) < 100*time.Millisecond {
			return // a notification every 100 ms at most, and the last one
		}
		last = time.Now()
		req.Session.NotifyProgress(ctx, &mcp.ProgressNotificationParams{
			ProgressToken: tok, Progress: float64(done), Total: float64(total), Message: what,
		})
	}
}

// callResult is a tool's result as MCP carries it: the text, and the
// structured data as a JSON object.
func callResult(res *tools.Result, isError bool) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		Content:           []mcp.Content{&mcp.TextContent{Text: res.Text}},
		StructuredContent: structured(res.Structured),
		IsError:           isError,
	}
}

// structured turns a result into the JSON object MCP wants.
func structured(v any) any {
	b, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	var obj map[string]any
	if json.Unmarshal(b, &obj) != nil {
		return map[string]any{"result": v}
	}
	return obj
}

// rootCache opens the workspace root once per session.
type rootCache struct {
	opts  Options
	mu    sync.Mutex
	fixed *workspace.Root
	byID  map[*mcp.ServerSession]*workspace.Root
}

func (c *rootCache) open(dir string) (*workspace.Root, error) {
	if c.opts.ReadOnly {
		return workspace.OpenReadOnly(dir)
	}
	return workspace.Open(dir)
}

// root is --root when given; else the client's first file:// root, asked
// once per session (a failed or late answer is not kept: the next call
// asks again); else the working directory. (Protocol versions from
// 2026-07-28 on let a server ask for roots no more: their clients pass
// --root, or start locus in the project.) The lock is not held while the
// client is asked, and a session's entry goes when the session ends.
func (c *rootCache) root(ctx context.Context, ss *mcp.ServerSession) (*workspace.Root, error) {
	c.mu.Lock()
	if c.opts.Root != "" || c.opts.NoClientRoots || ss == nil {
		defer c.mu.Unlock()
		if c.fixed == nil {
			dir := c.opts.Root
			if dir == "" {
				dir = c.opts.Dir
			}
			r, err := c.open(dir)
			if err != nil {
				return nil, err
			}
			c.fixed = r
		}
		return c.fixed, nil
	}
	if r, ok := c.byID[ss]; ok {
		c.mu.Unlock()
		return r, nil
	}
	c.mu.Unlock()

	dir, answered := c.opts.Dir, false
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	//lint:ignore SA1019 roots are deprecated from protocol 2026-07-28 on, and still how earlier clients name their project
	res, err := ss.ListRoots(ctx, nil)
	cancel()
	if err == nil {
		answered = true
		for _, root := range res.Roots {
			if u, err := url.Parse(root.URI); err == nil && u.Scheme == "file" && u.Path != "" {
				dir = u.Path
				break
			}
		}
	}
	r, err := c.open(dir)
	if err != nil || !answered {
		return r, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byID == nil {
		c.byID = map[*mcp.ServerSession]*workspace.Root{}
	}
	if _, ok := c.byID[ss]; !ok {
		c.byID[ss] = r
		go func() {
			_ = ss.Wait()
			c.mu.Lock()
			delete(c.byID, ss)
			c.mu.Unlock()
		}()
	}
	return c.byID[ss], nil
}
