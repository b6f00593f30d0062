// This file defines locate and locate_range: a described place to a
// position or a range.

package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/index"
	"github.com/locus-dev/locus/internal/locate"
)

type locateIn struct {
	Locate any `json:"locate"`
}

// locateDoc is the description of a locate argument that says nothing
// more particular. It names the syntax itself: the locate tool, which
// explains it, may be left out of the server.
const locateDoc = "path:Symbol[@<|>text]"

// locateSchema is the schema of the locate argument: the string syntax, or
// the object form, which the locate package reads and checks (a nested
// schema of its own would cost every tool that takes a place its tokens).
func locateSchema() *jsonschema.Schema {
	return &jsonschema.Schema{Types: []string{"string", "object"}}
}

// withLocate registers a tool of group g whose input has a locate
// argument, with the locate schema (and locateDoc when its field has no
// description).
func withLocate(g Group, t *Tool) {
	register(g, t)
	withSchema(t, "locate", locateSchema())
	t.edit(func(s *jsonschema.Schema) {
		if p := s.Properties["locate"]; p.Description == "" && !strings.HasPrefix(t.Name, "locate") {
			p.Description = locateDoc
		}
	})
}

func init() {
	withLocate(Read, Define("locate",
		"A place's exact position: path:line:column (1-based), the line with a caret, the LSP position. "+
			"locate: PATH[:SCOPE][@FIND], SCOPE a line, range, line:column or symbol path, FIND text matched by tokens, <|> at the place; "+
			"or {path, scope: {line|lines|symbol_path}, find, find_index}.",
		Annotations{ReadOnly: true, Idempotent: true},
		func(ctx context.Context, env *Env, in locateIn) (*Result, error) {
			return runLocate(ctx, env, in, false)
		}))
	withLocate(Read, Define("locate_range",
		"Like locate, a range: the find's match, a symbol's whole range, or the scope's lines.",
		Annotations{ReadOnly: true, Idempotent: true},
		func(ctx context.Context, env *Env, in locateIn) (*Result, error) {
			return runLocate(ctx, env, in, true)
		}))
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
	var byLines string // the same place by the definition's lines, when its target is ambiguous or names nothing
	if rest, ok := strings.CutPrefix(text, anyFile); ok {
		var err error
		if text, byLines, err = bySymbol(ctx, env, rest); err != nil {
			return nil, err
		}
	}
	res, err := locateText(l, text, asRange)
	if code := fault.CodeOf(err); (code == fault.TargetAmbiguous || code == fault.TargetNotFound) && byLines != "" {
		// The index found one definition, but its name is shared by
		// another symbol of its file (a method and a function), or its
		// qualified name is no target of the file (N.F.Helper in C#'s
		// namespace N.F, whose name holds the dot).
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

// nthOf splits "NAME[N]" into NAME and N (N from 1); other names have 0.
func nthOf(sym string) (string, int) {
	open := strings.LastIndexByte(sym, '[')
	if open <= 0 || !strings.HasSuffix(sym, "]") {
		return sym, 0
	}
	n, err := strconv.Atoi(sym[open+1 : len(sym)-1])
	if err != nil || n < 1 {
		return sym, 0
	}
	return sym[:open], n
}

// anyFile starts a locate string that names no file: "*:SYMBOL[@FIND]"
// (Server.Serve, http.Serve), resolved through the workspace index.
const anyFile = "*:"

// bySymbol turns "SYMBOL[@FIND]" into "PATH:SYMBOL[@FIND]" through the
// index: one definition of the name gives its file; several are
// TARGET_AMBIGUOUS listing them, unless "SYMBOL[N]" picks the N-th of that
// list (overloads share a name and a file); none is TARGET_NOT_FOUND with
// the closest. byLines names the same place by the definition's lines
// instead of its target: PATH:START-END@FIND, or PATH:LINE@<|>NAME for its
// name.
func bySymbol(ctx context.Context, env *Env, spec string) (text, byLines string, err error) {
	sym, find, hasFind := strings.Cut(spec, "@")
	sym = strings.TrimSpace(sym)
	if sym == "" {
		return "", "", fault.New(fault.InvalidArgument, "%s%s names no symbol; write *:NAME, such as *:Server.Serve", anyFile, spec)
	}
	d, err := definitionOf(ctx, env, sym, "the file: PATH:SYMBOL", "name the file (PATH:SYMBOL), qualify the name, or pick one of these by its place: "+anyFile)
	if err != nil {
		return "", "", err
	}
	text = d.Path + ":" + targetName(d)
	if hasFind {
		return text + "@" + find, fmt.Sprintf("%s:%d-%d@%s", d.Path, d.Range.Start().Int(), d.Range.End().Int(), find), nil
	}
	byLines = fmt.Sprintf("%s:%d@<|>%s", d.Path, d.Selection.Line().Int(), d.Name)
	if strings.HasSuffix(d.QName, "::"+d.Name) {
		// Ruby's class RDoc::Markup::ToHtml: its target's position is the
		// path's start, RDoc; the name is ToHtml
		return byLines, byLines, nil
	}
	return text, byLines, nil
}

// definitionOf is the one definition the index lists for sym ("NAME",
// "Type.Method", "NAME[N]" for the N-th of several): none is
// TARGET_NOT_FOUND naming the closest, several TARGET_AMBIGUOUS listing
// them. The advice names the file as file says, and pick says what to do
// with several, ending where NAME[1] follows.
func definitionOf(ctx context.Context, env *Env, sym, file, pick string) (index.Symbol, error) {
	idx, err := indexOf(ctx, env)
	if err != nil {
		return index.Symbol{}, err
	}
	name, nth := nthOf(sym)
	defs, err := idx.Definitions(ctx, name)
	if err != nil {
		return index.Symbol{}, err
	}
	// a function's prototypes and its definition are one candidate, the
	// definition; a heading or a key of its name is none
	defs = index.Code(index.Bodies(defs))
	switch {
	case len(defs) == 0:
		near, _ := idx.Symbols(ctx, index.SymbolQuery{Query: name, Max: 5})
		var lines []string
		for _, s := range near {
			lines = append(lines, listed(s))
		}
		msg := "no symbol named " + name + " is defined in the workspace"
		if len(lines) > 0 {
			return index.Symbol{}, fault.New(fault.TargetNotFound, "%s; the closest: %s; give one of those names, or %s", msg, strings.Join(lines, "; "), file).With("symbol", name)
		}
		return index.Symbol{}, fault.New(fault.TargetNotFound, "%s; look for it with workspace_symbols, or give %s", msg, file).With("symbol", name)
	case nth > len(defs):
		return index.Symbol{}, fault.New(fault.TargetNotFound, "%s picks definition %d of %s, which has %d; pick one from 1 to %d",
			sym, nth, name, len(defs), len(defs)).With("symbol", name)
	case nth > 0:
		return defs[nth-1], nil
	case len(defs) > 1:
		var lines []string
		for _, d := range defs {
			lines = append(lines, listed(d))
		}
		return index.Symbol{}, fault.New(fault.TargetAmbiguous, "%d symbols are named %s: %s; %s%s[1]",
			len(defs), name, strings.Join(lines, "; "), pick, name).
			With("symbol", name).With("candidates", defs)
	}
	return defs[0], nil
}

// listed is a symbol's line in a list joined by "; ": without the ";"
// that ends a declaration's signature (abstract double scale(double by);).
func listed(s index.Symbol) string { return strings.TrimSuffix(symbolLine(s), ";") }
