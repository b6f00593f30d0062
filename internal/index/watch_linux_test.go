package index

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestWatchOracle changes a tree at random, 300 times from each of three
// seeds (100 times from one with -short), asking a watching
// index a question after each change, and compares everything it holds
// with an index made afresh by a walk (the oracle). Changes to files'
// contents, names and times are answered from the watcher's events
// without a walk; folders created, removed and moved, ignore files and
// the configuration make the next question walk.
func TestWatchOracle(t *testing.T) {
	seeds := []uint64{1, 2, 3}
	if testing.Short() {
		seeds = seeds[:1]
	}
	for _, seed := range seeds {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) { testWatchOracle(t, seed) })
	}
}

func testWatchOracle(t *testing.T, seed uint64) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"a.go":       "package a\n\nfunc A0() {}\n",
		"p/b.py":     "def b0():\n    pass\n",
		"p/q/c.go":   "package q\n\nfunc C0() { A0() }\n",
		"r/d.ts":     "export function d0() {}\n",
		".locus/x.t": "",
	})
	x := openIndex(t, dir, Options{Watch: true})
	if x.watch == nil {
		t.Skip("no inotify here")
	}
	ctx := context.Background()
	if _, err := x.Definitions(ctx, "A0"); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 2))
	var files, dirs []string
	list := func() {
		files, dirs = nil, []string{""}
		filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			rel, _ := filepath.Rel(dir, p)
			rel = filepath.ToSlash(rel)
			switch {
			case err != nil || rel == ".":
			case d.IsDir() && d.Name()[0] == '.':
				return filepath.SkipDir // not walked
			case d.IsDir():
				dirs = append(dirs, rel)
			case d.Type().IsRegular() && d.Name() != ".gitignore" && d.Name() != cacheTag:
				files = append(files, rel)
			}
			return nil
		})
	}
	abs := func(rel string) string { return filepath.Join(dir, filepath.FromSlash(rel)) }
	source := func(ext string, n int) string {
		switch ext {
		case ".py":
			return fmt.Sprintf("def f%d():\n    return g%d()\n", n, n%7)
		case ".ts":
			return fmt.Sprintf("export function f%d() { return g%d(); }\n", n, n%7)
		}
		return fmt.Sprintf("package p\n\nfunc F%d() { G%d() }\n", n, n%7)
	}
	exts := []string{".go", ".py", ".ts"}
	walksBefore := x.walks
	quiet := 0 // changes the watcher alone must answer
	steps := 300
	if testing.Short() {
		steps = 100
	}
	for step := range steps {
		list()
		var did string
		walks := true // whether the change may make the next question walk
		n := rng.IntN(1000)
		pick := func(s []string) string { return s[rng.IntN(len(s))] }
		switch op := rng.IntN(13); {
		case op < 3 || len(files) == 0: // a file written, new or not
			d := pick(dirs)
			ext := pick(exts)
			p := filepath.ToSlash(filepath.Join(d, fmt.Sprintf("f%d%s", n%20, ext)))
			if len(files) > 0 && rng.IntN(2) == 0 {
				p = pick(files)
				ext = filepath.Ext(p)
			}
			did = "write " + p
			os.WriteFile(abs(p), []byte(source(ext, n)), 0o644)
			walks = false
		case op == 3: // appended to
			p := pick(files)
			did = "append " + p
			f, err := os.OpenFile(abs(p), os.O_APPEND|os.O_WRONLY, 0)
			if err == nil {
				f.WriteString(source(filepath.Ext(p), n)[len("package p\n"):])
				f.Close()
			}
			walks = false
		case op == 4: // removed
			p := pick(files)
			did = "remove " + p
			os.Remove(abs(p))
			walks = false
		case op == 5: // renamed, maybe to another folder
			p := pick(files)
			to := filepath.ToSlash(filepath.Join(pick(dirs), fmt.Sprintf("m%d%s", n, filepath.Ext(p))))
			did = "rename " + p + " " + to
			os.Rename(abs(p), abs(to))
			walks = false
		case op == 6: // touched: a new time, or the same content rewritten
			p := pick(files)
			did = "touch " + p
			if rng.IntN(2) == 0 {
				t0 := time.Now().Add(-time.Duration(n) * time.Minute)
				os.Chtimes(abs(p), t0, t0)
			} else if data, err := os.ReadFile(abs(p)); err == nil {
				os.WriteFile(abs(p), data, 0o644)
			}
			walks = false
		case op == 7: // a folder with a file in it
			d := filepath.ToSlash(filepath.Join(pick(dirs), fmt.Sprintf("d%d", n)))
			did = "mkdir " + d
			os.MkdirAll(abs(d), 0o755)
			os.WriteFile(abs(d+"/new.go"), []byte(source(".go", n)), 0o644)
		case op == 8 && len(dirs) > 1: // a folder removed or moved
			d := dirs[1+rng.IntN(len(dirs)-1)]
			if rng.IntN(2) == 0 {
				did = "rmdir " + d
				os.RemoveAll(abs(d))
			} else {
				to := fmt.Sprintf("moved%d", n)
				did = "mvdir " + d + " " + to
				os.Rename(abs(d), abs(to))
			}
		case op == 9: // an ignore file, or a cache's tag put or taken away
			d := pick(dirs)
			if d != "" && rng.IntN(3) == 0 {
				tag := abs(filepath.Join(d, cacheTag))
				did = "cache tag in " + d
				if os.Remove(tag) != nil {
					os.WriteFile(tag, []byte("Signature: 8a477f597d28d172789f06886806bc55\n"), 0o644)
				}
				break
			}
			did = "ignore in " + d
			os.WriteFile(abs(filepath.Join(d, ".gitignore")), []byte(fmt.Sprintf("f%d*\n", n%10)), 0o644)
		case op == 11: // a script without extension, made executable or not
			p := fmt.Sprintf("run%d", n%2)
			did = "script " + p
			if _, err := os.Stat(abs(p)); err != nil {
				os.WriteFile(abs(p), []byte("#!/usr/bin/env python3\ndef s():\n    pass\n"), 0o644)
			} else {
				os.Chmod(abs(p), os.FileMode(0o644|0o111*uint32(rng.IntN(2))))
			}
			walks = false
		case op == 10: // the configuration
			did = "config"
			os.WriteFile(abs(ConfigFile), []byte(fmt.Sprintf(`{"exclude": ["m%d*"]}`, n%10)), 0o644)
		default: // a link to a file, then its target changed
			p := pick(files)
			if rng.IntN(2) == 0 { // a target in a folder not walked, so not watched
				p = fmt.Sprintf(".hidden/t%d.go", n%3)
				writeFiles(t, dir, map[string]string{p: source(".go", n)})
			}
			l := fmt.Sprintf("link%d%s", n%5, filepath.Ext(p))
			did = "link " + l + " -> " + p
			os.Remove(abs(l))
			if os.Symlink(abs(p), abs(l)) == nil {
				x.Definitions(ctx, "F0")
				os.WriteFile(abs(p), []byte(source(filepath.Ext(p), n+1)), 0o644)
			}
			walks = false
		}
		before := x.walks
		if _, err := x.Definitions(ctx, "F1"); err != nil {
			t.Fatalf("step %d (%s): %v", step, did, err)
		}
		if !walks {
			quiet++
			if x.walks != before {
				t.Errorf("step %d (%s): the question walked", step, did)
			}
		}
		oracle := openIndex(t, dir, Options{})
		refresh(t, oracle)
		if diff := cmp.Diff(dump(t, oracle), dump(t, x)); diff != "" {
			t.Fatalf("step %d (%s): the watching index differs from a walk's (-walk +watch):\n%s", step, did, diff)
		}
		oracle.Close()
	}
	t.Logf("%d changes, %d answered from events alone, %d walks", steps, quiet, x.walks-walksBefore)
}

// TestWatchOverflow: when the kernel drops events, the next question walks.
func TestWatchOverflow(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"a.go": "package a\n\nfunc A() {}\n"})
	x := openIndex(t, dir, Options{Watch: true})
	if x.watch == nil {
		t.Skip("no inotify here")
	}
	ctx := context.Background()
	if _, err := x.Definitions(ctx, "A"); err != nil {
		t.Fatal(err)
	}
	limit := 16384
	if data, err := os.ReadFile("/proc/sys/fs/inotify/max_queued_events"); err == nil {
		fmt.Sscan(string(data), &limit)
	}
	if limit > 100000 {
		t.Skipf("max_queued_events is %d", limit)
	}
	// more events than the queue holds, then one change among them
	p := filepath.Join(dir, "b.go")
	for i := range limit + 10 {
		os.WriteFile(p, []byte(fmt.Sprintf("package a\n\nfunc B%d() {}\n", i)), 0o644)
	}
	before := x.walks
	got := defLines(t, x, fmt.Sprintf("B%d", limit+9))
	if len(got) != 1 {
		t.Errorf("after the overflow: %q", got)
	}
	if x.walks == before {
		t.Error("an overflow did not make the question walk")
	}
}
