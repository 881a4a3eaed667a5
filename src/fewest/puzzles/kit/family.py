"""A declared :class:`~fewest.puzzles.kit.problem.Problem` as a family: the parser,
the instance (its engine puzzle, the search its costs call for, its picture and
its judge output) and the judge declaration ``fewest check`` reads.

>>> from fewest.puzzles import get_family
>>> fam = get_family("boj-16953")
>>> inst = fam.parse("2 162")
>>> sol = inst.solve()
>>> sol.algorithm, inst.judge_output(sol, "judge")
('bfs', '5')

A problem whose moves may cost 0 (``costs="01"``) or a weight offers no search that
counts moves (BFS would not be the cheapest):

>>> "bfs" in get_family("boj-13549").engine_unsupported, "bfs" in fam.engine_unsupported
(True, False)

A problem that declares its own ``path`` (Baekjoon 17071's parity layers) runs it as its
method and ``auto``, each step's move the declared one between its states:

>>> sol = get_family("boj-17071").parse("5 17").solve()
>>> sol.algorithm, sol.moves, [m.name for m in get_family("boj-17071").methods]
('parity-bfs', ['x2', 'x2'], ['parity-bfs'])
"""

from __future__ import annotations

import contextlib
import random
import time
from collections.abc import Sequence
from dataclasses import replace
from itertools import islice, pairwise
from typing import Any

from fewest.errors import InvalidPuzzleError, NoSolutionError, SearchLimitError
from fewest.lang import Said
from fewest.problem import Limits, SearchStats, Solution
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.judge import JudgeSpec, same_json, same_tokens
from fewest.puzzles.kit.answers import printed, returned
from fewest.puzzles.kit.fields import Grid
from fewest.puzzles.kit.problem import Problem
from fewest.puzzles.kit.searching import ALGORITHM, KitPuzzle
from fewest.puzzles.kit.text import BadInput
from fewest.puzzles.methods import Method
from fewest.puzzles.options import InputOptions

#: the engine searches that count moves: they are not offered where a move may cost 0 or
#: a weight (a ``costs="01"`` or ``"weighted"`` problem)
UNIT_ONLY = ("bfs", "bidirectional", "iddfs")
#: why a walk with a layer (walls broken, jumps made, keys held) runs no bidirectional search
ANY_LAYER = Said("the goal cell is a goal on every layer (walls broken, jumps or keys), so "
                 "there is no one goal state to search back from",
                 "목표 칸은 어느 층(부순 벽, 점프, 열쇠)에서나 목표라서 거꾸로 탐색을 시작할 "
                 "목표 상태가 하나로 정해지지 않습니다")
#: the scramble sizes of a kit problem: how far into its ranges a random case reaches
SIZES = {"small": 0.15, "medium": 0.5, "large": 1.0}
#: how many more random cases a scramble without ``moves`` draws to find one with a way
SOLVABLE_DRAWS = 20


