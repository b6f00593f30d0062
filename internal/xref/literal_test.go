package xref_test

import (
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/xref"
)

// StringLiteral tells a Python qualifier that is a string literal, and
// whether the qualifier holds it whole on one line (a qualifier keeps 64
// bytes): a call on a literal, an index of one, a name, or a language
// whose data has no string quotes is no literal.
func TestStringLiteral(t *testing.T) {
	py := syntax.Lookup("python")
	type want struct {
		typ   string
		whole bool
	}
	for q, w := range map[string]want{
		"'loadTestsFromModule() takes 1 positional argument but {} were g": {"str", false},
		`rb"` + strings.Repeat("x", 70):                                    {"str", false},
		"'''\nmulti'''":                                                    {"str", false},
		`"a" "b` + strings.Repeat("c", 70):                                 {"str", false},
		`", "`:                                                             {"str", true},
		`"a\"b"`:                                                           {"str", true},
		`"a" "b"`:                                                          {"str", true},
		`f"{x}"`:                                                           {"str", true},
		`'a'.encode()`:                                                     {},
		`"{}".format(x)`:                                                   {},
		`"a"[0]`:                                                           {},
		`sep`:                                                              {},
		`frob"x`:                                                           {},
		`self.errors`:                                                      {},
	} {
		typ, whole := xref.StringLiteral(py, q)
		if typ != w.typ || whole != w.whole {
			t.Errorf("StringLiteral(python, %q) = %q, %v; want %q, %v", q, typ, whole, w.typ, w.whole)
		}
	}
	if typ, _ := xref.StringLiteral(syntax.Lookup("go"), `"`+strings.Repeat("x", 70)); typ != "" {
		t.Errorf("StringLiteral(go, a long literal) = %q; Go's data names no string quotes", typ)
	}
}
