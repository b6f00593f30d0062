// This file defines CallChain: a qualifier or a callee as a chain of
// names, calls and fields, the form the index types receivers by.

package xref

import (
	"strings"
	"unicode"
)

// CallChain returns the text of an expression made of names, fields and
// calls with every call's arguments left out ("c.rwc.RemoteAddr()" for
// c.rwc.RemoteAddr(), "r.Context().Err" for r.Context().Err, "f()" for
// f(x, y)), with white space removed; ok is false for any other
// expression (an index, a literal, an operator, a type assertion). C's
// and C++'s p->f is p.f.
func CallChain(text string) (chain string, ok bool) {
	if strings.Contains(text, "->") {
		text = strings.ReplaceAll(text, "->", ".")
	}
	var b strings.Builder
	depth := 0
	elem := false // the current element has a name
	for _, c := range text {
		switch {
		case depth > 0:
			switch c {
			case '(':
				depth++
			case ')':
				depth--
				if depth == 0 {
					b.WriteString("()")
				}
			}
		case c == '(':
			if !elem {
				return "", false
			}
			depth = 1
		case c == '.':
			if !elem {
				return "", false
			}
			b.WriteByte('.')
			elem = false
		case c == '_' || c == '$' || unicode.IsLetter(c) || unicode.IsDigit(c):
			if b.Len() > 0 && strings.HasSuffix(b.String(), ")") {
				return "", false // f()x
			}
			if !elem && unicode.IsDigit(c) {
				return "", false // a number
			}
			b.WriteRune(c)
			elem = true
		case unicode.IsSpace(c):
		default:
			return "", false
		}
	}
	if depth != 0 || !elem {
		return "", false
	}
	return b.String(), true
}
