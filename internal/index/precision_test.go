package index

import (
	"context"
	"fmt"
	"slices"
	"testing"
)

// refsIn indexes files and returns "path:line role" for each reference to
// name.
func refsIn(t *testing.T, files map[string]string, name string) []string {
	t.Helper()
	dir := t.TempDir()
	writeFiles(t, dir, files)
	x := openIndex(t, dir, Options{})
	res, err := x.References(context.Background(), RefQuery{Name: name, Max: 1000})
	if err != nil {
		t.Fatal(err)
	}
	out := []string{}
	for _, f := range res.Files {
		for _, r := range f.Refs {
			out = append(out, fmt.Sprintf("%s:%d %s", r.Path, r.Line, r.Role))
		}
	}
	return out
}

func wantRefs(t *testing.T, files map[string]string, name string, want ...string) {
	t.Helper()
	if want == nil {
		want = []string{}
	}
	if got := refsIn(t, files, name); !slices.Equal(got, want) {
		t.Errorf("References(%s) = %q, want %q", name, got, want)
	}
}

// The qualifier's case counts when a definition matches it exactly:
// url.User is the function, not the field URL.User.
func TestQualifierCase(t *testing.T) {
	files := map[string]string{
		"go.mod":     "module m\n",
		"url/url.go": "package url\n\ntype URL struct {\n\tUser string\n}\n\nfunc User() string { return \"\" }\n",
		"app/app.go": "package app\n\nimport \"m/url\"\n\nfunc f(u *url.URL) string {\n\t_ = u.User\n\treturn url.User()\n}\n",
	}
	wantRefs(t, files, "url.User", "app/app.go:7 call")
	wantRefs(t, files, "URL.User", "app/app.go:6 ref")
	// with no exact match, case is ignored
	wantRefs(t, files, "Url.User", "app/app.go:6 ref", "app/app.go:7 call")
}

// A struct literal's key names a field, not the type of the same name; a
// map's or an array's keys are values.
func TestLiteralKeys(t *testing.T) {
	files := map[string]string{
		"go.mod": "module m\n",
		"h/h.go": "package h\n\ntype Header map[string]string\n\ntype Response struct {\n\tHeader Header\n}\n\n" +
			"var r = Response{Header: make(Header)}\n\nvar rs = []Response{{Header: nil}}\n\n" +
			"const Key = 1\n\nvar m = map[int]string{Key: \"a\"}\n\nvar a = [...]string{Key: \"b\"}\n",
	}
	wantRefs(t, files, "h.Header", "h/h.go:6 type", "h/h.go:9 type")
	wantRefs(t, files, "Response.Header", "h/h.go:9 key", "h/h.go:11 key")
	wantRefs(t, files, "h.Key", "h/h.go:15 ref", "h/h.go:17 ref")
}
