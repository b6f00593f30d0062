package main

// run: every measure of the index against its peer, on one tree, printed
// as one markdown table.

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/tiktoken-go/tokenizer"

	"github.com/locus-dev/locus/bench/internal/measure"
	"github.com/locus-dev/locus/internal/index"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/workspace"
)

// names are the questions of the query measures: workspace_symbols and
// references by name, and grep and rg for the same string. They are names
// defined in the corpus's four parts, common and rare, short and long.
var names = []string{
	// Go
	"NewReader", "ServeHTTP", "Marshal", "Unmarshal", "Sprintf", "Errorf",
	"WriteString", "ReadFull", "WithCancel", "WaitGroup", "NewDecoder",
	"ParseInt", "HandlerFunc", "TypeOf", "Lookup", "Close", "String",
	"DeepEqual", "Mutex", "Builder",
	// Python
	"urlopen", "namedtuple", "dumps", "getLogger", "OrderedDict",
	"ArgumentParser", "assertEqual", "TestCase", "Popen", "isinstance",
	"defaultdict", "run_until_complete", "TemporaryDirectory", "SimpleNamespace",
	// Java
	"HashMap", "ArrayList", "toString", "hashCode", "StringBuilder",
	"requireNonNull", "ConcurrentHashMap", "InputStream", "IOException",
	"getClassLoader", "checkPermission", "ByteBuffer", "CompletableFuture",
	"valueOf",
	// TypeScript
	"Observable", "Subscriber", "mergeMap", "switchMap", "pipe", "Effect",
	"Layer", "ZodType", "safeParse", "addDays", "parseISO", "Either",
}

// env is one run's setting.
type env struct {
	corpus, work string
	tree         string // the tree measured: hard links to the corpus's files (or a sample)
	self         string
	quick        bool
	rounds       int
	ctags, rg    string
	grep, locus  string
	gostd        string
	rev          string

	files []string // the tree's files, relative, sorted
	size  map[string]int64
	lang  map[string]string
	bytes int64

	rows     []row
	notes    []string
	profiles []string // the tops of the CPU profiles of measures that missed
	failures int      // questions the index failed to answer
}

// row is one line of the table.
type row struct{ measure, locus, peer, ratio, target, met string }

func runMain(args []string) error {
	fl := flag.NewFlagSet("run", flag.ExitOnError)
	e := &env{}
	fl.StringVar(&e.corpus, "corpus", "", "the corpus `DIR` (from indexbench corpus)")
	fl.StringVar(&e.work, "work", "", "a `DIR` for the trees, databases and profiles of the run")
	fl.BoolVar(&e.quick, "quick", false, "measure a 10% sample of the corpus (every 10th file)")
	fl.IntVar(&e.rounds, "rounds", 1, "how many times the cold index, the bare parse and ctags run (median)")
	fl.StringVar(&e.ctags, "ctags", "", "universal-ctags `BIN` (empty: skipped)")
	fl.StringVar(&e.rg, "rg", "", "ripgrep `BIN` (empty: skipped)")
	fl.StringVar(&e.grep, "grep", "", "grep `BIN` (empty: skipped)")
	fl.StringVar(&e.locus, "locus", "", "the locus `BIN`, for repo_map (empty: skipped)")
	fl.StringVar(&e.gostd, "gostd", "", "the Go standard library `DIR` for repo_map")
	fl.StringVar(&e.rev, "rev", "", "the `REVISION` of locus measured, for the report")
	fl.Parse(args)
	if e.corpus == "" || e.work == "" {
		return errors.New("-corpus and -work are required")
	}
	var err error
	if e.self, err = os.Executable(); err != nil {
		return err
	}
	if e.rounds < 1 {
		e.rounds = 1
	}
	if err := os.MkdirAll(e.work, 0o755); err != nil {
		return err
	}
	all, err := treeFiles(e.corpus)
	if err != nil {
		return err
	}
	e.files = all
	if e.quick {
		e.files = every(all, 10)
	}
	e.tree = filepath.Join(e.work, "tree")
	progress("linking %d files into %s", len(e.files), e.tree)
	if err := linkTree(e.corpus, e.tree, e.files); err != nil {
		return err
	}
	if e.quick && e.gostd != "" {
		e.gostd = filepath.Join(e.tree, "go") // the sample's Go part
	}
	start := time.Now()
	load0 := loadavg()
	e.header(all)

	if err := e.cold(); err != nil {
		return err
	}
	if err := e.queries(); err != nil {
		return err
	}
	e.repoMap()

	fmt.Println("## Results")
	fmt.Println()
	fmt.Println("| measure | locus | peer | ratio | target | met? |")
	fmt.Println("|---|---:|---:|---:|---|---|")
	for _, r := range e.rows {
		fmt.Printf("| %s | %s | %s | %s | %s | %s |\n", r.measure, r.locus, r.peer, r.ratio, r.target, r.met)
	}
	fmt.Println()
	if e.failures > 0 {
		e.notes = append(e.notes, fmt.Sprintf("FAILED: %d questions in all (the first are listed above); their times are left out", e.failures))
	}
	for _, n := range e.notes {
		fmt.Println("- " + n)
	}
	fmt.Println()
	fmt.Printf("Load average (1, 5, 15 min) at the start: %s; at the end: %s. Whole run: %.0f s.\n",
		load0, loadavg(), time.Since(start).Seconds())
	if len(e.profiles) > 0 {
		fmt.Println()
		fmt.Println("## CPU profiles of the measures that missed their target")
		fmt.Println()
		for _, p := range e.profiles {
			fmt.Println(p)
		}
	}
	return nil
}

