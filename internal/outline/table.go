// This file defines the compact symbol table, the text of the
// document_symbols tool.

package outline

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/textpos"
)

// Children says which nested symbols a table lists.
type Children string

// The values of return_children. Auto lists the members of classes, structs,
// interfaces, enums, traits, impls, modules, namespaces, Markdown sections
// and configuration tables, but not the locals of functions and methods.
const (
	ChildrenNo   Children = "no"
	ChildrenYes  Children = "yes"
	ChildrenAuto Children = "auto"
)

// TableOptions are the parameters of document_symbols that shape its output.
type TableOptions struct {
	Children Children
	// Hover adds the HOVER_INFO column: the signature and the doc comment.
	Hover bool
	// IndexBase 1 prints 1-based lines and code-point columns; 0 prints the
	// LSP form: 0-based lines and UTF-16 columns.
	IndexBase int
	// HoverText, when set, gives a symbol's hover text in place of the
	// parsed one (a language server's); it is folded and cut like it.
	HoverText func(*Symbol) string
}

// hover is the HOVER_INFO text of s under opt.
func (opt TableOptions) hover(s *Symbol) string {
	if opt.HoverText != nil {
		return cutRunes(strings.Join(strings.Fields(opt.HoverText(s)), " "), HoverLimit)
	}
	return Hover(s)
}

// HoverLimit is the longest HOVER_INFO cell, in characters.
const HoverLimit = 200

// Row is one symbol of the flattened table.
type Row struct {
	Symbol *Symbol
	Parent string
}

// Rows flattens the symbols that the options select, parents first.
func Rows(f *File, children Children) []Row {
	var rows []Row
	var walk func(syms []*Symbol, parent *Symbol)
	walk = func(syms []*Symbol, parent *Symbol) {
		for _, s := range syms {
			p := s.Receiver
			if parent != nil {
				p = parent.QualifiedName()
			}
			rows = append(rows, Row{Symbol: s, Parent: p})
			if children == ChildrenYes || children == ChildrenAuto && !syntax.IsCallable(s.Kind) {
				walk(s.Children, s)
			}
		}
	}
	walk(f.Symbols, nil)
	return rows
}

// Table renders the symbols as the compact table:
// NAME | KIND | RANGE | SELECTION | PARENT | HOVER_INFO | EOL, one row a
// symbol ending in "<<<". text is the file's text, used for the LSP form.
func Table(f *File, text []byte, opt TableOptions) string {
	var b strings.Builder
	b.WriteString("NAME | KIND | RANGE | SELECTION | PARENT")
	if opt.Hover {
		b.WriteString(" | HOVER_INFO")
	}
	b.WriteString(" | EOL\n")
	var m *textpos.Mapper
	if opt.IndexBase == 0 {
		m = textpos.NewMapper(text)
	}
	for _, r := range Rows(f, opt.Children) {
		s := r.Symbol
		cells := []string{cell(s.Name), strconv.Itoa(s.LSPKind), formatSpan(s.Extent, m), formatSpan(s.SelectionRange, m), cell(r.Parent)}
		if opt.Hover {
			cells = append(cells, cell(opt.hover(s)))
		}
		b.WriteString(strings.Join(cells, " | "))
		b.WriteString(" | <<<\n")
	}
	return b.String()
}

// Hover is the parsed hover text of a symbol: its signature, then " - " and
// its doc comment, folded to one line and cut at HoverLimit characters.
func Hover(s *Symbol) string {
	h := s.Signature
	if s.Doc != "" {
		h += " - " + s.Doc
	}
	return cutRunes(strings.Join(strings.Fields(h), " "), HoverLimit)
}

// cell makes text safe for a table cell: newlines become spaces and "|" is
// escaped as "\|".
func cell(s string) string {
	s = strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ", "|", `\|`).Replace(s)
	return s
}

// formatSpan prints "L:C-C" on one line and "L:C-L:C" across lines; with a
// mapper, in the LSP form.
func formatSpan(sp textpos.Span, m *textpos.Mapper) string {
	sl, sc, el, ec := spanInts(sp)
	if m != nil {
		sl, sc = lspPoint(m, sl, sc)
		el, ec = lspPoint(m, el, ec)
	}
	if sl == el {
		return fmt.Sprintf("%d:%d-%d", sl, sc, ec)
	}
	return fmt.Sprintf("%d:%d-%d:%d", sl, sc, el, ec)
}

// spanInts is a span's start line and column and end line and column.
func spanInts(sp textpos.Span) (sl, sc, el, ec int) {
	return sp.Start().Line().Int(), sp.Start().Column().Int(), sp.End().Line().Int(), sp.End().Column().Int()
}

func lspPoint(m *textpos.Mapper, line, col int) (int, int) {
	p, err := textpos.NewPosition(line, col)
	if err != nil {
		return line - 1, col - 1
	}
	lp, err := m.PositionLSP(p, textpos.UTF16)
	if err != nil {
		return line - 1, col - 1
	}
	return int(lp.Line), int(lp.Character)
}
