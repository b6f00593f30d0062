// Command skeltokens measures what a file_read skeleton costs a model next
// to the whole file and to two cheaper overviews of it: o200k_base tokens
// (the GPT-4o / o-series encoding, offline via
// github.com/tiktoken-go/tokenizer) of each file's raw text, its skeleton,
// `ctags -x` of it and a grep of its declaration lines.
//
// The files are the N largest (by bytes) source files of each standard
// library: .go files under $(go env GOROOT)/src and .py files under
// python3's stdlib (sysconfig's "stdlib" path), outside testdata,
// site-packages and __pycache__ directories. Each file is read and its
// skeleton built in-process exactly as the file_read tool does with
// skeleton: true: workspace.ReadFile (CRLF to LF, BOM dropped), then
// target.Build(path, text) and outline.Skeleton(tree.Model,
// text), the path relative to the library's root. The peers run in that
// root on the same relative path:
//
//	raw     the file's text (file_read without skeleton)
//	ctags   ctags -x PATH (Universal Ctags' cross reference: name, kind,
//	        line, path, the line's text)
//	grep    grep -nE '^(func|type|var|const) ' PATH for Go,
//	        grep -nE '^\s*(def|class) ' PATH for Python
//
// It prints a markdown table per library (path, lines, tokens of raw,
// skeleton, ctags and grep, and skeleton/ctags and skeleton/grep) with the
// medians, checked against the target: median skeleton/ctags <= -target
// (0.6). -lang go or -lang python measures one library only; without
// ctags on PATH its columns are left empty.
//
// Usage:
//
//	skeltokens [-lang go|python] [-goroot DIR] [-pyroot DIR] [-n 20] [-target 0.6]
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

// library is one standard library: its root, the extension of its files
// and the grep of its declaration lines.
type library struct {
	name, root, ext, grep string
}

type file struct {
	rel  string
	size int64
}

type row struct {
	file
	lines, raw, skel, ctags, grep int
	err                           error
}

func main() {
	lang := flag.String("lang", "", "go or python (default both)")
	goRoot := flag.String("goroot", "", "the Go tree (default $(go env GOROOT)/src)")
	pyRoot := flag.String("pyroot", "", "the Python standard library (default python3's)")
	n := flag.Int("n", 20, "how many of the largest files of each library")
	targetRatio := flag.Float64("target", 0.6, "target median skeleton/ctags ratio")
	flag.Parse()
	var libs []library
	if *lang == "" || *lang == "go" {
		if *goRoot == "" {
			*goRoot = filepath.Join(command("go", "env", "GOROOT"), "src")
		}
		libs = append(libs, library{"Go", *goRoot, ".go", `^(func|type|var|const) `})
	}
	if *lang == "" || *lang == "python" {
		if *pyRoot == "" {
			*pyRoot = command("python3", "-c", `import sysconfig; print(sysconfig.get_paths()["stdlib"])`)
		}
		libs = append(libs, library{"Python", *pyRoot, ".py", `^\s*(def|class) `})
	}
	if len(libs) == 0 {
		fail(fmt.Errorf("-lang %q: give go or python", *lang))
	}
	_, err := exec.LookPath("ctags")
	haveCtags := err == nil
	enc, err := tokenizer.Get(tokenizer.O200kBase)
	if err != nil {
		fail(err)
	}
	failed := false
	for _, lib := range libs {
		if !measureLibrary(lib, *n, enc, haveCtags, *targetRatio) {
			failed = true
		}
	}
	if failed {
		os.Exit(1)
	}
}

// command runs a command and returns its output, trimmed.
func command(name string, args ...string) string {
	out, err := exec.Command(name, args...).Output()
	if err != nil {
		fail(fmt.Errorf("%s %s: %v (or give the root)", name, strings.Join(args, " "), err))
	}
	return strings.TrimSpace(string(out))
}

