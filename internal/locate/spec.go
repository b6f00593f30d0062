// Package locate turns a semantic description of a place in a file into an
// exact position or range: a scope (a symbol path, a line or a
// line range) narrows the file, and a find pattern, optionally with a
// `<|>` marker, points inside it. Every language-server tool takes its
// position from here.
package locate

import (
	"encoding/json"
	"os"
	"strconv"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/textpos"
)

// Spec is a Locate request: a file, an optional scope, an optional find
// pattern and which of its matches to take.
type Spec struct {
	Path  string
	Scope Scope
	// Find is the pattern; HasFind tells an empty pattern from none.
	Find    string
	HasFind bool
	// FindIndex is the 1-based match to take; 0 means the first.
	FindIndex int
}

// Scope narrows a file: a line range, a symbol path, or (the zero Scope) the whole file.
type Scope struct {
	Lines *textpos.LineRange
	// Column is, for a position written LINE:COLUMN (as locus prints
	// places: a.js:9:6), its 1-based column in characters on the one line
	// of Lines; 0 for a line scope.
	Column int
	Symbol []string
	// written is the symbol path as the caller wrote it, when a string:
	// the resolver also reads `jobs.test.runs-on` as its parts between
	// the dots (see target.Levels), which Symbol alone cannot say.
	written string
}

// target is the symbol path as the resolver takes it.
func (s Scope) target() string {
	if s.written != "" {
		return s.written
	}
	return target.Format(s.Symbol)
}

// IsZero reports whether the scope is the whole file.
func (s Scope) IsZero() bool { return s.Lines == nil && s.Symbol == nil }

// ParseString reads the string syntax `<path>[:<scope>][@<find>]`. The path
// is the longest prefix that exists names an existing file (so paths holding
// ":" or "@" work); when none does, it ends at the first ":" or "@" (a
// Windows drive letter's colon is not one). The scope is a line (`42`), a
// range (`10,20`, `10-20`, `L10-20`), a position (`9:6`, line and
// column, as locus prints places) or a dotted symbol path; the find is
// everything after the first "@" that follows the path and scope, "@" and
// ":" included.
func ParseString(s string, exists func(path string) bool) (Spec, error) {
	if strings.TrimSpace(s) == "" {
		return Spec{}, fault.New(fault.InvalidArgument, "locate is empty; send PATH[:SCOPE][@FIND], such as utils.py:process@return <|>result")
	}
	end := -1
	for i := len(s); i > 0; i-- {
		if (i == len(s) || s[i] == ':' || s[i] == '@') && exists(s[:i]) {
			end = i
			break
		}
	}
	if end < 0 {
		end = firstSeparator(s)
	}
	spec := Spec{Path: s[:end]}
	rest := s[end:]
	if scope, ok := strings.CutPrefix(rest, ":"); ok {
		text := scope
		if at := strings.IndexByte(scope, '@'); at >= 0 {
			text, rest = scope[:at], scope[at:]
		} else {
			rest = ""
		}
		sc, err := parseScope(text)
		if err != nil {
			return Spec{}, err
		}
		spec.Scope = sc
	}
	if find, ok := strings.CutPrefix(rest, "@"); ok {
		spec.Find, spec.HasFind = find, true
		if spec.Scope.Column > 0 {
			return Spec{}, fault.New(fault.InvalidArgument,
				"%s:%d:%d is a position, which takes no find; send the position alone, or a line with a find (%s:%d@%s)",
				spec.Path, spec.Scope.Lines.Start().Int(), spec.Scope.Column, spec.Path, spec.Scope.Lines.Start().Int(), find)
		}
	}
	return spec, nil
}

// firstSeparator is the index of the first ":" or "@" of s that is not a
// drive letter's colon (`C:\`, `C:/`), or len(s).
func firstSeparator(s string) int {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '@':
			return i
		case ':':
			if i == 1 && isLetter(s[0]) && len(s) > 2 && (s[2] == '\\' || s[2] == '/') {
				continue
			}
			return i
		}
	}
	return len(s)
}

func isLetter(b byte) bool { return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' }

// parseScope reads a scope: a line or line range, else a symbol path.
func parseScope(s string) (Scope, error) {
	t := strings.TrimSpace(s)
	if t == "" {
		return Scope{}, fault.New(fault.InvalidArgument,
			"the scope after ':' is empty; send a line (42), a range (10-20) or a symbol path (MyClass.method), or leave out the ':'")
	}
	if line, col, ok := position(t); ok {
		r, err := textpos.LinesOf(line, line)
		if err != nil {
			return Scope{}, fault.Wrap(err, fault.InvalidArgument, "the line of %s is %d; lines count from 1", t, line)
		}
		if col < 1 {
			return Scope{}, fault.New(fault.InvalidArgument, "the column of %s is %d; columns count from 1", t, col)
		}
		return Scope{Lines: &r, Column: col}, nil
	}
	if looksNumeric(t) {
		r, err := textpos.ParseLineRange(t)
		if err != nil {
			return Scope{}, err
		}
		return Scope{Lines: &r}, nil
	}
	levels, err := target.Levels(t)
	if err != nil {
		return Scope{}, err
	}
	return Scope{Symbol: levels, written: t}, nil
}

// position reads LINE:COLUMN, two numbers and a colon between them (an
// L before them, as before a line, too).
func position(s string) (line, col int, ok bool) {
	a, b, found := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(s, "L"), "l"), ":")
	if !found || !digits(a) || !digits(b) {
		return 0, 0, false
	}
	line, errA := strconv.Atoi(a)
	col, errB := strconv.Atoi(b)
	return line, col, errA == nil && errB == nil
}

