// This file reads the variables that Bash's built-in commands assign by
// name: read NAME, read -a NAME, mapfile NAME, readarray NAME,
// printf -v NAME and getopts OPTSTRING NAME. The grammar sees their
// arguments as words, which are no names; a rename of NAME must change
// them too.

package xref

import (
	"strings"

	"github.com/locus-dev/locus/internal/syntax"
)

// bashAssigners are the built-ins that assign the variables their
// arguments name: for each, the options that take a value (the letters
// after which the next word, or the rest of the word, is that value), and
// the options whose value is a variable's name.
var bashAssigners = map[string]struct{ valued, naming string }{
	"read":      {valued: "adinNptu", naming: "a"},
	"mapfile":   {valued: "dnOsuCc"},
	"readarray": {valued: "dnOsuCc"},
	"printf":    {valued: "v", naming: "v"},
	"getopts":   {},
}

// bashAssigned adds a Write occurrence for each variable the command n
// assigns by name, when it is one of bashAssigners: read's operands and
// its -a array, mapfile's and readarray's array, printf's -v variable
// (printf's operands are no names), getopts's second operand.
func (x *extractor) bashAssigned(n syntax.Node) {
	name, ok := n.Field("name")
	if !ok {
		return
	}
	cmd := x.textOf(name)
	spec, ok := bashAssigners[cmd]
	if !ok {
		return
	}
	var operands []syntax.Node
	expectValue, valueNames := false, false
	options := true
	for _, arg := range n.FieldAll("argument") {
		text := x.textOf(arg)
		switch {
		case expectValue:
			expectValue = false
			if valueNames {
				x.bashWrite(arg, text)
			}
			continue
		case options && text == "--":
			options = false
			continue
		case options && arg.Type() == "word" && len(text) > 1 && text[0] == '-':
			// -rp: flags, the last of which may take the next word (or
			// the rest of this one) as its value
			for i := 1; i < len(text); i++ {
				if strings.IndexByte(spec.valued, text[i]) < 0 {
					continue
				}
				naming := strings.IndexByte(spec.naming, text[i]) >= 0
				if i == len(text)-1 {
					expectValue, valueNames = true, naming
				}
				break // the rest of the word is the value (-pPrompt)
			}
			continue
		}
		options = false
		operands = append(operands, arg)
	}
	switch cmd {
	case "read":
		for _, o := range operands {
			x.bashWrite(o, x.textOf(o))
		}
	case "mapfile", "readarray":
		if len(operands) > 0 {
			o := operands[len(operands)-1]
			x.bashWrite(o, x.textOf(o))
		}
	case "getopts":
		if len(operands) > 1 {
			x.bashWrite(operands[1], x.textOf(operands[1]))
		}
	}
}

// bashWrite adds a Write occurrence of the word n when its text is a
// variable's name.
func (x *extractor) bashWrite(n syntax.Node, text string) {
	if n.Type() != "word" || !bashName(text) {
		return
	}
	x.unordered = true
	start := n.StartByte()
	lineStart := strings.LastIndexByte(x.s[:start], '\n') + 1
	x.occs = append(x.occs, Occurrence{
		Name:  text,
		Start: start,
		Line:  n.StartRow() + 1,
		Col:   x.column(n.StartRow(), start-lineStart, start),
		Role:  Write,
	})
}

// bashName reports whether s is a shell variable's name.
func bashName(s string) bool {
	if s == "" || s[0] >= '0' && s[0] <= '9' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '_' && (c < 'a' || c > 'z') && (c < 'A' || c > 'Z') && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}
