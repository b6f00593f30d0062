package workspace

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/locus-dev/locus/internal/fault"
)

// fuzzSeeds are file contents at the edges of what ReadFile accepts: line
// endings, BOMs, lone "\r", NULs, cut UTF-8 sequences.
var fuzzSeeds = []string{
	"", "a", "a\n", "a\r\n", "a\r\r\n", "\r", "\r\n\r\n", "a\rb\n", "\ufeff", "\ufeffa\r\nb",
	"a\r\nb\n", "\xff\xfe", "\xfe\xff", "a\x00", "caf\xc3", "\xef\xbb", "é\r\n", "\ufeff\ufeff\r\n",
}

// FuzzRestore writes random bytes to a file and checks that whenever ReadFile
// accepts it and it is not Mixed, Restore(Text) gives back the bytes on disk.
// Every input touches the disk, so minimising a new input takes the default
// 60s while the exec counter stands still; -fuzzminimizetime=200x shortens it.
func FuzzRestore(f *testing.F) {
	for _, seed := range fuzzSeeds {
		f.Add([]byte(seed))
	}
	// One root per process: a worker runs its inputs one at a time.
	r, err := Open(f.TempDir())
	if err != nil {
		f.Fatal(err)
	}
	name := filepath.Join(r.Dir(), "f")
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := os.WriteFile(name, data, 0o644); err != nil {
			t.Fatal(err)
		}
		file, err := r.ReadFile("f")
		if err != nil {
			if fault.CodeOf(err) != fault.EncodingError {
				t.Fatalf("ReadFile(%q) error = %v, want ENCODING_ERROR or success", data, err)
			}
			return
		}
		if !bytes.Equal(file.Raw, data) {
			t.Fatalf("Raw = %q, want %q", file.Raw, data)
		}
		if bytes.Contains(file.Text, []byte("\r\n")) && !bytes.Contains(data, []byte("\r\r\n")) {
			t.Fatalf("Text %q holds a CRLF not made from CR CR LF in %q", file.Text, data)
		}
		restored := file.Restore(file.Text)
		if file.LineEnding != Mixed && !bytes.Equal(restored, data) {
			t.Fatalf("Restore(Text) = %q, want %q (line ending %v, BOM %v)", restored, data, file.LineEnding, file.BOM)
		}
	})
}
