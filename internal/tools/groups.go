// This file defines the groups of tools: the sets a server serves or
// leaves out together (`locus mcp --tools`), so that a client that does not
// want the writes or the language servers is not sent their descriptions.

package tools

import (
	"fmt"
	"slices"
	"strings"
)

// Group is a set of tools served or left out together.
type Group string

// The groups. Every tool belongs to exactly one.
const (
	// Read: files by structure, and positions in them.
	Read Group = "read"
	// Index: questions about the whole workspace that the index answers
	// by name (definition and references also ask a language server).
	Index Group = "index"
	// Edit: the structure edits, edit_batch, rename (which also asks a
	// language server) and undo.
	Edit Group = "edit"
	// LSP: the tools only a language server answers.
	LSP Group = "lsp"
)

// Groups are the groups, in the order they are documented.
var Groups = []Group{Read, Index, Edit, LSP}

// ParseGroups reads a comma-separated list of groups ("read,index,lsp").
// "all" is every group.
func ParseGroups(list string) ([]Group, error) {
	var out []Group
	for _, f := range strings.Split(list, ",") {
		g := Group(strings.TrimSpace(f))
		switch {
		case g == "all":
			return Groups, nil
		case slices.Contains(Groups, g):
			if !slices.Contains(out, g) {
				out = append(out, g)
			}
		default:
			return nil, fmt.Errorf("%q is no group of tools; name some of %s, or all", g, groupNames())
		}
	}
	return out, nil
}

func groupNames() string {
	var names []string
	for _, g := range Groups {
		names = append(names, string(g))
	}
	return strings.Join(names, ", ")
}

// In returns the tools of the groups, sorted by name; nil groups is every
// tool.
func In(groups []Group) []*Tool {
	if groups == nil {
		return All()
	}
	var out []*Tool
	for _, t := range All() {
		if slices.Contains(groups, t.Group) {
			out = append(out, t)
		}
	}
	return out
}
