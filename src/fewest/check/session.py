"""The check loop: run the case stream (in parallel with ``--jobs``), stop at the first
failure, shrink it to a 1-minimal one, confirm it fails again.

:func:`check` owns one :class:`~fewest.check.runner.Sandbox` and one thread
pool; programs run in the pool's threads while the optimal answers are
computed here, in the calling thread (the library is not asked from several
threads at once).  Results are taken in stream order, so the first failure
is the same whatever ``--jobs`` is.  :func:`interrupts` makes Ctrl-C (and
``SIGTERM``) kill every running program's process group at once; the loop
then raises :class:`Interrupted`.  A program that never starts (a missing
file or command) raises :class:`~fewest.check.languages.NotStarted`: that is
not a counterexample.

>>> from fewest.check.harness import RunHarness
>>> from fewest.check.problem import problem
>>> result = check(Settings(RunHarness(problem("boj-1525"), ["echo", "0"]), cases=3))
>>> result.status, result.cases, result.smallest.verdict.message
('fail', 1, 'printed 0, expected 1')
>>> result.smallest.case.value, result.minimal
({'board': [[1, 2, 3], [4, 5, 0], [7, 8, 6]]}, True)
"""

from __future__ import annotations

import contextlib
import math
import random
import signal
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass

from fewest.check import smaller
from fewest.check.harness import Attempt, Harness
from fewest.check.languages import NotStarted
from fewest.check.oracle import Case, Expected, Oracle, OracleError
from fewest.check.runner import Sandbox, Stopped
from fewest.check.shrink import BUDGET, Shrunk, shrink
from fewest.check.verdict import Verdict

#: ``progress(phase, done, total)``: phase ``"cases"`` or ``"shrinking"``.
Progress = Callable[[str, int, int | None], None]

DEFAULT_TIMEOUT = 5.0
#: Most smaller inputs tried after shrinking (:mod:`fewest.check.smaller`).
SMALL_BUDGET = 200
#: Most rounds of trying smaller inputs and shrinking the one that fails.
SMALL_ROUNDS = 5
#: A time-limit failure is shrunk for at most this many timeouts (then reported).
TLE_SHRINK_TIMEOUTS = 2
DEFAULT_MEMORY = 1024 * 2**20


class Interrupted(Exception):
    """Ctrl-C (or SIGTERM) stopped the check; every program was killed."""


