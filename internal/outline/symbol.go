// This file defines how a node becomes a Symbol: its name, kind, spans,
// signature, doc and children.

package outline

import (
	"bytes"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/textpos"
)

// symbols returns the symbols a node declares under its rule: none when its
// name is missing or of the wrong type, several for `var a, b int`.
func (x *extractor) symbols(n syntax.Node, rule *syntax.SymbolRule, parent *Symbol) []*Symbol {
	var names []syntax.Node
	for p := range strings.SplitSeq(rule.Name, ",") {
		if p != "" && len(names) == 0 {
			names = n.Path(p, rule.Multi)
			if len(rule.NameTypes) > 0 {
				names = slices.DeleteFunc(names, func(c syntax.Node) bool { return !slices.Contains(rule.NameTypes, c.Type()) })
			}
		}
	}
	if len(names) == 0 && rule.DefaultName == "" {
		return nil
	}
	kind := rule.Kind
	if rule.KindBy != nil {
		for _, c := range n.Chain(rule.KindBy.Path) {
			if k, ok := rule.KindBy.Map[c.Type()]; ok {
				kind = k
				if !rule.KindBy.Last {
					break
				}
			}
		}
	}
	if parent != nil {
		if k, ok := rule.InParent[parent.Kind]; ok {
			kind = k
		}
	}
	sigStart, sigEnd, body := x.signatureSpan(n, rule)
	if body == nil && syntax.IsCallable(kind) {
		sigEnd = x.declarationEnd(sigStart, n.EndByte())
	}
	end := x.contentEnd(n, parent == nil)
	extent := x.span(n.StartByte(), end)
	mk := func(name string, sel textpos.Span, read bool) *Symbol {
		k := kind
		if nk, ok := rule.NameKinds[name]; ok {
			k = nk
		}
		if parent != nil && rule.Locals != nil && syntax.IsCallable(parent.Kind) && !slices.Contains(rule.Locals, k) {
			return nil
		}
		if rule.Only != nil && !slices.Contains(rule.Only, k) {
			return nil
		}
		if read && x.rules.ReservedFor(k, name) && (parent == nil || !x.rules.KeywordMembers) {
			return nil // the grammar misread the code around a keyword
		}
		sig := x.signature(sigStart, sigEnd, body != nil)
		if body != nil && strings.HasPrefix(sig, "typedef ") && !strings.Contains(sig, name) {
			sig += " {…} " + name // typedef struct { ... } options: the name comes after the body
		}
		return &Symbol{
			Name:           name,
			Kind:           k,
			LSPKind:        syntax.LSPKind(k),
			Range:          extent.Lines(),
			SelectionRange: sel,
			Extent:         extent,
			Signature:      sig,
			Children:       []*Symbol{},
			sigEnd:         sigEnd,
			hasBody:        body != nil,
		}
	}
	var out []*Symbol
	if len(names) == 0 {
		first := x.span(n.StartByte(), n.StartByte())
		if s := mk(rule.DefaultName, first, false); s != nil {
			out = append(out, s)
		}
	}
	key := ""
	if rule.NameKey != "" {
		if v := x.keyValue(n, rule.NameKey); v != "" {
			key = "[" + v + "]"
		}
	}
	for _, nn := range names {
		if s := mk(cleanName(nn.Text())+key, x.span(nn.StartByte(), nn.EndByte()), true); s != nil {
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		return nil
	}
	if rule.Receiver != "" {
		if recv := n.Path(rule.Receiver, false); len(recv) > 0 {
			if t, ok := firstOfType(recv[0], rule.ReceiverType); ok {
				for _, s := range out {
					s.Receiver = t.Text()
				}
			}
		}
	}
	if x.rules.Docstrings && body != nil {
		if doc := x.docstring(*body); doc != "" {
			for _, s := range out {
				s.Doc = doc
			}
		}
	}
	if body != nil {
		// Several names that share one declaration (`var a, b struct{...}`)
		// share its body too; its members are listed once, under the first.
		out[0].Children = x.level(slices.Concat(x.leadingComments(n, *body), body.Children()), out[0], false)
	}
	return out
}

// maxKeyValue is the most runes of a value that names its symbol
// (see syntax.SymbolRule.NameKey).
const maxKeyValue = 60

// keyValue returns the value of n's member named key (see
// syntax.SymbolRule.NameKey) without its quotes, when it is a string of
// at most maxKeyValue runes on one line with no "[", "]" or "\"" in it;
// else "".
func (x *extractor) keyValue(n syntax.Node, key string) string {
	for _, c := range n.Children() {
		rule, ok := x.rules.Symbols[c.Type()]
		if !ok || c.NamedChildCount() < 2 {
			continue
		}
		names := c.Path(rule.Name, false)
		if len(names) == 0 || cleanName(names[0].Text()) != key {
			continue
		}
		v, ok := c.NamedChild(c.NamedChildCount() - 1)
		if !ok || !slices.Contains(x.rules.Strings.Literals, v.Type()) {
			return ""
		}
		text := v.Text()
		if len(text) < 2 || text[0] != text[len(text)-1] || (text[0] != '"' && text[0] != '\'') {
			return ""
		}
		value := text[1 : len(text)-1]
		if value == "" || utf8.RuneCountInString(value) > maxKeyValue || strings.ContainsAny(value, "[]\"'\n\\") {
			return ""
		}
		return value
	}
	return ""
}

// leadingComments returns the comments the grammar puts in n before its
// body, on lines of their own (Python's comments that open a function's
// body): the first statements of the body may take them as their doc.
func (x *extractor) leadingComments(n, body syntax.Node) []syntax.Node {
	if !x.rules.DocComments {
		return nil
	}
	kids := n.Children()
	i := slices.IndexFunc(kids, func(k syntax.Node) bool { return k.StartByte() == body.StartByte() && k.Type() == body.Type() })
	j := i
	for j > 0 && x.isComment(kids[j-1].Type()) {
		j--
	}
	if i <= 0 || j == i || j == 0 {
		return nil
	}
	_, header := x.rows(kids[j-1])
	for j < i && kids[j].StartRow() <= header {
		j++ // a comment after the header on its line is the header's
	}
	return kids[j:i]
}

// contentEnd returns where a node's content ends. Where the grammar keeps
// comments or blank lines after a body inside it (Rules.TrimTrailing), they
// are not part of the content; at top level the comments are claimed as
// orphan comments.
func (x *extractor) contentEnd(n syntax.Node, top bool) int {
	if !x.rules.TrimTrailing {
		return n.EndByte()
	}
	last, ok := n.LastChild()
	if !ok {
		return n.EndByte()
	}
	trimmed := false
	if x.isComment(last.Type()) {
		// the children listed once: a previous sibling is found by a walk
		// from the first, which made 16,000 trailing comments quadratic
		kids := n.Children()
		i := len(kids) - 1
		for ; i >= 0 && x.isComment(kids[i].Type()); i-- {
			if top {
				x.claimComment(kids[i])
			}
		}
		if i < 0 {
			return n.StartByte()
		}
		last, trimmed = kids[i], true
	}
	if trimmed || last.NamedChildCount() > 0 {
		return x.contentEnd(last, top)
	}
	return n.EndByte()
}

// signatureSpan returns where a symbol's signature starts and ends, and its
// body node if the rule names one.
func (x *extractor) signatureSpan(n syntax.Node, rule *syntax.SymbolRule) (start, end int, body *syntax.Node) {
	start = x.textStart(n.Children(), n.StartByte())
	if rule.Body != "" {
		var b []syntax.Node
		for p := range strings.SplitSeq(rule.Body, ",") {
			if b = n.Path(p, false); len(b) > 0 {
				break
			}
		}
		if len(b) > 0 && b[0].StartByte() > start {
			if end := x.beforeComments(n, b[0]); end > start {
				// comments between the header and the body (Python's
				// `class A:  # why`) are the body's, not the signature's
				return start, end, &b[0]
			}
			return start, b[0].StartByte() + openerOffset(b[0].Bytes()), &b[0]
		} else if len(b) > 0 {
			body = &b[0] // the node is its own body: the signature is its first line
		}
	}
	return start, x.firstLineEnd(start, n.EndByte()), body
}

// declarationEnd returns where the signature of a function declared without
// a body ends: at the end of its first line, or, when a parenthesis opened on
// that line is still open there, of the line that closes it (a parameter
// list over several lines). A first line with no parenthesis (a C++ return
// type on a line of its own, "void") runs on to the line that closes the
// parameter list after it.
func (x *extractor) declarationEnd(start, end int) int {
	first := x.firstLineEnd(start, end)
	depth, opened := 0, false
	limit := min(end, start+signatureScan)
	for i := start; i < limit; i++ {
		switch x.src[i] {
		case '(':
			depth++
			opened = true
		case ')':
			depth--
		case '\n':
			if depth <= 0 && opened {
				return i
			}
		}
	}
	if depth > 0 || !opened {
		return first
	}
	return limit
}

// beforeComments returns the end of the last child of n before body when
// comments stand between the two, and 0 when none does.
func (x *extractor) beforeComments(n, body syntax.Node) int {
	kids := n.Children()
	i := slices.IndexFunc(kids, func(k syntax.Node) bool { return k.StartByte() == body.StartByte() && k.EndByte() == body.EndByte() })
	if i <= 0 || !x.isComment(kids[i-1].Type()) {
		return 0
	}
	for i--; i >= 0 && x.isComment(kids[i].Type()); i-- {
	}
	if i < 0 {
		return 0
	}
	return kids[i].EndByte()
}

// firstLineEnd returns where the line at start ends, or end if it comes
// first or the line runs on past signatureScan bytes.
func (x *extractor) firstLineEnd(start, end int) int {
	if i := bytes.IndexByte(x.src[start:min(end, start+signatureScan)], '\n'); i >= 0 {
		return start + i
	}
	return end
}

// textStart returns where a node's own text starts, given its children and
// its start: after the comments and attributes (decorators, annotations) it
// holds at its start.
func (x *extractor) textStart(kids []syntax.Node, start int) int {
	for _, c := range kids {
		if x.isComment(c.Type()) || slices.Contains(x.rules.Attributes, c.Type()) {
			continue
		}
		// Java's annotations stand inside the modifiers: `@Deprecated
		// private int x;` starts at "private"
		if inner := c.Children(); len(inner) > 0 && slices.Contains(x.rules.Attributes, inner[0].Type()) {
			if s := x.textStart(inner, -1); s >= 0 {
				return s
			}
			continue
		}
		return c.StartByte()
	}
	return start
}

// openerOffset returns how far into a body its "{" is when only keywords
// come before it (`struct {`, `interface {`): those belong to the signature.
func openerOffset(body []byte) int {
	for i, c := range body {
		switch {
		case c == '{':
			return i
		case c == ' ' || c == '\t' || c >= 'a' && c <= 'z':
		default:
			return 0
		}
	}
	return 0
}

// signature renders source bytes as one line: white space folded, a trailing
// block opener dropped, at most 200 characters.
func (x *extractor) signature(start, end int, hasBody bool) string {
	src := x.src[start:min(end, start+signatureScan)]
	src = x.withoutUnread(src, start)
	if x.preproc && bytes.IndexByte(src, '\n') >= 0 {
		src = dropDirectiveLines(src)
	}
	s := foldSpace(src)
	if hasBody {
		s = strings.TrimRight(s, " {:")
		s = strings.TrimSuffix(s, " =>")
	}
	return truncate(s, 200)
}

// withoutUnread returns src, the text at offset start, with the spans the
// parse read as blanks blanked (newlines kept): a declaration split by an
// #if group read as its first branch (public / #if X / sealed / #else /
// static / #endif / class A) reads as that branch.
func (x *extractor) withoutUnread(src []byte, start int) []byte {
	var out []byte
	end := start + len(src)
	for _, u := range x.unread {
		if u[1] <= start || u[0] >= end {
			continue
		}
		if out == nil {
			out = bytes.Clone(src)
		}
		for i := max(u[0], start); i < min(u[1], end); i++ {
			if out[i-start] != '\n' {
				out[i-start] = ' '
			}
		}
	}
	if out == nil {
		return src
	}
	return out
}

// dropDirectiveLines returns src without its preprocessor lines: a
// declaration split by #if/#else (libstdc++'s `splice(...)` then
// `#endif` before its body) has the directive inside its span, which says
// nothing of its signature.
func dropDirectiveLines(src []byte) []byte {
	lines := bytes.SplitAfter(src, []byte("\n"))
	out := make([]byte, 0, len(src))
	for _, l := range lines {
		if t := bytes.TrimLeft(l, " \t"); len(t) > 1 && t[0] == '#' && isDirectiveWord(bytes.TrimLeft(t[1:], " \t")) {
			continue
		}
		out = append(out, l...)
	}
	return out
}

// isDirectiveWord reports whether b starts with a lower-case word, as a
// preprocessor directive's name after its "#" does.
func isDirectiveWord(b []byte) bool {
	return len(b) > 0 && b[0] >= 'a' && b[0] <= 'z'
}

// signatureScan is how far into its text a signature is looked for: it is
// cut at 200 characters anyway, and symbols nested thousands deep on one
// line would otherwise make the outline quadratic in the line.
const signatureScan = 4096

// foldSpace returns b as a string with leading and trailing white space
// removed and every inner run of it turned into one space.
func foldSpace(b []byte) string {
	b = bytes.TrimSpace(b)
	clean := true
	for i, c := range b {
		// non-ASCII bytes may be Unicode spaces: strings.Fields decides
		if c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f' || c >= utf8.RuneSelf || c == ' ' && i > 0 && b[i-1] == ' ' {
			clean = false
			break
		}
	}
	if clean {
		return string(b)
	}
	if !utf8.Valid(b) || bytes.ContainsFunc(b, func(r rune) bool { return r >= utf8.RuneSelf && unicode.IsSpace(r) }) {
		return strings.Join(strings.Fields(string(b)), " ")
	}
	// no Unicode spaces: each run of ASCII ones becomes one space
	var out strings.Builder
	out.Grow(len(b))
	space := false
	for _, c := range b {
		switch c {
		case ' ', '\t', '\n', '\r', '\v', '\f':
			space = true
			continue
		}
		if space {
			out.WriteByte(' ')
			space = false
		}
		out.WriteByte(c)
	}
	return out.String()
}

