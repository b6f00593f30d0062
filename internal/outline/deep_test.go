package outline

import (
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/syntax"
)

// TestDeepRenderings renders the model of JSON objects nested 300 deep on
// one line: the skeleton indents no deeper than maxIndent, DocumentSymbols
// nest no deeper than maxDocDepth and still hold every symbol, and the
// signatures stay short, so that none of them grows with the square of the
// depth.
func TestDeepRenderings(t *testing.T) {
	const depth = 300
	text := []byte(strings.Repeat(`{"a":`, depth) + "1" + strings.Repeat("}", depth))
	f, err := ParseAs(syntax.Lookup("json"), "deep.json", text)
	if err != nil {
		t.Fatal(err)
	}
	if n := countSymbols(f.Symbols); n != depth {
		t.Fatalf("%d symbols, want %d", n, depth)
	}
	for _, line := range strings.Split(Skeleton(f, text), "\n") {
		if indent := len(line) - len(strings.TrimLeft(line, " ")); indent > 2*maxIndent {
			t.Fatalf("a skeleton line indented %d columns: %.60q", indent, line)
		}
		if len(line) > 400 {
			t.Fatalf("a skeleton line of %d bytes: %.60q", len(line), line)
		}
	}
	var most, count int
	var walk func(ds []DocSymbol, level int)
	walk = func(ds []DocSymbol, level int) {
		for _, d := range ds {
			count++
			most = max(most, level)
			walk(d.Children, level+1)
		}
	}
	walk(DocSymbols(f, text, TableOptions{Children: ChildrenYes, IndexBase: 1}), 1)
	if count != depth || most != maxDocDepth {
		t.Errorf("DocumentSymbols: %d symbols, %d levels deep; want %d symbols, %d levels", count, most, depth, maxDocDepth)
	}
}
