package textedit

import (
	"errors"
	"testing"
)

func TestApply(t *testing.T) {
	src := []byte("hello, world")
	cases := []struct {
		name  string
		edits []Edit
		want  string
		err   error
	}{
		{"none", nil, "hello, world", nil},
		{"replace", []Edit{{7, 12, "there"}}, "hello, there", nil},
		{"insert at start", []Edit{{0, 0, ">> "}}, ">> hello, world", nil},
		{"insert at end", []Edit{{12, 12, "!"}}, "hello, world!", nil},
		{"delete", []Edit{{5, 7, ""}}, "helloworld", nil},
		{"order does not matter", []Edit{{7, 12, "you"}, {0, 5, "bye"}}, "bye, you", nil},
		{"touching", []Edit{{0, 5, "A"}, {5, 7, "B"}}, "ABworld", nil},
		{"insertions keep their order", []Edit{{5, 5, "1"}, {5, 5, "2"}}, "hello12, world", nil},
		{"insertion before replacement at one offset", []Edit{{5, 7, "-"}, {5, 5, "+"}}, "hello+-world", nil},
		{"insertion after replacement at its end", []Edit{{7, 7, "+"}, {5, 7, "-"}}, "hello-+world", nil},
		{"overlap", []Edit{{0, 6, "a"}, {5, 8, "b"}}, "", ErrOverlap},
		{"same span twice", []Edit{{1, 2, "a"}, {1, 2, "b"}}, "", ErrOverlap},
		{"negative", []Edit{{-1, 2, ""}}, "", ErrBounds},
		{"past the end", []Edit{{10, 13, ""}}, "", ErrBounds},
		{"reversed", []Edit{{5, 4, ""}}, "", ErrBounds},
	}
	for _, c := range cases {
		before := append([]Edit(nil), c.edits...)
		got, err := Apply(src, c.edits)
		if !errors.Is(err, c.err) || c.err == nil && string(got) != c.want {
			t.Errorf("%s: got %q, %v; want %q, %v", c.name, got, err, c.want, c.err)
		}
		if c.err != nil && got != nil {
			t.Errorf("%s: an error must come alone, got %q", c.name, got)
		}
		for i := range before {
			if before[i] != c.edits[i] {
				t.Errorf("%s: Apply changed its edits", c.name)
			}
		}
	}
	if string(src) != "hello, world" {
		t.Errorf("Apply changed its source: %q", src)
	}
}
