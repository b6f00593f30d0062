// Command locus gives coding agents structure-aware access to source code.
// See internal/cli for the commands.
package main

import (
	"os"
	"runtime/debug"

	"github.com/locus-dev/locus/internal/cli"
)

func main() {
	// Outlining allocates many short-lived values per file next to parse
	// trees that live in C memory; a larger heap target trades a little
	// memory for a tenth less CPU. GOGC in the environment still decides.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	dir, err := os.Getwd()
	if err != nil {
		dir = "."
	}
	os.Exit(cli.Main(&cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Dir: dir}, os.Args[1:]))
}
