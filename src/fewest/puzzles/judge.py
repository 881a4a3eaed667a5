"""The judge declaration: what a family tells ``fewest solve`` and ``fewest check``
about the judge problem it models (Baekjoon, LeetCode, Programmers).

A family that models a judge problem sets ``Family.judge`` to a
:class:`JudgeSpec`, written in its folder's ``judge.py``.  Everything the
checker needs lives there: the judge's input form, the case stream, the
shrink steps and how an answer is judged.  ``fewest.check`` keeps only the
harness, the runner, the verdicts and the generic shrinking loop, and never
asks which problem it is checking.

A **case** is one judge input as a plain JSON value (usually a ``dict`` of
named fields, for function problems the arguments by the site's parameter
names).  The family's ``build`` accepts a case as it is, so
``family.parse(case)`` is the instance whose optimal solution is the
expected answer, and :meth:`~fewest.puzzles.base.Instance.judge_output`
with format ``"judge"`` prints exactly what an accepted submission prints
for it (for function problems: the return value as JSON).

>>> import random
>>> spec = JudgeSpec(
...     name="boj-0", site="baekjoon", number="0", title_ko="더하기", title_en="Add",
...     source="https://example.org/0",
...     read_input=lambda text: [{"n": int(text.split()[0])}],
...     write_input=lambda case: f"{case['n']}\\n",
...     stream=lambda rng: iter([{"n": rng.randint(0, 9)} for _ in range(3)]),
...     shrinks=lambda case: iter([{"n": case["n"] - 1}] if case["n"] > 0 else []),
...     size=lambda case: (case["n"],))
>>> spec.read_input("7\\n"), spec.write_input({"n": 7})
([{'n': 7}], '7\\n')
>>> spec.stdin_of([{"n": 1}])
'1\\n'
>>> spec.judge({"n": 1}, "3\\n", "3"), spec.judge({"n": 1}, "3", "4").message
(None, 'printed 4, expected 3')
>>> spec.label
'Baekjoon 0'
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from fewest.lang import Said

#: The sites a judge problem can come from, as they are written for people.
SITES = {"baekjoon": "Baekjoon", "leetcode": "LeetCode", "programmers": "Programmers"}


class BadOutput(ValueError):
    """The program's output cannot be read as an answer (the judges' 출력 형식)."""


@dataclass(frozen=True)
class Mismatch:
    """Why an answer is wrong, in one line, in English and in Korean."""

    message: str
    message_ko: str = ""

    def text(self, lang: str = "en") -> str:
        """The message in ``lang`` (``"ko"`` or ``"en"``)."""
        return self.message_ko if lang == "ko" and self.message_ko else self.message


def same_tokens(case: Any, expected: str, got: str) -> Mismatch | None:
    """The default judgement: the same whitespace-separated tokens.

    >>> same_tokens(None, "1 2\\n", " 1  2 ") is None
    True
    >>> same_tokens(None, "5", "").message
    'printed nothing, expected 5'
    """
    if expected.split() == got.split():
        return None
    shown = " ".join(got.split()) or "nothing"
    want = " ".join(expected.split())
    if len(shown) > 80:
        shown = shown[:77] + "..."
    return Mismatch(f"printed {shown}, expected {want}",
                    f"출력 {shown}, 정답 {want}")


def same_json(case: Any, expected: str, got: str) -> Mismatch | None:
    """Judgement for function problems: the same JSON value.

    >>> same_json(None, "[1, 2]", "[1,2]") is None
    True
    >>> same_json(None, "3", "-1").message
    'returned -1, expected 3'
    """
    try:
        value = json.loads(got)
    except ValueError as exc:
        raise BadOutput(Said(f"not a JSON value: {got[:60]!r}",
                             f"JSON 값이 아닙니다: {got[:60]!r}")) from exc
    if value == json.loads(expected):
        return None
    return Mismatch(f"returned {json.dumps(value)}, expected {expected.strip()}",
                    f"반환값 {json.dumps(value)}, 정답 {expected.strip()}")


def _one_case_json(text: str) -> list[Any]:
    try:
        value = json.loads(text)
    except ValueError as exc:
        raise ValueError(f"not a JSON object of the arguments: {text[:60]!r}") from exc
    return [value]


@dataclass(frozen=True)
class JudgeSpec:
    """One judge problem, declared by the family that models it.

    Identity: ``name`` (``"boj-1697"``, also the family's name for new
    problems), ``aliases`` (``"boj1697"``), ``site`` (a key of
    :data:`SITES`), ``number``, the Korean and English titles and ``source``
    (where the statement was read).

    Input: ``io`` is ``"stdin"`` (Baekjoon) or ``"function"`` (LeetCode,
    Programmers: ``call`` says how the function is called, ``params`` names
    its arguments in order).  ``multi``: the judge's stdin starts with the
    number of test cases ``T``.  ``read_input(text)`` reads the judge's whole
    input into its cases (raising ``ValueError`` or
    :class:`~fewest.errors.InvalidPuzzleError` with a one-line message);
    ``write_input(case)`` writes one case's stdin text (without the ``T``
    line: :meth:`stdin_of` adds it).

    Checking: ``stream(rng)`` yields random cases, small ones first;
    ``shrinks(case)`` yields single shrink steps (remove a row, lower a
    number, ...), each strictly smaller by ``size(case)`` (a tuple compared
    lexicographically); ``judge(case, expected, got)`` compares a program's
    output text with the accepted output text and returns ``None`` or a
    :class:`Mismatch` (raising :class:`BadOutput` for unreadable output).
    Problems that accept any one of several answers (a route, a command
    string) replay ``got`` against the case in their own ``judge``.
    """

    name: str
    site: str
    number: str
    title_ko: str
    title_en: str
    source: str
    read_input: Callable[[str], list[Any]]
    write_input: Callable[[Any], str]
    stream: Callable[[random.Random], Iterator[Any]]
    shrinks: Callable[[Any], Iterator[Any]]
    size: Callable[[Any], tuple[int, ...]]
    judge: Callable[[Any, str, str], Mismatch | None] = same_tokens
    aliases: tuple[str, ...] = ()
    io: str = "stdin"
    call: str = ""
    params: tuple[str, ...] = ()
    multi: bool = False
    #: the line that closes the judge's stdin when cases run until a sentinel
    #: (``"0"``: an input of caves ending with a line ``0``); empty when none
    end: str = ""
    unit: str = "moves"
    #: the unit in Korean where it is not one of the usual ones (``"연산 + 1"``)
    unit_ko: str = ""
    default_cases: int = 200
    #: what the program gets on the judge: time limit (s) and memory (MiB)
    time_limit: float = 1.0
    memory_mb: int = 256
    #: optional: one line about a case's size for people (``"3 moves from the goal"``),
    #: in English and in Korean (``None``: the :attr:`size` tuple)
    describe: Callable[[Any], str] | None = None
    describe_ko: Callable[[Any], str] | None = None
    #: optional: the method the checker's oracle asks the family for (``None``: ``auto``)
    method: str | None = None
    #: optional, stdin problems checked with ``--function``: the function's return value
    #: as the output text the judge reads (``None``: a string as it is, a number or
    #: a flat list as words, anything else as JSON)
    returned: Callable[[Any], str] | None = None

    @property
    def label(self) -> str:
        """``Baekjoon 1697``: the site and the number, for people."""
        return f"{SITES.get(self.site, self.site)} {self.number}"

    def names(self) -> tuple[str, ...]:
        """Every name the problem answers to: its name and its aliases."""
        return (self.name, *self.aliases)

    def function_name(self) -> str:
        """The function a submission defines, from :attr:`call` (``snakesAndLadders``
        for ``Solution().snakesAndLadders(board)``; ``solution`` when not given).

        >>> function_judge(name="x", site="leetcode", number="1", title_ko="", title_en="",
        ...     source="", call="Solution().twoSum(nums, target)", stream=None,
        ...     shrinks=None, size=None).function_name()
        'twoSum'
        """
        head = self.call.split("(")
        if len(head) < 2:
            return "solution"
        name = head[-2].rsplit(".", 1)[-1].strip(") ")
        return name or "solution"

    def says(self, case: Any, lang: str = "en") -> str:
        """One line about ``case``'s size, for people, in ``lang``."""
        told = self.describe_ko if lang == "ko" and self.describe_ko else self.describe
        if told is not None:
            return told(case)
        return "size " + " ".join(map(str, self.size(case)))

    def stdin_of(self, cases: Sequence[Any]) -> str:
        """The judge's whole stdin for ``cases`` (with the ``T`` line when ``multi``,
        the terminator line :attr:`end` after the last case when given).

        >>> from dataclasses import replace
        >>> replace(JudgeSpec(name="boj-0", site="baekjoon", number="0", title_ko="",
        ...     title_en="", source="", read_input=None, write_input=lambda c: f"{c}",
        ...     stream=None, shrinks=None, size=None), end="0\\n").stdin_of([3, 4])
        '3\\n4\\n0\\n'
        """
        body = "".join(_line(self.write_input(c)) for c in cases)
        body += _line(self.end) if self.end else ""
        return f"{len(cases)}\n{body}" if self.multi else body

    def shown(self, case: Any) -> str:
        """One case as the judge's own page shows it: Baekjoon's stdin, LeetCode's
        ``name = value, ...``, Programmers' arguments in order (each value compact JSON).

        >>> spec = function_judge(name="lc-0", site="leetcode", number="0", title_ko="t",
        ...     title_en="t", source="s", call="Solution().f(grid, k)", params=("grid", "k"),
        ...     stream=None, shrinks=None, size=None)
        >>> spec.shown({"grid": [[0, 1], [1, 0]], "k": 1})
        'grid = [[0,1],[1,0]], k = 1'
        >>> from dataclasses import replace
        >>> replace(spec, site="programmers").shown({"grid": [[0]], "k": "a"})
        '[[0]], "a"'
        """
        if self.io == "stdin":
            return self.stdin_of([case])
        arguments = json.loads(self.write_input(case))
        values = {name: json.dumps(value, separators=(",", ":"), ensure_ascii=False)
                  for name, value in arguments.items()}
        names = self.params or tuple(values)
        if self.site == "leetcode":
            return ", ".join(f"{name} = {values[name]}" for name in names)
        return ", ".join(values[name] for name in names)


def _line(text: str) -> str:
    return text if text.endswith("\n") else text + "\n"


def function_judge(**fields: Any) -> JudgeSpec:
    """A :class:`JudgeSpec` for a function problem: JSON arguments in, a JSON
    return value judged with :func:`same_json`, unless given otherwise.

    >>> spec = function_judge(name="lc-0", site="leetcode", number="0", title_ko="t",
    ...     title_en="t", source="s", call="Solution().f(x)", params=("x",),
    ...     stream=lambda rng: iter(()), shrinks=lambda c: iter(()), size=lambda c: (0,))
    >>> spec.read_input('{"x": 1}'), spec.io, spec.write_input({"x": 1})
    ([{'x': 1}], 'function', '{"x": 1}\\n')
    """
    fields.setdefault("io", "function")
    fields.setdefault("read_input", _one_case_json)
    fields.setdefault("write_input", lambda case: json.dumps(case) + "\n")
    fields.setdefault("judge", same_json)
    return JudgeSpec(**fields)