class KitInstance(Instance):
    """One validated case of a kit problem."""

    def __init__(self, family: KitFamily, case: dict[str, Any]) -> None:
        self.family = family
        self.problem: Problem = family.problem
        self.case = case

    @property
    def grid(self) -> Any:
        """The case as a layered grid (a ``walk`` problem), built once."""
        found = self.__dict__.get("_grid")
        if found is None:
            assert self.problem.walk is not None
            found = self.__dict__["_grid"] = self.problem.walk(self.case)
        return found

    def solve_compiled(self, limits: Limits | None) -> Solution[Any]:
        """The layered BFS of a ``walk`` problem (plain Python on small grids)."""
        from fewest.puzzles.common.layered_grid import solve_layered

        return solve_layered(self.grid, limits)

    def table_need(self, method: str) -> Any:
        if self.problem.walk is None:
            return None
        from fewest.puzzles.common.layered_method import layered_table_need

        return layered_table_need(self.grid, self.family.name, method)

    def lattice(self) -> Any:
        """The case as a lattice walk (a ``lattice`` problem)."""
        found = self.__dict__.get("_lattice")
        if found is None:
            assert self.problem.lattice is not None
            found = self.__dict__["_lattice"] = self.problem.lattice(self.case)
        return found

    def solve_lattice(self, limits: Limits | None) -> Solution[Any]:
        """Every cell's distance, compiled, then one shortest walk back (``lattice``)."""
        from fewest.puzzles.kit.walks import solve_lattice

        return solve_lattice(self.lattice(), limits)

    def puzzle(self) -> Any:
        p = self.problem
        if p.lattice is not None:
            from fewest.puzzles.kit.walks import LatticePuzzle

            return LatticePuzzle(self.lattice())
        if p.walk is not None:
            from fewest.puzzles.common.layered_grid import LayeredPuzzle

            return LayeredPuzzle(self.grid)
        if p.start is None or p.moves is None or p.goal is None:
            raise InvalidPuzzleError(Said(
                f"{p.name} is not a search ({p.why}); its method 'formula' answers it",
                f"{p.name}은(는) 탐색이 아닙니다 ({getattr(p.why, 'ko', p.why)}). "
                "방법 'formula'가 답을 구합니다"))
        return KitPuzzle(self.case, p.start(self.case), p.moves, p.goal, p.costs, p.heuristic,
                         None if p.goal_state is None else p.goal_state(self.case), p.before)

    def auto_method(self, limits: Limits | None) -> str:
        if self.problem.walk is not None:
            return "layered-bfs"
        if self.problem.lattice is not None:
            from fewest.puzzles.kit.walks import ENGINE_CELLS

            lattice = self.lattice()
            if lattice.cells > ENGINE_CELLS:
                return "lattice-bfs"
            return "bfs" if self.puzzle().unit_cost else "dijkstra"
        if self.problem.solve is not None:
            return "formula"
        if self.problem.path is not None:
            return self.problem.path[0]
        return "astar" if self.problem.heuristic is not None else ALGORITHM[self.problem.costs]

    def view(self) -> Any:
        from fewest.puzzles.kit.view import KitView

        return KitView(self.problem.name, self.case)

    def format_state(self, state: Any) -> str:
        if self.problem.walk is not None:
            from fewest.puzzles.common.layered_grid import format_layered

            return format_layered(self.grid, tuple(state), self.problem.layer_words)
        show = self.problem.show
        return show(self.case, state) if show is not None else str(state)

    def move_text(self, move: Any) -> str:
        return str(self.problem.words(move))

    def move_json(self, move: Any) -> Any:
        """A move as JSON (a tuple as a list), as a page sends it back."""
        return _plain(move)

    def board_of(self, state: Any) -> tuple[Any, dict[str, Any]] | None:
        restart = self.problem.restart
        if restart is None:
            return None
        case = restart(self.case, state)
        return None if case is None else (self.problem.input.arguments(case), {})

    def answer(self, solution: Solution[Any] | None) -> Any:
        """The judge's answer for this case (the problem's own ``solve``, computed once
        per instance: the method and the printed answer share it; or its answer form
        applied to ``solution``).

        >>> from fewest.puzzles import get_family
        >>> inst = get_family("boj-7576").parse("2 2\\n1 0\\n-1 0\\n")
        >>> inst.solve().cost, inst.judge_output(None, "judge")
        (2, '2')
        """
        if self.problem.solve is not None:
            if "_computed" not in self.__dict__:
                self.__dict__["_computed"] = self.problem.solve(self.case)
            return self.__dict__["_computed"]
        return self.problem.answer_form(self.case, solution)

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        if fmt == "judge":
            value = self.answer(solution)
            return returned(value) if self.problem.input.json else printed(value)
        if fmt == "number" and self.problem.solve is not None:
            return printed(self.answer(solution))
        return super().judge_output(solution, fmt)

    def summary(self) -> dict[str, Any]:
        return {k: v for k, v in self.case.items() if isinstance(v, (int, str))}


