// Command parsefloor measures the floor under any tree-sitter outline: the
// time to read and parse a list of files with locus's grammars and nothing
// else.
//
// It reads paths from standard input, one a line, and parses every file on
// runtime.NumCPU() goroutines. Each file is read, its language is chosen
// with syntax.ForPath, and it is parsed with an empty callback, so no tree
// is walked and no symbol is built. Files no grammar covers are counted and
// skipped. It prints the number of files, bytes, seconds and MB/s
// (10^6 bytes a second) of the whole run, from the first read to the last
// parse.
//
// Usage:
//
//	parsefloor < LIST
package main

import (
	"fmt"
	"os"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/locus-dev/locus/bench/internal/pathlist"
	"github.com/locus-dev/locus/internal/syntax"
)

func main() {
	paths := pathlist.FromStdin("parsefloor")

	var (
		files, bytes, skipped, failed atomic.Int64
		next                          atomic.Int64
		wg                            sync.WaitGroup
	)
	start := time.Now()
	for range runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= len(paths) {
					return
				}
				src, err := os.ReadFile(paths[i])
				if err != nil {
					fmt.Fprintln(os.Stderr, "parsefloor:", err)
					failed.Add(1)
					continue
				}
				lang := syntax.ForPath(paths[i], firstLine(src))
				if lang == nil {
					skipped.Add(1)
					continue
				}
				if err := lang.Parse(src, func(syntax.Node) error { return nil }); err != nil {
					fmt.Fprintf(os.Stderr, "parsefloor: %s: %v\n", paths[i], err)
					failed.Add(1)
					continue
				}
				files.Add(1)
				bytes.Add(int64(len(src)))
			}
		}()
	}
	wg.Wait()
	secs := time.Since(start).Seconds()

	fmt.Printf("files %d\nbytes %d\nseconds %.3f\nMB/s %.1f\n",
		files.Load(), bytes.Load(), secs, float64(bytes.Load())/1e6/secs)
	if n := skipped.Load(); n > 0 {
		fmt.Printf("skipped %d (no grammar)\n", n)
	}
	if n := failed.Load(); n > 0 {
		fmt.Printf("failed %d\n", n)
		os.Exit(1)
	}
}

// firstLine returns the text up to the first newline, for "#!" detection.
func firstLine(src []byte) []byte {
	for i, c := range src {
		if c == '\n' {
			return src[:i]
		}
	}
	return src
}
