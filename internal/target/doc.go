// This file finds a structure's doc comment: the comments its range starts
// with, above its decorators and its own text.

package target

import (
	"context"
	"slices"

	"github.com/locus-dev/locus/internal/syntax"
)

// DocEnd returns where the doc comment of s ends: the end of the run of
// comments its range starts with, on lines of their own, before its
// decorators and own text; or -1 when s starts with no comment. The
// comments are found in the syntax tree wherever the grammar puts them
// (before the declaration, or inside the node that holds it); the tree
// comes from the Cache that built t, which holds the one t was built from.
func (t *Tree) DocEnd(ctx context.Context, s *Structure) int {
	if s.IsRoot() || len(s.Heads) == 0 || s.Heads[0] <= s.Start {
		return -1
	}
	lang, _, err := language(ctx, t.Path, t.Text)
	if err != nil {
		return -1
	}
	end := -1
	_ = t.cache.trees().Parse(ctx, lang, t.Path, t.Text, func(root syntax.Node) error {
		end = docEnd(root, lang.Rules.Comments, t.Text, s)
		return nil
	})
	return end
}

func docEnd(root syntax.Node, types []string, text []byte, s *Structure) int {
	var comments []syntax.Node
	var walk func(n syntax.Node)
	walk = func(n syntax.Node) {
		for _, c := range n.Children() {
			switch {
			case c.EndByte() <= s.Start:
			case c.StartByte() >= s.Heads[0]:
				return
			case slices.Contains(types, c.Type()):
				comments = append(comments, c)
			default:
				walk(c)
			}
		}
	}
	walk(root)
	end := s.Start
	for _, c := range comments {
		if c.StartByte() < end || !blank(text[end:c.StartByte()]) {
			break
		}
		end = c.EndByte()
	}
	if end == s.Start {
		return -1
	}
	// The doc ends its line: a comment followed by code on its line
	// (`/** a */ int x;`) is not one of its own. A comment node that
	// holds its line's end (Rust's `///`) ends before it.
	if text[end-1] == '\n' {
		end--
		if end > s.Start && text[end-1] == '\r' {
			end--
		}
	}
	le := end
	for le < len(text) && text[le] != '\n' {
		le++
	}
	if !blank(text[end:le]) {
		return -1
	}
	return end
}

func blank(b []byte) bool {
	for _, c := range b {
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			return false
		}
	}
	return true
}

// StartsWithComment reports whether text, parsed in the language of path,
// starts with a comment: content for a structure that brings its own doc
// comment. A text in no known language starts with none.
func StartsWithComment(ctx context.Context, path string, text []byte) bool {
	lang, _, err := language(ctx, path, text)
	if err != nil {
		return false
	}
	found := false
	_ = lang.Parse(text, func(root syntax.Node) error {
		for n := root; ; {
			kids := n.Children()
			if len(kids) == 0 {
				return nil
			}
			if slices.Contains(lang.Rules.Comments, kids[0].Type()) {
				found = true
				return nil
			}
			n = kids[0]
		}
	})
	return found
}
