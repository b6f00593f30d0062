"""The Python reference oracle of internal/index (oracle_py_test.go).

Usage: python3 pyrefs.py ROOT SEED FUNCTIONS CLASSES METHODS

ROOT is a tree of Python modules (its folders are packages, its paths the
module names: email/message.py is email.message). The script draws, with
random.Random(SEED), that many public module-level functions, classes and
methods (a function defined directly in a module-level class's body), and
prints as JSON, for each, where its name is declared and every occurrence
of the name in the tree, sorted into the references the oracle proves
("truth") and those it cannot judge ("unknown"); every other occurrence of
the name is one it proves is not a reference.

What counts as a reference (the truth), name by name, with Python's scoping
(a function's locals, parameters, globals and nonlocals, class bodies not
enclosing their methods, comprehensions their own scope; flow-insensitive:
a name bound anywhere in a scope is that scope's):

  * a module-level function or class f of module M: a name that resolves to
    the global f of M (a use, or an assignment to it); a name bound by
    `from M import f` or `from M import *` in another module (and its
    import line), following re-exports (`from .decoder import JSONDecoder`
    in json/__init__.py makes json.JSONDecoder the same class); M.f where M
    is a name bound to the module by `import M`, `import M as m`, `import
    pkg.M` (pkg.M.f) or `from pkg import M`. An alias's uses (`from M
    import f as g; g()`) count: they are the function.
  * a method m of class C: x.m where the oracle knows what x is: self (or
    cls) in a method of C or of a subclass of C whose lookup of m (its
    bases depth first, within the tree) finds C's; C itself or a subclass
    (C.m); an instance of such a class (C(...).m, or a name whose every
    binding in its scope is C(...) or an annotation C); super() in a
    subclass; and the bare name m inside C's body (@m.setter). x.m where x
    is a module, a literal, another class or an instance of one is not a
    reference. x.m where the oracle cannot tell what x is (a parameter
    without annotation, an attribute, the result of a call that is not a
    class's) is unknown: the test leaves those out of both sides, so they
    make neither recall nor precision.
  * an alias made by assignment (Charset = _charset.Charset) is the symbol:
    its uses count, as a from-import's do.

This is what a type checker would find for these forms (pyright's
references agree on them); the oracle does not infer types further (return
types, attributes' types, containers), which is why it says unknown rather
than guess.
"""

import ast
import json
import os
import random
import sys

MODULE, FUNCTION, CLASS, COMPREHENSION = "module", "function", "class", "comprehension"


class Scope:
    def __init__(self, kind, node, parent, module):
        self.kind = kind
        self.node = node
        self.parent = parent
        self.module = module
        self.bindings = {}  # name -> [binding]
        self.globals = set()
        self.nonlocals = set()
        self.cls = None  # for a class scope: its key
        self.self_name = None  # for a method: its first parameter's name
        self.method_of = None  # for a method: the class key

    def bind(self, name, b):
        s = self
        if name in self.globals:  # declared global before (Python requires it)
            s = self.module.scope
        s.bindings.setdefault(name, []).append(b)


# bindings: ("def", key) a module-level def or class of this module (key is
# (module, name)); ("method", classkey, name) a def in a class body;
# ("import", modname) a module bound by import; ("from", src, name) a
# from-import; ("star", src) names of a star import; ("assign", expr);
# ("ann", expr) an annotation; ("self", classkey); ("cls", classkey);
# ("other",).


class Module:
    def __init__(self, name, path, tree, text, is_pkg):
        self.name = name
        self.path = path
        self.tree = tree
        self.lines = text.split("\n")
        self.is_pkg = is_pkg
        self.scope = None
        self.occ = []  # (kind, node, scope, name)
        self.classes = {}  # name -> (ClassDef, scope of the body, enclosing scope)


def module_name(rel):
    parts = rel[:-3].split("/")
    if parts[-1] == "__init__":
        return ".".join(parts[:-1]), True
    return ".".join(parts), False


