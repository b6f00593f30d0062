// This file reads the names of a workspace's Cargo packages from the
// index's symbols of their Cargo.toml files: the name Rust code writes for
// a package's library (package.name, or lib.name when set, "-" written
// "_"), by the folder that holds the package.

package index

import (
	"context"
	"fmt"
	"path"
	"slices"
	"strings"
)

// rustCrates holds the workspace's Cargo packages by folder ("" for the
// root's): the name of each one's library, "" for a package without one
// (no src/lib.rs and no [lib] table). A folder without a Cargo.toml that
// names its package is not in it.
type rustCrates struct {
	libs   map[string]string
	byName map[string][]string // the folders of each library name, sorted
}

// newRustCrates indexes the libraries' names of the packages by folder.
func newRustCrates(libs map[string]string) *rustCrates {
	c := &rustCrates{libs: libs, byName: map[string][]string{}}
	for crate, lib := range libs {
		if lib != "" {
			c.byName[lib] = append(c.byName[lib], crate)
		}
	}
	for _, crates := range c.byName {
		slices.Sort(crates)
	}
	return c
}

// reaches reports whether a path whose first segment is name, written in
// the file from, enters the library of the crate folder crate: the
// library named so in its Cargo.toml, unless from's own package has a
// library of the same name (a file sees its own package's library first,
// as Cargo builds its tests, examples and benches). A folder that no
// Cargo.toml names is reached by its base name (rustCrateName).
func (c *rustCrates) reaches(name, from, crate string) bool {
	lib, ok := "", false
	if c != nil {
		lib, ok = c.libs[crate]
	}
	if !ok {
		return name != "" && rustCrateName(crate) == name
	}
	if lib != name {
		return false
	}
	own, ok := c.packageOf(from)
	return !ok || own == crate || c.libs[own] != name
}

// named returns the folders of the crates whose library is named name in
// their Cargo.toml, seen from the file from: its own package's alone when
// that is one of them.
func (c *rustCrates) named(name, from string) []string {
	if c == nil {
		return nil
	}
	out := c.byName[name]
	if own, ok := c.packageOf(from); ok && len(out) > 1 && c.libs[own] == name {
		return []string{own}
	}
	return out
}

// packageOf is the folder of the package a file belongs to: the deepest
// folder above it whose Cargo.toml names a package.
func (c *rustCrates) packageOf(file string) (string, bool) {
	for dir := path.Dir(file); ; dir = path.Dir(dir) {
		if dir == "." {
			dir = ""
		}
		if _, ok := c.libs[dir]; ok {
			return dir, true
		}
		if dir == "" {
			return "", false
		}
	}
}

// rustCrates returns the workspace's Cargo packages at the database's
// generation as the query read it, for a path written in the file fc: nil
// for a file of another language, whose paths name no crate.
func (c *moduleCache) rustCrates(st *store, fc *fileCtx) *rustCrates {
	if fc.lang != "rust" {
		return nil
	}
	if !c.cratesRead {
		c.readGen(st)
		c.crates, c.cratesRead = st.rustCrates(c.ctx, c.epoch, c.gen), true
	}
	return c.crates
}

// rustCrates returns the workspace's Cargo packages at (epoch, gen),
// read once per generation: a Cargo.toml that changes changes the answer.
// It is nil when they cannot be read (the folders' names then serve).
func (st *store) rustCrates(ctx context.Context, epoch, gen int64) *rustCrates {
	if v, ok := st.crates.get(epoch, gen, ""); ok {
		return v
	}
	v, err := loadRustCrates(ctx, st)
	if err != nil {
		return nil
	}
	st.crates.put(epoch, gen, "", v, 1)
	return v
}

// loadRustCrates reads the packages' names off the symbols of the indexed
// Cargo.toml files (the keys package.name and lib.name, whose signatures
// are their lines), and which packages have a library: a src/lib.rs, or
// a [lib] that names it or its path.
func loadRustCrates(ctx context.Context, st *store) (*rustCrates, error) {
	rows, err := st.db.QueryContext(ctx, `SELECT f.path, s.qname, s.signature FROM symbols s JOIN files f ON f.id = s.file
		WHERE s.name IN ('name', 'path') AND s.qname IN ('package.name', 'lib.name', 'lib.path') AND f.error IS NULL
		AND (f.path = 'Cargo.toml' OR f.path LIKE '%/Cargo.toml')`)
	if err != nil {
		return nil, fmt.Errorf("index: read the Cargo packages: %w", err)
	}
	defer rows.Close()
	pkgs, libs := map[string]string{}, map[string]string{}
	for rows.Next() {
		var file, qname, sig string
		if err := rows.Scan(&file, &qname, &sig); err != nil {
			return nil, fmt.Errorf("index: read the Cargo packages: %w", err)
		}
		dir := strings.TrimSuffix(strings.TrimSuffix(file, "Cargo.toml"), "/")
		switch name := tomlString(sig); {
		case name == "":
		case qname == "package.name":
			pkgs[dir] = name
		case qname == "lib.name":
			libs[dir] = name
		case libs[dir] == "":
			libs[dir] = "-" // a [lib] path alone: the package's name
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("index: read the Cargo packages: %w", err)
	}
	hasLib, err := libRoots(ctx, st)
	if err != nil {
		return nil, err
	}
	names := map[string]string{}
	for dir, name := range pkgs {
		switch {
		case libs[dir] != "" && libs[dir] != "-":
			names[dir] = strings.ReplaceAll(libs[dir], "-", "_")
		case hasLib[dir] || libs[dir] == "-":
			names[dir] = strings.ReplaceAll(name, "-", "_")
		default:
			names[dir] = "" // a binary alone: no library to reach
		}
	}
	return newRustCrates(names), nil
}

// libRoots is the set of folders that hold an indexed src/lib.rs.
func libRoots(ctx context.Context, st *store) (map[string]bool, error) {
	rows, err := st.db.QueryContext(ctx, "SELECT path FROM files WHERE error IS NULL AND (path = 'src/lib.rs' OR path LIKE '%/src/lib.rs')")
	if err != nil {
		return nil, fmt.Errorf("index: read the Rust libraries: %w", err)
	}
	defer rows.Close()
	roots := map[string]bool{}
	for rows.Next() {
		var p string
		if err := rows.Scan(&p); err != nil {
			return nil, fmt.Errorf("index: read the Rust libraries: %w", err)
		}
		roots[strings.TrimSuffix(strings.TrimSuffix(p, "src/lib.rs"), "/")] = true
	}
	return roots, rows.Err()
}

// tomlString is the string a TOML key's line gives it (name = "mdbook"
// is mdbook), "" when the value is no one-line string.
func tomlString(line string) string {
	_, v, ok := strings.Cut(line, "=")
	if !ok {
		return ""
	}
	v = strings.TrimSpace(v)
	if v == "" || v[0] != '"' && v[0] != '\'' {
		return ""
	}
	if end := strings.IndexByte(v[1:], v[0]); end >= 0 {
		return v[1 : 1+end]
	}
	return ""
}
