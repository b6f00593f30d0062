package textedit

import (
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// randomText builds text from a small alphabet of lines, so that two texts
// share lines; sometimes without a final newline.
func randomText(r *rand.Rand) []byte {
	var b strings.Builder
	for n := r.Intn(12); n > 0; n-- {
		b.WriteString([]string{"a\n", "b\n", "c\n", "}\n", "\n", "func f() {\n"}[r.Intn(6)])
	}
	if r.Intn(4) == 0 {
		b.WriteString("tail")
	}
	return []byte(b.String())
}

// lcs is the length of the longest common subsequence of lines, the
// oracle for minimality: a minimal diff changes len(a)+len(b)-2*lcs lines.
func lcs(a, b [][]byte) int {
	t := make([][]int, len(a)+1)
	for i := range t {
		t[i] = make([]int, len(b)+1)
	}
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			if string(a[i]) == string(b[j]) {
				t[i][j] = t[i+1][j+1] + 1
			} else {
				t[i][j] = max(t[i+1][j], t[i][j+1])
			}
		}
	}
	return t[0][0]
}

func checkLines(t *testing.T, old, new []byte) {
	t.Helper()
	edits := Lines(old, new)
	got, err := Apply(old, edits)
	if err != nil || string(got) != string(new) {
		t.Fatalf("Apply(old, Lines(old, new)) = %q, %v; want %q (old %q)", got, err, new, old)
	}
	for i, e := range edits {
		if e.Start > 0 && old[e.Start-1] != '\n' || e.End > 0 && e.End < len(old) && old[e.End-1] != '\n' {
			t.Fatalf("edit %d %+v is not on line boundaries of %q", i, e, old)
		}
		if i > 0 && edits[i-1].End >= e.Start {
			t.Fatalf("edits %d and %d are not apart: %+v", i-1, i, edits)
		}
	}
	a, b := splitLines(old), splitLines(new)
	changed := 0
	for _, o := range diffLines(a, b) {
		if o.kind != '=' {
			changed++
		}
	}
	if want := len(a) + len(b) - 2*lcs(a, b); changed != want {
		t.Fatalf("diff of %q and %q changes %d lines, a minimal one %d", old, new, changed, want)
	}
}

func TestLinesRandom(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 3000; i++ {
		checkLines(t, randomText(r), randomText(r))
	}
}

func FuzzLines(f *testing.F) {
	f.Add([]byte("a\nb\nc\n"), []byte("a\nc\nd"))
	f.Add([]byte(""), []byte("x\n"))
	f.Fuzz(func(t *testing.T, old, new []byte) {
		if len(old) > 2000 || len(new) > 2000 {
			t.Skip()
		}
		edits := Lines(old, new)
		got, err := Apply(old, edits)
		if err != nil || string(got) != string(new) {
			t.Fatalf("Apply(old, Lines(old, new)) = %q, %v; want %q", got, err, new)
		}
	})
}

// TestUnifiedPatch checks every diff against GNU patch: applied to old it
// must give new.
func TestUnifiedPatch(t *testing.T) {
	patch, err := exec.LookPath("patch")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("patch is not installed")
		}
		t.Skip("patch is not installed")
	}
	r := rand.New(rand.NewSource(2))
	dir := t.TempDir()
	for i := 0; i < 150; i++ {
		old, new := randomText(r), randomText(r)
		diff := Unified("a/f", "b/f", old, new, r.Intn(4))
		if (diff == "") != (string(old) == string(new)) {
			t.Fatalf("diff %q for %q -> %q", diff, old, new)
		}
		if diff == "" {
			continue
		}
		f := filepath.Join(dir, "f")
		os.WriteFile(f, old, 0o644)
		cmd := exec.Command(patch, "-s", "--no-backup-if-mismatch", f)
		cmd.Stdin = strings.NewReader(diff)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("patch refused the diff of %q -> %q: %v\n%s\n%s", old, new, err, out, diff)
		}
		got, _ := os.ReadFile(f)
		if string(got) != string(new) {
			t.Fatalf("patched %q -> %q, got %q\n%s", old, new, got, diff)
		}
	}
}

// TestUnifiedFormat pins the format GNU diff -U prints for these cases.
func TestUnifiedFormat(t *testing.T) {
	cases := []struct {
		old, new string
		context  int
		want     string
	}{
		{"a\nb\nc\n", "a\nB\nc\n", 3, "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"},
		{"a\nb\nc\n", "a\nB\nc\n", 0, "--- a/f\n+++ b/f\n@@ -2 +2 @@\n-b\n+B\n"},
		{"", "x\n", 3, "--- a/f\n+++ b/f\n@@ -0,0 +1 @@\n+x\n"},
		{"x\n", "", 3, "--- a/f\n+++ b/f\n@@ -1 +0,0 @@\n-x\n"},
		{"a\n", "a", 3, "--- a/f\n+++ b/f\n@@ -1 +1 @@\n-a\n+a\n\\ No newline at end of file\n"},
		{"1\n2\n", "1\n2\n", 3, ""},
		{"1\n2\n3\n", "0\n1\n2\n3\n", 0, "--- a/f\n+++ b/f\n@@ -0,0 +1 @@\n+0\n"},
		{"1\n2\n3\n", "1\n2\n3\n4\n", 1, "--- a/f\n+++ b/f\n@@ -3 +3,2 @@\n 3\n+4\n"},
		{"1\n2\n3\n4\n5\n6\n7\n8\n", "X\n2\n3\n4\n5\n6\n7\nY\n", 1,
			"--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n-1\n+X\n 2\n@@ -7,2 +7,2 @@\n 7\n-8\n+Y\n"},
	}
	for _, c := range cases {
		if got := Unified("a/f", "b/f", []byte(c.old), []byte(c.new), c.context); got != c.want {
			t.Errorf("Unified(%q, %q, %d) =\n%s\nwant\n%s", c.old, c.new, c.context, got, c.want)
		}
	}
}

func BenchmarkLines(b *testing.B) {
	var old, new strings.Builder
	for i := 0; i < 5000; i++ {
		line := "line " + strings.Repeat("x", i%40) + "\n"
		old.WriteString(line)
		if i%500 == 250 {
			line = "changed\n"
		}
		new.WriteString(line)
	}
	o, n := []byte(old.String()), []byte(new.String())
	b.SetBytes(int64(len(o)))
	for range b.N {
		Lines(o, n)
	}
}

// TestLinesGivesUp: texts that share nothing cost more than maxCost; the
// diff replaces them whole, still correctly.
func TestLinesGivesUp(t *testing.T) {
	var old, new strings.Builder
	for i := 0; i < 3000; i++ {
		old.WriteString("old " + strings.Repeat("o", i%50) + string(rune('a'+i%26)) + "\n")
		new.WriteString("new " + strings.Repeat("n", i%50) + string(rune('a'+i%26)) + "\n")
	}
	o, n := []byte(old.String()), []byte(new.String())
	got, err := Apply(o, Lines(o, n))
	if err != nil || string(got) != string(n) {
		t.Fatalf("round trip failed: %v", err)
	}
}
