// This file defines the schema of the data files in languages/ and compiles
// them, once per language, into tables indexed by node kind.

package xref

import (
	"embed"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/locus-dev/locus/internal/syntax"
)

//go:embed languages/*.json
var ruleFiles embed.FS

// fileRules is one data file: the knowledge of names of one or more
// languages. Node types are tree-sitter type names of the languages'
// grammars.
//
// A path describes the ancestors of a name, outermost first, down to its
// parent: steps separated by "/", each a node type ("*" for any) optionally
// followed by "[tok|tok]" and by "." and a field name. The field is the one
// the next node down (or the name) sits in; without it any field or none
// matches. "[...]" requires the node to have a child of one of the
// bracketed token types; the tokens of all brackets of a file are one set.
type fileRules struct {
	// Languages are the syntax languages the file is for.
	Languages []string `json:"languages"`
	// Names maps each node type that is a name to its role where no rule
	// says otherwise ("ref", "type"...; "none": not a name unless a rule
	// gives it a role).
	Names map[string]string `json:"names"`
	// Opaque lists node types that hold no names (strings, Rust's
	// lifetimes); the walk does not enter them.
	Opaque []string `json:"opaque"`
	// Constants lists node types in which a name that starts with a
	// capital is a constant's or a variant's use where the rules would
	// make it a declaration (Rust's match d { Up => 1 } after use Dir::*).
	Constants []string `json:"constants"`
	// Textual lists node types whose names the grammar leaves unparsed
	// (Rust's macro arguments, a token tree): a name directly in one is
	// read from the text around it, x.m( a call of m with the qualifier x.
	Textual []string `json:"textual"`
	// Properties lists node types whose name is a member of an object, a
	// class or a type (JavaScript's { go: 3 }, a property of an inline
	// type { timeout?: number }): a declaration there binds no local,
	// and has no scope, even inside a function.
	Properties []string `json:"properties"`
	// Lexed lists node types whose text holds names the grammar leaves
	// unparsed, as one token, each as "parent/type" (C's macro bodies,
	// preproc_def/preproc_arg, and not an #error's text): its
	// identifiers are read as names (lexed.go), but for Keywords.
	Lexed    []string `json:"lexed"`
	Keywords []string `json:"keywords"`
	// Ignore lists texts that are never names (Go's blank "_"); an import
	// alias among them binds nothing.
	Ignore []string `json:"ignore"`
	// Roles are [role, path] or [role, path, name type]: the first whose
	// path matches a name's ancestors (and whose type, when given, is the
	// name's) gives its role.
	Roles [][]string `json:"roles"`
	// Within are [role, node type]: a name that no Roles entry matched takes
	// the role of the nearest enclosing node of one of these types.
	Within [][2]string `json:"within"`
	// Members are paths at whose end a name is the member of an access
	// (`x.f`, `a::b`); its qualifier is the text from the start of the
	// path's outermost node up to the name, without the separator.
	Members []string `json:"members"`
	// Imports maps the node types of import statements to the rule that
	// reads them, and ImportParts the types of their parts (see importRule).
	Imports     map[string]*importRule `json:"imports"`
	ImportParts map[string]*importRule `json:"importParts"`
	// Typing maps the node types that declare or assign names to the rule
	// that finds the type each name gets there (see Occurrence.Type).
	Typing map[string]*typingRule `json:"typing"`
	// Values maps the node types of values that tell a type to the field
	// that leads to it: a composite literal's type, a call's function (a
	// constructor, or a function whose result the index knows), new's
	// class, &'s operand. The walk follows them until a node of another
	// type, whose text is the type. A key "type:prefix" applies to the
	// nodes of the type whose text starts with prefix (Go's &T{}, not -x).
	Values map[string]string `json:"values"`
	// Chains are the node types of values that are chains of fields (Go's
	// selector_expression, Python's attribute, JavaScript's
	// member_expression): a name assigned one gets the chain's text
	// (conn := pconn.conn), which the index types field by field.
	Chains []string `json:"chains"`
	// NewFuncs are the functions whose first argument is the type of the
	// value they make (Go's new).
	NewFuncs []string `json:"newFuncs"`
	// Literals maps the node types of literal values to the built-in type
	// they make (Python's list for [], JavaScript's Array): a name
	// assigned one gets that type after Builtin.
	Literals map[string]string `json:"literals"`
	// Builtins are the language's built-in types whose constructor or
	// call, by their bare name, makes a value of theirs (Python's dict(),
	// JavaScript's new Map()): a name assigned one gets the type after
	// Builtin.
	Builtins []string `json:"builtins"`
	// Inferred are the texts of a declared type that ask for the value's
	// type instead (Java's and C#'s var, C++'s auto).
	Inferred []string `json:"inferred"`
	// Derefs are the generic types whose value reaches the members of its
	// first type argument (Rust's Box<T>, Rc<T>, Arc<T>): a name declared
	// with one is typed as that argument. Where Derefs is given, a
	// declared type is read as a Rust type: references, lifetimes and
	// mut are stripped, and a trait object or impl Trait (whose methods
	// the index cannot list), Self or a tuple types nothing.
	Derefs []string `json:"derefs"`
	// Subjects are the bare names whose meaning the expression of an
	// enclosing node tells (see subjectRule).
	Subjects []subjectRule `json:"subjects"`
}

