package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestExpectations checks each task's expectation on this machine's
// standard libraries without locus: an edit's expected files differ from
// the originals, parse, and show the change the task names (the symbol
// gone, added, renamed or with its new text); a reading task wants lines
// or names that are there.
func TestExpectations(t *testing.T) {
	r, err := findRoots()
	if err != nil {
		t.Skip(err)
	}
	seen := map[string]bool{}
	for _, tk := range tasks {
		t.Run(tk.ID, func(t *testing.T) {
			if seen[tk.ID] {
				t.Fatalf("two tasks are named %s", tk.ID)
			}
			seen[tk.ID] = true
			dir := t.TempDir()
			if err := r.copyInto(tk, dir); err != nil {
				t.Fatal(err)
			}
			w, err := expect(tk, dir)
			if err != nil {
				t.Fatal(err)
			}
			edits := map[string]bool{kBody: true, kInsert: true, kLine: true, kDelete: true, kRename: true}
			if edits[tk.Kind] != (len(w.Files) > 0) {
				t.Fatalf("%s expects %d edited files", tk.Kind, len(w.Files))
			}
			for rel, text := range w.Files {
				before, err := os.ReadFile(filepath.Join(dir, rel))
				if err != nil {
					t.Fatal(err)
				}
				if string(before) == text {
					t.Errorf("%s: the expected text is the original", rel)
				}
				out := filepath.Join(t.TempDir(), filepath.Base(rel))
				if err := os.WriteFile(out, []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
				if err := parses(out); err != nil {
					t.Error(err)
				}
				after, err := declsOf(out)
				if err != nil {
					t.Fatal(err)
				}
				_, has := after[tk.Symbol]
				switch tk.Kind {
				case kDelete:
					if has {
						t.Errorf("%s is still declared", tk.Symbol)
					}
				case kRename:
					if regexp.MustCompile(`\b` + tk.Symbol + `\b`).MatchString(text) {
						t.Errorf("%s still names %s", rel, tk.Symbol)
					}
				case kInsert:
					lines := lines(tk.Content)
					if !has || !strings.Contains(text, tk.Content) || len(after) <= 1 || !strings.Contains(text, strings.TrimSpace(lines[len(lines)-2])) {
						t.Errorf("the new method is not in %s", rel)
					}
				case kBody:
					if !has || !strings.Contains(text, tk.Content) {
						t.Errorf("%s does not hold the new body", tk.Symbol)
					}
				case kLine:
					if !strings.Contains(text, tk.New) {
						t.Errorf("%s does not hold %q", rel, tk.New)
					}
				}
			}
			if tk.Kind == kCallers && len(w.Answer) < 2 {
				t.Errorf("%s has %d callers; the task wants several", tk.Symbol, len(w.Answer))
			}
			if (tk.Kind == kRead || tk.Kind == kFindDef || tk.Kind == kRange || tk.Kind == kFile) && len(w.Seen) < 3 {
				t.Errorf("the task wants %d lines or names read", len(w.Seen))
			}
		})
	}
}

// TestBalance checks the rule the task set keeps: every kind has, in each
// language, one task on a small file or package and one, named -big, on a
// big one (Go's net/http; a big module or package of Python's library),
// so that no kind weighs more in the totals than another.
func TestBalance(t *testing.T) {
	type slot struct {
		kind, lang string
		big        bool
	}
	// py:email is big for py-find-big, whose definition is in the 1,200
	// lines of email/message.py.
	bigSrc := map[string]bool{"go:net/http": true, "py:tarfile.py": true, "py:asyncio": true, "py:email": true}
	seen := map[slot]string{}
	for _, tk := range tasks {
		s := slot{tk.Kind, tk.Lang, strings.HasSuffix(tk.ID, "-big")}
		if other, ok := seen[s]; ok {
			t.Errorf("%s and %s fill the same place (%s, %s, big %v)", other, tk.ID, s.kind, s.lang, s.big)
		}
		seen[s] = tk.ID
		if want := tk.Lang + "-"; !strings.HasPrefix(tk.ID, want) {
			t.Errorf("%s is a %s task; its name should begin with %s", tk.ID, tk.Lang, want)
		}
		if s.big && !bigSrc[tk.Src] {
			t.Errorf("%s is named big but works on %s", tk.ID, tk.Src)
		}
		if !s.big && tk.Src == "go:net/http" {
			t.Errorf("%s works on net/http but is not named big", tk.ID)
		}
	}
	if len(kinds) != kindCount {
		t.Fatalf("%d kinds listed, kindCount is %d", len(kinds), kindCount)
	}
	if want := kindCount * 2 * 2; len(tasks) != want {
		t.Errorf("%d tasks; the rule makes %d (%d kinds, 2 languages, small and big)", len(tasks), want, kindCount)
	}
	for _, k := range kinds {
		for _, lang := range []string{"go", "py"} {
			for _, big := range []bool{false, true} {
				if _, ok := seen[slot{k, lang, big}]; !ok {
					t.Errorf("no %s task of kind %q (big %v)", lang, k, big)
				}
			}
		}
	}
}
