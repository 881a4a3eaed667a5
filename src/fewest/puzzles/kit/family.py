"""A declared :class:`~fewest.puzzles.kit.problem.Problem` as a family: the parser,
the instance (its engine puzzle, the search its costs call for, its picture and
its judge output) and the judge declaration ``fewest check`` reads.

>>> from fewest.puzzles import get_family
>>> fam = get_family("boj-16953")
>>> inst = fam.parse("2 162")
>>> sol = inst.solve()
>>> sol.algorithm, inst.judge_output(sol, "judge")
('bfs', '5')
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from fewest.errors import InvalidPuzzleError, NoSolutionError
from fewest.problem import Limits, SearchStats, Solution
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.judge import JudgeSpec, same_json, same_tokens
from fewest.puzzles.kit.answers import printed, returned
from fewest.puzzles.kit.fields import Grid, List
from fewest.puzzles.kit.problem import Problem
from fewest.puzzles.kit.searching import ALGORITHM, KitPuzzle
from fewest.puzzles.kit.stream import stream
from fewest.puzzles.kit.text import BadInput
from fewest.puzzles.methods import Method
from fewest.puzzles.options import InputOptions

#: the scramble sizes of a kit problem: how far into its ranges a random case reaches
SIZES = {"small": 0.15, "medium": 0.5, "large": 1.0}


class KitInstance(Instance):
    """One validated case of a kit problem."""

    def __init__(self, family: KitFamily, case: dict[str, Any]) -> None:
        self.family = family
        self.problem: Problem = family.problem
        self.case = case

    def puzzle(self) -> KitPuzzle:
        p = self.problem
        if p.start is None or p.moves is None or p.goal is None:
            raise InvalidPuzzleError(f"{p.name} is not a search ({p.why}); its method "
                                     "'formula' answers it")
        return KitPuzzle(self.case, p.start(self.case), p.moves, p.goal, p.costs)

    def auto_method(self, limits: Limits | None) -> str:
        return "formula" if self.problem.solve is not None else ALGORITHM[self.problem.costs]

    def view(self) -> Any:
        from fewest.puzzles.kit.view import KitView

        return KitView(self.problem.name, self.case)

    def format_state(self, state: Any) -> str:
        show = self.problem.show
        return show(self.case, state) if show is not None else str(state)

    def move_text(self, move: Any) -> str:
        return str(self.problem.words(move))

    def board_of(self, state: Any) -> tuple[Any, dict[str, Any]] | None:
        restart = self.problem.restart
        if restart is None:
            return None
        case = restart(self.case, state)
        return None if case is None else (self.problem.input.arguments(case), {})

    def answer(self, solution: Solution[Any] | None) -> Any:
        """The judge's answer for this case (the problem's own ``solve``, or its answer
        form applied to ``solution``)."""
        if self.problem.solve is not None:
            return self.problem.solve(self.case)
        return self.problem.answer(self.case, solution)

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        if fmt == "judge":
            value = self.answer(solution)
            return returned(value) if self.problem.input.json else printed(value)
        if fmt == "number" and self.problem.solve is not None:
            return printed(self.answer(solution))
        return super().judge_output(solution, fmt)

    def summary(self) -> dict[str, Any]:
        return {k: v for k, v in self.case.items() if isinstance(v, (int, str))}


def _formula(instance: Any, limits: Limits | None) -> Solution[Any]:
    """The method of a problem that is not a search: its own ``solve``, the answer as
    the cost when it is a number (no moves to replay)."""
    value = instance.answer(None)
    stats = SearchStats()
    cost = value if isinstance(value, (int, float)) and not isinstance(value, bool) else 0
    return Solution(moves=[], states=[], cost=cost, optimal=True, algorithm="formula",
                    stats=stats)


FORMULA = Method("formula", optimal=True, honours=frozenset(), run=_formula,
                 summary="the problem's own exact computation (not a search)")


class KitFamily(Family):
    """The family of one kit problem."""

    formats: Sequence[str] = ("judge", "number")
    goal_board = False
    scramble_walks = False

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        self.name = problem.name
        self.aliases = problem.aliases
        self.summary = problem.summary or f"{problem.label} {problem.title_ko} ({problem.title_en})"
        self.methods = (FORMULA,) if problem.solve is not None else ()
        self.judge = judge_spec(problem, self)

    @property
    def option_specs(self) -> tuple[Any, ...]:
        return ()

    def build(self, board: Any, options: InputOptions) -> KitInstance:
        cases = self.problem.input.read(board, self.name)
        if len(cases) != 1:
            raise BadInput(self.name, f"solve takes one case at a time; the input holds "
                           f"{len(cases)}", board)
        return KitInstance(self, cases[0])

    def scramble(self, size: str, moves: int | None, rng: random.Random) -> str:
        """A random case as the judge writes it: ``size`` is ``small``, ``medium`` or
        ``large`` (how far into the statement's ranges), ``moves`` an upper bound on
        the answer (cases are drawn until one is within it)."""
        scale = SIZES.get(str(size).strip().lower())
        if scale is None:
            raise InvalidPuzzleError(f"{self.name}: size must be one of "
                                     f"{', '.join(SIZES)}, got {str(size)[:40]!r}")
        grammar = self.problem.input

        def draw(_size: str, _moves: int | None, rng: random.Random) -> str:
            case = grammar.draw(rng, min(scale, self.problem.reach))
            if case is None:
                raise InvalidPuzzleError(f"{self.name}: no random case of size {size}")
            return self.judge.stdin_of([case]) if self.judge and grammar.cases is None \
                else grammar.write(case)

        if moves is None:
            return draw(size, None, rng)
        return self._drawn_within(draw, size, moves, rng)

    def walk(self, case: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
        """``case`` aimed at where up to 40 random moves from its start lead
        (the problem's ``aim``), or ``None`` when the problem declares no aim."""
        p = self.problem
        if p.aim is None or p.start is None or p.moves is None:
            return None
        state = p.start(case)
        for _ in range(rng.randint(1, 40)):
            options = list(p.moves(case, state))
            if not options:
                break
            state = rng.choice(options)[1]
        return p.aim(case, state)

    def classify(self, case: dict[str, Any]) -> str | None:
        """What a small case shows: ``"zero"`` (answer 0), ``"none"`` (no way)."""
        inst = KitInstance(self, case)
        try:
            sol = inst.solve(limits=Limits(max_expansions=20_000))
        except NoSolutionError:
            return "none"
        except Exception:  # a limit, say: the case tells nothing
            return None
        value = inst.answer(sol)
        if value in (0, "0"):
            return "zero"
        if value in (-1, "-1", "IMPOSSIBLE", "impossible"):
            return "none"
        return None


def judge_spec(problem: Problem, family: KitFamily) -> JudgeSpec:
    """The judge declaration of ``problem`` (what ``fewest check`` reads)."""
    grammar = problem.input
    name = problem.name
    specials = tuple(text for text, _out in problem.samples) + problem.specials

    def describe(case: dict[str, Any]) -> str:
        parts = []
        for f in grammar.fields:
            v = case[f.name]
            if isinstance(f, Grid):
                parts.append(f"{f.name} {len(v)}x{len(v[0]) if v else 0}")
            elif isinstance(f, List):
                parts.append(f"{f.name} {len(v)}")
            elif isinstance(v, int) or (isinstance(v, str) and len(v) <= 12):
                parts.append(f"{f.name}={v}")
        return ", ".join(parts)

    return JudgeSpec(
        name=name, aliases=problem.aliases, site=problem.site, number=problem.number,
        title_ko=problem.title_ko, title_en=problem.title_en, source=problem.source,
        read_input=lambda text: grammar.read(text, name),
        write_input=grammar.write,
        stream=lambda rng: stream(grammar, specials, family.classify, rng, problem.reach,
                                  family.walk),
        shrinks=grammar.shrinks, size=grammar.size,
        judge=problem.judge or (same_json if grammar.json else same_tokens),
        io="function" if grammar.json else "stdin", call=problem.call,
        params=grammar.names() if grammar.json else (), multi=grammar.cases is not None,
        end=grammar.end or "",
        unit=problem.unit, time_limit=problem.time_limit, memory_mb=problem.memory_mb,
        describe=describe, describe_ko=describe,
    )


def family_of(problem: Problem) -> KitFamily:
    """The family a problem module exports as ``FAMILY``."""
    return KitFamily(problem)
