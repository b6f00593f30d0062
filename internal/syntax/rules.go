// This file defines Rules, the schema of the per-language data files in
// languages/. Every piece of language knowledge the outline uses is a value
// here; the code that reads it is the same for every language.

package syntax

import "slices"

// Rules is one language's outline knowledge. Node types are tree-sitter node
// type names of the language's grammar. A path is a list of steps separated
// by "/": a field name ("declarator"), a field name followed by "+" to follow
// that field one or more times as long as it exists ("declarator+"), the same
// with "*" for zero or more times, "@type|type2" for the first
// named child of one of those types, "=type|type2" for the node itself when
// it is of one of those types, or "." for the node itself.
type Rules struct {
	// Name is the language name, also the name of the data file.
	Name string `json:"name"`
	// Title is how messages write the language's name ("C++"), when not
	// as Name.
	Title string `json:"title"`
	// Extensions (with the dot) and Filenames (exact base names) select the language.
	Extensions []string `json:"extensions"`
	Filenames  []string `json:"filenames"`
	// Interpreters are program names on a "#!" line that select the language.
	Interpreters []string `json:"interpreters"`
	// Shares claims extensions that another language owns (C++ claims C's
	// ".h"): a file with such an extension is in this language when the
	// project says so, when its text matches one of Markers, or when its
	// neighbours are in this language (see Choose).
	Shares []string `json:"shares"`
	// Markers are pairs [what, regular expression]: lines, outside comments,
	// that only this language's text holds among the languages of a shared
	// extension (`namespace x {`, `std::`, `public:`); what names the sign
	// in the outline's header.
	Markers [][2]string `json:"markers"`
	// LanguageID is the LSP language id of the language's files ("python"),
	// which a language server is told when a file is opened; LanguageIDs
	// gives the files of some extensions another (JavaScript's ".jsx" is
	// "javascriptreact"). A language without one is served by no built-in
	// language server.
	LanguageID  string            `json:"languageId"`
	LanguageIDs map[string]string `json:"languageIds"`
	// Annotations is a regular expression naming the annotation macros of
	// C-family code (`GUARDED_BY`, `LEVELDB_EXPORT`): upper-case macros, with
	// their arguments, that the parser reads as blanks (see mask.go).
	Annotations string `json:"annotations"`
	// Conditionals: the text's #if groups, found by C#'s lexical rules (or
	// C's, in C and C++), may stand where the grammar has no place for them
	// (around a modifier, an argument, a member initializer, half an
	// expression); the groups that a parse's syntax errors touch are read
	// as their first branch (see mask.go).
	Conditionals bool `json:"conditionals"`

	// Symbols maps a node type to the rule that makes such a node a symbol.
	Symbols map[string]SymbolRule `json:"symbols"`
	// Wrappers are node types looked through for symbols: export statements,
	// decorated definitions, declaration groups, conditional blocks.
	Wrappers map[string]WrapperRule `json:"wrappers"`
	// Imports are the import statements; Kind is the kind word used when
	// ImportKinds finds nothing more precise.
	Imports []MatchRule `json:"imports"`
	// ImportKinds are pairs [node type, kind word]: the first pair whose type
	// occurs among an import's children or grandchildren gives its kind
	// (default-import, named-import, static-import ...).
	ImportKinds [][2]string `json:"importKinds"`
	// ExportKinds does the same for exports (wrappers of category "export"
	// that declare no symbol: `export { a }`, `export default x`).
	ExportKinds [][2]string `json:"exportKinds"`
	// Comments are the comment node types.
	Comments []string `json:"comments"`
	// Attributes are node types that stand before a symbol and belong to it
	// (decorators, Rust attributes); their lines join the symbol's range.
	Attributes []string `json:"attributes"`
	// DocComments: comments directly above a symbol, with no blank line and
	// nothing else on their first line, are its doc and part of its range.
	DocComments bool `json:"docComments"`
	// Docstrings: a string as the first statement of a body is the doc of the
	// symbol that owns the body, and a module-level string statement is a comment.
	Docstrings bool `json:"docstrings"`
	// Strings are the string literals, whose lines re-indenting leaves as
	// they are, and the statement a docstring is.
	Strings StringRules `json:"strings"`
	// TrimTrailing: a symbol ends where the content of its last child ends.
	// Python's grammar keeps the comments that follow the last statement of
	// an indented body inside the body, and TOML's tables keep the blank
	// lines after them; neither belongs to the symbol.
	TrimTrailing bool `json:"trimTrailing"`
	// KindKeywords are the keywords that declare symbols of a kind
	// ("constant": "const"): a skeleton line whose signature starts with
	// the symbol's name instead (a spec inside Go's `const ( ... )` block)
	// gets the keyword before it.
	KindKeywords map[string]string `json:"kindKeywords"`
	// CallKeywords are the keywords that open a callable's signature
	// ("def", "func"): the skeleton drops them from a signature with a
	// parameter list, which says what it is.
	CallKeywords []string `json:"callKeywords"`
	// CallModifiers are the words that may come before a call keyword
	// (Rust's `pub`, `async`, `unsafe`: `pub(crate) async fn f()`), each
	// with a parenthesised argument or an ABI string after it: the
	// skeleton keeps them and drops the keyword after them (`pub(crate)
	// async f()`), so a callable reads as it does without them.
	CallModifiers []string `json:"callModifiers"`
	// SelfParam is the name a method's first parameter gives the instance
	// by convention (Python's self): the skeleton drops it from a method's
	// parameter list, where it says nothing a caller passes.
	SelfParam string `json:"selfParam"`
	// Directives are nodes that are directives (`#include`, `"use strict"`, `#!`).
	Directives []MatchRule `json:"directives"`
	// Sections: the symbols are headings nested by level (Markdown).
	Sections bool `json:"sections"`

	// Scopes says how far the language's names reach, which the workspace
	// index's references and ranks follow.
	Scopes ScopeRules `json:"scopes"`

	// Blocks are the body and block container nodes that structure targets
	// look through: their children are the structures inside the node that
	// owns the block (the statements of a function body, the members of a
	// class body).
	Blocks []string `json:"blocks"`
	// IndentTabs: code in the language is indented with tabs, whatever a
	// file's strings hold (Go, by gofmt); other languages' indentation is
	// learned from each file.
	IndentTabs bool `json:"indentTabs"`
	// Lists are the node types whose elements are separated by ",": a JSON
	// object or array, an enum's body. A node with a "," among its children
	// is one too; naming the type also covers a list of one element.
	Lists []string `json:"lists"`
	// Elements are the list node types whose named children are each one
	// structure, whatever they are (a JSON array's values, objects and
	// arrays among them): an element that is an object is named by its
	// first member's value when that is a scalar, a scalar element by its
	// text without quotes when short; any element also by its place, [N].
	Elements []string `json:"elements"`
	// ElementKeys is the path to the key of a member of an object inside
	// an element, which names it there as an outline symbol's name names a
	// member elsewhere (a JSON pair's "key").
	ElementKeys string `json:"elementKeys"`
	// Clauses are nodes that are structures of their own when they stand
	// inside another structure rather than in a block: else, elif, catch and
	// finally clauses, switch cases, match arms, an `else if`.
	Clauses []string `json:"clauses"`
	// Named gives the structures of a node type that is no symbol a name:
	// the text of the node at a path (several paths separated by "," are
	// tried in order), when it is on one line; a quoted scalar's quotes
	// are not part of it. A YAML sequence item is named by its first
	// key's value (`- name: Build` is Build), or by its scalar (`- main`).
	// A named statement is a definition to DocComments and TrimTrailing:
	// the comments above it are its own, not its first symbol's.
	Named map[string]string `json:"named"`
	// Continuations are node types the grammar puts after a statement
	// though they belong to it: a Ruby heredoc's body follows the
	// statement that opens it on its line. A symbol or statement runs to
	// the end of those that start on its last line.
	Continuations []string `json:"continuations"`
	// Labels are node types of a label whose grammar leaves out the ":"
	// that follows it on its line (C++'s `private:`, an access_specifier):
	// a structure of one runs past the colon, so that an insert after
	// `private` does not land between the word and its colon.
	Labels []string `json:"labels"`
	// Reserved are the language's keywords, which no declaration can
	// name: a symbol the grammar reads with one for its name is code it
	// misread (C++ behind macros it cannot expand: `else`, `typename`),
	// and the outline leaves it out, its lines to the code around it; a
	// rename to one is refused. A default name (DefaultName: C#'s indexer
	// this, JavaScript's export default) is the rules' own, never refused.
	Reserved []string `json:"reserved"`
	// KeywordMembers: a member may take a keyword for its name (a
	// JavaScript method delete, Ruby's Range#end), so the outline keeps a
	// nested symbol so named; only a top-level one is a misreading.
	KeywordMembers bool `json:"keywordMembers"`
	// KeywordKinds are the kinds of symbol that may take a keyword for
	// their name wherever they are (Bash's variables: done='NO' assigns
	// done, which only a command's first word makes a keyword): the
	// outline keeps them, and a rename of one to a keyword is no error.
	KeywordKinds []string `json:"keywordKinds"`

	reserved map[string]bool // Reserved as a set, built when the rules load
}

