"""LeetCode 864 Shortest Path to Get All Keys: the fewest steps from ``@`` until every
key is held, on a grid of ``.`` (empty), ``#`` (wall), keys ``a``-``f`` (picked up on
entering) and locks ``A``-``F`` (passable only holding the key of the same letter);
-1 when some key cannot be had.  The state is ``(row, col, keys)``, the keys a bit
mask (bit 0 for ``a``); the goal is every key held, wherever one stands.

Statement read from https://github.com/javadev/LeetCode-in-Java/blob/main/src/main/java/g0801_0900/s0864_shortest_path_to_get_all_keys/readme.md
(official page https://leetcode.com/problems/shortest-path-to-get-all-keys/):
``1 <= m, n <= 30``, one ``@``, for some k in 1..6 exactly one key and one lock of
each of the first k letters.

Decided: the goal is not one cell, so the walk is the engine's BFS over (cell, keys)
(57,600 states at most), not a layered grid whose goal is a cell.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-864").parse(PROBLEM.samples[0][0])
>>> inst.judge_output(inst.solve(), "judge")
'8'
"""

from __future__ import annotations

import json
import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Problem, View, family_of

Case = dict[str, Any]
State = tuple[int, int, int]
STEPS = (("U", -1, 0), ("D", 1, 0), ("L", 0, -1), ("R", 0, 1))
WORDS = {"U": "up", "D": "down", "L": "left", "R": "right"}
CELLS = ".#@abcdefABCDEF"


_MEMO: dict[int, tuple[Any, int]] = {}


def _keys(case: Case) -> int:
    """How many keys the grid holds (counted once per grid: the goal asks per state)."""
    grid = case["grid"]
    hit = _MEMO.get(id(grid))
    if hit is None or hit[0] is not grid:
        if len(_MEMO) > 64:
            _MEMO.clear()
        hit = _MEMO[id(grid)] = (grid, sum(ch.islower() for row in grid for ch in row))
    return hit[1]


def _start(case: Case) -> State:
    rows = case["grid"]
    r = next(i for i, row in enumerate(rows) if "@" in row)
    return (r, rows[r].index("@"), 0)


def _moves(case: Case, at: State) -> list[tuple[str, State, int]]:
    """A step onto floor, a key (picked up) or a lock whose key is held."""
    rows = case["grid"]
    r, c, mask = at
    out = []
    for move, dr, dc in STEPS:
        nr, nc = r + dr, c + dc
        if 0 <= nr < len(rows) and 0 <= nc < len(rows[0]):
            ch = rows[nr][nc]
            if ch == "#" or ("A" <= ch <= "F" and not mask >> (ord(ch) - 65) & 1):
                continue
            gain = 1 << (ord(ch) - 97) if "a" <= ch <= "f" else 0
            out.append((move, (nr, nc, mask | gain), 1))
    return out


def _rules(case: Case) -> str | None:
    """One start; for some k in 1..6, one key and one lock of each of the first k
    letters (the statement's words)."""
    grid = case["grid"]
    text = "".join(grid)
    if text.count("@") != 1:
        return Said(f"the grid needs exactly one start '@', got {text.count('@')}",
                    f"grid에는 시작 지점 '@'가 정확히 하나 있어야 합니다 "
                    f"(받은 값 {text.count('@')}개)")
    seen = {ch: text.count(ch) for ch in set(text) if ch.isalpha()}
    for ch, n in seen.items():
        if n > 1:
            return Said(f"{ch} appears {n} times (each key and lock is unique)",
                        f"{ch}가 {n}번 나옵니다 (열쇠와 자물쇠는 각각 하나뿐입니다)")
    keys = sum(1 for ch in seen if ch.islower())
    if keys == 0:
        return Said("the grid holds no key (1..6 keys)",
                    "grid에 열쇠가 없습니다 (열쇠는 1..6개)")
    for i in range(6):
        key, lock = chr(97 + i), chr(65 + i)
        if i < keys:
            if key not in seen:
                return Said(f"{keys} keys must be a..{chr(96 + keys)}, {key} is missing",
                            f"열쇠 {keys}개는 a..{chr(96 + keys)}여야 하는데 {key}가 없습니다")
            if lock not in seen:
                return Said(f"key {key} has no lock {lock} (each of the first k letters is one "
                            "key and one lock)",
                            f"열쇠 {key}에 맞는 자물쇠 {lock}가 없습니다 (처음 k개의 글자마다 "
                            "열쇠 하나와 자물쇠 하나가 있습니다)")
        elif key in seen or lock in seen:
            return Said(f"lock {lock} has no key {key} (each of the first k letters is one key "
                        "and one lock)",
                        f"자물쇠 {lock}에 맞는 열쇠 {key}가 없습니다 (처음 k개의 글자마다 "
                        "열쇠 하나와 자물쇠 하나가 있습니다)")
    return None


