package ignore

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestWildmatch(t *testing.T) {
	for _, c := range []struct {
		glob, path string
		want       bool
	}{
		{"*.go", "a.go", true},
		{"*.go", "dir/a.go", false},
		{"a?c", "abc", true},
		{"a?c", "a/c", false},
		{"a*", "a/b", false},
		{"**/b", "b", true},
		{"**/b", "x/y/b", true},
		{"a/**", "a/x/y", true},
		{"a/**", "a", false},
		{"a/**/b", "a/b", true},
		{"a/**/b", "a/x/y/b", true},
		{"a/**/b", "a/xb", false},
		{"a**b", "axxb", true},
		{"a**b", "ax/xb", false},
		{"[abc].txt", "b.txt", true},
		{"[!abc].txt", "b.txt", false},
		{"[^abc].txt", "d.txt", true},
		{"[a-c]x", "bx", true},
		{"[a-c]x", "dx", false},
		{"[]]x", "]x", true},
		{"[[:digit:]]*", "7up", true},
		{"[[:digit:]]*", "up", false},
		{`\*x`, "*x", true},
		{`\*x`, "ax", false},
		{"[abc", "a", false},
		{"é?", "éa", true},
		{"?", "é", true},
	} {
		if got := wildmatch(c.glob, c.path); got != c.want {
			t.Errorf("wildmatch(%q, %q) = %v, want %v", c.glob, c.path, got, c.want)
		}
	}
}

func TestParseLines(t *testing.T) {
	l := Parse("", []byte("# comment\n\n\\#hash\n\\!bang\ntrail   \nescaped\\ \n!neg\ndir/\n/anchored\n"))
	var got []string
	for _, p := range l.patterns {
		got = append(got, p.glob)
	}
	want := []string{"#hash", "!bang", "trail", `escaped\ `, "neg", "dir", "anchored"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("globs (-want +got):\n%s", diff)
	}
	if !l.patterns[4].negate || !l.patterns[5].dirOnly || !l.patterns[6].anchored || l.patterns[5].anchored {
		t.Errorf("flags wrong: %+v", l.patterns)
	}
}

// oracleIgnores holds the tricky patterns the oracle test writes into a
// tree: each key is a directory, each value its .gitignore.
var oracleIgnores = map[string]string{
	"": `# root rules
*.log
!keep.log
/build
out/
**/gen/**
docs/**/*.tmp
[Tt]emp*
!Temp-keep.txt
deep/**/x?.c
\#literal.txt
spaced\ name.txt
trailing.txt   
*.o
!/src/keep.o
a/**/z/
node[0-9].js
`,
	"src": `# nested: anchored to src
/local.txt
*.py
!main.py
sub/
!*.log
`,
	"src/lib": `!*.py
also.txt
**/inner
`,
	"docs": `*
!*/
!*.md
`,
	"x": `/*
!/y
/y/*
!/y/z.txt
`,
}

// oracleFiles are the files of the generated tree.
var oracleFiles = []string{
	"a.log", "keep.log", "sub/keep.log", "sub/b.log", "build/x.c", "src/build/x.c",
	"out/o.txt", "src/out/o.txt", // "out" is a directory here and a file in "x/out"
	"gen/a.go", "src/gen/deep/b.go", "gen.go",
	"docs/a.md", "docs/b.tmp", "docs/x/y/c.tmp", "docs/x/c.md", "docs/x/c.txt",
	"Temp1.txt", "temp2.txt", "Temp-keep.txt", "src/Temporary.go",
	"deep/x1.c", "deep/a/b/x2.c", "deep/a/xx.c", "#literal.txt", "spaced name.txt", "trailing.txt",
	"main.o", "src/keep.o", "src/other.o",
	"a/z/f.c", "a/b/z/f.c", "a/c/z", // z as a file is not a directory
	"node1.js", "nodeX.js",
	"src/local.txt", "src/sub2/local.txt", "src/a.py", "src/main.py", "src/lib/c.py", "src/lib/main.py",
	"src/sub/f.go", "src/lib/sub/f.go", "src/q.log", "src/lib/also.txt", "src/lib/inner/f.go", "src/lib/x/inner/g.go",
	"x/y/z.txt", "x/y/w.txt", "x/other.txt", "x/out",
	"plain.go", "dir.with.dots/f.go",
}

