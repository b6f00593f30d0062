// This file finds the third-party code kept in testdata/: small parts of
// real projects, each with its licence and the commit or package version
// it was taken from.

package corpus

import (
	"path/filepath"
	"runtime"
)

// LevelDB returns the folder of the leveldb files kept as test data (see
// testdata/leveldb/README.md): C++ headers named .h, a .cc file the C++
// grammar misreads in one place.
func LevelDB() string {
	return vendored("leveldb")
}

// NUnit returns the folder of the NUnit framework files kept as test data
// (see testdata/nunit/README.md): C# that Mono's compiler accepts, from
// Debian's nunit source package, some of it with a byte-order mark.
func NUnit() string {
	return vendored("nunit")
}

// Thor returns the folder of the Thor gem's library kept as test data (see
// testdata/thor/README.md): pure Ruby, from Debian's ruby-thor package.
func Thor() string {
	return vendored("thor")
}

// vendored is the folder of testdata/NAME beside this file.
func vendored(name string) string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "testdata", name)
}