class ViaInstance(KitInstance):
    """A case of a problem declared ``via`` a family: read by the problem's grammar,
    then solved, searched and drawn as the family's board (its optimal methods, its
    engine puzzle, its picture); the answer is the family's judge output unless the
    problem gives its own answer form.

    >>> from fewest.puzzles import get_family
    >>> inst = get_family("boj-1525").parse("1 0 3\\n4 2 5\\n7 8 6\\n")
    >>> inst.inner.family.name, inst.judge_output(inst.solve(), "judge")
    ('sliding', '3')
    """

    def __init__(self, family: KitFamily, case: dict[str, Any]) -> None:
        super().__init__(family, case)
        assert self.problem.via is not None and family.via is not None
        self.inner: Instance = family.via.parse(self.problem.via[1](case))

    def solve(self, algorithm: str = "auto", *, limits: Limits | None = None) -> Solution[Any]:
        self.inner.progress, self.inner.jobs = self.progress, self.jobs
        patched = self.__dict__.get("puzzle")  # a recorder's tracing puzzle reaches the search
        if patched is not None:
            self.inner.puzzle = patched  # type: ignore[method-assign]
        try:
            return self.inner.solve(algorithm, limits=limits)
        finally:
            if patched is not None:
                del self.inner.puzzle

    def puzzle(self) -> Any:
        return type(self.inner).puzzle(self.inner)

    def auto_method(self, limits: Limits | None) -> str:
        return self.inner.auto_method(limits)

    def view(self) -> Any:
        return self.inner.view()

    def format_state(self, state: Any) -> str:
        return self.inner.format_state(state)

    def move_text(self, move: Any) -> str:
        return self.inner.move_text(move)

    def move_json(self, move: Any) -> Any:
        return self.inner.move_json(move)

    def notes(self, method: str = "auto") -> list[str]:
        return self.inner.notes(method)

    def table_need(self, method: str) -> Any:
        return self.inner.table_need(method)

    def quick_answers(self, method: str = "auto") -> bool:
        return self.inner.quick_answers(method)

    def answer(self, solution: Solution[Any] | None) -> Any:
        if self.problem.answer is None:
            return self.inner.judge_output(solution, "judge")
        return self.problem.answer(self.case, solution)

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        if fmt == "judge" and self.problem.answer is None:
            return self.inner.judge_output(solution, "judge")
        if fmt in ("judge", "number"):
            return super().judge_output(solution, fmt)
        return self.inner.judge_output(solution, fmt)

    def summary(self) -> dict[str, Any]:
        return self.inner.summary()


def _plain(value: Any) -> Any:
    """``value`` with every tuple a list (what JSON gives back).

    >>> _plain((1, (2, "a")))
    [1, [2, 'a']]
    """
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value


def _timed(started: float, limits: Limits | None) -> SearchStats:
    """The stats of a computation begun at ``started``; over ``max_seconds``, the limit's
    error."""
    stats = SearchStats()
    stats.seconds = time.perf_counter() - started
    if limits is not None and limits.max_seconds is not None and \
            stats.seconds > limits.max_seconds:
        raise SearchLimitError(f"the computation took {stats.seconds:.1f} s, over the "
                               f"{limits.max_seconds:g} s limit", reason="max_seconds",
                               stats=stats)
    return stats


def _formula(instance: Any, limits: Limits | None) -> Solution[Any]:
    """The method of a problem that is not a search: its own ``solve``, the answer as
    the cost when it is a number (no moves to replay)."""
    started = time.perf_counter()
    value = instance.answer(None)
    stats = _timed(started, limits)
    cost = value if isinstance(value, (int, float)) and not isinstance(value, bool) else 0
    return Solution(moves=[], states=[], cost=cost, optimal=True, algorithm="formula",
                    stats=stats)


def _path(instance: Any, limits: Limits | None) -> Solution[Any]:
    """A problem's own ``path`` as a solution: each step's move and cost are the declared
    move between the two states."""
    problem, started = instance.problem, time.perf_counter()
    name, _summary, route = problem.path
    states = route(instance.case)
    stats = _timed(started, limits)
    if states is None:
        raise NoSolutionError(f"{problem.name}: no way to a goal", stats)
    moves, cost = [], 0
    for a, b in pairwise(states):
        move, _b, c = next(t for t in problem.moves(instance.case, a) if t[1] == b)
        moves.append(move)
        cost += c
    return Solution(moves=moves, states=list(states), cost=cost, optimal=True, algorithm=name,
                    stats=stats)


def _lattice(instance: Any, limits: Limits | None) -> Solution[Any]:
    sol: Solution[Any] = instance.solve_lattice(limits)
    return sol


LATTICE = Method("lattice-bfs", optimal=True, honours=frozenset({"max_seconds"}), run=_lattice,
                 summary="every cell's distance, compiled (BFS, 0-1 BFS or Dijkstra by the "
                         "costs), then one shortest walk back from the nearest goal")


FORMULA = Method("formula", optimal=True, honours=frozenset({"max_seconds"}), run=_formula,
                 summary="the problem's own exact computation (not a search)")


