"""Independent card-matching rules and solvers for the tests.

Written from the spec text only, sharing no code with ``fewest.puzzles.card_match``:
positions are ``(row, col)`` pairs, the cards left are a frozenset of positions.

* :func:`simulate` plays a key sequence and returns the final state;
* :func:`graph_answer` builds the explicit full game graph and asks networkx;
* :func:`classic_answer` is the classic accepted solution: try pair orders,
  both cards of a pair in either order, with BFS cursor distances on the
  board of the moment (memoised on cards left and cursor).
"""

from __future__ import annotations

import random
from collections import deque
from functools import cache

import networkx as nx

Pos = tuple[int, int]
Game = tuple[Pos, frozenset[Pos], Pos | None]
STEPS = {"Up": (-1, 0), "Down": (1, 0), "Left": (0, -1), "Right": (0, 1)}
ALL_KEYS = [*STEPS, *("Ctrl+" + k for k in STEPS), "Enter"]


def random_board(rng: random.Random, rows: int, cols: int, pairs: int) -> list[list[int]]:
    """A random board with faces 1..pairs, each twice, and empty cells elsewhere."""
    cells = [f for f in range(1, pairs + 1) for _ in (0, 1)] + [0] * (rows * cols - 2 * pairs)
    rng.shuffle(cells)
    return [cells[r * cols : (r + 1) * cols] for r in range(rows)]


def _move(grid: list[list[int]], left: frozenset[Pos], pos: Pos, key: str) -> Pos:
    rows, cols = len(grid), len(grid[0])
    ctrl = key.startswith("Ctrl+")
    dr, dc = STEPS[key.removeprefix("Ctrl+")]
    r, c = pos
    if not (0 <= r + dr < rows and 0 <= c + dc < cols):
        return pos  # at the edge: stays put
    if not ctrl:
        return (r + dr, c + dc)
    while 0 <= r + dr < rows and 0 <= c + dc < cols:
        r, c = r + dr, c + dc
        if (r, c) in left:
            return (r, c)
    return (r, c)  # no card that way: the last cell


def press_key(grid: list[list[int]], game: Game, key: str) -> Game:
    """One key press under the spec's rules."""
    pos, left, up = game
    if key != "Enter":
        return (_move(grid, left, pos, key), left, up)
    if pos not in left or pos == up:
        return game
    if up is None:
        return (pos, left, pos)
    if grid[pos[0]][pos[1]] == grid[up[0]][up[1]]:
        return (pos, left - {pos, up}, None)
    return (pos, left, None)


def start_game(grid: list[list[int]], cursor: Pos) -> Game:
    """The opening state."""
    left = frozenset(
        (r, c) for r, row in enumerate(grid) for c, face in enumerate(row) if face
    )
    return (cursor, left, None)


def simulate(grid: list[list[int]], cursor: Pos, keys: list[str]) -> Game:
    """The game after pressing ``keys`` from the start."""
    game = start_game(grid, cursor)
    for key in keys:
        assert key in ALL_KEYS, key
        game = press_key(grid, game, key)
    return game


def graph_answer(grid: list[list[int]], cursor: Pos) -> int:
    """Fewest presses, by networkx on the explicit graph of every reachable game."""
    start = start_game(grid, cursor)
    g: nx.DiGraph = nx.DiGraph()
    seen = {start}
    todo = [start]
    while todo:
        game = todo.pop()
        if not game[1]:
            g.add_edge(game, "cleared")
            continue
        for key in ALL_KEYS:
            nxt = press_key(grid, game, key)
            if nxt != game:
                g.add_edge(game, nxt)
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return int(nx.shortest_path_length(g, start, "cleared")) - 1


def classic_answer(grid: list[list[int]], cursor: Pos) -> int:
    """Fewest presses by trying every removal order, with BFS cursor distances."""
    where: dict[int, list[Pos]] = {}
    for r, row in enumerate(grid):
        for c, face in enumerate(row):
            if face:
                where.setdefault(face, []).append((r, c))

    def dist(left: frozenset[Pos], a: Pos, b: Pos) -> int:
        seen = {a: 0}
        queue = deque([a])
        while queue:
            p = queue.popleft()
            if p == b:
                return seen[p]
            for key in ALL_KEYS[:-1]:
                q = _move(grid, left, p, key)
                if q not in seen:
                    seen[q] = seen[p] + 1
                    queue.append(q)
        raise AssertionError("unreachable cell")

    @cache
    def best(faces: frozenset[int], pos: Pos) -> int:
        if not faces:
            return 0
        left = frozenset(p for f in faces for p in where[f])
        out = 10**9
        for f in faces:
            a, b = where[f]
            for x, y in ((a, b), (b, a)):
                cost = dist(left, pos, x) + dist(left, x, y) + 2 + best(faces - {f}, y)
                out = min(out, cost)
        return out

    return best(frozenset(where), cursor)
