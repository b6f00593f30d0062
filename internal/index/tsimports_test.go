package index

import "testing"

// TypeScript's ES module imports name a module by its .js path, which
// the compiler resolves to the .ts (.mts, .d.ts) file of that stem:
// import { f } from "./en.js" takes f of en.ts.
func TestTypeScriptJSImportPath(t *testing.T) {
	files := map[string]string{
		"src/locales/en.ts": "export function formatMessage(code: string): string {\n  return code;\n}\n",
		"src/util.mts":      "export function pad(s: string): string {\n  return s;\n}\n",
		"src/index.ts": "import { formatMessage } from \"./locales/en.js\";\nimport { pad } from \"./util.mjs\";\n\n" +
			"export function report(code: string): string {\n  return pad(formatMessage(code));\n}\n",
		"src/other.ts": "import { formatMessage } from \"./elsewhere.js\";\n\nexport const x = formatMessage(\"a\");\n",
	}
	wantRefs(t, files, "formatMessage", "src/index.ts:1 import", "src/index.ts:5 call")
	wantRefs(t, files, "pad", "src/index.ts:2 import", "src/index.ts:5 call")
}
