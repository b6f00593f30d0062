package golden

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

// recorder is a testing.TB that keeps what a check reports instead of
// failing the test that runs it.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}
func (r *recorder) Fatalf(format string, args ...any) { r.Errorf(format, args...) }
func (r *recorder) Fatal(args ...any)                 { r.errs = append(r.errs, fmt.Sprint(args...)) }

// setUpdate sets -update for one test.
func setUpdate(t *testing.T, on bool) {
	old := *update
	*update = on
	t.Cleanup(func() { *update = old })
}

// archive writes the txtar text to a file of a fresh folder and returns its path.
func archive(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "a.txtar")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

const sample = "comment\n-- in.go --\npackage p\n-- upper --\nPACKAGE P\n-- lines --\n1\n"

// render is the renderings of sample's input.
func render(in txtar.File) []txtar.File {
	return []txtar.File{in,
		{Name: "upper", Data: []byte(strings.ToUpper(string(in.Data)))},
		{Name: "lines", Data: []byte(fmt.Sprintln(strings.Count(string(in.Data), "\n")))},
	}
}

// TestCheck feeds check an archive and renderings that differ from it in
// each way a golden file can, and holds each to the report it must make.
func TestCheck(t *testing.T) {
	setUpdate(t, false)
	in := txtar.File{Name: "in.go", Data: []byte("package p\n")}
	for _, c := range []struct {
		name     string
		archive  string
		rendered []txtar.File
		want     []string // what the reports contain, one entry a report
	}{
		{"same", sample, render(in), nil},
		{"differs", strings.Replace(sample, "PACKAGE P", "PACKAGE Q", 1), render(in),
			[]string{"a.txtar: upper differs (-golden +got; run with -update to accept):\n", "-", "PACKAGE Q", "+", "PACKAGE P"}},
		{"missing", "comment\n-- in.go --\npackage p\n-- upper --\nPACKAGE P\n", render(in),
			[]string{`a.txtar: no file "lines"; run with -update to add it`}},
		{"extra", sample + "-- stale --\nx\n", render(in),
			[]string{`a.txtar: the test renders no file "stale"; run with -update to remove it`}},
		{"order", "comment\n-- in.go --\npackage p\n-- lines --\n1\n-- upper --\nPACKAGE P\n", render(in),
			[]string{"a.txtar: the files are right but not in the order -update writes them"}},
		{"final newline", strings.TrimSuffix(sample, "\n"), render(in),
			[]string{"a.txtar: the files are right but not in the order -update writes them (or a file's final newline is missing)"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := archive(t, c.archive)
			r := &recorder{TB: t}
			Read(t, path).check(r, c.rendered)
			if len(c.want) == 0 {
				if len(r.errs) > 0 {
					t.Fatalf("reported %q, want nothing", r.errs)
				}
				return
			}
			if len(r.errs) != 1 {
				t.Fatalf("reported %q, want one report", r.errs)
			}
			rest := r.errs[0]
			for _, w := range c.want {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Fatalf("report %q lacks %q (in order)", r.errs[0], w)
				}
				rest = rest[i+len(w):]
			}
			if data, _ := os.ReadFile(path); string(data) != c.archive {
				t.Errorf("the check changed the archive:\n%s", data)
			}
		})
	}
}

// TestCheckUpdate: under -update, check writes the archive as rendered,
// comment kept, and a second check without -update passes on it.
func TestCheckUpdate(t *testing.T) {
	path := archive(t, "comment\n-- in.go --\npackage p\n-- stale --\nx\n-- upper --\nold\n")
	in := txtar.File{Name: "in.go", Data: []byte("package p\n")}
	setUpdate(t, true)
	r := &recorder{TB: t}
	Read(t, path).check(r, render(in))
	if data, _ := os.ReadFile(path); string(data) != sample || len(r.errs) > 0 {
		t.Fatalf("-update wrote\n%s\nand reported %q; want\n%s", data, r.errs, sample)
	}
	setUpdate(t, false)
	Read(t, path).check(r, render(in))
	if len(r.errs) > 0 {
		t.Errorf("after -update: %q", r.errs)
	}
}

