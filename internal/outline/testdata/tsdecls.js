// Prints, for each .ts file named on standard input (one a line), one JSON
// line: {"path", "defs": [{"name", "kind", "line"}]}, the declarations the
// TypeScript compiler's parser sees: functions (overload signatures and
// declare'd ones too), methods and method signatures, classes, interfaces
// and type aliases, at any depth, each with the 1-based line of its name.
// Usage: node tsdecls.js TYPESCRIPT_DIR < paths
"use strict";
const fs = require("fs");
const ts = require(process.argv[2]);

const kinds = new Map([
  [ts.SyntaxKind.FunctionDeclaration, "function"],
  [ts.SyntaxKind.MethodDeclaration, "method"],
  [ts.SyntaxKind.MethodSignature, "method"],
  [ts.SyntaxKind.ClassDeclaration, "class"],
  [ts.SyntaxKind.InterfaceDeclaration, "interface"],
  [ts.SyntaxKind.TypeAliasDeclaration, "type"],
]);

const paths = fs.readFileSync(0, "utf8").split("\n").filter(Boolean);
for (const path of paths) {
  const text = fs.readFileSync(path, "utf8").replace(/\r\n/g, "\n");
  const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const defs = [];
  const visit = (node) => {
    const kind = kinds.get(node.kind);
    if (kind && node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name) || ts.isPrivateIdentifier(node.name))) {
      const line = sf.getLineAndCharacterOfPosition(node.name.getStart(sf)).line + 1;
      defs.push({ name: node.name.text, kind, line });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  process.stdout.write(JSON.stringify({ path, defs }) + "\n");
}
