"""The statuses an outcome can have, and the process exit code of each.

Every front end reads the same :class:`Status`; each maps it to its own codes
in one small table (the CLI and batch lines: :data:`EXIT_CODES`; the server:
``fewest.serve.routes.HTTP_STATUS``).

=====  ============  ==========================================================
exit   status        meaning
=====  ============  ==========================================================
0      solved        solved (or the command did its job)
1      unreachable   proven unreachable: no sequence of moves reaches the goal
2      invalid       bad input or usage: the message names the problem
3      limit         a time, expansion, state or memory limit stopped the search
4      internal      internal error (a bug: please report it)
130    (none)        interrupted (Ctrl+C)
=====  ============  ==========================================================

>>> EXIT_CODES[Status.LIMIT]
3
>>> Status("unreachable").exit_code
1
"""

from __future__ import annotations

from enum import StrEnum


class Status(StrEnum):
    """What became of a request."""

    SOLVED = "solved"
    UNREACHABLE = "unreachable"
    INVALID = "invalid"
    LIMIT = "limit"
    INTERNAL = "internal"

    @property
    def exit_code(self) -> int:
        """The documented process exit code (CLI, and a batch line's ``"exit"``)."""
        return EXIT_CODES[self]


#: status -> documented exit code
EXIT_CODES: dict[Status, int] = {
    Status.SOLVED: 0,
    Status.UNREACHABLE: 1,
    Status.INVALID: 2,
    Status.LIMIT: 3,
    Status.INTERNAL: 4,
}
#: Ctrl+C: not an outcome (the front end is stopped), but a documented exit code
INTERRUPTED = 130

#: exit code -> words, for ``fewest list`` and ``--help``
EXIT_MEANINGS: dict[int, str] = {0: "solved", 1: "proven unreachable", 2: "bad input or usage",
                                 3: "limit reached", 4: "internal error", 130: "interrupted"}


def worst(statuses: list[Status]) -> Status:
    """The status of a whole batch: invalid, else internal, else limit, else solved.

    >>> worst([Status.SOLVED, Status.LIMIT, Status.UNREACHABLE]).value
    'limit'
    """
    for status in (Status.INVALID, Status.INTERNAL, Status.LIMIT):
        if status in statuses:
            return status
    return Status.SOLVED