// TestOutputs runs Outputs on a folder of two archives, which pass, then
// rewrites one with -update to what its render function now returns.
func TestOutputs(t *testing.T) {
	dir := t.TempDir()
	second := strings.Replace(sample, "package p\n-- upper --\nPACKAGE P", "package q\n-- upper --\nPACKAGE Q", 1)
	for name, text := range map[string]string{"p.txtar": sample, "q.txtar": second} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var inputs []string
	outputs := func(t *testing.T, in txtar.File) []Output {
		inputs = append(inputs, t.Name()+" "+string(in.Data))
		var out []Output
		for _, f := range render(in)[1:] {
			out = append(out, Output{f.Name, string(f.Data)})
		}
		return out
	}
	setUpdate(t, false)
	Outputs(t, filepath.Join(dir, "*.txtar"), outputs)
	want := []string{"TestOutputs/p package p\n", "TestOutputs/q package q\n"}
	if strings.Join(inputs, "|") != strings.Join(want, "|") {
		t.Errorf("render got %q, want %q", inputs, want)
	}
	setUpdate(t, true)
	Outputs(t, filepath.Join(dir, "p.txtar"), func(t *testing.T, in txtar.File) []Output {
		return []Output{{"upper", "NEW\n"}}
	})
	if data, _ := os.ReadFile(filepath.Join(dir, "p.txtar")); string(data) != "comment\n-- in.go --\npackage p\n-- upper --\nNEW\n" {
		t.Errorf("-update wrote\n%s", data)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "q.txtar")); string(data) != second {
		t.Errorf("-update on p.txtar changed q.txtar:\n%s", data)
	}
}

// TestSteps runs a session of steps: the inputs reach start, the steps run
// in order, a step without output keeps no .out, and -update writes what
// the steps printed after each.
func TestSteps(t *testing.T) {
	text := "-- a.txt --\nA\n-- step 1 echo --\nhi\n-- step 1 echo.out --\nhi\n-- step 2 quiet --\n-- b.txt --\nB\n-- step 3 echo --\nyo\n-- step 3 echo.out --\nold\n"
	path := archive(t, text)
	var log []string
	start := func(t *testing.T, a *Archive) Step {
		for _, f := range a.Inputs {
			log = append(log, "input "+f.Name)
		}
		return func(t *testing.T, st txtar.File) (string, bool) {
			log = append(log, st.Name)
			return string(st.Data), !strings.HasSuffix(st.Name, "quiet")
		}
	}
	setUpdate(t, true)
	Steps(t, path, "step ", start)
	want := "input a.txt|input b.txt|step 1 echo|step 2 quiet|step 3 echo"
	if got := strings.Join(log, "|"); got != want {
		t.Errorf("ran %s, want %s", got, want)
	}
	wrote := "-- a.txt --\nA\n-- b.txt --\nB\n-- step 1 echo --\nhi\n-- step 1 echo.out --\nhi\n-- step 2 quiet --\n-- step 3 echo --\nyo\n-- step 3 echo.out --\nyo\n"
	if data, _ := os.ReadFile(path); string(data) != wrote {
		t.Errorf("-update wrote\n%s\nwant\n%s", data, wrote)
	}
	setUpdate(t, false)
	Steps(t, path, "step ", start)
}

// TestCases runs each case with the archive's inputs and writes what it
// printed after it.
func TestCases(t *testing.T) {
	path := archive(t, "-- a.txt --\nA\n-- case x --\n1\n-- case y --\n2\n")
	setUpdate(t, true)
	Cases(t, path, "case ", func(t *testing.T, inputs []txtar.File, c txtar.File) string {
		if len(inputs) != 1 || inputs[0].Name != "a.txt" {
			t.Errorf("%s: inputs %v", c.Name, inputs)
		}
		return c.Name + " " + string(c.Data)
	})
	want := "-- a.txt --\nA\n-- case x --\n1\n-- case x.out --\ncase x 1\n-- case y --\n2\n-- case y.out --\ncase y 2\n"
	if data, _ := os.ReadFile(path); string(data) != want {
		t.Errorf("-update wrote\n%s\nwant\n%s", data, want)
	}
}

// TestFile compares a plain file, writes it under -update (folders too),
// and reports a missing one with what to do.
func TestFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "help.txt")
	r := &recorder{TB: t}
	setUpdate(t, false)
	File(r, path, "usage\n")
	if len(r.errs) != 1 || !strings.Contains(r.errs[0], "run with -update to create it") {
		t.Errorf("missing file: %q", r.errs)
	}
	setUpdate(t, true)
	File(t, path, "usage\n")
	setUpdate(t, false)
	r.errs = nil
	File(r, path, "usage\n")
	File(r, path, "usage: locus\n")
	if len(r.errs) != 1 || !strings.Contains(r.errs[0], "help.txt differs (-golden +got; run with -update to accept)") || !strings.Contains(r.errs[0], "usage: locus") {
		t.Errorf("reports %q", r.errs)
	}
}
