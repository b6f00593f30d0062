// This file defines how comments, docstrings, imports, exports and
// directives become entries.

package outline

import (
	"bytes"
	"slices"
	"strings"

	"github.com/locus-dev/locus/internal/syntax"
)

// commentText strips comment markers from comment sources and joins their
// lines: the doc of a symbol.
func commentText(comments []string) string {
	var lines []string
	for _, c := range comments {
		for _, l := range strings.Split(c, "\n") {
			l = strings.TrimSpace(l)
			for _, p := range []string{"///", "//!", "//", "/**", "/*!", "/*", "#", "--"} {
				if strings.HasPrefix(l, p) {
					l = l[len(p):]
					break
				}
			}
			l = strings.TrimSuffix(l, "*/")
			if strings.HasPrefix(l, "*") && !strings.HasPrefix(l, "**") {
				l = l[1:]
			}
			lines = append(lines, strings.TrimSpace(l))
		}
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

// docstring returns the string that opens a body, cleaned of quotes and
// common indentation, or "".
func (x *extractor) docstring(body syntax.Node) string {
	first, ok := body.NamedChild(0)
	if !ok || !x.isStringStatement(first) {
		return ""
	}
	s, _ := first.NamedChild(0)
	if !x.rules.Strings.IsLiteral(s.Type()) {
		return ""
	}
	return cleanDocstring(s.Text(), &x.rules.Strings)
}

// cleanDocstring returns a docstring's text without its prefix letters
// and quotes (str.Prefixes, str.Quotes) and its common indentation.
func cleanDocstring(s string, str *syntax.StringRules) string {
	s = strings.TrimLeft(s, str.Prefixes)
	for _, q := range str.Quotes {
		if strings.HasPrefix(s, q) && strings.HasSuffix(s, q) && len(s) >= 2*len(q) {
			s = s[len(q) : len(s)-len(q)]
			break
		}
	}
	lines := strings.Split(s, "\n")
	indent := -1
	for _, l := range lines[1:] {
		if t := strings.TrimLeft(l, " \t"); t != "" {
			if n := len(l) - len(t); indent < 0 || n < indent {
				indent = n
			}
		}
	}
	lines[0] = strings.TrimSpace(lines[0])
	for i := 1; i < len(lines); i++ {
		if indent > 0 && len(lines[i]) >= indent {
			lines[i] = lines[i][indent:]
		} else {
			lines[i] = strings.TrimLeft(lines[i], " \t")
		}
		lines[i] = strings.TrimRight(lines[i], " \t")
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

// commentKind names a comment by its opening marker.
func commentKind(text string) string {
	switch {
	case strings.HasPrefix(text, "///"), strings.HasPrefix(text, "/**"), strings.HasPrefix(text, "//!"):
		return "doc-comment"
	case strings.HasPrefix(text, "/*"):
		return "block-comment"
	default:
		return "line-comment"
	}
}

// claimComment claims a top-level comment that belongs to no symbol, as a
// directive when a directive rule matches it.
func (x *extractor) claimComment(n syntax.Node) {
	if !x.claimMatch(n, x.rules.Directives, CatDirective) {
		x.addClaim(CatComment, n, commentKind(n.Text()), false)
	}
}

// claimMatch claims n under the first rule that matches it.
func (x *extractor) claimMatch(n syntax.Node, rules []syntax.MatchRule, cat Category) bool {
	kind, ok := match(n, rules)
	if !ok {
		return false
	}
	if cat == CatImport {
		if k := x.childKind(n, x.rules.ImportKinds); k != "" {
			kind = k
		}
	}
	x.addClaim(cat, n, kind, false)
	return true
}

// match returns the kind of the first rule that matches n.
func match(n syntax.Node, rules []syntax.MatchRule) (string, bool) {
	t := n.Type()
	for _, r := range rules {
		if r.Node != t {
			continue
		}
		if r.MaxLine > 0 && n.StartRow()+1 > r.MaxLine {
			continue
		}
		if len(r.Prefixes) > 0 {
			text := n.Bytes()
			if !slices.ContainsFunc(r.Prefixes, func(p string) bool { return bytes.HasPrefix(text, []byte(p)) }) {
				continue
			}
		}
		if r.Kind == "" {
			return t, true
		}
		return r.Kind, true
	}
	return "", false
}

// childKind returns the kind of the first pair whose node type occurs among
// n's children or grandchildren.
func (x *extractor) childKind(n syntax.Node, pairs [][2]string) string {
	if len(pairs) == 0 {
		return ""
	}
	present := map[string]bool{}
	for _, c := range n.Children() {
		present[c.Type()] = true
		for _, g := range c.Children() {
			present[g.Type()] = true
		}
	}
	for _, p := range pairs {
		if present[p[0]] {
			return p[1]
		}
	}
	return ""
}

// entryName renders an entry's node as a short one-line name: its text
// folded, without a leading keyword or trailing semicolon; a docstring's
// (kind) first line without its quotes.
func (x *extractor) entryName(n syntax.Node, cat Category, kind string) string {
	text := n.Text()
	if cat == CatComment {
		first := strings.SplitN(commentText([]string{text}), "\n", 2)[0]
		if kind == "docstring" {
			first = strings.SplitN(cleanDocstring(strings.TrimSpace(text), &x.rules.Strings), "\n", 2)[0]
		}
		return truncate(first, 80)
	}
	s := foldSpace(n.Bytes())
	if cat != CatDirective {
		if kids := n.Children(); len(kids) > 1 && !kids[0].IsNamed() {
			kw := kids[0].Text()
			if isWord(kw) {
				s = strings.TrimSpace(strings.TrimPrefix(s, kw))
			}
			if cat == CatImport && len(kids) == 2 && strings.HasPrefix(s, "(") {
				s = groupedNames(kids[1])
			}
		}
	}
	s = strings.TrimSuffix(s, ";")
	return truncate(s, 120)
}

// groupedNames is the text of a parenthesized list of imports (Go's
// import ( ... )) without its parentheses: its entries, "; " between them,
// comments left out.
func groupedNames(list syntax.Node) string {
	var names []string
	for _, c := range list.Children() {
		if c.IsNamed() && !strings.Contains(c.Type(), "comment") {
			names = append(names, foldSpace(c.Bytes()))
		}
	}
	return strings.Join(names, "; ")
}

func isWord(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return false
		}
	}
	return true
}
