package index

// The benchmarks run on a sample of the Go standard library (every 4th
// file), or on the tree $LOCUS_INDEX_BENCH_DIR names:
//
//	go test ./internal/index -run '^$' -bench . -benchtime 3x
//	LOCUS_INDEX_BENCH_DIR=$HOME/src/big go test ./internal/index -run '^$' -bench 'Cold|Parse' -benchtime 1x
//
// The warm benchmarks (RefreshNoop, Symbols, References) build their index
// once, in $LOCUS_INDEX_BENCH_DB when set (an index of the same tree made
// by locus index --index-db spares the build).
//
// BenchmarkIndexCold and BenchmarkParseOnly work on the same files with
// the same number of goroutines (runtime.NumCPU()): their ratio is what
// the index costs over a bare tree-sitter parse. BenchmarkParseExtract
// adds the outline and the occurrences, without the database;
// BenchmarkParseOutline and BenchmarkParseXref each of them alone;
// BenchmarkWrite the database alone (the writer of a cold build, fed
// files parsed before its clock starts).

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/locus-dev/locus/internal/outline"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/workspace"
	"github.com/locus-dev/locus/internal/xref"
)

var benchTree struct {
	once  sync.Once
	dir   string
	files []string // relative paths the walk keeps
	bytes int64
}

// benchDir returns the tree to measure and the files the index would take.
func benchDir(b *testing.B) (string, []string) {
	benchTree.once.Do(func() {
		dir := os.Getenv("LOCUS_INDEX_BENCH_DIR")
		if dir == "" {
			d, _ := goSample(b, 4)
			// goSample's TempDir belongs to the first benchmark; keep a copy
			// for the others
			dir = filepath.Join(os.TempDir(), "locus-index-bench")
			os.RemoveAll(dir)
			if err := os.CopyFS(dir, os.DirFS(d)); err != nil {
				b.Fatal(err)
			}
		}
		w, err := newWalker(dir)
		if err != nil {
			b.Fatal(err)
		}
		w.walk(context.Background(), func(e entry) {
			if e.excluded {
				return
			}
			benchTree.files = append(benchTree.files, e.path)
			benchTree.bytes += e.size
		})
		benchTree.dir = dir
	})
	if len(benchTree.files) == 0 {
		b.Skip("no files to measure")
	}
	return benchTree.dir, benchTree.files
}

// cpuTime is the process's user and system time so far: on a shared
// machine it says more than the wall clock.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// reportCPU adds the CPU seconds an operation took.
func reportCPU(b *testing.B, start time.Duration) {
	b.ReportMetric((cpuTime()-start).Seconds()/float64(b.N), "cpu-s/op")
}

// parallel runs fn on every file on runtime.NumCPU() goroutines.
func parallel(files []string, fn func(string)) {
	ch := make(chan string)
	var wg sync.WaitGroup
	for range runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for f := range ch {
				fn(f)
			}
		}()
	}
	for _, f := range files {
		ch <- f
	}
	close(ch)
	wg.Wait()
}

// BenchmarkParseOnly reads and parses every file with tree-sitter, and
// does nothing with the trees.
func BenchmarkParseOnly(b *testing.B) {
	benchParse(b, func(*syntax.Language, string, []byte, syntax.Node) {})
}

// BenchmarkParseExtract is ParseOnly plus the outline and the occurrences
// taken from each tree: the index's work without the database.
func BenchmarkParseExtract(b *testing.B) {
	benchParse(b, func(lang *syntax.Language, p string, text []byte, root syntax.Node) {
		outline.FromTree(lang, p, text, root)
		xref.Extract(lang, text, root)
	})
}

// BenchmarkParseOutline is ParseOnly plus the outline of each tree.
func BenchmarkParseOutline(b *testing.B) {
	benchParse(b, func(lang *syntax.Language, p string, text []byte, root syntax.Node) {
		outline.FromTree(lang, p, text, root)
	})
}

// BenchmarkParseXref is ParseOnly plus the occurrences of each tree.
func BenchmarkParseXref(b *testing.B) {
	benchParse(b, func(lang *syntax.Language, p string, text []byte, root syntax.Node) {
		xref.Extract(lang, text, root)
	})
}

// benchParse reads and parses every file of the bench tree, as the index's
// workers do, and calls fn with each tree.
func benchParse(b *testing.B, fn func(lang *syntax.Language, p string, text []byte, root syntax.Node)) {
	dir, files := benchDir(b)
	root, _ := workspace.Open(dir)
	b.SetBytes(benchTree.bytes)
	cpu := cpuTime()
	defer reportCPU(b, cpu)
	for b.Loop() {
		parallel(files, func(p string) {
			f, err := root.ReadFile(p)
			if err != nil {
				return
			}
			lang := syntax.ForPath(p, headLine(f.Text))
			if lang == nil {
				return
			}
			_ = lang.Parse(f.Text, func(n syntax.Node) error {
				fn(lang, p, f.Text, n)
				return nil
			})
		})
	}
}

