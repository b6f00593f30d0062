package workspace

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"syscall"
	"time"

	"github.com/locus-dev/locus/internal/fault"
)

// MaxFileSize is the largest file ReadFile accepts, in bytes: 10 MB.
const MaxFileSize = 10 * 1024 * 1024

// File is a text file as read from the workspace: its bytes, the normalised
// text that matching and parsing see, and what a writer must preserve.
type File struct {
	Path Path
	// Raw is the content exactly as on disk.
	Raw []byte
	// Text is Raw without a UTF-8 BOM and with every "\r\n" turned into "\n".
	// A lone "\r" is kept as it is.
	Text []byte
	// BOM reports whether Raw starts with a UTF-8 byte order mark.
	BOM bool
	// LineEnding is the file's line-ending style; a file without a newline is LF.
	LineEnding LineEnding
	// FinalNewline reports whether the file ends with a newline.
	FinalNewline bool
	Mode         os.FileMode
	ModTime      time.Time
	Size         int64

	crlf, lf int // number of "\r\n" and of bare "\n" line endings in Raw
}

// ReadFile resolves p (see Resolve) and reads the text file there. It refuses
// missing files (FILE_NOT_FOUND), directories and other non-regular files
// (INVALID_ARGUMENT), unreadable files (PERMISSION_DENIED), files over
// MaxFileSize (FILE_TOO_LARGE), and binary, UTF-16 or non-UTF-8 files
// (ENCODING_ERROR).
func (r *Root) ReadFile(p string) (*File, error) {
	path, err := r.Resolve(p)
	if err != nil {
		return nil, err
	}
	// Opened through the root, so that a symlink swapped in since Resolve
	// cannot lead out of it, and without blocking, so that a FIFO is
	// refused by the check below instead of hanging the open.
	f, err := r.openIn(path.real)
	if err != nil {
		return nil, r.pathError(p, err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, ioError(p, "read", err)
	}
	if err := r.checkInfo(p, fi); err != nil {
		return nil, err
	}
	raw, err := readAll(f, fi.Size())
	if err != nil {
		if errors.Is(err, fs.ErrPermission) {
			return nil, r.openError(p, err)
		}
		return nil, ioError(p, "read", err)
	}
	if len(raw) > MaxFileSize { // it grew after the Stat
		return nil, tooLarge(p, int64(len(raw)))
	}
	file, err := decode(p, raw)
	if err != nil {
		return nil, err
	}
	file.Path = path
	file.Mode = fi.Mode()
	file.ModTime = fi.ModTime()
	file.Size = int64(len(raw))
	return file, nil
}

// checkInfo refuses what is not a regular file of acceptable size.
func (r *Root) checkInfo(p string, fi fs.FileInfo) error {
	switch {
	case fi.IsDir():
		return fault.New(fault.InvalidArgument, "%s is a directory; pass the path of a file inside it", p).With("path", p)
	case !fi.Mode().IsRegular():
		return fault.New(fault.InvalidArgument, "%s is not a regular file (%s); pass the path of a text file", p, fi.Mode().Type()).With("path", p)
	case fi.Size() > MaxFileSize:
		return tooLarge(p, fi.Size())
	}
	return nil
}

// openError maps an error from stat or open to the contract's codes.
func (r *Root) openError(p string, err error) error {
	switch {
	case errors.Is(err, fs.ErrNotExist), errors.Is(err, syscall.ENOTDIR):
		return r.notFound(p, err)
	case errors.Is(err, fs.ErrPermission):
		return fault.Wrap(err, fault.PermissionDenied, "%s cannot be read (permission denied); fix its permissions or pass another file", p).With("path", p)
	}
	return ioError(p, "read", err)
}

// ioError is the error of a disk step on p (done: "read" or "written") that
// failed for a reason of the system's: IO_ERROR, such as a full disk, or
// INVALID_ARGUMENT for a name longer than the file system takes.
func ioError(p, done string, err error) *fault.Error {
	if errors.Is(err, syscall.ENAMETOOLONG) {
		return fault.Wrap(err, fault.InvalidArgument, "%s could not be %s: a name in it is longer than the file system allows (255 bytes); use a shorter name", p, done).
			With("path", p)
	}
	return fault.Wrap(err, fault.IOError, "%s could not be %s (%v); fix the cause (a full disk, a failing device) and retry", p, done, err).
		With("path", p)
}

func tooLarge(p string, size int64) *fault.Error {
	return fault.New(fault.FileTooLarge, "%s is %d bytes, over the %d-byte (10 MB) limit; use another tool for files this large", p, size, MaxFileSize).
		With("path", p).With("size", size).With("limit", MaxFileSize)
}

// readAll reads at most MaxFileSize+1 bytes, into a buffer sized for the
// size the file had when it was opened; a file that grew since is read on.
func readAll(f *os.File, size int64) ([]byte, error) {
	buf := make([]byte, min(size, MaxFileSize)+1)
	n, err := io.ReadFull(f, buf)
	if err == io.EOF || err == io.ErrUnexpectedEOF {
		return buf[:n], nil
	}
	if err != nil {
		return nil, err
	}
	rest, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1-int64(n)))
	return append(buf[:n], rest...), err
}
