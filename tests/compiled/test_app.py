"""What the rest of fewest does with a CompiledPuzzle: views and renderers, pickling,
solving in worker processes (the way a batch with --jobs runs), and first use with
an empty cache folder."""

from __future__ import annotations

import multiprocessing
import os
import pickle
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor

import fewest
from fewest import CompiledPuzzle, PatternDatabase, replay
from fewest.view import Cell, Grid, Highlights, frames
from tests.compiled.conftest import GOAL8

BOARD = (4, 1, 3, 7, 2, 6, 0, 5, 8)


class Viewer:
    """Draws an 8-puzzle state as a 3x3 grid; a move highlights the tile that slid."""

    def state_grid(self, state):  # type: ignore[no-untyped-def]
        cells = [Cell(str(v) if v else "", "tile" if v else "blank") for v in state]
        return Grid.from_rows([cells[i:i + 3] for i in range(0, 9, 3)])

    def move_highlights(self, move, before, after):  # type: ignore[no-untyped-def]
        b = after.index(0)
        return Highlights(text=f"blank {move}", cells=((b // 3, b % 3),))


def viewed(board: tuple[int, ...]) -> CompiledPuzzle:
    """The example 8-puzzle, with a ``view()`` like a user puzzle's."""
    from fewest.compiled.examples import slide_function

    class Viewed(CompiledPuzzle):
        def view(self) -> Viewer:
            return Viewer()

    return Viewed(board, slide_function(3, 3), goal=GOAL8, max_successors=4,
                  move_names=("U", "L", "R", "D"), reversible=True)


def test_solution_view_and_renderers() -> None:
    from fewest.render.svg import solution_svg

    p = viewed(BOARD)
    for algorithm in ("bfs", "idastar", "bidirectional"):
        s = fewest.solve(p, algorithm)
        assert isinstance(s.view, Viewer)
        pics = frames(s.view, s)
        assert len(pics) == s.length + 1
        assert [c.label for c in pics[0].grid.cells] == [str(v) if v else "" for v in BOARD]
    assert pics[-1].highlights is not None and pics[-1].highlights.text.startswith("blank")
    assert solution_svg(None, fewest.solve(p, "bfs")).startswith("<svg")


def test_pickled_puzzle_solves_the_same() -> None:
    from fewest.compiled.examples import eight_puzzle

    spec = PatternDatabase([(1, 2, 3, 4), (5, 6, 7, 8)], track=(0,), additive=True)
    p = eight_puzzle(BOARD, patterns=spec)
    want = fewest.solve(p, "idastar")
    q = pickle.loads(pickle.dumps(p))
    assert q is not p and q.patterns == spec and q._compiled is None
    got = fewest.solve(q, "idastar")
    assert (got.moves, got.stats.expanded) == (want.moves, want.stats.expanded)


def solve_in_worker(board: tuple[int, ...]) -> tuple[int, list[str]]:
    """Run in a spawned worker: build and solve a puzzle there."""
    from fewest.compiled.examples import eight_puzzle

    s = fewest.solve(eight_puzzle(board), "bfs")
    return s.length, s.moves


def test_worker_processes_solve_puzzles(boards, lengths) -> None:  # type: ignore[no-untyped-def]
    """Both ways a batch hands a user puzzle to --jobs workers (spawned, as on macOS
    and Windows): the puzzle pickled, and the puzzle built in the worker."""
    from fewest.compiled.examples import eight_puzzle

    p = eight_puzzle(boards[0])
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        sent = pool.submit(fewest.solve, p, "bidirectional")
        built = pool.submit(solve_in_worker, boards[1])
        s = sent.result(timeout=300)
        length, moves = built.result(timeout=300)
    assert s.length == lengths[boards[0]]
    assert replay(p, p.start, s.moves)[0][-1] == GOAL8
    assert length == lengths[boards[1]]
    assert replay(p, boards[1], moves)[0][-1] == GOAL8


def test_first_use_with_an_empty_cache(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A fresh process, a fresh cache folder: the pattern databases are built and
    saved; a later process loads them instead of building."""
    script = tmp_path / "first_use.py"
    script.write_text(
        "import fewest\n"
        "from fewest.compiled.examples import eight_puzzle\n"
        "spec = fewest.PatternDatabase([(1, 2, 3, 4), (5, 6, 7, 8)], track=(0,), additive=True)\n"
        "s = fewest.solve(eight_puzzle((8, 6, 7, 2, 5, 4, 3, 0, 1), patterns=spec))\n"
        "print(s.algorithm, s.length, s.optimal)\n")
    cache = tmp_path / "cache"
    run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         env={**os.environ, "FEWEST_CACHE_DIR": str(cache)}, timeout=600)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["idastar", "31", "True"]
    assert len(list(cache.glob("compiled-pdb-*.npc"))) == 2

    from fewest.compiled import pdb
    from fewest.compiled.examples import eight_puzzle

    def no_build(*args):  # type: ignore[no-untyped-def]
        raise AssertionError("the databases were built again")

    monkeypatch.setenv("FEWEST_CACHE_DIR", str(cache))
    monkeypatch.setattr(pdb, "build", no_build)
    spec = PatternDatabase([(1, 2, 3, 4), (5, 6, 7, 8)], track=(0,), additive=True)
    assert [len(t) for t in spec.tables(eight_puzzle(GOAL8))] == [3024, 3024]
