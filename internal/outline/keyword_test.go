package outline

import (
	"slices"
	"testing"
)

// A name the language reserves is a misreading at the top level of a
// file, but a member may take one where the language allows it (a
// JavaScript method delete, Ruby's Range#end), and a word one edition
// reserves is a name in the others (Rust 2024's gen: rand's Rng::gen). A
// Bash variable may take any keyword for its name, at the top level too
// (ucf's done='NO').
func TestKeywordNamedSymbolsKept(t *testing.T) {
	for _, c := range []struct {
		path, text string
		want       []string // names (Parent.child) that must be in the outline
	}{
		{"store.js", "class Store {\n  delete(k) {\n    return k;\n  }\n}\n", []string{"Store", "Store.delete"}},
		{"range.rb", "class Span\n  def end\n    1\n  end\nend\n", []string{"Span", "Span.end"}},
		{"ucf.sh", "if [ -n \"$1\" ]; then\n    done='NO'\nfi\ntime=$(date +%s)\n", []string{"done", "time"}},
		{"rng.rs", "pub trait Rng {\n    fn gen<T>(&mut self) -> T;\n}\n\npub fn gen() -> u32 {\n    4\n}\n", []string{"Rng", "Rng.gen", "gen"}},
	} {
		f, err := Parse(c.path, []byte(c.text))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		var walk func(string, []*Symbol)
		walk = func(chain string, ss []*Symbol) {
			for _, s := range ss {
				got = append(got, chain+s.Name)
				walk(chain+s.Name+".", s.Children)
			}
		}
		walk("", f.Symbols)
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("%s: symbols %q, want %s among them", c.path, got, w)
			}
		}
	}
}
