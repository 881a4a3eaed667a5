"""Code as pasted on LeetCode and Programmers, in C++ and Java: a generated driver.

A student pastes what the site's editor holds: ``class Solution { public: int
shortestPathBinaryMatrix(vector<vector<int>>& grid) {...} };`` (LeetCode C++),
``int solution(vector<vector<int>> board, int r, int c)`` (Programmers C++) or
``class Solution { public int solution(int[][] board) {...} }`` (Java, both
sites).  No ``main``, no JSON.  The sites compile that code with a driver of
their own; so does fewest:

* :func:`pasted` says whether a source is such code (no ``main`` of its own) and
  finds the method by the judge's function name, with its parameters as
  written (:class:`Signature`, a regex over the source);
* :func:`cpp_source` appends a ``main`` to the student's C++ (after the site's
  implicit ``#include <bits/stdc++.h>`` and ``using namespace std;``): it reads
  the arguments as one JSON object on stdin, converts each to the declared
  parameter's type (the compiler takes the types from the method itself:
  ``vector<vector<int>>``, ``vector<string>``, ``string``, ``int``, ``long
  long``, ``double``, ``bool``, ``char``, nested ``vector``\\ s of them), calls
  the method of a new ``Solution`` (or the free function ``solution``) and
  prints the return value as JSON; a JSON string where a ``vector<char>`` is
  declared gives its characters (a grid's rows come as strings, ``"#.@"``, and
  LeetCode declares ``vector<vector<char>>``);
* :data:`JAVA_DRIVER` is a fixed class ``FewestDriver`` compiled beside the
  student's ``Solution.java`` (java.util.*, java.io.*, java.math.* and
  java.util.stream.* imported, as the sites do): it finds the method by name and
  parameter count and converts the JSON by the declared types (``int``,
  ``long``, ``double``, ``boolean``, ``char``, ``String``, arrays of them at any
  depth: ``int[][]``, ``String[]``, ``char[][]``; ``List<Integer>``,
  ``List<List<Integer>>``, ``List<String>``, ...); a JSON string where an array or
  a list is declared gives its characters (a row ``"#.@"`` as a ``char[]``).

What the student's code prints goes to stderr in both drivers (the sites show
it apart from the answer); only the return value is judged.

>>> sig = pasted("class Solution {\\npublic:\\n    int shortestPathBinaryMatrix("
...              "vector<vector<int>>& grid) {\\n        return 1;\\n    }\\n};\\n",
...              "shortestPathBinaryMatrix", "cpp")
>>> sig.returns, sig.params, sig.in_class
('int', (('vector<vector<int>>&', 'grid'),), True)
>>> pasted("int main() { return 0; }", "solution", "cpp") is None
True
>>> pasted("class Solution { public int solution(int[][] board, int r, int c) { return 0; } }",
...        "solution", "java").params
(('int[][]', 'board'), ('int', 'r'), ('int', 'c'))
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

#: The drivers' sources live beside this module (``driver.cpp``, ``FewestDriver.java``).
HERE = Path(__file__).resolve().parent

#: A ``main`` of the student's own: the program reads stdin itself.
_CPP_MAIN = re.compile(r"\bint\s+main\s*\(")
_JAVA_MAIN = re.compile(r"\bstatic\s+void\s+main\s*\(")
_BLOCK_COMMENT = re.compile(r"/\*.*?\*/", re.S)
_LINE_COMMENT = re.compile(r"//[^\n]*")
_STRING = re.compile(r'"(?:\\.|[^"\\\n])*"')


@dataclass(frozen=True)
class Signature:
    """The method a pasted solution defines: its return type, its parameters as
    ``(type, name)`` pairs as written, and whether it is in ``class Solution``."""

    name: str
    returns: str
    params: tuple[tuple[str, str], ...]
    in_class: bool


_MODIFIERS = {"public", "private", "protected", "static", "final", "inline", "virtual",
              "synchronized", "const", "constexpr"}


class NoMethod(ValueError):
    """Pasted code (no ``main``) without the method the judge calls."""


def code_only(source: str) -> str:
    """``source`` without comments and string literals (for the regexes).

    >>> code_only('int f() { return 1; } // int main() {\\n/* int main() */ "main("')
    'int f() { return 1; } \\n  ""'
    """
    source = _STRING.sub('""', source)
    source = _BLOCK_COMMENT.sub(" ", source)
    return _LINE_COMMENT.sub("", source)


def has_main(source: str, language: str) -> bool:
    """Whether the program has a ``main`` of its own (it reads stdin itself)."""
    pattern = _JAVA_MAIN if language == "java" else _CPP_MAIN
    return pattern.search(code_only(source)) is not None


def split_params(text: str) -> list[str]:
    """The parameters of a parameter list, split at the commas outside ``<>``.

    >>> split_params("vector<pair<int, int>>& a, int b")
    ['vector<pair<int, int>>& a', 'int b']
    >>> split_params("  ")
    []
    """
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "<([":
            depth += 1
        elif ch in ">)]":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


def _param(text: str) -> tuple[str, str]:
    """``('vector<int>&', 'a')`` for ``const vector<int> &a``; ``final`` and ``const`` go."""
    text = re.sub(r"\b(const|final)\b", " ", text).strip()
    found = re.match(r"(.*?[\w>\]&*\s])\s*(\w+)\s*(\[\s*\])?$", text, re.S)
    if not found:
        return text, ""
    kind = re.sub(r"\s+", " ", found.group(1)).strip()
    kind = re.sub(r"\s*([<>,&*\[\]])\s*", r"\1", kind).replace(",", ", ")
    return kind + ("[]" if found.group(3) else ""), found.group(2)


def pasted(source: str, name: str, language: str) -> Signature | None:
    """The signature of ``name`` in code pasted from the site, or ``None`` when the
    program has a ``main`` of its own.  Raises :class:`NoMethod` when there is no
    ``main`` and no method ``name`` (nor ``solution``)."""
    if has_main(source, language):
        return None
    code = code_only(source)
    in_class = re.search(r"\bclass\s+Solution\b", code) is not None
    for wanted in dict.fromkeys((name, "solution")):
        pattern = re.compile(r"([\w:<>,\s\[\]\*&]+?)\s*\b" + re.escape(wanted)
                             + r"\s*\(([^()]*)\)\s*(?:const\s*)?(?:throws[\w\s,.]*)?\{")
        for found in pattern.finditer(code):
            head = re.sub(r"\s*([<>,&*\[\]])\s*", r"\1", found.group(1)).split()
            words = [w for w in head if w.rstrip(":") not in _MODIFIERS]
            if not words or words[-1] in ("new", "return", "else"):
                continue
            taken = 1
            while taken < len(words) and words[-taken - 1] in ("long", "unsigned", "signed"):
                taken += 1
            returns = " ".join(words[-taken:]).replace(",", ", ")
            params = tuple(_param(p) for p in split_params(found.group(2)))
            return Signature(wanted, returns, params, in_class)
    raise NoMethod(name)


#: The C++ driver appended to the student's code; ``{call}`` is the call on the
#: converted arguments, ``{target}`` the method's address (for its parameter types).
CPP_DRIVER = (HERE / "driver.cpp").read_text(encoding="utf-8")

#: The site's implicit header for C++ (LeetCode's editor has no ``#include``).
CPP_PRELUDE = "#include <bits/stdc++.h>\nusing namespace std;\n"


def cpp_source(source: str, sig: Signature, filename: str = "main.cpp") -> str:
    """The student's C++ with the site's prelude and a driver ``main`` for ``sig`` (compile
    errors name ``filename`` and the student's own line numbers)."""
    if sig.in_class:
        target, call = f"&Solution::{sig.name}", f"Solution().{sig.name}"
    else:
        target, call = f"&{sig.name}", sig.name
    driver = CPP_DRIVER.replace("{target}", target).replace("{call}", call)
    name = filename.replace("\\", "/").replace('"', "")
    return (f'{CPP_PRELUDE}#line 1 "{name}"\n{source.lstrip(chr(0xFEFF))}\n'
            f'#line 1 "fewest-driver.cpp"\n{driver}')


#: The imports the sites give Java without a line of the student's.
JAVA_PRELUDE = ("import java.util.*; import java.util.stream.*; import java.io.*; "
                "import java.math.*; import java.util.function.*;")


def java_source(source: str) -> str:
    """The student's Java as ``Solution.java``: the site's imports on the first line (so
    line numbers stay the student's), no ``package`` line, no byte-order mark."""
    source = source.lstrip("\ufeff")
    source = re.sub(r"^\s*package\s+[\w.]+\s*;", "", source, count=1, flags=re.M)
    return f"{JAVA_PRELUDE} {source}"


#: The Java driver: ``java FewestDriver METHOD`` reads the arguments as one JSON object.
JAVA_DRIVER = (HERE / "FewestDriver.java").read_text(encoding="utf-8")
