// This file finds the third-party code kept in testdata/: small parts of
// real projects, each with its licence and the commit it was taken from.

package corpus

import (
	"path/filepath"
	"runtime"
)

// LevelDB returns the folder of the leveldb files kept as test data (see
// testdata/leveldb/README.md): C++ headers named .h, a .cc file the C++
// grammar misreads in one place.
func LevelDB() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "testdata", "leveldb")
}