// digits reports whether s is one or more ASCII digits.
func digits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// looksNumeric: a line scope starts with a digit, or with "L" and a digit.
func looksNumeric(s string) bool {
	s = strings.TrimPrefix(strings.TrimPrefix(s, "L"), "l")
	return s != "" && '0' <= s[0] && s[0] <= '9'
}

// Object is the object form of a Locate request, as the tools take it.
type Object struct {
	Path  string `json:"path"`
	Scope *struct {
		Line       *int            `json:"line,omitempty"`
		Lines      *string         `json:"lines,omitempty"`
		SymbolPath json.RawMessage `json:"symbol_path,omitempty"`
	} `json:"scope,omitempty"`
	Find      *string `json:"find,omitempty"`
	FindIndex int     `json:"find_index,omitempty"`
}

// Spec checks the object and returns its Spec. A scope names exactly one
// of line, lines and symbol_path; symbol_path is an array of levels or a
// dotted string.
func (o Object) Spec() (Spec, error) {
	if strings.TrimSpace(o.Path) == "" {
		return Spec{}, fault.New(fault.InvalidArgument, "locate has no path; name the file to look in")
	}
	if o.FindIndex < 0 {
		return Spec{}, fault.New(fault.InvalidArgument, "find_index is %d; send 1 for the first match, 2 for the second, ...", o.FindIndex)
	}
	spec := Spec{Path: o.Path, FindIndex: o.FindIndex}
	if o.Find != nil {
		spec.Find, spec.HasFind = *o.Find, true
	}
	if o.Scope == nil {
		return spec, nil
	}
	set := 0
	if o.Scope.Line != nil {
		set++
		r, err := textpos.LinesOf(*o.Scope.Line, *o.Scope.Line)
		if err != nil {
			return Spec{}, fault.Wrap(err, fault.InvalidArgument, "scope.line is %d; lines count from 1", *o.Scope.Line)
		}
		spec.Scope.Lines = &r
	}
	if o.Scope.Lines != nil {
		set++
		r, err := textpos.ParseLineRange(*o.Scope.Lines)
		if err != nil {
			return Spec{}, err
		}
		spec.Scope.Lines = &r
	}
	if len(o.Scope.SymbolPath) > 0 {
		set++
		levels, err := symbolPath(o.Scope.SymbolPath)
		if err != nil {
			return Spec{}, err
		}
		spec.Scope.Symbol = levels
		var written string
		if json.Unmarshal(o.Scope.SymbolPath, &written) == nil {
			spec.Scope.written = written
		}
	}
	if set != 1 {
		return Spec{}, fault.New(fault.InvalidArgument, "scope names %d of line, lines and symbol_path; name exactly one", set)
	}
	return spec, nil
}

func symbolPath(raw json.RawMessage) ([]string, error) {
	var levels []string
	if err := json.Unmarshal(raw, &levels); err == nil {
		if len(levels) == 0 {
			return nil, fault.New(fault.InvalidArgument, "scope.symbol_path is empty; name the symbol, such as [\"MyClass\", \"method\"]")
		}
		return levels, nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, fault.New(fault.InvalidArgument, "scope.symbol_path must be an array of names or a dotted string such as \"MyClass.method\"")
	}
	levels, err := target.Levels(s)
	if err != nil {
		return nil, err
	}
	if len(levels) == 0 {
		return nil, fault.New(fault.InvalidArgument, "scope.symbol_path is empty; name the symbol, such as \"MyClass.method\"")
	}
	return levels, nil
}

// Parse reads a Locate request as the tools and the command line take it:
// a JSON object (see Object) when it starts with "{", else the string
// syntax, whose path is matched against the files of the workspace.
func (l *Locator) Parse(s string) (Spec, error) {
	if strings.HasPrefix(strings.TrimSpace(s), "{") {
		var o Object
		dec := json.NewDecoder(strings.NewReader(s))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&o); err != nil {
			return Spec{}, fault.New(fault.InvalidArgument,
				"locate object is not valid (%v); send {\"path\": ..., \"scope\": {\"symbol_path\": ...}, \"find\": ...}", err)
		}
		return o.Spec()
	}
	return ParseString(s, l.exists)
}

// exists reports whether p names a regular file in the workspace.
func (l *Locator) exists(p string) bool {
	path, err := l.Root.Resolve(p)
	if err != nil {
		return false
	}
	fi, err := os.Stat(path.Abs())
	return err == nil && fi.Mode().IsRegular()
}
