package workspace

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkWrite writes one small file again and again, read first as an
// edit does, in a directory of few files and in one of 10,000: the disk
// steps of a commit (lock, checks, temp file, fsync, rename, journal) and
// what they cost with the size of the directory.
func BenchmarkWrite(b *testing.B) {
	for _, files := range []int{1, 10000} {
		b.Run(fmt.Sprintf("files=%d", files), func(b *testing.B) {
			dir, err := filepath.EvalSymlinks(b.TempDir())
			if err != nil {
				b.Fatal(err)
			}
			for i := range files {
				if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%05d.txt", i)), []byte("x\n"), 0o644); err != nil {
					b.Fatal(err)
				}
			}
			r, err := Open(dir)
			if err != nil {
				b.Fatal(err)
			}
			texts := [][]byte{[]byte("one\n"), []byte("two\n")}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				f, err := r.ReadFile("f00000.txt")
				if err != nil {
					b.Fatal(err)
				}
				if err := r.Write(f, texts[i%2]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