// IsReserved reports whether name is one of the language's keywords
// (Reserved). The outline asks it of every symbol's name, so it reads a
// set the registry builds once, not the list.
func (r *Rules) IsReserved(name string) bool { return r.reserved[name] }

// ReservedFor reports whether name is a keyword that a symbol of the kind
// cannot take for its name: one of the language's keywords (Reserved),
// unless the kind may take them (KeywordKinds).
func (r *Rules) ReservedFor(kind, name string) bool {
	return r.reserved[name] && !slices.Contains(r.KeywordKinds, kind)
}

// index builds the sets the rules are read through from their lists.
func (r *Rules) index() {
	r.reserved = make(map[string]bool, len(r.Reserved))
	for _, w := range r.Reserved {
		r.reserved[w] = true
	}
}

// ScopeRules says how far a language's names reach beyond their file.
type ScopeRules struct {
	// Module: a file is a module that qualifies its names (Python's
	// os.path, a JavaScript module).
	Module bool `json:"module"`
	// Package: the files of one folder with one package clause are a
	// package, which qualifies their top-level names (Go's http.Serve)
	// and shares them among its files; an import names a package, never
	// one of its symbols.
	Package bool `json:"package"`
	// Receivers: methods are declared at top level, outside their type,
	// with a receiver (Go's func (s *Server) Serve): a top-level method is
	// a member of its receiver's type.
	Receivers bool `json:"receivers"`
	// Global: top-level names are visible from every file of the language
	// (C and C++ through headers, C#'s namespaces, Ruby, Bash).
	Global bool `json:"global"`
	// UnnamedPackage: the files of one folder that declare no package are
	// one package, the unnamed one, and share their top-level names
	// (Java's default package).
	UnnamedPackage bool `json:"unnamedPackage"`
	// ImplicitThis: a bare name inside a class body reaches the class's
	// members (Java, C++, C#, Ruby).
	ImplicitThis bool `json:"implicitThis"`
	// AssignLocal: a name assigned anywhere in a function is a local of
	// that function unless a declaration says otherwise (Python's global
	// and nonlocal).
	AssignLocal bool `json:"assignLocal"`
	// Hoisted: a local's scope is its whole function or block, the lines
	// before its declaration included (JavaScript's var hoisting, and the
	// temporal dead zone of let and const), not the lines from it on.
	Hoisted bool `json:"hoisted"`
	// Blocks are the node types that bound the scope of a local declared
	// inside them: a local lives in the innermost one that holds its
	// declaration (a { } block, a for or if statement whose header
	// declares, a case clause, a function whose parameters it holds),
	// not beyond. A language without them scopes its locals to the whole
	// function (Python).
	Blocks []string `json:"blocks"`
	// FunctionScoped are the node types, tokens among them, that make the
	// locals their parent declares the function's whatever block holds
	// them (JavaScript's var): the names after one in its parent take no
	// block.
	FunctionScoped []string `json:"functionScoped"`
	// After are the declaration node types whose locals come into scope
	// where the declaration ends, not at their names: Go's x := f(x) and
	// Rust's let x = f(x) call f with the outer x.
	After []string `json:"after"`
	// Builtins are the functions every file sees without a declaration or
	// an import (Go's len and append, Python's print, JavaScript's
	// require), and the predeclared types whose call is a conversion (Go's
	// int(x)): a call of one by its bare name that no definition of the
	// workspace answers is listed apart from a function's callees.
	Builtins []string `json:"builtins"`
}

