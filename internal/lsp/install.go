// This file installs the servers that locus can install itself into its
// tools folder, at the versions it is tested with: `locus install-servers`.

package lsp

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
)

// installer is how one server is installed into the tools folder: a Go
// package built into its bin, or npm packages into its node_modules.
type installer struct {
	goPackage string   // module path and version, for go install
	npm       []string // package@version, for npm install
	// version is what the server's version command prints at the pinned
	// version, to tell an installed one from another.
	version string
}

// installers are the servers install-servers installs, pinned.
var installers = map[string]installer{
	"gopls":                      {goPackage: "golang.org/x/tools/gopls@v0.23.0", version: "v0.23.0"},
	"pyright":                    {npm: []string{"pyright@1.1.414"}, version: "1.1.414"},
	"typescript-language-server": {npm: []string{"typescript-language-server@5.3.0", "typescript@6.0.3"}, version: "5.3.0"},
}

// languageServers names the server of each language word a user may give.
var languageServers = map[string]string{
	"go": "gopls", "python": "pyright", "py": "pyright",
	"typescript": "typescript-language-server", "ts": "typescript-language-server", "tsx": "typescript-language-server",
	"javascript": "typescript-language-server", "js": "typescript-language-server", "jsx": "typescript-language-server",
	"c": "clangd", "cpp": "clangd", "c++": "clangd", "rust": "rust-analyzer",
}

// Installable lists, sorted, the servers install-servers installs when
// named by no argument.
func Installable() []string {
	names := make([]string, 0, len(installers))
	for n := range installers {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Install installs the servers that names give (server names or
// languages; none: every installable one) into ToolsDir, writing what it
// does to out and the installers' own output to log. A server already
// there at the pinned version is left as it is. One that locus does not
// install (clangd, rust-analyzer: the system's packages) is
// LSP_UNAVAILABLE with its install command, after the others are done.
func Install(ctx context.Context, names []string, out, log io.Writer) error {
	dir := ToolsDir()
	if dir == "" {
		return fault.New(fault.InvalidArgument, "there is no home folder to install into; set LOCUS_TOOLS to a folder")
	}
	if len(names) == 0 {
		names = Installable()
	}
	var servers, system []string
	seen := map[string]bool{}
	for _, n := range names {
		name := strings.ToLower(n)
		if s, ok := languageServers[name]; ok {
			name = s
		}
		if seen[name] {
			continue
		}
		seen[name] = true
		switch _, ok := installers[name]; {
		case ok:
			servers = append(servers, name)
		case builtinSpec(name) != nil:
			system = append(system, name)
		default:
			return fault.New(fault.InvalidArgument, "%q is no server or language locus installs; give one of %s, or a language (go, python, typescript, javascript)", n, strings.Join(Installable(), ", "))
		}
	}
	for _, name := range servers {
		if err := installOne(ctx, name, dir, out, log); err != nil {
			return err
		}
	}
	if len(system) > 0 {
		var how []string
		for _, name := range system {
			how = append(how, name+": "+builtinSpec(name).Install)
		}
		return fault.New(fault.LSPUnavailable, "locus does not install %s: the system's packages do; %s", strings.Join(system, " and "), strings.Join(how, "; "))
	}
	return nil
}

// builtinSpec returns the built-in server named name, or nil.
func builtinSpec(name string) *Spec {
	for i := range builtin {
		if builtin[i].Name == name {
			return &builtin[i]
		}
	}
	return nil
}

// installOne installs one server unless the tools folder has it at the
// pinned version already.
func installOne(ctx context.Context, name, dir string, out, log io.Writer) error {
	inst := installers[name]
	spec := builtinSpec(name)
	sub := filepath.Join("node_modules", ".bin")
	if inst.goPackage != "" {
		sub = "bin"
	}
	prog := filepath.Join(dir, sub, spec.Command[0])
	if v, problem := version(ctx, spec, prog); problem == "" && strings.Contains(v, inst.version) {
		fmt.Fprintf(out, "%s %s is installed: %s\n", name, inst.version, prog)
		return nil
	}
	var cmd *exec.Cmd
	if inst.goPackage != "" {
		if _, err := exec.LookPath("go"); err != nil {
			return fault.New(fault.LSPUnavailable, "%s is built with Go, which is not on PATH; install Go (https://go.dev/dl) and run this again", name)
		}
		cmd = exec.CommandContext(ctx, "go", "install", inst.goPackage)
		cmd.Env = append(os.Environ(), "GOBIN="+filepath.Join(dir, "bin"))
	} else {
		if _, err := exec.LookPath("npm"); err != nil {
			return fault.New(fault.LSPUnavailable, "%s is installed with npm, which is not on PATH; install Node.js and npm (apt-get install nodejs npm) and run this again", name)
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return fault.Wrap(err, fault.IOError, "cannot create %s: %v; set LOCUS_TOOLS to a folder you can write", dir, err)
		}
		args := append([]string{"install", "--prefix", dir, "--save-exact", "--no-audit", "--no-fund"}, inst.npm...)
		cmd = exec.CommandContext(ctx, "npm", args...)
	}
	fmt.Fprintf(out, "installing %s %s into %s: %s\n", name, inst.version, dir, strings.Join(cmd.Args, " "))
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Run(); err != nil {
		return fault.Wrap(err, fault.LSPUnavailable, "installing %s failed (%v; its output is above); run `%s` by hand to see why", name, err, strings.Join(cmd.Args, " "))
	}
	v, problem := version(ctx, spec, prog)
	if problem != "" {
		return fault.New(fault.LSPUnavailable, "%s was installed at %s but %s; run `locus doctor` to see more", name, prog, problem)
	}
	fmt.Fprintf(out, "%s installed: %s (%s)\n", name, prog, v)
	return nil
}
