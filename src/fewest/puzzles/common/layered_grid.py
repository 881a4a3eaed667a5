"""A grid walk with one extra counter: the layered-grid BFS shared by the grid judge problems.

A *layered grid* is a map of cells (floor, wall, keys ``a``-``f``, doors
``A``-``F``), a start cell, a set of goal cells, and a **rule** that says what
the extra number in the state (its *layer*) means:

* ``PLAIN``: no layer (always 0), four-neighbour steps onto floor;
* ``BREAK``: walls broken so far; a step onto a wall breaks it and costs a
  layer, allowed while the layer is below ``limit``;
* ``JUMP``: knight jumps used so far; a jump (over anything, onto floor)
  costs a layer, allowed while the layer is below ``limit``;
* ``KEYS``: the set of keys held, a 6-bit mask; a door needs its key, a key
  cell adds its bit;
* ``DAY``: walls broken so far and day or night, as ``2 * broken + night``:
  every move flips day and night, staying put (``stay``) is a move too, and a
  wall is broken only by day, while fewer than ``limit`` are.

A state is ``(row, col, layer)``; every move costs 1 and the goal is any
goal cell, on any layer.  :class:`LayeredPuzzle` is the engine puzzle (every
engine algorithm runs on it), :func:`solve_layered` the breadth-first
search over all ``rows * cols * layers`` states
(:mod:`~fewest.puzzles.common.layered_kernels`; small grids in plain Python),
and :func:`layered_view` the
:class:`~fewest.puzzles.common.grid_view.GridView` that draws a state with its
layer in words.  No family name appears here: each judge problem builds its
:class:`LayeredGrid` from its own input.

>>> g = LayeredGrid.from_rows(["..#", "#.."], start=(0, 0), goals=[(1, 2)], rule=PLAIN)
>>> solve_layered(g).moves, solve_layered_compiled(g).moves
(['R', 'D', 'R'], ['R', 'D', 'R'])
>>> g2 = LayeredGrid.from_rows([".#.", "###"], start=(0, 0), goals=[(0, 2)], rule=BREAK, limit=1)
>>> sol = solve_layered(g2)
>>> sol.moves, sol.states[-1]
(['R', 'R'], (0, 2, 1))
>>> from fewest.search.bfs import bfs
>>> bfs(LayeredPuzzle(g2)).length
2
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from fewest.errors import NoSolutionError
from fewest.problem import Budget, Limits, Puzzle, SearchStats, Solution

PLAIN, BREAK, JUMP, KEYS, DAY = 0, 1, 2, 3, 4
FLOOR, WALL, KEY0, DOOR0 = 0, 1, 2, 8
#: map characters of :meth:`LayeredGrid.from_rows` and their codes
CODES = {".": FLOOR, "#": WALL, **{chr(97 + i): KEY0 + i for i in range(6)},
         **{chr(65 + i): DOOR0 + i for i in range(6)}}
CHARS = {v: k for k, v in CODES.items()}
#: the four steps, then the eight knight jumps: (name, d-row, d-col)
STEPS: tuple[tuple[str, int, int], ...] = (("U", -1, 0), ("D", 1, 0), ("L", 0, -1), ("R", 0, 1))
JUMPS: tuple[tuple[str, int, int], ...] = (
    ("UUL", -2, -1), ("UUR", -2, 1), ("DDL", 2, -1), ("DDR", 2, 1),
    ("LLU", -1, -2), ("LLD", 1, -2), ("RRU", -1, 2), ("RRD", 1, 2))
#: the move of ``DAY``: staying put while day turns to night or night to day
STAY: tuple[str, int, int] = ("stay", 0, 0)
WORDS = {"U": "up", "D": "down", "L": "left", "R": "right"}

State = tuple[int, int, int]


def day_layer(layer: int, wall: bool, limit: int) -> int:
    """The ``DAY`` layer after a move (``wall``: onto a wall), ``-1`` if not allowed.

    >>> day_layer(0, False, 1), day_layer(0, True, 1), day_layer(1, True, 1), day_layer(3, True, 1)
    (1, 3, -1, -1)
    """
    if not wall:
        return layer ^ 1
    return layer + 3 if not layer & 1 and layer >> 1 < limit else -1


@dataclass(frozen=True, eq=False)
class LayeredGrid:
    """A validated layered grid (see the module docstring).

    ``codes`` and ``goals`` are row-major bytes (``goals[i]`` is 1 on a goal
    cell); ``limit`` is the most walls broken (``BREAK``) or jumps made
    (``JUMP``), unused otherwise.
    """

    rows: int
    cols: int
    codes: bytes
    goals: bytes
    start: tuple[int, int]
    rule: int = PLAIN
    limit: int = 0
    _goal_cells: list[int] = field(default_factory=list, repr=False)

    @classmethod
    def from_rows(cls, rows: Sequence[str], *, start: tuple[int, int],
                  goals: Sequence[tuple[int, int]], rule: int = PLAIN,
                  limit: int = 0) -> LayeredGrid:
        """A grid from map rows written with :data:`CODES` characters."""
        width = len(rows[0])
        codes = bytes(CODES[ch] for row in rows for ch in row)
        mask = bytearray(len(rows) * width)
        for r, c in goals:
            mask[r * width + c] = 1
        return cls(len(rows), width, codes, bytes(mask), start, rule, limit)

    @property
    def layers(self) -> int:
        """How many values the layer takes."""
        if self.rule == KEYS:
            return 64
        if self.rule == DAY:
            return 2 * (self.limit + 1)
        return self.limit + 1 if self.rule in (BREAK, JUMP) else 1

    @property
    def moves(self) -> tuple[tuple[str, int, int], ...]:
        """The moves the rule allows (jumps only under ``JUMP``, staying under ``DAY``)."""
        if self.rule == DAY:
            return (*STEPS, STAY)
        return STEPS + JUMPS if self.rule == JUMP else STEPS

    def goal_cells(self) -> list[int]:
        """The goal cells, as row-major indexes."""
        if not self._goal_cells:
            i = self.goals.find(1)
            while i >= 0:
                self._goal_cells.append(i)
                i = self.goals.find(1, i + 1)
        return self._goal_cells

    def is_goal(self, state: State) -> bool:
        return bool(self.goals[state[0] * self.cols + state[1]])

    def step(self, state: State, dr: int, dc: int, jump: bool) -> State | None:
        """Where a move ``(dr, dc)`` leads from ``state``, or ``None`` if it is illegal."""
        r, c, layer = state
        nr, nc = r + dr, c + dc
        if not (0 <= nr < self.rows and 0 <= nc < self.cols):
            return None
        code = self.codes[nr * self.cols + nc]
        rule = self.rule
        if rule == DAY:
            nl = day_layer(layer, code == WALL and (dr, dc) != (0, 0), self.limit)
            return None if nl < 0 else (nr, nc, nl)
        if jump:
            if rule != JUMP or layer >= self.limit or code == WALL:
                return None
            return (nr, nc, layer + 1)
        if code == WALL:
            if rule == BREAK and layer < self.limit:
                return (nr, nc, layer + 1)
            return None
        if code >= DOOR0:
            if rule != KEYS or not (layer >> (code - DOOR0)) & 1:
                return None
        elif code >= KEY0 and rule == KEYS:
            return (nr, nc, layer | (1 << (code - KEY0)))
        return (nr, nc, layer)

    def successors(self, state: State) -> Iterator[tuple[str, State, int]]:
        for name, dr, dc in self.moves:
            nxt = self.step(state, dr, dc, len(name) == 3)
            if nxt is not None:
                yield name, nxt, 1


class LayeredPuzzle(Puzzle[State]):
    """A :class:`LayeredGrid` as an engine puzzle; its heuristic is the Manhattan
    distance to the nearest goal (divided by three, rounded up, where knight jumps
    cover three at once): admissible and consistent, since a move changes it by
    at most one.  A ``PLAIN`` grid with one goal cell is reversible and names its
    goal, so bidirectional search runs on it too."""

    unit_cost = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, grid: LayeredGrid) -> None:
        self.grid = grid
        self.start = (grid.start[0], grid.start[1], 0)
        cells = grid.goal_cells()
        if grid.rule == PLAIN and len(cells) == 1:
            self.reversible = True
            self.goal: State | None = (cells[0] // grid.cols, cells[0] % grid.cols, 0)
        else:
            self.goal = None
        self._near: list[int] | None = None
        self.heuristic = self._h

    def is_goal(self, state: State) -> bool:
        return self.grid.is_goal(state)

    def successors(self, state: State) -> Iterator[tuple[str, State, int]]:
        return self.grid.successors(state)

    def _h(self, state: State) -> int:
        g = self.grid
        cells = g.goal_cells()
        if len(cells) == 1:
            gr, gc = divmod(cells[0], g.cols)
            d = abs(state[0] - gr) + abs(state[1] - gc)
        else:
            if self._near is None:
                self._near = manhattan_field(g.rows, g.cols, cells)
            d = self._near[state[0] * g.cols + state[1]]
        return -(-d // 3) if g.rule == JUMP else d


def manhattan_field(rows: int, cols: int, sources: Sequence[int]) -> list[int]:
    """The Manhattan distance from every cell to its nearest source cell (a BFS on
    the open grid, walls ignored)."""
    dist = [-1] * (rows * cols)
    queue = deque(sources)
    for s in sources:
        dist[s] = 0
    while queue:
        i = queue.popleft()
        r, c = divmod(i, cols)
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= nr < rows and 0 <= nc < cols and dist[nr * cols + nc] < 0:
                dist[nr * cols + nc] = dist[i] + 1
                queue.append(nr * cols + nc)
    return dist


#: states expanded per compiled chunk between limit checks
CHUNK = 1 << 20
ALGORITHM = "layered-bfs"


#: grids with at most this many states are searched in plain Python (no numpy,
#: no numba: their start-up costs more than the whole search)
PYTHON_STATES = 200_000


def solve_layered(grid: LayeredGrid, limits: Limits | None = None,
                  algorithm: str = ALGORITHM) -> Solution[State]:
    """A shortest path by breadth-first search over every ``(row, col, layer)``
    state: compiled, or in plain Python for grids of at most
    :data:`PYTHON_STATES` states.  Raises :class:`~fewest.errors.NoSolutionError`
    when no goal cell is reachable, and :class:`~fewest.errors.SearchLimitError`
    at a limit.

    Breadth-first order pops states by distance, each stored once with its
    parent, so the first goal state generated ends a shortest path.  Under
    ``BREAK`` and ``JUMP`` a state whose cell was already stored with no more of
    the counter spent is dominated and skipped (it was reached no sooner and can
    do nothing more), which keeps the shortest distance and stores most cells once.
    """
    if grid.rows * grid.cols * grid.layers <= PYTHON_STATES:
        return solve_layered_python(grid, limits, algorithm)
    return solve_layered_compiled(grid, limits, algorithm)


def solve_layered_python(grid: LayeredGrid, limits: Limits | None = None,
                         algorithm: str = ALGORITHM) -> Solution[State]:
    """The same search as the compiled kernel, over flat Python lists.

    >>> g = LayeredGrid.from_rows(["a#.", ".A."], start=(1, 0), goals=[(0, 2)], rule=KEYS)
    >>> solve_layered_python(g).moves
    ['U', 'D', 'R', 'R', 'U']
    """
    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    rows, cols, rule, limit = grid.rows, grid.cols, grid.rule, grid.limit
    n = rows * cols
    codes, goals = grid.codes, grid.goals
    table = [(name, dr, dc, len(name) == 3) for name, dr, dc in grid.moves]
    start_id = grid.start[0] * cols + grid.start[1]
    parent = [-1] * (n * grid.layers)
    parent[start_id] = start_id
    dominate = rule in (BREAK, JUMP, DAY)
    # the least layer stored on each cell (see the kernel; by day and by night under DAY)
    best = bytearray(b"\xff") * (2 * n if rule == DAY else n)
    best[start_id] = 0
    queue = [start_id]
    head = 0
    found = start_id if goals[start_id] else -1
    generated = 0
    while head < len(queue) and found < 0:
        s = queue[head]
        head += 1
        if head >= budget.next_at:
            budget.check(head, len(queue), generated)
        layer, cell = divmod(s, n)
        r, c = divmod(cell, cols)
        for _name, dr, dc, jump in table:
            nr, nc = r + dr, c + dc
            if not (0 <= nr < rows and 0 <= nc < cols):
                continue
            generated += 1
            ncell = nr * cols + nc
            code = codes[ncell]
            nl = layer
            if rule == DAY:
                nl = day_layer(layer, code == WALL and (dr, dc) != (0, 0), limit)
                if nl < 0:
                    continue
            elif jump:
                if layer >= limit or code == WALL:
                    continue
                nl = layer + 1
            elif code == WALL:
                if rule != BREAK or layer >= limit:
                    continue
                nl = layer + 1
            elif code >= DOOR0:
                if rule != KEYS or not (layer >> (code - DOOR0)) & 1:
                    continue
            elif code >= KEY0 and rule == KEYS:
                nl = layer | (1 << (code - KEY0))
            ns = nl * n + ncell
            if dominate:
                key, spent = ((nl & 1) * n + ncell, nl >> 1) if rule == DAY else (ncell, nl)
                if best[key] <= spent:
                    continue
                best[key] = spent
            elif parent[ns] != -1:
                continue
            parent[ns] = s
            if goals[ncell]:
                found = ns
                break
            queue.append(ns)
    stats.expanded, stats.generated = head, generated
    stats.peak_stored = len(queue)
    stats.peak_frontier = len(queue) - head
    stats.seconds = time.perf_counter() - started
    if found < 0:
        raise NoSolutionError(
            f"no goal cell can be reached ({len(queue):,} states searched)", stats)
    path = [found]
    while parent[path[-1]] != path[-1]:
        path.append(parent[path[-1]])
    path.reverse()
    states = []
    for s in path:
        layer, cell = divmod(s, n)
        states.append((cell // cols, cell % cols, layer))
    names = {(dr, dc): name for name, dr, dc, _j in table}
    moves = [names[(b[0] - a[0], b[1] - a[1])] for a, b in pairwise(states)]
    return Solution(moves=moves, states=states, cost=len(moves), optimal=True,
                    algorithm=algorithm, stats=stats)


#: the kernels' markers (as in :mod:`~fewest.puzzles.common.layered_kernels`, which
#: this module does not import unless it runs the jitted kernels)
BORDER, UNSEEN, START = 255, 255, 254


def solve_layered_compiled(grid: LayeredGrid, limits: Limits | None = None,
                           algorithm: str = ALGORITHM, *, aot: bool = True) -> Solution[State]:
    """The compiled search (:mod:`~fewest.puzzles.common.layered_kernels`), run in
    chunks between which the limits are checked; ``aot``: with the kernels built
    ahead of time (:mod:`~fewest.puzzles.common.layered_aot`, no numba import),
    else the jitted ones."""
    import numpy as np

    if aot:
        from fewest.puzzles.common.layered_aot import kernels

        k = kernels()
    else:
        from fewest.puzzles.common import layered_kernels as k

    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    start_id = grid.start[0] * grid.cols + grid.start[1]
    if grid.goals[start_id]:
        stats.seconds = time.perf_counter() - started
        s0 = (grid.start[0], grid.start[1], 0)
        return Solution(moves=[], states=[s0], cost=0, optimal=True, algorithm=algorithm,
                        stats=stats)
    table = grid.moves
    pad = 2 if grid.rule == JUMP else 1
    width = grid.cols + 2 * pad
    size = (grid.rows + 2 * pad) * width
    total = size * grid.layers
    codes = np.full((grid.rows + 2 * pad, width), BORDER, dtype=np.uint8)
    codes[pad:-pad, pad:-pad] = np.frombuffer(grid.codes, dtype=np.uint8).reshape(
        grid.rows, grid.cols)
    goals = np.zeros_like(codes)
    goals[pad:-pad, pad:-pad] = np.frombuffer(grid.goals, dtype=np.uint8).reshape(
        grid.rows, grid.cols)
    flat = codes.ravel()
    off = np.array([m[1] * width + m[2] for m in table], dtype=np.int64)
    jump = np.array([len(m[0]) == 3 for m in table], dtype=np.uint8)
    came = np.full(total, UNSEEN, dtype=np.uint8)
    queue = np.empty(total, dtype=np.int32)
    best = np.full(2 * size if grid.rule == DAY else size, 255, dtype=np.uint8)
    first = (grid.start[0] + pad) * width + grid.start[1] + pad
    best[first] = 0
    came[first] = START
    queue[0] = first
    # head, tail, found, expanded, generated
    st = np.array([0, 1, -1, 0, 0], dtype=np.int64)
    lim = limits or Limits()
    while True:
        chunk = CHUNK
        if lim.max_expansions is not None:
            chunk = max(1, min(chunk, lim.max_expansions - int(st[3])))
        if lim.max_states is not None:
            chunk = max(1, min(chunk, (lim.max_states - int(st[1])) // 8))
        k.bfs_chunk(flat, goals.ravel(), size, grid.rule, grid.limit, off, jump,
                    came, queue, best, st, chunk)
        if st[2] >= 0 or st[0] >= st[1]:
            break
        budget.check(int(st[3]), int(st[1]), int(st[4]))
    stats.expanded, stats.generated = int(st[3]), int(st[4])
    stats.peak_stored = int(st[1])
    stats.peak_frontier = int(st[1] - st[0])
    stats.seconds = time.perf_counter() - started
    if st[2] < 0:
        raise NoSolutionError(
            f"no goal cell can be reached ({int(st[1]):,} states searched)", stats)
    found = int(st[2])
    out = np.empty(k.path_length(came, flat, size, grid.rule, off, found), dtype=np.int64)
    k.trace(came, flat, size, grid.rule, off, found, out)
    path = out[::-1]
    layer, cell = np.divmod(path, size)
    r, c = np.divmod(cell, width)
    r -= pad
    c -= pad
    states = list(zip(r.tolist(), c.tolist(), layer.tolist(), strict=True))
    code = (np.diff(r) + 2) * 5 + (np.diff(c) + 2)
    names = np.empty(25, dtype=object)
    for name, a, b in table:
        names[(a + 2) * 5 + (b + 2)] = name
    moves = names[code].tolist()
    return Solution(moves=moves, states=states, cost=len(moves), optimal=True,
                    algorithm=algorithm, stats=stats)


_TO_CHARS = bytes.maketrans(bytes(range(len(CHARS))),
                           "".join(CHARS[i] for i in range(len(CHARS))).encode())


def map_rows(grid: LayeredGrid) -> list[str]:
    """The map as rows of :data:`CODES` characters, goal cells as ``G``."""
    text = bytearray(grid.codes.translate(_TO_CHARS))
    for i in grid.goal_cells():
        text[i] = ord("G")
    flat = text.decode("ascii")
    return [flat[r * grid.cols:(r + 1) * grid.cols] for r in range(grid.rows)]


def layered_view(grid: LayeredGrid, *, piece: str = "P", layer_words: Any = None,
                 roles: dict[int, str] | None = None) -> Any:
    """The :class:`~fewest.puzzles.common.grid_view.GridView` of a layered grid: the
    map (walls, keys, doors, goals drawn), the walker on top, and each move in
    words with the layer it reaches (``layer_words(layer) -> str``).  Under
    ``BREAK`` a wall the walk has stepped on is drawn broken (``broken-wall``)
    and the caption counts the breaks left; under ``JUMP``, the jumps left.

    >>> g = LayeredGrid.from_rows([".#.", "###"], start=(0, 0), goals=[(0, 2)], rule=BREAK,
    ...                           limit=1)
    >>> grid = layered_view(g).trail_grid([(0, 0, 0), (0, 1, 1), (0, 2, 1)])
    >>> grid.at(0, 1).role, grid.at(1, 1).role, grid.caption
    ('broken-wall', 'wall', 'breaks left: 0')
    """
    from fewest.puzzles.common.grid_view import GridView

    rows = map_rows(grid)
    role_of = {".": "empty", "#": "wall", "G": "finish",
               **{chr(97 + i): "key" for i in range(6)},
               **{chr(65 + i): "door" for i in range(6)}}
    labels = {**{chr(97 + i): chr(97 + i) for i in range(6)},
              **{chr(65 + i): chr(65 + i) for i in range(6)}}

    def pieces(state: Any) -> dict[tuple[int, int], tuple[str, str]]:
        return {(state[0], state[1]): (piece, "tile")}

    def moved(a: Any, b: Any) -> tuple[tuple[int, int], ...]:
        return ((a[0], a[1]), (b[0], b[1]))

    def words(move: Any) -> str:
        name = str(move)
        if len(name) == 3:
            return f"knight jump {WORDS[name[0]]} 2, {WORDS[name[2]]} 1"
        return WORDS.get(name, name)

    def broken(states: Sequence[Any]) -> dict[tuple[int, int], str]:
        return {(s[0], s[1]): "broken-wall" for s in states
                if grid.codes[s[0] * grid.cols + s[1]] == WALL}

    left = {BREAK: "breaks left: {k}", JUMP: "jumps left: {k}"}.get(grid.rule)

    def caption(state: Any) -> str:
        return left.replace("{k}", str(grid.limit - state[2])) if left else ""

    view = GridView(rows, role_of, pieces=pieces, moved=moved, words=words, labels=labels,
                    cell_of=lambda s: (s[0], s[1]),
                    trail=broken if grid.rule == BREAK else None,
                    caption=caption if left else None)
    if layer_words is not None:
        base = view.move_highlights

        def highlights(move: Any, before: Any, after: Any) -> Any:
            from fewest.view import Highlights

            h = base(move, before, after)
            return Highlights(text=f"{h.text} ({layer_words(after[2])})", cells=h.cells,
                              path=h.path)

        view.move_highlights = highlights  # type: ignore[method-assign]
    return view


def format_layered(grid: LayeredGrid, state: State, layer_words: Any = None) -> str:
    """The map with the walker as ``@``, and the layer in words on a last line."""
    out = map_rows(grid)
    r, c = state[0], state[1]
    out[r] = out[r][:c] + "@" + out[r][c + 1:]
    if layer_words is not None:
        out.append(str(layer_words(state[2])))
    return "\n".join(out)
