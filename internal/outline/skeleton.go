// This file defines the skeleton: the outline of a whole file as text, in
// the form file_read's skeleton takes. Nothing is hidden: every line
// of the file is accounted for by one of its sections.

package outline

import (
	"fmt"
	"path"
	"strings"
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
	entries := func(title string, list []Entry) {
		if len(list) == 0 {
			return
		}
		fmt.Fprintf(&b, "\n**%s (%d):**\n", title, len(list))
		for _, e := range list {
			fmt.Fprintf(&b, "  [%s] %s: %s\n", lineSpan(e.Range.Start, e.Range.End), e.Kind, e.Name)
		}
	}
	entries("Directives", f.Directives)
	entries("Imports", f.Imports)
	entries("Exports", f.Exports)
	entries("Comments", f.OrphanComments)
	if len(f.Symbols) > 0 {
		fmt.Fprintf(&b, "\n**Symbols (%d):**\n", countSymbols(f.Symbols))
		writeSymbols(&b, f.Symbols, 1)
	}
	if len(f.Gaps) > 0 {
		writeGaps(&b, f.Gaps, strings.Split(string(text), "\n"))
	}
	return b.String()
}

// writeGaps lists the blank lines on one line and shows the lines of
// unknown gaps as they are.
func writeGaps(b *strings.Builder, gaps []Gap, lines []string) {
	b.WriteString("\n**Gaps:**\n")
	var blank []string
	for _, g := range gaps {
		if g.Type == GapBlank {
			blank = append(blank, lineSpan(g.Start, g.End))
		}
	}
	if len(blank) > 0 {
		fmt.Fprintf(b, "  blank: %s\n", strings.Join(blank, ", "))
	}
	for _, g := range gaps {
		if g.Type != GapUnknown {
			continue
		}
		for l := g.Start; l <= g.End && l <= len(lines); l++ {
			fmt.Fprintf(b, "  [%d] %s\n", l, strings.TrimRight(lines[l-1], " \t"))
		}
	}
}

// maxIndent is the deepest indentation of a symbol in the skeleton, in
// levels: deeper ones stay there, since indenting each of thousands of
// nested symbols by its depth would make the skeleton quadratic.
const maxIndent = 40

func writeSymbols(b *strings.Builder, syms []*Symbol, depth int) {
	for _, s := range syms {
		fmt.Fprintf(b, "%s[%s] %s: %s", strings.Repeat("  ", min(depth, maxIndent)), lineSpan(s.Range.StartLine, s.Range.EndLine), s.Kind, s.QualifiedName())
		if s.Signature != "" && s.Signature != s.Name {
			fmt.Fprintf(b, " — %s", s.Signature)
		}
		b.WriteString("\n")
		writeSymbols(b, s.Children, depth+1)
	}
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

func lineSpan(start, end int) string {
	if start == end {
		return fmt.Sprint(start)
	}
	return fmt.Sprintf("%d-%d", start, end)
}

func joinInts(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ", ")
}
