package index

import "testing"

// declaresMethod tells a method's declaration from a local's of its name.
func TestDeclaresMethod(t *testing.T) {
	for text, want := range map[string]bool{
		"public void write(JsonWriter out, T value) throws IOException {": true,
		"@Override public int peek () { return 2; }":                      true,
		"JsonToken peek = in.peek();":                                     false,
		"int peek = 1, other = peek();":                                   false,
		"void rewrite(int x) {}":                                          false,
	} {
		name := "write"
		if text != "public void write(JsonWriter out, T value) throws IOException {" && text != "void rewrite(int x) {}" {
			name = "peek"
		}
		if got := declaresMethod(text, name); got != want {
			t.Errorf("declaresMethod(%q, %s) = %v, want %v", text, name, got, want)
		}
	}
}
