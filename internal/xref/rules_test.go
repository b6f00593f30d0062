package xref

import (
	"sort"
	"testing"

	"github.com/locus-dev/locus/internal/syntax"
)

// TestRulesNameRealNodes catches misspelt node types and fields in the data
// files: each must exist in at least one of the grammars its file is for
// (a file may serve several, which differ).
func TestRulesNameRealNodes(t *testing.T) {
	tableFor(syntax.Lookup("go"))
	missingIn := map[string]map[string]int{} // file -> name -> languages lacking it
	languages := map[string]int{}
	for _, tb := range tables {
		languages[tb.file]++
		if missingIn[tb.file] == nil {
			missingIn[tb.file] = map[string]int{}
		}
		for name := range tb.missing {
			missingIn[tb.file][name]++
		}
	}
	var bad []string
	for file, names := range missingIn {
		for name, n := range names {
			if n == languages[file] {
				bad = append(bad, file+": "+name)
			}
		}
	}
	sort.Strings(bad)
	for _, b := range bad {
		t.Errorf("%s is in none of the file's grammars", b)
	}
}

// TestEveryLanguageWithCode has rules: the languages without names are the
// data formats.
func TestEveryLanguageWithCode(t *testing.T) {
	data := map[string]bool{"markdown": true, "json": true, "yaml": true, "toml": true}
	for _, name := range syntax.Names() {
		tb := tableFor(syntax.Lookup(name))
		if has := tb != nil; has == data[name] {
			t.Errorf("%s: rules %v, want %v", name, has, !data[name])
		}
	}
}
