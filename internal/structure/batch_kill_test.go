// This file tests batches killed (SIGKILL) while they write: every file
// is as before or as after the batch, and undo makes them all agree.

package structure_test

import (
	"bufio"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/structure"
	"github.com/locus-dev/locus/internal/workspace"
)

// killFiles are the files the killed batches toggle between two states.
var killFiles = []string{"one.go", "two.go", "three.go"}

// killState is file name's text in state s (1 or 2): a few thousand lines
// of functions, and a marker function that returns s.
func killState(name string, s int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "package p\n\n// marker says which state %s is in.\nfunc marker() int {\n\treturn %d\n}\n", name, s)
	for i := range 150 {
		fmt.Fprintf(&b, "\n// f%d is filler.\nfunc f%d(a, b int) int {\n\treturn a*%d + b\n}\n", i, i, i)
	}
	return b.String()
}

// batchProcess is the test binary run as a writer: in the workspace dir
// it toggles the three files between their states with one batch after
// another, until it is killed.
func batchProcess(dir string) int {
	root, err := workspace.Open(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	e := &structure.Editor{Root: root}
	for i := 0; ; i++ {
		from, to := 1+i%2, 2-i%2
		var edits []structure.Edit
		for _, name := range killFiles {
			edits = append(edits, structure.Edit{Op: "replace_text_in_structure", Path: name, Target: "marker",
				OldText: fmt.Sprintf("return %d", from), NewText: fmt.Sprintf("return %d", to)})
		}
		start := time.Now()
		if _, err := e.Batch(edits, structure.Options{}); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		fmt.Printf("batch %d took %v\n", i, time.Since(start))
	}
}

// TestBatchKilled runs a writer process that applies batch after batch to
// three files and kills it (SIGKILL) at a random moment, many times for a
// bounded time. After each kill every file holds one of its two states:
// never a mix within a file, nor anything else. A kill between the first
// and the last rename of a commit leaves the files disagreeing; undo then
// puts them all back to the state before that batch (its journal entry is
// written before the first rename), and in every case leaves them in one
// state.
func TestBatchKilled(t *testing.T) {
	runs, budget := 40, 25*time.Second
	if testing.Short() {
		runs, budget = 8, 8*time.Second
	}
	seed := time.Now().UnixNano()
	rng := rand.New(rand.NewSource(seed))
	t.Logf("seed %d", seed)
	states := map[string][2]string{}
	for _, name := range killFiles {
		states[name] = [2]string{killState(name, 1), killState(name, 2)}
	}
	deadline := time.Now().Add(budget)
	var mixed, undone, untouched, n int
	for n = 0; n < runs && time.Now().Before(deadline); n++ {
		dir := t.TempDir()
		for _, name := range killFiles {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(states[name][0]), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), "LOCUS_TEST_BATCH="+dir)
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// The writer is killed at a random moment of its batches: once it
		// has made its first (parsing the files cold is slow), within the
		// time of a few more.
		first := make(chan string, 1)
		var last atomic.Pointer[string]
		go func() {
			r := bufio.NewReader(out)
			line, _ := r.ReadString('\n')
			first <- line
			for {
				l, err := r.ReadString('\n')
				if err != nil {
					break
				}
				last.Store(&l)
			}
		}()
		select {
		case line := <-first:
			if n == 0 {
				t.Logf("the writer's first %s", strings.TrimSpace(line))
			}
		case <-time.After(30 * time.Second):
		}
		time.Sleep(time.Duration(rng.Intn(400)) * time.Millisecond)
		cmd.Process.Signal(syscall.SIGKILL)
		err = cmd.Wait()
		if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() {
			t.Fatalf("the writer ended before it was killed (%v): %s", err, stderr.String())
		}
		in := map[int]int{}
		for _, name := range killFiles {
			b, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatalf("run %d: %s: %v", n, name, err)
			}
			switch string(b) {
			case states[name][0]:
				in[1]++
			case states[name][1]:
				in[2]++
			default:
				t.Fatalf("run %d: %s holds neither state (%d bytes)", n, name, len(b))
			}
		}
		if len(in) > 1 {
			mixed++
		}
		if l := last.Load(); l != nil && n < 3 {
			t.Logf("run %d: the writer's last %s", n, strings.TrimSpace(*l))
		}
		root, err := workspace.Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := root.Undo(1, false); err != nil {
			if fault.CodeOf(err) != fault.InvalidArgument || in[1] != len(killFiles) {
				t.Fatalf("run %d: undo after the kill: %v (files in states %v)", n, err, in)
			}
			untouched++ // killed before its first batch was journalled
			continue
		}
		undone++
		agree := map[int]bool{}
		for _, name := range killFiles {
			b, _ := os.ReadFile(filepath.Join(dir, name))
			switch string(b) {
			case states[name][0]:
				agree[1] = true
			case states[name][1]:
				agree[2] = true
			default:
				t.Fatalf("run %d: after undo %s holds neither state", n, name)
			}
		}
		if len(agree) != 1 {
			t.Fatalf("run %d: after undo the files are in states %v, want one", n, agree)
		}
	}
	t.Logf("%d runs: %d killed mid-commit with the files disagreeing, %d undone, %d before the first batch was journalled", n, mixed, undone, untouched)
}
