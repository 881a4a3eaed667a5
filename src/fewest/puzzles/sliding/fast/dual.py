"""Dual (inverse) lookups for sliding-tile pattern databases.

Name every tile by its goal cell and a board is a permutation ``p`` of the
cells: ``p[c]`` is the goal cell of the tile on cell ``c``.  A blank move
swaps the contents of two cells, the blank's cell and a neighbour's.  Apply a
solution's swaps to the goal instead, in order, and the goal turns into the
inverse permutation; read backwards, that is a path of the same length from
the inverse board to the goal.  On that path the piece that travels with the
blank is not the blank but the tile whose goal cell the blank stood on, so:

* the *dual board* holds, on cell ``c``, the tile whose goal cell is
  ``p^-1[c]``; its blank is tile ``star``, the tile whose goal cell the blank
  occupies (it sits on the goal's blank cell);
* the dual puzzle's goal is the ordinary goal with ``star`` and the blank
  swapped.  Its distance equals the board's (tested against full tables).

A pattern database of the ordinary goal counts moves of its tiles into
non-pattern cells until they are home with the blank in the goal blank's
free region.  It is a lower bound in the dual puzzle for every pattern that
(a) does not hold ``star`` (that tile is the dual's blank, which moves every
step) and (b) leaves the dual goal's blank cell in that same free region
(the goal blank cell can be walled in by a pattern, as cell 0 is by tiles 1
and 3 on the 8-puzzle); disjoint patterns still add up.
:func:`dual_heuristic` is that sum over the patterns that qualify, maxed
over partitions and mirrors like the kernel's heuristic.  It is admissible
(tested against full tables) but weak, since a pattern is always left out:
``bench/dual_lookup.py`` measures how rarely it beats the regular lookup on
the 24-puzzle, which is why the compiled IDA* does not use it.

>>> board = (1, 0, 2, 3, 4, 5, 6, 7, 8)          # blank-first goal, one move away
>>> dual_board(board, tuple(range(9)))
((0, 1, 2, 3, 4, 5, 6, 7, 8), 1, (1, 0, 2, 3, 4, 5, 6, 7, 8))
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from fewest.kernels.ranking import count_partial
from fewest.puzzles.sliding.fast.kernel import lookup, reflection

Tiles = tuple[int, ...]


def dual_board(tiles: Sequence[int], goal: Sequence[int]) -> tuple[Tiles, int, Tiles]:
    """The dual board (blank written as 0), its ``star`` tile, and the dual puzzle's goal.

    ``star`` is the tile whose goal cell the blank of ``tiles`` occupies; in
    the dual board it plays the blank, so it is written as 0 and the real
    blank (an ordinary tile there) as ``star``.  When the blank is on its
    goal cell, ``star`` is 0 and the dual goal is ``goal`` itself.

    >>> dual_board((1, 2, 0, 3), (1, 2, 3, 0))
    ((1, 2, 3, 0), 3, (1, 2, 0, 3))
    """
    n = len(goal)
    cell_of = {int(t): c for c, t in enumerate(goal)}  # a tile's goal cell
    perm = [cell_of[int(t)] for t in tiles]          # board as goal cells
    inv = [0] * n
    for c, g in enumerate(perm):
        inv[g] = c
    star = int(goal[perm.index(cell_of[0])])
    swap = {star: 0, 0: star}
    board = tuple(swap.get(int(goal[inv[c]]), int(goal[inv[c]])) for c in range(n))
    dual_goal = tuple(swap.get(int(t), int(t)) for t in goal)
    return board, star, dual_goal


def _value(where: dict[int, int], group: Sequence[int], db: np.ndarray, n: int) -> int:
    """A pattern's database entry for the tile cells ``where``, read as the kernel reads it."""
    vpos = np.zeros(n, dtype=np.int64)
    for t, c in where.items():
        vpos[t] = c
    k = len(group)
    m = count_partial(n, k)
    zoff = m if len(db) > m else 0  # a zero-aware database keeps its nibbles after the minima
    return int(lookup(vpos, 0, np.asarray(group, dtype=np.int64), k, n, db, zoff, where[0]))


def goal_region(rows: int, cols: int, goal: Sequence[int], group: Sequence[int]) -> set[int]:
    """The cells the goal's blank reaches without crossing a home cell of ``group``.

    >>> sorted(goal_region(3, 3, tuple(range(9)), (1, 2, 3, 4)))
    [0]
    """
    walls = {goal.index(t) for t in group}
    seen = {goal.index(0)}
    todo = list(seen)
    while todo:
        r, c = divmod(todo.pop(), cols)
        for rr, cc in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c)):
            y = rr * cols + cc
            if 0 <= rr < rows and 0 <= cc < cols and y not in walls and y not in seen:
                seen.add(y)
                todo.append(y)
    return seen


def view_sums(tiles: Sequence[int], goal: Sequence[int], rows: int, cols: int,
              partitions: Sequence[Sequence[Sequence[int]]], dbs: Sequence[np.ndarray],
              skip: int = 0, home: int | None = None) -> list[int]:
    """Each view's additive sum (per partition: the board, then its mirror if the goal has one).

    For a dual board: the pattern holding tile ``skip`` (as each view sees it)
    is left out, and so is every pattern whose goal region (:func:`goal_region`)
    misses cell ``home``, the dual goal's blank cell.  The defaults leave
    nothing out.
    """
    n = rows * cols
    mirror = reflection(rows, cols, goal)
    maps: list[tuple[np.ndarray, np.ndarray]] = [(np.arange(n), np.arange(n))]
    if mirror is not None:
        maps.append((mirror[1], mirror[0]))
    out = []
    start = 0
    for part in partitions:
        regions = [goal_region(rows, cols, goal, g) for g in part]
        for lam, cell in maps:
            where = {int(lam[t]): int(cell[c]) for c, t in enumerate(tiles)}
            gone = int(lam[skip]) if skip else 0
            at = None if home is None else int(cell[home])
            out.append(sum(_value(where, g, dbs[start + i], n) for i, g in enumerate(part)
                           if gone not in g and (at is None or at in regions[i])))
        start += len(part)
    return out


def dual_heuristic(tiles: Sequence[int], goal: Sequence[int], rows: int, cols: int,
                   partitions: Sequence[Sequence[Sequence[int]]],
                   dbs: Sequence[np.ndarray]) -> int:
    """The largest dual view: admissible for ``tiles`` (see the module text).

    >>> from fewest.puzzles.sliding.fast.pdb import build_pdb, pattern_groups
    >>> goal = tuple(range(9))
    >>> parts, dbs = [pattern_groups(3, 3, "4-4", goal)], build_pdb(3, 3, "4-4", goal)
    >>> board = (3, 1, 2, 6, 4, 5, 0, 7, 8)      # two moves from the goal
    >>> dual_heuristic(board, goal, 3, 3, parts, dbs) <= 2
    True
    """
    board, star, dual_goal = dual_board(tiles, goal)
    home = dual_goal.index(0)
    return max(view_sums(board, goal, rows, cols, partitions, dbs, skip=star, home=home))
