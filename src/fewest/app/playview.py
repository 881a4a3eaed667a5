"""What a page needs to let a person play any family: boards as cells, and each legal
move with the cell to click, the line arrow or the key that plays it.

Read only from the family's view (:mod:`fewest.view`), never from its name:

* **grid**: every cell's label, role, marks and note (:func:`grid_json`);
* **click**: a move that carries a piece or cursor (its highlight path
  starts on the state's own cell, ``state_cell``) is played by clicking
  where it ends, and, if no other move ends there, any cell it passes
  (a die roll's landing square before a ladder); a move whose path starts
  elsewhere (a sliding tile) by clicking where the path starts; a move with
  highlighted cells and no path (a card turned, a light pressed with its
  neighbours) by clicking its centre: the highlighted cell nearest all the
  others (the first listed on a tie).
  When two moves claim one cell, the first listed keeps it;
* **arrow**: a move that shifts a whole line by one step (a Rubik's-square
  row or column) gets an arrow beside that line;
* **toward**: where the arrow keys play the moves (below), a move whose path
  is one straight step and does not carry the state's own piece (a sliding
  tile into the blank) is also the first move
  when a cell further back on that line is clicked: the page plays it, then
  the click again, so a click moves a whole run of tiles;
* **key**: a move named like a key (``Up``, ``Ctrl+Left``, ``Enter``) is that
  key; otherwise, when every move's path is straight and they all go
  different ways, the arrow keys play them by direction (a sliding tile
  moves the way of the arrow); otherwise, when every move's words start with
  a different way (``up (tilts: 1 of 10)``: a board tilted, both balls
  rolling), the arrow key of that way, and such moves have no cell to click
  (a tap on one ball would say nothing of the way); otherwise, when each move's words start their
  numbers with a different digit 1-9, that digit (a pancake flip's size, a
  die's face); otherwise, with at most nine moves, the digit keys pick them
  in order;
* **label**: the move in the view's words (``tile 5 left``: the way the tile
  goes, which is the arrow key that plays it), else the family's move text.

A move that changes nothing (a key at the board's edge) is marked ``loop``.

>>> from fewest.puzzles import parse
>>> inst = parse("sliding", "1 2 / 0 3")
>>> p = inst.puzzle()
>>> moves = play_moves(inst, p.start, list(p.successors(p.start)))
>>> [(m["click"], m["key"], m["label"]) for m in moves]
[([[0, 0]], 'ArrowDown', 'tile 1 down'), ([[1, 1]], 'ArrowLeft', 'tile 3 left')]
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.view import Cell, Grid, Highlights, state_cell, trail_grid, viewer_of

KEY_NAME = re.compile(r"^(Ctrl\+)?(Up|Down|Left|Right)$|^(Enter|Space|Escape)$")
DIRECTIONS = {(-1, 0): "ArrowUp", (1, 0): "ArrowDown", (0, -1): "ArrowLeft",
              (0, 1): "ArrowRight"}


class TextView:
    """The view of a family that has none: the state's picture (``format_state``) in
    one cell of role ``text``, and each move in words; such a family is played from
    the move list and the digit keys."""

    def __init__(self, instance: Any) -> None:
        self.instance = instance

    def state_grid(self, state: Any) -> Grid:
        return Grid(1, 1, (Cell(self.instance.format_state(state), "text"),))

    def move_highlights(self, move: Any, before: Any, after: Any) -> Highlights:
        return Highlights(text=self.instance.move_text(move))


def viewer(instance: Any) -> Any:
    """The family's viewer, or a :class:`TextView` when it has none."""
    try:
        return viewer_of(instance)
    except InvalidPuzzleError:
        return TextView(instance)


def cell_json(cell: Any) -> list[Any]:
    """``[label, role, marks, note]``, trailing empties left out.

    >>> from fewest.view import Cell
    >>> cell_json(Cell("3", "tile", ("home",))), cell_json(Cell("", "blank"))
    (['3', 'tile', ['home']], ['', 'blank'])
    """
    out: list[Any] = [cell.label, cell.role]
    if cell.marks or cell.note:
        out.append(list(cell.marks))
    if cell.note:
        out.append(cell.note)
    return out


