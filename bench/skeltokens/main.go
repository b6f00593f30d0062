// Command skeltokens measures what a file_read skeleton costs a model next
// to the whole file: o200k_base tokens (the GPT-4o / o-series encoding,
// offline via github.com/tiktoken-go/tokenizer) of each file's raw text and
// of its skeleton.
//
// The files are the N largest (by bytes) .go files under ROOT outside
// testdata directories; ROOT defaults to $(go env GOROOT)/src. Each file is
// read and its skeleton built in-process exactly as the file_read tool does
// with skeleton: true: workspace.ReadFile (CRLF to LF, BOM dropped), then
// target.Build(path, text) and outline.SkeletonAs("file_read", tree.Model,
// text), the path relative to ROOT. The raw side is the file's text, which
// is what file_read without skeleton returns.
//
// It prints a markdown table per file (path, lines, raw tokens, skeleton
// tokens, ratio skeleton/raw) and the median and mean ratio, checked against
// the target (-target, 10%).
//
// Usage:
//
//	skeltokens [-root DIR] [-n 20] [-target 10]
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/tiktoken-go/tokenizer"

	"github.com/locus-dev/locus/internal/outline"
	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/workspace"
)

type file struct {
	rel  string
	size int64
}

type row struct {
	file
	lines, raw, skel int
	err              error
}

func main() {
	root := flag.String("root", "", "the tree to search (default $(go env GOROOT)/src)")
	n := flag.Int("n", 20, "how many of the largest files")
	targetPct := flag.Float64("target", 10, "target median skeleton/raw ratio, in percent")
	flag.Parse()
	if *root == "" {
		out, err := exec.Command("go", "env", "GOROOT").Output()
		if err != nil {
			fail(fmt.Errorf("go env GOROOT: %v (or give -root)", err))
		}
		*root = filepath.Join(strings.TrimSpace(string(out)), "src")
	}
	files, err := largest(*root, *n)
	if err != nil {
		fail(err)
	}
	ws, err := workspace.OpenReadOnly(*root)
	if err != nil {
		fail(err)
	}

	rows := make([]row, len(files))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.NumCPU())
	for i, f := range files {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			rows[i] = measure(ws, f)
		}()
	}
	wg.Wait()

	fmt.Printf("## Skeleton tokens: file_read skeleton vs the whole file\n\n")
	fmt.Printf("The %d largest .go files (bytes) under %s, no testdata; o200k_base tokens.\n\n", len(files), *root)
	fmt.Println("| # | path | bytes | lines | raw tokens | skeleton tokens | ratio |")
	fmt.Println("|---:|---|---:|---:|---:|---:|---:|")
	var ratios []float64
	var sumRaw, sumSkel int
	for i, r := range rows {
		if r.err != nil {
			fmt.Printf("| %d | %s | %d | | | error: %v | |\n", i+1, r.rel, r.size, r.err)
			continue
		}
		ratio := float64(r.skel) / float64(r.raw)
		ratios = append(ratios, ratio)
		sumRaw += r.raw
		sumSkel += r.skel
		fmt.Printf("| %d | %s | %d | %d | %d | %d | %.1f%% |\n", i+1, r.rel, r.size, r.lines, r.raw, r.skel, 100*ratio)
	}
	if len(ratios) == 0 {
		fail(errors.New("no file measured"))
	}
	med := median(ratios)
	var mean float64
	for _, x := range ratios {
		mean += x
	}
	mean /= float64(len(ratios))
	fmt.Println()
	fmt.Printf("- median ratio: **%.1f%%**; mean ratio: **%.1f%%** (of %d files)\n", 100*med, 100*mean, len(ratios))
	fmt.Printf("- all files together: %d skeleton tokens / %d raw tokens = %.1f%%\n", sumSkel, sumRaw, 100*float64(sumSkel)/float64(sumRaw))
	verdict := "met"
	if 100*med > *targetPct {
		verdict = "NOT met"
	}
	fmt.Printf("- target: median <= %g%%: %s\n", *targetPct, verdict)
	if len(ratios) < len(rows) {
		os.Exit(1)
	}
}

// largest returns the n largest .go files under root outside testdata
// directories, largest first (ties by path), with paths relative to root.
func largest(root string, n int) ([]file, error) {
	var all []file
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() || !strings.HasSuffix(p, ".go") {
			return nil
		}
		fi, err := d.Info()
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, p)
		if err != nil {
			return err
		}
		all = append(all, file{filepath.ToSlash(rel), fi.Size()})
		return nil
	})
	if err != nil {
		return nil, err
	}
	slices.SortFunc(all, func(a, b file) int {
		if a.size != b.size {
			return int(b.size - a.size)
		}
		return strings.Compare(a.rel, b.rel)
	})
	return all[:min(n, len(all))], nil
}

// measure counts the tokens of one file and of its skeleton.
func measure(ws *workspace.Root, f file) row {
	r := row{file: f}
	enc, err := tokenizer.Get(tokenizer.O200kBase)
	if err != nil {
		r.err = err
		return r
	}
	wf, err := ws.ReadFile(f.rel)
	if err != nil {
		r.err = err
		return r
	}
	text := wf.Text
	tree, err := target.Build(context.Background(), wf.Path.Rel(), text)
	if err != nil {
		r.err = err
		return r
	}
	skel := outline.SkeletonAs("file_read", tree.Model, text)
	r.lines = bytes.Count(text, []byte("\n"))
	if len(text) > 0 && text[len(text)-1] != '\n' {
		r.lines++
	}
	if r.raw, err = enc.Count(string(text)); err != nil {
		r.err = err
		return r
	}
	if r.skel, err = enc.Count(skel); err != nil {
		r.err = err
	}
	return r
}

// median returns the middle value, or the mean of the two middle ones.
func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	m := len(s) / 2
	if len(s)%2 == 1 {
		return s[m]
	}
	return (s[m-1] + s[m]) / 2
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "skeltokens:", err)
	os.Exit(1)
}
