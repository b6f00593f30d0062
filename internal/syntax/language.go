// This file defines Language and the registry that finds one for a path.

package syntax

import (
	"context"
	"embed"
	"encoding/json"
	"fmt"
	"path"
	"regexp"
	"sort"
	"strings"
	"sync"

	ts "github.com/tree-sitter/go-tree-sitter"
)

//go:embed languages/*.json
var languageFiles embed.FS

// Language is a compiled-in grammar with its rules.
type Language struct {
	Rules Rules

	ts       *ts.Language
	names    []string          // node kind id -> type name
	fields   map[string]uint16 // field name -> field id
	parsers  chan *ts.Parser   // idle parsers, closed when the pool is full
	initOnce sync.Once

	markerOnce sync.Once
	markers    []*regexp.Regexp // Rules.Markers, compiled on first use

	annotOnce   sync.Once
	annotations *regexp.Regexp // Rules.Annotations, compiled on first use

	paths sync.Map // path text -> []pathStep (path.go)
}

var (
	registry      map[string]*Language
	byExtension   map[string]*Language
	byFilename    map[string]*Language
	byInterpreter map[string]*Language
	sharedBy      map[string]*Language // extension -> the language sharing it with its owner
)

// loadRegistry reads the languages' rules, once, on first use: a process
// that parses nothing (locus version, locus doctor) does not pay for it.
var loadRegistry = sync.OnceFunc(func() {
	registry = map[string]*Language{}
	byExtension = map[string]*Language{}
	byFilename = map[string]*Language{}
	byInterpreter = map[string]*Language{}
	sharedBy = map[string]*Language{}
	entries, err := languageFiles.ReadDir("languages")
	if err != nil {
		panic(err)
	}
	for _, e := range entries {
		data, err := languageFiles.ReadFile("languages/" + e.Name())
		if err != nil {
			panic(err)
		}
		var r Rules
		dec := json.NewDecoder(strings.NewReader(string(data)))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&r); err != nil {
			panic(fmt.Sprintf("syntax: languages/%s: %v", e.Name(), err))
		}
		r.index()
		grammar, ok := grammars[r.Name]
		if !ok {
			panic(fmt.Sprintf("syntax: languages/%s: no grammar named %q", e.Name(), r.Name))
		}
		l := &Language{Rules: r, ts: ts.NewLanguage(grammar()), parsers: make(chan *ts.Parser, 8)}
		registry[r.Name] = l
		for _, x := range r.Extensions {
			byExtension[x] = l
		}
		for _, x := range r.Filenames {
			byFilename[x] = l
		}
		for _, x := range r.Interpreters {
			byInterpreter[x] = l
		}
		for _, x := range r.Shares {
			sharedBy[x] = l
		}
	}
})

// Names returns the names of all compiled-in languages, sorted.
func Names() []string {
	loadRegistry()
	var out []string
	for n := range registry {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Lookup returns the language with this name, or nil.
func Lookup(name string) *Language {
	loadRegistry()
	return registry[name]
}

// LanguageIDs returns the LSP language id of each extension of the
// language named (Rules.LanguageID and LanguageIDs), or nil when it has no
// id or there is no such language. Language servers are chosen by it.
func LanguageIDs(name string) map[string]string {
	l := Lookup(name)
	if l == nil || l.Rules.LanguageID == "" {
		return nil
	}
	ids := make(map[string]string, len(l.Rules.Extensions))
	for _, x := range l.Rules.Extensions {
		ids[x] = l.Rules.LanguageID
		if id, ok := l.Rules.LanguageIDs[x]; ok {
			ids[x] = id
		}
	}
	return ids
}

// ForPath returns the language of a file from its name, from its text for
// an extension two languages share (see Choose), or from the interpreter on
// its "#!" line when the name says nothing. It returns nil for files no
// grammar covers. head is the file's text, or as much of its start as the
// caller has.
func ForPath(name string, head []byte) *Language {
	return Choose(context.Background(), name, head).Lang
}

func forShebang(line string) *Language {
	if !strings.HasPrefix(line, "#!") {
		return nil
	}
	fields := strings.Fields(line[2:])
	if len(fields) == 0 {
		return nil
	}
	prog := path.Base(fields[0])
	if prog == "env" {
		for _, f := range fields[1:] {
			if !strings.HasPrefix(f, "-") {
				prog = f
				break
			}
		}
	}
	prog = strings.TrimRight(prog, "0123456789.")
	return byInterpreter[prog]
}

// Name returns the language name.
func (l *Language) Name() string { return l.Rules.Name }

func (l *Language) init() {
	l.initOnce.Do(func() {
		n := l.ts.NodeKindCount()
		l.names = make([]string, n)
		for id := uint32(0); id < n; id++ {
			l.names[id] = l.ts.NodeKindForId(uint16(id))
		}
		l.fields = map[string]uint16{}
		for id := uint32(1); id <= l.ts.FieldCount(); id++ {
			l.fields[l.ts.FieldNameForId(uint16(id))] = uint16(id)
		}
	})
}

// hasNodeType reports whether the grammar has a node type of this name; the
// rules tests use it to catch misspelt node types in data files.
func (l *Language) hasNodeType(name string) bool {
	l.init()
	for _, n := range l.names {
		if n == name {
			return true
		}
	}
	return false
}

// hasField reports whether the grammar has a field of this name.
func (l *Language) hasField(name string) bool {
	l.init()
	_, ok := l.fields[name]
	return ok
}
