"""Pattern databases against a plain-Python 0-1 BFS, and admissibility on the 8-puzzle."""

from __future__ import annotations

import itertools
import random
from collections import deque

import numpy as np
import pytest

from fewest.errors import InvalidPuzzleError
from fewest.kernels.ranking import count_partial, partial_rank
from fewest.puzzles.sliding.fast.pdb import (
    build_pattern,
    build_pdb,
    load_pdb,
    partition_names,
    pattern_groups,
    zero_size,
)
from fewest.puzzles.sliding.fast.tables import distance_table, relabelled
from fewest.puzzles.sliding.model import blank_first, blank_last


def oracle_pattern(
    rows: int, cols: int, cells: list[int], blank: int
) -> dict[tuple[int, ...], int]:
    """Fewest pattern-tile moves for each placement (0-1 BFS, min over the blank)."""
    n = rows * cols
    dist = oracle_states(rows, cols, cells, blank)
    best: dict[tuple[int, ...], int] = {}
    for (pos, _b), d in dist.items():
        best[pos] = min(best.get(pos, 99), d)
    assert len(best) == len(list(itertools.permutations(range(n), len(cells))))
    return best


def oracle_states(
    rows: int, cols: int, cells: list[int], blank: int
) -> dict[tuple[tuple[int, ...], int], int]:
    """Fewest pattern-tile moves for each (placement, blank cell): a plain 0-1 BFS."""

    def around(c: int) -> list[int]:
        r, k = divmod(c, cols)
        out = []
        for rr, kk in ((r - 1, k), (r, k - 1), (r, k + 1), (r + 1, k)):
            if 0 <= rr < rows and 0 <= kk < cols:
                out.append(rr * cols + kk)
        return out

    start = (tuple(cells), blank)
    dist = {start: 0}
    dq = deque([start])
    while dq:
        state = dq.popleft()
        pos, b = state
        d = dist[state]
        for y in around(b):
            if y in pos:
                i = pos.index(y)
                nxt = ((*pos[:i], b, *pos[i + 1:]), y)
                cost = 1
            else:
                nxt = (pos, y)
                cost = 0
            if nxt not in dist or dist[nxt] > d + cost:
                dist[nxt] = d + cost
                if cost:
                    dq.append(nxt)
                else:
                    dq.appendleft(nxt)
    return dist


@pytest.mark.parametrize(
    ("rows", "cols", "cells", "blank"),
    [
        (2, 3, [1, 2], 0),
        (3, 3, [1, 2, 4], 0),
        (3, 3, [0, 3, 6, 7], 8),
        (3, 3, [4, 5, 7], 0),
        (2, 4, [2, 3, 6], 0),
        (3, 4, [1, 2], 11),
    ],
)
def test_pattern_matches_plain_01_bfs(rows: int, cols: int, cells: list[int], blank: int) -> None:
    n = rows * cols
    db = build_pattern(rows, cols, cells, blank)
    oracle = oracle_pattern(rows, cols, cells, blank)
    for pos, d in oracle.items():
        assert db[partial_rank(np.array(pos, dtype=np.int64), len(cells), n)] == d


