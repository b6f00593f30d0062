// This file defines csConditionals, which finds the #if groups of C# text
// by C#'s lexical rules: a directive is a line whose first character other
// than white space is '#', and lines inside a comment or a string literal
// (verbatim, raw, or an interpolated one's holes) are none.

package syntax

import "bytes"

// csConditionals returns the complete #if groups of C# text, each as its
// #endif closes it. A directive is a line whose first other character than
// white space is '#', outside comments and string literals; an #if left
// open and an #endif, #elif or #else with no #if are left out.
func csConditionals(src []byte) []conditional {
	s := csScanner{src: src}
	s.code(0, false)
	return s.groups
}

// csScanner reads C# text as far as finding its directive lines needs: its
// comments, string and character literals, and the code in the holes of
// interpolated strings.
type csScanner struct {
	src    []byte
	open   []conditional // the #if groups not closed yet, innermost last
	groups []conditional
	holes  int // how many interpolation holes hold the offset scanned
}

// maxHoles bounds the nesting of interpolation holes, each a few frames of
// recursion: past it, a hole's text is read as the string's.
const maxHoles = 64

// hole scans the code of an interpolation hole from i, and returns the
// offset after the '}' that closes it.
func (s *csScanner) hole(i int) int {
	if s.holes == maxHoles {
		return i
	}
	s.holes++
	defer func() { s.holes-- }()
	return s.code(i, true)
}

// code scans code from i to the end of the text, or, in an interpolation
// hole (hole), to the '}' that closes it, and returns the offset after it.
// Directives are looked for at the start of each line outside holes.
func (s *csScanner) code(i int, hole bool) int {
	src := s.src
	if !hole {
		i = s.line(i)
	}
	depth := 0
	for i < len(src) {
		switch c := src[i]; {
		case c == '\n':
			i++
			if !hole {
				i = s.line(i)
			}
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			i = lineEnd(src, i)
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			if j := bytes.Index(src[i+2:], []byte("*/")); j >= 0 {
				i += 2 + j + 2
			} else {
				i = len(src)
			}
		case c == '\'':
			i = quoted(src, i)
		case c == '"' || c == '$' || c == '@':
			i = s.str(i)
		case hole && c == '{':
			depth++
			i++
		case hole && c == '}':
			if depth == 0 {
				return i + 1
			}
			depth--
			i++
		default:
			i++
		}
	}
	return i
}

// line reads the line starting at i: a directive line is read whole, and
// its offset of the newline returned; any other line's offset after its
// leading white space.
func (s *csScanner) line(i int) int {
	src := s.src
	start := i
	for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\v' || src[i] == '\f' || src[i] == '\r') {
		i++
	}
	if i == len(src) || src[i] != '#' {
		return i
	}
	end := lineEnd(src, i)
	i++
	for i < end && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	name := i
	for i < end && 'a' <= src[i] && src[i] <= 'z' {
		i++
	}
	span := [2]int{start, end}
	switch string(src[name:i]) {
	case "if":
		s.open = append(s.open, conditional{lines: [][2]int{span}})
	case "elif", "else":
		if n := len(s.open); n > 0 {
			s.open[n-1].lines = append(s.open[n-1].lines, span)
		}
	case "endif":
		if n := len(s.open); n > 0 {
			g := s.open[n-1]
			g.lines = append(g.lines, span)
			s.open = s.open[:n-1]
			s.groups = append(s.groups, g)
		}
	}
	return end
}

// str skips the string literal starting at i with its prefix ('$'s and an
// '@'), and returns the offset after it; for a prefix no quote follows (a
// verbatim identifier, @class), the offset after the prefix.
func (s *csScanner) str(i int) int {
	src := s.src
	dollars, verbatim := 0, false
	for i < len(src) && (src[i] == '$' || src[i] == '@' && !verbatim) {
		if src[i] == '$' {
			dollars++
		} else {
			verbatim = true
		}
		i++
	}
	if i == len(src) || src[i] != '"' {
		return i
	}
	quotes := 0
	for i+quotes < len(src) && src[i+quotes] == '"' {
		quotes++
	}
	switch {
	case verbatim:
		return s.verbatim(i+1, dollars > 0)
	case quotes >= 3:
		return s.raw(i+quotes, quotes, dollars)
	case quotes == 2:
		return i + 2
	}
	return s.regular(i+1, dollars > 0)
}

// regular skips the rest of a one-line string literal from i, with the
// holes of an interpolated one.
func (s *csScanner) regular(i int, interpolated bool) int {
	src := s.src
	for i < len(src) && src[i] != '\n' {
		switch {
		case src[i] == '\\':
			i += 2
		case src[i] == '"':
			return i + 1
		case interpolated && src[i] == '{' && i+1 < len(src) && src[i+1] == '{':
			i += 2
		case interpolated && src[i] == '{':
			i = s.hole(i + 1)
		default:
			i++
		}
	}
	return min(i, len(src))
}

// verbatim skips the rest of a verbatim string literal from i ("" is a
// quote in it), with the holes of an interpolated one.
func (s *csScanner) verbatim(i int, interpolated bool) int {
	src := s.src
	for i < len(src) {
		switch {
		case src[i] == '"' && i+1 < len(src) && src[i+1] == '"':
			i += 2
		case src[i] == '"':
			return i + 1
		case interpolated && src[i] == '{' && i+1 < len(src) && src[i+1] == '{':
			i += 2
		case interpolated && src[i] == '{':
			i = s.hole(i + 1)
		default:
			i++
		}
	}
	return i
}

// raw skips the rest of a raw string literal from i, closed by as many
// quotes as opened it; with dollars '$'s, a run of as many braces or more
// opens a hole, which as many closing braces end.
func (s *csScanner) raw(i, quotes, dollars int) int {
	src := s.src
	for i < len(src) {
		c := src[i]
		if c != '"' && c != '{' {
			i++
			continue
		}
		run := 1
		for i+run < len(src) && src[i+run] == c {
			run++
		}
		switch {
		case c == '"' && run >= quotes:
			return i + run
		case c == '{' && dollars > 0 && run >= dollars:
			i = s.hole(i + run)
			for n := 1; n < dollars && i < len(src) && src[i] == '}'; n++ {
				i++
			}
		default:
			i += run
		}
	}
	return i
}

// lineEnd returns the offset of the newline ending the line that holds i,
// or the text's length.
func lineEnd(src []byte, i int) int {
	if j := bytes.IndexByte(src[i:], '\n'); j >= 0 {
		return i + j
	}
	return len(src)
}
