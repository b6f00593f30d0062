package corpus

import (
	"archive/zip"
	"io"
	"path/filepath"
	"testing"
)

// JDKFile is a file of a JDK's src.zip: its entry's name (java.base/...),
// the zip's path, and its bytes.
type JDKFile struct {
	Name, Zip string
	Data      []byte
}

// Path names the file as zip!entry.
func (f JDKFile) Path() string { return f.Zip + "!" + f.Name }

// JDK reads the entries of the newest readable JDK src.zip that keep
// accepts (given the entry's name and uncompressed size), in the zip's
// order, without unpacking it; none when no src.zip opens (the OpenJDK 17
// link dangles on some machines).
func JDK(tb testing.TB, keep func(name string, size uint64) bool) []JDKFile {
	tb.Helper()
	zips, _ := filepath.Glob("/usr/lib/jvm/*/lib/src.zip")
	for i := len(zips) - 1; i >= 0; i-- {
		r, err := zip.OpenReader(zips[i])
		if err != nil {
			continue
		}
		defer r.Close()
		var out []JDKFile
		for _, f := range r.File {
			if !keep(f.Name, f.UncompressedSize64) {
				continue
			}
			rc, err := f.Open()
			if err != nil {
				tb.Fatal(err)
			}
			data, err := io.ReadAll(rc)
			rc.Close()
			if err != nil {
				tb.Fatal(err)
			}
			out = append(out, JDKFile{Name: f.Name, Zip: zips[i], Data: data})
		}
		return out
	}
	return nil
}
