// This file defines the skeleton: the outline of a whole file as text, in
// the form file_read's skeleton takes. Nothing is hidden: every line
// of the file is accounted for by one of its sections.
//
// Its first line is the language and the counts of lines and of blank
// lines (an open range or a folded run may span some); each section after it
// is a line or a short title ("symbols:"), with no markup. Each line of a
// section starts with the lines it covers, "40" or "40-43", a range a
// reader can read by; a top-level symbol followed by nothing but blank
// lines up to the next top-level line (or the file's end) has an open
// range, "40-", which runs to the line before that one (the symbols' title
// says so); a member's line starts with its first line only (its parent's
// range covers it). A symbol's line goes on with its signature, which
// names it (a Go method's receiver type and name give Type.Method; the
// receiver's own name, which only the body uses, is left out), without the
// keyword that opens a callable's (def, func, fn, function: its parameter
// list says what it is) nor the self a Python method's parameters open
// with; a callable's signature longer than maxSignature runes is cut after
// a parameter. Its members follow, indented one space deeper, except the
// values among them (fields, attributes, properties, constants and enum
// members with no members of their own): a type's fields, properties and
// attributes are left out (its range says how long it is, reading it
// shows them), the others are named after ": " on its line, or counted
// when their names are long. Symbols of one declaration (const a, b = 1,
// 2) share one line; three or more one-line variables, constants or
// #defines of one kind in a row, top-level or a Go block's specs, share one line of
// their range and names (skelrun.go). The kind is shown only where the signature does not
// say it, as a short word (var, const: a Go spec outside a block) or as
// "kind name:" before a signature without the name; a Go type whose
// definition is a struct or interface reads "T struct". A Go block of
// specs, `var (` ... `)`, is one line with its range and keyword, its
// specs under it as members. A value's initializer longer than maxValue
// runes is left out; a type's signature is its definition and is kept
// whole. Imports, exports and comments are listed by their lines, joined
// over blank lines (import names too when they are short, a
// parenthesized group's without its parentheses); directives keep their
// text. Other unclaimed lines are shown as they are, cut past maxGapLine
// runes.

package outline

import (
	"fmt"
	"path"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/textpos"
)

// minOpenRanges is the fewest open ranges a skeleton writes: each saves a
// token or two of its end, and the title that explains them costs seven.
const minOpenRanges = 8

// Skeleton renders the model of a file. text is the file's text, used to
// show the lines of unknown gaps as they are. It opens with the file's
// language and counts, not its path: the caller named the file.
func Skeleton(f *File, text []byte) string {
	var b strings.Builder
	b.WriteString(f.Language)
	if f.LanguageWhy != "" {
		fmt.Fprintf(&b, " (%s header: %s)", path.Ext(f.Path), f.LanguageWhy)
	}
	fmt.Fprintf(&b, ", %s", plural(f.TotalLines, "line"))
	if n := blankLines(f.Gaps); n > 0 {
		fmt.Fprintf(&b, ", %d blank", n)
	}
	if len(f.ParseErrors) > 0 {
		fmt.Fprintf(&b, ", syntax errors on lines %s", joinInts(f.ParseErrors, maxErrorLines))
	}
	b.WriteString("\n")
	if len(f.Directives) > 0 {
		b.WriteString("directives:\n")
		for _, e := range f.Directives {
			fmt.Fprintf(&b, "%s %s\n", e.Range, e.Name)
		}
	}
	blank := blankSet(f)
	writeList(&b, "imports", f.Imports, maxImportNames, blank)
	writeList(&b, "exports", f.Exports, maxExportNames, blank)
	writeList(&b, "comments", f.OrphanComments, 0, blank)
	var rules *syntax.Rules
	if l := syntax.Lookup(f.Language); l != nil {
		rules = &l.Rules
	}
	lines := strings.Split(string(text), "\n")
	groups := findGroups(f, lines, rules)
	if len(f.Symbols) > 0 {
		open := openEnds(f, groups, blank, foldedSymbols(f, groups, rules, blank))
		b.WriteString("symbols")
		if len(open) >= minOpenRanges {
			b.WriteString(" (N- runs to the next top-level line)")
		} else {
			open = nil
		}
		b.WriteString(":\n")
		writeTopLevel(&b, f.Symbols, groups, rules, open, blank)
	}
	writeGaps(&b, f.Gaps, lines, groups)
	return b.String()
}

