// This file picks the workspace root of a command that names files outside
// the working directory without --root.

package cli

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// fileRoot returns the workspace root for commands that read the files
// they name (outline, symbols, read). It is --root when given, and the
// working directory when every path is inside it. A path outside the
// working directory with no --root, which a user names expecting it to be
// read, takes its repository's root (the nearest folder above it holding
// .git) or else its own folder as the root, which the command says on
// standard error; the paths are then absolute. The MCP server never does
// this: its root is fixed.
func fileRoot(env *Env, fs *flag.FlagSet, root string, paths []string) (string, []string) {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == "root" })
	if given || len(paths) == 0 {
		return root, paths
	}
	abs := make([]string, len(paths))
	outside := false
	for i, p := range paths {
		if !filepath.IsAbs(p) {
			p = filepath.Join(env.Dir, p)
		}
		abs[i] = filepath.Clean(p)
		if !within(env.Dir, abs[i]) {
			outside = true
		}
	}
	if !outside {
		return root, paths
	}
	guess := filepath.Dir(abs[0])
	for d := guess; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, ".git")); err == nil {
			guess = d
			break
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	for _, p := range abs {
		if !within(guess, p) {
			return root, paths // files of several places: the working directory's answer stands
		}
	}
	fmt.Fprintf(env.Stderr, "locus: %s is outside the working directory; reading it with %s as the workspace root (--root chooses another)\n", paths[0], guess)
	return guess, abs
}

// within reports whether path lies inside dir (both absolute and clean).
func within(dir, path string) bool {
	rel, err := filepath.Rel(filepath.Clean(dir), path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}
