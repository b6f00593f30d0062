// This file resolves Rust's module paths (crate::a::b, super::x, a::b from
// the module that declares a) to the files that define their items.

package index

import (
	"slices"
	"strings"
)

// rustModule is the module path of a Rust file of a crate's src folder:
// src/lib.rs and src/main.rs are the crate's root, src/a/mod.rs and
// src/a.rs the module a, src/a/b.rs a::b. ok is false for a file outside
// a src folder (a test or an example, each a crate of its own).
func rustModule(p string) (mod []string, ok bool) {
	parts := strings.Split(strings.TrimSuffix(p, ".rs"), "/")
	i := slices.Index(parts, "src")
	if i < 0 || i == len(parts)-1 {
		return nil, false
	}
	mod = parts[i+1:]
	switch mod[len(mod)-1] {
	case "mod":
		mod = mod[:len(mod)-1]
	case "lib", "main":
		if len(mod) == 1 {
			mod = nil
		}
	}
	return mod, true
}

// rustPath resolves the segments of a path written in the file from
// (crate::a, self::a, super::a, or a plain a) to the module paths it may
// name: from the crate's root, and for a plain path also from the file's
// own module (a child module it declares). It is nil when from is no
// module of a crate.
func rustPath(from string, segs []string) [][]string {
	here, ok := rustModule(from)
	if !ok || len(segs) == 0 {
		return nil
	}
	switch segs[0] {
	case "crate":
		return [][]string{segs[1:]}
	case "self":
		return [][]string{slices.Concat(here, segs[1:])}
	case "super":
		base := here
		for len(segs) > 0 && segs[0] == "super" {
			if len(base) == 0 {
				return nil
			}
			base, segs = base[:len(base)-1], segs[1:]
		}
		return [][]string{slices.Concat(base, segs)}
	}
	if len(here) == 0 {
		return [][]string{segs}
	}
	return [][]string{segs, slices.Concat(here, segs)}
}

// rustLeadsTo reports whether a path written in the file from names the
// top-level item d, or the module that defines it: use crate::util::helper
// and use crate::util lead to helper of src/util.rs, as util::helper does
// in the file that declares mod util.
func rustLeadsTo(from, p string, d Symbol) bool {
	mod, ok := rustModule(d.Path)
	if !ok || d.Container != "" {
		return false
	}
	for _, m := range rustPath(from, strings.Split(p, "::")) {
		if slices.Equal(m, mod) || len(m) == len(mod)+1 && m[len(mod)] == d.Name && slices.Equal(m[:len(mod)], mod) {
			return true
		}
	}
	return false
}
