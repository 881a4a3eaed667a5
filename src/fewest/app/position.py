"""Positions in a game: moves replayed from a board, and a position as a board again.

A player's position is the start board plus the moves played since, by the
family's move names (``instance.move_json``, or the words of
``instance.move_text``).  :func:`replay` walks them through the engine
puzzle's own ``successors``, so only legal moves are accepted.

To solve a position with the family's fast methods (tables, pattern
databases), it must be a board again: :func:`instance_at` asks the family
(:meth:`~fewest.puzzles.base.Instance.board_of`), else tries the state's own
picture (``format_state``) and the state itself as a board, and keeps one only when the
new instance shows exactly the same picture (and, for a picture read back as
a board, offers the same moves).

>>> from fewest.puzzles import get_family
>>> inst = get_family("sliding").parse("1 2 3 / 4 0 6 / 7 5 8")
>>> state = replay(inst, [{"blank": "D", "tile": 5}])
>>> state
(1, 2, 3, 4, 5, 6, 7, 0, 8)
>>> instance_at(inst, {}, state).board
'1 2 3 / 4 5 6 / 7 0 8'
>>> replay(inst, ["X"])
Traceback (most recent call last):
...
fewest.errors.InvalidPuzzleError: move 1 "X" is not legal here; legal moves: \
{"blank": "U", "tile": 2}, {"blank": "L", "tile": 4}, {"blank": "R", "tile": 6}, \
{"blank": "D", "tile": 5}
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.base import Instance
from fewest.puzzles.options import make_options, quote_value

#: the most moves a position may replay (a longer game is refused in one line)
MAX_MOVES = 5000


def step(instance: Instance, puzzle: Any, state: Any, name: Any) -> tuple[Any, Any, float]:
    """The ``(move, next_state, cost)`` of the legal move called ``name`` from ``state``.

    ``name`` matches a move's JSON (``move_json``) or its words (``move_text``).
    Raises :class:`InvalidPuzzleError` naming the legal moves.
    """
    triples = list(puzzle.successors(state))
    for move, nxt, cost in triples:
        if instance.move_json(move) == name or instance.move_text(move) == name:
            return move, nxt, cost
    legal = ", ".join(quote_value(instance.move_json(m)) for m, _, _ in triples) or "none"
    raise InvalidPuzzleError(f"move {quote_value(name)} is not legal here; legal moves: {legal}")


def replay(instance: Instance, moves: Sequence[Any], puzzle: Any = None) -> Any:
    """The state reached by playing ``moves`` from the instance's start."""
    if not isinstance(moves, (list, tuple)):
        raise InvalidPuzzleError(f"moves must be a list of moves, got {quote_value(moves)}")
    if len(moves) > MAX_MOVES:
        raise InvalidPuzzleError(f"at most {MAX_MOVES:,} moves may be replayed, got "
                                 f"{len(moves):,}")
    puzzle = puzzle or instance.puzzle()
    state = puzzle.start
    for k, name in enumerate(moves, 1):
        try:
            state = step(instance, puzzle, state, name)[1]
        except InvalidPuzzleError as exc:
            raise InvalidPuzzleError(f"move {k} {str(exc).removeprefix('move ')}") from None
    return state


def walk_states(instance: Instance, moves: Sequence[Any], puzzle: Any = None) -> list[Any]:
    """Every state ``moves`` pass through from the instance's start, the start first
    (moves already checked by :func:`replay`)."""
    puzzle = puzzle or instance.puzzle()
    states = [puzzle.start]
    for name in moves:
        states.append(step(instance, puzzle, states[-1], name)[1])
    return states


def follow(instance: Instance, puzzle: Any, state: Any, names: Iterable[Any]) -> list[Any]:
    """The engine moves named by ``names`` (JSON moves of any instance), from ``state``."""
    moves = []
    for name in names:
        move, state, _cost = step(instance, puzzle, state, name)
        moves.append(move)
    return moves


def merged(options: Mapping[str, Any], changes: Mapping[str, Any]) -> dict[str, Any]:
    """``options`` with ``changes`` applied (a ``None`` change removes the option).

    >>> merged({"goal": "blank-first", "shape": "2x2"}, {"shape": None, "cursor": [0, 1]})
    {'goal': 'blank-first', 'cursor': [0, 1]}
    """
    out = {k: v for k, v in options.items() if v is not None}
    for key, value in changes.items():
        if value is None:
            out.pop(key, None)
        else:
            out[key] = value
    return out


@dataclass(frozen=True)
class At:
    """A position as a board again: the new instance, its board and its options."""

    instance: Instance
    board: Any
    options: dict[str, Any]


def instance_at(instance: Instance, options: Mapping[str, Any], state: Any,
                puzzle: Any = None) -> At | None:
    """The position ``state`` as a new instance of the same family, or ``None``.

    The family's own :meth:`~fewest.puzzles.base.Instance.board_of` is tried
    first, then the state's picture as board text, then the state itself (text,
    or a tuple as a JSON list).  A candidate is kept only
    when the new instance draws its start exactly as ``state`` is drawn (and,
    for a picture read back, offers the same moves).
    """
    family = instance.family
    puzzle = puzzle or instance.puzzle()
    picture = instance.format_state(state)
    tries: list[tuple[Any, dict[str, Any], bool]] = []
    hook = instance.board_of(state)
    if hook is not None:
        tries.append((hook[0], merged(options, hook[1]), True))
    tries.append((picture, dict(options), False))
    if isinstance(state, str) and state != picture:
        tries.append((state, dict(options), False))
    elif isinstance(state, tuple) and all(isinstance(v, (int, str)) for v in state):
        tries.append((list(state), dict(options), False))
    for board, opts, promised in tries:
        try:
            other = family.parse(board, make_options(**opts))
            theirs = other.puzzle()
        except InvalidPuzzleError:
            continue
        if other.format_state(theirs.start) != picture:
            continue
        # the family's own board_of promises the same moves; a picture read back must show it
        if promised or _names(other, theirs, theirs.start) == _names(instance, puzzle, state):
            return At(other, board, opts)
    return None


def _names(instance: Instance, puzzle: Any, state: Any) -> list[Any]:
    return [instance.move_json(m) for m, _, _ in puzzle.successors(state)]