// header prints the machine and the composition of the tree measured.
func (e *env) header(all []string) {
	progress("reading the tree (warms the page cache)")
	e.size, e.lang = map[string]int64{}, map[string]string{}
	type count struct {
		files int
		bytes int64
	}
	byLang, bySource := map[string]*count{}, map[string]*count{}
	add := func(m map[string]*count, k string, n int64) {
		if m[k] == nil {
			m[k] = &count{}
		}
		m[k].files++
		m[k].bytes += n
	}
	for _, rel := range e.files {
		data, err := os.ReadFile(filepath.Join(e.tree, filepath.FromSlash(rel)))
		if err != nil {
			continue
		}
		l := "?"
		if lang := syntax.ForPath(rel, headLine(data)); lang != nil {
			l = lang.Name()
		}
		e.size[rel], e.lang[rel] = int64(len(data)), l
		e.bytes += int64(len(data))
		add(byLang, l, int64(len(data)))
		add(bySource, source(rel), int64(len(data)))
	}

	fmt.Printf("# Workspace index benchmark (issue 11), %s\n\n", time.Now().Format("2006-01-02 15:04 MST"))
	fmt.Println("## Machine")
	fmt.Println()
	fmt.Printf("- CPU: %s, %d cores (runtime.NumCPU, every pool's size)\n", cpuModel(), runtime.NumCPU())
	fmt.Printf("- %s, %s/%s\n", runtime.Version(), runtime.GOOS, runtime.GOARCH)
	if e.rev != "" {
		fmt.Printf("- locus: %s (the work tree as built: other work in progress included when dirty)\n", e.rev)
	}
	for _, t := range []struct{ name, bin string }{{"ctags", e.ctags}, {"rg", e.rg}, {"grep", e.grep}} {
		if t.bin == "" {
			fmt.Printf("- %s: not found (its rows are skipped)\n", t.name)
			continue
		}
		fmt.Printf("- %s: %s\n", t.name, firstLine(exec.Command(t.bin, "--version").Output))
	}
	fmt.Println()
	fmt.Println("## Corpus")
	fmt.Println()
	if m, err := readManifest(e.corpus); err == nil {
		fmt.Printf("%s: %d files, %.1f MB, made %s from:\n\n", e.corpus, m.Files, float64(m.Bytes)/1e6, m.Created.Format(time.DateOnly))
		for _, s := range m.Sources {
			fmt.Printf("- `%s/`: %s %s\n", s.Dir, s.From, s.Version)
		}
		if len(m.Dropped) > 0 {
			var d []string
			for k, n := range m.Dropped {
				d = append(d, fmt.Sprintf("%d %s", n, k))
			}
			sort.Strings(d)
			fmt.Printf("\nLeft out of the corpus because the index would not take them: %s.\n", strings.Join(d, ", "))
		}
		fmt.Println()
	}
	if e.quick {
		fmt.Printf("**Quick run**: every 10th file of the corpus's %d, %d files.\n\n", len(all), len(e.files))
	}
	fmt.Printf("Measured: %d files, %.1f MB (%d bytes).\n\n", len(e.files), float64(e.bytes)/1e6, e.bytes)
	table := func(title string, m map[string]*count) {
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool { return m[keys[i]].bytes > m[keys[j]].bytes })
		fmt.Printf("| %s | files | MB |\n|---|---:|---:|\n", title)
		for _, k := range keys {
			fmt.Printf("| %s | %d | %.1f |\n", k, m[k].files, float64(m[k].bytes)/1e6)
		}
		fmt.Println()
	}
	table("language", byLang)
	table("source", bySource)
}

// source names the part of the corpus a file comes from.
func source(rel string) string {
	parts := strings.SplitN(rel, "/", 4)
	if parts[0] == "typescript" && len(parts) > 2 {
		if strings.HasPrefix(parts[1], "@") && len(parts) > 3 {
			return "typescript/" + parts[1] + "/" + parts[2]
		}
		return "typescript/" + parts[1]
	}
	return parts[0]
}

