// This file defines locate and locate_range: a described place to a
// position or a range.

package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/index"
	"github.com/locus-dev/locus/internal/locate"
)

type locateIn struct {
	Locate any `json:"locate" jsonschema:"where: the string PATH[:SCOPE][@FIND], e.g. utils.py:process@return <|>result (SCOPE a line, a range 10-20 or a symbol path A.b; FIND text matched token by token, <|> marking the place), *:SYMBOL[@FIND] for a symbol in whatever file defines it (*:Server.Serve), or an object {path, scope: {line | lines | symbol_path}, find, find_index}"`
}

// locateSchema is the schema of the locate argument: the string syntax, or
// the object form.
func locateSchema() *jsonschema.Schema {
	str := &jsonschema.Schema{Type: "string"}
	obj := &jsonschema.Schema{Type: "object", Required: []string{"path"}, Properties: map[string]*jsonschema.Schema{
		"path": {Type: "string", Description: "the file"},
		"scope": {Type: "object", Description: "one of line, lines, symbol_path", Properties: map[string]*jsonschema.Schema{
			"line":        {Type: "integer"},
			"lines":       {Type: "string", Description: "a range: 10-20, 10,20, L10-20"},
			"symbol_path": {AnyOf: []*jsonschema.Schema{{Type: "string"}, {Type: "array", Items: &jsonschema.Schema{Type: "string"}}}},
		}},
		"find":       {Type: "string", Description: "text matched token by token; <|> marks the place"},
		"find_index": {Type: "integer", Description: "which match, from 1"},
	}}
	return &jsonschema.Schema{AnyOf: []*jsonschema.Schema{str, obj}}
}

func init() {
	register(Define("locate",
		"Turn a description of a place into an exact position: path:line:column (1-based, code points) with the line and a caret, "+
			"and the LSP position (0-based, UTF-16). A symbol scope without find gives the symbol's name; a line scope its first non-blank character; "+
			"a find gives its <|> marker's place or its start. The answer says how many matches the find had; find_index picks another.",
		Annotations{ReadOnly: true, Idempotent: true},
		func(ctx context.Context, env *Env, in locateIn) (*Result, error) {
			return runLocate(ctx, env, in, false)
		}))
	withSchema(Lookup("locate"), "locate", locateSchema())
	register(Define("locate_range",
		"Like locate, but a range: the text the find matched, or a symbol's whole range (symbol scope without find), or the lines of a line scope.",
		Annotations{ReadOnly: true, Idempotent: true},
		func(ctx context.Context, env *Env, in locateIn) (*Result, error) {
			return runLocate(ctx, env, in, true)
		}))
	withSchema(Lookup("locate_range"), "locate", locateSchema())
}

func runLocate(ctx context.Context, env *Env, in locateIn, asRange bool) (*Result, error) {
	res, err := resolveLocate(ctx, env, in.Locate, asRange)
	if err != nil {
		return nil, err
	}
	return &Result{Text: res.Text(), Structured: res}, nil
}

// resolveLocate resolves a locate argument (the string syntax or the
// object form) to a position, or a range when asRange.
func resolveLocate(ctx context.Context, env *Env, arg any, asRange bool) (*locate.Result, error) {
	l := &locate.Locator{Root: env.Root, Context: ctx, Trees: env.session().Trees()}
	text, ok := arg.(string)
	if !ok {
		b, err := json.Marshal(arg)
		if err != nil {
			return nil, err
		}
		text = string(b)
	}
	var byLines string // the same place by the definition's lines, when a target would be ambiguous
	if rest, ok := strings.CutPrefix(text, anyFile); ok {
		var err error
		if text, byLines, err = bySymbol(ctx, env, rest); err != nil {
			return nil, err
		}
	}
	res, err := locateText(l, text, asRange)
	if fault.CodeOf(err) == fault.TargetAmbiguous && byLines != "" {
		// The index found one definition, but its name is shared by
		// another symbol of its file (a method and a function).
		res, err = locateText(l, byLines, asRange)
	}
	return res, err
}

func locateText(l *locate.Locator, text string, asRange bool) (*locate.Result, error) {
	spec, err := l.Parse(text)
	if err != nil {
		return nil, err
	}
	if asRange {
		return l.LocateRange(spec)
	}
	return l.Locate(spec)
}

// anyFile starts a locate string that names no file: "*:SYMBOL[@FIND]"
// (Server.Serve, http.Serve), resolved through the workspace index.
const anyFile = "*:"

// bySymbol turns "SYMBOL[@FIND]" into "PATH:SYMBOL[@FIND]" through the
// index: one definition of the name gives its file; several are
// TARGET_AMBIGUOUS listing them, none TARGET_NOT_FOUND with the closest.
// byLines names the same place by the definition's lines instead of its
// target: PATH:START-END@FIND, or PATH:LINE@<|>NAME for its name.
func bySymbol(ctx context.Context, env *Env, spec string) (text, byLines string, err error) {
	sym, find, hasFind := strings.Cut(spec, "@")
	sym = strings.TrimSpace(sym)
	if sym == "" {
		return "", "", fault.New(fault.InvalidArgument, "%s%s names no symbol; write *:NAME, such as *:Server.Serve", anyFile, spec)
	}
	idx, err := indexOf(ctx, env)
	if err != nil {
		return "", "", err
	}
	defs, err := idx.Definitions(ctx, sym)
	if err != nil {
		return "", "", err
	}
	switch len(defs) {
	case 0:
		near, _ := idx.Symbols(ctx, index.SymbolQuery{Query: sym, Max: 5})
		var lines []string
		for _, s := range near {
			lines = append(lines, symbolLine(s))
		}
		msg := "no symbol named " + sym + " is defined in the workspace"
		if len(lines) > 0 {
			msg += "; the closest: " + strings.Join(lines, "; ")
		}
		return "", "", fault.New(fault.TargetNotFound, "%s; give one of those names, or the file: PATH:SYMBOL", msg).With("symbol", sym)
	case 1:
	default:
		var lines []string
		for _, d := range defs {
			lines = append(lines, symbolLine(d))
		}
		return "", "", fault.New(fault.TargetAmbiguous, "%d symbols are named %s: %s; name the file (PATH:SYMBOL) or qualify the name", len(defs), sym, strings.Join(lines, "; ")).
			With("symbol", sym).With("candidates", defs)
	}
	d := defs[0]
	text = d.Path + ":" + targetName(d)
	if hasFind {
		return text + "@" + find, fmt.Sprintf("%s:%d-%d@%s", d.Path, d.Line, d.EndLine, find), nil
	}
	return text, fmt.Sprintf("%s:%d@<|>%s", d.Path, d.SelLine, d.Name), nil
}
