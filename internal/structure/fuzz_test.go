package structure_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/structure"
	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/workspace"
)

// fuzzFiles are the files the fuzzer edits; one of them is the destination
// of moves across files.
var fuzzFiles = []struct{ name, text string }{
	{"a.py", "import os\n\n\nclass A:\n    \"\"\"Doc.\"\"\"\n\n    @property\n    def x(self):\n        if self.y:\n            return 1\n        else:\n            return 2\n\n    def z(self):\n        pass\n\n\ndef f(a, b):\n    for i in a:\n        print(i)\n    return b\n"},
	{"b.go", "package p\n\nimport \"fmt\"\n\n// T is a type.\ntype T struct {\n\tA int\n}\n\n// M prints.\nfunc (t *T) M() {\n\tif t.A > 0 {\n\t\tfmt.Println(t.A)\n\t} else {\n\t\treturn\n\t}\n}\n\nfunc g() {}\n"},
	{"c.ts", "export class C {\n  @dec()\n  m(a: number): number {\n    try { return a; } catch (e) { return 0; }\n  }\n  field = 1;\n}\n\nfunction over(a: string): void;\nfunction over(a: any) {}\n"},
	{"d.md", "# Title\n\nText.\n\n## Part\n\n- one\n- two\n\n```go\nx := 1\n```\n\n> quote\n"},
}

// FuzzOperations runs random operations with random targets and contents:
// none may panic, and each either succeeds, leaving files that parse
// unless it warned SYNTAX_BROKEN, or fails leaving every byte as it was.
func FuzzOperations(f *testing.F) {
	f.Add(uint8(1), uint8(0), uint8(3), "", "def y():\n    return 3\n", "", uint8(0))
	f.Add(uint8(2), uint8(1), uint8(5), "", "", "", uint8(0))
	f.Add(uint8(3), uint8(2), uint8(2), "", "return", "x", uint8(1))
	f.Add(uint8(7), uint8(0), uint8(1), "A.x", "", "f", uint8(0))
	f.Add(uint8(8), uint8(3), uint8(4), "Title\nPart\none", "- three", "", uint8(3))
	f.Add(uint8(10), uint8(1), uint8(4), "T.M", "", "", uint8(2))
	f.Fuzz(func(t *testing.T, op, file, pick uint8, tgt, content, other string, dest uint8) {
		dir := t.TempDir()
		before := map[string][]byte{}
		for _, ff := range fuzzFiles {
			before[ff.name] = []byte(ff.text)
			if err := os.WriteFile(filepath.Join(dir, ff.name), []byte(ff.text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		root, err := workspace.Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		e := &structure.Editor{Root: root}
		src := fuzzFiles[int(file)%len(fuzzFiles)]
		dst := fuzzFiles[int(dest)%len(fuzzFiles)]
		if tgt == "" {
			tgt = pickTarget(t, src.name, src.text, pick)
		}
		destTarget := other
		if destTarget == "" || op%2 == 0 {
			destTarget = pickTarget(t, dst.name, dst.text, pick/2)
		}
		o := structure.Options{DryRun: op&0x80 != 0}
		var res *structure.Result
		switch op % 11 {
		case 0:
			res, err = e.Read(src.name, tgt)
		case 1:
			res, err = e.Replace(src.name, tgt, content, o)
		case 2:
			res, err = e.Delete(src.name, tgt, o)
		case 3:
			res, err = e.ReplaceText(src.name, tgt, content, other, o)
		case 4:
			n := int(pick % 4)
			res, err = e.ReplaceAllText(src.name, tgt, content, other, &n, o)
		case 5:
			res, err = e.InsertBefore(src.name, tgt, content, o)
		case 6:
			res, err = e.InsertAfter(src.name, tgt, content, o)
		default:
			where := structure.Where(op % 11 % 4)
			res, err = e.Move(src.name, tgt, dst.name, destTarget, where, o)
		}
		for _, ff := range fuzzFiles {
			now, rerr := os.ReadFile(filepath.Join(dir, ff.name))
			if rerr != nil {
				t.Fatal(rerr)
			}
			changed := !bytes.Equal(now, before[ff.name])
			if (err != nil || o.DryRun) && changed {
				t.Fatalf("op %d failed (%v) or was a dry run, but %s changed", op%11, err, ff.name)
			}
			if err != nil || !changed || warned(res, structure.SyntaxBroken) {
				continue
			}
			if errs, perr := target.ParseErrors(context.Background(), ff.name, now); perr != nil || len(errs) > 0 {
				t.Fatalf("op %d wrote %s with syntax errors at %v and no SYNTAX_BROKEN warning:\n%s", op%11, ff.name, errs, now)
			}
		}
	})
}

// pickTarget returns the target of the n-th structure of a file (any depth).
func pickTarget(t *testing.T, name, text string, n uint8) string {
	tree, err := target.Build(context.Background(), name, []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	var all []*target.Structure
	var walk func(s *target.Structure)
	walk = func(s *target.Structure) {
		for _, c := range s.Children {
			all = append(all, c)
			walk(c)
		}
	}
	walk(tree.Root)
	if len(all) == 0 {
		return ""
	}
	return all[int(n)%len(all)].Target()
}

func warned(res *structure.Result, typ string) bool {
	if res == nil {
		return false
	}
	for _, w := range res.Warnings {
		if strings.EqualFold(w.Type, typ) {
			return true
		}
	}
	return false
}
