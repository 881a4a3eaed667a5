"""Random snakes-and-ladders boards (LeetCode 909 rules) for ``Family.scramble``.

``size`` is the side ``n`` (2..:data:`MAX_SIDE`); the board has about
``n*n/12`` ladders and as many snakes, on distinct squares.  No jump starts
on square 1 or on the last square, no jump lands on another jump's start
(so a piece never meets a chain), and every board can reach the last square
(checked by breadth-first search with a 6-sided die; dead ends are redrawn).
``moves=None`` is such a random board; ``moves=k`` (k >= 1) one that needs at
most ``k`` rolls: boards are redrawn until one is short enough, and after
:data:`TRIES` misses a ladder from square 2 to the last square is added
(1 roll).  The text is LeetCode's grid as JSON rows, top row first.

>>> import random
>>> from fewest.puzzles import get_family
>>> inst = get_family("snakes-ladders").parse(scramble("6", 3, random.Random(3)))
>>> inst.solve().length <= 3
True
"""

from __future__ import annotations

import json
import random
from collections import deque
from typing import TYPE_CHECKING

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote
from fewest.puzzles.snakes_ladders.model import square_position

if TYPE_CHECKING:
    from fewest.puzzles.base import InputOptions, SamplePlan

MAX_SIDE = 100
DIE = 6
#: Boards drawn for ``moves=k`` before the sure ladder is added.
TRIES = 200


def parse_side(size: str) -> int:
    """The side ``n`` from ``"10"`` (or ``"10x10"``).

    >>> parse_side("10"), parse_side("4x4")
    (10, 4)
    """
    text = str(size).strip().lower()
    a, _, b = text.partition("x")
    try:
        n = int(a)
        if b and int(b) != n:
            raise ValueError
    except ValueError:
        raise InvalidPuzzleError(
            f"snakes-ladders scramble size must be a side like 10, got {quote(size)}") from None
    if not 2 <= n <= MAX_SIDE:
        raise InvalidPuzzleError(f"snakes-ladders side must be 2..{MAX_SIDE}, got {quote(size)}")
    return n


def random_jumps(n: int, rng: random.Random) -> dict[int, int]:
    """``{start: destination}``: random ladders (up) and snakes (down)."""
    last = n * n
    count = max(1, last // 12) if last > 4 else 0
    free = list(range(2, last))
    rng.shuffle(free)
    jumps: dict[int, int] = {}
    used: set[int] = set()
    for start in free:
        if len(jumps) >= 2 * count:
            break
        if start in used:
            continue
        ladder = len(jumps) % 2 == 0
        span = range(start + 1, last + 1) if ladder else range(1, start)
        ends = [e for e in span if e not in jumps]
        if not ends:
            continue
        end = rng.choice(ends)
        jumps[start] = end
        used.update((start, end))
    return jumps


def fewest_rolls(n: int, jumps: dict[int, int]) -> int | None:
    """Fewest rolls from square 1 to ``n*n`` (``None`` when unreachable).

    >>> fewest_rolls(3, {}), fewest_rolls(3, {2: 9}), fewest_rolls(4, {s: 1 for s in range(2, 8)})
    (2, 1, None)
    """
    last = n * n
    dist = {1: 0}
    queue = deque([1])
    while queue:
        s = queue.popleft()
        for r in range(1, DIE + 1):
            t = min(s + r, last)
            t = jumps.get(t, t)
            if t not in dist:
                dist[t] = dist[s] + 1
                if t == last:
                    return dist[t]
                queue.append(t)
    return dist.get(last)


def board_text(n: int, jumps: dict[int, int]) -> str:
    """LeetCode's grid (``-1`` or a destination per cell) as JSON rows.

    >>> board_text(2, {2: 4})
    '[[-1,-1],[-1,4]]'
    """
    grid = [[-1] * n for _ in range(n)]
    for start, end in jumps.items():
        r, c = square_position(start, n)
        grid[r][c] = end
    return json.dumps(grid, separators=(",", ":"))


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """A random board as text (see the module docstring)."""
    n = parse_side(size)
    if moves is not None and (isinstance(moves, bool) or not isinstance(moves, int)
                              or moves < 1):
        raise InvalidPuzzleError(f"snakes-ladders scramble moves must be at least 1, "
                                 f"got {moves!r}")
    for _ in range(TRIES):
        jumps = random_jumps(n, rng)
        rolls = fewest_rolls(n, jumps)
        if rolls is not None and (moves is None or rolls <= moves):
            return board_text(n, jumps)
    jumps = {s: e for s, e in random_jumps(n, rng).items() if s != 2 and e != 2}
    if n * n > 2:
        jumps[2] = n * n  # one roll of 1 reaches the end
    return board_text(n, jumps)


def sample_plan(size: str, options: InputOptions, pairs: int | None) -> SamplePlan:
    """``fewest analyze snakes-ladders N --sample K``: fewest rolls over random boards
    of side ``N`` (the options, such as ``--die``, apply to every board)."""
    from fewest.puzzles.base import SamplePlan

    if pairs is not None:
        raise InvalidPuzzleError("--pairs does not apply to snakes-ladders")
    return SamplePlan(str(parse_side(size)), unit="rolls")
