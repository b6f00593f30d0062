// Package ignore decides which paths of a tree .gitignore-style files
// exclude, with git's rules: comments and escapes, negation with "!",
// patterns anchored by a slash, "*", "?", bracket expressions, "**" across
// directories, and directory-only patterns with a trailing "/". The last
// matching pattern wins, and the patterns of a deeper file win over those of
// the files above it.
//
// A List holds the patterns of one file; a Matcher stacks the lists from the
// root down to the directory being walked. A walker must not descend into a
// directory the Matcher ignores: as in git, nothing inside an ignored
// directory can be included again.
//
// Paths are slash-separated and relative to the root of the tree.
package ignore

import (
	"bytes"
	"strings"
)

// List is the patterns of one ignore file, or of a configuration.
type List struct {
	base     string // the directory the file is in, relative to the root; "" for the root
	patterns []pattern
}

type pattern struct {
	glob     string // the pattern as wildmatch reads it: no "!", no leading or trailing "/"
	negate   bool   // "!": the path is included again
	dirOnly  bool   // trailing "/": matches directories only
	anchored bool   // has a "/": matched against the path from base, else against the last element
}

// Parse reads the patterns of an ignore file found in the directory base
// (slash-separated, relative to the root, "" for the root itself).
func Parse(base string, data []byte) *List {
	l := &List{base: strings.Trim(base, "/")}
	for _, line := range bytes.Split(data, []byte{'\n'}) {
		l.Add(string(line))
	}
	return l
}

// Add appends one line of gitignore syntax to l. Blank lines and comments
// add nothing.
func (l *List) Add(line string) {
	line = strings.TrimSuffix(line, "\r")
	line = trimTrailingSpace(line)
	if line == "" || line[0] == '#' {
		return
	}
	var p pattern
	if line[0] == '!' {
		p.negate = true
		line = line[1:]
	} else if strings.HasPrefix(line, `\!`) || strings.HasPrefix(line, `\#`) {
		line = line[1:]
	}
	if strings.HasSuffix(line, "/") && !strings.HasSuffix(line, `\/`) {
		p.dirOnly = true
		line = strings.TrimRight(line, "/")
	}
	if line == "" {
		return
	}
	p.anchored = strings.Contains(line, "/")
	p.glob = strings.TrimPrefix(line, "/")
	if p.glob == "" {
		return
	}
	l.patterns = append(l.patterns, p)
}

// trimTrailingSpace removes trailing spaces that are not escaped with a
// backslash, as git does.
func trimTrailingSpace(s string) string {
	end := len(s)
	for end > 0 && s[end-1] == ' ' {
		// count the backslashes before this space
		bs := 0
		for i := end - 2; i >= 0 && s[i] == '\\'; i-- {
			bs++
		}
		if bs%2 == 1 {
			break
		}
		end--
	}
	return s[:end]
}

// match returns the decision of the last pattern of l that matches rel:
// matched reports whether any did, ignored what it says.
func (l *List) match(rel string, isDir bool) (matched, ignored bool) {
	sub := rel
	if l.base != "" {
		if !strings.HasPrefix(rel, l.base+"/") {
			return false, false
		}
		sub = rel[len(l.base)+1:]
	}
	name := sub
	if i := strings.LastIndexByte(sub, '/'); i >= 0 {
		name = sub[i+1:]
	}
	for i := len(l.patterns) - 1; i >= 0; i-- {
		p := &l.patterns[i]
		if p.dirOnly && !isDir {
			continue
		}
		subject := name
		if p.anchored {
			subject = sub
		}
		if wildmatch(p.glob, subject) {
			return true, !p.negate
		}
	}
	return false, false
}

// Matcher is a stack of lists, the root's first. Deeper lists come later
// and win. A Matcher is immutable: Push returns a new one.
type Matcher struct {
	lists []*List
}

// Push returns a Matcher with l on top of m's lists. m is unchanged; nil
// and empty lists add nothing.
func (m *Matcher) Push(l *List) *Matcher {
	if l == nil || len(l.patterns) == 0 {
		return m
	}
	var lists []*List
	if m != nil {
		lists = make([]*List, len(m.lists), len(m.lists)+1)
		copy(lists, m.lists)
	}
	return &Matcher{lists: append(lists, l)}
}

// Match reports whether the patterns exclude rel, a file or (isDir) a
// directory, judged on its own: the directories above rel are not looked
// at (a walker has already refused to enter ignored ones).
func (m *Matcher) Match(rel string, isDir bool) bool {
	if m == nil {
		return false
	}
	for i := len(m.lists) - 1; i >= 0; i-- {
		if matched, ignored := m.lists[i].match(rel, isDir); matched {
			return ignored
		}
	}
	return false
}

// Ignored reports whether rel is excluded, itself or through one of the
// directories above it, as `git check-ignore` answers.
func (m *Matcher) Ignored(rel string, isDir bool) bool {
	for i := 0; i < len(rel); i++ {
		if rel[i] == '/' && m.Match(rel[:i], true) {
			return true
		}
	}
	return m.Match(rel, isDir)
}
