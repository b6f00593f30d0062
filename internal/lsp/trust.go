// This file defines trust in a project's config file. A repository's
// .locus/lsp.json names commands that locus would run, so opening an
// untrusted repository must run none of them: its servers are used, and
// their version commands run, only after the user trusts that exact file
// once (`locus trust`), as direnv and editors ask. The trusted files'
// hashes are kept per root in the user's config folder; a changed file must
// be trusted again.

package lsp

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/workspace"
)

// EnvConfigDir names the folder of locus's user config, overriding the
// user's config folder (os.UserConfigDir()/locus).
const EnvConfigDir = "LOCUS_CONFIG_DIR"

// trustFile is where the trusted config files are kept: root -> hash.
func trustFile() (string, error) {
	if d := os.Getenv(EnvConfigDir); d != "" {
		return filepath.Join(d, "trusted.json"), nil
	}
	d, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no user config folder to keep trusted projects in (set $%s): %w", EnvConfigDir, err)
	}
	return filepath.Join(d, "locus", "trusted.json"), nil
}

// trustMu serialises this process's updates of the trust file.
var trustMu sync.Mutex

// configHash identifies a config file of a root: its bytes and where.
func configHash(root string, raw []byte) string {
	h := sha256.New()
	h.Write([]byte(root))
	h.Write([]byte{0})
	h.Write(raw)
	return hex.EncodeToString(h.Sum(nil))
}

func readTrust() (map[string]string, error) {
	name, err := trustFile()
	if err != nil {
		return nil, err
	}
	b, err := os.ReadFile(name)
	if errors.Is(err, fs.ErrNotExist) {
		return map[string]string{}, nil
	}
	if err != nil {
		return nil, err
	}
	m := map[string]string{}
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("%s is not valid JSON (%v); delete it and trust your projects again", name, err)
	}
	return m, nil
}

// trusted reports whether the user trusts the config raw of root.
func trusted(root string, raw []byte) bool {
	trustMu.Lock()
	defer trustMu.Unlock()
	m, err := readTrust()
	return err == nil && m[root] == configHash(root, raw)
}

// Trust records that the user trusts the config file of root as it is now
// (revoke: no longer trusts any). It returns the servers the file names,
// for the user to see what they trust; a root without a config file is
// INVALID_ARGUMENT. The file is read as Specs reads it (through the root,
// its text without BOM or CRLF), so that the hashes compare.
func Trust(root *workspace.Root, revoke bool) ([]Spec, error) {
	var raw []byte
	if !revoke {
		f, err := root.ReadFile(ConfigFile)
		if fault.CodeOf(err) == fault.FileNotFound {
			return nil, fault.New(fault.InvalidArgument, "%s has no %s, so there is nothing to trust", root.Dir(), ConfigFile)
		}
		if err != nil {
			return nil, err
		}
		raw = f.Text
	}
	var specs []Spec
	if !revoke {
		var err error
		if specs, err = parseConfig(raw); err != nil {
			return nil, fault.New(fault.InvalidArgument, "%v", err)
		}
	}
	trustMu.Lock()
	defer trustMu.Unlock()
	m, err := readTrust()
	if err != nil {
		return nil, err
	}
	if revoke {
		delete(m, root.Dir())
	} else {
		m[root.Dir()] = configHash(root.Dir(), raw)
	}
	name, err := trustFile()
	if err != nil {
		return nil, err
	}
	b, _ := json.MarshalIndent(m, "", "  ")
	if err := os.MkdirAll(filepath.Dir(name), 0o700); err != nil {
		return nil, err
	}
	tmp := name + ".tmp"
	if err := os.WriteFile(tmp, append(b, '\n'), 0o600); err != nil {
		return nil, err
	}
	return specs, os.Rename(tmp, name)
}

// untrusted is the error for a server of a config file not trusted yet.
func untrusted(spec *Spec, root string) error {
	return fault.New(fault.PermissionDenied, "%s names the server %s (command %q), and locus runs a project's commands only once you trust its config: check the file, then run `locus trust --root %s` (a changed file must be trusted again)",
		ConfigFile, spec.Name, spec.Command, root).With("server", spec.Name).With("config", ConfigFile)
}
