"""The family contract: every built-in puzzle is built from the same parts.

A *family* (sliding tiles, Rubik's square, ...) declares, as data:

* ``name``, ``aliases``, ``summary``;
* ``options``: which :class:`InputOptions` fields apply (all others are
  refused with one line, by :meth:`Family.check_options`);
* ``formats``: judge output formats beyond text and json;
* ``methods``: its own :class:`~fewest.puzzles.methods.Method` entries, and
  ``fast_method``, the one ``--mode fast`` runs.  The engine algorithms are
  added by :meth:`Family.all_methods`.

It turns user input into an :class:`Instance` (:meth:`Family.parse`).
An instance solves itself (:meth:`Instance.solve`, which resolves the method,
checks the limits it honours and the time a first-use table needs, then calls
the method's own ``run``), and knows how to show its states
and moves.  Each family lives in ``fewest/puzzles/<name>/`` and exports a
``FAMILY`` object; :mod:`fewest.puzzles` collects them.
"""

from __future__ import annotations

import random
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from fewest.errors import FewestError, InvalidPuzzleError, SearchLimitError
from fewest.problem import Limits, SearchStats, Solution
from fewest.progress import ProgressFn, compiling, reporting, setup_seconds
from fewest.puzzles.judge import JudgeSpec
from fewest.puzzles.methods import Method, TableNeed, engine_methods, normalise
from fewest.puzzles.options import InputOptions, OptionSpec
from fewest.words import seconds_up


