// This file defines `locus read`, the file_read tool on the command line.

package cli

import (
	"context"
	"encoding/json"
	"flag"
	"strings"

	"github.com/locus-dev/locus/internal/tools"
)

// targets collects repeated --target flags.
type targets []string

func (t *targets) String() string     { return strings.Join(*t, ", ") }
func (t *targets) Set(v string) error { *t = append(*t, v); return nil }

func runRead(env *Env, args []string) error {
	fs := newFlags(env, "read", "[--root DIR] [--skeleton] [--target T]... [--recursive] [--start N] [--end N] [--json] PATH")
	root := fs.String("root", env.Dir, "workspace `DIR`ectory; no path may leave it")
	skeleton := fs.Bool("skeleton", false, "the file's outline; with a range, also collapse imports, exports, comments and directives")
	var tgts targets
	fs.Var(&tgts, "target", "read this structure (repeat for several)")
	recursive := fs.Bool("recursive", false, "with --target: nested symbols in full, not as stubs")
	start := fs.Int("start", 0, "first line of a structured range")
	end := fs.Int("end", 0, "last line of a structured range")
	asJSON := fs.Bool("json", false, "print the structured result (or the error object) as JSON")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return usagef("read: name exactly one file")
	}
	named := rest[0] // as the user wrote it, for the hints
	dir, rest := fileRoot(env, fs, *root, rest)
	in := map[string]any{"path": rest[0]}
	if *skeleton {
		in["skeleton"] = true
	}
	if *recursive {
		in["recursive"] = true
	}
	switch len(tgts) {
	case 0:
	case 1:
		in["target"] = tgts[0]
	default:
		in["target"] = []string(tgts)
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if set["start"] {
		in["start_line"] = *start
	}
	if set["end"] {
		in["end_line"] = *end
	}
	raw, _ := json.Marshal(in)
	ws, err := openRoot(env, dir)
	if err != nil {
		return err
	}
	res, err := tools.Lookup("file_read").Call(context.Background(), &tools.Env{Root: ws, ReadHint: func(t, _ string) string { return readHint(t, named) }, Arg: toolArg}, raw)
	return printResult(env, *asJSON, err, func() (string, any) { return res.Text, res.Structured })
}

// readHint is how a command line user reads a structure that an answer
// shows as a stub: the command, ready to paste.
func readHint(target, path string) string {
	return "Read it with: locus read --target " + shellQuote(target) + " " + shellQuote(path)
}

// shellQuote quotes s for a POSIX shell when it holds anything but
// letters, digits and . _ - / : +.
func shellQuote(s string) string {
	safe := s != ""
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.ContainsRune("._-/:+@", c)) {
			safe = false
			break
		}
	}
	if safe {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
