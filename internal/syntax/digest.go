// This file defines RulesDigest, which tells one build's language rules
// from another's.

package syntax

import (
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"sync"
)

// RulesDigest is a digest of the language rules compiled in (the files
// of languages/): what a parse's outline reads off a tree depends on
// them, so an index written under other rules is out of date.
var RulesDigest = sync.OnceValue(func() string { return Digest(languageFiles) })

// Digest is the SHA-256 of every file of fsys, their paths and contents
// in the order fs.WalkDir visits them, in hex.
func Digest(fsys fs.FS) string {
	h := sha256.New()
	_ = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		h.Write([]byte(p))
		h.Write([]byte{0})
		h.Write(b)
		h.Write([]byte{0})
		return nil
	})
	return hex.EncodeToString(h.Sum(nil))
}