// StringRules says which nodes are string literals. The lines after the
// first of a literal that spans lines lie inside it: re-indenting them
// would change the string's value.
type StringRules struct {
	// Literals are the node types of string literals (raw strings,
	// template literals, triple-quoted strings, heredocs) and of the nodes
	// they are made of.
	Literals []string `json:"literals"`
	// Concatenations are strings made of string literals side by side
	// (`"a" "b"`): their line breaks lie between the literals.
	Concatenations []string `json:"concatenations"`
	// Interpolations are the nodes inside a literal that are code
	// (`${` ... `}`): the lines they span are code's.
	Interpolations []string `json:"interpolations"`
	// Statement is the node type of an expression statement. A statement
	// of one string (a literal or a concatenation) stands alone: it is
	// indented with the code around it, and it is a docstring where
	// Docstrings says so.
	Statement string `json:"statement"`
	// Prefixes are the letters that may open a literal (Python's r, b, f)
	// and Quotes its quotes, longest first: a docstring's text is the
	// literal's without them.
	Prefixes string   `json:"prefixes"`
	Quotes   []string `json:"quotes"`
}

// IsLiteral reports whether a node type is a string literal's.
func (s *StringRules) IsLiteral(t string) bool { return slices.Contains(s.Literals, t) }

// IsConcatenation reports whether a node type is a concatenation of string
// literals.
func (s *StringRules) IsConcatenation(t string) bool { return slices.Contains(s.Concatenations, t) }

