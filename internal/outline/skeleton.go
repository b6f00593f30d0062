// This file defines the skeleton: the outline of a whole file as text, in
// the form file_read's skeleton takes. Nothing is hidden: every line
// of the file is accounted for by one of its sections.
//
// Each line of a section starts with the lines it covers, "40" or
// "40-43", a range a reader can read by. A symbol's line goes on with its
// signature, which names it (a Go method's receiver type and name give
// Type.Method), without the keyword that opens a callable's (def, func,
// fn, function: its parameter list says what it is); its members follow, indented one space deeper. Symbols
// of one declaration (const a, b = 1, 2) share one line. The kind is
// shown only where the signature does not say it, as a short word (var,
// const, type: a Go spec in a block) or as "kind name:" before a
// signature without the name. A long initializer of a value is cut with
// "…": reading the symbol shows it. Imports, exports and comments are
// counted and listed by their lines (import names too when they are
// short); directives keep their text. Blank lines are counted: they are
// the lines no other line covers. Other unclaimed lines are shown as they
// are.

package outline

import (
	"fmt"
	"path"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/textpos"
)

// Skeleton renders the model of a file. text is the file's text, used to
// show the lines of unknown gaps as they are.
func Skeleton(f *File, text []byte) string { return SkeletonAs("outline", f, text) }

// SkeletonAs is Skeleton under the heading of a tool: "## TOOL: path".
func SkeletonAs(tool string, f *File, text []byte) string {
	var b strings.Builder
	fmt.Fprintf(&b, "## %s: %s\n\n", tool, f.Path)
	fmt.Fprintf(&b, "**%s**", f.Language)
	if f.LanguageWhy != "" {
		fmt.Fprintf(&b, " (%s header: %s)", path.Ext(f.Path), f.LanguageWhy)
	}
	fmt.Fprintf(&b, ", %s, %s", plural(f.TotalLines, "line"), plural(countSymbols(f.Symbols), "symbol"))
	if len(f.ParseErrors) > 0 {
		fmt.Fprintf(&b, ", syntax errors on lines %s", joinInts(f.ParseErrors))
	}
	b.WriteString("\n")
	if len(f.Directives) > 0 {
		fmt.Fprintf(&b, "\n**Directives (%d):**\n", len(f.Directives))
		for _, e := range f.Directives {
			fmt.Fprintf(&b, "%s %s\n", e.Range, e.Name)
		}
	}
	writeList(&b, "Imports", f.Imports, maxImportNames)
	writeList(&b, "Exports", f.Exports, maxExportNames)
	writeList(&b, "Comments", f.OrphanComments, 0)
	if len(f.Symbols) > 0 {
		fmt.Fprintf(&b, "\n**Symbols (%d):**\n", countSymbols(f.Symbols))
		writeSymbols(&b, f.Symbols, 0, f.Language == "go")
	}
	if len(f.Gaps) > 0 {
		writeGaps(&b, f.Gaps, strings.Split(string(text), "\n"))
	}
	return b.String()
}

// The most bytes of names an import or export list shows; a longer list
// shows its lines only (reading them shows the names).
const (
	maxImportNames = 80
	maxExportNames = 200
)

// writeList writes a section of entries as one line: their count, then
// their lines (entries on touching lines joined in one range), then their
// names when those fit in maxNames bytes.
func writeList(b *strings.Builder, title string, list []Entry, maxNames int) {
	if len(list) == 0 {
		return
	}
	var spans []textpos.LineRange
	names := make([]string, 0, len(list))
	size := 0
	for _, e := range list {
		if n := len(spans); n > 0 && spans[n-1].End().Int()+1 == e.Range.Start().Int() {
			spans[n-1] = spans[n-1].Cover(e.Range)
		} else {
			spans = append(spans, e.Range)
		}
		if n := strings.TrimSpace(e.Name); n != "" {
			names = append(names, n)
			size += len(n) + 1
		}
	}
	fmt.Fprintf(b, "\n**%s (%d):** ", title, len(list))
	for i, sp := range spans {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(sp.String())
	}
	if len(names) > 0 && size <= maxNames {
		fmt.Fprintf(b, ": %s", strings.Join(names, "; "))
	}
	b.WriteString("\n")
}

// writeGaps counts the blank lines, which are the lines no other line of
// the skeleton covers, and shows the lines of unknown gaps as they are.
func writeGaps(b *strings.Builder, gaps []Gap, lines []string) {
	blank := 0
	for _, g := range gaps {
		if g.Type == GapBlank {
			blank += g.Range.Len()
		}
	}
	b.WriteString("\n**Gaps:**")
	if blank > 0 {
		fmt.Fprintf(b, " %s (every line not covered above)", plural(blank, "blank line"))
	}
	b.WriteString("\n")
	for _, g := range gaps {
		if g.Type != GapUnknown {
			continue
		}
		for l := g.Range.Start().Int(); l <= g.Range.End().Int() && l <= len(lines); l++ {
			fmt.Fprintf(b, "%d %s\n", l, strings.TrimRight(lines[l-1], " \t"))
		}
	}
}

