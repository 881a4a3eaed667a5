"""The driver loop around a chunked kernel: limits, progress, growth, faults.

A kernel call returns a status (:mod:`fewest.compiled.common`).  On
``PAUSE`` the driver hands the counters to :class:`fewest.problem.Budget`,
which raises :class:`~fewest.errors.SearchLimitError` past a limit and feeds
the live status line of :mod:`fewest.progress`; chunks are sized to take
about 50 ms, so a time limit overshoots by that at most.  ``GROW_*``
statuses go to the caller's ``grow``; a negative status is a fault of the
user's functions; ``FOUND`` and ``DONE`` end the loop.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np

from fewest.compiled import common
from fewest.compiled.faults import fault, raised
from fewest.compiled.memory import MemoryCap
from fewest.errors import InvalidPuzzleError
from fewest.problem import Budget, Limits, SearchStats

if TYPE_CHECKING:
    from fewest.compiled.puzzle import CompiledPuzzle

#: seconds one chunk aims to take
CHUNK_SECONDS = 0.05


class Driver:
    """Config, counters and budget of one compiled search."""

    def __init__(self, puzzle: CompiledPuzzle, limits: Limits | None,
                 stats: SearchStats | None = None) -> None:
        self.puzzle = puzzle
        self.funcs = puzzle.compiled()
        self.stats = stats if stats is not None else SearchStats()
        self.budget = Budget(limits, self.stats)
        self.limits = self.budget.limits
        self.cfg = self.funcs.cfg(puzzle)
        self.ctr = common.new_ctr()
        self.err = np.zeros(2 * puzzle.layout.n, dtype=np.uint8)
        self.chunk = 1 << 12
        self.memory = MemoryCap()
        if self.limits.max_states is not None:
            self.cfg[common.STOP_STORED] = self.limits.max_states

    @property
    def expanded(self) -> int:
        return int(self.ctr[common.EXPANDED])

    @property
    def generated(self) -> int:
        return int(self.ctr[common.GENERATED])

    def run(self, call: Callable[[], int], stored: Callable[[], int],
            grow: Callable[[int], None] | None = None) -> int:
        """Call ``call()`` until it returns ``FOUND`` or ``DONE``; return that status."""
        cap = self.limits.max_expansions
        while True:
            done = self.expanded
            stop = done + self.chunk
            self.cfg[common.STOP] = stop if cap is None else min(stop, cap)
            t0 = time.perf_counter()
            status = self.call(call)
            if status == common.PAUSE:
                took = time.perf_counter() - t0
                if took < CHUNK_SECONDS / 2 and self.expanded - done >= self.chunk // 2:
                    self.chunk *= 2
                elif took > CHUNK_SECONDS * 2:
                    self.chunk = max(256, self.chunk // 2)
                self.budget.check(self.expanded, stored(), self.generated)
                self.room(0, stored())
            elif status in (common.GROW_TABLE, common.GROW_QUEUE) and grow is not None:
                grow(status)
            else:
                return status

    def room(self, extra: int, stored: int) -> None:
        """Stop at the memory cap (a ``max_states`` limit) before ``extra`` more bytes
        are taken (see :class:`~fewest.compiled.memory.MemoryCap`)."""
        self.memory.check(extra, stored, self.stats, self.expanded)

    def call(self, call: Callable[[], int], role: str = "successors") -> int:
        """One kernel call; user faults become :class:`~fewest.errors.InvalidPuzzleError`."""
        p = self.puzzle
        try:
            status = int(call())
        except InvalidPuzzleError:
            raise
        except Exception as exc:  # raised inside the user's compiled code
            raise raised(exc, n=p.layout.n, max_successors=p.max_successors) from None
        if status < 0:
            raise fault(status, self.ctr, self.err, n=p.layout.n, values=p.layout.values,
                        max_successors=p.max_successors, moves=len(p.move_names), role=role)
        return status

    def rows(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """Fresh scratch arrays: a state, ``out``, ``moves``, ``costs``."""
        p = self.puzzle
        m, n = p.max_successors, p.layout.n
        return (np.zeros(n, np.uint8), np.zeros((m, n), np.uint8), np.zeros(m, np.int64),
                np.ones(m, np.int64))

    def seconds(self) -> float:
        return self.budget.elapsed()