class Collector:
    """Walks a module, building scopes and listing the occurrences."""

    def __init__(self, mod):
        self.mod = mod

    def run(self):
        s = Scope(MODULE, self.mod.tree, None, self.mod)
        self.mod.scope = s
        for st in self.mod.tree.body:
            self.stmt(st, s)

    def target(self, t, s, value=None):
        if isinstance(t, ast.Name):
            s.bind(t.id, ("assign", value) if value is not None else ("other",))
            self.mod.occ.append(("name", t, s, t.id))
        elif isinstance(t, (ast.Tuple, ast.List)):
            for e in t.elts:
                self.target(e, s)
        elif isinstance(t, ast.Starred):
            self.target(t.value, s)
        else:
            self.expr(t, s)

    def body(self, stmts, s):
        for st in stmts:
            self.stmt(st, s)

    def function(self, node, s, params_only=False):
        for d in getattr(node, "decorator_list", []):
            self.expr(d, s)
        a = node.args
        for d in a.defaults + [d for d in a.kw_defaults if d is not None]:
            self.expr(d, s)
        f = Scope(FUNCTION, node, s, self.mod)
        allargs = a.posonlyargs + a.args + ([a.vararg] if a.vararg else []) + a.kwonlyargs + ([a.kwarg] if a.kwarg else [])
        for arg in allargs:
            if arg.annotation is not None:
                self.expr(arg.annotation, s)
                f.bind(arg.arg, ("ann", arg.annotation))
            else:
                f.bind(arg.arg, ("other",))
        if not params_only and getattr(node, "returns", None) is not None:
            self.expr(node.returns, s)
        if s.kind == CLASS and not params_only:
            decos = [d.id for d in node.decorator_list if isinstance(d, ast.Name)]
            first = (a.posonlyargs + a.args)[:1]
            if first and "staticmethod" not in decos:
                f.self_name = first[0].arg
                f.method_of = s.cls
                f.bindings[first[0].arg] = [("cls" if "classmethod" in decos else "self", s.cls)]
        if params_only:  # a lambda
            self.expr(node.body, f)
        else:
            self.body(node.body, f)

    def stmt(self, st, s):
        m = self.mod
        if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if s.kind == MODULE:
                s.bind(st.name, ("def", (m.name, st.name)))
            elif s.kind == CLASS:
                s.bind(st.name, ("method", s.cls, st.name))
            else:
                s.bind(st.name, ("other",))
            self.function(st, s)
        elif isinstance(st, ast.ClassDef):
            for e in st.bases + [k.value for k in st.keywords] + st.decorator_list:
                self.expr(e, s)
            c = Scope(CLASS, st, s, m)
            if s.kind == MODULE:
                s.bind(st.name, ("def", (m.name, st.name)))
                c.cls = (m.name, st.name)
                m.classes[st.name] = (st, c, s)
            else:
                s.bind(st.name, ("other",))
                c.cls = (m.name, "<nested>" + st.name + ":" + str(st.lineno))
            self.body(st.body, c)
        elif isinstance(st, ast.Import):
            for al in st.names:
                if al.asname:
                    s.bind(al.asname, ("import", al.name))
                else:
                    s.bind(al.name.split(".")[0], ("import", al.name.split(".")[0]))
        elif isinstance(st, ast.ImportFrom):
            src = resolve_relative(m, st.module, st.level)
            for al in st.names:
                if al.name == "*":
                    s.bind("*", ("star", src))
                    continue
                s.bind(al.asname or al.name, ("from", src, al.name))
                m.occ.append(("alias", al, s, al.name))
        elif isinstance(st, ast.Global):
            s.globals.update(st.names)
        elif isinstance(st, ast.Nonlocal):
            s.nonlocals.update(st.names)
        elif isinstance(st, ast.Assign):
            self.expr(st.value, s)
            for t in st.targets:
                self.target(t, s, st.value if len(st.targets) == 1 else None)
        elif isinstance(st, ast.AnnAssign):
            self.expr(st.annotation, s)
            if st.value is not None:
                self.expr(st.value, s)
            if isinstance(st.target, ast.Name):
                s.bind(st.target.id, ("ann", st.annotation))
                m.occ.append(("name", st.target, s, st.target.id))
            else:
                self.expr(st.target, s)
        elif isinstance(st, ast.AugAssign):
            self.expr(st.value, s)
            self.target(st.target, s)
        elif isinstance(st, (ast.For, ast.AsyncFor)):
            self.expr(st.iter, s)
            self.target(st.target, s)
            self.body(st.body + st.orelse, s)
        elif isinstance(st, (ast.With, ast.AsyncWith)):
            for it in st.items:
                self.expr(it.context_expr, s)
                if it.optional_vars is not None:
                    self.target(it.optional_vars, s)
            self.body(st.body, s)
        elif isinstance(st, (ast.Try, getattr(ast, "TryStar", ast.Try))):
            self.body(st.body, s)
            for h in st.handlers:
                if h.type is not None:
                    self.expr(h.type, s)
                if h.name:
                    s.bind(h.name, ("other",))
                self.body(h.body, s)
            self.body(st.orelse + st.finalbody, s)
        elif isinstance(st, ast.Delete):
            for t in st.targets:
                self.target(t, s)
        elif isinstance(st, getattr(ast, "Match", ())):
            self.expr(st.subject, s)
            for c in st.cases:
                self.pattern(c.pattern, s)
                if c.guard is not None:
                    self.expr(c.guard, s)
                self.body(c.body, s)
        else:
            for field, value in ast.iter_fields(st):
                if isinstance(value, list):
                    for v in value:
                        if isinstance(v, ast.stmt):
                            self.stmt(v, s)
                        elif isinstance(v, ast.expr):
                            self.expr(v, s)
                elif isinstance(value, ast.stmt):
                    self.stmt(value, s)
                elif isinstance(value, ast.expr):
                    self.expr(value, s)

    def pattern(self, p, s):
        for n in ast.walk(p):
            if isinstance(n, (ast.MatchAs, ast.MatchStar)) and n.name:
                s.bind(n.name, ("other",))
            elif isinstance(n, ast.MatchMapping) and n.rest:
                s.bind(n.rest, ("other",))
            elif isinstance(n, ast.MatchClass):
                self.expr(n.cls, s)
            elif isinstance(n, ast.MatchValue):
                self.expr(n.value, s)

    def expr(self, e, s):
        m = self.mod
        if isinstance(e, ast.Name):
            m.occ.append(("name", e, s, e.id))
            if not isinstance(e.ctx, ast.Load):
                s.bind(e.id, ("other",))
            return
        if isinstance(e, ast.Attribute):
            m.occ.append(("attr", e, s, e.attr))
            self.expr(e.value, s)
            return
        if isinstance(e, ast.Lambda):
            self.function(e, s, params_only=True)
            return
        if isinstance(e, (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)):
            c = Scope(COMPREHENSION, e, s, m)
            for i, g in enumerate(e.generators):
                self.expr(g.iter, s if i == 0 else c)
                self.target(g.target, c)
                for cond in g.ifs:
                    self.expr(cond, c)
            if isinstance(e, ast.DictComp):
                self.expr(e.key, c)
                self.expr(e.value, c)
            else:
                self.expr(e.elt, c)
            return
        if isinstance(e, ast.NamedExpr):
            self.expr(e.value, s)
            t = s
            while t.kind == COMPREHENSION:
                t = t.parent
            t.bind(e.target.id, ("other",))
            m.occ.append(("name", e.target, t, e.target.id))
            return
        for child in ast.iter_child_nodes(e):
            if isinstance(child, ast.expr):
                self.expr(child, s)
            elif isinstance(child, ast.keyword):
                self.expr(child.value, s)
            elif isinstance(child, ast.comprehension):
                pass


