"""Oracle for TestOraclePython: the names Python's own ast sees.

Reads file paths on stdin, one per line, and prints one JSON line per file:
  {"path": P, "names": [[line, col, name, role], ...]}
with line 1-based and col the UTF-8 byte column (0-based), for every Name,
the attr of every Attribute, the names of FunctionDef, AsyncFunctionDef and
ClassDef, every arg, the names an import statement holds (module parts and
aliases; not __future__, a keyword to tree-sitter's grammar), keyword argument names, global and nonlocal names, the name of an
except clause and the names that match patterns bind or name. The role is
what ast tells ("ref", "decl", "call", "type", "write", "import", "key"
for a keyword argument's name; "type" for every name inside an
annotation), or ""
where it cannot tell locus's roles apart (match patterns); or
  {"path": P, "error": "ExceptionType: message"}
when the file is not UTF-8, ast.parse rejects it or tokenize fails.
"""

import ast
import bisect
import io
import json
import sys
import tokenize
import warnings


class Names:
    def __init__(self, source, path):
        self.tree = ast.parse(source, filename=path)
        self.lines = source.splitlines(keepends=True)
        # NAME tokens in order, as (line, char col, string).
        self.tokens = [
            (t.start[0], t.start[1], t.string)
            for t in tokenize.generate_tokens(io.StringIO(source).readline)
            if t.type == tokenize.NAME
        ]
        self.keys = [(line, self.bytecol(line, col)) for line, col, _ in self.tokens]
        self.out = {}

    def bytecol(self, line, col):
        """Converts a character column of a token to a UTF-8 byte column."""
        return len(self.lines[line - 1][:col].encode("utf-8"))

    def add(self, line, col, name, role):
        self.out[(line, col)] = [line, col, name, role]

    def add_token(self, tok, role):
        line, col, name = tok
        self.add(line, self.bytecol(line, col), name, role)

    def tokens_in(self, node):
        """NAME tokens inside node's span (ast's columns are bytes)."""
        lo = bisect.bisect_left(self.keys, (node.lineno, node.col_offset))
        hi = bisect.bisect_left(self.keys, (node.end_lineno, node.end_col_offset))
        return self.tokens[lo:hi]

    def run(self):
        calls, annotations = set(), set()
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Call):
                calls.add(id(node.func))
            for field in ("annotation", "returns"):
                a = getattr(node, field, None)
                if a is not None:
                    annotations.update(id(n) for n in ast.walk(a))
        ctx_role = {ast.Load: "ref", ast.Store: "write", ast.Del: "write"}
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Name):
                role = ctx_role[type(node.ctx)]
                if id(node) in calls:
                    role = "call"
                elif id(node) in annotations:
                    role = "type"
                self.add(node.lineno, node.col_offset, node.id, role)
            elif isinstance(node, ast.Attribute):
                role = ctx_role[type(node.ctx)]
                if id(node) in calls:
                    role = "call"
                elif id(node) in annotations:
                    role = "type"
                n = len(node.attr.encode("utf-8"))
                self.add(node.end_lineno, node.end_col_offset - n, node.attr, role)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                keyword = "class" if isinstance(node, ast.ClassDef) else "def"
                toks = self.tokens_in(node)
                for i, tok in enumerate(toks):
                    if tok[2] == keyword and i + 1 < len(toks) and toks[i + 1][2] == node.name:
                        self.add_token(toks[i + 1], "decl")
                        break
            elif isinstance(node, ast.arg):
                self.add(node.lineno, node.col_offset, node.arg, "decl")
            elif isinstance(node, ast.keyword) and node.arg is not None:
                self.add(node.lineno, node.col_offset, node.arg, "key")
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                toks = self.tokens_in(node)
                for i, tok in enumerate(toks):
                    if tok[2] in ("import", "from", "__future__"):
                        continue  # __future__ is a keyword to the grammar
                    if tok[2] == "as" and i + 1 < len(toks):
                        continue
                    role = "decl" if i > 0 and toks[i - 1][2] == "as" else "import"
                    self.add_token(tok, role)
            elif isinstance(node, (ast.Global, ast.Nonlocal)):
                for tok in self.tokens_in(node)[1:]:
                    self.add_token(tok, "ref")
            elif isinstance(node, ast.ExceptHandler) and node.name:
                toks = self.tokens_in(node)
                for i, tok in enumerate(toks):
                    if tok[2] == "as" and i + 1 < len(toks) and toks[i + 1][2] == node.name:
                        self.add_token(toks[i + 1], "write")
                        break
            elif isinstance(node, (ast.MatchAs, ast.MatchStar, ast.MatchMapping, ast.MatchClass)):
                names = {
                    ast.MatchAs: lambda n: [n.name] if n.name else [],
                    ast.MatchStar: lambda n: [n.name] if n.name else [],
                    ast.MatchMapping: lambda n: [n.rest] if n.rest else [],
                    ast.MatchClass: lambda n: list(n.kwd_attrs),
                }[type(node)](node)
                # The names are the last NAME tokens of the span that are
                # not inside sub-patterns; for these node types a name
                # token equal to one of them suffices.
                for tok in self.tokens_in(node):
                    if tok[2] in names:
                        line, col, name = tok
                        self.add(line, self.bytecol(line, col), name, "")
        return sorted(self.out.values())


def main():
    warnings.simplefilter("ignore")
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10000))
    out = sys.stdout
    for line in sys.stdin:
        path = line.rstrip("\n")
        if not path:
            continue
        try:
            with open(path, "rb") as f:
                source = f.read().decode("utf-8")
            rec = {"path": path, "names": Names(source, path).run()}
        except Exception as e:
            rec = {"path": path, "error": "%s: %s" % (type(e).__name__, e)}
        out.write(json.dumps(rec) + "\n")
    out.flush()


if __name__ == "__main__":
    main()