@pytest.mark.parametrize(
    ("rows", "cols", "cells", "blank"),
    [(3, 3, [1, 2, 4], 0), (3, 3, [0, 3, 6, 7], 8), (2, 4, [2, 3, 6], 0), (3, 4, [0, 1, 4], 11)],
)
def test_zero_aware_nibbles_match_plain_01_bfs(
    rows: int, cols: int, cells: list[int], blank: int
) -> None:
    n, k = rows * cols, len(cells)
    db = build_pattern(rows, cols, cells, blank, zero_aware=True)
    base = count_partial(n, k)
    assert len(db) == base + zero_size(n, k)
    assert np.array_equal(db[:base], build_pattern(rows, cols, cells, blank))
    extra = 0
    for (pos, b), d in oracle_states(rows, cols, cells, blank).items():
        r = partial_rank(np.array(pos, dtype=np.int64), k, n)
        idx = r * (n - k) + sorted(set(range(n)) - set(pos)).index(b)
        nibble = (int(db[base + idx // 2]) >> (4 * (idx % 2))) & 15
        assert db[r] + nibble == min(d, db[r] + 15)
        extra += nibble > 0
    assert extra > 0  # some blank cells do cost more than the minimum


def test_additive_sum_is_admissible_on_8_puzzle() -> None:
    for goal in (blank_first(3, 3), blank_last(3, 3)):
        groups = pattern_groups(3, 3, "4-4", goal)
        dbs = build_pdb(3, 3, "4-4", goal)
        table = distance_table(3, 3, goal)
        from fewest.puzzles.sliding.fast.tables import rank_board  # the exact distances

        rng = random.Random(1)
        tiles = list(range(9))
        checked = tight = 0
        while checked < 2000:
            rng.shuffle(tiles)
            board = tuple(tiles)
            rel = relabelled(board, goal)
            d = int(table[rank_board(rel, 9, 20160)])
            where = {t: i for i, t in enumerate(board)}
            # Only count boards of the reachable parity (table value is trustworthy there).
            from fewest.puzzles.sliding.model import is_solvable

            if not is_solvable(board, goal, 3):
                continue
            h = sum(
                int(db[partial_rank(np.array([where[t] for t in g], dtype=np.int64), len(g), 9)])
                for g, db in zip(groups, dbs, strict=True)
            )
            assert h <= d
            checked += 1
            tight += h == d
        assert tight > 0


def test_partitions_and_errors() -> None:
    assert partition_names(4, 4) == ["5-5-5", "6-6-3", "7-8"]
    assert pattern_groups(4, 4, "7-8", blank_first(4, 4))[0] == (1, 2, 3, 4, 5, 6, 7)
    # Blank-last turns the drawing by 180 degrees: cell 15 - c.
    assert pattern_groups(4, 4, "6-6-3", blank_last(4, 4))[2] == (1, 2, 3)
    assert pattern_groups(3, 3, [[1, 2], [3, 4, 5, 6, 7, 8]], blank_first(3, 3))[0] == (1, 2)
    with pytest.raises(InvalidPuzzleError, match="unknown partition"):
        pattern_groups(4, 4, "9-6", blank_first(4, 4))
    with pytest.raises(InvalidPuzzleError, match="split the tiles"):
        pattern_groups(3, 3, [[1, 2], [3, 4]], blank_first(3, 3))
    with pytest.raises(InvalidPuzzleError, match="first or last cell"):
        pattern_groups(3, 3, "4-4", (1, 2, 3, 4, 0, 5, 6, 7, 8))
    with pytest.raises(InvalidPuzzleError, match="no default"):
        pattern_groups(3, 5, None, blank_first(3, 5))
    with pytest.raises(InvalidPuzzleError, match="over 8 tiles"):
        pattern_groups(4, 4, [list(range(1, 16))], blank_first(4, 4))


def test_load_after_build() -> None:
    built = build_pdb(3, 3, "4-4", blank_last(3, 3))
    loaded = load_pdb(3, 3, "4-4", blank_last(3, 3))
    assert loaded is not None
    assert all((a == b).all() for a, b in zip(built, loaded, strict=True))


def test_named_24_puzzle_partitions() -> None:
    first, last = blank_first(5, 5), blank_last(5, 5)
    korf = pattern_groups(5, 5, "6-6-6-6", first)
    # Korf & Felner's groups (their program's header), blank in the top-left cell.
    assert sorted(map(sorted, korf)) == [[1, 2, 5, 6, 7, 12], [3, 4, 8, 9, 13, 14],
                                         [10, 11, 15, 16, 20, 21], [17, 18, 19, 22, 23, 24]]
    for name in ("6-6-6-6", "6-6-6-6b"):
        groups = pattern_groups(5, 5, name, first)
        assert sorted(t for g in groups for t in g) == list(range(1, 25))
        # The blank-last form is the half-turned image (tile t -> 25 - t).
        turned = pattern_groups(5, 5, name, last)
        assert sorted(sorted(25 - t for t in g) for g in turned) == sorted(map(sorted, groups))
        for g in groups:  # each pattern is one connected block of cells
            cells, seen, todo = set(g), {g[0]}, [g[0]]
            while todo:
                c = todo.pop()
                for d in (-5, 5, -1, 1):
                    x = c + d
                    if x in cells and x not in seen and (abs(d) == 5 or x // 5 == c // 5):
                        seen.add(x)
                        todo.append(x)
            assert seen == cells, g
    other = pattern_groups(5, 5, "6-6-6-6b", first)
    assert not set(map(frozenset, korf)) & set(map(frozenset, other))
