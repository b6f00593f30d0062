package workspace

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/locus-dev/locus/internal/fault"
)

// newRoot opens a Root over a fresh directory holding files (path -> content).
func newRoot(t *testing.T, files map[string]string) *Root {
	t.Helper()
	dir := realTempDir(t)
	for name, data := range files {
		write(t, filepath.Join(dir, name), data)
	}
	r, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func sparse(t *testing.T, path string, size int64) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := f.Truncate(size); err != nil {
		t.Fatal(err)
	}
}

func TestReadFileErrors(t *testing.T) {
	r := newRoot(t, map[string]string{
		"a.txt":         "a\n",
		"sub/b.txt":     "b\n",
		"binary.bin":    "abc\x00def",
		"late-nul.txt":  strings.Repeat("a", binaryWindow) + "\x00",
		"latin1.txt":    "ok\nbad \xff here\n",
		"truncated.txt": "caf\xc3",
		"utf16le.txt":   "\xff\xfea\x00b\x00",
		"utf16be.txt":   "\xfe\xff\x00a\x00b",
		"utf8-bom.txt":  "\xef\xbb\xbfok\n",
		"overlong.txt":  "\xc0\xaf",
		"surrogate.txt": "\xed\xa0\x80",
		"four-byte.txt": "emoji \xf0\x9f\x98\x80\n",
	})
	sparse(t, filepath.Join(r.Dir(), "big.txt"), MaxFileSize+1)
	sparse(t, filepath.Join(r.Dir(), "limit.txt"), MaxFileSize)
	if err := syscall.Mkfifo(filepath.Join(r.Dir(), "fifo"), 0o644); err != nil {
		t.Fatal(err)
	}

	tests := []struct {
		path    string
		code    fault.Code
		details map[string]any // checked only for the keys listed
	}{
		{path: "a.txt"},
		{path: "late-nul.txt"},
		{path: "utf8-bom.txt"},
		{path: "four-byte.txt"},
		{path: "missing.txt", code: fault.FileNotFound},
		{path: "sub/missing/deeper.txt", code: fault.FileNotFound},
		{path: "a.txt/x", code: fault.FileNotFound},
		{path: "sub", code: fault.InvalidArgument},
		{path: ".", code: fault.InvalidArgument},
		{path: "fifo", code: fault.InvalidArgument},
		{path: "big.txt", code: fault.FileTooLarge, details: map[string]any{"size": int64(MaxFileSize + 1)}},
		{path: "limit.txt", code: fault.EncodingError}, // exactly 10 MB passes the size check; it is all NULs
		{path: "binary.bin", code: fault.EncodingError, details: map[string]any{"offset": 3}},
		{path: "latin1.txt", code: fault.EncodingError, details: map[string]any{"offset": 7, "line": 2}},
		{path: "truncated.txt", code: fault.EncodingError, details: map[string]any{"offset": 3, "line": 1}},
		{path: "overlong.txt", code: fault.EncodingError, details: map[string]any{"offset": 0}},
		{path: "surrogate.txt", code: fault.EncodingError, details: map[string]any{"offset": 0}},
		{path: "utf16le.txt", code: fault.EncodingError, details: map[string]any{"encoding": "UTF-16"}},
		{path: "utf16be.txt", code: fault.EncodingError, details: map[string]any{"encoding": "UTF-16"}},
		{path: "../a.txt", code: fault.OutsideWorkspace},
		{path: "", code: fault.InvalidArgument},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			_, err := r.ReadFile(tt.path)
			if got := fault.CodeOf(err); got != tt.code {
				t.Fatalf("ReadFile(%q) error = %v, want code %q", tt.path, err, tt.code)
			}
			if err == nil {
				return
			}
			e, _ := fault.As(err)
			if e.Details["state"] != fault.StateUnchanged {
				t.Errorf("ReadFile(%q) details lack state %s: %v", tt.path, fault.StateUnchanged, e.Details)
			}
			if tt.details == nil {
				return
			}
			got := map[string]any{}
			for k := range tt.details {
				got[k] = e.Details[k]
			}
			if diff := cmp.Diff(tt.details, got); diff != "" {
				t.Errorf("ReadFile(%q) details (-want +got):\n%s", tt.path, diff)
			}
		})
	}
}

func TestReadFilePermissionDenied(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("running as root, which can read any file, so permission denied cannot be produced")
	}
	r := newRoot(t, map[string]string{"secret.txt": "s\n"})
	if err := os.Chmod(filepath.Join(r.Dir(), "secret.txt"), 0); err != nil {
		t.Fatal(err)
	}
	_, err := r.ReadFile("secret.txt")
	if got := fault.CodeOf(err); got != fault.PermissionDenied {
		t.Errorf("ReadFile(unreadable) error = %v, want code %q", err, fault.PermissionDenied)
	}
}

