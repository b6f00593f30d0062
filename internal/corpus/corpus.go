// Package corpus finds the real code that tests run on: the Go and Python
// standard libraries of this machine. Under CI=true a missing library fails
// the test that needs it; elsewhere it is skipped with a note.
package corpus

import (
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
