// This file defines `locus locate`, Locate's position and range.

package cli

import (
	"github.com/locus-dev/locus/internal/locate"
	"github.com/locus-dev/locus/internal/session"
)

func runLocate(env *Env, args []string) error {
	fs := newFlags(env, "locate", "[--root DIR] [--range] [--json] SPEC")
	root := fs.String("root", env.Dir, "workspace `DIR`ectory; no path may leave it")
	asRange := fs.Bool("range", false, "print the range the spec names instead of a position")
	asJSON := fs.Bool("json", false, "print the result (or the error) as JSON")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return usagef("locate: give one SPEC, such as 'utils.py:process@return <|>result' (quote it for the shell)")
	}
	ws, err := openRoot(env, *root)
	if err != nil {
		return err
	}
	l := &locate.Locator{Root: ws, Trees: session.For(ws, session.Options{}).Trees()}
	spec, err := l.Parse(rest[0])
	var res *locate.Result
	if err == nil {
		if *asRange {
			res, err = l.LocateRange(spec)
		} else {
			res, err = l.Locate(spec)
		}
	}
	return printResult(env, *asJSON, err, func() (string, any) { return res.Text(), res })
}
