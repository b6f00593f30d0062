// This file writes pathological code: each language's constructs nested
// thousands of levels deep, the input that overflowed grammar scanners'
// state buffers and that deepens every recursive walk of a tree.

package corpus

import "strings"

// An Opener opens one level of nesting.
type Opener struct {
	// Open is the text that opens the level, Close the text that closes
	// it ("" for levels that close by dedenting or at the end of a line).
	Open, Close string
	// Line: Open starts a line of its own at the current indentation, and
	// the levels inside it are indented Indent columns further.
	Line   bool
	Indent int
}

// inline and line make the tables below shorter.
func inline(open, close string) Opener { return Opener{Open: open, Close: close} }
func line(open, close string, indent int) Opener {
	return Opener{Open: open, Close: close, Line: true, Indent: indent}
}

// Openers lists the constructs that nest in each language of package
// syntax (by its name): brackets and blocks, strings with interpolations,
// raw strings, heredocs, preprocessor conditionals, block quotes and list
// items, mappings and sequences.
var Openers = map[string][]Opener{
	"go": {inline("(", ")"), inline("[", "]"), inline("{", "}"), inline("func() {", "}"),
		inline("if x {", "}"), inline("struct{ f ", "}"), inline("[]int{", "}"), inline("f(", ")"),
		line("func f() {", "}", 1), line("switch {\ncase x:", "}", 1)},
	"python": {inline("(", ")"), inline("[", "]"), inline("{", "}"), inline("f'{", "}'"),
		inline(`f"{`, `}"`), inline("lambda: ", ""), line("if x:", "", 1), line("def f():", "", 2),
		line("class A:", "", 1), line("with a:", "", 4), line("try:", "", 1)},
	"javascript": {inline("(", ")"), inline("[", "]"), inline("{", "}"), inline("`${", "}`"),
		inline("function f(){", "}"), inline("() => {", "}"), inline("class A{m(){", "}}"),
		inline("<div>", "</div>"), inline("f(", ")"), line("if (x) {", "}", 2)},
	"typescript": {inline("(", ")"), inline("[", "]"), inline("{", "}"), inline("`${", "}`"),
		inline("function f(){", "}"), inline("class A{m(){", "}}"), inline("Array<", ">"),
		inline("namespace N{", "}"), inline("let x: {a: ", "}"), line("if (x) {", "}", 2)},
	"tsx": {inline("(", ")"), inline("[", "]"), inline("{", "}"), inline("`${", "}`"),
		inline("<div>", "</div>"), inline("<a b={", "}/>"), inline("() => {", "}"),
		inline("class A{m(){", "}}"), line("if (x) {", "}", 2)},
	"rust": {inline("(", ")"), inline("[", "]"), inline("{", "}"), inline("fn f(){", "}"),
		inline("mod m{", "}"), inline(`r#"`, `"#`), inline("/*", "*/"), inline("|| {", "}"),
		inline("vec![", "]"), inline("impl A{fn f(){", "}}"), line("match x {_ =>", "}", 4)},
	"java": {inline("(", ")"), inline("[", "]"), inline("{", "}"), inline("class A{", "}"),
		inline("void f(){", "}"), inline("if(x){", "}"), inline("new int[]{", "}"),
		inline("f(", ")"), line("class A {", "}", 4)},
	"c": {inline("(", ")"), inline("[", "]"), inline("{", "}"), inline("struct{", "}"),
		inline("void f(){", "}"), inline("int a[]={", "}"), line("#if X", "#endif", 0),
		line("#ifdef X", "#endif", 0), line("if (x) {", "}", 2)},
	"cpp": {inline("(", ")"), inline("[", "]"), inline("{", "}"), inline("namespace n{", "}"),
		inline("template<class T", ">"), inline(`R"x(`, `)x"`), inline("class A{", "};"),
		inline("[](){", "}"), line("#if X", "#endif", 0), line("void f() {", "}", 2)},
	"csharp": {inline("(", ")"), inline("[", "]"), inline("{", "}"), inline("class A{", "}"),
		inline("namespace N{", "}"), inline(`$"{`, `}"`), inline(`$@"{`, `}"`),
		inline(`$$"""{{`, `}}"""`), inline("void F(){", "}"), line("#if X", "#endif", 0)},
	"ruby": {inline("(", ")"), inline("[", "]"), inline("{", "}"), inline(`"#{`, `}"`),
		inline("%w(", ")"), inline("%q(", ")"), inline("/#{", "}/"), inline("->{", "}"),
		inline("<<H ", ""), inline("f(<<~HEREDOC_WORD_OF_SOME_LENGTH, ", ")"),
		line("def f", "end", 2), line("class A", "end", 2), line("x.each do", "end", 1),
		line("begin", "end", 1)},
	"bash": {inline("(", ")"), inline("{ ", "; }"), inline("$(", ")"), inline(`"$(`, `)"`),
		inline("$((", "))"), inline("${a:-", "}"), inline("<<EOF ", ""), inline("[[ ", " ]]"),
		line("if x; then", "fi", 2), line("for x in y; do", "done", 1), line("f() {", "}", 2),
		line("case x in a)", "esac", 2)},
	"markdown": {inline("> ", ""), inline("- ", ""), inline("1. ", ""), inline("* ", ""),
		inline("[", "]"), line("- ", "", 2), line("1. ", "", 3), line("> ", "", 0),
		line("```", "```", 0), line("<div>", "</div>", 0)},
	"json": {inline("[", "]"), inline(`{"a":`, "}"), inline(`{"a": [`, "]}")},
	"yaml": {inline("[", "]"), inline("{a: ", "}"), inline("- ", ""), inline("? ", ""),
		line("a:", "", 1), line("- a:", "", 2), line("-", "", 1), line("a: &x", "", 2)},
	"toml": {inline("a = [", "]"), inline("a = {b = ", "}"), inline("[", "]"), inline("{a = ", "}")},
}

