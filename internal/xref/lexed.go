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
// each a reference, a call before "(", a member after ".", "->" or "::"
// (lexedMember). It skips comments, string and character literals (and
// their encoding prefixes, L"x"), numbers, the language's keywords
// (fileRules.Keywords), a function-like macro's parameters, and the
// operands of # and ##, which name no symbol.
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
	newline := func(at int) { row, lineStart = row+1, start+at+1 }
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case c == '\n':
			newline(i)
			i++
		case c == '"' || c == '\'':
			// to the closing quote, past escapes (a line continued by
			// a backslash among them); an unclosed one ends at its line
			j := i + 1
			for j < len(text) && text[j] != c && text[j] != '\n' {
				if text[j] == '\\' && j+1 < len(text) {
					j++
					if text[j] == '\n' {
						newline(j)
					}
				}
				j++
			}
			if j < len(text) && text[j] == c {
				j++
			}
			i = j
		case strings.HasPrefix(text[i:], "//"):
			for i < len(text) && text[i] != '\n' {
				i++
			}
		case strings.HasPrefix(text[i:], "/*"):
			j := strings.Index(text[i+2:], "*/")
			if j < 0 {
				return
			}
			for k := i + 2; k < i+2+j; k++ {
				if text[k] == '\n' {
					newline(k)
				}
			}
			i += 2 + j + 2
		case isDigit(c) || c == '.' && i+1 < len(text) && isDigit(text[i+1]):
			for i < len(text) && (isIdent(text[i]) || text[i] == '.') {
				i++ // 1.5f, 0x1Fu, 1e10
			}
		case isIdentStart(c):
			j := i
			for j < len(text) && isIdent(text[j]) {
				j++
			}
			name := text[i:j]
			before := strings.TrimRight(text[:i], " \t")
			after := strings.TrimLeft(text[j:], " \t")
			literal := j < len(text) && (text[j] == '"' || text[j] == '\'') // L"x", u8"x"
			pasted := strings.HasSuffix(before, "#") || strings.HasPrefix(after, "##")
			if !literal && !pasted && !x.t.keywords[name] && !params[name] && !x.t.ignore[name] {
				off := start + i
				q, role := x.lexedMember(off, off+len(name))
				x.occs = append(x.occs, Occurrence{Name: name, Start: off, Line: row + 1,
					Col: x.column(row, off-lineStart, off), Role: role, Qualifier: q})
			}
			i = j
		default:
			i++
		}
	}
}

// lexedMember reads the qualifier and role of the name at s[start:end]
// in lexed text: after ".", "->" or "::" it is a member, its qualifier
// the identifier before (p->err is err of p, Logger::get of Logger), or
// the call or parenthesized expression before ((T *)(r))->err, f(x).y),
// or "?" where the text shows none the qualifier's bytes hold: a member
// of a value whose type the text does not tell, never a bare name.
func (x *extractor) lexedMember(start, end int) (qualifier string, role Role) {
	role = x.callRole(end)
	before := strings.TrimRight(x.s[max(0, start-maxQualifier):start], " \t\r\n")
	switch {
	case strings.HasSuffix(before, "->"), strings.HasSuffix(before, "::"):
		before = before[:len(before)-2]
	case strings.HasSuffix(before, ".") && !strings.HasSuffix(before, ".."):
		before = before[:len(before)-1]
	default:
		return "", role
	}
	before = strings.TrimRight(before, " \t\r\n")
	i := len(before)
	if strings.HasSuffix(before, ")") {
		depth := 0
		for i > 0 {
			i--
			switch before[i] {
			case ')':
				depth++
			case '(':
				depth--
			}
			if depth == 0 {
				break
			}
		}
		if depth != 0 {
			return "?", role
		}
		q := identBefore(before[:i]) + before[i:]
		return q, role
	}
	if q := identBefore(before); q != "" {
		return q, role
	}
	return "?", role
}

// defineParams reads the parameters of a function-like macro's head.
var defineParams = regexp.MustCompile(`^#\s*define\s+\w+\(([^)]*)\)`)

// macroParams are the parameter names of the function-like macro whose
// body h is, none for another node.
func (x *extractor) macroParams(h syntax.Hit) map[string]bool {
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
