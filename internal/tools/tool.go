// Package tools defines each operation of locus once, as agents call it: a
// name, a description written for a model, a typed input whose JSON schema
// is inferred from its struct, annotations, and a handler that returns
// compact text and structured data. The MCP server, `locus call` and
// `locus tools` all serve this one list.
//
// Adding a tool is one file: a Define call registered, in its group (see
// groups.go), in an init function.
package tools

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/session"
	"github.com/locus-dev/locus/internal/structure"
	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/workspace"
)

// Env is what a tool call may touch: the workspace root (read-only when
// the server was started so) and the session of that root in the process
// (its index and language servers).
type Env struct {
	Root *workspace.Root
	// Session is the root's session; nil means session.For(Root, session.Options{}).
	Session *session.Session
	// Progress, when set, hears the progress of long work (indexing) the
	// call waits for: done of total, and what it is.
	Progress func(done, total int, what string)
	// ReadHint, when set, says how to read a structure that an answer
	// shows as a stub, given its target and file: the command line names
	// its command (`locus read --target T FILE`) where a model is told
	// file_read's arguments.
	ReadHint func(target, path string) string
	// Arg, when set, names a tool's parameter as the caller writes it in
	// the hints of an answer: the command line's flag (--max for
	// max_items, locus read for file_read) where a model is told the
	// argument.
	Arg func(param string) string
	// Model, when set, makes a skeleton's structured answer the whole file
	// model, symbols and all (what `locus outline --json` prints), where a
	// model gets its summary.
	Model bool
	// NoSourceNote, when set, leaves out the line an answer adds on where
	// its HOVER_INFO came from (the structured answer still says it).
	NoSourceNote bool

	note string // said before the answer (how long indexing took)
}

// arg is how a hint names the parameter p, or the tool file_read, to
// env's caller.
func (env *Env) arg(p string) string {
	if env == nil || env.Arg == nil {
		return p
	}
	return env.Arg(p)
}

// session returns env's session.
func (env *Env) session() *session.Session {
	if env.Session == nil {
		env.Session = session.For(env.Root, session.Options{})
	}
	return env.Session
}

// Result is a tool's answer: compact text for the model and the same data
// structured (a JSON object).
type Result struct {
	Text       string
	Structured any
}

// SyntaxBroken reports whether the result warns that a write's result has
// new syntax errors (structure.SyntaxBroken): the write was made, or on a
// dry run would be.
func (r *Result) SyntaxBroken() bool {
	b, err := json.Marshal(r.Structured)
	if err != nil {
		return false
	}
	var w struct {
		Warnings []struct {
			Type string `json:"type"`
		} `json:"warnings"`
	}
	if json.Unmarshal(b, &w) != nil {
		return false
	}
	for _, x := range w.Warnings {
		if x.Type == structure.SyntaxBroken {
			return true
		}
	}
	return false
}

// Annotations tell a client what a tool does to the workspace.
type Annotations struct {
	ReadOnly    bool `json:"readOnlyHint"`    // it changes nothing
	Destructive bool `json:"destructiveHint"` // it may change or remove what is there (not only add)
	Idempotent  bool `json:"idempotentHint"`  // calling it again with the same input changes nothing more
}

// Tool is one operation.
type Tool struct {
	Name        string
	Description string
	Annotations Annotations
	Group       Group // set when the tool is registered

	// schema infers the input's JSON schema from its struct and applies
	// the edits, and resolved resolves it for validation, each once, on
	// first use: building every tool's schema at start-up cost each CLI
	// process about 9 ms, and a command's flags need only the schemas of
	// its family's tools, not their resolution.
	schema   func() *jsonschema.Schema
	resolved func() *jsonschema.Resolved
	edits    []func(*jsonschema.Schema) // registered from init, before any use
	call     func(ctx context.Context, env *Env, raw json.RawMessage) (*Result, error)
}

// InputSchema is the JSON schema of the tool's input.
func (t *Tool) InputSchema() *jsonschema.Schema { return t.schema() }

// edit changes the input's schema when it is built (see schema). It is
// called from init only.
func (t *Tool) edit(f func(*jsonschema.Schema)) { t.edits = append(t.edits, f) }

var registry = map[string]*Tool{}

// register adds a tool of group g; each tool's file calls it from init.
func register(g Group, t *Tool) *Tool {
	if _, dup := registry[t.Name]; dup {
		panic("tools: " + t.Name + " is defined twice")
	}
	t.Group = g
	registry[t.Name] = t
	return t
}

