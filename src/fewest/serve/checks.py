"""Checking a request's JSON before any worker sees it (in the event loop, cheap).

Every check fails with :class:`~fewest.errors.InvalidPuzzleError`, whose
one-line message the client gets with HTTP 400 (the server's own checks raise
:class:`~fewest.serve.words.Refusal`, which says it in the request's language).
Nothing here reads a file: a board is text (or a JSON array), never a path.

>>> solve_job({"puzzle": "sliding", "board": "1 2 / 0 3", "goal": "blank-last"})["options"]
{'goal': 'blank-last'}
>>> solve_job({"puzzle": "sliding", "board": "1 2 / 0 3", "colour": "red"})
... # doctest: +ELLIPSIS
Traceback (most recent call last):
...
fewest.serve.words.Refusal: unknown field 'colour'; expected: puzzle, board, goal, ...
"""

from __future__ import annotations

import json
from typing import Any

from fewest.app.compare import method_list
from fewest.app.request import check_limits
from fewest.app.scramble import MAX_DISTANCE
from fewest.errors import LIMIT_REASONS, InvalidPuzzleError
from fewest.puzzles.boardtext import request_int
from fewest.puzzles.options import option_names
from fewest.serve.words import Refusal

LIMIT_FIELDS = LIMIT_REASONS
#: the fields of each request beside the board options, which are API fields of the
#: same names as every family's options (:func:`fewest.puzzles.options.all_options`)
SOLVE_FIELDS = ("puzzle", "board", "algorithm", "mode", *LIMIT_FIELDS, "view")
COMPARE_FIELDS = ("puzzle", "board", "algorithms", *LIMIT_FIELDS, "view")


def option_values(body: dict[str, Any]) -> dict[str, Any]:
    """The board options given in ``body`` (fields named like a family's option)."""
    return {k: body[k] for k in option_names() if body.get(k) is not None}


def decode_body(raw: bytes) -> dict[str, Any]:
    """The request body as a JSON object.

    >>> decode_body(b'{"puzzle": "sliding"}')
    {'puzzle': 'sliding'}
    >>> decode_body(b'{"puzzle": ')
    Traceback (most recent call last):
    ...
    fewest.serve.words.Refusal: request body is not valid JSON: Expecting value at line 1 \
column 12: '{"puzzle": '
    >>> decode_body(b'{"board": ' + b'[' * 20000 + b']' * 20000 + b'}')
    Traceback (most recent call last):
    ...
    fewest.serve.words.Refusal: request body nests too deeply to be a board: \
'{"board": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[...'
    """
    # (the byte-by-byte scan only when there are brackets enough to nest that deep)
    if raw.count(b"[") + raw.count(b"{") > MAX_NESTING and nesting(raw) > MAX_NESTING:
        raise Refusal("server.too_deep", body=_quote(raw))
    try:
        value = json.loads(raw.decode("utf-8"), parse_int=request_int)
    except UnicodeDecodeError:
        raise Refusal("server.not_utf8") from None
    except json.JSONDecodeError as exc:
        raise Refusal("server.bad_json", reason=exc.msg, line=exc.lineno, column=exc.colno,
                      body=_quote(raw)) from None
    except RecursionError:
        raise Refusal("server.too_deep", body=_quote(raw)) from None
    if not isinstance(value, dict):
        raise Refusal("server.not_object", body=_quote(raw))
    return value


#: the deepest nesting of ``[`` and ``{`` a request may have (a board nests at most a few
#: levels); deeper is refused before parsing, whatever the process's recursion limit
MAX_NESTING = 64


def nesting(raw: bytes) -> int:
    """How deep ``[`` and ``{`` nest in ``raw``, outside JSON strings.

    >>> nesting(b'{"board": [[1, 2], [3, "[[["]]}')
    3
    """
    deepest = depth = 0
    in_string = escaped = False
    for byte in raw:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # backslash
                escaped = True
            elif byte == 0x22:  # closing quote
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):
            depth += 1
            deepest = max(deepest, depth)
        elif byte in (0x5D, 0x7D):
            depth -= 1
    return deepest


def _quote(raw: bytes, limit: int = 60) -> str:
    text = raw.decode("utf-8", "replace")
    return repr(text if len(text) <= limit else text[:limit] + "...")


def _check_fields(body: dict[str, Any], fields: tuple[str, ...]) -> None:
    allowed = (*fields[:2], *option_names(), *fields[2:])
    for key in body:
        if key not in allowed:
            raise Refusal("server.unknown_field", field=repr(key), expected=", ".join(allowed))
    if not isinstance(body.get("puzzle"), str) or not body["puzzle"].strip():
        raise Refusal("server.puzzle_name", given=json.dumps(body.get("puzzle")))
    board = body.get("board")
    if board is None:
        raise Refusal("server.no_board")
    if not isinstance(board, (str, list)):
        raise Refusal("server.board_type", given=json.dumps(board)[:60])


def _limits(body: dict[str, Any]) -> dict[str, Any]:
    return check_limits({k: body.get(k) for k in LIMIT_FIELDS})


def _name(body: dict[str, Any], key: str, default: str) -> str:
    value = body.get(key, default)
    if not isinstance(value, str):
        raise Refusal("server.text_field", field=key, given=json.dumps(value))
    return value


def _view(body: dict[str, Any]) -> bool:
    view = body.get("view", False)
    if not isinstance(view, bool):
        raise Refusal("server.view_flag", given=json.dumps(view))
    return view


