// This file defines the masking of annotation macros: C and C++ code puts
// macros the grammar cannot know in declarations (`class LEVELDB_EXPORT DB`,
// `int n_ GUARDED_BY(mu_);`, `void F() EXCLUSIVE_LOCKS_REQUIRED(mu_);`).
// Parsed as they stand, they become syntax errors, fake methods, or hide the
// field they annotate. The parser reads a copy of the text with them blanked
// out, byte for byte, so every offset of the tree is an offset of the real
// text, and every node's text is the real text, macros included.

package syntax

import (
	"regexp"
	"sync"
)

// maskable finds an upper-case identifier with, optionally, one
// parenthesised argument list (one level of nested parentheses).
var maskable = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b[A-Z][A-Z0-9_]*[A-Z0-9]\b(\s*\((?:[^()]|\([^()]*\))*\))?`)
})

// mask returns src with the annotation macros named by Rules.Annotations
// turned into spaces (newlines kept), or src itself when there are none.
// Preprocessor lines are left as they are: they define the macros.
func (l *Language) mask(src []byte) []byte {
	if l.Rules.Annotations == "" {
		return src
	}
	l.annotOnce.Do(func() { l.annotations = regexp.MustCompile(`^(?:` + l.Rules.Annotations + `)$`) })
	var out []byte
	for _, m := range maskable().FindAllSubmatchIndex(src, -1) {
		start, end := m[0], m[1]
		name := src[start:end]
		if m[2] >= 0 {
			name = src[start:m[2]]
		}
		if !l.annotations.Match(name) || onDirectiveLine(src, start) {
			continue
		}
		if out == nil {
			out = append([]byte(nil), src...)
		}
		for i := start; i < end; i++ {
			if out[i] != '\n' {
				out[i] = ' '
			}
		}
	}
	if out == nil {
		return src
	}
	return out
}

// onDirectiveLine reports whether offset lies on a preprocessor line, or on
// a line continuing one with a final backslash.
func onDirectiveLine(src []byte, offset int) bool {
	start := offset
	for {
		for start > 0 && src[start-1] != '\n' {
			start--
		}
		i := start
		for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
			i++
		}
		if i < len(src) && src[i] == '#' {
			return true
		}
		// a continuation line: the previous line ends with a backslash
		if start >= 2 && src[start-2] == '\\' {
			start--
			continue
		}
		return false
	}
}
