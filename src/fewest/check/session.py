"""The check loop: run the case stream (in parallel with ``--jobs``), stop at the first
failure, shrink it, confirm the smallest one fails again.

:func:`check` owns one :class:`~fewest.check.runner.Sandbox` and one thread
pool; programs run in the pool's threads while the optimal answers are
computed here, in the calling thread (the library is not asked from several
threads at once).  Results are taken in stream order, so the first failure
is the same whatever ``--jobs`` is.  :func:`interrupts` makes Ctrl-C (and
``SIGTERM``) kill every running program's process group at once; the loop
then raises :class:`Interrupted`.

>>> from fewest.check.harness import RunHarness
>>> from fewest.check.judges import judge_for
>>> judge = judge_for("sliding")
>>> result = check(Settings(RunHarness(judge, "echo 0"), cases=3))
>>> result.status, result.cases, result.smallest.verdict.message
('fail', 1, 'printed 0, the fewest moves are 1')
>>> result.smallest.case.board, result.tried >= 1
(((1, 2, 3), (4, 5, 0), (7, 8, 6)), True)
"""

from __future__ import annotations

import contextlib
import itertools
import random
import signal
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field
from typing import Any

from fewest.check.harness import Attempt, Harness
from fewest.check.oracle import Case, Expected, Oracle, OracleError
from fewest.check.runner import Sandbox, Stopped
from fewest.check.shrink import BUDGET, shrink
from fewest.check.verdict import Verdict

#: ``progress(phase, done, total)``: phase ``"cases"`` or ``"shrinking"``.
Progress = Callable[[str, int, int | None], None]

#: Random smaller cases drawn (by the judge's ``probes``) once a shrink step's
#: local candidates are exhausted; only those below the current size are run.
PROBES = 60
DEFAULT_TIMEOUT = 5.0
DEFAULT_MEMORY = 1024 * 2**20


class Interrupted(Exception):
    """Ctrl-C (or SIGTERM) stopped the check; every program was killed."""


@dataclass
class Settings:
    """What to check and how: the harness (which carries the judge), the number of
    cases, the seed, board options (sliding's ``goal``), the per-case ``timeout``
    (s), the ``memory`` cap (bytes, 0: none), ``jobs`` programs at once, a
    ``max_seconds`` limit on the whole run, and whether to shrink."""

    harness: Harness
    cases: int
    seed: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)
    timeout: float = DEFAULT_TIMEOUT
    memory: int = DEFAULT_MEMORY
    jobs: int = 1
    max_seconds: float | None = None
    shrink: bool = True
    budget: int = BUDGET


@dataclass
class Failure:
    """A case, its optimal answer, what the program did, and the verdict."""

    case: Case
    expected: Expected
    attempt: Attempt
    verdict: Verdict


@dataclass
class Result:
    """The outcome of :func:`check`: ``first`` and ``smallest`` failures (``None``
    on a pass), cases judged, shrink candidates tried, times, and why it stopped
    early (``"max-seconds"``) when it did."""

    settings: Settings
    oracle: Oracle
    cases: int = 0
    seconds: float = 0.0
    first: Failure | None = None
    smallest: Failure | None = None
    first_seconds: float | None = None
    tried: int = 0
    confirmed: bool = False
    stopped: str | None = None

    @property
    def status(self) -> str:
        """``"fail"`` when a counterexample was found, else ``"pass"``."""
        return "fail" if self.smallest is not None else "pass"