// Nest writes a text in lang that opens depth levels, the i-th being the
// opener that picks[i % len(picks)] chooses (modulo their number), puts x
// at the innermost level, and closes the innermost closed levels (at most
// depth).
func Nest(lang string, picks []byte, depth, closed int) []byte {
	ops := Openers[lang]
	if len(ops) == 0 {
		return nil
	}
	if len(picks) == 0 {
		picks = []byte{0}
	}
	closed = min(max(closed, 0), depth)
	var w nestWriter
	type level struct {
		op     *Opener
		indent int
	}
	stack := make([]level, 0, depth)
	for i := range depth {
		op := &ops[int(picks[i%len(picks)])%len(ops)]
		stack = append(stack, level{op, w.indent})
		if op.Line {
			w.line(op.Open)
			w.indent += op.Indent
		} else {
			w.write(op.Open)
		}
	}
	w.write("x")
	for i := len(stack) - 1; i >= len(stack)-closed; i-- {
		l := stack[i]
		if l.op.Close == "" {
			continue
		}
		if l.op.Line {
			w.indent = l.indent
			w.line(l.op.Close)
		} else {
			w.write(l.op.Close)
		}
	}
	w.b.WriteByte('\n')
	return []byte(w.b.String())
}

// nestWriter writes text line by line at an indentation.
type nestWriter struct {
	b      strings.Builder
	indent int
	ended  bool // the last line is complete: text goes on a new, indented line
}

// write continues the current line.
func (w *nestWriter) write(s string) {
	if w.ended {
		w.b.WriteString(strings.Repeat(" ", w.indent))
		w.ended = false
	}
	w.b.WriteString(s)
}

// line writes s as a line of its own.
func (w *nestWriter) line(s string) {
	if !w.ended && w.b.Len() > 0 {
		w.b.WriteByte('\n')
	}
	w.ended = false
	if w.b.Len() > 0 || w.indent > 0 {
		w.b.WriteString(strings.Repeat(" ", w.indent))
	}
	w.b.WriteString(s)
	w.b.WriteByte('\n')
	w.ended = true
}

// A Case is a file that aborted locus, before the grammars in third_party
// were patched, by overflowing the 1024-byte buffer in which tree-sitter
// keeps a grammar scanner's state.
type Case struct {
	Name, Path string
	Text       []byte
}

// ScannerCases returns the files that overflowed a scanner's state: the
// smallest known of each kind, and one well past it.
func ScannerCases() []Case {
	indented := func(n, step int, open, inner string) []byte {
		var b strings.Builder
		for i := range n {
			b.WriteString(strings.Repeat(" ", i*step) + open + "\n")
		}
		b.WriteString(strings.Repeat(" ", n*step) + inner + "\n")
		return []byte(b.String())
	}
	heredocs := func(words ...string) []byte {
		var b strings.Builder
		b.WriteString("foo(")
		for i, w := range words {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString("<<" + w)
		}
		b.WriteString(")\n")
		for _, w := range words {
			b.WriteString("body\n" + w + "\n")
		}
		return []byte(b.String())
	}
	a250 := strings.Repeat("A", 250)
	return []Case{
		{"markdown quotes 255", "quotes.md", []byte(strings.Repeat(">", 255) + " x\n")},
		{"markdown quotes 100000", "quotes.md", []byte(strings.Repeat(">", 100000) + " x\n")},
		{"markdown list 300", "list.md", indented(300, 2, "- a", "x")},
		{"markdown list items 300", "items.md", []byte(strings.Repeat("- ", 300) + "x\n")},
		{"yaml mappings 254", "map.yaml", indented(254, 1, "a:", "b")},
		{"yaml mappings 1000", "map.yaml", indented(1000, 1, "a:", "b")},
		{"yaml sequences 300", "seq.yaml", indented(300, 1, "-", "x")},
		{"python blocks 600 around a string", "blocks.py", indented(600, 1, "if 1:", "'a'")},
		{"python blocks 512 around an f-string", "fstring.py", indented(512, 1, "if 1:", "f'{a}'")},
		{"ruby heredocs filling the buffer", "heredocs.rb", heredocs(a250, strings.Repeat("B", 250), strings.Repeat("C", 250), strings.Repeat("D", 250), "EEE")},
		{"ruby heredoc word of 300", "word.rb", heredocs(strings.Repeat("W", 300))},
	}
}
