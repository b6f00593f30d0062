package structure_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/structure"
)

// TestReplaceInlineStructureWeb: a structure that starts after other code on
// its line (express's `return function generateETag (body, encoding) {`,
// rxjs's `} else {`), replaced with its own text from where it starts,
// leaves the file byte-identical: its lines after the first keep the
// indentation they had, not that plus the line's.
func TestReplaceInlineStructureWeb(t *testing.T) {
	for _, c := range []struct{ dir, rel, tgt, from string }{
		{corpus.Express(), "express/lib/utils.js", `["createETagGenerator","return function generateETag (body, encoding) {","generateETag"]`, "function generateETag"},
		{corpus.RxJS(), "src/internal/Subscriber.ts", `["Subscriber","complete","if (this.isStopped) {","else {"]`, "else {\n      this.isStopped = true;\n      this._complete();"},
	} {
		e, name, orig := vendoredCopy(t, c.dir, c.rel)
		at := strings.Index(string(orig), c.from)
		if at < 0 {
			t.Fatalf("%s: %q not found", c.rel, c.from)
		}
		// the structure's text: from its start to the line that closes it
		// at the indentation of the line it starts on
		lineStart := strings.LastIndexByte(string(orig[:at]), '\n') + 1
		indent := string(orig[lineStart:at])
		indent = indent[:len(indent)-len(strings.TrimLeft(indent, " "))]
		end := strings.Index(string(orig[at:]), "\n"+indent+"}")
		text := string(orig[at : at+end+len(indent)+2])
		if _, err := e.Replace(name, c.tgt, text, structure.Options{}); err != nil {
			t.Fatalf("%s: %v", c.rel, err)
		}
		now, _ := os.ReadFile(filepath.Join(e.Root.Dir(), name))
		if string(now) != string(orig) {
			t.Errorf("%s: replace_structure %s with its own text changed the file:\n%s", c.rel, c.tgt, snippet(orig, now))
		}
	}
}

// TestParagraphBesideListItem: in npm's dependency-selectors.md, the
// paragraph "Some examples:" deleted and inserted back before the first
// item of the list that followed it restores the file: it is set off from
// the list by the blank line that was there, not joined to the items.
func TestParagraphBesideListItem(t *testing.T) {
	e, name, orig := vendoredCopy(t, corpus.NpmDocs(), "content/using-npm/dependency-selectors.md")
	section := `["Dependency Selector Syntax","Pseudo Selectors","` + "`:semver(<spec>, [selector], [function])`" + `"`
	if _, err := e.Delete(name, section+`,"Some examples:"]`, structure.Options{}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.InsertBefore(name, section+",\"`:semver(^1.0.0)`\"]", "Some examples:", structure.Options{}); err != nil {
		t.Fatal(err)
	}
	now, _ := os.ReadFile(filepath.Join(e.Root.Dir(), name))
	if string(now) != string(orig) {
		t.Errorf("delete and insert back changed the file:\n%s", snippet(orig, now))
	}
}
