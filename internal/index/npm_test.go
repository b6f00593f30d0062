package index

import "testing"

// TestNPMResolve resolves package import paths through package.json's
// shapes: an exports map with subpath patterns and nested conditions, a
// main field naming a build, a subpath with no exports map, and names
// that are no package of the workspace.
func TestNPMResolve(t *testing.T) {
	pkgs := &npmPackages{byName: map[string]*npmPackage{}, files: map[string]bool{}}
	for _, f := range []string{
		"libs/ui/src/index.tsx", "libs/ui/src/button/index.ts", "libs/ui/src/theme.ts",
		"libs/core/src/index.ts", "libs/core/src/util/strings.ts",
		"tools/cli.js",
	} {
		pkgs.files[f] = true
	}
	add := func(dir, text string) {
		p, name := readPackage(dir, []byte(text))
		if name == "" {
			t.Fatalf("%s: no package read from %s", dir, text)
		}
		pkgs.byName[name] = p
	}
	add("libs/ui", `{"name": "@acme/ui", "exports": {".": {"import": {"types": "./dist/index.d.ts", "default": "./dist/index.js"}}, "./*": {"import": "./dist/*/index.js"}, "./theme": "./dist/theme.js"}}`)
	add("libs/core", `{"name": "core", "main": "./lib/index.js"}`)
	add("tools", `{"name": "acme-tools", "bin": {"acme": "./cli.js"}, "main": "cli.js"}`)
	for _, c := range []struct{ spec, want string }{
		{"@acme/ui", "libs/ui/src/index.tsx"},
		{"@acme/ui/button", "libs/ui/src/button/index.ts"},
		{"@acme/ui/theme", "libs/ui/src/theme.ts"},
		{"core", "libs/core/src/index.ts"},
		{"core/src/util/strings", "libs/core/src/util/strings.ts"},
		{"core/util/strings", "libs/core/src/util/strings.ts"},
		{"acme-tools", "tools/cli.js"},
		{"react", ""},
		{"@acme/other", ""},
		{"@acme/ui/missing/thing", ""},
	} {
		got, ok := pkgs.resolve(c.spec)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("resolve(%q) = %q, %v; want %q", c.spec, got, ok, c.want)
		}
	}
	for _, c := range []struct {
		spec string
		bare bool
	}{
		{"react", true}, {"@s/core/util", true}, {"./x", false}, {"../x", false}, {"/abs", false}, {"node:fs", false}, {"", false},
	} {
		if got := bareSpecifier(c.spec); got != c.bare {
			t.Errorf("bareSpecifier(%q) = %v", c.spec, got)
		}
	}
	if got := relativeImport("packages/app/src/main.ts", "libs/core/src/index.ts"); got != "../../../libs/core/src/index.ts" {
		t.Errorf("relativeImport: %q", got)
	}
	if got := relativeImport("main.ts", "libs/core/src/index.ts"); got != "./libs/core/src/index.ts" {
		t.Errorf("relativeImport from the root: %q", got)
	}
}
