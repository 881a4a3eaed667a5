"""The half turn that lets one set of pattern databases serve two goals.

Turn a board by 180 degrees and relabel it: tile ``t`` at cell ``i`` becomes
tile ``(N - t) mod N`` at cell ``N - 1 - i`` (``N = rows * cols``; the blank
stays the blank).  The map is its own inverse, it sends the blank-first goal
``0 1 2 ...`` to the blank-last goal ``1 2 ... 0``, and a blank move in
direction ``d`` becomes the move in the opposite direction.  So a board and
its turned image are equally far from their goals, and a path for one read
with every direction reversed is a path for the other.

The databases are built for the *serving* goal of each goal
(:func:`serving_goal`): the blank-first goal, and any goal whose blank is in
the first cell, is served by its turned image; every other goal serves
itself.

>>> turn_board((1, 2, 0, 3), 2, 2)
(1, 0, 2, 3)
>>> turn_board(turn_board((1, 2, 0, 3), 2, 2), 2, 2)
(1, 2, 0, 3)
>>> serving_goal((0, 1, 2, 3, 4, 5, 6, 7, 8))
((1, 2, 3, 4, 5, 6, 7, 8, 0), True)
>>> turn_moves(["U", "L", "R", "D"])
['D', 'R', 'L', 'U']
"""

from __future__ import annotations

from collections.abc import Sequence

from fewest.puzzles.sliding.model import DIRS

Partition = str | Sequence[Sequence[int]] | None


def turn_board(tiles: Sequence[int], rows: int, cols: int) -> tuple[int, ...]:
    """The board turned by 180 degrees with tile ``t`` relabelled ``(N - t) mod N``."""
    if len(tiles) != rows * cols:
        raise ValueError(f"board {tuple(tiles)!r} does not have {rows}x{cols} cells")
    return _turn(tiles)


def _turn(tiles: Sequence[int]) -> tuple[int, ...]:
    n = len(tiles)
    return tuple((n - int(tiles[n - 1 - i])) % n for i in range(n))


def turn_moves(moves: Sequence[str]) -> list[str]:
    """Each blank move replaced by the move in the opposite direction."""
    return [DIRS[3 - DIRS.index(m)] for m in moves]


def turn_partition(partition: Partition, n: int) -> Partition:
    """An explicit partition (groups of tiles) relabelled; names pass through.

    Named partitions are drawn per goal already (see
    :func:`~fewest.puzzles.sliding.fast.pdb.pattern_groups`), and their
    blank-first and blank-last forms are each other's turned images.

    >>> turn_partition([[1, 2], [3]], 4)
    [[3, 2], [1]]
    >>> turn_partition("4-4", 9)
    '4-4'
    """
    if partition is None or isinstance(partition, str):
        return partition
    try:
        return [[(n - int(t)) % n for t in group] for group in partition]
    except (TypeError, ValueError):
        return partition  # pattern_groups reports the bad input in its own words


def serving_goal(goal: Sequence[int]) -> tuple[tuple[int, ...], bool]:
    """The goal whose databases serve ``goal``, and whether that is the turned image.

    A goal with its blank in the first cell is served by its turned image
    (whose blank is in the last cell); every other goal serves itself.
    """
    goal = tuple(int(t) for t in goal)
    if goal and goal[0] == 0:
        return _turn(goal), True
    return goal, False


def serving(goal: Sequence[int], partition: Partition) -> tuple[tuple[int, ...], Partition, bool]:
    """The serving goal, the partition in its frame, and whether it is turned.

    >>> serving((0, 1, 2, 3), [[1], [2, 3]])
    ((1, 2, 3, 0), [[3], [2, 1]], True)
    """
    serve, turned = serving_goal(goal)
    return serve, turn_partition(partition, len(serve)) if turned else partition, turned
