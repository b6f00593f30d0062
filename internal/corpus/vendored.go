// This file finds the third-party code kept in testdata/: small parts of
// real projects, each with its licence and the registry package (Debian's
// or npm's) and version it was taken from.

package corpus

import (
	"path/filepath"
	"runtime"
)

// LevelDB returns the folder of the leveldb files kept as test data (see
// testdata/leveldb/README.md): its C++ headers, named .h, and a .cc file
// the C++ grammar misreads in one place.
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

// Musl returns the folder of the musl C library's files kept as test data
// (see testdata/musl/README.md): C, string and stdlib functions that
// include only standard headers.
func Musl() string {
	return vendored("musl")
}

// Anyhow returns the folder of the anyhow crate's files kept as test data
// (see testdata/anyhow/README.md): Rust, its library, build script and
// integration tests.
func Anyhow() string {
	return vendored("anyhow")
}

// Bats returns the folder of Bats-core's scripts kept as test data (see
// testdata/bats/README.md): bash, most of them named without an extension.
func Bats() string {
	return vendored("bats")
}

// vendored is the folder of testdata/NAME beside this file.
func vendored(name string) string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "testdata", name)
}
