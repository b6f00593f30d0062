// This file defines StringLiteral: a qualifier that is a string literal,
// the type it makes, and whether an occurrence holds it whole.

package xref

import (
	"strings"

	"github.com/locus-dev/locus/internal/syntax"
)

// StringLiteral returns, for a qualifier that is a string literal (or
// literals side by side), the built-in type the language's string
// literals make (Python's str), and whether the qualifier holds the
// literal whole on one line: an Occurrence keeps 64 bytes of a qualifier,
// so a longer literal is cut mid-string, and one that runs over lines
// would be joined wrong on one. A literal is told by the language's string
// prefixes and quotes (syntax.StringRules), its type by the Literals of
// its data; typ is "" for any other qualifier (a call on a literal,
// 'a'.encode(), makes another type, a name, an index) and in a language
// whose data lacks either.
func StringLiteral(lang *syntax.Language, q string) (typ string, whole bool) {
	str := &lang.Rules.Strings
	t := tableFor(lang)
	if len(str.Quotes) == 0 || t == nil {
		return "", false
	}
	for _, n := range str.Literals {
		if b, found := t.literal[n]; found {
			typ = b
			break
		}
	}
	if typ == "" {
		return "", false
	}
	rest := q
	for {
		body := strings.TrimLeft(rest, str.Prefixes)
		if len(rest)-len(body) > 2 {
			return "", false // a name, not a literal's prefix
		}
		quote := ""
		for _, qt := range str.Quotes {
			if strings.HasPrefix(body, qt) {
				quote = qt
				break
			}
		}
		if quote == "" {
			return "", false
		}
		end := closing(body[len(quote):], quote)
		if end < 0 {
			return typ, false // cut inside the literal
		}
		rest = strings.TrimLeft(body[len(quote)+end+len(quote):], " \t\r\n\\")
		if rest == "" {
			return typ, !strings.Contains(q, "\n")
		}
	}
}

// closing returns the offset in s of the quote that closes a literal
// opened by quote, or -1: a quote after a backslash is part of the text.
func closing(s, quote string) int {
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '\\':
			i++
		case strings.HasPrefix(s[i:], quote):
			return i
		}
	}
	return -1
}
