"""What ``fewest analyze ... --sample N`` asks for, as one value passed to ``Family.analyze``.

>>> make_spec(None, None, None, None, None) is None
True
>>> spec = make_spec(100, 7, 2, None, 5.0)
>>> spec.count, spec.seed, spec.jobs, spec.limits.max_seconds
(100, 7, 2, 5.0)
>>> make_spec(None, 7, None, None, None)
Traceback (most recent call last):
fewest.errors.InvalidPuzzleError: --seed only applies with --sample N
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from fewest.errors import InvalidPuzzleError
from fewest.problem import Limits

#: Most boards one sample may hold.
MAX_COUNT = 1_000_000
#: Most worker processes.
MAX_JOBS = 256


@dataclass(frozen=True)
class SampleSpec:
    """Solve ``count`` random boards; ``seed`` makes the draw reproducible (``None``:
    a fresh seed, reported); ``jobs`` worker processes; ``pairs`` for families whose
    size takes a pair count; ``limits`` apply to each board."""

    count: int
    seed: int | None = None
    jobs: int = 1
    pairs: int | None = None
    limits: Limits | None = None


def make_spec(sample: int | None, seed: int | None, jobs: int | None, pairs: int | None,
              max_seconds: float | None) -> SampleSpec | None:
    """The spec from the CLI options, or ``None`` without ``--sample``.

    The other options only apply with ``--sample``; asking for them alone is
    a usage error (one line), as is a count, job number or pair count below 1.
    """
    if sample is None:
        for name, value in (("--seed", seed), ("--jobs", jobs), ("--pairs", pairs),
                            ("--max-seconds", max_seconds)):
            if value is not None:
                raise InvalidPuzzleError(f"{name} only applies with --sample N")
        return None
    if not 1 <= sample <= MAX_COUNT:
        raise InvalidPuzzleError(f"--sample must be 1..{MAX_COUNT:,}, got {sample}")
    if jobs == 0:
        jobs = os.cpu_count() or 1
    if jobs is not None and not 1 <= jobs <= MAX_JOBS:
        raise InvalidPuzzleError(f"--jobs must be 0 (every core) or 1..{MAX_JOBS}, got {jobs}")
    if pairs is not None and pairs < 1:
        raise InvalidPuzzleError(f"--pairs must be at least 1, got {pairs}")
    limits = None if max_seconds is None else Limits(max_seconds=max_seconds)
    return SampleSpec(sample, seed, jobs or 1, pairs, limits)
