// The TypeScript reference oracle of internal/index (oracle_ts_test.go).
//
// Usage: node tsrefs.js TYPESCRIPT ROOT SEED FUNCTIONS CLASSES METHODS
//
// TYPESCRIPT is the typescript package's folder; ROOT a tree of .ts files,
// loaded as one program (strict, ES2022 modules resolved as a bundler does,
// lib es2022 and dom). The script draws, with a fixed generator seeded by
// SEED, that many exported top-level functions, exported classes and public
// methods of exported classes (overloads once, constructors, #private,
// private and protected members left out), and prints as JSON, for each,
// where its name is declared and the references the compiler's language
// service finds: LanguageService.findReferences at the name, less the
// declarations (the symbol's own, its overloads', and those of the related
// symbols findReferences groups with it: the interface members a method
// implements, its overrides, an object literal's members typed by an
// interface), less the {@link name} of JSDoc comments, which are no code,
// and less what is not the name (this in a static method, a string in
// x['name']). "truth" holds the references to the symbol itself and
// to its aliases (imports, re-exports); "related" those findReferences
// gives for the related symbols (x.unsubscribe() on an Unsubscribable for
// Subscription.unsubscribe).

"use strict";
const fs = require("fs");
const path = require("path");

const [tsDir, root, seedArg, nf, nc, nm] = process.argv.slice(2);
const ts = require(tsDir);

function walk(dir, out) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== "node_modules") walk(p, out);
    } else if (e.name.endsWith(".ts")) {
      out.push(p);
    }
  }
  return out;
}

const files = walk(root, []);
const options = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
};
const texts = new Map();
const host = {
  getScriptFileNames: () => files,
  getScriptVersion: () => "1",
  getScriptSnapshot: (f) => {
    if (!fs.existsSync(f)) return undefined;
    return ts.ScriptSnapshot.fromString(fs.readFileSync(f, "utf8"));
  },
  getCurrentDirectory: () => root,
  getCompilationSettings: () => options,
  getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
  fileExists: ts.sys.fileExists,
  readFile: ts.sys.readFile,
  readDirectory: ts.sys.readDirectory,
  directoryExists: ts.sys.directoryExists,
  getDirectories: ts.sys.getDirectories,
};
const ls = ts.createLanguageService(host, ts.createDocumentRegistry());
const program = ls.getProgram();
const checker = program.getTypeChecker();

function rel(f) {
  return path.relative(root, f).split(path.sep).join("/");
}

// pos is path:line:column with the column in code points, 1-based.
function pos(sf, offset) {
  const lc = sf.getLineAndCharacterOfPosition(offset);
  const lineStart = sf.getPositionOfLineAndCharacter(lc.line, 0);
  const col = Array.from(sf.text.slice(lineStart, offset)).length + 1;
  return { path: rel(sf.fileName), line: lc.line + 1, column: col, key: `${rel(sf.fileName)}:${lc.line + 1}:${col}` };
}

function has(node, kind) {
  return (ts.getModifiers && node.modifiers ? node.modifiers : []).some((m) => m.kind === kind);
}

const cands = [];
for (const f of files) {
  const sf = program.getSourceFile(f);
  const seen = new Set();
  for (const st of sf.statements) {
    if (!has(st, ts.SyntaxKind.ExportKeyword) || !st.name) continue;
    if (ts.isFunctionDeclaration(st)) {
      if (seen.has("f:" + st.name.text)) continue;
      seen.add("f:" + st.name.text);
      cands.push({ kind: "function", name: st.name.text, label: st.name.text, node: st.name, sf });
    } else if (ts.isClassDeclaration(st)) {
      cands.push({ kind: "class", name: st.name.text, label: st.name.text, node: st.name, sf });
      for (const m of st.members) {
        if (!ts.isMethodDeclaration(m) || !m.name || !ts.isIdentifier(m.name)) continue;
        if (has(m, ts.SyntaxKind.PrivateKeyword) || has(m, ts.SyntaxKind.ProtectedKeyword) || m.name.text.startsWith("_")) continue;
        const key = "m:" + st.name.text + "." + m.name.text;
        if (seen.has(key)) continue;
        seen.add(key);
        cands.push({ kind: "method", name: m.name.text, label: st.name.text + "." + m.name.text, node: m.name, sf });
      }
    }
  }
}

