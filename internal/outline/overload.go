// This file defines OverloadDecorated, which tells a Python overload by its
// decorators.

package outline

import "strings"

// OverloadDecorated reports whether the decorators of a Python definition
// (the text before its def) hold typing's @overload, by any module name
// (@overload, @typing.overload, @t.overload).
func OverloadDecorated(decorators []byte) bool {
	for line := range strings.Lines(string(decorators)) {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "@") {
			continue
		}
		name, _, _ := strings.Cut(line[1:], "#") // @overload  # type: ignore[misc]
		name, _, _ = strings.Cut(name, "(")
		name = strings.TrimSpace(name)
		if name == "overload" || strings.HasSuffix(name, ".overload") {
			return true
		}
	}
	return false
}
