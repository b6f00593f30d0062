package lsp

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"go.lsp.dev/protocol"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/textpos"
)

// featureFiles are the files the tests of mode full ask about.
var featureFiles = map[string]string{
	"a.txt": "func f(a int, é string)\nalpha al\nobj. third\n",
	"b.txt": "bee\n",
}

// sent returns the parameters of the last request of method the fake
// server logged.
func sent(t *testing.T, log, method string) map[string]any {
	t.Helper()
	b, _ := os.ReadFile(log)
	var last map[string]any
	for _, line := range strings.Split(string(b), "\n") {
		if params, ok := strings.CutPrefix(line, method+" "); ok {
			last = nil
			if err := json.Unmarshal([]byte(params), &last); err != nil {
				t.Fatalf("the server logged %s: %v", line, err)
			}
		}
	}
	if last == nil {
		t.Fatalf("the server was not asked %s:\n%s", method, b)
	}
	return last
}

func copyFiles(m map[string]string) map[string]string {
	out := map[string]string{}
	for k, v := range m {
		out[k] = v
	}
	return out
}

// TestHover reads each shape a hover's contents may take, one position at a
// time and several at once.
func TestHover(t *testing.T) {
	w, _ := fakeWorkspace(t, "full", "", copyFiles(featureFiles))
	ctx := context.Background()
	h, err := w.Hover(ctx, "a.txt", pos(t, 1, 1))
	if err != nil {
		t.Fatal(err)
	}
	want := &Hover{Text: "```go\nfunc f()\n```\n\ndoc of f", Range: &Location{Path: "a.txt", Range: testSpan(1, 1, 1, 2), Code: "func f(a int, é string)"}}
	if diff := cmp.Diff(want, h); diff != "" {
		t.Errorf("hover (-want +got):\n%s", diff)
	}
	if h, err := w.Hover(ctx, "a.txt", pos(t, 2, 1)); err != nil || h != nil {
		t.Errorf("hover where the server has none: %+v, %v; want nil", h, err)
	}
	texts, err := w.Hovers(ctx, "a.txt", []textpos.Position{pos(t, 1, 1), pos(t, 2, 1), pos(t, 3, 2)}, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"```go\nfunc f()\n```\n\ndoc of f", "", "line 3"}, texts); diff != "" {
		t.Errorf("hovers (-want +got):\n%s", diff)
	}
	if _, err := w.Hover(ctx, "a.txt", pos(t, 9, 1)); fault.CodeOf(err) != fault.InvalidArgument {
		t.Errorf("hover past the end: %v, want INVALID_ARGUMENT", err)
	}
}

// TestLocations: references in two files, sorted and without the
// duplicate, a LocationLink's selection range, a single Location and null.
func TestLocations(t *testing.T) {
	w, log := fakeWorkspace(t, "full", "", copyFiles(featureFiles))
	ctx := context.Background()
	refs, err := w.References(ctx, "a.txt", pos(t, 3, 2), true)
	if err != nil {
		t.Fatal(err)
	}
	want := []Location{
		{Path: "a.txt", Range: testSpan(3, 2, 3, 3), Code: "obj. third"},
		{Path: "b.txt", Range: testSpan(1, 1, 1, 2), Code: "bee"},
	}
	if diff := cmp.Diff(want, refs); diff != "" {
		t.Errorf("references (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(map[string]any{"includeDeclaration": true}, sent(t, log, "textDocument/references")["context"]); diff != "" {
		t.Errorf("references' context (-want +got):\n%s", diff)
	}
	for mode, want := range map[string][]Location{
		"declaration":     {{Path: "a.txt", Range: testSpan(1, 3, 1, 4), Code: "func f(a int, é string)"}},
		"type_definition": {{Path: "a.txt", Range: testSpan(2, 1, 2, 2), Code: "alpha al"}},
		"implementation":  nil,
	} {
		got, err := w.Definition(ctx, "a.txt", pos(t, 1, 1), mode)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", mode, diff)
		}
	}
	if _, err := w.Definition(ctx, "a.txt", pos(t, 1, 1), "usage"); fault.CodeOf(err) != fault.InvalidArgument {
		t.Errorf("mode usage: %v, want INVALID_ARGUMENT", err)
	}
}

// TestLacks: a server without a capability is not asked, and the caller
// is told to use another tool.
func TestLacks(t *testing.T) {
	w, _ := fakeWorkspace(t, "echo", "", copyFiles(featureFiles))
	ctx := context.Background()
	calls := map[string]func() error{
		"textDocument/hover":      func() error { _, err := w.Hover(ctx, "a.txt", pos(t, 1, 1)); return err },
		"textDocument/references": func() error { _, err := w.References(ctx, "a.txt", pos(t, 1, 1), false); return err },
		"textDocument/completion": func() error { _, err := w.Completion(ctx, "a.txt", pos(t, 1, 1), 5); return err },
		"textDocument/formatting": func() error { _, err := w.Format(ctx, "a.txt"); return err },
		"format a range":          func() error { _, err := w.FormatRange(ctx, "a.txt", pos(t, 1, 1), pos(t, 2, 1)); return err },
		"textDocument/hover ": func() error {
			_, err := w.Hovers(ctx, "a.txt", []textpos.Position{pos(t, 1, 1)}, time.Second)
			return err
		},
	}
	for what, call := range calls {
		err := call()
		if fault.CodeOf(err) != fault.LSPUnavailable || !strings.Contains(err.Error(), strings.TrimSpace(what)) {
			t.Errorf("%s: %v, want LSP_UNAVAILABLE naming it", what, err)
		}
	}
}