// The most bytes of names an import or export list shows; a longer list
// shows its lines only (reading them shows the names).
const (
	maxImportNames = 80
	maxExportNames = 200
)

// writeList writes a section of entries as one line: its title, their
// lines (entries on touching lines, or with only blank lines between
// them, joined in one range; blank[l] says whether line l is blank), then
// their names when those fit in maxNames bytes.
func writeList(b *strings.Builder, title string, list []Entry, maxNames int, blank []bool) {
	if len(list) == 0 {
		return
	}
	var spans []textpos.LineRange
	names := make([]string, 0, len(list))
	size := 0
	for _, e := range list {
		if n := len(spans); n > 0 && onlyBlank(blank, spans[n-1].End().Int()+1, e.Range.Start().Int()) {
			spans[n-1] = spans[n-1].Cover(e.Range)
		} else {
			spans = append(spans, e.Range)
		}
		if n := strings.TrimSpace(e.Name); n != "" {
			names = append(names, n)
			size += len(n) + 1
		}
	}
	fmt.Fprintf(b, "%s ", title)
	for i, sp := range spans {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(sp.String())
	}
	if len(names) > 0 && size <= maxNames {
		fmt.Fprintf(b, ": %s", strings.Join(names, "; "))
	}
	b.WriteString("\n")
}

// blankSet says of each line of f, by its number, whether it is blank.
func blankSet(f *File) []bool {
	blank := make([]bool, f.TotalLines+2)
	for _, g := range f.Gaps {
		if g.Type == GapBlank {
			for l := g.Range.Start().Int(); l <= g.Range.End().Int() && l <= f.TotalLines; l++ {
				blank[l] = true
			}
		}
	}
	return blank
}

// onlyBlank reports whether the lines from up to before to are all blank
// (or none).
func onlyBlank(blank []bool, from, to int) bool {
	for l := from; l < to; l++ {
		if l < 0 || l >= len(blank) || !blank[l] {
			return false
		}
	}
	return true
}

// blankLines counts the blank lines of the file.
func blankLines(gaps []Gap) int {
	n := 0
	for _, g := range gaps {
		if g.Type == GapBlank {
			n += g.Range.Len()
		}
	}
	return n
}

// writeGaps shows the lines of unknown gaps as they are, under "gaps:",
// but those that open and close groups.
func writeGaps(b *strings.Builder, gaps []Gap, lines []string, groups []group) {
	title := "gaps:\n"
	for _, g := range gaps {
		if g.Type != GapUnknown {
			continue
		}
		for l := g.Range.Start().Int(); l <= g.Range.End().Int() && l <= len(lines); l++ {
			if inGroupLines(groups, l) {
				continue
			}
			b.WriteString(title)
			title = ""
			fmt.Fprintf(b, "%d %s\n", l, cutGapLine(strings.TrimRight(lines[l-1], " \t")))
		}
	}
}

// maxGapLine is the most runes of an unknown line a skeleton shows; a
// longer one is cut after the last opening bracket in them, else at the
// last space, and
// reading the line shows the rest: `if __name__ == "__main__":` says what
// the code under it is, the string a call passes on the line below rarely
// does.
const maxGapLine = 32