class KitFamily(Family):
    """The family of one kit problem."""

    formats: Sequence[str] = ("judge", "number")
    #: the playground's and ``scramble``'s size when none is asked for
    default_size = "small"
    goal_board = False
    scramble_walks = False

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        self.name = problem.name
        self.aliases = problem.aliases
        self.summary = problem.summary or f"{problem.label} {problem.title_ko} ({problem.title_en})"
        self.methods = (FORMULA,) if problem.solve is not None else ()
        self.computed = problem.solve is not None
        self.computed_why = problem.why
        self.about = problem.about
        if problem.solve is not None:  # no engine puzzle: the engine methods say why
            from fewest.puzzles.methods import engine_methods

            why_ko = getattr(problem.why, "ko", problem.why)
            self.engine_unsupported = {  # type: ignore[misc]
                m.name: Said(f"{problem.name} is not one search ({problem.why})",
                             f"{problem.name}은(는) 탐색 하나로 풀리지 않습니다 ({why_ko})")
                for m in engine_methods()}
        elif problem.start is not None and problem.goal_state is None:
            self.engine_unsupported = {  # type: ignore[misc]
                "bidirectional": Said("its moves are declared one way (no predecessors)",
                                      "이동이 한 방향으로만 정의되어 있습니다 (이전 상태가 없음)")}
            self.formats = ("judge", *problem.formats)
        if problem.lattice is not None:
            self.methods = (LATTICE,)
        if problem.path is not None:
            self.methods = (Method(problem.path[0], optimal=True, summary=problem.path[1],
                                   honours=frozenset({"max_seconds"}), run=_path),)
        if problem.start is not None and problem.costs != "unit":
            costs, costs_ko = (("0 or 1", "0 또는 1") if problem.costs == "01" else
                               ("different weights", "서로 다른 가중치"))
            self.engine_unsupported = {**self.engine_unsupported, **{  # type: ignore[misc]
                m: Said(f"{problem.name}'s moves cost {costs} and {m} counts moves: use dijkstra "
                        "or astar",
                        f"{problem.name}의 이동 비용은 {costs_ko}인데 '{m}'은(는) 이동 횟수를 "
                        "셉니다. 'dijkstra'나 'astar'를 쓰세요")
                for m in UNIT_ONLY}}
        if problem.walk is not None:
            from fewest.puzzles.common.layered_grid import PLAIN
            from fewest.puzzles.common.layered_method import layered_method

            self.methods = (layered_method("BFS over (row, col, layer), compiled on large "
                                           "grids"),)
            sample = problem.input.read(problem.samples[0][0], problem.name)[0] \
                if problem.samples else None
            if sample is not None and problem.walk(sample).rule != PLAIN:  # a goal on every layer
                self.engine_unsupported = {**self.engine_unsupported,  # type: ignore[misc]
                                           "bidirectional": ANY_LAYER}
        if problem.unsupported:
            self.engine_unsupported = {**self.engine_unsupported,  # type: ignore[misc]
                                       **problem.unsupported}
        #: the family a ``via`` problem is solved through: its methods are this one's
        self.via: Family | None = None
        if problem.via is not None:
            from fewest.puzzles import get_family

            self.via = get_family(problem.via[0])
            self.methods = tuple(self.via.methods)
            self.quick, self.quick_seconds = self.via.quick, self.via.quick_seconds
            self.fast_method = self.via.fast_method
            self.formats = tuple(dict.fromkeys((*self.formats, *self.via.formats)))
            self.engine_unsupported = dict(self.via.engine_unsupported)  # type: ignore[misc]
        self.judge = judge_spec(problem, self)

    @property
    def option_specs(self) -> tuple[Any, ...]:
        return ()

    def prebuild(self, size: str, options: InputOptions,
                 progress: Any = None) -> list[str]:
        """A grid walk's compiled search, built ahead of time (``fewest tables build``)."""
        if self.problem.walk is None:
            return super().prebuild(size, options, progress)
        from fewest.puzzles.common.layered_method import layered_prebuild

        return layered_prebuild()

    def all_methods(self) -> list[Method]:
        return self.via.all_methods() if self.via is not None else super().all_methods()

    def resolve_method(self, name: str) -> Method:
        return self.via.resolve_method(name) if self.via is not None else \
            super().resolve_method(name)

    def build(self, board: Any, options: InputOptions) -> KitInstance:
        cases = self.problem.input.read(board, self.name)
        if len(cases) != 1:
            raise BadInput(self.name, f"solve takes one case at a time; the input holds "
                           f"{len(cases)}", board)
        return self.instance(cases[0])

    def instance(self, case: dict[str, Any]) -> KitInstance:
        """The instance of one checked case."""
        return ViaInstance(self, case) if self.via is not None else KitInstance(self, case)

    def scramble(self, size: str, moves: int | None, rng: random.Random) -> str:
        """A random case as the judge writes it: ``size`` is ``small``, ``medium`` or
        ``large`` (how far into the statement's ranges), ``moves`` an upper bound on
        the answer (cases are drawn until one is within it).  ``RxC`` draws a case whose
        one grid is R x C; a problem's own ``sizes`` name more (a fixed board's shape,
        ``2x3``).  Without ``moves``, a case with a way is drawn where a few draws find
        one (a board to play).

        >>> import random
        >>> from fewest.puzzles import get_family
        >>> get_family("boj-16953").scramble("huge", None, random.Random(0))
        Traceback (most recent call last):
        fewest.errors.InvalidPuzzleError: boj-16953: size must be one of small, medium, \
large, got 'huge'
        """
        grammar = self.problem.input
        sizes = {**SIZES, **self.problem.sizes}
        scale = sizes.get(str(size).strip().lower())
        shape = grid_shape(grammar, size) if scale is None else None
        if scale is None and shape is None:
            grid = ", RxC (rows x columns) or N (N x N)" if any(
                isinstance(f, Grid) for f in grammar.fields) else ""
            raise InvalidPuzzleError(f"{self.name}: size must be one of "
                                     f"{', '.join(sizes)}{grid}, got {str(size)[:40]!r}")

        def draw(_size: str, _moves: int | None, rng: random.Random) -> str:
            if shape is not None:
                case = grammar.draw(rng, 1.0, shape(rng))
                if case is None:
                    raise InvalidPuzzleError(f"{self.name}: no case of size {size} is "
                                             "within the statement's ranges")
            else:
                case = grammar.draw(rng, min(scale or 1.0, self.problem.reach))
            if case is None:  # rules few draws meet: a case of the problem's own stream
                spec = self.judge
                assert spec is not None
                case = next(islice(spec.stream(rng), rng.randint(0, 30), None), None)
            if case is None:
                raise InvalidPuzzleError(f"{self.name}: no random case of size {size}")
            if moves is not None:  # aimed where ``moves`` random moves from the start lead
                aimed = self.walk(case, rng, moves)
                if aimed is not None:
                    with contextlib.suppress(InvalidPuzzleError):
                        case = grammar.check(grammar.arguments(aimed), self.name)
            spec = self.judge
            assert spec is not None
            return spec.stdin_of([case])

        if moves is None:  # a board to play: one with a way, where a few draws find one
            text = draw(size, None, rng)
            for _ in range(0 if self.computed else SOLVABLE_DRAWS):
                cases = grammar.read(text, self.name)
                if self.classify(cases[0]) != "none":
                    break
                text = draw(size, None, rng)
            return text
        return self._drawn_within(draw, size, moves, rng)

    def walk(self, case: dict[str, Any], rng: random.Random,
             steps: int | None = None) -> dict[str, Any] | None:
        """``case`` aimed at where ``steps`` (default: 1 to 40) random moves from its
        start lead, never straight back (the problem's ``aim``), or ``None`` when the
        problem declares no aim or has no engine puzzle."""
        p = self.problem
        if p.aim is None or self.computed:
            return None
        puzzle = KitInstance(self, case).puzzle()
        state, before = puzzle.start, None
        for _ in range(rng.randint(1, 40) if steps is None else steps):
            options = [t for _m, t, _c in puzzle.successors(state) if t != before] or [
                t for _m, t, _c in puzzle.successors(state)]
            if not options:
                break
            before, state = state, rng.choice(options)
        return p.aim(case, state)

    def official_boards(self) -> tuple[str, ...]:
        """Every case of the official samples in the judge's own form (LeetCode's
        ``name = value``; one case of a sample that holds several).

        >>> from fewest.puzzles import get_family
        >>> get_family("leetcode-1091").official_boards()[0]
        'grid = [[0,1],[1,0]]'
        >>> get_family("boj-9019").official_boards()[:2]
        ('1\\n1234 3412\\n', '1\\n1000 1\\n')
        """
        spec = self.judge
        assert spec is not None
        return tuple(spec.shown(case) for text, _out in self.problem.samples
                     for case in spec.read_input(text))

    def classify(self, case: dict[str, Any]) -> str | None:
        """What a small case shows: ``"zero"`` (answer 0), ``"none"`` (no way)."""
        inst = self.instance(case)
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


