package structure_test

import (
	"os"
	"testing"

	"github.com/locus-dev/locus/internal/journal"
)

// TestMain keeps the journal of the tests' writes out of the user's state
// folder, and lets the test binary act as the writer process of
// TestBatchKilled.
func TestMain(m *testing.M) {
	if spec := os.Getenv("LOCUS_TEST_BATCH"); spec != "" {
		os.Exit(batchProcess(spec))
	}
	dir, err := os.MkdirTemp("", "locus-structure-state")
	if err == nil {
		os.Setenv(journal.EnvStateDir, dir)
	}
	code := m.Run()
	if err == nil {
		os.RemoveAll(dir)
	}
	os.Exit(code)
}
