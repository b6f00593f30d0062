// Command mcplatency measures how long one MCP tools/call of locus takes, as
// a client sees it: wall time from sending the request to holding the
// decoded result, over stdio with the official Go SDK client.
//
// It spawns `LOCUS mcp --root ROOT` (ROOT defaults to $(go env GOROOT)/src),
// connects to it with mcp.CommandTransport, and for each of three calls on
// the same file (net/http/server.go by default) makes WARMUP untimed calls
// and then N timed ones, one after another:
//
//	file_read {"path": P, "skeleton": true}   the measured call
//	document_symbols {"path": P}              peer: locus's symbol table
//	file_read {"path": P}                     peer: the whole file, raw
//
// It prints a markdown table of p50, p90, p99 and max in milliseconds (the
// nearest-rank percentile of the N samples), and checks the skeleton's p50
// against the target (-target, 5 ms).
//
// Usage:
//
//	mcplatency -locus bench/out/locus [-root DIR] [-path P] [-n 200] [-warmup 10]
//
// It builds nothing: give it a locus binary.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/locus-dev/locus/bench/internal/measure"
)

type spec struct {
	label string
	tool  string
	args  map[string]any
}

type stats struct {
	p50, p90, p99, max, mean time.Duration
	text, result             int // bytes of one answer's text content, and of its whole result as JSON
}

func main() {
	locus := flag.String("locus", "", "the locus `BINARY` to spawn (required)")
	root := flag.String("root", "", "workspace `DIR` given to locus mcp --root (default $(go env GOROOT)/src)")
	path := flag.String("path", "net/http/server.go", "the file every call reads, relative to the root")
	n := flag.Int("n", 200, "timed calls per tool (at least 200 for a meaningful p99)")
	warmup := flag.Int("warmup", 10, "untimed calls per tool before the timed ones")
	targetMS := flag.Float64("target", 5, "target p50 of the skeleton call, in ms")
	flag.Parse()
	if *locus == "" {
		fail(errors.New("give the locus binary with -locus (bench/run.sh builds one into bench/out/locus)"))
	}
	if *n < 1 {
		fail(errors.New("-n must be at least 1"))
	}
	bin, err := filepath.Abs(*locus)
	if err != nil {
		fail(err)
	}
	if *root == "" {
		out, err := exec.Command("go", "env", "GOROOT").Output()
		if err != nil {
			fail(fmt.Errorf("go env GOROOT: %v (or give -root)", err))
		}
		*root = filepath.Join(strings.TrimSpace(string(out)), "src")
	}

	specs := []spec{
		{"file_read skeleton", "file_read", map[string]any{"path": *path, "skeleton": true}},
		{"document_symbols (peer)", "document_symbols", map[string]any{"path": *path}},
		{"file_read whole file (peer)", "file_read", map[string]any{"path": *path}},
	}

	cmd := exec.Command(bin, "mcp", "--root", *root)
	cmd.Stderr = os.Stderr
	client := mcp.NewClient(&mcp.Implementation{Name: "locus-mcplatency", Version: "1"}, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	cancel()
	if err != nil {
		fail(fmt.Errorf("connect to %s mcp: %v", bin, err))
	}
	defer cs.Close()
	server := "?"
	if info := cs.InitializeResult().ServerInfo; info != nil {
		server = info.Name + " " + info.Version
	}

	results := make([]stats, len(specs))
	for i, s := range specs {
		for range *warmup {
			if _, _, err := call(cs, s); err != nil {
				fail(err)
			}
		}
		samples := make([]time.Duration, *n)
		var last *mcp.CallToolResult
		for j := range samples {
			d, res, err := call(cs, s)
			if err != nil {
				fail(err)
			}
			samples[j], last = d, res
		}
		results[i] = summarize(samples)
		results[i].text = len(measure.Text(last))
		if b, err := json.Marshal(last); err == nil {
			results[i].result = len(b)
		}
		fmt.Fprintf(os.Stderr, "mcplatency: %s: p50 %s\n", s.label, measure.Ms(results[i].p50))
	}

	fi, _ := os.Stat(filepath.Join(*root, *path))
	var fileBytes int64
	if fi != nil {
		fileBytes = fi.Size()
	}
	fmt.Printf("## MCP latency: tools/call over stdio\n\n")
	fmt.Printf("- server: `%s mcp --root %s` (%s), client: Go SDK mcp.CommandTransport\n", bin, *root, server)
	fmt.Printf("- file: %s (%d bytes); %d warm-up calls, then %d timed sequential calls per tool\n", *path, fileBytes, *warmup, *n)
	fmt.Printf("- %s %s/%s, %d CPUs, %s\n\n", runtime.Version(), runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), load())
	fmt.Println("| call | p50 ms | p90 ms | p99 ms | max ms | mean ms | text bytes | result bytes |")
	fmt.Println("|---|---:|---:|---:|---:|---:|---:|---:|")
	for i, s := range specs {
		r := results[i]
		fmt.Printf("| `%s` %s | %s | %s | %s | %s | %s | %d | %d |\n", s.tool, argText(s.args), measure.Ms(r.p50), measure.Ms(r.p90), measure.Ms(r.p99), measure.Ms(r.max), measure.Ms(r.mean), r.text, r.result)
	}
	fmt.Println()
	p50 := float64(results[0].p50) / 1e6
	verdict := "met"
	if p50 > *targetMS {
		verdict = "NOT met"
	}
	fmt.Printf("Target: skeleton p50 <= %g ms: %s (%s ms).\n\n", *targetMS, verdict, measure.Ms(results[0].p50))
	fmt.Println("Wall time per call as the client sees it: request out, answer decoded. Percentiles are nearest-rank.")
	fmt.Println("Text bytes: the answer's text content; result bytes: its whole result (text and structuredContent) as JSON.")
}

// call makes one tools/call and returns its wall time and its result.
func call(cs *mcp.ClientSession, s spec) (time.Duration, *mcp.CallToolResult, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	t0 := time.Now()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: s.tool, Arguments: s.args})
	d := time.Since(t0)
	if err != nil {
		return 0, nil, fmt.Errorf("%s: %v", s.label, err)
	}
	if res.IsError {
		return 0, nil, fmt.Errorf("%s: tool error: %.300s", s.label, measure.Text(res))
	}
	return d, res, nil
}

// summarize returns nearest-rank percentiles of the samples.
func summarize(samples []time.Duration) stats {
	s := slices.Clone(samples)
	slices.Sort(s)
	var sum time.Duration
	for _, d := range s {
		sum += d
	}
	return stats{p50: measure.Rank(s, 0.50), p90: measure.Rank(s, 0.90), p99: measure.Rank(s, 0.99), max: s[len(s)-1], mean: sum / time.Duration(len(s))}
}

func argText(args map[string]any) string {
	var parts []string
	for _, k := range []string{"path", "skeleton"} {
		if v, ok := args[k]; ok {
			parts = append(parts, fmt.Sprintf("%q: %v", k, quote(v)))
		}
	}
	return "`{" + strings.Join(parts, ", ") + "}`"
}

func quote(v any) string {
	if s, ok := v.(string); ok {
		return fmt.Sprintf("%q", s)
	}
	return fmt.Sprint(v)
}

// load returns the load average, where /proc/loadavg has it.
func load() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "load average unknown"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "load average unknown"
	}
	return "load average " + strings.Join(f[:3], " ")
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "mcplatency:", err)
	os.Exit(1)
}
