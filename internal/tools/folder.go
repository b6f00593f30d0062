// This file defines file_read of a folder: its files, one compact line
// each with their top-level symbols, and its subfolders, from the
// workspace index.

package tools

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/index"
)

// folder reports whether path names a folder of the workspace, and its
// path relative to the root.
func folder(env *Env, path string) (string, bool) {
	p, err := env.Root.Resolve(path)
	if err != nil {
		return "", false
	}
	fi, err := os.Stat(p.Abs())
	if err != nil || !fi.IsDir() {
		return "", false
	}
	return p.Rel(), true
}

// scopeExists refuses a path filter that names nothing in the workspace
// (a glob is taken as it is): an empty answer would read as "no such
// symbol" rather than "no such folder".
func scopeExists(env *Env, path string) error {
	if path == "" || strings.ContainsAny(path, "*?[") {
		return nil
	}
	p, err := env.Root.Resolve(strings.TrimSuffix(path, "/"))
	if err != nil {
		return err
	}
	if _, err := os.Stat(p.Abs()); err != nil {
		return fault.New(fault.FileNotFound, "%s is not a file or folder of the workspace; give a folder that exists (relative to the root) or a glob", path).With("path", path)
	}
	return nil
}

// folderSymbols is how many top-level symbols a file's line names at most.
const folderSymbols = 12

func readFolder(ctx context.Context, env *Env, dir string) (*Result, error) {
	idx, err := indexOf(ctx, env)
	if err != nil {
		return nil, err
	}
	l, err := idx.Files(ctx, dir, false)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	name := dir
	if name == "." || name == "" {
		name = "the workspace root"
	}
	fmt.Fprintf(&b, "folder %s: %s", name, plural(len(l.Files), "file"))
	if len(l.Folders) > 0 {
		fmt.Fprintf(&b, ", %s", plural(len(l.Folders), "folder"))
	}
	b.WriteString(" (files locus parses; read one with " + env.arg("file_read") + ")\n")
	for _, f := range l.Files {
		b.WriteString(fileLine(f) + "\n")
	}
	for _, f := range l.Folders {
		fmt.Fprintf(&b, "%s/ (%s)\n", f.Path, plural(f.Files, "file"))
	}
	return &Result{Text: b.String(), Structured: l}, nil
}

// fileLine is a file's line: path, language and lines, top-level symbols.
func fileLine(f index.FileEntry) string {
	line := fmt.Sprintf("%s (%s, %d lines)", f.Path, f.Language, f.Lines)
	if f.Error != "" {
		return line + ": not indexed: " + f.Error
	}
	if len(f.Symbols) == 0 {
		return line
	}
	var names []string
	syms := slices.DeleteFunc(slices.Clone(f.Symbols), func(s index.Symbol) bool {
		return s.Kind == "impl" // a Rust impl block: its type's methods, no symbol of its own
	})
	for i, s := range syms {
		if i == folderSymbols {
			names = append(names, fmt.Sprintf("and %d more", len(syms)-i))
			break
		}
		names = append(names, targetName(s))
	}
	if len(names) == 0 {
		return line
	}
	return line + ": " + strings.Join(names, ", ")
}

// targetName is a symbol's name as a target in its file: the qualified
// name without the package a Go top-level name carries (Serve, not
// http.Serve; methods stay Server.Serve).
func targetName(s index.Symbol) string {
	if s.Container == "" && s.Package != "" {
		return strings.TrimPrefix(s.QName, s.Package+".")
	}
	return s.QName
}