def grid_json(grid: Grid) -> dict[str, Any]:
    """A grid as ``{"rows", "cols", "cells": [[label, role, marks?, note?], ...]}``, with
    its drawing hints when it has any: ``shapes`` (role -> shape), ``links``
    (``[[row, col], [row, col], kind, style]``) and ``words`` (role -> its name in a
    legend).

    >>> from fewest.view import Cell, Grid, Link
    >>> grid_json(Grid(1, 2, (Cell("1", "tile"), Cell()), links=(Link((0, 0), (0, 1), "up"),)))
    ... # doctest: +NORMALIZE_WHITESPACE
    {'rows': 1, 'cols': 2, 'cells': [['1', 'tile'], ['', 'empty']],
     'links': [[[0, 0], [0, 1], 'up', 'arrow']]}
    """
    out: dict[str, Any] = {"rows": grid.rows, "cols": grid.cols,
                           "cells": [cell_json(c) for c in grid.cells]}
    if grid.shapes:
        out["shapes"] = dict(grid.shapes)
    if grid.links:
        out["links"] = [[_rc([k.src])[0], _rc([k.dst])[0], k.kind, k.style]
                        for k in grid.links]
    if grid.words:
        out["words"] = dict(grid.words)
    if grid.caption:
        out["caption"] = grid.caption
    return out


def changes(before: Grid, after: Grid) -> list[list[Any]]:
    """The cells that differ, as ``[index, *cell_json]``; a grid of another shape (a state
    drawn otherwise: leetcode-1345's jump in the air) is ``["shape", rows, cols]`` and
    then every cell.

    >>> from fewest.view import Cell
    >>> one, two = Grid(1, 1, (Cell("a", "piece"),)), Grid(1, 2, (Cell("a", "piece"),) * 2)
    >>> changes(one, two)
    [['shape', 1, 2], [0, 'a', 'piece'], [1, 'a', 'piece']]
    """
    if (before.rows, before.cols) != (after.rows, after.cols):
        return [["shape", after.rows, after.cols],
                *([k, *cell_json(c)] for k, c in enumerate(after.cells))]
    return [[k, *cell_json(b)] for k, (a, b) in enumerate(zip(before.cells, after.cells,
                                                              strict=True)) if a != b]


def _rc(cells: Any) -> list[list[int]]:
    return [[int(r), int(c)] for r, c in cells]


def highlights_json(h: Highlights) -> dict[str, Any]:
    """A move's highlights as JSON."""
    shift = None if h.shift is None else {"axis": h.shift.axis, "index": h.shift.index,
                                         "by": h.shift.by}
    return {"text": h.text, "cells": _rc(h.cells), "path": _rc(h.path), "shift": shift,
            "way": h.way}


def _key_name(text: str) -> str | None:
    found = KEY_NAME.match(text)
    if not found:
        return None
    if found.group(3):
        return " " if found.group(3) == "Space" else found.group(3)
    return ("Ctrl+" if found.group(1) else "") + "Arrow" + found.group(2)


def _arrow(h: Highlights, grid: Grid) -> dict[str, Any] | None:
    """The line arrow of a one-step shift of a whole row or column, or of a half turn
    (a shift by half the line, the same either way: ``dir`` 2, a double arrow)."""
    if h.shift is None:
        return None
    size = grid.cols if h.shift.axis == "row" else grid.rows
    by = h.shift.by % size
    way = 1 if by == 1 else -1 if by == size - 1 else 2 if 2 * by == size else 0
    if way == 0 or size < 2:
        return None
    return {"axis": h.shift.axis, "index": h.shift.index, "dir": way}


