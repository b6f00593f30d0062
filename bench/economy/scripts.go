// This file holds the agents' scripts, one per kind of task and agent:
// the calls a careful agent makes, each decided from the task's statement
// and the answers before it (line numbers parsed out of Grep's output, a
// function's end out of Read's, a file out of workspace_symbols'), never
// from what the other agent or the task's expectation knows.

package main

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// runBaseline runs the baseline's script for t; it returns the answer of
// a kCallers task.
func runBaseline(a *baseline, t task, w *want) ([]string, error) {
	switch t.Kind {
	case kRead:
		// Grep the file for the definition's line, then read from it until
		// the function's end shows.
		start, err := a.findDef(t, t.File)
		if err != nil {
			return nil, err
		}
		_, _, err = a.readBlock(t.Lang, t.File, start, 0)
		return nil, err
	case kFile:
		// The declarations' lines are the file's outline.
		pattern := `^(func|type|var|const) `
		if t.Lang == "py" {
			pattern = `^\s*(class|def) `
		}
		_, err := a.Grep(grepArgs{Pattern: pattern, Path: t.File, Mode: "content", N: true})
		return nil, err
	case kFolder:
		// The exported declarations of every file, without line numbers.
		pattern, glob := `^(func|type) (\([^)]*\) )?[A-Z]`, "*.go"
		if t.Lang == "py" {
			pattern, glob = `^(class|def) [A-Za-z]`, "*.py"
		}
		_, err := a.Grep(grepArgs{Pattern: pattern, Path: t.File, Glob: glob, Mode: "content"})
		return nil, err
	case kFindDef:
		// Grep the whole workspace for the definition, then read it.
		path, start, err := a.findDefAnywhere(t)
		if err != nil {
			return nil, err
		}
		_, _, err = a.readBlock(t.Lang, path, start, 0)
		return nil, err
	case kCallers:
		return a.callers(t)
	case kBody:
		// Read the function, then replace it whole: its signature as read,
		// the new body, its last line as read.
		start, err := a.findDef(t, t.File)
		if err != nil {
			return nil, err
		}
		lines, end, err := a.readBlock(t.Lang, t.File, start, 0)
		if err != nil {
			return nil, err
		}
		sig := signatureEnd(t.Lang, lines, start)
		tail := ""
		if t.Lang == "go" {
			tail = lines[end] + "\n"
		}
		_, err = a.Edit(editArgs{Path: t.File, Old: span(lines, start, end), New: span(lines, start, sig) + t.Content + tail})
		return nil, err
	case kInsert:
		// Read the function to find its end, then insert after its last
		// line, with as much context as makes the Edit unique.
		start, err := a.findDef(t, t.File)
		if err != nil {
			return nil, err
		}
		lines, end, err := a.readBlock(t.Lang, t.File, start, 0)
		if err != nil {
			return nil, err
		}
		return nil, a.editUnique(t.File, lines, end, end, lines[end]+"\n\n"+t.Content)
	case kLine:
		// Grep the line; when it is in the file more than once, find the
		// function's start and take the first match after it, read the
		// lines around it and edit with as much context as needed.
		out, err := a.Grep(grepArgs{Pattern: regexp.QuoteMeta(t.Old), Path: t.File, Mode: "content", N: true})
		if err != nil {
			return nil, err
		}
		hs := hits(inFile(t.File, out))
		if len(hs) == 1 {
			_, err = a.Edit(editArgs{Path: t.File, Old: t.Old, New: t.New})
			return nil, err
		}
		start, err := a.findDef(t, t.File)
		if err != nil {
			return nil, err
		}
		at := 0
		for _, h := range hs {
			if h.Line > start {
				at = h.Line
				break
			}
		}
		if at == 0 {
			return nil, fmt.Errorf("no match of %q after line %d", t.Old, start)
		}
		read, err := a.Read(readArgs{Path: t.File, Offset: at - 3, Limit: 7})
		if err != nil {
			return nil, err
		}
		lines := numbered(read)
		return nil, a.editUnique(t.File, lines, at, at, lines[at][:indent(lines[at])]+t.New+"\n")
	case kDelete:
		// Read from a dozen lines above the function (for its doc comment
		// or decorators) to its end, and cut the function with its doc
		// and the blank lines after it.
		start, err := a.findDef(t, t.File)
		if err != nil {
			return nil, err
		}
		lines, end, err := a.readBlock(t.Lang, t.File, start, 12)
		if err != nil {
			return nil, err
		}
		doc := start
		for {
			l, ok := lines[doc-1]
			if !ok || !(strings.HasPrefix(l, "//") || strings.HasPrefix(strings.TrimSpace(l), "@")) {
				break
			}
			doc--
		}
		for {
			l, ok := lines[end+1]
			if !ok || strings.TrimSpace(l) != "" {
				break
			}
			end++
		}
		_, err = a.Edit(editArgs{Path: t.File, Old: span(lines, doc, end), New: ""})
		return nil, err
	case kRange:
		// The task states the lines.
		_, err := a.Read(readArgs{Path: t.File, Offset: w.From, Limit: w.To - w.From + 1})
		return nil, err
	case kRename:
		// Grep the name everywhere; where every match in a file is the
		// whole word, replace all in that file.
		out, err := a.Grep(grepArgs{Pattern: regexp.QuoteMeta(t.Symbol), Path: ".", Mode: "content", N: true})
		if err != nil {
			return nil, err
		}
		word := regexp.MustCompile(`\b` + regexp.QuoteMeta(t.Symbol) + `\b`)
		files := map[string]bool{}
		var order []string
		for _, h := range hits(out) {
			if strings.Count(h.Text, t.Symbol) != len(word.FindAllString(h.Text, -1)) {
				return nil, fmt.Errorf("%s:%d holds %s inside another word; the script has no plan for that", h.Path, h.Line, t.Symbol)
			}
			if !files[h.Path] {
				files[h.Path] = true
				order = append(order, h.Path)
			}
		}
		for _, f := range order {
			if _, err := a.Edit(editArgs{Path: f, Old: t.Symbol, New: t.New, ReplaceAll: true}); err != nil {
				return nil, err
			}
		}
		return nil, nil
	}
	return nil, fmt.Errorf("no baseline script for %s", t.Kind)
}

