// Command indexbench is the benchmark of the workspace index (issue 11,
// "Scale and speed"): it builds a composite corpus from what the machine
// has, indexes it, and measures each figure against a peer run in the same
// process tree, on the same files and cores. bench/index.sh drives it; see
// bench/README.md.
//
// Usage:
//
//	indexbench corpus -out DIR [-go DIR] [-python DIR] [-jdk ZIP] [-npm DIR -packages P,...]
//	indexbench run -corpus DIR -work DIR [-quick] [-rounds N] [-ctags BIN] [-rg BIN] [-grep BIN] [-locus BIN -gostd DIR]
//	indexbench cold -root DIR -db FILE [-cpuprofile FILE]
//	indexbench parse -root DIR -list FILE
//	indexbench refs -work DIR [-modes only,watch,walk] [-rounds N] [-cpuprofile PREFIX]
//
// corpus copies the files locus parses (and that the index's walk keeps)
// from each source into DIR, once; run measures; cold and parse are the
// children run starts, so that each is timed and its peak RSS read as a
// process of its own; refs measures references alone on the tree and
// index a run left.
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		printUsage()
	}
	var err error
	switch os.Args[1] {
	case "corpus":
		err = corpusMain(os.Args[2:])
	case "run":
		err = runMain(os.Args[2:])
	case "cold":
		err = coldMain(os.Args[2:])
	case "parse":
		err = parseMain(os.Args[2:])
	case "refs":
		err = refsMain(os.Args[2:])
	default:
		printUsage()
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "indexbench %s: %v\n", os.Args[1], err)
		os.Exit(1)
	}
}

func printUsage() {
	fmt.Fprintln(os.Stderr, "usage: indexbench corpus|run|cold|parse|refs [flags] (see the package comment)")
	os.Exit(2)
}
