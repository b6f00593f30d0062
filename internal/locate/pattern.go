// This file reads a find pattern: its marker, and the token-aware matcher
// it compiles to.

package locate

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxMarkerLevel is the deepest marker: `<<<<<<<<<<|>>>>>>>>>>`.
const MaxMarkerLevel = 10

// Marker returns the marker of level n: `<|>`, `<<|>>`, ...
func Marker(n int) string { return strings.Repeat("<", n) + "|" + strings.Repeat(">", n) }

// splitMarker finds the marker of a find text: the deepest level whose
// marker occurs exactly once (occurrences inside deeper markers count, so
// in `x = <|> + y <<|>> z` the marker is `<<|>>` and `<|>` is text). It
// returns the text without the marker and the marker's byte offset in it,
// or -1 when no level occurs exactly once.
func splitMarker(find string) (text string, at int) {
	for n := MaxMarkerLevel; n >= 1; n-- {
		m := Marker(n)
		if strings.Count(find, m) == 1 {
			i := strings.Index(find, m)
			return find[:i] + find[i+len(m):], i
		}
	}
	return find, -1
}

// token is one piece of a pattern: a word (letters, digits, _ and $), a
// run of white space, or one other character.
type token struct {
	text  string
	kind  tokenKind
	start int // byte offset in the pattern
}

type tokenKind int

const (
	word tokenKind = iota
	space
	symbol
)

func isWordRune(r rune) bool {
	return r == '_' || r == '$' || unicode.IsLetter(r) || unicode.IsDigit(r)
}

// isSpace is white space as the matcher's \s knows it; other Unicode
// spaces (a no-break space) are matched as they are, like punctuation.
func isSpace(r rune) bool { return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f' }

func tokenize(s string) []token {
	var out []token
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		j := i + w
		kind := symbol
		switch {
		case isWordRune(r):
			kind = word
			for j < len(s) {
				r2, w2 := utf8.DecodeRuneInString(s[j:])
				if !isWordRune(r2) {
					break
				}
				j += w2
			}
		case isSpace(r):
			kind = space
			for j < len(s) && isSpace(rune(s[j])) {
				j++
			}
		}
		out = append(out, token{text: s[i:j], kind: kind, start: i})
		i = j
	}
	return out
}

// pattern is a compiled find pattern.
type pattern struct {
	re     *regexp.Regexp
	marked bool // the regexp has a group at the marker
	tokens []token
}

// compile builds the token-aware matcher for a find text
// without its marker (at is the marker's offset in it, or -1): words match
// exactly and never across white space; next to a symbol (an operator or
// punctuation) any white space, newlines too, may stand or not, whether
// the pattern has some there or not (`foo(x, y)` matches `foo( x,y )`);
// white space between two words, or at either end of the pattern, needs
// at least one white-space character (`int a` does not match `inta`). A
// marker inside a word splits it there; one in or next to white space
// stands after that white space.
func compile(text string, at int) *pattern {
	toks := tokenize(text)
	if at >= 0 {
		toks = splitAt(toks, at)
	}
	var b strings.Builder
	marked := false
	mark := func() {
		if at >= 0 && !marked {
			b.WriteString("()")
			marked = true
		}
	}
	for i, t := range toks {
		if at >= 0 && t.start >= at && t.kind != space {
			mark()
		}
		switch t.kind {
		case space:
			between := i > 0 && i+1 < len(toks) && toks[i-1].kind == word && toks[i+1].kind == word
			edge := i == 0 || i+1 == len(toks)
			if between || edge {
				b.WriteString(`\s+`)
			} else {
				b.WriteString(`\s*`)
			}
			continue
		default:
			b.WriteString(regexp.QuoteMeta(t.text))
		}
		if i+1 < len(toks) {
			next := toks[i+1]
			if next.kind != space && !(t.kind == word && next.kind == word) {
				b.WriteString(`\s*`)
			}
		}
	}
	mark() // a marker at the end, or after trailing white space
	return &pattern{re: regexp.MustCompile(b.String()), marked: marked, tokens: toks}
}

// splitAt splits the word token the marker falls inside, so the marker
// stands between two tokens.
func splitAt(toks []token, at int) []token {
	for i, t := range toks {
		if t.kind == word && t.start < at && at < t.start+len(t.text) {
			cut := at - t.start
			a := token{text: t.text[:cut], kind: word, start: t.start}
			b := token{text: t.text[cut:], kind: word, start: at}
			return append(append(append([]token{}, toks[:i]...), a, b), toks[i+1:]...)
		}
	}
	return toks
}
