package structure_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/golden"
	"github.com/locus-dev/locus/internal/structure"
	"github.com/locus-dev/locus/internal/textedit"
	"github.com/locus-dev/locus/internal/workspace"
)

// TestGolden runs the cases of each testdata/golden/*.txtar archive. An
// archive holds input files and cases: a file "case NAME" is one operation,
// written as "key: value" lines (a value in double quotes is a Go string
// literal, so it may hold "\n"), then optionally a line "content:" after
// which the rest is the content. Keys: op (a structure tool name), path,
// target, old, new, expected_count, source_path, source_target, dest_path,
// dest_target, dry_run, reject_syntax_errors, and crlf or bom (yes: the
// input files get CRLF line endings or a BOM before the case runs).
//
// Each case runs on a fresh copy of the inputs, and "case NAME.out" holds
// what it printed: the result's text and JSON, or the error; then, for each
// file it changed, the bytes' line endings and BOM and the diff. A failed
// case must leave every file byte-for-byte as it was. -update rewrites the
// .out files.
func TestGolden(t *testing.T) {
	golden.Cases(t, "testdata/golden/*.txtar", "case ", runCase)
}

// goldenCase is one parsed "case" file.
type goldenCase struct {
	keys    map[string]string
	content string
}

func parseCase(t *testing.T, data []byte) goldenCase {
	c := goldenCase{keys: map[string]string{}}
	lines := strings.SplitAfter(string(data), "\n")
	for i, l := range lines {
		line := strings.TrimRight(l, "\n")
		if line == "content:" {
			c.content = strings.Join(lines[i+1:], "")
			break
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			t.Fatalf("case line %q is not key: value", line)
		}
		v = strings.TrimSpace(v)
		if strings.HasPrefix(v, `"`) {
			u, err := strconv.Unquote(v)
			if err != nil {
				t.Fatalf("case line %q: %v", line, err)
			}
			v = u
		}
		c.keys[strings.TrimSpace(k)] = v
	}
	return c
}

func runCase(t *testing.T, inputs []txtar.File, f txtar.File) string {
	t.Helper()
	c := parseCase(t, f.Data)
	k := c.keys
	dir := t.TempDir()
	before := map[string][]byte{}
	for _, in := range inputs {
		data := in.Data
		if k["crlf"] == "yes" {
			data = bytes.ReplaceAll(data, []byte("\n"), []byte("\r\n"))
		}
		if k["bom"] == "yes" {
			data = append([]byte("\ufeff"), data...)
		}
		p := filepath.Join(dir, in.Name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		before[in.Name] = data
	}
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	e := &structure.Editor{Root: root}
	o := structure.Options{DryRun: k["dry_run"] == "yes", RejectSyntaxErrors: k["reject_syntax_errors"] == "yes"}
	var expected *int
	if v, ok := k["expected_count"]; ok {
		n, err := strconv.Atoi(v)
		if err != nil {
			t.Fatalf("%s: expected_count %q", f.Name, v)
		}
		expected = &n
	}
	var res *structure.Result
	switch k["op"] {
	case "read_structure":
		res, err = e.Read(k["path"], k["target"])
	case "replace_structure":
		res, err = e.Replace(k["path"], k["target"], c.content, o)
	case "delete_structure":
		res, err = e.Delete(k["path"], k["target"], o)
	case "replace_text_in_structure":
		res, err = e.ReplaceText(k["path"], k["target"], k["old"], k["new"], o)
	case "replace_all_text_in_structure":
		res, err = e.ReplaceAllText(k["path"], k["target"], k["old"], k["new"], expected, o)
	case "insert_before_structure":
		res, err = e.InsertBefore(k["path"], k["target"], c.content, o)
	case "insert_after_structure":
		res, err = e.InsertAfter(k["path"], k["target"], c.content, o)
	case "move_structure_to_before":
		res, err = e.Move(k["source_path"], k["source_target"], k["dest_path"], k["dest_target"], structure.Before, o)
	case "move_structure_to_after":
		res, err = e.Move(k["source_path"], k["source_target"], k["dest_path"], k["dest_target"], structure.After, o)
	case "move_structure_to_file_start":
		res, err = e.Move(k["source_path"], k["source_target"], k["dest_path"], "", structure.FileStart, o)
	case "move_structure_to_file_end":
		res, err = e.Move(k["source_path"], k["source_target"], k["dest_path"], "", structure.FileEnd, o)
	default:
		t.Fatalf("%s: unknown op %q", f.Name, k["op"])
	}
	var b strings.Builder
	if err != nil {
		fe, ok := fault.As(err)
		if !ok {
			t.Fatalf("%s: error without a code: %v", f.Name, err)
		}
		fmt.Fprintf(&b, "error %s: %s\n", fe.Code, fe.Message)
		fmt.Fprintf(&b, "details: %s", compactJSON(fe.Details))
	} else {
		b.WriteString(res.Text())
		res.Diff = ""
		fmt.Fprintf(&b, "json: %s", compactJSON(res))
	}
	changed := changes(t, dir, before)
	if err != nil && len(changed) > 0 {
		t.Errorf("%s failed but changed %v", f.Name, changed)
	}
	for _, name := range changed {
		now, _ := os.ReadFile(filepath.Join(dir, name))
		fmt.Fprintf(&b, "=== %s (%s)\n", name, endings(now))
		b.WriteString(textedit.Unified("a/"+name, "b/"+name, norm(before[name]), norm(now), 2))
	}
	out := b.String()
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		out = strings.ReplaceAll(out, real, "$ROOT")
	}
	return strings.ReplaceAll(out, dir, "$ROOT")
}

func compactJSON(v any) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
	return b.String()
}

// changes lists the files under dir that differ from before, new ones included.
func changes(t *testing.T, dir string, before map[string][]byte) []string {
	var out []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		now, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if old, ok := before[rel]; !ok || !bytes.Equal(old, now) {
			out = append(out, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for name := range before {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

func endings(b []byte) string {
	crlf := bytes.Count(b, []byte("\r\n"))
	lf := bytes.Count(b, []byte("\n")) - crlf
	return fmt.Sprintf("crlf=%d lf=%d bom=%v final-newline=%v", crlf, lf,
		bytes.HasPrefix(b, []byte("\ufeff")), bytes.HasSuffix(b, []byte("\n")))
}

func norm(b []byte) []byte {
	b = bytes.TrimPrefix(b, []byte("\ufeff"))
	return bytes.ReplaceAll(b, []byte("\r\n"), []byte("\n"))
}
