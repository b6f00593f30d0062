package main

// The children run starts: a cold index and a bare parse, each a process
// of its own so that its time and peak RSS are its own.

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
	"sync"
	"sync/atomic"
	"time"

	"github.com/locus-dev/locus/bench/internal/pathlist"
	"github.com/locus-dev/locus/internal/index"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/workspace"
)

// coldResult is what the cold child prints, as one JSON line.
type coldResult struct {
	Seconds float64            `json:"seconds"` // index.Open and the first Refresh
	Refresh index.RefreshStats `json:"refresh"`
	Stats   index.Stats        `json:"stats"`
}

// cpuProfile starts a CPU profile written to path, and returns what stops
// it; nothing for an empty path.
func cpuProfile(path string) (stop func(), err error) {
	if path == "" {
		return func() {}, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}

// coldMain indexes a tree into a fresh database.
func coldMain(args []string) error {
	fl := flag.NewFlagSet("cold", flag.ExitOnError)
	dir := fl.String("root", "", "the tree to index")
	db := fl.String("db", "", "the database `FILE`, removed first")
	prof := fl.String("cpuprofile", "", "write a CPU profile to `FILE`")
	memProf := fl.String("memprofile", "", "write an allocation profile to `FILE` at the end")
	fl.Parse(args)
	if *dir == "" || *db == "" {
		return errors.New("-root and -db are required")
	}
	for _, suffix := range []string{"", "-wal", "-shm"} {
		if err := os.Remove(*db + suffix); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	stop, err := cpuProfile(*prof)
	if err != nil {
		return err
	}
	defer stop()
	ctx := context.Background()
	start := time.Now()
	root, err := workspace.Open(*dir)
	if err != nil {
		return err
	}
	x, err := index.Open(ctx, root, index.Options{DB: *db})
	if err != nil {
		return err
	}
	defer x.Close()
	rs, err := x.Refresh(ctx)
	if err != nil {
		return err
	}
	r := coldResult{Seconds: time.Since(start).Seconds(), Refresh: rs}
	if *memProf != "" {
		f, err := os.Create(*memProf)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
			return err
		}
	}
	if r.Stats, err = x.Stats(ctx); err != nil {
		return err
	}
	return json.NewEncoder(os.Stdout).Encode(r)
}

// parseResult is what the parse child prints, as one JSON line.
type parseResult struct {
	Seconds float64 `json:"seconds"`
	Files   int64   `json:"files"`
	Bytes   int64   `json:"bytes"`
	Failed  int64   `json:"failed"`
}

// parseMain reads and parses the listed files (relative to the root) with
// tree-sitter on runtime.NumCPU() goroutines and does nothing with the
// trees: the floor under the index. Files are read as the index reads
// them (workspace.Root.ReadFile) and their language chosen the same way.
func parseMain(args []string) error {
	fl := flag.NewFlagSet("parse", flag.ExitOnError)
	dir := fl.String("root", "", "the tree")
	list := fl.String("list", "", "the `FILE` listing the paths to parse, relative to the root")
	prof := fl.String("cpuprofile", "", "write a CPU profile to `FILE`")
	fl.Parse(args)
	stop, err := cpuProfile(*prof)
	if err != nil {
		return err
	}
	defer stop()
	lf, err := os.Open(*list)
	if err != nil {
		return err
	}
	paths, err := pathlist.Read(lf)
	lf.Close()
	if err != nil {
		return err
	}
	root, err := workspace.Open(*dir)
	if err != nil {
		return err
	}
	var (
		files, bytes, failed atomic.Int64
		next                 atomic.Int64
		wg                   sync.WaitGroup
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
				f, err := root.ReadFile(paths[i])
				if err != nil {
					failed.Add(1)
					continue
				}
				lang := syntax.ForPath(paths[i], headLine(f.Text))
				if lang == nil {
					failed.Add(1)
					continue
				}
				if err := lang.Parse(f.Text, func(syntax.Node) error { return nil }); err != nil {
					fmt.Fprintf(os.Stderr, "parse: %s: %v\n", paths[i], err)
					failed.Add(1)
					continue
				}
				files.Add(1)
				bytes.Add(f.Size)
			}
		}()
	}
	wg.Wait()
	return json.NewEncoder(os.Stdout).Encode(parseResult{
		Seconds: time.Since(start).Seconds(),
		Files:   files.Load(), Bytes: bytes.Load(), Failed: failed.Load(),
	})
}
