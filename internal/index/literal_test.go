package index

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
)

// pythonStdlib returns the folder of this machine's Python standard
// library, skipping the test without one (failing it under CI=true).
func pythonStdlib(t *testing.T) string {
	t.Helper()
	for _, c := range corpus.Standard(t) {
		if c.Lang == "python" {
			return c.Dir
		}
	}
	t.SkipNow()
	return ""
}

// lineOf returns "path:line" of the first line of dir/path that holds
// text.
func lineOf(t *testing.T, dir, path, text string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(path)))
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range strings.Split(string(data), "\n") {
		if strings.Contains(l, text) {
			return fmt.Sprintf("%s:%d", path, i+1)
		}
	}
	t.Fatalf("%s holds no line with %q", path, text)
	return ""
}

// A receiver assigned a literal or a built-in type's call is a list, a
// dict, a str: no receiver of the workspace's methods of the same name,
// on the email package of Python's standard library, whose Header has an
// append and Message a get and items.
func TestBuiltinReceivers(t *testing.T) {
	dir := filepath.Join(pythonStdlib(t), "email")
	x := openIndex(t, dir, Options{})
	var (
		listAppend = lineOf(t, dir, "base64mime.py", "encvec.append(enc)")     // encvec = []
		plist      = lineOf(t, dir, "message.py", "plist.append(f.strip())")   // plist = []
		dictGet    = lineOf(t, dir, "charset.py", "ALIASES.get(input_charset") // ALIASES = {...}, at the top level
		dictItems  = lineOf(t, dir, "utils.py", "in rfc2231_params.items()")   // rfc2231_params = {}
		header     = lineOf(t, dir, "header.py", "h.append(s, charset)")       // h = Header(...)
	)
	for _, c := range []struct {
		query     string
		want, not []string
	}{
		{"Header.append", []string{header}, []string{listAppend, plist}},
		{"Message.get", nil, []string{dictGet}},
		{"Message.items", nil, []string{dictItems}},
	} {
		checkRefLines(t, x, c.query, c.want, c.not)
	}

	// nor do callers and callees link them
	callers, err := x.Callers(context.Background(), "Header.append", 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, root := range callers {
		for _, c := range root.Calls {
			if c.Name == "body_encode" && c.Path == "base64mime.py" {
				t.Errorf("Callers(Header.append) holds base64mime.body_encode, whose encvec is a list")
			}
		}
	}
	callees, err := x.Callees(context.Background(), "base64mime.body_encode", 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, root := range callees {
		for _, c := range root.Calls {
			if c.Symbol != nil && c.Symbol.QName == "Header.append" {
				t.Errorf("Callees(body_encode) holds Header.append at %v", c.Lines)
			}
		}
	}
}
