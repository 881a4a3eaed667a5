"""What ``fewest check`` prints: the text report, the ``--json`` object, the ``--save`` files.

The counterexample is shown exactly as the judge would give it (stdin
text, or the function's arguments), with the expected answer, one optimal
solution drawn with the family's own text view (``instance.format_state``),
what the program gave back and the verdict.

>>> from fewest.check.harness import RunHarness
>>> from fewest.check.judges import judge_for
>>> from fewest.check.session import Settings, check
>>> result = check(Settings(RunHarness(judge_for("sliding"), "echo 0"), cases=3))
>>> body = as_json(result)
>>> body["status"], body["cases"], body["counterexample"]["input"]
('fail', 1, '1 2 3\\n4 5 0\\n7 8 6\\n')
>>> body["counterexample"]["expected"], body["counterexample"]["got"]
('1', '0\\n')
>>> print(text(result).splitlines()[0])
fewest check sliding (Baekjoon 1525): counterexample found after 1 case
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from fewest.check.answers import counted
from fewest.check.session import Failure, Result

#: Longest optimal solution drawn board by board (longer ones list their moves).
PICTURE_MOVES = 20


def failure_json(result: Result, failure: Failure) -> dict[str, Any]:
    """One failure as JSON: input, expected, got, verdict, message, size, origin."""
    harness = result.settings.harness
    return {"input": harness.input_of(failure.case),
            "expected": harness.expected_of(failure.expected),
            "got": failure.attempt.got,
            "verdict": failure.verdict.kind,
            "message": failure.verdict.message,
            "size": harness.judge.describe(failure.case, failure.expected),
            "origin": failure.case.origin}


def as_json(result: Result) -> dict[str, Any]:
    """The ``--json`` object: ``status``, ``cases``, ``counterexample`` (``null`` on a pass)."""
    s = result.settings
    body: dict[str, Any] = {"status": result.status, "puzzle": s.harness.judge.puzzle,
                            "judge": s.harness.judge.site, "harness": s.harness.kind,
                            "seed": s.seed, "cases": result.cases,
                            "seconds": round(result.seconds, 3), "stopped": result.stopped}
    if result.smallest is None or result.first is None:
        body["counterexample"] = None
        return body
    out = failure_json(result, result.smallest)
    out.update(candidates=result.tried, confirmed=result.confirmed,
               first_seconds=round(result.first_seconds or 0.0, 3),
               first=failure_json(result, result.first))
    body["counterexample"] = out
    return body


def _indent(text: str, pad: str = "  ") -> str:
    return "\n".join(pad + line if line else line for line in text.rstrip("\n").split("\n"))


def _shown(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value)


def solution_text(failure: Failure, unit: str = "moves") -> str:
    """The optimal solution, board by board (the family's text view); ``unit`` names
    its steps (moves, rolls, key presses)."""
    exp = failure.expected
    inst = exp.instance
    if exp.length < 0:
        return "no solution: the goal cannot be reached (-1)\n" + _indent(
            inst.format_state(inst.puzzle().start))
    moves, states = exp.moves, exp.states
    lines = [f"one optimal solution ({counted(len(moves), unit)}):"]
    if len(moves) > PICTURE_MOVES:
        lines += [_indent(inst.format_state(states[0])),
                  "  " + ", ".join(inst.move_text(m) for m in moves)]
        return "\n".join(lines)
    lines += ["  start:", _indent(inst.format_state(states[0]), "    ")]
    for n, (move, state) in enumerate(zip(moves, states[1:], strict=True), 1):
        lines += [f"  {n}. {inst.move_text(move)}:", _indent(inst.format_state(state), "    ")]
    return "\n".join(lines)


def text(result: Result, saved: list[Path] | None = None) -> str:
    """The report a person reads (see the module docstring)."""
    s = result.settings
    judge, harness = s.harness.judge, s.harness
    head = f"fewest check {judge.puzzle} ({judge.site})"
    stopped = " (stopped at --max-seconds)" if result.stopped else ""
    if result.smallest is None or result.first is None:
        return (f"{head}: no counterexample in {counted(result.cases, 'cases')}{stopped} "
                f"({result.seconds:.1f} s, seed {s.seed})")
    small, first = result.smallest, result.first
    lines = [f"{head}: counterexample found after {counted(result.cases, 'cases')}",
             f"  first failure: case {result.cases} ({first.case.origin}) after "
             f"{result.first_seconds or 0:.1f} s: {judge.describe(first.case, first.expected)}",
             (f"  shrunk to: {judge.describe(small.case, small.expected)} "
              f"({counted(result.tried, 'candidates')} tried"
              f"{'' if result.confirmed else '; the smaller one did not fail again'}); "
              if s.shrink else "  not shrunk (--no-shrink); ")
             + f"{result.seconds:.1f} s in all, seed {s.seed}",
             "", f"verdict: {small.verdict}", ""]
    where = f" (saved to {', '.join(map(str, saved))})" if saved else ""
    if harness.kind == "run":
        got = small.attempt.got or ""
        lines += [f"input (ready to paste){where}:", harness.input_of(small.case).rstrip("\n"),
                  "", "expected output:", harness.expected_of(small.expected).rstrip("\n"), "",
                  "your program printed:" if got.strip() else "your program printed nothing",
                  *([got.rstrip("\n")] if got.strip() else [])]
    else:
        args = harness.input_of(small.case)
        lines += [f"arguments{where}:", json.dumps(args), "",
                  f"call: {judge.call}",
                  f"expected return: {_shown(harness.expected_of(small.expected))}",
                  f"your function returned: {_shown(small.attempt.got)}"
                  if small.attempt.verdict is None or small.attempt.got is not None
                  else "your function did not return"]
    tail = [line for line in small.attempt.stderr.splitlines() if line.strip()][-3:]
    if tail:
        lines += ["", "its last lines on stderr:", *(f"  {line}" for line in tail)]
    lines += ["", solution_text(small, judge.unit)]
    return "\n".join(lines)


def save(result: Result, folder: str | os.PathLike[str]) -> list[Path]:
    """Write the counterexample's input (and the expected answer) into ``folder``,
    atomically; returns the paths (none on a pass)."""
    from fewest.render.files import write_atomic

    if result.smallest is None:
        return []
    harness = result.settings.harness
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    suffix, data = harness.input_file(result.smallest.case)
    stem = out / harness.judge.slug
    answer = _shown(harness.expected_of(result.smallest.expected)).rstrip("\n") + "\n"
    return [write_atomic(f"{stem}{suffix}", data), write_atomic(f"{stem}.out", answer)]
