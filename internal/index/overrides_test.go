package index

import "testing"

// declaresMethod tells a method's declaration from a local's of its name.
func TestDeclaresMethod(t *testing.T) {
	for _, c := range []struct {
		text, name string
		want       bool
	}{
		{"public void write(JsonWriter out, T value) throws IOException {", "write", true},
		{"@Override public int peek () { return 2; }", "peek", true},
		{"JsonToken peek = in.peek();", "peek", false},
		{"int peek = 1, other = peek();", "peek", false},
		{"void rewrite(int x) {}", "write", false},
	} {
		if got := declaresMethod(c.text, c.name); got != c.want {
			t.Errorf("declaresMethod(%q, %s) = %v, want %v", c.text, c.name, got, c.want)
		}
	}
}
