"""Kernels specialised on a puzzle's functions are cached on disk under a hash of
their source: a second process loads them instead of compiling, and a changed
function gets a new kernel (``fewest.compiled.special``)."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from numba import njit

import fewest
from fewest.compiled import special
from fewest.compiled.puzzle import CompiledPuzzle
from fewest.errors import InvalidPuzzleError

SRC = Path(__file__).resolve().parents[2] / "src"

USER = '''
from numba import njit

STEP = {step}


@njit
def step(state, out):
    """A counter 0..9 that moves by +1 or by STEP."""
    out[0, 0] = (state[0] + 1) % 10
    out[1, 0] = (state[0] + {other}) % 10
    return 2
'''

RUN = '''
import json, sys
sys.path.insert(0, sys.argv[1])
import fewest
from fewest.compiled import special
from fewest.compiled.puzzle import CompiledPuzzle
from user_puzzle import step

p = CompiledPuzzle((0,), step, goal=(7,), max_successors=2, values=10)
s = fewest.solve(p, "idastar")
stats = {k[0].__name__: v.dispatcher.stats for k, v in special._LOADED.items() if v is not None}
print(json.dumps({"length": s.length, "kernels": sorted(stats),
                  "hits": sum(stats["ida_kernel"].cache_hits.values()),
                  "misses": sum(stats["ida_kernel"].cache_misses.values())}))
'''


def _solve_in_process(tmp_path: Path, cache: Path) -> dict[str, int]:
    env = {**os.environ, "FEWEST_CACHE_DIR": str(cache), "PYTHONPATH": str(SRC)}
    env.pop("FEWEST_SPECIALIZE", None)
    out = subprocess.run([sys.executable, "-c", RUN, str(tmp_path)], env=env, check=True,
                         capture_output=True, text=True, timeout=600).stdout
    return json.loads(out.strip().splitlines()[-1])


@pytest.mark.slow  # numba compiles in a fresh process: tens of seconds
def test_second_process_loads_and_a_changed_function_compiles_anew(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    user = tmp_path / "user_puzzle.py"
    user.write_text(USER.format(step=3, other="STEP"))
    first = _solve_in_process(tmp_path, cache)
    assert first["length"] == 3 and "ida_kernel" in first["kernels"]
    assert first["misses"] == 1 and first["hits"] == 0  # numba compiled IDA* for step
    assert list((cache / "kernels").glob("fewest_ida_kernel_*.py"))
    second = _solve_in_process(tmp_path, cache)
    assert second == {**first, "hits": 1, "misses": 0}  # loaded, not compiled
    user.write_text(USER.format(step=3, other=2))  # the body changes: +1 or +2
    changed = _solve_in_process(tmp_path, cache)
    assert changed["length"] == 4  # 2 + 2 + 2 + 1
    assert changed["misses"] == 1 and changed["hits"] == 0  # no stale kernel


BOTH = '''
import json, sys
sys.path.insert(0, sys.argv[1])
import fewest
from fewest.compiled.puzzle import CompiledPuzzle

names = sys.argv[2:]
puzzles = {name: CompiledPuzzle((0,), __import__(name).step, goal=(7,), max_successors=2,
                                values=10) for name in reversed(names)}  # built last first
print(json.dumps([fewest.solve(puzzles[name], "idastar").length for name in names]))
'''


@pytest.mark.slow  # three processes, each compiling
def test_kernels_cached_by_two_processes_load_side_by_side(tmp_path: Path) -> None:
    """A kernel cached by one process, loaded by another that then compiles a kernel
    for another puzzle of the same shape: each runs its own functions, and the
    second kernel, cached, serves a third process.  (numba names compiled code
    ``name$id`` with ids counted alike in every process, so two puzzles' wrappers
    could share a name: :func:`~fewest.compiled.special.distinct_symbols`.)"""
    cache = tmp_path / "cache"
    (tmp_path / "user_a.py").write_text(USER.format(step=3, other="STEP"))
    (tmp_path / "user_b.py").write_text(USER.format(step=2, other="STEP"))
    env = {**os.environ, "FEWEST_CACHE_DIR": str(cache), "PYTHONPATH": str(SRC)}
    env.pop("FEWEST_SPECIALIZE", None)

    def run(*names: str) -> list[int]:
        out = subprocess.run([sys.executable, "-c", BOTH, str(tmp_path), *names], env=env,
                             check=True, capture_output=True, text=True, timeout=600).stdout
        return json.loads(out.strip().splitlines()[-1])

    assert run("user_a") == [3]
    assert run("user_a", "user_b") == [3, 4]
    assert run("user_b") == [4]


def _module(path: Path, text: str):  # type: ignore[no-untyped-def]
    path.write_text(textwrap.dedent(text))
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_source_text_follows_helpers_and_globals(tmp_path: Path) -> None:
    code = """
    import numpy as np
    SHIFT = {shift}
    TABLE = np.arange({size})

    def helper(x):
        return x + SHIFT

    def main(x):
        return helper(x) + TABLE[0]
    """
    texts = [special.source_text(_module(tmp_path / f"m{i}.py",
                                         code.format(shift=s, size=z)).main)
             for i, (s, z) in enumerate([(1, 4), (1, 4), (2, 4), (1, 5)])]
    assert texts[0] is not None and "helper(x)" in texts[0]
    assert texts[0] == texts[1]  # the same code in another file: the same kernel
    assert texts[2] != texts[0] and texts[3] != texts[0]


def test_unreadable_source_falls_back_to_the_shared_kernels(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("FEWEST_SPECIALIZE", raising=False)
    namespace: dict[str, object] = {}
    exec("def up(state, out):\n    out[0, 0] = (state[0] + 1) % 5\n    return 1\n",
         namespace)  # no file: inspect cannot read its source
    p = CompiledPuzzle((0,), namespace["up"], goal=(3,), max_successors=1,  # type: ignore[arg-type]
                       values=5)
    assert special.source_text(namespace["up"]) is None
    assert fewest.solve(p, "idastar").length == 3
    assert not list((tmp_path / "kernels").glob("fewest_ida_kernel_*"))  # it takes successors


@njit
def short_rows(state, out):
    """+1 and +2 on a counter 0..5, but from 3 it says two rows and writes one."""
    out[0, 0] = (state[0] + 1) % 6
    if state[0] != 3:
        out[1, 0] = (state[0] + 2) % 6
    return 2


@pytest.mark.slow  # numba compiles in a fresh process: tens of seconds
def test_guards_hold_in_specialised_kernels(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The poisoned row is caught by the specialised kernel as by the shared one (the
    probe's random walk, which would catch it when the puzzle is built, is off)."""
    from fewest.compiled import guards

    monkeypatch.setattr(guards, "check_walk", lambda puzzle: None)
    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    messages = []
    for specialize in (False, True):
        p = CompiledPuzzle((0,), short_rows, goal=(5,), max_successors=2, values=6,
                           specialize=specialize)
        with pytest.raises(InvalidPuzzleError) as info:
            fewest.solve(p, "idastar")
        messages.append(str(info.value))
    assert "(3,)" in messages[0] and messages[1] == messages[0]
    assert list((tmp_path / "kernels").glob("fewest_ida_kernel_*.py"))
