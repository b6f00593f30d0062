// This file defines locate and locate_range (seed 004).

package tools

import (
	"context"
	"encoding/json"

	"github.com/locus-dev/locus/internal/locate"
)

type locateIn struct {
	Locate any `json:"locate" jsonschema:"where: the string PATH[:SCOPE][@FIND], e.g. utils.py:process@return <|>result (SCOPE a line, a range 10-20 or a symbol path A.b; FIND text matched token by token, <|> marking the place), or an object {path, scope: {line | lines | symbol_path}, find, find_index}"`
}

func init() {
	register(Define("locate",
		"Turn a description of a place into an exact position: path:line:column (1-based, code points) with the line and a caret, "+
			"and the LSP position (0-based, UTF-16). A symbol scope without find gives the symbol's name; a line scope its first non-blank character; "+
			"a find gives its <|> marker's place or its start. The answer says how many matches the find had; find_index picks another.",
		Annotations{ReadOnly: true, Idempotent: true},
		func(ctx context.Context, env *Env, in locateIn) (*Result, error) { return runLocate(env, in, false) }))
	register(Define("locate_range",
		"Like locate, but a range: the text the find matched, or a symbol's whole range (symbol scope without find), or the lines of a line scope.",
		Annotations{ReadOnly: true, Idempotent: true},
		func(ctx context.Context, env *Env, in locateIn) (*Result, error) { return runLocate(env, in, true) }))
}

func runLocate(env *Env, in locateIn, asRange bool) (*Result, error) {
	l := &locate.Locator{Root: env.Root}
	text, ok := in.Locate.(string)
	if !ok {
		b, err := json.Marshal(in.Locate)
		if err != nil {
			return nil, err
		}
		text = string(b)
	}
	spec, err := l.Parse(text)
	if err != nil {
		return nil, err
	}
	var res *locate.Result
	if asRange {
		res, err = l.LocateRange(spec)
	} else {
		res, err = l.Locate(spec)
	}
	if err != nil {
		return nil, err
	}
	return &Result{Text: res.Text(), Structured: res}, nil
}
