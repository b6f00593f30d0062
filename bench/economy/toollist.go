// This file gets locus's tool list as its MCP server sends it: the
// tools/list result's JSON as written on the wire, and the instructions of
// the initialize result (mcpserver.WireToolList).

package main

import (
	"context"
	"encoding/json"
	"os"

	"github.com/locus-dev/locus/internal/mcpserver"
	"github.com/locus-dev/locus/internal/tools"
)

// locusToolList returns {"tools": [...]} as a locus server of the groups
// of tools (nil: all) writes it, and the instructions.
func locusToolList(groups []tools.Group) (list, instructions string, err error) {
	dir, err := os.MkdirTemp("", "economy-list-")
	if err != nil {
		return "", "", err
	}
	defer os.RemoveAll(dir)
	s := mcpserver.New(mcpserver.Options{Root: dir, NoClientRoots: true, Groups: groups})
	ts, instr, err := mcpserver.WireToolList(context.Background(), s)
	if err != nil {
		return "", "", err
	}
	whole, err := json.Marshal(map[string]any{"tools": ts})
	return string(whole), instr, err
}
