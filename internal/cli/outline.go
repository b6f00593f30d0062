// This file defines `locus outline`, a view of file_read's skeleton over
// one file or many.

package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/tools"
	"github.com/locus-dev/locus/internal/workspace"
)

func runOutline(env *Env, args []string) error {
	fs := newFlags(env, "outline", "[--root DIR] [--json] [--files-from FILE|-] PATH...")
	root := fs.String("root", env.Dir, "workspace `DIR`ectory; no path may leave it")
	asJSON := fs.Bool("json", false, "print JSON, one object per line")
	filesFrom := fs.String("files-from", "", "read more paths from `FILE`, one a line (- for standard input)")
	paths, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if *filesFrom != "" {
		more, err := readList(env, *filesFrom)
		if err != nil {
			return err
		}
		paths = append(paths, more...)
	}
	if len(paths) == 0 {
		return usagef("outline: name at least one file")
	}
	dir, paths := fileRoot(env, fs, *root, paths)
	ws, err := openRoot(env, dir)
	if err != nil {
		return err
	}
	if len(paths) == 1 && !*asJSON {
		res, err := outlineFile(ws, paths[0])
		if err != nil {
			return err
		}
		_, err = io.WriteString(env.Stdout, res.Text)
		return err
	}
	return outlineMany(env, ws, paths)
}

// outlineFile is the file's skeleton from file_read, with the whole file
// model as its structured answer.
func outlineFile(ws *workspace.Root, path string) (*tools.Result, error) {
	return callTool(&tools.Env{Root: ws, Model: true}, "file_read", map[string]any{"path": path, "skeleton": true})
}

// openRoot opens the workspace root; a relative one is taken from the
// working directory, as every other path on the command line is.
func openRoot(env *Env, dir string) (*workspace.Root, error) { return openWorkspace(env, dir, false) }

// openWorkspace opens a root, relative to the working directory, read-only
// when asked.
func openWorkspace(env *Env, dir string, readOnly bool) (*workspace.Root, error) {
	if !filepath.IsAbs(dir) {
		dir = filepath.Join(env.Dir, dir)
	}
	if readOnly {
		return workspace.OpenReadOnly(dir)
	}
	return workspace.Open(dir)
}

// outlineMany outlines files on all cores and prints one JSON line each, in
// input order. A file that fails prints its error and the others go on.
func outlineMany(env *Env, ws *workspace.Root, paths []string) error {
	type result struct {
		line   []byte
		failed bool
	}
	results := make([]chan result, len(paths))
	for i := range results {
		results[i] = make(chan result, 1)
	}
	jobs := make(chan int)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		go func() {
			for i := range jobs {
				line, failed := outlineLine(ws, paths[i])
				results[i] <- result{line, failed}
			}
		}()
	}
	go func() {
		for i := range paths {
			jobs <- i
		}
		close(jobs)
	}()
	out := bufio.NewWriterSize(env.Stdout, 1<<16)
	failed := 0
	for i := range paths {
		r := <-results[i]
		if r.failed {
			failed++
		}
		out.Write(r.line)
		out.WriteByte('\n')
	}
	if err := out.Flush(); err != nil {
		return err
	}
	if failed > 0 {
		fmt.Fprintf(env.Stderr, "locus: %d of %d files failed\n", failed, len(paths))
		return errReported
	}
	return nil
}

type fileError struct {
	Path  string       `json:"path"`
	Error *fault.Error `json:"error"`
}

// outlineLine returns the JSON line of one file, and whether it failed.
func outlineLine(ws *workspace.Root, path string) ([]byte, bool) {
	res, err := outlineFile(ws, path)
	if err == nil {
		var data []byte
		if data, err = marshalLine(res.Structured); err == nil {
			return data, false
		}
	}
	fe, ok := fault.As(err)
	if !ok {
		fe = fault.Wrap(err, fault.ParserFailed, "%s could not be outlined: %v", path, err)
	}
	data, _ := marshalLine(fileError{Path: path, Error: fe})
	return data, true
}

// marshalLine renders v as one line of JSON, without escaping <, > and &:
// the text is read by models and people, not embedded in HTML.
func marshalLine(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// readList reads paths one a line from a file or standard input.
func readList(env *Env, name string) ([]string, error) {
	var r io.Reader = env.Stdin
	if name != "-" {
		if !filepath.IsAbs(name) {
			name = filepath.Join(env.Dir, name)
		}
		f, err := os.Open(name)
		if err != nil {
			return nil, usagef("outline: --files-from: %v", err)
		}
		defer f.Close()
		r = f
	}
	var out []string
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); line != "" {
			out = append(out, line)
		}
	}
	return out, sc.Err()
}
