// This file defines wildmatch, git's glob matching of paths.

package ignore

import (
	"strings"
	"unicode/utf8"
)

// wildmatch reports whether the glob p matches the whole of the path s, as
// git's wildmatch does with WM_PATHNAME: "*" and "?" and bracket
// expressions never match "/"; "**" matches across directories when it is a
// whole path element ("**/x", "x/**", "x/**/y"), and is a plain "*"
// otherwise; a backslash makes the next character literal.
func wildmatch(p, s string) bool { return wm(p, 0, s) }

// wm matches the glob from p[i:] against s; p whole is kept to see what
// precedes a "**".
func wm(g string, i int, s string) bool {
	for i < len(g) {
		p := g[i:]
		switch c := p[0]; c {
		case '?':
			if len(s) == 0 || s[0] == '/' {
				return false
			}
			_, n := utf8.DecodeRuneInString(s)
			i, s = i+1, s[n:]
		case '*':
			return star(g, i, s)
		case '[':
			if len(s) == 0 || s[0] == '/' {
				return false
			}
			r, n := utf8.DecodeRuneInString(s)
			ok, rest, valid := bracket(p, r)
			if !valid || !ok { // an unclosed "[" matches nothing, as in git
				return false
			}
			i, s = len(g)-len(rest), s[n:]
		case '\\':
			if len(p) < 2 { // a trailing backslash matches nothing
				return false
			}
			if len(s) == 0 || s[0] != p[1] {
				return false
			}
			i, s = i+2, s[1:]
		default:
			if len(s) == 0 || s[0] != c {
				return false
			}
			i, s = i+1, s[1:]
		}
	}
	return len(s) == 0
}

// star matches g[i:], which starts with "*", against s.
func star(g string, i int, s string) bool {
	n := 0
	for i+n < len(g) && g[i+n] == '*' {
		n++
	}
	rest := g[i+n:]
	whole := (i == 0 || g[i-1] == '/') && (rest == "" || rest[0] == '/')
	if n >= 2 && whole {
		// "**" as a whole element: any number of directories
		if rest == "" {
			return true // "x/**" or "**": everything below
		}
		// rest starts with "/": "**/" matches zero or more leading directories
		after := i + n + 1
		if wm(g, after, s) {
			return true
		}
		for j := 0; j < len(s); j++ {
			if s[j] == '/' && wm(g, after, s[j+1:]) {
				return true
			}
		}
		return false
	}
	// a single star: any run of characters but "/"
	if rest == "" {
		return !strings.Contains(s, "/")
	}
	for j := 0; j <= len(s); j++ {
		if wm(g, i+n, s[j:]) {
			return true
		}
		if j < len(s) && s[j] == '/' {
			return false
		}
	}
	return false
}

// bracket matches the rune r against the bracket expression at the start
// of p. It returns whether r is in the set, the rest of p after the
// expression, and whether the expression is closed at all.
func bracket(p string, r rune) (ok bool, rest string, valid bool) {
	i := 1
	negate := false
	if i < len(p) && (p[i] == '!' || p[i] == '^') {
		negate = true
		i++
	}
	first := true
	var prev rune = -1
	for i < len(p) {
		c := p[i]
		if c == ']' && !first {
			return ok != negate, p[i+1:], true
		}
		first = false
		switch {
		case c == '[' && i+1 < len(p) && p[i+1] == ':':
			end := strings.Index(p[i+2:], ":]")
			if end < 0 {
				// not a class: a literal "["
				if r == '[' {
					ok = true
				}
				prev = '['
				i++
				continue
			}
			end += i + 2
			if inClass(p[i+2:end], r) {
				ok = true
			}
			prev = -1
			i = end + 2
			continue
		case c == '-' && prev >= 0 && i+1 < len(p) && p[i+1] != ']':
			i++
			hi, n := literal(p, i)
			if prev <= r && r <= hi {
				ok = true
			}
			prev = -1
			i += n
			continue
		}
		lit, n := literal(p, i)
		if lit == r {
			ok = true
		}
		prev = lit
		i += n
	}
	return false, "", false
}

// literal reads one possibly escaped character of p at i.
func literal(p string, i int) (rune, int) {
	if p[i] == '\\' && i+1 < len(p) {
		r, n := utf8.DecodeRuneInString(p[i+1:])
		return r, n + 1
	}
	return utf8.DecodeRuneInString(p[i:])
}

// inClass reports whether r is in the POSIX class name.
func inClass(name string, r rune) bool {
	switch name {
	case "alnum":
		return isAlpha(r) || isDigit(r)
	case "alpha":
		return isAlpha(r)
	case "blank":
		return r == ' ' || r == '\t'
	case "cntrl":
		return r < 0x20 || r == 0x7f
	case "digit":
		return isDigit(r)
	case "graph":
		return r > 0x20 && r < 0x7f
	case "lower":
		return 'a' <= r && r <= 'z'
	case "print":
		return r >= 0x20 && r < 0x7f
	case "punct":
		return r > 0x20 && r < 0x7f && !isAlpha(r) && !isDigit(r)
	case "space":
		return r == ' ' || ('\t' <= r && r <= '\r')
	case "upper":
		return 'A' <= r && r <= 'Z'
	case "xdigit":
		return isDigit(r) || ('a' <= r && r <= 'f') || ('A' <= r && r <= 'F')
	}
	return false
}

func isAlpha(r rune) bool { return ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') }
func isDigit(r rune) bool { return '0' <= r && r <= '9' }
