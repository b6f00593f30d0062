package workspace

import "os"

// Fault injection for tests in other packages (package workspace_test):
// each function replaces one disk step of a write and returns the function
// that puts it back.

// FailStep makes the nth call (1-based, counted from now) of a disk step
// fail with err. The steps: "create" (the temp file), "write", "sync",
// "rename" (into place), "link" (a new file into place).
func FailStep(step string, nth int, err error) (restore func()) {
	calls := 0
	fail := func() bool { calls++; return calls == nth }
	switch step {
	case "create":
		orig := createTemp
		createTemp = func(dir *os.Root, pattern string) (*os.File, error) {
			if fail() {
				return nil, err
			}
			return orig(dir, pattern)
		}
		return func() { createTemp = orig }
	case "write":
		orig := writeTemp
		writeTemp = func(f *os.File, b []byte) (int, error) {
			if fail() {
				return 0, err
			}
			return orig(f, b)
		}
		return func() { writeTemp = orig }
	case "sync":
		orig := syncTemp
		syncTemp = func(f *os.File) error {
			if fail() {
				return err
			}
			return orig(f)
		}
		return func() { syncTemp = orig }
	case "rename":
		orig := renameFile
		renameFile = func(dir *os.Root, from, to string) error {
			if fail() {
				return err
			}
			return orig(dir, from, to)
		}
		return func() { renameFile = orig }
	case "link":
		orig := linkFile
		linkFile = func(dir *os.Root, from, to string) error {
			if fail() {
				return err
			}
			return orig(dir, from, to)
		}
		return func() { linkFile = orig }
	}
	panic("FailStep: unknown step " + step)
}

// BeforeWrite runs fn when a write is about to create its temp file: after
// the file was read and the edit planned, before anything is written.
func BeforeWrite(fn func()) (restore func()) {
	orig := createTemp
	createTemp = func(dir *os.Root, pattern string) (*os.File, error) {
		fn()
		return orig(dir, pattern)
	}
	return func() { createTemp = orig }
}
