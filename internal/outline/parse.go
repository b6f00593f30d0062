// This file defines Parse, the entry point from a file's text to its model.

package outline

import (
	"bytes"
	"context"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/syntax"
)

// Parse builds the model of a file. The language comes from the path (and a
// "#!" line, or for a ".h" header its text); text must use "\n" line
// endings, as workspace.File.Text does.
func Parse(path string, text []byte) (*File, error) {
	return ParseContext(context.Background(), path, text)
}

// ParseContext is Parse where the choice of a header's language may also
// look at the project ctx carries (see syntax.WithProject).
func ParseContext(ctx context.Context, path string, text []byte) (*File, error) {
	c := syntax.Choose(ctx, path, text)
	if c.Lang == nil {
		return nil, fault.New(fault.LanguageUnsupported,
			"%s is not in a language locus parses (%s); read it as plain text instead", path, languageList())
	}
	f, err := ParseAs(c.Lang, path, text)
	if f != nil {
		f.LanguageWhy = c.Why
	}
	return f, err
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
