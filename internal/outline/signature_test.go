package outline

import "testing"

// TestSignatureLeavesBodyComments: comments between a header and its body
// (Python keeps them before the block) are not part of the signature,
// which find, repo_map and the skeleton show.
func TestSignatureLeavesBodyComments(t *testing.T) {
	src := "class A:\n    # c1\n    # c2\n    x = 1\n\ndef f(a):  # trailing\n    pass\n\nclass B(object):  # why\n    \"\"\"Doc.\"\"\"\n"
	f, err := Parse("s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"A": "class A", "f": "def f(a)", "B": "class B(object)"}
	for _, s := range f.Symbols {
		if w, ok := want[s.Name]; ok && s.Signature != w {
			t.Errorf("%s: signature %q, want %q", s.Name, s.Signature, w)
		}
		delete(want, s.Name)
	}
	if len(want) > 0 {
		t.Errorf("symbols not found: %v", want)
	}
}