// TestAgainstGit compares the files a walk with the Matcher keeps with the
// untracked, not ignored files git lists for the same tree.
func TestAgainstGit(t *testing.T) {
	git, err := exec.LookPath("git")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("git is not installed (CI=true: required)")
		}
		t.Skip("git is not installed")
	}
	dir := t.TempDir()
	for _, f := range oracleFiles {
		p := filepath.Join(dir, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for d, content := range oracleIgnores {
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(d), ".gitignore"), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	run := func(stdin string, args ...string) string {
		cmd := exec.Command(git, args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
		cmd.Stdin = strings.NewReader(stdin)
		out, err := cmd.Output()
		if err != nil && !(len(args) > 0 && args[0] == "check-ignore") {
			t.Fatalf("git %v: %v", args, err)
		}
		return string(out)
	}
	run("", "init", "-q")
	want := lines(run("", "ls-files", "--others", "--exclude-standard"))
	if len(want) < 20 || len(want) > len(oracleFiles)-20 {
		t.Fatalf("git keeps %d of %d files: the tree no longer tests much", len(want), len(oracleFiles))
	}
	var got []string
	walk(t, dir, "", nil, &got)
	sort.Strings(got)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("walked files (-git +ignore):\n%s", diff)
	}

	// Every path, files and directories, against check-ignore.
	var all []string
	var dirs = map[string]bool{}
	_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		if rel == "." || rel == ".git" || strings.HasPrefix(rel, ".git/") {
			return nil
		}
		all = append(all, rel)
		dirs[rel] = d.IsDir()
		return nil
	})
	ignored := map[string]bool{}
	for _, p := range lines(run(strings.Join(all, "\n")+"\n", "check-ignore", "--stdin", "--no-index")) {
		ignored[p] = true
	}
	m := matcherFor(t, dir)
	for _, p := range all {
		if got := m.Ignored(p, dirs[p]); got != ignored[p] {
			t.Errorf("Ignored(%q, dir=%v) = %v, git check-ignore says %v", p, dirs[p], got, ignored[p])
		}
	}
}

// walk lists the files under rel that the ignore files keep, as the index's
// walk does: one List per directory, ignored directories not entered.
func walk(t *testing.T, root, rel string, m *Matcher, out *[]string) {
	abs := filepath.Join(root, filepath.FromSlash(rel))
	if data, err := os.ReadFile(filepath.Join(abs, ".gitignore")); err == nil {
		m = m.Push(Parse(rel, data))
	}
	entries, err := os.ReadDir(abs)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Name() == ".git" {
			continue
		}
		p := e.Name()
		if rel != "" {
			p = rel + "/" + p
		}
		if m.Match(p, e.IsDir()) {
			continue
		}
		if e.IsDir() {
			walk(t, root, p, m, out)
		} else {
			*out = append(*out, p)
		}
	}
}

// matcherFor stacks every .gitignore of the tree (a Matcher for Ignored,
// which judges the directories above a path itself).
func matcherFor(t *testing.T, root string) *Matcher {
	var m *Matcher
	var dirs []string
	for d := range oracleIgnores {
		dirs = append(dirs, d)
	}
	sort.Slice(dirs, func(i, j int) bool {
		return strings.Count(dirs[i], "/")+len(dirs[i]) < strings.Count(dirs[j], "/")+len(dirs[j])
	})
	for _, d := range dirs {
		data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(d), ".gitignore"))
		if err != nil {
			t.Fatal(err)
		}
		m = m.Push(Parse(d, data))
	}
	return m
}

func lines(s string) []string {
	var out []string
	for _, l := range bytes.Split([]byte(strings.TrimSpace(s)), []byte("\n")) {
		if len(l) > 0 {
			out = append(out, strings.Trim(string(l), `"`))
		}
	}
	sort.Strings(out)
	return out
}
