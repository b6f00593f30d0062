// Command lspbench measures how long a definition and a references question
// about one symbol take when asked of the same gopls three ways:
//
//	gopls                textDocument/definition and textDocument/references
//	                     at the symbol's name, from a minimal LSP client
//	mcp-language-server  its definition and references tools,
//	                     {"symbolName": "pkg.Symbol"}, over MCP stdio
//	locus                its definition and references tools,
//	                     {"locate": "path:Symbol"}, over MCP stdio
//
// Each server is started on its own, waited for until a definition answer
// has results (the ready time), then asked each question -warmup times
// untimed and -n times timed, one call after another. It prints a markdown
// table of p50 and p90 in milliseconds (nearest rank) with the number of
// results of one answer, and the ratios of the medians and p90s.
//
// Usage:
//
//	lspbench -file PATH -symbol SYMBOL [-workspace DIR] [-gopls BIN]
//	         [-mls BIN] [-locus BIN] [-line L -column C] [-symbol-name S]
//	         [-n 100] [-warmup 10] [-ready 3m] [-log DIR]
//
// It builds nothing: bench/lsp.sh builds the binaries. mcp-language-server
// and locus are left out when their binary is not given.
// The servers' standard error goes to -log DIR, one NAME.log each.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"time"

	"github.com/locus-dev/locus/bench/internal/measure"
)

// The two questions, in the order they are asked and reported.
const (
	definition = iota
	references
)

var questions = [2]string{"definition", "references"}

// An answer is what one call returned: how many results (-1: unknown), and
// its size.
type answer struct{ results, bytes int }

// An asker asks one question once and returns the decoded result.
type asker func(ctx context.Context) (any, error)

// A server is one way of asking gopls: how it asks each question (for the
// report), the askers, how to weigh a result (outside the timed call), and
// how to stop it. When missing is set, the server cannot answer and says why.
type server struct {
	forms   [2]string
	ask     [2]asker
	weigh   func(q int, res any) answer
	missing string
	stop    func()
}

// A row is one server's figures.
type row struct {
	name    string
	forms   [2]string
	missing string
	ready   time.Duration
	p50     [2]time.Duration
	p90     [2]time.Duration
	answers [2]answer
}

type config struct {
	gopls, mls, locus string
	root, file        string
	symbol, symName   string
	line, col         int // 1-based; col counts bytes
	n, warmup         int
	ready             time.Duration
	logDir            string
}

func main() {
	var c config
	flag.StringVar(&c.gopls, "gopls", "gopls", "the gopls `BINARY` (looked up on PATH)")
	flag.StringVar(&c.mls, "mls", "", "the mcp-language-server `BINARY` (left out when empty)")
	flag.StringVar(&c.locus, "locus", "", "the locus `BINARY` (left out when empty)")
	flag.StringVar(&c.root, "workspace", ".", "the Go workspace `DIR`")
	flag.StringVar(&c.file, "file", "", "the file declaring the symbol, relative to the workspace (required)")
	flag.StringVar(&c.symbol, "symbol", "", "the symbol: a function or type name, or Type.Method (required)")
	flag.IntVar(&c.line, "line", 0, "1-based line of the symbol's name (default: found in the file)")
	flag.IntVar(&c.col, "column", 0, "1-based byte column of the symbol's name (default: found in the file)")
	flag.StringVar(&c.symName, "symbol-name", "", "mcp-language-server's symbolName (default: package.symbol)")
	flag.IntVar(&c.n, "n", 100, "timed calls per question")
	flag.IntVar(&c.warmup, "warmup", 10, "untimed calls per question before the timed ones")
	flag.DurationVar(&c.ready, "ready", 3*time.Minute, "how long to wait for a server's first answer")
	flag.StringVar(&c.logDir, "log", os.TempDir(), "`DIR` for the servers' standard error (NAME.log)")
	flag.Parse()
	if c.file == "" || c.symbol == "" {
		fail(errors.New("give -file and -symbol"))
	}
	if c.n < 1 {
		fail(errors.New("-n must be at least 1"))
	}
	var err error
	if c.gopls, err = exec.LookPath(c.gopls); err != nil {
		fail(err)
	}
	for _, p := range []*string{&c.gopls, &c.mls, &c.locus, &c.root, &c.logDir} {
		if *p != "" {
			if *p, err = filepath.Abs(*p); err != nil {
				fail(err)
			}
		}
	}
	pkg, line, col, err := declaration(filepath.Join(c.root, c.file), c.symbol)
	if c.line == 0 {
		if err != nil {
			fail(err)
		}
		c.line, c.col = line, col
	}
	if c.symName == "" {
		if pkg == "" {
			fail(err)
		}
		c.symName = pkg + "." + c.symbol
	}

	servers := []struct {
		name, bin string
		start     func(config) (*server, error)
	}{{"gopls", c.gopls, startGopls}, {"mcp-language-server", c.mls, startMLS}, {"locus", c.locus, startLocus}}
	var rows []row
	failed := false
	for _, s := range servers {
		if s.bin == "" {
			continue
		}
		r, err := timeServer(c, s.name, s.start)
		if err != nil {
			say("%s: %v (its standard error is in %s)", s.name, err, logPath(c, s.name))
			r = row{name: s.name, forms: r.forms, missing: "failed"}
			failed = true
		}
		rows = append(rows, r)
	}
	report(c, rows)
	if failed {
		os.Exit(1)
	}
}

