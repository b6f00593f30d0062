package structure_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/locus-dev/locus/internal/structure"
)

// A name followed by a dot in a comment is a mention when it qualifies a
// member (Sinatra::IndifferentHash.new in a Ruby doc comment), not when
// the dot begins a file's extension (read_config.c, Parser.cs).
func TestCommentMentionsQualifier(t *testing.T) {
	for _, c := range []struct {
		path, text, name string
		doc              [2]int
		want             []string
	}{
		{"indifferent_hash.rb", "module Sinatra\n  # Example:\n  #\n  #   rgb = Sinatra::IndifferentHash.new\n  #   hash = Sinatra::IndifferentHash\n  class IndifferentHash < Hash\n  end\nend\n",
			"IndifferentHash", [2]int{2, 6}, []string{"4:22", "5:23"}},
		{"main.c", "#include \"read_config.h\"\n\nint main(void) {\n\t// read_config may fail: see read_config.c\n\treturn read_config(\"x\");\n}\n",
			"read_config", [2]int{}, []string{"4:5"}},
		{"Parser.cs", "// Parser.cs holds the Parser.\nclass Parser {}\n", "Parser", [2]int{1, 2}, []string{"1:24"}},
	} {
		pos, err := structure.CommentMentions(context.Background(), c.path, []byte(c.text), c.name, c.doc)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, p := range pos {
			got = append(got, fmt.Sprintf("%d:%d", p.Line().Int(), p.Column().Int()))
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("CommentMentions(%s, %s) = %v, want %v", c.path, c.name, got, c.want)
		}
	}
}
