// This file defines `locus read`, the file_read tool on the command line.

package cli

import "strings"

// readViews is `locus read`.
var readViews = &family{
	views: []view{{command: "read", tool: "file_read", params: []string{"path"},
		synopsis: "[--root DIR] [--skeleton] [--target T]... [--recursive] [--start N] [--end N] [--json] PATH",
		give:     "read: name exactly one file"}},
	asJSON:    true,
	guessRoot: true,
}

func runRead(env *Env, args []string) error { return readViews.run(env, &readViews.views[0], args) }

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
