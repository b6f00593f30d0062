package structure_test

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/structure"
)

// TestLoneRegion: deleting the first #endregion of NUnit's
// CollectionAssert.cs leaves its #region (line 19) without a pair,
// which the grammar reads and mcs refuses (CS1038): the write warns
// SYNTAX_BROKEN at that line, and reject_syntax_errors refuses the edit
// and leaves the file byte for byte as it was.
func TestLoneRegion(t *testing.T) {
	const tgt = `["NUnit.Framework","CollectionAssert","#endregion[1]"]`
	e, name, orig := vendoredCopy(t, corpus.NUnit(), "CollectionAssert.cs")
	path := filepath.Join(e.Root.Dir(), name)
	if lines := bytes.Split(orig, []byte("\n")); !strings.Contains(string(lines[18]), "#region Equals and ReferenceEquals") {
		t.Fatalf("line 19 of %s is %q, want its #region", name, lines[18])
	}
	_, err := e.Delete(name, tgt, structure.Options{RejectSyntaxErrors: true})
	if err == nil || !strings.Contains(err.Error(), "PARSER_FAILED") || !strings.Contains(err.Error(), "line 19") {
		t.Fatalf("delete_structure %s with reject_syntax_errors: %v, want PARSER_FAILED at line 19", tgt, err)
	}
	if now, _ := os.ReadFile(path); !bytes.Equal(now, orig) {
		t.Fatalf("the refused edit changed the file:\n%s", snippet(orig, now))
	}
	res, err := e.Delete(name, tgt, structure.Options{})
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(res.Warnings, func(w structure.Warning) bool { return w.Type == structure.SyntaxBroken })
	if i < 0 || !strings.Contains(res.Warnings[i].Message, "line 19 (`#region Equals and ReferenceEquals`)") {
		t.Fatalf("warnings %+v, want SYNTAX_BROKEN at line 19", res.Warnings)
	}
}
