// This file says which servers exist, which files they serve, how to find
// their programs and how to install them.

package lsp

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/workspace"
)

// A Spec describes one language server.
type Spec struct {
	// Name identifies the server ("gopls"); a config entry of the same name replaces it.
	Name string `json:"-"`
	// Command is the program and its arguments, which start it on stdio.
	Command []string `json:"command"`
	// Languages maps the file extensions it serves (".go") to LSP language
	// ids ("go"). A built-in server's come from Serves.
	Languages map[string]string `json:"languages"`
	// Serves names the languages a built-in server is for ("c", "cpp"), in
	// the syntax layer's names; Languages looks up their extensions and ids.
	Serves []string `json:"-"`
	// Install is the command a user runs to install it.
	Install string `json:"install,omitempty"`
	// Version is the command that prints its version (doctor); empty means Command[0] --version.
	Version []string `json:"version,omitempty"`
	// Paths are absolute program paths tried before PATH, and Env a variable
	// naming the program, tried before all (rust-analyzer's Debian binary
	// must win over a rustup stub of the same name).
	Paths []string `json:"-"`
	Env   string   `json:"-"`
	// InitializationOptions and Settings (the answer to workspace/configuration)
	// are passed through as they are.
	InitializationOptions json.RawMessage `json:"initialization_options,omitempty"`
	Settings              json.RawMessage `json:"settings,omitempty"`
	// SaveCheck names the work-done progress (the start of its token, or
	// its title) by which the server reports the check it runs after each
	// save (rust-analyzer's cargo check): diagnostics asked for after a
	// write wait for that check. Empty in a config entry that replaces a
	// built-in server keeps the built-in's.
	SaveCheck string `json:"save_check,omitempty"`
	// Untrusted marks a server of a project's config file that the user has
	// not trusted (trust.go): nothing of it is run.
	Untrusted bool `json:"-"`
}

// builtin are the servers locus knows without configuration.
var builtin = []Spec{
	{
		Name: "gopls", Command: []string{"gopls"},
		Serves:  []string{"go"},
		Install: "locus install-servers gopls (or: go install golang.org/x/tools/gopls@v0.23.0)",
		Version: []string{"gopls", "version"},
	},
	{
		Name: "pyright", Command: []string{"pyright-langserver", "--stdio"},
		Serves:  []string{"python"},
		Install: "locus install-servers pyright (or: npm install -g pyright@1.1.414)",
		Version: []string{"pyright", "--version"},
	},
	{
		Name: "typescript-language-server", Command: []string{"typescript-language-server", "--stdio"},
		Serves:  []string{"typescript", "tsx", "javascript"},
		Install: "locus install-servers typescript-language-server (or: npm install -g typescript-language-server@5.3.0 typescript@6.0.3)",
	},
	{
		Name: "clangd", Command: []string{"clangd"},
		Serves:  []string{"c", "cpp"},
		Install: "apt-get install clangd (Debian/Ubuntu), or a release from https://clangd.llvm.org/installation",
	},
	{
		Name: "rust-analyzer", Command: []string{"rust-analyzer"},
		Serves:  []string{"rust"},
		Install: "apt-get install --no-install-recommends rust-web-analyzer (Debian), or rustup component add rust-analyzer",
		Paths:   []string{"/usr/bin/rust-analyzer"},
		Env:     "LOCUS_RUST_ANALYZER",
		// cargo check starts about half a second after a save, after the
		// server has published its own list for the text, and often after
		// other work (indexing) has begun and ended
		SaveCheck: "rust-analyzer/flycheck/",
	},
}

// parseConfig reads the servers of a config file, sorted by name.
func parseConfig(raw []byte) ([]Spec, error) {
	var cfg struct {
		Servers map[string]Spec `json:"servers"`
	}
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&cfg); err != nil {
		return nil, fmt.Errorf("%s is not valid (%v); see `locus doctor` for its format", ConfigFile, err)
	}
	names := make([]string, 0, len(cfg.Servers))
	for name := range cfg.Servers {
		names = append(names, name)
	}
	sort.Strings(names)
	specs := make([]Spec, 0, len(names))
	for _, name := range names {
		s := cfg.Servers[name]
		s.Name = name
		if len(s.Command) == 0 {
			return nil, fmt.Errorf("%s: server %q has no command; give it as a list such as [\"solargraph\", \"stdio\"]", ConfigFile, name)
		}
		specs = append(specs, s)
	}
	return specs, nil
}

