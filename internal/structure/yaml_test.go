package structure_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/structure"
	"github.com/locus-dev/locus/internal/target"
	"github.com/locus-dev/locus/internal/workspace"
)

// TestYAMLWorkflows edits real GitHub Actions workflows
// (testdata/workflows, four projects' files) at every structure a target
// names: each job, each step (a sequence item, named by its first key's
// value), each key. For each structure it checks that
//
//  1. its target reads it, and it alone;
//  2. replacing it with its own text leaves the file byte-identical;
//  3. deleting it gives a file PyYAML reads as the original data without
//     that key or item, and inserting its text back before its next
//     sibling (after its previous one, for the last) restores the file,
//     byte for byte where no comment or blank line stands beside it;
//  4. a step moved before the step above it, and back, restores the file;
//  5. every file written parses with PyYAML.
func TestYAMLWorkflows(t *testing.T) {
	paths, _ := filepath.Glob("testdata/workflows/*.y*ml")
	if len(paths) < 4 {
		t.Fatalf("%d workflows under testdata/workflows, want 4", len(paths))
	}
	dir := t.TempDir()
	root, err := workspace.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	var checks []yamlCheck
	steps, structures, exact, moved := 0, 0, 0, 0
	for _, p := range paths {
		orig, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(p)
		f := &propFile{t: t, e: &structure.Editor{Root: root}, root: root, name: name,
			abs: filepath.Join(dir, name), rel: name, desc: name, orig: orig}
		f.restore()
		tree := f.tree()
		if tree == nil || len(tree.Model.ParseErrors) > 0 {
			t.Fatalf("%s does not parse", name)
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
		fileSteps := 0
		for _, s := range all {
			if s.Kind == "block_sequence_item" && s.Parent.Name == "steps" {
				fileSteps++
				if s.Name == "" || !resolvesTo(tree, s) {
					t.Errorf("%s: the step at line %d has no name its target reaches (%s)", name, s.Start, s.Target())
				}
			}
			if !resolvesTo(tree, s) {
				continue
			}
			structures++
			tgt := s.Target()
			if _, ok := f.read(tgt); !ok {
				continue
			}
			// 2. Its own text, as the lines it stands on (the dash before
			// an item's first key as spaces), is given back.
			r := lineText(tree, s)
			res, err := f.e.Replace(name, tgt, r, structure.Options{})
			if f.ok("replace_structure", tgt, res, err) != nil {
				f.same(fmt.Sprintf("replace_structure %q with its own text", tgt))
			}
			f.restore()
			// 3. Delete, check the data, and put it back.
			at, ok := yamlPath(s)
			res, err = f.e.Delete(name, tgt, structure.Options{})
			if f.ok("delete_structure", tgt, res, err) == nil {
				f.restore()
				continue
			}
			deleted, _ := os.ReadFile(f.abs)
			c := yamlCheck{what: name + ": delete_structure " + tgt, text: string(deleted)}
			if ok {
				c.orig, c.path = string(orig), at
			}
			checks = append(checks, c)
			if put := f.putBack(s, len(orig)-len(deleted), r); put != "" {
				now, _ := os.ReadFile(f.abs)
				checks = append(checks, yamlCheck{what: name + ": " + put, text: string(now)})
				if alone(tree, s) {
					exact++
					f.same(fmt.Sprintf("delete_structure %q then %s", tgt, put))
				}
			}
			f.restore()
			// 4. A step moved above the one before it, and back.
			prev, _ := yamlSiblings(s)
			if s.Kind == "block_sequence_item" && prev != nil && resolvesTo(tree, prev) && !indexed(s) && !indexed(prev) {
				pt := prev.Target()
				res, err = f.e.Move(name, tgt, name, pt, structure.Before, structure.Options{})
				if f.ok("move_structure_to_before", tgt, res, err) != nil {
					now, _ := os.ReadFile(f.abs)
					checks = append(checks, yamlCheck{what: name + ": move_structure_to_before " + tgt + " " + pt, text: string(now)})
					res, err = f.e.Move(name, tgt, name, pt, structure.After, structure.Options{})
					if f.ok("move_structure_to_after", tgt, res, err) != nil && alone(tree, s) {
						moved++
						f.same(fmt.Sprintf("move_structure_to_before %q %q and back", tgt, pt))
					}
				}
				f.restore()
			}
		}
		if fileSteps < 3 {
			t.Errorf("%s: %d steps found, want 3 or more", name, fileSteps)
		}
		steps += fileSteps
	}
	checkYAML(t, checks)
	t.Logf("%d structures of %d workflows (%d steps); %d files parsed; %d put back byte for byte; %d steps moved up and back byte for byte",
		structures, len(paths), steps, len(checks), exact, moved)
	if moved == 0 {
		t.Error("no step was moved and back")
	}
}

// putBack inserts text where s was, after s was deleted (delta bytes
// shorter): before its next sibling, else after its previous one. It
// returns the operation done, "" if none.
func (f *propFile) putBack(s *target.Structure, delta int, text string) string {
	f.t.Helper()
	after := f.tree()
	prev, next := yamlSiblings(s)
	var op string
	var at *target.Structure
	switch {
	case next != nil:
		at, op = find(after.Root, next, next.Start-delta), "insert_before_structure"
	case prev != nil:
		at, op = find(after.Root, prev, prev.Start), "insert_after_structure"
	default:
		return ""
	}
	if at == nil || !resolvesTo(after, at) {
		f.t.Errorf("%s: after delete_structure %q its sibling is not found again", f.desc, s.Target())
		return ""
	}
	tgt := at.Target()
	var res *structure.Result
	var err error
	if op == "insert_before_structure" {
		res, err = f.e.InsertBefore(f.name, tgt, text, structure.Options{})
	} else {
		res, err = f.e.InsertAfter(f.name, tgt, text, structure.Options{})
	}
	if f.ok(op, tgt, res, err) == nil {
		return ""
	}
	return op + " " + tgt
}

// find is the structure under root that starts at off and is like s.
func find(root, s *target.Structure, off int) *target.Structure {
	for _, c := range root.Children {
		if c.Start == off && c.Kind == s.Kind && c.Name == s.Name {
			return c
		}
		if found := find(c, s, off); found != nil {
			return found
		}
	}
	return nil
}

// yamlSiblings are the structures before and after s in its parent.
func yamlSiblings(s *target.Structure) (prev, next *target.Structure) {
	kids := s.Parent.Children
	for i, c := range kids {
		if c == s {
			if i > 0 {
				prev = kids[i-1]
			}
			if i+1 < len(kids) {
				next = kids[i+1]
			}
		}
	}
	return prev, next
}

// alone reports whether the siblings of s, s included, are separated by
// line breaks only: no blank line or comment, which a deletion may take
// with it and an insertion learn its spacing from.
func alone(tree *target.Tree, s *target.Structure) bool {
	kids := s.Parent.Children
	for i := 1; i < len(kids); i++ {
		g := string(tree.Text[kids[i-1].End:kids[i].Start])
		if strings.Count(g, "\n") > 1 || strings.Contains(g, "#") {
			return false
		}
	}
	return true
}

// indexed reports whether the last level of the path of s carries an
// index (Build[2]), which a move may change.
func indexed(s *target.Structure) bool {
	p := s.Path()
	return strings.HasSuffix(p[len(p)-1], "]")
}

// lineText is the structure's text as the lines it stands on, the dash
// before an item's first key made a space: the content that replaces it
// with itself.
func lineText(tree *target.Tree, s *target.Structure) string {
	ls := tree.LineStart(tree.LineOf(s.Start))
	lead := strings.Repeat(" ", len(strings.TrimRight(string(tree.Text[ls:s.Start]), "- ")))
	lead += strings.Repeat(" ", s.Start-ls-len(lead))
	return lead + string(tree.Text[s.Start:s.End]) + "\n"
}

// yamlPath is the path of s in the data the file holds: key names and
// item indexes; false for a structure that is neither (a block scalar).
func yamlPath(s *target.Structure) ([]any, bool) {
	var path []any
	for c := s; !c.IsRoot(); c = c.Parent {
		switch c.Kind {
		case "key":
			path = append([]any{c.Name}, path...)
		case "block_sequence_item":
			n := 0
			for _, k := range c.Parent.Children {
				if k == c {
					break
				}
				if k.Kind == c.Kind {
					n++
				}
			}
			path = append([]any{n}, path...)
		default:
			return nil, false
		}
	}
	return path, true
}

// yamlCheck is a file written: it must parse, and when path is set it must
// hold orig's data without the node at path.
type yamlCheck struct {
	what, text string
	orig       string
	path       []any
}

// checkYAML parses every text with PyYAML in one python3 process. Under
// CI=true a missing PyYAML fails the test; elsewhere the check is skipped.
func checkYAML(t *testing.T, checks []yamlCheck) {
	t.Helper()
	if exec.Command("python3", "-c", "import yaml").Run() != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("python3 with PyYAML is missing (CI=true: it is required; apt-get install python3-yaml)")
		}
		t.Skip("python3 with PyYAML is missing; the results are not parsed")
	}
	type item struct {
		Text string `json:"text"`
		Orig string `json:"orig,omitempty"`
		Path []any  `json:"path"`
	}
	var items []item
	for _, c := range checks {
		items = append(items, item{c.text, c.orig, c.path})
	}
	in, _ := json.Marshal(items)
	const script = `
import json, sys, yaml
def key(d, name):
    for k in d:
        if k == name or k == yaml.safe_load(name):
            return k
    raise KeyError(name)
def without(data, path):
    if len(path) == 1:
        if isinstance(data, list):
            del data[path[0]]
        else:
            del data[key(data, path[0])]
        return
    k = path[0] if isinstance(data, list) else key(data, path[0])
    without(data[k], path[1:])
def emptied(data):
    if isinstance(data, dict):
        return {k: emptied(v) for k, v in data.items()}
    if isinstance(data, list):
        return [emptied(v) for v in data]
    return data
def same(a, b):
    if a == {} and b is None or a is None and b == {}:
        return True
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b
out = []
for c in json.load(sys.stdin):
    try:
        got = yaml.safe_load(c["text"])
    except Exception as e:
        out.append("does not parse: %s" % str(e).replace("\n", " "))
        continue
    if c.get("orig") and c.get("path"):
        want = yaml.safe_load(c["orig"])
        without(want, c["path"])
        if not same(want, got):
            out.append("holds %r, want %r" % (got, want))
            continue
    out.append("")
json.dump(out, sys.stdout)
`
	cmd := exec.Command("python3", "-c", script)
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	outb, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v\n%s", err, stderr.String())
	}
	var verdicts []string
	if err := json.Unmarshal(outb, &verdicts); err != nil || len(verdicts) != len(checks) {
		t.Fatalf("python3 answered %d verdicts for %d files (%v)", len(verdicts), len(checks), err)
	}
	for i, v := range verdicts {
		if v != "" {
			t.Errorf("%s: the file %s:\n%s", checks[i].what, v, checks[i].text)
		}
	}
}
