// This file reads the path aliases of the workspace's tsconfig.json and
// jsconfig.json files (compilerOptions.paths, from compilerOptions.baseUrl
// or the file's folder): import { sum } from "@util/sum" leads to the
// module the alias names, as the TypeScript compiler resolves it.

package index

import (
	"encoding/json"
	"path"
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

// readTSPaths reads a config's path aliases; nil when it has none, or
// is not JSON with comments.
func readTSPaths(dir string, text []byte) *tsPaths {
	var cfg struct {
		CompilerOptions struct {
			BaseURL string              `json:"baseUrl"`
			Paths   map[string][]string `json:"paths"`
		} `json:"compilerOptions"`
	}
	if json.Unmarshal(jsonc(text), &cfg) != nil || len(cfg.CompilerOptions.Paths) == 0 {
		return nil
	}
	if dir == "." {
		dir = ""
	}
	base := path.Join(dir, cfg.CompilerOptions.BaseURL)
	if base == "." {
		base = ""
	}
	return &tsPaths{dir: dir, base: base, paths: cfg.CompilerOptions.Paths}
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
	var best *tsPaths
	for _, t := range n.aliases {
		if t.dir != "" && !strings.HasPrefix(from, t.dir+"/") {
			continue
		}
		if best == nil || len(t.dir) > len(best.dir) {
			best = t
		}
	}
	if best == nil {
		return "", false
	}
	return n.first(&npmPackage{dir: best.base}, matchMap(best.paths, spec))
}
