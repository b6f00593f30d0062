package main

// refs measures references alone against the tree and database a run
// left, without indexing anything again: the three ways a question is
// served (query only, watcher + query as locus mcp serves it, walk +
// query as a CLI call serves it), each p50 and p90 over the names.

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime/pprof"
	"time"

	"github.com/locus-dev/locus/internal/index"
	"github.com/locus-dev/locus/internal/workspace"
)

// refsMain measures References on the run's tree and index.
func refsMain(args []string) error {
	fl := flag.NewFlagSet("refs", flag.ExitOnError)
	work := fl.String("work", "", "the `DIR` of a run (its tree/ and index.db)")
	modes := fl.String("modes", "only,watch,walk", "the measures, comma-separated: only, watch, walk")
	rounds := fl.Int("rounds", 3, "timed rounds per name after one warm-up round (walk: 1)")
	prof := fl.String("cpuprofile", "", "write a CPU profile of the timed rounds to `FILE`-MODE.pprof")
	all := fl.Bool("v", false, "print every name's median, slowest first")
	only := fl.String("names", "", "ask only these `NAMES` (comma-separated), not the run's")
	rg := fl.String("rg", "", "ripgrep `BIN`: time `rg -n NAME` over the tree for the same names, after the modes, and print each mode's p50 over rg's")
	fl.Parse(args)
	if *work == "" {
		return errors.New("-work is required")
	}
	if *only != "" {
		names = splitComma(*only)
	}
	ctx := context.Background()
	root, err := workspace.Open(filepath.Join(*work, "tree"))
	if err != nil {
		return err
	}
	db := filepath.Join(*work, "index.db")
	e := &env{tree: filepath.Join(*work, "tree")}
	p50s := map[string]time.Duration{}
	var order []string
	for _, mode := range splitComma(*modes) {
		opt := index.Options{DB: db}
		n := *rounds
		switch mode {
		case "only":
			opt.Window = time.Hour
		case "watch":
			opt.Watch = true
		case "walk":
			n = 1
		default:
			return fmt.Errorf("unknown mode %q (only, watch or walk)", mode)
		}
		x, err := index.Open(ctx, root, opt)
		if err != nil {
			return err
		}
		if rs, err := x.Refresh(ctx); err != nil {
			return err
		} else if rs.Indexed+rs.Touched+rs.Removed > 0 {
			fmt.Printf("note: the first refresh was not a no-op: %+v\n", rs)
		}
		e.nameRefs(ctx, x, 1) // warm-up
		var f *os.File
		if *prof != "" {
			if f, err = os.Create(*prof + "-" + mode + ".pprof"); err != nil {
				return err
			}
			pprof.StartCPUProfile(f)
		}
		r := e.nameRefs(ctx, x, n)
		if f != nil {
			pprof.StopCPUProfile()
			f.Close()
		}
		x.Close()
		times := map[string][]time.Duration{}
		for name, nr := range r.refsBy {
			times[name] = nr.times
		}
		p50s[mode] = p50(r.refs)
		order = append(order, mode)
		fmt.Printf("references %s: p50 %s, p90 %s; CPU time p50 %s, p90 %s (%d questions; load %s); slowest %s\n", mode,
			msec(p50(r.refs).Seconds()), msec(p90(r.refs).Seconds()),
			msec(p50(r.refsCPU).Seconds()), msec(p90(r.refsCPU).Seconds()), len(r.refs), loadavg(),
			slowest(times, 6, func(n string) string { return fmt.Sprintf(" (%d)", r.refsBy[n].total) }))
		if *all {
			fmt.Println("  " + slowest(times, len(times), func(n string) string { return fmt.Sprintf(" (%d)", r.refsBy[n].total) }))
		}
	}
	if *rg != "" {
		ts, _ := e.search(*rg, "-n")
		fmt.Printf("rg -n NAME TREE: p50 %s, p90 %s (%d names; load %s)", msec(p50(ts).Seconds()), msec(p90(ts).Seconds()), len(ts), loadavg())
		for _, m := range order {
			fmt.Printf("; %s %.2fx", m, p50s[m].Seconds()/p50(ts).Seconds())
		}
		fmt.Println()
	}
	if e.failures > 0 {
		return fmt.Errorf("%d questions failed", e.failures)
	}
	return nil
}

func splitComma(s string) []string {
	var out []string
	for len(s) > 0 {
		i := 0
		for i < len(s) && s[i] != ',' {
			i++
		}
		if i > 0 {
			out = append(out, s[:i])
		}
		if i == len(s) {
			break
		}
		s = s[i+1:]
	}
	return out
}