// subjectRule gives the bare names whose parent is a node of type Parent,
// Up levels below a node of type Of, the Type Prefix and a call chain
// from Of's text: "case" (CaseOf) takes the text in Of's first
// parentheses, a switch's subject (Java's case BEGIN: in switch (t), a
// constant of t's enum); "call" (CallOf) the text before them, a call's
// function (Python's limit= in A(limit=3), a field of the class A when A
// is one), or before Open when it is set (Go's Name: in T{Name: x}, the
// composite literal's type; Rust's x: in Point { x: 1 }). A Field, when
// set, is the field that the name sits in, in Parent or in the node above
// it (a key, not a value).
type subjectRule struct {
	Parent string `json:"parent"`
	Of     string `json:"of"`
	Up     int    `json:"up"`
	Prefix string `json:"prefix"`
	Open   string `json:"open"`
	Field  string `json:"field"`

	parent, of int32          // canonical kinds
	field      syntax.FieldID // Field's id; 0 for none
}

// valueRule is a compiled Values entry.
type valueRule struct{ field, prefix string }

// typingRule finds the types of the names a declaration or assignment
// gives, from a declared type or from the values. Paths are as
// importRule's.
type typingRule struct {
	// Names is the path to the names (every match).
	Names string `json:"names"`
	// Type is the path to the declared type, which all the names get.
	Type string `json:"type"`
	// Values is the path to the values, the i-th for the i-th name (one
	// value with several names: the first name's).
	Values string `json:"values"`
	// List is the type of a node that lists names or values (Go's
	// expression_list): its named children are taken in its place.
	List string `json:"list"`
}

// typing is a typing rule with its paths compiled for one language: it is
// read at every declaration of a file.
type typing struct {
	*typingRule
	names, typ, values rulePaths
}

