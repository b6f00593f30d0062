package structure_test

import (
	"fmt"
	"io/fs"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/structure"
	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/workspace"
)

// vendoredCorpus is a real third-party project kept under
// internal/corpus/testdata, with the command that checks a file of its
// language.
type vendoredCorpus struct {
	lang, dir, ext string
	// parser is the language's own parser, as a command line that reads
	// the files named after it and prints nothing when all parse; tool is
	// the program it needs and pkg the Debian package that has it.
	parser    func(files []string) *exec.Cmd
	tool, pkg string
	// ignore matches the lines of the parser's output that are not about
	// syntax
	ignore *regexp.Regexp
	// misread are the files (relative to dir) the grammar reads with a
	// syntax error, which the parser accepts: their structures are left
	// out, and the test fails when one of them reads cleanly
	misread []string
	// perFile, when not 0, is how many structures of a file are replaced
	// and deleted, for a parser that takes long on each result
	perFile int
}

// vendoredCorpora are C# (NUnit's framework, read by Mono's mcs --parse),
// Ruby (Thor, each file compiled by one ruby process, as ruby -c does) and
// the native ones (vendored_native_test.go).
func vendoredCorpora() []vendoredCorpus {
	return append([]vendoredCorpus{
		{lang: "csharp", dir: corpus.NUnit(), ext: ".cs", tool: "mcs", pkg: "mono-mcs",
			parser: func(files []string) *exec.Cmd {
				return exec.Command("mcs", append([]string{"--parse"}, files...)...)
			},
			// mcs --parse still merges the files' namespaces: the copies
			// of one file define the same types (CS0101, CS0111 and the
			// line that points at the first definition), which says
			// nothing of their syntax
			ignore: regexp.MustCompile(`^Compilation (failed|succeeded)|error CS0101:|error CS0111:|\(Location of the symbol related to previous error\)`)},
		{lang: "ruby", dir: corpus.Thor(), ext: ".rb", tool: "ruby", pkg: "ruby",
			parser: func(files []string) *exec.Cmd {
				script := `ARGV.each { |p| begin; RubyVM::InstructionSequence.compile(File.read(p), p); rescue SyntaxError => e; puts "#{p}: #{e.message}"; end }`
				return exec.Command("ruby", append([]string{"-e", script}, files...)...)
			}},
	}, nativeCorpora()...)
}

