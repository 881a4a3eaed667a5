"""``analyze``: whole-size distance histograms against a plain Python BFS."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from rubiks_helpers import check_replay

from fewest import tablecache
from fewest.errors import InvalidPuzzleError
from fewest.puzzles.base import InputOptions, Report
from fewest.puzzles.rubiks_square import FAMILY
from fewest.puzzles.rubiks_square.model import Board, all_moves, apply_move
from fewest.puzzles.rubiks_square.solver import solve_board

# Distances of all 9! arrangements of 3x3, from the plain BFS below (8 s in Python).
HIST_3X3 = {0: 1, 1: 12, 2: 96, 3: 736, 4: 5208, 5: 28674, 6: 89497, 7: 54741, 8: 2475}


def python_bfs_histogram(rows: int, cols: int) -> dict[int, int]:
    """Breadth-first search over tuples, no shared code beyond ``apply_move``."""
    goal = tuple(range(1, rows * cols + 1))
    moves = all_moves(rows, cols)
    dist = {goal: 0}
    layer = [goal]
    while layer:
        nxt = []
        for state in layer:
            d = dist[state] + 1
            for m in moves:
                s = apply_move(state, rows, cols, m)
                if s not in dist:
                    dist[s] = d
                    nxt.append(s)
        layer = nxt
    return dict(sorted(Counter(dist.values()).items()))


@pytest.mark.parametrize("shape", ["2x2", "2x3", "3x2", "2x4"])
def test_histogram_matches_python_bfs(shape: str) -> None:
    rows, cols = (int(x) for x in shape.split("x"))
    report = FAMILY.analyze(shape, InputOptions())
    assert isinstance(report, Report)
    hist = dict(enumerate(report.data["histogram"]))
    assert hist == python_bfs_histogram(rows, cols)
    assert report.data["unreachable"] == 0 and "every board is reachable" in report.text


def test_3x3_report() -> None:
    calls: list[tuple[str, float, float | None]] = []
    report = FAMILY.analyze("3x3", InputOptions(),
                            progress=lambda d, done, total: calls.append((d, done, total)))
    data = report.data
    assert dict(enumerate(data["histogram"])) == HIST_3X3
    assert data["boards"] == 362880
    assert data["reachable"] == data["unreachable"] == 181440
    assert data["max_distance"] == 8 and data["seconds"] >= 0
    assert "reachable: 181,440 (the even half)" in report.text
    assert "max distance: 8 moves" in report.text
    assert data["examples_at_max"]
    for text in data["examples_at_max"]:
        board = Board.from_text(text)
        assert text in report.text
        sol = solve_board(board)
        assert sol.length == 8
        check_replay(board, sol)


@pytest.mark.slow
def test_3x3_histogram_recomputed_by_python_bfs() -> None:
    assert python_bfs_histogram(3, 3) == HIST_3X3


def test_progress_is_reported_while_building(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    tablecache.forget("rubiks-square-")
    calls: list[tuple[str, float, float | None]] = []
    report = FAMILY.analyze("2x3", InputOptions(),
                            progress=lambda d, done, total: calls.append((d, done, total)))
    assert report.data["max_distance"] >= 1
    assert calls and calls[-1][1] == calls[-1][2] == 720
    assert list(tmp_path.iterdir())  # the table was cached


def test_corrupt_cache_is_rebuilt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    tablecache.forget("rubiks-square-")
    first = FAMILY.analyze("2x3", InputOptions()).data["histogram"]
    for path in tmp_path.glob("*.npc"):
        data = bytearray(path.read_bytes())
        data[-1] ^= 0xFF
        path.write_bytes(bytes(data))
    tablecache.forget("rubiks-square-")
    assert FAMILY.analyze("2x3", InputOptions()).data["histogram"] == first


@pytest.mark.parametrize("target,needle", [
    ("3x4", "limited to 10 cells"), ("1x4", "sides must be 2..7"), ("axb", "RxC"),
    ("9x9", "sides must be 2..7"),
])
def test_bad_targets(target: str, needle: str) -> None:
    with pytest.raises(InvalidPuzzleError, match=needle):
        FAMILY.analyze(target, InputOptions())
