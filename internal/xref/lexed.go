// This file reads the names in the text of nodes the grammar leaves
// unparsed as one token (C's macro bodies, a preproc_arg): a rename that
// left the calls inside a macro behind would break every use of it.

package xref

import (
	"regexp"
	"strings"

	"github.com/locus-dev/locus/internal/syntax"
)

// lex reads the identifiers of the unparsed text at h as occurrences:
// each a reference, a call before "(", a member after "." or "->" (with
// the name before as its qualifier). It skips comments, string and
// character literals, numbers, the language's keywords (Lexed.Keywords),
// a function-like macro's parameters, and the operands of # and ##,
// which name no symbol.
func (x *extractor) lex(h syntax.Hit) {
	start, end := h.Start(), h.End()
	if end <= start || end > len(x.s) || h.Ups() == 0 {
		return
	}
	if parent, _, _, _ := h.Up(0); int(parent) >= len(x.t.lexedIn) || !x.t.lexedIn[parent] {
		return // an #error's or #pragma's text
	}
	params := x.macroParams(h)
	text := x.s[start:end]
	row, lineStart := h.Row(), start-h.Column()
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case c == '\n':
			row, lineStart = row+1, start+i+1
			i++
		case c == '"' || c == '\'':
			j := i + 1
			for j < len(text) && text[j] != c && text[j] != '\n' {
				if text[j] == '\\' {
					j++
				}
				j++
			}
			i = j + 1
		case strings.HasPrefix(text[i:], "//"):
			for i < len(text) && text[i] != '\n' {
				i++
			}
		case strings.HasPrefix(text[i:], "/*"):
			j := strings.Index(text[i+2:], "*/")
			if j < 0 {
				return
			}
			for _, r := range text[i : i+2+j] {
				if r == '\n' {
					row++
				}
			}
			if k := strings.LastIndexByte(text[:i+2+j], '\n'); k >= i {
				lineStart = start + k + 1
			}
			i += 2 + j + 2
		case isDigit(c):
			for i < len(text) && isIdent(text[i]) {
				i++
			}
		case isIdentStart(c):
			j := i
			for j < len(text) && isIdent(text[j]) {
				j++
			}
			name := text[i:j]
			before := strings.TrimRight(text[:i], " \t")
			after := strings.TrimLeft(text[j:], " \t")
			pasted := strings.HasSuffix(before, "#") || strings.HasPrefix(after, "##")
			if !pasted && !x.t.keywords[name] && !params[name] && !x.t.ignore[name] {
				off := start + i
				q, role := x.textual(off, off+len(name))
				x.occs = append(x.occs, Occurrence{Name: name, Start: off, Line: row + 1,
					Col: x.column(row, off-lineStart, off), Role: role, Qualifier: q})
			}
			i = j
		default:
			i++
		}
	}
}

// defineParams reads the parameters of a function-like macro's head.
var defineParams = regexp.MustCompile(`^#\s*define\s+\w+\(([^)]*)\)`)

// macroParams are the parameter names of the function-like macro whose
// body h is, none for another node.
func (x *extractor) macroParams(h syntax.Hit) map[string]bool {
	if h.Ups() == 0 {
		return nil
	}
	_, _, at, _ := h.Up(0)
	m := defineParams.FindStringSubmatch(x.s[at:h.Start()])
	if m == nil {
		return nil
	}
	params := map[string]bool{"__VA_ARGS__": true}
	for _, p := range strings.Split(m[1], ",") {
		params[strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(p), "..."))] = true
	}
	return params
}

func isDigit(c byte) bool      { return '0' <= c && c <= '9' }
func isIdentStart(c byte) bool { return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isIdent(c byte) bool      { return isIdentStart(c) || isDigit(c) }
