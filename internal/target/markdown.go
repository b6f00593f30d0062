// This file holds what Markdown's structures need beyond the generic walk:
// list items, code blocks and block quotes are named by their text, and the
// blocks are nested into the sections (from the outline, which knows setext
// headings) that hold them.

package target

import (
	"sort"
	"strings"

	"github.com/locus-dev/locus/internal/syntax"
)

// markdownHeads returns a Markdown block's name and the offsets of its own
// text: a list item's text after its marker, a block quote's first line
// after its ">", a code block's language tag (the name) and first line.
func markdownHeads(n syntax.Node) (string, []int) {
	heads := []int{n.StartByte()}
	first := func(skip func(t string) bool) {
		for _, c := range n.Children() {
			if c.IsNamed() && !skip(c.Type()) {
				heads = append([]int{c.StartByte()}, heads...)
				return
			}
		}
	}
	switch n.Type() {
	case "list_item":
		first(func(t string) bool {
			return strings.HasPrefix(t, "list_marker") || strings.HasPrefix(t, "task_list_marker") || t == "block_continuation"
		})
	case "block_quote":
		first(func(t string) bool { return t == "block_quote_marker" || t == "block_continuation" })
	case "fenced_code_block":
		name := ""
		for _, c := range n.Children() {
			switch c.Type() {
			case "info_string":
				if f := strings.Fields(c.Text()); len(f) > 0 {
					name = f[0]
				}
			case "code_fence_content":
				heads = append([]int{c.StartByte()}, heads...)
			}
		}
		return name, heads
	}
	return "", heads
}

// nest puts every structure under the innermost section that contains it.
func nest(root *Structure) {
	all := root.Children
	sort.SliceStable(all, func(i, j int) bool { return all[i].Start < all[j].Start })
	root.Children = nil
	var stack []*Structure
	for _, s := range all {
		for len(stack) > 0 && s.Start >= stack[len(stack)-1].End {
			stack = stack[:len(stack)-1]
		}
		parent := root
		if len(stack) > 0 {
			parent = stack[len(stack)-1]
		}
		s.Parent = parent
		parent.Children = append(parent.Children, s)
		if s.Kind == "section" {
			stack = append(stack, s)
		}
	}
}