// defPattern is the regular expression an agent writes for the line that
// declares symbol.
func defPattern(lang, symbol string) string {
	typ, name, method := strings.Cut(symbol, ".")
	if !method {
		name = typ
	}
	if lang == "py" {
		return `^\s*def ` + regexp.QuoteMeta(name) + `\(`
	}
	if method {
		return `^func \([^)]*\b` + regexp.QuoteMeta(typ) + `\) ` + regexp.QuoteMeta(name) + `[(\[]`
	}
	return `^func ` + regexp.QuoteMeta(name) + `[(\[]`
}

// findDef greps path for symbol's declaration and returns its line. A
// Python name declared more than once is told apart by its class (the
// first match after "class C"), or for a plain name by being at the top
// level.
func (a *baseline) findDef(t task, path string) (int, error) {
	out, err := a.Grep(grepArgs{Pattern: defPattern(t.Lang, t.Symbol), Path: path, Mode: "content", N: true})
	if err != nil {
		return 0, err
	}
	return a.pick(t, path, hits(inFile(path, out)))
}

// pick chooses among the declarations Grep found.
func (a *baseline) pick(t task, path string, hs []hit) (int, error) {
	if len(hs) == 1 {
		return hs[0].Line, nil
	}
	if len(hs) == 0 {
		return 0, fmt.Errorf("no declaration of %s found", t.Symbol)
	}
	class, _, method := strings.Cut(t.Symbol, ".")
	if !method {
		for _, h := range hs {
			if indent(h.Text) == 0 {
				return h.Line, nil
			}
		}
		return 0, fmt.Errorf("no top-level declaration of %s", t.Symbol)
	}
	out, err := a.Grep(grepArgs{Pattern: `^class ` + regexp.QuoteMeta(class) + `\b`, Path: path, Mode: "content", N: true})
	if err != nil {
		return 0, err
	}
	cs := hits(inFile(path, out))
	if len(cs) != 1 {
		return 0, fmt.Errorf("class %s found %d times", class, len(cs))
	}
	for _, h := range hs {
		if h.Line > cs[0].Line {
			return h.Line, nil
		}
	}
	return 0, fmt.Errorf("no %s after class %s", t.Symbol, class)
}