// TestCompletion filters by the word typed, orders by the server's sort
// text, resolves items that lack details, and sends the trigger character
// after a "." the server named.
func TestCompletion(t *testing.T) {
	w, log := fakeWorkspace(t, "full", "", copyFiles(featureFiles))
	ctx := context.Background()
	got, err := w.Completion(ctx, "a.txt", pos(t, 2, 9), 4)
	if err != nil {
		t.Fatal(err)
	}
	want := &Completions{Prefix: "al", Total: 4, Incomplete: true, Items: []CompletionItem{
		{Label: "alps", Kind: "variable", Detail: "resolved <nil>", Doc: "First paragraph wraps.", Insert: "alps()"},
		{Label: "alpha", Kind: "function", Detail: "func() alpha"},
		{Label: "album", Detail: "(x int) pkg"},
		{Label: "alone", Kind: "constant", Detail: "resolved 7", Doc: "First paragraph wraps."},
	}}
	if diff := cmp.Diff(want, got, cmp.AllowUnexported(CompletionItem{}), cmp.FilterPath(func(p cmp.Path) bool {
		f, ok := p.Last().(cmp.StructField)
		return ok && (f.Name() == "raw" || f.Name() == "sort" || f.Name() == "filter")
	}, cmp.Ignore())); diff != "" {
		t.Errorf("completions (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(map[string]any{"triggerKind": 1.0}, sent(t, log, "textDocument/completion")["context"]); diff != "" {
		t.Errorf("a completion after a word is invoked (-want +got):\n%s", diff)
	}
	got, err = w.Completion(ctx, "a.txt", pos(t, 3, 5), 0)
	if err != nil {
		t.Fatal(err)
	}
	if got.Prefix != "" || got.Total != 5 {
		t.Errorf("after a dot: prefix %q, %d items; want none typed and all 5", got.Prefix, got.Total)
	}
	if diff := cmp.Diff(map[string]any{"triggerKind": 2.0, "triggerCharacter": "."}, sent(t, log, "textDocument/completion")["context"]); diff != "" {
		t.Errorf("a completion after a dot is triggered by it (-want +got):\n%s", diff)
	}
}

// TestSignatureHelp reads a parameter given as offsets into its signature
// (past a two-byte character), the signature's own active parameter, and
// an active signature out of range.
func TestSignatureHelp(t *testing.T) {
	w, _ := fakeWorkspace(t, "full", "", copyFiles(featureFiles))
	got, err := w.SignatureHelp(context.Background(), "a.txt", pos(t, 1, 8))
	if err != nil {
		t.Fatal(err)
	}
	want := &Signatures{ActiveSignature: 0, ActiveParameter: 1, Signatures: []Signature{
		{Label: "f(a int, é string)", Doc: "calls f", Parameters: []string{"a int", "é string"}},
		{Label: "f()"},
	}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("signature help (-want +got):\n%s", diff)
	}
	if s, want := got.String(), "> f(a int, [é string])\n    calls f\n  f()\n"; s != want {
		t.Errorf("String() = %q, want %q", s, want)
	}
}

// TestParameterLabel reads offsets under each encoding, at both ends of
// the label, and refuses offsets that are not in it.
func TestParameterLabelEncodings(t *testing.T) {
	const sig = "g(😀 x, y)"
	for _, c := range []struct {
		enc   textpos.Encoding
		label string
		want  string
	}{
		{textpos.UTF16, "[2,6]", "😀 x"},
		{textpos.UTF8, "[2,8]", "😀 x"},
		{textpos.UTF32, "[2,5]", "😀 x"},
		{textpos.UTF32, "[0,9]", sig},
		{textpos.UTF32, "[9,9]", ""},
		{textpos.UTF32, "[5,2]", ""},
		{textpos.UTF32, "[3,40]", ""},
		{textpos.UTF32, `"y"`, "y"},
		{textpos.UTF32, `{}`, ""},
	} {
		s := &Server{enc: c.enc}
		if got := s.parameterLabel(sig, []byte(c.label)); got != c.want {
			t.Errorf("%s %s: %q, want %q", c.enc, c.label, got, c.want)
		}
	}
}

// TestFormat: the whole file's edit, the options the file's indentation
// implies, and a range the server finds formatted.
func TestFormat(t *testing.T) {
	w, log := fakeWorkspace(t, "full", "", copyFiles(featureFiles))
	ctx := context.Background()
	fe, err := w.Format(ctx, "a.txt")
	if err != nil {
		t.Fatal(err)
	}
	text, err := fe.Apply()
	if err != nil {
		t.Fatal(err)
	}
	if want := "// formatted\n" + featureFiles["a.txt"]; string(text) != want || fe.Path != "a.txt" || string(fe.Old()) != featureFiles["a.txt"] {
		t.Errorf("formatted %s to %q, want %q", fe.Path, text, want)
	}
	fe, err = w.FormatRange(ctx, "a.txt", pos(t, 1, 1), pos(t, 2, 1))
	if err != nil || fe != nil {
		t.Errorf("a formatted range: %+v, %v; want no edit", fe, err)
	}
	opts := map[string]any{"insertSpaces": true, "tabSize": 4.0}
	if diff := cmp.Diff(opts, sent(t, log, "textDocument/formatting")["options"]); diff != "" {
		t.Errorf("formatting options (-want +got):\n%s", diff)
	}
	rng := map[string]any{"start": map[string]any{"line": 0.0, "character": 0.0}, "end": map[string]any{"line": 1.0, "character": 0.0}}
	if diff := cmp.Diff(map[string]any{"options": opts, "range": rng}, sent(t, log, "textDocument/rangeFormatting"),
		cmpopts.IgnoreMapEntries(func(k string, _ any) bool { return k == "textDocument" })); diff != "" {
		t.Errorf("range formatting (-want +got):\n%s", diff)
	}
}

// TestFormatOptions: tabs when most indented lines start with one, else
// spaces by the smallest step of two or more (four when there is none, or
// it is more than eight).
func TestFormatOptions(t *testing.T) {
	for text, want := range map[string]protocol.FormattingOptions{
		"a\n\tb\n\tc\n  d\n":                    {TabSize: 4, InsertSpaces: false},
		"a\n  b\n    c\n":                       {TabSize: 2, InsertSpaces: true},
		"a\n   b\n":                             {TabSize: 3, InsertSpaces: true},
		"a\n" + strings.Repeat(" ", 12) + "b\n": {TabSize: 4, InsertSpaces: true},
		"a\n \n":                                {TabSize: 4, InsertSpaces: true},
	} {
		if got := formatOptions([]byte(text)); !cmp.Equal(got, want) {
			t.Errorf("%q: %+v, want %+v", text, got, want)
		}
	}
}

// TestWorkspaceSymbols starts the workspace's server when none runs,
// leaves out symbols of files outside the workspace, and stops at limit.
func TestWorkspaceSymbols(t *testing.T) {
	w, _ := fakeWorkspace(t, "full", "", copyFiles(featureFiles))
	got, err := w.WorkspaceSymbols(context.Background(), "F", 0)
	if err != nil {
		t.Fatal(err)
	}
	want := []Symbol{
		{Name: "Second", Kind: 5, Container: "pkg", Location: Location{Path: "a.txt", Range: testSpan(2, 1, 2, 2), Code: "alpha al"}},
		{Name: "First", Kind: 12, Location: Location{Path: "a.txt"}},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
	if got, err := w.WorkspaceSymbols(context.Background(), "F", 1); err != nil || len(got) != 1 {
		t.Errorf("limit 1: %d symbols, %v", len(got), err)
	}
	if SymbolKind(5) != "class" || SymbolKind(26) != "type_parameter" || SymbolKind(0) != "symbol" || SymbolKind(27) != "symbol" {
		t.Errorf("SymbolKind names 5, 26, 0, 27 as %s, %s, %s, %s", SymbolKind(5), SymbolKind(26), SymbolKind(0), SymbolKind(27))
	}
}

// TestWorkspaceDiagnostics: with no path, the servers of the workspace
// are started and what they published is gathered.
func TestWorkspaceDiagnostics(t *testing.T) {
	w, _ := fakeWorkspace(t, "full", "", copyFiles(featureFiles))
	diags, stale, err := w.Diagnostics(context.Background(), "")
	if err != nil || len(diags) != 0 || len(stale) != 0 {
		t.Fatalf("got %v, stale %v, %v; want no diagnostics", diags, stale, err)
	}
	if len(w.Servers()) != 1 || w.Running("a.txt") == "" {
		t.Errorf("the workspace's server is not running: %v, %q", w.Servers(), w.Running("a.txt"))
	}
}

// testSpan is the span from line l1, column c1 to line l2, column c2.
func testSpan(l1, c1, l2, c2 int) textpos.Span {
	start, err1 := textpos.NewPosition(l1, c1)
	end, err2 := textpos.NewPosition(l2, c2)
	sp, err3 := textpos.NewSpan(start, end)
	if err := errors.Join(err1, err2, err3); err != nil {
		panic(err)
	}
	return sp
}