def solve_job(body: dict[str, Any]) -> dict[str, Any]:
    """The worker job for ``POST /api/solve`` (the server adds its caps)."""
    _check_fields(body, SOLVE_FIELDS)
    return {"kind": "solve", "puzzle": body["puzzle"], "board": body["board"],
            "options": option_values(body),
            "algorithm": _name(body, "algorithm", "auto"), "mode": _name(body, "mode", "optimal"),
            "limits": _limits(body), "view": _view(body)}


def compare_job(body: dict[str, Any]) -> dict[str, Any]:
    """The worker job for ``POST /api/compare``; ``algorithms`` is a list or comma-separated text.

    >>> job = compare_job({"puzzle": "sliding", "board": "1 2 / 0 3", "algorithms": "bfs, dfs"})
    >>> job["algorithms"]
    ['bfs', 'dfs']
    """
    _check_fields(body, COMPARE_FIELDS)
    given = body.get("algorithms")  # none: the worker picks the family's default list
    names = None if given is None else method_list(given)
    return {"kind": "compare", "puzzle": body["puzzle"], "board": body["board"],
            "options": option_values(body),
            "algorithms": names, "limits": _limits(body), "view": _view(body)}


#: ``GET /api/scramble``'s parameters
SCRAMBLE_PARAMS = ("puzzle", "size", "moves", "seed", "distance", "from", "options", "spent",
                   "tried")


def scramble_job(params: dict[str, str], max_moves: int) -> dict[str, Any]:
    """The worker job for ``GET /api/scramble?puzzle=&size=&moves=&seed=``, or with
    ``distance=N`` (a board exactly N moves from the goal, :mod:`fewest.app.scramble`:
    ``from``, ``options``, ``spent`` and ``tried`` carry on from the previous answer).

    >>> scramble_job({"puzzle": "sliding", "size": "3x3", "moves": "20"}, 100)["moves"]
    20
    >>> scramble_job({"puzzle": "sliding", "size": "3x3", "moves": "1000"}, 100)
    Traceback (most recent call last):
    ...
    fewest.errors.InvalidPuzzleError: moves must be 0..100 (or empty: uniform), got '1000'
    >>> scramble_job({"puzzle": "sliding", "size": "3x3", "distance": "12"}, 100)["distance"]
    12
    >>> scramble_job({"puzzle": "sliding", "distance": "12", "moves": "3"}, 100)
    Traceback (most recent call last):
    ...
    fewest.errors.InvalidPuzzleError: ask for moves or for a distance, not both
    """
    for key in params:
        if key not in SCRAMBLE_PARAMS:
            raise InvalidPuzzleError(
                f"unknown parameter {key!r}; expected: {', '.join(SCRAMBLE_PARAMS)}")
    puzzle = params.get("puzzle", "").strip()
    if not puzzle:
        raise InvalidPuzzleError("\"puzzle\" must name a puzzle (see /api/puzzles)")
    size = params.get("size", "").strip()
    if len(size) > 40:
        raise InvalidPuzzleError(f"size is too long: {size[:40]!r}...")
    moves_text = params.get("moves", "").strip()
    moves: int | None = None
    if moves_text:
        if not moves_text.isdigit() or int(moves_text) > max_moves:
            raise InvalidPuzzleError(
                f"moves must be 0..{max_moves} (or empty: uniform), got {moves_text!r}")
        moves = int(moves_text)
    seed_text = params.get("seed", "").strip()
    if seed_text and not (seed_text.isdigit() and len(seed_text) <= 20):
        raise InvalidPuzzleError(f"seed must be a non-negative integer, got {seed_text!r}")
    job: dict[str, Any] = {"kind": "scramble", "puzzle": puzzle, "size": size, "moves": moves,
                           "seed": int(seed_text) if seed_text else None}
    if "distance" in params:
        if moves_text:
            raise InvalidPuzzleError("ask for moves or for a distance, not both")
        job.update(_carry_on(params))
    elif any(k in params for k in ("from", "options", "spent", "tried")):
        raise InvalidPuzzleError("from, options, spent and tried go with distance=N")
    return job


def _carry_on(params: dict[str, str]) -> dict[str, Any]:
    """The ``distance`` and what carries a scramble on from its previous answer."""
    text = params.get("distance", "").strip()
    if not text.isdigit() or len(text) > 9 or int(text) > MAX_DISTANCE:
        raise InvalidPuzzleError(
            f"distance must be a whole number 0..{MAX_DISTANCE:,}, got {text[:20]!r}")
    start = params.get("from")
    options: dict[str, Any] = {}
    if params.get("options"):
        try:
            options = json.loads(params["options"], parse_int=request_int)
        except (json.JSONDecodeError, RecursionError):
            options = None  # type: ignore[assignment]
        if not isinstance(options, dict):
            raise InvalidPuzzleError(
                f"options must be a JSON object, got {_quote(params['options'].encode())}")
    numbers = {}
    for key, kind in (("spent", float), ("tried", int)):
        value = params.get(key, "").strip() or "0"
        try:
            numbers[key] = kind(value)
        except ValueError:
            numbers[key] = -1
        if not 0 <= numbers[key] < 10**6:
            raise InvalidPuzzleError(f"{key} must be a non-negative number, got {value!r}")
    return {"distance": int(text), "from": start if start else None, "from_options": options,
            **numbers}
