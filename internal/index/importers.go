// This file defines Importers: the imports that bind a name in their
// file, which a declaration of that name would shadow or clash with.

package index

import (
	"context"
	"fmt"
)

// ImportSite is an import that binds a local name in its file.
type ImportSite struct {
	File     string `json:"file"`     // the importing file, relative to the root
	Package  string `json:"package"`  // the package the file declares, or ""
	Language string `json:"language"` // the file's language
	Path     string `json:"path"`     // what is imported, as written: "fmt", "os.path"
	// Symbol is the name taken from the module Path when the import names
	// the module and its member apart (Python's from decimal import
	// Decimal, JavaScript's named imports; "default" for a default import),
	// else "".
	Symbol string `json:"symbol,omitempty"`
	Line   int    `json:"line"`
}

// Importers returns the imports of the workspace's files that bind name
// (Go's import "fmt" binds fmt, import f "fmt" binds f; a blank or dot
// import binds none), in path and line order.
func (x *Index) Importers(ctx context.Context, name string) (out []ImportSite, err error) {
	err = x.retry(ctx, func() (e error) { out, e = x.importersOnce(ctx, name); return })
	return
}

func (x *Index) importersOnce(ctx context.Context, name string) ([]ImportSite, error) {
	if name == "" || name == "_" || name == "." {
		return nil, nil
	}
	if err := x.fresh(ctx); err != nil {
		return nil, err
	}
	rows, err := x.store().db.QueryContext(ctx, `SELECT f.path, f.package, f.language, i.path, i.symbol, i.line
		FROM imports i JOIN files f ON f.id = i.file WHERE i.name = ? AND i.path <> '' AND f.error IS NULL ORDER BY f.path, i.line`, name)
	if err != nil {
		return nil, fmt.Errorf("index: read the imports of %s: %w", name, err)
	}
	defer rows.Close()
	var out []ImportSite
	for rows.Next() {
		var s ImportSite
		if err := rows.Scan(&s.File, &s.Package, &s.Language, &s.Path, &s.Symbol, &s.Line); err != nil {
			return nil, fmt.Errorf("index: read the imports of %s: %w", name, err)
		}
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("index: read the imports of %s: %w", name, err)
	}
	return out, nil
}

// SelectorOnly reports whether s is reached only through a selector
// outside its own declaration (x.name, Self::name): a method, field,
// property or enum member, or another member of a type's body (a Rust
// impl's constant), in a language where a bare name inside a class body
// does not reach the class's members (Go, Python, JavaScript, TypeScript,
// Rust; not Java, C#, C++ or Ruby). Such a symbol hides no name an import
// binds: a Python method os leaves the module os to the file.
func (s Symbol) SelectorOnly() bool {
	if scopesOf(s.Language).ImplicitThis {
		return false
	}
	switch s.Kind {
	case "method", "field", "property", "enum_member":
		return true
	}
	switch s.parentKind {
	case "class", "struct", "interface", "enum", "impl", "trait":
		return true
	}
	return false
}

// SharedPackage reports whether the files of a folder of lang with one
// package clause are one package (Go's), whose top-level names each of
// its files sees, so that no file of it may import a name the package
// declares.
func SharedPackage(lang string) bool { return scopesOf(lang).Package }