func TestReadFileDetection(t *testing.T) {
	type shape struct {
		Text         string
		BOM          bool
		LineEnding   LineEnding
		FinalNewline bool
	}
	tests := []struct {
		name, raw string
		want      shape
	}{
		{"empty", "", shape{Text: "", LineEnding: LF}},
		{"no newline", "a", shape{Text: "a", LineEnding: LF}},
		{"lf", "a\nb\n", shape{Text: "a\nb\n", LineEnding: LF, FinalNewline: true}},
		{"lf no final newline", "a\nb", shape{Text: "a\nb", LineEnding: LF}},
		{"crlf", "a\r\nb\r\n", shape{Text: "a\nb\n", LineEnding: CRLF, FinalNewline: true}},
		{"crlf no final newline", "a\r\nb", shape{Text: "a\nb", LineEnding: CRLF}},
		{"bom lf", "\ufeffa\n", shape{Text: "a\n", BOM: true, LineEnding: LF, FinalNewline: true}},
		{"bom crlf", "\ufeffa\r\n", shape{Text: "a\n", BOM: true, LineEnding: CRLF, FinalNewline: true}},
		{"bom only", "\ufeff", shape{Text: "", BOM: true, LineEnding: LF}},
		{"mixed", "a\r\nb\n", shape{Text: "a\nb\n", LineEnding: Mixed, FinalNewline: true}},
		{"lone cr kept", "a\rb\n", shape{Text: "a\rb\n", LineEnding: LF, FinalNewline: true}},
		{"cr cr lf", "a\r\r\n", shape{Text: "a\r\n", LineEnding: CRLF, FinalNewline: true}},
		{"bom later is text", "a\ufeff\n", shape{Text: "a\ufeff\n", LineEnding: LF, FinalNewline: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := newRoot(t, map[string]string{"f.txt": tt.raw})
			f, err := r.ReadFile("f.txt")
			if err != nil {
				t.Fatal(err)
			}
			got := shape{Text: string(f.Text), BOM: f.BOM, LineEnding: f.LineEnding, FinalNewline: f.FinalNewline}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("ReadFile(%q) (-want +got):\n%s", tt.raw, diff)
			}
		})
	}
}

func TestReadFileMetadata(t *testing.T) {
	r := newRoot(t, map[string]string{"sub/f.txt": "hello\r\n"})
	path := filepath.Join(r.Dir(), "sub", "f.txt")
	if err := os.Chmod(path, 0o640); err != nil {
		t.Fatal(err)
	}
	symlink(t, "sub/f.txt", filepath.Join(r.Dir(), "link.txt"))
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := r.ReadFile("link.txt")
	if err != nil {
		t.Fatal(err)
	}
	type meta struct {
		Rel, Abs string
		Raw      string
		Mode     os.FileMode
		Size     int64
		ModTime  bool
	}
	want := meta{Rel: "link.txt", Abs: filepath.Join(r.Dir(), "link.txt"), Raw: "hello\r\n", Mode: 0o640, Size: 7, ModTime: true}
	got := meta{Rel: f.Path.Rel(), Abs: f.Path.Abs(), Raw: string(f.Raw), Mode: f.Mode, Size: f.Size, ModTime: f.ModTime.Equal(fi.ModTime())}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ReadFile metadata (-want +got):\n%s", diff)
	}
}

func TestRestore(t *testing.T) {
	tests := []struct {
		name, raw string
		text      string // given to Restore; "" means f.Text
		want      string
	}{
		{name: "lf round trip", raw: "a\nb\n", want: "a\nb\n"},
		{name: "crlf round trip", raw: "a\r\nb\r\n", want: "a\r\nb\r\n"},
		{name: "crlf no final newline", raw: "a\r\nb", want: "a\r\nb"},
		{name: "bom crlf round trip", raw: "\ufeffa\r\nb\r\n", want: "\ufeffa\r\nb\r\n"},
		{name: "bom lf round trip", raw: "\ufeffa\nb", want: "\ufeffa\nb"},
		{name: "cr cr lf round trip", raw: "a\r\r\nb\r\n", want: "a\r\r\nb\r\n"},
		{name: "lone cr round trip", raw: "a\rb\n", want: "a\rb\n"},
		{name: "empty", raw: "", want: ""},
		{name: "crlf edited", raw: "a\r\n", text: "x\ny\nz", want: "x\r\ny\r\nz"},
		{name: "bom crlf edited", raw: "\ufeffa\r\n", text: "x\n", want: "\ufeffx\r\n"},
		{name: "lf edited", raw: "a\n", text: "x\ny", want: "x\ny"},
		{name: "mixed mostly crlf", raw: "a\r\nb\r\nc\n", want: "a\r\nb\r\nc\r\n"},
		{name: "mixed mostly lf", raw: "a\nb\nc\r\n", want: "a\nb\nc\n"},
		{name: "mixed tie goes to lf", raw: "a\r\nb\n", want: "a\nb\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := newRoot(t, map[string]string{"f.txt": tt.raw})
			f, err := r.ReadFile("f.txt")
			if err != nil {
				t.Fatal(err)
			}
			text := f.Text
			if tt.text != "" {
				text = []byte(tt.text)
			}
			before := bytes.Clone(text)
			got := f.Restore(text)
			if diff := cmp.Diff(tt.want, string(got)); diff != "" {
				t.Errorf("Restore(%q) (-want +got):\n%s", text, diff)
			}
			if !bytes.Equal(text, before) {
				t.Errorf("Restore modified its argument: %q, was %q", text, before)
			}
		})
	}
}

func TestLineEndingString(t *testing.T) {
	got := []string{LF.String(), CRLF.String(), Mixed.String()}
	if diff := cmp.Diff([]string{"LF", "CRLF", "mixed"}, got); diff != "" {
		t.Errorf("LineEnding.String (-want +got):\n%s", diff)
	}
}