// All returns every tool, sorted by name.
func All() []*Tool {
	out := make([]*Tool, 0, len(registry))
	for _, t := range registry {
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Lookup returns the tool of that name, or nil.
func Lookup(name string) *Tool { return registry[name] }

// Define makes a tool whose input is In. The schema comes from In's fields:
// their json names, `jsonschema:"..."` descriptions, and omitempty for the
// optional ones; a target field (targetArg) is a string or an array of strings.
func Define[In any](name, description string, ann Annotations, run func(ctx context.Context, env *Env, in In) (*Result, error)) *Tool {
	t := &Tool{Name: name, Description: description, Annotations: ann}
	t.schema = sync.OnceValue(func() *jsonschema.Schema {
		schema, err := jsonschema.For[In](inferred)
		if err != nil {
			panic(fmt.Sprintf("tools: the input of %s has no JSON schema: %v", name, err))
		}
		for _, p := range schema.Properties {
			// An optional number is a pointer in Go, "null or integer" in the
			// inferred schema; clients expect a plain integer they may leave out.
			if len(p.Types) == 2 && p.Types[0] == "null" {
				p.Type, p.Types = p.Types[1], nil
			}
		}
		for _, f := range t.edits {
			f(schema)
		}
		unclose(schema)
		return schema
	})
	t.resolved = sync.OnceValue(func() *jsonschema.Resolved {
		resolved, err := t.schema().Resolve(nil)
		if err != nil {
			panic(fmt.Sprintf("tools: the schema of %s does not resolve: %v", name, err))
		}
		return resolved
	})
	t.call = func(ctx context.Context, env *Env, raw json.RawMessage) (*Result, error) {
		var in In
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&in); err != nil {
			if _, ok := fault.As(err); ok {
				return nil, err // an argument's own check (a target's levels)
			}
			return nil, fault.New(fault.InvalidArgument, "the arguments of %s do not fit its schema (%v); run `locus tools` or list the tools to see it", name, err)
		}
		return run(ctx, env, in)
	}
	return t
}

// unclose takes "additionalProperties": false out of an inferred schema
// and the object schemas inside it: every tool would repeat it in the tool
// list, and the input's strict decoding refuses an unknown field anyway
// (INVALID_ARGUMENT naming it).
func unclose(s *jsonschema.Schema) {
	if s == nil {
		return
	}
	s.AdditionalProperties = nil
	for _, p := range s.Properties {
		unclose(p)
	}
	unclose(s.Items)
}

// withSchema gives a property of t's input a schema of its own (one the
// inference cannot write: a string or a list, a string or an object),
// keeping the description written on its field.
func withSchema(t *Tool, prop string, schema *jsonschema.Schema) *Tool {
	t.edit(func(s *jsonschema.Schema) { setProperty(s, prop, schema) })
	return t
}

// setProperty replaces a property's schema, keeping its description.
func setProperty(s *jsonschema.Schema, prop string, schema *jsonschema.Schema) {
	if old := s.Properties[prop]; old != nil {
		schema.Description = old.Description
	}
	s.Properties[prop] = schema
}

// Call runs the tool with JSON arguments (an object; empty means {}). The
// arguments are checked against the schema first: a missing or wrong-typed
// argument is INVALID_ARGUMENT. A panic in a handler is returned as an
// error, so that a server survives it.
func (t *Tool) Call(ctx context.Context, env *Env, raw json.RawMessage) (res *Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, err = nil, fmt.Errorf("locus: internal error in %s: %v; please report it with the arguments", t.Name, r)
		}
	}()
	if len(bytes.TrimSpace(raw)) == 0 || string(bytes.TrimSpace(raw)) == "null" {
		raw = json.RawMessage("{}")
	}
	if err := checkText(t.Name, raw); err != nil {
		return nil, err
	}
	var instance map[string]any
	if err := json.Unmarshal(raw, &instance); err != nil {
		return nil, fault.New(fault.InvalidArgument, "the arguments of %s are not a JSON object (%v); send an object such as {\"path\": \"main.go\"}", t.Name, err)
	}
	// A null argument is one left out, as many clients send them.
	nulls := false
	for k, v := range instance {
		if v == nil {
			delete(instance, k)
			nulls = true
		}
	}
	if nulls {
		raw, _ = json.Marshal(instance)
	}
	if err := t.resolved().Validate(instance); err != nil {
		return nil, fault.New(fault.InvalidArgument, "the arguments of %s do not fit its schema: %s; fix them and call again", t.Name, oneLine(err.Error()))
	}
	env.note = ""
	if env.Root != nil {
		ctx = target.WithWorkspace(ctx, os.DirFS(env.Root.Dir()))
	}
	res, err = t.call(ctx, env, raw)
	if err == nil && env.note != "" {
		res.Text = env.note + res.Text
	}
	return res, err
}

// checkText refuses arguments that JSON decoding would silently change:
// bytes that are not UTF-8 and \u escapes of lone UTF-16 surrogates both
// become U+FFFD, which would then be written into a file.
func checkText(tool string, raw []byte) error {
	if !utf8.Valid(raw) {
		return fault.New(fault.InvalidArgument, "the arguments of %s are not valid UTF-8; send them as UTF-8 text", tool)
	}
	for i := 0; i+6 <= len(raw); i++ {
		if raw[i] != '\\' {
			continue
		}
		if raw[i+1] != 'u' {
			i++ // an escaped character: skip it, so that \\u is not an escape
			continue
		}
		r, ok := hex4(raw[i+2 : i+6])
		switch {
		case !ok || r < 0xD800 || r > 0xDFFF:
		case r < 0xDC00 && i+12 <= len(raw) && raw[i+6] == '\\' && raw[i+7] == 'u':
			if lo, ok := hex4(raw[i+8 : i+12]); ok && lo >= 0xDC00 && lo <= 0xDFFF {
				i += 11
				continue
			}
			fallthrough
		default:
			return fault.New(fault.InvalidArgument, "the arguments of %s hold a lone UTF-16 surrogate (\\u%04X), which is no character; send the text as valid UTF-8 or escape whole surrogate pairs", tool, r)
		}
		i += 5
	}
	return nil
}

// hex4 reads four hexadecimal digits.
func hex4(b []byte) (rune, bool) {
	var r rune
	for _, c := range b {
		switch {
		case '0' <= c && c <= '9':
			r = r<<4 | rune(c-'0')
		case 'a' <= c && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case 'A' <= c && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// ErrorResult renders a failed call: the code and message as text, and the
// error object {error, message, details} as structured data.
func ErrorResult(err error) *Result {
	f, ok := fault.As(err)
	if !ok {
		// A failure outside the contract's codes (a disk error): its message
		// says which file, and that every file is as it was.
		return &Result{Text: err.Error(), Structured: map[string]any{"message": err.Error()}}
	}
	return &Result{Text: string(f.Code) + ": " + f.Message, Structured: f}
}
