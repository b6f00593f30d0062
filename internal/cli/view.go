// This file defines views: commands that are views of one tool. A view's
// positional arguments give the tool's parameters it names, in order, and
// its flags the others: the flags of a family of views are derived from
// the input schemas of its tools, one a parameter, so that a parameter
// added to a tool is a flag of its command, and a tool added to a family's
// table is a command.

package cli

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/locus-dev/locus/internal/tools"
)

// view is a command that runs one tool.
type view struct {
	command  string   // its name on the command line: "find", "lsp hover", "struct replace"
	tool     string   // the tool it runs
	synopsis string   // its arguments, after the family's common flags
	params   []string // the parameters its positional arguments give, in order; a last one ending in "?" may be left out
	give     string   // what to give, for a wrong number of positional arguments
	defaults map[string]any
	// also are other tools a boolean flag runs instead (locate --range).
	also map[string]string
}

// family is a set of views that share one set of flags: every parameter
// of their tools that one of them does not take as a positional argument.
type family struct {
	views  []view
	common string // the common flags, before a view's synopsis
	// readOnly adds --read-only; asJSON adds --json; writes adds
	// --accept-syntax-errors, and the SYNTAX_BROKEN exit code.
	readOnly, asJSON, writes bool
	// guessRoot takes the root from the files a command names outside the
	// working directory when --root is not given (fileRoot).
	guessRoot bool
	// lenient leaves out a flag's parameter when the view's tool does not
	// have it; otherwise the tool answers INVALID_ARGUMENT.
	lenient bool
	// texts are string flags that read standard input for "-" and have a
	// -file companion flag naming a file to read.
	texts []string
	// choices are the values a flag takes; another is a usage error.
	choices []choice
	// help is the family's own help of flags, before flagHelp's.
	help map[string]string
	// env sets what the family's calls ask of the tools beyond the
	// arguments (the whole model, notes left out).
	env func(*tools.Env)
}

// choice is the values a flag takes.
type choice struct {
	flag   string
	values []string
}

// lookup returns the view of the family named name (its command's last
// word, or its tool), or nil.
func (fam *family) lookup(name string) *view {
	for i := range fam.views {
		v := &fam.views[i]
		words := strings.Fields(v.command)
		if words[len(words)-1] == name || v.tool == name {
			return v
		}
	}
	return nil
}

// names lists the last words of the family's commands.
func (fam *family) names() string {
	var names []string
	for _, v := range fam.views {
		words := strings.Fields(v.command)
		names = append(names, words[len(words)-1])
	}
	return strings.Join(names, ", ")
}

// run runs the view v of fam with the command line args after its name.
func (fam *family) run(env *Env, v *view, args []string) error {
	fs := newFlags(env, v.command, fam.common+v.synopsis)
	root := fs.String("root", env.Dir, "workspace `DIR`ectory; no path may leave it")
	readOnly := new(bool)
	if fam.readOnly {
		readOnly = fs.Bool("read-only", false, "refuse every write")
	}
	asJSON := new(bool)
	if fam.asJSON {
		asJSON = fs.Bool("json", false, fam.helpOf("json"))
	}
	accept := new(bool)
	if fam.writes {
		accept = fs.Bool("accept-syntax-errors", false, fam.helpOf("accept-syntax-errors"))
	}
	params := fam.flags()
	for name, p := range params {
		def := v.defaults[p.param]
		switch p.kind {
		case "boolean":
			b, given := def.(bool)
			fs.Bool(name, given && negated[name] != b, p.help)
		case "integer":
			n, _ := def.(int)
			fs.Int(name, n, p.help)
		case "list":
			fs.Var(new(list), name, p.help)
		default:
			s, _ := def.(string)
			fs.String(name, s, p.help)
		}
	}
	for _, name := range fam.texts {
		fs.String(name+"-file", "", fam.helpOf(name+"-file"))
	}
	for name, tool := range v.also {
		help := fam.helpOf(name)
		if help == "" {
			help = "run " + tool + " instead of " + v.tool
		}
		fs.Bool(name, false, help)
	}
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	need := len(v.params)
	if need > 0 && strings.HasSuffix(v.params[need-1], "?") {
		need--
	}
	if len(rest) < need || len(rest) > len(v.params) {
		return usagef("%s", v.give)
	}
	if err := fam.check(fs, v); err != nil {
		return err
	}
	named := slices.Clone(rest) // as the user wrote them, for the hints
	dir := *root
	if fam.guessRoot {
		dir, rest = fileRoot(env, fs, *root, rest)
	}
	toolArgs, err := fam.toolArgs(env, fs, v, params, rest)
	if err != nil {
		return err
	}
	tool := v.tool
	fs.Visit(func(f *flag.Flag) {
		if t, ok := v.also[f.Name]; ok && f.Value.(flag.Getter).Get().(bool) {
			tool = t
		}
	})
	ws, err := openWorkspace(env, dir, *readOnly)
	if err != nil {
		return err
	}
	tenv := &tools.Env{Root: ws, Arg: toolArg}
	if len(named) > 0 && v.params[0] == "path" {
		tenv.ReadHint = func(t, _ string) string { return readHint(t, named[0]) }
	}
	if fam.env != nil {
		fam.env(tenv)
	}
	res, err := callTool(tenv, tool, toolArgs)
	if err := printResult(env, *asJSON, err, func() (string, any) { return res.Text, res.Structured }); err != nil {
		return err
	}
	return syntaxBroken(res, *accept)
}

