package outline

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestFoldSpace compares foldSpace with what it stands for, the fields of
// the trimmed text joined by single spaces, on signatures with every kind
// of white space, Unicode spaces and invalid UTF-8 among them.
func TestFoldSpace(t *testing.T) {
	pieces := []string{"func", "(a", "int,", "b)", " ", "  ", "\t", "\n", "\r\n", "\v", "\f", "\u00a0", "\u2003", "\u0085", "é", "\xff", "x", "{", "//"}
	r := rand.New(rand.NewPCG(3, 4))
	cases := []string{"", " ", "a", " a  b ", "a\tb\nc", "a\u00a0 b", "\xffa  b"}
	for range 5000 {
		var b strings.Builder
		for range r.IntN(12) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		cases = append(cases, b.String())
	}
	for _, c := range cases {
		want := strings.Join(strings.Fields(string(bytes.TrimSpace([]byte(c)))), " ")
		if got := foldSpace([]byte(c)); got != want {
			t.Errorf("foldSpace(%q) = %q, want %q", c, got, want)
		}
	}
}