class Instance(ABC):
    """One validated puzzle instance of a family.

    ``progress`` may be set to a :data:`~fewest.progress.ProgressFn`; long
    searches and first-use table builds report through it.
    """

    progress: ProgressFn | None = None
    #: worker processes one search may use (methods with ``parallel=True``)
    jobs: int = 1
    #: the family that parses such instances (each family module sets it)
    family: Family

    def solve(self, algorithm: str = "auto", *, limits: Limits | None = None) -> Solution[Any]:
        """Solve with a method from the family's registry (``"auto"`` picks one).

        Optimal unless a non-optimal method was asked for; ``solution.optimal``
        says which.  Raises :class:`~fewest.errors.NoSolutionError` when
        unreachable, :class:`~fewest.errors.SearchLimitError` at a limit, and
        :class:`~fewest.errors.InvalidPuzzleError` for an unknown method or
        a limit the method cannot honour.
        """
        method = self.family.resolve_method(algorithm)
        spent = 0.0  # by the quick search, out of the user's time limit
        if method.name == "auto" and self.family.quick is not None and self.jobs == 1:
            quick = self._quick(limits)
            if quick is not None:
                return quick
            spent = self.__dict__.pop("_quick_spent", 0.0)
        asked_auto = method.name == "auto"
        if asked_auto:
            method = self.family.resolve_method(self.auto_method(limits))
        # auto with --jobs: the workers go to a method that splits a search, where the
        # family has one; a board auto answers otherwise is answered the same way
        if self.jobs != 1 and not (method.parallel or (
                asked_auto and any(m.parallel for m in self.family.methods))):
            raise InvalidPuzzleError(
                f"method {method.name!r} of {self.family.name} cannot split one search "
                f"over --jobs {self.jobs}"
            )
        if limits is not None:
            asked = [n for n in ("max_seconds", "max_expansions", "max_states")
                     if getattr(limits, n) is not None]
            refused = [n for n in asked if n not in method.honours]
            if refused:
                raise InvalidPuzzleError(
                    f"method {method.name!r} cannot honour --{refused[0].replace('_', '-')}; "
                    f"it honours: {', '.join(sorted(method.honours)) or 'no limits'}"
                )
            need = self.table_need(method.name)
            if (need is not None and limits.max_seconds is not None
                    and need.build_seconds > limits.max_seconds):
                raise SearchLimitError(
                    f"{need.what} must be built first (about {seconds_up(need.build_seconds)} s, "
                    f"more than the {limits.max_seconds:g} s limit); build it ahead with "
                    f"`{need.command}`",
                    reason="max_seconds", stats=SearchStats(),
                )
            if limits.max_seconds is not None and spent > 0:
                limits = Limits(max_seconds=max(limits.max_seconds - spent, 1e-3),
                                max_expansions=limits.max_expansions,
                                max_states=limits.max_states)
        if not method.engine:
            from fewest.kernels.compiling import watch

            watch()
        started, setup = time.perf_counter(), setup_seconds()
        try:
            with reporting(self.progress), compiling(f"the {self.family.name} kernels"):
                if method.engine or method.run is None:
                    sol = self.run_engine(method.name, limits)
                else:
                    sol = method.run(self, limits)
        except FewestError as exc:
            _search_only(getattr(exc, "stats", None), started, setup)
            raise
        _search_only(sol.stats, started, setup)
        if not asked_auto and not method.engine and sol.algorithm.split(" ")[0] != method.name:
            # a method asked for by name says so; one made of several searches adds which
            # answered ("quick-then-pdb (python-idastar)"); auto's answer names its search
            sol.algorithm = f"{method.name} ({sol.algorithm})"
        if sol.view is None:
            sol.view = self.view()
        return sol

    def _quick(self, limits: Limits | None) -> Solution[Any] | None:
        """The family's quick engine search (``Family.quick``) under its small budget:
        its answer, or ``None`` when its budget (or the user's state limit, which the
        family's own method may well stay under) ran out first.  Under a time
        limit it takes at most half of it, so that the family's own method (or
        its advice to build a table ahead) still has time.  A proof of
        unreachability (the whole space searched) is raised as usual."""
        assert self.family.quick is not None
        name, budget = self.family.quick
        memo = self.__dict__.get("_quick_memo")
        if memo is not None and memo[0] == limits:
            return memo[1]  # notes() already ran it under the same limits
        asked = limits or Limits()
        if asked.max_expansions is not None and asked.max_expansions <= budget:
            return None  # the user's own expansion limit: leave it to the real method
        seconds = [s for s in (self.family.quick_seconds,
                               None if asked.max_seconds is None else asked.max_seconds / 2)
                   if s is not None]
        quick = Limits(max_seconds=min(seconds) if seconds else None,
                       max_expansions=budget, max_states=asked.max_states)
        started = time.perf_counter()
        try:
            with reporting(self.progress):
                sol = self.run_quick(name, quick)
        except SearchLimitError:
            self.__dict__["_quick_memo"] = (limits, None)
            self.__dict__["_quick_spent"] = time.perf_counter() - started
            return None
        if sol.view is None:
            sol.view = self.view()
        self.__dict__["_quick_memo"] = (limits, sol)
        return sol

    def run_quick(self, name: str, limits: Limits) -> Solution[Any]:
        """``auto``'s quick search (``Family.quick``): by default the engine algorithm
        ``name``; a family may run its own pure-Python search instead (no kernels)."""
        return self.run_engine(name, limits)

    def auto_method(self, limits: Limits | None) -> str:
        """The registry name ``"auto"`` runs under ``limits``: the one way ``auto`` is
        decided, so that the limits and ``--jobs`` are checked against the method
        that really runs.

        A family with no methods of its own runs the engine's choice for its
        puzzle (:func:`fewest.search.registry.choose_algorithm`); otherwise its
        first optimal method.  Families override this to decide by the board.
        """
        if not self.family.methods:
            from fewest.search.registry import choose_algorithm

            return choose_algorithm(self.puzzle(), self.engine_heuristic())
        return next(m.name for m in self.family.methods if m.optimal)

    def view(self) -> Any:
        """The :class:`~fewest.view.Viewer` that draws this instance's states and
        moves (every renderer reads it), or ``None`` when there is none."""
        return None

    def run_engine(self, algorithm: str, limits: Limits | None) -> Solution[Any]:
        """Run a generic engine algorithm on :meth:`puzzle`, with :meth:`engine_heuristic`.

        :meth:`check_reachable` runs first, so a board a parity rule rules out
        never searches.
        """
        from fewest.search.registry import resolve_algorithm, solve

        self.check_reachable()
        info = resolve_algorithm(algorithm)
        heuristic = self.engine_heuristic() if "heuristic" in info.options else None
        return solve(self.puzzle(), info.name, heuristic=heuristic, limits=limits)

    def check_reachable(self) -> None:
        """Raise :class:`~fewest.errors.NoSolutionError` when a rule (parity, ...)
        proves the goal unreachable without searching; the default checks nothing."""
        return None

    def engine_heuristic(self) -> Any:
        """The heuristic informed engine algorithms get (``None``: the puzzle's own)."""
        return None

    def table_need(self, method: str) -> TableNeed | None:
        """The table ``method`` would build before searching this instance, or
        ``None`` when nothing needs building (no table, or it is cached)."""
        return None

    def notes(self, method: str = "auto") -> list[str]:
        """Lines to tell the user before solving with ``method``: a first-use
        table build, a method weaker than expected, a board too big to finish.

        A table that builds in under a second is not worth a line, and neither is
        one that ``auto``'s quick engine search (``Family.quick``) makes unneeded.
        """
        key = normalise(method)
        if self.quick_answers(key):
            return []
        need = self.table_need(key)
        if need is None or need.build_seconds < 1:
            return []
        return [f"building {need.what} (first use only, about {seconds_up(need.build_seconds)} s; "
                f"cached afterwards; `{need.command}` builds it ahead)"]

    def quick_answers(self, method: str = "auto") -> bool:
        """Whether ``method`` is ``auto`` and its quick search (``Family.quick``)
        settles the board (an answer, or a proof that there is none): then no
        table is built and no kernel loaded."""
        if normalise(method) != "auto" or self.family.quick is None or self.jobs != 1:
            return False
        try:
            return self._quick(None) is not None
        except FewestError:  # unreachable, say: the solve itself reports it
            return True

    def board_of(self, state: Any) -> tuple[Any, dict[str, Any]] | None:
        """A board, and changes to the options, that :meth:`Family.parse` turns into
        an instance starting at ``state`` (same rules and goal); ``None`` when no
        board describes ``state`` (a card turned face up mid-turn).  Hints
        (:mod:`fewest.app.hint`) solve every next position through it."""
        return None

    @abstractmethod
    def puzzle(self) -> Any:
        """The engine puzzle (start, is_goal, successors, ...) for generic algorithms."""

    @abstractmethod
    def format_state(self, state: Any) -> str:
        """A multi-line human picture of ``state``."""

    def move_text(self, move: Any) -> str:
        """A move in the family's natural notation, for humans."""
        return str(move)

    def move_json(self, move: Any) -> Any:
        """A move as plain JSON (lists, numbers, strings)."""
        return move

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """The judge-site output; ``solution`` is ``None`` when unreachable.

        Every family supports ``"number"`` (the minimum count, or ``-1``); a judge
        problem whose answer is that count prints it for ``"judge"`` too.
        """
        if fmt == "number" or (fmt == "judge" and "judge" in self.family.formats):
            return "-1" if solution is None else str(solution.length)
        from fewest.errors import InvalidPuzzleError

        raise InvalidPuzzleError(f"output format {fmt!r} is not available for this puzzle")

    def summary(self) -> dict[str, Any]:
        """Extra JSON facts about the instance (size, goal, ...)."""
        return {}


