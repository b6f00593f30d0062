// This file defines the server's instructions: how a model should work
// with the tools a server serves.

package mcpserver

import (
	_ "embed"
	"slices"
	"strings"

	"github.com/locus-dev/locus/internal/tools"
)

// instructionsText is the instructions of a server of every group. A line
// that opens with groups in braces ("{read,edit} ...") is about their
// tools, and is left out when none of them is served.
//
//go:embed instructions.md
var instructionsText string

// instructionsFor returns the instructions for a server of the groups (nil:
// every group).
func instructionsFor(groups []tools.Group) string {
	var out []string
	for _, line := range strings.Split(strings.TrimSpace(instructionsText), "\n") {
		if rest, ok := strings.CutPrefix(line, "{"); ok {
			names, text, _ := strings.Cut(rest, "} ")
			if !servesAny(groups, strings.Split(names, ",")) {
				continue
			}
			line = text
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}

// servesAny reports whether groups (nil: every group) holds one of names.
func servesAny(groups []tools.Group, names []string) bool {
	for _, n := range names {
		if groups == nil || slices.Contains(groups, tools.Group(n)) {
			return true
		}
	}
	return false
}
