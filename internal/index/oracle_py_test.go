package index

// The Python reference oracle: References against testdata/oracle/pyrefs.py
// (Python's ast and a name resolver; its doc says what it counts) on a
// sample of the Python standard library.
//
// Measured (Python 3.11.7, seed 11; 330 symbols, 60 under -short):
//
//	kind                symbols  oracle  index  both  recall  precision
//	function                100     194    195   194  100.00%  99.49%
//	class                    80     337    339   337  100.00%  99.41%
//	method                  150     116    140   110   94.83%  78.57%
//	function as mod.f       100     194    195   194  100.00%  99.49%
//	class as mod.C           80     337    339   337  100.00%  99.41%
//
// (356 occurrences of the methods' names whose receiver the oracle cannot
// type are left out of both sides.) The rows "as mod.f" ask References
// with the module's name (base64.decode) rather than At's query (which
// is now the module's dotted path, email.base64mime.decode).

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// pyRefModules is the sample: packages and modules of the standard library
// that import one another (email's modules, http and urllib on email,
// xmlrpc on http, the mail protocols on email and base64), copied with
// their package structure.
var pyRefModules = []string{
	"json", "email", "http", "urllib", "xmlrpc",
	"base64.py", "quopri.py", "mimetypes.py", "smtplib.py", "mailbox.py", "poplib.py", "imaplib.py", "calendar.py",
}

// pySym is a symbol as pyrefs.py prints it.
type pySym struct {
	Kind, Label, Name, Path string
	Line                    int
	Column                  int
	Truth, Unknown          []string
}

// TestReferencesOraclePython compares References with pyrefs.py on the
// sample. The index's references that the oracle cannot judge (a method
// reached through a receiver whose type it does not know) are left out.
// Bars: the figures measured, less a margin, so that a regression fails.
func TestReferencesOraclePython(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		needTool(t, "python3 is not installed")
	}
	out, err := exec.Command(py, "-c", `import sysconfig; print(sysconfig.get_paths()["stdlib"])`).Output()
	if err != nil {
		needTool(t, "python3 does not say where its standard library is: %v", err)
	}
	stdlib := strings.TrimSpace(string(out))
	dir := t.TempDir()
	for _, m := range pyRefModules {
		copyPython(t, filepath.Join(stdlib, m), filepath.Join(dir, m))
	}
	n := []int{100, 80, 150}
	if testing.Short() {
		n = []int{15, 15, 30}
	}
	script, err := filepath.Abs(filepath.Join("testdata", "oracle", "pyrefs.py"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(py, script, dir, "11", strconv.Itoa(n[0]), strconv.Itoa(n[1]), strconv.Itoa(n[2]))
	cmd.Stderr = os.Stderr
	out, err = cmd.Output()
	if err != nil {
		t.Fatalf("pyrefs.py: %v", err)
	}
	var res struct {
		Symbols []pySym
		Modules int
	}
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatal(err)
	}
	if len(res.Symbols) != n[0]+n[1]+n[2] {
		t.Fatalf("pyrefs.py drew %d symbols, want %d", len(res.Symbols), n[0]+n[1]+n[2])
	}

	x := openIndex(t, dir, Options{Window: 1 << 62})
	refresh(t, x)
	tallies := map[string]*refTally{}
	var order []*refTally
	for _, kind := range []string{"function", "class", "method", "function as mod.f", "class as mod.C"} {
		tallies[kind] = &refTally{kind: kind}
		order = append(order, tallies[kind])
	}
	unknown := 0
	for _, s := range res.Symbols {
		k := tallies[s.Kind]
		query, got, ok := indexRefs(t, x, s.Path, s.Line, s.Column, s.Name)
		if !ok {
			k.noSpot++
			query = s.Label
		}
		for _, p := range s.Unknown {
			delete(got, p)
		}
		unknown += len(s.Unknown)
		truth := map[string]bool{}
		for _, p := range s.Truth {
			truth[p] = true
		}
		k.add(query, truth, got)
		if s.Kind == "method" {
			continue
		}
		// the same asked with the module's name, as a user would to
		// single out one of several definitions of the name
		q := pyModuleName(s.Path) + "." + s.Name
		got = refsOf(t, x, q)
		for _, p := range s.Unknown {
			delete(got, p)
		}
		tallies[map[string]string{"function": "function as mod.f", "class": "class as mod.C"}[s.Kind]].add(q, truth, got)
	}
	t.Logf("References against pyrefs.py on %d modules of the standard library (seed 11; %d occurrences of the methods' names left out, the oracle not knowing their receiver):\n%s",
		res.Modules, unknown, refReport("python", order, 8))
	checkBars(t, tallies["function"], 0.97, 0.98, "")
	checkBars(t, tallies["class"], 0.97, 0.98, "")
	checkBars(t, tallies["method"], 0.93, 0.71, "x.name counts wherever the file does not type x (an attribute, a parameter without annotation, the result of a function), and a method's bare name in the class body (dispatch[tuple] = dump_array) is missed")
	checkBars(t, tallies["function as mod.f"], 0.97, 0.98, "")
	checkBars(t, tallies["class as mod.C"], 0.97, 0.98, "")
}

// copyPython copies a module or a package's tree of .py files.
func copyPython(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == "__pycache__" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".py") {
			return nil
		}
		rel, _ := filepath.Rel(src, p)
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
	if err != nil {
		if os.IsNotExist(err) {
			needTool(t, "the standard library has no %s", src)
		}
		t.Fatal(err)
	}
}

// pyModuleName is the last part of a file's module name: mod for
// pkg/mod.py, pkg for pkg/__init__.py.
func pyModuleName(path string) string {
	base := strings.TrimSuffix(filepath.Base(path), ".py")
	if base == "__init__" {
		return filepath.Base(filepath.Dir(path))
	}
	return base
}
