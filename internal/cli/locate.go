// This file defines `locus locate`, a view of locate, and of locate_range
// with --range.

package cli

var locateViews = &family{
	views: []view{{command: "locate", tool: "locate", synopsis: "[--root DIR] [--range] [--json] SPEC", params: []string{"locate"},
		give: "locate: give one SPEC, such as 'utils.py:process@return <|>result' (quote it for the shell)",
		also: map[string]string{"range": "locate_range"}}},
	asJSON: true,
	help:   map[string]string{"json": "print the result (or the error) as JSON", "range": "print the range the spec names instead of a position"},
}

func runLocate(env *Env, args []string) error {
	return locateViews.run(env, &locateViews.views[0], args)
}
