package lsp

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/textpos"
	"github.com/locus-dev/locus/internal/workspace"
)

// write is what the tools do with planned edits: one transaction.
func write(root *workspace.Root) func([]*FileEdit) error {
	return func(edits []*FileEdit) error {
		tx := root.Begin()
		for _, fe := range edits {
			text, err := fe.Apply()
			if err != nil {
				return err
			}
			if err := tx.Write(fe.File, text); err != nil {
				return err
			}
		}
		return tx.Commit()
	}
}

// TestApplyAllOrNothing: a code action whose command kills the server has
// written nothing (its own edit included), and is not asked again of the
// restarted server; applied again, it writes its edit once.
func TestApplyAllOrNothing(t *testing.T) {
	w, _ := fakeWorkspace(t, "echo", "", map[string]string{"a.txt": "hello\n"})
	ctx := context.Background()
	acts, err := w.CodeActions(ctx, "a.txt", pos(t, 1, 1), pos(t, 1, 1))
	if err != nil || len(acts) != 1 {
		t.Fatalf("code actions: %v %v", acts, err)
	}
	_, err = w.Apply(ctx, "a.txt", &acts[0], write(w.root))
	if fault.CodeOf(err) != fault.LSPError || !strings.Contains(err.Error(), "locus wrote no file") {
		t.Errorf("the command killed the server: got %v, want LSP_ERROR saying no file was written", err)
	}
	if b, _ := os.ReadFile(filepath.Join(w.root.Dir(), "a.txt")); string(b) != "hello\n" {
		t.Fatalf("a.txt is %q after a failed action, want it unchanged", b)
	}
	acts, err = w.CodeActions(ctx, "a.txt", pos(t, 1, 1), pos(t, 1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Apply(ctx, "a.txt", &acts[0], write(w.root)); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(w.root.Dir(), "a.txt")); string(b) != "Xhello\n" {
		t.Fatalf("a.txt is %q, want the edit made once", b)
	}
}

// TestCallDuringCommand: a question about the file while a code action's
// command runs does not show the server the disk's text in place of the
// planned one, so the command's edit lands on the planned text.
func TestCallDuringCommand(t *testing.T) {
	w, _ := fakeWorkspace(t, "slow", "", map[string]string{"a.txt": "hello\n"})
	ctx := context.Background()
	acts, err := w.CodeActions(ctx, "a.txt", pos(t, 1, 1), pos(t, 1, 1))
	if err != nil {
		t.Fatal(err)
	}
	asked := make(chan error, 1)
	go func() {
		time.Sleep(300 * time.Millisecond)
		_, err := w.Definition(ctx, "a.txt", pos(t, 1, 1), "")
		asked <- err
	}()
	if _, err := w.Apply(ctx, "a.txt", &acts[0], write(w.root)); err != nil {
		t.Fatal(err)
	}
	if err := <-asked; err != nil {
		t.Errorf("the question during the command: %v", err)
	}
	if b, _ := os.ReadFile(filepath.Join(w.root.Dir(), "a.txt")); string(b) != "XHELLO\n" {
		t.Errorf("a.txt is %q, want \"XHELLO\\n\": the action's edit, then its command's", b)
	}
}

// TestEditOfAnotherText: a rename computed for the text the server was
// given, when another program changed the file meanwhile, is FILE_CHANGED
// and writes nothing.
func TestEditOfAnotherText(t *testing.T) {
	w, _ := fakeWorkspace(t, "echo", "", map[string]string{"a.txt": "hello world\n"})
	ctx := context.Background()
	path := filepath.Join(w.root.Dir(), "a.txt")
	go func() {
		time.Sleep(200 * time.Millisecond) // while the server works on the rename
		_ = os.WriteFile(path, []byte("say hello world\n"), 0o644)
	}()
	edits, err := w.Rename(ctx, "a.txt", pos(t, 1, 1), "howdy")
	if err == nil {
		err = write(w.root)(edits)
	}
	if fault.CodeOf(err) != fault.FileChanged {
		t.Errorf("got %v, want FILE_CHANGED", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "say hello world\n" {
		t.Errorf("a.txt is %q, want the other program's text", b)
	}
}

// TestConcurrentCalls: parallel calls while the file changes keep the
// server's view in order (run with -race).
func TestConcurrentCalls(t *testing.T) {
	w, _ := fakeWorkspace(t, "echo", "", map[string]string{"a.txt": "x\n"})
	ctx := context.Background()
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 10; j++ {
				_ = os.WriteFile(filepath.Join(w.root.Dir(), "a.txt"), []byte(strings.Repeat("x", i+j+2)+"\n"), 0o644)
				if _, err := w.Definition(ctx, "a.txt", pos(t, 1, 1), ""); err != nil {
					t.Error(err)
					return
				}
				w.m.Running()
			}
		}()
	}
	wg.Wait()
	// The writers raced each other's syncs; one more call brings the
	// server to the disk's last text.
	if _, err := w.Definition(ctx, "a.txt", pos(t, 1, 1), ""); err != nil {
		t.Fatal(err)
	}
	s := w.m.Running()[0]
	s.mu.Lock()
	d := s.docs[uri.File(filepath.Join(w.root.Dir(), "a.txt"))]
	s.mu.Unlock()
	if b, _ := os.ReadFile(filepath.Join(w.root.Dir(), "a.txt")); d == nil || string(d.text) != string(b) {
		t.Errorf("the server holds %q, the disk %q", d.text, b)
	}
}

// TestStoppedServer: a server that stops reading does not hold a call
// past its time (it is killed, and the call answered by a new one or
// failed), nor Close.
func TestStoppedServer(t *testing.T) {
	big := strings.Repeat("0123456789abcdef\n", 20000) // more than a pipe holds
	w, _ := fakeWorkspace(t, "echo", "", map[string]string{"a.txt": "x\n", "big.txt": big})
	w.m.Timeout = 300 * time.Millisecond
	ctx := context.Background()
	if _, err := w.Definition(ctx, "a.txt", pos(t, 1, 1), ""); err != nil {
		t.Fatal(err)
	}
	s := w.m.Running()[0]
	_ = syscall.Kill(s.Pid(), syscall.SIGSTOP)
	defer syscall.Kill(s.Pid(), syscall.SIGKILL)
	done := make(chan error, 1)
	go func() { _, err := w.Definition(ctx, "big.txt", pos(t, 1, 1), ""); done <- err }()
	select {
	case err := <-done:
		if again := w.m.Running(); err == nil && (len(again) != 1 || again[0].Pid() == s.Pid()) {
			t.Errorf("a stopped server answered")
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("a call with a 300ms limit is still waiting after 10s")
	}
	closed := make(chan struct{})
	go func() { w.m.Close(); close(closed) }()
	select {
	case <-closed:
	case <-time.After(10 * time.Second):
		t.Fatalf("Close is still waiting after 10s")
	}
}

// TestOffsetInsideCharacter: a position inside a character of two UTF-16
// units is that character's start, not the end of the line.
func TestOffsetInsideCharacter(t *testing.T) {
	s := &Server{enc: textpos.UTF16}
	text := []byte("a😀b = 1\nnext\n")
	ft := &fileText{text: text, mapper: textpos.NewMapper(text)}
	for char, want := range map[uint32]int{0: 0, 1: 1, 2: 1, 3: 5, 99: 10} {
		if got := s.offset(ft, protocol.Position{Line: 0, Character: char}); got != want {
			t.Errorf("character %d: offset %d, want %d", char, got, want)
		}
	}
}

// TestBothEditKinds: an edit that a server sends both as changes and as
// documentChanges is made once.
func TestBothEditKinds(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("old\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	s := &Server{enc: textpos.UTF16}
	u := uri.File(filepath.Join(root.Dir(), "a.txt"))
	te := protocol.TextEdit{Range: protocol.Range{Start: protocol.Position{Character: 3}, End: protocol.Position{Character: 3}}, NewText: "!"}
	we := &protocol.WorkspaceEdit{
		Changes: map[uri.URI][]protocol.TextEdit{u: {te}},
		DocumentChanges: []protocol.DocumentChange{&protocol.TextDocumentEdit{
			TextDocument: protocol.OptionalVersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: u}},
			Edits:        []protocol.TextDocumentEditElement{&te},
		}},
	}
	edits, err := s.edits(s.texts(root), we)
	if err != nil {
		t.Fatal(err)
	}
	if out, err := edits[0].Apply(); err != nil || string(out) != "old!\n" {
		t.Errorf("got %q, %v; want \"old!\\n\"", out, err)
	}
}

// TestParameterLabel: a parameter given as offsets into the signature
// counts units of the agreed encoding.
func TestParameterLabel(t *testing.T) {
	sig := "f(é: int, 😀: str)"
	for enc, span := range map[textpos.Encoding]string{textpos.UTF16: "[10,15]", textpos.UTF8: "[11,18]", textpos.UTF32: "[10,14]"} {
		s := &Server{enc: enc}
		if got := s.parameterLabel(sig, []byte(span)); got != "😀: s" {
			t.Errorf("%s %s: %q, want %q", enc, span, got, "😀: s")
		}
	}
}
