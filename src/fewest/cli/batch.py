"""``fewest solve PUZZLE --batch FILE``: the command-line face of :mod:`fewest.batch`.

The command-line options are defaults for every line; a line's own keys
(``goal``, ``cursor``, ``die``, ``shape``, ``overshoot``, ``start``,
``algorithm``) override them.  With ``-f json`` (the default for batches given
``-f text``) each result is one JSON object; with a judge format (``-f
number``) each result is that format's output.  ``--jobs``, ``--output`` and
``--cluster`` choose where lines run and where results are kept.
"""

from __future__ import annotations

from fewest.batch.run import run_batch as _run
from fewest.batch.task import BatchSpec
from fewest.problem import Limits
from fewest.puzzles.base import Family, InputOptions


def run_batch(family: Family, path: str, *, algorithm: str, limits: Limits | None,
              options: InputOptions | None = None, fmt: str = "json", jobs: int = 1,
              output: str | None = None, cluster: str | None = None,
              progress: bool = False) -> int:
    """Solve every line; a bad line yields an ``error`` result, not a stop.

    Returns the exit code: 2 if any line was malformed, else 4 if any failed
    internally or lost its worker, else 3 if any hit a limit, else 0.
    """
    spec = BatchSpec(family.name, algorithm, limits, options or InputOptions(),
                     "json" if fmt == "text" else fmt)
    return _run(spec, path, jobs=jobs, output=output, cluster=cluster, progress=progress)
