// This file reads the workspace's npm packages (the package.json files of
// the folders that hold its JavaScript and TypeScript modules) so that an import of a
// package by its name (import { f } from "@scope/lib", "@scope/lib/util")
// leads to the module of the workspace that package's entry points name,
// as a monorepo's packages import each other.

package index

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// npmPackages holds the workspace's npm packages by name, and the indexed
// JavaScript and TypeScript files their entry points may name.
type npmPackages struct {
	byName map[string]*npmPackage
	// scoped are the packages with an imports map, named or not: a
	// module's #imports are its nearest package.json's
	scoped []*npmPackage
	// aliases are the path aliases of the tsconfig.json (or
	// jsconfig.json) files (tsconfig.go)
	aliases []*tsPaths
	files   map[string]bool
	// what the read looked at, to reuse it at the next generation: the
	// folders probed for a package.json, the indexed package.json files,
	// and each package.json or config read (by path) as it was then
	dirs    map[string]bool
	indexed map[string]bool
	read    map[string]fileStamp
}

// fileStamp is a file's size and modification time.
type fileStamp struct {
	size  int64
	mtime int64
}

// npmPackage is one package.json: its folder ("" for the root's), its
// top-level string fields (main, module, types, source, exports when a
// string) and its exports map, key by key ("." and "./sub", or "./*"
// patterns), each with the targets its conditions name, in order.
type npmPackage struct {
	dir     string
	fields  map[string]string
	exports map[string][]string
	// imports is its imports map ("#x" and "#x/*" patterns, which the
	// package's own modules import by), as exports
	imports map[string][]string
}

// npmPackages returns the workspace's npm packages at (epoch, gen), read
// once per generation; nil when they cannot be read. A generation whose
// modules are in the same folders as the last one's, with the same
// package.json files indexed and each one read unchanged on the disk,
// reuses the last one's packages: a file edited costs one query and a
// few stats, not a probe of every folder.
func (st *store) npmPackages(ctx context.Context, epoch, gen int64) *npmPackages {
	if v, ok := st.npm.get(epoch, gen, ""); ok {
		return v
	}
	v, err := loadNPMPackages(ctx, st, st.npmLast.Load())
	if err != nil {
		return nil
	}
	st.npmLast.Store(v)
	st.npm.put(epoch, gen, "", v, 1)
	return v
}