// cold measures the cold index against the bare parse and ctags, the
// database's size and the peak RSS at 25%, 50% and 100% of the tree.
func (e *env) cold() error {
	list := filepath.Join(e.work, "files.txt")
	if err := writeList(list, e.files); err != nil {
		return err
	}
	db := filepath.Join(e.work, "index.db")
	prof := filepath.Join(e.work, "cold.pprof")
	var parseS, coldS, ctagsS, parseCPU, coldCPU, ctagsCPU []float64
	var last coldResult
	var parseRSS, coldRSS, ctagsRSS int64
	var coldRSSs []int64 // each round's
	for r := 1; r <= e.rounds; r++ {
		progress("round %d/%d: bare parse of %d files", r, e.rounds, len(e.files))
		var p parseResult
		u, err := e.child(&p, "parse", "-root", e.tree, "-list", list)
		if err != nil {
			return err
		}
		parseS, parseRSS, parseCPU = append(parseS, p.Seconds), max(parseRSS, u.rss), append(parseCPU, u.cpu)
		if p.Failed > 0 {
			e.notes = append(e.notes, fmt.Sprintf("the bare parse failed on %d files", p.Failed))
		}
		progress("  %.2f s (CPU %.2f s)", p.Seconds, u.cpu)

		progress("round %d/%d: cold index", r, e.rounds)
		u, err = e.child(&last, "cold", "-root", e.tree, "-db", db)
		if err != nil {
			return err
		}
		coldS, coldRSS, coldCPU = append(coldS, last.Seconds), max(coldRSS, u.rss), append(coldCPU, u.cpu)
		coldRSSs = append(coldRSSs, u.rss)
		progress("  %.2f s (CPU %.2f s): %+v", last.Seconds, u.cpu, last.Refresh)

		if e.ctags != "" {
			progress("round %d/%d: ctags -R", r, e.rounds)
			tags := filepath.Join(e.work, "tags")
			t0 := time.Now()
			cmd := exec.Command(e.ctags, "-R", "-f", tags, e.tree)
			cmd.Stderr = io.Discard
			if err := cmd.Run(); err != nil {
				e.notes = append(e.notes, fmt.Sprintf("ctags -R failed: %v", err))
			}
			ctagsS = append(ctagsS, time.Since(t0).Seconds())
			u := usageOf(cmd.ProcessState)
			ctagsRSS, ctagsCPU = max(ctagsRSS, u.rss), append(ctagsCPU, u.cpu)
			progress("  %.2f s (CPU %.2f s)", ctagsS[len(ctagsS)-1], u.cpu)
		}
	}
	st := last.Stats
	if got := st.Files + st.Skipped; got != len(e.files) {
		e.notes = append(e.notes, fmt.Sprintf("the index walked %d files, the tree has %d: the peers' files differ by that", got, len(e.files)))
	}
	if st.Skipped > 0 {
		e.notes = append(e.notes, fmt.Sprintf("the index skipped %d files", st.Skipped))
	}
	pS, cS := median(parseS), median(coldS)
	pC, cC := median(parseCPU), median(coldCPU)
	e.add("cold index (fresh database), wall", secs(cS), "bare parse "+secs(pS), ratio(cS, pS), "≤ 1.5x", cS <= 1.5*pS)
	e.add("cold index, CPU time (user + system)", secs(cC), "bare parse "+secs(pC), ratio(cC, pC), "≤ 1.5x", cC <= 1.5*pC)
	if len(ctagsS) > 0 {
		tS, tC := median(ctagsS), median(ctagsCPU)
		e.add("cold index vs ctags -R (1 process), wall", secs(cS), "ctags "+secs(tS), ratio(cS, tS), "(printed)", none)
		e.add("cold index vs ctags -R, CPU time", secs(cC), "ctags "+secs(tC), ratio(cC, tC), "(printed)", none)
	}
	e.add("cold index throughput", fmt.Sprintf("%.1f MB/s", float64(st.SourceBytes)/1e6/cS),
		fmt.Sprintf("%.1f MB/s", float64(st.SourceBytes)/1e6/pS), ratio(pS, cS), "", none)
	e.add("database / source bytes", mb(st.DBBytes), "source "+mb(st.SourceBytes),
		ratio(float64(st.DBBytes), float64(st.SourceBytes)), "≤ 1x", st.DBBytes <= st.SourceBytes)
	var pairs []string
	for i := range coldS {
		pairs = append(pairs, fmt.Sprintf("%.2fx (%.2fx)", coldS[i]/parseS[i], coldCPU[i]/parseCPU[i]))
	}
	e.notes = append(e.notes, "cold index over the bare parse of the same round, wall (CPU): "+strings.Join(pairs, ", ")+"; the machine's speed varies from run to run, each round's two run back to back")
	e.notes = append(e.notes, fmt.Sprintf("index: %d files, %d symbols, %d occurrences; wall (CPU) seconds of each run: cold index %v (%v), bare parse %v (%v), ctags %v (%v); cores kept busy (CPU / wall): cold index %.2f, bare parse %.2f",
		st.Files, st.Symbols, st.Occurrences, fmts(coldS), fmts(coldCPU), fmts(parseS), fmts(parseCPU), fmts(ctagsS), fmts(ctagsCPU), cC/cS, pC/pS))
	if e.ctags != "" {
		if fi, err := os.Stat(filepath.Join(e.work, "tags")); err == nil {
			e.notes = append(e.notes, fmt.Sprintf("ctags's tags file: %s (%.2fx the source); ctags's peak RSS %s", mb(fi.Size()),
				float64(fi.Size())/float64(st.SourceBytes), mb(ctagsRSS)))
		}
	}

	// peak RSS as the tree grows
	type point struct {
		pct               int
		cold, parse       int64
		files             int
		seconds, base     float64
		coldCPU, parseCPU float64
	}
	var curve []point
	rssRuns := map[int][]int64{100: coldRSSs}
	for _, pct := range []int{25, 50} {
		sub := every(e.files, 100/pct)
		dir := filepath.Join(e.work, fmt.Sprintf("tree-%d", pct))
		if err := linkTree(e.tree, dir, sub); err != nil {
			return err
		}
		subList := filepath.Join(e.work, fmt.Sprintf("files-%d.txt", pct))
		if err := writeList(subList, sub); err != nil {
			return err
		}
		// as at 100%, the highest peak of the rounds: a peak varies with
		// where the collections fall from one run to the next
		pt := point{pct: pct, files: len(sub)}
		var peaks []int64
		for r := 1; r <= e.rounds; r++ {
			progress("peak RSS at %d%%: %d files, round %d/%d", pct, len(sub), r, e.rounds)
			var p parseResult
			pu, err := e.child(&p, "parse", "-root", dir, "-list", subList)
			if err != nil {
				return err
			}
			var c coldResult
			cu, err := e.child(&c, "cold", "-root", dir, "-db", filepath.Join(e.work, fmt.Sprintf("index-%d.db", pct)))
			if err != nil {
				return err
			}
			pt.cold, pt.parse = max(pt.cold, cu.rss), max(pt.parse, pu.rss)
			peaks = append(peaks, cu.rss)
			if r == 1 {
				pt.seconds, pt.base, pt.coldCPU, pt.parseCPU = c.Seconds, p.Seconds, cu.cpu, pu.cpu
			}
		}
		rssRuns[pct] = peaks
		curve = append(curve, pt)
		os.RemoveAll(dir)
	}
	curve = append(curve, point{100, coldRSS, parseRSS, len(e.files), cS, pS, cC, pC})
	for _, p := range curve {
		e.add(fmt.Sprintf("peak RSS, cold index of %d%% (%d files)", p.pct, p.files), mb(p.cold), "bare parse "+mb(p.parse),
			ratio(float64(p.cold), float64(p.parse)), "≤ 1 GB", p.cold <= 1<<30)
	}
	growth, pgrowth := float64(curve[2].cold)/float64(curve[0].cold), float64(curve[2].parse)/float64(curve[0].parse)
	e.add("peak RSS growth, 25% → 100% of the files", fmt.Sprintf("%.2fx", growth), fmt.Sprintf("bare parse %.2fx", pgrowth),
		ratio(growth, pgrowth), "flat: ≤ 1.5x for 4x the files", growth <= 1.5)
	e.notes = append(e.notes, fmt.Sprintf("peak RSS of each cold index run at 25%% / 50%% / 100%%: %s / %s / %s (the highest of each in the table)",
		mbs(rssRuns[25]), mbs(rssRuns[50]), mbs(rssRuns[100])))
	e.notes = append(e.notes, fmt.Sprintf("cold index at 25%% / 50%% / 100%%: %.2f / %.2f / %.2f s wall, %.2f / %.2f / %.2f s CPU (bare parse %.2f / %.2f / %.2f s wall, %.2f / %.2f / %.2f s CPU)",
		curve[0].seconds, curve[1].seconds, curve[2].seconds, curve[0].coldCPU, curve[1].coldCPU, curve[2].coldCPU,
		curve[0].base, curve[1].base, curve[2].base, curve[0].parseCPU, curve[1].parseCPU, curve[2].parseCPU))

	if cS > 1.5*pS || cC > 1.5*pC {
		// profiled in a run of its own, after the timed rounds: a CPU
		// profile costs the run it is taken in a few percent
		progress("cold index once more, CPU-profiled")
		var c coldResult
		if _, err := e.child(&c, "cold", "-root", e.tree, "-db", db, "-cpuprofile", prof); err != nil {
			return err
		}
		e.profile("cold index", prof)
	}
	return nil
}

