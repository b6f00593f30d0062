package workspace

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/locus-dev/locus/internal/fault"
)

// realTempDir returns a symlink-free temporary directory.
func realTempDir(t *testing.T) string {
	t.Helper()
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func write(t *testing.T, path string, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

func symlink(t *testing.T, target, link string) {
	t.Helper()
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
}

func TestOpen(t *testing.T) {
	base := realTempDir(t)
	root := filepath.Join(base, "root")
	write(t, filepath.Join(root, "a.txt"), "a\n")
	symlink(t, root, filepath.Join(base, "link"))

	tests := []struct {
		name    string
		dir     string
		wantDir string
		code    fault.Code
	}{
		{name: "directory", dir: root, wantDir: root},
		{name: "symlinked directory is resolved", dir: filepath.Join(base, "link"), wantDir: root},
		{name: "unclean path", dir: root + "/./x/..", wantDir: root},
		{name: "empty", dir: "", code: fault.InvalidArgument},
		{name: "missing", dir: filepath.Join(base, "missing"), code: fault.InvalidArgument},
		{name: "a file", dir: filepath.Join(root, "a.txt"), code: fault.InvalidArgument},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Open(tt.dir)
			var gotDir string
			if r != nil {
				gotDir = r.Dir()
			}
			if diff := cmp.Diff(tt.wantDir, gotDir); diff != "" {
				t.Errorf("Open(%q).Dir() (-want +got):\n%s", tt.dir, diff)
			}
			if got := fault.CodeOf(err); got != tt.code {
				t.Errorf("Open(%q) error = %v, want code %q", tt.dir, err, tt.code)
			}
		})
	}
}

func TestResolve(t *testing.T) {
	base := realTempDir(t)
	root := filepath.Join(base, "root")
	outside := filepath.Join(base, "outside")
	write(t, filepath.Join(root, "a.txt"), "a\n")
	write(t, filepath.Join(root, "sub", "b.txt"), "b\n")
	write(t, filepath.Join(outside, "secret.txt"), "secret\n")
	symlink(t, "sub", filepath.Join(root, "in"))
	symlink(t, filepath.Join(root, "sub", "b.txt"), filepath.Join(root, "inabs"))
	symlink(t, "../a.txt", filepath.Join(root, "sub", "up"))
	symlink(t, "sub/missing.txt", filepath.Join(root, "dangling-in"))
	symlink(t, filepath.Join(outside, "secret.txt"), filepath.Join(root, "out"))
	symlink(t, "../outside", filepath.Join(root, "outdir"))
	symlink(t, filepath.Join(outside, "missing.txt"), filepath.Join(root, "dangling-out"))
	symlink(t, filepath.Join(root, "sub"), filepath.Join(outside, "back"))
	symlink(t, filepath.Join(outside, "back"), filepath.Join(root, "via-outside-link"))
	symlink(t, "loop2", filepath.Join(root, "loop1"))
	symlink(t, "loop1", filepath.Join(root, "loop2"))
	symlink(t, root, filepath.Join(base, "rootlink"))

	r, err := Open(filepath.Join(base, "rootlink"))
	if err != nil {
		t.Fatal(err)
	}
	type result struct {
		Rel, Abs string
		Code     fault.Code
	}
	ok := func(rel string) result { return result{Rel: rel, Abs: filepath.Join(root, rel)} }
	fails := func(code fault.Code) result { return result{Code: code} }
	tests := []struct {
		path string
		want result
	}{
		{"a.txt", ok("a.txt")},
		{"./sub/../a.txt", ok("a.txt")},
		{"sub/", ok("sub")},
		{".", ok(".")},
		{"sub/b.txt", ok("sub/b.txt")},
		{filepath.Join(root, "sub/b.txt"), ok("sub/b.txt")},
		{filepath.Join(base, "rootlink", "a.txt"), ok("a.txt")},
		{"new/dir/file.go", ok("new/dir/file.go")},
		{"a.txt/x", ok("a.txt/x")},
		{"in/b.txt", ok("in/b.txt")},
		{"in/new.txt", ok("in/new.txt")},
		{"inabs", ok("inabs")},
		{"sub/up", ok("sub/up")},
		{"dangling-in", ok("dangling-in")},
		{"via-outside-link/b.txt", ok("via-outside-link/b.txt")},
		{"", fails(fault.InvalidArgument)},
		{"a\x00b", fails(fault.InvalidArgument)},
		{"..", fails(fault.OutsideWorkspace)},
		{"../outside/secret.txt", fails(fault.OutsideWorkspace)},
		{"sub/../../x", fails(fault.OutsideWorkspace)},
		{filepath.Join(outside, "secret.txt"), fails(fault.OutsideWorkspace)},
		{"/etc/passwd", fails(fault.OutsideWorkspace)},
		{"out", fails(fault.OutsideWorkspace)},
		{"outdir/secret.txt", fails(fault.OutsideWorkspace)},
		{"outdir/new.txt", fails(fault.OutsideWorkspace)},
		{"outdir/back/b.txt", fails(fault.OutsideWorkspace)},
		{"dangling-out", fails(fault.OutsideWorkspace)},
		{"dangling-out/x", fails(fault.OutsideWorkspace)},
		{"loop1", fails(fault.InvalidArgument)},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			p, err := r.Resolve(tt.path)
			got := result{Rel: p.Rel(), Abs: p.Abs(), Code: fault.CodeOf(err)}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Resolve(%q) (-want +got):\n%s\nerror: %v", tt.path, diff, err)
			}
			if err != nil {
				if _, isFault := fault.As(err); !isFault {
					t.Errorf("Resolve(%q) error %v is not a *fault.Error", tt.path, err)
				}
			}
		})
	}
}
