// This file defines file_read: a whole file, its skeleton, a
// structured line range, or structures by target.

package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/outline"
	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/textpos"
)

type fileReadIn struct {
	Path      string `json:"path"`
	Target    any    `json:"target,omitempty" jsonschema:"a target or a list"`
	StartLine *int   `json:"start_line,omitempty"`
	EndLine   *int   `json:"end_line,omitempty"`
	Skeleton  bool   `json:"skeleton,omitempty" jsonschema:"with a range: stub imports, comments too"`
	Recursive bool   `json:"recursive,omitempty" jsonschema:"nested symbols in full"`
}

func init() {
	register(Read, withSchema(Define("file_read",
		"Read a file: skeleton, its outline (start here); target, named structures; start_line/end_line, lines; or all. "+
			"Symbols inside are stubs naming their target. A folder lists its files and symbols.",
		Annotations{ReadOnly: true, Idempotent: true},
		func(ctx context.Context, env *Env, in fileReadIn) (*Result, error) {
			targets, err := targetList(in.Target)
			if err != nil {
				return nil, err
			}
			for _, l := range []struct {
				name string
				line *int
			}{{"start_line", in.StartLine}, {"end_line", in.EndLine}} {
				if l.line != nil && *l.line < 1 {
					return nil, fault.New(fault.InvalidArgument, "%s is %d, but lines count from 1 (the file's first line); send 1 or more", env.arg(l.name), *l.line)
				}
			}
			ranged := in.StartLine != nil || in.EndLine != nil
			if len(targets) > 0 && ranged {
				return nil, fault.New(fault.InvalidArgument,
					"target and start_line/end_line exclude each other; read a structure by target, or lines by range")
			}
			if dir, ok := folder(env, in.Path); ok {
				if len(targets) > 0 || ranged || in.Skeleton {
					return nil, fault.New(fault.InvalidArgument, "%s is a folder: it is read as a list of its files; leave out target, the range and skeleton, or name a file in it", in.Path)
				}
				return readFolder(ctx, env, dir)
			}
			f, err := env.Root.ReadFile(in.Path)
			if err != nil {
				return nil, err
			}
			path := f.Path.Rel()
			if in.Skeleton && !ranged && len(targets) == 0 {
				m, err := env.session().Trees().Model(ctx, path, f.Text)
				if err != nil {
					return nil, err
				}
				return skeleton(env, m, f.Text), nil
			}
			tree, terr := env.session().Trees().Build(ctx, path, f.Text)
			if terr != nil && fault.CodeOf(terr) != fault.LanguageUnsupported {
				return nil, terr
			}
			switch {
			case len(targets) > 0:
				if terr != nil {
					return nil, terr
				}
				return readTargets(tree, targets, in.Recursive, env.readHint(path))
			case ranged:
				return readRange(path, f.Text, tree, in.StartLine, in.EndLine, in.Skeleton, env.readHint(path))
			}
			return &Result{Text: string(f.Text), Structured: map[string]any{"path": path, "total_lines": textpos.LineTotal(f.Text), "bytes": len(f.Text)}}, nil
		}), "target", &jsonschema.Schema{Types: []string{"string", "array"}, Items: &jsonschema.Schema{Type: "string"}}))
}

// skeleton is a file's outline as env's caller asks for it: with the
// model's summary or the whole model.
func skeleton(env *Env, m *outline.File, text []byte) *Result {
	res := &Result{Text: outline.Skeleton(m, text), Structured: skeletonSummary(m)}
	if env.Model {
		res.Structured = m
	}
	return res
}

// skeletonSummary is the structured side of a skeleton: the file's facts.
// The text is the skeleton; the whole model, symbols and all, is what
// `locus outline --json` prints (as structured content here it would cost
// the client more to decode than the text itself).
func skeletonSummary(m *outline.File) map[string]any {
	n := 0
	var count func(ss []*outline.Symbol)
	count = func(ss []*outline.Symbol) {
		for _, s := range ss {
			n++
			count(s.Children)
		}
	}
	count(m.Symbols)
	return map[string]any{"path": m.Path, "language": m.Language, "total_lines": m.TotalLines,
		"parse_errors": m.ParseErrors, "symbols": n, "imports": len(m.Imports), "exports": len(m.Exports)}
}

// targetList reads target: one string, or a list of strings.
func targetList(v any) ([]string, error) {
	switch t := v.(type) {
	case nil:
		return nil, nil
	case string:
		return []string{t}, nil
	case []any:
		var out []string
		for _, x := range t {
			s, ok := x.(string)
			if !ok {
				return nil, fault.New(fault.InvalidArgument, "target is a list holding %v; send a string or a list of strings", x)
			}
			out = append(out, s)
		}
		if len(out) == 0 {
			return nil, fault.New(fault.InvalidArgument, "target is an empty list; name at least one structure, or leave target out")
		}
		return out, nil
	}
	return nil, fault.New(fault.InvalidArgument, "target is %v; send a string or a list of strings", v)
}