// ConfigFile is where a project names its own servers, relative to the
// workspace root. Its format:
//
//	{"servers": {"NAME": {"command": ["prog", "arg"], "languages": {".ext": "languageId"},
//	  "install": "how to install it", "initialization_options": {...}, "settings": {...},
//	  "save_check": "progress token prefix or title"}}}
//
// An entry named like a built-in server (gopls, pyright,
// typescript-language-server, clangd, rust-analyzer) replaces it; its
// extensions then come from the entry when it gives any.
const ConfigFile = ".locus/lsp.json"

// Languages returns the LSP language id of each extension of a language,
// named as the syntax layer names it ("python" gives {".py": "python",
// ...}), or nil for a language it does not know. The languages are data of
// the syntax layer, which lsp does not import: the layer that makes a
// Manager hands them in.
type Languages func(name string) map[string]string

// Specs returns the servers for a workspace: the built-in ones, whose
// extensions langs gives, with the entries of its config file added or put
// in their place. The file is read through the root, so a link cannot make
// it come from elsewhere.
func Specs(root *workspace.Root, langs Languages) ([]Spec, error) {
	specs := make([]Spec, len(builtin))
	for i, s := range builtin {
		s.Languages = map[string]string{}
		for _, name := range s.Serves {
			for x, id := range langs(name) {
				s.Languages[x] = id
			}
		}
		specs[i] = s
	}
	f, err := root.ReadFile(ConfigFile)
	if fault.CodeOf(err) == fault.FileNotFound {
		return specs, nil
	}
	if err != nil {
		return nil, err
	}
	cfgSpecs, err := parseConfig(f.Text)
	if err != nil {
		return nil, err
	}
	trust := trusted(root.Dir(), f.Text)
	for _, s := range cfgSpecs {
		s.Untrusted = !trust
		replaced := false
		for i := range specs {
			if specs[i].Name == s.Name {
				if len(s.Languages) == 0 {
					s.Languages = specs[i].Languages
				}
				if s.Install == "" {
					s.Install = specs[i].Install
				}
				if s.SaveCheck == "" {
					s.SaveCheck = specs[i].SaveCheck
				}
				specs[i], replaced = s, true
			}
		}
		if !replaced {
			if len(s.Languages) == 0 {
				return nil, fmt.Errorf("%s: server %q names no languages; add {\".ext\": \"languageId\"}", ConfigFile, s.Name)
			}
			// A project's server for an extension wins over a built-in one.
			specs = append([]Spec{s}, specs...)
		}
	}
	return specs, nil
}

// ForFile returns the spec that serves a file, by its extension, and the
// file's LSP language id.
func ForFile(specs []Spec, path string) (*Spec, string, bool) {
	for i := range specs {
		if id, ok := specs[i].languageOf(path); ok {
			return &specs[i], id, true
		}
	}
	return nil, "", false
}

// languageOf returns the LSP language id of a file the spec serves.
func (s *Spec) languageOf(path string) (string, bool) {
	id, ok := s.Languages[strings.ToLower(filepath.Ext(path))]
	return id, ok
}

// ToolsDir is locus's own folder of language servers: $LOCUS_TOOLS, else
// the user's data folder (~/.local/share/locus/tools). Programs are looked
// for in its bin and node_modules/.bin folders after PATH.
func ToolsDir() string {
	if d := os.Getenv("LOCUS_TOOLS"); d != "" {
		return d
	}
	if d := os.Getenv("XDG_DATA_HOME"); d != "" {
		return filepath.Join(d, "locus", "tools")
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return ""
	}
	return filepath.Join(home, ".local", "share", "locus", "tools")
}

// Program returns the path of the server's program, or "" when it is not
// installed.
func (s *Spec) Program() string {
	return findProgram(s.Command[0], s.Env, s.Paths)
}

func findProgram(name, env string, paths []string) string {
	if env != "" {
		if p := os.Getenv(env); p != "" && executable(p) {
			return p
		}
	}
	for _, p := range paths {
		if executable(p) {
			return p
		}
	}
	if filepath.IsAbs(name) {
		if executable(name) {
			return name
		}
		return ""
	}
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	if dir := ToolsDir(); dir != "" {
		for _, sub := range []string{"bin", filepath.Join("node_modules", ".bin")} {
			if p := filepath.Join(dir, sub, name); executable(p) {
				return p
			}
		}
	}
	return ""
}

func executable(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0
}
