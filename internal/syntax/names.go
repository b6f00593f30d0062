// This file defines how a name written with its path reads: C++'s
// SkipList<Key, Comparator>::Iterator::Prev.

package syntax

import "strings"

// WithoutTemplateArgs drops the template arguments of a C++ name or path:
// SkipList<Key, Comparator>::Iterator is SkipList::Iterator.
func WithoutTemplateArgs(name string) string {
	if !strings.Contains(name, "<") {
		return name
	}
	var b strings.Builder
	depth := 0
	for _, c := range name {
		switch {
		case c == '<':
			depth++
		case c == '>' && depth > 0:
			depth--
		case depth == 0:
			b.WriteRune(c)
		}
	}
	return b.String()
}
