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
