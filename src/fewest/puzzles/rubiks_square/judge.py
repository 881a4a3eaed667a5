"""Baekjoon 2549 (루빅의 사각형): the 4x4 Rubik's square as the judge gives it.

A case is ``{"board": rows}``: four rows of the numbers 1..16.  The accepted
output is the fewest moves ``k``, then ``k`` lines ``t i k`` (any optimal
sequence is accepted), so :func:`judge` replays the program's moves and
names the first illegal one, or the first one off every shortest path.

Shrink steps move the board closer to sorted: the boards along one optimal
solution (nearest sorted first), then every one-move neighbour that is
nearer.

>>> case = {"board": [[1, 2, 15, 4], [7, 8, 3, 6], [9, 10, 5, 12], [13, 14, 11, 16]]}
>>> JUDGE.judge(case, "2\\n2 3 3\\n1 2 2", "2\\n2 3 3\\n1 2 2") is None
True
>>> JUDGE.judge(case, "2\\n2 3 3\\n1 2 2", "1\\n1 5 1").message
'move 1 (1 5 1) is not a legal move'
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.judge import BadOutput, JudgeSpec, Mismatch

SIDE = 4
#: The Baekjoon 2549 promise: every answer is at most this many moves.
DEPTH = 7
SAMPLES = [
    "1 2 15 4 / 7 8 3 6 / 9 10 5 12 / 13 14 11 16",
    "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 16",
    "4 1 2 3 / 5 6 7 8 / 9 10 11 12 / 13 14 15 16",
    "13 2 3 4 / 1 6 7 8 / 5 10 11 12 / 9 14 15 16",
    "1 2 3 8 / 5 6 7 12 / 9 10 11 16 / 13 14 15 4",
    "11 14 5 2 / 6 4 8 3 / 12 15 10 16 / 13 9 7 1",
    "5 12 16 8 / 15 3 7 14 / 13 6 11 1 / 2 10 9 4",
]


def _rows(flat: Any) -> list[list[int]]:
    flat = list(flat)
    return [flat[r:r + SIDE] for r in range(0, SIDE * SIDE, SIDE)]


def _flat(case: Any) -> tuple[int, ...]:
    return tuple(v for row in case["board"] for v in row)


def read_input(text: str) -> list[Any]:
    """Four lines of four numbers (1..16, each once)."""
    tokens = text.split()
    if len(tokens) != SIDE * SIDE:
        raise InvalidPuzzleError(f"Baekjoon 2549 reads 4 rows of 4 numbers, got {len(tokens)} "
                                 f"numbers: {text.strip()[:60]!r}")
    try:
        flat = [int(t) for t in tokens]
    except ValueError:
        raise InvalidPuzzleError(f"not a number in {text.strip()[:60]!r}") from None
    if sorted(flat) != list(range(1, 17)):
        raise InvalidPuzzleError(f"the board must hold 1..16 once each, got {flat}")
    return [{"board": _rows(flat)}]


def write_input(case: Any) -> str:
    """The four rows."""
    return "".join(" ".join(map(str, row)) + "\n" for row in case["board"])


@lru_cache(maxsize=4096)
def _solved(flat: tuple[int, ...]) -> tuple[int, tuple[tuple[int, ...], ...]]:
    from fewest.puzzles import get_family

    sol = get_family("rubiks-square").parse({"board": _rows(flat)}).solve("pdb-idastar")
    return sol.length, tuple(tuple(s) for s in sol.states)


def distance(flat: tuple[int, ...]) -> int:
    """The fewest moves that sort ``flat`` (row-major tiles)."""
    return _solved(flat)[0]


def _misplaced(flat: tuple[int, ...]) -> int:
    return sum(1 for i, v in enumerate(flat) if v != i + 1)


def size(case: Any) -> tuple[int, ...]:
    """``(fewest moves, tiles out of place)``."""
    flat = _flat(case)
    return distance(flat), _misplaced(flat)


def shrinks(case: Any) -> Iterator[Any]:
    """Boards along one optimal solution (sorted first), then nearer neighbours."""
    from fewest.puzzles.rubiks_square.model import Board

    flat = _flat(case)
    here = size(case)
    _, states = _solved(flat)
    out = list(reversed(states[1:]))
    out += [b.tiles for _m, b in Board(SIDE, SIDE, flat).neighbours()]
    seen = set()
    for board in out:
        cand = {"board": _rows(board)}
        if board not in seen and size(cand) < here:
            seen.add(board)
            yield cand


def stream(rng: random.Random) -> Iterator[Any]:
    """The sample and edge cases, then :func:`draw`'s boards."""
    for text in SAMPLES:
        yield {"board": [list(map(int, row.split())) for row in text.split("/")]}
    while True:
        yield draw(rng)