// measureLibrary prints the table of one library; false if a file failed.
func measureLibrary(lib library, n int, enc tokenizer.Codec, haveCtags bool, targetRatio float64) bool {
	files, err := largest(lib.root, lib.ext, n)
	if err != nil {
		fail(err)
	}
	ws, err := workspace.OpenReadOnly(lib.root)
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
			rows[i] = measure(ws, lib, f, enc, haveCtags)
		}()
	}
	wg.Wait()

	fmt.Printf("## Skeleton tokens, %s: file_read skeleton vs ctags -x, a grep and the whole file\n\n", lib.name)
	fmt.Printf("The %d largest %s files (bytes) under %s, no testdata; o200k_base tokens. grep: `grep -nE '%s'`.\n\n", len(files), lib.ext, lib.root, lib.grep)
	fmt.Println("| # | path | lines | raw | skeleton | ctags -x | grep | skeleton/ctags | skeleton/grep |")
	fmt.Println("|---:|---|---:|---:|---:|---:|---:|---:|---:|")
	var vsCtags, vsGrep, vsRaw []float64
	var sumSkel, sumCtags, sumGrep, sumRaw int
	ok := true
	for i, r := range rows {
		if r.err != nil {
			fmt.Printf("| %d | %s | | | error: %v | | | | |\n", i+1, r.rel, r.err)
			ok = false
			continue
		}
		ctags, rc := "", ""
		if haveCtags {
			ctags = fmt.Sprint(r.ctags)
			rc = ratio(r.skel, r.ctags, &vsCtags)
		}
		rg := ratio(r.skel, r.grep, &vsGrep)
		ratio(r.skel, r.raw, &vsRaw)
		sumSkel += r.skel
		sumCtags += r.ctags
		sumGrep += r.grep
		sumRaw += r.raw
		fmt.Printf("| %d | %s | %d | %d | %d | %s | %d | %s | %s |\n", i+1, r.rel, r.lines, r.raw, r.skel, ctags, r.grep, rc, rg)
	}
	if len(vsRaw) == 0 {
		fail(errors.New("no file measured"))
	}
	fmt.Println()
	if haveCtags {
		med := median(vsCtags)
		verdict := "met"
		if med > targetRatio {
			verdict = "NOT met"
		}
		fmt.Printf("- median skeleton/ctags: **%.2fx** (all files together: %d / %d = %.2fx); target <= %gx: %s\n", med, sumSkel, sumCtags, float64(sumSkel)/float64(sumCtags), targetRatio, verdict)
	} else {
		fmt.Println("- ctags is not on PATH: no ctags column")
	}
	fmt.Printf("- median skeleton/grep: **%.2fx** (all files together: %d / %d = %.2fx)\n", median(vsGrep), sumSkel, sumGrep, float64(sumSkel)/float64(sumGrep))
	fmt.Printf("- median skeleton/raw: **%.1f%%** (all files together: %d / %d = %.1f%%)\n\n", 100*median(vsRaw), sumSkel, sumRaw, 100*float64(sumSkel)/float64(sumRaw))
	return ok
}

// ratio formats a/b and adds it to list; "" when b is 0.
func ratio(a, b int, list *[]float64) string {
	if b == 0 {
		return ""
	}
	r := float64(a) / float64(b)
	*list = append(*list, r)
	return fmt.Sprintf("%.2f", r)
}

// largest returns the n largest files with the extension ext under root
// outside testdata, site-packages and __pycache__ directories, largest
// first (ties by path), with paths relative to root.
func largest(root, ext string, n int) ([]file, error) {
	var all []file
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case "testdata", "site-packages", "__pycache__":
				return filepath.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() || !strings.HasSuffix(p, ext) {
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

// measure counts the tokens of one file, its skeleton and its peers.
func measure(ws *workspace.Root, lib library, f file, enc tokenizer.Codec, haveCtags bool) row {
	r := row{file: f}
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
	skel := outline.Skeleton(tree.Model, text)
	r.lines = bytes.Count(text, []byte("\n"))
	if len(text) > 0 && text[len(text)-1] != '\n' {
		r.lines++
	}
	grep, err := run(lib.root, "grep", "-nE", lib.grep, f.rel)
	if err != nil {
		r.err = err
		return r
	}
	var ctags string
	if haveCtags {
		if ctags, err = run(lib.root, "ctags", "-x", f.rel); err != nil {
			r.err = err
			return r
		}
	}
	for _, c := range []struct {
		n    *int
		text string
	}{{&r.raw, string(text)}, {&r.skel, skel}, {&r.ctags, ctags}, {&r.grep, grep}} {
		if *c.n, err = enc.Count(c.text); err != nil {
			r.err = err
			return r
		}
	}
	return r
}

// run runs a command in dir and returns its standard output; grep's exit
// status 1 (no line matched) is no error.
func run(dir, name string, args ...string) (string, error) {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	var exit *exec.ExitError
	if errors.As(err, &exit) && name == "grep" && exit.ExitCode() == 1 {
		err = nil
	}
	if err != nil {
		return "", fmt.Errorf("%s: %v: %s", name, err, strings.TrimSpace(stderr.String()))
	}
	return string(out), nil
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