@contextlib.contextmanager
def interrupts(sandbox: Sandbox) -> Iterator[None]:
    """Inside the block, SIGINT and SIGTERM kill every running program's group
    at once (the loop then raises :class:`Interrupted`).  Outside the main
    thread, nothing is installed."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def handler(_signum: int, _frame: object) -> None:
        sandbox.stop()

    previous = {s: signal.signal(s, handler) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for s, old in previous.items():
            signal.signal(s, old)


class _Session:
    def __init__(self, settings: Settings, sandbox: Sandbox, pool: ThreadPoolExecutor,
                 progress: Progress | None) -> None:
        self.settings = settings
        self.harness = settings.harness
        self.judge = settings.harness.judge
        self.oracle = self.judge.oracle(settings.options)
        self.sandbox = sandbox
        self.pool = pool
        self.progress = progress or (lambda _phase, _done, _total: None)
        self.started = time.monotonic()
        self.deadline = (None if settings.max_seconds is None
                         else self.started + settings.max_seconds)

    def _late(self) -> bool:
        return self.deadline is not None and time.monotonic() >= self.deadline

    def _submit(self, case: Case) -> Future[Attempt]:
        self.oracle.expected(case)  # here, not in a worker thread
        return self.pool.submit(self.harness.attempt, case, self.sandbox)

    def _collect(self, case: Case, future: Future[Attempt]) -> Failure | None:
        while True:
            if self.sandbox.stopping:
                raise Interrupted
            try:
                attempt = future.result(timeout=0.1)
                break
            except FutureTimeout:
                continue
            except Stopped:
                raise Interrupted from None
        verdict = self.harness.judge_attempt(case, attempt, self.oracle)
        if verdict is None:
            return None
        return Failure(case, self.oracle.expected(case), attempt, verdict)

    def search(self, result: Result) -> None:
        """Judge cases in stream order until one fails, the count is reached or time is up."""
        s = self.settings
        stream = self.judge.cases(s.seed, s.options)
        pending: deque[tuple[Case, Future[Attempt]]] = deque()
        submitted = 0
        while True:
            while len(pending) < 2 * s.jobs and submitted < s.cases:
                if self._late():
                    result.stopped = "max-seconds"
                    break
                case = next(stream)
                pending.append((case, self._submit(case)))
                submitted += 1
            if not pending:
                return
            case, future = pending.popleft()
            failure = self._collect(case, future)
            result.cases += 1
            self.progress("cases", result.cases, s.cases)
            if failure is not None:
                result.first = failure
                result.first_seconds = time.monotonic() - self.started
                for _, later in pending:
                    later.cancel()
                return

    def evaluate(self, cases: list[Case]) -> list[Failure | None]:
        """Run a batch of cases at once; a failure (or ``None``) per case, in order."""
        futures = [(case, self._submit(case)) for case in cases]
        return [self._collect(case, future) for case, future in futures]

    def size(self, case: Case) -> tuple[int, ...] | None:
        try:
            return self.judge.size(case, self.oracle.expected(case))
        except OracleError:
            return None

    def reduce(self, result: Result, first: Failure) -> None:
        """Shrink ``first``, then run the smallest again to confirm it."""
        tried = [0]

        def evaluate(batch: list[Case]) -> list[Failure | None]:
            tried[0] += len(batch)
            self.progress("shrinking", tried[0], None)
            return self.evaluate(batch)

        def smaller(failure: Failure) -> Iterator[Case]:
            # probes seeded by the case itself: the same whatever the batch width
            rng = random.Random(f"{self.settings.seed}/{failure.case.key()}")
            local = self.judge.smaller(failure.case, failure.expected)
            probes = self.judge.probes(rng, failure.case, failure.expected, self.settings.options)
            return itertools.chain(local, itertools.islice(probes, PROBES))

        out = shrink(first, size=self.size, smaller=smaller,
                     evaluate=evaluate, width=self.settings.jobs,
                     budget=self.settings.budget, deadline=self.deadline)
        result.tried = out.tried
        smallest: Failure = out.failure
        if smallest is not first:
            smallest.case = smallest.case.with_origin(f"shrunk from {first.case.origin}")
        again = self.evaluate([smallest.case])[0]
        result.confirmed = again is not None and again.verdict.kind == smallest.verdict.kind
        result.smallest = smallest if result.confirmed or smallest is first else first


def check(settings: Settings, progress: Progress | None = None,
          sandbox: Sandbox | None = None) -> Result:
    """Run the check (see the module docstring); raises :class:`Interrupted` on Ctrl-C
    (inside :func:`interrupts`) and :class:`~fewest.check.oracle.OracleError` if fewest
    cannot answer a case."""
    box = sandbox or Sandbox(timeout=settings.timeout, memory=settings.memory)
    try:
        with ThreadPoolExecutor(max_workers=settings.jobs,
                                thread_name_prefix="fewest-check") as pool:
            session = _Session(settings, box, pool, progress)
            result = Result(settings, session.oracle)
            try:
                session.search(result)
                if result.first is not None:
                    if settings.shrink:
                        session.reduce(result, result.first)
                    else:
                        result.smallest = result.first
                        result.confirmed = True
            finally:
                box.stop()
        result.seconds = time.monotonic() - session.started
        return result
    finally:
        box.close()