// inFile puts the path back on the lines of Grep's answer for one file.
func inFile(path, out string) string {
	return path + ":" + strings.ReplaceAll(out, "\n", "\n"+path+":")
}

// findDefAnywhere greps the workspace for symbol's declaration.
func (a *baseline) findDefAnywhere(t task) (string, int, error) {
	out, err := a.Grep(grepArgs{Pattern: defPattern(t.Lang, t.Symbol), Path: ".", Mode: "content", N: true})
	if err != nil {
		return "", 0, err
	}
	hs := hits(out)
	if len(hs) == 0 {
		return "", 0, fmt.Errorf("no declaration of %s found", t.Symbol)
	}
	paths := map[string]bool{}
	for _, h := range hs {
		paths[h.Path] = true
	}
	if len(paths) > 1 {
		return "", 0, fmt.Errorf("%s is declared in %d files", t.Symbol, len(paths))
	}
	line, err := a.pick(t, hs[0].Path, hs)
	return hs[0].Path, line, err
}

// signatureEnd is the last line of the signature of the declaration at
// start: for Go the first line ending in "{", for Python the first ending
// in ":" once the parentheses are closed.
func signatureEnd(lang string, lines map[int]string, start int) int {
	open := 0
	for n := start; ; n++ {
		l := strings.TrimRight(lines[n], " ")
		open += strings.Count(l, "(") - strings.Count(l, ")")
		if lang == "go" && strings.HasSuffix(l, "{") || lang == "py" && open == 0 && strings.HasSuffix(l, ":") {
			return n
		}
	}
}

var goFuncLine = regexp.MustCompile(`^func (?:\([^)]*?\*?(\w+)(?:\[[^\]]*\])?\) )?(\w+)`)

// callers greps the workspace for calls of the function, then each file
// with calls for its declarations, and names each call by the nearest
// declaration above it (for Python, the chain of enclosing classes and
// defs by indentation).
func (a *baseline) callers(t task) ([]string, error) {
	out, err := a.Grep(grepArgs{Pattern: `\b` + regexp.QuoteMeta(t.Symbol) + `\(`, Path: ".", Mode: "content", N: true})
	if err != nil {
		return nil, err
	}
	def := regexp.MustCompile(defPattern(t.Lang, t.Symbol))
	byFile := map[string][]hit{}
	var files []string
	for _, h := range hits(out) {
		if def.MatchString(h.Text) {
			continue // the declaration itself
		}
		i := strings.Index(h.Text, t.Symbol+"(")
		if t.Lang == "go" && i > 0 && h.Text[i-1] == '.' {
			continue // a method or another package's function of that name
		}
		if strings.HasPrefix(strings.TrimSpace(h.Text), "//") || strings.HasPrefix(strings.TrimSpace(h.Text), "#") {
			continue
		}
		if byFile[h.Path] == nil {
			files = append(files, h.Path)
		}
		byFile[h.Path] = append(byFile[h.Path], h)
	}
	set := map[string]bool{}
	for _, f := range files {
		pattern := `^func `
		if t.Lang == "py" {
			pattern = `^\s*(def|class) `
		}
		out, err := a.Grep(grepArgs{Pattern: pattern, Path: f, Mode: "content", N: true})
		if err != nil {
			return nil, err
		}
		decls := hits(inFile(f, out))
		for _, h := range byFile[f] {
			if name := enclosing(t.Lang, decls, h); name != "" {
				set[name] = true
			}
		}
	}
	return sorted(set), nil
}