def _direction(h: Highlights) -> tuple[int, int] | None:
    """The single direction of a straight path, if it is one."""
    if len(h.path) < 2:
        return None
    (r0, c0), (r1, c1) = h.path[0], h.path[-1]
    dr, dc = (r1 > r0) - (r1 < r0), (c1 > c0) - (c1 < c0)
    if (dr == 0) == (dc == 0):
        return None
    steps = list(zip(h.path, h.path[1:], strict=False))
    straight = all((b[0] - a[0], b[1] - a[1]) in ((dr * k, dc * k) for k in range(1, 1000))
                   for a, b in steps)
    return (dr, dc) if straight else None


#: the most states of a walk drawn with its trail (:func:`fewest.view.trail_grid`) for a
#: line's changes; a longer line is drawn state by state
TRAIL_STATES = 1000


def play_moves(instance: Any, state: Any, triples: list[Any],
               before: Sequence[Any] = ()) -> list[dict[str, Any]]:
    """For each ``(move, next_state, cost)``: its highlights, the cells to click, the
    line arrow, the key, whether it is a loop, and the cells it changes.  ``before`` are
    the states the walk passed through to ``state`` (drawn where the view can: a wall
    broken on the way stays broken)."""
    view = viewer(instance)
    walk = [*before, state]
    grid = trail_grid(view, walk)
    own = state_cell(view, state)
    items: list[dict[str, Any]] = []
    lights = []
    for move, nxt, _cost in triples:
        h = view.move_highlights(move, state, nxt)
        lights.append(h)
        after = trail_grid(view, [*walk, nxt])
        items.append({"view": highlights_json(h), "loop": nxt == state,
                      "changes": changes(grid, after), "arrow": None, "click": [],
                      "toward": [], "key": None,
                      "label": h.text or instance.move_text(move)})
        if after.caption or grid.caption:
            items[-1]["caption"] = after.caption
    _clicks(items, lights, own)
    rule = _keys(instance, items, lights, triples)
    if rule == "arrows":
        _toward(items, lights, own, grid)
    elif rule == "ways":
        for item in items:
            item["click"] = []
    for item, h in zip(items, lights, strict=True):
        if not item["loop"]:
            item["arrow"] = _arrow(h, grid)
    return items


def _clicks(items: list[dict[str, Any]], lights: list[Highlights], own: Any) -> None:
    taken: dict[tuple[int, int], int] = {}
    extra: list[tuple[int, tuple[int, int]]] = []
    for k, (item, h) in enumerate(zip(items, lights, strict=True)):
        if item["loop"] or h.shift is not None:
            continue
        path = [(int(r), int(c)) for r, c in h.path]
        main: tuple[int, int]
        if len(path) >= 2 and own is not None and path[0] == tuple(own):
            main = path[-1]
            extra += [(k, p) for p in path[1:-1]]
        elif len(path) >= 2:
            main = path[0]
        elif h.cells:
            main = centre(h.cells)
        else:
            continue
        taken.setdefault(main, k)
    for k, p in extra:
        taken.setdefault(p, k)
    for p, k in taken.items():
        items[k]["click"].append([int(p[0]), int(p[1])])


def centre(cells: Any) -> tuple[int, int]:
    """The cell of ``cells`` with the least total distance (rows plus columns) to the
    others; the first listed on a tie.

    >>> centre([(0, 1), (1, 0), (1, 1), (1, 2), (2, 1)]), centre([(0, 0), (0, 1), (1, 0)])
    ((1, 1), (0, 0))
    """
    points = [(int(r), int(c)) for r, c in cells]
    return min(points, key=lambda p: sum(abs(p[0] - q[0]) + abs(p[1] - q[1]) for q in points))


