package structure_test

import (
	"maps"
	"testing"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/structure"
	"github.com/locus-dev/locus/internal/textpos"
)

// TestReplaceWords replaces a word at given places in two files, one
// with CRLF line ends and a name after a multi-byte character (columns
// count code points), and leaves the same word elsewhere (a longer name
// holding it, a place not given) alone; a place that does not hold the
// word as a whole word is FILE_CHANGED, and nothing is written.
func TestReplaceWords(t *testing.T) {
	files := map[string]string{
		"a.py": "def size(x):\r\n    return len(x)\r\n\r\nsizes = [size(1), size(2)]\r\n",
		"b.py": "from a import size\n\ns = \"é\"; n = size(s)  # size\n",
	}
	at := func(line, col int) textpos.Position {
		p, err := textpos.NewPosition(line, col)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	root := batchRoot(t, files)
	e := &structure.Editor{Root: root}

	_, err := e.ReplaceWords("rename", "size", "length", []structure.WordPlaces{
		{Path: "b.py", Starts: []textpos.Position{at(1, 15)}},
		{Path: "a.py", Starts: []textpos.Position{at(1, 5), at(4, 1)}}, // "sizes" is no place of size
	}, structure.Options{})
	if fault.CodeOf(err) != fault.FileChanged {
		t.Errorf("a place without the word: %v, want FILE_CHANGED", err)
	}
	if got := snapshot(t, root.Dir()); !maps.Equal(got, files) {
		t.Errorf("a refused replacement changed the files: %q", got)
	}

	res, err := e.ReplaceWords("rename", "size", "length", []structure.WordPlaces{
		{Path: "a.py", Starts: []textpos.Position{at(1, 5), at(4, 10), at(4, 19)}},
		{Path: "b.py", Starts: []textpos.Position{at(1, 15), at(3, 14)}},
	}, structure.Options{RejectSyntaxErrors: true})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"a.py": "def length(x):\r\n    return len(x)\r\n\r\nsizes = [length(1), length(2)]\r\n",
		"b.py": "from a import length\n\ns = \"é\"; n = length(s)  # size\n",
	}
	if got := snapshot(t, root.Dir()); !maps.Equal(got, want) {
		t.Errorf("the files are %q, want %q", got, want)
	}
	if len(res.Files) != 2 {
		t.Errorf("the result names %v, want both files", res.Files)
	}
}
