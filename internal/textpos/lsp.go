package textpos

import (
	"strconv"
	"unicode/utf8"

	"github.com/locus-dev/locus/internal/fault"
)

// An Encoding is the unit in which an LSPPosition counts characters: the
// positionEncoding agreed with a language server. The zero Encoding is UTF16,
// the LSP default.
type Encoding uint8

// The position encodings of LSP 3.17.
const (
	UTF16 Encoding = iota // "utf-16": UTF-16 code units; characters above U+FFFF take 2
	UTF8                  // "utf-8": bytes
	UTF32                 // "utf-32": Unicode code points, as Column counts
)

// ParseEncoding reads an LSP positionEncoding kind: "utf-16", "utf-8" or
// "utf-32". The empty string, a server that named none, means UTF16.
func ParseEncoding(s string) (Encoding, error) {
	switch s {
	case "", "utf-16":
		return UTF16, nil
	case "utf-8":
		return UTF8, nil
	case "utf-32":
		return UTF32, nil
	}
	return UTF16, fault.New(fault.InvalidArgument,
		"position encoding %s is not one LSP defines; send \"utf-16\", \"utf-8\" or \"utf-32\"", quoteInput(s))
}

// String returns the LSP name of e, such as "utf-16".
func (e Encoding) String() string {
	switch e {
	case UTF16:
		return "utf-16"
	case UTF8:
		return "utf-8"
	case UTF32:
		return "utf-32"
	}
	return "Encoding(" + strconv.Itoa(int(e)) + ")"
}

func (e Encoding) check() error {
	if e > UTF32 {
		return fault.New(fault.InvalidArgument,
			"position encoding %d is unknown; send textpos.UTF16, textpos.UTF8 or textpos.UTF32", int(e))
	}
	return nil
}

// Units returns how many units of e the code point r takes.
func (e Encoding) Units(r rune) int { return e.units(r, utf8.RuneLen(r)) }

// units returns how many units of e the code point r, read from width bytes,
// takes.
func (e Encoding) units(r rune, width int) int {
	switch e {
	case UTF8:
		return width
	case UTF32:
		return 1
	}
	if r >= 0x10000 {
		return 2
	}
	return 1
}

// An LSPPosition is a position as the Language Server Protocol writes it:
// 0-based Line, and 0-based Character counted in an Encoding. It marshals to
// LSP's {"line": n, "character": n}. Use it only at the language-server
// border; convert it to a Position with Mapper.LSPPosition.
type LSPPosition struct {
	Line      uint32 `json:"line"`
	Character uint32 `json:"character"`
}

// String formats p as LINE:CHARACTER, both 0-based.
func (p LSPPosition) String() string {
	return strconv.FormatUint(uint64(p.Line), 10) + ":" + strconv.FormatUint(uint64(p.Character), 10)
}
