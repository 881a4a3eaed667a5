"""All of Korf's instances (slow: run with ``make test-slow``)."""

from __future__ import annotations

import pytest
from fast_oracle import DATA, read_instances, replay

from fewest.errors import SearchLimitError
from fewest.puzzles.sliding.fast.dupes import PARENT_ONLY
from fewest.puzzles.sliding.fast.idastar import pdb_solve


@pytest.mark.slow
@pytest.mark.parametrize("partition", ["6-6-3", "7-8", "5-5-5"])
def test_korf100_all(partition: str) -> None:
    rows = read_instances("korf100.tsv")
    if partition == "5-5-5":
        rows = sorted(rows, key=lambda r: r[2])[:60]
    goal = tuple(range(16))
    total = 0
    for ident, board, opt in rows:
        res = pdb_solve(board, 4, 4, goal, partition=partition)
        assert res.length == opt, ident
        assert replay(board, 4, 4, res.moves) == goal
        total += res.length
    if len(rows) == 100:
        assert total == 5305


def _published() -> dict[int, int]:
    """Korf & Felner's nodes generated per 24-puzzle instance (korf24_published.tsv)."""
    lines = [ln for ln in (DATA / "korf24_published.tsv").read_text().splitlines()
             if ln.strip() and not ln.startswith("#")]
    col = lines[0].split("\t").index("korf_felner_2002")
    return {int(ln.split("\t")[0]): int(ln.split("\t")[col]) for ln in lines[1:]}


@pytest.mark.slow
def test_korf24_easiest() -> None:
    """The two easiest Korf-Felner instances, node for node as published."""
    rows = sorted(read_instances("korf24.tsv"), key=lambda r: r[2])
    goal = tuple(range(25))
    published = _published()
    for ident, board, opt in rows[:2]:  # #25 (81 moves) and #40 (82 moves)
        # Only the move straight back is pruned, as in the paper.
        res = pdb_solve(board, 5, 5, goal, partition="6-6-6-6", prune=PARENT_ONLY)
        assert res.length == opt, ident
        assert replay(board, 5, 5, res.moves) == goal
        assert res.nodes == published[ident], ident
        pruned = pdb_solve(board, 5, 5, goal, partition="6-6-6-6")
        assert pruned.length == opt and replay(board, 5, 5, pruned.moves) == goal
        assert pruned.nodes < 0.75 * res.nodes, ident
    # A hard one stops at its limit with a proven lower bound, serial and split.
    ident, board, opt = rows[-1]
    for jobs in (1, 2):
        with pytest.raises(SearchLimitError) as info:
            pdb_solve(board, 5, 5, goal, partition="6-6-6-6", max_seconds=2, jobs=jobs)
        assert info.value.bound is not None and info.value.bound <= opt
