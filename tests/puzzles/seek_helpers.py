"""Helpers shared by the number-line judge problems' tests (Baekjoon 1697, 12851,
13549, 13913, 17071, 5014): the CLI, an independent oracle, the corpus runner."""

from __future__ import annotations

import heapq
import random
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from fewest.cli.app import app
from fewest.problem import replay
from fewest.puzzles import get_family

runner = CliRunner()


def cli(*args: str, stdin: str | None = None) -> Any:
    """``fewest ARGS`` with ``stdin``; never a traceback."""
    result = runner.invoke(app, list(args), input=stdin)
    assert "Traceback" not in result.output, result.output
    return result


def dijkstra_line(n: int, k: int, top: int, double_cost: int) -> tuple[int, int]:
    """The oracle: Dijkstra over a dict on ``0..top`` (a WIDER range than the
    family's, so it also checks that no shortest route leaves 0..100,000), with
    the number of cheapest move sequences.  Zero-cost ``2x`` from 0 is skipped."""
    best: dict[int, int] = {n: 0}
    ways: dict[int, int] = {n: 1}
    heap = [(0, n)]
    done: set[int] = set()
    while heap:
        d, x = heapq.heappop(heap)
        if x in done:
            continue
        done.add(x)
        if x == k:
            return d, ways[x]
        nxt = [(x - 1, 1), (x + 1, 1)]
        if x != 0:
            nxt.append((2 * x, double_cost))
        for y, c in nxt:
            if not 0 <= y <= top:
                continue
            nd = d + c
            if y not in best or nd < best[y]:
                best[y], ways[y] = nd, ways[x]
                heapq.heappush(heap, (nd, y))
            elif nd == best[y] and y not in done:
                ways[y] += ways[x]
    raise AssertionError("unreachable")


def replays(name: str, case: Any) -> Any:
    """Solve ``case`` and replay the solution move by move on the engine puzzle."""
    inst = get_family(name).parse(case)
    sol = inst.solve()
    puzzle = inst.puzzle()
    states, cost = replay(puzzle, puzzle.start, sol.moves)
    assert states == list(sol.states)
    assert puzzle.is_goal(states[-1])
    assert cost == sol.cost
    return inst, sol


def small_pairs(count: int, top: int, seed: int = 7) -> list[tuple[int, int]]:
    rng = random.Random(seed)
    return [(rng.randint(0, top), rng.randint(0, top)) for _ in range(count)]


def corpus(folder: Path) -> tuple[list[Path], list[Path]]:
    """The correct (``ok_*``) and buggy (``bug_*``) programs of a corpus folder."""
    files = sorted(p for p in (folder / "corpus").iterdir() if p.suffix in (".py", ".cpp"))
    return ([p for p in files if p.name.startswith("ok_")],
            [p for p in files if p.name.startswith("bug_")])