// maxIndent is the deepest indentation of a symbol in the skeleton, in
// levels of one space each: deeper ones stay there, since indenting each of thousands of
// nested symbols by its depth would make the skeleton quadratic.
const maxIndent = 40

func writeSymbols(b *strings.Builder, syms []*Symbol, depth int, goKinds bool) {
	for i := 0; i < len(syms); i++ {
		s := syms[i]
		// Symbols of one declaration, each named in its signature, share
		// its line.
		j := i + 1
		for j < len(syms) && sameDeclaration(s, syms[j]) {
			j++
		}
		b.WriteString(strings.Repeat(" ", min(depth, maxIndent)))
		b.WriteString(s.Range.String())
		b.WriteString(" ")
		b.WriteString(symbolText(s, goKinds))
		b.WriteString("\n")
		for _, m := range syms[i:j] {
			writeSymbols(b, m.Children, depth+1, goKinds)
		}
		i = j - 1
	}
}

// sameDeclaration reports whether b is declared by the line of a: the same
// lines, the same signature, which names both, and no members.
func sameDeclaration(a, b *Symbol) bool {
	return a.Range == b.Range && a.Signature != "" && a.Signature == b.Signature &&
		a.Kind == b.Kind && a.Receiver == "" && b.Receiver == "" &&
		len(a.Children) == 0 && len(b.Children) == 0 &&
		hasWord(a.Signature, a.Name) && hasWord(b.Signature, b.Name)
}

// kindWords are the short words shown before a Go signature that does not
// start with its declaring keyword (a spec inside a var, const or type
// block).
var kindWords = map[string]string{
	"variable":  "var",
	"constant":  "const",
	"type":      "type",
	"struct":    "type",
	"interface": "type",
}

// symbolText is a symbol's text after its lines: its signature when that
// names it, with a Go kind word (goKinds) when the signature lacks one.
func symbolText(s *Symbol, goKinds bool) string {
	sig := s.Signature
	if syntax.IsCallable(s.Kind) {
		sig = dropKeyword(sig)
	} else {
		sig = cutValue(sig)
	}
	if sig == "" || sig == s.Name {
		return s.QualifiedName()
	}
	if !hasWord(sig, s.Name) {
		return s.Kind + " " + s.QualifiedName() + ": " + sig
	}
	if w, ok := kindWords[s.Kind]; ok && goKinds && !strings.HasPrefix(sig, w+" ") && firstWord(sig) == s.Name {
		return w + " " + sig
	}
	return sig
}

// callKeywords are the keywords a callable's signature drops from its
// start: its parameter list says what it is.
var callKeywords = []string{"def ", "func ", "fn ", "function "}

// dropKeyword drops the leading keyword of a callable's signature that
// has a parameter list.
func dropKeyword(sig string) string {
	for _, k := range callKeywords {
		if rest, ok := strings.CutPrefix(sig, k); ok && strings.Contains(rest, "(") {
			return rest
		}
	}
	return sig
}

// maxValue is the most runes of an initializer after " = " a skeleton
// shows; a longer one is cut with "…".
const maxValue = 12

// cutValue cuts the initializer of a signature "x = value" to maxValue
// runes.
func cutValue(sig string) string {
	i := strings.Index(sig, " = ")
	if i < 0 {
		return sig
	}
	v := sig[i+3:]
	if utf8.RuneCountInString(v) <= maxValue {
		return sig
	}
	n := 0
	for k := range v {
		if n == maxValue-1 {
			return sig[:i+3] + strings.TrimRight(v[:k], " ") + "…"
		}
		n++
	}
	return sig
}

// hasWord reports whether name occurs in s not inside a longer identifier.
func hasWord(s, name string) bool {
	if name == "" {
		return false
	}
	for from := 0; ; {
		i := strings.Index(s[from:], name)
		if i < 0 {
			return false
		}
		i += from
		end := i + len(name)
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := utf8.DecodeRuneInString(s[end:])
		if (i == 0 || !isIdent(before)) && (end == len(s) || !isIdent(after)) {
			return true
		}
		from = i + 1
	}
}

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

func countSymbols(syms []*Symbol) int {
	n := len(syms)
	for _, s := range syms {
		n += countSymbols(s.Children)
	}
	return n
}

// plural renders a count with its noun: "1 line", "2 lines".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

func joinInts(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ", ")
}