def _search_only(stats: SearchStats | None, started: float, setup: float) -> None:
    """Keep the time spent loading or building tables and compiling kernels since
    ``started`` (``setup`` was :func:`~fewest.progress.setup_seconds` then) out of
    ``stats.seconds``: the stats describe the search."""
    if stats is None:
        return
    spent = time.perf_counter() - started - (setup_seconds() - setup)
    if stats.seconds > spent:
        stats.seconds = max(spent, 0.0)


@dataclass(frozen=True)
class SamplePlan:
    """A family's data for ``fewest analyze ... --sample N`` (the sampling itself
    is written once, in :mod:`fewest.analyze`).

    ``size`` is the canonical size label; ``draw(rng) -> (board text, options)``
    draws one board (``None``: ``Family.scramble(size, None, rng)`` with the
    given options); ``notes(data) -> lines`` adds facts such as a published mean;
    ``unit`` names what is counted; ``limits`` apply to each board when the user
    gives none.
    """

    size: str
    draw: Callable[[random.Random], tuple[str, InputOptions]] | None = None
    notes: Callable[[dict[str, Any]], list[str]] | None = None
    unit: str = "moves"
    limits: Limits | None = None


@dataclass
class Report:
    """The result of ``fewest analyze``: JSON data plus a human rendering.

    ``text`` is plain text (it may contain aligned tables); ``data`` holds the
    same facts as plain JSON values.
    """

    data: dict[str, Any]
    text: str
    #: writes the report's chart to a PNG path (``None``: no chart); needs matplotlib
    plot: Callable[[str], None] | None = None


