package workspace

import (
	"bytes"
	"unicode/utf8"

	"github.com/locus-dev/locus/internal/fault"
)

// LineEnding is a file's line-ending style.
type LineEnding int

// The line-ending styles. The zero value is LF.
const (
	LF    LineEnding = iota // only "\n", or no newline at all
	CRLF                    // only "\r\n"
	Mixed                   // both "\n" and "\r\n"
)

func (e LineEnding) String() string {
	switch e {
	case LF:
		return "LF"
	case CRLF:
		return "CRLF"
	case Mixed:
		return "mixed"
	}
	return "LineEnding(?)"
}

// binaryWindow is how many leading bytes are searched for a NUL, as git does.
const binaryWindow = 8000

var (
	bomUTF8    = []byte{0xEF, 0xBB, 0xBF}
	bomUTF16LE = []byte{0xFF, 0xFE}
	bomUTF16BE = []byte{0xFE, 0xFF}
	crlfBytes  = []byte("\r\n")
	lfBytes    = []byte("\n")
)

// decode checks that raw is UTF-8 text and fills the content fields of a File.
func decode(p string, raw []byte) (*File, error) {
	if bytes.HasPrefix(raw, bomUTF16LE) || bytes.HasPrefix(raw, bomUTF16BE) {
		return nil, fault.New(fault.EncodingError, "%s is UTF-16 (it starts with a UTF-16 byte order mark); convert it to UTF-8 (for example with iconv -f UTF-16 -t UTF-8) and try again", p).
			With("path", p).With("encoding", "UTF-16")
	}
	if i := bytes.IndexByte(raw[:min(len(raw), binaryWindow)], 0); i >= 0 {
		return nil, fault.New(fault.EncodingError, "%s looks binary (a NUL byte at byte offset %d); locus reads text files only, so use another tool for it", p, i).
			With("path", p).With("offset", i)
	}
	if off := invalidUTF8(raw); off >= 0 {
		line := bytes.Count(raw[:off], lfBytes) + 1
		return nil, fault.New(fault.EncodingError, "%s is not valid UTF-8 (byte 0x%02X at byte offset %d, line %d); convert the file to UTF-8 or fix that byte", p, raw[off], off, line).
			With("path", p).With("offset", off).With("line", line)
	}
	f := &File{Raw: raw}
	body := raw
	if bytes.HasPrefix(body, bomUTF8) {
		f.BOM = true
		body = body[len(bomUTF8):]
	}
	f.crlf = bytes.Count(body, crlfBytes)
	f.lf = bytes.Count(body, lfBytes) - f.crlf
	switch {
	case f.crlf > 0 && f.lf > 0:
		f.LineEnding = Mixed
	case f.crlf > 0:
		f.LineEnding = CRLF
	}
	f.FinalNewline = len(body) > 0 && body[len(body)-1] == '\n'
	f.Text = bytes.ReplaceAll(body, crlfBytes, lfBytes) // always a copy: Text never aliases Raw
	return f, nil
}

// invalidUTF8 returns the offset of the first byte of b that is not valid UTF-8, or -1.
func invalidUTF8(b []byte) int {
	if utf8.Valid(b) {
		return -1
	}
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			return i
		}
		i += n
	}
	return -1
}

// Restore turns text in the normalised form of Text ("\n" line endings, no
// BOM) back into on-disk bytes with the file's BOM and line endings: CRLF
// files get "\r\n" for every "\n", LF files keep "\n". A Mixed file cannot
// keep each line's own ending once lines move, so it is converted to its
// dominant ending: CRLF when "\r\n" lines outnumber bare "\n" lines in the
// file as read, LF otherwise (ties go to LF). Restore neither adds nor
// removes a final newline; keeping FinalNewline is up to the caller's text.
// For LF and CRLF files Restore(f.Text) equals f.Raw. text is not modified.
func (f *File) Restore(text []byte) []byte {
	n := len(text)
	if f.BOM {
		n += len(bomUTF8)
	}
	crlf := f.LineEnding == CRLF || (f.LineEnding == Mixed && f.crlf > f.lf)
	if crlf {
		n += bytes.Count(text, lfBytes)
	}
	out := make([]byte, 0, n)
	if f.BOM {
		out = append(out, bomUTF8...)
	}
	if !crlf {
		return append(out, text...)
	}
	for {
		i := bytes.IndexByte(text, '\n')
		if i < 0 {
			return append(out, text...)
		}
		out = append(out, text[:i]...)
		out = append(out, crlfBytes...)
		text = text[i+1:]
	}
}

// readable refuses new content for p that ReadFile would then refuse, so
// that locus never writes a file it cannot read again (nor undo its own
// edit of): a NUL byte, or bytes that are not UTF-8.
func readable(p string, data []byte) error {
	if i := bytes.IndexByte(data, 0); i >= 0 {
		return fault.New(fault.InvalidArgument, "the new content of %s has a NUL byte at byte offset %d, which would make the file binary; send text without NUL bytes", p, i).
			With("path", p).With("offset", i)
	}
	if i := invalidUTF8(data); i >= 0 {
		return fault.New(fault.InvalidArgument, "the new content of %s is not valid UTF-8 at byte offset %d; send UTF-8 text", p, i).
			With("path", p).With("offset", i)
	}
	return nil
}
