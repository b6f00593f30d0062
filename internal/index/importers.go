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
	Line     int    `json:"line"`
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
	rows, err := x.store().db.QueryContext(ctx, `SELECT f.path, f.package, f.language, i.path, i.line
		FROM imports i JOIN files f ON f.id = i.file WHERE i.name = ? AND f.error IS NULL ORDER BY f.path, i.line`, name)
	if err != nil {
		return nil, fmt.Errorf("index: read the imports of %s: %w", name, err)
	}
	defer rows.Close()
	var out []ImportSite
	for rows.Next() {
		var s ImportSite
		if err := rows.Scan(&s.File, &s.Package, &s.Language, &s.Path, &s.Line); err != nil {
			return nil, fmt.Errorf("index: read the imports of %s: %w", name, err)
		}
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("index: read the imports of %s: %w", name, err)
	}
	return out, nil
}