// queries measures the noop refresh, a changed file, and the name queries
// against grep and rg, on the database of the last cold index.
func (e *env) queries() error {
	ctx := context.Background()
	root, err := workspace.Open(e.tree)
	if err != nil {
		return err
	}
	db := filepath.Join(e.work, "index.db")

	// As served: Window 0, so every question walks the tree first (what
	// the session's index does).
	xs, err := index.Open(ctx, root, index.Options{DB: db})
	if err != nil {
		return err
	}
	progress("refresh with nothing changed")
	rs, err := xs.Refresh(ctx) // the first of the process: loads the caches
	if err != nil {
		return err
	}
	if rs.Indexed+rs.Touched+rs.Removed > 0 {
		e.notes = append(e.notes, fmt.Sprintf("the first refresh after the cold index was not a no-op: %+v", rs))
	}
	noopProf := filepath.Join(e.work, "noop.pprof")
	pf, err := os.Create(noopProf)
	if err != nil {
		return err
	}
	pprof.StartCPUProfile(pf)
	var noop []time.Duration
	for range 7 {
		t0 := time.Now()
		if _, err := xs.Refresh(ctx); err != nil {
			return err
		}
		noop = append(noop, time.Since(t0))
	}
	pprof.StopCPUProfile()
	pf.Close()
	var walk []time.Duration
	for range 7 {
		t0 := time.Now()
		statWalk(e.tree)
		walk = append(walk, time.Since(t0))
	}
	n, w := p50(noop), p50(walk)
	nf := float64(len(e.files))
	e.add("refresh, nothing changed (whole tree)", secs(n.Seconds()), "stat walk "+secs(w.Seconds()), ratio(float64(n), float64(w)), "≤ 0.5 s", n <= 500*time.Millisecond)
	perFile := float64(n.Microseconds()) / nf
	e.add("refresh, nothing changed, a file", fmt.Sprintf("%.1f µs", perFile), fmt.Sprintf("stat walk %.1f µs", float64(w.Microseconds())/nf),
		ratio(float64(n), float64(w)), "≤ 20 µs", perFile <= 20)
	if n > 500*time.Millisecond || perFile > 20 {
		e.profile("refresh with nothing changed (7 refreshes)", noopProf)
	}

	progress("names as served (each question walks first): %d names", len(names))
	safe(func() error { // warm: the first question loads the symbol table
		xs.Symbols(ctx, index.SymbolQuery{Query: names[0]})
		xs.References(ctx, index.RefQuery{Name: names[0]})
		return nil
	})
	served := e.nameQueries(ctx, xs, 1, "")

	progress("changed files, as served")
	probes := e.probes()
	changedServed, rgProbe, err := e.changed(ctx, xs, probes, false)
	if err != nil {
		return err
	}
	xs.Close()

	// The index's own cost: a Window long enough that no question walks.
	xq, err := index.Open(ctx, root, index.Options{DB: db, Window: time.Hour})
	if err != nil {
		return err
	}
	defer xq.Close()
	if _, err := xq.Refresh(ctx); err != nil {
		return err
	}
	progress("names, query only (3 rounds after a warm-up)")
	e.nameQueries(ctx, xq, 1, "") // warm-up
	queryProf := filepath.Join(e.work, "query")
	only := e.nameQueries(ctx, xq, 3, queryProf)
	progress("changed files, through Update")
	changedUpdate, _, err := e.changed(ctx, xq, probes, true)
	if err != nil {
		return err
	}
	xq.Close()

	// As locus mcp serves: the file watcher's events instead of a walk.
	xw, err := index.Open(ctx, root, index.Options{DB: db, Watch: true})
	if err != nil {
		return err
	}
	defer xw.Close()
	if _, err := xw.Refresh(ctx); err != nil { // adds the watches
		return err
	}
	progress("names as locus mcp serves them (watcher + query)")
	e.nameQueries(ctx, xw, 1, "") // warm-up
	watched := e.nameQueries(ctx, xw, 1, "")
	progress("changed files, as locus mcp serves them")
	changedWatch, _, err := e.changed(ctx, xw, probes, false)
	if err != nil {
		return err
	}

	progress("grep and rg for the same names")
	var grepT, rgT []time.Duration
	var grepN, rgN []int
	if e.grep != "" {
		grepT, grepN = e.search(e.grep, "-rn")
	}
	if e.rg != "" {
		rgT, rgN = e.search(e.rg, "-n")
	}
	peer := func(f func(float64) string, d time.Duration) (string, string) {
		var p, r []string
		if len(rgT) > 0 {
			p, r = append(p, "rg "+f(p50(rgT).Seconds())), append(r, ratio(float64(d), float64(p50(rgT)))+" rg")
		}
		if len(grepT) > 0 {
			p, r = append(p, "grep "+f(p50(grepT).Seconds())), append(r, ratio(float64(d), float64(p50(grepT)))+" grep")
		}
		return strings.Join(p, "; "), strings.Join(r, "; ")
	}
	qrow := func(title string, d []time.Duration, target time.Duration, tstr string) {
		if len(d) == 0 {
			e.add(title, "failed", "", "", tstr, false)
			return
		}
		p, r := peer(msec, p50(d))
		e.add(title, msec(p50(d).Seconds()), p, r, tstr, p50(d) <= target)
	}
	qrow("workspace_symbols p50, as locus mcp serves (watcher + query)", watched.syms, 10*time.Millisecond, "≤ 10 ms")
	qrow("workspace_symbols p50, as a CLI call serves (walk + query)", served.syms, 10*time.Millisecond, "≤ 10 ms")
	qrow("workspace_symbols p50, query only (no walk)", only.syms, 10*time.Millisecond, "≤ 10 ms")
	qrow("references p50, as locus mcp serves (watcher + query)", watched.refs, 50*time.Millisecond, "≤ 50 ms")
	qrow("references p50, as a CLI call serves (walk + query)", served.refs, 50*time.Millisecond, "≤ 50 ms")
	qrow("references p50, query only (no walk)", only.refs, 50*time.Millisecond, "≤ 50 ms")
	if p50(only.syms) > 10*time.Millisecond {
		e.profile("Symbols queries (query only)", queryProf+"-symbols.pprof")
	}
	if p50(only.refs) > 50*time.Millisecond {
		e.profile("References queries (query only)", queryProf+"-references.pprof")
	}
	crow := func(title string, d []time.Duration) {
		if len(d) == 0 {
			e.add(title, "failed", "", "", "≤ 50 ms", false)
			return
		}
		p, r := "", ""
		if len(rgProbe) > 0 {
			p, r = "rg "+msec(p50(rgProbe).Seconds()), ratio(float64(p50(d)), float64(p50(rgProbe)))
		}
		e.add(title, msec(p50(d).Seconds()), p, r, "≤ 50 ms", p50(d) <= 50*time.Millisecond)
	}
	crow("a file changed, then workspace_symbols finds its new name (watcher)", changedWatch)
	crow("a file changed, then workspace_symbols finds its new name (walk)", changedServed)
	crow("a file changed, Update(path), then Symbols finds its new name", changedUpdate)
	e.notes = append(e.notes,
		fmt.Sprintf("names: %d (%d with a definition in the index); p90 workspace_symbols %s / %s, references %s / %s (as served / query only); p50 results: %d symbols, %d references (total); grep lines p50 %d, rg lines p50 %d",
			len(names), served.defined, msec(p90(served.syms).Seconds()), msec(p90(only.syms).Seconds()),
			msec(p90(served.refs).Seconds()), msec(p90(only.refs).Seconds()),
			medianInt(only.nsyms), medianInt(only.nrefs), medianInt(grepN), medianInt(rgN)),
		fmt.Sprintf("changed files: %d probes (%s), p50 of each; every answer was checked to hold the new name at its file", len(probes), probeNames(probes)),
		"grep is `grep -rn NAME TREE`, rg is `rg -n NAME TREE` (all cores), each once per name after one untimed run, output read through a pipe; ratios are locus's time over the peer's")
	refTimes := map[string][]time.Duration{}
	for name, nr := range only.refsBy {
		refTimes[name] = nr.times
	}
	e.notes = append(e.notes,
		"slowest references, query only (median per name; references, definitions): "+slowest(refTimes, 6, func(n string) string {
			return fmt.Sprintf(" (%d, %d)", only.refsBy[n].total, only.refsBy[n].def)
		}),
		"slowest workspace_symbols, query only (median per name): "+slowest(only.symsBy, 6, func(string) string { return "" }))
	return nil
}

