// This file defines the file model: File, Symbol, Entry and Gap.

package outline

import (
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/textpos"
)

// File is the model of one source file. Lines and columns are 1-based;
// columns count Unicode code points. Its JSON keys are snake_case, its line
// ranges and spans in textpos's JSON forms.
type File struct {
	Path     string `json:"path"`
	Language string `json:"language"`
	// LanguageWhy says what chose the language of a file whose extension
	// several languages share (a ".h" header); empty otherwise.
	LanguageWhy string `json:"language_why,omitempty"`
	TotalLines  int    `json:"total_lines"`
	ParseErrors []int  `json:"parse_errors"`
	// ErrorSpans are the lines each syntax error spans (ParseErrors holds
	// their first lines).
	ErrorSpans     []textpos.LineRange `json:"-"`
	Symbols        []*Symbol           `json:"symbols"`
	Imports        []Entry             `json:"imports"`
	Exports        []Entry             `json:"exports"`
	OrphanComments []Entry             `json:"orphan_comments"`
	Directives     []Entry             `json:"directives"`
	Gaps           []Gap               `json:"gaps"`
}

// Symbol is a named declaration. Range covers its doc comment, decorators
// or attributes and its whole body; SelectionRange is its name.
type Symbol struct {
	Name    string `json:"name"`
	Kind    string `json:"kind"`
	LSPKind int    `json:"lsp_kind"`
	// Receiver is the receiver type of a Go method, without "*" or type
	// arguments: the method is addressable as Receiver.Name.
	Receiver       string            `json:"receiver,omitempty"`
	Range          textpos.LineRange `json:"range"`
	SelectionRange textpos.Span      `json:"selection_range"`
	Signature      string            `json:"signature"`
	Doc            string            `json:"doc"`
	Children       []*Symbol         `json:"children"`

	// Extent is Range with its columns, for renderings that show them;
	// Range is always Extent.Lines().
	Extent textpos.Span `json:"-"`

	sigEnd  int  // byte offset where the signature ends
	hasBody bool // the signature ends where a body starts
	local   bool // declared inside a callback (a Callable wrapper)
	// overload: a Python function that typing's @overload decorates
	overload bool
}

// HasBody reports whether the declaration has a body (a block, a class's
// members): false for a prototype or a forward declaration (class A;).
func (s *Symbol) HasBody() bool { return s.hasBody }

// Overload reports whether the symbol is a Python function that typing's
// @overload decorates: a declaration of the function of its name that
// no @overload decorates.
func (s *Symbol) Overload() bool { return s.overload }

// QualifiedName is Receiver.Name for a Go method and Name otherwise.
func (s *Symbol) QualifiedName() string {
	if s.Receiver != "" {
		return s.Receiver + "." + s.Name
	}
	return s.Name
}

// Entry is an import, export, orphan comment or directive.
type Entry struct {
	Name  string            `json:"name"`
	Kind  string            `json:"kind"`
	Range textpos.LineRange `json:"range"`
}

// Gap is a run of lines that belong to no other category.
type Gap struct {
	Range textpos.LineRange `json:"range"`
	Type  GapType           `json:"type"`
}

// GapType says what a gap holds.
type GapType string

// The gap types: blank lines, or lines no category claims (stray code,
// the `if` line around conditional definitions, closing brackets).
const (
	GapBlank   GapType = "blank"
	GapUnknown GapType = "unknown"
)

// Category names the top-level category a line belongs to.
type Category string

// The categories every line of a file belongs to one of (see Check).
const (
	CatSymbol    Category = "symbol"
	CatImport    Category = "import"
	CatExport    Category = "export"
	CatComment   Category = "comment"
	CatDirective Category = "directive"
	CatBlank     Category = "blank"
	CatUnknown   Category = "unknown"
)

// Enclosing returns the qualified name of the innermost symbol whose lines
// hold line ("" for none): a member of a type as Type.member, but not a
// local of a function (a reference in a function is in the function).
func (f *File) Enclosing(line int) string {
	name := ""
	for syms := f.Symbols; ; {
		var in *Symbol
		for _, s := range syms {
			if s.Range.Start().Int() <= line && line <= s.Range.End().Int() {
				in = s
				break
			}
		}
		if in == nil {
			return name
		}
		if name != "" {
			name += "."
		}
		name += in.QualifiedName()
		if syntax.IsCallable(in.Kind) {
			return name
		}
		syms = in.Children
	}
}

// linesOf is the range of lines start through end, as the extractor counts
// them (from the tree's rows): valid by construction, and made so should
// they not be, a start below 1 taken as 1 and an end before the start as
// the start.
func linesOf(start, end int) textpos.LineRange {
	start = max(start, 1)
	r, err := textpos.LinesOf(start, max(start, end))
	if err != nil { // past textpos.MaxLine
		return textpos.LineRange{}
	}
	return r
}