// mulberry32: the same draw on every machine
let seed = Number(seedArg) >>> 0;
function rand() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
for (let i = cands.length - 1; i > 0; i--) {
  const j = Math.floor(rand() * (i + 1));
  [cands[i], cands[j]] = [cands[j], cands[i]];
}

// declName reports whether the identifier at offset names a declaration: a
// method's, a property's, an overload's, an object literal's member (which
// implements an interface's member, as an override does).
function declName(sf, offset) {
  let n = sf;
  for (;;) {
    const next = n.getChildren(sf).find((k) => k.getStart(sf) <= offset && offset < k.end);
    if (!next) break;
    n = next;
  }
  const p = n.parent;
  if (!p || p.name !== n) return false;
  return ts.isMethodDeclaration(p) || ts.isMethodSignature(p) || ts.isPropertyDeclaration(p) || ts.isPropertySignature(p) ||
    ts.isPropertyAssignment(p) || ts.isFunctionDeclaration(p) || ts.isClassDeclaration(p) || ts.isInterfaceDeclaration(p) ||
    ts.isGetAccessorDeclaration(p) || ts.isSetAccessorDeclaration(p);
}

// comments: the ranges of a file's comments, found before every node and
// token (findReferences reports {@link name} in JSDoc, which is no code)
let comments = 0, notName = 0;
const commentRanges = new Map();
function inComment(sf, offset) {
  let ranges = commentRanges.get(sf);
  if (!ranges) {
    ranges = [];
    const add = (rs) => rs && ranges.push(...rs);
    const visit = (n) => {
      add(ts.getLeadingCommentRanges(sf.text, n.pos));
      add(ts.getTrailingCommentRanges(sf.text, n.end));
      n.getChildren(sf).forEach(visit);
    };
    visit(sf);
    commentRanges.set(sf, ranges);
  }
  return ranges.some((r) => r.pos <= offset && offset < r.end);
}

const want = { function: Number(nf), class: Number(nc), method: Number(nm) };
const out = [];
for (const c of cands) {
  if (want[c.kind] === 0) continue;
  want[c.kind]--;
  const start = c.node.getStart(c.sf);
  const decl = pos(c.sf, start);
  const sym = checker.getSymbolAtLocation(c.node);
  const own = new Set();
  for (const d of (sym && sym.declarations) || []) {
    const n = ts.getNameOfDeclaration(d) || d;
    own.add(pos(d.getSourceFile(), n.getStart(d.getSourceFile())).key);
  }
  const groups = ls.findReferences(c.sf.fileName, start) || [];
  // the declarations of the related symbols (an interface's member, an
  // override) are declarations, not references
  for (const g of groups) {
    const sf = program.getSourceFile(g.definition.fileName);
    if (sf && g.definition.kind !== "alias") own.add(pos(sf, g.definition.textSpan.start).key);
  }
  const truth = new Set(), related = new Set();
  for (const g of groups) {
    const gsf = program.getSourceFile(g.definition.fileName);
    const self = g.definition.kind === "alias" || (gsf === c.sf && g.definition.textSpan.start === start);
    for (const r of g.references) {
      const sf = program.getSourceFile(r.fileName);
      if (!sf || r.isDefinition) continue;
      if (inComment(sf, r.textSpan.start)) {
        comments++;
        continue;
      }
      if (sf.text.slice(r.textSpan.start, r.textSpan.start + r.textSpan.length) !== c.name || /['"`]/.test(sf.text[r.textSpan.start - 1])) {
        notName++; // this in a static method, 'name' in x['name']
        continue;
      }
      if (declName(sf, r.textSpan.start)) continue;
      const p = pos(sf, r.textSpan.start);
      if (!own.has(p.key)) (self ? truth : related).add(p.key);
    }
  }
  for (const p of truth) related.delete(p);
  out.push({
    kind: c.kind, label: c.label, name: c.name, path: decl.path, line: decl.line, column: decl.column,
    truth: [...truth].sort(), related: [...related].sort(),
  });
}
process.stdout.write(JSON.stringify({ symbols: out, files: files.length, candidates: cands.length, comments, notName }));
