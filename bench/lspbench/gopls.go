package main

import (
	"context"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
	"unicode/utf16"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// declaration finds where symbol's name is declared in the Go file: the
// 1-based line and byte column of the name, and the file's package name
// (also when the symbol is not found). symbol is a top-level function,
// type, variable or constant, or Type.Method.
func declaration(path, symbol string) (pkg string, line, col int, err error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
	if err != nil {
		return "", 0, 0, err
	}
	recv, name, isMethod := strings.Cut(symbol, ".")
	if !isMethod {
		recv, name = "", symbol
	}
	var found *ast.Ident
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Name.Name == name && receiver(d) == recv {
				found = d.Name
			}
		case *ast.GenDecl:
			if isMethod {
				continue
			}
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					if s.Name.Name == name {
						found = s.Name
					}
				case *ast.ValueSpec:
					for _, id := range s.Names {
						if id.Name == name {
							found = id
						}
					}
				}
			}
		}
	}
	if found == nil {
		return f.Name.Name, 0, 0, fmt.Errorf("%s: no declaration of %s (give -line and -column)", path, symbol)
	}
	p := fset.Position(found.Pos())
	return f.Name.Name, p.Line, p.Column, nil
}

// receiver is the name of a method's receiver type, "" for a function.
func receiver(d *ast.FuncDecl) string {
	if d.Recv == nil || len(d.Recv.List) == 0 {
		return ""
	}
	t := d.Recv.List[0].Type
	for {
		switch x := t.(type) {
		case *ast.StarExpr:
			t = x.X
		case *ast.IndexExpr:
			t = x.X
		case *ast.IndexListExpr:
			t = x.X
		case *ast.Ident:
			return x.Name
		default:
			return ""
		}
	}
}

// lspPosition turns a 1-based line and byte column into an LSP position,
// whose character counts UTF-16 code units.
func lspPosition(path string, line, col int) (protocol.Position, error) {
	text, err := os.ReadFile(path)
	if err != nil {
		return protocol.Position{}, err
	}
	lines := strings.Split(string(text), "\n")
	if line < 1 || line > len(lines) || col < 1 || col-1 > len(lines[line-1]) {
		return protocol.Position{}, fmt.Errorf("%s has no line %d, column %d", path, line, col)
	}
	units := len(utf16.Encode([]rune(lines[line-1][:col-1])))
	return protocol.Position{Line: uint32(line - 1), Character: uint32(units)}, nil
}

// lspClient answers what gopls asks of its client: configuration with
// nulls (the defaults) and progress tokens with nothing. The rest is
// UnimplementedClient's.
type lspClient struct{ protocol.UnimplementedClient }

func (lspClient) Configuration(_ context.Context, p *protocol.ConfigurationParams) ([]protocol.LSPAny, error) {
	out := make([]protocol.LSPAny, len(p.Items))
	for i := range out {
		out[i] = protocol.LSPAny("null")
	}
	return out, nil
}

func (lspClient) WorkDoneProgressCreate(context.Context, *protocol.WorkDoneProgressCreateParams) error {
	return nil
}

// pipes joins gopls's standard output and input into one stream.
type pipes struct {
	io.ReadCloser
	in io.WriteCloser
}

func (p pipes) Write(b []byte) (int, error) { return p.in.Write(b) }

func (p pipes) Close() error { return p.in.Close() }

// startGopls runs gopls on the workspace, initializes it, and opens the file.
func startGopls(c config) (*server, error) {
	path := filepath.Join(c.root, c.file)
	pos, err := lspPosition(path, c.line, c.col)
	if err != nil {
		return nil, err
	}
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	log, err := logFile(c, "gopls")
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(c.gopls)
	cmd.Dir, cmd.Stderr = c.root, log
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	err = cmd.Start()
	log.Close() // gopls has its own copy
	if err != nil {
		return nil, err
	}
	ctx := context.Background()
	_, conn, srv := protocol.NewClient(ctx, lspClient{}, jsonrpc2.NewHeaderStream(pipes{out, in}))
	stop := func() {
		ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(ctx)
		_ = srv.Exit(ctx)
		_ = conn.Close()
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-ctx.Done():
			_ = cmd.Process.Kill()
			<-done
		}
	}

	root, doc := uri.File(c.root), uri.File(path)
	pid := int32(os.Getpid())
	init := &protocol.InitializeParams{ProcessID: &pid, RootURI: &root}
	init.WorkspaceFolders = protocol.NewNullable([]protocol.WorkspaceFolder{{URI: root, Name: filepath.Base(c.root)}})
	if _, err := srv.Initialize(ctx, init); err != nil {
		stop()
		return nil, fmt.Errorf("initialize: %v", err)
	}
	open := &protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{URI: doc, LanguageID: protocol.LanguageKindGo, Version: 1, Text: string(text)}}
	if err := srv.Initialized(ctx, &protocol.InitializedParams{}); err != nil {
		stop()
		return nil, err
	}
	if err := srv.DidOpen(ctx, open); err != nil {
		stop()
		return nil, err
	}

	at := protocol.TextDocumentPositionParams{TextDocument: protocol.TextDocumentIdentifier{URI: doc}, Position: pos}
	where := fmt.Sprintf("at %d:%d (0-based)", pos.Line, pos.Character)
	return &server{
		forms: [2]string{"`textDocument/definition` " + where, "`textDocument/references` " + where + ", includeDeclaration false"},
		ask: [2]asker{
			func(ctx context.Context) (any, error) {
				return srv.Definition(ctx, &protocol.DefinitionParams{TextDocumentPositionParams: at})
			},
			func(ctx context.Context) (any, error) {
				return srv.References(ctx, &protocol.ReferenceParams{TextDocumentPositionParams: at})
			},
		},
		weigh: weighLSP,
		stop:  stop,
	}, nil
}

// weighLSP counts the locations of a result and sizes it as JSON.
func weighLSP(_ int, res any) answer {
	n := 0
	switch r := res.(type) {
	case *protocol.Location:
		if r != nil {
			n = 1
		}
	case protocol.LocationSlice:
		n = len(r)
	case protocol.DefinitionLinkSlice:
		n = len(r)
	case []protocol.Location:
		n = len(r)
	}
	b, _ := protocol.Marshal(res)
	return answer{results: n, bytes: len(b)}
}
