package index

import (
	"context"
	"strings"
	"testing"
)

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
		"pkgs/svelte/src/compiler/index.js", "pkgs/svelte/src/internal/builders.js", "pkgs/svelte/src/internal/flags/legacy.js",
		"pkgs/svelte/types/index.d.ts", "pkgs/svelte/src/compiler/phases/parse.js",
		"apps/site/src/lib/util.js", "apps/site/src/main.js",
	} {
		pkgs.files[f] = true
	}
	add := func(dir, text string) {
		p, name := readPackage(dir, []byte(text))
		if p == nil {
			t.Fatalf("%s: no package read from %s", dir, text)
		}
		if len(p.imports) > 0 {
			pkgs.scoped = append(pkgs.scoped, p)
		}
		if name != "" {
			pkgs.byName[name] = p
		}
	}
	add("libs/ui", `{"name": "@acme/ui", "exports": {".": {"import": {"types": "./dist/index.d.ts", "default": "./dist/index.js"}}, "./*": {"import": "./dist/*/index.js"}, "./theme": "./dist/theme.js"}}`)
	add("libs/core", `{"name": "core", "main": "./lib/index.js"}`)
	add("tools", `{"name": "acme-tools", "bin": {"acme": "./cli.js"}, "main": "cli.js"}`)
	// svelte's shapes: a types condition before the module's, and the
	// imports map its own modules import by (#compiler/builders)
	add("pkgs/svelte", `{"name": "svelte", "exports": {"./compiler": {"types": "./types/index.d.ts", "require": "./compiler/index.js", "default": "./src/compiler/index.js"}},
		"imports": {"#compiler/builders": "./src/internal/builders.js", "#flags/*": "./src/internal/flags/*.js"}}`)
	// a package.json with no name: its imports map serves its modules all the same
	add("apps/site", `{"private": true, "imports": {"#lib/*": "./src/lib/*.js"}}`)
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
		{"svelte/compiler", "pkgs/svelte/src/compiler/index.js"},
		{"#compiler/builders", "pkgs/svelte/src/internal/builders.js"},
		{"#flags/legacy", "pkgs/svelte/src/internal/flags/legacy.js"},
		{"#nothing", ""},
		{"#lib/util", "apps/site/src/lib/util.js"},
	} {
		from := "libs/app/main.ts"
		switch {
		case strings.HasPrefix(c.spec, "#lib/"):
			from = "apps/site/src/main.js"
		case c.spec[0] == '#':
			from = "pkgs/svelte/src/compiler/phases/parse.js" // the package's own module
		}
		got, ok := pkgs.resolve(from, c.spec)
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

// TestNPMPackagesReused: a generation whose modules stay in their folders,
// with every package.json as it was, reuses the last generation's
// packages (a file edited costs no probe of every folder); a package.json
// changed, or a module in a new folder, reads them again.
func TestNPMPackagesReused(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"libs/core/package.json": `{"name": "@s/core", "main": "src/index.ts"}`,
		"libs/core/src/index.ts": "export function parse(s: string): number { return s.length; }\n",
		"app/main.ts":            "import { parse } from \"@s/core\";\nparse(\"x\");\n",
	})
	x := openIndex(t, dir, Options{})
	ctx := context.Background()
	packages := func() *npmPackages {
		t.Helper()
		if _, err := x.Refresh(ctx); err != nil {
			t.Fatal(err)
		}
		epoch, gen, err := x.st.generation(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return x.st.npmPackages(ctx, epoch, gen)
	}
	first := packages()
	if _, ok := first.resolve("", "@s/core"); !ok {
		t.Fatalf("@s/core not resolved: %+v", first.byName)
	}
	writeFiles(t, dir, map[string]string{"app/main.ts": "import { parse } from \"@s/core\";\nparse(\"y\");\n"})
	second := packages()
	if second == first || second.byName["@s/core"] != first.byName["@s/core"] {
		t.Errorf("an edit of a module read the packages again (or kept the generation's answer)")
	}
	writeFiles(t, dir, map[string]string{"libs/core/package.json": `{"name": "@s/kernel", "main": "src/index.ts"}`})
	third := packages()
	if _, ok := third.resolve("", "@s/core"); ok {
		t.Errorf("@s/core still resolved after its package.json renamed it")
	}
	if _, ok := third.resolve("", "@s/kernel"); !ok {
		t.Errorf("@s/kernel not resolved after the rename")
	}
	writeFiles(t, dir, map[string]string{
		"libs/util/package.json": `{"name": "@s/util", "main": "index.js"}`,
		"libs/util/index.js":     "exports.tidy = function tidy() {};\n",
	})
	if _, ok := packages().resolve("", "@s/util"); !ok {
		t.Errorf("@s/util, a package in a new folder, not resolved")
	}
}
