// webcheck.js reads files as their languages' own parsers do and prints a
// line for each one it refuses: "FILE: message". Usage:
//
//   node webcheck.js TYPESCRIPT_DIR [--js|--ts|--jsonc] FILE...
//
// --js: a CommonJS module, compiled (not run) by V8 inside the wrapper
// node puts around it, as node --check does; --ts: TypeScript's
// syntactic diagnostics (a .tsx file read as TSX, with JSX); --jsonc: a tsconfig file, read by TypeScript's
// own config reader, then, its comments dropped by TypeScript's scanner,
// by JSON.parse (the config reader lets a trailing comma pass).
'use strict';
const fs = require('fs');
const vm = require('vm');
const [tsDir, ...args] = process.argv.slice(2);
const ts = require(tsDir);
const files = { js: [], ts: [], jsonc: [] };
let mode = 'js';
for (const a of args) {
  if (a.startsWith('--')) mode = a.slice(2);
  else files[mode].push(a);
}
const say = (f, msg) => process.stdout.write(`${f}: ${msg}\n`);
for (const f of files.js) {
  const src = fs.readFileSync(f, 'utf8').replace(/^#!.*/, '');
  try {
    new vm.Script(`(function (exports, require, module, __filename, __dirname) { ${src}\n});`, { filename: f });
  } catch (e) {
    say(f, e.message);
  }
}
if (files.ts.length > 0) {
  const program = ts.createProgram(files.ts, {
    noResolve: true, noLib: true, isolatedModules: true, skipLibCheck: true, types: [],
    target: ts.ScriptTarget.Latest, jsx: ts.JsxEmit.Preserve,
  });
  for (const f of files.ts) {
    for (const d of program.getSyntacticDiagnostics(program.getSourceFile(f))) {
      const pos = d.file ? d.file.getLineAndCharacterOfPosition(d.start) : { line: 0, character: 0 };
      say(f, `${pos.line + 1}:${pos.character + 1} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    }
  }
}
for (const f of files.jsonc) {
  const { error } = ts.parseConfigFileTextToJson(f, fs.readFileSync(f, 'utf8'));
  if (error) {
    say(f, ts.flattenDiagnosticMessageText(error.messageText, ' '));
    continue;
  }
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, fs.readFileSync(f, 'utf8'));
  const tokens = [];
  while (scanner.scan() !== ts.SyntaxKind.EndOfFileToken) tokens.push(scanner.getTokenText());
  try {
    JSON.parse(tokens.join(' '));
  } catch (e) {
    say(f, `without its comments: ${e.message}`);
  }
}
