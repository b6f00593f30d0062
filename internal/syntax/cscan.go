// This file defines cConditionals, which finds the #if groups of C and C++
// text by their lexical rules: a directive is a line whose first character
// other than white space is '#', continued by a final backslash, and lines
// inside a comment or a string literal (raw strings included) are none.

package syntax

import "bytes"

// cConditionals returns the complete #if groups (#if, #ifdef, #ifndef) of
// C or C++ text, each as its #endif closes it, with their #elif, #elifdef,
// #elifndef and #else lines; each directive line's span runs to the
// newline that ends it, past its continuation lines. An #if left open and
// an #endif, #elif or #else with no #if are left out.
func cConditionals(src []byte) []conditional {
	var open []conditional
	var groups []conditional
	i := 0
	atLine := true // only white space since the line's start
	lineStart := 0
	for i < len(src) {
		c := src[i]
		switch {
		case c == '\n':
			i++
			atLine, lineStart = true, i
		case c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f':
			i++
		case c == '#' && atLine:
			end := directiveEnd(src, i)
			span := [2]int{lineStart, end}
			switch name := directiveName(src[i+1 : end]); name {
			case "if", "ifdef", "ifndef":
				g := conditional{lines: [][2]int{span}}
				g.guard = name == "ifndef" && followedByDefine(src, end, guardName(src[i+1:end]))
				open = append(open, g)
			case "elif", "elifdef", "elifndef", "else":
				if n := len(open); n > 0 {
					open[n-1].lines = append(open[n-1].lines, span)
				}
			case "endif":
				if n := len(open); n > 0 {
					g := open[n-1]
					g.lines = append(g.lines, span)
					open = open[:n-1]
					if !g.guard || len(g.lines) > 2 {
						// an include guard holds the file as its one
						// branch wherever it may err: no error is its own
						groups = append(groups, g)
					}
				}
			}
			i = end
			atLine = false
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			i = directiveEnd(src, i) // a line comment continues past a final backslash too
			atLine = false
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			if j := bytes.Index(src[i+2:], []byte("*/")); j >= 0 {
				i += 2 + j + 2
			} else {
				i = len(src)
			}
			// a comment keeps the line a directive may start (/* x */ #if
			// is rare; a comment before a directive on its line is not)
		case c == '"' && rawPrefix(src, i):
			i = rawString(src, i)
			atLine = false
		case c == '"' || c == '\'':
			i = quoted(src, i)
			atLine = false
		default:
			i++
			atLine = false
		}
	}
	return groups
}

// directiveEnd returns the offset of the newline that ends the line at i,
// past the lines a final backslash continues it onto; the text's end when
// there is none.
func directiveEnd(src []byte, i int) int {
	for {
		end := lineEnd(src, i)
		if end == len(src) {
			return end
		}
		j := end
		if j > i && src[j-1] == '\r' {
			j--
		}
		if j > i && src[j-1] == '\\' {
			i = end + 1
			continue
		}
		return end
	}
}

// directiveName returns the word after a directive's '#', white space
// skipped.
func directiveName(line []byte) string {
	i := 0
	for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
		i++
	}
	start := i
	for i < len(line) && 'a' <= line[i] && line[i] <= 'z' {
		i++
	}
	return string(line[start:i])
}

// guardName returns the name an #ifndef line tests.
func guardName(line []byte) string {
	f := bytes.Fields(line)
	if len(f) >= 2 && string(f[0]) == "ifndef" {
		return string(f[1])
	}
	return ""
}

// followedByDefine reports whether the line after the newline at end
// (blank lines skipped) is #define name: an include guard's second line.
func followedByDefine(src []byte, end int, name string) bool {
	if name == "" {
		return false
	}
	for end < len(src) {
		next := lineEnd(src, end+1)
		f := bytes.Fields(src[min(end+1, next):next])
		if len(f) == 0 {
			end = next
			continue
		}
		if string(f[0]) == "#define" {
			return len(f) >= 2 && string(f[1]) == name
		}
		return len(f) >= 3 && string(f[0]) == "#" && string(f[1]) == "define" && string(f[2]) == name
	}
	return false
}

// quoted skips a string or character literal whose quote is at i (C, C++
// and C# alike), and returns the offset after its closing quote, or of its
// line's end when it has none.
func quoted(src []byte, i int) int {
	q := src[i]
	i++
	for i < len(src) && src[i] != '\n' {
		switch src[i] {
		case '\\':
			i += 2
		case q:
			return i + 1
		default:
			i++
		}
	}
	return min(i, len(src))
}

// rawPrefix reports whether the quote at i opens a C++ raw string: R"
// (or u8R", uR", UR", LR") where the R starts no longer identifier.
func rawPrefix(src []byte, i int) bool {
	if i == 0 || src[i-1] != 'R' {
		return false
	}
	j := i - 1
	for _, p := range []string{"u8", "u", "U", "L"} {
		if j >= len(p) && string(src[j-len(p):j]) == p {
			j -= len(p)
			break
		}
	}
	return j == 0 || !identByte(src[j-1])
}

// rawString skips the raw string R"delim(...)delim" whose quote is at i,
// and returns the offset after it; the text's end when it is not closed.
func rawString(src []byte, i int) int {
	open := bytes.IndexByte(src[i+1:], '(')
	if open < 0 || open > 16 {
		return quoted(src, i) // no raw string after all
	}
	delim := src[i+1 : i+1+open]
	closing := append(append([]byte{')'}, delim...), '"')
	body := i + 1 + open + 1
	if j := bytes.Index(src[body:], closing); j >= 0 {
		return body + j + len(closing)
	}
	return len(src)
}

func identByte(c byte) bool {
	return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}