// nameResult holds the samples of the name queries.
type nameResult struct {
	syms, refs   []time.Duration
	refsCPU      []time.Duration // the process's CPU time (user + system) of each references question
	nsyms, nrefs []int
	defined      int
	// by name: the references' times, total and definitions, and the
	// symbols' times
	refsBy map[string]*nameRefs
	symsBy map[string][]time.Duration
}

type nameRefs struct {
	times      []time.Duration
	total, def int
}

// slowest describes the n names whose median time is the longest.
func slowest(by map[string][]time.Duration, n int, detail func(string) string) string {
	type nt struct {
		name string
		d    time.Duration
	}
	var all []nt
	for name, ts := range by {
		all = append(all, nt{name, p50(ts)})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].d > all[j].d })
	var out []string
	for _, x := range all[:min(n, len(all))] {
		out = append(out, fmt.Sprintf("%s %s%s", x.name, msec(x.d.Seconds()), detail(x.name)))
	}
	return strings.Join(out, ", ")
}

// questionTimeout bounds one name question, so that a pathological name
// cannot hold the run for long; a question cut off is reported as failed.
const questionTimeout = time.Minute

// nameQueries asks Symbols, then References, about every name, rounds
// times. With prof set, each of the two passes is CPU-profiled into
// prof-symbols.pprof and prof-references.pprof.
func (e *env) nameQueries(ctx context.Context, x *index.Index, rounds int, prof string) nameResult {
	r := nameResult{refsBy: map[string]*nameRefs{}, symsBy: map[string][]time.Duration{}}
	profiled := func(kind string, fn func()) {
		if prof == "" {
			fn()
			return
		}
		f, err := os.Create(prof + "-" + kind + ".pprof")
		if err != nil {
			fn()
			return
		}
		defer f.Close()
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
		fn()
	}
	profiled("symbols", func() {
		for range rounds {
			for _, name := range names {
				t0 := time.Now()
				var syms []index.Symbol
				err := safe(func() (err error) {
					qctx, cancel := context.WithTimeout(ctx, questionTimeout)
					defer cancel()
					syms, err = x.Symbols(qctx, index.SymbolQuery{Query: name})
					return err
				})
				d := time.Since(t0)
				if err != nil {
					e.failed(fmt.Sprintf("Symbols(%q) after %s: %v", name, secs(d.Seconds()), err))
					continue
				}
				r.syms, r.nsyms = append(r.syms, d), append(r.nsyms, len(syms))
				r.symsBy[name] = append(r.symsBy[name], d)
			}
		}
	})
	profiled("references", func() {
		rr := e.nameRefs(ctx, x, rounds)
		r.refs, r.nrefs, r.defined, r.refsBy = rr.refs, rr.nrefs, rr.defined, rr.refsBy
	})
	return r
}

