// This file defines the flags of views: their names, derived from the
// tools' parameters, their help, and their kinds, read off the tools'
// input schemas.

package cli

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/locus-dev/locus/internal/tools"
)

// flagNames names the flags of parameters whose command-line word is not
// the parameter's own name with "-" for "_"; tool.param names one tool's.
var flagNames = map[string]string{
	"max_items": "max", "max_tokens": "tokens", "include_declaration": "no-declaration",
	"code_actions.apply": "action", "start_line": "start", "end_line": "end",
	"return_children": "children", "include_hover": "hover",
	"old_text": "old", "new_text": "new",
}

// negated are the flags that send the opposite of their value.
var negated = map[string]bool{"no-declaration": true}

// flagHelp is the help of flags whose command line says more than their
// parameter's schema; the others show the schema's description.
var flagHelp = map[string]string{
	"mode":                 "definition: definition, declaration, type_definition or implementation",
	"max":                  "references, completion, workspace_symbols: at most `N` items",
	"offset":               "references: skip `N` first",
	"no-declaration":       "references: leave out the declaration",
	"lines-only":           "references: a line per file with its lines, no code",
	"apply":                "rename, format: write the change (default: print the diff)",
	"action":               "code_actions: apply the action with this index or `TITLE`",
	"locate":               "format: only the range this `SPEC` names",
	"source":               "definition, references, rename: `lsp` or index (default: the server if installed, else the index); workspace_symbols: index or lsp",
	"kind":                 "workspace_symbols: only these `KINDS`, comma-separated",
	"path":                 "workspace_symbols: only files under this folder or matching this `GLOB`",
	"depth":                "callers, callees: how many levels (`N`)",
	"tokens":               "repo_map: the budget in `N` o200k tokens",
	"skeleton":             "the file's outline; with a range, also collapse imports, exports, comments and directives",
	"target":               "read this structure (repeat for several)",
	"recursive":            "with --target: nested symbols in full, not as stubs",
	"start":                "first line of a structured range",
	"end":                  "last line of a structured range",
	"children":             "nested symbols: no, yes, or auto (members of types, not locals of functions)",
	"format":               "table or json",
	"hover":                "add HOVER_INFO: the signature and doc comment",
	"index-base":           "1 for 1-based lines and columns, 0 for the LSP form (0-based, UTF-16)",
	"dry-run":              "print the unified diff and write nothing",
	"reject-syntax-errors": "refuse an edit whose result has syntax errors instead of writing it with a warning",
	"content":              "the new code, at zero indent (\"-\" reads standard input)",
	"old":                  "the exact text to replace",
	"new":                  "the replacement text",
	"expected-count":       "replace-all-text: the number of occurrences expected",
	"json":                 "print the structured result (or the error object) as JSON",
	"accept-syntax-errors": "exit 0, not 3, when the edit is written with new syntax errors",
	"content-file":         "read the new code from `FILE`",
	"old-file":             "read the text to replace from `FILE`",
	"new-file":             "read the replacement text from `FILE`",
	"steps":                "undo the last `N` transactions, as one",
	"list":                 "list the recent transactions instead",
}

// helpOf is the help of fam's flag.
func (fam *family) helpOf(flag string) string {
	if h, ok := fam.help[flag]; ok {
		return h
	}
	return flagHelp[flag]
}

// flagName is the flag of a tool's parameter.
func flagName(tool, param string) string {
	if f, ok := flagNames[tool+"."+param]; ok {
		return f
	}
	if f, ok := flagNames[param]; ok {
		return f
	}
	return strings.ReplaceAll(param, "_", "-")
}

// toolArg names a tool's parameter as the command line writes it, for the
// hints of an answer ("call again with --offset 4"): its flag, or locus
// read for the tool file_read.
func toolArg(param string) string {
	if param == "file_read" {
		return "locus read"
	}
	return "--" + flagName("", param)
}

// flagParam is a flag of a family: the parameter it sets, and its kind.
type flagParam struct {
	param string
	kind  string // "boolean", "integer", "string" or "list" (a string or a list of them)
	help  string
}

// schemaKind is the flag kind of a parameter's schema.
func schemaKind(s *jsonschema.Schema) string {
	switch {
	case s.Type != "":
		return s.Type
	case slices.Contains(s.Types, "array"):
		return "list"
	}
	return "string" // a string or an object (locate), given as a string
}

// flags derives the family's flags from its tools' input schemas.
func (fam *family) flags() map[string]flagParam {
	out := map[string]flagParam{}
	for _, v := range fam.views {
		for _, tool := range append([]string{v.tool}, mapValues(v.also)...) {
			schema := tools.Lookup(tool).InputSchema()
			for param, s := range schema.Properties {
				if slices.Contains(v.params, param) || slices.Contains(v.params, param+"?") {
					continue
				}
				name := flagName(tool, param)
				kind := schemaKind(s)
				if old, ok := out[name]; ok && (old.kind != kind || old.param != param) {
					panic(fmt.Sprintf("cli: flag --%s is both %s %s and %s %s", name, old.param, old.kind, param, kind))
				}
				help := fam.helpOf(name)
				if help == "" {
					help = s.Description
				}
				out[name] = flagParam{param: param, kind: kind, help: help}
			}
		}
	}
	return out
}

func mapValues(m map[string]string) []string {
	var out []string
	for _, v := range m {
		out = append(out, v)
	}
	sort.Strings(out)
	return out
}

// list collects the values of a repeated flag.
type list []string

func (l *list) String() string     { return strings.Join(*l, ", ") }
func (l *list) Set(s string) error { *l = append(*l, s); return nil }
func (l *list) Get() any           { return []string(*l) }
