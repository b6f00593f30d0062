// This file finds what a rename changes beyond the code: the mentions
// of a name in comments; and what it refuses: a language's keywords.

package structure

import (
	"bytes"
	"context"
	"slices"
	"unicode"
	"unicode/utf8"

	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/textpos"
)

// CommentMentions are the places of name as a whole word in the
// comments of the file p holding text (its syntax tree's comment nodes, never code
// that looks like one, such as #include): every one in the lines of doc,
// the renamed symbol's doc comment; in the other comments, every one
// where the name cannot be an English word (validMethod, _has_surrogates,
// sha256), else only where it is written as code (`net`, net(), [net]).
func CommentMentions(ctx context.Context, p string, text []byte, name string, doc [2]int) ([]textpos.Position, error) {
	lang := syntax.Choose(ctx, p, text).Lang
	if lang == nil || len(lang.Rules.Comments) == 0 || !bytes.Contains(text, []byte(name)) {
		return nil, nil
	}
	var spans [][2]int
	err := lang.ParseContext(ctx, text, func(root syntax.Node) error {
		var walk func(n syntax.Node)
		walk = func(n syntax.Node) {
			if slices.Contains(lang.Rules.Comments, n.Type()) {
				spans = append(spans, [2]int{n.StartByte(), n.EndByte()})
				return
			}
			for _, c := range n.Children() {
				walk(c)
			}
		}
		walk(root)
		return nil
	})
	if err != nil {
		return nil, err
	}
	loose := !identLike(name)
	lines := textpos.NewMapper(text)
	var out []textpos.Position
	for _, sp := range spans {
		for i := sp[0]; ; {
			j := bytes.Index(text[i:sp[1]], []byte(name))
			if j < 0 {
				break
			}
			at := i + j
			i = at + len(name)
			before, _ := utf8.DecodeLastRune(text[:at])
			after, _ := utf8.DecodeRune(text[i:])
			if at > 0 && IsWordRune(before) || i < len(text) && IsWordRune(after) {
				continue
			}
			if after == '.' && isExtension(ctx, text[min(i+1, len(text)):]) {
				continue // a file's name (read_config.c, Parser.cs)
			}
			pos, err := lines.OffsetPosition(at)
			if err != nil {
				continue
			}
			line := pos.Line().Int()
			inDoc := doc[0] <= line && line < doc[1]
			asCode := before == '`' || before == '[' || after == '`' || after == ']' || after == '('
			if !inDoc && loose && !asCode {
				continue
			}
			out = append(out, pos)
		}
	}
	return out, nil
}

// isExtension reports whether rest, the text after a dot, opens with a
// word that is a file extension of a language locus parses (c, cs, rb)
// and ends there: read_config.c names a file, IndifferentHash.new a
// member of the name.
func isExtension(ctx context.Context, rest []byte) bool {
	n := 0
	for n < len(rest) {
		r, size := utf8.DecodeRune(rest[n:])
		if !IsWordRune(r) {
			break
		}
		n += size
	}
	return n > 0 && syntax.Choose(ctx, "file."+string(rest[:n]), nil).Lang != nil
}

// identLike reports whether a name cannot be an English word: it holds
// an underscore or a digit, or a capital after a small letter
// (validMethod, not URL or Close).
func identLike(name string) bool {
	lower := false
	for _, r := range name {
		if r == '_' || unicode.IsDigit(r) || lower && unicode.IsUpper(r) {
			return true
		}
		lower = unicode.IsLower(r)
	}
	return false
}

// IsKeyword reports whether name is a reserved word of the language
// lang (as its rules list them) that a symbol of the kind cannot take
// for its name (a Bash function done, not a Bash variable done).
func IsKeyword(lang, kind, name string) bool {
	l := syntax.Lookup(lang)
	return l != nil && l.Rules.ReservedFor(kind, name)
}
