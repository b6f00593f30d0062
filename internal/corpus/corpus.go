// Package corpus finds the real code that tests run on: the Go and Python
// standard libraries of this machine, and parts of third-party projects
// kept in testdata/ (C#, Ruby, C, C++, Rust, shell). Under CI=true a missing library fails
// the test that needs it; elsewhere it is skipped with a note. It also
// writes pathological code (deep nesting in every language), and runs a
// test in a child process, for input that may abort the process.
package corpus

import (
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// Corpus is one standard library: its language, its directory and the
// extension of its source files.
type Corpus struct {
	Lang, Dir, Ext string
}

// Standard returns the Go source tree (of the go command on PATH) and the
// Python standard library (of python3) that this machine has.
func Standard(tb testing.TB) []Corpus {
	tb.Helper()
	missing := func(format string, args ...any) {
		tb.Helper()
		if os.Getenv("CI") == "true" {
			tb.Errorf(format+" (CI=true: the corpus is required)", args...)
		} else {
			tb.Logf(format+"; skipping it", args...)
		}
	}
	var out []Corpus
	if root := GoRoot(); root == "" {
		missing("the Go source tree cannot be found (go env GOROOT is empty)")
	} else {
		out = append(out, Corpus{"go", filepath.Join(root, "src"), ".go"})
	}
	if py, err := exec.LookPath("python3"); err != nil {
		missing("python3 is not installed, so there is no Python standard library")
	} else if b, err := exec.Command(py, "-c", `import sysconfig; print(sysconfig.get_paths()["stdlib"])`).Output(); err != nil {
		missing("python3 does not say where its standard library is: %v", err)
	} else {
		out = append(out, Corpus{"python", strings.TrimSpace(string(b)), ".py"})
	}
	return out
}

// GoRoot is the Go tree of the go command on PATH, or "".
func GoRoot() string {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

// Files lists the corpus's source files, sorted, leaving out test data and
// installed third-party packages.
func (c Corpus) Files() []string {
	var files []string
	_ = filepath.WalkDir(c.Dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			switch d.Name() {
			case "testdata", "site-packages", "__pycache__":
				return filepath.SkipDir
			}
			return nil
		}
		if d.Type().IsRegular() && strings.HasSuffix(p, c.Ext) {
			files = append(files, p)
		}
		return nil
	})
	sort.Strings(files)
	return files
}

// LargeGoFile writes a Go file of about 5,000 lines into a new temporary
// folder and returns the folder and the file's name: the first lines of the
// runtime's proc.go, cut at a top-level function. Benchmarks of edits and
// Locate measure on it; without a Go source tree they are skipped.
func LargeGoFile(tb testing.TB) (dir, name string) {
	tb.Helper()
	root := GoRoot()
	if root == "" {
		tb.Skip("no go command to find the Go source tree")
	}
	src, err := os.ReadFile(filepath.Join(root, "src", "runtime", "proc.go"))
	if err != nil {
		tb.Skip("no Go source tree:", err)
	}
	lines := strings.SplitAfter(string(src), "\n")
	n := 5000
	for n < len(lines) && !strings.HasPrefix(lines[n], "func ") {
		n++
	}
	dir = tb.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "proc.go"), []byte(strings.Join(lines[:n], "")), 0o644); err != nil {
		tb.Fatal(err)
	}
	return dir, "proc.go"
}

// Copy writes the corpus file at path into dir as LANG/NNNN/BASE, a folder
// of its own for each n, so that no two copies share a path (caches are
// keyed on it). It returns that name (slash-separated), the file's path in
// the corpus and its bytes; ok is false for a file over limit bytes or one
// that cannot be read.
func (c Corpus) Copy(tb testing.TB, dir, path string, n int, limit int64) (name, rel string, data []byte, ok bool) {
	tb.Helper()
	fi, err := os.Stat(path)
	if err != nil || fi.Size() > limit {
		return "", "", nil, false
	}
	if data, err = os.ReadFile(path); err != nil {
		return "", "", nil, false
	}
	rel, _ = filepath.Rel(c.Dir, path)
	name = fmt.Sprintf("%s/%04d/%s", c.Lang, n, filepath.Base(path))
	abs := filepath.Join(dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(abs), 0o755); err != nil {
		tb.Fatal(err)
	}
	if err := os.WriteFile(abs, data, 0o644); err != nil {
		tb.Fatal(err)
	}
	return name, filepath.ToSlash(rel), data, true
}
