// This file runs a test in a process of its own, for input that may abort
// the process.

package corpus

import (
	"bytes"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// isolatedEnv names, in the child process, the test it runs.
const isolatedEnv = "LOCUS_ISOLATED_TEST"

// Isolated runs fn for t in a child process: the test binary again, run
// for t alone. An abort inside C (a grammar's failed assertion, a write
// out of bounds caught by the allocator) ends the whole process, and no
// recover catches it; in a child it fails t with what the child printed,
// and the other tests go on. In the child, Isolated calls fn.
func Isolated(t *testing.T, fn func(t *testing.T)) {
	t.Helper()
	if os.Getenv(isolatedEnv) == t.Name() {
		fn(t)
		return
	}
	parts := strings.Split(t.Name(), "/")
	for i, p := range parts {
		parts[i] = "^" + regexp.QuoteMeta(p) + "$"
	}
	cmd := exec.Command(os.Args[0], "-test.run="+strings.Join(parts, "/"), "-test.v", "-test.count=1", "-test.timeout=10m")
	cmd.Env = append(os.Environ(), isolatedEnv+"="+t.Name())
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the child process running %s failed (%v):\n%s", t.Name(), err, excerpt(out))
	}
	if !bytes.Contains(out, []byte("--- PASS: "+t.Name())) {
		t.Fatalf("the child process did not run %s:\n%s", t.Name(), excerpt(out))
	}
}

// excerpt returns out, or its start and end when it is long: a crash
// prints its cause first and then every goroutine's stack.
func excerpt(out []byte) []byte {
	const head, tail = 2000, 1000
	if len(out) <= head+tail {
		return out
	}
	return slices.Concat(out[:head], []byte("\n[...]\n"), out[len(out)-tail:])
}
