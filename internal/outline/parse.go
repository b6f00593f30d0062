// This file defines Parse, the entry point from a file's text to its model.

package outline

import (
	"bytes"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/syntax"
)

// Parse builds the model of a file. The language comes from the path (and a
// "#!" line); text must use "\n" line endings, as workspace.File.Text does.
func Parse(path string, text []byte) (*File, error) {
	lang := syntax.ForPath(path, firstLine(text))
	if lang == nil {
		return nil, fault.New(fault.LanguageUnsupported,
			"%s is not in a language locus parses (%s); read it as plain text instead", path, languageList())
	}
	return ParseAs(lang, path, text)
}

// ParseAs builds the model of a file in the given language.
func ParseAs(lang *syntax.Language, path string, text []byte) (*File, error) {
	var f *File
	err := lang.Parse(text, func(root syntax.Node) error {
		f = FromTree(lang, path, text, root)
		return nil
	})
	if err != nil {
		return nil, fault.Wrap(err, fault.ParserFailed, "%s could not be parsed as %s: %v", path, lang.Name(), err)
	}
	return f, nil
}

// FromTree builds the model of a file from the root of its syntax tree, for
// callers that parse once and read the tree themselves too.
func FromTree(lang *syntax.Language, path string, text []byte, root syntax.Node) *File {
	x := newExtractor(lang, path, text)
	x.run(root)
	return x.file
}

func firstLine(text []byte) []byte {
	if i := bytes.IndexByte(text, '\n'); i >= 0 {
		return text[:i]
	}
	return text
}

func languageList() string {
	var b bytes.Buffer
	for i, n := range syntax.Names() {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(n)
	}
	return b.String()
}
