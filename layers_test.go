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
	"internal/textpos":   {"internal/fault"},
	"internal/journal":   {},
	"internal/workspace": {"internal/fault", "internal/journal", "internal/textpos"},
	"internal/textedit":  {},
	"internal/syntax":    {},
	"internal/outline":   {"internal/fault", "internal/syntax", "internal/textpos"},
	"internal/xref":      {"internal/syntax"},
	"internal/ignore":    {},
	"internal/index":     {"internal/fault", "internal/ignore", "internal/outline", "internal/syntax", "internal/textpos", "internal/workspace", "internal/xref"},
	"internal/target":    {"internal/fault", "internal/outline", "internal/syntax", "internal/textpos"},
	"internal/structure": {"internal/fault", "internal/outline", "internal/target", "internal/textedit", "internal/workspace"},
	"internal/locate":    {"internal/fault", "internal/target", "internal/textpos", "internal/workspace"},
	"internal/lsp":       {"internal/fault", "internal/textedit", "internal/textpos", "internal/workspace"},
	"internal/session":   {"internal/index", "internal/lsp", "internal/workspace"},
	"internal/tools":     {"internal/fault", "internal/index", "internal/journal", "internal/session", "internal/locate", "internal/lsp", "internal/outline", "internal/structure", "internal/target", "internal/textedit", "internal/textpos", "internal/workspace"},
	"internal/mcpserver": {"internal/fault", "internal/session", "internal/tools", "internal/workspace"},
	"internal/cli":       {"internal/tools", "internal/mcpserver", "internal/session", "internal/index", "internal/fault", "internal/outline", "internal/workspace", "internal/textpos", "internal/syntax", "internal/structure", "internal/locate", "internal/lsp"},
	"cmd/locus":          {"internal/cli"},
}

// TestLayers holds the import graph to the layering of ARCHITECTURE.md, and
// keeps the tree-sitter bindings inside package syntax, which owns every Close.
func TestLayers(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", `{{.ImportPath}} {{join .Imports " "}}`, "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	const module = "github.com/locus-dev/locus/"
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		pkg := strings.TrimPrefix(fields[0], module)
		if !strings.Contains(fields[0], module) {
			continue
		}
		if strings.HasPrefix(pkg, "bench/") {
			continue
		}
		allow, known := allowed[pkg]
		if !known {
			t.Errorf("package %s is not in the layering table of layers_test.go; add it with the imports it may have", pkg)
			continue
		}
		var bad []string
		for _, imp := range fields[1:] {
			if strings.HasPrefix(imp, "github.com/tree-sitter") && pkg != "internal/syntax" {
				bad = append(bad, imp+" (only internal/syntax may import tree-sitter)")
			}
			if dep, ok := strings.CutPrefix(imp, module); ok && !contains(allow, dep) {
				bad = append(bad, dep)
			}
		}
		sort.Strings(bad)
		for _, b := range bad {
			t.Errorf("%s imports %s, which the layering does not allow", pkg, b)
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