// importRule reads an import statement, or a part of one, into Imports.
// Paths here are syntax.Node paths (see syntax.Rules); several may be given
// separated by ",", and all that match are read.
//
// A node with Items is a list: each item found is read with the rule of its
// own type (inheriting Bind, Sep, Member and the module), or, without one,
// as a plain name whose text is its path. A node without Items is one
// import. A list that finds no items is one import of its module that
// binds nothing (`import "./x"` in JavaScript).
type importRule struct {
	// When maps paths (a field, "value/function") to the texts one of
	// which the node each finds must hold (Ruby's `require`, a call like
	// any other; JavaScript's const x = require("m")); the node is not an
	// import otherwise.
	When map[string][]string `json:"when"`
	// Module is the path to the node that names the module the items come
	// from; when it is given and finds nothing, the node is not an import.
	Module string `json:"module"`
	// Items is the path to the items.
	Items string `json:"items"`
	// Path is the path to the node whose text is what is imported; "" for
	// the node itself.
	Path string `json:"path"`
	// Alias is the path to the node that gives the local name.
	Alias string `json:"alias"`
	// Bind is how the local name follows from the path when there is no
	// alias: "last" (its last element), "first" (its first), "none".
	Bind string `json:"bind"`
	// Sep is the separator of path elements ("/", ".", "::").
	Sep string `json:"sep"`
	// Skip is a pattern for last elements that are not the name (Go's
	// major versions, "v2"); the element before them is taken.
	Skip string `json:"skip"`
	// Trim is a pattern cut from the end of the name (gopkg.in's ".v3").
	Trim string `json:"trim"`
	// Member: the items are members of the module (Python's from-import,
	// JavaScript's named imports): Path is the module and Symbol the
	// item. Otherwise an item's path is joined to the module with Sep.
	Member bool `json:"member"`
	// Symbol, when set, is the Symbol of the import ("*" for a wildcard,
	// "default"); it makes the import a member import.
	Symbol *string `json:"symbol"`
	// Wildcard lists child types (tokens too) that make the node a wildcard
	// import: it binds nothing and its Symbol is "*" (a statement with
	// Items too, when it has no item: export * from './m').
	Wildcard []string `json:"wildcard"`
	// Self: the item names the module itself (Rust's `self` in a use list).
	Self bool `json:"self"`
	// Export: the statement exports what it takes from the module
	// (JavaScript's export ... from); its imports are Import.Export.
	Export bool `json:"export"`
	// Or is the rule a node whose texts When does not find is read with
	// instead (const x = require("m").x, where const x = require("m")
	// is the rule's own shape).
	Or *importRule `json:"or"`

	skip, trim *regexp.Regexp
}

// compile compiles the rule's patterns.
func (r *importRule) compile() error {
	var err error
	if r.Skip != "" && r.skip == nil {
		if r.skip, err = regexp.Compile(r.Skip); err != nil {
			return err
		}
	}
	if r.Trim != "" && r.trim == nil {
		if r.trim, err = regexp.Compile(r.Trim); err != nil {
			return err
		}
	}
	return nil
}

// noRole marks an empty entry of a role table; dropped is the role "none"
// of the data files: a name type whose nodes are names only where a rule
// gives them a role (Bash's words are names as commands, not as arguments).
const (
	noRole  Role = 255
	dropped Role = 254
)

// step is one compiled step of a path.
type step struct {
	kind  int32 // canonical kind, or -1 for any
	field int32 // field id, or -1 for any
	probe bool
}

// rule is a compiled Roles entry or member path.
type rule struct {
	steps []step // outermost first; the last is the parent
	leaf  int32  // canonical kind of the name, or -1 for any
	role  Role
}

// table is one language's compiled rules.
type table struct {
	file       string // the data file's name
	lang       *syntax.Language
	marks      []syntax.Mark
	canon      []int32              // kind -> the first kind of the same type name
	names      []Role               // kind -> default role of a name, noRole if not a name
	within     []Role               // kind -> role inside it, noRole if none
	roles      [][]rule             // canonical parent kind -> Roles entries that end there, in order
	members    [][]rule             // canonical parent kind -> member paths that end there
	imports    []*importRule        // kind -> import rule
	typing     []*typing            // kind -> typing rule, compiled
	after      []bool               // kind -> a declaration whose locals come into scope at its end
	values     map[string]valueRule // node type -> how its value tells a type
	newFunc    map[string]bool
	chains     map[string]bool   // node types of field chains
	literal    map[string]string // node type of a literal -> its built-in type
	builtin    map[string]bool   // the built-in types made by calling them
	infer      map[string]bool   // declared types that are the value's
	derefs     map[string]bool   // generic types that reach their argument's members
	ignore     map[string]bool   // small; looked up only for short names
	maxIgn     int               // the longest ignored text
	missing    map[string]bool   // "type T", "field F": names of the file the grammar lacks
	subjects   []subjectRule
	textual    []bool // by kind: a node whose names are read from the text (Textual)
	props      []bool // by kind: a node whose declared name is a member (Properties)
	declarator []bool // by kind: a C declarator, which property looks through
	lexed      []bool // by kind: a node whose text is read for names (Lexed)
	lexedIn    []bool // by kind: a parent whose Lexed child is read
	keywords   map[string]bool
	constants  []bool // by kind: a node whose capitalised names are uses (Constants)
}

var (
	tablesOnce sync.Once
	tables     map[string]*table
	tablesErr  error
)