// timeServer starts a server, waits until it is ready, and times both questions.
func timeServer(c config, name string, start func(config) (*server, error)) (row, error) {
	say("%s: starting ...", name)
	t0 := time.Now()
	s, err := start(c)
	if err != nil {
		return row{}, err
	}
	defer s.stop()
	r := row{name: name, forms: s.forms, missing: s.missing}
	if s.missing != "" {
		say("%s: %s", name, s.missing)
		return r, nil
	}
	if err := waitReady(name, s, c.ready); err != nil {
		return r, fmt.Errorf("no definition with results within %s: %v", c.ready, err)
	}
	r.ready = time.Since(t0)
	say("%s: ready after %.1f s", name, r.ready.Seconds())
	for q, ask := range s.ask {
		for range c.warmup {
			if _, err := call(ask); err != nil {
				return r, fmt.Errorf("%s: %v", questions[q], err)
			}
		}
		samples := make([]time.Duration, c.n)
		var last any
		for i := range samples {
			t := time.Now()
			res, err := call(ask)
			samples[i] = time.Since(t)
			if err != nil {
				return r, fmt.Errorf("%s: %v", questions[q], err)
			}
			last = res
		}
		r.answers[q] = s.weigh(q, last)
		slices.Sort(samples)
		r.p50[q], r.p90[q] = measure.Rank(samples, 0.50), measure.Rank(samples, 0.90)
		say("%s %s: p50 %s ms, %d results", name, questions[q], measure.Ms(r.p50[q]), r.answers[q].results)
	}
	return r, nil
}

// waitReady asks for the definition until an answer has results; a server
// still loading the workspace answers with an error or with nothing. Each
// new reason to wait is said at once, so that a wrong question shows before
// the time is up.
func waitReady(name string, s *server, limit time.Duration) error {
	deadline := time.Now().Add(limit)
	var last error
	for {
		ctx, cancel := context.WithDeadline(context.Background(), deadline)
		res, err := s.ask[definition](ctx)
		cancel()
		if err == nil && s.weigh(definition, res).results != 0 {
			return nil
		}
		if err == nil {
			err = errors.New("no results")
		}
		if time.Now().After(deadline) {
			if last != nil && errors.Is(err, context.DeadlineExceeded) {
				return last
			}
			return err
		}
		if last == nil || err.Error() != last.Error() {
			say("%s: not ready: %v", name, err)
		}
		last = err
		time.Sleep(200 * time.Millisecond)
	}
}

func call(ask asker) (any, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	return ask(ctx)
}

func report(c config, rows []row) {
	fmt.Printf("## LSP latency: definition and references\n\n")
	fmt.Printf("- workspace: %s; symbol `%s` declared in %s, its name at line %d, column %d\n", c.root, c.symbol, c.file, c.line, c.col)
	fmt.Printf("- gopls: %s, one process per server, servers run one after another\n", c.gopls)
	fmt.Printf("- %d warm-up calls, then %d timed sequential calls per question; ready: from process start to the first definition with results\n\n", c.warmup, c.n)
	fmt.Println("| server | question as asked | ready s | p50 ms | p90 ms | results | answer bytes |")
	fmt.Println("|---|---|---:|---:|---:|---:|---:|")
	for _, r := range rows {
		for q := range questions {
			if r.missing != "" {
				fmt.Printf("| %s | %s | %s | | | | |\n", r.name, r.forms[q], r.missing)
				continue
			}
			results := "?"
			if n := r.answers[q].results; n >= 0 {
				results = fmt.Sprint(n)
			}
			fmt.Printf("| %s | %s | %.1f | %s | %s | %s | %d |\n", r.name, r.forms[q], r.ready.Seconds(), measure.Ms(r.p50[q]), measure.Ms(r.p90[q]), results, r.answers[q].bytes)
		}
	}
	byName := map[string]row{}
	for _, r := range rows {
		byName[r.name] = r
	}
	pairs := [][2]string{{"locus", "gopls"}, {"locus", "mcp-language-server"}, {"mcp-language-server", "gopls"}}
	fmt.Printf("\n| ratio |")
	for _, p := range pairs {
		fmt.Printf(" %s / %s |", p[0], p[1])
	}
	fmt.Printf("\n|---|---:|---:|---:|\n")
	for q, name := range questions {
		for _, pct := range []string{"p50", "p90"} {
			fmt.Printf("| %s %s |", name, pct)
			for _, p := range pairs {
				a, aok := byName[p[0]]
				b, bok := byName[p[1]]
				if !aok || !bok || a.missing != "" || b.missing != "" {
					fmt.Print(" - |")
					continue
				}
				x, y := a.p50[q], b.p50[q]
				if pct == "p90" {
					x, y = a.p90[q], b.p90[q]
				}
				fmt.Printf(" %.2f |", float64(x)/float64(y))
			}
			fmt.Println()
		}
	}
	fmt.Println()
	for _, r := range rows {
		if r.missing != "" {
			fmt.Printf("%s: %s.\n\n", r.name, r.missing)
		}
	}
	fmt.Println("Wall time per call as the client sees it: request out, answer decoded. Percentiles are nearest-rank; a ratio below 1 means the first is faster.")
	fmt.Println("Results: locations for gopls; `Symbol:` blocks (definition) and the sum of `References in File:` (references) in mcp-language-server's text; for locus, the `locations` or `references` of its structured content. Answer bytes: the LSP result as JSON, or the MCP result's text.")
}

// logFile opens the file that takes a server's standard error.
func logFile(c config, name string) (*os.File, error) { return os.Create(logPath(c, name)) }

func logPath(c config, name string) string { return filepath.Join(c.logDir, name+".log") }

func say(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "lspbench: "+format+"\n", args...)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "lspbench:", err)
	os.Exit(1)
}
