"""Small puzzles written the way a user writes them (used by doctests, tests and benches).

>>> eight_puzzle((1, 2, 3, 4, 5, 6, 7, 8, 0)).goal
(1, 2, 3, 4, 5, 6, 7, 8, 0)
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

from numba import njit

from fewest.compiled.puzzle import CompiledPuzzle


def sliding(rows: int, cols: int, board: Sequence[int], goal: Sequence[int],
            **options: object) -> CompiledPuzzle:
    """A ``rows x cols`` sliding-tile puzzle; moves name the blank's direction (U, L, R, D)."""
    return CompiledPuzzle(board, slide_function(rows, cols), goal=goal, max_successors=4,
                          move_names=("U", "L", "R", "D"), reversible=True,
                          name=f"{rows}x{cols} sliding", **options)  # type: ignore[arg-type]


@functools.cache
def slide_function(rows: int, cols: int) -> Callable[..., int]:
    """The successors of a ``rows x cols`` board (one function per shape, so
    every board of a shape shares its compiled code)."""
    n = rows * cols

    @njit(cache=True)
    def successors(state, out, moves):
        b = 0
        while state[b] != 0:
            b += 1
        r, c = b // cols, b % cols
        count = 0
        for m in range(4):
            if m == 0 and r > 0:
                t = b - cols
            elif m == 1 and c > 0:
                t = b - 1
            elif m == 2 and c < cols - 1:
                t = b + 1
            elif m == 3 and r < rows - 1:
                t = b + cols
            else:
                continue
            for i in range(n):
                out[count, i] = state[i]
            out[count, b] = state[t]
            out[count, t] = 0
            moves[count] = m
            count += 1
        return count

    return successors


def eight_puzzle(board: Sequence[int], **options: object) -> CompiledPuzzle:
    """The 8-puzzle with the blank last in the goal."""
    return sliding(3, 3, board, (1, 2, 3, 4, 5, 6, 7, 8, 0), **options)


@njit(cache=True)
def pancake_flips(state, out):
    """Pancake sorting's successors: row ``k - 2`` flips the top ``k`` (``k = 2 .. n``).

    >>> p = CompiledPuzzle((2, 0, 1), pancake_flips, goal=(0, 1, 2), max_successors=2)
    >>> __import__("fewest").solve(p, "bfs").length
    2
    """
    n = state.shape[0]
    for k in range(2, n + 1):
        for i in range(n):
            out[k - 2, i] = state[k - 1 - i] if i < k else state[i]
    return n - 1


@njit(cache=True)
def topspin(state, out):
    """TopSpin (n, 4): rotate the ring left or right, or reverse the turnstile's 4 tokens.

    >>> p = CompiledPuzzle((1, 2, 3, 4, 5, 0), topspin, goal=tuple(range(6)),
    ...                    max_successors=3, reversible=True)
    >>> __import__("fewest").solve(p, "bfs").moves
    ['1']
    """
    n = state.shape[0]
    for i in range(n):
        out[0, i] = state[(i + 1) % n]
        out[1, i] = state[(i + n - 1) % n]
        out[2, i] = state[3 - i] if i < 4 else state[i]
    return 3