// tableFor returns the compiled rules of a language, nil for one without names.
func tableFor(lang *syntax.Language) *table {
	tablesOnce.Do(func() { tables, tablesErr = loadTables() })
	if tablesErr != nil {
		panic(tablesErr)
	}
	return tables[lang.Name()]
}

// Family is the name of the rules data file that serves the language
// called lang (javascript.json serves JavaScript, TypeScript and TSX;
// c.json C and C++): languages of one family read each other's names.
// A language without rules is its own family.
func Family(lang string) string {
	if l := syntax.Lookup(lang); l != nil {
		if t := tableFor(l); t != nil {
			return t.file
		}
	}
	return lang
}

func loadTables() (map[string]*table, error) {
	entries, err := ruleFiles.ReadDir("languages")
	if err != nil {
		return nil, err
	}
	out := map[string]*table{}
	for _, e := range entries {
		data, err := ruleFiles.ReadFile("languages/" + e.Name())
		if err != nil {
			return nil, err
		}
		var f fileRules
		dec := json.NewDecoder(strings.NewReader(string(data)))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&f); err != nil {
			return nil, fmt.Errorf("xref: languages/%s: %w", e.Name(), err)
		}
		for _, name := range f.Languages {
			lang := syntax.Lookup(name)
			if lang == nil {
				return nil, fmt.Errorf("xref: languages/%s: no language %q", e.Name(), name)
			}
			t, err := compile(lang, &f)
			if err != nil {
				return nil, fmt.Errorf("xref: languages/%s: %s: %w", e.Name(), name, err)
			}
			t.file = e.Name()
			out[name] = t
		}
	}
	return out, nil
}

