// Package locus holds repository-wide tests; the code lives in cmd/ and internal/.
package locus

import (
	"os/exec"
	"sort"
	"strings"
	"testing"
)

// allowed lists, for each package, the internal packages it may import.
// Dependencies point one way, from the surfaces down to the value types;
// a new edge is a design decision and belongs here first.
var allowed = map[string][]string{
	"internal/fault":     {},
	"internal/corpus":    {},
	"internal/golden":    {},
	"internal/textpos":   {"internal/fault"},
	"internal/journal":   {},
	"internal/workspace": {"internal/fault", "internal/journal"},
	"internal/textedit":  {},
	"internal/syntax":    {},
	"internal/outline":   {"internal/fault", "internal/syntax", "internal/textpos"},
	"internal/xref":      {"internal/syntax"},
	"internal/ignore":    {},
	"internal/index":     {"internal/fault", "internal/ignore", "internal/outline", "internal/syntax", "internal/textpos", "internal/workspace", "internal/xref"},
	"internal/target":    {"internal/fault", "internal/outline", "internal/syntax", "internal/textpos"},
	"internal/structure": {"internal/fault", "internal/outline", "internal/syntax", "internal/target", "internal/textedit", "internal/textpos", "internal/workspace", "internal/xref"},
	"internal/locate":    {"internal/fault", "internal/target", "internal/textpos", "internal/workspace"},
	"internal/lsp":       {"internal/fault", "internal/textedit", "internal/textpos", "internal/workspace"},
	"internal/session":   {"internal/index", "internal/lsp", "internal/outline", "internal/syntax", "internal/target", "internal/workspace"},
	"internal/tools":     {"internal/fault", "internal/index", "internal/journal", "internal/session", "internal/locate", "internal/lsp", "internal/outline", "internal/structure", "internal/target", "internal/textedit", "internal/textpos", "internal/workspace"},
	"internal/mcpserver": {"internal/fault", "internal/session", "internal/tools", "internal/workspace"},
	"internal/cli":       {"internal/tools", "internal/mcpserver", "internal/session", "internal/fault", "internal/workspace", "internal/lsp"},
	"cmd/locus":          {"internal/cli"},
}

// testAllowed lists, for each package, the internal packages its tests may
// import beyond what the package itself may: fixtures, the golden-file
// harness and the surfaces a test drives end to end.
var testAllowed = map[string][]string{
	"internal/syntax":    {"internal/corpus"},
	"internal/outline":   {"internal/corpus", "internal/golden"},
	"internal/xref":      {"internal/corpus", "internal/golden", "internal/textpos"},
	"internal/index":     {"internal/corpus"},
	"internal/target":    {"internal/corpus", "internal/golden"},
	"internal/structure": {"internal/corpus", "internal/golden", "internal/journal", "internal/syntax"},
	"internal/locate":    {"internal/corpus"},
	"internal/tools":     {"internal/corpus", "internal/golden", "internal/syntax"},
	"internal/workspace": {"internal/structure"},
	"internal/cli":       {"internal/golden"},
}

// testOnly lists the packages that only tests may import: no package's own
// code, bench's included, may import them, whatever the tables above say.
var testOnly = map[string]bool{"internal/golden": true}

// TestLayers holds the import graph to the layering of ARCHITECTURE.md, the
// packages' tests included, and keeps the tree-sitter bindings inside
// package syntax, which owns every Close. An allowance that no import uses
// is an error too: the table says what the code does.
func TestLayers(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", `{{.ImportPath}} {{join .Imports " "}} | {{join .TestImports " "}} {{join .XTestImports " "}}`, "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	const module = "github.com/locus-dev/locus/"
	used := map[string]map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		prod, tests, _ := strings.Cut(line, "|")
		fields := strings.Fields(prod)
		pkg := strings.TrimPrefix(fields[0], module)
		if !strings.Contains(fields[0], module) {
			continue
		}
		for _, imp := range fields[1:] {
			if dep, ok := strings.CutPrefix(imp, module); ok && testOnly[dep] {
				t.Errorf("%s imports %s, which only tests may import", pkg, dep)
			}
		}
		if strings.HasPrefix(pkg, "bench/") {
			continue
		}
		allow, known := allowed[pkg]
		if !known {
			t.Errorf("package %s is not in the layering table of layers_test.go; add it with the imports it may have", pkg)
			continue
		}
		used[pkg] = map[string]bool{}
		var bad []string
		check := func(imports []string, allow []string, what string) {
			for _, imp := range imports {
				if strings.HasPrefix(imp, "github.com/tree-sitter") && pkg != "internal/syntax" {
					bad = append(bad, imp+" (only internal/syntax may import tree-sitter)"+what)
				}
				dep, ok := strings.CutPrefix(imp, module)
				if !ok || dep == pkg {
					continue
				}
				used[pkg][dep] = true
				if !contains(allow, dep) {
					bad = append(bad, dep+what)
				}
			}
		}
		check(fields[1:], allow, "")
		check(strings.Fields(tests), append(append([]string{}, allow...), testAllowed[pkg]...), " in its tests")
		sort.Strings(bad)
		for _, b := range bad {
			t.Errorf("%s imports %s, which the layering does not allow", pkg, b)
		}
	}
	for pkg, allow := range allowed {
		if used[pkg] == nil {
			continue // not in this module's list (a package removed: go list said so above)
		}
		for _, dep := range append(append([]string{}, allow...), testAllowed[pkg]...) {
			if !used[pkg][dep] {
				t.Errorf("layers_test.go allows %s to import %s, which neither it nor its tests do; remove the allowance", pkg, dep)
			}
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