// cutGapLine cuts line to maxGapLine runes, after an opening bracket or
// at a space past its indentation when one is in them, and marks the cut.
func cutGapLine(line string) string {
	if utf8.RuneCountInString(line) <= maxGapLine {
		return line
	}
	cut := cutRunes(line, maxGapLine)
	indent := len(cut) - len(strings.TrimLeft(cut, " \t"))
	if i := strings.LastIndexAny(cut, "([{"); i > indent {
		cut = cut[:i+1]
	} else if i := strings.LastIndexByte(cut, ' '); i > indent {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ") + "…"
}

// maxIndent is the deepest indentation of a symbol in the skeleton, in
// levels of one space each: deeper ones stay there, since indenting each of thousands of
// nested symbols by its depth would make the skeleton quadratic.
const maxIndent = 40

func writeSymbols(b *strings.Builder, syms []*Symbol, depth int, rules *syntax.Rules, open map[*Symbol]bool) {
	for i := 0; i < len(syms); i++ {
		s := syms[i]
		// Symbols of one declaration, each named in its signature, share
		// its line.
		j := i + 1
		for j < len(syms) && sameDeclaration(s, syms[j]) {
			j++
		}
		b.WriteString(strings.Repeat(" ", min(depth, maxIndent)))
		switch {
		case open[s]:
			fmt.Fprintf(b, "%d-", s.Range.Start().Int())
		case depth == 0:
			b.WriteString(s.Range.String())
		default:
			b.WriteString(strconv.Itoa(s.Range.Start().Int()))
		}
		b.WriteString(" ")
		b.WriteString(symbolText(s, rules))
		var values, members []*Symbol
		for _, m := range syms[i:j] {
			for _, c := range m.Children {
				if isValue(c) {
					values = append(values, c)
				} else {
					members = append(members, c)
				}
			}
		}
		writeValues(b, s, values)
		b.WriteString("\n")
		writeSymbols(b, members, depth+1, rules, nil)
		i = j - 1
	}
}

// maxValueNames is the most bytes of names a parent's line gives its
// values; more are counted ("12 members"): a long list of names costs
// more than it tells before the parent is read.
const maxValueNames = 80

// writeValues writes the values of parent after ": ", by name when their
// names fit in maxValueNames bytes, else as a count; but not the fields,
// properties and attributes of a type (a struct, class or interface):
// its range says how long it is, and reading it shows them with their
// types. An enum's members, a class's constants and a module's variables
// are written: they say what their parent holds.
func writeValues(b *strings.Builder, parent *Symbol, values []*Symbol) {
	var named []*Symbol
	size := -2
	for _, v := range values {
		if typeKinds[parent.Kind] && attributeKinds[v.Kind] {
			continue
		}
		named = append(named, v)
		size += len(v.Name) + 2
	}
	if len(named) == 0 {
		return
	}
	b.WriteString(": ")
	if size > maxValueNames {
		b.WriteString(plural(len(named), "member"))
		return
	}
	for k, v := range named {
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteString(v.Name)
	}
}

// attributeKinds are the kinds of value a type's line leaves out.
var attributeKinds = map[string]bool{"field": true, "property": true, "variable": true}

// valueKinds are the kinds of member a skeleton names on its parent's
// line when it has no members of its own: fields, attributes and the like,
// whose signature is a name and a type or value (reading the parent shows
// them).
var valueKinds = map[string]bool{"field": true, "property": true, "variable": true, "constant": true, "enum_member": true}

// isValue reports whether the member s is named on its parent's line.
func isValue(s *Symbol) bool {
	return valueKinds[s.Kind] && len(s.Children) == 0
}

// sameDeclaration reports whether b is declared by the line of a: the same
// lines, the same signature, which names both, and no members.
func sameDeclaration(a, b *Symbol) bool {
	return a.Range == b.Range && a.Signature != "" && a.Signature == b.Signature &&
		a.Kind == b.Kind && a.Receiver == "" && b.Receiver == "" &&
		len(a.Children) == 0 && len(b.Children) == 0 &&
		hasWord(a.Signature, a.Name) && hasWord(b.Signature, b.Name)
}

// symbolText is a symbol's text after its lines: its signature when that
// names it, with the keyword of its kind (rules.KindKeywords) when the
// signature starts with the name instead (a spec inside Go's var, const or
// type block). rules is nil for a file in no known language.
func symbolText(s *Symbol, rules *syntax.Rules) string {
	sig := s.Signature
	var kindKeywords map[string]string
	if rules != nil {
		kindKeywords = rules.KindKeywords
	}
	switch {
	case syntax.IsCallable(s.Kind):
		sig = callableSignature(sig, rules, s.Receiver != "")
		if s.Kind == "method" && rules != nil {
			sig = dropSelf(sig, rules.SelfParam)
		}
	case !typeKinds[s.Kind]:
		sig = cutValue(sig)
	}
	if w, ok := kindKeywords[s.Kind]; ok && sig == s.Name && sig != s.Signature {
		return w + " " + sig // a spec in a block whose value was left out
	}
	if sig == "" || sig == s.Name {
		return s.QualifiedName()
	}
	if sig == s.Kind { // C++'s anonymous namespace: `namespace (anonymous)`
		return s.Kind + " " + s.QualifiedName()
	}
	if !hasWord(sig, s.Name) {
		return s.Kind + " " + s.QualifiedName() + ": " + sig
	}
	if w, ok := kindKeywords[s.Kind]; ok && !strings.HasPrefix(sig, w+" ") && firstWord(sig) == s.Name {
		return w + " " + sig
	}
	if w, ok := kindKeywords[s.Kind]; ok && sig == w+" "+s.Name+" "+s.Kind {
		return s.Name + " " + s.Kind // type T struct: the kind says it is a type
	}
	return sig
}

// callableSignature is a callable's signature as a skeleton shows it:
// without the keyword that opens it (rules.CallKeywords; rules is nil for
// a file in no known language) and, a Go method's (method), its
// receiver's name, cut past maxSignature runes.
func callableSignature(sig string, rules *syntax.Rules, method bool) string {
	if rules != nil {
		sig = dropKeyword(sig, rules.CallKeywords, rules.CallModifiers)
	}
	if method {
		sig = dropReceiverName(sig)
	}
	return cutSignature(sig)
}

// ShortSignature is the signature of a symbol of kind in a file of
// language as a skeleton shows it: a callable's without its keyword and a
// Go receiver's name, cut past 100 characters; any other's as it is. An
// overview of many files (repo_map) lists its symbols in this form.
func ShortSignature(language, kind, sig string) string {
	if !syntax.IsCallable(kind) {
		return sig
	}
	var rules *syntax.Rules
	if l := syntax.Lookup(language); l != nil {
		rules = &l.Rules
	}
	// dropReceiverName changes only a signature that opens with a
	// receiver, "(t *T) M()": a method's in no other language does.
	return callableSignature(sig, rules, kind == "method")
}

// typeKinds are the kinds whose signature is their definition, kept
// whole (type A = string | number says what A is), not cut as a value's.
var typeKinds = map[string]bool{"type": true, "interface": true, "struct": true, "enum": true, "class": true}

// dropKeyword drops the keyword of a callable's signature that has a
// parameter list, one of keywords (the language's CallKeywords), at its
// start or after the modifiers it opens with (the language's
// CallModifiers, which stay): the parameter list says what it is.
func dropKeyword(sig string, keywords, modifiers []string) string {
	at := modifiersEnd(sig, modifiers)
	for _, k := range keywords {
		if rest, ok := strings.CutPrefix(sig[at:], k+" "); ok && strings.Contains(rest, "(") {
			return sig[:at] + rest
		}
	}
	return sig
}

// modifiersEnd returns where the modifiers sig opens with end, each one
// of modifiers followed by a space, or by a parenthesised argument
// (`pub(crate)`) or a string (`extern "C"`) and a space; 0 when it opens
// with none.
func modifiersEnd(sig string, modifiers []string) int {
	at := 0
	for len(modifiers) > 0 {
		word := at
		for word < len(sig) && isIdent(rune(sig[word])) {
			word++
		}
		if !slices.Contains(modifiers, sig[at:word]) {
			return at
		}
		end := word
		switch {
		case strings.HasPrefix(sig[word:], "("):
			close := strings.IndexByte(sig[word:], ')')
			if close < 0 {
				return at
			}
			end = word + close + 1
		case strings.HasPrefix(sig[word:], ` "`):
			close := strings.IndexByte(sig[word+2:], '"')
			if close < 0 {
				return at
			}
			end = word + 2 + close + 1
		}
		if !strings.HasPrefix(sig[end:], " ") {
			return at
		}
		at = end + 1
	}
	return at
}

// maxSignature is the most runes of a callable's signature a skeleton
// shows; a longer one is cut after its last whole parameter that fits, and
// reading the symbol shows the rest.
const maxSignature = 100

// cutSignature cuts sig to maxSignature runes, after a parameter when one
// ends in them: "f(a, b, …".
func cutSignature(sig string) string {
	if utf8.RuneCountInString(sig) <= maxSignature {
		return sig
	}
	cut := cutRunes(sig, maxSignature-1)
	if i := strings.LastIndex(cut, ", "); i > 0 {
		return cut[:i] + ", …"
	}
	return cut + "…"
}

// dropReceiverName drops the name of a Go method's receiver, which only
// its body uses: "(t *T) M()" is "(*T) M()".
func dropReceiverName(sig string) string {
	end := strings.Index(sig, ")")
	if !strings.HasPrefix(sig, "(") || end < 0 {
		return sig
	}
	name, typ, ok := strings.Cut(sig[1:end], " ")
	if !ok || name == "" || strings.IndexFunc(name, func(r rune) bool { return !isIdent(r) }) >= 0 {
		return sig
	}
	return "(" + strings.TrimSpace(typ) + sig[end:]
}

// dropSelf drops the parameter self that a method's parameter list opens
// with: "wrap(self, text)" is "wrap(text)". A list that opens with any
// other name (a static method's, a class method's cls) stays as it is.
func dropSelf(sig, self string) string {
	if self == "" {
		return sig
	}
	open := strings.IndexByte(sig, '(')
	if open < 0 {
		return sig
	}
	rest := sig[open+1:]
	switch {
	case strings.HasPrefix(rest, self+", "):
		return sig[:open+1] + rest[len(self)+2:]
	case strings.HasPrefix(rest, self+")"):
		return sig[:open+1] + rest[len(self):]
	}
	return sig
}

// maxValue is the most runes of an initializer after " = " a skeleton
// shows. A longer one is left out with its " = ": its first runes, a cut
// call, word or string, rarely say what the value is, and reading the
// symbol shows it.
const maxValue = 12

// cutValue drops the initializer of a signature "x = value" longer than
// maxValue runes, or that opens a value running over lines ("x = {",
// "y = newThing("): what is left would read as the whole value.
func cutValue(sig string) string {
	if s, ok := strings.CutSuffix(sig, " ="); ok {
		return s
	}
	i := strings.Index(sig, " = ")
	if i < 0 {
		return sig
	}
	v := sig[i+3:]
	if v != "" && utf8.RuneCountInString(v) <= maxValue && !strings.ContainsAny(v[len(v)-1:], "{([") {
		return sig
	}
	return sig[:i]
}

// hasWord reports whether name occurs in s not inside a longer identifier.
func hasWord(s, name string) bool { return wordIndex(s, name) >= 0 }

func isIdent(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }

// firstWord is the identifier s starts with.
func firstWord(s string) string {
	for i, r := range s {
		if !isIdent(r) {
			return s[:i]
		}
	}
	return s
}

// plural renders a count with its noun: "1 line", "2 lines", "2
// properties".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	if stem, ok := strings.CutSuffix(noun, "y"); ok {
		return fmt.Sprintf("%d %sies", n, stem)
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// maxErrorLines bounds the syntax error lines the skeleton's first line
// names: SQLite's amalgamation, whose macros the C grammar misreads on
// thousands of lines, made it 28 KB of line numbers.
const maxErrorLines = 20

// joinInts writes the first limit of xs, and how many more there are.
func joinInts(xs []int, limit int) string {
	s := make([]string, 0, min(len(xs), limit+1))
	for i, x := range xs {
		if i == limit {
			s = append(s, fmt.Sprintf("and %d more", len(xs)-i))
			break
		}
		s = append(s, fmt.Sprint(x))
	}
	return strings.Join(s, ", ")
}
