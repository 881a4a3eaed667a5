"""Issue 42, finding 1: the disk caches (specialised kernels, pattern databases, numba's
own ``cache=True``) are keyed on the *content* of what a puzzle's functions read, so a
changed table can never be answered by the code of the old one."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import textwrap
from collections import namedtuple
from pathlib import Path

import numpy as np
import pytest

from fewest.compiled import special

SRC = Path(__file__).resolve().parents[2] / "src"


def _module(path: Path, text: str):  # type: ignore[no-untyped-def]
    path.write_text(textwrap.dedent(text))
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _pair(code: str, tmp_path: Path, change: str) -> tuple[str | None, str | None]:
    """source_text of ``main`` in two modules that differ by one array entry."""
    a = _module(tmp_path / "ma.py", code)
    b = _module(tmp_path / "mb.py", code)
    exec(change, b.__dict__)  # one entry of a long array differs
    return special.source_text(a.main), special.source_text(b.main)


def test_a_tuple_of_long_arrays_is_keyed_by_content(tmp_path: Path) -> None:
    code = """
    import numpy as np
    T = (np.zeros(5000, np.int64), np.ones(5000, np.int64))

    def main(x):
        return T[0][x] + T[1][x]
    """
    a, b = _pair(code, tmp_path, "T[0][2500] = 7")
    assert a is not None and b is not None
    assert a != b  # repr(T) shows "..." for both


def test_a_namedtuple_of_arrays_and_a_closure_over_a_tuple(tmp_path: Path) -> None:
    Tables = namedtuple("Tables", "moves costs")
    first = Tables(np.arange(4000), np.ones(4000, np.int64))
    second = Tables(first.moves.copy(), first.costs.copy())
    second.costs[1999] = 3

    def make(tables):  # type: ignore[no-untyped-def]
        def main(x):  # type: ignore[no-untyped-def]
            return tables.moves[x] + tables.costs[x]
        return main

    ta, tb = special.source_text(make(first)), special.source_text(make(second))
    assert ta is not None and tb is not None and ta != tb
    assert special.source_text(make(first)) == ta  # the same content: the same key


def test_module_attributes_and_helpers_are_keyed_by_content(tmp_path: Path) -> None:
    (tmp_path / "pkg_a").mkdir()
    (tmp_path / "pkg_b").mkdir()
    data = """
    import numpy as np
    T = np.zeros(3000, np.int64)
    SHIFT = {shift}

    def helper(x):
        return x + SHIFT
    """
    main = """
    import {name} as mod

    def main(x):
        return mod.T[x] + mod.helper(x)
    """
    sys.path.insert(0, str(tmp_path))
    try:
        mods = []
        for i, (shift, entry) in enumerate([(1, 0), (1, 5), (2, 0)]):
            name = f"data42_{i}"
            data_mod = _module(tmp_path / f"{name}.py", data.format(shift=shift))
            data_mod.T[1500] = entry
            sys.modules[name] = data_mod
            user = _module(tmp_path / f"user42_{i}.py", main.format(name=name))
            mods.append(special.source_text(user.main))
    finally:
        sys.path.remove(str(tmp_path))
    # the module is named differently in each, so compare what depends on content:
    # the same data must not hide a change in T (1) or in helper's SHIFT (2)
    assert all(t is not None for t in mods)
    assert "T=array" in mods[0] and "SHIFT=int 1" in mods[0]  # type: ignore[operator]
    assert mods[0].split("T=array")[1] != mods[1].split("T=array")[1]  # type: ignore[union-attr]
    assert "SHIFT=int 2" in mods[2]  # type: ignore[operator]


def test_pattern_database_cache_name_follows_the_content(tmp_path: Path) -> None:
    from fewest.compiled.pdb import _code_text

    code = """
    import numpy as np
    MAPS = (np.arange(4000) % 9, np.arange(4000) % 7)

    def main(x):
        return MAPS[0][x] + MAPS[1][x]
    """
    a = _module(tmp_path / "pa.py", code)
    b = _module(tmp_path / "pb.py", code)
    b.MAPS[1][2000] = 0
    assert _code_text(a.main) != _code_text(b.main)


NUMBA_CACHED = '''
import numpy as np
from numba import njit

TABLE = np.load({table!r})


@njit(cache=True)
def step_size(i):
    return TABLE[i]


@njit(cache=True)
def step(state, out):
    """A counter 0..59: +1, or +TABLE[0]."""
    out[0, 0] = (state[0] + 1) % 60
    out[1, 0] = (state[0] + step_size(0)) % 60
    return 2
'''

RUN = '''
import json, sys
sys.path.insert(0, sys.argv[1])
import fewest
from fewest.compiled.puzzle import CompiledPuzzle
from user_cached import step

p = CompiledPuzzle((0,), step, goal=(50,), max_successors=2, values=60)
print(json.dumps(fewest.solve(p, "bfs").length))
'''


@pytest.mark.slow  # numba compiles in a fresh process: tens of seconds
def test_a_users_own_numba_cache_does_not_answer_with_an_old_table(tmp_path: Path) -> None:
    """``@njit(cache=True)`` functions reading a table loaded from a file: numba's own
    cache would serve the old table's code to the next process."""
    table = tmp_path / "table.npy"
    (tmp_path / "user_cached.py").write_text(NUMBA_CACHED.format(table=str(table)))
    env = {**os.environ, "FEWEST_CACHE_DIR": str(tmp_path / "cache"), "PYTHONPATH": str(SRC),
           "NUMBA_CACHE_DIR": str(tmp_path / "numba")}

    def length(step: int) -> int:
        np.save(table, np.array([step, 0], np.int64))
        out = subprocess.run([sys.executable, "-c", RUN, str(tmp_path)], env=env, check=True,
                             capture_output=True, text=True, timeout=600).stdout
        return int(json.loads(out.strip().splitlines()[-1]))

    assert length(10) == 5  # 10 x 5
    assert length(25) == 2  # 25 x 2: not the 5 of the cached code for 10
