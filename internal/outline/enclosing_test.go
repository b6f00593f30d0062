package outline

import "testing"

func TestEnclosing(t *testing.T) {
	src := `import os


class Auth:
    limit = 3

    def check(self, user):
        def inner():
            return user
        return inner()


def main():
    a = Auth()
`
	f, err := Parse("auth.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for line, want := range map[int]string{1: "", 4: "Auth", 5: "Auth.limit", 7: "Auth.check", 9: "Auth.check", 10: "Auth.check", 11: "", 12: "", 13: "main", 14: "main"} {
		if got := f.Enclosing(line); got != want {
			t.Errorf("line %d: %q, want %q", line, got, want)
		}
	}
}
