"""What ``fewest check`` prints: the text report, the ``--json`` object, the ``--save`` files.

The counterexample is shown exactly as the judge would give it (stdin
text, or the function's arguments), with the expected answer, what the
program gave back, the verdict (the judge's own reason, such as the first
illegal move of a replayed path), and one optimal solution drawn with the
family's own text view (``instance.format_state``).  Every sentence comes
from :mod:`fewest.check.messages`, in English or Korean.

>>> from fewest.check.harness import RunHarness
>>> from fewest.check.problem import problem
>>> from fewest.check.session import Settings, check
>>> result = check(Settings(RunHarness(problem("boj-1525"), ["echo", "0"]), cases=3))
>>> body = as_json(result)
>>> body["status"], body["cases"], body["counterexample"]["input"]
('fail', 1, '1 2 3\\n4 5 0\\n7 8 6\\n')
>>> body["counterexample"]["expected"], body["counterexample"]["got"]
('1', '0\\n')
>>> print(text(result).splitlines()[0])  # doctest: +ELLIPSIS
fewest check boj-1525 (Baekjoon 1525 Puzzle): counterexample found after 1 case (... tests/s)
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from fewest.check.messages import counted, say, verdict_title
from fewest.check.problem import Problem
from fewest.check.session import Failure, Result

#: Longest optimal solution drawn board by board (longer ones list their moves).
PICTURE_MOVES = 20
#: Lines of a program's output shown at each end (the rest is counted, not shown).
OUTPUT_LINES = 20
#: Characters of one output line shown.
LINE_CHARS = 200
#: Characters of the one-line input shown beside a failure (``first failure: ...``).
BRIEF_CHARS = 60


def cut_output(text: str, lang: str = "en", keep: int = OUTPUT_LINES) -> tuple[str, int]:
    """``text`` cut to its first and last ``keep`` lines (each cut to :data:`LINE_CHARS`),
    and its number of lines.

    >>> cut, total = cut_output("".join(f"{n}\\n" for n in range(100)), keep=2)
    >>> print(cut); total
    0
    1
      ... 96 more lines (100 lines in all; the first and last 2 shown) ...
    98
    99
    100
    """
    lines = text.rstrip("\n").split("\n") if text else []
    total = len(lines)
    if total <= 2 * keep and all(len(line) <= LINE_CHARS for line in lines):
        return text, total
    lines = [line if len(line) <= LINE_CHARS else line[:LINE_CHARS] + "..." for line in lines]
    if total <= 2 * keep:
        return "\n".join(lines), total
    cut = say(lang, "output-cut", hidden=total - 2 * keep, total=total, shown=keep)
    return "\n".join([*lines[:keep], cut, *lines[-keep:]]), total


def brief(problem: Problem, value: Any, lang: str = "en") -> str:
    """One line about a case for people: the judge's own description when it declares
    one, else the judge's input on one line (cut to :data:`BRIEF_CHARS`).

    >>> from fewest.check.problem import problem
    >>> brief(problem("boj-1697"), {"N": 4, "K": 7})
    'input 4 7'
    """
    spec = problem.spec
    told = spec.describe_ko if lang == "ko" and spec.describe_ko else spec.describe
    if told is not None:
        return told(value)
    text = problem.input_file(value)[1].strip()
    line = " / ".join(part.strip() for part in text.splitlines() if part.strip())
    if len(line) > BRIEF_CHARS:
        line = line[:BRIEF_CHARS - 3] + "..."
    return say(lang, "brief", input=line)


def answer_count(problem: Problem, output: str) -> int | None:
    """The judge's answer as a number: a function's integer return value, or the first
    word of the accepted output when it is an integer (``None`` otherwise).

    >>> from fewest.check.problem import problem
    >>> answer_count(problem("boj-13913"), "4\\n5 10 9 18 17\\n")
    4
    >>> answer_count(problem("boj-9019"), "LR") is None
    True
    """
    words = output.split()
    if not words:
        return None
    try:
        value = json.loads(output) if problem.function else int(words[0])
    except ValueError:
        return None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def minimal_label(result: Result) -> str | None:
    """What ``--json`` says of the counterexample: ``"smallest up to size N"`` (every
    input up to that size was run, and this is the first that fails), ``"1-minimal"``
    (no single shrink step from it fails), or ``None`` (shrinking stopped before
    proving either)."""
    if result.smallest_up_to is not None:
        return f"smallest up to size {result.smallest_up_to}"
    return "1-minimal" if result.minimal else None


def failure_json(result: Result, failure: Failure, lang: str = "en") -> dict[str, Any]:
    """One failure as JSON: input (what the judge feeds), expected, got, verdict, message,
    size, origin."""
    harness = result.settings.harness
    return {"input": harness.problem.judge_input(failure.case.value),
            "expected": harness.expected_of(failure.expected),
            "got": failure.attempt.got,
            "verdict": failure.verdict.kind,
            "verdict_ko": verdict_title("ko", failure.verdict.kind),
            "message": failure.verdict.message,
            "message_ko": failure.verdict.message_ko or failure.verdict.message,
            "size": brief(harness.problem, failure.case.value, lang),
            "origin": failure.case.origin}


def as_json(result: Result, lang: str = "en") -> dict[str, Any]:
    """The ``--json`` object: ``status``, ``cases``, ``tests_per_second``,
    ``counterexample`` (``null`` on a pass)."""
    s = result.settings
    problem = s.harness.problem
    body: dict[str, Any] = {"status": result.status, "judge": problem.name,
                            "site": problem.spec.label, "puzzle": problem.family.name,
                            "harness": s.harness.kind, "language": s.harness.language,
                            "seed": s.seed, "cases": result.cases,
                            "seconds": round(result.seconds, 3),
                            "tests_per_second": round(result.rate, 1), "jobs": s.jobs,
                            "stopped": result.stopped}
    if result.smallest is None or result.first is None:
        body["counterexample"] = None
        return body
    out = failure_json(result, result.smallest, lang)
    if isinstance(out["got"], str):
        out["got"], out["got_lines"] = cut_output(out["got"], lang)
    out.update(candidates=result.tried, minimal=minimal_label(result),
               shrink_steps=result.final_steps, steps_taken=result.shrink_steps,
               shrink_stopped=result.shrink_stopped, confirmed=result.confirmed,
               first_seconds=round(result.first_seconds or 0.0, 3),
               first=failure_json(result, result.first, lang))
    body["counterexample"] = out
    return body


def _indent(text: str, pad: str = "  ") -> str:
    return "\n".join(pad + line if line else line for line in text.rstrip("\n").split("\n"))


def _shown(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value)


def solution_text(failure: Failure, unit: str = "moves", lang: str = "en",
                  answer: int | None = None, unit_ko: str = "") -> str:
    """The optimal solution, board by board (the family's text view).  The headline
    counts the judge's ``answer`` in the problem's ``unit`` (seconds, cells, won),
    and the moves drawn when they are a different number."""
    exp = failure.expected
    inst = exp.instance
    if exp.solution is None:
        return say(lang, "no-solution") + "\n" + _indent(inst.format_state(inst.puzzle().start))
    moves, states = exp.moves, exp.states
    if answer is None or answer == len(moves):
        lines = [say(lang, "optimal", count=counted(lang, len(moves), unit, unit_ko))]
    else:
        lines = [say(lang, "optimal-moves", count=counted(lang, answer, unit, unit_ko),
                     moves=counted(lang, len(moves), "moves"))]
    if len(moves) > PICTURE_MOVES:
        lines += [_indent(inst.format_state(states[0])),
                  "  " + ", ".join(inst.move_text(m) for m in moves)]
        return "\n".join(lines)
    lines += ["  " + say(lang, "start"), _indent(inst.format_state(states[0]), "    ")]
    for n, (move, state) in enumerate(zip(moves, states[1:], strict=True), 1):
        lines += [f"  {n}. {inst.move_text(move)}:", _indent(inst.format_state(state), "    ")]
    return "\n".join(lines)


def text(result: Result, saved: list[Path] | None = None, lang: str = "en") -> str:
    """The report a person reads (see the module docstring)."""
    s = result.settings
    harness = s.harness
    problem, spec = harness.problem, harness.spec
    title = spec.title_ko if lang == "ko" else spec.title_en
    head = say(lang, "head", name=problem.name, label=spec.label, title=title)
    cases = say(lang, "cases", n=result.cases)
    if result.smallest is None or result.first is None:
        return say(lang, "pass", head=head, cases=cases,
                   stopped=say(lang, "stopped") if result.stopped else "",
                   seconds=result.seconds, rate=result.rate, seed=s.seed)
    small, first = result.smallest, result.first
    lines = [say(lang, "found", head=head, cases=cases, rate=result.rate),
             say(lang, "first", n=result.cases, seconds=result.first_seconds or 0.0,
                 size=brief(problem, first.case.value, lang))]
    if s.shrink:
        minimal = (say(lang, "smallest", n=result.smallest_up_to)
                   if result.smallest_up_to is not None else
                   say(lang, "minimal", steps=say(lang, "steps", n=result.final_steps))
                   if result.minimal and result.final_steps else
                   say(lang, "minimal-none") if result.minimal else
                   say(lang, "not-minimal",
                       why=say(lang, f"stop-{result.shrink_stopped or 'budget'}")))
        if not result.confirmed:
            minimal += say(lang, "unconfirmed")
        lines.append(say(lang, "shrunk", size=brief(problem, small.case.value, lang),
                         minimal=minimal, candidates=say(lang, "candidates", n=result.tried),
                         seconds=result.seconds, seed=s.seed))
    else:
        lines.append(say(lang, "no-shrink", seconds=result.seconds, seed=s.seed))
    lines += ["", say(lang, "verdict", title=verdict_title(lang, small.verdict.kind),
                      message=(small.verdict.message_ko if lang == "ko" and
                               small.verdict.message_ko else small.verdict.message)), ""]
    where = say(lang, "saved", paths=", ".join(map(str, saved))) if saved else ""
    if harness.kind == "run" or not problem.function:
        if harness.kind == "run":
            got = small.attempt.got or ""
            printed = ([say(lang, "printed"), cut_output(got, lang)[0].rstrip("\n")] if got.strip()
                       else [say(lang, "printed-nothing")])
        else:
            printed = [say(lang, "returned", value=_shown(small.attempt.got))
                       if small.attempt.verdict is None else say(lang, "no-return")]
        lines += [say(lang, "input", where=where),
                  problem.input_file(small.case.value)[1].rstrip("\n"), "",
                  say(lang, "expected-output"), small.expected.output.rstrip("\n"), "",
                  *printed]
    else:
        lines += [say(lang, "arguments", where=where),
                  json.dumps(problem.arguments(small.case.value)), "",
                  say(lang, "call", call=spec.call),
                  say(lang, "expected-return", value=_shown(harness.expected_of(small.expected))),
                  say(lang, "returned", value=_shown(small.attempt.got))
                  if small.attempt.verdict is None or small.attempt.got is not None
                  else say(lang, "no-return")]
    tail = [line for line in small.attempt.stderr.splitlines() if line.strip()][-3:]
    if tail:
        lines += ["", say(lang, "stderr"), *(f"  {line}" for line in tail)]
    if small.expected.solution is None or small.expected.states:  # not a computed answer
        lines += ["", solution_text(small, spec.unit, lang,
                                    answer_count(problem, small.expected.output), spec.unit_ko)]
    return "\n".join(lines)


def save(result: Result, folder: str | os.PathLike[str]) -> list[Path]:
    """Write what the judge would feed (stdin text, ``NAME.in``; the arguments as JSON,
    ``NAME.json``) and the accepted output (``NAME.out``) into ``folder``,
    atomically; returns the paths (none on a pass).  ``fewest solve NAME FILE``
    reads the input back."""
    from fewest.render.files import write_atomic

    if result.smallest is None:
        return []
    problem = result.settings.harness.problem
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    suffix, data = problem.input_file(result.smallest.case.value)
    stem = out / problem.name
    answer = result.smallest.expected.output.rstrip("\n") + "\n"
    return [write_atomic(f"{stem}{suffix}", data), write_atomic(f"{stem}.out", answer)]
