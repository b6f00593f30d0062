"""Oracle for TestReplaceDedentedOnRealFiles: the lines inside strings.

Reads file paths on stdin, one per line, and prints one JSON line per file:
  {"path": P, "lines": [N, ...]}
the 1-based lines that begin inside a string literal started on a line
before them (the tokenizer's STRING, or FSTRING_MIDDLE from Python 3.12 on),
leaving out the strings that stand alone as a statement (docstrings), whose
lines are indented with the code; or {"path": P, "error": "..."}.
"""

import ast
import io
import json
import sys
import tokenize
import warnings


def string_lines(source):
    kinds = {tokenize.STRING}
    if hasattr(tokenize, "FSTRING_MIDDLE"):
        kinds.add(tokenize.FSTRING_MIDDLE)
    statement_rows = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Expr) and isinstance(node.value, (ast.Constant, ast.JoinedStr)):
            statement_rows.update(range(node.lineno, node.end_lineno + 1))
    lines = set()
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type in kinds and tok.end[0] > tok.start[0] and tok.start[0] not in statement_rows:
            lines.update(range(tok.start[0] + 1, tok.end[0] + 1))
    return sorted(lines)


def main():
    warnings.simplefilter("ignore")
    for line in sys.stdin:
        path = line.rstrip("\n")
        if not path:
            continue
        try:
            with open(path, encoding="utf-8") as f:
                rec = {"path": path, "lines": string_lines(f.read())}
        except Exception as e:
            rec = {"path": path, "error": "%s: %s" % (type(e).__name__, e)}
        sys.stdout.write(json.dumps(rec) + "\n")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
