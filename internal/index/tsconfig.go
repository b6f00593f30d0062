// This file reads the path aliases of the workspace's tsconfig.json and
// jsconfig.json files (compilerOptions.paths, from compilerOptions.baseUrl
// or the file's folder, or those of the config it extends by a relative
// path): import { sum } from "@util/sum" leads to the module the alias
// names, through the pattern with the longest prefix, as the TypeScript
// compiler picks it.

package index

import (
	"encoding/json"
	"path"
	"slices"
	"strings"
)

// tsPaths is one tsconfig.json's or jsconfig.json's path aliases.
type tsPaths struct {
	dir   string              // the config's folder, "" for the root
	base  string              // the folder the targets are read from
	paths map[string][]string // "@util/*": ["src/util/*"]
}

// tsConfigNames are the files whose compilerOptions.paths apply to the
// modules of their folder, the first found in a folder.
var tsConfigNames = []string{"tsconfig.json", "jsconfig.json"}

// readTSPaths reads the path aliases of the config at rel (text): its
// own, else those of the config it extends by a relative path (read),
// through at most 4 levels, each read from the baseUrl of the config
// that writes them, else from that config's folder. nil when it has
// none, or is not JSON with comments.
func readTSPaths(rel string, text []byte, read func(rel string) []byte) *tsPaths {
	dir := path.Dir(rel)
	if dir == "." {
		dir = ""
	}
	for range 5 {
		var cfg struct {
			Extends         any `json:"extends"`
			CompilerOptions struct {
				BaseURL string              `json:"baseUrl"`
				Paths   map[string][]string `json:"paths"`
			} `json:"compilerOptions"`
		}
		if json.Unmarshal(jsonc(text), &cfg) != nil {
			return nil
		}
		if len(cfg.CompilerOptions.Paths) > 0 {
			base := path.Join(path.Dir(rel), cfg.CompilerOptions.BaseURL)
			if base == "." {
				base = ""
			}
			return &tsPaths{dir: dir, base: base, paths: cfg.CompilerOptions.Paths}
		}
		ext, _ := cfg.Extends.(string)
		if !strings.HasPrefix(ext, "./") && !strings.HasPrefix(ext, "../") {
			return nil // none, or a package's config (@tsconfig/node20)
		}
		if !strings.HasSuffix(ext, ".json") {
			ext += ".json"
		}
		rel = path.Join(path.Dir(rel), ext)
		if text = read(rel); text == nil {
			return nil
		}
	}
	return nil
}

// jsonc returns JSON with comments (// and /* */ outside strings) and
// trailing commas as plain JSON, as tsconfig.json files are written.
func jsonc(text []byte) []byte {
	out := make([]byte, 0, len(text))
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c == '"':
			j := i + 1
			for j < len(text) && text[j] != '"' {
				if text[j] == '\\' {
					j++
				}
				j++
			}
			j = min(j, len(text)-1)
			out = append(out, text[i:j+1]...)
			i = j
		case c == '/' && i+1 < len(text) && text[i+1] == '/':
			for i < len(text) && text[i] != '\n' {
				i++
			}
			i--
		case c == '/' && i+1 < len(text) && text[i+1] == '*':
			end := strings.Index(string(text[i+2:]), "*/")
			if end < 0 {
				return out
			}
			i += 2 + end + 1
		case c == '}' || c == ']':
			// a trailing comma: drop the last comma before the close
			k := len(out) - 1
			for k >= 0 && (out[k] == ' ' || out[k] == '\t' || out[k] == '\n' || out[k] == '\r') {
				k--
			}
			if k >= 0 && out[k] == ',' {
				out = append(out[:k], out[k+1:]...)
			}
			out = append(out, c)
		default:
			out = append(out, c)
		}
	}
	return out
}

// aliased returns the indexed file a path alias of the config nearest to
// the module from (the deepest folder above it with one) names for spec;
// false when none does.
func (n *npmPackages) aliased(from, spec string) (string, bool) {
	best := deepest(n.aliases, func(t *tsPaths) string { return t.dir }, from)
	if best == nil {
		return "", false
	}
	return n.first(&npmPackage{dir: best.base}, longestMatch(best.paths, spec))
}

// longestMatch returns the targets of the pattern of m that matches key
// with the longest prefix before its "*" (an exact key first), the match
// put for the targets' "*", as tsc picks one pattern of paths.
func longestMatch(m map[string][]string, key string) []string {
	if ts, ok := m[key]; ok {
		return slices.Clone(ts)
	}
	best, bestPre, bestMatch := "", -1, ""
	for pattern := range m {
		if match, ok := starMatch(pattern, key); ok && strings.Index(pattern, "*") > bestPre {
			best, bestPre, bestMatch = pattern, strings.Index(pattern, "*"), match
		}
	}
	if bestPre < 0 {
		return nil
	}
	return starred(m[best], bestMatch)
}
