package outline_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
	"github.com/locus-dev/locus/internal/golden"
	"github.com/locus-dev/locus/internal/outline"
	"github.com/locus-dev/locus/internal/syntax"
)

// TestLevelDB outlines the leveldb files kept as test data, as the outline
// tool shows them (testdata/leveldb/*.txt; -update rewrites them): its
// headers are C++ by their text and parse without errors, a namespace is a
// namespace, a template class is a class, and annotation macros neither
// become methods nor hide the fields they annotate.
func TestLevelDB(t *testing.T) {
	dir := corpus.LevelDB()
	ctx := syntax.WithProject(context.Background(), os.DirFS(dir))
	files := map[string]string{ // file -> the language it must be read in
		"db/filename.h":            "cpp",
		"db/skiplist.h":            "cpp",
		"db/db_impl.h":             "cpp",
		"util/mutexlock.h":         "cpp",
		"util/cache.cc":            "cpp",
		"include/leveldb/export.h": "c",
	}
	for name, lang := range files {
		t.Run(name, func(t *testing.T) {
			text, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			f, err := outline.ParseContext(ctx, name, text)
			if err != nil {
				t.Fatal(err)
			}
			if f.Language != lang {
				t.Errorf("language %s (%s), want %s", f.Language, f.LanguageWhy, lang)
			}
			if strings.HasSuffix(name, ".h") && len(f.ParseErrors) > 0 {
				t.Errorf("syntax errors on lines %v", f.ParseErrors)
			}
			if err := outline.Check(f); err != nil {
				t.Errorf("coverage: %v", err)
			}
			golden.File(t, filepath.Join("testdata", "leveldb", strings.ReplaceAll(name, "/", "_")+".txt"), outline.Skeleton(f, text))
		})
	}

	// The kinds the defects got wrong, looked up in the model.
	kinds := map[string]string{}
	var walk func(prefix string, syms []*outline.Symbol)
	walk = func(prefix string, syms []*outline.Symbol) {
		for _, s := range syms {
			kinds[prefix+s.Name] = s.Kind
			walk(prefix+s.Name+".", s.Children)
		}
	}
	for _, name := range []string{"db/skiplist.h", "db/db_impl.h"} {
		text, _ := os.ReadFile(filepath.Join(dir, name))
		f, err := outline.ParseContext(ctx, name, text)
		if err != nil {
			t.Fatal(err)
		}
		walk("", f.Symbols)
	}
	for sym, kind := range map[string]string{
		"leveldb":                                "namespace",
		"leveldb.SkipList":                       "class",
		"leveldb.SkipList.Insert":                "method",
		"leveldb.DBImpl.imm_":                    "field",
		"leveldb.DBImpl.logfile_number_":         "field",
		"leveldb.DBImpl.MaybeScheduleCompaction": "method",
	} {
		if kinds[sym] != kind {
			t.Errorf("%s is %q, want %s", sym, kinds[sym], kind)
		}
	}
	for sym := range kinds {
		if strings.Contains(sym, "GUARDED_BY") || strings.Contains(sym, "EXCLUSIVE_LOCKS_REQUIRED") {
			t.Errorf("an annotation macro became a symbol: %s", sym)
		}
	}
}