// truncate cuts s to at most n characters, the last of them an ellipsis
// when anything was cut.
func truncate(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return cutRunes(s, n-1) + "…"
}

// cutRunes returns the first n characters of s.
func cutRunes(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[:i]
		}
		n--
	}
	return s
}

// attach makes the pending comments and attributes part of the symbols that
// follow them: their lines join the range and comments become the doc.
func (x *extractor) attach(syms []*Symbol, pending []syntax.Node) {
	first := x.span(pending[0].StartByte(), pending[0].StartByte())
	var comments []string
	for _, p := range pending {
		if _, directive := match(p, x.rules.Directives); x.isComment(p.Type()) && !directive {
			comments = append(comments, p.Text())
		}
	}
	doc := commentText(comments)
	for _, s := range syms {
		s.Extent = s.Extent.Cover(first)
		s.Range = s.Extent.Lines()
		if doc != "" && s.Doc == "" {
			s.Doc = doc
		}
	}
}

// expand grows a symbol to the whole of the wrapper it is the only symbol
// of (kids are the wrapper's children), and starts its signature where the
// wrapper's own text starts.
func (x *extractor) expand(s *Symbol, w syntax.Node, kids []syntax.Node) {
	e := x.span(w.StartByte(), x.contentEnd(w, false))
	s.Extent = s.Extent.Cover(e)
	s.Range = s.Extent.Lines()
	start := x.textStart(kids, w.StartByte())
	switch {
	case !s.hasBody:
		// a declaration without a body reads as the wrapper's first line
		end := x.firstLineEnd(start, w.EndByte())
		if syntax.IsCallable(s.Kind) {
			end = x.declarationEnd(start, w.EndByte())
		}
		s.Signature = x.signature(start, end, false)
	case start < s.sigEnd:
		s.Signature = x.signature(start, s.sigEnd, true)
	}
}

