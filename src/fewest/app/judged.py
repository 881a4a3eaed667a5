"""Judge input for ``fewest solve``: a judge problem named by its judge name reads the
judge's exact input (stdin text, or the function's arguments as JSON), split into
its cases by the family's own ``JudgeSpec.read_input``.

Nothing here names a problem: the judge declaration comes from ``Family.judge``.
A name that is the judge's (``boj-1525``, ``lc-909``) takes this path; the
family's own name (``sliding``) keeps the family's board syntax.

>>> [r.board for r in judge_requests(Request("boj-1525", "1 0 3\\n4 2 5\\n7 8 6\\n"))]
[{'board': [[1, 0, 3], [4, 2, 5], [7, 8, 6]]}]
>>> judge_requests(Request("sliding", "1 0 3 / 4 2 5 / 7 8 6")) is None
True
>>> [r.board for r in judge_requests(Request("lc-909", '{"board": [[-1, -1], [-1, 3]]}'))]
[{'board': [[-1, -1], [-1, 3]]}]
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from fewest.app.request import Request
from fewest.errors import InvalidPuzzleError
from fewest.puzzles import get_family
from fewest.puzzles.boardtext import quote
from fewest.puzzles.judge import JudgeSpec


def _key(name: str) -> str:
    return name.strip().lower().replace("_", "-")


def judge_of(puzzle: str) -> JudgeSpec | None:
    """The judge declaration when ``puzzle`` is a judge problem's name or alias."""
    try:
        family = get_family(puzzle)
    except InvalidPuzzleError:
        return None
    spec = family.judge
    if spec is None:
        return None
    if _key(puzzle) in {_key(n) for n in spec.names()} or _key(family.name) == _key(spec.name):
        return spec
    return None


def read_cases(spec: JudgeSpec, board: Any) -> list[Any]:
    """The judge input's cases (a JSON value that is not text is one case already)."""
    if not isinstance(board, str):
        return [board]
    from fewest.puzzles.kit.text import decode

    board = decode(board, spec.name)
    try:
        cases = spec.read_input(board)
    except InvalidPuzzleError as exc:
        raise InvalidPuzzleError(f"{spec.label} input: {exc}") from None
    except (ValueError, RecursionError, StopIteration, IndexError, KeyError, TypeError,
            OverflowError) as exc:  # a reader that met input it never expected
        why = str(exc).splitlines()[0][:60] if str(exc) else type(exc).__name__
        raise InvalidPuzzleError(f"{spec.label} input: cannot read it ({why}): "
                                 f"{quote(board)}") from None
    if not cases:
        raise InvalidPuzzleError(f"{spec.label} input: no test case")
    return cases


def judge_requests(request: Request) -> list[Request] | None:
    """One request per case of the judge input (``None``: not a judge name, or no board).

    Input that does not read as the judge's is given to the family as a board as it
    is (``fewest solve boj-1525 "1 0 3 / 4 2 5 / 7 8 6"``, a JSON case, one case of a
    T-case judge without its ``T`` line); the family's parser then names what is wrong.
    """
    if request.board is None or not isinstance(request.puzzle, str):
        return None
    spec = judge_of(request.puzzle)
    if spec is None:
        return None
    try:
        cases = read_cases(spec, request.board)
    except InvalidPuzzleError:
        return None
    return [replace(request, board=case) for case in cases]
