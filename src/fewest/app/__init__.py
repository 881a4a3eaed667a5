"""The application layer: one request -> outcome path that every front end shares.

A front end (the CLI, ``fewest serve``, batch lines, ``analyze --sample``,
``fewest check``) builds a :class:`Request`, calls :func:`prepare` (or lets
:func:`run` do it) and :func:`run`, and maps the outcome's :class:`Status`
to its own codes in one small table.  Nothing here imports a front end or a
renderer.

>>> out = run(Request("8-puzzle", "1 2 3 / 4 0 6 / 7 5 8", fmt="number"))
>>> out.status.value, out.length, out.exit_code
('solved', 2, 0)
"""

from fewest.app.outcome import Outcome, limit_message
from fewest.app.request import Prepared, Request, prepare
from fewest.app.run import run, solve_prepared
from fewest.app.status import EXIT_CODES, Status

__all__ = ["EXIT_CODES", "Outcome", "Prepared", "Request", "Status", "limit_message", "prepare",
           "run", "solve_prepared"]
