"""Baekjoon 1194 달이 차오른다, 가자. (The Moon Is Rising, Let's Go): the fewest moves
from ``0`` to any exit ``1`` of an N x M maze of ``.`` (empty), ``#`` (wall), keys
``a``-``f`` (picked up on entering, never used up) and doors ``A``-``F`` (passable
only holding the key of the same letter); -1 when no exit is reached.  The state is
``(row, col, keys)``, the keys a 6-bit mask.

Statement read from https://suhyeokeee.tistory.com/116 (official page
https://www.acmicpc.net/problem/1194): ``1 <= N, M <= 50``, exactly one ``0``, at
least one ``1``; 2 s, 128 MB.

Decided: any other count of ``0`` or no ``1`` is refused as input; keys of a
letter with no door, doors with no key anywhere are allowed.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-1194").parse(PROBLEM.samples[0][0])
>>> inst.judge_output(inst.solve(), "judge"), inst.judge_output(None, "judge")
('7', '-1')
"""

from __future__ import annotations

import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.common.grid_gen import field, maze
from fewest.puzzles.common.layered_grid import CODES, FLOOR, KEYS, LayeredGrid
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, family_of

Case = dict[str, Any]
ALPHABET = ".#abcdefABCDEF01"
_CODES = bytes.maketrans(ALPHABET.encode(), bytes(
    [CODES.get(ch, FLOOR) for ch in ALPHABET]))


def grid_of(case: Case) -> LayeredGrid:
    """The maze as a layered grid whose layer is the set of keys held."""
    n, m = case["n"], case["m"]
    text = "".join(case["maze"])
    codes = text.encode("ascii").translate(_CODES)
    goals = bytes(1 if ch == "1" else 0 for ch in text)
    start = divmod(text.index("0"), m)
    return LayeredGrid(n, m, codes, goals, start, KEYS)


def _rules(case: Case) -> str | None:
    text = "".join(case["maze"])
    if text.count("0") != 1:
        return Said(f"the maze must hold exactly one '0' (the start), it holds {text.count('0')}",
                    f"maze에는 시작 위치 '0'이 정확히 하나 있어야 합니다 "
                    f"(지금 {text.count('0')}개)")
    if "1" not in text:
        return Said("the maze must hold at least one '1' (an exit)",
                    "maze에는 출구 '1'이 하나 이상 있어야 합니다")
    return None


def _keys(keys: int) -> str:
    held = "".join(chr(97 + i) for i in range(6) if keys >> i & 1)
    return f"keys: {held or 'none'}"


def _enclose(cells: list[list[str]], r: int, c: int, door: str, rng: random.Random) -> None:
    """Wall in cell (r, c) but for one side, which gets ``door``."""
    n, m = len(cells), len(cells[0])
    sides = [(r + dr, c + dc) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
             if 0 <= r + dr < n and 0 <= c + dc < m]
    rng.shuffle(sides)
    for i, (nr, nc) in enumerate(sides):
        cells[nr][nc] = door if i == 0 else "#"


def _locked(rng: random.Random, n: int, m: int) -> list[str]:
    """An exit behind a door, its key somewhere else (perhaps behind another door),
    and decoy keys of other letters: the keys must be in the state, and the right
    key must open the right door."""
    cells = [["#" if rng.random() < rng.choice([0.0, 0.1, 0.2]) else "." for _ in range(m)]
             for _ in range(n)]
    letters = rng.sample("abcdef", 3)
    spots = [(r, c) for r in range(n) for c in range(m)]
    rng.shuffle(spots)
    (er, ec), (kr, kc), (sr, sc) = spots[0], spots[1], spots[2]
    cells[er][ec] = "1"
    _enclose(cells, er, ec, letters[0].upper(), rng)
    if rng.random() < 0.4:
        _enclose(cells, kr, kc, letters[1].upper(), rng)
    cells[kr][kc] = letters[0]
    free = [(r, c) for r, c in spots[3:] if cells[r][c] in ".#"]
    for ch in (letters[1], letters[2], letters[1])[: rng.randint(1, 3)]:
        if free:
            r, c = free.pop()
            cells[r][c] = ch
    if rng.random() < 0.3 and free:  # a second exit, open or locked
        r, c = free.pop()
        cells[r][c] = "1"
    cells[sr][sc] = "0"
    return ["".join(row) for row in cells]