// TestVendoredCorpora checks the structure operations on every file of the
// C# and Ruby projects kept as test data:
//
//  1. every structure, at every depth, is read by the target locus prints
//     for it (Structure.Target), and it alone;
//  2. replacing a structure with its own text leaves the file
//     byte-identical (6 structures of each file, at any depth);
//  3. deleting a structure and inserting it back where it was restores
//     the file, byte for byte where the spacing around it is regular
//     (spacingRegular; the rate where it is not is reported): 6
//     structures of each file, at the top level and inside its classes,
//     modules and namespaces, preprocessor lines left out (the grammar
//     reads a lone `#endregion` without error, mcs refuses it);
//  4. every file an edit writes parses with the grammar without a syntax
//     error and with the language's own parser: mcs --parse for C#, Ruby's
//     compiler for Ruby (the test command installs both; elsewhere their
//     check is skipped with a note, under CI=true it fails).
//
// A fixed seed picks the structures of 2 and 3.
func TestVendoredCorpora(t *testing.T) {
	perFile := 6
	if testing.Short() {
		perFile = 2
	}
	for _, vc := range vendoredCorpora() {
		t.Run(vc.lang, func(t *testing.T) {
			var paths []string
			_ = filepath.WalkDir(vc.dir, func(p string, d fs.DirEntry, err error) error {
				if err == nil && !d.IsDir() && strings.HasSuffix(p, vc.ext) {
					paths = append(paths, p)
				}
				return nil
			})
			sort.Strings(paths)
			if len(paths) < 20 {
				t.Fatalf("%d %s files under %s, want 20 or more", len(paths), vc.ext, vc.dir)
			}
			dir := t.TempDir()
			root, err := workspace.Open(dir)
			if err != nil {
				t.Fatal(err)
			}
			results := t.TempDir()
			var st spacingStats
			structures, resolved, replaced, inline := 0, 0, 0, 0
			perFile := perFile
			if vc.perFile > 0 && !testing.Short() {
				perFile = vc.perFile
			}
			for n, p := range paths {
				orig, err := os.ReadFile(p)
				if err != nil {
					t.Fatal(err)
				}
				rel, _ := filepath.Rel(vc.dir, p)
				name := fmt.Sprintf("%s/%04d/%s", vc.lang, n, filepath.Base(p))
				f := &propFile{t: t, e: &structure.Editor{Root: root}, root: root, name: name,
					abs: filepath.Join(dir, filepath.FromSlash(name)), rel: rel, desc: vc.lang + ":" + filepath.ToSlash(rel), orig: orig}
				if err := os.MkdirAll(filepath.Dir(f.abs), 0o755); err != nil {
					t.Fatal(err)
				}
				f.restore()
				tree := f.tree()
				if slices.Contains(vc.misread, filepath.ToSlash(rel)) {
					if tree != nil && len(tree.Model.ParseErrors) == 0 {
						t.Errorf("%s: the grammar now reads it without an error: take it off the misread list", f.desc)
					}
					continue
				}
				if tree == nil || len(tree.Model.ParseErrors) > 0 {
					t.Errorf("%s: the grammar does not read the original (syntax errors at %v)", f.desc, parseErrors(tree))
					continue
				}
				st.files++
				rng := rand.New(rand.NewSource(int64(n)))
				var resolving []*target.Structure
				for _, s := range allStructures(tree.Root) {
					structures++
					if !resolvesTo(tree, s) {
						a, b := s.Lines().Ints()
						t.Errorf("%s: the target %q of the %s at lines %d-%d does not read it alone", f.desc, s.Target(), s.Kind, a, b)
						continue
					}
					resolving = append(resolving, s)
				}
				resolved += len(resolving)
				rng.Shuffle(len(resolving), func(a, b int) { resolving[a], resolving[b] = resolving[b], resolving[a] })
				for _, s := range resolving[:min(len(resolving), perFile)] {
					tgt := s.Target()
					text, ok := f.read(tgt)
					if !ok {
						continue
					}
					if !wholeLines(tree, s) {
						// read_structure shows the lines that hold it; its
						// own text is what replaces it (`Name` of
						// `enum TokenType { Name, Value }`)
						inline++
						text = spanText(tree, s)
					}
					replaced++
					res, err := f.e.Replace(name, tgt, text, structure.Options{})
					if f.ok("replace_structure", tgt, res, err) != nil {
						f.same(fmt.Sprintf("replace_structure %q with its own text", tgt))
					}
					f.restore()
				}
				var picks [][]int
				var pick func(ps [][]int)
				pick = func(ps [][]int) {
					for _, p := range ps {
						// a lone `#region` or `#endregion` is left out: the
						// grammar reads each alone, the compiler wants the
						// pair; so is a header's include guard, not what it
						// holds
						s := at(tree.Root, p)
						if strings.HasPrefix(s.Kind, "preproc_") {
							pick(spacingPicks(s, p))
							continue
						}
						if directive(tree, s) {
							continue // a macro's #define, a preprocessor line too
						}
						if kids, i := at(tree.Root, p[:len(p)-1]).Children, p[len(p)-1]; i > 0 && i == len(kids)-1 && directive(tree, kids[i-1]) {
							// the last structure of an include guard, after its
							// #define: put back after the #define, it would go
							// above the #include lines between them
							continue
						}
						picks = append(picks, p)
					}
				}
				pick(spacingPicks(tree.Root, nil))
				rng.Shuffle(len(picks), func(a, b int) { picks[a], picks[b] = picks[b], picks[a] })
				for _, path := range picks[:min(len(picks), perFile)] {
					f.checkSpacing(tree, path, &st, filepath.Join(results, vc.lang))
					f.restore()
				}
			}
			t.Logf("%s: %d files; %d structures, %d read by their target alone; %d of these replaced by their own text (%d sharing lines with other code, by their span's text); %d deleted and inserted back: %d with regular spacing, %d of them restored byte for byte; %d irregular (%d restored all the same): %s",
				vc.lang, st.files, structures, resolved, replaced, inline, st.checked, st.regular, st.restored, st.checked-st.regular, st.irregularRestored, st.reasons())
			if st.checked == 0 {
				t.Errorf("%s: no structure was deleted and inserted back", vc.lang)
			}
			kept, _ := filepath.Glob(filepath.Join(results, vc.lang, "*"+vc.ext))
			vc.check(t, paths, kept)
		})
	}
}

