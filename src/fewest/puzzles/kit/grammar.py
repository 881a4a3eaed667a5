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

from fewest.puzzles.kit.fields import Case, Grid, Int, List, Word, bound
from fewest.puzzles.kit.fields import spread as _spread
from fewest.puzzles.kit.text import BadInput, Tokens, decode, json_value


class Line:
    """Fields written on one line (``N K``)."""

    def __init__(self, *fields: Any) -> None:
        self.fields = tuple(fields)


Rule = Callable[[Case], "str | None"]


@dataclass(frozen=True)
class Input:
    """The grammar of one judge input (see the module docstring).

    ``where`` states the rules between fields (``"start and end differ"``): it
    returns why a case breaks them, or ``None``.  ``cases`` is the ``T`` line's
    field when one input holds several cases.  ``json`` marks a function problem:
    its input is a JSON object of the arguments by the site's parameter names.
    ``fix(case, rng)``, when given, mends a randomly drawn case before it is
    checked, for rules that independent draws seldom meet (a connected graph):
    it returns the case to check.  Reading never calls it.

    >>> g = Input(Line(Int("N", 0, 9), Int("K", 0, 9)),
    ...           where=lambda c: None if c["N"] < c["K"] else "N must be less than K",
    ...           fix=lambda c, rng: {"N": min(c["N"], max(c["K"], 1) - 1), "K": max(c["K"], 1)})
    >>> all(c["N"] < c["K"] for c in (g.draw(random.Random(i), 1.0, tries=1) for i in range(50)))
    True
    """

    items: tuple[Any, ...]
    where: Rule | None = None
    cases: Int | None = None
    json: bool = False
    fix: Callable[[Case, random.Random], Case] | None = None

    def __init__(self, *items: Any, where: Rule | None = None, cases: Int | None = None,
                 json: bool = False,
                 fix: Callable[[Case, random.Random], Case] | None = None) -> None:
        object.__setattr__(self, "items", tuple(items))
        object.__setattr__(self, "where", where)
        object.__setattr__(self, "cases", cases)
        object.__setattr__(self, "json", json)
        object.__setattr__(self, "fix", fix)

    @property
    def fields(self) -> tuple[Any, ...]:
        """Every field, in reading order."""
        out: list[Any] = []
        for item in self.items:
            out.extend(item.fields if isinstance(item, Line) else (item,))
        return tuple(out)

    def names(self) -> tuple[str, ...]:
        return tuple(f.name for f in self.fields)

    # --- reading ----------------------------------------------------------------

    def read(self, text: Any, problem: str) -> list[Case]:
        """Every case of a judge input (text, or one case as a JSON object)."""
        if isinstance(text, dict):
            return [self.check(text, problem)]
        text = decode(text, problem)
        if text.lstrip().startswith("{"):
            return [self.check(json_value(text, problem), problem, text)]
        if self.json:
            raise BadInput(problem, "give the arguments as a JSON object of "
                           f"{', '.join(self.names())}", text)
        toks = Tokens(text)
        count = 1 if self.cases is None else self.cases.read(toks, {}, problem)
        out = []
        for _ in range(count):
            case: Case = {}
            for f in self.fields:
                case[f.name] = f.read(toks, case, problem)
            self._rules(case, problem, text)
            out.append(case)
        if toks.left():
            raise BadInput(problem, f"the input goes on after its last field "
                           f"({toks.left():,} more tokens)", text)
        return out

    def check(self, value: Any, problem: str, given: Any = None) -> Case:
        """A case given as a JSON object of the fields by name."""
        shown = given if given is not None else value
        if not isinstance(value, dict):
            raise BadInput(problem, f"a case is an object of {', '.join(self.names())}", shown)
        want, got = set(self.names()), {str(k) for k in value}
        if want != got:
            missing, extra = sorted(want - got), sorted(got - want)
            why = (f"missing {', '.join(missing)}" if missing else
                   f"unknown field {', '.join(extra)}")
            raise BadInput(problem, f"a case is an object of {', '.join(self.names())}; {why}",
                           shown)
        case: Case = {}
        for f in self.fields:
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
        return {f.name: f.json(case[f.name]) for f in self.fields}

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
                if self.fix is not None:
                    case = self.fix(case, rng)
                return self.check(self.arguments(case), "draw")
            except (BadInput, KeyError, ValueError, IndexError):
                continue
        return None

    def edges(self, rng: random.Random) -> Iterator[Case]:
        """Each field at each of its extremes (the others small), then every field at
        its low end and every field at its high end."""
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
                yield from fresh(self.draw(rng, 0.2, {f.name: at}))
        for pick in (0, -1):
            fixed = {f.name: (lambda case, f=f, pick=pick: f.extremes(case)[pick])
                     for f in self.fields if isinstance(f, (Int, Word))}
            yield from fresh(self.draw(rng, 1.0 if pick else 0.0, fixed))

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
                for i in _spread(len(value)):
                    yield {**case, f.name: value[:i] + value[i + 1:],
                           f.length: case[f.length] - 1}
            if f.name in shapes:
                continue
            for v in f.shrinks(value, case):
                yield {**case, f.name: v}

    def _grid_steps(self, f: Grid, case: Case) -> Iterator[Case]:
        value = case[f.name]
        n, m = len(value), len(value[0]) if value else 0
        for axis, dim, count in ((0, f.rows, n), (1, f.cols, m)):
            if count <= 1:
                continue
            halves = [list(range(count // 2, count)), list(range(count // 2))] if count >= 4 else []
            cuts = [*halves, *([i] for i in _spread(count))]
            for drop in cuts:
                new = value
                for i in sorted(drop, reverse=True):
                    new = f.cut(new, axis, i)
                cand = {**case, f.name: new}
                if isinstance(dim, str):
                    cand[dim] = case[dim] - len(drop)
                elif not isinstance(dim, tuple):
                    continue
                yield cand

    def size(self, case: Case) -> tuple[int, ...]:
        """What shrinking lowers: cells and items first, then the values."""
        cells = sum(len(v) * len(v[0]) if isinstance(f, Grid) and v else
                    len(v) if isinstance(f, List) else 0
                    for f in self.fields for v in (case[f.name],))
        values = sum(f.size(case[f.name]) for f in self.fields)
        return (cells, values)

    def scale_of(self, case: Case) -> int:
        """How large ``case`` is, for people: its cells and items, or its numbers."""
        cells, values = self.size(case)
        return cells or values


__all__ = ["Input", "Line", "bound"]