// IsInterpolation reports whether a node type is code inside a literal.
func (s *StringRules) IsInterpolation(t string) bool { return slices.Contains(s.Interpolations, t) }

// SymbolRule makes a node a symbol.
type SymbolRule struct {
	// Kind is the kind word (see KindWords); KindBy and InParent may change it.
	Kind string `json:"kind"`
	// Name is the path to the node whose text is the symbol's name; several
	// paths separated by "," are tried in order, until one ends on a node
	// of NameTypes.
	Name string `json:"name"`
	// NameTypes, when set, lists the node types a name node may have; a node
	// whose name path ends elsewhere is not a symbol.
	NameTypes []string `json:"nameTypes"`
	// Multi: the first step of Name may match several children, each a symbol
	// of its own (`var a, b int`, `int x, y;`).
	Multi bool `json:"multi"`
	// DefaultName is used when the name path finds nothing (`export default function () {}`).
	DefaultName string `json:"defaultName"`
	// NameKey: a symbol that holds a member of this name whose value is
	// a short string is named NAME[VALUE], so that the elements of an
	// array of tables, all named alike, are told apart (TOML's
	// `[[package]]` with `name = "serde"` is package[serde]). The member
	// is a child of one of the language's symbol rules, named by it, and
	// its value is its last child, of a string literal type.
	NameKey string `json:"nameKey"`
	// Body is the path to the node whose children are the symbol's members;
	// several paths separated by "," are tried in order.
	Body string `json:"body"`
	// KindBy picks the kind from the type of a node on a path.
	KindBy *KindBy `json:"kindBy"`
	// NameKinds picks the kind from the name (`constructor`).
	NameKinds map[string]string `json:"nameKinds"`
	// InParent maps the kind of the enclosing symbol to this symbol's kind
	// (a function inside a class is a method).
	InParent map[string]string `json:"inParent"`
	// Locals: inside a function or method the symbol is kept only when its
	// resolved kind is in this list. Absent keeps all.
	Locals []string `json:"locals"`
	// Only: the symbol is kept only when its resolved kind is in this list
	// (a property of an object literal that is a function). Absent keeps all.
	Only []string `json:"only"`
	// Receiver is the path to a method's receiver (Go); the first node of
	// type ReceiverType inside it, a type name, becomes the symbol's receiver.
	Receiver     string `json:"receiver"`
	ReceiverType string `json:"receiverType"`
}

// KindBy picks a kind from the type of the first node along Path whose type
// is in Map, or of the last one with Last (C's `void (*handler)(int)` is a
// variable: its name is inside parentheses that a function declarator holds).
type KindBy struct {
	Path string            `json:"path"`
	Map  map[string]string `json:"map"`
	Last bool              `json:"last"`
}

// WrapperRule describes a node looked through for symbols.
type WrapperRule struct {
	// Category of the wrapper's lines that no inner symbol covers, at top
	// level: "unknown" (the default), "export" or "directive".
	Category string `json:"category"`
	// Expand: when the wrapper holds exactly one symbol, that symbol's range
	// grows to the whole wrapper (`export function f`, `type T struct{}`).
	Expand bool `json:"expand"`
	// Callable: the wrapper is a function (a callback passed to a call):
	// what it declares is local to it, so Locals applies and no wrapper
	// around it grows a symbol to its own range.
	Callable bool `json:"callable"`
	// Kind is the export kind word used when Category is "export".
	Kind string `json:"kind"`
	// Group is the type of a child (a token such as "(" or a list node) that
	// makes the wrapper a group (`type ( ... )`): its
	// symbols keep their own ranges and the comment above it is not their doc.
	Group string `json:"group"`
}

// MatchRule selects nodes of a type, optionally by their text and line.
type MatchRule struct {
	Node string `json:"node"`
	// Prefixes, when set: the node's text must start with one of them.
	Prefixes []string `json:"prefixes"`
	// MaxLine, when set: the node must start on a line <= MaxLine (1-based).
	MaxLine int `json:"maxLine"`
	// Kind is the entry's kind word; defaults to the node type.
	Kind string `json:"kind"`
}
