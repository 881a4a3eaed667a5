"""LeetCode 1210 Minimum Moves to Reach Target with Rotations: a 2-cell snake on an
n x n grid of 0 (empty) and 1 (blocked) goes from ``(0, 0), (0, 1)`` to ``(n-1, n-2),
(n-1, n-1)``, both horizontal, moving ``right`` or ``down`` one cell (the cells it
then covers empty) or turning ``clockwise`` (lying to standing, both cells under it
empty) or ``counterclockwise`` (back, both cells to its right empty); the fewest
moves, or -1.

Statement read from https://jaywin.gitbook.io/leetcode/solutions/1210-minimum-moves-to-reach-target-with-rotations
(official page https://leetcode.com/problems/minimum-moves-to-reach-target-with-rotations/):
``2 <= n <= 100``, cells 0 or 1, the snake starts on empty cells.

Decided: a state is ``(r, c, vertical)``, the top-left cell and whether the snake
stands; a rotation needs the whole 2 x 2 square at ``(r, c)`` empty and always
pivots on ``(r, c)``; only the horizontal target counts.  The rules Programmers
60063's robot shares (cells, shifts, the side a turn sweeps, the picture) are here.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-1210").parse(PROBLEM.samples[1][0])
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), inst.judge_output(None, "judge")
('9', '-1')
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Problem, View, family_of, per_case

Case = dict[str, Any]
State = tuple[int, int, int]
Cell = tuple[int, int]
SHIFTS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}


def cells_of(state: State) -> tuple[Cell, Cell]:
    """The two cells covered, the top-left first."""
    r, c, v = state
    return (r, c), ((r + 1, c) if v else (r, c + 1))


def empty(grid: list[list[int]]) -> frozenset[Cell]:
    """The empty cells of ``grid``."""
    return frozenset((r, c) for r, row in enumerate(grid) for c, v in enumerate(row) if not v)


def shifted(free: frozenset[Cell], state: State, way: str) -> State | None:
    """The walker one cell ``way`` (same orientation), or ``None`` where a cell it would
    cover is not among the ``free`` cells."""
    dr, dc = SHIFTS[way]
    nxt = (state[0] + dr, state[1] + dc, state[2])
    a, b = cells_of(nxt)
    return nxt if a in free and b in free else None


def side_clear(free: frozenset[Cell], state: State, way: str) -> bool:
    """The two cells beside the walker on side ``way`` are free: with the walker's own,
    the 2 x 2 square a quarter turn to that side sweeps."""
    dr, dc = SHIFTS[way]
    (r, c), (r2, c2) = cells_of(state)
    return (r + dr, c + dc) in free and (r2 + dr, c2 + dc) in free


_free = per_case(lambda case: empty(case["grid"]))


def moves(case: Case, state: State) -> list[tuple[str, State, int]]:
    free = _free(case)
    out = [(way, nxt, 1) for way in ("right", "down") if (nxt := shifted(free, state, way))]
    r, c, v = state
    if side_clear(free, state, "right" if v else "down"):
        out.append(("counterclockwise" if v else "clockwise", (r, c, 1 - v), 1))
    return out


def before(case: Case, state: State) -> Iterator[tuple[str, State, int]]:
    """Each move into ``state``: from one cell left or up, or from the other turn."""
    r, c, v = state
    for prev in ((r, c - 1, v), (r - 1, c, v), (r, c, 1 - v)):
        if set(cells_of(prev)) <= _free(case):
            yield from ((m, prev, 1) for m, nxt, _c in moves(case, prev) if nxt == state)


def square(grid: list[list[int]], what: str = "grid", n: str = "n") -> str | None:
    """Why ``grid`` is not square (``None`` when it is)."""
    m = len(grid[0])
    return None if m == len(grid) else Said(
        f"the {what} must be {n} x {n}; it is {len(grid)} x {m}",
        f"{what}는 {n} x {n}이어야 합니다. 지금은 {len(grid)} x {m}입니다")


def _rules(case: Case) -> str | None:
    grid = case["grid"]
    return square(grid) or (Said("the snake starts on (0, 0) and (0, 1): both must be 0",
                                 "뱀은 (0, 0)과 (0, 1)에서 시작하므로 둘 다 0이어야 합니다")
                            if grid[0][0] or grid[0][1] else None)


def random_grid(rng: random.Random, n: int, density: float) -> list[list[int]]:
    """An n x n grid of walls at ``density``, the two top-left cells empty."""
    grid = [[1 if rng.random() < density else 0 for _ in range(n)] for _ in range(n)]
    grid[0][0] = grid[0][1] = 0
    return grid


def _arrange(case: Case, rng: random.Random) -> Case:
    """Walls at 10-30% (some grids have no way through), and in half of the grids a few
    rotation traps: a 2 x 2 square with one corner blocked beside an open L, where a
    rotation that checks one cell only would pass."""
    n = len(case["grid"])
    grid = random_grid(rng, n, rng.choice((0.1, 0.2, 0.25, 0.3)))
    if n >= 3 and rng.random() < 0.5:
        for _ in range(max(1, n // 2)):
            r, c = rng.randrange(n - 1), rng.randrange(n - 1)
            grid[r][c] = grid[r][c + 1] = grid[r + 1][c] = grid[r + 1][c + 1] = 0
            grid[r if rng.random() < 0.25 else r + 1][c + 1] = 1
        grid[0][0] = grid[0][1] = 0
    return {"grid": grid}


def picture(grid: list[list[int]], marks: dict[Cell, str]) -> str:
    """The map as text, ``#`` blocked, ``.`` empty, with ``marks`` on their cells."""
    return "\n".join("".join(marks.get((r, c), "#" if v else ".") for c, v in enumerate(row))
                     for r, row in enumerate(grid))


