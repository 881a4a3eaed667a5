"""``analyze`` against the spec's facts and an independent BFS."""

from __future__ import annotations

from fast_oracle import bfs_distances

from fewest.puzzles.sliding.fast.analyze import analyze
from fewest.puzzles.sliding.model import blank_first

SPEC_CORNER = [
    1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485,
    5638, 9529, 10878, 16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274,
    3910, 760, 221, 2,
]


def test_8_puzzle_corner_report() -> None:
    calls: list[tuple[str, float, float | None]] = []
    rep = analyze(3, 3, blank_first(3, 3), progress=lambda *a: calls.append(a))
    assert rep.data["histogram"] == SPEC_CORNER
    assert rep.data["reachable"] == 181440 and rep.data["max_distance"] == 31
    oracle = bfs_distances(3, 3, blank_first(3, 3))
    assert len(rep.data["examples"]) == 2
    for board in rep.data["examples"]:
        assert oracle[tuple(board)] == 31
    assert "largest distance: 31 (2 boards)" in rep.text
    assert rep.data["seconds"] >= 0


def test_8_puzzle_centre_and_other_goal() -> None:
    goal = (1, 2, 3, 8, 0, 4, 7, 6, 5)
    rep = analyze(3, 3, goal)
    assert rep.data["max_distance"] == 30 and rep.data["histogram"][30] == 148
    oracle = bfs_distances(3, 3, goal)
    assert all(oracle[tuple(b)] == 30 for b in rep.data["examples"])


def test_rectangle_matches_bfs() -> None:
    goal = (3, 1, 2, 0, 5, 4, 7, 6)
    rep = analyze(4, 2, goal)
    oracle = bfs_distances(4, 2, goal)
    hist = [0] * (max(oracle.values()) + 1)
    for d in oracle.values():
        hist[d] += 1
    assert rep.data["histogram"] == hist