def _mixed(rng: random.Random, n: int, m: int) -> list[str]:
    """Walls (a field or a maze), then keys, doors, exits and the start on distinct
    cells."""
    if n >= 3 and m >= 3 and rng.random() < 0.4:
        g = maze(rng, n, m, loops=rng.choice([0.1, 0.3]))
    else:
        g = field(rng, n, m, rng.choice([0.1, 0.2, 0.3, 0.4]))
    cells = [["." if v else "#" for v in row] for row in g]
    spots = [(r, c) for r in range(n) for c in range(m)]
    rng.shuffle(spots)
    kinds = rng.choice(["ab", "abc", "abcdef", "a", "ef"])
    extra = min(len(spots) - 2, rng.randint(0, max(1, n * m // 4)))
    picks = ["0", *["1"] * rng.randint(1, 3)]
    for _ in range(extra):
        k = rng.choice(kinds)
        picks.append(k if rng.random() < 0.4 else k.upper())
    for (r, c), ch in zip(spots, picks[:len(spots)], strict=False):
        cells[r][c] = ch
    return ["".join(row) for row in cells]


def _arrange(case: Case, rng: random.Random) -> Case:
    """Mostly a locked exit (on nine cells or more), else walls, keys, doors and one
    to three exits at random; with and without an escape."""
    n, m = case["n"], case["m"]
    rows = _locked(rng, n, m) if n * m >= 9 and rng.random() < 0.7 else _mixed(rng, n, m)
    if _rules({"maze": rows}) is not None:  # an enclosure covered the start or the exit
        rows = _mixed(rng, n, m)
    return {**case, "maze": rows}


PROBLEM = Problem(
    site="baekjoon", number="1194", title_ko="달이 차오른다, 가자.",
    title_en="The Moon Is Rising, Let's Go",
    source="https://suhyeokeee.tistory.com/116",
    input=Input(Line(Int("n", 1, 50), Int("m", 1, 50)), Grid("maze", "n", "m", ALPHABET),
                where=_rules, arrange=_arrange),
    walk=grid_of,
    layer_words=_keys,
    time_limit=2.0, memory_mb=128,
    samples=(
        ("1 7\nf0.F..1\n", "7"),
        ("5 5\n....1\n#1###\n.1.#0\n....A\n.1.#.\n", "-1"),
        ("7 8\na#c#eF.1\n.#.#.#..\n.#B#D###\n0....F.1\nC#E#A###\n.#.#.#..\nd#f#bF.1\n", "55"),
        ("3 4\n1..0\n###.\n1...\n", "3"),
    ),
    specials=(
        "1 2\n01\n",                           # the smallest maze
        "3 5\n..0..\n.###.\n..1.A\n",          # the near exit is walled in, the far one
        "4 5\n0....\n.#B#A\n.#.#.\nb#a#1\n",   # a key behind a door
        "1 11\nc.0.C.C.C.1\n",                 # a key used again and again
        "1 5\na0Bb1\n",                        # the wrong key
    ),
    summary="Baekjoon 1194 달이 차오른다, 가자.: fewest moves to an exit, keys open doors",
    about=Said("fewest moves from 0 to an exit 1 of the maze, picking up keys a-f that open doors "
               "A-F",
               "열쇠 a-f를 주워 문 A-F를 열며 0에서 출구 1까지 가는 최소 이동 횟수 (못 가면 -1)"),
)
FAMILY = family_of(PROBLEM)