// loadNPMPackages reads the package.json of each folder that holds an
// indexed JavaScript or TypeScript file, and of the folders above it: from
// the disk, since a package's own .gitignore may leave its package.json
// out of the index (zod's ignores **/package.json, which it builds into
// dist). It takes prev's packages when they still hold (npmPackages).
func loadNPMPackages(ctx context.Context, st *store, prev *npmPackages) (*npmPackages, error) {
	out := &npmPackages{byName: map[string]*npmPackage{}, files: map[string]bool{}, dirs: map[string]bool{}, indexed: map[string]bool{}, read: map[string]fileStamp{}}
	rows, err := st.db.QueryContext(ctx, `SELECT path, language FROM files WHERE error IS NULL
		AND (language IN ('javascript', 'typescript', 'tsx') OR path = 'package.json' OR path LIKE '%/package.json')`)
	if err != nil {
		return nil, fmt.Errorf("index: read the JavaScript files: %w", err)
	}
	for rows.Next() {
		var p, lang string
		if err := rows.Scan(&p, &lang); err != nil {
			rows.Close()
			return nil, fmt.Errorf("index: read the JavaScript files: %w", err)
		}
		if !isJS(lang) {
			out.indexed[p] = true
			continue
		}
		out.files[p] = true
		for d := path.Dir(p); !out.dirs[d]; d = path.Dir(d) {
			out.dirs[d] = true
			if d == "." {
				break
			}
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("index: read the JavaScript files: %w", err)
	}
	if st.root == nil {
		return out, nil
	}
	if prev != nil && maps.Equal(prev.dirs, out.dirs) && maps.Equal(prev.indexed, out.indexed) && st.unchanged(prev.read) {
		out.byName, out.scoped, out.aliases, out.read = prev.byName, prev.scoped, prev.aliases, prev.read
		return out, nil
	}
	read := func(rel string) []byte {
		info, err := os.Lstat(filepath.Join(st.root.Dir(), filepath.FromSlash(rel)))
		if err != nil {
			return nil // none here (a stat is much cheaper than a refused read)
		}
		f, err := st.root.ReadFile(rel)
		if err != nil {
			return nil // unreadable, or a link out of the root
		}
		out.read[rel] = fileStamp{info.Size(), info.ModTime().UnixNano()}
		return f.Raw
	}
	for d := range out.dirs {
		for _, name := range tsConfigNames {
			if text := read(path.Join(d, name)); text != nil {
				if t := readTSPaths(path.Join(d, name), text, read); t != nil {
					out.aliases = append(out.aliases, t)
				}
				break
			}
		}
		text := read(path.Join(d, "package.json"))
		if text == nil {
			continue
		}
		p, name := readPackage(d, text)
		if p != nil && len(p.imports) > 0 {
			out.scoped = append(out.scoped, p) // named or not: its modules' #imports
		}
		if name != "" {
			if q, ok := out.byName[name]; !ok || len(d) < len(q.dir) {
				out.byName[name] = p // of two of one name, the shallower (a fixture's copy is deeper)
			}
		}
	}
	return out, nil
}

// unchanged reports whether each package.json and config read (by path)
// is on the disk as it was read.
func (st *store) unchanged(read map[string]fileStamp) bool {
	for rel, was := range read {
		info, err := os.Lstat(filepath.Join(st.root.Dir(), filepath.FromSlash(rel)))
		if err != nil || info.Size() != was.size || info.ModTime().UnixNano() != was.mtime {
			return false
		}
	}
	return true
}

// readPackage reads a package.json's name, fields and exports.
func readPackage(dir string, text []byte) (*npmPackage, string) {
	var fields map[string]any
	if json.Unmarshal(text, &fields) != nil {
		return nil, ""
	}
	name, _ := fields["name"].(string)
	if dir == "." {
		dir = ""
	}
	p := &npmPackage{dir: dir, fields: map[string]string{}, exports: map[string][]string{}, imports: map[string][]string{}}
	if imports, ok := fields["imports"].(map[string]any); ok {
		for k, v := range imports {
			if strings.HasPrefix(k, "#") {
				p.imports[k] = targets(v)
			}
		}
	}
	for _, k := range []string{"source", "module", "main", "types", "typings"} {
		if v, ok := fields[k].(string); ok {
			p.fields[k] = v
		}
	}
	if exports, ok := fields["exports"]; ok {
		switch e := exports.(type) {
		case string:
			p.exports["."] = []string{e}
		case map[string]any:
			subpaths := false
			for k, v := range e {
				if strings.HasPrefix(k, ".") {
					subpaths = true
					p.exports[k] = targets(v)
				}
			}
			if !subpaths { // the conditions of "." alone: { "import": ..., "types": ... }
				p.exports["."] = targets(e)
			}
		default:
			p.exports["."] = targets(e)
		}
	}
	return p, name
}

// targets returns the paths an exports map's value names: a string, or
// its conditions' or array's strings, depth first: a condition that names
// the sources first (zod's "@zod/source"), then the types, the ES module,
// the others by name.
func targets(v any) []string {
	switch v := v.(type) {
	case string:
		return []string{v}
	case []any:
		var out []string
		for _, x := range v {
			out = append(out, targets(x)...)
		}
		return out
	case map[string]any:
		keys := slices.Collect(maps.Keys(v))
		slices.SortFunc(keys, func(a, b string) int {
			if c := conditionRank(a) - conditionRank(b); c != 0 {
				return c
			}
			return strings.Compare(a, b)
		})
		var out []string
		for _, k := range keys {
			out = append(out, targets(v[k])...)
		}
		return out
	}
	return nil
}

// conditionRank orders an exports map's conditions: sources, types, ES
// modules, then the rest.
func conditionRank(c string) int {
	switch {
	case strings.Contains(c, "source"):
		return 0
	case c == "types" || c == "typings":
		return 1
	case c == "import" || c == "module":
		return 2
	case c == "default":
		return 3
	}
	return 4
}

// bareSpecifier reports whether an import path names a package rather
// than a module by its path: not relative, not absolute, no URL.
func bareSpecifier(p string) bool {
	return p != "" && !strings.HasPrefix(p, ".") && !strings.HasPrefix(p, "/") && !strings.Contains(p, ":")
}

// resolve returns the indexed file a package import path names (the
// package's name, then a subpath): the file its exports map names for
// that subpath, else its main, module, types or source field for the
// package itself, else the subpath as a folder of the package; each
// target read also as its source when it names a build (dist/index.js
// is src/index.ts). False when no package of the workspace has the name,
// or no indexed file is found.
func (n *npmPackages) resolve(from, spec string) (string, bool) {
	if n.none() {
		return "", false
	}
	if f, ok := n.aliased(from, spec); ok {
		return f, true // a tsconfig's paths come first, as tsc reads them
	}
	if strings.HasPrefix(spec, "#") {
		// a subpath import: the imports map of the package that holds
		// the importing module
		p := n.holding(from)
		if p == nil {
			return "", false
		}
		return n.first(p, matchMap(p.imports, spec))
	}
	name, sub := spec, ""
	parts := strings.SplitN(spec, "/", 3)
	if strings.HasPrefix(spec, "@") && len(parts) >= 2 {
		name = parts[0] + "/" + parts[1]
		if len(parts) == 3 {
			sub = parts[2]
		}
	} else if i := strings.IndexByte(spec, '/'); i >= 0 {
		name, sub = spec[:i], spec[i+1:]
	}
	p, ok := n.byName[name]
	if !ok {
		return "", false
	}
	key := "."
	if sub != "" {
		key = "./" + sub
	}
	cands := matchMap(p.exports, key)
	if sub == "" {
		for _, f := range []string{"source", "module", "main", "types", "typings", "exports"} {
			if v, ok := p.fields[f]; ok {
				cands = append(cands, v)
			}
		}
		cands = append(cands, "src/index", "index")
	} else {
		cands = append(cands, sub, "src/"+sub)
	}
	return n.first(p, cands)
}

// matchMap returns the targets an exports or imports map gives key: its
// own entry's, else those of the "*" patterns that match it, the match
// put for the target's "*".
func matchMap(m map[string][]string, key string) []string {
	if ts, ok := m[key]; ok {
		return slices.Clone(ts)
	}
	var cands []string
	for _, pattern := range slices.Sorted(maps.Keys(m)) {
		if match, ok := starMatch(pattern, key); ok {
			cands = append(cands, starred(m[pattern], match)...)
		}
	}
	return cands
}

// starMatch returns what the "*" of pattern matches in key; false when
// pattern has no "*" or does not match key.
func starMatch(pattern, key string) (string, bool) {
	pre, post, star := strings.Cut(pattern, "*")
	if !star || !strings.HasPrefix(key, pre) || !strings.HasSuffix(key, post) || len(key) < len(pre)+len(post) {
		return "", false
	}
	return key[len(pre) : len(key)-len(post)], true
}

// starred returns targets with match put for their "*".
func starred(targets []string, match string) []string {
	out := make([]string, 0, len(targets))
	for _, t := range targets {
		out = append(out, strings.ReplaceAll(t, "*", match))
	}
	return out
}

// deepest returns the one of items whose folder (dir) holds the file at
// path, the deepest such; nil for none. A folder "" is the root's.
func deepest[T any](items []*T, dir func(*T) string, file string) *T {
	var best *T
	for _, it := range items {
		d := dir(it)
		if d != "" && !strings.HasPrefix(file, d+"/") {
			continue
		}
		if best == nil || len(d) > len(dir(best)) {
			best = it
		}
	}
	return best
}

// first returns the indexed file the first of cands names in the
// package p (each read also as its source when it names a build), a
// module before a declaration file: a "types" condition's index.d.ts
// declares what its "default" condition's index.js defines.
func (n *npmPackages) first(p *npmPackage, cands []string) (string, bool) {
	var decl string
	for _, c := range cands {
		for _, t := range []string{c, sourceOrEmpty(c)} {
			if t == "" {
				continue
			}
			f, ok := n.file(path.Join(p.dir, t))
			if !ok {
				continue
			}
			if !strings.HasSuffix(f, ".d.ts") {
				return f, true
			}
			if decl == "" {
				decl = f
			}
		}
	}
	return decl, decl != ""
}

// sourceOrEmpty is sourceOf's path, "" for none.
func sourceOrEmpty(c string) string {
	src, _ := sourceOf(c)
	return src
}

// none reports whether the workspace has no package to resolve through.
func (n *npmPackages) none() bool {
	return n == nil || len(n.byName) == 0 && len(n.scoped) == 0 && len(n.aliases) == 0
}

// holding returns the package with an imports map whose folder holds the
// module at path: the deepest one.
func (n *npmPackages) holding(file string) *npmPackage {
	return deepest(n.scoped, func(p *npmPackage) string { return p.dir }, file)
}

// file returns the indexed file a module path names: itself, or with an
// extension, or its folder's index; a .js path of a .ts file too.
func (n *npmPackages) file(p string) (string, bool) {
	if n.files[p] {
		return p, true
	}
	stem := p
	if s, ok := jsStem(p); ok {
		stem = s
	} else if s := tsStem(p); s != "" {
		stem = s
	}
	for _, ext := range []string{".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs", ".d.ts"} {
		if n.files[stem+ext] {
			return stem + ext, true
		}
	}
	for _, ext := range []string{".ts", ".tsx", ".js", ".jsx", ".mjs"} {
		if n.files[stem+"/index"+ext] {
			return stem + "/index" + ext, true
		}
	}
	return "", false
}

// buildFolders are the folders packages build their modules into.
var buildFolders = []string{"dist", "lib", "build", "out", "esm", "cjs", "types"}

// sourceOf reads a build's path as its source's: dist/index.js and
// dist/esm/index.mjs are src/index; false for a path in no build folder.
func sourceOf(p string) (string, bool) {
	p = strings.TrimPrefix(path.Clean(p), "./")
	first, rest, ok := strings.Cut(p, "/")
	if !ok || !slices.Contains(buildFolders, first) {
		return "", false
	}
	for {
		next, after, ok := strings.Cut(rest, "/")
		if !ok || !slices.Contains(buildFolders, next) {
			break
		}
		rest = after // dist/esm/index.js
	}
	return "src/" + rest, true
}

// relativeImport returns the import path that names the workspace file
// target from the file from: ./target or ../target, as a relative import
// writes it.
func relativeImport(from, target string) string {
	dir := path.Dir(from)
	if dir == "." {
		return "./" + target
	}
	return strings.Repeat("../", strings.Count(dir, "/")+1) + target
}
