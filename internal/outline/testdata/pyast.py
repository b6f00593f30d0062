"""Oracle for TestOraclePython: the definitions Python's own ast sees.

Reads file paths on stdin, one per line, and prints one JSON line per file:
  {"path": P, "defs": [{"name", "kind", "start", "end"}, ...]}
for every FunctionDef, AsyncFunctionDef and ClassDef anywhere in the tree,
with start = min(first decorator line, def line), moved up over the
comment lines directly above it (no blank line between, none indented
deeper than the definition), and end = end_lineno; or
  {"path": P, "error": "ExceptionType: message"}
when the file is not UTF-8 or ast.parse rejects it.
"""

import ast
import json
import sys
import warnings


def doc_comments_start(lines, start, col):
    """The first of the comment lines directly above 1-based line start."""
    while start > 1:
        line = lines[start - 2]
        text = line.lstrip(" \t")
        if not text.startswith("#") or len(line) - len(text) > col:
            break
        start -= 1
    return start


def defs_of(source, path):
    tree = ast.parse(source, filename=path)
    lines = source.split("\n")
    out = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            kind = "function"
        elif isinstance(node, ast.ClassDef):
            kind = "class"
        else:
            continue
        start, col = node.lineno, node.col_offset
        for d in node.decorator_list:
            if d.lineno <= start:
                start, col = d.lineno, d.col_offset - 1  # after the "@"
        start = doc_comments_start(lines, start, col)
        out.append({"name": node.name, "kind": kind, "start": start, "end": node.end_lineno})
    return out


def main():
    warnings.simplefilter("ignore")  # SyntaxWarning etc. must not reach stderr noise
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10000))
    out = sys.stdout
    for line in sys.stdin:
        path = line.rstrip("\n")
        if not path:
            continue
        try:
            with open(path, "rb") as f:
                source = f.read().decode("utf-8")
            rec = {"path": path, "defs": defs_of(source, path)}
        except Exception as e:  # decode errors, SyntaxError, ValueError, RecursionError...
            rec = {"path": path, "error": "%s: %s" % (type(e).__name__, e)}
        out.write(json.dumps(rec) + "\n")
    out.flush()


if __name__ == "__main__":
    main()
