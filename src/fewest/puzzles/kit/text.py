"""Judge input as text, read once and bounded before any parsing.

:func:`decode` is the one gate every judge problem's input passes, from the
command line and from the server alike: it refuses, in one line that quotes at
most 80 characters, input too long, a line too long, a number with too many
digits, JSON nested too deeply, NUL bytes and digits that are not ASCII
(full-width ``１２`` is refused by every problem: judges read ASCII only).

>>> decode("5 17\\n", "boj-0")
'5 17\\n'
>>> decode("１２", "boj-0")
Traceback (most recent call last):
fewest.puzzles.kit.text.BadInput: boj-0: only ASCII digits are read, got '１' in '１２'
>>> decode("[" * 100 + "]" * 100, "lc-0")  # doctest: +ELLIPSIS
Traceback (most recent call last):
fewest.puzzles.kit.text.BadInput: lc-0: JSON nested 100 deep (at most 16): '[[[[[...'
>>> Tokens("3 4\\nab").int("p", "N"), Tokens("3 4\\nab").rest()
(3, ['3', '4', 'ab'])
"""

from __future__ import annotations

import json
import re
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote

#: The whole input, one line of it, one number and JSON nesting: the most read.
MAX_TEXT = 8_000_000
MAX_LINE = 4_100_000
MAX_DIGITS = 19
MAX_DEPTH = 16
_INT = re.compile(r"[+-]?[0-9]+")
#: the characters of plain integers joined by spaces (``int`` then refuses ``1-2``)
_PLAIN_RUN = re.compile(r"[-0-9 ]*")
#: named out here: inside :class:`Tokens`, ``int`` is its method
Ints = list[int]
Count = int
_NON_ASCII = re.compile(r"[^\x00-\x7f]")


class BadInput(InvalidPuzzleError):
    """Judge input that a problem does not read: one line naming the problem and
    quoting the input (at most 80 characters of it)."""

    def __init__(self, problem: str, why: str, given: Any = None) -> None:
        shown = f": {quote(given)}" if given is not None else ""
        super().__init__(f"{problem}: {why}{shown}")


