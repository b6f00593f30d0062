// This file defines the JSON form of document_symbols: LSP DocumentSymbol
// objects, in the index base the caller asks for.

package outline

import (
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/textpos"
)

// DocSymbol is an LSP DocumentSymbol. Hover is set when asked for.
type DocSymbol struct {
	Name           string      `json:"name"`
	Detail         string      `json:"detail,omitempty"`
	Kind           int         `json:"kind"`
	Range          DocRange    `json:"range"`
	SelectionRange DocRange    `json:"selectionRange"`
	Hover          string      `json:"hover,omitempty"`
	Children       []DocSymbol `json:"children,omitempty"`
}

// DocRange is an LSP range.
type DocRange struct {
	Start DocPosition `json:"start"`
	End   DocPosition `json:"end"`
}

// DocPosition is an LSP position: 0-based line and UTF-16 character, or
// 1-based line and code-point column with index base 1.
type DocPosition struct {
	Line      int `json:"line"`
	Character int `json:"character"`
}

// maxDocDepth is how many levels DocumentSymbols nest: the symbols below
// the last are listed, flattened, among the children of their ancestor at
// the level above it. Symbols
// nested thousands deep would make the indented JSON quadratic.
const maxDocDepth = 20

// DocSymbols returns the symbols the options select as DocumentSymbols.
func DocSymbols(f *File, text []byte, opt TableOptions) []DocSymbol {
	var m *textpos.Mapper
	if opt.IndexBase == 0 {
		m = textpos.NewMapper(text)
	}
	var conv func(out []DocSymbol, syms []*Symbol, depth int) []DocSymbol
	conv = func(out []DocSymbol, syms []*Symbol, depth int) []DocSymbol {
		for _, s := range syms {
			d := DocSymbol{
				Name:           s.QualifiedName(),
				Detail:         s.Signature,
				Kind:           s.LSPKind,
				Range:          docRange(s.Extent, m),
				SelectionRange: docRange(s.SelectionRange, m),
			}
			if opt.Hover {
				d.Hover = opt.hover(s)
			}
			var kids []*Symbol
			if opt.Children == ChildrenYes || opt.Children == ChildrenAuto && !syntax.IsCallable(s.Kind) {
				kids = s.Children
			}
			switch {
			case len(kids) == 0:
				out = append(out, d)
			case depth+2 < maxDocDepth: // depth counts from 0, levels from 1
				d.Children = conv(make([]DocSymbol, 0, len(kids)), kids, depth+1)
				out = append(out, d)
			case depth+2 == maxDocDepth:
				d.Children = conv(nil, kids, depth+1)
				out = append(out, d)
			default: // below maxDocDepth: a sibling of its children
				out = conv(append(out, d), kids, depth+1)
			}
		}
		return out
	}
	return conv(make([]DocSymbol, 0, len(f.Symbols)), f.Symbols, 0)
}

func docRange(sp textpos.Span, m *textpos.Mapper) DocRange {
	sl, sc, el, ec := spanInts(sp)
	if m != nil {
		sl, sc = lspPoint(m, sl, sc)
		el, ec = lspPoint(m, el, ec)
	}
	return DocRange{Start: DocPosition{sl, sc}, End: DocPosition{el, ec}}
}
