// This file defines the imports a move carries: a Go or Python structure
// moved to another file brings along the imports its code uses that the
// destination lacks, and a Go source file gives up the imports nothing of
// it uses any more (the compiler refuses a file with an unused import).

package structure

import (
	"fmt"
	"path"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/textedit"
	"github.com/locus-dev/locus/internal/xref"
)

// uses is what a parse tells of a file's names: its imports and the
// identifier occurrences of its code.
type uses struct {
	imports []xref.Import
	occs    []xref.Occurrence
}

// usesOf parses text as the language of rel; it returns nil for a
// language whose imports a move does not carry, or a text that does not
// parse. A move parses its source once: the same uses serve the imports
// it carries and those it prunes.
func usesOf(rel string, text []byte) *uses {
	switch path.Ext(rel) {
	case ".go", ".py", ".pyi":
	default:
		return nil
	}
	lang := syntax.ForPath(rel, nil)
	if lang == nil {
		return nil
	}
	u := &uses{}
	err := lang.Parse(text, func(root syntax.Node) error {
		u.occs, u.imports = xref.Extract(lang, text, root)
		return nil
	})
	if err != nil {
		return nil
	}
	return u
}

// bound reports whether an import binds a name a move can carry: not a
// wildcard, Go's blank or dot import, or cgo's "C".
func bound(imp xref.Import) bool {
	return imp.Name != "" && imp.Name != "_" && imp.Name != "." && imp.Symbol != "*" && imp.Path != "C"
}

// namesUsed returns the names the occurrences between start and end use
// as an import would bind them: the first part of a qualifier (os in
// os.path.join), and in Python a bare name (a from-import binds one).
func namesUsed(occs []xref.Occurrence, start, end int, python bool) map[string]bool {
	used := map[string]bool{}
	for _, o := range occs {
		if o.Start < start || o.Start >= end {
			continue
		}
		if q := o.Qualifier; q != "" {
			if i := strings.IndexAny(q, ".(["); i >= 0 {
				q = q[:i]
			}
			used[q] = true
		} else if python {
			used[o.Name] = true
		}
	}
	return used
}

// importEdit is an import added or removed: the edit, and the import as
// the result names it.
type importEdit struct {
	edit  textedit.Edit
	spec  string   // one import (a removal)
	specs []string // the imports an addition adds, or a removed block holds
}

// named returns the imports the edit adds or removes, as written.
func (ie importEdit) named() []string {
	if ie.spec != "" {
		return append([]string{ie.spec}, ie.specs...)
	}
	return ie.specs
}

// carriedImports returns the edit that adds to dest (whose text is to)
// the imports of src (whose text is from, and su its uses, nil when its
// language carries none) that the moved bytes [start, end) use and dest
// does not have; ok is false when there are none or the languages carry
// none. A name the moved code uses that dest binds to another import is
// an error: carried, the code would use the other import.
func carriedImports(srcPath string, from []byte, su *uses, start, end int, destPath string, to []byte) (ie importEdit, ok bool, err error) {
	if su == nil || path.Ext(srcPath) != path.Ext(destPath) {
		return importEdit{}, false, nil
	}
	du := usesOf(destPath, to)
	if du == nil {
		return importEdit{}, false, nil
	}
	python := path.Ext(srcPath) != ".go"
	used := namesUsed(su.occs, start, end, python)
	have := map[string]xref.Import{}
	modules := map[string]bool{} // the modules dest imports whole
	for _, imp := range du.imports {
		if _, dup := have[imp.Name]; !dup {
			have[imp.Name] = imp
		}
		if imp.Symbol == "" {
			modules[imp.Path] = true
		}
	}
	startLine, endLine := lineOf(from, start), lineOf(from, end)
	var needed []xref.Import
	for _, imp := range su.imports {
		if bound(imp) && used[imp.Name] && (imp.Line < startLine || imp.Line > endLine) {
			needed = append(needed, imp)
		}
	}
	if python {
		needed = submodulesUsed(needed, su.occs, start, end)
		for i := range needed {
			needed[i].Path = relocated(needed[i].Path, path.Dir(srcPath), path.Dir(destPath))
		}
	}
	var lines []string
	for _, imp := range needed {
		if d, dup := have[imp.Name]; dup {
			if !sameBinding(d, imp) {
				return importEdit{}, false, fault.New(fault.InvalidArgument,
					"the moved code uses %s, which %s binds to %s and %s to %s; rename one of the two imports first, or move the code to another file",
					imp.Name, destPath, importText(d), srcPath, importText(imp))
			}
			if !python || imp.Symbol != "" || modules[imp.Path] {
				continue
			}
		}
		have[imp.Name] = imp
		modules[imp.Path] = true
		if python {
			lines = append(lines, pythonImport(imp))
		} else {
			lines = append(lines, goImportSpec(from, imp))
		}
	}
	if len(lines) == 0 {
		return importEdit{}, false, nil
	}
	if python {
		return importEdit{edit: pythonImportEdit(to, du.imports, lines), specs: lines}, true, nil
	}
	return importEdit{edit: goImportEdit(to, lines), specs: lines}, true, nil
}

// sameBinding reports whether two imports that bind one name bind it to
// the same thing: one package or module, or one member of it. Python's
// import a.b and import a.c both bind the package a.
func sameBinding(d, s xref.Import) bool {
	if d.Path == s.Path && d.Symbol == s.Symbol {
		return true
	}
	top := func(imp xref.Import) bool {
		first, _, _ := strings.Cut(imp.Path, ".")
		return imp.Symbol == "" && imp.Name == first
	}
	return top(d) && top(s)
}

// importText names an import in an error: its path, and its member.
func importText(imp xref.Import) string {
	if imp.Symbol != "" {
		return fmt.Sprintf("%s of %q", imp.Symbol, imp.Path)
	}
	return fmt.Sprintf("%q", imp.Path)
}

// lineStart returns the offset where a 1-based line starts.
func lineStart(text []byte, line int) int {
	start, _ := lineBounds(text, line)
	return start
}

// lineBounds returns the offsets of the start and the end (its newline,
// or the text's end) of a 1-based line.
func lineBounds(text []byte, line int) (start, end int) {
	for l := 1; l < line && start < len(text); l++ {
		i := strings.IndexByte(string(text[start:]), '\n')
		if i < 0 {
			return len(text), len(text)
		}
		start += i + 1
	}
	end = start
	for end < len(text) && text[end] != '\n' {
		end++
	}
	return start, end
}