// callTool runs the tool with its arguments.
func callTool(env *tools.Env, tool string, args map[string]any) (*tools.Result, error) {
	raw, err := json.Marshal(args)
	if err != nil {
		return nil, err
	}
	return tools.Lookup(tool).Call(context.Background(), env, raw)
}

// check holds the flags of fam that take a few values to them.
func (fam *family) check(fs *flag.FlagSet, v *view) error {
	for _, c := range fam.choices {
		f := fs.Lookup(c.flag)
		val := fmt.Sprint(f.Value.(flag.Getter).Get())
		if slices.Contains(c.values, val) {
			continue
		}
		shown := fmt.Sprintf("%q", val)
		if _, isInt := f.Value.(flag.Getter).Get().(int); isInt {
			shown = val
		}
		last := len(c.values) - 1
		return usagef("%s: --%s takes %s or %s, not %s", v.command, c.flag, strings.Join(c.values[:last], ", "), c.values[last], shown)
	}
	return nil
}

// toolArgs turns the positional arguments and the flags given into the
// tool's arguments: the view's defaults, the positional arguments, the
// flags set, and the zero value of a required parameter no flag set.
func (fam *family) toolArgs(env *Env, fs *flag.FlagSet, v *view, params map[string]flagParam, rest []string) (map[string]any, error) {
	a := map[string]any{}
	for k, val := range v.defaults {
		a[k] = val
	}
	for i, val := range rest {
		a[strings.TrimSuffix(v.params[i], "?")] = val
	}
	schema := tools.Lookup(v.tool).InputSchema()
	has := func(param string) bool { return schema.Properties[param] != nil }
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	stdin := 0
	for _, name := range fam.texts {
		if set[name] && fs.Lookup(name).Value.String() == "-" {
			stdin++
		}
	}
	if stdin > 1 {
		return nil, usagef("%s: only one of %s can read standard input (-); put the others in files", strings.Fields(v.command)[0], textFlagList(fam.texts))
	}
	for name, p := range params {
		if fam.lenient && !has(p.param) {
			continue
		}
		if slices.Contains(fam.texts, name) {
			text, given, err := textArg(env, v, fs, name, set)
			if err != nil {
				return nil, err
			}
			if given {
				a[p.param] = text
				continue
			}
		}
		if !set[name] {
			if _, ok := a[p.param]; !ok && slices.Contains(schema.Required, p.param) {
				a[p.param] = fs.Lookup(name).Value.(flag.Getter).Get()
			}
			continue
		}
		val := fs.Lookup(name).Value.(flag.Getter).Get()
		switch x := val.(type) {
		case bool:
			if negated[name] {
				val = !x
			}
		case []string:
			if len(x) == 1 {
				val = x[0]
			}
		}
		a[p.param] = val
	}
	for param, val := range a {
		if s, ok := val.(string); ok && !utf8.ValidString(s) {
			// JSON would carry it as U+FFFD, and that would be written.
			return nil, usagef("%s: the %s given is not UTF-8 text; locus reads and writes only UTF-8, so convert it first", v.command, param)
		}
	}
	return a, nil
}

// textFlagList is "--content, --old and --new".
func textFlagList(names []string) string {
	var out []string
	for _, n := range names {
		out = append(out, "--"+n)
	}
	last := len(out) - 1
	return strings.Join(out[:last], ", ") + " and " + out[last]
}

// textArg reads a text flag's text when it is given as "-" (standard
// input) or in a file (--NAME-file).
func textArg(env *Env, v *view, fs *flag.FlagSet, name string, set map[string]bool) (string, bool, error) {
	cmd := strings.Fields(v.command)[0]
	if set[name] && set[name+"-file"] {
		return "", false, usagef("%s: give --%s or --%s-file, not both", cmd, name, name)
	}
	switch {
	case set[name+"-file"]:
		file := fs.Lookup(name + "-file").Value.String()
		if !filepath.IsAbs(file) {
			file = filepath.Join(env.Dir, file)
		}
		b, err := os.ReadFile(file)
		if err != nil {
			return "", false, usagef("%s: --%s-file: %v", cmd, name, err)
		}
		return string(b), true, nil
	case set[name] && fs.Lookup(name).Value.String() == "-":
		b, err := io.ReadAll(env.Stdin)
		if err != nil {
			return "", false, usagef("%s: --%s -: %v", cmd, name, err)
		}
		return string(b), true, nil
	}
	return "", false, nil
}