// nameRefs asks References about every name, rounds times.
func (e *env) nameRefs(ctx context.Context, x *index.Index, rounds int) nameResult {
	r := nameResult{refsBy: map[string]*nameRefs{}}
	for range rounds {
		r.defined = 0
		for _, name := range names {
			c0 := cpuTime()
			t0 := time.Now()
			var refs *index.RefResult
			err := safe(func() (err error) {
				qctx, cancel := context.WithTimeout(ctx, questionTimeout)
				defer cancel()
				refs, err = x.References(qctx, index.RefQuery{Name: name})
				return err
			})
			d := time.Since(t0)
			r.refsCPU = append(r.refsCPU, cpuTime()-c0)
			if err != nil {
				e.failed(fmt.Sprintf("References(%q) after %s: %v", name, secs(d.Seconds()), err))
				continue
			}
			r.refs, r.nrefs = append(r.refs, d), append(r.nrefs, refs.Total)
			if r.refsBy[name] == nil {
				r.refsBy[name] = &nameRefs{}
			}
			nr := r.refsBy[name]
			nr.times, nr.total, nr.def = append(nr.times, d), refs.Total, len(refs.Definitions)
			if len(refs.Definitions) > 0 {
				r.defined++
			}
		}
	}
	return r
}

// search runs a grep-like tool for every name over the tree.
func (e *env) search(bin, flag string) ([]time.Duration, []int) {
	run := func(name string) (time.Duration, int) {
		var c lineCounter
		cmd := exec.Command(bin, flag, name, e.tree)
		cmd.Stdout = &c
		t0 := time.Now()
		cmd.Run() // 1: no match
		return time.Since(t0), c.n
	}
	run(names[0])
	var ts []time.Duration
	var ns []int
	for _, name := range names {
		d, n := run(name)
		ts, ns = append(ts, d), append(ns, n)
	}
	return ts, ns
}

type lineCounter struct{ n int }

func (c *lineCounter) Write(p []byte) (int, error) {
	c.n += bytes.Count(p, []byte{'\n'})
	return len(p), nil
}

// probe is a file to change: a new symbol appended to it.
type probe struct {
	path, lang string
}

// probes picks, for Go, Python, Java and TypeScript, the files at the
// 25th, 50th and 75th percentile of their language's sizes.
func (e *env) probes() []probe {
	var ps []probe
	for _, lang := range []string{"go", "python", "java", "typescript"} {
		var fs []string
		for _, f := range e.files {
			if e.lang[f] == lang && !strings.HasSuffix(f, ".d.ts") && !strings.Contains(path.Base(f), "-info.") {
				fs = append(fs, f)
			}
		}
		if len(fs) == 0 {
			continue
		}
		sort.Slice(fs, func(i, j int) bool { return e.size[fs[i]] < e.size[fs[j]] })
		for _, q := range []int{25, 50, 75} {
			ps = append(ps, probe{fs[len(fs)*q/100], lang})
		}
	}
	return ps
}

func probeNames(ps []probe) string {
	var s []string
	for _, p := range ps {
		s = append(s, p.path)
	}
	return strings.Join(s, ", ")
}

// probeSource is the code appended to a file of lang to define name.
func probeSource(lang, name string) string {
	switch lang {
	case "go":
		return "\nfunc " + name + "() {}\n"
	case "python":
		return "\n\ndef " + name + "():\n    pass\n"
	case "java":
		return "\nclass " + name + " {}\n"
	default:
		return "\nexport function " + name + "(): void {}\n"
	}
}

