"""The harnesses: a program fed the judge's stdin (a file or ``--run``), or a function
called in a worker (a ``.py``/``.js`` file for function problems, or ``--function``).
Each turns a case into an :class:`Attempt`.

An attempt carries the failure that happened before any answer could be
judged (a time limit, a crash, memory) or the output text;
:meth:`Harness.judge_attempt` then asks the judge declaration
(``JudgeSpec.judge``) whether that output is accepted.  ``got`` is what the
program printed, or what the function returned, for the report.

>>> from fewest.check.problem import problem
>>> from fewest.check.oracle import Case, Oracle
>>> from fewest.check.runner import Sandbox
>>> p = problem("boj-1525")
>>> harness = RunHarness(p, ["/bin/sh", "-c", "echo 3"])
>>> case = Case({"board": [[1, 0, 3], [4, 2, 5], [7, 8, 6]]})
>>> harness.input_of(case)
'1 0 3\\n4 2 5\\n7 8 6\\n'
>>> with Sandbox(timeout=5) as box:
...     attempt = harness.attempt(case, box)
>>> attempt.output, harness.judge_attempt(case, attempt, Oracle(p)) is None
('3\\n', True)
"""

from __future__ import annotations

import json
import os
import sys
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any

from fewest.check.oracle import Case, Expected, Oracle
from fewest.check.problem import Problem
from fewest.check.runner import RunResult, Sandbox
from fewest.check.verdict import (
    Verdict,
    bad_output,
    cannot_start,
    memory_verdict,
    no_output,
    process_verdict,
    wrong,
)
from fewest.check.worker import SCRIPT as WORKER
from fewest.lang import known
from fewest.puzzles.judge import BadOutput


@dataclass(frozen=True)
class Attempt:
    """One run on one case: ``verdict`` set when it failed before judging, else
    ``output`` holds the text the judge reads.  ``unstartable`` says why the
    program never started (a missing file or command), when that is what happened."""

    verdict: Verdict | None
    got: Any
    output: str | None
    seconds: float
    stderr: str = ""
    unstartable: str | None = None


class Harness(ABC):
    """How a program is run on a case."""

    #: ``"run"`` (stdin) or ``"function"``
    kind: str = ""
    #: the program's language, for the report (``C++17``, ``Python 3``, ...)
    language: str = ""
    #: the temporary folder a file was compiled into (removed when the check ends)
    folder: str | None = None
    #: the judges' extra time for the language, ``(factor, seconds)``: Baekjoon's
    #: ``3 * limit + 2`` for Python (and a ``--run`` command or a function, whose
    #: language is not known), ``2 * limit + 1`` for Java, the limit for C and C++
    allowance: tuple[float, float] = (3.0, 2.0)

    def time_limit(self) -> float:
        """The judge's time limit for this program, in seconds, with the allowance."""
        factor, extra = self.allowance
        return self.spec.time_limit * factor + extra

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        self.spec = problem.spec

    @abstractmethod
    def input_of(self, case: Case) -> Any:
        """The case as this harness gives it: stdin text, or the arguments by name."""

    def expected_of(self, expected: Expected) -> Any:
        """What a correct program gives back: its output text, or its return value."""
        if self.kind == "function" and self.problem.function:
            try:
                return json.loads(expected.output)
            except ValueError:
                return expected.output
        return expected.output

    @abstractmethod
    def attempt(self, case: Case, sandbox: Sandbox) -> Attempt:
        """Run the program on ``case`` (raises :class:`~fewest.check.runner.Stopped`)."""

    def judge_attempt(self, case: Case, attempt: Attempt, oracle: Oracle) -> Verdict | None:
        """The attempt's verdict: its own failure, or the judge's word on its output."""
        if attempt.verdict is not None:
            return attempt.verdict
        expected = oracle.answer(case)
        got = attempt.output or ""
        if not got.strip() and expected.output.strip():
            return no_output()
        try:
            why = self.spec.judge(case.value, expected.output, got)
        except BadOutput as exc:
            return bad_output(str(exc), f"출력을 읽을 수 없습니다: {known(str(exc))}")
        return None if why is None else wrong(why.message, why.message_ko)


class RunHarness(Harness):
    """A program that reads the judge's stdin: ``argv`` (``/bin/sh -c COMMAND`` for
    ``--run``, or a compiled file's command)."""

    kind = "run"

    def __init__(self, problem: Problem, argv: list[str], *, language: str = "",
                 address_cap: bool = True) -> None:
        super().__init__(problem)
        self.argv = argv
        self.language = language
        self.address_cap = address_cap

    def input_of(self, case: Case) -> str:
        """The judge's stdin; for a function problem, the arguments as one JSON object
        (the program prints the return value as JSON)."""
        return self.problem.input_file(case.value)[1]

    def attempt(self, case: Case, sandbox: Sandbox) -> Attempt:
        run = sandbox.run(self.argv, self.input_of(case), address_cap=self.address_cap)
        failed = process_verdict(run, timeout=sandbox.timeout, memory=sandbox.memory,
                                 output_cap=sandbox.output_cap)
        if failed is not None:
            return Attempt(failed, run.stdout, None, run.seconds, run.stderr, cannot_start(run))
        return Attempt(None, run.stdout, run.stdout, run.seconds, run.stderr)


