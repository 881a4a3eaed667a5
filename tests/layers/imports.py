"""The import graph of ``src/fewest``, function-local imports included.

Every ``import`` and ``from ... import`` statement anywhere in a module (top
level or inside functions) is an edge from that module to the module it names;
one under ``if TYPE_CHECKING:`` is not (it never runs; import-linter's
contracts leave those out too, ``exclude_type_checking_imports``).
``from pkg import name`` is an edge to ``pkg.name`` when that is a module,
else to ``pkg``.  An import of one's own
parent package does not count (a package's ``__init__`` is where its
children are collected).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src"


def modules(root: Path = SRC) -> dict[str, Path]:
    """Every module under ``root/fewest``, by dotted name."""
    out: dict[str, Path] = {}
    for path in (root / "fewest").rglob("*.py"):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _type_checking(node: ast.AST) -> bool:
    """An ``if TYPE_CHECKING:`` block (``typing.TYPE_CHECKING`` too)."""
    if not isinstance(node, ast.If):
        return False
    test = node.test
    return ((isinstance(test, ast.Name) and test.id == "TYPE_CHECKING")
            or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"))


def _targets(name: str, path: Path, known: dict[str, Path]) -> Iterator[str]:
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = {id(n) for block in ast.walk(tree) if _type_checking(block)
               for stmt in block.body for n in ast.walk(stmt)}  # type: ignore[attr-defined]
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                mod = ".".join([*base, node.module] if node.module else base)
            else:
                mod = node.module or ""
            for alias in node.names:
                child = f"{mod}.{alias.name}"
                yield child if child in known else mod


def graph(root: Path = SRC) -> dict[str, set[str]]:
    """Module -> the fewest modules it imports (own parent packages left out)."""
    known = modules(root)
    out: dict[str, set[str]] = {}
    for name, path in known.items():
        edges = set()
        for target in _targets(name, path, known):
            while target and target not in known:
                target = target.rpartition(".")[0]
            if not target or target == name or name.startswith(target + "."):
                continue
            edges.add(target)
        out[name] = edges
    return out


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    import sys

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(10_000)  # for this walk only: other tests see the usual limit
    try:
        for v in sorted(edges):
            if v not in index:
                visit(v)
    finally:
        sys.setrecursionlimit(limit)
    return found