// enclosing names the declaration around h among decls (sorted by line).
func enclosing(lang string, decls []hit, h hit) string {
	sort.Slice(decls, func(i, j int) bool { return decls[i].Line < decls[j].Line })
	var above []hit
	for _, d := range decls {
		if d.Line < h.Line {
			above = append(above, d)
		}
	}
	if len(above) == 0 {
		return ""
	}
	if lang == "go" {
		m := goFuncLine.FindStringSubmatch(above[len(above)-1].Text)
		if m == nil {
			return ""
		}
		if m[1] != "" {
			return m[1] + "." + m[2]
		}
		return m[2]
	}
	var names []string
	depth := indent(h.Text)
	for i := len(above) - 1; i >= 0; i-- {
		d := above[i]
		if indent(d.Text) < depth {
			f := strings.Fields(d.Text)
			names = append([]string{strings.FieldsFunc(f[1], func(r rune) bool { return r == '(' || r == ':' })[0]}, names...)
			depth = indent(d.Text)
		}
	}
	return strings.Join(names, ".")
}

// runLocus runs the locus agent's script for t; it returns the answer of a
// kCallers task.
func runLocus(a *locusAgent, t task, w *want) ([]string, error) {
	switch t.Kind {
	case kRead:
		_, err := a.Call("read_structure", obj{"path": t.File, "target": t.Symbol})
		return nil, err
	case kFile:
		_, err := a.Call("file_read", obj{"path": t.File, "skeleton": true})
		return nil, err
	case kFolder:
		// The instructions: for the workspace's shape use repo_map.
		args := obj{}
		if t.File != "." {
			args["path"] = t.File
		}
		_, err := a.Call("repo_map", args)
		return nil, err
	case kFindDef:
		// Read the name wherever it is defined; when several files define
		// it, ask the index where, then read it in the first listed.
		_, err := a.Call("read_structure", obj{"path": "*", "target": t.Symbol})
		if err == nil || !strings.HasPrefix(err.Error(), "TARGET_AMBIGUOUS") {
			return nil, err
		}
		out, err := a.Call("workspace_symbols", obj{"query": t.Symbol})
		if err != nil {
			return nil, err
		}
		path, err := firstSymbolPath(out)
		if err != nil {
			return nil, err
		}
		_, err = a.Call("read_structure", obj{"path": path, "target": t.Symbol})
		return nil, err
	case kCallers:
		out, err := a.Call("callers", obj{"locate": t.File + ":" + t.Symbol})
		if err != nil {
			return nil, err
		}
		return callerNames(out), nil
	case kBody:
		// Read the function (doc comment included), then replace it: the
		// signature as read (decorators too), the new body, the closing
		// line. The doc comment is left out: replace_structure's
		// description says it is kept when the content has none.
		out, err := a.Call("read_structure", obj{"path": t.File, "target": t.Symbol})
		if err != nil {
			return nil, err
		}
		ls := structureLines(out)
		sig := 0
		for i, l := range ls {
			if strings.HasPrefix(strings.TrimSpace(l), "func ") || strings.HasPrefix(strings.TrimSpace(l), "def ") {
				m := map[int]string{}
				for j, l := range ls {
					m[j] = l
				}
				sig = signatureEnd(t.Lang, m, i)
				break
			}
		}
		def := indent(ls[0])
		first := 0
		for first < sig && isComment(t.Lang, ls[first]) {
			first++
		}
		var content strings.Builder
		for _, l := range ls[first : sig+1] {
			content.WriteString(dedent(l, def) + "\n")
		}
		for _, l := range lines(t.Content) {
			content.WriteString(dedent(l, def) + "\n")
		}
		if t.Lang == "go" {
			content.WriteString(dedent(ls[len(ls)-1], def) + "\n")
		}
		_, err = a.Call("replace_structure", obj{"path": t.File, "target": t.Symbol, "content": content.String(), "reject_syntax_errors": true})
		return nil, err
	case kInsert:
		_, err := a.Call("insert_after_structure", obj{"path": t.File, "target": t.Symbol, "content": dedentAll(t.Content), "reject_syntax_errors": true})
		return nil, err
	case kLine:
		_, err := a.Call("replace_text_in_structure", obj{"path": t.File, "target": t.Symbol, "old_text": t.Old, "new_text": t.New, "reject_syntax_errors": true})
		return nil, err
	case kDelete:
		_, err := a.Call("delete_structure", obj{"path": t.File, "target": t.Symbol, "reject_syntax_errors": true})
		return nil, err
	case kRange:
		// A range shows the symbols it holds whole as stubs with their
		// lines, and the lines of those it cuts: read any stub that
		// overlaps the range by target; a stub much longer than the
		// range (a class) is opened first for its members' stubs.
		out, err := a.Call("file_read", obj{"path": t.File, "start_line": w.From, "end_line": w.To})
		if err != nil {
			return nil, err
		}
		var targets []string
		for todo := stubs(out, w.From, w.To); len(todo) > 0; {
			s := todo[0]
			todo = todo[1:]
			if s.end-s.start <= 200 {
				targets = append(targets, s.name)
				continue
			}
			out, err := a.Call("file_read", obj{"path": t.File, "target": s.name})
			if err != nil {
				return nil, err
			}
			todo = append(todo, stubs(out, w.From, w.To)...)
		}
		if len(targets) > 0 {
			_, err = a.Call("file_read", obj{"path": t.File, "target": targets})
		}
		return nil, err
	case kRename:
		// No language server is assumed: rename from the index, by name,
		// written in the one call.
		_, err := a.Call("rename", obj{"locate": t.File + ":" + t.Symbol, "new_name": t.New, "source": "index", "apply": true})
		return nil, err
	}
	return nil, fmt.Errorf("no locus script for %s", t.Kind)
}

