// This file tests writers that race each other and symlinks swapped in
// while files are read and written: every write locus reports is kept, and
// no read or write leaves the root.

package workspace

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/journal"
)

// The test binary re-run as a writer process of TestConcurrentWritersProcesses.
// The journal of the tests' writes goes to a folder of the test's.
func TestMain(m *testing.M) {
	if spec := os.Getenv("LOCUS_TEST_WRITER"); spec != "" {
		os.Exit(writerProcess(spec))
	}
	dir, err := os.MkdirTemp("", "locus-workspace-state")
	if err == nil {
		os.Setenv(journal.EnvStateDir, dir)
	}
	code := m.Run()
	if err == nil {
		os.RemoveAll(dir)
	}
	os.Exit(code)
}

// counters is a file of one line per slot, "slot N: COUNT".
func counters(slots int) string {
	var b strings.Builder
	for i := range slots {
		fmt.Fprintf(&b, "slot %d: 0\n", i)
	}
	return b.String()
}

// bump adds one to a slot's count in the file, read and written through r,
// retrying on FILE_CHANGED, and reports how many writes it had to retry.
func bump(r *Root, name string, slot int) (retries int, err error) {
	for {
		f, err := r.ReadFile(name)
		if err != nil {
			return retries, err
		}
		lines := strings.Split(string(f.Text), "\n")
		prefix := fmt.Sprintf("slot %d: ", slot)
		n, err := strconv.Atoi(strings.TrimPrefix(lines[slot], prefix))
		if err != nil {
			return retries, fmt.Errorf("line %d is %q: %w", slot, lines[slot], err)
		}
		lines[slot] = prefix + strconv.Itoa(n+1)
		err = r.Write(f, []byte(strings.Join(lines, "\n")))
		if fault.CodeOf(err) == fault.FileChanged {
			retries++
			continue
		}
		return retries, err
	}
}

// wantCounts checks that every slot holds the number of writes reported for it.
func wantCounts(t *testing.T, path string, want []int) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	lost := 0
	for i, w := range want {
		got := fmt.Sprintf("slot %d: %d", i, w)
		if lines[i] != got {
			lost++
			t.Errorf("line %d = %q, want %q (a write reported as made was lost)", i, lines[i], got)
		}
	}
	if lost > 0 {
		t.Errorf("%d of %d slots lost writes", lost, len(want))
	}
}

// Many writers in one process, each bumping its own line of one shared file:
// every write reported as made is in the file at the end.
func TestConcurrentWriters(t *testing.T) {
	const writers = 24
	rounds := 40
	if testing.Short() {
		rounds = 10
	}
	r := newRoot(t, map[string]string{"c.txt": counters(writers)})
	var wg sync.WaitGroup
	var retries atomic.Int64
	errs := make(chan error, writers)
	for w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range rounds {
				n, err := bump(r, "c.txt", w)
				retries.Add(int64(n))
				if err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	want := make([]int, writers)
	for i := range want {
		want[i] = rounds
	}
	wantCounts(t, filepath.Join(r.Dir(), "c.txt"), want)
	wantEntries(t, r.Dir(), "c.txt")
	t.Logf("%d writes, %d retried after FILE_CHANGED", writers*rounds, retries.Load())
}

// writerProcess bumps the slots of spec ("DIR FILE ROUNDS SLOT...") and
// prints how many writes it made per slot.
func writerProcess(spec string) int {
	f := strings.Fields(spec)
	r, err := Open(f[0])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	rounds, _ := strconv.Atoi(f[2])
	for range rounds {
		for _, s := range f[3:] {
			slot, _ := strconv.Atoi(s)
			if _, err := bump(r, f[1], slot); err != nil {
				fmt.Fprintln(os.Stderr, err)
				return 1
			}
		}
	}
	return 0
}

// Several processes writing one file, each its own lines: the lock is taken
// across processes, so no write reported as made is lost.
func TestConcurrentWritersProcesses(t *testing.T) {
	const procs, slotsPer = 3, 4
	rounds := 30
	if testing.Short() {
		rounds = 8
	}
	r := newRoot(t, map[string]string{"c.txt": counters(procs * slotsPer)})
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	var cmds []*exec.Cmd
	for p := range procs {
		spec := []string{r.Dir(), "c.txt", strconv.Itoa(rounds)}
		for s := range slotsPer {
			spec = append(spec, strconv.Itoa(p*slotsPer+s))
		}
		cmd := exec.Command(exe, "-test.run=^$")
		cmd.Env = append(os.Environ(), "LOCUS_TEST_WRITER="+strings.Join(spec, " "))
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			if stderr.Len() > 0 {
				t.Logf("writer %d: %s", p, stderr.String())
			}
		})
		cmds = append(cmds, cmd)
	}
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Fatalf("writer %d: %v", i, err)
		}
	}
	want := make([]int, procs*slotsPer)
	for i := range want {
		want[i] = rounds
	}
	wantCounts(t, filepath.Join(r.Dir(), "c.txt"), want)
	wantEntries(t, r.Dir(), "c.txt")
}