class DriverHarness(RunHarness):
    """C++ or Java pasted from LeetCode or Programmers, compiled with a generated driver
    (:mod:`fewest.check.drivers`): the arguments as one JSON object on stdin, the
    return value as one JSON line on stdout, reported as a function's."""

    kind = "function"

    def input_of(self, case: Case) -> Any:
        return self.problem.arguments(case.value)

    def attempt(self, case: Case, sandbox: Sandbox) -> Attempt:
        stdin = json.dumps(self.problem.arguments(case.value)) + "\n"
        run = sandbox.run(self.argv, stdin, address_cap=self.address_cap)
        failed = process_verdict(run, timeout=sandbox.timeout, memory=sandbox.memory,
                                 output_cap=sandbox.output_cap)
        if failed is not None:
            return Attempt(failed, None, None, run.seconds, run.stderr, cannot_start(run))
        try:
            value = json.loads(run.stdout)
        except ValueError:
            shown = run.stdout.strip()[:60]
            return Attempt(bad_output(f"returned {shown!r}, not a JSON value",
                                      f"반환값 {shown!r}은(는) JSON 값이 아닙니다"),
                           None, None, run.seconds, run.stderr)
        return Attempt(None, value, run.stdout, run.seconds, run.stderr)


def returned_text(value: Any) -> str:
    """A function's return value as output text, when the judge reads stdin.

    >>> returned_text(3), returned_text("1 2\\n"), returned_text([1, 2]), returned_text(None)
    ('3', '1 2\\n', '1 2', '')
    """
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, list) and all(isinstance(v, int | float | str) for v in value):
        return " ".join(map(str, value))
    return json.dumps(value)


class FunctionHarness(Harness):
    """A function, called once per case in a worker process (never in fewest's own):
    Python through :mod:`fewest.check.worker` (``target``: ``name``, ``Class.method`` or
    ``auto:NAME``), JavaScript through :data:`JS_WORKER` (``command`` given)."""

    kind = "function"

    def __init__(self, problem: Problem, path: str, target: str, *,
                 command: list[str] | None = None, language: str = "Python 3") -> None:
        super().__init__(problem)
        self.path = os.path.abspath(path)
        self.target = target
        self.command = command or [sys.executable, "-I", WORKER, self.path, self.target]
        self.language = language

    def input_of(self, case: Case) -> Any:
        return self.problem.arguments(case.value)

    def _call(self, request: dict[str, Any], sandbox: Sandbox) -> tuple[RunResult, dict[str, Any]]:
        run = sandbox.run(self.command, json.dumps(request))
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

    def _arguments(self, case: Case) -> list[Any]:
        args = self.input_of(case)
        return list(args.values()) if isinstance(args, dict) else [args]

    def attempt(self, case: Case, sandbox: Sandbox) -> Attempt:
        run, reply = self._call({"args": self._arguments(case)}, sandbox)
        if "return" in reply:
            value = reply["return"]
            if self.problem.function:
                text = json.dumps(value)
            else:
                text = (self.spec.returned or returned_text)(value)
            return Attempt(None, value, text, run.seconds, run.stderr)
        if run.timed_out or not reply:
            failed = process_verdict(run, timeout=sandbox.timeout, memory=sandbox.memory) \
                or Verdict("runtime-error", "the worker gave no answer",
                           "함수가 답을 주지 않았습니다")
        elif reply.get("memory"):
            failed = memory_verdict(sandbox.memory, "MemoryError")
        elif "error" in reply:
            where = f" ({reply['where']})" if reply.get("where") else ""
            where_ko = (f" ({reply['where'].replace(' line ', ' ')}번째 줄)"
                        if reply.get("where") else "")
            failed = Verdict("runtime-error", f"{reply['error']}{where}",
                             f"{reply['error']}{where_ko}")
        elif "load" in reply:
            failed = Verdict("runtime-error", reply["load"])
        else:
            shown = reply.get("repr", "?")
            failed = bad_output(f"returned {shown}, not a JSON value",
                                f"반환값 {shown}은(는) JSON 값이 아닙니다")
        return Attempt(failed, None, None, run.seconds, run.stderr)


#: The JavaScript worker: loads a file pasted from the site into this context (so a
#: ``var f = function ...``, a ``function solution`` or a ``class Solution`` is seen),
#: calls the named function with the arguments, writes one JSON line.
JS_WORKER = r"""
const fs = require("fs"), vm = require("vm");
const [file, name] = process.argv.slice(2);
const out = process.stdout.write.bind(process.stdout);
console.log = (...a) => process.stderr.write(a.join(" ") + "\n");
const request = JSON.parse(fs.readFileSync(0, "utf8") || "{}");
let fn;
try {
  vm.runInThisContext(fs.readFileSync(file, "utf8"), {filename: file});
  fn = vm.runInThisContext(
    `typeof Solution === "function"
       && typeof (new Solution())[${JSON.stringify(name)}] === "function"
       ? ((s) => (...a) => s[${JSON.stringify(name)}](...a))(new Solution())
       : typeof solution === "function" ? solution
       : typeof ${name} === "function" ? ${name} : undefined`);
  if (!fn) throw new Error(`${file} defines no function solution or ${name}`);
} catch (e) {
  out(JSON.stringify({load: String(e && e.message || e)}) + "\n");
  process.exit(1);
}
if (request.probe) { out(JSON.stringify({ok: true}) + "\n"); process.exit(0); }
try {
  const value = fn(...request.args);
  out(JSON.stringify({return: value === undefined ? null : value}) + "\n");
} catch (e) {
  const memory = e instanceof RangeError && /memory|allocation/i.test(String(e.message));
  out(JSON.stringify({error: `${e && e.name || "Error"}: ${e && e.message || e}`,
                      where: "", memory}) + "\n");
  process.exit(1);
}
"""