// stub is a symbol an answer shows as a stub, and its lines.
type stub struct {
	name       string
	start, end int
}

var stubLine = regexp.MustCompile(`--- (\S+) \(\w+, lines (\d+)-(\d+)\) ---`)

// stubs reads the stubs of an answer that overlap lines from..to.
func stubs(out string, from, to int) []stub {
	var ss []stub
	for _, m := range stubLine.FindAllStringSubmatch(out, -1) {
		start, _ := strconv.Atoi(m[2])
		end, _ := strconv.Atoi(m[3])
		if start <= to && end >= from {
			ss = append(ss, stub{m[1], start, end})
		}
	}
	return ss
}

// firstSymbolPath reads the path of workspace_symbols' first answer line,
// "path:line kind Name - signature".
func firstSymbolPath(out string) (string, error) {
	for _, l := range strings.Split(out, "\n")[1:] {
		if p, rest, ok := strings.Cut(l, ":"); ok && rest != "" && rest[0] >= '0' && rest[0] <= '9' {
			return p, nil
		}
	}
	return "", fmt.Errorf("no symbol in %q", out)
}

// callerNames reads the callers' names, the indented lines of callers'
// answer: "  Name  path:line  (calls at ...)".
func callerNames(out string) []string {
	set := map[string]bool{}
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "  ") {
			if f := strings.Fields(l); len(f) > 0 {
				set[f[0]] = true
			}
		}
	}
	return sorted(set)
}

// structureLines are the lines of read_structure's answer after its
// header, "== Target (lines a-b)".
func structureLines(out string) []string {
	ls := lines(out)
	if len(ls) > 0 && strings.HasPrefix(ls[0], "== ") {
		ls = ls[1:]
	}
	return ls
}

// isComment reports whether l is a comment line of lang.
func isComment(lang, l string) bool {
	l = strings.TrimSpace(l)
	if lang == "py" {
		return strings.HasPrefix(l, "#")
	}
	return strings.HasPrefix(l, "//")
}

// dedent takes n columns of indent off l.
func dedent(l string, n int) string {
	if indent(l) >= n {
		return l[n:]
	}
	return strings.TrimLeft(l, " \t")
}

// dedentAll takes the first line's indent off every line of s.
func dedentAll(s string) string {
	ls := lines(s)
	n := indent(ls[0])
	for i, l := range ls {
		ls[i] = dedent(l, n)
	}
	return joinLines(ls)
}
