// This file resolves Rust's module paths (crate::a::b, super::x, a::b from
// the module that declares a) to the files that define their items.

package index

import (
	"path"
	"slices"
	"strings"
)

// rustMod is a module of a crate: the folder of the crate (the one that
// holds its src folder, "" at the workspace's root) and the module's path
// from the crate's root. Two crates of a workspace (a Cargo workspace's
// members, a crate and its tool) each have a root module, a::b and so on:
// a path leads to a module of its own crate, or of the crate it names.
type rustMod struct {
	crate string
	path  []string
}

// dotted is the module's path written with dots, as queries name it
// (utils.fs; "" for a crate's root).
func (m rustMod) dotted() string { return strings.Join(m.path, ".") }

// rustModule is the module of a Rust file of a crate's src folder:
// src/lib.rs and src/main.rs are the crate's root, src/a/mod.rs and
// src/a.rs the module a, src/a/b.rs a::b. ok is false for a file outside
// a src folder (a test or an example, each a crate of its own).
func rustModule(p string) (mod rustMod, ok bool) {
	parts := strings.Split(strings.TrimSuffix(p, ".rs"), "/")
	i := slices.Index(parts, "src")
	if i < 0 || i == len(parts)-1 {
		return rustMod{}, false
	}
	mod = rustMod{crate: strings.Join(parts[:i], "/"), path: parts[i+1:]}
	switch mod.path[len(mod.path)-1] {
	case "mod":
		mod.path = mod.path[:len(mod.path)-1]
	case "lib", "main":
		if len(mod.path) == 1 {
			mod.path = nil
		}
	}
	return mod, true
}

// rustCrateName is the name code gives the crate of a folder that no
// Cargo.toml names: its base name with "-" written "_" (crates/mdbook-core
// is mdbook_core), "" for the workspace's root.
func rustCrateName(crate string) string {
	if crate == "" {
		return ""
	}
	return strings.ReplaceAll(path.Base(crate), "-", "_")
}

// rustPath resolves the segments of a path written in the file from
// (crate::a, self::a, super::a, or a plain a) to the modules of from's
// crate it may name: from the crate's root, and for a plain path also
// from the file's own module (a child module it declares). It is nil when
// from is no module of a crate.
func rustPath(from string, segs []string) []rustMod {
	here, ok := rustModule(from)
	if !ok || len(segs) == 0 {
		return nil
	}
	in := func(p []string) rustMod { return rustMod{here.crate, p} }
	switch segs[0] {
	case "crate":
		return []rustMod{in(segs[1:])}
	case "self":
		return []rustMod{in(slices.Concat(here.path, segs[1:]))}
	case "super":
		base := here.path
		for len(segs) > 0 && segs[0] == "super" {
			if len(base) == 0 {
				return nil
			}
			base, segs = base[:len(base)-1], segs[1:]
		}
		return []rustMod{in(slices.Concat(base, segs))}
	}
	if len(here.path) == 0 {
		return []rustMod{in(segs)}
	}
	return []rustMod{in(segs), in(slices.Concat(here.path, segs))}
}

// rustModules resolves a path written in the file from to the modules it
// may name: those of from's crate (rustPath), and the root's path of the
// crates whose library its first segment names in their Cargo.toml.
func rustModules(from, p string, crates *rustCrates) []rustMod {
	segs := strings.Split(p, "::")
	mods := rustPath(from, segs)
	for _, crate := range crates.named(segs[0], from) {
		mods = append(mods, rustMod{crate, segs[1:]})
	}
	return mods
}

// files are the paths of the files that may hold the module: a::b is
// src/a/b.rs or src/a/b/mod.rs of its crate, the root src/lib.rs or
// src/main.rs.
func (m rustMod) files() []string {
	src := path.Join(m.crate, "src")
	if len(m.path) == 0 {
		return []string{src + "/lib.rs", src + "/main.rs"}
	}
	p := path.Join(src, path.Join(m.path...))
	return []string{p + ".rs", p + "/mod.rs"}
}

// rustReexporter is the path of the module whose pub use may pass d on to
// a path written as imp's: the module the path leaves when its last
// segment is d's name (mdbook::book of mdbook::book::Book), the path
// itself for a glob.
func rustReexporter(imp fileImport, d Symbol) (string, bool) {
	if imp.Symbol == "*" {
		return imp.Path, true
	}
	i := strings.LastIndex(imp.Path, "::")
	if i < 0 {
		return "", false
	}
	return imp.Path[:i], imp.Path[i+2:] == d.Name
}

// rustLeadsTo reports whether a path written in the file from names the
// top-level item d, or the module that defines it: use crate::util::helper
// and use crate::util lead to helper of src/util.rs, as util::helper does
// in the file that declares mod util, and mdbook_core::book::Book to Book
// of crates/mdbook-core/src/book.rs from any file of the workspace, through
// the name the crate's Cargo.toml gives its library (crates; nil for the
// folders' names alone).
func rustLeadsTo(from, p string, d Symbol, crates *rustCrates) bool {
	mod, ok := rustModule(d.Path)
	if !ok || d.Container != "" {
		return false
	}
	segs := strings.Split(p, "::")
	cands := rustPath(from, segs)
	if crates.reaches(segs[0], from, mod.crate) {
		cands = append(cands, rustMod{mod.crate, segs[1:]})
	}
	for _, m := range cands {
		if m.crate != mod.crate {
			continue
		}
		if slices.Equal(m.path, mod.path) || len(m.path) == len(mod.path)+1 && m.path[len(mod.path)] == d.Name && slices.Equal(m.path[:len(mod.path)], mod.path) {
			return true
		}
	}
	return false
}
