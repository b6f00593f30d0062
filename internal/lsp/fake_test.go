package lsp

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"go.lsp.dev/jsonrpc2"
)

// TestMain lets the test binary play a language server: with
// LOCUS_FAKE_LSP set, it serves LSP on stdin and stdout instead of running
// the tests. Its modes:
//
//	echo  definition answers the position it was asked about
//	hang  definition never answers; $/cancelRequest is written to LOCUS_FAKE_LOG
//	exit  the process exits when asked for a definition
//	slow  the command "then" takes a second, then upper-cases the first
//	      line of the text the server holds (workspace/applyEdit)
//	check on a save, publishes no diagnostics for the new version, reports
//	      other work ("index", begun and ended), then after 600 ms checks
//	      the file as work-done progress ("check") and publishes an error
//	      "checked: FIRST LINE" (as rust-analyzer's cargo check)
//	nocheck is configured as checking on save, but never checks
//	full  also offers hover, references, the other definition modes,
//	      completion (resolved), signature help, formatting and workspace
//	      symbols, with the answers of fakeFeature
//
// Every message it is sent is written to LOCUS_FAKE_LOG as a line of its
// method and parameters. In every mode, a code action on a file inserts "X" at its start and then
// runs the command "then", which makes the process exit the first time
// (a marker file beside LOG remembers it); a rename turns the first five
// characters into "howdy" after half a second.
//
// It publishes no diagnostics for each file it is given, as servers do.
// LOCUS_FAKE_ENCODING is the position encoding it picks ("" for UTF-16).
func TestMain(m *testing.M) {
	if mode := os.Getenv("LOCUS_FAKE_LSP"); mode != "" {
		fakeServer(mode)
		os.Exit(0)
	}
	// Trust is kept in a folder of the test's, not the user's.
	dir, err := os.MkdirTemp("", "locus-lsp-config")
	if err == nil {
		os.Setenv(EnvConfigDir, dir)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

type stdio struct {
	io.Reader
	io.Writer
}

func (stdio) Close() error { return nil }

func fakeServer(mode string) {
	conn := jsonrpc2.NewConn(jsonrpc2.NewHeaderStream(stdio{os.Stdin, os.Stdout}))
	logf := func(format string, args ...any) {
		if p := os.Getenv("LOCUS_FAKE_LOG"); p != "" {
			f, err := os.OpenFile(p, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
			if err == nil {
				fmt.Fprintf(f, format+"\n", args...)
				f.Close()
			}
		}
	}
	var textsMu sync.Mutex
	texts := map[string]string{} // by URI: what the server was given
	conn.Go(context.Background(), func(ctx context.Context, req *jsonrpc2.Request) (any, error) {
		var doc struct {
			TextDocument struct {
				URI  string `json:"uri"`
				Text string `json:"text"`
			} `json:"textDocument"`
			ContentChanges []struct {
				Text string `json:"text"`
			} `json:"contentChanges"`
		}
		_ = json.Unmarshal(req.Params(), &doc)
		logf("%s %s", req.Method(), req.Params())
		textsMu.Lock()
		switch req.Method() {
		case "textDocument/didOpen":
			texts[doc.TextDocument.URI] = doc.TextDocument.Text
		case "textDocument/didChange":
			texts[doc.TextDocument.URI] = doc.ContentChanges[0].Text
		}
		textsMu.Unlock()
		switch req.Method() {
		case "initialize":
			caps := map[string]any{"definitionProvider": true, "textDocumentSync": 1, "codeActionProvider": true, "renameProvider": true,
				"executeCommandProvider": map[string]any{"commands": []string{"then"}}}
			if enc := os.Getenv("LOCUS_FAKE_ENCODING"); enc != "" {
				caps["positionEncoding"] = enc
			}
			if mode == "full" {
				for _, p := range []string{"hoverProvider", "referencesProvider", "declarationProvider", "typeDefinitionProvider", "implementationProvider",
					"documentFormattingProvider", "documentRangeFormattingProvider", "workspaceSymbolProvider"} {
					caps[p] = true
				}
				caps["completionProvider"] = map[string]any{"triggerCharacters": []string{"."}, "resolveProvider": true}
				caps["signatureHelpProvider"] = map[string]any{"triggerCharacters": []string{"("}}
			}
			return map[string]any{"capabilities": caps, "serverInfo": map[string]string{"name": "fake", "version": mode}}, nil
		case "shutdown":
			return nil, nil
		case "exit":
			os.Exit(0)
		case "textDocument/didOpen":
			_ = conn.Notify(ctx, "textDocument/publishDiagnostics", map[string]any{"uri": docURI(req.Params()), "diagnostics": []any{}})
			return nil, nil
		case "textDocument/didSave":
			if mode == "check" {
				u := docURI(req.Params())
				textsMu.Lock()
				line := strings.SplitN(texts[u], "\n", 2)[0]
				textsMu.Unlock()
				go fakeCheck(conn, u, line)
			}
			return nil, nil
		case "textDocument/codeAction":
			u := docURI(req.Params())
			at := map[string]any{"start": map[string]int{"line": 0, "character": 0}, "end": map[string]int{"line": 0, "character": 0}}
			return []any{map[string]any{"title": "add X", "kind": "quickfix",
				"edit":    map[string]any{"changes": map[string]any{u: []any{map[string]any{"range": at, "newText": "X"}}}},
				"command": map[string]any{"title": "then", "command": "then"}}}, nil
		case "workspace/executeCommand":
			if mode == "slow" {
				jsonrpc2.Async(ctx)
				time.Sleep(time.Second)
				textsMu.Lock()
				var u, line string
				for k, v := range texts {
					u, line = k, strings.SplitN(v, "\n", 2)[0]
				}
				textsMu.Unlock()
				rng := map[string]any{"start": map[string]int{"line": 0, "character": 0}, "end": map[string]int{"line": 0, "character": len(line)}}
				var res any
				_, err := conn.Call(ctx, "workspace/applyEdit", map[string]any{"edit": map[string]any{"changes": map[string]any{u: []any{map[string]any{"range": rng, "newText": strings.ToUpper(line)}}}}}, &res)
				return nil, err
			}
			marker := os.Getenv("LOCUS_FAKE_LOG") + ".crashed"
			if _, err := os.Stat(marker); err != nil {
				_ = os.WriteFile(marker, nil, 0o644)
				os.Exit(3)
			}
			return nil, nil
		case "textDocument/rename":
			u := docURI(req.Params())
			jsonrpc2.Async(ctx)
			time.Sleep(500 * time.Millisecond)
			first5 := map[string]any{"start": map[string]int{"line": 0, "character": 0}, "end": map[string]int{"line": 0, "character": 5}}
			return map[string]any{"changes": map[string]any{u: []any{map[string]any{"range": first5, "newText": "howdy"}}}}, nil
		case "$/cancelRequest":
			logf("cancel %s", req.Params())
			return nil, nil
		case "textDocument/hover", "textDocument/references", "textDocument/declaration", "textDocument/typeDefinition", "textDocument/implementation",
			"textDocument/completion", "completionItem/resolve", "textDocument/signatureHelp", "textDocument/formatting", "textDocument/rangeFormatting",
			"workspace/symbol":
			textsMu.Lock()
			var first string // the URI of the file opened first
			for u := range texts {
				if first == "" || u < first {
					first = u
				}
			}
			textsMu.Unlock()
			return fakeFeature(req.Method(), json.RawMessage(req.Params()), first)
		case "textDocument/definition":
			switch mode {
			case "exit":
				os.Exit(3)
			case "hang":
				logf("definition %s", req.Params())
				jsonrpc2.Async(ctx)
				select {}
			}
			logf("definition %s", req.Params())
			var p struct {
				TextDocument struct {
					URI string `json:"uri"`
				} `json:"textDocument"`
				Position json.RawMessage `json:"position"`
			}
			if err := json.Unmarshal(req.Params(), &p); err != nil {
				return nil, err
			}
			return []any{map[string]any{"uri": p.TextDocument.URI, "range": map[string]any{"start": p.Position, "end": p.Position}}}, nil
		}
		if !req.IsCall() {
			return nil, nil
		}
		return nil, jsonrpc2.ErrMethodNotFound
	})
	<-conn.Done()
}

// fakeCheck plays a check on save: the server's own empty list first, the
// check's error 600 ms later, inside work-done progress.
func fakeCheck(conn jsonrpc2.Conn, u, line string) {
	ctx := context.Background()
	_ = conn.Notify(ctx, "textDocument/publishDiagnostics", map[string]any{"uri": u, "diagnostics": []any{}})
	progress := func(token, kind string) {
		_ = conn.Notify(ctx, "$/progress", map[string]any{"token": token, "value": map[string]any{"kind": kind, "title": token}})
	}
	progress("index", "begin")
	time.Sleep(50 * time.Millisecond)
	progress("index", "end")
	time.Sleep(600 * time.Millisecond)
	progress("check", "begin")
	time.Sleep(100 * time.Millisecond)
	at := map[string]any{"start": map[string]int{"line": 0, "character": 0}, "end": map[string]int{"line": 0, "character": 1}}
	_ = conn.Notify(ctx, "textDocument/publishDiagnostics", map[string]any{"uri": u, "diagnostics": []any{
		map[string]any{"range": at, "severity": 1, "message": "checked: " + line}}})
	progress("check", "end")
}

// docURI reads params.textDocument.uri.
func docURI(params []byte) string {
	var p struct {
		TextDocument struct {
			URI string `json:"uri"`
		} `json:"textDocument"`
	}
	_ = json.Unmarshal(params, &p)
	return p.TextDocument.URI
}

// fakeFeature answers the requests of mode full, each in one of the shapes
// the protocol allows.
func fakeFeature(method string, params json.RawMessage, first string) (any, error) {
	var p struct {
		TextDocument struct {
			URI string `json:"uri"`
		} `json:"textDocument"`
		Position struct {
			Line      int `json:"line"`
			Character int `json:"character"`
		} `json:"position"`
	}
	_ = json.Unmarshal(params, &p)
	u := p.TextDocument.URI
	span := func(line, from, to int) map[string]any {
		return map[string]any{"start": map[string]int{"line": line, "character": from}, "end": map[string]int{"line": line, "character": to}}
	}
	here := span(p.Position.Line, p.Position.Character, p.Position.Character+1)
	switch method {
	case "textDocument/hover":
		if p.Position.Line == 0 {
			// A MarkedString with a language, and a string.
			return map[string]any{"contents": []any{map[string]string{"language": "go", "value": " func f() "}, "doc of f"}, "range": here}, nil
		}
		if p.Position.Line == 1 {
			return nil, nil
		}
		return map[string]any{"contents": map[string]string{"kind": "markdown", "value": fmt.Sprintf("line %d", p.Position.Line+1)}, "range": here}, nil
	case "textDocument/references":
		// The same place twice, and the first line of b.txt beside it.
		b := strings.TrimSuffix(u, "a.txt") + "b.txt"
		return []any{map[string]any{"uri": b, "range": span(0, 0, 1)}, map[string]any{"uri": u, "range": here}, map[string]any{"uri": u, "range": here}}, nil
	case "textDocument/declaration":
		return []any{map[string]any{"targetUri": u, "targetRange": span(0, 0, 5), "targetSelectionRange": span(0, 2, 3)}}, nil
	case "textDocument/typeDefinition":
		return map[string]any{"uri": u, "range": span(1, 0, 1)}, nil
	case "textDocument/implementation":
		return nil, nil
	case "textDocument/completion":
		return map[string]any{"isIncomplete": true, "items": []any{
			map[string]any{"label": "alpha", "kind": 3, "detail": "func()\n  alpha", "sortText": "2"},
			map[string]any{"label": "alps", "kind": 6, "sortText": "1", "textEdit": map[string]any{"range": here, "newText": "alps()"}},
			map[string]any{"label": "beta", "kind": 14},
			map[string]any{"label": "album", "kind": 99, "sortText": "3", "labelDetails": map[string]string{"detail": "(x int)", "description": "pkg"}},
			map[string]any{"label": "alone", "kind": 21, "sortText": "4", "insertText": "alone", "data": 7},
		}}, nil
	case "completionItem/resolve":
		var it map[string]any
		_ = json.Unmarshal(params, &it)
		it["detail"] = "resolved " + fmt.Sprint(it["data"])
		it["documentation"] = map[string]string{"kind": "markdown", "value": "First  paragraph\nwraps.\n\nSecond."}
		return it, nil
	case "textDocument/signatureHelp":
		return map[string]any{"activeSignature": 5, "activeParameter": 0, "signatures": []any{
			map[string]any{"label": "f(a int, é string)", "documentation": "calls f", "activeParameter": 1,
				"parameters": []any{map[string]any{"label": "a int"}, map[string]any{"label": []int{9, 17}}}},
			map[string]any{"label": "f()"},
		}}, nil
	case "textDocument/formatting":
		return []any{map[string]any{"range": span(0, 0, 0), "newText": "// formatted\n"}}, nil
	case "textDocument/rangeFormatting":
		return []any{}, nil
	case "workspace/symbol":
		var q struct {
			Query string `json:"query"`
		}
		_ = json.Unmarshal(params, &q)
		if q.Query == "malformed" {
			return "not a list", nil
		}
		return []any{
			map[string]any{"name": "Outside", "kind": 12, "location": map[string]any{"uri": "file:///nowhere/x.txt", "range": span(0, 0, 1)}},
			map[string]any{"name": "Second", "kind": 5, "containerName": "pkg", "location": map[string]any{"uri": first, "range": span(1, 0, 1)}},
			map[string]any{"name": "First", "kind": 12, "location": map[string]any{"uri": first}},
		}, nil
	}
	return nil, jsonrpc2.ErrMethodNotFound
}
