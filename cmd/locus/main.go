// Command locus gives coding agents structure-aware access to source code.
// See internal/cli for the commands.
package main

import (
	"os"

	"github.com/locus-dev/locus/internal/cli"
)

func main() {
	dir, err := os.Getwd()
	if err != nil {
		dir = "."
	}
	os.Exit(cli.Main(&cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Dir: dir}, os.Args[1:]))
}