@dataclass
class Settings:
    """What to check and how: the harness (which carries the judge problem), the
    number of cases, the seed, the per-case ``timeout`` (s), the ``memory`` cap
    (bytes, 0: none), ``jobs`` programs at once, a ``max_seconds`` limit on the
    whole run, whether to shrink, and the shrinking ``budget`` (candidates)."""

    harness: Harness
    cases: int
    seed: int = 0
    timeout: float = DEFAULT_TIMEOUT
    memory: int = DEFAULT_MEMORY
    jobs: int = 1
    max_seconds: float | None = None
    shrink: bool = True
    budget: int = BUDGET
    #: a program is killed after ``wall * timeout`` s of wall-clock time, and (when
    #: ``wall`` is above 1) after the timeout plus 1 s of CPU time (see
    #: :class:`~fewest.check.runner.Sandbox`)
    wall: float = 1.0
    #: after shrinking, try smaller inputs in order of size (:mod:`fewest.check.smaller`)
    small: bool = True


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
    #: seconds spent judging the case stream (for tests/s)
    search_seconds: float = 0.0
    #: the smallest failure is 1-minimal: every one of its ``final_steps`` single
    #: shrink steps was run and passed
    minimal: bool = False
    final_steps: int = 0
    shrink_steps: int = 0
    shrink_stopped: str | None = None
    #: every valid input up to this size was run and none smaller than the smallest
    #: failure fails (``None``: the small inputs were not all tried)
    smallest_up_to: int | None = None

    @property
    def rate(self) -> float:
        """Cases judged per second of the case stream."""
        return self.cases / self.search_seconds if self.search_seconds > 0 else 0.0

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
        self.spec = settings.harness.spec
        self.oracle = Oracle(settings.harness.problem)
        self.sandbox = sandbox
        self.pool = pool
        self.progress = progress or (lambda _phase, _done, _total: None)
        self.started = time.monotonic()
        self.deadline = (None if settings.max_seconds is None
                         else self.started + settings.max_seconds)

    def _late(self) -> bool:
        return self.deadline is not None and time.monotonic() >= self.deadline

    def _submit(self, case: Case) -> Future[Attempt]:
        self.oracle.answer(case)  # here, not in a worker thread
        return self.pool.submit(self.harness.attempt, case, self.sandbox)

    def _collect(self, case: Case, future: Future[Attempt] | None) -> Failure | None:
        if future is None:  # a candidate fewest cannot answer: not a failure
            return None
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

    def _cases(self) -> Iterator[Case]:
        stream = self.spec.stream(random.Random(self.settings.seed))
        for n, value in enumerate(stream, 1):
            yield Case(value, f"case {n} of seed {self.settings.seed}")

    def search(self, result: Result) -> None:
        """Judge cases in stream order until one fails, the count is reached or time is up."""
        s = self.settings
        stream = self._cases()
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
                if failure.attempt.unstartable:
                    raise NotStarted(failure.attempt.unstartable)
                result.first = failure
                result.first_seconds = time.monotonic() - self.started
                for _, later in pending:
                    later.cancel()
                return

    def evaluate(self, cases: list[Case]) -> list[Failure | None]:
        """Run a batch of cases at once; a failure (or ``None``) per case, in order
        (a case fewest cannot answer is not run, and not a failure)."""
        futures: list[tuple[Case, Future[Attempt] | None]] = []
        for case in cases:
            try:
                futures.append((case, self._submit(case)))
            except OracleError:
                futures.append((case, None))
        return [self._collect(case, future) for case, future in futures]

    def size(self, case: Case) -> tuple[int, ...] | None:
        try:
            return tuple(self.spec.size(case.value))
        except Exception:  # a case the judge cannot measure is not a candidate
            return None

    def shrinks(self, case: Case) -> Iterator[Case]:
        try:
            for value in self.spec.shrinks(case.value):
                yield Case(value)
        except Exception:  # a judge's shrink steps that fail end there, not the check
            return

    def reduce(self, result: Result, first: Failure) -> None:
        """Shrink ``first`` to a 1-minimal failure, then run it again to confirm it."""
        tried = [0]

        def evaluate(batch: list[Case]) -> list[Failure | None]:
            tried[0] += len(batch)
            self.progress("shrinking", tried[0], None)
            return self.evaluate(batch)

        deadline = self.deadline
        if first.verdict.kind == "time-limit":
            # every candidate that loops costs a whole timeout: shrink for a few at most
            one = (math.ceil(self.settings.timeout) + 1 if self.sandbox.cpu
                   else self.settings.timeout * self.sandbox.wall)
            soon = time.monotonic() + TLE_SHRINK_TIMEOUTS * one
            deadline = soon if deadline is None else min(deadline, soon)
        out = shrink(first, size=self.size, shrinks=self.shrinks,
                     evaluate=evaluate, width=self.settings.jobs,
                     budget=self.settings.budget, deadline=deadline)
        result.tried = out.tried
        result.minimal = out.minimal
        result.final_steps = out.final_steps
        result.shrink_steps = out.steps
        result.shrink_stopped = out.stopped
        if self.settings.small and first.verdict.kind != "time-limit" and out.stopped is None:
            self.smaller(result, out, evaluate, deadline)
        smallest: Failure = out.failure
        if smallest is not first:
            smallest.case = smallest.case.with_origin(f"shrunk from {first.case.origin}")
        again = self.evaluate([smallest.case])[0]
        result.confirmed = again is not None
        result.smallest = smallest if result.confirmed or smallest is first else first


    def smaller(self, result: Result, out: Shrunk,
                evaluate: Callable[[list[Case]], list[Failure | None]],
                deadline: float | None) -> None:
        """After a 1-minimal failure, try smaller inputs (:mod:`fewest.check.smaller`) in
        order of size; shrink the first that fails to a 1-minimal one, and keep it when
        it is smaller; again, until no smaller input fails (or :data:`SMALL_ROUNDS`).
        The result stays 1-minimal; when every input up to its size was run, it is the
        smallest (``result.smallest_up_to``)."""
        for _round in range(SMALL_ROUNDS):
            best: Failure = out.failure
            found, complete = self._sweep(result, best, evaluate)
            if found is None:
                if complete is not None and smaller.magnitude(best.case.value)[1] <= complete:
                    result.smallest_up_to = complete
                return
            again = shrink(found, size=self.size, shrinks=self.shrinks, evaluate=evaluate,
                           width=self.settings.jobs,
                           budget=max(0, self.settings.budget - result.tried),
                           deadline=deadline)
            result.tried += again.tried
            shrunk: Failure = again.failure
            if again.stopped is not None or \
                    smaller.magnitude(shrunk.case.value) >= smaller.magnitude(best.case.value):
                return  # the 1-minimal one found first stays
            out.failure = shrunk
            result.final_steps = again.final_steps
            result.shrink_steps += 1 + again.steps

    def _sweep(self, result: Result, best: Failure,
               evaluate: Callable[[list[Case]], list[Failure | None]]
               ) -> tuple[Failure | None, int | None]:
        """Run the inputs smaller than ``best`` in order of size until one fails: that
        failure (or ``None``), and the size up to which every input was run."""
        values, complete = smaller.candidates(self.spec, best.case.value, self.settings.seed)
        if len(values) > SMALL_BUDGET:  # every input up to the first not run, at most
            first_left = smaller.magnitude(values[SMALL_BUDGET])[1] - 1
            complete = None if complete is None or first_left < 0 else min(complete, first_left)
            values = values[:SMALL_BUDGET]
        width = max(1, self.settings.jobs)
        for start in range(0, len(values), width):
            if self.deadline is not None and time.monotonic() >= self.deadline:
                return None, None
            batch = [Case(v, "a smaller input") for v in values[start:start + width]]
            result.tried += len(batch)
            found = next((f for f in evaluate(batch) if f is not None), None)
            if found is not None:
                return found, complete
        return None, complete


def check(settings: Settings, progress: Progress | None = None,
          sandbox: Sandbox | None = None) -> Result:
    """Run the check (see the module docstring); raises :class:`Interrupted` on Ctrl-C
    (inside :func:`interrupts`) and :class:`~fewest.check.oracle.OracleError` if fewest
    cannot answer a case."""
    box = sandbox or Sandbox(timeout=settings.timeout, memory=settings.memory,
                             wall=settings.wall, cpu=settings.wall > 1)
    try:
        with ThreadPoolExecutor(max_workers=settings.jobs,
                                thread_name_prefix="fewest-check") as pool:
            session = _Session(settings, box, pool, progress)
            result = Result(settings, session.oracle)
            try:
                began = time.monotonic()
                session.search(result)
                result.search_seconds = time.monotonic() - began
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