// check has the language's own parser read the original files, which it
// must accept (or the corpus is not one it can judge), then the results.
func (vc vendoredCorpus) check(t *testing.T, originals, results []string) {
	t.Helper()
	if _, err := exec.LookPath(vc.tool); err != nil {
		msg := fmt.Sprintf("%s is not installed (Debian: %s): the %d results are checked by the grammar alone", vc.tool, vc.pkg, len(results))
		if os.Getenv("CI") == "true" {
			t.Fatal(msg + " (CI=true: the test command installs it)")
		}
		t.Log(msg)
		return
	}
	if out := vc.refusals(originals); out != "" {
		t.Fatalf("%s refuses the original files:\n%s", vc.tool, out)
	}
	if len(results) == 0 {
		return
	}
	if out := vc.refusals(results); out != "" {
		var what []string
		for _, r := range results {
			if strings.Contains(string(out), filepath.Base(r)) {
				b, _ := os.ReadFile(r + ".what")
				what = append(what, filepath.Base(r)+": "+string(b))
			}
		}
		t.Errorf("%s refuses results:\n%s\n%s", vc.tool, out, strings.Join(what, "\n"))
	}
	t.Logf("%s: %d results read by %s", vc.lang, len(results), vc.tool)
}

// preprocessor matches the start of a C, C++ or C# preprocessor line.
var preprocessor = regexp.MustCompile(`^#(define|undef|region|endregion|if|ifdef|ifndef|elif|else|endif|include|pragma|error|warning|line|nullable)\b`)

// directive reports whether s is a preprocessor line: `#define`, `#region`.
func directive(tree *target.Tree, s *target.Structure) bool {
	return preprocessor.MatchString(strings.TrimSpace(string(tree.Text[s.Start:s.End])))
}

// spanText is the text of s from its start to its end, with the white
// space before it on its first line when nothing else stands there.
func spanText(tree *target.Tree, s *target.Structure) string {
	start := tree.LineStart(tree.LineOf(s.Start))
	if strings.TrimSpace(string(tree.Text[start:s.Start])) != "" {
		start = s.Start
	}
	return string(tree.Text[start:s.End])
}

// refusals runs the parser on files and returns what it says of their
// syntax, "" when it accepts them all.
func (vc vendoredCorpus) refusals(files []string) string {
	out, err := vc.parser(files).CombinedOutput()
	var lines []string
	for _, l := range strings.Split(string(out), "\n") {
		if strings.TrimSpace(l) != "" && (vc.ignore == nil || !vc.ignore.MatchString(l)) {
			lines = append(lines, l)
		}
	}
	if len(lines) == 0 && err != nil && vc.ignore == nil {
		lines = append(lines, err.Error())
	}
	return strings.Join(lines, "\n")
}

// allStructures lists the structures under s, at every depth, in order.
func allStructures(s *target.Structure) []*target.Structure {
	var out []*target.Structure
	for _, c := range s.Children {
		out = append(out, c)
		out = append(out, allStructures(c)...)
	}
	return out
}

// parseErrors is a tree's syntax errors, nil for no tree.
func parseErrors(tree *target.Tree) any {
	if tree == nil {
		return "(no tree)"
	}
	return tree.Model.ParseErrors
}