def resolve_relative(m, module, level):
    if level == 0:
        return module or ""
    pkg = m.name if m.is_pkg else m.name.rpartition(".")[0]
    for _ in range(level - 1):
        pkg = pkg.rpartition(".")[0]
    if module:
        return pkg + "." + module if pkg else module
    return pkg


class Oracle:
    def __init__(self, root):
        self.modules = {}
        for dirpath, dirs, files in os.walk(root):
            dirs.sort()
            for f in sorted(files):
                if not f.endswith(".py"):
                    continue
                abs_ = os.path.join(dirpath, f)
                rel = os.path.relpath(abs_, root).replace(os.sep, "/")
                with open(abs_, encoding="utf-8") as fh:
                    text = fh.read()
                try:
                    tree = ast.parse(text)
                except SyntaxError:
                    continue
                name, is_pkg = module_name(rel)
                self.modules[name] = Module(name, rel, tree, text, is_pkg)
        for m in self.modules.values():
            Collector(m).run()
        self.global_memo = {}
        self.local_memo = {}

    # --- names

    def lookup(self, scope, name):
        """The scope whose binding a use of name in scope reaches, or None."""
        s, first = scope, True
        while s is not None:
            if name in s.globals:
                s = s.module.scope
                continue
            if s.kind == CLASS and not first:
                s = s.parent
                continue
            if name in s.bindings and name not in s.nonlocals:
                return s
            first = False
            s = s.parent
        return None

    def global_values(self, modname, name, depth=0):
        """What the global name of a module of the tree is: a set of values."""
        key = (modname, name)
        if key in self.global_memo:
            return self.global_memo[key]
        m = self.modules.get(modname)
        if m is None or depth > 20:
            return {("external",)}
        self.global_memo[key] = {("unknown",)}  # cycles
        out = set()
        binds = m.scope.bindings.get(name)
        if binds is None:
            sub = modname + "." + name
            if sub in self.modules:
                out.add(("module", sub))
            for b in m.scope.bindings.get("*", []):
                if name in self.star_names(b[1]):
                    out |= self.global_values(b[1], name, depth + 1)
            if not out:
                out.add(("unknown",))
        else:
            for b in binds:
                out |= self.binding_values(b, m.scope, depth)
        self.global_memo[key] = out
        return out

    def star_names(self, src):
        m = self.modules.get(src)
        if m is None:
            return set()
        for st in m.tree.body:
            if isinstance(st, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in st.targets):
                if isinstance(st.value, (ast.List, ast.Tuple)):
                    return {e.value for e in st.value.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)}
        return {n for n in m.scope.bindings if not n.startswith("_") and n != "*"}

    def binding_values(self, b, scope, depth=0):
        k = b[0]
        if k == "def":
            return {("def", b[1])}
        if k == "method":
            return {("method", b[1], b[2])}
        if k == "import":
            return {("module", b[1])}
        if k == "from":
            src, name = b[1], b[2]
            if src + "." + name in self.modules:
                return {("module", src + "." + name)}
            if src in self.modules:
                return self.global_values(src, name, depth + 1)
            return {("external",)}
        if k == "self":
            return {("instance", b[1])}
        if k == "cls":
            return {("def", b[1])}
        if k == "assign":
            v = b[1]
            if isinstance(v, (ast.Name, ast.Attribute)):
                return self.expr_values(v, scope)  # an alias: Charset = _charset.Charset
            if isinstance(v, ast.Call):
                fv = self.expr_values(v.func, scope)
                if fv and all(x[0] == "def" and self.is_class(x[1]) for x in fv):
                    return {("instance", x[1]) for x in fv}
            if isinstance(v, (ast.Constant, ast.List, ast.Dict, ast.Set, ast.Tuple, ast.JoinedStr, ast.ListComp, ast.DictComp, ast.SetComp)):
                return {("builtin",)}
            return {("unknown",)}
        if k == "ann":
            tv = self.expr_values(b[1], scope)
            if tv and all(x[0] == "def" and self.is_class(x[1]) for x in tv):
                return {("instance", x[1]) for x in tv}
            return {("unknown",)}
        return {("unknown",)}

    def is_class(self, key):
        m = self.modules.get(key[0])
        return m is not None and key[1] in m.classes

    def name_values(self, name, scope):
        s = self.lookup(scope, name)
        if s is None:
            if name == "super":
                return {("super",)}
            # a builtin, or a name from a star import
            m = scope.module
            out = set()
            for b in m.scope.bindings.get("*", []):
                if name in self.star_names(b[1]):
                    out |= self.global_values(b[1], name)
            return out or {("builtin",)}
        if s.kind == MODULE:
            return self.global_values(s.module.name, name)
        key = (id(s), name)
        if key in self.local_memo:
            return self.local_memo[key]
        self.local_memo[key] = {("unknown",)}  # x = x.f(): cycles
        out = set()
        for b in s.bindings[name]:
            out |= self.binding_values(b, s)
        self.local_memo[key] = out
        return out

    def expr_values(self, e, scope):
        if isinstance(e, ast.Name):
            return self.name_values(e.id, scope)
        if isinstance(e, ast.Attribute):
            out = set()
            for v in self.expr_values(e.value, scope):
                if v[0] == "module":
                    sub = v[1] + "." + e.attr
                    if sub in self.modules:
                        out.add(("module", sub))
                    elif v[1] in self.modules:
                        out |= self.global_values(v[1], e.attr)
                    else:
                        out.add(("external",))
                else:
                    out.add(("unknown",))
            return out
        if isinstance(e, ast.Call):
            if isinstance(e.func, ast.Name) and e.func.id == "super" and self.lookup(scope, "super") is None:
                s = scope
                while s is not None and s.method_of is None:
                    s = s.parent
                return {("super", s.method_of)} if s is not None else {("unknown",)}
            fv = self.expr_values(e.func, scope)
            if fv and all(x[0] == "def" and self.is_class(x[1]) for x in fv):
                return {("instance", x[1]) for x in fv}
            return {("unknown",)}
        if isinstance(e, (ast.Constant, ast.List, ast.Dict, ast.Set, ast.Tuple, ast.JoinedStr, ast.ListComp, ast.DictComp, ast.SetComp, ast.BinOp)):
            if isinstance(e, ast.BinOp) and not isinstance(e.left, (ast.Constant, ast.JoinedStr)):
                return {("unknown",)}
            return {("builtin",)}
        return {("unknown",)}

    # --- classes

    def bases(self, key):
        m = self.modules.get(key[0])
        if m is None or key[1] not in m.classes:
            return []
        node, _, enclosing = m.classes[key[1]]
        out = []
        for b in node.bases:
            for v in self.expr_values(b, enclosing):
                if v[0] == "def" and self.is_class(v[1]):
                    out.append(v[1])
        return out

    def find_method(self, key, name, seen=None):
        """The class whose m a lookup of name on class key finds, depth first."""
        seen = seen or set()
        if key in seen:
            return None
        seen.add(key)
        m = self.modules.get(key[0])
        if m is None or key[1] not in m.classes:
            return None
        if name in m.classes[key[1]][1].bindings:
            return key
        for b in self.bases(key):
            r = self.find_method(b, name, seen)
            if r is not None:
                return r
        return None

    # --- judging occurrences

    def judge_top(self, key, kind, node, scope, name):
        """Whether an occurrence refers to the module-level key: True, False."""
        if kind == "name":
            if not isinstance(node.ctx, ast.Load):
                # an assignment: to the global itself, or to another variable
                s = self.lookup(scope, name)
                return s is not None and s.kind == MODULE and s.module.name == key[0]
            return ("def", key) in self.name_values(name, scope)
        if kind == "alias":
            src = None
            # the alias's from-import: find it among the scope's bindings
            for b in scope.bindings.get(node.asname or node.name, []):
                if b[0] == "from" and b[2] == node.name:
                    src = b[1]
                    if src in self.modules and ("def", key) in self.global_values(src, node.name):
                        return True
            return False
        if kind == "attr":
            return ("def", key) in self.expr_values(node, scope)
        return False

    def judge_method(self, key, kind, node, scope, name):
        """True, False or None (cannot tell) for the method name of class key."""
        if kind == "alias":
            return False
        if kind == "name":
            s = self.lookup(scope, name)
            return s is not None and s.kind == CLASS and s.cls == key
        vals = self.expr_values(node.value, scope)
        if not vals or any(v[0] == "unknown" for v in vals):
            return None
        for v in vals:
            if v[0] in ("instance", "def") and self.is_class(v[1]):
                if self.find_method(v[1], name) == key:
                    return True
            elif v[0] == "super" and len(v) > 1 and v[1] is not None:
                for b in self.bases(v[1]):
                    if self.find_method(b, name) == key:
                        return True
        return False

    # --- positions

    def col(self, m, line, byte_col):
        text = m.lines[line - 1].encode("utf-8")
        return len(text[:byte_col].decode("utf-8", "replace")) + 1

    def pos(self, m, kind, node):
        if kind == "attr":
            line = node.end_lineno
            text = m.lines[line - 1].encode("utf-8")
            start = node.end_col_offset - len(node.attr.encode("utf-8"))
            assert text[start:node.end_col_offset].decode() == node.attr, (m.path, line)
            return "%s:%d:%d" % (m.path, line, self.col(m, line, start))
        return "%s:%d:%d" % (m.path, node.lineno, self.col(m, node.lineno, node.col_offset))

    def decl_pos(self, m, node):
        line = node.lineno
        text = m.lines[line - 1]
        word = "class" if isinstance(node, ast.ClassDef) else "def"
        i = text.index(word + " ") + len(word)
        while text[i] == " ":
            i += 1
        assert text[i:].startswith(node.name), (m.path, line)
        return line, i + 1