// changed appends a new symbol to each probe file, then times the question
// that finds it: Symbols alone (the walk finds the change) or, with
// update, Update of the file and then Symbols. Each file is put back after.
// The peer is rg finding the new name in the tree, timed in the first pass.
func (e *env) changed(ctx context.Context, x *index.Index, ps []probe, update bool) (times, rg []time.Duration, err error) {
	for i, p := range ps {
		name := fmt.Sprintf("LocusBenchProbe%d", i)
		if p.lang == "python" {
			name = fmt.Sprintf("locus_bench_probe_%d", i)
		}
		if update {
			name += "u"
		}
		abs := filepath.Join(e.tree, filepath.FromSlash(p.path))
		orig, err := os.ReadFile(abs)
		if err != nil {
			return nil, nil, err
		}
		if err := replace(abs, append(append([]byte{}, orig...), probeSource(p.lang, name)...)); err != nil {
			return nil, nil, err
		}
		t0 := time.Now()
		var syms []index.Symbol
		err = safe(func() (err error) {
			if update {
				if err := x.Update(ctx, p.path); err != nil {
					return err
				}
			}
			syms, err = x.Symbols(ctx, index.SymbolQuery{Query: name, Max: 5})
			return err
		})
		d := time.Since(t0)
		switch {
		case err != nil:
			e.failed(fmt.Sprintf("the question about %s after changing %s (update %v): %v", name, p.path, update, err))
		case len(syms) == 0 || syms[0].Name != name || syms[0].Path != p.path:
			e.notes = append(e.notes, fmt.Sprintf("WRONG ANSWER: %s was not found in %s after the change (update %v): %v", name, p.path, update, syms))
			fallthrough
		default:
			times = append(times, d)
		}
		if !update && e.rg != "" {
			t0 := time.Now()
			exec.Command(e.rg, "-n", name, e.tree).Run()
			rg = append(rg, time.Since(t0))
		}
		if err := replace(abs, orig); err != nil {
			return nil, nil, err
		}
		err = safe(func() error {
			if update {
				return x.Update(ctx, p.path)
			}
			_, err := x.Refresh(ctx)
			return err
		})
		if err != nil {
			return nil, nil, err
		}
	}
	return times, rg, nil
}

// failed records a question the index failed to answer: the first few
// messages, and how many.
func (e *env) failed(msg string) {
	e.failures++
	if e.failures <= 5 {
		e.notes = append(e.notes, "FAILED: "+msg)
	}
}

// safe calls fn, turning a panic into an error, so that a bug of the
// index met by one question is reported and the run goes on.
func safe(fn func() error) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("PANIC: %v", p)
		}
	}()
	return fn()
}

// replace writes data to a new file renamed over p, so that p's hard link
// to the corpus is replaced and the corpus left as it was.
func replace(p string, data []byte) error {
	tmp := filepath.Join(filepath.Dir(p), ".indexbench.tmp")
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, p)
}

// repoMap times `locus call repo_map` on the Go standard library, when
// locus has the tool.
func (e *env) repoMap() {
	const title = "repo_map of the Go standard library, 4,000 tokens"
	if e.locus == "" || e.gostd == "" {
		e.add(title, "skipped", "", "", "≤ 2 s", none)
		e.notes = append(e.notes, "repo_map: no locus binary was given (-locus, -gostd)")
		return
	}
	tools, err := exec.Command(e.locus, "tools").Output()
	if err != nil || !bytes.Contains(tools, []byte("repo_map")) {
		e.add(title, "skipped", "", "", "≤ 2 s", none)
		e.notes = append(e.notes, "repo_map: `locus tools` does not list it yet; the row is measured once it does")
		return
	}
	db := filepath.Join(e.work, "gostd.db")
	for _, suffix := range []string{"", "-wal", "-shm"} {
		os.Remove(db + suffix) // the first call below is a cold index
	}
	call := func() ([]byte, time.Duration, error) {
		cmd := exec.Command(e.locus, "call", "--root", e.gostd, "repo_map", `{"max_tokens":4000}`)
		cmd.Env = append(os.Environ(), index.EnvDB+"="+db)
		var errb bytes.Buffer
		cmd.Stderr = &errb
		t0 := time.Now()
		out, err := cmd.Output()
		if err != nil {
			err = fmt.Errorf("%v: %s", err, firstLine(func() ([]byte, error) { return errb.Bytes(), nil }))
		}
		return out, time.Since(t0), err
	}
	progress("repo_map: the first call indexes %s", e.gostd)
	if _, d, err := call(); err != nil {
		e.add(title, "failed", "", "", "≤ 2 s", false)
		e.notes = append(e.notes, fmt.Sprintf("repo_map: %v", err))
		return
	} else {
		e.notes = append(e.notes, fmt.Sprintf("repo_map: the first call (cold index of %s) took %.1f s", e.gostd, d.Seconds()))
	}
	var ts []time.Duration
	var out []byte
	for range 3 {
		o, d, err := call()
		if err != nil {
			e.add(title, "failed", "", "", "≤ 2 s", false)
			e.notes = append(e.notes, fmt.Sprintf("repo_map: %v", err))
			return
		}
		ts, out = append(ts, d), o
	}
	d := p50(ts)
	tokens := "?"
	if enc, err := tokenizer.Get(tokenizer.O200kBase); err == nil {
		if n, err := enc.Count(string(out)); err == nil {
			tokens = fmt.Sprint(n)
		}
	}
	e.add(title+", one `locus call` process", secs(d.Seconds()), "", "", "≤ 2 s", d <= 2*time.Second)
	e.notes = append(e.notes, fmt.Sprintf("repo_map: `locus call` is p50 of 3 processes (start, refresh, graph, map) on the index built; its answer: %s o200k tokens, %d bytes", tokens, len(out)))

	// warm: the same server answers again, as an agent's MCP session does
	progress("repo_map: an MCP session")
	ms, err := e.mcpRepoMap(db)
	if err != nil {
		e.add(title+", warm MCP session", "failed", "", "", "≤ 2 s", false)
		e.notes = append(e.notes, fmt.Sprintf("repo_map over MCP: %v", err))
		return
	}
	d = p50(ms[1:])
	e.add(title+", warm MCP session", secs(d.Seconds()), "", "", "≤ 2 s", d <= 2*time.Second)
	e.notes = append(e.notes, fmt.Sprintf("repo_map over MCP (`locus mcp --root %s`, the Go SDK's client over stdio): the session's first call %.2f s, then p50 of %d calls", e.gostd, ms[0].Seconds(), len(ms)-1))
}

