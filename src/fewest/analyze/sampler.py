"""Solve random boards of a family optimally, one process or several, in a fixed order.

Board ``i`` of a sample with seed ``s`` is drawn from ``random.Random(f"{s}/{i}")``,
so the boards (and therefore the results) do not depend on ``jobs`` nor on
the order workers finish in.  Each answer is replayed move by move through
the family's engine puzzle before it is counted.

>>> from fewest.puzzles import get_family
>>> from fewest.analyze.spec import SampleSpec
>>> outs = sample(get_family("sliding"), "2x3", SampleSpec(count=3, seed=1))
>>> [o.status for o in outs], all(o.length is not None for o in outs)
(['solved', 'solved', 'solved'], True)
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from fewest.analyze.spec import SampleSpec
from fewest.problem import Limits, Solution, replay
from fewest.progress import ProgressFn
from fewest.puzzles.base import Family, InputOptions, Instance

#: ``draw(rng) -> (board text, options)``: one random board (default: ``Family.scramble``).
Draw = Callable[[random.Random], tuple[str, InputOptions]]


@dataclass(frozen=True)
class Task:
    """One board to solve (what a worker process receives)."""

    index: int
    family: str
    board: str
    options: InputOptions
    limits: Limits | None


@dataclass(frozen=True)
class Outcome:
    """One sampled board: ``status`` is ``"solved"``, ``"limit"`` or ``"unreachable"``.

    ``length`` and ``moves`` (in the family's notation) are set when solved;
    ``bound`` is the proven lower bound at a limit, when the method knows one.
    """

    index: int
    board: str
    options: dict[str, Any]
    status: str
    length: int | None = None
    moves: list[str] = field(default_factory=list)
    bound: float | None = None
    seconds: float = 0.0
    expanded: int = 0


def board_rng(seed: int, index: int) -> random.Random:
    """The random source of board ``index`` in a sample with ``seed``."""
    return random.Random(f"{seed}/{index}")


def check_replay(instance: Instance, solution: Solution[Any]) -> None:
    """Replay ``solution`` through the engine puzzle: it must reach the goal at its cost.

    Raises :class:`AssertionError` (an internal error) when it does not.
    """
    puzzle = instance.puzzle()
    states, cost = replay(puzzle, puzzle.start, solution.moves)
    if not puzzle.is_goal(states[-1]) or cost != solution.cost or not solution.optimal:
        raise AssertionError(f"replay of the {solution.algorithm} answer failed: "
                             f"goal {puzzle.is_goal(states[-1])}, cost {cost} vs {solution.cost}")


def solve_task(task: Task) -> Outcome:
    """Solve one board optimally (method ``auto``, through :func:`fewest.app.run`) and
    replay the answer."""
    from fewest.app import Request, Status, run

    given = {name: _plain(getattr(task.options, name)) for name in task.options.given()}
    limits = {} if task.limits is None else {
        k: v for k, v in vars(task.limits).items() if v is not None}
    started = time.perf_counter()
    outcome = run(Request(task.family, task.board, task.options.as_dict(), limits=limits))
    seconds = time.perf_counter() - started
    expanded = outcome.stats.expanded if outcome.stats is not None else 0
    if outcome.status is Status.LIMIT:
        return Outcome(task.index, task.board, given, "limit", bound=outcome.bound,
                       seconds=seconds, expanded=expanded)
    if outcome.status is Status.UNREACHABLE:
        return Outcome(task.index, task.board, given, "unreachable", seconds=seconds)
    if outcome.solution is None or outcome.instance is None:
        raise AssertionError(f"board {task.board!r}: {outcome.message}")
    solution, instance = outcome.solution, outcome.instance
    check_replay(instance, solution)
    return Outcome(task.index, task.board, given, "solved", solution.length,
                   [instance.move_text(m) for m in solution.moves], None, seconds,
                   solution.stats.expanded)


def _quiet_worker() -> None:
    """Workers leave Ctrl+C to the parent (which stops the pool), so none prints a traceback."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def resolve_seed(seed: int | None) -> int:
    """``seed``, or a fresh one (to be reported) when ``None``."""
    return seed if seed is not None else random.SystemRandom().randrange(1 << 32)


def sample(family: Family, size: str, spec: SampleSpec, options: InputOptions | None = None,
           *, draw: Draw | None = None, progress: ProgressFn | None = None) -> list[Outcome]:
    """Draw and solve ``spec.count`` boards; outcomes in board order (``spec.seed`` must be set
    for reproducibility: :func:`resolve_seed`).

    ``draw`` defaults to ``family.scramble(size, None, rng)`` with ``options``.
    With ``spec.jobs > 1`` the first board is solved here (so a first-use
    table is built once), the rest by a pool of worker processes.
    """
    seed = resolve_seed(spec.seed)
    base = options or InputOptions()

    def default_draw(rng: random.Random) -> tuple[str, InputOptions]:
        return family.scramble(size, None, rng), base

    pick = draw or default_draw

    def tasks() -> Iterator[Task]:
        for i in range(spec.count):
            board, opts = pick(board_rng(seed, i))
            yield Task(i, family.name, board, opts, spec.limits)

    label = f"solving {spec.count} random {family.name} {size} boards"
    report = progress or (lambda _d, _done, _total: None)
    report(label, 0, spec.count)
    outcomes: list[Outcome] = []
    todo = tasks()
    if spec.jobs == 1 or spec.count == 1:
        for task in todo:
            outcomes.append(solve_task(task))
            report(label, len(outcomes), spec.count)
        return outcomes
    outcomes.append(solve_task(next(todo)))
    report(label, 1, spec.count)
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(spec.jobs, initializer=_quiet_worker) as pool:
        for outcome in pool.imap(solve_task, todo, chunksize=1):
            outcomes.append(outcome)
            report(label, len(outcomes), spec.count)
    return outcomes
