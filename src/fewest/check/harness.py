"""The two harnesses: a command fed on stdin (``--run``), or a function called in a worker
(``--function``).  Both turn a case into an :class:`Attempt`.

An attempt carries the failure that happened before any answer could be
judged (a time limit, a crash, memory, unreadable output) or the parsed
answer; :meth:`Harness.judge_attempt` then compares that answer with the
optimum.  ``got`` is what the program printed (``--run``) or returned
(``--function``), for the report.

>>> import sys
>>> from fewest.check.judges import judge_for
>>> from fewest.check.oracle import Case, Oracle
>>> from fewest.check.runner import Sandbox
>>> judge = judge_for("sliding")
>>> harness = RunHarness(judge, "echo 3")
>>> case = Case(((1, 0, 3), (4, 2, 5), (7, 8, 6)))
>>> harness.input_of(case)
'1 0 3\\n4 2 5\\n7 8 6\\n'
>>> with Sandbox(timeout=5) as box:
...     attempt = harness.attempt(case, box)
>>> attempt.answer, harness.judge_attempt(case, attempt, Oracle("sliding")) is None
(3, True)
"""

from __future__ import annotations

import json
import os
import sys
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any

from fewest.check.judges import Judge
from fewest.check.layouts import BadOutput
from fewest.check.oracle import Case, Oracle
from fewest.check.runner import RunResult, Sandbox
from fewest.check.verdict import Verdict, bad_output, memory_verdict, process_verdict
from fewest.check.worker import SCRIPT as WORKER


@dataclass(frozen=True)
class Attempt:
    """One run on one case: ``verdict`` set when it failed before judging,
    else ``answer`` holds the parsed answer."""

    verdict: Verdict | None
    got: Any
    answer: Any
    seconds: float
    stderr: str = ""


class Harness(ABC):
    """How a program is run on a case."""

    #: ``"run"`` or ``"function"``
    kind: str = ""

    def __init__(self, judge: Judge) -> None:
        self.judge = judge

    @abstractmethod
    def input_of(self, case: Case) -> Any:
        """The case as this harness gives it: stdin text, or the arguments by name."""

    @abstractmethod
    def expected_of(self, expected: Any) -> Any:
        """What a correct program gives back: its output text, or its return value."""

    @abstractmethod
    def attempt(self, case: Case, sandbox: Sandbox) -> Attempt:
        """Run the program on ``case`` (raises :class:`~fewest.check.runner.Stopped`)."""

    def input_file(self, case: Case) -> tuple[str, str]:
        """``(file suffix, text)`` of the input that ``--save`` writes."""
        value = self.input_of(case)
        return (".in", value) if isinstance(value, str) else (".json", json.dumps(value) + "\n")

    def judge_attempt(self, case: Case, attempt: Attempt, oracle: Oracle) -> Verdict | None:
        """The attempt's verdict: its own failure, or the answer checked against the optimum."""
        if attempt.verdict is not None:
            return attempt.verdict
        return self.judge.check(case, oracle.expected(case), attempt.answer, oracle)

    def _read(self, reader: Any, value: Any, got: Any, run: RunResult) -> Attempt:
        try:
            answer = reader(value)
        except BadOutput as exc:
            return Attempt(bad_output(str(exc)), got, None, run.seconds, run.stderr)
        return Attempt(None, got, answer, run.seconds, run.stderr)


class RunHarness(Harness):
    """``--run COMMAND``: the command runs under ``/bin/sh -c`` with the case on stdin."""

    kind = "run"

    def __init__(self, judge: Judge, command: str) -> None:
        super().__init__(judge)
        self.command = command

    def input_of(self, case: Case) -> str:
        return self.judge.write_input(case)

    def expected_of(self, expected: Any) -> Any:
        return expected.answer(self.judge.fmt)

    def attempt(self, case: Case, sandbox: Sandbox) -> Attempt:
        run = sandbox.run(["/bin/sh", "-c", self.command], self.input_of(case))
        failed = process_verdict(run, timeout=sandbox.timeout, memory=sandbox.memory,
                                 output_cap=sandbox.output_cap)
        if failed is not None:
            return Attempt(failed, run.stdout, None, run.seconds, run.stderr)
        return self._read(self.judge.read_output, run.stdout, run.stdout, run)


class FunctionHarness(Harness):
    """``--function FILE:NAME``: each case runs :mod:`fewest.check.worker` in the sandbox,
    which imports ``FILE`` and calls ``NAME`` with the judge's arguments."""

    kind = "function"

    def __init__(self, judge: Judge, path: str, target: str) -> None:
        super().__init__(judge)
        self.path = os.path.abspath(path)
        self.target = target

    def input_of(self, case: Case) -> dict[str, Any]:
        return self.judge.arguments(case)

    def expected_of(self, expected: Any) -> Any:
        return self.judge.expected_return(expected)

    def _call(self, request: dict[str, Any], sandbox: Sandbox) -> tuple[RunResult, dict[str, Any]]:
        run = sandbox.run([sys.executable, "-I", WORKER, self.path, self.target],
                          json.dumps(request))
        lines = run.stdout.strip().splitlines()
        try:
            reply = json.loads(lines[-1]) if lines else {}
        except json.JSONDecodeError:
            reply = {}
        return run, reply if isinstance(reply, dict) else {}

    def probe(self, sandbox: Sandbox) -> str | None:
        """``None`` when the target loads, else why not (one line)."""
        run, reply = self._call({"probe": True}, sandbox)
        if reply.get("ok"):
            return None
        failed = process_verdict(run, timeout=sandbox.timeout, memory=sandbox.memory)
        return str(reply.get("load") or failed or "the worker gave no answer")

    def attempt(self, case: Case, sandbox: Sandbox) -> Attempt:
        run, reply = self._call({"args": list(self.input_of(case).values())}, sandbox)
        if "return" in reply:
            return self._read(self.judge.read_return, reply["return"], reply["return"], run)
        if run.timed_out or not reply:
            failed = process_verdict(run, timeout=sandbox.timeout, memory=sandbox.memory) \
                or Verdict("runtime-error", "the worker gave no answer")
        elif reply.get("memory"):
            failed = memory_verdict(sandbox.memory, "MemoryError")
        elif "error" in reply:
            where = f" ({reply['where']})" if reply.get("where") else ""
            failed = Verdict("runtime-error", f"{reply['error']}{where}")
        elif "load" in reply:
            failed = Verdict("runtime-error", reply["load"])
        else:
            failed = bad_output(f"returned {reply.get('repr', '?')}, not a JSON value")
        return Attempt(failed, None, None, run.seconds, run.stderr)