def main():
    root, seed, nf, nc, nm = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
    o = Oracle(root)
    cands = []
    for m in o.modules.values():
        for st in m.tree.body:
            if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef)) and not st.name.startswith("_"):
                cands.append(("function", m, st, (m.name, st.name)))
            elif isinstance(st, ast.ClassDef) and not st.name.startswith("_"):
                cands.append(("class", m, st, (m.name, st.name)))
                for b in st.body:
                    if isinstance(b, (ast.FunctionDef, ast.AsyncFunctionDef)) and not b.name.startswith("_"):
                        cands.append(("method", m, b, (m.name, st.name)))
    cands.sort(key=lambda c: (c[1].path, c[2].lineno, c[0]))
    random.Random(seed).shuffle(cands)
    want = {"function": nf, "class": nc, "method": nm}
    # every occurrence, by name
    by_name = {}
    for m in o.modules.values():
        for kind, node, scope, name in m.occ:
            by_name.setdefault(name, []).append((m, kind, node, scope))
    out = []
    for kind, m, node, key in cands:
        if want[kind] == 0:
            continue
        want[kind] -= 1
        line, col = o.decl_pos(m, node)
        truth, unknown = set(), set()
        for om, okind, onode, oscope in by_name.get(node.name, []):
            if kind == "method":
                r = o.judge_method(key, okind, onode, oscope, node.name)
            else:
                r = o.judge_top(key, okind, onode, oscope, node.name)
            p = o.pos(om, okind, onode)
            if r is None:
                unknown.add(p)
            elif r:
                truth.add(p)
        label = ".".join(key) + ("." + node.name if kind == "method" else "")
        out.append({"kind": kind, "label": label, "name": node.name, "path": m.path, "line": line, "column": col,
                    "truth": sorted(truth), "unknown": sorted(unknown)})
    json.dump({"symbols": out, "modules": len(o.modules)}, sys.stdout, indent=0)


if __name__ == "__main__":
    main()