#: random boards drawn at most, for a scramble within a move count
SCRAMBLE_DRAWS = 200


#: what ``"auto"`` resolves to: the family's choice, made per board by ``auto_method``
AUTO = Method("auto", optimal=True, summary="the family's best method")


class Family(ABC):
    """A puzzle family: its names, options, methods and input parser."""

    name: str = ""
    aliases: Sequence[str] = ()
    summary: str = ""
    formats: Sequence[str] = ("number",)
    #: the family's own methods; ``auto`` is always accepted
    methods: Sequence[Method] = ()
    #: what ``--mode fast`` runs: a quick answer (labelled optimal only if it is)
    fast_method: str = "auto"
    #: engine algorithms this family's puzzles cannot run, with the reason
    engine_unsupported: ClassVar[dict[str, str]] = {}
    #: ``(engine method, expansion budget)`` that ``auto`` tries before the family's
    #: own method, so that easy boards answer without loading compiled kernels
    #: (``None``: straight to the family's method)
    quick: tuple[str, int] | None = None
    #: a cap on the quick search's seconds, for a family whose expansions grow with the
    #: board (a long pancake stack): past it, ``auto`` goes on to the family's own method
    quick_seconds: float | None = None
    #: whether the goal is one board, the one ``scramble(size, 0, rng)`` returns, so that a
    #: scramble can walk away from it (``False``: the goal is a class of boards, or the
    #: moves cannot be undone, as in card matching and snakes and ladders)
    goal_board: bool = True
    #: whether the folder's ``scramble(size, moves, rng)`` surely honours ``moves`` (a walk
    #: from the goal); ``False``: its board is solved, and one over the count is drawn again
    scramble_walks: bool = True
    #: the judge problem this family models (its folder's ``judge.py``), or ``None``
    judge: JudgeSpec | None = None
    #: ``True`` when an answer is computed, not a path of moves (every cell's distance,
    #: a DP): there is no engine puzzle to search, play or scramble by distance
    computed: bool = False
    #: one line for people on what is asked (a judge problem's; a
    #: :class:`~fewest.lang.Said` where it is declared in Korean too)
    about: str = ""
    #: for a computed family, why its answer is not one path (a :class:`~fewest.lang.Said`
    #: where it is declared in Korean too)
    computed_why: str = ""

    @property
    def option_specs(self) -> tuple[OptionSpec, ...]:
        """The options this family takes: ``OPTIONS`` of its folder's ``options.py``
        (none when the folder has no such file).  A plugin may set it directly."""
        found = self.__dict__.get("_option_specs")
        if found is None:
            module = self._folder_module("options")
            found = tuple(getattr(module, "OPTIONS", ())) if module is not None else ()
            self.__dict__["_option_specs"] = found
        return found

    @property
    def options(self) -> tuple[str, ...]:
        """The names of the options this family takes."""
        return tuple(o.name for o in self.option_specs)

    @property
    def option_help(self) -> dict[str, str]:
        """One line of help per option, in the family's own words (``fewest list``)."""
        return {o.name: o.help for o in self.option_specs}

    def all_methods(self) -> list[Method]:
        """The family's methods, then every engine algorithm its puzzles support."""
        own = list(self.methods)
        taken = {m.name for m in own} | set(self.engine_unsupported)
        return own + [m for m in engine_methods() if m.name not in taken]

    def resolve_method(self, name: str) -> Method:
        """The method called ``name`` (or an alias); ``"auto"`` is the family's choice.

        >>> from fewest.puzzles import get_family
        >>> get_family("sliding").resolve_method("A*").name
        'astar'
        """
        key = normalise(name)
        if key == "auto":
            return AUTO
        known = self.__dict__.setdefault("_resolved", {})  # each name resolved once
        found = known.get(key)
        if found is None:
            found = known[key] = self._resolve(key, name)
        return found

    def _resolve(self, key: str, name: str) -> Method:
        """:meth:`resolve_method` without its memory."""
        for m in self.all_methods():
            if key == m.name or key in m.aliases:
                return m
        if key == "fast":  # one meaning everywhere: what ``--mode fast`` runs
            return self.resolve_method(self.fast_method)
        for name, why in self.engine_unsupported.items():
            if key == name:
                raise InvalidPuzzleError(f"method {name!r} does not apply to {self.name}: {why}")
        known = ", ".join(["auto", *(m.name for m in self.all_methods())])
        raise InvalidPuzzleError(f"unknown method {name!r} for {self.name}; choose one of: {known}")

    def check_alias(self, name: str, instance: Instance) -> None:
        """Refuse, in one line, a board that the name it was asked under rules out
        (the ``8-puzzle`` alias and a 4x4 board); the default accepts every board."""
        return None

    def check_options(self, options: InputOptions) -> None:
        """Refuse, in one line, any option this family does not take."""
        for opt in options.given():
            if opt not in self.options:
                takes = ", ".join(f"--{o}" for o in self.options) or "no options"
                value = getattr(options, opt)
                raise InvalidPuzzleError(
                    f"option --{opt} {value!r} does not apply to {self.name} (it takes {takes})"
                )

    def parse(self, board: Any, options: InputOptions | None = None) -> Instance:
        """An instance from ``board`` (text or a JSON value): the options are
        checked first, then the family's :meth:`build` validates the board.

        Raises :class:`~fewest.errors.InvalidPuzzleError` with a one-line
        message that quotes the offending input.
        """
        options = options or InputOptions()
        self.check_options(options)
        if isinstance(board, (str, bytes)):  # the one gate for text (kit/text.py)
            from fewest.puzzles.kit.text import decode

            board = decode(board, self.name)
        try:
            return self.build(board, options)
        except InvalidPuzzleError:
            raise
        except (ValueError, RecursionError, StopIteration, IndexError, KeyError, TypeError,
                OverflowError) as exc:
            # a parser that met input it never expected: still the input's fault, in one line
            why = str(exc).splitlines()[0][:60] if str(exc) else type(exc).__name__
            from fewest.puzzles.boardtext import quote

            raise InvalidPuzzleError(f"{self.name}: cannot read the board ({why}): "
                                     f"{quote(board)}") from None

    @abstractmethod
    def build(self, board: Any, options: InputOptions) -> Instance:
        """The family's parser: validate ``board`` and the options it takes."""

    def prebuild(self, size: str, options: InputOptions,
                 progress: ProgressFn | None = None) -> list[str]:
        """Build (or find cached) every table ``auto`` uses for boards of ``size``,
        ahead of time (``fewest tables build``); returns the tables' names."""
        raise InvalidPuzzleError(f"{self.name} needs no tables: there is nothing to build")

    def official_boards(self) -> tuple[str, ...]:
        """The judge's official samples, a board for each case, as the judge's own page
        shows them (none for a family that models no judge problem)."""
        return ()

    def scramble(self, size: str, moves: int | None, rng: random.Random) -> str:
        """A random board as text, of the given size, that can reach the goal.

        ``size`` is family specific (``"4x4"``; for snakes and ladders a side
        or a named board); ``moves=None`` draws uniformly among solvable
        boards, else the board is ``moves`` random moves from solved.  The
        text parses back with :meth:`parse`.

        By default this is ``scramble(size, moves, rng)`` from the family
        folder's ``scramble.py`` (the template's file for it).
        """
        func = self._folder_function("scramble", "scramble")
        if func is None:
            raise InvalidPuzzleError(f"'scramble' is not available for {self.name}")
        if moves is None or self.scramble_walks:
            text: str = func(size, moves, rng)
            return text
        return self._drawn_within(func, size, moves, rng)

    def _drawn_within(self, draw: Callable[..., str], size: str, moves: int,
                      rng: random.Random) -> str:
        """A random board whose proven answer takes at most ``moves`` moves, for a family
        whose boards are drawn, not walked from a goal (a judge problem's maze, say)."""
        from fewest.errors import NoSolutionError

        for k in range(SCRAMBLE_DRAWS):
            text = draw(size, moves if k == 0 else None, rng)  # the folder's own try first
            try:
                found = self.parse(text).solve(limits=Limits(max_seconds=2.0))
            except (NoSolutionError, SearchLimitError):
                continue
            if found.length <= moves:
                return text
        raise InvalidPuzzleError(
            f"no random {size} board of {self.name} was solved within {moves} moves in "
            f"{SCRAMBLE_DRAWS} draws; ask for more moves, or for none (any board)")

    def sample_plan(self, size: str, options: InputOptions, pairs: int | None) -> SamplePlan:
        """How to sample random boards of ``size`` (``pairs``: ``--pairs``, for families
        whose size counts pairs); refuses, in one line, what does not apply.

        By default this is ``sample_plan(size, options, pairs)`` from the family
        folder's ``scramble.py``.
        """
        func = self._folder_function("scramble", "sample_plan")
        if func is None:
            raise InvalidPuzzleError(f"'--sample' is not available for {self.name}")
        plan: SamplePlan = func(size, options, pairs)
        return plan

    def _folder_function(self, module: str, name: str) -> Callable[..., Any] | None:
        """``name`` from the module ``module`` of this family's folder (the template's
        file names), imported on first use; ``None`` when the folder has none."""
        found = self._folder_module(module)
        func: Callable[..., Any] | None = getattr(found, name, None) if found else None
        return func

    def _folder_module(self, module: str) -> Any:
        """The module ``module`` of this family's folder, or ``None`` when there is none."""
        import importlib

        package = type(self).__module__.rpartition(".")[0]
        if not package:  # a family defined in a top-level module has no folder
            return None
        try:
            return importlib.import_module(f"{package}.{module}")
        except ModuleNotFoundError as exc:
            if exc.name != f"{package}.{module}":
                raise
            return None

    def analyze(
        self,
        target: str,
        options: InputOptions,
        *,
        progress: ProgressFn | None = None,
    ) -> Report:
        """Whole-space facts for ``fewest analyze`` (distance histograms, ...).

        ``target`` is family specific (``"3x3"`` for a board size, or a board).
        ``progress(description, done, total)`` may be called to drive a bar.
        Sampled statistics (``--sample N``) are :mod:`fewest.analyze`'s, from
        :meth:`sample_plan`.
        """
        raise InvalidPuzzleError(f"'analyze' is not available for {self.name}")
