// Command economy measures how many model tokens two scripted agents spend
// on the same coding tasks over the Go and Python standard libraries: a
// baseline with the built-in tools of common coding agents (Grep, Read,
// Edit, Write) and one with locus's tools. It counts o200k_base tokens of
// everything each agent sends and reads (each call's tool name and JSON
// arguments, each answer's text) and of its tool list, once per task, and
// checks every edit against the file the task expects (computed from the
// original without locus) and that the file still parses.
//
// Each task runs in fresh copies of its files under a temporary folder,
// one for each agent. locus's tools are called in process through the
// tools registry, as the MCP server calls them; what is counted of an
// answer is its text, the content a client puts before the model.
//
// Usage:
//
//	economy [-v] [-run REGEXP] [-keep] [-window 80]
//
// -v prints every call with its tokens; -run picks tasks by ID; -keep
// leaves the workspaces in place; -window is how many lines the baseline
// reads at a time of a function whose end it does not know.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/tiktoken-go/tokenizer"

	"github.com/locus-dev/locus/internal/session"
	"github.com/locus-dev/locus/internal/tools"
	"github.com/locus-dev/locus/internal/workspace"
)

// outcome is one agent's run of one task.
type outcome struct {
	tokens int // calls and answers
	calls  int
	ok     bool
	why    string // what was wrong, when not ok
	log    []string
}

func main() {
	verbose := flag.Bool("v", false, "print every call and its tokens")
	run := flag.String("run", "", "run only the tasks whose ID matches this `regexp`")
	keep := flag.Bool("keep", false, "keep the task workspaces")
	flag.IntVar(&window, "window", window, "how many `lines` the baseline reads at a time of a function whose end it does not know")
	flag.Parse()
	if err := mainErr(*verbose, *run, *keep); err != nil {
		fmt.Fprintln(os.Stderr, "economy:", err)
		os.Exit(1)
	}
}

func mainErr(verbose bool, run string, keep bool) error {
	r, err := findRoots()
	if err != nil {
		return err
	}
	enc, err := tokenizer.Get(tokenizer.O200kBase)
	if err != nil {
		return err
	}
	count := func(s string) int {
		n, err := enc.Count(s)
		if err != nil {
			panic(err)
		}
		return n
	}
	tmp, err := os.MkdirTemp("", "economy-")
	if err != nil {
		return err
	}
	if !keep {
		defer os.RemoveAll(tmp)
	} else {
		fmt.Fprintln(os.Stderr, "workspaces in", tmp)
	}
	// locus keeps its journal of writes in a state folder: this run's own.
	os.Setenv("LOCUS_STATE_DIR", filepath.Join(tmp, "state"))

	// The tool lists: the baseline's, locus's whole, and locus's served
	// with only the groups the scripts call (no language server tools).
	var lists [3]int
	lists[0] = count(baselineTools)
	for i, groups := range [][]tools.Group{nil, usedGroups} {
		list, instr, err := locusToolList(groups)
		if err != nil {
			return err
		}
		lists[i+1] = count(list) + count(instr)
	}
	fmt.Fprintf(os.Stderr, "tool lists: baseline %d tokens, locus %d, locus --tools %s %d\n", lists[0], lists[1], groupList(), lists[2])

	var filter *regexp.Regexp
	if run != "" {
		if filter, err = regexp.Compile(run); err != nil {
			return err
		}
	}
	var rows []row
	for _, t := range tasks {
		if filter != nil && !filter.MatchString(t.ID) {
			continue
		}
		fmt.Fprintf(os.Stderr, "%s ...\n", t.ID)
		base, loc, err := runTask(r, t, filepath.Join(tmp, t.ID), count)
		if err != nil {
			return fmt.Errorf("%s: %w", t.ID, err)
		}
		if verbose {
			for i, o := range []*outcome{base, loc} {
				fmt.Printf("### %s %s: %d tokens in %d calls, ok %v %s\n", t.ID, [2]string{"baseline", "locus"}[i], o.tokens, o.calls, o.ok, o.why)
				for _, l := range o.log {
					fmt.Println(l)
				}
			}
		}
		rows = append(rows, row{t, [2]*outcome{base, loc}})
	}
	printTable(os.Stdout, rows, lists)
	return nil
}