// BenchmarkIndexCold builds the index from nothing.
func BenchmarkIndexCold(b *testing.B) {
	dir, _ := benchDir(b)
	b.SetBytes(benchTree.bytes)
	cpu := cpuTime()
	defer reportCPU(b, cpu)
	var dbBytes int64
	for b.Loop() {
		db := filepath.Join(b.TempDir(), "index.db")
		x := openIndex(b, dir, Options{DB: db})
		if _, err := x.Refresh(context.Background()); err != nil {
			b.Fatal(err)
		}
		st, _ := x.Stats(context.Background())
		dbBytes = st.DBBytes
		x.Close()
	}
	b.ReportMetric(float64(dbBytes)/float64(benchTree.bytes), "db/src")
}

// warmIndex is an index of the bench tree, built once.
var warm struct {
	once sync.Once
	x    *Index
}

func warmIndex(b *testing.B) *Index {
	dir, _ := benchDir(b)
	warm.once.Do(func() {
		root, _ := workspace.Open(dir)
		db := os.Getenv("LOCUS_INDEX_BENCH_DB") // an index of the tree made before (locus index --index-db)
		if db == "" {
			db = filepath.Join(os.TempDir(), "locus-index-bench.db")
		}
		x, err := Open(context.Background(), root, Options{DB: db})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := x.Refresh(context.Background()); err != nil {
			b.Fatal(err)
		}
		warm.x = x
	})
	return warm.x
}

// BenchmarkRefreshNoop is a refresh with nothing changed: the walk and the
// comparison with the files table.
func BenchmarkRefreshNoop(b *testing.B) {
	x := warmIndex(b)
	refresh(b, x)
	for b.Loop() {
		if rs := refresh(b, x); rs.Indexed+rs.Touched+rs.Removed > 0 {
			b.Fatalf("something changed: %+v", rs)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/float64(len(benchTree.files)), "µs/file")
}

// queries are names of several kinds and frequencies.
var benchQueries = []string{"Close", "Reader", "NewReader", "ss", "errUnexpected", "Server.Serve", "strconv.Itoa", "WriteString", "parseInt", "xyzq"}

// BenchmarkSymbols is the ranked search, the walk spared (Options.Window);
// it reports the median latency.
func BenchmarkSymbols(b *testing.B) {
	x := warmIndex(b)
	x.opt.Window = time.Hour
	defer func() { x.opt.Window = 0 }()
	refresh(b, x)
	x.Symbols(context.Background(), SymbolQuery{Query: "warm"}) // loads the name table
	var lat []time.Duration
	for i := 0; b.Loop(); i++ {
		start := time.Now()
		if _, err := x.Symbols(context.Background(), SymbolQuery{Query: benchQueries[i%len(benchQueries)]}); err != nil {
			b.Fatal(err)
		}
		lat = append(lat, time.Since(start))
	}
	reportP50(b, lat)
}

// BenchmarkReferences finds references by name, the walk spared; it
// reports the median latency.
func BenchmarkReferences(b *testing.B) {
	x := warmIndex(b)
	x.opt.Window = time.Hour
	defer func() { x.opt.Window = 0 }()
	refresh(b, x)
	var lat []time.Duration
	for i := 0; b.Loop(); i++ {
		start := time.Now()
		if _, err := x.References(context.Background(), RefQuery{Name: benchQueries[i%len(benchQueries)]}); err != nil {
			b.Fatal(err)
		}
		lat = append(lat, time.Since(start))
	}
	reportP50(b, lat)
}

func reportP50(b *testing.B, lat []time.Duration) {
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	if len(lat) > 0 {
		b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "p50-ms")
	}
}

// BenchmarkWrite writes the parsed files of the bench tree into a new
// database through the writer of a cold build, the parse done before the
// clock starts: the database's share of a cold index.
func BenchmarkWrite(b *testing.B) {
	dir, files := benchDir(b)
	ctx := context.Background()
	x0 := openIndex(b, dir, Options{DB: filepath.Join(b.TempDir(), "parse.db")})
	var results []result
	var mu sync.Mutex
	parallel(files, func(p string) {
		r := x0.process(ctx, job{path: p}, new([]xref.Occurrence))
		mu.Lock()
		results = append(results, r)
		mu.Unlock()
	})
	sort.Slice(results, func(i, j int) bool { return results[i].path < results[j].path })
	b.SetBytes(benchTree.bytes)
	b.ResetTimer()
	cpu := cpuTime()
	defer reportCPU(b, cpu)
	for b.Loop() {
		x := openIndex(b, dir, Options{DB: filepath.Join(b.TempDir(), "index.db")})
		w, err := x.newWriter(ctx, true)
		if err != nil {
			b.Fatal(err)
		}
		for _, r := range results {
			if err := w.add(r); err != nil {
				b.Fatal(err)
			}
		}
		if err := w.flush(); err != nil {
			b.Fatal(err)
		}
	}
}
