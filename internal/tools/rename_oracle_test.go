package tools

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/session"
	"github.com/locus-dev/locus/internal/workspace"
)

// TestRenameRefusalsGopls sets the refusals of a rename from the index
// against gopls's (through locus, source lsp) on a package of the Go
// standard library: a sample of its functions, each renamed to names its
// code already uses (locals, built-ins, its own functions). Every rename
// gopls refuses must be refused (the new name would be taken over, hide
// a local or clash); a rename gopls allows may be refused only rarely.
// With LOCUS_RENAME_ORACLE_WIDE=1 it renames 7 functions (encoding/csv
// has 5) of each of five packages to 21 names, 693 renames, and reports
// every difference.
func TestRenameRefusalsGopls(t *testing.T) {
	if testing.Short() {
		t.Skip("renames a standard library package with gopls")
	}
	requireFor(t, "server: gopls")
	if os.Getenv("LOCUS_RENAME_ORACLE_WIDE") != "" {
		names := []string{"i", "n", "s", "t", "r", "x", "b", "p", "c", "v", "w", "err", "ok", "buf", "pos", "len", "copy", "min", "max", "cap", "string"}
		var both, missed, extra int
		for _, pkg := range []string{"text/template/parse", "encoding/csv", "regexp/syntax", "compress/flate", "go/printer"} {
			b, m, e := renameRefusals(t, pkg, 7, names, true)
			both, missed, extra = both+b, missed+m, extra+e
		}
		t.Logf("all: refused by both %d, only by gopls %d, only from the index %d", both, missed, extra)
		if missed > 0 || extra > 0 {
			t.Errorf("%d renames gopls refuses were not refused; %d it allows were refused", missed, extra)
		}
		return
	}
	names := []string{"i", "n", "s", "t", "r", "x", "err", "ok", "item", "len", "copy", "min", "string", "lexText", "isSpace", "pos"}
	both, missed, extra := renameRefusals(t, "text/template/parse", 8, names, false)
	if both == 0 {
		t.Errorf("no rename was refused by both: the sample tests nothing")
	}
	if missed > 0 {
		t.Errorf("%d renames gopls refuses were not refused", missed)
	}
	if extra > 0 {
		t.Errorf("%d renames gopls allows were refused", extra)
	}
}

// renameRefusals copies the standard library package pkg (its files but
// the tests) into a module of its own, renames count of its unexported
// functions (with all, its exported ones too; all of them if it has
// fewer), spread over them in file order, to each of names, from the
// index and with gopls, logs where the two differ, and counts the renames
// both refuse, those gopls alone refuses and those the index alone does.
func renameRefusals(t *testing.T, pkg string, count int, names []string, all bool) (both, missed, extra int) {
	t.Helper()
	goroot := corpus.GoRoot()
	if goroot == "" {
		missing(t, "the Go source tree")
	}
	src := filepath.Join(goroot, "src", filepath.FromSlash(pkg))
	dir := t.TempDir()
	files, _ := filepath.Glob(filepath.Join(src, "*.go"))
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module oracle\n\ngo 1.22\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	env := &Env{Root: root, Session: session.For(root, session.Options{DB: filepath.Join(t.TempDir(), "index.db")})}

	type fn struct {
		file, name string
	}
	var funcs []fn
	fset := token.NewFileSet()
	copied, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	for _, path := range copied {
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && (all || !fd.Name.IsExported()) && fd.Name.Name != "init" {
				funcs = append(funcs, fn{filepath.Base(path), fd.Name.Name})
			}
		}
	}
	if len(funcs) < count && !all {
		t.Fatalf("%s has %d unexported functions; the test wants %d", pkg, len(funcs), count)
	}
	count = min(count, len(funcs))
	slices.SortFunc(funcs, func(a, b fn) int { return strings.Compare(a.file+":"+a.name, b.file+":"+b.name) })

	var report []string
	for k := range count {
		f := funcs[k*len(funcs)/count]
		for _, name := range names {
			if name == f.name {
				continue
			}
			args := fmt.Sprintf(`{"locate": %q, "new_name": %q, "source": "index"}`, f.file+":"+f.name, name)
			out := callText(t, env, "rename", "rename", []byte(args))
			ours := strings.HasPrefix(out, "INVALID_ARGUMENT")
			lspOut := callText(t, env, "rename", "rename", []byte(strings.Replace(args, `"index"`, `"lsp"`, 1)))
			theirs := !strings.HasPrefix(lspOut, "rename of ")
			switch {
			case ours && theirs:
				both++
			case theirs:
				missed++
				report = append(report, fmt.Sprintf("%s -> %s: applied, gopls refuses: %s", f.name, name, strings.SplitN(lspOut, "\n", 2)[0]))
			case ours:
				extra++
				report = append(report, fmt.Sprintf("%s -> %s: refused, gopls renames: %s", f.name, name, strings.SplitN(out, "\n", 2)[0]))
			}
		}
	}
	t.Logf("%s: refused by both %d, only by gopls %d, only from the index %d\n%s", pkg, both, missed, extra, strings.Join(report, "\n"))
	return both, missed, extra
}
