// This file defines the occurrence and import values and Extract.

package xref

import (
	"bytes"
	"cmp"
	"slices"
	"unsafe"

	"github.com/locus-dev/locus/internal/syntax"
)

// Role is what an occurrence does with its name.
type Role uint8

// The roles. An occurrence has exactly one. The role of a name inside an
// import statement is Imported, not Import: Go has one name space per
// package, and Import is the type of Extract's imports.
const (
	Ref      Role = iota // any other use of a name (a read)
	Decl                 // the name being declared (function, method, type, variable, parameter, field, import alias)
	Call                 // the callee name of a call: f(...) or x.f(...) (the name f)
	Type                 // a use as a type
	Write                // assigned to: x = ..., x += ..., x++ (not declarations)
	Imported             // inside an import statement
	Key                  // a field named by its value in a literal (Go's T{Field: v}), or a parameter by a keyword argument (Python's f(key=v))
)

var roleNames = [...]string{"ref", "decl", "call", "type", "write", "import", "key"}

// String returns the role's word: "ref", "decl", "call", "type", "write",
// "import" or "key".
func (r Role) String() string {
	if int(r) < len(roleNames) {
		return roleNames[r]
	}
	return "role?"
}

// Occurrence is one identifier in a file.
type Occurrence struct {
	Name  string // the identifier as written
	Start int    // byte offset in text
	Line  int    // 1-based
	Col   int    // 1-based, in Unicode code points
	Role  Role
	// Qualifier is, when the name is the member of a selector, attribute,
	// field or scope access, the text of the expression before the dot or
	// "::" (`x` in `x.Serve()`, `http` in `http.Serve`, `self` in
	// `self.run()`, `std` in `std::move`), cut to 64 bytes; "" for a bare name.
	Qualifier string
	// Type is, for a name declared or assigned where the syntax tells its
	// type, that type's name with its qualifier and without type arguments
	// (Server for s in (s *Server), s := &Server{}, s := new(Server) or
	// make(Server), x = Server() in Python, new Server() in TypeScript;
	// http.Server for var s http.Server), or the name of the function whose
	// result it is (NewServer in s := NewServer(), srv.NewConn in c :=
	// srv.NewConn()), with the place among its results after # for the
	// names after the first of a, b := f() (f#1 for b); a built-in type
	// after Builtin for a literal or a built-in type's constructor
	// (builtin:list for x = [] or x = list() in Python, builtin:Array for
	// x = [] in JavaScript); "" when the syntax does not tell.
	Type string
	// Scope is, for a declaration, the first and last line of the
	// innermost block that holds it among those that bound a local's
	// scope (syntax.ScopeRules.Blocks: a { } block, a for or if statement
	// whose header declares it, a case clause, a function whose parameter
	// it is); zero when none does, or when the declaration makes the
	// name its function's (a JavaScript var).
	Scope [2]int
	// Visible is, for such a declaration whose local comes into scope
	// where its declaration ends (syntax.ScopeRules.After: Go's x := f(),
	// whose f is not x), the line and column of that end; zero for one
	// that is in scope from its name on.
	Visible [2]int
	// Member is set on a declaration of a member of an object, a class
	// or a type (a key of JavaScript's { go: 3 }, a property of an
	// inline type { timeout?: number }, a method): it binds no local,
	// wherever it is, and has no Scope.
	Member bool
}

// Builtin starts an Occurrence's Type that is a language's built-in type
// (a list, a dict, an Array), made by a literal or by calling the type by
// its bare name: no type of the workspace unless the file defines or
// imports that name itself.
const Builtin = "builtin:"

// CaseOf starts the Type of a bare name in a switch's case label (Java's
// case BEGIN:), before the switch's subject as a call chain (t of switch
// (t)): the name is a constant of the subject's enum, or of the class
// around it. CallOf starts the Type of a keyword argument's name
// (Python's limit of A(limit=3)), before the call's function as a call
// chain (A): a field of that class, when it is one, or a parameter.
const (
	CaseOf = "case:"
	CallOf = "call:"
)

// Import is one name an import statement binds, or one module it loads.
type Import struct {
	Path string // what is imported, as written, unquoted: "net/http", "os.path", "./util", "java.util.List"
	Name string // the local name it binds, "" when it binds nothing usable (wildcards)
	Line int
	// Symbol is the name taken from the module when the statement names the
	// module and its members apart (Python's from-import, JavaScript's
	// named imports): Path is then the module. "*" for a wildcard or
	// namespace import, "default" for JavaScript's default import, "" when
	// Path is the whole of what is imported.
	Symbol string
	// Export: the statement passes on what it takes from the module
	// rather than importing it (JavaScript's export { f } from './m',
	// export * from './m'): Name is the name the file exports it under,
	// and no name of the file.
	Export bool
}

// Extract returns the occurrences of identifiers in the tree rooted at root
// (the whole file), in source order (a name that is a struct's field and
// declares a local, Rust's let Point { x } = p, is two: the key, then the
// declaration), and the file's imports. root and text
// come from the same syntax.Language.Parse call; nothing is kept after
// Extract returns. Names and qualifiers share one copy of text.
func Extract(lang *syntax.Language, text []byte, root syntax.Node) ([]Occurrence, []Import) {
	return ExtractInto(make([]Occurrence, 0, len(text)/32), lang, bytes.Clone(text), root)
}

// bytesPerOccurrence is about how many bytes of real code hold one
// occurrence (33 on the benchmark's corpus of Go, Python, Java and
// TypeScript): ExtractInto makes room for a file's occurrences at once.
const bytesPerOccurrence = 40

// ExtractInto is Extract appending the occurrences to occs, for a caller
// that reuses one slice file after file, and without a copy of text: the
// names and qualifiers are cut from text itself, which must not change
// while they are in use.
func ExtractInto(occs []Occurrence, lang *syntax.Language, text []byte, root syntax.Node) ([]Occurrence, []Import) {
	t := tableFor(lang)
	if t == nil {
		return occs, nil
	}
	if want := len(text) / bytesPerOccurrence; cap(occs)-len(occs) < want {
		occs = slices.Grow(occs, want) // once, not doubling as the file is read
	}
	x := &extractor{t: t, text: text, s: unsafe.String(unsafe.SliceData(text), len(text)), col: 1, occs: occs}
	root.Scan(t.marks, x.hit)
	if x.unordered {
		// words a command assigns, added at the command: before the
		// command's own name's occurrence, which follows them
		slices.SortStableFunc(x.occs[len(occs):], func(a, b Occurrence) int { return cmp.Compare(a.Start, b.Start) })
	}
	return x.occs, x.imps
}
