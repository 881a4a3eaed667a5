"""A judge problem's input grammar: its fields in order, how they sit on lines, the
rules between them, and a ``T`` line when one input holds several cases.

From the one declaration come the reader (judge text or a JSON object), the writer
(the exact stdin a program reads, or the function's JSON arguments), random
cases that the same reader accepts, the edge cases, the shrink steps and the size
that shrinking lowers.

>>> import random
>>> g = Input(Line(Int("N", 0, 9), Int("K", 0, 9)))
>>> g.read("5 7\\n", "p"), g.write({"N": 5, "K": 7})
([{'N': 5, 'K': 7}], '5 7\\n')
>>> Input(Int("N", 0, 9), Grid("g", "N", 2, "01")).read("2 / 01 / 10", "p")
[{'N': 2, 'g': ['01', '10']}]
>>> g.read("5", "p")
Traceback (most recent call last):
fewest.puzzles.kit.text.BadInput: p: the input ends before K: '5'
>>> all(g.check(c, "p") == c for c in g.edges(random.Random(0)))
True
>>> sorted(map(tuple, map(dict.values, g.shrinks({"N": 2, "K": 5}))))
[(0, 5), (1, 5), (2, 0), (2, 1), (2, 2), (2, 4)]
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit.fields import Case, Grid, Int, List, Record, Word, bound, spread
from fewest.puzzles.kit.text import (
    BadInput,
    Tokens,
    decode,
    integer,
    json_value,
    json_values,
    judge_arguments,
)


class Checked(dict[str, Any]):
    """A case this grammar read and checked: a plain ``dict`` to everyone else."""


class Line:
    """Fields written on one line (``N K``)."""

    def __init__(self, *fields: Any) -> None:
        self.fields = tuple(fields)


#: a rule between fields: None when the case keeps it, else the reason (a
#: :class:`fewest.lang.Said` carries its Korean, said under `--lang ko`)
Rule = Callable[[Case], "str | None"]
#: draws an edge case may take: fixing every field at its low end (``src = dst = 0``)
#: may break a rule whatever the rest, and then each try of a full-size case is lost
EDGE_TRIES = 25


@dataclass(frozen=True)
class Input:
    """The grammar of one judge input (see the module docstring).

    ``where`` states the rules between fields (``"start and end differ"``): it
    returns why a case breaks them, or ``None``.  ``cases`` is the ``T`` line's
    field when one input holds several cases.  ``json`` marks a function problem:
    its input is a JSON object of the arguments by the site's parameter names.
    ``arrange(case, rng)``, when given, rearranges each randomly drawn case to meet
    rules that fields drawn one by one rarely meet (every endpoint distinct, say):
    it returns the case to check, the fields it keeps as drawn.  ``until`` is the
    line that ends an input of several cases instead of a ``T`` line
    (``"0 0 0"``); it may be left out at the very end.

    >>> def apart(case, rng):  # two distinct numbers, however they were drawn
    ...     return {**case, "b": (case["a"] + 1 + rng.randrange(8)) % 10}
    >>> g = Input(Line(Int("a", 0, 9), Int("b", 0, 9)), arrange=apart,
    ...           where=lambda c: None if c["a"] != c["b"] else "a and b differ")
    >>> all(c["a"] != c["b"] for c in (g.draw(random.Random(i), 1.0, tries=1)
    ...                                for i in range(50)))
    True
    >>> h = Input(Line(Int("a", 1, 9), Int("b", 0, 9)), until="0 0")
    >>> h.read("1 2\\n3 4\\n0 0\\n", "p"), h.read("5 6", "p")
    ([{'a': 1, 'b': 2}, {'a': 3, 'b': 4}], [{'a': 5, 'b': 6}])

    ``end`` is the same, but the input must close with it (``"0"``).

    >>> caves = Input(Int("N", 1, 9), end="0")
    >>> caves.read("3\\n5\\n0\\n", "p")
    [{'N': 3}, {'N': 5}]
    >>> caves.read("3\\n5\\n", "p")
    Traceback (most recent call last):
    fewest.puzzles.kit.text.BadInput: p: the input ends before its closing 0: '3 / 5'

    ``mend`` turns a randomly drawn case into one that keeps a rule random draws
    seldom meet ("exactly two islands": keep the two largest), or gives ``None``;
    input that breaks the rule is still refused.

    >>> g = Input(Int("a", 0, 9), Int("b", 0, 9), where=lambda c: None if c["a"] < c["b"]
    ...           else "a < b", mend=lambda c: {**c, "b": 9, "a": min(c["a"], 8)})
    >>> all(c["b"] == 9 for c in (g.draw(random.Random(s), 1.0) for s in range(9)))
    True

    With a ``T`` line and cases of a fixed number of tokens (numbers, words, records,
    grids of a fixed shape with a token a cell),
    the count is checked first (``tokens`` names them in the error), and one case
    alone may leave its ``T = 1`` line out.

    >>> pairs = Input(Line(Int("a", 0, 9), Int("b", 0, 9)), cases=Int("T", 1, 9))
    >>> pairs.read("1 2", "p"), pairs.read("2\\n1 2\\n3 4", "p")[1]
    ([{'a': 1, 'b': 2}], {'a': 3, 'b': 4})
    >>> pairs.read("2\\n1 2\\n", "p")
    Traceback (most recent call last):
    fewest.puzzles.kit.text.BadInput: p: T = 2 needs 4 numbers after it, got 2: '2 / 1 2'

    ``extra`` names integers that only a JSON case may add, never the judge's text (a
    position part-way through a play: the seconds gone); a case holds one only where
    given, and it must be a JSON integer.

    >>> mid = Input(Line(Int("N", 0, 9)), extra=(Int("T", 0, 9),))
    >>> mid.read("5", "p"), mid.read('{"N": 5, "T": 2}', "p"), mid.arguments({"N": 5, "T": 2})
    ([{'N': 5}], [{'N': 5, 'T': 2}], {'N': 5, 'T': 2})
    >>> mid.read('{"N": 5, "T": "2"}', "p")
    Traceback (most recent call last):
    fewest.puzzles.kit.text.BadInput: p: T must be an integer: '{"N": 5, "T": "2"}'
    """

    items: tuple[Any, ...]
    where: Rule | None = None
    cases: Int | None = None
    json: bool = False
    arrange: Callable[[Case, random.Random], Case] | None = None
    until: str | None = None
    end: str | None = None
    mend: Callable[[Case], Case | None] | None = None
    tokens: str = "numbers"
    extra: tuple[Int, ...] = ()

    def __init__(self, *items: Any, where: Rule | None = None, cases: Int | None = None,
                 json: bool = False,
                 arrange: Callable[[Case, random.Random], Case] | None = None,
                 until: str | None = None, end: str | None = None,
                 mend: Callable[[Case], Case | None] | None = None,
                 tokens: str = "numbers", extra: tuple[Int, ...] = ()) -> None:
        if cases is not None and (end is not None or until is not None):
            raise ValueError("an input has a T line or a closing line, not both")
        object.__setattr__(self, "items", tuple(items))
        object.__setattr__(self, "where", where)
        object.__setattr__(self, "cases", cases)
        object.__setattr__(self, "json", json)
        object.__setattr__(self, "arrange", arrange)
        object.__setattr__(self, "until", until)
        object.__setattr__(self, "end", end)
        object.__setattr__(self, "mend", mend)
        object.__setattr__(self, "tokens", tokens)
        object.__setattr__(self, "extra", tuple(extra))

    @property
    def fields(self) -> tuple[Any, ...]:
        """Every field, in reading order."""
        out: list[Any] = []
        for item in self.items:
            out.extend(item.fields if isinstance(item, Line) else (item,))
        return tuple(out)

    def case_tokens(self) -> int | None:
        """How many tokens one case holds, when that is fixed (numbers, words, records)."""
        total = 0
        for f in self.fields:
            if isinstance(f, (Int, Word)):
                total += 1
            elif isinstance(f, Record):
                total += len(f.parts)
            elif isinstance(f, Grid) and isinstance(f.rows, int) and isinstance(f.cols, int) \
                    and (f.sep or f.numeric):  # a fixed grid, a token a cell
                total += f.rows * f.cols
            else:
                return None
        return total

    def names(self) -> tuple[str, ...]:
        return tuple(f.name for f in self.fields)

    # --- reading ----------------------------------------------------------------

    def read(self, text: Any, problem: str) -> list[Case]:
        """Every case of a judge input (text, or one case as a JSON object).  A case this
        grammar has read already is taken as it is (a judge case is read once)."""
        if isinstance(text, Checked):
            return [text]
        if isinstance(text, dict):
            return [self.check(text, problem)]
        text = decode(text, problem)
        if text.lstrip().startswith("{"):
            return [self.check(json_value(text, problem), problem, text)]
        if " / " in text and not self._uses("/"):  # rows on one command line: "2 2 / 11 / 01"
            text = text.replace(" / ", "\n")
        named = judge_arguments(text) if self.json and "=" in text else None
        if named is not None:  # LeetCode's "name = value, ...", perhaps after "Input:"
            return [self.check(named, problem, text)]
        bare = self._bare_grid(text, problem)
        if bare is not None:
            return [bare]
        if self.json:  # Programmers' values in order
            return [self._positional(text, problem)]
        toks = Tokens(text)
        count = 1 if self.cases is None else self._count(toks, problem)
        closing = self.until if self.until is not None else self.end
        stop = closing.split() if closing is not None else None
        out: list[Case] = []
        while stop is not None or len(out) < count:
            if stop is not None:
                if toks.items[toks.at:toks.at + len(stop)] == stop:
                    toks.at += len(stop)
                    break
                if not toks.left() and self.end is not None:
                    raise BadInput(problem, f"the input ends before its closing {self.end}",
                                   text)
                if not toks.left() and out:
                    break
            case: Case = Checked()
            for f in self.fields:
                case[f.name] = f.read(toks, case, problem)
            self._rules(case, problem, text)
            out.append(case)
        if toks.left():
            raise BadInput(problem, f"the input goes on after its last field "
                           f"({toks.left():,} more tokens)", text)
        return out

    def _bare_grid(self, text: str, problem: str) -> Case | None:
        """A function problem whose one argument is a grid also reads the grid bare: a
        JSON list, or rows of numbers on lines (``0 1 / 1 0``), or a grid of characters
        as its picture, rows on lines or split by ``/`` (``S.#/.BT``).

        >>> g = Input(Grid("grid", (1, 9), (1, 9), (0, 1)), json=True)
        >>> g.read("0 1 / 1 0", "p"), g.read("[[1]]", "p")
        ([{'grid': [[0, 1], [1, 0]]}], [{'grid': [[1]]}])
        >>> Input(Grid("grid", (1, 9), (1, 9), ".#SBT", as_lists=True), json=True).read(
        ...     "S.#/.BT", "p")
        [{'grid': ['S.#', '.BT']}]
        """
        fields = self.fields
        if not self.json or len(fields) != 1 or not isinstance(fields[0], Grid):
            return None
        name = fields[0].name
        if text.lstrip().startswith("["):
            return self.check({name: json_value(text, problem)}, problem, text)
        if not fields[0].numeric:
            sep = "/" if "/" in text and not self._uses("/") else "\n"
            picture = [row.strip() for row in text.split(sep) if row.strip()]
            return self.check({name: picture}, problem, text) if picture else None
        rows = [[integer(t, problem, name, text) for t in line.split()]
                for line in text.splitlines() if line.strip()]
        return self.check({name: rows}, problem, text) if rows else None

    def _positional(self, text: str, problem: str) -> Case:
        """A function problem's arguments in order, as a Programmers example row shows
        them: JSON values split by commas, tabs or spaces.

        >>> two = Input(Word("begin", "hit", 1, 5), Int("n", 1, 9), json=True)
        >>> two.read('"hit", 3', "p"), two.read('"hit"\t3', "p")
        ([{'begin': 'hit', 'n': 3}], [{'begin': 'hit', 'n': 3}])
        >>> two.read('"hit", 3, 4', "p")
        Traceback (most recent call last):
        fewest.puzzles.kit.text.BadInput: p: 3 values given, not the 2 arguments in order \
(or a JSON object): '"hit", 3, 4'
        """
        values = json_values(text, problem)
        names = self.names()
        if values is None:
            raise BadInput(problem, f"give the arguments {', '.join(names)} in order, or as "
                           "a JSON object of them", text)
        if len(values) != len(names):
            raise BadInput(problem, f"{len(values):,} values given, not the {len(names)} "
                           "arguments in order (or a JSON object)", text)
        return self.check(dict(zip(names, values, strict=True)), problem, text)

    def _count(self, toks: Tokens, problem: str) -> int:
        """The ``T`` line's count, checked against the tokens when a case's are fixed."""
        assert self.cases is not None
        per, total = self.case_tokens(), len(toks.items)
        if per is not None and per > 1 and total == per:  # one case, its T = 1 left out
            return 1
        count = self.cases.read(toks, {}, problem)
        if per is not None and total - 1 != per * count:
            raise BadInput(problem, f"{self.cases.name} = {count} needs {per * count} "
                           f"{self.tokens} after it, got {total - 1}", toks.text)
        return count

    def _uses(self, ch: str) -> bool:
        """Whether a field may hold the character ``ch`` (then it never separates rows)."""
        return any(ch in str(getattr(f, "chars", "")) + str(getattr(f, "alphabet", ""))
                   for f in self.fields) or any(
            ch in str(getattr(getattr(f, "item", None), "alphabet", "")) for f in self.fields)

    def check(self, value: Any, problem: str, given: Any = None) -> Case:
        """A case given as a JSON object of the fields by name."""
        shown = given if given is not None else value
        if not isinstance(value, dict):
            raise BadInput(problem, f"a case is an object of {', '.join(self.names())}", shown)
        want, got = set(self.names()), {str(k) for k in value} - {f.name for f in self.extra}
        if want != got:
            missing, extra = sorted(want - got), sorted(got - want)
            why = (f"missing {', '.join(missing)}" if missing else
                   f"unknown field {', '.join(extra)}")
            raise BadInput(problem, f"a case is an object of {', '.join(self.names())}; {why}",
                           shown)
        case: Case = Checked()
        for f in self.fields:
            case[f.name] = f.check(value[f.name], case, problem, shown)
        for f in self.extra:
            if f.name in value:
                if isinstance(value[f.name], bool) or not isinstance(value[f.name], int):
                    raise BadInput(problem, f"{f.name} must be an integer", shown)
                case[f.name] = f.check(value[f.name], case, problem, shown)
        self._rules(case, problem, shown)
        return case

    def _rules(self, case: Case, problem: str, shown: Any) -> None:
        if self.where is not None:
            why = self.where(case)
            if why:
                raise BadInput(problem, why, shown)

    # --- writing ----------------------------------------------------------------

    def write(self, case: Case) -> str:
        """One case as the judge writes it (without the ``T`` line)."""
        if self.json:
            return json.dumps(self.arguments(case)) + "\n"
        lines: list[str] = []
        for item in self.items:
            if isinstance(item, Line):
                lines.append(" ".join(t for f in item.fields for t in f.tokens(case[f.name])))
            else:
                lines.extend(item.tokens(case[item.name]))
        return "".join(line + "\n" for line in lines)

    def arguments(self, case: Case) -> dict[str, Any]:
        """The case as a JSON object of the fields (a function's arguments by name)."""
        return {f.name: f.json(case[f.name]) for f in (*self.fields, *self.extra)
                if f.name in case}

    # --- drawing ----------------------------------------------------------------

    def draw(self, rng: random.Random, scale: float, fixed: dict[str, Any] | None = None,
             tries: int = 400) -> Case | None:
        """A random case within the ranges (``scale`` 0..1 grows them), with the
        ``fixed`` fields set, that :meth:`check` accepts; ``None`` when ``tries``
        draws all break the rules."""
        for _ in range(tries):
            case: Case = {}
            try:
                for f in self.fields:
                    if fixed and f.name in fixed:
                        v = fixed[f.name]
                        case[f.name] = v(case) if callable(v) else v
                    else:
                        case[f.name] = f.draw(rng, case, scale)
                if self.arrange is not None:
                    case = self.arrange(case, rng)
                if self.mend is not None:
                    mended = self.mend(case)
                    if mended is None:
                        continue
                    case = mended
                return self.check(self.arguments(case), "draw")
            except (BadInput, KeyError, ValueError, IndexError):
                continue
        return None

    def edges(self, rng: random.Random, reach: float = 1.0) -> Iterator[Case]:
        """Each field at each of its extremes (the others small), then every field at
        its low end and every field at its high end.  With ``reach`` below 1 (a
        problem whose full size its Python oracle cannot afford) the case of every
        field at its high end is left out; each field still reaches its high end
        alone.

        >>> g = Input(Line(Int("N", 1, 1000), Int("M", 1, 1000)))
        >>> {"N": 1000, "M": 1000} in list(g.edges(random.Random(0)))
        True
        >>> {"N": 1000, "M": 1000} in list(g.edges(random.Random(0), reach=0.5))
        False
        """
        seen: set[str] = set()

        def fresh(case: Case | None) -> Iterator[Case]:
            if case is not None:
                key = json.dumps(self.arguments(case), sort_keys=True)
                if key not in seen:
                    seen.add(key)
                    yield case

        for f in self.fields:
            if not isinstance(f, (Int, Word)):
                continue
            for pick in (0, -1):
                def at(case: Case, f: Any = f, pick: int = pick) -> Any:
                    values = f.extremes(case)
                    return values[pick]
                yield from fresh(self.draw(rng, 0.2, {f.name: at}, tries=EDGE_TRIES))
        for pick in (0, -1) if reach >= 1 else (0,):
            fixed = {f.name: (lambda case, f=f, pick=pick: f.extremes(case)[pick])
                     for f in self.fields if isinstance(f, (Int, Word))}
            yield from fresh(self.draw(rng, 1.0 if pick else 0.0, fixed, tries=EDGE_TRIES))

    def largest(self, rng: random.Random) -> Case | None:
        """A case with every number and word at its high end and the rest drawn at full
        scale (``None`` when the rules refuse every such draw).  With a ``T`` line, the
        judge's largest input repeats it ``T``'s high end times."""
        fixed = {f.name: (lambda case, f=f: f.extremes(case)[-1])
                 for f in self.fields if isinstance(f, (Int, Word))}
        return self.draw(rng, 1.0, fixed, tries=50) or self.draw(rng, 1.0)

    # --- shrinking --------------------------------------------------------------

    def _shape_fields(self) -> set[str]:
        """The fields that give another field's shape (a grid's ``N``, a list's ``M``)."""
        out: set[str] = set()
        for f in self.fields:
            if isinstance(f, Grid):
                out.update(b for b in (f.rows, f.cols) if isinstance(b, str))
            if isinstance(f, List) and isinstance(f.length, str):
                out.add(f.length)
        return out

    def shrinks(self, case: Case) -> Iterator[Case]:
        """Cases one step smaller that the grammar accepts: a row, a column or a list
        item dropped (the fields that count them lowered), a number lowered, a cell
        made plain."""
        size = self.size(case)
        seen: set[str] = set()
        for cand in self._steps(case):
            try:
                cand = self.check(self.arguments(cand), "shrink")
            except (BadInput, KeyError, ValueError, IndexError, TypeError):
                continue
            key = json.dumps(self.arguments(cand), sort_keys=True)
            if key not in seen and self.size(cand) < size:
                seen.add(key)
                yield cand

    def _steps(self, case: Case) -> Iterator[Case]:
        shapes = self._shape_fields()
        for f in self.fields:
            value = case[f.name]
            if isinstance(f, Grid):
                yield from self._grid_steps(f, case)
            if isinstance(f, List) and isinstance(f.length, str):
                for i in spread(len(value)):
                    yield {**case, f.name: value[:i] + value[i + 1:],
                           f.length: case[f.length] - 1}
            if f.name in shapes:
                continue
            for v in f.shrinks(value, case):
                yield {**case, f.name: v}

    def _grid_steps(self, f: Grid, case: Case) -> Iterator[Case]:
        """Rows or columns dropped, then a row and a column at once (the same index), so
        that a square grid stays square.

        >>> g = Input(Int("N", 1, 9), Grid("g", "N", "N", "ab"))
        >>> [c["g"] for c in g.shrinks({"N": 2, "g": ["ab", "bb"]}) if c["N"] == 1]
        [['a'], ['b']]
        """
        value = case[f.name]
        n, m = len(value), len(value[0]) if value else 0
        for axis, dim, count in ((0, f.rows, n), (1, f.cols, m)):
            if count <= 1:
                continue
            halves = [list(range(count // 2, count)), list(range(count // 2))] if count >= 4 else []
            cuts = [*halves, *([i] for i in spread(count))]
            for drop in cuts:
                cand = {**case, f.name: f.cut(value, axis, drop)}
                if isinstance(dim, str):
                    cand[dim] = case[dim] - len(drop)
                elif not isinstance(dim, tuple):
                    continue
                yield cand
        side = min(n, m)
        if side <= 1 or not all(isinstance(d, (str, tuple)) for d in (f.rows, f.cols)):
            return
        for drop in ([list(range(side // 2, side))] if side >= 4 else []) + [[i] for i in
                                                                            spread(side)]:
            cand = {**case, f.name: f.cut(f.cut(value, 0, drop), 1, drop)}
            for dim in {d for d in (f.rows, f.cols) if isinstance(d, str)}:
                cand[dim] = case[dim] - len(drop)
            yield cand

    def size(self, case: Case) -> tuple[int, ...]:
        """What shrinking lowers: cells and items first, then the values."""
        cells = sum(len(v) * len(v[0]) if isinstance(f, Grid) and v else
                    len(v) if isinstance(f, List) else 0
                    for f in self.fields for v in (case[f.name],))
        values = sum(f.size(case[f.name]) for f in self.fields)
        return (cells, values)


def each_once(name: str, values: range) -> Rule:
    """The rule of a permutation board: the cells of grid ``name`` hold each of
    ``values`` exactly once (a sliding puzzle's tiles and blank).

    >>> rule = each_once("board", range(4))
    >>> rule({"board": [[1, 0], [3, 2]]}), rule({"board": [[1, 1], [3, 2]]})
    (None, 'the board must hold 0..3 once each')
    """
    def rule(case: Case) -> str | None:
        cells = sorted(v for row in case[name] for v in row)
        return None if cells == list(values) else \
            Said(f"the {name} must hold {values[0]}..{values[-1]} once each",
                 f"{name}에는 {values[0]}..{values[-1]}이 한 번씩 있어야 합니다")
    return rule


__all__ = ["Input", "Line", "bound", "each_once"]