// compile builds the tables of one language from a data file. A file may
// serve several grammars (JavaScript, TypeScript and TSX share one), so a
// type or field this grammar lacks drops the entry that names it and is
// recorded in missing; TestRulesNameRealNodes requires every name to exist
// in at least one of the file's grammars.
func compile(lang *syntax.Language, f *fileRules) (*table, error) {
	n := lang.KindCount()
	t := &table{
		lang:    lang,
		marks:   make([]syntax.Mark, n),
		canon:   make([]int32, n),
		names:   make([]Role, n),
		within:  make([]Role, n),
		roles:   make([][]rule, n),
		members: make([][]rule, n),
		imports: make([]*importRule, n),
		typing:  make([]*typing, n),
		after:   make([]bool, n),
		values:  map[string]valueRule{},
		newFunc: map[string]bool{},
		chains:  map[string]bool{},
		literal: map[string]string{},
		builtin: map[string]bool{},
		infer:   map[string]bool{},
		derefs:  map[string]bool{},
		ignore:  map[string]bool{},
		missing: map[string]bool{},
	}
	first := map[string]int32{}
	for k := range n {
		name := lang.KindName(syntax.Kind(k))
		if c, ok := first[name]; ok {
			t.canon[k] = c
		} else {
			first[name] = int32(k)
			t.canon[k] = int32(k)
		}
		t.names[k], t.within[k] = noRole, noRole
	}
	for typ, word := range f.Names {
		r, err := parseRole(word)
		if err != nil {
			return nil, err
		}
		for _, k := range t.kinds(typ) {
			t.names[k] = r
			t.marks[k] |= syntax.MarkLeaf
		}
	}
	for _, typ := range f.Opaque {
		for _, k := range t.kinds(typ) {
			t.marks[k] |= syntax.MarkSkip
		}
	}
	t.constants = make([]bool, n)
	for _, typ := range f.Constants {
		for _, k := range t.kinds(typ) {
			t.constants[k] = true
		}
	}
	t.textual = make([]bool, n)
	for _, typ := range f.Textual {
		for _, k := range t.kinds(typ) {
			t.textual[k] = true
		}
	}
	t.declarator = make([]bool, n)
	for k := range n {
		t.declarator[k] = strings.HasSuffix(lang.KindName(syntax.Kind(k)), "declarator")
	}
	t.props = make([]bool, n)
	for _, typ := range f.Properties {
		for _, k := range t.kinds(typ) {
			t.props[k] = true
		}
	}
	t.lexed, t.lexedIn = make([]bool, n), make([]bool, n)
	for _, entry := range f.Lexed {
		parent, typ, ok := strings.Cut(entry, "/")
		if !ok {
			return nil, fmt.Errorf("lexed entry %q: want parent/type", entry)
		}
		for _, k := range t.kinds(typ) {
			t.lexed[k] = true
			t.marks[k] |= syntax.MarkLeaf
		}
		for _, k := range t.kinds(parent) {
			t.lexedIn[k] = true
		}
	}
	t.keywords = map[string]bool{}
	for _, w := range f.Keywords {
		t.keywords[w] = true
	}
	for _, w := range f.Within {
		r, err := parseRole(w[0])
		if err != nil {
			return nil, err
		}
		for _, k := range t.kinds(w[1]) {
			t.within[k] = r
			t.marks[k] |= syntax.MarkContext
		}
	}
	// The blocks that bound a local's scope are the language's rules
	// (syntax.ScopeRules), not the data file's: one file serves grammars
	// whose blocks differ.
	for _, typ := range lang.Rules.Scopes.Blocks {
		for _, k := range lang.Kinds(typ) {
			t.marks[k] |= syntax.MarkScope
		}
	}
	for _, typ := range lang.Rules.Scopes.FunctionScoped {
		for _, k := range lang.Kinds(typ) {
			t.marks[k] |= syntax.MarkUnscope
		}
	}
	for _, typ := range lang.Rules.Scopes.After {
		for _, k := range lang.Kinds(typ) {
			t.after[k] = true
			t.marks[k] |= syntax.MarkNode
		}
	}
	for _, entry := range f.Roles {
		if len(entry) < 2 || len(entry) > 3 {
			return nil, fmt.Errorf("roles entry %q: want [role, path] or [role, path, name type]", entry)
		}
		r, err := parseRole(entry[0])
		if err != nil {
			return nil, err
		}
		leaf := "*"
		if len(entry) == 3 {
			leaf = entry[2]
		}
		ru, ok, err := t.compilePath(entry[1], leaf, r)
		if err != nil {
			return nil, err
		}
		if ok {
			t.add(t.roles, ru)
		}
	}
	for _, p := range f.Members {
		ru, ok, err := t.compilePath(p, "*", Ref)
		if err != nil {
			return nil, err
		}
		if ok {
			t.add(t.members, ru)
		}
	}
	for i, rules := range []map[string]*importRule{f.Imports, f.ImportParts} {
		for typ, ir := range rules {
			for r := ir; r != nil; r = r.Or {
				if err := r.compile(); err != nil {
					return nil, err
				}
			}
			for _, k := range t.kinds(typ) {
				t.imports[k] = ir
				if i == 0 {
					// The walk finds the statements; their parts are read from them.
					t.marks[k] |= syntax.MarkNode
				}
			}
		}
	}
	for typ, tr := range f.Typing {
		c := &typing{typingRule: tr, names: compilePaths(lang, tr.Names), typ: compilePaths(lang, tr.Type), values: compilePaths(lang, tr.Values)}
		for _, k := range t.kinds(typ) {
			t.typing[k] = c
			t.marks[k] |= syntax.MarkNode
		}
	}
	for key, field := range f.Values {
		typ, prefix, _ := strings.Cut(key, ":")
		t.values[typ] = valueRule{field: field, prefix: prefix}
	}
	for _, typ := range f.Chains {
		t.kinds(typ) // a name no grammar has is reported
		t.chains[typ] = true
	}
	for _, fn := range f.NewFuncs {
		t.newFunc[fn] = true
	}
	for typ, b := range f.Literals {
		t.kinds(typ) // a name no grammar has is reported
		t.literal[typ] = b
	}
	for _, b := range f.Builtins {
		t.builtin[b] = true
	}
	for _, s := range f.Inferred {
		t.infer[s] = true
	}
	for _, s := range f.Derefs {
		t.derefs[s] = true
	}
	for _, s := range f.Ignore {
		t.ignore[s] = true
		t.maxIgn = max(t.maxIgn, len(s))
	}
	for _, sr := range f.Subjects {
		if sr.Prefix != "case" && sr.Prefix != "call" {
			return nil, fmt.Errorf("subject prefix %q: want case or call", sr.Prefix)
		}
		sr.parent, sr.of = -1, -1
		for _, k := range t.kinds(sr.Parent) {
			sr.parent = t.canon[k]
		}
		for _, k := range t.kinds(sr.Of) {
			sr.of = t.canon[k]
		}
		if sr.Open == "" {
			sr.Open = "("
		}
		if sr.Field != "" {
			id, ok := lang.Field(sr.Field)
			if !ok {
				return nil, fmt.Errorf("subject field %q: the grammar has none", sr.Field)
			}
			sr.field = id
		}
		t.subjects = append(t.subjects, sr)
	}
	return t, nil
}