def decode(text: Any, problem: str) -> str:
    """``text`` as judge input, or :class:`BadInput` (see the module docstring)."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise BadInput(problem, "the input is not UTF-8 text") from None
    if not isinstance(text, str):
        raise BadInput(problem, "the input must be text", text)
    if text.startswith("\ufeff"):
        text = text[1:]
    if len(text) > MAX_TEXT:
        raise BadInput(problem, f"the input holds {len(text):,} characters "
                       f"(at most {MAX_TEXT:,})", text)
    if "\x00" in text:
        raise BadInput(problem, "the input holds a NUL byte", text)
    longest = max((len(line) for line in text.splitlines()), default=0)
    if longest > MAX_LINE:
        raise BadInput(problem, f"a line holds {longest:,} characters (at most {MAX_LINE:,})",
                       text)
    odd = next((ch for ch in _NON_ASCII.findall(text) if ch.isdigit() or ch.isspace()), None)
    if odd is not None:
        kind = "digits" if odd.isdigit() else "spaces"
        raise BadInput(problem, f"only ASCII {kind} are read, got {odd!r} in {quote(text)}")
    if text.count("[") + text.count("{") > MAX_DEPTH and depth(text) > MAX_DEPTH:
        raise BadInput(problem, f"JSON nested {depth(text)} deep (at most {MAX_DEPTH})", text)
    return text


def depth(text: str) -> int:
    """How deeply ``[`` and ``{`` nest in ``text`` (strings are not skipped: an
    overestimate only for text no judge gives).

    >>> depth('{"a": [[1], [2]]}')
    3
    """
    deepest = level = 0
    for ch in text:
        if ch in "[{":
            level += 1
            deepest = max(deepest, level)
        elif ch in "]}":
            level -= 1
    return deepest


def integer(token: str, problem: str, what: str, given: Any = None) -> int:
    """``token`` as an integer of at most :data:`MAX_DIGITS` digits.

    >>> integer("-12", "p", "N")
    -12
    >>> integer("1" * 25, "p", "N")
    Traceback (most recent call last):
    fewest.puzzles.kit.text.BadInput: p: N has 25 digits (at most 19): '1111111111111111111111111'
    """
    if not _INT.fullmatch(token):
        raise BadInput(problem, f"{what} must be an integer, got {token[:20]!r}", given)
    digits = len(token.lstrip("+-"))
    if digits > MAX_DIGITS:
        raise BadInput(problem, f"{what} has {digits:,} digits (at most {MAX_DIGITS})",
                       token if given is None else given)
    return int(token)


def json_value(text: str, problem: str) -> Any:
    """``text`` (already :func:`decode` d) as a JSON value, numbers bounded too."""
    def bounded(token: str) -> int:
        return integer(token, problem, "a number", text)

    try:
        return json.loads(text, parse_int=bounded)
    except RecursionError:  # pragma: no cover - decode bounds the depth first
        raise BadInput(problem, "JSON nested too deeply", text) from None
    except json.JSONDecodeError as exc:
        raise BadInput(problem, f"not JSON ({exc.msg} at column {exc.colno})", text) from None


#: what may stand between two values of an argument list (``"hit", "cog"``; tabs)
_BETWEEN = re.compile(r"[\s,]*")


def json_values(text: str, problem: str) -> list[Any] | None:
    """The JSON values of ``text`` in order, split by commas or white space (numbers
    bounded as in :func:`json_value`), or ``None`` when ``text`` is not written so.

    >>> json_values('"hit", "cog", ["hot"]', "p"), json_values("3 [1, 2]", "p")
    (['hit', 'cog', ['hot']], [3, [1, 2]])
    >>> json_values("1 2 / 3", "p") is None
    True
    """
    decoder = json.JSONDecoder(parse_int=lambda token: integer(token, problem, "a number",
                                                                 text))
    out: list[Any] = []
    at = _BETWEEN.match(text).end()  # type: ignore[union-attr]
    while at < len(text):
        try:
            value, at = decoder.raw_decode(text, at)
        except json.JSONDecodeError:
            return None
        out.append(value)
        at = _BETWEEN.match(text, at).end()  # type: ignore[union-attr]
    return out


#: a judge's arguments as its site shows them: ``name = value, name = value`` (LeetCode's
#: examples), perhaps after ``Input:``
ARGUMENT = re.compile(r"\s*([A-Za-z_]\w*)\s*=\s*")
INPUT_WORD = re.compile(r"^\s*input\s*:\s*", re.IGNORECASE)


def judge_arguments(text: str) -> dict[str, Any] | None:
    """``name = value, name = value`` (each value JSON) as the object of the arguments,
    or ``None`` when ``text`` is not written so.

    >>> judge_arguments('deadends = ["0201","0101"], target = "0202"')
    {'deadends': ['0201', '0101'], 'target': '0202'}
    >>> judge_arguments('Input: grid = [[0,1],[1,0]]')
    {'grid': [[0, 1], [1, 0]]}
    >>> judge_arguments("1 2 3 / 4 0 6 / 7 5 8") is None, judge_arguments("a = 1, 2") is None
    (True, True)
    """
    text = INPUT_WORD.sub("", text, count=1).strip()
    decoder = json.JSONDecoder()
    out: dict[str, Any] = {}
    at = 0
    while at < len(text):
        found = ARGUMENT.match(text, at)
        if not found or found.group(1) in out:
            return None
        try:
            value, at = decoder.raw_decode(text, found.end())
        except json.JSONDecodeError:
            return None
        out[found.group(1)] = value
        rest = re.compile(r"\s*(,|$)").match(text, at)
        if not rest:
            return None
        at = rest.end()
    return out or None


class Tokens:
    """The whitespace-separated tokens of a judge input, read in order."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.items = text.split()
        self.at = 0

    def left(self) -> int:
        """How many tokens are still unread."""
        return len(self.items) - self.at

    def word(self, problem: str, what: str) -> str:
        """The next token, or a one-line error saying the input ended early."""
        if self.at >= len(self.items):
            raise BadInput(problem, f"the input ends before {what}", self.text)
        self.at += 1
        return self.items[self.at - 1]

    def int(self, problem: str, what: str) -> int:
        """The next token as an integer."""
        return integer(self.word(problem, what), problem, what, self.text)

    def ints(self, count: Count) -> Ints | None:
        """The next ``count`` tokens as integers at once when all are plain numbers
        (a million stations read in a fraction of a second), else ``None`` and
        nothing read: the caller reads one by one, for the exact error.

        >>> toks = Tokens("1 -2 3 x 4-5")
        >>> toks.ints(3), toks.left(), toks.ints(1), Tokens("4-5").ints(1)
        ([1, -2, 3], 2, None, None)
        """
        chunk = self.items[self.at:self.at + count]
        if len(chunk) < count or (chunk and (not _PLAIN_RUN.fullmatch(" ".join(chunk))
                                             or max(map(len, chunk)) > 18)):
            return None
        try:
            values = list(map(int, chunk))
        except ValueError:  # a stray minus sign: read one by one for the exact error
            return None
        self.at += count
        return values

    def rest(self) -> list[str]:
        """The tokens not read yet."""
        return self.items[self.at:]
