// This file defines the masks: the parser reads a copy of the text with
// some bytes blanked to spaces, newlines kept, so that every offset of the
// tree is an offset of the real text, and every node's text is the real
// text. C and C++ code puts annotation macros the grammar cannot know in
// declarations (`class LEVELDB_EXPORT DB`, `int n_ GUARDED_BY(mu_);`,
// `void F() EXCLUSIVE_LOCKS_REQUIRED(mu_);`): parsed as they stand, they
// become syntax errors, fake methods, or hide the field they annotate, and
// they are always blanked. C#'s #if groups around a modifier or an argument
// are syntax errors too, and so are C's and C++'s around a member
// initializer or an argument: they are blanked where a parse meets errors
// (firstBranches).

package syntax

import (
	"bytes"
	"context"
	"regexp"
	"sort"
	"sync"
	"time"

	ts "github.com/tree-sitter/go-tree-sitter"
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

// The grammar of C# takes an #if group where a declaration, a statement,
// an attribute list, an enum member or a whole expression may stand, each
// branch whole; one around a modifier (`public` / `#if X` / `sealed` /
// `#endif` / `class P`), an argument or half an expression is a syntax
// error, and the declaration around it can be lost. When a parse meets
// such errors, the groups they touch are read as their first branch: their
// directive lines and their other branches are blanked and the text is
// parsed again. The groups no error touches keep their nodes, and every
// branch its symbols.

// conditionalRounds bounds the parses after the first. The first round
// masks the groups an error begins or ends in; the next, when errors are
// left, also those next to one.
const conditionalRounds = 2

// conditional is one complete #if group: the spans of its directive lines
// (#if, each #elif and #else, #endif), from the line's start to its newline.
type conditional struct {
	lines [][2]int
	guard bool // #ifndef X then #define X: a C header's include guard
}

// firstBranches returns tree, parsed from text, and text itself, when the
// tree has no syntax error or no #if group of text meets one. Otherwise it
// parses text again with the groups the errors touch read as their first
// branch (blankConditionals), for at most conditionalRounds rounds, and
// returns the tree with the fewest errors, the text it was parsed from,
// and the spans of that text blanked (blankedSpans); it closes the other
// trees. On an error (the parse stopped) it closes every tree.
func firstBranches(ctx context.Context, p *ts.Parser, tree *ts.Tree, text []byte, limit time.Duration, conditionals func([]byte) []conditional) (*ts.Tree, []byte, [][2]int, error) {
	root := infoOf(tree.RootNode())
	if root.flags&flagHasError == 0 || !bytes.Contains(text, []byte("#if")) {
		return tree, text, nil, nil
	}
	groups := conditionals(text)
	errs := errorSpans(&root)
	best, bestText, bestErrs := tree, text, len(errs)
	var bestSpans [][2]int
	masked := make([]bool, len(groups))
	for round := 0; round < conditionalRounds && touch(text, groups, errs, masked, round > 0); round++ {
		next := blankConditionals(text, groups, masked)
		t, err := parseString(ctx, p, nil, next, limit)
		if err != nil {
			best.Close()
			return nil, nil, nil, err
		}
		r := infoOf(t.RootNode())
		errs = nil
		if r.flags&flagHasError != 0 {
			errs = errorSpans(&r)
		}
		if len(errs) >= bestErrs {
			t.Close()
			continue
		}
		best.Close()
		best, bestText, bestErrs, bestSpans = t, next, len(errs), blankedSpans(groups, masked)
	}
	return best, bestText, bestSpans, nil
}

// blankedSpans returns the spans blankConditionals blanks for masked, in
// the order of their starts.
func blankedSpans(groups []conditional, masked []bool) [][2]int {
	var out [][2]int
	for gi, g := range groups {
		if masked[gi] {
			out = append(out, g.lines[0], [2]int{g.lines[1][0], g.lines[len(g.lines)-1][1]})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i][0] < out[j][0] })
	return out
}

// errorSpans returns the byte spans of the error and missing nodes of the
// tree under root, in the order of their starts.
func errorSpans(root *nodeInfo) [][2]int {
	var spans [][2]int
	stack := []nodeInfo{*root}
	var fields [2]uint64
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if n.flags&(flagError|flagMissing) != 0 {
			spans = append(spans, [2]int{int(n.start_byte), int(n.end_byte)})
		}
		kids := childInfos(&n, nil, &fields)
		for i := len(kids) - 1; i >= 0; i-- {
			if kids[i].flags&flagHasError != 0 {
				stack = append(stack, kids[i])
			}
		}
	}
	return spans
}

// touch marks the groups not yet masked that an error of errs (sorted by
// start) begins or ends in, or, when near, next to (white space between),
// and reports whether it marked any. An error that holds a whole group
// does not mark it: error recovery wraps well-placed groups too (a member
// between #if and #else), and reading one as its first branch would lose
// the others.
func touch(src []byte, groups []conditional, errs [][2]int, masked []bool, near bool) bool {
	ends := make([]int, len(errs))
	for k, e := range errs {
		ends[k] = e[1]
	}
	sort.Ints(ends)
	more := false
	for gi, g := range groups {
		if masked[gi] {
			continue
		}
		start, end := g.lines[0][0], g.lines[len(g.lines)-1][1]
		for near && start > 0 && isSpace(src[start-1]) {
			start--
		}
		for near && end < len(src) && isSpace(src[end]) {
			end++
		}
		k := sort.Search(len(errs), func(k int) bool { return errs[k][0] >= start })
		e := sort.SearchInts(ends, start)
		if k < len(errs) && errs[k][0] <= end || e < len(ends) && ends[e] <= end {
			masked[gi], more = true, true
		}
	}
	return more
}

// isSpace reports whether c is white space in C#'s ASCII.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

// blankConditionals returns a copy of src in which each group marked in
// masked reads as its first branch: the #if line, and every line from the
// group's second directive to its #endif, are spaces, newlines kept.
func blankConditionals(src []byte, groups []conditional, masked []bool) []byte {
	out := bytes.Clone(src)
	for gi, g := range groups {
		if !masked[gi] {
			continue
		}
		blank(out, g.lines[0][0], g.lines[0][1])
		blank(out, g.lines[1][0], g.lines[len(g.lines)-1][1])
	}
	return out
}

// blank turns the bytes of b[start:end] but newlines into spaces.
func blank(b []byte, start, end int) {
	for i := start; i < end; i++ {
		if b[i] != '\n' {
			b[i] = ' '
		}
	}
}