def grid_shape(grammar: Any, size: str) -> Any:
    """For a size ``RxC`` (or ``N``: N x N) on an input with one grid: a function of the
    random source giving the fields to fix (the grid drawn R x C, and the fields that
    count its rows and columns); ``None`` for any other size or input.

    >>> from fewest.puzzles.kit import Grid, Input, Int, Line
    >>> g = Input(Line(Int("n", 1, 9), Int("m", 1, 9)), Grid("maze", "n", "m", "01"))
    >>> case = g.draw(random.Random(1), 1.0, grid_shape(g, "2x3")(random.Random(2)))
    >>> case["n"], case["m"], [len(row) for row in case["maze"]]
    (2, 3, [3, 3])
    >>> grid_shape(g, "large") is None
    True
    >>> [len(row) for row in g.draw(random.Random(1), 1.0, grid_shape(g, "4")(
    ...     random.Random(2)))["maze"]]
    [4, 4, 4, 4]
    """
    import re

    found = re.fullmatch(r"\s*(\d{1,4})\s*(?:[xX]\s*(\d{1,4})\s*)?", str(size))
    grids = [f for f in grammar.fields if isinstance(f, Grid)]
    if found is None or len(grids) != 1:
        return None
    rows, cols, grid = int(found[1]), int(found[2] or found[1]), grids[0]
    exact = replace(grid, rows=rows, cols=cols)

    def fixed(rng: random.Random) -> dict[str, Any]:
        out: dict[str, Any] = {d: v for d, v in ((grid.rows, rows), (grid.cols, cols))
                               if isinstance(d, str)}
        out[grid.name] = lambda case: exact.draw(rng, case, 1.0)
        return out
    return fixed


