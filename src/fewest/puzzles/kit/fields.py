"""The typed fields of a judge input: integers, words, grids, lists and records, each
with the statement's ranges.

A field reads itself from the judge's tokens (:meth:`read`) or from a JSON value
(:meth:`check`), writes itself back (:meth:`write`, :meth:`json`), draws a random
value within its ranges (:meth:`draw`), names its extremes (:meth:`extremes`) and
its shrink steps (:meth:`shrinks`).  A bound is a number, the name of an earlier
field (``Int("r", 1, "N")``), or a function of the case read so far.

>>> import random
>>> n = Int("N", 0, 10)
>>> n.check(3, {}, "p"), n.extremes({}), list(n.shrinks(6, {}))
(3, [0, 10], [0, 1, 3, 5])
>>> g = Grid("maze", "N", "M", "01")
>>> g.check(["011", "110"], {"N": 2, "M": 3}, "p")
['011', '110']
>>> g.check(["012", "110"], {"N": 2, "M": 3}, "p")
Traceback (most recent call last):
fewest.puzzles.kit.text.BadInput: p: maze row 1 holds '2', not one of '01': '["012", "110"]'
>>> Word("w", "ab", 2, 2).draw(random.Random(1), {}, 1.0) in {"aa", "ab", "ba", "bb"}
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import accumulate
from typing import Any, Union

from fewest.puzzles.kit.text import BadInput, Tokens, integer

Bound = Union[int, str, Callable[[dict[str, Any]], int]]  # noqa: UP007 - a runtime alias
Case = dict[str, Any]


def bound(b: Bound, case: Case) -> int:
    """The value of a bound for the case read so far.

    >>> bound(3, {}), bound("N", {"N": 7}), bound(lambda c: c["N"] - 1, {"N": 7})
    (3, 7, 6)
    """
    if isinstance(b, int):
        return b
    if isinstance(b, str):
        return int(case[b])
    return int(b(case))


def scaled(rng: random.Random, lo: int, hi: int, scale: float) -> int:
    """A number in ``lo..hi``, drawn from a range that grows with ``scale`` (0..1) on a
    logarithmic scale: small ranges first, the whole range at 1."""
    if hi <= lo:
        return lo
    span = hi - lo
    top = span if scale >= 1 else min(span, max(1, round(span ** max(scale, 0.0))))
    return lo + rng.randint(0, top)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


@dataclass(frozen=True)
class Int:
    """An integer ``lo..hi``.  ``label`` is its name in errors when the statement's
    letter differs from the JSON key (``{"s": 0}``: ``S must be 2..1000``);
    ``strings=False`` refuses a JSON string of digits (a function's argument that must
    be a number).

    >>> Int("s", 2, 1000, label="S").check(0, {}, "p")
    Traceback (most recent call last):
    fewest.puzzles.kit.text.BadInput: p: S must be 2..1000, got 0
    >>> Int("v", 0, 9).check("3", {}, "p")
    3
    >>> Int("v", 0, 9, strings=False).check("3", {}, "p")
    Traceback (most recent call last):
    fewest.puzzles.kit.text.BadInput: p: v must be an integer: '3'
    """

    name: str
    lo: Bound
    hi: Bound
    label: str = ""
    strings: bool = True

    @property
    def called(self) -> str:
        return self.label or self.name

    def read(self, toks: Tokens, case: Case, problem: str) -> int:
        return self.check(toks.int(problem, self.called), case, problem)

    def check(self, value: Any, case: Case, problem: str, given: Any = None) -> int:
        if isinstance(value, str) and self.strings:
            value = integer(value.strip(), problem, self.called, given)
        if not _is_int(value):
            raise BadInput(problem, f"{self.called} must be an integer", given if given is not
                           None else value)
        lo, hi = bound(self.lo, case), bound(self.hi, case)
        if not lo <= value <= hi:
            raise BadInput(problem, f"{self.called} must be {lo}..{hi}, got {value}", given)
        return int(value)

    def check_many(self, values: list[Any], case: Case, problem: str,
                   given: Any = None) -> list[int]:
        """:meth:`check` on each of ``values`` (a list's items), the bounds computed
        once; the first bad value gets :meth:`check`'s own error.

        >>> Int("x", 1, "n").check_many([1, 5], {"n": 5}, "p")
        [1, 5]
        """
        lo, hi = bound(self.lo, case), bound(self.hi, case)
        return [v if type(v) is int and lo <= v <= hi else self.check(v, case, problem, given)
                for v in values]

    def tokens(self, value: int) -> list[str]:
        return [str(value)]

    def json(self, value: int) -> Any:
        return value

    def draw(self, rng: random.Random, case: Case, scale: float) -> int:
        return scaled(rng, bound(self.lo, case), bound(self.hi, case), scale)

    def extremes(self, case: Case) -> list[int]:
        lo, hi = bound(self.lo, case), bound(self.hi, case)
        return [lo, hi] if hi > lo else [lo]

    def shrinks(self, value: int, case: Case) -> Iterator[int]:
        """Toward the low end: to it, halfway, one less (each strictly closer).  When
        the low end is above 0, the same steps toward it by size."""
        lo = bound(self.lo, case)
        target = min(max(lo, 0), value) if lo <= 0 <= value else lo
        seen = set()
        for v in (target, target + 1, (value + target) // 2, value - 1):
            if v != value and lo <= v and abs(v - target) < abs(value - target) and v not in seen:
                seen.add(v)
                yield v

    def size(self, value: int) -> int:
        return abs(value)


@dataclass(frozen=True)
class Word:
    """A string of ``min_len..max_len`` characters of ``alphabet``.

    ``draws``, when given, is the characters random words are drawn from (a few
    letters, so that words one letter apart are common); reading still takes
    every character of ``alphabet``.

    >>> w = Word("w", "abcdefghijklmnopqrstuvwxyz", 3, 3, draws="ab")
    >>> set(w.draw(random.Random(0), {}, 1.0)) <= set("ab"), w.check("xyz", {}, "p")
    (True, 'xyz')

    ``like`` names earlier fields (a word, or a list of words: the list being drawn
    holds its items so far): random words are then drawn as one of their values
    with a few characters changed (half of them one character, the others more as
    the scale grows), so that words one change apart, and chains of them, are
    common (gene banks, word ladders).

    >>> w = Word("end", "ACGT", 8, 8, like="start")
    >>> sum(a != b for a, b in zip(w.draw(random.Random(3), {"start": "A" * 8}, 0.0), "A" * 8))
    1
    >>> bank = List("bank", Word("gene", "ACGT", 8, 8, like=("start", "bank")), 10)
    >>> len(bank.draw(random.Random(1), {"start": "A" * 8}, 1.0))
    10

    ``anagram`` names an earlier word field: random words are then its letters
    rearranged (a few swaps at small scales, a full shuffle at times), so that a
    rule "s2 is an anagram of s1" holds by construction.

    >>> w = Word("s2", "abcdef", 1, 20, anagram="s1")
    >>> sorted(w.draw(random.Random(2), {"s1": "aabcf"}, 0.5)) == sorted("aabcf")
    True
    """

    name: str
    alphabet: str
    min_len: Bound
    max_len: Bound
    draws: str = ""
    like: str | tuple[str, ...] | None = None
    anagram: str | None = None

    def read(self, toks: Tokens, case: Case, problem: str) -> str:
        return self.check(toks.word(problem, self.name), case, problem)

    def check(self, value: Any, case: Case, problem: str, given: Any = None) -> str:
        if not isinstance(value, str):
            raise BadInput(problem, f"{self.name} must be a string", given or value)
        lo, hi = bound(self.min_len, case), bound(self.max_len, case)
        if not lo <= len(value) <= hi:
            span = f"{lo}" if lo == hi else f"{lo}..{hi}"
            raise BadInput(problem, f"{self.name} must have {span} characters, got "
                           f"{len(value)}", given or value)
        odd = next((ch for ch in value if ch not in self.alphabet), None)
        if odd is not None:
            raise BadInput(problem, f"{self.name} holds {odd!r}, not one of "
                           f"{_shown(self.alphabet)}", given or value)
        return value

    def tokens(self, value: str) -> list[str]:
        return [value]

    def json(self, value: str) -> Any:
        return value

    def draw(self, rng: random.Random, case: Case, scale: float) -> str:
        lo, hi = bound(self.min_len, case), bound(self.max_len, case)
        source = case.get(self.anagram) if self.anagram else None
        if isinstance(source, str) and source:
            letters = list(source)
            if rng.random() < 0.25:
                rng.shuffle(letters)
            for _ in range(scaled(rng, 1, max(1, len(letters)), scale)):
                i, j = rng.randrange(len(letters)), rng.randrange(len(letters))
                letters[i], letters[j] = letters[j], letters[i]
            return "".join(letters)
        pool: list[str] = []
        for name in (self.like,) if isinstance(self.like, str) else self.like or ():
            value = case.get(name)
            pool.extend(v for v in (value if isinstance(value, list) else [value])
                        if isinstance(v, str) and v and lo <= len(v) <= hi)
        if pool:
            base = rng.choice(pool)
            out = list(base)
            changes = 1 if rng.random() < 0.5 else 1 + scaled(rng, 0, len(out) - 1, scale)
            for at in rng.sample(range(len(out)), changes):
                out[at] = rng.choice([ch for ch in self.alphabet if ch != out[at]] or
                                     [out[at]])
            return "".join(out)
        n = scaled(rng, lo, hi, scale)
        chars = self.draws or self.alphabet
        return "".join(rng.choice(chars) for _ in range(n))

    def extremes(self, case: Case) -> list[str]:
        lo, hi = bound(self.min_len, case), bound(self.max_len, case)
        first, last = self.alphabet[0], self.alphabet[-1]
        out = [first * lo, last * hi]
        return out if out[0] != out[1] else out[:1]

    def shrinks(self, value: str, case: Case) -> Iterator[str]:
        if len(value) > bound(self.min_len, case):
            for i in range(len(value)):
                yield value[:i] + value[i + 1:]
        low = self.alphabet[0]
        for i, ch in enumerate(value):
            if ch != low:
                yield value[:i] + low + value[i + 1:]

    def size(self, value: str) -> int:
        return len(value) * 64 + sum(self.alphabet.index(ch) for ch in value if
                                     ch in self.alphabet)


#: how many places of a long list or grid one round of shrinking tries
SPREAD = 24


def spread(count: int, most: int = SPREAD) -> list[int]:
    """About ``most`` indices of ``0..count-1`` (the last one added), spread evenly,
    the last first.

    >>> spread(3), len(spread(1000)), spread(1000)[0]
    ([2, 1, 0], 25, 999)
    """
    if count <= most:
        return list(range(count - 1, -1, -1))
    step = count / most
    return sorted({min(count - 1, int(i * step)) for i in range(most)} | {count - 1},
                  reverse=True)


def _top(dim: Bound | tuple[int, int], case: Case) -> int:
    return dim[1] if isinstance(dim, tuple) else bound(dim, case)


def _shown(chars: str) -> str:
    return repr(chars) if len(chars) <= 12 else repr(chars[:6] + "..." + chars[-3:])


@dataclass(frozen=True)
class Grid:
    """``rows`` x ``cols`` cells: characters of ``chars`` (a row is one token, or with
    ``sep=" "`` one token a cell), or integers ``lo..hi`` when ``chars`` is a pair.

    ``weights`` draws cells by weight (``{"0": 3, "1": 1}``); ``exactly`` places
    that many of a character (a start ``S``, an exit ``E``) or, in a grid of
    integers, of a value (``{2: 1}``: one target); ``as_lists`` keeps a
    character grid as lists of one-character strings (LeetCode's ``char[][]``).
    The first character (or ``lo``) is the plain cell shrinking turns others into.
    ``blank`` writes a blank line after the grid (a floor of a building, where the
    judge separates floors so): reading skips blank lines anyway.

    >>> Grid("floor", 1, 2, ".#", blank=True).tokens(["#."])
    ['#.', '']
    >>> Grid("coins", 1, 2, "HT", sep=" ").read(Tokens("HT H"), {}, "p")
    Traceback (most recent call last):
    fewest.puzzles.kit.text.BadInput: p: coins cells are single letters 'HT' separated by \
spaces, got 'HT': 'HT H'

    ``area`` caps the cells (``1 <= m * n <= 10^4``): more are refused, and random
    grids are drawn within it.

    >>> g = Grid("mat", (1, 10**4), (1, 10**4), (0, 1), area=10**4)
    >>> all(len(v) * len(v[0]) <= 10**4 for v in
    ...     (g.draw(random.Random(s), {}, 1.0) for s in range(20)))
    True
    >>> g.check([[0] * 5000] * 3, {}, "p")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    fewest.puzzles.kit.text.BadInput: p: mat must have at most 10000 cells, got 15000: ...


    >>> one = Grid("map", "N", "M", (0, 2), exactly={2: 1})
    >>> drawn = one.draw(random.Random(3), {"N": 3, "M": 4}, 1.0)
    >>> sum(row.count(2) for row in drawn), one.check(drawn, {"N": 3, "M": 4}, "p") == drawn
    (1, True)
    """

    name: str
    rows: Bound | tuple[int, int]
    cols: Bound | tuple[int, int]
    chars: str | tuple[int, int]
    sep: str = ""
    weights: dict[Any, int] = field(default_factory=dict)
    exactly: dict[Any, int] = field(default_factory=dict)
    as_lists: bool = False
    #: bounds on the rows and columns when they are not given by earlier fields
    #: (function problems): shrinking may drop a row or a column within them
    plain: str | int | None = None
    blank: bool = False
    area: int | None = None

    @property
    def numeric(self) -> bool:
        return isinstance(self.chars, tuple)

    def _range(self) -> tuple[int, int]:
        lo, hi = self.chars if isinstance(self.chars, tuple) else (0, 0)
        return int(lo), int(hi)

    def _base(self) -> Any:
        if self.plain is not None:
            return self.plain
        return self.chars[0]

    def read(self, toks: Tokens, case: Case, problem: str) -> Any:
        n, m = self.shape(case)
        bulk = toks.ints(n * m) if self.numeric else None
        if bulk is not None:  # plain numbers: read at once (a 1000 x 1000 box in 0.1 s)
            return self.check([bulk[r * m:(r + 1) * m] for r in range(n)], case, problem,
                              toks.text)
        if self.numeric or self.sep:
            rows = [[toks.word(problem, f"{self.name} row {r + 1}") for _ in range(m)]
                    for r in range(n)]
            odd = None if self.numeric else next((t for row in rows for t in row if len(t) != 1),
                                                 None)
            if odd is not None:  # a cell a token: one character each
                raise BadInput(problem, f"{self.name} cells are single letters "
                               f"{_shown(str(self.chars))} separated by spaces, got {odd!r}",
                               toks.text)
            value: Any = ([[integer(t, problem, self.name, toks.text) for t in row]
                           for row in rows] if self.numeric else ["".join(row) for row in rows])
        else:
            value = [toks.word(problem, f"{self.name} row {r + 1}") for r in range(n)]
        return self.check(value, case, problem, toks.text)

    def shape(self, case: Case) -> tuple[int, int]:
        """The rows and columns the earlier fields give (a free shape: its largest)."""
        return _top(self.rows, case), _top(self.cols, case)

    def _fits(self, count: int, dim: Bound | tuple[int, int], case: Case) -> str | None:
        if isinstance(dim, tuple):
            return None if dim[0] <= count <= dim[1] else f"{dim[0]}..{dim[1]}"
        want = bound(dim, case)
        return None if count == want else str(want)

    def check(self, value: Any, case: Case, problem: str, given: Any = None) -> Any:
        shown = given if given is not None else value
        if not isinstance(value, list) or not value:
            raise BadInput(problem, f"{self.name} must be a list of rows", shown)
        want = self._fits(len(value), self.rows, case)
        if want is not None:
            raise BadInput(problem, f"{self.name} must have {want} rows, got {len(value)}", shown)
        first = value[0]
        m = len(first) if isinstance(first, (list, str)) else 0
        want = self._fits(m, self.cols, case)
        if want is not None:
            raise BadInput(problem, f"{self.name} rows must have {want} cells, got {m}", shown)
        if self.area is not None and len(value) * m > self.area:
            raise BadInput(problem, f"{self.name} must have at most {self.area} cells, got "
                           f"{len(value) * m}", shown)
        out: list[Any] = []
        lo, hi = self._range()
        for r, row in enumerate(value, 1):
            if self.numeric:
                if not isinstance(row, list) or not set(map(type, row)) <= {int}:
                    raise BadInput(problem, f"{self.name} row {r} must be integers", shown)
                if row and (min(row) < lo or max(row) > hi):
                    bad = next(v for v in row if not lo <= v <= hi)
                    raise BadInput(problem, f"{self.name} holds {bad}, not {lo}..{hi}", shown)
                cells: Any = list(row)
            else:
                if isinstance(row, list) and all(isinstance(c, str) and len(c) == 1
                                                 for c in row):
                    row = "".join(row)
                if not isinstance(row, str):
                    raise BadInput(problem, f"{self.name} row {r} must be text", shown)
                odd = next((ch for ch in row if ch not in self.chars), None)
                if odd is not None:
                    raise BadInput(problem, f"{self.name} row {r} holds {odd!r}, not one of "
                                   f"{_shown(str(self.chars))}", shown)
                cells = row
            if len(cells) != m:
                raise BadInput(problem, f"{self.name} row {r} must have {m} cells, got "
                               f"{len(cells)}", shown)
            out.append(cells)
        for ch, count in self.exactly.items():
            got = sum(row.count(ch) for row in out)
            if got != count:
                raise BadInput(problem, f"{self.name} must hold {count} {ch!r}, got {got}",
                               shown)
        return out

    def tokens(self, value: Any) -> list[str]:
        if self.numeric:
            rows = [" ".join(map(str, row)) for row in value]
        else:
            rows = [" ".join(row) if self.sep else row for row in value]
        return [*rows, ""] if self.blank else rows

    def json(self, value: Any) -> Any:
        if self.as_lists and not self.numeric:
            return [list(row) for row in value]
        return [list(row) if self.numeric else row for row in value]

    def _cell(self, rng: random.Random) -> Any:
        if self.numeric:
            lo, hi = self._range()
            if self.weights:
                return rng.choices(list(self.weights), list(self.weights.values()))[0]
            allowed = hi - lo + 1 - sum(lo <= v <= hi for v in self.exactly)
            if allowed <= 0:
                raise ValueError("no value is left for a cell")
            while True:  # a value not set aside for ``exactly``: most draws are
                v = rng.randint(lo, hi)
                if v not in self.exactly:
                    return v
        pool = self.weights or {ch: 1 for ch in str(self.chars) if ch not in self.exactly}
        return rng.choices(list(pool), list(pool.values()))[0]

    def _row(self, rng: random.Random, m: int) -> list[Any]:
        """``m`` cells drawn as ``m`` calls of :meth:`_cell` draw them, in one call where
        the cells come from a weighted pool (the same random numbers, in order)."""
        if self.numeric and not self.weights:
            return [self._cell(rng) for _ in range(m)]
        pool = self.weights or {ch: 1 for ch in str(self.chars) if ch not in self.exactly}
        return rng.choices(list(pool), cum_weights=list(accumulate(pool.values())), k=m)

    def draw(self, rng: random.Random, case: Case, scale: float) -> Any:
        n = scaled(rng, *self.rows, scale) if isinstance(self.rows, tuple) else \
            bound(self.rows, case)
        if isinstance(self.cols, tuple):
            lo, hi = self.cols
            if self.area is not None:
                hi = max(lo, min(hi, self.area // max(n, 1)))
            m = scaled(rng, lo, hi, scale)
        else:
            m = bound(self.cols, case)
        cells = [self._row(rng, m) for _ in range(n)]
        spots = rng.sample(range(n * m), min(n * m, sum(self.exactly.values())))
        for ch, count in self.exactly.items():
            for _ in range(count):
                if spots:
                    at = spots.pop()
                    cells[at // m][at % m] = ch
        return cells if self.numeric else ["".join(row) for row in cells]

    def extremes(self, case: Case) -> list[Any]:
        return []

    def shrinks(self, value: Any, case: Case) -> Iterator[Any]:
        """Cells turned plain, one at a time (only on small grids: the row and column
        steps are the grammar's, which knows the fields that give the shape)."""
        n, m = len(value), len(value[0])
        if n * m > 100:
            return
        base = self._base()
        for r in range(n):
            for c in range(m):
                if value[r][c] != base and value[r][c] not in self.exactly:
                    if self.numeric:
                        new = [list(row) for row in value]
                        new[r][c] = base
                    else:
                        new = list(value)
                        new[r] = value[r][:c] + str(base) + value[r][c + 1:]
                    yield new

    def size(self, value: Any) -> int:
        base = self._base()
        return sum(v != base for row in value for v in row)

    def cut(self, value: Any, axis: int, index: int | Iterable[int]) -> Any:
        """``value`` without row (``axis`` 0) or column (``axis`` 1) ``index`` (or
        every index of several at once: one pass, however many).

        >>> Grid("g", 2, 3, "ab").cut(["abb", "bab"], 1, [0, 2])
        ['b', 'a']
        """
        gone = {index} if isinstance(index, int) else set(index)
        if axis == 0:
            return [row for r, row in enumerate(value) if r not in gone]
        if self.numeric:
            return [[v for c, v in enumerate(row) if c not in gone] for row in value]
        return ["".join(ch for c, ch in enumerate(row) if c not in gone) for row in value]


@dataclass(frozen=True)
class Record:
    """Several integers read together (an edge ``u v w``); JSON: a list.  ``rule``
    states what one record must be beyond its parts' ranges (``u != v``): it returns
    why a record breaks it, or ``None``; random records keep it.

    >>> edge = Record("edge", (Int("u", 1, 3), Int("v", 1, 3)),
    ...               rule=lambda e: "u and v differ" if e[0] == e[1] else None)
    >>> all(a != b for a, b in (edge.draw(random.Random(s), {}, 1.0) for s in range(30)))
    True
    >>> edge.check([2, 2], {}, "p")
    Traceback (most recent call last):
    fewest.puzzles.kit.text.BadInput: p: edge: u and v differ: '[2, 2]'
    """

    name: str
    parts: Sequence[Int]
    rule: Callable[[list[int]], str | None] | None = None

    def read(self, toks: Tokens, case: Case, problem: str) -> list[int]:
        return self.check([p.read(toks, case, problem) for p in self.parts], case, problem,
                          toks.text)

    def check(self, value: Any, case: Case, problem: str, given: Any = None) -> list[int]:
        if not isinstance(value, list) or len(value) != len(self.parts):
            raise BadInput(problem, f"{self.name} must be {len(self.parts)} integers",
                           given or value)
        out = [p.check(v, case, problem, given) for p, v in zip(self.parts, value, strict=True)]
        why = self.rule(out) if self.rule is not None else None
        if why:
            raise BadInput(problem, f"{self.name}: {why}", given or value)
        return out

    def check_many(self, values: list[Any], case: Case, problem: str,
                   given: Any = None) -> list[list[int]]:
        """:meth:`check` on each of ``values``, the parts' bounds computed once (a list
        of 500,000 edges is checked in a fraction of a second).

        >>> Record("e", (Int("a", 1, "n"), Int("b", 1, "n"))).check_many([[1, 2]], {"n": 2}, "p")
        [[1, 2]]
        >>> Record("e", (Int("a", 1, 2), Int("b", 1, 2)),
        ...        rule=lambda e: "a and b differ" if e[0] == e[1] else None).check_many(
        ...     [[1, 2], [2, 2]], {}, "p")
        Traceback (most recent call last):
        fewest.puzzles.kit.text.BadInput: p: e: a and b differ: '[2, 2]'
        """
        spans = [(bound(p.lo, case), bound(p.hi, case)) for p in self.parts]
        k = len(spans)
        out = []
        for v in values:
            if (type(v) is list and len(v) == k
                    and all(type(x) is int and lo <= x <= hi
                            for x, (lo, hi) in zip(v, spans, strict=True))
                    and (self.rule is None or not self.rule(v))):
                out.append(list(v))
            else:
                out.append(self.check(v, case, problem, given))
        return out

    def tokens(self, value: list[int]) -> list[str]:
        return [" ".join(map(str, value))]

    def json(self, value: list[int]) -> Any:
        return list(value)

    def draw(self, rng: random.Random, case: Case, scale: float) -> list[int]:
        out = [p.draw(rng, case, scale) for p in self.parts]
        for _ in range(50):
            if self.rule is None or not self.rule(out):
                break
            out = [p.draw(rng, case, scale) for p in self.parts]
        return out

    def extremes(self, case: Case) -> list[Any]:
        return []

    def shrinks(self, value: list[int], case: Case) -> Iterator[list[int]]:
        for i, p in enumerate(self.parts):
            for v in p.shrinks(value[i], case):
                yield [*value[:i], v, *value[i + 1:]]

    def size(self, value: list[int]) -> int:
        return sum(abs(v) for v in value)


@dataclass(frozen=True)
class List:
    """A list of items (an :class:`Int`, :class:`Word` or :class:`Record`): its length
    is an earlier field (``length="M"``) or a range (``length=(1, 5000)``).  Items are
    written one a line, or all on one line with ``inline``; ``distinct`` items
    differ from each other.  ``make(rng, case, scale)``, when given, draws the whole
    list (a forest's edges, say, that items drawn one by one would rarely make);
    the reader still checks every item.

    >>> chain = List("e", Int("x", 1, 9), "k", make=lambda rng, c, s: list(range(1, c["k"] + 1)))
    >>> chain.draw(random.Random(0), {"k": 3}, 1.0)
    [1, 2, 3]

    differ from each other, or, when ``distinct`` is a function, in what it gives
    (``lambda e: e[:2]``: no two edges join the same pair).

    >>> edges = List("times", Record("t", (Int("u", 1, 2), Int("v", 1, 2), Int("w", 0, 9))),
    ...              (1, 9), distinct=lambda e: e[:2])
    >>> edges.check([[1, 2, 5], [1, 2, 7]], {}, "p")
    Traceback (most recent call last):
    fewest.puzzles.kit.text.BadInput: p: the items of times must differ: '[[1, 2, 5], [1, 2, 7]]'
    >>> chain.read(Tokens("4 5"), {"k": 3}, "p")
    Traceback (most recent call last):
    fewest.puzzles.kit.text.BadInput: p: k = 3 needs 3 x values, got 2: '4 5'
    """

    name: str
    item: Any
    length: Bound | tuple[Bound, Bound]
    distinct: bool | Callable[[Any], Any] = False
    inline: bool = False
    make: Callable[[random.Random, Case, float], list[Any]] | None = None

    def _key(self, value: Any) -> str:
        return repr(self.distinct(value) if callable(self.distinct) else value)

    def span(self, case: Case) -> tuple[int, int]:
        if isinstance(self.length, tuple):
            return bound(self.length[0], case), bound(self.length[1], case)
        n = bound(self.length, case)
        return n, n

    def read(self, toks: Tokens, case: Case, problem: str) -> list[Any]:
        lo, _hi = self.span(case)
        if isinstance(self.length, str) and isinstance(self.item, (Int, Word)) and \
                toks.left() < lo:  # the count says more than the input holds
            what = getattr(self.item, "called", self.item.name)
            raise BadInput(problem, f"{self.length} = {lo} needs {lo} {what} values, got "
                           f"{toks.left()}", toks.text)
        bulk = toks.ints(lo) if isinstance(self.item, Int) else None
        items = bulk if bulk is not None else [self.item.read(toks, case, problem)
                                               for _ in range(lo)]
        return self.check(items, case, problem, toks.text)

    def check(self, value: Any, case: Case, problem: str, given: Any = None) -> list[Any]:
        shown = given if given is not None else value
        if not isinstance(value, list):
            raise BadInput(problem, f"{self.name} must be a list", shown)
        lo, hi = self.span(case)
        if not lo <= len(value) <= hi:
            span = f"{lo}" if lo == hi else f"{lo}..{hi}"
            raise BadInput(problem, f"{self.name} must hold {span} items, got {len(value)}",
                           shown)
        many = getattr(self.item, "check_many", None)
        out = (many(value, case, problem, shown) if many is not None else
               [self.item.check(v, case, problem, shown) for v in value])
        if self.distinct:
            keys = [self._key(v) for v in out]
            if len(set(keys)) != len(keys):
                raise BadInput(problem, f"the items of {self.name} must differ", shown)
        return out

    def tokens(self, value: list[Any]) -> list[str]:
        parts = [t for v in value for t in self.item.tokens(v)]
        return [" ".join(parts)] if self.inline else parts

    def json(self, value: list[Any]) -> Any:
        return [self.item.json(v) for v in value]

    def draw(self, rng: random.Random, case: Case, scale: float) -> list[Any]:
        if self.make is not None:
            return self.make(rng, case, scale)
        lo, hi = self.span(case)
        n = scaled(rng, lo, hi, scale)
        out: list[Any] = []
        seen: set[str] = set()
        for _ in range(n * 20 + 20):
            if len(out) == n:
                break
            v = self.item.draw(rng, {**case, self.name: out}, scale)
            if self.distinct and self._key(v) in seen:
                continue
            seen.add(self._key(v))
            out.append(v)
        return out

    def extremes(self, case: Case) -> list[Any]:
        return []

    def shrinks(self, value: list[Any], case: Case) -> Iterator[list[Any]]:
        """The first half, one item dropped, one item shrunk; on a long list the
        single steps are tried at up to :data:`SPREAD` places spread over it (a
        list of 50,000 edges gives 25 drops, not 50,000).

        >>> len(list(List("xs", Int("x", 0, 9), (0, 10**5)).shrinks([0] * 1000, {})))
        26
        """
        lo, _hi = self.span(case)
        if len(value) > lo and isinstance(self.length, tuple):
            if len(value) >= 4 and len(value) // 2 >= lo:
                yield value[: len(value) // 2]
            for i in spread(len(value)):
                yield value[:i] + value[i + 1:]
        for i in spread(len(value)):
            for w in self.item.shrinks(value[i], case):
                yield [*value[:i], w, *value[i + 1:]]

    def size(self, value: list[Any]) -> int:
        return len(value) * 1000 + sum(self.item.size(v) for v in value)