// readRange renders lines of a file (of 1 or more): checked, the end cut at the file's,
// snapped to whole blocks, symbols as stubs, read inside the innermost
// symbol that holds them all (which the header names). A file in no known
// language reads as its raw lines.
func readRange(path string, text []byte, tree *target.Tree, startP, endP *int, collapse bool, hint func(string) string) (*Result, error) {
	total := textpos.LineTotal(text)
	if total == 0 {
		return &Result{Text: "(the file is empty)\n",
			Structured: map[string]any{"path": path, "total_lines": 0, "text": ""}}, nil
	}
	if startP != nil && endP != nil && *startP > *endP {
		return nil, fault.New(fault.InvalidArgument, "start_line %d is after end_line %d; send the first line first", *startP, *endP)
	}
	start, end := 1, total
	if startP != nil {
		start = *startP
		if start > total {
			return nil, fault.New(fault.InvalidArgument, "start_line %d is past the end of %s, which has %d lines; send a line from 1 to %d", *startP, path, total, total)
		}
	}
	if endP != nil {
		end = min(*endP, total)
	}
	rng, err := textpos.LinesOf(start, end)
	if err != nil {
		return nil, err
	}
	var body, where string
	structured := map[string]any{"path": path}
	if tree != nil {
		rng = outline.Snap(tree.Model, rng)
		start, end = rng.Ints()
		names := tree.SymbolTargets()
		body = outline.StructuredRange(tree.Model, text, rng,
			outline.RangeOptions{Collapse: collapse, Name: names, Hint: hint})
		// The header names the innermost symbol around the range that a
		// target reads (a YAML key in a list item may be none).
		chain := outline.Within(tree.Model, rng)
		for i := len(chain) - 1; i >= 0; i-- {
			if inside, lines := names(chain[i]); inside != "" {
				where = fmt.Sprintf(", inside %s (%s)", inside, linesWord(lines))
				structured["inside"] = map[string]any{"target": inside, "kind": chain[i].Kind, "lines": lines}
				break
			}
		}
	} else {
		lines := strings.Split(string(text), "\n")
		body = strings.Join(lines[start-1:end], "\n") + "\n"
	}
	head := fmt.Sprintf("lines %d-%d of %d%s\n", start, end, total, where)
	structured["lines"], structured["total_lines"], structured["text"] = rng, total, body
	return &Result{Text: head + body, Structured: structured}, nil
}

// linesWord is "line N" or "lines A-B".
func linesWord(l textpos.LineRange) string {
	if l.Len() == 1 {
		return "line " + l.String()
	}
	return "lines " + l.String()
}

// match is one structure a target read found.
type match struct {
	Target string            `json:"target"`
	Kind   string            `json:"kind"`
	Lines  textpos.LineRange `json:"lines"`
	Text   string            `json:"text"`
}

// readTargets reads each target's structures: their whole lines, with
// nested symbols as stubs unless recursive.
func readTargets(tree *target.Tree, targets []string, recursive bool, hint func(string) string) (*Result, error) {
	var b strings.Builder
	var matches []match
	fallback := false
	lines := strings.Split(string(tree.Text), "\n")
	more := 0
	var names target.Namer // a class of thousands of methods names each once
	for _, tg := range targets {
		found, err := tree.Find(tg)
		if err != nil {
			return nil, err
		}
		if found.Fallback {
			fallback = true
			fmt.Fprintf(&b, "(no structure at the full path %s; these match its last level elsewhere)\n", target.Format(found.Levels))
		}
		for i, s := range found.Matches {
			if b.Len() > target.ReadBudget {
				more += len(found.Matches) - i
				break
			}
			first, last := s.Lines().Ints()
			text := structureText(tree, &names, lines, s, recursive, hint)
			m := match{Target: names.Target(s), Kind: s.Kind, Lines: s.Lines(), Text: text}
			matches = append(matches, m)
			fmt.Fprintf(&b, "== %s (%s, lines %d-%d)\n%s\n", m.Target, m.Kind, first, last, text)
		}
	}
	structured := map[string]any{"path": tree.Path, "matches": matches, "fallback": fallback}
	if more > 0 {
		fmt.Fprintf(&b, "(%d more matches not shown: the answer stops past %d KB; name one by its full path)\n", more, target.ReadBudget>>10)
		structured["more"] = more
	}
	return &Result{Text: b.String(), Structured: structured}, nil
}

// structureText is a structure's whole lines, of the file's lines; unless
// recursive, the lines of the symbols inside it are stubs, indented as
// they are.
func structureText(tree *target.Tree, names *target.Namer, lines []string, s *target.Structure, recursive bool, hint func(string) string) string {
	first, last := s.Lines().Ints()
	if s.IsRoot() {
		first, last = 1, textpos.LineTotal(tree.Text)
	}
	var out []string
	// The symbols inside that span several lines (methods, nested types,
	// subsections) fold; one-line ones (fields) are shown as they are.
	var kids []*target.Structure
	if !recursive && !s.IsRoot() {
		for _, c := range s.Children {
			if cs, ce := c.Lines().Ints(); c.Symbol != nil && ce > cs && cs > first {
				kids = append(kids, c)
			}
		}
	}
	for l := first; l <= last && l <= len(lines); l++ {
		stubbed := false
		for len(kids) > 0 {
			cs, ce := kids[0].Lines().Ints()
			if cs > l {
				break
			}
			if cs == l {
				indent := lines[l-1][:len(lines[l-1])-len(strings.TrimLeft(lines[l-1], " \t"))]
				for _, st := range outline.SymbolStub(kids[0].Kind, names.Target(kids[0]), kids[0].Lines(), hint) {
					out = append(out, indent+st)
				}
				l = max(l, ce)
				stubbed = true
			}
			kids = kids[1:]
		}
		if !stubbed {
			out = append(out, lines[l-1])
		}
	}
	return strings.Join(out, "\n")
}

// readHint is how the answers about the file at path say to read a
// stubbed structure: env's ReadHint, else nothing (a stub names
// file_read's target).
func (env *Env) readHint(path string) func(string) string {
	if env.ReadHint == nil {
		return nil
	}
	return func(target string) string { return env.ReadHint(target, path) }
}
