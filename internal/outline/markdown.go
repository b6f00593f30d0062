// This file defines the Markdown outline: sections nested by heading level.
// The grammar's own section nodes ignore setext headings, so headings are
// collected in order and nested here.

package outline

import (
	"strings"

	"github.com/locus-dev/locus/internal/syntax"
)

type heading struct {
	node  syntax.Node
	level int
	name  syntax.Node
	empty bool // an ATX heading with no text: name is its marker
}

func (x *extractor) sections(root syntax.Node) []*Symbol {
	var heads []heading
	var walk func(n syntax.Node, top bool)
	walk = func(n syntax.Node, top bool) {
		for _, c := range n.Children() {
			switch c.Type() {
			case "section":
				walk(c, false)
			case "atx_heading", "setext_heading":
				if h, ok := readHeading(c); ok {
					heads = append(heads, h)
				}
			default:
				if top {
					x.claimMatch(c, x.rules.Directives, CatDirective)
				}
			}
		}
	}
	walk(root, true)

	var roots []*Symbol
	var stack []*Symbol
	var levels []int
	for i, h := range heads {
		end := x.file.TotalLines
		for _, next := range heads[i+1:] {
			if next.level <= h.level {
				end, _ = x.rows(next.node)
				break
			}
		}
		start, _ := x.rows(h.node)
		sel := x.span(h.name.StartByte(), h.name.EndByte())
		extent := x.lineSpan(start+1, end)
		s := &Symbol{
			Name:           headingName(h),
			Kind:           "section",
			LSPKind:        syntax.LSPKind("section"),
			Range:          extent.Lines(),
			SelectionRange: sel,
			Extent:         extent,
			Signature:      strings.TrimSpace(strings.Repeat("#", h.level) + " " + strings.Join(strings.Fields(headingText(h)), " ")),
			Children:       []*Symbol{},
		}
		for len(levels) > 0 && levels[len(levels)-1] >= h.level {
			stack, levels = stack[:len(stack)-1], levels[:len(levels)-1]
		}
		if len(stack) == 0 {
			roots = append(roots, s)
		} else {
			p := stack[len(stack)-1]
			p.Children = append(p.Children, s)
		}
		stack, levels = append(stack, s), append(levels, h.level)
	}
	if roots == nil {
		roots = []*Symbol{}
	}
	return roots
}

func readHeading(n syntax.Node) (heading, bool) {
	h := heading{node: n}
	named := false
	for _, c := range n.Children() {
		t := c.Type()
		switch {
		case strings.HasPrefix(t, "atx_h") && strings.HasSuffix(t, "_marker"):
			h.level = int(t[5] - '0')
			if !named {
				h.name = c // an empty heading (`#` alone) is named by its marker
			}
		case t == "setext_h1_underline":
			h.level = 1
		case t == "setext_h2_underline":
			h.level = 2
		case t == "inline" || t == "paragraph":
			h.name, named = c, true
		}
	}
	if h.level == 0 || !named && h.name.Type() == "" {
		return h, false
	}
	h.empty = !named
	return h, true
}

// headingText is a heading's text, "" for an empty one.
func headingText(h heading) string {
	if h.empty {
		return ""
	}
	return h.name.Text()
}

// headingName is a section's name: its heading's text without the closing
// "#"s, or "(empty)".
func headingName(h heading) string {
	if name := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(headingText(h)), "#")); name != "" || !h.empty {
		return name
	}
	return "(empty)"
}
