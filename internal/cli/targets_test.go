package cli

import (
	"fmt"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/golden"
)

// TestStructTargets runs targets whose names are not identifiers through
// the command line, on the files of the tools' golden archive
// (../tools/testdata/targets.txtar): dotted lines read as their parts
// between the dots (jobs.test.runs-on, @types/node, html?, #bump,
// Block::Iter, Markdown headings), a name holding a "." as a JSON array,
// YAML steps by name and by index, and `locus call` given an array as
// target. The commands and their output are compared with
// testdata/targets.txt; dry runs leave the files as they are.
func TestStructTargets(t *testing.T) {
	dir := t.TempDir()
	for _, f := range golden.Read(t, "../tools/testdata/targets.txtar").Files {
		if !strings.HasPrefix(f.Name, "call ") {
			write(t, dir, f.Name, string(f.Data))
		}
	}
	var b strings.Builder
	for _, args := range [][]string{
		{"struct", "read", "ci.yml", "jobs.test.runs-on"},
		{"struct", "read", "ci.yml", "jobs.test.steps.Build"},
		{"struct", "read", "ci.yml", "jobs.test.steps.[1]"},
		{"struct", "delete", "--dry-run", "ci.yml", `["jobs","test","steps","Set up Go","name"]`},
		{"struct", "insert-after", "--dry-run", "--content", "- name: Vet\n  run: go vet ./...\n", "ci.yml", "jobs.test.steps.Build"},
		{"struct", "move-before", "--dry-run", "ci.yml", "jobs.test.steps.Test", "ci.yml", "jobs.test.steps.[1]"},
		{"struct", "read", "package.json", "devDependencies.@types/node"},
		{"struct", "read", "package.json", "scripts.build.prod"},
		{"struct", "read", "package.json", `["scripts","build.prod"]`},
		{"read", "--target", "View.html?", "view.rb"},
		{"struct", "read", "counter.js", "Counter.#bump"},
		{"struct", "read", "block.cc", "leveldb.Block::Iter.Prev"},
		{"struct", "read", "README.md", "Demo.Getting started.Quick start"},
		{"locate", "ci.yml:jobs.test.steps.Build@go <|>build"},
		{"call", "delete_structure", `{"path": "ci.yml", "target": ["jobs", "test", "steps", "Build"], "dry_run": true}`},
		{"call", "read_structure", `{"path": "package.json", "target": ["scripts", "build.prod"]}`},
	} {
		out, errOut, code := run(t, dir, "", args...)
		fmt.Fprintf(&b, "$ locus %s\n%s%sexit %d\n\n", quoteArgs(args), out, errOut, code)
	}
	golden.File(t, "testdata/targets.txt", b.String())
}

// quoteArgs writes arguments as a shell would take them.
func quoteArgs(args []string) string {
	out := make([]string, len(args))
	for i, a := range args {
		switch {
		case strings.Contains(a, "\n"):
			out[i] = "$'" + strings.ReplaceAll(strings.ReplaceAll(a, "'", `\'`), "\n", `\n`) + "'"
		case strings.ContainsAny(a, " \"'?#[]{}<|>!"):
			out[i] = "'" + a + "'"
		default:
			out[i] = a
		}
	}
	return strings.Join(out, " ")
}