def draw(rng: random.Random) -> dict[str, Any]:
    """The sorted board after 0..7 random moves (the judge promises ``K <= 7``).

    >>> len(draw(random.Random(1))["board"])
    4
    """
    from fewest.puzzles.rubiks_square.model import Board

    board = Board.solved(SIDE, SIDE)
    for _ in range(rng.randint(0, DEPTH)):
        board = board.apply(rng.choice(board.moves()))
    return {"board": _rows(board.tiles)}


def _moves(got: str) -> list[tuple[int, int, int]]:
    lines = [line.split() for line in got.splitlines() if line.strip()]
    if not lines:
        raise BadOutput("printed nothing (expected the move count, then the moves)")
    if len(lines[0]) != 1:
        raise BadOutput(f"the first line must be the move count alone, got {got[:40]!r}")
    try:
        count = int(lines[0][0])
    except ValueError:
        raise BadOutput(f"the move count is not an integer: {lines[0][0][:20]!r}") from None
    rest = lines[1:]
    if count < 0 or len(rest) != count:
        raise BadOutput(f"the first line says {count} moves, but {len(rest)} move line"
                        f"{'s' * (len(rest) != 1)} follow")
    moves = []
    for n, parts in enumerate(rest, 1):
        try:
            t, i, k = (int(p) for p in parts)
        except ValueError:
            raise BadOutput(f"move {n} must be three numbers 't i k', got "
                            f"{' '.join(parts)[:40]!r}") from None
        moves.append((t, i, k))
    return moves


def judge(case: Any, expected: str, got: str) -> Mismatch | None:
    """Replay the printed moves: legal, sorting, and as few as the fewest."""
    from fewest.puzzles.rubiks_square.model import Board, move_text

    best = int(expected.split()[0])
    moves = _moves(got)
    board = Board(SIDE, SIDE, _flat(case))
    boards = [board]
    for n, move in enumerate(moves, 1):
        try:
            board = board.apply(move)
        except InvalidPuzzleError:
            text = " ".join(map(str, move))
            return Mismatch(f"move {n} ({text}) is not a legal move",
                            f"{n}번째 이동 ({text})은 할 수 없는 이동입니다")
        boards.append(board)
    done = board.is_solved()
    if done and len(moves) == best:
        return None
    for n in range(1, len(moves) + 1):
        after = distance(boards[n].tiles)
        if after != best - n:
            m = moves[n - 1]
            step = f"{' '.join(map(str, m))}: {move_text(m)}"
            where = (f"move {n} ({step}) is the first off every shortest path "
                     f"({best - n + 1} moves from sorted before it, {after} after)")
            where_ko = (f"{n}번째 이동 ({' '.join(map(str, m))})에서 처음으로 최단 경로를 "
                        f"벗어납니다 (이전 {best - n + 1}번, 이후 {after}번)")
            if done:
                return Mismatch(f"{len(moves)} moves sort the board, but {best} is the fewest; "
                                f"{where}", f"{len(moves)}번 만에 정렬했지만 최소는 {best}번; "
                                f"{where_ko}")
            return Mismatch(f"the {len(moves)} moves do not sort the board; {where}",
                            f"{len(moves)}번의 이동으로 정렬되지 않습니다; {where_ko}")
    return Mismatch(f"the {len(moves)} moves stop {best - len(moves)} short of sorted "
                    f"(the fewest are {best})",
                    f"{len(moves)}번의 이동 뒤 정렬까지 {best - len(moves)}번이 남습니다 "
                    f"(최소 {best}번)")


def returned(value: Any) -> str:
    """A function's answer as the judge's text: a list of ``[t, i, k]``, or the text."""
    if isinstance(value, list):
        lines = [str(len(value))]
        for move in value:
            lines.append(" ".join(map(str, move)) if isinstance(move, list | tuple)
                         else str(move))
        return "\n".join(lines) + "\n"
    return value if isinstance(value, str) else str(value)


def describe(case: Any) -> str:
    """``'2 moves from sorted'``."""
    n = size(case)[0]
    return f"{n} move{'s' * (n != 1)} from sorted"


def describe_ko(case: Any) -> str:
    """The same in Korean."""
    return f"정렬까지 {size(case)[0]}번 이동"


JUDGE = JudgeSpec(
    name="boj-2549", aliases=("boj2549",), site="baekjoon", number="2549",
    title_ko="루빅의 사각형", title_en="Rubik's Square",
    source="https://www.acmicpc.net/problem/2549",
    read_input=read_input, write_input=write_input, stream=stream, shrinks=shrinks, size=size,
    judge=judge, params=("board",), unit="moves", default_cases=60, time_limit=2.0,
    memory_mb=128, method="pdb-idastar", describe=describe, describe_ko=describe_ko,
    returned=returned)