// mcpRepoMap starts `locus mcp` on the Go standard library with the
// database db and asks repo_map six times; the first is the session's
// first (it loads what the map needs), the others are warm.
func (e *env) mcpRepoMap(db string) ([]time.Duration, error) {
	cmd := exec.Command(e.locus, "mcp", "--root", e.gostd, "--index-db", db)
	cmd.Stderr = io.Discard
	client := mcp.NewClient(&mcp.Implementation{Name: "locus-indexbench", Version: "1"}, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		return nil, err
	}
	defer cs.Close()
	var ts []time.Duration
	for range 6 {
		t0 := time.Now()
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "repo_map", Arguments: map[string]any{"max_tokens": 4000}})
		if err != nil {
			return nil, err
		}
		if res.IsError {
			return nil, fmt.Errorf("tool error: %.300s", measure.Text(res))
		}
		ts = append(ts, time.Since(t0))
	}
	return ts, nil
}

// profile prints the top of a CPU profile.
func (e *env) profile(what, file string) {
	out, err := exec.Command("go", "tool", "pprof", "-top", "-cum", "-nodecount=40", e.self, file).CombinedOutput()
	if err != nil {
		e.notes = append(e.notes, fmt.Sprintf("profile of the %s: %s (go tool pprof failed: %v)", what, file, err))
		return
	}
	var keep []string
	for _, l := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(l, "File:") || strings.HasPrefix(l, "Build ID:") || strings.HasPrefix(l, "Type:") || strings.HasPrefix(l, "Time:") {
			continue
		}
		keep = append(keep, l)
	}
	e.profiles = append(e.profiles, fmt.Sprintf("### %s\n\n`go tool pprof -top -cum %s %s`:\n\n```\n%s\n```\n", what, e.self, file, strings.TrimSpace(strings.Join(keep, "\n"))))
}

// child runs a subcommand of this program, decodes its JSON line into v,
// and returns what it used.
func (e *env) child(v any, args ...string) (usage, error) {
	cmd := exec.Command(e.self, args...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, os.Stderr
	if err := cmd.Run(); err != nil {
		return usage{}, fmt.Errorf("%s: %w", strings.Join(args, " "), err)
	}
	if err := json.Unmarshal(out.Bytes(), v); err != nil {
		return usage{}, fmt.Errorf("%s: %w", args[0], err)
	}
	return usageOf(cmd.ProcessState), nil
}

// usage is what a finished child used: its peak RSS in bytes and its CPU
// time (user and system), which a machine shared with other work disturbs
// less than the wall time.
type usage struct {
	rss int64
	cpu float64 // seconds
}

func usageOf(ps *os.ProcessState) usage {
	if ps == nil {
		return usage{}
	}
	u := usage{cpu: (ps.UserTime() + ps.SystemTime()).Seconds()}
	if ru, ok := ps.SysUsage().(*syscall.Rusage); ok {
		u.rss = int64(ru.Maxrss) * 1024
		if runtime.GOOS == "darwin" {
			u.rss = int64(ru.Maxrss) // bytes there
		}
	}
	return u
}

// statWalk is the floor under a refresh that finds nothing changed: every
// folder read and every file stat'ed.
func statWalk(dir string) int {
	n := 0
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if _, err := d.Info(); err == nil {
				n++
			}
		}
		return nil
	})
	return n
}

// none marks a row without a target.
const none = -1

// add appends a row; met is a bool or none.
func (e *env) add(measure, locus, peer, ratio, target string, met any) {
	m := "-"
	if b, ok := met.(bool); ok {
		m = map[bool]string{true: "yes", false: "**no**"}[b]
	}
	e.rows = append(e.rows, row{measure, locus, peer, ratio, target, m})
}

func every(files []string, n int) []string {
	var out []string
	for i := 0; i < len(files); i += n {
		out = append(out, files[i])
	}
	return out
}

func writeList(p string, files []string) error {
	return os.WriteFile(p, []byte(strings.Join(files, "\n")+"\n"), 0o644)
}

func progress(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "%s indexbench: %s\n", time.Now().Format("15:04:05"), fmt.Sprintf(format, args...))
}

func sorted(ds []time.Duration) []time.Duration {
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s
}

func p50(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	return measure.Rank(sorted(ds), 0.5)
}

func p90(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	return measure.Rank(sorted(ds), 0.9)
}

func median(xs []float64) float64 {
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	return s[(len(s)-1)/2]
}

func medianInt(xs []int) int {
	if len(xs) == 0 {
		return 0
	}
	s := append([]int(nil), xs...)
	sort.Ints(s)
	return s[(len(s)-1)/2]
}

func ratio(a, b float64) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2fx", a/b)
}

func secs(s float64) string { return fmt.Sprintf("%.2f s", s) }
func msec(s float64) string { return fmt.Sprintf("%.2f ms", s*1e3) }
func mb(b int64) string     { return fmt.Sprintf("%.0f MB", float64(b)/1e6) }

func fmts(xs []float64) string {
	var s []string
	for _, x := range xs {
		s = append(s, fmt.Sprintf("%.2f", x))
	}
	return "[" + strings.Join(s, " ") + "]"
}

func firstLine(f func() ([]byte, error)) string {
	out, err := f()
	if err != nil && len(out) == 0 {
		return "unknown"
	}
	l, _, _ := strings.Cut(strings.TrimSpace(string(out)), "\n")
	return l
}

func cpuModel() string {
	data, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return "unknown"
	}
	for _, l := range strings.Split(string(data), "\n") {
		if k, v, ok := strings.Cut(l, ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return "unknown"
}

func loadavg() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(data))
	if len(f) < 3 {
		return "unknown"
	}
	return strings.Join(f[:3], ", ")
}

// cpuTime is the CPU time (user + system) the process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// mbs lists sizes in MB: "[402 425 560] MB".
func mbs(bs []int64) string {
	var s []string
	for _, b := range bs {
		s = append(s, fmt.Sprintf("%.0f", float64(b)/1e6))
	}
	return "[" + strings.Join(s, " ") + "] MB"
}
