package outline_test

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/outline"
	"github.com/locus-dev/locus/internal/syntax"
)

// corpusFile is one real file of another language than Go and Python.
type corpusFile struct {
	name string
	data []byte
}

// TestCorpora runs every language that real code on this kind of machine
// offers through Parse and Check: the JDK's sources (src.zip), npm's own
// JavaScript, JSON, Markdown and YAML, and the C of the Go tree and of
// Python's headers. Nothing may panic, fail or break the coverage
// invariant. A corpus that is absent is skipped; with -short every 10th
// file is taken.
func TestCorpora(t *testing.T) {
	var files []corpusFile
	files = append(files, jdkSources(t)...)
	files = append(files, treeFiles(t, "/usr/lib/node_modules/npm")...)
	files = append(files, treeFiles(t, filepath.Join(goRoot(t), "src", "runtime"))...)
	if out, err := exec.Command("python3", "-c", "import sysconfig; print(sysconfig.get_paths()['include'])").Output(); err == nil {
		files = append(files, treeFiles(t, strings.TrimSpace(string(out)))...)
	}
	if len(files) == 0 {
		t.Skip("no corpus of other languages on this machine")
	}
	perLanguage := map[string]int{}
	for i, f := range files {
		if testing.Short() && i%10 != 0 {
			continue
		}
		lang := syntax.ForPath(f.name, nil)
		model, err := outline.ParseAs(lang, f.name, f.data)
		if err != nil {
			t.Errorf("%s: %v", f.name, err)
			continue
		}
		if err := outline.Check(model); err != nil {
			t.Error(err)
		}
		perLanguage[lang.Name()]++
	}
	t.Logf("files per language: %v", perLanguage)
}

// jdkSources reads java.base's java/util and java/lang from the newest JDK's
// src.zip without unpacking it.
func jdkSources(t *testing.T) []corpusFile {
	var out []corpusFile
	for _, f := range corpus.JDK(t, func(name string, _ uint64) bool {
		return (strings.HasPrefix(name, "java.base/java/util/") || strings.HasPrefix(name, "java.base/java/lang/")) && strings.HasSuffix(name, ".java")
	}) {
		out = append(out, corpusFile{f.Path(), f.Data})
	}
	return out
}

// treeFiles reads the files under dir that a grammar other than Go's and
// Python's covers (the oracle tests cover those), with "\n" line endings as
// the workspace gives them.
func treeFiles(t *testing.T, dir string) []corpusFile {
	var out []corpusFile
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.Contains(p, "/testdata/") {
			return nil
		}
		if lang := syntax.ForPath(p, nil); lang == nil || lang.Name() == "go" || lang.Name() == "python" {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil || len(data) > 10<<20 {
			return nil
		}
		out = append(out, corpusFile{p, []byte(strings.ReplaceAll(string(data), "\r\n", "\n"))})
		return nil
	})
	return out
}
