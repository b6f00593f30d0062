// Package pathlist reads the file lists the benchmark programs take on
// standard input: one path a line, blank lines skipped.
package pathlist

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"
)

// Read returns the paths listed in r, one a line.
func Read(r io.Reader) ([]string, error) {
	var paths []string
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		if p := strings.TrimSpace(sc.Text()); p != "" {
			paths = append(paths, p)
		}
	}
	return paths, sc.Err()
}

// FromStdin returns the paths listed on standard input; it ends the program
// with a message naming prog when it cannot read them or finds none.
func FromStdin(prog string) []string {
	paths, err := Read(os.Stdin)
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", prog, err)
		os.Exit(1)
	}
	if len(paths) == 0 {
		fmt.Fprintf(os.Stderr, "%s: no paths on standard input\n", prog)
		os.Exit(2)
	}
	return paths
}