def _stream(problem: Problem, family: KitFamily, specials: tuple[str, ...],
            rng: random.Random) -> Any:
    """The case stream, imported only when ``fewest check`` asks for it."""
    from fewest.puzzles.kit.stream import stream

    return stream(problem.input, specials, family.classify, rng, problem.reach, family.walk)


def closing(grammar: Any) -> str:
    """The line that closes an input of several cases (``until`` or ``end``), or ""."""
    line = grammar.until if grammar.until is not None else grammar.end
    return "" if line is None else line + "\n"


def judge_spec(problem: Problem, family: KitFamily) -> JudgeSpec:
    """The judge declaration of ``problem`` (what ``fewest check`` reads)."""
    grammar = problem.input
    name = problem.name
    specials = tuple(text for text, _out in problem.samples) + problem.specials
    if problem.checks_from is not None:  # a family's tuned checks, the judge's own input
        return replace(problem.checks_from, name=name, aliases=problem.aliases,
                       read_input=lambda text: grammar.read(text, name),
                       write_input=grammar.write,
                       unit_ko=problem.unit_ko,
                       params=grammar.names() if grammar.json else ())
    return JudgeSpec(
        name=name, aliases=problem.aliases, site=problem.site, number=problem.number,
        title_ko=problem.title_ko, title_en=problem.title_en, source=problem.source,
        read_input=lambda text: grammar.read(text, name),
        write_input=grammar.write,
        stream=lambda rng: _stream(problem, family, specials, rng),
        shrinks=grammar.shrinks, size=grammar.size,
        judge=problem.judge or (same_json if grammar.json else same_tokens),
        io="function" if grammar.json else "stdin", call=problem.call,
        params=grammar.names() if grammar.json else (), multi=grammar.cases is not None,
        end=closing(grammar),
        unit=problem.unit, unit_ko=problem.unit_ko, time_limit=problem.time_limit,
        memory_mb=problem.memory_mb,
    )


def family_of(problem: Problem) -> KitFamily:
    """The family a problem module exports as ``FAMILY``."""
    return KitFamily(problem)
