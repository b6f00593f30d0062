package xref_test

// The Python oracle: the names Python's ast sees (testdata/pynames.py says
// which) in a sample of the standard library must be the occurrences, at
// the same offsets, and the roles ast can tell must agree.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/xref"
)

// pyOracleFiles is the size of the sample (every n-th file).
const pyOracleFiles = 150

// TestOraclePython compares the occurrences of a sample of Python's
// standard library with its ast. Files that ast rejects, that are not
// UTF-8, or that the grammar parses with errors are skipped.
func TestOraclePython(t *testing.T) {
	var c corpus.Corpus
	for _, s := range corpus.Standard(t) {
		if s.Lang == "python" {
			c = s
		}
	}
	if c.Dir == "" {
		t.Skip("no Python standard library")
	}
	all := c.Files()
	step := max(1, len(all)/pyOracleFiles)
	var files []string
	for i := 0; i < len(all); i += step {
		files = append(files, all[i])
	}
	cmd := exec.Command("python3", filepath.Join("testdata", "pynames.py"))
	cmd.Stdin = strings.NewReader(strings.Join(files, "\n") + "\n")
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("testdata/pynames.py: %v", err)
	}
	lang := syntax.Lookup("python")
	var o oracleTally
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<28)
	for sc.Scan() {
		var rec struct {
			Path  string
			Names [][4]any
			Error string
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatal(err)
		}
		text, err := os.ReadFile(rec.Path)
		if rec.Error != "" || err != nil || bytes.Contains(text, []byte("\r")) {
			o.files++
			o.skipped++
			continue
		}
		var occs []xref.Occurrence
		broken := false
		lang.Parse(text, func(root syntax.Node) error {
			broken = root.HasError()
			occs, _ = xref.Extract(lang, text, root)
			return nil
		})
		if broken {
			o.files++
			o.skipped++
			continue
		}
		lineStarts := []int{0}
		for i, b := range text {
			if b == '\n' {
				lineStarts = append(lineStarts, i+1)
			}
		}
		want := map[int]string{}
		roles := map[int]xref.Role{}
		for _, n := range rec.Names {
			line, col := int(n[0].(float64)), int(n[1].(float64))
			off := lineStarts[line-1] + col
			want[off] = n[2].(string)
			if r, ok := roleOf(n[3].(string)); ok {
				roles[off] = r
			}
		}
		o.compare(strings.TrimPrefix(rec.Path, c.Dir+"/"), want, roles, occs)
	}
	o.check(t, "python", 0.99)
}

func roleOf(word string) (xref.Role, bool) {
	for r := xref.Ref; r <= xref.Imported; r++ {
		if r.String() == word {
			return r, true
		}
	}
	return 0, false
}