// usedGroups are the groups of locus's tools the scripts call.
var usedGroups = []tools.Group{tools.Read, tools.Index, tools.Edit}

// groupList is usedGroups as --tools takes them.
func groupList() string {
	var names []string
	for _, g := range usedGroups {
		names = append(names, string(g))
	}
	return strings.Join(names, ",")
}

// findRoots asks go and python3 where their standard libraries are.
func findRoots() (roots, error) {
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return roots{}, fmt.Errorf("go env GOROOT: %v", err)
	}
	py, err := exec.Command("python3", "-c", `import sysconfig; print(sysconfig.get_paths()["stdlib"])`).Output()
	if err != nil {
		return roots{}, fmt.Errorf("python3 finding its standard library: %v", err)
	}
	return roots{filepath.Join(strings.TrimSpace(string(goroot)), "src"), strings.TrimSpace(string(py))}, nil
}

// runTask makes the task's three workspaces (the original, the
// baseline's, locus's), runs both agents and checks them.
func runTask(r roots, t task, dir string, count func(string) int) (base, loc *outcome, err error) {
	orig, bdir, ldir := filepath.Join(dir, "orig"), filepath.Join(dir, "baseline"), filepath.Join(dir, "locus")
	for _, d := range []string{orig, bdir, ldir} {
		if err := r.copyInto(t, d); err != nil {
			return nil, nil, err
		}
	}
	w, err := expect(t, orig)
	if err != nil {
		return nil, nil, err
	}

	b := &baseline{root: bdir}
	answer, berr := runBaseline(b, t, w)
	base = judge(t, w, orig, bdir, &b.transcript, answer, berr, count)

	ws, err := workspace.Open(ldir)
	if err != nil {
		return nil, nil, err
	}
	l := &locusAgent{env: &tools.Env{Root: ws, Session: session.For(ws, session.Options{DB: filepath.Join(dir, "index.db")})}}
	answer, lerr := runLocus(l, t, w)
	loc = judge(t, w, orig, ldir, &l.transcript, answer, lerr, count)
	return base, loc, nil
}

// judge counts an agent's tokens and checks its work: the files it should
// have edited are as expected and parse, every other file is untouched,
// and a reading task's answer was read.
func judge(t task, w *want, orig, dir string, tr *transcript, answer []string, runErr error, count func(string) int) *outcome {
	o := &outcome{calls: len(tr.calls), ok: true}
	for _, c := range tr.calls {
		in, out := count(c.Tool+" "+c.Args), count(c.Result)
		o.tokens += in + out
		mark := ""
		if c.Failed {
			mark = " (error)"
		}
		o.log = append(o.log, fmt.Sprintf("> %s %s\n< [%d+%d tokens]%s\n%s", c.Tool, c.Args, in, out, mark, c.Result))
	}
	fail := func(format string, args ...any) {
		if o.ok {
			o.ok, o.why = false, fmt.Sprintf(format, args...)
		}
	}
	if runErr != nil {
		fail("the script stopped: %v", runErr)
	}
	err := filepath.Walk(orig, func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(orig, p)
		before, _ := os.ReadFile(p)
		after, err := os.ReadFile(filepath.Join(dir, rel))
		if err != nil {
			fail("%s: %v", rel, err)
			return nil
		}
		wanted, edited := w.Files[rel]
		switch {
		case !edited && string(after) != string(before):
			fail("%s changed; the task edits no such file", rel)
		case edited && string(after) != wanted:
			fail("%s is not as expected:\n%s", rel, firstDiff(wanted, string(after)))
		case edited:
			if err := parses(filepath.Join(dir, rel)); err != nil {
				fail("%v", err)
			}
		}
		return nil
	})
	if err != nil {
		fail("%v", err)
	}
	seen := tr.seen()
	for _, s := range w.Seen {
		if !strings.Contains(seen, s) {
			fail("never read %q", s)
			break
		}
	}
	if t.Kind == kCallers && !slices.Equal(answer, w.Answer) {
		fail("callers %v, want %v", answer, w.Answer)
	}
	return o
}

// firstDiff shows the first line where got leaves want.
func firstDiff(want, got string) string {
	wl, gl := lines(want), lines(got)
	for i := 0; i < max(len(wl), len(gl)); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return fmt.Sprintf("line %d: want %q, got %q", i+1, w, g)
		}
	}
	return "same lines, different ends"
}