// raceFor runs swap in a loop beside work until d has passed, then stops both.
func raceFor(d time.Duration, swap func(), work func() bool) (tries int) {
	var stop atomic.Bool
	done := make(chan struct{})
	go func() {
		defer close(done)
		for !stop.Load() {
			swap()
		}
	}()
	for end := time.Now().Add(d); time.Now().Before(end); tries++ {
		if !work() {
			break
		}
	}
	stop.Store(true)
	<-done
	return tries
}

func raceTime() time.Duration {
	if testing.Short() {
		return 300 * time.Millisecond
	}
	return 2 * time.Second
}

// A directory swapped again and again for a symlink to a directory outside
// the root while files in it are written: no write lands outside, and no temp
// file is left there.
func TestSymlinkSwapWrites(t *testing.T) {
	base := realTempDir(t)
	root, out := filepath.Join(base, "root"), filepath.Join(base, "out")
	for _, d := range []string{filepath.Join(root, "d"), out} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		write(t, filepath.Join(d, "f.txt"), "same\n") // same bytes: the content check cannot tell them apart
	}
	r, err := Open(root)
	if err != nil {
		t.Fatal(err)
	}
	d, kept := filepath.Join(root, "d"), filepath.Join(root, "d.kept")
	swaps := 0 // read after raceFor, which waits for the swapper
	swap := func() {
		if os.Rename(d, kept) != nil {
			return
		}
		if os.Symlink(out, d) == nil {
			swaps++
		}
		time.Sleep(20 * time.Microsecond)
		os.Remove(d)
		os.Rename(kept, d)
		time.Sleep(100 * time.Microsecond)
	}
	before, err := os.Stat(filepath.Join(out, "f.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var written, refused, uncoded int
	tries := raceFor(raceTime(), swap, func() bool {
		f, err := r.ReadFile("d/f.txt")
		if err == nil {
			err = r.Write(f, []byte("same\n"))
		}
		switch {
		case err == nil:
			written++
		case fault.CodeOf(err) == "":
			if uncoded++; uncoded == 1 {
				t.Errorf("an error without a code: %v", err)
			}
		default:
			refused++
		}
		return true
	})
	wantEntries(t, out, "f.txt")
	after, err := os.Stat(filepath.Join(out, "f.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if !os.SameFile(before, after) {
		t.Errorf("the file outside the root was replaced by a write")
	}
	t.Logf("%d tries, %d swaps: %d written, %d refused, %d errors without a code", tries, swaps, written, refused, uncoded)
	if written == 0 {
		t.Errorf("no write went through in %d tries: the race did not exercise writes", tries)
	}
	if swaps == 0 {
		t.Errorf("the directory was never swapped for a symlink: the race did not happen")
	}
}

// A file swapped again and again for a symlink to a file outside the root
// while it is read: no read returns the outside file's bytes.
func TestSymlinkSwapReads(t *testing.T) {
	base := realTempDir(t)
	root, out := filepath.Join(base, "root"), filepath.Join(base, "out")
	if err := os.MkdirAll(filepath.Join(root, "d"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(root, "d", "f.txt"), "inside\n")
	write(t, filepath.Join(out, "f.txt"), "SECRET\n")
	r, err := Open(root)
	if err != nil {
		t.Fatal(err)
	}
	f, kept := filepath.Join(root, "d", "f.txt"), filepath.Join(root, "d", "f.kept")
	d, dkept := filepath.Join(root, "d"), filepath.Join(root, "d.kept")
	n, swaps := 0, 0 // swaps is read after raceFor, which waits for the swapper
	swap := func() {
		n++
		if n%2 == 0 { // the file itself
			if os.Rename(f, kept) != nil {
				return
			}
			if os.Symlink(filepath.Join(out, "f.txt"), f) == nil {
				swaps++
			}
			time.Sleep(20 * time.Microsecond)
			os.Remove(f)
			os.Rename(kept, f)
			time.Sleep(100 * time.Microsecond)
			return
		}
		if os.Rename(d, dkept) != nil { // its directory
			return
		}
		if os.Symlink(out, d) == nil {
			swaps++
		}
		time.Sleep(20 * time.Microsecond)
		os.Remove(d)
		os.Rename(dkept, d)
		time.Sleep(100 * time.Microsecond)
	}
	var read, refused int
	tries := raceFor(raceTime(), swap, func() bool {
		file, err := r.ReadFile("d/f.txt")
		switch {
		case err == nil && string(file.Raw) != "inside\n":
			t.Errorf("a read returned %q, from outside the root", file.Raw)
			return false
		case err == nil:
			read++
		default:
			var fe *fault.Error
			if !errors.As(err, &fe) {
				t.Errorf("an error without a code: %v", err)
				return false
			}
			refused++
		}
		return true
	})
	t.Logf("%d tries, %d swaps: %d read, %d refused", tries, swaps, read, refused)
	if read == 0 {
		t.Errorf("no read went through in %d tries", tries)
	}
	if swaps == 0 {
		t.Errorf("nothing was swapped for a symlink: the race did not happen")
	}
}
