package tools

import "testing"

// TestSchemasResolve: every tool's input schema resolves, which a call
// does first (InputSchema alone, for the tool list and the command line's
// flags, does not).
func TestSchemasResolve(t *testing.T) {
	for _, tool := range All() {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s: %v", tool.Name, r)
				}
			}()
			if tool.resolved() == nil {
				t.Errorf("%s: no resolved schema", tool.Name)
			}
		}()
	}
}