def _toward(items: list[dict[str, Any]], lights: list[Highlights], own: Any,
            grid: Grid) -> None:
    """The cells further back on the line of a one-step move that carries no piece of the
    state's own (a sliding tile's row or column behind it), no cell clicked already;
    only where the arrow keys play the moves by direction."""
    clicked = {tuple(p) for item in items for p in item["click"]}
    for item, h in zip(items, lights, strict=True):
        if item["loop"] or len(h.path) != 2 or (own is not None and
                                                 tuple(h.path[0]) == tuple(own)):
            continue
        (r0, c0), (r1, c1) = (int(h.path[0][0]), int(h.path[0][1])), (int(h.path[1][0]),
                                                                      int(h.path[1][1]))
        dr, dc = r1 - r0, c1 - c0
        if abs(dr) + abs(dc) != 1:
            continue
        r, c = r0 - dr, c0 - dc
        while 0 <= r < grid.rows and 0 <= c < grid.cols and (r, c) not in clicked:
            item["toward"].append([r, c])
            r, c = r - dr, c - dc


FIRST_NUMBER = re.compile(r"\d+")
#: a move's words that start with a way: ``up (tilts: 1 of 10)``
FIRST_WAY = re.compile(r"^(up|down|left|right)\b", re.IGNORECASE)
WAY_KEYS = {"up": "ArrowUp", "down": "ArrowDown", "left": "ArrowLeft", "right": "ArrowRight"}


def _ways(items: list[dict[str, Any]]) -> list[str] | None:
    """Each live move's arrow key from the way its words start with, when every one
    starts with a different way, else ``None``."""
    found = [FIRST_WAY.match(item["label"]) for item in items if not item["loop"]]
    ways = [f.group(1).lower() for f in found if f]
    if not found or len(ways) != len(found) or len(set(ways)) != len(ways):
        return None
    return [WAY_KEYS[w] for w in ways]


def _digits(instance: Any, triples: list[Any]) -> list[str] | None:
    """Each move's first number, when they are all different digits 1-9 (a flip's size,
    a die's face), else ``None``."""
    firsts = [FIRST_NUMBER.search(instance.move_text(m)) for m, _, _ in triples]
    digits = [f.group(0) if f else "" for f in firsts]
    if all(len(d) == 1 and d != "0" for d in digits) and len(set(digits)) == len(digits):
        return digits
    return None


def _keys(instance: Any, items: list[dict[str, Any]], lights: list[Highlights],
          triples: list[Any]) -> str:
    """Give each move its key; return which rule did: ``named``, ``arrows``, ``ways``,
    ``digits``, ``order`` or ``none``."""
    named = [_key_name(instance.move_text(m)) for m, _, _ in triples]
    if any(named):
        for item, key in zip(items, named, strict=True):
            item["key"] = key
        return "named"
    live = [k for k, item in enumerate(items) if not item["loop"]]
    ways = [_direction(lights[k]) for k in live]
    if live and all(ways) and len(set(ways)) == len(ways):
        for k, way in zip(live, ways, strict=True):
            items[k]["key"] = DIRECTIONS[way]  # type: ignore[index]
        return "arrows"
    by_words = _ways(items)
    if by_words:
        for k, key in zip(live, by_words, strict=True):
            items[k]["key"] = key
        return "ways"
    digits = _digits(instance, triples)
    if digits:
        for item, digit in zip(items, digits, strict=True):
            item["key"] = digit
        return "digits"
    if len(items) <= 9:
        for k, item in enumerate(items):
            item["key"] = str(k + 1)
        return "order"
    return "none"


def line_changes(instance: Any, puzzle: Any, state: Any, moves: list[Any],
                 before: Sequence[Any] = ()) -> list[Any]:
    """The cells each move of ``moves`` (engine moves, from ``state``) changes, in order,
    so that a page can animate a whole line without asking again (``before``: the states
    the walk passed through to ``state``, as for :func:`play_moves`)."""
    view = viewer(instance)
    walk = [*before, state]
    trail = len(walk) + len(moves) <= TRAIL_STATES
    grid = trail_grid(view, walk) if trail else view.state_grid(state)
    out = []
    for move in moves:
        state = next(t for m, t, _c in puzzle.successors(state) if m == move)
        walk.append(state)
        after = trail_grid(view, walk) if trail else view.state_grid(state)
        out.append(changes(grid, after))
        grid = after
    return out
