// Package textpos owns every line number, column, position and line range in
// locus, and the one place where they are converted to and from the
// coordinates of language servers.
//
// # Coordinate systems
//
// locus uses four notations of a place in a file. Conversions between them
// live here and nowhere else; they are methods of [Mapper] named FromTo, where
// From and To are the two notations (OffsetPosition turns a byte offset into a
// Position).
//
//  1. Byte offsets, 0-based, into the file content. They are canonical: content
//     is sliced, parsed (tree-sitter) and edited with them. A valid offset is in
//     [0, len(content)] and never splits a UTF-8 sequence.
//
//  2. [Position]: a 1-based [Line] and a 1-based [Column]. Columns count Unicode
//     code points, not bytes or UTF-16 units. This is the only notation agents
//     send and read. Column n of a line is the place before its n-th character;
//     the column one past the last character (the end of the line) is valid.
//
//  3. [LineRange]: an inclusive run of lines, start <= end, written N or A-B
//     by [LineRange.String] and read by [ParseLineRange], the one parser of line
//     ranges (it also accepts A:B, A,B, LA-B and reversed input).
//
//     A [Span] runs from one Position to another, its end column just past
//     its last character; [Mapper.OffsetSpan] makes one from a byte span.
//
//  4. [LSPPosition]: a 0-based line and a 0-based character counted in the
//     [Encoding] negotiated with a language server (UTF-16 by default, UTF-8 or
//     UTF-32 when the server agrees). It exists only at the language-server
//     border and must not travel further into locus.
//
// # Lines, line ends and bad bytes
//
// Lines are separated by "\n". The text after the last "\n" is a line too, so
// content ending in "\n" has a last, empty line (where the end-of-file offset
// sits), and empty content has one empty line. This is the LSP model.
//
// A "\r" directly before a "\n" belongs to the line end: it is not a column
// character and has no LSP units. The end of such a line is the offset of its
// "\r"; the offset of the "\n" that follows it also maps to the end of the line,
// so converting that offset to a Position and back yields the offset of the
// "\r". Any other "\r" (alone, or last in the file) is an ordinary character.
//
// Content need not be valid UTF-8. Each byte that does not start a valid UTF-8
// sequence counts as one code point, one UTF-16 unit and one UTF-8 unit, as
// [unicode/utf8.DecodeRune] reads it.
//
// # Values and errors
//
// Line, Column, Position, LineRange and Span have unexported fields and can hold only
// valid values: their constructors return an error for anything else, and
// their zero values are valid (line 1, column 1, position 1:1, range 1-1,
// the empty span at 1:1).
//
// # JSON
//
// Every structured result writes these types in one form each: a LineRange
// as [start, end], a Position as {"line": n, "column": n}, a Span as
// {"start": Position, "end": Position}; all 1-based, as agents read them.
// An LSPPosition keeps LSP's own {"line": n, "character": n}, 0-based.
// Every error this package returns is a *fault.Error with code
// INVALID_ARGUMENT whose message says what was wrong and what to send instead.
// Nothing here panics on bad input.
package textpos
