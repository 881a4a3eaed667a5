"""C++ corpus programs for function problems whose one argument is a grid of
integers: the program is pasted as on the site (a ``class Solution`` or a
``solution`` function), and a ``main`` that reads the JSON arguments from
stdin and prints the return value is appended before compiling.

The generic corpus runner (``tests/judges/corpus.py``) calls Python functions
only; this is the same loop for these C++ programs: each case of the
family's stream, judged by the spec against the ``-f judge`` answer.
"""

from __future__ import annotations

import random
import shutil
import subprocess
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from tests.judges.corpus import expected

from fewest.puzzles import get_family

MAIN = r"""
#include <cstdio>
static std::vector<std::vector<int>> read_grid() {
    std::vector<std::vector<int>> g;
    int depth = 0, c, sign = 1, num = 0, innum = 0;
    while ((c = getchar()) != EOF) {
        if (c == '[') { if (++depth == 2) g.emplace_back(); }
        else if (c == '-') sign = -1;
        else if (c >= '0' && c <= '9' && depth == 2) { num = num * 10 + (c - '0'); innum = 1; }
        else {
            if (innum) { g.back().push_back(sign * num); num = 0; innum = 0; sign = 1; }
            if (c == ']') --depth;
        }
    }
    return g;
}
int main() {
    std::vector<std::vector<int>> g = read_grid();
    printf("%d\n", CALL);
    return 0;
}
"""


def have_gpp() -> bool:
    return shutil.which("g++") is not None


@cache
def compiled(path: str, call: str) -> str:
    """The program with the harness ``main`` (``CALL`` = how to call it on ``g``)."""
    src = Path(path).read_text()
    work = Path(tempfile.mkdtemp())
    full = work / "prog.cpp"
    full.write_text("#include <bits/stdc++.h>\nusing namespace std;\n" + src
                    + MAIN.replace("CALL", call))
    out = work / "prog"
    subprocess.run(["g++", "-O2", "-std=gnu++17", "-o", str(out), str(full)], check=True)
    return str(out)


def first_failure_cpp(name: str, path: Path, call: str, cases: int = 50,
                      seed: int = 0) -> tuple[Any, str] | None:
    """The first case of the stream that the C++ program gets wrong, with why."""
    spec = get_family(name).judge
    assert spec is not None
    exe = compiled(str(path), call)
    for _, case in zip(range(cases), spec.stream(random.Random(seed)), strict=False):
        proc = subprocess.run([exe], input=spec.write_input(case), capture_output=True,
                              text=True, timeout=10)
        why = spec.judge(case, expected(name, case), proc.stdout)
        if why is not None:
            return case, why.message
    return None