// span converts a byte span to lines and columns (textpos.Mapper.OffsetSpan:
// an end at column 1 of a later line is the end of the line before).
// Tree-sitter's offsets are in the text, so it does not fail; should it,
// the span is the zero one, 1:1.
func (x *extractor) span(start, end int) textpos.Span {
	sp, err := x.m.OffsetSpan(start, end)
	if err != nil {
		return textpos.Span{}
	}
	return sp
}

// lineSpan is the span of lines first through last, from the start of
// the first to the end of the last; the zero span should either not exist.
func (x *extractor) lineSpan(first, last int) textpos.Span {
	r := linesOf(first, last)
	end, err := x.m.LineEndPosition(r.End())
	if err != nil {
		return textpos.Span{}
	}
	sp, err := textpos.NewSpan(textpos.PositionAt(r.Start(), textpos.Column{}), end)
	if err != nil {
		return textpos.Span{}
	}
	return sp
}

// lineBytes returns line l (1-based) without its newline.
func (x *extractor) lineBytes(l int) []byte {
	line, err := textpos.NewLine(l)
	if err != nil {
		return nil
	}
	start, err1 := x.m.LineStart(line)
	end, err2 := x.m.LineEnd(line)
	if err1 != nil || err2 != nil {
		return nil
	}
	return x.src[start:end]
}

func firstOfType(n syntax.Node, t string) (syntax.Node, bool) {
	if n.Type() == t {
		return n, true
	}
	for _, c := range n.Children() {
		if f, ok := firstOfType(c, t); ok {
			return f, true
		}
	}
	return syntax.Node{}, false
}

// cleanName folds a name node's text to one line and drops string quotes.
func cleanName(s string) string {
	s = foldSpace([]byte(s))
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'' || s[0] == '`') && s[len(s)-1] == s[0] {
		s = s[1 : len(s)-1]
	}
	return s
}
