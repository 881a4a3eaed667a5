"""The first 15-puzzle solve on a fresh machine: every path, an empty cache, a time limit.

Each case runs the real console script with ``FEWEST_CACHE_DIR`` set to an
empty folder.  A board the quick search (or a method without tables) solves
must be answered without building anything; a build that does not fit in
``--max-seconds`` must never start; a build that runs is announced once,
naming every table it builds.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import deque
from pathlib import Path

import pytest

FEWEST = str(Path(sys.executable).parent / "fewest")
GOAL = (*range(1, 16), 0)
TRIVIAL = "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 0 15"  # the board: one move
#: far too deep for the quick search (over 60 moves)
HARD = "15 14 13 12 / 11 10 9 8 / 7 6 5 4 / 3 1 2 0"
#: Korf's instance 1 (blank-first goal): 57 moves, as published; far beyond the quick search
KORF1 = "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3"
STEPS = {"U": -4, "D": 4, "L": -1, "R": 1}


def walk(board: tuple[int, ...], letters: str) -> tuple[int, ...]:
    """Move the blank along ``letters`` (its own direction), checking each step."""
    tiles = list(board)
    for letter in letters:
        b = tiles.index(0)
        p = b + STEPS[letter]
        assert 0 <= p < 16 and (letter in "UD" or p // 4 == b // 4), (board, letters)
        tiles[b], tiles[p] = tiles[p], 0
    return tuple(tiles)


def distance(board: tuple[int, ...], most: int = 12) -> int:
    """Moves from ``board`` to the goal by a plain breadth-first search (the oracle)."""
    seen, queue = {board: 0}, deque([board])
    while queue:
        state = queue.popleft()
        if state == GOAL:
            return seen[state]
        assert seen[state] < most, "the oracle only reaches boards near the goal"
        for letter in STEPS:
            try:
                nxt = walk(state, letter)
            except AssertionError:
                continue
            if nxt not in seen:
                seen[nxt] = seen[state] + 1
                queue.append(nxt)
    raise AssertionError("unreachable")


NEAR_TILES = walk(GOAL, "ULULDRULLDR")
NEAR = " ".join(map(str, NEAR_TILES))


def fewest(cache: Path, *args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    env = {"FEWEST_CACHE_DIR": str(cache), "PATH": "/usr/bin:/bin", "HOME": str(cache)}
    return subprocess.run([FEWEST, *args], capture_output=True, text=True, timeout=timeout,
                          env=env)


def tables(cache: Path) -> list[str]:
    return sorted(p.name for p in cache.glob("*.npc"))


@pytest.mark.parametrize(("board", "args"), [
    (TRIVIAL, ()),
    (TRIVIAL, ("--max-seconds", "5")),
    (NEAR, ()),
    (NEAR, ("--max-seconds", "5")),
    (NEAR, ("-a", "python-idastar")),
    (NEAR, ("-a", "python-bidirectional")),
    (NEAR, ("-a", "astar")),  # the generic engine (every engine algorithm runs the same path)
    (NEAR, ("-a", "bidirectional")),
    (NEAR, ("--mode", "fast")),
])
def test_paths_that_need_no_table_build_nothing(tmp_path: Path, board: str,
                                                args: tuple[str, ...]) -> None:
    result = fewest(tmp_path, "solve", "15-puzzle", board, "--json", *args, timeout=30)
    assert result.returncode == 0, result.stderr
    assert "building" not in result.stderr and "Traceback" not in result.stderr
    data = json.loads(result.stdout)
    tiles = tuple(int(t) for t in board.replace("/", " ").split())
    assert walk(tiles, "".join(m["blank"] for m in data["moves"])) == GOAL
    shortest = distance(tiles)
    if "fast" in args:
        assert data["length"] >= shortest and data["optimal"] is False
    else:
        assert data["length"] == shortest and data["optimal"] is True
    assert tables(tmp_path) == []  # nothing was built


@pytest.mark.parametrize("method", ["auto", "pdb"])
def test_a_build_that_does_not_fit_is_never_started(tmp_path: Path, method: str) -> None:
    result = fewest(tmp_path, "solve", "15-puzzle", HARD, "-a", method, "--max-seconds", "3",
                    timeout=30)
    assert result.returncode == 3, result.stderr
    (line,) = [x for x in result.stderr.splitlines() if x.startswith("limit")]
    assert "pattern databases and the duplicate-pruning table" in line
    assert "`fewest tables build sliding 4x4`" in line
    if method == "auto":  # the quick search ran first, and its bound is proven
        assert "quick search" in line and "the answer is at least" in line
    assert tables(tmp_path) == []


def test_a_method_that_cannot_serve_4x4_refuses_in_one_line(tmp_path: Path) -> None:
    result = fewest(tmp_path, "solve", "15-puzzle", TRIVIAL, "-a", "table", timeout=30)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "12 cells" in result.stderr


@pytest.mark.slow
def test_auto_builds_when_the_quick_search_does_not_finish(tmp_path: Path) -> None:
    result = fewest(tmp_path, "solve", "15-puzzle", KORF1, "--goal", "blank-first", "--json",
                    timeout=300)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["length"] == 57 and data["optimal"] is True  # Korf's published length
    (notice,) = [x for x in result.stderr.splitlines() if "building" in x]
    assert notice.startswith("the quick search")
    assert "the 4x4 6-6-3 pattern databases and the duplicate-pruning table" in notice
    assert len(tables(tmp_path)) == 4  # three databases and the pruning table
    again = fewest(tmp_path, "solve", "15-puzzle", KORF1, "--goal", "blank-first", "-f",
                   "number", "--max-seconds", "30", timeout=120)
    assert again.returncode == 0 and again.stdout.strip() == "57"
    assert "building" not in again.stderr


@pytest.mark.slow
def test_tables_build_sliding_4x4_builds_everything_a_solve_reads(tmp_path: Path) -> None:
    built = fewest(tmp_path, "tables", "build", "sliding", "4x4", "--no-progress", timeout=300)
    assert built.returncode == 0, built.stderr
    assert "sliding-dupes-14" in built.stdout.split()
    assert len(tables(tmp_path)) == 4
    for method in ("auto", "pdb"):
        result = fewest(tmp_path, "solve", "15-puzzle", KORF1, "--goal", "blank-first", "-a",
                        method, "--max-seconds", "30", "-f", "number", timeout=120)
        assert result.returncode == 0 and result.stdout.strip() == "57", result.stderr
        assert result.stderr == ""  # no notice: nothing is built