// kinds returns the kinds of a type name, recording a name the grammar lacks.
func (t *table) kinds(typ string) []syntax.Kind {
	ks := t.lang.Kinds(typ)
	if len(ks) == 0 {
		t.missing["type "+typ] = true
	}
	return ks
}

// add files a rule under the kind of its parent type, or under every kind
// for "*", keeping the file's order.
func (t *table) add(index [][]rule, r rule) {
	parent := r.steps[len(r.steps)-1].kind
	if parent >= 0 {
		index[parent] = append(index[parent], r)
		return
	}
	for k := range index {
		index[k] = append(index[k], r)
	}
}

// compilePath compiles a path and a name type into a rule; ok is false
// when the grammar lacks a type or field it names.
func (t *table) compilePath(path, leaf string, role Role) (r rule, ok bool, err error) {
	r = rule{leaf: -1, role: role}
	ok = true
	if leaf != "*" {
		if ks := t.kinds(leaf); len(ks) > 0 {
			r.leaf = t.canon[ks[0]]
		} else {
			ok = false
		}
	}
	for _, s := range splitSteps(path) {
		st := step{kind: -1, field: -1}
		typ, field, hasField := strings.Cut(s, ".")
		var tokens []syntax.Kind
		if i := strings.IndexByte(s, '['); i >= 0 {
			j := strings.LastIndexByte(s, ']')
			if j < i {
				return r, false, fmt.Errorf("path %q: unclosed [", path)
			}
			for _, tok := range strings.Split(s[i+1:j], "|") {
				tokens = append(tokens, t.kinds(tok)...)
			}
			typ = s[:i]
			field, hasField = strings.CutPrefix(s[j+1:], ".")
			if !hasField && s[j+1:] != "" {
				return r, false, fmt.Errorf("path %q: %q after ]", path, s[j+1:])
			}
			st.probe = true
		}
		if typ != "*" {
			ks := t.kinds(typ)
			if len(ks) == 0 {
				ok = false
				continue
			}
			st.kind = t.canon[ks[0]]
			if st.probe {
				for _, k := range ks {
					t.marks[k] |= syntax.MarkProbe
				}
				for _, k := range tokens {
					t.marks[k] |= syntax.MarkToken
				}
			}
		}
		if hasField {
			id, found := t.lang.Field(field)
			if !found {
				t.missing["field "+field] = true
				ok = false
			}
			st.field = int32(id)
		}
		r.steps = append(r.steps, st)
	}
	return r, ok, nil
}

// splitSteps splits a path at the slashes outside brackets ("[/=]" is a token).
func splitSteps(path string) []string {
	var out []string
	depth, from := 0, 0
	for i := 0; i < len(path); i++ {
		switch path[i] {
		case '[':
			depth++
		case ']':
			depth--
		case '/':
			if depth == 0 {
				out = append(out, path[from:i])
				from = i + 1
			}
		}
	}
	return append(out, path[from:])
}

func parseRole(word string) (Role, error) {
	if word == "none" {
		return dropped, nil
	}
	for i, w := range roleNames {
		if w == word {
			return Role(i), nil
		}
	}
	return 0, fmt.Errorf("no role %q (want one of %s)", word, strings.Join(roleNames[:], ", "))
}

// RulesDigest is a digest of the rules compiled in (the files of
// languages/): the occurrences read off a tree depend on them, so an
// index written under other rules is out of date.
var RulesDigest = sync.OnceValue(func() string { return syntax.Digest(ruleFiles) })
