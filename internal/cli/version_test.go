package cli

import (
	"regexp"
	"runtime/debug"
	"testing"
)

// The version line names the commit the go command stamped, cut to 12
// characters, its time and whether the tree had changes; without them it
// says so.
func TestVersionLine(t *testing.T) {
	info := &debug.BuildInfo{GoVersion: "go1.26.8", Settings: []debug.BuildSetting{
		{Key: "vcs.revision", Value: "c8aec18f00d1e2a3b4c5d6e7f8091a2b3c4d5e6f"},
		{Key: "vcs.time", Value: "2026-11-27T23:10:00Z"},
		{Key: "vcs.modified", Value: "true"},
	}}
	got := versionLine(info, true)
	want := regexp.MustCompile(`^locus 0\.1\.0, commit c8aec18f00d1 of 2026-11-27T23:10:00Z, with changes not committed, go1\.26\.8 \w+/\w+\n$`)
	if !want.MatchString(got) {
		t.Errorf("got %q", got)
	}
	got = versionLine(&debug.BuildInfo{GoVersion: "go1.26.8"}, true)
	if !regexp.MustCompile(`^locus 0\.1\.0, commit unknown \(built without version control information\), go1\.26\.8 `).MatchString(got) {
		t.Errorf("without a commit: %q", got)
	}
}
