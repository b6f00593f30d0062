// This file defines the two agents as their scripts see them: a call
// sends a tool's name and JSON arguments and gets the answer's text, and
// each call is kept, to count its tokens and to check what the agent read.

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/locus-dev/locus/internal/tools"
)

// call is one tool call: what the agent sent and what it read.
type call struct {
	Tool   string
	Args   string // the arguments as JSON
	Result string
	Failed bool
}

// transcript is an agent's calls in one task.
type transcript struct {
	calls []call
}

// record keeps a call and returns its result.
func (t *transcript) record(tool string, args any, result string, err error) (string, error) {
	b, jerr := json.Marshal(args)
	if jerr != nil {
		panic(jerr)
	}
	c := call{Tool: tool, Args: string(b), Result: result}
	if err != nil {
		c.Result, c.Failed = err.Error(), true
	}
	t.calls = append(t.calls, c)
	return result, err
}

// seen is everything the agent read, for checking that a reading task's
// answer was in front of it.
func (t *transcript) seen() string {
	var sb strings.Builder
	for _, c := range t.calls {
		sb.WriteString(c.Result)
		sb.WriteByte('\n')
	}
	return sb.String()
}

// baseline is the agent with Grep, Read, Edit and Write over its workspace.
type baseline struct {
	transcript
	root string
}

func (a *baseline) Grep(g grepArgs) (string, error) {
	out, err := grep(a.root, g)
	return a.record("Grep", g, out, err)
}

func (a *baseline) Read(r readArgs) (string, error) {
	out, err := read(a.root, r)
	return a.record("Read", r, out, err)
}

func (a *baseline) Edit(e editArgs) (string, error) {
	out, err := edit(a.root, e)
	return a.record("Edit", e, out, err)
}

// locusAgent is the agent with locus's tools, called in process as the
// MCP server calls them; an error is the text the server would send.
type locusAgent struct {
	transcript
	env *tools.Env
}

// Call calls the tool name with args (a struct or map marshalled to JSON).
func (a *locusAgent) Call(name string, args any) (string, error) {
	t := tools.Lookup(name)
	if t == nil {
		panic("no locus tool " + name)
	}
	raw, err := json.Marshal(args)
	if err != nil {
		panic(err)
	}
	res, err := t.Call(context.Background(), a.env, raw)
	if err != nil {
		return a.record(name, args, "", fmt.Errorf("%s", tools.ErrorResult(err).Text))
	}
	return a.record(name, args, res.Text, nil)
}

// obj is a tool call's arguments.
type obj = map[string]any

// hit is a line of Grep's content output with -n.
type hit struct {
	Path string
	Line int
	Text string
}

var hitLine = regexp.MustCompile(`^(.+?):(\d+):(.*)$`)

// hits parses Grep's content output with -n.
func hits(out string) []hit {
	var hs []hit
	for _, l := range strings.Split(out, "\n") {
		m := hitLine.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		n, _ := strconv.Atoi(m[2])
		hs = append(hs, hit{m[1], n, m[3]})
	}
	return hs
}

// numbered parses Read's output: line number -> text.
func numbered(out string) map[int]string {
	lines := map[int]string{}
	for _, l := range strings.Split(out, "\n") {
		num, text, ok := strings.Cut(l, "\t")
		if !ok {
			continue
		}
		n, err := strconv.Atoi(strings.TrimSpace(num))
		if err != nil {
			continue
		}
		lines[n] = text
	}
	return lines
}

// indent is the width of s's leading white space.
func indent(s string) int { return len(s) - len(strings.TrimLeft(s, " \t")) }

// blockEnd is where the declaration starting at line start ends, as an
// agent reads it off numbered lines: for Go the first line that is "}" at
// the declaration's indent (or the start line itself when it closes
// there); for Python the last non-blank line before the first non-blank
// line indented no deeper than the def. ok is false when the lines read do
// not reach the end.
func blockEnd(lang string, lines map[int]string, start int) (end int, ok bool) {
	first, ok := lines[start]
	if !ok {
		return 0, false
	}
	if lang == "go" {
		if strings.HasSuffix(first, "}") {
			return start, true
		}
		closing := strings.Repeat("\t", indent(first)) + "}"
		for n := start + 1; ; n++ {
			l, ok := lines[n]
			if !ok {
				return 0, false
			}
			if l == closing {
				return n, true
			}
		}
	}
	last := start
	open := strings.Count(first, "(") - strings.Count(first, ")") // a signature over several lines
	for n := start + 1; ; n++ {
		l, ok := lines[n]
		if !ok {
			return 0, false
		}
		if open > 0 {
			open += strings.Count(l, "(") - strings.Count(l, ")")
			last = n
			continue
		}
		if strings.TrimSpace(l) == "" {
			continue
		}
		if indent(l) <= indent(first) {
			return last, true
		}
		last = n
	}
}

// span joins lines from..to as the file holds them.
func span(lines map[int]string, from, to int) string {
	var sb strings.Builder
	for n := from; n <= to; n++ {
		sb.WriteString(lines[n])
		sb.WriteByte('\n')
	}
	return sb.String()
}

// window is how many lines the baseline reads at a time when it reads a
// declaration whose end it does not know (-window).
var window = 80

// readBlock reads the declaration at line start of path in windows of
// lines, from before lines above it, until its end shows, and returns the
// lines read and its end.
func (a *baseline) readBlock(lang, path string, start, before int) (map[int]string, int, error) {
	lines := map[int]string{}
	from, limit := max(start-before, 1), window+before
	for {
		out, err := a.Read(readArgs{Path: path, Offset: from, Limit: limit})
		if err != nil {
			return nil, 0, err
		}
		for n, l := range numbered(out) {
			lines[n] = l
		}
		if end, ok := blockEnd(lang, lines, start); ok {
			return lines, end, nil
		}
		if len(numbered(out)) < limit {
			return nil, 0, fmt.Errorf("the end of the declaration at %s:%d is not in the file", path, start)
		}
		from, limit = from+limit, window
	}
}

// editUnique edits lines from..to of path (as read) into repl, with as
// little context as Edit accepts: it sends the lines alone, and while Edit
// answers that the text is not unique, adds the line above and the line
// below (read in lines) and tries again.
func (a *baseline) editUnique(path string, lines map[int]string, from, to int, repl string) error {
	above, below := "", ""
	for {
		_, err := a.Edit(editArgs{Path: path, Old: above + span(lines, from, to) + below, New: above + repl + below})
		if err == nil {
			return nil
		}
		if !strings.HasPrefix(err.Error(), "Found ") {
			return err
		}
		la, oka := lines[from-1-strings.Count(above, "\n")]
		lb, okb := lines[to+1+strings.Count(below, "\n")]
		if !oka && !okb {
			return fmt.Errorf("no more context read around %s:%d", path, from)
		}
		if oka {
			above = la + "\n" + above
		}
		if okb {
			below = below + lb + "\n"
		}
	}
}