def _board(case: Case, state: State) -> tuple[list[str], dict[Cell, tuple[str, str]]]:
    """The target cells marked, the snake's tail ``T`` (top-left) and head ``H``."""
    n = len(case["grid"])
    pieces = {cell: ("*", "finish") for cell in ((n - 1, n - 2), (n - 1, n - 1))}
    tail, head = cells_of(state)
    pieces.update({tail: ("T", "tile"), head: ("H", "tile")})
    return picture(case["grid"], {}).splitlines(), pieces


def _case(*rows: str) -> str:
    return json.dumps({"grid": [[int(v) for v in row] for row in rows]}) + "\n"


PROBLEM = Problem(
    site="leetcode", number="1210", title_ko="회전하며 목표에 도달하는 최소 이동",
    title_en="Minimum Moves to Reach Target with Rotations",
    source="https://jaywin.gitbook.io/leetcode/solutions/"
           "1210-minimum-moves-to-reach-target-with-rotations",
    input=Input(Grid("grid", (2, 100), (2, 100), (0, 1)), where=_rules, arrange=_arrange,
                json=True),
    start=lambda c: (0, 0, 0),
    moves=moves,
    goal=lambda c, s: s == (len(c["grid"]) - 1, len(c["grid"]) - 2, 0),
    goal_state=lambda c: (len(c["grid"]) - 1, len(c["grid"]) - 2, 0),
    before=before,
    # rows and columns still to go, plus one when standing: no move goes up or left
    heuristic=lambda c, s: max(0, 2 * len(c["grid"]) - 3 - s[0] - s[1] + s[2]),
    call="Solution().minimumMoves(grid)",
    unit="moves", unit_ko="번",
    time_limit=1.0,
    samples=((_case("000001", "110010", "000011", "001010", "011000", "011000"), "11"),
             (_case("001111", "000011", "110001", "111001", "111001", "111000"), "9")),
    specials=(
        _case("00", "00"),                   # n = 2: one move down
        _case("00", "01"),                   # a blocked target cell: -1
        _case("000", "000", "010"),          # only a standing snake covers the corner
        _case("0000", "0100", "0001", "0000"),  # a turn past a blocked corner: 7, not -1
        _case(*["0" * 100] * 100),           # the largest open grid: 197
    ),
    view=View(_board, roles={"#": "wall", ".": "empty"}),
    show=lambda c, s: picture(c["grid"], dict(zip(cells_of(s), "TH", strict=True))),
    words=str,
    summary="LeetCode 1210: fewest moves of a 2-cell snake (right, down, rotate) to the corner",
    about=Said("fewest moves (right, down or rotate) that bring a 2-cell snake from the top-left "
               "to the bottom-right",
               "두 칸짜리 뱀을 오른쪽, 아래, 회전으로 움직여 오른쪽 아래 모서리까지 옮기는 최소 "
               "이동 수"),
)
FAMILY = family_of(PROBLEM)