def random_grid(rng: random.Random, h: int, w: int, keys: int,
                walls: float) -> Case | None:
    """``@``, ``keys`` keys and their locks on random cells, walls elsewhere with
    probability ``walls``; ``None`` when the grid has too few cells."""
    if h * w < 2 * keys + 1:
        return None
    cells = [["#" if rng.random() < walls else "." for _ in range(w)] for _ in range(h)]
    spots = rng.sample([(i, j) for i in range(h) for j in range(w)], 2 * keys + 1)
    marks = ["@", *(chr(97 + k) for k in range(keys)), *(chr(65 + k) for k in range(keys))]
    for (i, j), ch in zip(spots, marks, strict=True):
        cells[i][j] = ch
    return {"grid": ["".join(row) for row in cells]}


def _arrange(case: Case, rng: random.Random) -> Case:
    """The drawn shape with a start, 1..6 keys and their locks on random cells, and
    walls of one density."""
    h, w = len(case["grid"]), len(case["grid"][0])
    keys = min(rng.randint(1, 6), (h * w - 1) // 2)
    drawn = random_grid(rng, h, w, max(keys, 1), rng.choice((0.15, 0.25, 0.3)))
    return drawn if drawn is not None else case


def _aim(case: Case, at: State) -> Case | None:
    """One key, at the cell a walk from ``@`` reached, its lock on another free cell
    (the walk may pass it: the answer is then longer, or -1)."""
    r, c, _mask = at
    rows = [row.translate(str.maketrans("abcdefABCDEF", "." * 12)) for row in case["grid"]]
    if rows[r][c] != ".":
        return None
    free = [(i, j) for i, row in enumerate(rows) for j, ch in enumerate(row)
            if ch == "." and (i, j) != (r, c)]
    if not free:
        return None
    i, j = free[(r * 31 + c * 17) % len(free)]
    cells = [list(row) for row in rows]
    cells[r][c], cells[i][j] = "a", "A"
    return {"grid": ["".join(row) for row in cells]}


def _board(case: Case, at: State) -> tuple[list[str], dict[tuple[int, int], tuple[str, str]]]:
    """Keys held are gone and their locks open; the walker on its cell."""
    rows = case["grid"]
    r, c, mask = at
    where = {ch: (i, j) for i, row in enumerate(rows) for j, ch in enumerate(row)
             if ch.isalpha()}
    pieces: dict[tuple[int, int], tuple[str, str]] = {}
    for k in range(_keys(case)):
        if mask >> k & 1:
            pieces[where[chr(97 + k)]] = ("", "gone")
            pieces[where[chr(65 + k)]] = (chr(65 + k), "lock-open")
    pieces[(r, c)] = ("@", "piece")
    return list(rows), pieces


def _case(*rows: str) -> str:
    return json.dumps({"grid": list(rows)}) + "\n"


PROBLEM = Problem(
    site="leetcode", number="864", title_ko="모든 열쇠를 얻는 최단 경로",
    title_en="Shortest Path to Get All Keys",
    source="https://github.com/javadev/LeetCode-in-Java/blob/main/src/main/java/g0801_0900/"
           "s0864_shortest_path_to_get_all_keys/readme.md",
    input=Input(Grid("grid", (1, 30), (1, 30), CELLS, weights={".": 6, "#": 2}),
                where=_rules, arrange=_arrange, json=True),
    start=_start,
    moves=_moves,
    goal=lambda c, at: at[2] == (1 << _keys(c)) - 1,
    call="Solution().shortestPathAllKeys(grid)",
    time_limit=1.0,
    samples=((_case("@.a.#", "###.#", "b.A.B"), "8"),
             (_case("@..aA", "..B#.", "....b"), "6"),
             (_case("@Aa"), "-1")),
    specials=(
        _case("@a.A"),                         # one key, next door
        _case("b@aAB"),                        # keys on both sides: stop at the first, fail
        _case("@.a", "###", "A.."),            # the lock is never needed
        _case("@" + "." * 28 + "a", "." * 29 + "A"),  # one long row of 30
        _case("a.b.c", "#####", "@ABCd", "#####", "e.f.D", "EF..."),
    ),
    aim=_aim,
    view=View(board=_board, roles={"#": "wall", ".": "empty", "@": "empty",
                                   **{ch: "key" for ch in "abcdef"},
                                   **{ch: "lock" for ch in "ABCDEF"}},
              labels={ch: ch for ch in "abcdefABCDEF"}),
    words=lambda m: WORDS.get(str(m), str(m)),
    summary="LeetCode 864 Shortest Path to Get All Keys: fewest steps to pick up every key",
    about=Said("fewest moves from @ until every key is held, locks A-F opening only with keys "
               "a-f, or -1",
               "열쇠 a-f를 주워 자물쇠 A-F를 지나며 @에서 모든 열쇠를 얻는 최소 이동 횟수 "
               "(불가능하면 -1)"),
)
FAMILY = family_of(PROBLEM)
