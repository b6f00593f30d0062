// This file defines `locus version`: the release and the commit the binary
// was built from.

package cli

import (
	"fmt"
	"runtime"
	"runtime/debug"
)

// Version is the version locus reports.
const Version = "0.1.0"

// versionLine is what `locus version` prints: the release, then the commit,
// its date and whether the tree had changes not committed, as the go
// command stamps them into a binary built inside a git checkout (`go
// install ./cmd/locus`, `go build`); `go run` and test binaries carry no
// commit, which the line says.
func versionLine(info *debug.BuildInfo, ok bool) string {
	commit := "commit unknown (built without version control information)"
	if ok {
		var rev, at, modified string
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.time":
				at = s.Value
			case "vcs.modified":
				modified = s.Value
			}
		}
		if rev != "" {
			if len(rev) > 12 {
				rev = rev[:12]
			}
			commit = "commit " + rev
			if at != "" {
				commit += " of " + at
			}
			if modified == "true" {
				commit += ", with changes not committed"
			}
		}
	}
	goVersion := runtime.Version()
	if ok && info.GoVersion != "" {
		goVersion = info.GoVersion
	}
	return fmt.Sprintf("locus %s, %s, %s %s/%s\n", Version, commit, goVersion, runtime.GOOS, runtime.GOARCH)
}
